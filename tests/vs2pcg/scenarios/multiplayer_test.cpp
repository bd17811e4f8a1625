// "Multiplayer Games" of the Alien Battles rulebook, 2 vs 2 and 2-Headed
// Teammates, as scenario tests on both engines:
// ../shared/seeds/000_03a9bc82aad99cdb.txt ("000") lines 549-571.
// (Free for All, 000:539-547, is in end_of_game_test.cpp and turn_test.cpp.)
//
// Four seats: first and third play The Company's glass heroes (1/1, Health 1:
// one stun KOs them), second and fourth the Xenomorphs'. In 2 vs 2 the teams
// are first + third against second + fourth (000:552); in 2-Headed
// Teammates, first + second against third + fourth (000:567).
#include <gtest/gtest.h>

#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class Multiplayer : public ::testing::TestWithParam<EngineKind> {};

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
deck deck_d "D" {
  card "Hero D" { type main_character; team xenomorph; atk 1; def 1; health 1; level 1; }
  card "Hero D" { type main_character; team xenomorph; atk 2; def 2; health 1; level 2; }
  card "Ram D" { type supporting_character; team xenomorph; cost 0; atk 5; def 5; health 2; }
  ALN-057 x20;
}
)";

// R-2V2-01, R-2V2-02, R-2V2-04, R-2V2-05 (000:551-556):
// 2 vs 2 (000:549-559): teams alternate in turn order; the second player
// draws only one card on its first turn (000:554); a teammate's characters
// can't be attacked (000:557); a KO'd Main Character's player is removed
// (000:559); the team wins when both enemy Main Characters are KO'd (000:550).
TEST_P(Multiplayer, R2v2_TeamsAttackOnlyEnemiesAndWinTogether) {
  Vs2pcgTable t(GetParam(), decks, {"deck_a", "deck_b", "deck_c", "deck_d"});
  t.play_format("two_vs_two");
  t.set_up({"front", "front", "front", "front"}, {{"Ram A"}, {}, {"Ram C"}, {}},
           {"Earth", "Space", "Fury 161", "The Auriga"});
  EXPECT_EQ(t.field("game.format"), "1");
  EXPECT_EQ(t.field("first.side"), "0");
  EXPECT_EQ(t.field("second.side"), "1");
  EXPECT_EQ(t.field("third.side"), "0");
  EXPECT_EQ(t.field("fourth.side"), "1");
  t.skip_to("recruit_front");
  t.take("recruit_front", "Ram A");
  t.skip_to("attack");
  t.take("attack", "Ram A");
  EXPECT_EQ(t.offered("target"), (Names{"Hero B", "Hero D"}));  // not Hero C, a teammate's
  t.take("target", "Hero B");
  for (int i = 0; i < 4; ++i) t.take("pass");
  EXPECT_EQ(t.field("second.out"), "1");
  EXPECT_EQ(zone_size(t.field("second.removed")), 23u);  // 2 Main Characters, Ram B, 20 Space
  EXPECT_EQ(t.field("outcome"), "ongoing");  // fourth plays on for their team
  t.take("end_main");
  // The second seat is out: the third player's turn, its first: draw 2.
  EXPECT_EQ(t.field("game.active"), "2");
  t.draw({"Fury 161", "Fury 161"});
  EXPECT_EQ(zone_size(t.field("third.hand")), 9u);
  t.skip_to("recruit_front");
  t.take("recruit_front", "Ram C");
  t.skip_to("attack");
  t.take("attack", "Ram C");
  EXPECT_EQ(t.offered("target"), (Names{"Hero D"}));
  t.take("target", "Hero D");
  for (int i = 0; i < 3; ++i) t.take("pass");  // first, third, fourth
  EXPECT_EQ(t.field("outcome"), "win first+third");
}

// R-2V2-03 (000:554):
// 000:554: in 2 vs 2 the player who goes second draws only one card on
// their first turn.
TEST_P(Multiplayer, R2v2_SecondPlayerDrawsOne) {
  Vs2pcgTable t(GetParam(), decks, {"deck_a", "deck_b", "deck_c", "deck_d"});
  t.play_format("two_vs_two");
  t.set_up({"front", "front", "front", "front"}, {{}, {}, {}, {}},
           {"Earth", "Space", "Fury 161", "The Auriga"});
  EXPECT_EQ(t.pending(), "player first");  // no draw on the first turn
  t.pass_turn();
  EXPECT_EQ(t.field("game.active"), "1");
  t.draw({"Space"});
  EXPECT_EQ(t.pending(), "player second");
  EXPECT_EQ(zone_size(t.field("second.hand")), 8u);
}

// R-2H-01, R-2H-02, R-2H-03, R-2H-05, R-2H-07 (000:564-570):
// 2-Headed Teammates (000:561-571): one giant Front and Back Row per team
// (here the rows of its first seat), separate Resource Rows and Recruit
// Points, one shared turn, neither player of the first team draws on it.
TEST_P(Multiplayer, R2ht_SharedRowsSharedTurnSeparateRecruit) {
  Vs2pcgTable t(GetParam(), decks, {"deck_a", "deck_c", "deck_b", "deck_d"});
  t.play_format("two_headed");
  t.set_up({"front", "back", "front", "front"}, {{"Ram A"}, {"Ram C"}, {}, {}},
           {"Earth", "Fury 161", "Space", "The Auriga"});
  EXPECT_EQ(t.field("game.format"), "2");
  EXPECT_EQ(t.field("second.lead"), "0");
  EXPECT_EQ(t.field("fourth.lead"), "2");
  EXPECT_EQ(t.field("first.front_row"), "[Hero A]");
  EXPECT_EQ(t.field("first.back_row"), "[Hero C]");
  EXPECT_EQ(t.field("second.front_row"), "[]");
  EXPECT_EQ(t.field("third.front_row"), "[Hero B, Hero D]");
  // 000:570: each player of the first team skips the draw; each resources.
  EXPECT_EQ(t.pending(), "player first");
  t.take("resource", "Earth");
  EXPECT_EQ(t.pending(), "player second");
  t.take("resource", "Fury 161");
  // 000:568: each recruits with their own Recruit Points into the shared rows.
  EXPECT_EQ(t.field("first.rp"), "1");
  t.take("recruit_front", "Ram A");
  t.take("end_recruit");
  EXPECT_EQ(t.field("second.rp"), "1");
  t.take("recruit_front", "Ram C");
  t.take("end_recruit");
  EXPECT_EQ(t.field("first.front_row"), "[Hero A, Ram A, Ram C]");
  EXPECT_EQ(t.field("first.resource_row"), "[Earth {face_down=1}]");
  EXPECT_EQ(t.field("second.resource_row"), "[Fury 161 {face_down=1}]");
  // 000:569: the team attacks together: Ram A and Ram C, of two players,
  // make one team attack.
  t.skip_to("attack");
  t.take("attack", "Ram A");
  t.take("with", "Ram C");
  EXPECT_EQ(t.offered("target"), (Names{"Hero B", "Hero D"}));
  t.take("target", "Hero B");
  for (int i = 0; i < 4; ++i) t.take("pass");
  t.take("strike_back", "Ram A");  // the defending team chooses
  // 000:571: "When your Main Character is KO'd, you continue to play on."
  EXPECT_EQ(t.field("third.ko_pile"), "[Hero B]");
  EXPECT_EQ(t.field("third.out"), "0");
  EXPECT_EQ(t.field("outcome"), "ongoing");
  t.take("end_main");
  // The turn goes to the other team; both of its players draw 2.
  EXPECT_EQ(t.field("game.active"), "2");
  t.draw({"Space", "Space"});
  t.draw({"The Auriga", "The Auriga"});
  EXPECT_EQ(zone_size(t.field("third.hand")), 9u);
  EXPECT_EQ(zone_size(t.field("fourth.hand")), 9u);
  // The shared Front Row protects both players' Back Row characters.
  t.skip_to("attack");
  t.take("attack", "Hero D");
  EXPECT_EQ(t.offered("target"), (Names{"Hero A", "Ram A", "Ram C"}));
}

// R-2H-08 (000:571):
// 000:571: "The game ends when both Main Characters on a team are KO'd."
TEST_P(Multiplayer, R2ht_TeamLosesWhenBothMainCharactersAreKOd) {
  Vs2pcgTable t(GetParam(), decks, {"deck_a", "deck_c", "deck_b", "deck_d"});
  t.play_format("two_headed");
  t.set_up({"front", "front", "front", "front"}, {{"Ram A"}, {"Ram C"}, {}, {}},
           {"Earth", "Fury 161", "Space", "The Auriga"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Ram A");
  t.take("end_recruit");
  t.take("recruit_front", "Ram C");
  t.skip_to("attack");
  t.take("attack", "Ram A");
  t.take("target", "Hero B");
  for (int i = 0; i < 4; ++i) t.take("pass");
  t.take("attack", "Ram C");
  t.take("target", "Hero D");
  for (int i = 0; i < 4; ++i) t.take("pass");
  EXPECT_EQ(t.field("third.out"), "1");
  EXPECT_EQ(t.field("fourth.out"), "1");
  EXPECT_EQ(t.field("outcome"), "win first+second");
}

INSTANTIATE_TEST_SUITE_P(Engines, Multiplayer, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return engine_name(info.param); });

}  // namespace
}  // namespace canbeat::testing
