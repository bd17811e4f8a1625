// Combat abilities of Alien Battles cards (games/vs2pcg/alien-battles.cards,
// combat.rules) as scenario tests, on both engines: the triggers of an
// attack and of its strikes (Christie's Ricocheting Bullets, Bleed Acid;
// "Timing", ../shared/seeds/000_03a9bc82aad99cdb.txt "000", 000:481), a Main
// power that counts names (Screech), and the Level 2 Main Characters'
// Combat powers that change how the strikes go ("Resolving Combat"
// 000:231-237, "Team Attacks" 000:252-264, Ferocious 000:707, Monstrous
// 000:711), and the Dragon's Main power that makes it Lethal (000:709).
// Each test checks the effect on the state and the cases where it
// must not happen.
//
// The Company ("crew", Warrant Officer Ripley 2/5) goes first (but against
// the Dragon); its cost-0
// characters make the fights: Marines (1/9) that neither hurt nor get hurt,
// a Tank (0/9) to be attacked, Brutes (6/6) that stun and get stunned by a
// 6 ATK. The Xenomorph decks each hold the card tested and a Main Character
// that stays out of the way (The Queen 2/5), or the Level 2 Main Character
// tested, which each test levels up first.
#include <gtest/gtest.h>

#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class CombatAbilities : public ::testing::TestWithParam<EngineKind> {};

using Names = std::vector<std::string>;

const char* const decks = R"(
deck crew "Crew" {
  ALN-001 x1; ALN-002 x1;   # Warrant Officer Ripley (2/5, Health 5)
  ALN-017 x1;   # Christie, cost 4 (6/3, Health 1, Ranged): Ricocheting Bullets
  card "Marine" { type supporting_character; team company; cost 0; atk 1; def 9; health 3; keyword swarm; }
  card "Tank" { type supporting_character; team company; cost 0; atk 0; def 9; health 3; }
  card "Brute" { type supporting_character; team company; cost 0; atk 6; def 6; health 3; keyword swarm; }
  card "Sniper" { type supporting_character; team company; cost 0; atk 6; def 9; health 3; keyword ranged; }
  "Marine" x3; "Brute" x1;   # four Marines, two Brutes in all
  ALN-059 x30;  # Earth
}
# Swarm characters of two names (000:443), harmless to the Company (1 ATK),
# stunned by any 3 ATK and left in play by it (Health 3); the Lurker has no
# Swarm.
deck hive "Hive" {
  ALN-029 x1; ALN-030 x1;   # The Queen (2/5)
  card "Drone" { type supporting_character; team xenomorph; cost 0; atk 1; def 3; health 3; keyword swarm; }
  card "Warrior" { type supporting_character; team xenomorph; cost 0; atk 1; def 3; health 3; keyword swarm; }
  card "Lurker" { type supporting_character; team xenomorph; cost 0; atk 1; def 3; health 3; }
  "Drone" x3; "Warrior" x1; "Lurker" x1;
  ALN-060 x30;  # Space [alien]
}
deck acid "Acid" {
  ALN-029 x1; ALN-030 x1;
  ALN-041 x1;   # Acid Blood Xenomorph, cost 3 (4/3, Health 2): Bleed Acid
  ALN-060 x30;
}
deck screech "Screech" {
  ALN-029 x1; ALN-030 x1;
  ALN-043 x1;   # Screeching Xenomorph, cost 4 (3/6): Screech, Main [might]
  "Drone" x2; "Warrior" x1; "Lurker" x1;
  ALN-058 x30;  # Fury 161 [might]
}
deck organism "Organism" {
  ALN-027 x1;   # The Perfect Organism (5/2): an XP per combat it survives, Level Up 3
  ALN-028 x1;   # Level 2 (9/3): ...Is Matched Only By Its Hostility; timing any_turn_combat, cost intellect
  ALN-057 x30;  # The Auriga [intellect]
}
deck newborn "Newborn" {
  ALN-033 x1;   # The Newborn (3/3): discard the hand for an XP, Level Up 1
  ALN-034 x1;   # Level 2 (6/6): A Beautiful Butterfly, Any Turn Combat [alien]
  ALN-060 x30;
}
deck dragon "Dragon" {
  ALN-031 x1;   # The Dragon (3/4): an XP each time it attacks, Level Up 5; Nobody Can Stop It, Main [might]
  ALN-032 x1;   # Level 2 (6/7): It Feeds on Minds, Main [alien]
  ALN-051 x30;  # LV-426 [alien][energy][intellect][might]
}
)";

// `attacker` attacks `defender` alone; both players pass in the combat.
void attack(Vs2pcgTable& t, const std::string& attacker, const std::string& defender) {
  t.take("attack", attacker);
  t.take("target", defender);
  t.take("pass");
  t.take("pass");
}

// From the Company's Recruit Step: it passes, and the other seat draws two
// `location` and puts one in its Resource Row, face down (`how`
// "resource") or face up ("location"). Ends in that seat's Recruit Step.
void xeno_turn(Vs2pcgTable& t, const std::string& location, const std::string& how) {
  t.pass_turn();
  t.draw({location, location});
  t.take(how, location);
}

// From the Xenomorphs' turn: it passes, the Company draws two Earth and
// puts one face down. Ends in the Company's Recruit Step.
void company_turn(Vs2pcgTable& t) {
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.take("resource", "Earth");
}

// The Company with `crew` in hand against the Hive, which recruits `front`
// and `back` in its first turn; the Company's fourth turn (four Earths
// face down: Christie's cost). Ends in its Recruit Step.
Vs2pcgTable christie_against(EngineKind kind, const Names& crew, const Names& front, const Names& back) {
  Names hive = front;
  hive.insert(hive.end(), back.begin(), back.end());
  Vs2pcgTable t(kind, decks, {"crew", "hive"});
  t.set_up({"front", "front"}, {crew, hive}, {"Earth", "Space"});
  t.take("resource", "Earth");
  for (int i = 0; i < 3; ++i) {
    xeno_turn(t, "Space", "resource");
    if (i == 0) {
      for (const std::string& n : front) t.take("recruit_front", n);
      for (const std::string& n : back) t.take("recruit_back", n);
    }
    company_turn(t);
  }
  return t;
}

const std::string stunned_drone = "Drone {face_down=1, exhausted=1, wounds=1}";

// ALN-017 Christie, Ricocheting Bullets (000:481, 000:234): her Ranged
// attack from the Back Row (000:243) stuns a Drone; the trigger stuns each
// other face-up Drone of the Hive, in either row. The Warrior, Swarm of
// another name, and the Queen stay face up.
TEST_P(CombatAbilities, Aln017_EveryOtherDroneIsStunnedToo) {
  Vs2pcgTable t = christie_against(GetParam(), {"Christie"}, {"Drone", "Drone", "Warrior"}, {"Drone"});
  t.take("recruit_back", "Christie");
  t.skip_to("attack");
  t.take("attack", "Christie");
  t.take("target", "Drone");
  EXPECT_EQ(t.field("second.front_row"), "[Drone, Drone {defending=1}, The Queen, Warrior]");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("second.front_row"), "[" + stunned_drone + ", " + stunned_drone + ", The Queen, Warrior]");
  EXPECT_EQ(t.field("second.back_row"), "[" + stunned_drone + "]");
  EXPECT_EQ(t.field("first.back_row"), "[Christie {exhausted=1}]");
}

// ALN-017 in a team (000:263): Christie and a Marine attack a Drone in
// melee from the Front Row (000:246); their 7 ATK stuns it, an attack she
// is in, so the other Drone is stunned too.
TEST_P(CombatAbilities, Aln017_InATeamAttackToo) {
  Vs2pcgTable t = christie_against(GetParam(), {"Christie", "Marine"}, {"Drone", "Drone"}, {});
  t.take("recruit_front", "Christie");
  t.take("recruit_front", "Marine");
  t.skip_to("attack");
  t.take("attack", "Christie");
  t.take("with", "Marine");
  t.take("target", "Drone");
  t.take("pass");
  t.take("pass");
  // The Drone's strike back (1 ATK) stuns neither.
  t.take("strike_back", "Marine");
  EXPECT_EQ(t.field("second.front_row"), "[" + stunned_drone + ", " + stunned_drone + ", The Queen]");
}

// ALN-017: with Christie in play but not in the attack, a Brute's stun of
// one Drone stuns only that one.
TEST_P(CombatAbilities, Aln017_NotInTheAttackNothing) {
  Vs2pcgTable t = christie_against(GetParam(), {"Christie", "Brute"}, {"Drone", "Drone"}, {});
  t.take("recruit_back", "Christie");
  t.take("recruit_front", "Brute");
  t.skip_to("attack");
  attack(t, "Brute", "Drone");
  EXPECT_EQ(t.field("second.front_row"), "[Drone, " + stunned_drone + ", The Queen]");
  EXPECT_EQ(t.field("first.back_row"), "[Christie]");
}

// The Acid Blood Xenomorph (ALN-041) in the Hive's Front Row against the
// Company's Tank, Brute and two Marines: the Hive's third turn (three
// Spaces face down: its cost). Ends in the Hive's Recruit Step, the Acid
// Blood just recruited.
Vs2pcgTable acid_blood_recruited(EngineKind kind) {
  Vs2pcgTable t(kind, decks, {"crew", "acid"});
  t.set_up({"front", "front"}, {{"Tank", "Brute", "Marine", "Marine"}, {"Acid Blood Xenomorph"}},
           {"Earth", "Space"});
  t.skip_to("recruit_front");
  for (const std::string& n : {"Tank", "Brute", "Marine", "Marine"}) t.take("recruit_front", n);
  for (int i = 0; i < 3; ++i) {
    if (i > 0) company_turn(t);
    xeno_turn(t, "Space", "resource");
  }
  t.take("recruit_front", "Acid Blood Xenomorph");
  return t;
}

// ALN-041 Acid Blood Xenomorph, Bleed Acid (000:481): without a wound it
// does nothing, attacking (the Tank gets no counter) or attacked (the
// Brute's attack: none for the Brute, whose 6 ATK stuns it, 000:237).
TEST_P(CombatAbilities, Aln041_WithoutAWoundNoAcid) {
  Vs2pcgTable t = acid_blood_recruited(GetParam());
  t.skip_to("attack");
  t.take("attack", "Acid Blood Xenomorph");
  t.take("target", "Tank");
  EXPECT_EQ(t.field("first.front_row"), "[Brute, Marine, Marine, Tank {defending=1}, Warrant Officer Ripley]");
  t.take("pass");
  t.take("pass");
  company_turn(t);
  t.skip_to("attack");
  t.take("attack", "Brute");
  t.take("target", "Acid Blood Xenomorph");
  EXPECT_EQ(t.field("first.front_row"),
            "[Brute {exhausted=1, attacking=1}, Marine, Marine, Tank, Warrant Officer Ripley]");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("second.front_row"),
            "[Acid Blood Xenomorph {face_down=1, exhausted=1, wounds=1}, The Queen]");
}

// ALN-041 wounded (stunned once, recovered in its Recovery Phase, 000:183,
// 000:306): attacking, a -1/-1 counter on its defender (the Tank) as the
// attack is declared, before the combat window (000:481); attacked by a
// team of two Marines (000:263), one on each of them, and none on the Tank,
// out of that combat.
TEST_P(CombatAbilities, Aln041_WoundedItBleedsOnEachEnemyInTheCombat) {
  Vs2pcgTable t = acid_blood_recruited(GetParam());
  company_turn(t);
  t.skip_to("attack");
  attack(t, "Brute", "Acid Blood Xenomorph");
  xeno_turn(t, "Space", "resource");
  EXPECT_EQ(t.field("second.front_row"), "[Acid Blood Xenomorph {wounds=1}, The Queen]");
  t.skip_to("attack");
  t.take("attack", "Acid Blood Xenomorph");
  t.take("target", "Tank");
  EXPECT_TRUE(t.offers("pass"));  // the combat window is open
  EXPECT_EQ(t.field("first.front_row"),
            "[Brute {exhausted=1}, Marine, Marine, Tank {minus=1, defending=1}, Warrant Officer Ripley]");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("first.front_row"),
            "[Brute {exhausted=1}, Marine, Marine, Tank {minus=1}, Warrant Officer Ripley]");
  company_turn(t);
  t.skip_to("attack");
  t.take("attack", "Marine");
  t.take("with", "Marine");
  t.take("target", "Acid Blood Xenomorph");
  EXPECT_TRUE(t.offers("pass"));
  EXPECT_EQ(t.field("first.front_row"),
            "[Brute, Marine {exhausted=1, minus=1, attacking=1}, Marine {exhausted=1, minus=1, attacking=1}, "
            "Tank {minus=1}, Warrant Officer Ripley]");
}

// The Screech deck's side: in its first turn the Hive recruits Drones in
// both rows, a Warrior and a Lurker; in its fourth, with four Fury 161
// face up, the Screeching Xenomorph (ALN-043). Ends in its Main Phase.
Vs2pcgTable screecher_in_play(EngineKind kind) {
  Vs2pcgTable t(kind, decks, {"crew", "screech"});
  t.set_up({"front", "front"}, {{}, {"Screeching Xenomorph", "Drone", "Drone", "Warrior", "Lurker"}},
           {"Earth", "Fury 161"});
  for (int i = 0; i < 4; ++i) {
    if (i > 0) {
      t.pass_turn();
      t.draw({"Earth", "Earth"});
    }
    xeno_turn(t, "Fury 161", "location");
    if (i == 0) {
      t.take("recruit_front", "Drone");
      t.take("recruit_back", "Drone");
      t.take("recruit_front", "Warrior");
      t.take("recruit_front", "Lurker");
    }
  }
  t.take("recruit_front", "Screeching Xenomorph");
  t.skip_to("use");
  return t;
}

// ALN-043 Screeching Xenomorph, Screech (Main [might], 000:392, 000:400):
// paid by turning a Fury 161 face down; the face-up Swarm characters of its
// side are offered (itself among them; not the Lurker, nor the Queen, nor
// an enemy); the chosen Drone and the other Drone, in the Back Row, get
// two +1/+1 counters each, and nobody else.
TEST_P(CombatAbilities, Aln043_ScreechGrowsEveryCharacterOfThatName) {
  Vs2pcgTable t = screecher_in_play(GetParam());
  t.take("use", "Screeching Xenomorph");
  t.take("turn_down", "Fury 161");
  EXPECT_EQ(t.offered("screech"), (Names{"Drone", "Drone", "Screeching Xenomorph", "Warrior"}));
  t.take("screech", "Drone");
  EXPECT_EQ(t.field("second.front_row"),
            "[Drone {plus=2}, Lurker, Screeching Xenomorph {used 0}, The Queen, Warrior]");
  EXPECT_EQ(t.field("second.back_row"), "[Drone {plus=2}]");
  EXPECT_EQ(t.field("first.front_row"), "[Warrant Officer Ripley]");
}

// ALN-043: a name only one character of the side has: the chosen Warrior
// alone gets the counters.
TEST_P(CombatAbilities, Aln043_ALoneNameGrowsAlone) {
  Vs2pcgTable t = screecher_in_play(GetParam());
  t.take("use", "Screeching Xenomorph");
  t.take("turn_down", "Fury 161");
  t.take("screech", "Warrior");
  EXPECT_EQ(t.field("second.front_row"),
            "[Drone, Lurker, Screeching Xenomorph {used 0}, The Queen, Warrior {plus=2}]");
  EXPECT_EQ(t.field("second.back_row"), "[Drone]");
}

// The Perfect Organism levelled up (Level Up 3, 000:418-420): in the
// Company's first turn three Marines attack it one by one; it survives each
// combat (1 ATK against DEF 2; 5 ATK against DEF 9) and gains an XP each
// time, and the third makes it the Level 2 (ALN-028, 9/3). Then `attacker`
// (recruited with them, into `row`) attacks it; the Company passes in the
// window. The Organism's side holds The Auriga in hand.
Vs2pcgTable organism_level_two_attacked(EngineKind kind, const std::string& attacker, const std::string& row) {
  Vs2pcgTable t(kind, decks, {"crew", "organism"});
  t.set_up({"front", "front"}, {{"Marine", "Marine", "Marine", attacker}, {"The Auriga"}}, {"Earth", "The Auriga"});
  t.skip_to("recruit_front");
  for (int i = 0; i < 3; ++i) t.take("recruit_front", "Marine");
  t.take("recruit_" + row, attacker);
  t.skip_to("attack");
  for (int i = 0; i < 3; ++i) attack(t, "Marine", "The Perfect Organism");
  EXPECT_EQ(t.field("second.set_aside"), "[The Perfect Organism]");
  t.take("attack", attacker);
  t.take("target", "The Perfect Organism");
  t.take("pass");
  return t;
}

// ALN-028 The Perfect Organism, ...Is Matched Only By Its Hostility (its
// timing Any Turn Combat, its cost intellect; 000:396, 000:663): defending against a melee
// attack, used in the Company's turn (The Auriga discarded from hand,
// 000:400), its attackers don't strike it this combat (card beats
// rulebook, 000:489): the Brute's 6 ATK would stun it (DEF 3, 000:234), and
// it stays face up; its own strike back still lands (9 ATK, DEF 6). The
// mark ends with the combat.
TEST_P(CombatAbilities, Aln028_ItsAttackersDoNotStrikeIt) {
  Vs2pcgTable t = organism_level_two_attacked(GetParam(), "Brute", "front");
  t.take("use", "The Perfect Organism");
  t.take("discard", "The Auriga");
  EXPECT_EQ(t.field("second.front_row"), "[The Perfect Organism {defending=1, no_strikes=1, used 1}]");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("second.front_row"), "[The Perfect Organism {used 1}]");
  EXPECT_EQ(t.field("first.front_row"),
            "[Brute {face_down=1, exhausted=1, wounds=1}, Marine {exhausted=1}, Marine {exhausted=1}, "
            "Marine {exhausted=1}, Warrant Officer Ripley]");
}

// ALN-028 not used: the Brute's strike stuns it (and its strike back the
// Brute).
TEST_P(CombatAbilities, Aln028_NotUsedTheBruteStunsIt) {
  Vs2pcgTable t = organism_level_two_attacked(GetParam(), "Brute", "front");
  t.take("pass");
  EXPECT_TRUE(t.offers("end_main"));
  EXPECT_EQ(t.field("second.front_row"), "[The Perfect Organism {face_down=1, exhausted=1, wounds=1}]");
}

// ALN-028 against a Ranged attack (000:243: the Sniper's, from the Back
// Row): not a melee attack, so the power does nothing: no mark, and the
// Sniper's 6 ATK stuns it.
TEST_P(CombatAbilities, Aln028_NothingAgainstARangedAttack) {
  Vs2pcgTable t = organism_level_two_attacked(GetParam(), "Sniper", "back");
  t.take("use", "The Perfect Organism");
  t.take("discard", "The Auriga");
  EXPECT_EQ(t.field("second.front_row"), "[The Perfect Organism {defending=1, used 1}]");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("second.front_row"), "[The Perfect Organism {face_down=1, exhausted=1, wounds=1, used 1}]");
}

// The Newborn levelled up (Level Up 1): in its first turn, with Space face
// up, its player discards the hand for the XP as its Main Phase starts;
// the Level 2 (ALN-034, 6/6) takes its place. In the Company's turn the
// Brutes it was dealt are recruited. Ends in the Company's Recruit Step.
Vs2pcgTable newborn_level_two(EngineKind kind, int brutes) {
  Vs2pcgTable t(kind, decks, {"newborn", "crew"});
  t.set_up({"front", "front"}, {{}, Names(brutes, "Brute")}, {"Space", "Earth"});
  t.take("location", "Space");
  t.skip_to("discard");
  t.take("discard");
  EXPECT_EQ(t.field("first.set_aside"), "[The Newborn]");
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  if (brutes > 0) t.skip_to("recruit_front");
  for (int i = 0; i < brutes; ++i) t.take("recruit_front", "Brute");
  return t;
}

const std::string stunned_brute = "Brute {face_down=1, exhausted=1, wounds=1}";

// ALN-034 The Newborn, A Beautiful Butterfly (Any Turn Combat [alien]):
// defending, it is Ferocious this combat (000:707): in the melee combat it
// strikes first, its 6 ATK stuns the Brute (DEF 6), and the Brute, out of
// the combat (000:294), doesn't strike. Both marks end with the combat.
TEST_P(CombatAbilities, Aln034_DefendingItStrikesFirst) {
  Vs2pcgTable t = newborn_level_two(GetParam(), 1);
  t.skip_to("attack");
  t.take("attack", "Brute");
  t.take("target", "The Newborn");
  t.take("pass");
  t.take("use", "The Newborn");
  t.take("turn_down", "Space");
  EXPECT_EQ(t.field("first.front_row"),
            "[The Newborn {defending=1, combat_ferocious=1, combat_monstrous=1, used 1}]");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("second.front_row"), "[" + stunned_brute + ", Warrant Officer Ripley]");
  EXPECT_EQ(t.field("first.front_row"), "[The Newborn {used 1}]");
}

// ALN-034 not used: the strikes are simultaneous (000:234): 6 ATK against
// DEF 6 both ways, both stunned.
TEST_P(CombatAbilities, Aln034_NotUsedBothAreStunned) {
  Vs2pcgTable t = newborn_level_two(GetParam(), 1);
  t.skip_to("attack");
  attack(t, "Brute", "The Newborn");
  EXPECT_EQ(t.field("second.front_row"), "[" + stunned_brute + ", Warrant Officer Ripley]");
  EXPECT_EQ(t.field("first.front_row"), "[The Newborn {face_down=1, exhausted=1, wounds=1}]");
}

// ALN-034 against a melee team attack of two Brutes (000:263-264): Monstrous
// (000:711), it strikes back at each attacker, without a choice, and
// Ferocious, first: both Brutes are stunned before their 12 ATK lands.
TEST_P(CombatAbilities, Aln034_ATeamIsStruckEachAndFirst) {
  Vs2pcgTable t = newborn_level_two(GetParam(), 2);
  t.skip_to("attack");
  t.take("attack", "Brute");
  t.take("with", "Brute");
  t.take("target", "The Newborn");
  t.take("pass");
  t.take("use", "The Newborn");
  t.take("turn_down", "Space");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.pending(), "player second");  // nobody picks a Brute to strike back at
  EXPECT_TRUE(t.offers("end_main"));
  EXPECT_EQ(t.field("second.front_row"), "[" + stunned_brute + ", " + stunned_brute + ", Warrant Officer Ripley]");
  EXPECT_EQ(t.field("first.front_row"), "[The Newborn {used 1}]");
}

// ALN-034 not used against the team (000:264): its player picks one Brute
// to strike back at, and the team's 12 ATK stuns it.
TEST_P(CombatAbilities, Aln034_NotUsedItStrikesOneOfTheTeam) {
  Vs2pcgTable t = newborn_level_two(GetParam(), 2);
  t.skip_to("attack");
  t.take("attack", "Brute");
  t.take("with", "Brute");
  t.take("target", "The Newborn");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.pending(), "player first");
  EXPECT_EQ(t.offered("strike_back"), (Names{"Brute", "Brute"}));
  t.take("strike_back", "Brute");
  EXPECT_EQ(t.field("second.front_row"), "[Brute {exhausted=1}, " + stunned_brute + ", Warrant Officer Ripley]");
  EXPECT_EQ(t.field("first.front_row"), "[The Newborn {face_down=1, exhausted=1, wounds=1}]");
}

// ALN-034 attacking (its own turn, the Any Turn power used all the same):
// not defending, so neither mark is set.
TEST_P(CombatAbilities, Aln034_AttackingNothing) {
  Vs2pcgTable t = newborn_level_two(GetParam(), 0);
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.skip_to("attack");
  t.take("attack", "The Newborn");
  t.take("target", "Warrant Officer Ripley");
  t.take("use", "The Newborn");
  t.take("turn_down", "Space");
  EXPECT_EQ(t.field("first.front_row"), "[The Newborn {exhausted=1, attacking=1, used 1}]");
}

// Uses the power `power` of the card `name` (a card with two powers: the
// option is "use Name#N/Power").
void use_power(Vs2pcgTable& t, const std::string& name, const std::string& power) {
  Engine& e = t.engine();
  const std::string prefix = "use " + name + "#", suffix = "/" + power;
  for (std::size_t i = 0; i < e.option_count(); ++i) {
    const std::string k = e.option_key(i);
    if (k.compare(0, prefix.size(), prefix) == 0 && k.size() > suffix.size() &&
        k.compare(k.size() - suffix.size(), suffix.size(), suffix) == 0) {
      e.apply(i);
      return;
    }
  }
  throw std::runtime_error("no option '" + prefix + "*" + suffix + "'");
}

// The Dragon levelled up and wounded: the Dragon deck goes first, an LV-426
// face up each turn. In its first two turns the Dragon attacks Ripley
// (3 ATK against DEF 5, her 2 against DEF 4), readies itself with Nobody
// Can Stop It (an LV-426 turned face down) and attacks her again: four XP.
// Between them the Company recruits two Brutes, and one attacks the Dragon:
// 6 ATK against DEF 4 stuns it, a wound (000:306), and it recovers in its
// next turn. Its fifth attack, in its third turn, levels it up (Level Up 5,
// 000:418-420): the Level 2 (ALN-032, 6/7) attacks Ripley in its place, the
// wound kept, and stuns her (a wound). Ends in its fourth turn's Main Phase, two LV-426 face up and
// the Brutes, ready, in the Company's Front Row.
Vs2pcgTable dragon_level_two_wounded(EngineKind kind) {
  Vs2pcgTable t(kind, decks, {"dragon", "crew"});
  t.set_up({"front", "front"}, {{}, {"Brute", "Brute"}}, {"LV-426", "Earth"});
  for (int turn = 0; turn < 4; ++turn) {
    if (turn > 0) t.draw({"LV-426", "LV-426"});
    t.take("location", "LV-426");
    if (turn == 3) break;
    t.skip_to("attack");
    attack(t, "The Dragon", "Warrant Officer Ripley");
    if (turn < 2) {
      use_power(t, "The Dragon", "Nobody Can Stop It");
      t.take("turn_down", "LV-426");
      attack(t, "The Dragon", "Warrant Officer Ripley");
    }
    t.pass_turn();
    t.draw({"Earth", "Earth"});
    if (turn == 0) {
      t.skip_to("recruit_front");
      t.take("recruit_front", "Brute");
      t.take("recruit_front", "Brute");
      t.skip_to("attack");
      attack(t, "Brute", "The Dragon");
      EXPECT_EQ(t.field("first.front_row"), "[The Dragon {face_down=1, exhausted=1, wounds=1}]");
    }
    t.pass_turn();
  }
  EXPECT_EQ(t.field("first.set_aside"), "[The Dragon]");
  t.skip_to("use");
  EXPECT_EQ(t.field("first.front_row"), "[The Dragon {wounds=1}]");
  return t;
}

// ALN-032 The Dragon, It Feeds on Minds (Main [alien], paid with an
// LV-426): Lethal this turn (000:709); it attacks a Brute (6 ATK against
// DEF 6): the stunned Supporting Character is KO'd instead (to the KO
// pile, not face down), and the power's trigger, after the combat, heals
// the Dragon's wound. Its Lethal ends with the turn.
TEST_P(CombatAbilities, Aln032_FeedsOnMindsKillsAndHeals) {
  Vs2pcgTable t = dragon_level_two_wounded(GetParam());
  use_power(t, "The Dragon", "It Feeds on Minds");
  t.take("turn_down", "LV-426");
  EXPECT_EQ(t.field("first.front_row"), "[The Dragon {wounds=1, turn_lethal=1, used 1}]");
  t.skip_to("attack");
  attack(t, "The Dragon", "Brute");
  EXPECT_EQ(t.field("second.front_row"), "[Brute, Warrant Officer Ripley {wounds=1}]");
  EXPECT_EQ(t.field("second.ko_pile"), "[Brute]");
  EXPECT_EQ(t.field("first.front_row"), "[The Dragon {exhausted=1, turn_lethal=1, used 1}]");
  t.pass_turn();
  EXPECT_EQ(t.field("first.front_row"), "[The Dragon {exhausted=1}]");
}

// ALN-032 not used: the same attack only stuns the Brute (face down, a
// wound; Health 3 keeps it in play), and the Dragon keeps its wound.
TEST_P(CombatAbilities, Aln032_NotUsedOnlyAStunNoHeal) {
  Vs2pcgTable t = dragon_level_two_wounded(GetParam());
  t.skip_to("attack");
  attack(t, "The Dragon", "Brute");
  EXPECT_EQ(t.field("second.front_row"), "[Brute, " + stunned_brute + ", Warrant Officer Ripley {wounds=1}]");
  EXPECT_EQ(t.field("second.ko_pile"), "[]");
  EXPECT_EQ(t.field("first.front_row"), "[The Dragon {exhausted=1, wounds=1}]");
}

INSTANTIATE_TEST_SUITE_P(Engines, CombatAbilities, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return engine_name(info.param); });

}  // namespace
}  // namespace canbeat::testing
