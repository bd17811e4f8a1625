// "Ending the Game" and "Multiplayer Games" (Free for All) of the Vs. System
// 2PCG rulebooks as scenario tests, on both engines:
// ../shared/seeds/000_03a9bc82aad99cdb.txt ("000") lines 270-272, 428-435,
// 539-547 and 001_7b361cf90076b544.txt ("001") lines 278-282, 565-571.
// Rule ids: docs/vs2pcg/rulebook-examples.md.
//
// The Main Characters here are glass (1/1, Health 1): one stun KOs them.
#include <gtest/gtest.h>

#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class EndOfGame : public ::testing::TestWithParam<EngineKind> {};

using Names = std::vector<std::string>;

const char* const decks = R"(
deck deck_a "A" {
  card "Hero A" { type main_character; team company; atk 1; def 1; health 1; level 1; }
  card "Hero A" { type main_character; team company; atk 2; def 2; health 1; level 2; }
  card "Ram A" { type supporting_character; team company; cost 0; atk 5; def 5; health 2; }
  ALN-059 x20;
}
deck deck_b "B" {
  card "Hero B" { type main_character; team xenomorph; atk 1; def 1; health 1; level 1; }
  card "Hero B" { type main_character; team xenomorph; atk 2; def 2; health 1; level 2; }
  card "Ram B" { type supporting_character; team xenomorph; cost 0; atk 5; def 5; health 2; }
  ALN-060 x20;
}
deck deck_c "C" {
  card "Hero C" { type main_character; team company; atk 1; def 1; health 1; level 1; }
  card "Hero C" { type main_character; team company; atk 2; def 2; health 1; level 2; }
  card "Ram C" { type supporting_character; team company; cost 0; atk 5; def 5; health 2; }
  ALN-058 x20;
}
)";

// R-EG-01, R-MC-03, 000:272, 000:432 / 001:280, 001:433: when a player's
// Main Character is KO'd that player is out and (two players) the other wins.
TEST_P(EndOfGame, REg01_MainCharacterKOdTheOtherPlayerWins) {
  Vs2pcgTable t(GetParam(), decks, {"deck_a", "deck_b"});
  t.stage({"front", "front"}, {{}, {}, {}}, {{"Ram B"}, {}, {}}, {"Earth", "Space"});
  t.skip_to("attack");
  t.take("attack", "Ram B");
  t.take("target", "Hero A");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("outcome"), "win second");
  EXPECT_EQ(t.field("first.out"), "1");
  EXPECT_EQ(t.field("second.out"), "0");
  EXPECT_EQ(t.field("first.ko_pile"), "[Hero A]");
  EXPECT_EQ(t.field("pending"), "none");
}

// R-EG-02, 000:272 / 001:280: the final two Main Characters KO'd at the
// same time (they strike each other): the player whose turn it is wins.
TEST_P(EndOfGame, REg02_BothFinalMainCharactersKOdTheActivePlayerWins) {
  Vs2pcgTable t(GetParam(), decks, {"deck_a", "deck_b"});
  t.set_up({"front", "front"}, {{}, {}}, {"Earth", "Space"});
  t.skip_to("attack");
  t.take("attack", "Hero A");
  t.take("target", "Hero B");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("first.out"), "1");
  EXPECT_EQ(t.field("second.out"), "1");
  EXPECT_EQ(t.field("first.ko_pile"), "[Hero A]");
  EXPECT_EQ(t.field("second.ko_pile"), "[Hero B]");
  EXPECT_EQ(t.field("outcome"), "win first");
}

// R-FFA-01, R-FFA-03, R-FFA-05, R-EG-01, R-EG-03, 000:543-547 /
// 001:567-571, 001:282: three
// players; the first attacks either other player; the second's Main
// Character is KO'd: it is out, all its cards are removed from the game
// (not KO'd), the game goes on and turns skip it; when only one Main
// Character is left its player wins.
TEST_P(EndOfGame, RFfa05_APlayerOutIsRemovedAndSkipped) {
  Vs2pcgTable t(GetParam(), decks, {"deck_a", "deck_b", "deck_c"});
  t.set_up({"front", "front", "front"}, {{"Ram A"}, {}, {"Ram C"}}, {"Earth", "Space", "Fury 161"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Ram A");
  t.skip_to("attack");
  t.take("attack", "Ram A");
  EXPECT_EQ(t.offered("target"), (Names{"Hero B", "Hero C"}));
  t.take("target", "Hero B");
  // R-FFA-04, 000:546: every player has a say in the combat window.
  t.take("pass");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("second.out"), "1");
  EXPECT_EQ(t.field("outcome"), "ongoing");
  EXPECT_EQ(t.field("second.ko_pile"), "[]");
  EXPECT_EQ(t.field("second.hand"), "[]");
  EXPECT_EQ(t.field("second.deck"), "[]");
  EXPECT_EQ(t.field("second.front_row"), "[]");
  EXPECT_EQ(t.field("second.set_aside"), "[]");
  EXPECT_EQ(zone_size(t.field("second.removed")), 23u);  // 2 Main Characters, Ram B, 20 Space
  t.take("end_main");
  EXPECT_EQ(t.field("game.active"), "2");  // the second seat is skipped
  t.draw({"Fury 161", "Fury 161"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Ram C");
  t.skip_to("attack");
  t.take("attack", "Ram C");
  EXPECT_EQ(t.offered("target"), (Names{"Hero A", "Ram A"}));
  t.take("target", "Hero A");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("outcome"), "win third");
}

INSTANTIATE_TEST_SUITE_P(Engines, EndOfGame, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return engine_name(info.param); });

}  // namespace
}  // namespace canbeat::testing
