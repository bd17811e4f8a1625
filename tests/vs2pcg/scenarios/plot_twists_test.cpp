// Plot Twists of Alien Battles cards (games/vs2pcg/alien-battles.cards,
// plot_twists.rules) as scenario tests, on both engines: who may play one
// and what playing it does (../shared/seeds/000_03a9bc82aad99cdb.txt "000",
// 000:65-67, 000:318-330, 000:659), and each encoded twist's effect.
//
// The first seat ("company"): Warrant Officer Ripley in the Front Row and a
// Medic (cost 0) in the Back Row. The second ("xenos"): The Queen, and
// twists in hand.
#include <gtest/gtest.h>

#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class PlotTwists : public ::testing::TestWithParam<EngineKind> {};

using Names = std::vector<std::string>;

const char* const decks = R"(
deck corp "Company" {
  ALN-001 x1; ALN-002 x1;
  card "Medic" { type supporting_character; team company; cost 0; atk 1; def 2; health 2; }
  card "Stray" { type supporting_character; team xenomorph; cost 0; atk 1; def 1; health 2; }
  card "Marshal" { type supporting_character; team company; cost 0; atk 1; def 6; health 2; keyword combat_master; }
  card "Brick" x2 { type supporting_character; team company; cost 0; atk 1; def 2; health 2; keyword durable; }
  ALN-049 x1;   # Spook (xenomorph): not the Company's team
  # A Main Plot Twist without a team: anyone may play it.
  card "Gambit" { type plot_twist; power "Gambit" main { } }
  ALN-054 x1;   # Let's Rock! (no team): Any Turn Combat, +1/+0 to an attacker or +0/+2 to a defender
  ALN-059 x30;  # Earth
}
deck xenos "Xenos" {
  ALN-029 x1; ALN-030 x1;   # The Queen
  ALN-049 x2;   # Spook: Main, daze an unprotected enemy character
  ALN-050 x1;   # Build the Hive: Main, turn an enemy Location face down
  ALN-048 x2;   # Chestburst: Any Turn Combat, two -1/-1 counters on a character in a melee combat
  ALN-060 x30;  # Space
}
)";

// Both seats put a Location face up on their first turn (the Company's
// Earth stays face up, its second one face down); the Company recruits the
// Medic into its Back Row (and a Stray, a Marshal, a Brick into its Front
// Row, if in hand).
// Ends in the Xenos' Main Phase of their first turn.
Vs2pcgTable scene(EngineKind kind, const Names& company_hand, const Names& xenos_hand) {
  Vs2pcgTable t(kind, decks, {"corp", "xenos"});
  Names hand = company_hand;
  hand.push_back("Medic");
  t.set_up({"front", "front"}, {hand, xenos_hand}, {"Earth", "Space"});
  t.take("location", "Earth");
  t.take("recruit_back", "Medic");
  for (const char* front : {"Stray", "Marshal", "Brick"})
    if (t.offers("recruit_front", front)) t.take("recruit_front", front);
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.take("location", "Space");
  t.skip_to("attack");
  return t;
}

// R-ST-07, R-PT-05 (000:300, 000:328): a daze is a stun without the
// wound; a twist goes to the KO pile once resolved.
// ALN-049 Spook: daze an unprotected enemy character. Ripley stands in the
// Front Row (unprotected); the Medic behind her is protected (000:142). A
// daze (000:300): face down and exhausted, no wound. The twist goes to the
// KO pile (000:328). With Ripley face down she protects no one (000:695):
// the second Spook may daze the Medic.
TEST_P(PlotTwists, Aln049_SpookDazesAnUnprotectedEnemy) {
  Vs2pcgTable t = scene(GetParam(), {}, {"Spook", "Spook"});
  EXPECT_EQ(t.offered("play").size(), 2u);
  t.take("play", "Spook");
  EXPECT_EQ(t.offered("daze"), Names{"Warrant Officer Ripley"});
  t.take("daze", "Warrant Officer Ripley");
  EXPECT_EQ(t.field("first.front_row"), "[Warrant Officer Ripley {face_down=1, exhausted=1}]");
  EXPECT_EQ(zone_size(t.field("second.ko_pile")), 1u);
  EXPECT_EQ(t.offered("play"), Names{"Spook"});
  t.take("play", "Spook");
  EXPECT_EQ(t.offered("daze"), Names{"Medic"});
  t.take("daze", "Medic");
  EXPECT_EQ(t.field("first.back_row"), "[Medic {face_down=1, exhausted=1}]");
  EXPECT_EQ(zone_size(t.field("second.ko_pile")), 2u);
  EXPECT_TRUE(t.offered("play").empty());
}

// R-GT-05 (000:675): only the enemy's Location is offered, not the Xenos'
// own face-up Space.
// ALN-050 Build the Hive: turn an enemy Location face down; only a face-up
// one of the Resource Row is offered.
TEST_P(PlotTwists, Aln050_BuildTheHiveTurnsAnEnemyLocationFaceDown) {
  Vs2pcgTable t = scene(GetParam(), {}, {"Build the Hive"});
  EXPECT_EQ(t.field("first.resource_row"), "[Earth]");
  t.take("play", "Build the Hive");
  EXPECT_EQ(t.offered("face_down"), Names{"Earth"});
  t.take("face_down", "Earth");
  EXPECT_EQ(t.field("first.resource_row"), "[Earth {face_down=1}]");
  EXPECT_EQ(t.field("second.ko_pile"), "[Build the Hive {used 0}]");
}

// R-PT-06, R-CT-05, R-DB-07 (000:330, 000:67, 000:659):
// 000:330, 000:659: a twist with a Team Symbol needs a face-up member of
// that team on your side: the Company (Ripley, the Medic) can't play Spook;
// Gambit has no team. Its own Main Phase of its second turn.
TEST_P(PlotTwists, TeamSymbolNeedsAFaceUpMember) {
  Vs2pcgTable t = scene(GetParam(), {"Spook", "Gambit"}, {});
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.skip_to("attack");
  EXPECT_EQ(t.offered("play"), Names{"Gambit"});
  t.take("play", "Gambit");
  EXPECT_EQ(t.field("first.ko_pile"), "[Gambit {used 0}]");
}

// The member must be face up: the Company's Stray (a xenomorph) lets it play
// Spook, until it is stunned striking the Queen (ATK 2 against DEF 1).
TEST_P(PlotTwists, AStunnedMemberDoesNotCount) {
  Vs2pcgTable t = scene(GetParam(), {"Spook", "Stray"}, {});
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.skip_to("attack");
  EXPECT_EQ(t.offered("play"), Names{"Spook"});
  t.take("attack", "Stray");
  t.take("target", "The Queen");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("first.front_row"), "[Stray {face_down=1, exhausted=1, wounds=1}, Warrant Officer Ripley]");
  EXPECT_TRUE(t.offered("play").empty());
}

// R-PT-04, R-PT-03 (000:326, 000:324): a Combat twist only in a combat,
// and only on the characters in it.
// ALN-048 Chestburst (Any Turn, Combat): not a Main twist; in the combat
// window (000:228) of the Queen's attack on Ripley, a fighting character
// (000:326) gets 2 -1/-1 counters: the Queen or Ripley, not the Medic.
// Ripley's DEF 5 - 2 = 3: the Queen's 2 ATK doesn't stun her.
TEST_P(PlotTwists, Aln048_ChestburstInTheCombat) {
  Vs2pcgTable t = scene(GetParam(), {}, {"Chestburst"});
  EXPECT_TRUE(t.offered("play").empty());
  t.take("attack", "The Queen");
  t.take("target", "Warrant Officer Ripley");
  t.take("play", "Chestburst");
  EXPECT_EQ(t.offered("burst"), (Names{"The Queen", "Warrant Officer Ripley"}));
  t.take("burst", "Warrant Officer Ripley");
  EXPECT_EQ(t.field("first.front_row"), "[Warrant Officer Ripley {minus=2, defending=1}]");
  EXPECT_EQ(t.field("second.ko_pile"), "[Chestburst {used 0}]");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("first.front_row"), "[Warrant Officer Ripley {minus=2}]");
}

// R-PT-03, R-GT-01 (000:324, 000:663): Any Turn, on the enemy's turn.
// The Any Turn symbol (000:324): on the Company's turn, after it passes, the
// Xenos play Chestburst on the attacking Ripley, and again after it passes
// once more: DEF 5 - 4 = 1, so the Queen's 2 ATK stuns her when the
// strikes land (the counters go with the stun, 000:282).
TEST_P(PlotTwists, Aln048_ChestburstOnTheEnemyTurn) {
  Vs2pcgTable t = scene(GetParam(), {}, {"Chestburst", "Chestburst"});
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.skip_to("attack");
  t.take("attack", "Warrant Officer Ripley");
  t.take("target", "The Queen");
  t.take("pass");
  t.take("play", "Chestburst");
  t.take("burst", "Warrant Officer Ripley");
  t.take("pass");
  t.take("play", "Chestburst");
  t.take("burst", "Warrant Officer Ripley");
  EXPECT_EQ(t.field("first.front_row"), "[Warrant Officer Ripley {exhausted=1, minus=4, attacking=1}]");
  EXPECT_EQ(zone_size(t.field("second.ko_pile")), 2u);
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("first.front_row"), "[Warrant Officer Ripley {face_down=1, exhausted=1, wounds=1}]");
}

// R-BS-01 (000:485): an effect changes DEF for a while; the printed DEF is
// back when it ends.
// ALN-054 Let's Rock! (no team, Any Turn, Combat): the Queen (2 ATK)
// attacks Ripley; two Chestbursts would take her DEF to 1 and the Queen
// would stun her, but between them the Company plays Let's Rock! on its
// defender: +0/+2 this combat, DEF 3. When the combat ends, so does the +2.
TEST_P(PlotTwists, Aln054_LetsRockGivesTheDefenderTwoDef) {
  Vs2pcgTable t = scene(GetParam(), {"Let's Rock!"}, {"Chestburst", "Chestburst"});
  t.take("attack", "The Queen");
  t.take("target", "Warrant Officer Ripley");
  t.take("play", "Chestburst");
  t.take("burst", "Warrant Officer Ripley");
  t.take("play", "Let's Rock!");
  EXPECT_EQ(t.offered("attacker"), Names{"The Queen"});
  EXPECT_EQ(t.offered("defender"), Names{"Warrant Officer Ripley"});
  t.take("defender", "Warrant Officer Ripley");
  EXPECT_EQ(t.field("first.front_row"), "[Warrant Officer Ripley {minus=2, defending=1, combat_def=2}]");
  t.take("play", "Chestburst");
  t.take("burst", "Warrant Officer Ripley");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("first.front_row"), "[Warrant Officer Ripley {minus=4}]");
}

// Combat Master (001:741): while the Company's Marshal is in the combat,
// its enemies (the Xenos) can't play Plot Twists; the Company still can.
// When the Queen attacks Ripley instead, Chestburst is playable.
TEST_P(PlotTwists, CombatMasterBarsEnemyTwists) {
  for (const std::string defender : {"Marshal", "Warrant Officer Ripley"}) {
    SCOPED_TRACE(defender);
    Vs2pcgTable t = scene(GetParam(), {"Marshal", "Let's Rock!"}, {"Chestburst"});
    t.take("attack", "The Queen");
    t.take("target", defender);
    EXPECT_EQ(t.offers("play", "Chestburst"), defender != "Marshal");
    t.take("pass");
    EXPECT_TRUE(t.offers("play", "Let's Rock!"));
  }
}

// R-RV-02 (000:306): recovered by an effect it turns face up and stays
// exhausted. R-ST-03 (000:294): stunned by an effect it leaves the combat.
// Durable (001:747): stunned other than by a strike in combat, it gets no
// wound, and its controller may recover it. The Queen attacks the Brick
// (DEF 2); Chestburst's two counters take its DEF to 0 (000:284): it is
// dazed (face down, out of the combat, no wound), and the Company chooses.
TEST_P(PlotTwists, DurableStunnedByAnEffect) {
  for (const std::string choice : {"recover", "stay"}) {
    SCOPED_TRACE(choice);
    Vs2pcgTable t = scene(GetParam(), {"Brick"}, {"Chestburst"});
    t.take("attack", "The Queen");
    t.take("target", "Brick");
    t.take("play", "Chestburst");
    t.take("burst", "Brick");
    EXPECT_EQ(t.pending(), "player first");
    EXPECT_TRUE(t.offers("recover"));
    EXPECT_TRUE(t.offers("stay"));
    t.take(choice);
    EXPECT_EQ(t.field("first.front_row"), choice == "recover" ? "[Brick {exhausted=1}, Warrant Officer Ripley]"
                                                              : "[Brick {face_down=1, exhausted=1}, Warrant Officer Ripley]");
    // The window goes on; with no defender left, nobody strikes.
    t.take("pass");
    t.take("pass");
    EXPECT_EQ(zone_size(t.field("first.ko_pile")), 0u);
  }
}

// R-CN-02 (000:280): +1/+1 and -1/-1 counters cancel each other out. The
// Queen attacks the Brick (DEF 2); the Company powers it up with its other
// Brick, then Chestburst's two -1/-1 counters leave one -1/-1 on it, not
// one of each; DEF 1, so they don't stun it (000:284).
TEST_P(PlotTwists, RCn02_CountersCancelEachOtherOut) {
  Vs2pcgTable t = scene(GetParam(), {"Brick", "Brick"}, {"Chestburst"});
  t.take("attack", "The Queen");
  t.take("target", "Brick");
  t.take("pass");
  t.take("power_up", "Brick");
  t.take("on", "Brick");
  EXPECT_EQ(t.field("first.front_row"), "[Brick {plus=1, defending=1}, Warrant Officer Ripley]");
  t.take("play", "Chestburst");
  t.take("burst", "Brick");
  EXPECT_EQ(t.field("first.front_row"), "[Brick {minus=1, defending=1}, Warrant Officer Ripley]");
}

// R-PT-02 (000:322): a Main twist only in your Main Phase outside combat:
// Spook is offered before the Queen attacks, not in the combat window.
TEST_P(PlotTwists, RPt02_MainTwistNotInACombat) {
  Vs2pcgTable t = scene(GetParam(), {}, {"Spook"});
  EXPECT_EQ(t.offered("play"), Names{"Spook"});
  t.take("attack", "The Queen");
  t.take("target", "Warrant Officer Ripley");
  EXPECT_EQ(t.pending(), "player second");
  EXPECT_FALSE(t.offers("play", "Spook"));
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.offered("play"), Names{"Spook"});  // the combat is over
}

INSTANTIATE_TEST_SUITE_P(Engines, PlotTwists, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return engine_name(info.param); });

}  // namespace
}  // namespace canbeat::testing
