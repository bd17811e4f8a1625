// Equipment and once-a-game powers of Alien Battles cards (games/vs2pcg/
// alien-battles.cards) as scenario tests, on both engines: the continuous
// effects of two Equipment cards ("Playing Equipment", ../shared/seeds/
// 000_03a9bc82aad99cdb.txt "000", 000:308-316: an Equipment stays on its
// character until that one is stunned or leaves play), Lt. Ripley's Level
// Up from Equipment ("Level Up Powers" 000:408-424), and the two Level 2
// Ripleys' powers that can be used once in a game ("Super Powers"
// 000:346-406, "Timing" 000:481). Each test checks the effect on the state
// and the cases where it must not happen. The rulings these tests follow
// are in games/vs2pcg/README.md, "Rulings".
//
// The Company ("crew", Warrant Officer Ripley 2/5, Health 5), or Lt.
// Ripley's side ("lieutenant"), goes first. Its cost-0 characters make the
// fights: a Rookie (2/3) without Ranged and a Sniper (2/3) with it. The
// Hive (The Queen 2/5, a Creature: no Equipment, 000:705) recruits what
// each test needs: a Grunt (6/7) that stuns either of them and only 7 ATK
// stuns; a Spitter (3/2, Ranged) that stuns them and falls to 2 ATK; a
// Lobber (1/4, Ranged) that neither hurts them nor falls to 2 ATK (but
// does to 5).
#include <gtest/gtest.h>

#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class EquipmentAndOnce : public ::testing::TestWithParam<EngineKind> {};

using Names = std::vector<std::string>;

const char* const decks = R"(
deck crew "Crew" {
  ALN-001 x1; ALN-002 x1;   # Warrant Officer Ripley (2/5, Health 5): Level Up 7; Level 2 (4/8)
  ALN-023 x1;   # M41A Pulse Rifle, Equipment, cost 1
  ALN-025 x1;   # Power Loader, Equipment, cost 3
  card "Rookie" { type supporting_character; team company; cost 0; atk 2; def 3; health 3; }
  card "Sniper" { type supporting_character; team company; cost 0; atk 2; def 3; health 3; keyword ranged; }
  ALN-055 x2;   # The Nostromo [energy]
  ALN-059 x30;  # Earth [humanity]
}
# The M-40 Grenades of its rifle put -1/-1 counters on the Company's Rookie.
deck rival "Rival" {
  ALN-001 x1; ALN-002 x1;
  ALN-023 x1;
  ALN-055 x1;
  ALN-059 x30;
}
deck hive "Hive" {
  ALN-029 x1; ALN-030 x1;   # The Queen (2/5), Creature
  card "Grunt" { type supporting_character; team xenomorph; cost 0; atk 6; def 7; health 9; }
  card "Spitter" { type supporting_character; team xenomorph; cost 0; atk 3; def 2; health 3; keyword ranged; }
  card "Lobber" { type supporting_character; team xenomorph; cost 0; atk 1; def 4; health 3; keyword ranged; }
  # No team: either side may play it (000:316); free, so three fit in a turn.
  card "Test Shield" { type equipment; cost 0; }
  ALN-060 x30;  # Space
}
deck lieutenant "Lieutenant" {
  ALN-003 x1; ALN-004 x1;   # Lt. Ripley (2/4, Ranged): Level Up 3; Level 2 (7/5, Ranged)
  "Test Shield" x3;
  ALN-023 x1;
  ALN-025 x1;
  "Rookie" x1;
  # No Alien Battles card stuns between the Recovery Phase and the Main
  # Phase; this Build power dazes one of your characters there.
  card "Cryo Tech" { type supporting_character; team company; cost 0; atk 1; def 9; health 3;
    power "Hypersleep" build energy {
      choose you {
        option "daze" x in you.front_row where x.face_down == 0 { daze(x); }
      }
    }
  }
  ALN-055 x1;   # The Nostromo [energy]
  ALN-056 x2;   # The Sulaco [skill]
  ALN-059 x30;
}
)";

// The option "use Card#N/Power" of `card`'s power `power`, or "" when it is
// not offered.
std::string power_key(const Vs2pcgTable& t, const std::string& card, const std::string& power) {
  std::string head = "use " + card + "#", tail = "/" + power;
  for (const std::string& k : t.engine().option_keys())
    if (k.compare(0, head.size(), head) == 0 && k.size() >= tail.size() &&
        k.compare(k.size() - tail.size(), tail.size(), tail) == 0)
      return k;
  return "";
}

// `attacker` attacks `defender` alone; both players pass in the combat.
void attack(Vs2pcgTable& t, const std::string& attacker, const std::string& defender) {
  t.take("attack", attacker);
  t.take("target", defender);
  t.take("pass");
  t.take("pass");
}

// The Company's side holding `crew`, against the Hive holding `hive`. Ends
// in the Company's first Resource Step.
Vs2pcgTable crew_against_hive(EngineKind kind, const Names& crew, const Names& hive) {
  Vs2pcgTable t(kind, decks, {"crew", "hive"});
  t.set_up({"front", "front"}, {crew, hive}, {"Earth", "Space"});
  return t;
}

// From the Company's turn: it passes; the Hive draws two Space and
// recruits `front` and `back` (cost 0), then passes; the Company draws two
// Earth. Ends in the Company's Resource Step.
void hive_turn(Vs2pcgTable& t, const Names& front, const Names& back) {
  t.pass_turn();
  t.draw({"Space", "Space"});
  if (!front.empty() || !back.empty()) t.skip_to("recruit_front");
  for (const std::string& n : front) t.take("recruit_front", n);
  for (const std::string& n : back) t.take("recruit_back", n);
  t.pass_turn();
  t.draw({"Earth", "Earth"});
}

const std::string stunned = "{face_down=1, exhausted=1, wounds=1}";

// ALN-023 M41A Pulse Rifle, Light Armor-Piercing Rounds (000:310): on the
// Rookie, who has no Ranged of its own, it lets it attack from the Back Row
// (a Ranged attack, 000:217, 000:243), and that attack has +3 ATK: 5
// against The Queen's DEF 5 stuns her (000:234). She has no Ranged, so she
// doesn't strike back (000:244).
TEST_P(EquipmentAndOnce, Aln023_RifleRangedAttackFromTheBackRowAtPlusThree) {
  Vs2pcgTable t = crew_against_hive(GetParam(), {"Rookie", "M41A Pulse Rifle"}, {});
  t.take("resource", "Earth");
  t.take("recruit_back", "Rookie");
  t.take("equip", "M41A Pulse Rifle");
  t.take("onto", "Rookie");
  t.skip_to("attack");
  EXPECT_EQ(t.offered("attack"), (Names{"Rookie", "Warrant Officer Ripley"}));
  attack(t, "Rookie", "The Queen");
  EXPECT_EQ(t.field("second.front_row"), "[The Queen " + stunned + "]");
  EXPECT_EQ(t.field("first.back_row"), "[Rookie {exhausted=1}]");
}

// ALN-023 in a melee attack (from the Front Row, 000:246): no +3; the
// Rookie's 2 ATK leaves The Queen face up.
TEST_P(EquipmentAndOnce, Aln023_RifleNoBonusInAMeleeAttack) {
  Vs2pcgTable t = crew_against_hive(GetParam(), {"Rookie", "M41A Pulse Rifle"}, {});
  t.take("resource", "Earth");
  t.take("recruit_front", "Rookie");
  t.take("equip", "M41A Pulse Rifle");
  t.take("onto", "Rookie");
  t.skip_to("attack");
  attack(t, "Rookie", "The Queen");
  EXPECT_EQ(t.field("second.front_row"), "[The Queen]");
  EXPECT_EQ(t.field("first.front_row"), "[Rookie {exhausted=1}, Warrant Officer Ripley]");
}

// ALN-023 defending against Ranged attacks (000:244: only a defender with
// Ranged strikes back): the Rookie strikes back with its own 2 ATK (it is
// not making the Ranged attack: no +3), so the Lobber (DEF 4) stays face
// up; then the Spitter (DEF 2) is stunned by it, and stuns it: the rifle
// is KO'd (000:312).
TEST_P(EquipmentAndOnce, Aln023_RifleStrikesBackInARangedCombat) {
  Vs2pcgTable t = crew_against_hive(GetParam(), {"Rookie", "M41A Pulse Rifle"}, {"Lobber", "Spitter"});
  t.take("resource", "Earth");
  t.take("recruit_front", "Rookie");
  t.take("equip", "M41A Pulse Rifle");
  t.take("onto", "Rookie");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.skip_to("recruit_back");
  t.take("recruit_back", "Lobber");
  t.take("recruit_back", "Spitter");
  t.skip_to("attack");
  attack(t, "Lobber", "Rookie");
  EXPECT_EQ(t.field("second.back_row"), "[Lobber {exhausted=1}, Spitter]");
  EXPECT_EQ(t.field("first.front_row"), "[Rookie, Warrant Officer Ripley]");
  attack(t, "Spitter", "Rookie");
  EXPECT_EQ(t.field("second.back_row"), "[Lobber {exhausted=1}, Spitter " + stunned + "]");
  EXPECT_EQ(t.field("first.front_row"), "[Rookie " + stunned + ", Warrant Officer Ripley]");
  EXPECT_EQ(t.field("first.ko_pile"), "[M41A Pulse Rifle]");
}

// ALN-023 taken off (000:312): the Rookie's Ranged attack from the Back
// Row stuns the Spitter, whose Ranged strike back stuns the Rookie; the
// rifle is KO'd. Recovered in the Company's next turn (000:306), the
// Rookie has no Ranged: it can't attack from the Back Row.
TEST_P(EquipmentAndOnce, Aln023_RifleKodItsCharacterLosesRanged) {
  Vs2pcgTable t = crew_against_hive(GetParam(), {"Rookie", "M41A Pulse Rifle"}, {"Spitter"});
  t.take("resource", "Earth");
  t.take("recruit_back", "Rookie");
  t.take("equip", "M41A Pulse Rifle");
  t.take("onto", "Rookie");
  hive_turn(t, {"Spitter"}, {});
  t.skip_to("attack");
  attack(t, "Rookie", "Spitter");
  EXPECT_EQ(t.field("second.front_row"), "[Spitter " + stunned + ", The Queen]");
  EXPECT_EQ(t.field("first.back_row"), "[Rookie " + stunned + "]");
  EXPECT_EQ(t.field("first.equipment"), "[]");
  EXPECT_EQ(t.field("first.ko_pile"), "[M41A Pulse Rifle]");
  hive_turn(t, {}, {});
  t.skip_to("attack");
  EXPECT_EQ(t.field("first.back_row"), "[Rookie {wounds=1}]");
  EXPECT_EQ(t.offered("attack"), Names{"Warrant Officer Ripley"});
}

// ALN-023 taken off, on the Sniper (Ranged of its own): its first Ranged
// attack, with the rifle, stuns The Queen (2 + 3 against DEF 5); the
// rifle is KO'd when the Spitter's strike back stuns it; its next Ranged
// attack, without, is 2 ATK and leaves her face up.
TEST_P(EquipmentAndOnce, Aln023_RifleKodNoMorePlusThree) {
  Vs2pcgTable t = crew_against_hive(GetParam(), {"Sniper", "M41A Pulse Rifle"}, {"Spitter"});
  t.take("resource", "Earth");
  t.take("recruit_back", "Sniper");
  t.take("equip", "M41A Pulse Rifle");
  t.take("onto", "Sniper");
  t.skip_to("attack");
  attack(t, "Sniper", "The Queen");
  EXPECT_EQ(t.field("second.front_row"), "[The Queen " + stunned + "]");
  hive_turn(t, {"Spitter"}, {});
  t.skip_to("attack");
  attack(t, "Sniper", "Spitter");
  EXPECT_EQ(t.field("first.back_row"), "[Sniper " + stunned + "]");
  EXPECT_EQ(t.field("first.ko_pile"), "[M41A Pulse Rifle]");
  hive_turn(t, {}, {});
  t.skip_to("attack");
  attack(t, "Sniper", "The Queen");
  EXPECT_EQ(t.field("second.front_row"), "[Spitter {wounds=1}, The Queen {wounds=1}]");
  EXPECT_EQ(t.field("first.back_row"), "[Sniper {exhausted=1, wounds=1}]");
}

// ALN-025 Power Loader, Get Away From Her (000:310): the Rookie (2/3) with
// it is 7/8: its melee attack stuns the Grunt (DEF 7), and the Grunt's
// strike back (6 ATK) doesn't stun it.
TEST_P(EquipmentAndOnce, Aln025_LoaderPlusFivePlusFiveInAStrike) {
  Vs2pcgTable t = crew_against_hive(GetParam(), {"Rookie", "Power Loader"}, {"Grunt"});
  t.take("resource", "Earth");
  t.take("recruit_front", "Rookie");
  hive_turn(t, {"Grunt"}, {});
  t.take("resource", "Earth");
  hive_turn(t, {}, {});
  t.take("resource", "Earth");
  t.take("equip", "Power Loader");
  t.take("onto", "Rookie");
  t.skip_to("attack");
  attack(t, "Rookie", "Grunt");
  EXPECT_EQ(t.field("second.front_row"), "[Grunt " + stunned + ", The Queen]");
  EXPECT_EQ(t.field("first.front_row"), "[Rookie {exhausted=1}, Warrant Officer Ripley]");
}

// ALN-025: the Sniper, which attacks from the Back Row in the Company's
// first turn (000:243), loses Ranged with the Loader: in the third it
// can't.
TEST_P(EquipmentAndOnce, Aln025_LoaderARangedCharacterLosesRanged) {
  Vs2pcgTable t = crew_against_hive(GetParam(), {"Sniper", "Power Loader"}, {});
  t.take("resource", "Earth");
  t.take("recruit_back", "Sniper");
  t.skip_to("attack");
  EXPECT_EQ(t.offered("attack"), (Names{"Sniper", "Warrant Officer Ripley"}));
  hive_turn(t, {}, {});
  t.take("resource", "Earth");
  hive_turn(t, {}, {});
  t.take("resource", "Earth");
  t.take("equip", "Power Loader");
  t.take("onto", "Sniper");
  t.skip_to("attack");
  EXPECT_EQ(t.offered("attack"), Names{"Warrant Officer Ripley"});
}

// ALN-025 and -1/-1 counters (000:280-284: DEF 0 stuns): the rival's M-40
// Grenades (ALN-023's power, Main [energy]) put three on the Company's
// Back Row Rookie. With the Loader its DEF is 3 + 5 - 3 = 5: it stays face
// up, keeping its counters and the Loader.
TEST_P(EquipmentAndOnce, Aln025_LoaderDefHoldsAgainstMinusCounters) {
  Vs2pcgTable t(GetParam(), decks, {"crew", "rival"});
  t.set_up({"front", "front"}, {{"Rookie", "Power Loader"}, {"M41A Pulse Rifle", "The Nostromo"}}, {"Earth", "Earth"});
  t.take("resource", "Earth");
  t.take("recruit_back", "Rookie");
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.take("resource", "Earth");
  t.take("equip", "M41A Pulse Rifle");
  t.take("onto", "Warrant Officer Ripley");
  for (int turn = 2; turn <= 3; ++turn) {
    t.pass_turn();
    t.draw({"Earth", "Earth"});
    t.take("resource", "Earth");
    if (turn == 3) break;
    t.pass_turn();
    t.draw({"Earth", "Earth"});
  }
  t.take("equip", "Power Loader");
  t.take("onto", "Rookie");
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.skip_to("use");
  t.take(power_key(t, "M41A Pulse Rifle", "M-40 Grenades"));
  t.take("discard", "The Nostromo");
  EXPECT_EQ(t.offered("grenade"), Names{"Rookie"});
  t.take("grenade", "Rookie");
  EXPECT_EQ(t.field("first.back_row"), "[Rookie {minus=3}]");
  EXPECT_EQ(zone_size(t.field("first.equipment")), std::size_t(1));
}

// Warrant Officer Ripley levelled up (ALN-001's Last Survivor of the
// Nostromo, Level Up 7, 000:418-420): the Company recruits a Rookie (Front
// Row) and a Sniper (Back Row) in its first turn, the Hive the Grunt and a
// Lobber (Back Row) in its own. In each of the Hive's first four turns the
// Grunt stuns her (6 ATK, DEF 5: a wound); as each of her next Build
// Phases starts she gains an XP per wound: 1, 3, 6, then the seventh.
// Ends in the Company's fifth Resource Step, the Level 2 (ALN-002, 4/8) in
// play with her four wounds; the Company holds two The Nostromo.
Vs2pcgTable ripley_level_two(EngineKind kind) {
  Vs2pcgTable t = crew_against_hive(kind, {"Rookie", "Sniper", "The Nostromo", "The Nostromo"}, {"Grunt", "Lobber"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Rookie");
  t.take("recruit_back", "Sniper");
  for (int i = 0; i < 4; ++i) {
    t.pass_turn();
    t.draw({"Space", "Space"});
    if (i == 0) {
      t.skip_to("recruit_front");
      t.take("recruit_front", "Grunt");
      t.take("recruit_back", "Lobber");
    }
    t.skip_to("attack");
    attack(t, "Grunt", "Warrant Officer Ripley");
    t.pass_turn();
    t.draw({"Earth", "Earth"});
  }
  EXPECT_EQ(t.field("first.set_aside"), "[Warrant Officer Ripley]");
  return t;
}

// Uses Set the Self Destruct, paid with a The Nostromo from hand.
void set_the_self_destruct(Vs2pcgTable& t) {
  t.skip_to("use");
  t.take(power_key(t, "Warrant Officer Ripley", "Set the Self Destruct"));
  t.take("discard", "The Nostromo");
}

// ALN-002 Warrant Officer Ripley, Set the Self Destruct (Main [energy],
// 000:392): nothing happens when it is used; when the turn ends every
// Supporting Character in play is stunned, of both sides and in both rows
// (the Grunt, exhausted by its attack, too); the Main Characters are not.
TEST_P(EquipmentAndOnce, Aln002_SelfDestructStunsEverySupportingCharacterAsTheTurnEnds) {
  Vs2pcgTable t = ripley_level_two(GetParam());
  set_the_self_destruct(t);
  EXPECT_EQ(t.field("first.front_row"), "[Rookie, Warrant Officer Ripley {wounds=4, spent=1, delayed=1, used 1}]");
  EXPECT_EQ(t.field("first.back_row"), "[Sniper]");
  EXPECT_EQ(t.field("second.front_row"), "[Grunt {exhausted=1}, The Queen]");
  t.pass_turn();
  EXPECT_EQ(t.field("first.front_row"), "[Rookie " + stunned + ", Warrant Officer Ripley {wounds=4, spent=1}]");
  EXPECT_EQ(t.field("first.back_row"), "[Sniper " + stunned + "]");
  EXPECT_EQ(t.field("second.front_row"), "[Grunt " + stunned + ", The Queen]");
  EXPECT_EQ(t.field("second.back_row"), "[Lobber " + stunned + "]");
}

// ALN-002 (000:481): stunned after using it (dazed by her own Hide in the
// Shadows, 000:300: a stun in all but the wound), the end of the turn
// still stuns every Supporting Character.
TEST_P(EquipmentAndOnce, Aln002_SelfDestructEvenIfSheIsStunnedByThen) {
  Vs2pcgTable t = ripley_level_two(GetParam());
  set_the_self_destruct(t);
  t.take(power_key(t, "Warrant Officer Ripley", "Hide in the Shadows"));
  t.take("discard", "Earth");
  t.take("daze", "Warrant Officer Ripley");
  EXPECT_EQ(t.field("first.front_row"),
            "[Rookie, Warrant Officer Ripley {face_down=1, exhausted=1, wounds=4, spent=1, delayed=1, used 0, "
            "used 1}]");
  t.pass_turn();
  EXPECT_EQ(t.field("first.front_row"),
            "[Rookie " + stunned + ", Warrant Officer Ripley {face_down=1, exhausted=1, wounds=4, spent=1}]");
  EXPECT_EQ(t.field("second.front_row"), "[Grunt " + stunned + ", The Queen]");
  EXPECT_EQ(t.field("second.back_row"), "[Lobber " + stunned + "]");
}

// ALN-002: once this game. In the Company's next turn, with The Nostromo
// in hand to pay, Set the Self Destruct is not offered (Hide in the
// Shadows is), and that turn's end stuns nobody.
TEST_P(EquipmentAndOnce, Aln002_SelfDestructOnlyOnceThisGame) {
  Vs2pcgTable t = ripley_level_two(GetParam());
  set_the_self_destruct(t);
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.skip_to("end_main");
  EXPECT_NE(t.field("first.hand").find("The Nostromo"), std::string::npos);
  EXPECT_NE(power_key(t, "Warrant Officer Ripley", "Hide in the Shadows"), "");
  EXPECT_EQ(power_key(t, "Warrant Officer Ripley", "Set the Self Destruct"), "");
  t.pass_turn();
  EXPECT_EQ(t.field("first.front_row"), "[Rookie {wounds=1}, Warrant Officer Ripley {wounds=4, spent=1}]");
  EXPECT_EQ(t.field("first.back_row"), "[Sniper {wounds=1}]");
  EXPECT_EQ(t.field("second.front_row"), "[Grunt {wounds=1}, The Queen]");
}

// Lt. Ripley's side against the Hive, each holding `hand` and `hive`.
// Ends in the Lieutenant's first Resource Step.
Vs2pcgTable lieutenant(EngineKind kind, const Names& hand, const Names& hive) {
  Vs2pcgTable t(kind, decks, {"lieutenant", "hive"});
  t.set_up({"front", "front"}, {hand, hive}, {"Earth", "Space"});
  return t;
}

// ALN-003 Lt. Ripley, We Got Nukes, We Got Knives, Sharp Sticks (000:418,
// Level Up 3): an XP on her set-aside Level 2 each time an Equipment is
// played onto a character of her side (herself or the Rookie), not when
// the Hive plays one onto its Grunt; the third levels her up in her row,
// with the Equipment she had (000:420). The Level 2 (ALN-004) brings its
// Main power.
TEST_P(EquipmentAndOnce, Aln003_AnXpForEachEquipmentOnHerSide) {
  Vs2pcgTable t = lieutenant(GetParam(), {"Rookie", "Test Shield", "Test Shield", "Test Shield", "The Sulaco"},
                             {"Grunt", "Test Shield"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Rookie");
  t.take("equip", "Test Shield");
  t.take("onto", "Lt. Ripley");
  EXPECT_EQ(t.field("first.set_aside"), "[Lt. Ripley {xp=1}]");
  t.take("equip", "Test Shield");
  t.take("onto", "Rookie");
  EXPECT_EQ(t.field("first.set_aside"), "[Lt. Ripley {xp=2}]");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Grunt");
  t.take("equip", "Test Shield");
  t.take("onto", "Grunt");
  EXPECT_EQ(zone_size(t.field("second.equipment")), std::size_t(1));
  EXPECT_EQ(t.field("first.set_aside"), "[Lt. Ripley {xp=2}]");
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.skip_to("equip");
  t.take("equip", "Test Shield");
  t.take("onto", "Rookie");
  EXPECT_EQ(t.field("first.set_aside"), "[Lt. Ripley]");
  EXPECT_EQ(t.field("first.front_row"), "[Lt. Ripley, Rookie]");
  // Her Level 1 is serial 1, the Level 2 serial 2, the Rookie 8.
  EXPECT_EQ(t.field("first.equipment"), "[Test Shield {on=2}, Test Shield {on=8}]");
  t.skip_to("end_main");
  EXPECT_NE(power_key(t, "Lt. Ripley", "I Can Handle Myself"), "");
}

// ALN-003 stunned (000:424: her Level Up Power is off): dazed by the Cryo
// Tech in her Recruit Step, she gains nothing for the Shield played onto
// the Rookie; recovered in her next turn (000:306), the next one counts.
TEST_P(EquipmentAndOnce, Aln003_NoXpWhileSheIsStunned) {
  Vs2pcgTable t = lieutenant(GetParam(), {"Rookie", "Cryo Tech", "Test Shield", "Test Shield", "The Nostromo"}, {});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Rookie");
  t.take("recruit_front", "Cryo Tech");
  t.take(power_key(t, "Cryo Tech", "Hypersleep"));
  t.take("discard", "The Nostromo");
  t.take("daze", "Lt. Ripley");
  EXPECT_EQ(t.field("first.front_row"), "[Cryo Tech {used 0}, Lt. Ripley {face_down=1, exhausted=1}, Rookie]");
  t.take("equip", "Test Shield");
  t.take("onto", "Rookie");
  EXPECT_EQ(zone_size(t.field("first.equipment")), std::size_t(1));
  EXPECT_EQ(t.field("first.set_aside"), "[Lt. Ripley]");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.skip_to("equip");
  t.take("equip", "Test Shield");
  t.take("onto", "Rookie");
  EXPECT_EQ(t.field("first.set_aside"), "[Lt. Ripley {xp=1}]");
}

// Lt. Ripley levelled up in her first Recruit Step: the Rookie recruited,
// three Test Shields played, onto her, the Rookie, her again (the first is
// KO'd, 000:314); the Level 2 takes her place with her Shield. The
// Lieutenant holds `hand` besides; its deck keeps the M41A Pulse Rifle.
Vs2pcgTable lt_ripley_level_two(EngineKind kind, const Names& hand) {
  Names all{"Rookie", "Test Shield", "Test Shield", "Test Shield"};
  all.insert(all.end(), hand.begin(), hand.end());
  Vs2pcgTable t = lieutenant(kind, all, {"Grunt"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Rookie");
  for (const std::string& onto : {"Lt. Ripley", "Rookie", "Lt. Ripley"}) {
    t.take("equip", "Test Shield");
    t.take("onto", onto);
  }
  EXPECT_EQ(t.field("first.set_aside"), "[Lt. Ripley]");
  EXPECT_EQ(t.field("first.ko_pile"), "[Test Shield]");
  return t;
}

// ALN-004 Lt. Ripley, I Can Handle Myself (Main [skill], 000:392): in her
// second turn, the Rookie dazed by the Cryo Tech (its Shield KO'd), the
// Equipment of her deck (the rifle), hand (the Power Loader) and KO pile
// (two Shields) are offered; then the face-up characters of her side: not
// the stunned Rookie, nor the Hive's Grunt. The rifle leaves the deck and
// is put on the Cryo Tech.
TEST_P(EquipmentAndOnce, Aln004_AnEquipmentFromDeckHandOrKoPile) {
  Vs2pcgTable t = lt_ripley_level_two(GetParam(), {"Power Loader", "The Sulaco"});
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Grunt");
  t.pass_turn();
  t.draw({"Cryo Tech", "The Nostromo"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Cryo Tech");
  t.take(power_key(t, "Cryo Tech", "Hypersleep"));
  t.take("discard", "The Nostromo");
  t.take("daze", "Rookie");
  std::size_t deck = zone_size(t.field("first.deck"));
  t.skip_to("end_main");
  t.take(power_key(t, "Lt. Ripley", "I Can Handle Myself"));
  t.take("discard", "The Sulaco");
  EXPECT_EQ(t.offered("search"), (Names{"M41A Pulse Rifle", "Power Loader", "Test Shield", "Test Shield"}));
  t.take("search", "M41A Pulse Rifle");
  EXPECT_EQ(t.offered("onto"), (Names{"Cryo Tech", "Lt. Ripley"}));
  t.take("onto", "Cryo Tech");
  EXPECT_EQ(zone_size(t.field("first.deck")), deck - 1);
  EXPECT_EQ(t.field("first.equipment"), "[M41A Pulse Rifle {on=9}, Test Shield {on=2}]");  // the Cryo Tech is 9
  EXPECT_EQ(t.field("first.hand"), "[Earth, Power Loader]");
}

// ALN-004: once this game. Used in her first turn (the Power Loader from
// hand, onto herself), it is not offered in her second, though The Sulaco
// in hand could pay and the rifle waits in the deck.
TEST_P(EquipmentAndOnce, Aln004_OnlyOnceThisGame) {
  Vs2pcgTable t = lt_ripley_level_two(GetParam(), {"Power Loader", "The Sulaco"});
  t.skip_to("end_main");
  t.take(power_key(t, "Lt. Ripley", "I Can Handle Myself"));
  t.take("discard", "The Sulaco");
  t.take("search", "Power Loader");
  t.take("onto", "Lt. Ripley");
  EXPECT_EQ(t.field("first.equipment"), "[Power Loader {on=2}, Test Shield {on=8}]");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.pass_turn();
  t.draw({"The Sulaco", "Earth"});
  t.skip_to("end_main");
  EXPECT_EQ(power_key(t, "Lt. Ripley", "I Can Handle Myself"), "");
}

INSTANTIATE_TEST_SUITE_P(Engines, EquipmentAndOnce, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return engine_name(info.param); });

}  // namespace
}  // namespace canbeat::testing
