// "Turn Sequence", "Draw Phase", "Recovery Phase" and "Running Out of Cards"
// of the Vs. System 2PCG rulebooks as scenario tests, on both engines:
// ../shared/seeds/000_03a9bc82aad99cdb.txt ("000") and
// 001_7b361cf90076b544.txt ("001"). Rule ids: docs/vs2pcg/rulebook-examples.md.
#include <gtest/gtest.h>

#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class TurnSequence : public ::testing::TestWithParam<EngineKind> {};

const char* const decks = R"(
deck us "Us" {
  ALN-001 x1; ALN-002 x1;
  card "Stalwart" { type supporting_character; team company; cost 0; atk 1; def 1; health 2; }
  ALN-059 x20;
}
deck them "Them" {
  ALN-029 x1; ALN-030 x1;
  card "Brute" { type supporting_character; team xenomorph; cost 0; atk 5; def 5; health 2; }
  ALN-060 x20;
}
deck third_deck "Third" { ALN-005 x1; ALN-006 x1; ALN-058 x20; }
)";

// R-TS-01 and R-BP-01, 000:169-177 / 001:176-181 and 000:189: Draw,
// Recovery, Build (Resource, Recruit, Formation), Main, then the next
// player's turn.
TEST_P(TurnSequence, RTs01_PhasesInOrderThenTheNextPlayer) {
  Vs2pcgTable t(GetParam(), decks, {"us", "them"});
  t.set_up({"front", "front"}, {{}, {}}, {"Earth", "Space"});
  EXPECT_EQ(t.field("turn"), "1");
  EXPECT_EQ(t.field("phase"), "resource");
  t.take("no_resource");
  EXPECT_EQ(t.field("phase"), "recruit");
  t.take("end_recruit");
  EXPECT_EQ(t.field("phase"), "formation");
  t.take("end_formation");
  EXPECT_EQ(t.field("phase"), "main");
  EXPECT_EQ(t.pending(), "player first");
  t.take("end_main");
  EXPECT_EQ(t.field("game.active"), "1");
  EXPECT_EQ(t.field("phase"), "draw");
  EXPECT_EQ(t.field("turn"), "2");
}

// R-BC-02 (000:139): 7 cards to start, then 2 a turn.
// R-DP-01, R-DP-02, 000:181 / 001:185: the first player skips its draw on the
// first turn of the game; the second player draws 2; from then on, 2 each.
TEST_P(TurnSequence, RDp02_FirstPlayerDrawsNoneSecondDrawsTwo) {
  Vs2pcgTable t(GetParam(), decks, {"us", "them"});
  t.set_up({"front", "front"}, {{}, {}}, {"Earth", "Space"});
  EXPECT_EQ(zone_size(t.field("first.hand")), 7u);  // no draw on turn 1
  EXPECT_EQ(zone_size(t.field("first.deck")), 14u);
  t.pass_turn();
  EXPECT_EQ(t.pending().rfind("chance", 0), 0u);
  t.draw({"Space", "Space"});
  EXPECT_EQ(t.field("phase"), "resource");
  EXPECT_EQ(zone_size(t.field("second.hand")), 9u);
  t.pass_turn();
  t.draw({"Earth"});
  EXPECT_EQ(t.field("phase"), "draw");  // a second draw is due
  t.draw({"Earth"});
  EXPECT_EQ(t.field("phase"), "resource");
  EXPECT_EQ(zone_size(t.field("first.hand")), 9u);
}

// R-FFA-02, 000:544 / 001:568: with 3 players the first draws none on its
// first turn, the second draws 1 and the third 2; R-TS-01 (000:177): the
// turn passes to the left.
TEST_P(TurnSequence, RFfa02_ThreePlayersSecondDrawsOne) {
  Vs2pcgTable t(GetParam(), decks, {"us", "them", "third_deck"});
  t.set_up({"front", "front", "front"}, {{}, {}, {}}, {"Earth", "Space", "Fury 161"});
  EXPECT_EQ(t.field("phase"), "resource");
  EXPECT_EQ(zone_size(t.field("first.hand")), 7u);
  t.pass_turn();
  EXPECT_EQ(t.field("game.active"), "1");
  t.draw({"Space"});
  EXPECT_EQ(t.field("phase"), "resource");
  EXPECT_EQ(zone_size(t.field("second.hand")), 8u);
  t.pass_turn();
  EXPECT_EQ(t.field("game.active"), "2");
  t.draw({"Fury 161", "Fury 161"});
  EXPECT_EQ(t.field("phase"), "resource");
  EXPECT_EQ(zone_size(t.field("third.hand")), 9u);
  t.pass_turn();
  EXPECT_EQ(t.field("game.active"), "0");
}

// R-FFA-02, 000:544 / 001:568, R-SU-07 (000:165): "second" means second in
// turn order: with the second seat going first, the third seat draws 1 on
// its first turn and the first seat 2; the mulligan choice also starts with
// the player who goes first.
TEST_P(TurnSequence, RFfa02_SecondInTurnOrderDrawsOne) {
  Vs2pcgTable t(GetParam(), decks, {"us", "them", "third_deck"});
  t.take("chooser first");
  t.take("first second");
  for (int seat = 0; seat < 3; ++seat) t.take("main_front");
  for (int i = 0; i < 7; ++i) t.take("draw", "Earth");
  for (int i = 0; i < 7; ++i) t.take("draw", "Space");
  for (int i = 0; i < 7; ++i) t.take("draw", "Fury 161");
  EXPECT_EQ(t.pending(), "player second");
  t.take("keep");
  EXPECT_EQ(t.pending(), "player third");
  t.take("keep");
  EXPECT_EQ(t.pending(), "player first");
  t.take("keep");
  EXPECT_EQ(t.field("game.active"), "1");
  EXPECT_EQ(t.field("phase"), "resource");  // no draw for the first player
  EXPECT_EQ(zone_size(t.field("second.hand")), 7u);
  t.pass_turn();
  EXPECT_EQ(t.field("game.active"), "2");
  t.draw({"Fury 161"});
  EXPECT_EQ(t.field("phase"), "resource");
  EXPECT_EQ(zone_size(t.field("third.hand")), 8u);
  t.pass_turn();
  EXPECT_EQ(t.field("game.active"), "0");
  t.draw({"Earth", "Earth"});
  EXPECT_EQ(t.field("phase"), "resource");
  EXPECT_EQ(zone_size(t.field("first.hand")), 9u);
}

// R-RP-01, R-RV-01, R-RV-03, R-BC-08, 000:185 / 001:189, 000:306: in its owner's Recovery
// Phase a stunned character recovers (face up, wounds kept), then every
// character readies, the recovered one too.
TEST_P(TurnSequence, RRp01_RecoverThenReady) {
  Vs2pcgTable t(GetParam(), decks, {"us", "them"});
  t.stage({"back", "back"}, {{"Stalwart"}, {}, {}}, {{"Brute"}, {}, {}}, {"Earth", "Space"});
  t.skip_to("attack");
  t.take("attack", "Brute");
  t.take("target", "Stalwart");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("first.front_row"), "[Stalwart {face_down=1, exhausted=1, wounds=1}]");
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  EXPECT_EQ(t.field("phase"), "resource");
  EXPECT_EQ(t.field("first.front_row"), "[Stalwart {wounds=1}]");
  // The other player's characters ready only in their own turn.
  EXPECT_EQ(t.field("second.front_row"), "[Brute {exhausted=1}]");
}

// R-RO-01, 000:469 / 001:468: a draw from an empty deck is skipped and play
// goes on.
TEST_P(TurnSequence, RRo01_EmptyDeckDrawSkipped) {
  const char* short_decks = R"(
deck us "Us" { ALN-001 x1; ALN-002 x1; ALN-059 x8; }
deck them "Them" { ALN-029 x1; ALN-030 x1; ALN-060 x20; }
)";
  Vs2pcgTable t(GetParam(), short_decks, {"us", "them"});
  t.set_up({"front", "front"}, {{}, {}}, {"Earth", "Space"});
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.pass_turn();
  t.draw({"Earth"});  // the last card
  EXPECT_EQ(t.field("phase"), "resource");
  EXPECT_EQ(t.field("first.deck"), "[]");
  EXPECT_EQ(zone_size(t.field("first.hand")), 8u);
  EXPECT_EQ(t.field("outcome"), "ongoing");
}

// Decks that run out at once: seven cost-0 Swarm characters (000:443: no
// uniqueness), all recruited on the first turn.
const char* const out_of_cards = R"(
deck us "Us" {
  ALN-001 x1; ALN-002 x1;
  card "Drone" x7 { type supporting_character; cost 0; atk 1; def 1; health 1; keyword swarm; }
}
deck them "Them" {
  ALN-029 x1; ALN-030 x1;
  card "Hunter" { type supporting_character; cost 0; atk 9; def 1; health 1; }
  card "Mite" x6 { type supporting_character; cost 0; atk 1; def 1; health 1; keyword swarm; }
}
)";

void recruit_all_back(Vs2pcgTable& t, const std::string& name, int n) {
  t.skip_to("recruit_back");
  for (int i = 0; i < n; ++i) t.take("recruit_back", name);
}

// R-RO-02, 000:469 / 001:468: all players out of cards and no one attacking
// Main Characters: the player with the fewest wounds on its Main Character
// wins.
TEST_P(TurnSequence, RRo02_OutOfCardsFewestWoundsWins) {
  Vs2pcgTable t(GetParam(), out_of_cards, {"us", "them"});
  t.set_up({"front", "back"}, {{"Drone", "Drone", "Drone", "Drone", "Drone", "Drone", "Drone"},
                               {"Hunter", "Mite", "Mite", "Mite", "Mite", "Mite", "Mite"}},
           {"Drone", "Mite"});
  recruit_all_back(t, "Drone", 7);
  t.pass_turn();
  // The second player's deck is empty: no draw (000:469).
  EXPECT_EQ(t.field("phase"), "resource");
  t.skip_to("recruit_front");
  t.take("recruit_front", "Hunter");
  recruit_all_back(t, "Mite", 6);
  t.skip_to("attack");
  t.take("attack", "Hunter");
  t.take("target", "Warrant Officer Ripley");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("first.front_row"), "[Warrant Officer Ripley {face_down=1, exhausted=1, wounds=1}]");
  EXPECT_EQ(t.field("second.ko_pile"), "[Hunter]");  // struck back: Health 1
  t.pass_turn();
  t.pass_turn();
  EXPECT_EQ(t.field("outcome"), "ongoing");  // one quiet turn so far
  t.pass_turn();
  EXPECT_EQ(t.field("outcome"), "win second");
}

// R-RO-02, 000:469 / 001:468: "tied players tie".
TEST_P(TurnSequence, RRo02_OutOfCardsEqualWoundsTie) {
  Vs2pcgTable t(GetParam(), out_of_cards, {"us", "them"});
  t.set_up({"front", "back"}, {{"Drone", "Drone", "Drone", "Drone", "Drone", "Drone", "Drone"},
                               {"Hunter", "Mite", "Mite", "Mite", "Mite", "Mite", "Mite"}},
           {"Drone", "Mite"});
  recruit_all_back(t, "Drone", 7);
  t.pass_turn();
  t.skip_to("recruit_back");
  t.take("recruit_back", "Hunter");
  recruit_all_back(t, "Mite", 6);
  t.pass_turn();
  EXPECT_EQ(t.field("outcome"), "ongoing");
  t.pass_turn();
  EXPECT_EQ(t.field("outcome"), "tie");
}

INSTANTIATE_TEST_SUITE_P(Engines, TurnSequence, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return engine_name(info.param); });

}  // namespace
}  // namespace canbeat::testing
