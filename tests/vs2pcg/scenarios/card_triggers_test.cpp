// The card triggers of Alien Battles Company characters (games/vs2pcg/
// alien-battles.cards `when` items and Call's `can power_up`) as scenario
// tests, on both engines: "Timing" (../shared/seeds/000_03a9bc82aad99cdb.txt
// "000", 000:481: a trigger resolves at once, before anyone plays again),
// each card's effect on the state, and the cases where it must not happen.
// The rulings these tests follow are in games/vs2pcg/README.md, "Rulings".
//
// The Company ("crew", Warrant Officer Ripley 2/5, Health 5) goes first
// and puts an Earth face down in each turn it needs Recruit Points; the
// Hive ("hive", The Queen 2/5) recruits its Grunt in its first turn. The
// Grunt (7/9, Health 9) stuns each of the cards tested here, and only
// Johner's melee +5 stuns it back.
#include <gtest/gtest.h>

#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class CardTriggers : public ::testing::TestWithParam<EngineKind> {};

using Names = std::vector<std::string>;

const char* const decks = R"(
deck crew "Crew" {
  ALN-001 x1; ALN-002 x1;   # Warrant Officer Ripley (2/5, Health 5)
  ALN-009 x2;   # Newt, cost 1 (0/1, Health 1): We'd Better Get Back
  ALN-010 x1;   # Vriess, cost 1 (2/1, Health 2, Ranged): I'll Put Holes In You!
  ALN-013 x1;   # Call, cost 2: Full of Surprises
  ALN-019 x1;   # Private Hudson, cost 5 (5/7, Health 1): Game Over, Man!
  ALN-020 x1;   # Johner, cost 6 (5/5, Health 1, Ranged): I Mostly Just Hurt People
  ALN-023 x1;   # M41A Pulse Rifle, Equipment, cost 1
  card "Marine" { type supporting_character; team company; cost 0; atk 1; def 9; health 3; keyword swarm; }
  ALN-059 x30;  # Earth
}
# Hudson's side with a Main Character of Health 1: his wound KOs it.
deck last_stand "Last Stand" {
  card "Sarge" { type main_character; team company; atk 1; def 9; health 1; level 1; }
  card "Sarge" { type main_character; team company; atk 2; def 9; health 1; level 2; }
  ALN-019 x1;
  ALN-059 x30;
}
# Kane's decks: basic Locations (Earth, The Sulaco) and the Company's
# Special Location (Weylan-Yutani Complex, a team's: not basic, 000:459)
# among Marines, which go face down as resources.
deck explorer "Explorer" {
  ALN-001 x1; ALN-002 x1;
  ALN-011 x1;   # Kane, cost 2: Explore
  ALN-059 x2; ALN-056 x1; ALN-026 x1;
  "Marine" x30;
}
deck no_basic "No Basic Location" {
  ALN-001 x1; ALN-002 x1;
  ALN-011 x1;
  ALN-026 x2;
  "Marine" x30;
}
# Hudson's side for You Want Some Of This?: Locations of one kind, put
# face up (skill: The Sulaco; humanity: Earth).
deck marines "Marines" {
  ALN-001 x1; ALN-002 x1;
  ALN-019 x1;
  ALN-056 x20;  # The Sulaco [skill]
  ALN-059 x20;  # Earth [humanity]
}
# Two melee Xenomorphs (a team, 000:254), a Ranged one, and Spook (ALN-049).
deck swarm "Swarm" {
  ALN-029 x1; ALN-030 x1;
  card "Warrior" { type supporting_character; team xenomorph; cost 0; atk 7; def 9; health 9; }
  card "Drone" { type supporting_character; team xenomorph; cost 0; atk 7; def 9; health 9; }
  card "Spitter" { type supporting_character; team xenomorph; cost 0; atk 7; def 9; health 9; keyword ranged; }
  ALN-049 x1;   # Spook
  ALN-060 x30;  # Space
}
deck hive "Hive" {
  ALN-029 x1; ALN-030 x1;   # The Queen (2/5)
  card "Grunt" { type supporting_character; team xenomorph; cost 0; atk 7; def 9; health 9; }
  ALN-060 x30;  # Space
}
)";

// From the game's first turn: `turns` Company turns, each putting an Earth
// face down; the Hive recruits its Grunt in its first turn and passes.
// Ends in the Company's Recruit Step with `turns` resources.
void muster(Vs2pcgTable& t, int turns) {
  for (int i = 0; i < turns; ++i) {
    if (i > 0) {
      t.pass_turn();
      t.draw({"Space", "Space"});
      if (i == 1) {
        t.skip_to("recruit_front");
        t.take("recruit_front", "Grunt");
      }
      t.pass_turn();
      t.draw({"Earth", "Earth"});
    }
    t.take("resource", "Earth");
  }
}

// The Company's side as set up for a Company deck holding `hand`.
Vs2pcgTable company(EngineKind kind, const std::string& deck, const Names& hand) {
  Vs2pcgTable t(kind, decks, {deck, "hive"});
  t.set_up({"front", "front"}, {hand, {"Grunt"}}, {"Earth", "Space"});
  return t;
}

// `attacker` attacks `defender` alone; both players pass in the combat.
void attack(Vs2pcgTable& t, const std::string& attacker, const std::string& defender) {
  t.take("attack", attacker);
  t.take("target", defender);
  t.take("pass");
  t.take("pass");
}

// R-TM-02 (000:481): the trigger resolves before anyone may play.
// ALN-009 Newt, We'd Better Get Back (000:481): attacked, she goes back to
// her owner's hand before the combat window, as a card leaving play
// (000:140, 000:312): her Equipment is KO'd, her +1/+1 counter (a Power
// Up, 000:447) goes. The attack goes on with no defender: the Grunt
// strikes nobody and nobody strikes it.
TEST_P(CardTriggers, Aln009_AttackedNewtGoesBackToHand) {
  Vs2pcgTable t = company(GetParam(), "crew", {"Newt", "Newt", "M41A Pulse Rifle"});
  muster(t, 2);
  t.take("recruit_front", "Newt");
  t.take("equip", "M41A Pulse Rifle");
  t.take("onto", "Newt");
  t.skip_to("power_up");
  t.take("power_up", "Newt");
  t.take("on", "Newt");
  EXPECT_EQ(t.field("first.front_row"), "[Newt {plus=1}, Warrant Officer Ripley]");
  EXPECT_EQ(zone_size(t.field("first.equipment")), std::size_t(1));
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.skip_to("attack");
  t.take("attack", "Grunt");
  t.take("target", "Newt");
  EXPECT_TRUE(t.offers("pass"));  // the combat window is open
  EXPECT_EQ(t.field("first.front_row"), "[Warrant Officer Ripley]");
  EXPECT_EQ(t.field("first.equipment"), "[]");
  // The Rifle, and the Newt discarded to power her up.
  EXPECT_EQ(t.field("first.ko_pile"), "[M41A Pulse Rifle, Newt]");
  EXPECT_EQ(t.field("first.hand"), "[Earth, Earth, Earth, Earth, Newt]");
  EXPECT_EQ(t.field("second.front_row"), "[Grunt {exhausted=1, attacking=1}, The Queen]");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("first.front_row"), "[Warrant Officer Ripley]");
  EXPECT_EQ(t.field("second.front_row"), "[Grunt {exhausted=1}, The Queen]");
}

// ALN-010 Vriess in the Company's Front Row; in the Hive's turn the Grunt
// attacks him and stuns him (7 ATK, DEF 1; Health 2: a wound, he stays).
Vs2pcgTable vriess_stunned_in_the_hives_turn(EngineKind kind) {
  Vs2pcgTable t = company(kind, "crew", {"Vriess"});
  muster(t, 1);
  t.take("recruit_front", "Vriess");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Grunt");
  t.skip_to("attack");
  attack(t, "Grunt", "Vriess");
  return t;
}

// R-GT-05 (000:675): only enemy characters are offered.
// ALN-010 Vriess, I'll Put Holes In You! (000:481): stunned in an enemy's
// turn, his player puts a -1/-1 counter on an enemy character: a face-up
// one in play (000:296: a stunned one can't gain counters), either row.
TEST_P(CardTriggers, Aln010_StunnedInTheEnemysTurnHeShoots) {
  Vs2pcgTable t = vriess_stunned_in_the_hives_turn(GetParam());
  EXPECT_EQ(t.field("first.front_row"),
            "[Vriess {face_down=1, exhausted=1, wounds=1}, Warrant Officer Ripley]");
  EXPECT_EQ(t.pending(), "player first");
  EXPECT_EQ(t.offered("counter"), (Names{"Grunt", "The Queen"}));
  t.take("counter", "The Queen");
  EXPECT_EQ(t.field("second.front_row"), "[Grunt {exhausted=1}, The Queen {minus=1}]");
}

// ALN-010: recovered (000:306) and stunned again in the next Hive turn,
// Vriess takes his second wound and is KO'd (000:292); the trigger fired
// by the stun still resolves.
TEST_P(CardTriggers, Aln010_KodByTheStunHeStillShoots) {
  Vs2pcgTable t = vriess_stunned_in_the_hives_turn(GetParam());
  t.take("counter", "The Queen");
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.skip_to("attack");
  attack(t, "Grunt", "Vriess");
  EXPECT_EQ(t.field("first.front_row"), "[Warrant Officer Ripley]");
  EXPECT_EQ(t.field("first.ko_pile"), "[Vriess]");
  EXPECT_EQ(t.offered("counter"), (Names{"Grunt", "The Queen"}));
  t.take("counter", "Grunt");
  EXPECT_EQ(t.field("second.front_row"), "[Grunt {exhausted=1, minus=1}, The Queen {minus=1}]");
}

// ALN-010: stunned in his own side's turn (he attacks the Grunt in melee,
// 000:246, and its strike back stuns him), Vriess does nothing: nobody is
// asked, and the Main Phase goes on.
TEST_P(CardTriggers, Aln010_StunnedInHisOwnTurnNothing) {
  Vs2pcgTable t = company(GetParam(), "crew", {"Vriess"});
  muster(t, 2);
  t.take("recruit_front", "Vriess");
  t.skip_to("attack");
  attack(t, "Vriess", "Grunt");
  EXPECT_EQ(t.field("first.front_row"),
            "[Vriess {face_down=1, exhausted=1, wounds=1}, Warrant Officer Ripley]");
  EXPECT_FALSE(t.offers("counter", "Grunt"));
  EXPECT_FALSE(t.offers("counter", "The Queen"));
  EXPECT_TRUE(t.offers("end_main"));
  EXPECT_EQ(t.field("second.front_row"), "[Grunt, The Queen]");
}

// ALN-011 Kane, Explore (000:481, 000:459, 000:473): as he appears, the
// first basic Location of the shuffled deck goes to the hand: one chance
// over the deck's basic Locations (two Earths, The Sulaco), never its
// Special Location (a team's).
TEST_P(CardTriggers, Aln011_KaneFindsABasicLocation) {
  Vs2pcgTable t(GetParam(), decks, {"explorer", "hive"});
  t.set_up({"front", "front"}, {{"Kane"}, {}}, {"Marine", "Space"});
  t.take("resource", "Marine");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.pass_turn();
  t.draw({"Marine", "Marine"});
  t.take("resource", "Marine");
  EXPECT_EQ(zone_size(t.field("first.deck")), std::size_t(26));
  t.take("recruit_back", "Kane");
  EXPECT_EQ(t.pending(), "chance first");
  EXPECT_EQ(t.offered("reveal"), (Names{"Earth", "Earth", "The Sulaco"}));
  t.take("reveal", "The Sulaco");
  EXPECT_EQ(t.field("first.hand"), "[Marine, Marine, Marine, Marine, Marine, Marine, The Sulaco]");
  EXPECT_EQ(zone_size(t.field("first.deck")), std::size_t(25));
  EXPECT_EQ(t.field("first.back_row"), "[Kane]");
}

// ALN-011: with no basic Location in the deck (only the Special Location,
// 000:459) Explore finds nothing: no chance is taken and the Recruit Step
// goes on.
TEST_P(CardTriggers, Aln011_NoBasicLocationNothingFound) {
  Vs2pcgTable t(GetParam(), decks, {"no_basic", "hive"});
  t.set_up({"front", "front"}, {{"Kane"}, {}}, {"Marine", "Space"});
  t.take("resource", "Marine");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.pass_turn();
  t.draw({"Marine", "Marine"});
  t.take("resource", "Marine");
  t.take("recruit_back", "Kane");
  EXPECT_EQ(t.pending(), "player first");
  EXPECT_FALSE(t.offers("reveal", "Weylan-Yutani Complex"));
  EXPECT_TRUE(t.offers("end_recruit"));
  EXPECT_EQ(t.field("first.hand"), "[Marine, Marine, Marine, Marine, Marine, Marine]");
}

// ALN-013 Call, Full of Surprises (000:447, 000:489): from the hand she
// powers up a character of any name on her side, as a Main action: both
// the Marine and Ripley are offered; she goes to the KO pile.
TEST_P(CardTriggers, Aln013_CallPowersUpAnyName) {
  Vs2pcgTable t = company(GetParam(), "crew", {"Call", "Marine"});
  t.skip_to("recruit_back");
  t.take("recruit_back", "Marine");
  t.skip_to("power_up");
  EXPECT_EQ(t.offered("power_up"), Names{"Call"});
  t.take("power_up", "Call");
  EXPECT_EQ(t.offered("on"), (Names{"Marine", "Warrant Officer Ripley"}));
  t.take("on", "Warrant Officer Ripley");
  EXPECT_EQ(t.field("first.front_row"), "[Warrant Officer Ripley {plus=1}]");
  EXPECT_EQ(t.field("first.ko_pile"), "[Call]");
}

// ALN-013 in combat (000:447: a Power Up in combat is only for a character
// in the combat): the attacking Marine is offered, Ripley is not.
TEST_P(CardTriggers, Aln013_InCombatOnlyAFighter) {
  Vs2pcgTable t = company(GetParam(), "crew", {"Call", "Marine"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Marine");
  t.skip_to("attack");
  t.take("attack", "Marine");
  t.take("target", "The Queen");
  EXPECT_EQ(t.offered("power_up"), Names{"Call"});
  t.take("power_up", "Call");
  EXPECT_EQ(t.offered("on"), Names{"Marine"});
  t.take("on", "Marine");
  EXPECT_EQ(t.field("first.front_row"),
            "[Marine {exhausted=1, plus=1, attacking=1}, Warrant Officer Ripley]");
}

// Private Hudson (ALN-019) in the Front Row of `deck`'s side; in the Hive's
// turn the Grunt attacks him: 7 ATK stuns him (DEF 7) and, Health 1, KOs
// him (000:292).
Vs2pcgTable hudson_kod(EngineKind kind, const std::string& deck) {
  Vs2pcgTable t = company(kind, deck, {"Private Hudson"});
  muster(t, 5);
  t.take("recruit_front", "Private Hudson");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.skip_to("attack");
  attack(t, "Grunt", "Private Hudson");
  return t;
}

// R-ST-08 (000:302): a wound without a stun.
// ALN-019 Private Hudson, Game Over, Man! (000:481, 000:302): KO'd, he
// wounds his owner's Main Character (a wound, not a stun: Ripley stays face
// up); the enemy's is untouched.
TEST_P(CardTriggers, Aln019_KodHudsonWoundsHisMainCharacter) {
  Vs2pcgTable t = hudson_kod(GetParam(), "crew");
  EXPECT_EQ(t.field("first.ko_pile"), "[Private Hudson]");
  EXPECT_EQ(t.field("first.front_row"), "[Warrant Officer Ripley {wounds=1}]");
  EXPECT_EQ(t.field("second.front_row"), "[Grunt {exhausted=1}, The Queen]");
}

// ALN-019: the wound can KO his Main Character (Sarge, Health 1), and that
// ends the game (000:272).
TEST_P(CardTriggers, Aln019_HisWoundCanEndTheGame) {
  Vs2pcgTable t = hudson_kod(GetParam(), "last_stand");
  EXPECT_EQ(t.field("first.ko_pile"), "[Private Hudson, Sarge]");
  EXPECT_EQ(t.field("outcome"), "win second");
}

// Private Hudson (ALN-019) against the Swarm: the Marines put a `location`
// face up in each of five turns and recruit him into the Front Row in the
// fifth (cost 5); the Swarm recruits the Warrior and the Drone into its
// Front Row and the Spitter into its Back Row in its first turn. Ends in
// the Swarm's sixth turn, in its Main Phase.
Vs2pcgTable hudson_on_guard(EngineKind kind, const std::string& location) {
  Vs2pcgTable t(kind, decks, {"marines", "swarm"});
  t.set_up({"front", "front"}, {{"Private Hudson"}, {"Warrior", "Drone", "Spitter", "Spook"}}, {location, "Space"});
  for (int i = 0; i < 5; ++i) {
    if (i > 0) t.draw({location, location});
    t.take("location", location);
    if (i == 4) {
      t.skip_to("recruit_front");
      t.take("recruit_front", "Private Hudson");
    }
    t.pass_turn();
    t.draw({"Space", "Space"});
    if (i == 0) {
      t.skip_to("recruit_front");
      t.take("recruit_front", "Warrior");
      t.take("recruit_front", "Drone");
      t.take("recruit_back", "Spitter");
    }
    if (i < 4) t.pass_turn();
  }
  t.skip_to("attack");
  return t;
}

// R-ST-03 (000:294): stunned by an effect, they leave the combat.
// ALN-019 Private Hudson, You Want Some Of This? (timing Any Turn, Any
// Combat; cost skill; 000:392-398): the Warrior and the Drone attack Ripley together
// in melee; after the Swarm passes, Hudson's player uses the power, paying
// with a face-up Sulaco, and stuns the Warrior; the Swarm passes again and
// the power is offered a second time in the same turn (the card beats
// 000:404's once each turn, 000:489): the Drone is stunned with the second
// Sulaco. Stunned, both leave the combat (000:294): Ripley is not struck.
TEST_P(CardTriggers, Aln019_HudsonStunsBothTeamAttackers) {
  Vs2pcgTable t = hudson_on_guard(GetParam(), "The Sulaco");
  t.take("attack", "Warrior");
  t.take("with", "Drone");
  t.take("target", "Warrant Officer Ripley");
  EXPECT_EQ(t.pending(), "player second");
  t.take("pass");
  EXPECT_EQ(t.pending(), "player first");
  t.take("use", "Private Hudson");
  t.take("turn_down", "The Sulaco");
  EXPECT_EQ(t.offered("stun"), (Names{"Drone", "Warrior"}));
  t.take("stun", "Warrior");
  EXPECT_EQ(t.field("second.front_row"),
            "[Drone {exhausted=1, attacking=1}, The Queen, Warrior {face_down=1, exhausted=1, wounds=1}]");
  t.take("pass");
  EXPECT_EQ(t.pending(), "player first");
  ASSERT_TRUE(t.offers("use", "Private Hudson"));
  t.take("use", "Private Hudson");
  t.take("turn_down", "The Sulaco");
  EXPECT_EQ(t.offered("stun"), Names{"Drone"});
  t.take("stun", "Drone");
  EXPECT_EQ(t.field("second.front_row"),
            "[Drone {face_down=1, exhausted=1, wounds=1}, The Queen, Warrior {face_down=1, exhausted=1, wounds=1}]");
  EXPECT_EQ(t.field("first.resource_row"),
            "[The Sulaco, The Sulaco, The Sulaco, The Sulaco {face_down=1}, The Sulaco {face_down=1}]");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("first.front_row"), "[Private Hudson {used 0}, Warrant Officer Ripley]");
}

// R-SP-03 (000:398): an Any Combat power, used from outside the combat.
// ALN-019: a Ranged attack (the Spitter from its Back Row, 000:243) is not
// a melee combat. The card's condition is on what it stuns (an attacker of
// a melee attack on your side), not on when it may be used: the power is
// offered (000:396-398: Any Turn, Any Combat) and paid for, but there is
// nothing to stun, and the Spitter strikes Ripley.
TEST_P(CardTriggers, Aln019_NothingToStunInARangedAttack) {
  Vs2pcgTable t = hudson_on_guard(GetParam(), "The Sulaco");
  t.take("attack", "Spitter");
  t.take("target", "Warrant Officer Ripley");
  t.take("pass");
  EXPECT_EQ(t.pending(), "player first");
  t.take("use", "Private Hudson");
  t.take("turn_down", "The Sulaco");
  EXPECT_EQ(t.offered("stun"), Names{});
  EXPECT_EQ(t.field("second.back_row"), "[Spitter {exhausted=1, attacking=1}]");
  EXPECT_EQ(t.field("first.front_row"), "[Private Hudson {used 0}, Warrant Officer Ripley {defending=1}]");
  t.take("pass");
  t.take("pass");
  // 7 ATK against her DEF 5 (000:243: no strike back without Ranged).
  EXPECT_EQ(t.field("first.front_row"),
            "[Private Hudson {used 0}, Warrant Officer Ripley {face_down=1, exhausted=1, wounds=1}]");
  EXPECT_EQ(t.field("second.back_row"), "[Spitter {exhausted=1}]");
}

// ALN-019: dazed by Spook (ALN-049) in the Swarm's Main Phase, Hudson is
// stunned (face down) and has no powers (000:296): not offered in the
// Warrior's melee attack on Ripley, though a Sulaco could pay.
TEST_P(CardTriggers, Aln019_NotWhileHudsonIsStunned) {
  Vs2pcgTable t = hudson_on_guard(GetParam(), "The Sulaco");
  t.take("play", "Spook");
  t.take("daze", "Private Hudson");
  EXPECT_EQ(t.field("first.front_row"), "[Private Hudson {face_down=1, exhausted=1}, Warrant Officer Ripley]");
  t.take("attack", "Warrior");
  t.take("target", "Warrant Officer Ripley");
  t.take("pass");
  EXPECT_EQ(t.pending(), "player first");
  EXPECT_FALSE(t.offers("use", "Private Hudson"));
  EXPECT_TRUE(t.offers("pass"));
}

// ALN-019: with only Earths (humanity) in the Resource Row and in hand, no
// Location can pay the skill cost (000:400, 000:406): not offered.
TEST_P(CardTriggers, Aln019_NotWithoutASkillLocation) {
  Vs2pcgTable t = hudson_on_guard(GetParam(), "Earth");
  t.take("attack", "Warrior");
  t.take("with", "Drone");
  t.take("target", "Warrant Officer Ripley");
  t.take("pass");
  EXPECT_EQ(t.pending(), "player first");
  EXPECT_FALSE(t.offers("use", "Private Hudson"));
  EXPECT_TRUE(t.offers("pass"));
}

// Johner (ALN-020) recruited into `row` in the Company's sixth turn.
Vs2pcgTable johner_in(EngineKind kind, const std::string& row) {
  Vs2pcgTable t = company(kind, "crew", {"Johner"});
  muster(t, 6);
  t.take("recruit_" + row, "Johner");
  return t;
}

// R-GT-09 (000:683): a Front Row attacker makes a Melee combat (and a
// Back Row one does not: NoBonusInARangedAttack).
// ALN-020 Johner, I Mostly Just Hurt People (000:481, 000:246): attacking
// from the Front Row, a melee attack, he fights as 10/10 until the combat
// ends: he stuns the Grunt (DEF 9), and its 7 ATK doesn't stun him.
TEST_P(CardTriggers, Aln020_JohnerMeleeAttacksAtTenTen) {
  Vs2pcgTable t = johner_in(GetParam(), "front");
  t.skip_to("attack");
  t.take("attack", "Johner");
  t.take("target", "Grunt");
  EXPECT_EQ(t.field("first.front_row"),
            "[Johner {exhausted=1, attacking=1, combat_atk=5, combat_def=5}, Warrant Officer Ripley]");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("first.front_row"), "[Johner {exhausted=1}, Warrant Officer Ripley]");
  EXPECT_EQ(t.field("second.front_row"), "[Grunt {face_down=1, exhausted=1, wounds=1}, The Queen]");
}

// ALN-020 (000:481, 000:233): attacked in melee by the Grunt, he defends
// as 10/10 and his strike back stuns it.
TEST_P(CardTriggers, Aln020_JohnerDefendsAtTenTen) {
  Vs2pcgTable t = johner_in(GetParam(), "front");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.skip_to("attack");
  t.take("attack", "Grunt");
  t.take("target", "Johner");
  EXPECT_EQ(t.field("first.front_row"),
            "[Johner {defending=1, combat_atk=5, combat_def=5}, Warrant Officer Ripley]");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("first.front_row"), "[Johner, Warrant Officer Ripley]");
  EXPECT_EQ(t.field("second.front_row"), "[Grunt {face_down=1, exhausted=1, wounds=1}, The Queen]");
}

// ALN-020: a Ranged attack from his Back Row (000:243) is not a melee
// combat: he keeps his printed 5/5, and 5 ATK doesn't stun the Grunt.
TEST_P(CardTriggers, Aln020_NoBonusInARangedAttack) {
  Vs2pcgTable t = johner_in(GetParam(), "back");
  t.skip_to("attack");
  t.take("attack", "Johner");
  t.take("target", "Grunt");
  EXPECT_EQ(t.field("first.back_row"), "[Johner {exhausted=1, attacking=1}]");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("second.front_row"), "[Grunt, The Queen]");
}

INSTANTIATE_TEST_SUITE_P(Engines, CardTriggers, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return engine_name(info.param); });

}  // namespace
}  // namespace canbeat::testing
