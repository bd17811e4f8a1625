// A legality query read on what cards print (analysis/never_both_legal.hpp):
// in a small game the Bond's can pays for a card named Master, whose team
// (hawks) is the Bond's, and `ally` holds for a card of its printed team
// unless it is marked and the team friendly, which hawks are not, so the
// rulebook's cant for a payer that is no ally never meets the Bond's can.
// Planted, a Master of another team, hawks made friendly (a mark then
// closes ally), or a card's own cant of ally makes the pair met in play,
// and the argument must then say nothing.
#include <gtest/gtest.h>

#include "analysis/conflict_search.hpp"
#include "cli/session.hpp"
#include "tests/analysis/search_rules.hpp"

namespace canbeat::cli {
using namespace canbeat::analysis;
namespace {

struct Planted {
  std::string master = "card \"Master\" x4 { type unit; team hawks; }", friendly = "t == \"owls\"";
};

std::string bond_rules(const Planted& at) {
  return two_seat_game("bond", "deck") +
         "type unit = \"U\";\n"
         "team hawks;\n"
         "team owls;\n"
         "zone deck: per_player;\n"
         "zone hand: per_player;\n"
         "zone field: per_player;\n"
         "var round = 1;\n"
         "var marked: per_card = 0;\n"
         "action friendly(t: string) \"test: the friendly teams\";\n"
         "can friendly(t) \"test: the owls are friendly\" when " + at.friendly + ";\n"
         "action ally(c: card, t: string) \"test: whether a card is of a team\";\n"
         "can ally(c, t) \"test: the team it prints\" when t != \"\" and c.team == t;\n"
         "cant ally(c, t) \"test: a marked card is of no friendly team\" when c.marked == 1 and legal friendly(t);\n"
         "action use(p: player, a: card, l: card) \"test: a card of the hand pays for one in play\";\n"
         "cant use(p, a, l) \"test: the payer only for an ally of its team\" when l.team != \"\" and not legal ally(a, l.team);\n"
         "turn \"one round\": act;\n"
         "phase act \"test: each draws, marks, plays or pays\" {\n"
         "  for p in players {\n"
         "    chance \"draw\" c in p.deck { move c to p.hand; }\n"
         "    choose p {\n"
         "      option \"mark\" c in p.field { set c.marked = 1; }\n"
         "      option \"play\" c in p.hand { move c to p.field; }\n"
         "      option \"pay\" a in p.field { choose p if any { option \"with\" l in p.hand where legal use(p, a, l) { move l to p.deck; } } }\n" +
         round_end(6) +
         "deck red {\n"
         "  " + at.master + "\n"
         "  card \"Bond\" x4 { type unit; team hawks;\n"
         "    can use(p, a, l) \"test: it pays for its Master\" when l == self and l in p.hand and a.name == \"Master\";\n"
         "  }\n"
         "}\n"
         "deck blue { card \"Plain\" x8 { type unit; } }\n";
}

const char* const kNoAlly = "pays for its Master";  // the winner's text

TEST(NeverBothLegal, ALegalityQueryThePrintedCardsPassNeverFails) {
  expect_pair("bond", bond_rules({}), kNoAlly, false,
              "`not legal ally(a, l.team)` never holds: where both apply argument 2 is Master, argument 3 is Bond");
}

TEST(NeverBothLegal, AnotherTeamAFriendlyTeamOrACardsCantIsMetAndNotCalledImpossible) {
  const std::vector<Planted> planted = {
      {.master = "card \"Master\" x4 { type unit; team owls; }"},
      {.friendly = "t == \"owls\" or t == \"hawks\""},
      {.master = "card \"Master\" x4 { type unit; team hawks;\n"
                 "    cant ally(c, t) \"test: a rebel\" when c == self and round > 2;\n  }"},
  };
  for (const Planted& v : planted) expect_pair("bond", bond_rules(v), kNoAlly, true);
}

}  // namespace
}  // namespace canbeat::cli
