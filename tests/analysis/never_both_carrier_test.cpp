// An action asked only of the card whose text asks it
// (analysis/never_both_asked.hpp): in a small game `legal send(c, q)` is
// asked only in a procedure whose every call passes a Drifter's `self`, and
// no leader is named "Drifter", so the cant for a card named as a leader of
// the seat never meets the can. Planted, a leader named "Drifter", a call
// passing a leader from hand, or a power that copies the Drifter's (it
// runs with the copier as `self`) makes the pair met in play, and the
// argument must then say nothing.
#include <gtest/gtest.h>

#include "analysis/conflict_search.hpp"
#include "cli/session.hpp"
#include "tests/analysis/search_rules.hpp"

namespace canbeat::cli {
using namespace canbeat::analysis;
namespace {

// `option`: one more choice of the turn; `red`, `blue`: the decks' cards.
struct Planted {
  std::string option, red = "card \"Drifter\" x6 { type unit;", blue = "card \"Chief\" x6 { type leader; }";
};

std::string carrier_rules(const Planted& at) {
  return two_seat_game("carrier", "deck") +
         "type unit = \"U\";\ntype leader = \"L\";\ntype trick = \"T\";\nkeyword copyable;\ntiming main;\n"
         "zone deck: per_player;\nzone hand: per_player;\nzone field: per_player;\nvar round = 1;\n"
         "action send(c: card, q: player) \"test: a card sent to another seat\";\n"
         "can send(c, q) \"test: to another seat\" when q != c.owner;\n"
         "cant send(c, q) \"test: not the name of a leader of that seat\"\n"
         "  when any(m in q.hand : m.type == leader and m.name == c.name);\n"
         "procedure send_away(p: player, c: card) \"test: a card's own move\" {\n"
         "  choose p {\n"
         "    option \"send\" q in players where legal send(c, q) { move c to q.field; }\n"
         "    option \"keep\" { }\n"
         "  }\n"
         "}\n"
         "turn \"one round\": act;\n"
         "phase act \"test: each draws, then plays a card or uses a power\" {\n"
         "  for p in players {\n"
         "    chance \"draw\" c in p.deck { move c to p.hand; }\n"
         "    choose p {\n"
         "      option \"play\" c in p.hand where c.type == unit or c.type == trick { move c to p.field; }\n"
         "      option \"use\" u in powers(p.field) { activate u, p; }\n" +
         at.option +
         round_end(6) +
         "deck red {\n  " + at.red + "\n"
         "    power \"Drift\" main { send_away(you, self); }\n"
         "  }\n"
         "}\n"
         "deck blue { " + at.blue + " }\n";
}

const char* const kNamedLeader = "name of a leader";  // the winner's text

TEST(NeverBothCarrier, AnActionAskedOnlyOfItsCarrierNeverMeetsWhatItDoesNotPrint) {
  expect_pair("carrier", carrier_rules({}), kNamedLeader, false,
              "has as argument 1 the carrier of the text of \"Drifter\"");
}

TEST(NeverBothCarrier, ALeaderOfItsNameAnotherCallOrACopiedPowerIsMetAndNotCalledImpossible) {
  const std::string echo =
      "card \"Chief\" x3 { type trick;\n"
      "    power \"Echo\" main { choose you { option \"copy\" t in cards where t.copyable { copy_effect t, you; } } }\n"
      "  }\n  card \"Drifter\" x6 { type unit; keyword copyable;";
  const std::vector<Planted> planted = {
      {.blue = "card \"Chief\" x3 { type leader; } card \"Drifter\" x3 { type leader; }"},
      {.option = "      option \"send_hand\" c in p.hand where c.type == leader { send_away(p, c); }\n",
       .red = "card \"Chief\" x2 { type leader; }\n  card \"Drifter\" x6 { type unit;"},
      {.red = echo},
  };
  for (const Planted& v : planted) expect_pair("carrier", carrier_rules(v), kNamedLeader, true);
}

}  // namespace
}  // namespace canbeat::cli
