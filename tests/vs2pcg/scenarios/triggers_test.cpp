// Card triggers and Level Up of Alien Battles cards (games/vs2pcg/
// alien-battles.cards `when` items, triggers.rules) as scenario tests, on
// both engines: "Timing" (../shared/seeds/000_03a9bc82aad99cdb.txt "000",
// 000:481: a trigger resolves at once; of several at the same time, the
// player whose turn it is picks the order), "Level Up Powers" (000:408-424:
// XP counters on the set-aside Level 2 version; at the printed number it
// takes the Level 1's place, orientation, wounds and counters), and each
// encoded trigger's effect on the state. The XP conditions of the pictured
// Main Characters (ALN-001, ALN-027) are in ex000-10-xp.scenario.
//
// The Company's decks ("ripley", "sister", "clone") face the Xenos'
// "hive": The Queen (2/5) and a Grunt that hits hard (6 ATK) and can't be
// hurt; the Company goes first and puts an Earth face down in the turns it
// needs Recruit Points. The Xenomorph Main Characters with triggers
// ("dragon", "newborn", "brood") face Warrant Officer Ripley
// (2/5) of the "ripley" deck.
#include <gtest/gtest.h>

#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class Triggers : public ::testing::TestWithParam<EngineKind> {};

using Names = std::vector<std::string>;

const char* const decks = R"(
deck ripley "Ripley" {
  ALN-001 x1; ALN-002 x1;   # Warrant Officer Ripley (2/5): Last Survivor of the Nostromo, Level Up 7
  ALN-012 x1;   # Captain Dallas, cost 2 (2/4, Health 1): You Have Your Orders
  ALN-021 x1;   # Ash, cost 6 (3/3, Health 3): Crew Expendable
  ALN-022 x1;   # Corporal Hicks, cost 7 (7/6, Health 2): Stay Frosty
  # Company characters that neither hurt nor get hurt: each attack is only
  # an attack. Swarm: any number of them in play (000:441).
  card "Marine" { type supporting_character; team company; cost 0; atk 1; def 9; health 3; keyword swarm; }
  # No team: not one of the Company's characters for Dallas.
  card "Drifter" { type supporting_character; cost 0; atk 1; def 9; health 3; }
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
  ALN-059 x30;  # Earth
}
deck sister "Sister" {
  ALN-005 x1; ALN-006 x1;   # Sister Ripley (3/4): No Weapons of Any Kind?, Level Up 5; Level 2 (5/7)
  # (ALN-006 brings Ripley #8 Level 2 from outside the game: set aside too, README.md)
  ALN-012 x1;
  "Marine" x4;
  card "Sniper" { type supporting_character; team company; cost 0; atk 1; def 9; health 3; keyword ranged; }
  ALN-059 x30;
}
deck clone "Clone" {
  ALN-007 x1; ALN-008 x1;   # Ripley #8 (3/4, Health 5): Rapid Cell Regeneration, Level Up 1; Level 2 (5/7, Health 2)
  ALN-021 x1;
  ALN-059 x30;
}
deck hive "Hive" {
  ALN-029 x1; ALN-030 x1;   # The Queen (2/5), no trigger
  # Stuns Ripley (DEF 5), Sister Ripley (4), Hicks (6); nothing of the Company stuns it.
  card "Grunt" { type supporting_character; team xenomorph; cost 0; atk 6; def 9; health 9; }
  ALN-060 x30;  # Space
}
deck dragon "Dragon" {
  ALN-031 x1; ALN-032 x1;   # The Dragon (3/4): Blood and Terror, Level Up 5; Level 2 (6/7)
  ALN-060 x30;
}
deck newborn "Newborn" {
  ALN-033 x1; ALN-034 x1;   # The Newborn (3/3): Ungrateful Child, Level Up 1; Level 2 (6/6)
  card "Pebble" { type supporting_character; team xenomorph; cost 0; atk 1; def 1; health 1; keyword swarm; }
  "Pebble" x10;
  ALN-058 x20;  # Fury 161
}
deck brood "Brood" {
  ALN-029 x1; ALN-030 x1;
  ALN-036 x3;   # Adolescent Xenomorph, cost 1 (2/2): Accelerated Growth
  ALN-060 x30;
}
)";

// From the game's first turn, `turns` Company turns each putting an Earth
// face down; the Hive passes the turns between. Ends in the Company's
// Recruit Step with `turns` resources.
void company_resources(Vs2pcgTable& t, int turns) {
  for (int i = 0; i < turns; ++i) {
    if (i > 0) {
      t.pass_turn();
      t.draw({"Space", "Space"});
      t.pass_turn();
      t.draw({"Earth", "Earth"});
    }
    t.take("resource", "Earth");
  }
}

// In the Hive's turn: the Grunt attacks `defender` and the combat ends.
void grunt_attacks(Vs2pcgTable& t, const std::string& defender) {
  t.skip_to("attack");
  t.take("attack", "Grunt");
  t.take("target", defender);
  t.take("pass");
  t.take("pass");
}

// `attacker` attacks `defender` alone; both players pass in the combat.
void attack(Vs2pcgTable& t, const std::string& attacker, const std::string& defender) {
  t.take("attack", attacker);
  t.take("target", defender);
  t.take("pass");
  t.take("pass");
}

// ALN-005 Sister Ripley, No Weapons of Any Kind? (000:418): an XP for each
// melee attack made from her side: one per attack, however many attack
// together; a Ranged attack from the Back Row (000:243) or the enemy's
// attack gives none.
TEST_P(Triggers, Aln005_AnXpForEachMeleeAttackOfHerSide) {
  Vs2pcgTable t(GetParam(), decks, {"sister", "hive"});
  t.set_up({"front", "front"}, {{"Marine", "Marine", "Marine", "Sniper"}, {}}, {"Earth", "Space"});
  t.skip_to("recruit_front");
  for (int i = 0; i < 3; ++i) t.take("recruit_front", "Marine");
  t.take("recruit_back", "Sniper");
  t.skip_to("attack");
  attack(t, "Marine", "The Queen");
  EXPECT_EQ(t.field("first.set_aside"), "[Ripley #8, Sister Ripley {xp=1}]");
  attack(t, "Sniper", "The Queen");
  EXPECT_EQ(t.field("first.set_aside"), "[Ripley #8, Sister Ripley {xp=1}]");
  t.take("attack", "Marine");
  t.take("with", "Marine");
  t.take("target", "The Queen");
  EXPECT_EQ(t.field("first.set_aside"), "[Ripley #8, Sister Ripley {xp=2}]");
  t.take("pass");
  t.take("pass");
  // The Queen picks which of the two she strikes back at.
  t.take("strike_back", "Marine");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.skip_to("attack");
  attack(t, "The Queen", "Sister Ripley");
  EXPECT_EQ(t.field("first.set_aside"), "[Ripley #8, Sister Ripley {xp=2}]");
}

// R-LU-05 (000:424):
// 000:424: while a Level 1 Main Character is stunned, its Level Up Power is
// off. Sister Ripley attacks the Grunt (her XP comes as the attack is
// declared, before its combat) and its strike back stuns her; the Marine's
// attack after that gives no XP. ALN-005.
TEST_P(Triggers, Aln005_StunnedSheGainsNoXp) {
  Vs2pcgTable t(GetParam(), decks, {"sister", "hive"});
  t.set_up({"front", "front"}, {{"Marine"}, {"Grunt"}}, {"Earth", "Space"});
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Grunt");
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Marine");
  t.skip_to("attack");
  attack(t, "Sister Ripley", "Grunt");
  EXPECT_EQ(t.field("first.set_aside"), "[Ripley #8, Sister Ripley {xp=1}]");
  EXPECT_EQ(t.field("first.front_row"), "[Marine, Sister Ripley {face_down=1, exhausted=1, wounds=1}]");
  attack(t, "Marine", "The Queen");
  EXPECT_EQ(t.field("first.set_aside"), "[Ripley #8, Sister Ripley {xp=1}]");
}

// R-LU-02, R-LU-03, R-CT-01 (000:418-420, 000:53):
// Level Up (000:418-420), with ALN-005 Sister Ripley (Level Up 5): the XP
// counters build up on her set-aside Level 2 version; at the fifth the
// Level 2 takes her row with her orientation (exhausted: she attacked),
// her wound and her +1/+1 counter (Dallas's, ALN-012), the XP counters
// come off, and the Level 1 is set aside. The Grunt wounds her first.
TEST_P(Triggers, LevelUpTheLevelTwoTakesHerPlace) {
  Vs2pcgTable t(GetParam(), decks, {"sister", "hive"});
  t.set_up({"front", "front"}, {{"Captain Dallas", "Marine", "Marine", "Marine", "Marine"}, {"Grunt"}},
           {"Earth", "Space"});
  t.take("resource", "Earth");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Grunt");
  grunt_attacks(t, "Sister Ripley");
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.take("resource", "Earth");
  t.take("recruit_back", "Captain Dallas");
  for (int i = 0; i < 4; ++i) t.take("recruit_front", "Marine");
  t.skip_to("counter");
  t.take("counter", "Sister Ripley");
  // Her 3+1 ATK can't stun the Queen (DEF 5), nor the Queen's 2 her.
  attack(t, "Sister Ripley", "The Queen");
  for (int i = 0; i < 3; ++i) attack(t, "Marine", "The Queen");
  EXPECT_EQ(t.field("first.set_aside"), "[Ripley #8, Sister Ripley {xp=4}]");
  EXPECT_EQ(t.field("first.front_row"),
            "[Marine, Marine {exhausted=1}, Marine {exhausted=1}, Marine {exhausted=1}, "
            "Sister Ripley {exhausted=1, wounds=1, plus=1}]");
  attack(t, "Marine", "The Queen");
  EXPECT_EQ(t.field("first.set_aside"), "[Ripley #8, Sister Ripley]");
  EXPECT_EQ(t.field("first.front_row"),
            "[Marine {exhausted=1}, Marine {exhausted=1}, Marine {exhausted=1}, Marine {exhausted=1}, "
            "Sister Ripley {exhausted=1, wounds=1, plus=1}]");
  // The Level 2 (DEF 7+1) holds against the Grunt's 6; the Level 1 (4+1)
  // would be stunned.
  t.pass_turn();
  t.draw({"Space", "Space"});
  grunt_attacks(t, "Sister Ripley");
  EXPECT_EQ(t.field("first.front_row"),
            "[Marine {exhausted=1}, Marine {exhausted=1}, Marine {exhausted=1}, Marine {exhausted=1}, "
            "Sister Ripley {exhausted=1, wounds=1, plus=1}]");
}

// Ripley #8 waits in the Back Row (nothing in front protects her) and the
// Grunt wounds her; as her next Main Phase starts her player answers
// `answer`. Ends in her Main Phase.
Vs2pcgTable wounded_clone(EngineKind kind, const std::string& answer) {
  Vs2pcgTable t(kind, decks, {"clone", "hive"});
  t.set_up({"back", "front"}, {{}, {"Grunt"}}, {"Earth", "Space"});
  t.skip_to("xp");
  t.take("no_xp");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Grunt");
  grunt_attacks(t, "Ripley #8");
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.skip_to("xp");
  EXPECT_EQ(t.field("first.back_row"), "[Ripley #8 {wounds=1}]");
  t.take(answer);
  return t;
}

// ALN-007 Ripley #8, Rapid Cell Regeneration (Level Up 1; 000:418-420): as
// her Main Phase starts her player may take an XP, and that one levels her
// up, in her row; her levelling up heals every wound (the Level 2 has
// Health 2). The Level 2 (DEF 7) then holds against the Grunt's 6.
TEST_P(Triggers, Aln007_LevelsUpAndHealsHerWounds) {
  Vs2pcgTable t = wounded_clone(GetParam(), "xp");
  EXPECT_EQ(t.field("first.back_row"), "[Ripley #8]");
  EXPECT_EQ(t.field("first.set_aside"), "[Ripley #8]");
  t.pass_turn();
  t.draw({"Space", "Space"});
  grunt_attacks(t, "Ripley #8");
  EXPECT_EQ(t.field("first.back_row"), "[Ripley #8]");
}

// ALN-007: without the XP she stays the Level 1, wounded, and the Grunt's
// 6 ATK stuns her (DEF 4).
TEST_P(Triggers, Aln007_NoXpKeepsHerLevelOne) {
  Vs2pcgTable t = wounded_clone(GetParam(), "no_xp");
  EXPECT_EQ(t.field("first.back_row"), "[Ripley #8 {wounds=1}]");
  EXPECT_EQ(t.field("first.set_aside"), "[Ripley #8]");
  t.pass_turn();
  t.draw({"Space", "Space"});
  grunt_attacks(t, "Ripley #8");
  EXPECT_EQ(t.field("first.back_row"), "[Ripley #8 {face_down=1, exhausted=1, wounds=2}]");
}

// ALN-012 Captain Dallas, You Have Your Orders (000:481): as the Main Phase
// starts, a +1/+1 counter on one other Company character of his side: not
// on himself, not on the teamless Drifter.
TEST_P(Triggers, Aln012_ACounterOnAnotherCompanyCharacter) {
  Vs2pcgTable t(GetParam(), decks, {"ripley", "hive"});
  t.set_up({"front", "front"}, {{"Captain Dallas", "Drifter", "Marine"}, {}}, {"Earth", "Space"});
  company_resources(t, 2);
  t.take("recruit_front", "Captain Dallas");
  t.take("recruit_front", "Drifter");
  t.take("recruit_back", "Marine");
  t.skip_to("counter");
  EXPECT_EQ(t.offered("counter"), (Names{"Marine", "Warrant Officer Ripley"}));
  t.take("counter", "Marine");
  EXPECT_EQ(t.field("first.back_row"), "[Marine {plus=1}]");
  EXPECT_EQ(t.field("first.front_row"), "[Captain Dallas, Drifter, Warrant Officer Ripley]");
  EXPECT_TRUE(t.offers("end_main"));
}

// A stunned character loses its powers (000:296): dazed in the Build Phase
// (by the Cryo Tech's Hypersleep, paid with The Nostromo), Captain Dallas
// (ALN-012) gives no counter when the Main Phase starts; nobody is asked.
TEST_P(Triggers, Aln012_DazedDallasGivesNoCounter) {
  Vs2pcgTable t(GetParam(), decks, {"ripley", "hive"});
  t.set_up({"front", "front"}, {{"Captain Dallas", "Cryo Tech", "The Nostromo"}, {}}, {"Earth", "Space"});
  t.take("location", "The Nostromo");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.take("resource", "Earth");
  t.take("recruit_front", "Captain Dallas");
  t.take("recruit_front", "Cryo Tech");
  t.take("use", "Cryo Tech");
  t.take("turn_down", "The Nostromo");
  t.take("daze", "Captain Dallas");
  t.take("end_recruit");
  t.take("end_formation");
  EXPECT_EQ(t.field("phase"), "main");
  EXPECT_FALSE(t.offers("counter", "Warrant Officer Ripley"));
  EXPECT_TRUE(t.offers("end_main"));
  EXPECT_EQ(t.field("first.front_row"),
            "[Captain Dallas {face_down=1, exhausted=1}, Cryo Tech {used 0}, Warrant Officer Ripley]");
}

// ALN-021 Ash, Crew Expendable: as the Main Phase starts his player must
// stun one other face-up character of his side: the only option offered.
// A stun (000:290): face down, exhausted, a wound.
TEST_P(Triggers, Aln021_AshMustStunAnother) {
  Vs2pcgTable t(GetParam(), decks, {"ripley", "hive"});
  t.set_up({"front", "front"}, {{"Ash"}, {}}, {"Earth", "Space"});
  company_resources(t, 6);
  t.take("recruit_back", "Ash");
  t.take("stay");  // ALN-021 Special Order: he stays (control.scenario)
  t.take("end_recruit");
  t.take("end_formation");
  EXPECT_EQ(t.engine().option_keys(), Names{"stun Warrant Officer Ripley#1"});
  t.take("stun", "Warrant Officer Ripley");
  EXPECT_EQ(t.field("first.front_row"), "[Warrant Officer Ripley {face_down=1, exhausted=1, wounds=1}]");
  EXPECT_EQ(t.field("first.back_row"), "[Ash]");
}

// ALN-022 Corporal Hicks, Stay Frosty: as his turn ends, two +1/+1
// counters on each other character of his side that is ready; the Marine
// attacked (exhausted): none for it, none for Hicks himself.
TEST_P(Triggers, Aln022_TwoCountersOnEachReadyCharacter) {
  Vs2pcgTable t(GetParam(), decks, {"ripley", "hive"});
  t.set_up({"front", "front"}, {{"Corporal Hicks", "Marine"}, {}}, {"Earth", "Space"});
  company_resources(t, 7);
  t.take("recruit_back", "Corporal Hicks");
  t.take("recruit_front", "Marine");
  t.skip_to("attack");
  attack(t, "Marine", "The Queen");
  t.pass_turn();
  EXPECT_EQ(t.field("first.front_row"), "[Marine {exhausted=1}, Warrant Officer Ripley {plus=2}]");
  EXPECT_EQ(t.field("first.back_row"), "[Corporal Hicks]");
}

// A stunned character loses its powers (000:296): Hicks (ALN-022) attacks
// the Grunt, whose strike back stuns him (Health 2: he stays, wounded); as
// the turn ends he gives no counter.
TEST_P(Triggers, Aln022_StunnedHicksGivesNoCounters) {
  Vs2pcgTable t(GetParam(), decks, {"ripley", "hive"});
  t.set_up({"front", "front"}, {{"Corporal Hicks"}, {"Grunt"}}, {"Earth", "Space"});
  t.take("resource", "Earth");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Grunt");
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  company_resources(t, 6);
  t.take("recruit_front", "Corporal Hicks");
  t.skip_to("attack");
  attack(t, "Corporal Hicks", "Grunt");
  t.pass_turn();
  EXPECT_EQ(t.field("first.front_row"),
            "[Corporal Hicks {face_down=1, exhausted=1, wounds=1}, Warrant Officer Ripley]");
}

// ALN-031 The Dragon, Blood and Terror (Level Up 5; 000:418-420): an XP
// each time it attacks. Its fifth attack levels it up before the combat, so
// the Level 2 (6 ATK) fights in its place, attacking and exhausted, and
// stuns Ripley (DEF 5), which the Level 1's 3 ATK never did.
TEST_P(Triggers, Aln031_TheFifthAttackIsTheLevelTwos) {
  Vs2pcgTable t(GetParam(), decks, {"dragon", "ripley"});
  t.set_up({"front", "front"}, {{}, {}}, {"Space", "Earth"});
  for (int i = 0; i < 4; ++i) {
    if (i > 0) t.draw({"Space", "Space"});
    t.skip_to("attack");
    attack(t, "The Dragon", "Warrant Officer Ripley");
    t.pass_turn();
    t.draw({"Earth", "Earth"});
    t.pass_turn();
  }
  EXPECT_EQ(t.field("first.set_aside"), "[The Dragon {xp=4}]");
  EXPECT_EQ(t.field("second.front_row"), "[Warrant Officer Ripley]");
  t.draw({"Space", "Space"});
  t.skip_to("attack");
  t.take("attack", "The Dragon");
  t.take("target", "Warrant Officer Ripley");
  EXPECT_EQ(t.field("first.set_aside"), "[The Dragon]");
  EXPECT_EQ(t.field("first.front_row"), "[The Dragon {exhausted=1, attacking=1}]");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("second.front_row"), "[Warrant Officer Ripley {face_down=1, exhausted=1, wounds=1}]");
}

// ALN-033 The Newborn, Ungrateful Child (Level Up 1): as its Main Phase
// starts, with cards in hand, its player may discard the whole hand (to the
// KO pile, 000:140) for an XP, which levels it up: the Level 2 (6 ATK)
// stuns Ripley (DEF 5).
TEST_P(Triggers, Aln033_DiscardingTheHandLevelsItUp) {
  Vs2pcgTable t(GetParam(), decks, {"newborn", "ripley"});
  t.set_up({"front", "front"}, {{}, {}}, {"Fury 161", "Earth"});
  t.take("resource", "Fury 161");
  t.skip_to("discard");
  EXPECT_TRUE(t.offers("keep"));
  t.take("discard");
  EXPECT_EQ(t.field("first.hand"), "[]");
  EXPECT_EQ(t.field("first.front_row"), "[The Newborn]");
  EXPECT_EQ(zone_size(t.field("first.ko_pile")), std::size_t(6));
  EXPECT_EQ(t.field("first.set_aside"), "[The Newborn]");
  attack(t, "The Newborn", "Warrant Officer Ripley");
  EXPECT_EQ(t.field("second.front_row"), "[Warrant Officer Ripley {face_down=1, exhausted=1, wounds=1}]");
}

// ALN-033: kept, the hand stays and so does the Level 1 (3 ATK).
TEST_P(Triggers, Aln033_KeepingTheHandKeepsLevelOne) {
  Vs2pcgTable t(GetParam(), decks, {"newborn", "ripley"});
  t.set_up({"front", "front"}, {{}, {}}, {"Fury 161", "Earth"});
  t.take("resource", "Fury 161");
  t.skip_to("keep");
  t.take("keep");
  EXPECT_EQ(zone_size(t.field("first.hand")), std::size_t(6));
  EXPECT_EQ(t.field("first.ko_pile"), "[]");
  attack(t, "The Newborn", "Warrant Officer Ripley");
  EXPECT_EQ(t.field("second.front_row"), "[Warrant Officer Ripley]");
}

// ALN-033: with no card in hand there is nothing to discard, so no XP to
// gain: its player is not asked (the card's encoding, alien-battles.cards).
// The hand goes into the Resource Row and into play (Pebbles cost 0).
TEST_P(Triggers, Aln033_AnEmptyHandIsNotAsked) {
  Vs2pcgTable t(GetParam(), decks, {"newborn", "ripley"});
  t.set_up({"front", "front"}, {{"Fury 161"}, {}}, {"Pebble", "Earth"});
  t.take("location", "Fury 161");
  for (int i = 0; i < 6; ++i) t.take("recruit_back", "Pebble");
  t.take("end_recruit");
  t.take("end_formation");
  EXPECT_EQ(t.field("phase"), "main");
  EXPECT_FALSE(t.offers("discard"));
  EXPECT_FALSE(t.offers("keep"));
  EXPECT_TRUE(t.offers("attack", "The Newborn"));
}

// R-GT-02 (000:665): a card recruited into play "appears".
// ALN-036 Adolescent Xenomorph, Accelerated Growth (000:481): when one
// appears, a +1/+1 counter on each other Adolescent Xenomorph of its side,
// in either row.
TEST_P(Triggers, Aln036_EachOtherAdolescentGrows) {
  Vs2pcgTable t(GetParam(), decks, {"brood", "ripley"});
  t.set_up({"front", "front"}, {{"Adolescent Xenomorph", "Adolescent Xenomorph", "Adolescent Xenomorph"}, {}},
           {"Space", "Earth"});
  t.take("resource", "Space");
  t.take("recruit_back", "Adolescent Xenomorph");
  EXPECT_EQ(t.field("first.back_row"), "[Adolescent Xenomorph]");
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.take("resource", "Space");
  // A second Adolescent also gives The Queen (ALN-029) an XP: two
  // triggers, ordered by the player (000:481).
  t.take("recruit_front", "Adolescent Xenomorph");
  t.take("resolve", "Adolescent Xenomorph");
  EXPECT_EQ(t.field("first.back_row"), "[Adolescent Xenomorph {plus=1}]");
  t.take("recruit_front", "Adolescent Xenomorph");
  t.take("resolve", "Adolescent Xenomorph");
  EXPECT_EQ(t.field("first.back_row"), "[Adolescent Xenomorph {plus=2}]");
  EXPECT_EQ(t.field("first.front_row"), "[Adolescent Xenomorph, Adolescent Xenomorph {plus=1}, The Queen]");
  EXPECT_EQ(t.field("first.set_aside"), "[The Queen {xp=2}]");
}

// R-TM-03 (000:481):
// Two triggers at once (000:481): Dallas (ALN-012) and Ash (ALN-021) both
// trigger as the Main Phase starts; the Company, whose turn it is, picks
// which resolves first, and the order tells: stunned first by Ash, Ripley
// can't take Dallas's counter (000:304).
Vs2pcgTable dallas_and_ash(EngineKind kind) {
  Vs2pcgTable t(kind, decks, {"ripley", "hive"});
  t.set_up({"front", "front"}, {{"Captain Dallas", "Ash"}, {}}, {"Earth", "Space"});
  company_resources(t, 5);
  t.take("recruit_back", "Captain Dallas");
  t.skip_to("counter");
  t.take("counter", "Warrant Officer Ripley");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.take("resource", "Earth");
  t.take("recruit_back", "Ash");
  t.take("stay");  // ALN-021 Special Order: he stays (control.scenario)
  t.take("end_recruit");
  t.take("end_formation");
  EXPECT_EQ(t.pending(), "player first");
  EXPECT_EQ(t.offered("resolve"), (Names{"Ash", "Captain Dallas"}));
  return t;
}

// Ash first: Ripley stunned, Dallas's counter can only go on Ash.
TEST_P(Triggers, TwoTriggersAshFirst) {
  Vs2pcgTable t = dallas_and_ash(GetParam());
  t.take("resolve", "Ash");
  t.take("stun", "Warrant Officer Ripley");
  EXPECT_EQ(t.offered("counter"), Names{"Ash"});
  t.take("counter", "Ash");
  EXPECT_EQ(t.field("first.back_row"), "[Ash {plus=1}, Captain Dallas]");
  EXPECT_EQ(t.field("first.front_row"), "[Warrant Officer Ripley {face_down=1, exhausted=1, wounds=1}]");
}

// Dallas first: Ripley takes his counter, then Ash's stun takes it off
// (000:282).
TEST_P(Triggers, TwoTriggersDallasFirst) {
  Vs2pcgTable t = dallas_and_ash(GetParam());
  t.take("resolve", "Captain Dallas");
  EXPECT_EQ(t.offered("counter"), (Names{"Ash", "Warrant Officer Ripley"}));
  t.take("counter", "Warrant Officer Ripley");
  EXPECT_EQ(t.field("first.front_row"), "[Warrant Officer Ripley {plus=2}]");
  t.take("stun", "Warrant Officer Ripley");
  EXPECT_EQ(t.field("first.front_row"), "[Warrant Officer Ripley {face_down=1, exhausted=1, wounds=1}]");
  EXPECT_EQ(t.field("first.back_row"), "[Ash, Captain Dallas]");
}

// 000:424: "While your Level 1 character is stunned, its Level Up Power is
// turned off" (000:296: a stunned character loses its powers). Ash
// (ALN-021) and Ripley #8 (ALN-007) trigger together as the Main Phase
// starts; the Company resolves Ash's first and he stuns her. Her Level Up
// Power is now off: she gains no XP, and her player is not asked. (Found
// with both engines asking: the face-up check was made only when firing;
// gain_xp and her trigger now check it when resolving.)
TEST_P(Triggers, Aln007_StunnedByAshFirstSheGainsNoXp) {
  Vs2pcgTable t(GetParam(), decks, {"clone", "hive"});
  t.set_up({"front", "front"}, {{"Ash"}, {}}, {"Earth", "Space"});
  for (int i = 0; i < 6; ++i) {
    if (i > 0) {
      t.skip_to("xp");
      t.take("no_xp");
      t.pass_turn();
      t.draw({"Space", "Space"});
      t.pass_turn();
      t.draw({"Earth", "Earth"});
    }
    t.take("resource", "Earth");
  }
  t.take("recruit_front", "Ash");
  t.take("stay");  // ALN-021 Special Order: he stays (control.scenario)
  t.take("end_recruit");
  t.take("end_formation");
  EXPECT_EQ(t.offered("resolve"), (Names{"Ash", "Ripley #8"}));
  t.take("resolve", "Ash");
  t.take("stun", "Ripley #8");
  EXPECT_EQ(t.field("first.front_row"), "[Ash, Ripley #8 {face_down=1, exhausted=1, wounds=1}]");
  EXPECT_FALSE(t.offers("xp"));
  EXPECT_TRUE(t.offers("end_main"));
}

INSTANTIATE_TEST_SUITE_P(Engines, Triggers, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return engine_name(info.param); });

}  // namespace
}  // namespace canbeat::testing
