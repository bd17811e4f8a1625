// Card statements of Alien Battles cards (games/vs2pcg/alien-battles.cards)
// as scenario tests, on both engines: a card's can/can't beats the
// rulebook's (000:489, "Whenever a card contradicts a rule in this
// rulebook, the card is correct"), and can't beats can.
//
// The first seat ("us") puts its Main Character in the Back Row and
// recruits on its second turn; the second ("them") recruits a Grunt on its
// first turn and attacks on its second.
#include <gtest/gtest.h>

#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class CardStatements : public ::testing::TestWithParam<EngineKind> {};

using Names = std::vector<std::string>;

const char* const decks = R"(
deck us "Us" {
  ALN-001 x1; ALN-002 x1;
  ALN-037 x2;   # Xenomorph Ambusher, cost 2: Camouflage
  ALN-059 x30;  # Earth
}
deck them "Them" {
  ALN-029 x1; ALN-030 x1;
  card "Grunt" { type supporting_character; team xenomorph; cost 0; atk 3; def 2; health 2; }
  ALN-060 x30;  # Space
}
deck crew "Crew" {
  ALN-001 x1; ALN-002 x1;
  card "Medic" { type supporting_character; team company; cost 0; atk 1; def 2; health 2; }
  card "Hawk" { type supporting_character; team company; cost 0; atk 1; def 2; health 2; keyword flight; }
  ALN-010 x1;   # Vriess, cost 1: Immobile
  ALN-059 x30;  # Earth
}
deck leapers "Leapers" {
  ALN-029 x1; ALN-030 x1;
  ALN-038 x2;   # Leaping Xenomorph, cost 2: Leap
  ALN-060 x30;  # Space
}
)";

// Us recruits an Ambusher into `row` on its second turn; them's Grunt is
// about to choose a defender.
Vs2pcgTable ambush(EngineKind kind, const std::string& row) {
  Vs2pcgTable t(kind, decks, {"us", "them"});
  t.set_up({"back", "front"}, {{"Xenomorph Ambusher", "Xenomorph Ambusher"}, {"Grunt"}}, {"Earth", "Space"});
  t.take("location", "Earth");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.take("location", "Space");
  t.take("recruit_front", "Grunt");
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.take("location", "Earth");
  t.take("recruit_" + row, "Xenomorph Ambusher");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.take("location", "Space");
  t.skip_to("attack");
  t.take("attack", "Grunt");
  return t;
}

// R-GR-01, R-GR-02 (000:489): the card beats the rulebook; can't beats can.
// ALN-037 Xenomorph Ambusher, Camouflage: it can't be attacked while in its
// Back Row. Nothing stands in us's Front Row, so the rulebook lets the
// Grunt attack the Back Row (000:223); the card's can't beats that can.
TEST_P(CardStatements, Aln037_CamouflagedInTheBackRow) {
  Vs2pcgTable t = ambush(GetParam(), "back");
  EXPECT_EQ(t.field("first.back_row"), "[Warrant Officer Ripley, Xenomorph Ambusher]");
  EXPECT_EQ(t.offered("target"), Names{"Warrant Officer Ripley"});
}

// In the Front Row it may be attacked, and it protects the Back Row.
TEST_P(CardStatements, Aln037_AttackableInTheFrontRow) {
  Vs2pcgTable t = ambush(GetParam(), "front");
  EXPECT_EQ(t.offered("target"), Names{"Xenomorph Ambusher"});
}

// ALN-038 Leaping Xenomorph, Leap: it has Flight during your turn, so
// (000:224) it attacks over the Crew's Front Row into its Back Row (the
// Medic), unless a face-up Flight character stands in front (the Hawk).
// The Queen, without Flight, reaches the Front Row only.
TEST_P(CardStatements, Aln038_LeapsOverTheFrontRowOnItsTurn) {
  for (const bool hawk : {false, true}) {
    SCOPED_TRACE(hawk);
    Vs2pcgTable t(GetParam(), decks, {"crew", "leapers"});
    Names hand{"Medic"};
    if (hawk) hand.push_back("Hawk");
    t.set_up({"front", "front"}, {hand, {"Leaping Xenomporh"}}, {"Earth", "Space"});
    t.take("location", "Earth");
    t.take("recruit_back", "Medic");
    if (hawk) t.take("recruit_front", "Hawk");
    for (int turn = 0; turn < 2; ++turn) {
      t.pass_turn();
      t.draw({"Space", "Space"});
      t.take("location", "Space");
      if (turn == 0) t.pass_turn(), t.draw({"Earth", "Earth"});
    }
    t.take("recruit_front", "Leaping Xenomporh");
    t.skip_to("attack");
    t.take("attack", "Leaping Xenomporh");
    if (hawk) EXPECT_EQ(t.offered("target"), (Names{"Hawk", "Warrant Officer Ripley"}));
    else EXPECT_EQ(t.offered("target"), (Names{"Medic", "Warrant Officer Ripley"}));
  }
}

// ALN-010 Vriess, Immobile: it can't move during your Formation Step (a
// card cant change_row beating the rulebook's can, 000:207-209): the Medic
// beside it in the Back Row may move to the Front Row, Vriess may not.
TEST_P(CardStatements, Aln010_VriessCantMoveInTheFormationStep) {
  Vs2pcgTable t(GetParam(), decks, {"crew", "leapers"});
  t.set_up({"front", "front"}, {{"Medic", "Vriess"}, {}}, {"Earth", "Space"});
  t.take("location", "Earth");
  t.take("recruit_back", "Medic");
  t.take("recruit_back", "Vriess");
  t.skip_to("to_front");
  EXPECT_EQ(t.offered("to_front"), Names{"Medic"});
  EXPECT_EQ(t.offered("to_back"), Names{"Warrant Officer Ripley"});
}

INSTANTIATE_TEST_SUITE_P(Engines, CardStatements, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return engine_name(info.param); });

}  // namespace
}  // namespace canbeat::testing
