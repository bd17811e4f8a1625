// Super Powers of Alien Battles cards (games/vs2pcg/alien-battles.cards,
// powers.rules) as scenario tests, on both engines: the rulebook's Super
// Power rules (../shared/seeds/000_03a9bc82aad99cdb.txt "000", 000:346-406,
// 000:459-461) and each encoded card's effect on the state.
//
// The first seat ("company") passes its turns; the second ("xenos") puts a
// Location face up each turn, so after N of its turns it has N resources
// and stands in its Recruit Step.
#include <gtest/gtest.h>

#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class Powers : public ::testing::TestWithParam<EngineKind> {};

using Names = std::vector<std::string>;

const char* const decks = R"(
deck corp "Company" {
  ALN-001 x1; ALN-002 x1;
  ALN-015 x1;   # Parker, cost 3: Cattle Prod, Main [energy]
  ALN-023 x1;   # M41A Pulse Rifle, Equipment, cost 1: M-40 Grenades, Main [energy]
  ALN-024 x1;   # MU-TH-ER 6000, Equipment, cost 2: Access Mother, Build [intellect]
  ALN-014 x1;   # CMO Clemens, cost 3
  ALN-026 x1;   # Weylan-Yutani Complex: Special Location (company) [humanity][energy][intellect][skill]
  ALN-055 x20;  # The Nostromo [energy]
  ALN-057 x10;  # The Auriga [intellect]
  ALN-056 x4;   # The Sulaco [skill]
  ALN-059 x4;   # Earth [humanity]
}
deck xenos "Xenos" {
  ALN-031 x1; ALN-032 x1;   # The Dragon: Nobody Can Stop It, Main [might]
  ALN-040 x1;               # Salivating Xenomorph, cost 3: Salivate, Main [intellect]
  card "Pebble" { type supporting_character; team xenomorph; cost 0; atk 1; def 1; health 1; keyword swarm; }
  card "Brute" { type supporting_character; team xenomorph; cost 0; atk 1; def 3; health 3; }
  ALN-058 x20;              # Fury 161 [might]
  ALN-057 x20;              # The Auriga [intellect]
  "Pebble" x19;
}
)";

// After set-up (the first player's first Resource Step), `turns` rounds:
// the first player passes (drawing two `company_draw` after its first
// turn), the second draws two `xenos_draw` and puts a `location` face up.
// Ends in the second player's Recruit Step.
void xenos_build(Vs2pcgTable& t, int turns, const std::string& location, const std::string& xenos_draw,
                 const std::string& company_draw = "The Nostromo") {
  for (int i = 0; i < turns; ++i) {
    if (i > 0) t.draw({company_draw, company_draw});
    t.pass_turn();
    t.draw({xenos_draw, xenos_draw});
    t.take("location", location);
    if (i + 1 < turns) t.pass_turn();
  }
}

// R-SP-02, R-SP-04, R-SP-05, R-GT-13, R-GT-15 (000:392-404, 000:693, 000:697):
// 000:392 and 000:400: "Main" powers in the Main Phase, paid by turning a
// Location with the symbol face down or discarding one from hand; 000:404:
// once each turn. ALN-031 The Dragon, Nobody Can Stop It: it readies.
TEST_P(Powers, Aln031_TheDragonReadiesItselfOncePerTurn) {
  Vs2pcgTable t(GetParam(), decks, {"corp", "xenos"});
  t.set_up({"front", "front"}, {{}, {}}, {"The Nostromo", "Fury 161"});
  xenos_build(t, 1, "Fury 161", "Fury 161");
  t.skip_to("attack");
  // Ready, and nothing to pay the power with but Fury 161s: it is offered
  // (payable), but readying a ready character changes nothing.
  EXPECT_TRUE(t.offers("use", "The Dragon"));
  t.take("attack", "The Dragon");
  t.take("target", "Warrant Officer Ripley");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("second.front_row"), "[The Dragon {exhausted=1}]");
  t.take("use", "The Dragon");
  // Payment: the face-up Fury in the Resource Row or one from hand.
  EXPECT_EQ(t.offered("turn_down"), Names{"Fury 161"});
  EXPECT_EQ(zone_size(t.field("second.hand")), 8u);
  t.take("turn_down", "Fury 161");
  EXPECT_EQ(t.field("second.resource_row"), "[Fury 161 {face_down=1}]");
  EXPECT_EQ(t.field("second.front_row"), "[The Dragon {used 0}]");
  EXPECT_FALSE(t.offers("use", "The Dragon"));  // once each turn
  EXPECT_TRUE(t.offers("attack", "The Dragon"));
}

// R-RS-02 (000:193): three The Auriga face up at once: Locations are not
// unique.
// ALN-040 Salivating Xenomorph, Salivate: with fewer than three cards in
// hand, draw until three. Nine Pebbles (Swarm, cost 0) empty the hand.
TEST_P(Powers, Aln040_SalivateDrawsUpToThree) {
  Vs2pcgTable t(GetParam(), decks, {"corp", "xenos"});
  t.set_up({"front", "front"}, {{}, {"Salivating Xenomporh", "Pebble", "Pebble", "Pebble"}},
           {"The Nostromo", "The Auriga"});
  xenos_build(t, 3, "The Auriga", "Pebble");
  // Hand: Salivating, 3 Pebbles, 3 Auriga, + 6 Pebbles drawn, - 3 Auriga played.
  EXPECT_EQ(zone_size(t.field("second.hand")), 10u);
  t.take("recruit_front", "Salivating Xenomporh");
  while (t.offers("recruit_front", "Pebble")) t.take("recruit_front", "Pebble");
  EXPECT_EQ(t.field("second.hand"), "[]");
  t.skip_to("use");
  // Its cost is [intellect]: only the face-up Aurigas pay (the hand is empty).
  t.take("use", "Salivating Xenomporh");
  EXPECT_EQ(t.offered("turn_down"), (Names{"The Auriga", "The Auriga", "The Auriga"}));
  EXPECT_EQ(t.offered("discard"), Names{});
  t.take("turn_down", "The Auriga");
  t.draw({"Pebble", "Pebble", "Fury 161"});
  EXPECT_EQ(zone_size(t.field("second.hand")), 3u);
  EXPECT_EQ(t.field("phase"), "main");
}

// 000:400: a power whose symbol no Location can pay is not offered: the
// Xenos have no [energy]/[skill]/[humanity] Location, the Dragon's [might]
// power needs a Fury 161.
TEST_P(Powers, NoPayingLocationNoPower) {
  Vs2pcgTable t(GetParam(), decks, {"corp", "xenos"});
  t.set_up({"front", "front"}, {{}, {"The Auriga", "The Auriga", "The Auriga"}}, {"The Nostromo", "The Auriga"});
  xenos_build(t, 1, "The Auriga", "The Auriga");
  t.skip_to("attack");
  EXPECT_FALSE(t.offers("use", "The Dragon"));
}

// The company: Parker (cost 3) in the Front Row after three turns of The
// Nostromo; the Xenos' Brute (cost 0) waits in their Front Row.
Vs2pcgTable company_with(EngineKind kind, const Names& hand) {
  Vs2pcgTable t(kind, decks, {"corp", "xenos"});
  t.set_up({"front", "back"}, {hand, {"Brute"}}, {"The Nostromo", "Fury 161"});
  for (int turn = 0; turn < 3; ++turn) {
    if (turn > 0) t.draw({"The Nostromo", "The Nostromo"});
    t.take("location", "The Nostromo");
    if (turn == 2) return t;
    t.pass_turn();
    t.draw({"Fury 161", "Fury 161"});
    if (turn == 0) {
      t.skip_to("recruit_front");
      t.take("recruit_front", "Brute");
    }
    t.pass_turn();
  }
  return t;
}

// ALN-015 Parker, Cattle Prod (Main [energy]): an enemy Front Row character
// goes to its Back Row and loses its +1/+1 counters.
TEST_P(Powers, Aln015_ParkerProdsAnEnemyToTheBackRow) {
  Vs2pcgTable t = company_with(GetParam(), {"Parker"});
  t.take("recruit_front", "Parker");
  t.skip_to("use");
  t.take("use", "Parker");
  t.take("turn_down", "The Nostromo");
  EXPECT_EQ(t.offered("prod"), Names{"Brute"});  // The Dragon stands in the Back Row
  t.take("prod", "Brute");
  EXPECT_EQ(t.field("second.front_row"), "[]");
  EXPECT_EQ(t.field("second.back_row"), "[Brute, The Dragon]");
}

// ALN-023 M41A Pulse Rifle, M-40 Grenades (Main [energy], an Equipment's
// power): the chosen Back Row enemy gets 3 -1/-1 counters; 000:284: DEF
// reduced to 0 stuns it at once (the Dragon: DEF 4 - 3 = 1, not stunned).
TEST_P(Powers, Aln023_GrenadesPutThreeMinusCounters) {
  Vs2pcgTable t = company_with(GetParam(), {"M41A Pulse Rifle"});
  t.take("equip", "M41A Pulse Rifle");
  t.take("onto", "Warrant Officer Ripley");
  t.skip_to("use");
  t.take("use", "M41A Pulse Rifle");
  t.take("turn_down", "The Nostromo");
  EXPECT_EQ(t.offered("grenade"), Names{"The Dragon"});
  t.take("grenade", "The Dragon");
  EXPECT_EQ(t.field("second.back_row"), "[The Dragon {minus=3}]");
}

// R-CN-04 (000:284):
// 000:284 through the grenades: the Brute (DEF 3), moved to the Back Row by
// Parker's Cattle Prod, gets three -1/-1 counters: DEF 0, stunned at once.
TEST_P(Powers, Aln023_DefReducedToZeroStuns) {
  Vs2pcgTable t = company_with(GetParam(), {"Parker", "M41A Pulse Rifle"});
  // 3 Recruit Points: Parker (3) only; the Rifle next turn.
  t.take("recruit_front", "Parker");
  t.skip_to("use");
  t.take("use", "Parker");
  t.take("turn_down", "The Nostromo");
  t.take("prod", "Brute");
  t.pass_turn();
  t.draw({"Fury 161", "Fury 161"});
  t.pass_turn();
  t.draw({"The Nostromo", "The Nostromo"});
  t.take("location", "The Nostromo");
  t.take("equip", "M41A Pulse Rifle");
  t.take("onto", "Parker");
  t.skip_to("use");
  t.take("use", "M41A Pulse Rifle");
  t.take("turn_down", "The Nostromo");
  t.take("grenade", "Brute");
  EXPECT_EQ(t.field("second.back_row"), "[Brute {face_down=1, exhausted=1, wounds=1}, The Dragon]");
}

// R-SP-02 (000:392): a Build power, used in the Build Phase.
// ALN-024 MU-TH-ER 6000, Access Mother (Build [intellect], an Equipment's):
// draw two cards, in the Recruit Step (README.md: Build powers are used in
// the Recruit Step).
TEST_P(Powers, Aln024_AccessMotherDrawsTwoInTheBuildPhase) {
  Vs2pcgTable t = company_with(GetParam(), {"MU-TH-ER 6000", "The Auriga"});
  t.take("equip", "MU-TH-ER 6000");
  t.take("onto", "Warrant Officer Ripley");
  EXPECT_TRUE(t.offers("use", "MU-TH-ER 6000"));
  std::size_t hand = zone_size(t.field("first.hand"));
  t.take("use", "MU-TH-ER 6000");
  EXPECT_EQ(t.offered("discard"), Names{"The Auriga"});  // no face-up [intellect]
  t.take("discard", "The Auriga");
  t.draw({"Earth", "The Sulaco"});
  EXPECT_EQ(zone_size(t.field("first.hand")), hand + 1);  // -1 discarded, +2 drawn
  EXPECT_EQ(t.field("phase"), "recruit");
}

// R-SP-06 (000:406): each symbol of the cost is paid.
// ALN-014 CMO Clemens: two powers; "Do you trust me with a needle?" costs
// [skill][humanity], each paid by its own Location (000:406). Nothing is
// wounded: the power is used, paid, and heals nothing (README.md ruling).
TEST_P(Powers, Aln014_TwoSymbolCostTwoLocations) {
  Vs2pcgTable t = company_with(GetParam(), {"CMO Clemens", "The Sulaco", "Earth"});
  t.take("recruit_front", "CMO Clemens");
  t.skip_to("use");
  // Earth pays Warrant Officer Ripley's Hide in the Shadows too.
  EXPECT_EQ(t.offered("use"), (Names{"CMO Clemens", "CMO Clemens", "Warrant Officer Ripley"}));
  t.take("use CMO Clemens#6/Do you trust me with a needle?");
  EXPECT_EQ(t.offered("discard"), Names{"The Sulaco"});  // [skill] first
  t.take("discard", "The Sulaco");
  EXPECT_EQ(t.offered("discard"), Names{"Earth"});  // then [humanity]
  t.take("discard", "Earth");
  EXPECT_EQ(t.field("first.front_row"), "[CMO Clemens {used 1}, Warrant Officer Ripley]");
  EXPECT_EQ(t.field("phase"), "main");
}

// ALN-001 Warrant Officer Ripley, Hide in the Shadows (Main [humanity]):
// one of her side's characters is dazed yet holds on to its Equipment (a
// plain daze KOs it, 000:300, 000:312). No wound.
TEST_P(Powers, Aln001_HideInTheShadowsKeepsTheEquipment) {
  Vs2pcgTable t = company_with(GetParam(), {"M41A Pulse Rifle", "Earth"});
  t.take("equip", "M41A Pulse Rifle");
  t.take("onto", "Warrant Officer Ripley");
  t.skip_to("use");
  t.take("use Warrant Officer Ripley#1/Hide in the Shadows");
  EXPECT_EQ(t.offered("discard"), Names{"Earth"});
  t.take("discard", "Earth");
  EXPECT_EQ(t.offered("daze"), Names{"Warrant Officer Ripley"});
  t.take("daze", "Warrant Officer Ripley");
  EXPECT_EQ(t.field("first.front_row"), "[Warrant Officer Ripley {face_down=1, exhausted=1, used 0}]");
  EXPECT_EQ(t.field("first.equipment"), "[M41A Pulse Rifle {on=1}]");
  // A stunned character loses its powers (000:296): the rifle's grenades
  // remain (an Equipment's power), Ripley's power is used and face down.
  EXPECT_FALSE(t.offers("use Warrant Officer Ripley#1/Hide in the Shadows"));
}

// R-SP-07, R-CT-09, R-RL-06, R-DB-06 (000:461, 000:132, 000:459, 000:658):
// 000:406 "You have to pay for all of them" and 000:461 (a Location pays
// for one power): with the Weylan-Yutani Complex ([skill] or [humanity]) and
// The Sulaco ([skill]) in hand, the [skill] is paid by The Sulaco only, so
// that the Complex is left for the [humanity]; the Complex, a company
// Special Location, pays for CMO Clemens, a company character (000:658).
TEST_P(Powers, Aln014_EachSymbolLeavesAPayerForTheOther) {
  Vs2pcgTable t = company_with(GetParam(), {"CMO Clemens", "Weylan-Yutani Complex", "The Sulaco"});
  t.take("recruit_front", "CMO Clemens");
  t.skip_to("use");
  t.take("use CMO Clemens#6/Do you trust me with a needle?");
  EXPECT_EQ(t.offered("discard"), Names{"The Sulaco"});
  t.take("discard", "The Sulaco");
  EXPECT_EQ(t.field("game.paid"), "1");
  EXPECT_EQ(t.offered("discard"), Names{"Weylan-Yutani Complex"});
  t.take("discard", "Weylan-Yutani Complex");
  EXPECT_EQ(t.field("game.paid"), "0");
  EXPECT_EQ(t.field("first.front_row"), "[CMO Clemens {used 1}, Warrant Officer Ripley]");
  // Medical Attention ([skill]): the face-up Nostromos do not pay it, and
  // nothing is left in hand with [skill].
  EXPECT_FALSE(t.offers("use", "CMO Clemens"));
}

const char* const spitter_decks = R"(
deck crew "Crew" {
  ALN-001 x1; ALN-002 x1;
  card "Medic" { type supporting_character; team company; cost 0; atk 1; def 2; health 2; }
  ALN-059 x40;  # Earth
}
deck spitters "Spitters" {
  ALN-029 x1; ALN-030 x1;   # The Queen
  ALN-042 x3;   # Xenomorph Spitter, cost 4 (Swarm): Spit Acid, Main [energy]
  ALN-055 x40;  # The Nostromo [energy]
}
)";

// ALN-042 Xenomorph Spitter, Spit Acid (Main [energy]): two -1/-1 counters
// on an enemy character, and again for each other Spitter on your side.
// Two Spitters (recruited on the Xenos' fourth and fifth turns): one uses
// it, two rounds. The Medic (DEF 2) is stunned by its two counters (000:284).
TEST_P(Powers, Aln042_SpitAcidOnceMoreForEachOtherSpitter) {
  Vs2pcgTable t(GetParam(), spitter_decks, {"crew", "spitters"});
  t.set_up({"front", "front"}, {{"Medic"}, {"Xenomorph Spitter", "Xenomorph Spitter"}}, {"Earth", "The Nostromo"});
  t.take("location", "Earth");
  t.take("recruit_back", "Medic");
  for (int turn = 1; turn <= 5; ++turn) {
    t.pass_turn();
    t.draw({"The Nostromo", "The Nostromo"});
    t.take("location", "The Nostromo");
    if (turn >= 4) t.take("recruit_front", "Xenomorph Spitter");
    if (turn < 5) {
      t.pass_turn();
      t.draw({"Earth", "Earth"});
    }
  }
  t.skip_to("use");
  EXPECT_EQ(t.offered("use").size(), 2u);
  t.take("use", "Xenomorph Spitter");
  t.take("turn_down", "The Nostromo");
  EXPECT_EQ(t.offered("spit"), (Names{"Medic", "Warrant Officer Ripley"}));
  t.take("spit", "Warrant Officer Ripley");
  EXPECT_EQ(t.field("first.front_row"), "[Warrant Officer Ripley {minus=2}]");
  t.take("spit", "Medic");
  EXPECT_EQ(t.field("first.back_row"), "[Medic {face_down=1, exhausted=1, wounds=1}]");
  // Two rounds, then the Main Phase goes on: the other Spitter's power.
  EXPECT_EQ(t.offered("use"), Names{"Xenomorph Spitter"});
  t.take("use", "Xenomorph Spitter");
  t.take("turn_down", "The Nostromo");
  EXPECT_EQ(t.offered("spit"), Names{"Warrant Officer Ripley"});  // the Medic is stunned
  t.take("spit", "Warrant Officer Ripley");
  // DEF 5 - 4 = 1: the first counter of the third round stuns her; a
  // stunned character can't gain counters (000:304): the second is lost.
  t.take("spit", "Warrant Officer Ripley");
  EXPECT_EQ(t.field("first.front_row"), "[Warrant Officer Ripley {face_down=1, exhausted=1, wounds=1}]");
}

const char* const sister_decks = R"(
deck sisters "Sisters" {
  ALN-005 x1; ALN-006 x1;   # Sister Ripley: Your A** is Already on the Line, Main [intellect]
  card "Medic" { type supporting_character; team company; cost 0; atk 1; def 2; health 2; }
  card "Guard" { type supporting_character; team company; cost 0; atk 1; def 3; health 2; }
  ALN-057 x40;  # The Auriga [intellect]
}
deck hive "Hive" {
  ALN-029 x1; ALN-030 x1;
  ALN-060 x40;  # Space
}
)";

// Sister Ripley in the Front Row with the Medic and the Guard (cost 0) on
// her first turn, one Auriga face up, in her Main Phase.
Vs2pcgTable sisters(EngineKind kind) {
  Vs2pcgTable t(kind, sister_decks, {"sisters", "hive"});
  t.set_up({"front", "front"}, {{"Medic", "Guard"}, {}}, {"The Auriga", "Space"});
  t.take("location", "The Auriga");
  t.take("recruit_front", "Medic");
  t.take("recruit_front", "Guard");
  t.skip_to("use");
  t.take("use", "Sister Ripley");
  t.take("turn_down", "The Auriga");
  return t;
}

// ALN-005 Sister Ripley, Your A** is Already on the Line (Main
// [intellect]): a +1/+1 counter on each of up to two characters in your
// Front Row: two different ones; the second choice no longer offers the
// first; the marks end with the power.
TEST_P(Powers, Aln005_CountersOnUpToTwoFrontRowCharacters) {
  Vs2pcgTable t = sisters(GetParam());
  EXPECT_EQ(t.offered("counter"), (Names{"Guard", "Medic", "Sister Ripley"}));
  EXPECT_TRUE(t.offers("stop"));
  t.take("counter", "Medic");
  EXPECT_EQ(t.offered("counter"), (Names{"Guard", "Sister Ripley"}));
  t.take("counter", "Sister Ripley");
  EXPECT_EQ(t.field("first.front_row"), "[Guard, Medic {plus=1}, Sister Ripley {plus=1, used 0}]");
  EXPECT_TRUE(t.offers("end_main"));
}

// "Up to": stopping after one counter ends the power.
TEST_P(Powers, Aln005_StopAfterOne) {
  Vs2pcgTable t = sisters(GetParam());
  t.take("counter", "Guard");
  t.take("stop");
  EXPECT_EQ(t.field("first.front_row"), "[Guard {plus=1}, Medic, Sister Ripley {used 0}]");
  EXPECT_EQ(t.field("game.effect_stop"), "0");
  EXPECT_TRUE(t.offers("end_main"));
}

// R-RL-06, R-DB-06 (000:459, 000:658): a Special Location makes its team's
// symbols only for a member of its team. The Xenos hold the Company's
// Weylan-Yutani Complex, which makes [intellect], and a The Auriga: only
// The Auriga pays the Salivating Xenomorph's [intellect].
TEST_P(Powers, RRl06_AnotherTeamsSpecialLocationDoesNotPay) {
  const char* decks = R"(
deck corp "Company" { ALN-001 x1; ALN-002 x1; ALN-055 x20; }
deck xenos "Xenos" {
  ALN-031 x1; ALN-032 x1;   # The Dragon
  ALN-040 x1;               # Salivating Xenomorph, cost 3: Salivate, Main [intellect]
  ALN-026 x1;               # Weylan-Yutani Complex: the Company's Special Location
  ALN-057 x1;               # The Auriga [intellect]
  ALN-058 x20;              # Fury 161 [might]
}
)";
  Vs2pcgTable t(GetParam(), decks, {"corp", "xenos"});
  t.set_up({"front", "front"}, {{}, {"Salivating Xenomporh", "Weylan-Yutani Complex", "The Auriga"}},
           {"The Nostromo", "Fury 161"});
  xenos_build(t, 3, "Fury 161", "Fury 161");
  t.take("recruit_front", "Salivating Xenomporh");
  t.skip_to("attack");
  t.take("use", "Salivating Xenomporh");
  EXPECT_EQ(t.offered("turn_down"), Names{});
  EXPECT_EQ(t.offered("discard"), Names{"The Auriga"});
}

INSTANTIATE_TEST_SUITE_P(Engines, Powers, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return engine_name(info.param); });

}  // namespace
}  // namespace canbeat::testing
