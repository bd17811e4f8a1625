// "Combat", "Counters", "Stunning, Wounding and KOing", "Power-Ups" and the
// combat keywords of the Vs. System 2PCG rulebooks as scenario tests, on
// both engines: ../shared/seeds/000_03a9bc82aad99cdb.txt ("000") lines
// 226-302, 445-449, 701-715 and 001_7b361cf90076b544.txt ("001"). Rule and
// example ids: docs/vs2pcg/rulebook-examples.md.
//
// Every scene: the first seat ("us", Warrant Officer Ripley) recruits its
// defenders on its first turn; the second ("them", The Queen) recruits its
// attackers and attacks. Both Main Characters stand in the Back Row. Test
// characters cost 0 so that a scene fits in a turn each.
#include <gtest/gtest.h>

#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class Combat : public ::testing::TestWithParam<EngineKind> {};

using Names = std::vector<std::string>;

const char* const decks = R"(
deck us "Us" {
  ALN-001 x1; ALN-002 x1;
  card "Husk" x2 { type supporting_character; team company; cost 0; atk 1; def 3; health 2; keyword swarm; }
  card "Tank" { type supporting_character; team company; cost 0; atk 3; def 5; health 2; }
  card "Spiker" { type supporting_character; team company; cost 0; atk 5; def 3; health 2; }
  card "Frail" { type supporting_character; team company; cost 0; atk 1; def 1; health 1; }
  card "Thorn" { type supporting_character; team company; cost 0; atk 3; def 2; health 2; keyword ferocious; }
  card "Pod" { type supporting_character; team company; cost 0; atk 3; def 4; health 2; keyword passive; }
  card "Titan" { type supporting_character; team company; cost 0; atk 6; def 6; health 2; keyword monstrous; }
  card "Bulwark" { type supporting_character; team company; cost 0; atk 6; def 6; health 2; }
  card "Jabber" { type supporting_character; team company; cost 0; atk 2; def 6; health 2; }
  card "Test Shield" { type equipment; cost 0; }
  card "Viper" { type supporting_character; team company; cost 0; atk 5; def 6; health 2; keyword lethal; }
  card "Barb" { type supporting_character; team company; cost 0; atk 2; def 2; health 2; keyword ferocious, ranged; }
  card "Hydra" { type supporting_character; team company; cost 0; atk 6; def 6; health 2; keyword monstrous, ranged; }
  ALN-059 x20;
}
deck them "Them" {
  ALN-029 x1; ALN-030 x1;
  card "Drone" x3 { type supporting_character; team xenomorph; cost 0; atk 2; def 2; health 2; keyword swarm; }
  card "Brute" x2 { type supporting_character; team xenomorph; cost 0; atk 5; def 5; health 2; }
  card "Spitter" { type supporting_character; team xenomorph; cost 0; atk 2; def 2; health 2; keyword ranged; }
  card "Fang" { type supporting_character; team xenomorph; cost 0; atk 3; def 2; health 1; keyword ferocious; }
  card "Claw" { type supporting_character; team xenomorph; cost 0; atk 3; def 2; health 1; }
  card "Stinger" { type supporting_character; team xenomorph; cost 0; atk 5; def 5; health 2; keyword lethal; }
  card "Nest" { type supporting_character; team xenomorph; cost 0; atk 3; def 4; health 2; keyword passive; }
  card "Warrior A" { type supporting_character; team xenomorph; cost 0; atk 2; def 2; health 1; }
  card "Warrior B" { type supporting_character; team xenomorph; cost 0; atk 2; def 2; health 2; }
  card "Sniper" { type supporting_character; team xenomorph; cost 0; atk 4; def 4; health 2; keyword ranged; }
  card "Matriarch" { type supporting_character; team xenomorph; cost 0; atk 2; def 2; health 2; keyword leader; }
  ALN-060 x20;
}
deck hive "Hive" {
  ALN-031 x1; ALN-032 x1;   # The Dragon
  ALN-047 x1;               # The Queen, Supporting, cost 7, Leader
  card "Warrior B" { type supporting_character; team xenomorph; cost 0; atk 2; def 2; health 2; }
  ALN-060 x20;
}
deck organism "Organism" {
  ALN-027 x1; ALN-028 x1;
  ALN-045 x1;   # The Perfect Organism, Supporting, cost 5
  ALN-060 x20;
}
)";

Vs2pcgTable scene(EngineKind kind, const Vs2pcgTable::Side& us, const Vs2pcgTable::Side& them) {
  Vs2pcgTable t(kind, decks, {"us", "them"});
  t.stage({"back", "back"}, us, them, {"Earth", "Space"});
  t.skip_to("attack");
  return t;
}

// One solo attack, both players passing in the combat window.
void attack(Vs2pcgTable& t, const std::string& attacker, const std::string& defender) {
  t.take("attack", attacker);
  t.take("target", defender);
  t.take("pass");
  t.take("pass");
}

const char* const stunned = " {face_down=1, exhausted=1, wounds=1}";

// R-PU-03 (000:689): each player is offered only its own character to
// power up. R-CB-03, R-TM-01 (000:229, 000:481): a play resolves (the
// counter is on) before the other player may answer.
// R-CB-01, R-CB-02, 000:228 / 001:236: the active player speaks first, then the
// other, back and forth until both pass in a row; a player who passed may
// play again after the other plays. Power-ups are the plays (000:447, 000:689).
TEST_P(Combat, RCb01_WindowAlternatesUntilTwoPassesInARow) {
  Vs2pcgTable t = scene(GetParam(), {{"Husk"}, {}, {"Husk"}}, {{"Drone"}, {}, {"Drone"}});
  t.take("attack", "Drone");
  t.take("target", "Husk");
  EXPECT_EQ(t.pending(), "player second");
  EXPECT_EQ(t.offered("power_up"), (Names{"Drone"}));
  t.take("pass");
  EXPECT_EQ(t.pending(), "player first");
  EXPECT_EQ(t.offered("power_up"), (Names{"Husk"}));
  t.take("power_up", "Husk");
  t.take("on", "Husk");
  EXPECT_EQ(t.field("first.front_row"), "[Husk {plus=1, defending=1}]");
  // R-CB-02: the second player passed, and may play now.
  EXPECT_EQ(t.pending(), "player second");
  t.take("power_up", "Drone");
  t.take("on", "Drone");
  EXPECT_EQ(t.pending(), "player first");
  t.take("pass");
  EXPECT_EQ(t.pending(), "player second");
  t.take("pass");
  // Drone 3 < DEF 4, Husk 2 < DEF 3: nobody is stunned; counters stay.
  EXPECT_EQ(t.field("first.front_row"), "[Husk {plus=1}]");
  EXPECT_EQ(t.field("second.front_row"), "[Drone {exhausted=1, plus=1}]");
  EXPECT_EQ(t.field("first.ko_pile"), "[Husk]");  // discarded (000:140)
  EXPECT_EQ(t.field("second.ko_pile"), "[Drone]");
  EXPECT_TRUE(t.offers("end_main"));
}

// R-GT-03 (000:667): combat compares one's ATK with the other's DEF.
// R-RES-01, R-RES-02, R-RES-03, 000:233-236 / 001:241-244: simultaneous
// strikes, ATK >= DEF stuns (both ways: see BothStunned); outcome 1 of 4:
// nobody is stunned.
TEST_P(Combat, RRes03_NobodyStunned) {
  Vs2pcgTable t = scene(GetParam(), {{"Husk"}, {}, {}}, {{"Drone"}, {}, {}});
  attack(t, "Drone", "Husk");
  EXPECT_EQ(t.field("first.front_row"), "[Husk]");
  EXPECT_EQ(t.field("second.front_row"), "[Drone {exhausted=1}]");
}

// R-RES-03 outcome 2 of 4: the attacker is stunned (Tank 3 >= DEF 2; 2 < 5).
TEST_P(Combat, RRes03_AttackerStunned) {
  Vs2pcgTable t = scene(GetParam(), {{"Tank"}, {}, {}}, {{"Drone"}, {}, {}});
  attack(t, "Drone", "Tank");
  EXPECT_EQ(t.field("first.front_row"), "[Tank]");
  EXPECT_EQ(t.field("second.front_row"), std::string("[Drone") + stunned + "]");
}

// R-RES-03 outcome 3 of 4: the defender is stunned (5 >= 3; 1 < 5).
TEST_P(Combat, RRes03_DefenderStunned) {
  Vs2pcgTable t = scene(GetParam(), {{"Husk"}, {}, {}}, {{"Brute"}, {}, {}});
  attack(t, "Brute", "Husk");
  EXPECT_EQ(t.field("first.front_row"), std::string("[Husk") + stunned + "]");
  EXPECT_EQ(t.field("second.front_row"), "[Brute {exhausted=1}]");
}

// R-RES-03 outcome 4 of 4: both are stunned (5 >= 3 and 5 >= 5).
TEST_P(Combat, RRes03_BothStunned) {
  Vs2pcgTable t = scene(GetParam(), {{"Spiker"}, {}, {}}, {{"Brute"}, {}, {}});
  attack(t, "Brute", "Spiker");
  EXPECT_EQ(t.field("first.front_row"), std::string("[Spiker") + stunned + "]");
  EXPECT_EQ(t.field("second.front_row"), std::string("[Brute") + stunned + "]");
}

// R-BC-06 (000:146-150): everything a stun does.
// R-ST-01, R-RES-04, R-CN-03, R-EQ-02, 000:282-292, 000:312 / 001:298: a
// stunned character loses its counters, its Equipment is KO'd, it turns face
// down and exhausted and takes a wound.
TEST_P(Combat, RSt01_StunRemovesCountersKOsEquipmentAddsAWound) {
  Vs2pcgTable t(GetParam(), decks, {"us", "them"});
  t.set_up({"back", "back"}, {{"Husk", "Husk", "Test Shield"}, {"Brute"}}, {"Earth", "Space"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Husk");
  t.take("equip", "Test Shield");
  t.take("onto", "Husk");
  EXPECT_EQ(zone_size(t.field("first.equipment")), 1u);
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Brute");
  t.skip_to("attack");
  t.take("attack", "Brute");
  t.take("target", "Husk");
  t.take("pass");
  t.take("power_up", "Husk");  // 2/4: still short of Brute's 5
  t.take("on", "Husk");
  EXPECT_EQ(t.field("first.front_row"), "[Husk {plus=1, defending=1}]");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("first.front_row"), std::string("[Husk") + stunned + "]");
  EXPECT_EQ(t.field("first.equipment"), "[]");
  EXPECT_EQ(t.field("first.ko_pile"), "[Husk, Test Shield]");
}

// R-BC-03, R-GT-06, R-GT-08, R-GT-11 (000:140, 000:677, 000:681, 000:687):
// Health is how many wounds KO; a KO'd card goes to its owner's KO pile.
// R-ST-02, R-BC-07, 000:292 / 001:298: a Health 1 character that is stunned
// is KO'd at once, into its owner's KO pile.
TEST_P(Combat, RSt02_HealthOneStunnedIsKOd) {
  Vs2pcgTable t = scene(GetParam(), {{"Frail"}, {}, {}}, {{"Drone"}, {}, {}});
  attack(t, "Drone", "Frail");
  EXPECT_EQ(t.field("first.front_row"), "[]");
  EXPECT_EQ(t.field("first.ko_pile"), "[Frail]");
  EXPECT_EQ(t.field("second.ko_pile"), "[]");
}

// R-CN-01, R-PU-01, R-PU-02, 000:278, 000:447 / 001:288, 001:448: a power-up in
// combat adds a +1/+1 counter, which counts in the strike (3 >= DEF 3).
TEST_P(Combat, RCn01_PowerUpCounterDecidesTheStrike) {
  Vs2pcgTable t = scene(GetParam(), {{"Husk"}, {}, {}}, {{"Drone"}, {}, {"Drone"}});
  t.take("attack", "Drone");
  t.take("target", "Husk");
  t.take("power_up", "Drone");
  t.take("on", "Drone");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("first.front_row"), std::string("[Husk") + stunned + "]");
  EXPECT_EQ(t.field("second.front_row"), "[Drone {exhausted=1, plus=1}]");
}

// R-PU-02, 000:447 / 001:448: outside combat a power-up is a Main action.
TEST_P(Combat, RPu02_PowerUpAsAMainAction) {
  Vs2pcgTable t(GetParam(), decks, {"us", "organism"});
  t.stage({"back", "front"}, {{"Jabber"}, {}, {}}, {{}, {}, {"The Perfect Organism"}}, {"Earth", "Space"});
  t.skip_to("attack");
  EXPECT_EQ(t.field("phase"), "main");
  EXPECT_EQ(t.offered("power_up"), (Names{"The Perfect Organism"}));
  t.take("power_up", "The Perfect Organism");
  t.take("on", "The Perfect Organism");
  EXPECT_EQ(t.field("second.front_row"), "[The Perfect Organism {plus=1}]");
  EXPECT_EQ(t.field("second.ko_pile"), "[The Perfect Organism]");
  EXPECT_TRUE(t.offers("end_main"));
  EXPECT_EQ(t.offered("power_up"), Names{});
}

// Ferocious, 000:707: in Melee combat it strikes first; a character it
// stuns does not strike back (Spiker's 5 would stun Fang, DEF 2, KO'd at
// Health 1).
TEST_P(Combat, Ferocious_AttackerStrikesFirst) {
  Vs2pcgTable t = scene(GetParam(), {{"Spiker"}, {}, {}}, {{"Fang"}, {}, {}});
  attack(t, "Fang", "Spiker");
  EXPECT_EQ(t.field("first.front_row"), std::string("[Spiker") + stunned + "]");
  EXPECT_EQ(t.field("second.front_row"), "[Fang {exhausted=1}]");
}

// Ferocious, 000:707, on the defender: Thorn stuns Claw (Health 1: KO'd)
// before Claw strikes; the same Claw against Spiker (no Ferocious) trades.
TEST_P(Combat, Ferocious_DefenderStrikesFirst) {
  Vs2pcgTable t = scene(GetParam(), {{"Thorn"}, {}, {}}, {{"Claw"}, {}, {}});
  attack(t, "Claw", "Thorn");
  EXPECT_EQ(t.field("first.front_row"), "[Thorn]");
  EXPECT_EQ(t.field("second.ko_pile"), "[Claw]");
  Vs2pcgTable u = scene(GetParam(), {{"Spiker"}, {}, {}}, {{"Claw"}, {}, {}});
  attack(u, "Claw", "Spiker");
  EXPECT_EQ(u.field("first.front_row"), std::string("[Spiker") + stunned + "]");
  EXPECT_EQ(u.field("second.ko_pile"), "[Claw]");
}

// Lethal, 000:709: a Supporting Character a Lethal attacker stuns is KO'd
// (Husk has Health 2).
TEST_P(Combat, Lethal_StunnedSupportingCharacterIsKOd) {
  Vs2pcgTable t = scene(GetParam(), {{"Husk"}, {}, {}}, {{"Stinger"}, {}, {}});
  attack(t, "Stinger", "Husk");
  EXPECT_EQ(t.field("first.front_row"), "[]");
  EXPECT_EQ(t.field("first.ko_pile"), "[Husk]");
  EXPECT_EQ(t.field("second.front_row"), "[Stinger {exhausted=1}]");
}

// Lethal, 000:709: "Supporting Character": a Main Character is only stunned.
TEST_P(Combat, Lethal_MainCharacterIsOnlyStunned) {
  Vs2pcgTable t = scene(GetParam(), {{}, {}, {}}, {{"Stinger"}, {}, {}});
  attack(t, "Stinger", "Warrant Officer Ripley");
  EXPECT_EQ(t.field("first.back_row"), std::string("[Warrant Officer Ripley") + stunned + "]");
  EXPECT_EQ(t.field("outcome"), "ongoing");
}

// Lethal, 000:709: it KOs a *defending* Supporting Character it stuns; an
// attacker it stuns while striking back is only stunned.
TEST_P(Combat, Lethal_NotWhenStrikingBack) {
  Vs2pcgTable t = scene(GetParam(), {{"Viper"}, {}, {}}, {{"Brute"}, {}, {}});
  attack(t, "Brute", "Viper");
  EXPECT_EQ(t.field("first.front_row"), "[Viper]");  // 5 < DEF 6
  EXPECT_EQ(t.field("second.front_row"), std::string("[Brute") + stunned + "]");
  EXPECT_EQ(t.field("second.ko_pile"), "[]");
}

// Monstrous, 000:711: it strikes back at each attacker of a team, so the
// defender is not asked to choose one (000:264).
TEST_P(Combat, Monstrous_StrikesBackAtEveryAttacker) {
  Vs2pcgTable t = scene(GetParam(), {{"Titan"}, {}, {}}, {{"Warrior A", "Warrior B"}, {}, {}});
  t.take("attack", "Warrior A");
  t.take("with", "Warrior B");
  t.take("target", "Titan");
  t.take("pass");
  t.take("pass");
  EXPECT_FALSE(t.offers("strike_back", "Warrior A"));
  EXPECT_EQ(t.pending(), "player second");
  EXPECT_EQ(t.field("first.front_row"), "[Titan]");  // 4 < DEF 6
  EXPECT_EQ(t.field("second.front_row"), std::string("[Warrior B") + stunned + "]");
  EXPECT_EQ(t.field("second.ko_pile"), "[Warrior A]");
}

// Monstrous, 000:711: "defending against a melee team attack". Against a
// Ranged team attack a Monstrous defender with Ranged strikes back at
// exactly one attacker, chosen by its player (000:264, 000:244). (The rules
// first missed "melee": both engines struck every attacker.)
TEST_P(Combat, Monstrous_OnlyAgainstMeleeTeamAttacks) {
  Vs2pcgTable t = scene(GetParam(), {{"Hydra"}, {}, {}}, {{}, {"Sniper", "Spitter"}, {}});
  t.take("attack", "Sniper");
  t.take("with", "Spitter");
  t.take("target", "Hydra");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.pending(), "player first");
  EXPECT_EQ(t.offered("strike_back"), (Names{"Sniper", "Spitter"}));
  t.take("strike_back", "Spitter");
  EXPECT_EQ(t.field("first.front_row"), std::string("[Hydra") + stunned + "]");  // 4 + 2 >= 6
  EXPECT_EQ(t.field("second.back_row"),
            std::string("[Sniper {exhausted=1}, Spitter") + stunned + ", The Queen]");
}

// Passive, 000:713: it can't attack.
TEST_P(Combat, Passive_CannotAttack) {
  Vs2pcgTable t = scene(GetParam(), {{"Husk"}, {}, {}}, {{"Nest", "Drone"}, {}, {}});
  EXPECT_EQ(t.offered("attack"), (Names{"Drone"}));
}

// Passive, 000:713: it doesn't strike back (Pod's 3 would stun Drone).
TEST_P(Combat, Passive_DoesNotStrikeBack) {
  Vs2pcgTable t = scene(GetParam(), {{"Pod"}, {}, {}}, {{"Drone"}, {}, {}});
  attack(t, "Drone", "Pod");
  EXPECT_EQ(t.field("first.front_row"), "[Pod]");
  EXPECT_EQ(t.field("second.front_row"), "[Drone {exhausted=1}]");
}

// Leader, 001:755 (ALN-047 The Queen names it): with a Leader in the team
// the attacking player, not the defender, picks whom the defender strikes.
TEST_P(Combat, Leader_AttackerChoosesWhomTheDefenderStrikes) {
  Vs2pcgTable t = scene(GetParam(), {{"Bulwark"}, {}, {}}, {{"Matriarch", "Warrior B"}, {}, {}});
  t.take("attack", "Matriarch");
  t.take("with", "Warrior B");
  t.take("target", "Bulwark");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.pending(), "player second");
  EXPECT_EQ(t.offered("strike_back"), (Names{"Matriarch", "Warrior B"}));
  t.take("strike_back", "Warrior B");
  EXPECT_EQ(t.field("first.front_row"), "[Bulwark]");  // 4 < DEF 6
  EXPECT_EQ(t.field("second.front_row"), std::string("[Matriarch {exhausted=1}, Warrior B") + stunned + "]");
}

// Ferocious, 000:707: "While in *melee* combat": in a Ranged attack a
// Ferocious defender with Ranged strikes at the same time as the attacker.
TEST_P(Combat, Ferocious_NotInRangedCombat) {
  Vs2pcgTable t = scene(GetParam(), {{"Barb"}, {}, {}}, {{}, {"Spitter"}, {}});
  attack(t, "Spitter", "Barb");
  EXPECT_EQ(t.field("first.front_row"), std::string("[Barb") + stunned + "]");
  EXPECT_EQ(t.field("second.back_row"), std::string("[Spitter") + stunned + ", The Queen]");
}

// R-PU-01, R-ST-04, 000:447, 000:296: only a face-up character is powered
// up: the stunned Drone is not, though a Drone is in hand.
TEST_P(Combat, RPu01_AStunnedCharacterIsNotPoweredUp) {
  Vs2pcgTable t = scene(GetParam(), {{"Tank"}, {}, {}}, {{"Drone"}, {}, {"Drone"}});
  EXPECT_EQ(t.offered("power_up"), (Names{"Drone"}));
  attack(t, "Drone", "Tank");
  EXPECT_EQ(t.field("second.front_row"), std::string("[Drone") + stunned + "]");
  EXPECT_EQ(t.offered("power_up"), Names{});
  EXPECT_EQ(t.offered("attack"), Names{});
}

// R-PU-02, 000:447, 000:689 / 001:448: in combat only a character in the
// combat may be powered up; the Brute in the Back Row may be after it.
TEST_P(Combat, RPu02_InCombatOnlyCharactersInTheCombat) {
  Vs2pcgTable t = scene(GetParam(), {{"Husk"}, {}, {}}, {{"Drone"}, {"Brute"}, {"Brute"}});
  EXPECT_EQ(t.offered("power_up"), (Names{"Brute"}));
  t.take("attack", "Drone");
  t.take("target", "Husk");
  EXPECT_EQ(t.pending(), "player second");
  EXPECT_EQ(t.offered("power_up"), Names{});
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.offered("power_up"), (Names{"Brute"}));
  t.take("power_up", "Brute");
  t.take("on", "Brute");
  EXPECT_EQ(t.field("second.back_row"), "[Brute {plus=1}, The Queen]");
}

// Leader, 001:755, on the card that names it: ALN-047 The Queen (cost 7,
// so seven turns of resources). The Queen and a 2/2 team attack a 6/6; the
// attacking player chooses whom the Bulwark strikes back at.
TEST_P(Combat, Leader_Aln047TheQueen) {
  Vs2pcgTable t(GetParam(), decks, {"us", "hive"});
  t.set_up({"back", "back"}, {{"Bulwark"}, {"The Queen", "Warrior B"}}, {"Earth", "Space"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Bulwark");
  t.pass_turn();
  for (int turn = 1; turn <= 7; ++turn) {
    t.draw({"Space", "Space"});
    t.take("resource", "Space");
    if (turn == 7) break;
    t.pass_turn();
    t.draw({"Earth", "Earth"});
    t.pass_turn();
  }
  EXPECT_EQ(t.field("second.rp"), "7");
  t.take("recruit_front", "The Queen");
  t.take("recruit_front", "Warrior B");
  t.skip_to("attack");
  t.take("attack", "The Queen");
  t.take("with", "Warrior B");
  t.take("target", "Bulwark");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.pending(), "player second");
  EXPECT_EQ(t.offered("strike_back"), (Names{"The Queen", "Warrior B"}));
  t.take("strike_back", "Warrior B");
  EXPECT_EQ(t.field("first.front_row"), std::string("[Bulwark") + stunned + "]");  // 8 + 2 >= 6
  EXPECT_EQ(t.field("second.front_row"), std::string("[The Queen {exhausted=1}, Warrior B") + stunned + "]");
}

INSTANTIATE_TEST_SUITE_P(Engines, Combat, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return engine_name(info.param); });

}  // namespace
}  // namespace canbeat::testing
