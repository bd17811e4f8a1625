// Where the rules ask a legality query (analysis/never_both_asked.hpp): in a
// small game every `legal place(p, c)` is asked with c in p's hand, and red
// draws from its own deck of Scouts only, so no early card (blue's Lurkers)
// is ever in red's hand: `cant place` for red and `can place` for an early
// card never meet. Planted, a way for a Lurker into red's hand or an ask
// without the hand makes the pair met in play, and the argument must then
// say nothing.
#include <gtest/gtest.h>

#include "analysis/conflict_search.hpp"
#include "cli/session.hpp"
#include "tests/analysis/search_rules.hpp"

namespace canbeat::cli {
using namespace canbeat::analysis;
namespace {

const std::string kDraw = "chance \"draw\" c in p.deck { move c to p.hand; }\n";

std::string asked_rules(const std::string& draw, const std::string& more_options) {
  return "game asked {\n  title \"asked\";\n  players red, blue;\n  decks red, blue;\n  start_zone deck;\n}\n"
         "type unit = \"U\";\nzone deck: per_player;\nzone hand: per_player;\nzone field: per_player;\n"
         "var round = 1;\nkeyword early;\n"
         "action place(p: player, c: card) \"test: where a card goes\";\n"
         "can place(p, c) \"test: an early card\" when c.early;\n"
         "cant place(p, c) \"test: not for red\" when p == red;\n"
         "action play(p: player, c: card) \"test: playing a card\";\n"
         "can play(p, c) \"test: from hand, placed\" when c in p.hand and legal place(p, c);\n"
         "turn \"one round\": act;\n"
         "phase act \"test: each draws, then plays, passes or as planted\" {\n"
         "  for p in players {\n" +
         draw +
         "    choose p {\n"
         "      option \"play\" c in p.hand where legal play(p, c) { move c to p.field; }\n" +
         more_options +
         "      option \"pass\" { }\n"
         "    }\n"
         "  }\n"
         "  if round == 4 { tie; }\n"
         "  set round = round + 1;\n"
         "}\n"
         "deck red { card \"Scout\" x8 { type unit; } }\n"
         "deck blue { card \"Lurker\" x8 { type unit; keyword early; } }\n";
}

const StatementPair* red_early(const ConflictSearch& r) {
  for (const StatementPair& p : r.pairs.pairs())
    if (p.winner->text.find("not for red") != std::string::npos && p.loser->text.find("early") != std::string::npos)
      return &p;
  return nullptr;
}

TEST(NeverBothAsked, ACardNoMoveBringsIntoTheSeatsHandIsNeverAskedForIt) {
  Session s;
  ConflictSearch r = search_rules("asked", asked_rules(kDraw, ""), s);
  const StatementPair* p = red_early(r);
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->reached, 0u);
  EXPECT_NE(p->impossible.find("every ask of `legal place`"), std::string::npos) << p->impossible;
  EXPECT_NE(p->impossible.find("ever be in red's hand"), std::string::npos) << p->impossible;
}

// Planted: a Lurker given to red, passed to a seat another name holds, drawn
// by a seat name bound again to red, or asked about a card in no hand.
TEST(NeverBothAsked, AWayIntoTheHandOrAnAskWithoutItIsMetAndNotCalledImpossible) {
  const std::vector<std::pair<std::string, std::string>> planted = {
      {kDraw, "option \"give\" c in p.hand { move c to red.hand; }\n"},
      {kDraw, "option \"pass on\" c in p.hand { for q in players where q != p { move c to q.hand; } }\n"},
      {"chance \"draw\" c in p.deck { for p in players where p == red { move c to p.hand; } }\n", ""},
      {kDraw, "option \"eye\" c in instances where legal place(p, c) { }\n"},
  };
  for (const auto& [draw, option] : planted) {
    Session s;
    ConflictSearch r = search_rules("asked", asked_rules(draw, option), s);
    const StatementPair* p = red_early(r);
    ASSERT_NE(p, nullptr) << draw << option;
    EXPECT_GT(p->reached, 0u) << draw << option;
    EXPECT_EQ(p->impossible, "") << draw << option;
  }
}

}  // namespace
}  // namespace canbeat::cli
