// A var that never falls (analysis/never_both_monotone.hpp): in a small
// game a card's `col` is set only to a lane `legal place` approved, every
// `can place` a Blocker meets needs that lane's order at most `row`, and
// `row` only grows after setup, so the Blocker's `cant place` (its own
// lane) and the `can place` for late cards on later lanes never meet.
// Planted, a fall of `row` in play, another set of `col`, a `can place`
// with no bound, or a `col` set while setup runs makes the pair met in
// play, and the argument must then say nothing.
#include <gtest/gtest.h>

#include "analysis/conflict_search.hpp"
#include "cli/session.hpp"
#include "tests/analysis/search_rules.hpp"

namespace canbeat::cli {
using namespace canbeat::analysis;
namespace {

// The text planted at each place: a rulebook statement, in setup, an
// option of the turn's choice, at the turn's end.
struct Planted {
  std::string rule, setup, option, phase;
};

std::string lane_rules(const Planted& at) {
  return "game mono {\n"
         "  title \"mono\";\n"
         "  players red, blue;\n"
         "  decks red, blue;\n"
         "  start_zone deck;\n"
         "}\n"
         "type unit = \"U\";\n"
         "type lane = \"L\";\n"
         "stat order;\n"
         "zone deck: per_player;\n"
         "zone hand: per_player;\n"
         "zone inplay: per_player;\n"
         "zone lanes;\n"
         "var row = 1;\n"
         "var round = 1;\n"
         "var col: per_card = 0;\n"
         "keyword late;\n" +
         at.rule +
         "action place(p: player, c: card, b: card) \"test: which lane a card goes to\";\n"
         "can place(p, c, b) \"test: the current lane\" when b.order == row;\n"
         "can place(p, c, b) \"test: a late card, also later lanes\" when b.order > row and c.late;\n"
         "procedure setup() \"test: the lanes out, the marker reset\" {\n"
         "  for b in red.deck where b.type == lane {\n"
         "    move b to lanes;\n"
         "  }\n"
         "  set row = 4;\n" +
         at.setup +
         "  set row = 1;\n"
         "}\n"
         "turn \"one round\": act;\n"
         "phase act \"test: each draws and plays or passes; the marker moves on\" {\n"
         "  for p in players {\n"
         "    chance \"draw\" c in p.deck where c.type == unit { move c to p.hand; }\n"
         "    choose p {\n"
         "      option \"play\" c in p.hand {\n"
         "        choose p {\n"
         "          option \"to\" b in lanes where legal place(p, c, b) { set c.col = b.order; }\n"
         "          option \"hold\" { }\n"
         "        }\n"
         "        move c to p.inplay;\n"
         "      }\n" +
         at.option +
         "      option \"pass\" { }\n"
         "    }\n"
         "  }\n"
         "  if round == 5 { tie; }\n"
         "  set round = round + 1;\n"
         "  set row = row + 1;\n" +
         at.phase +
         "}\n"
         "deck red {\n"
         "  card \"Blocker\" x1 { type unit;\n"
         "    cant place(p, c, b) \"test: none in its lane\" when self in red.inplay and self.col == b.order;\n"
         "  }\n"
         "  card \"Scout\" x5 { type unit; }\n"
         "  card \"Lane 1\" { type lane; order 1; }\n"
         "  card \"Lane 2\" { type lane; order 2; }\n"
         "  card \"Lane 3\" { type lane; order 3; }\n"
         "  card \"Lane 4\" { type lane; order 4; }\n"
         "}\n"
         "deck blue { card \"Lurker\" x6 { type unit; keyword late; } }\n";
}

const StatementPair* own_lane_late(const ConflictSearch& r) {
  for (const StatementPair& p : r.pairs.pairs())
    if (p.winner->text.find("none in its lane") != std::string::npos &&
        p.loser->text.find("later lanes") != std::string::npos && p.loser->text.find("late card") != std::string::npos)
      return &p;
  return nullptr;
}

TEST(NeverBothMonotone, AMemberNeverAboveAGrowingVarNeverMeetsALaterLane) {
  Session s;
  ConflictSearch r = search_rules("mono", lane_rules({}), s);
  const StatementPair* p = own_lane_late(r);
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->reached, 0u);
  EXPECT_NE(p->impossible.find("the carrier's col is never above row"), std::string::npos) << p->impossible;
}

TEST(NeverBothMonotone, AFallASetOtherwiseAnUnboundCanOrASetInSetupIsMetAndNotCalledImpossible) {
  const std::vector<Planted> planted = {
      {.phase = "  if round == 3 { set row = 1; }\n"},
      {.option = "      option \"shift\" c in p.inplay { set c.col = c.col + 2; }\n"},
      {.rule = "can place(p, c, b) \"test: red also later lanes\" when p == red and b.order > row;\n"},
      {.setup = "  for c in red.deck where c.type == unit { set c.col = row; }\n"},
  };
  for (const Planted& v : planted) {
    const std::string text = lane_rules(v);
    Session s;
    ConflictSearch r = search_rules("mono", text, s);
    const StatementPair* p = own_lane_late(r);
    ASSERT_NE(p, nullptr) << text;
    EXPECT_GT(p->reached, 0u) << text;
    EXPECT_EQ(p->impossible, "") << text;
  }
}

}  // namespace
}  // namespace canbeat::cli
