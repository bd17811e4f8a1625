// Predator Battles cards (games/vs2pcg/predator-battles.cards) as scenario
// tests, on both engines: the rulebook's examples of them ("001" is
// ../shared/seeds/001_7b361cf90076b544.txt) and the abilities it states.
// Where the rulebook cut a card's text off, the card file's chosen effect is
// what is checked (predator-battles.cards says which).
//
// The Prey table ("prey_t", Dutch 3/5) goes first; the Hunters (Jungle
// Hunter 3/5, Level Up 4) second. Cost-0 test characters make the fights:
// Walls (0/5, Health 9) that only a 5 ATK stuns, Brutes (9/9) that stun
// anything, and Cubs and a Pup to be wounded.
#include <gtest/gtest.h>

#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class PredatorCards : public ::testing::TestWithParam<EngineKind> {};

using Names = std::vector<std::string>;

const char* const decks = R"(
deck prey_t "Prey Table" {
  PRD-001 x1; PRD-002 x1;   # Dutch (3/5)
  PRD-005 x1;               # Royce, cost 4
  PRD-006 x1;               # Edwin, cost 2
  PRD-007 x1;               # Lambert, cost 3: No Autographs
  card "Scout" { type supporting_character; team prey; cost 0; atk 1; def 1; health 3; }
  card "Marine" { type supporting_character; team company; cost 0; atk 1; def 1; health 3; }
  # A Company twist that does nothing: playable only with a face-up
  # Company member on your side (000:330).
  card "Company Order" { type plot_twist; team company; power "Company Order" main { } }
  ALN-057 x2;   # The Auriga [intellect]
  card "Wall A" { type supporting_character; team prey; cost 0; atk 0; def 5; health 9; }
  card "Wall B" { type supporting_character; team prey; cost 0; atk 0; def 5; health 9; }
  card "Wall C" { type supporting_character; team prey; cost 0; atk 0; def 5; health 9; }
  card "Wall D" { type supporting_character; team prey; cost 0; atk 0; def 5; health 9; }
  card "Brawler" { type supporting_character; team prey; cost 0; atk 9; def 9; health 9; }
  PRD-010 x2;   # Los Angeles [skill]
  ALN-058 x2;   # Fury 161 [might]
  ALN-059 x30;  # Earth [humanity]
}
deck hunters "Hunters" {
  PRD-011 x1; PRD-012 x1;   # Jungle Hunter (3/5), Level Up 4; Level 2 (6/8)
  PRD-018 x1;               # Tracker (2/2), cost 4
  card "Brute A" { type supporting_character; team predator; cost 0; atk 9; def 9; health 9; }
  card "Brute B" { type supporting_character; team predator; cost 0; atk 9; def 9; health 9; }
  card "Brute C" { type supporting_character; team predator; cost 0; atk 9; def 9; health 9; }
  card "Brute D" { type supporting_character; team predator; cost 0; atk 9; def 9; health 9; }
  card "Cub" { type supporting_character; team predator; cost 0; atk 1; def 1; health 3; }
  card "Pup" { type supporting_character; team predator; cost 0; atk 1; def 1; health 1; }
  ALN-058 x2;   # Fury 161 [might]
  ALN-060 x30;  # Space [alien]
}
)";

// The option "use Card#N/Power", or "" when it is not offered.
std::string power_key(const Vs2pcgTable& t, const std::string& card, const std::string& power) {
  std::string head = "use " + card + "#", tail = "/" + power;
  for (const std::string& k : t.engine().option_keys())
    if (k.compare(0, head.size(), head) == 0 && k.size() >= tail.size() &&
        k.compare(k.size() - tail.size(), tail.size(), tail) == 0)
      return k;
  return "";
}

void attack(Vs2pcgTable& t, const std::string& attacker, const std::string& defender) {
  t.take("attack", attacker);
  t.take("target", defender);
  t.take("pass");
  t.take("pass");
}

bool shows(const std::string& zone, const std::string& text) { return zone.find(text) != std::string::npos; }

const std::string trophy = "The Demon Who Makes Trophies of Man";

// Turns in seat order from the draw of the Hunters' turn (or the Prey's,
// `hunters_first` false): `resources[i]` is the Location played face up in
// turn i ("" none, "down:X": X face down), nothing else is done; each draw
// is two fillers (Space for the Hunters, Earth for the Prey). Ends at the
// draw of the turn after the last.
void turns(Vs2pcgTable& t, const Names& resources, bool hunters_first = true) {
  for (std::size_t i = 0; i < resources.size(); ++i) {
    t.draw((i % 2 == 0) == hunters_first ? Names{"Space", "Space"} : Names{"Earth", "Earth"});
    const std::string& r = resources[i];
    if (r.rfind("down:", 0) == 0) t.take("resource", r.substr(5));
    else if (!r.empty()) t.take("location", r);
    t.pass_turn();
  }
}

// EX-001-15, R-TR-01 (001:543): Tracker has +1/+1 for each different basic
// Location type on all sides. Earth (humanity, twice: one type), Space and
// Fury 161 (alien, might) face up: three types, 5/5, so his attack stuns
// a 0/5 Wall.
TEST_P(PredatorCards, Ex001_15_TrackerCountsEachTypeOnAllSidesOnce) {
  Vs2pcgTable t(GetParam(), decks, {"prey_t", "hunters"});
  t.set_up({"front", "front"}, {{"Wall A", "Earth"}, {"Tracker", "Fury 161"}}, {"Earth", "Space"});
  t.take("location", "Earth");
  t.take("recruit_front", "Wall A");
  t.pass_turn();
  turns(t, {"Space", "Earth", "Fury 161", "", "Space", ""});
  t.draw({"Space", "Space"});
  t.take("location", "Space");
  t.take("recruit_front", "Tracker");
  t.skip_to("attack");
  attack(t, "Tracker", "Wall A");
  EXPECT_TRUE(shows(t.field("first.front_row"), "Wall A {face_down=1, exhausted=1, wounds=1}")) << t.field("first.front_row");
}

// The same with Space for Fury 161 and a Los Angeles (skill) played face
// down: two types (humanity, alien), 4/4: the Wall stays face up. Counting
// each Location (six) or the face-down one (chosen not to, C-30) would
// stun it.
TEST_P(PredatorCards, Ex001_15_TrackerIgnoresRepeatsAndFaceDownLocations) {
  Vs2pcgTable t(GetParam(), decks, {"prey_t", "hunters"});
  t.set_up({"front", "front"}, {{"Wall A", "Earth", "Los Angeles"}, {"Tracker"}}, {"Earth", "Space"});
  t.take("location", "Earth");
  t.take("recruit_front", "Wall A");
  t.pass_turn();
  turns(t, {"Space", "Earth", "Space", "down:Los Angeles", "Space", ""});
  t.draw({"Space", "Space"});
  t.take("location", "Space");
  t.take("recruit_front", "Tracker");
  t.skip_to("attack");
  attack(t, "Tracker", "Wall A");
  EXPECT_TRUE(shows(t.field("first.front_row"), "Wall A]") || shows(t.field("first.front_row"), "Wall A,"))
      << t.field("first.front_row");
}

// The Hunters' side after the Prey recruited Walls A-D and the Hunters
// Brutes A-D (all cost 0), in the Hunters' first Main Phase.
Vs2pcgTable walls_and_brutes(EngineKind kind) {
  Vs2pcgTable t(kind, decks, {"prey_t", "hunters"});
  t.set_up({"front", "front"}, {{"Wall A", "Wall B", "Wall C", "Wall D"}, {"Brute A", "Brute B", "Brute C", "Brute D", "Space"}},
           {"Earth", "Space"});
  t.take("location", "Earth");
  for (const char* w : {"Wall A", "Wall B", "Wall C", "Wall D"}) t.take("recruit_front", w);
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.take("location", "Space");
  for (const char* b : {"Brute A", "Brute B", "Brute C", "Brute D"}) t.take("recruit_front", b);
  t.skip_to("attack");
  return t;
}

// EX-001-06 (001:409-421): Jungle Hunter's Level Up (4); its condition is
// cut off after "When a character on your side" (chosen: stuns the
// defender of its attack). Each stun is an XP on the set-aside Level 2;
// the fourth swaps them: the Level 1 is set aside, the counters gone.
TEST_P(PredatorCards, Ex001_06_JungleHunterLevelsUpAtFourXp) {
  Vs2pcgTable t = walls_and_brutes(GetParam());
  attack(t, "Brute A", "Wall A");
  EXPECT_EQ(t.field("second.set_aside"), "[Jungle Hunter {xp=1}]");
  attack(t, "Brute B", "Wall B");
  attack(t, "Brute C", "Wall C");
  EXPECT_EQ(t.field("second.set_aside"), "[Jungle Hunter {xp=3}]");
  attack(t, "Brute D", "Wall D");
  EXPECT_EQ(t.field("second.set_aside"), "[Jungle Hunter]");
  // The Level 2 (6/8) is in play: its power is the Level 2 card's.
  EXPECT_TRUE(shows(t.field("second.front_row"), "Jungle Hunter")) << t.field("second.front_row");
}

// EX-001-03, EX-001-05 (001:385, 001:393): The Demon Who Makes Trophies of
// Man is a Main power, offered in your Main Phase with no combat going on,
// paid with Space (alien) turned face down or discarded from hand; chosen
// effect: KO a stunned enemy Supporting Character.
TEST_P(PredatorCards, Ex001_03_05_TrophiesInTheMainPhasePaidWithSpace) {
  for (bool discard : {false, true}) {
    SCOPED_TRACE(discard ? "discard" : "turn down");
    Vs2pcgTable t = walls_and_brutes(GetParam());
    // Offered in the Main Phase (a power is offered whenever it can be
    // paid; with nothing to take it does nothing, like ALN-049's twist).
    EXPECT_NE(power_key(t, "Jungle Hunter", trophy), "");
    t.take("attack", "Brute A");
    t.take("target", "Wall A");
    // In the combat it is not offered (a Main power, 000:392).
    EXPECT_EQ(power_key(t, "Jungle Hunter", trophy), "");
    t.take("pass");
    t.take("pass");
    std::string use = power_key(t, "Jungle Hunter", trophy);
    ASSERT_NE(use, "");
    t.engine().apply(use);
    t.take(discard ? "discard" : "turn_down", "Space");
    t.take("trophy", "Wall A");
    EXPECT_TRUE(shows(t.field("first.ko_pile"), "Wall A")) << t.field("first.ko_pile");
    EXPECT_EQ(t.field("second.resource_row"), discard ? "[Space]" : "[Space {face_down=1}]");
    EXPECT_TRUE(shows(t.field("second.ko_pile"), "Space") == discard) << t.field("second.ko_pile");
    // Once a turn (000:404): another stunned Wall, not offered again.
    attack(t, "Brute B", "Wall B");
    EXPECT_EQ(power_key(t, "Jungle Hunter", trophy), "");
  }
}

// EX-001-13, R-RY-01 (001:559): Royce's We're Going to Kill Them All moves
// a wound from an enemy character to a different enemy Supporting
// Character: the Cub (wounded by the Brawler's stun) is healed, the Pup
// (Health 1) wounded, so KO'd. The Cub is not offered to be wounded again,
// nor is the Main Character (Supporting only).
TEST_P(PredatorCards, Ex001_13_RoyceMovesAWound) {
  Vs2pcgTable t(GetParam(), decks, {"prey_t", "hunters"});
  t.set_up({"front", "front"}, {{"Brawler", "Royce", "Fury 161"}, {"Cub", "Pup"}}, {"Earth", "Space"});
  t.take("location", "Fury 161");
  t.take("recruit_front", "Brawler");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.take("location", "Space");
  t.take("recruit_front", "Cub");
  t.take("recruit_front", "Pup");
  t.pass_turn();
  turns(t, {"Earth", "Space", "Earth", "Space"}, false);
  t.draw({"Earth", "Earth"});
  t.take("location", "Earth");
  t.take("recruit_back", "Royce");
  t.skip_to("attack");
  attack(t, "Brawler", "Cub");
  ASSERT_TRUE(shows(t.field("second.front_row"), "Cub {face_down=1, exhausted=1, wounds=1}")) << t.field("second.front_row");
  std::string use = power_key(t, "Royce", "We're Going to Kill Them All");
  ASSERT_NE(use, "");
  t.engine().apply(use);
  t.take("turn_down", "Fury 161");
  EXPECT_EQ(t.offered("heal"), (Names{"Cub"}));
  t.take("heal", "Cub");
  EXPECT_EQ(t.offered("wound"), (Names{"Pup"}));
  t.take("wound", "Pup");
  EXPECT_TRUE(shows(t.field("second.front_row"), "Cub {face_down=1, exhausted=1}")) << t.field("second.front_row");
  EXPECT_TRUE(shows(t.field("second.ko_pile"), "Pup")) << t.field("second.ko_pile");
}

// Without a wounded enemy there is no wound to move: paid, it does nothing.
TEST_P(PredatorCards, Ex001_13_RoyceNeedsAWoundToMove) {
  Vs2pcgTable t(GetParam(), decks, {"prey_t", "hunters"});
  t.set_up({"front", "front"}, {{"Royce", "Fury 161"}, {"Cub", "Pup"}}, {"Earth", "Space"});
  t.take("location", "Fury 161");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.take("location", "Space");
  t.take("recruit_front", "Cub");
  t.take("recruit_front", "Pup");
  t.pass_turn();
  turns(t, {"Earth", "Space", "Earth", "Space"}, false);
  t.draw({"Earth", "Earth"});
  t.take("location", "Earth");
  t.take("recruit_back", "Royce");
  t.skip_to("end_main");
  std::string use = power_key(t, "Royce", "We're Going to Kill Them All");
  ASSERT_NE(use, "");
  t.engine().apply(use);
  t.take("turn_down", "Fury 161");
  EXPECT_FALSE(t.offers("heal"));
  EXPECT_FALSE(t.offers("wound"));
  EXPECT_EQ(t.field("second.front_row"), "[Cub, Jungle Hunter, Pup]");
}

// The Prey's fifth turn (its third), three Earths in its Resource Row,
// `first_turn` recruited in its first turn (cost 0), in its Recruit Step.
Vs2pcgTable prey_third_turn(EngineKind kind, const Names& hand, const Names& first_turn) {
  Vs2pcgTable t(kind, decks, {"prey_t", "hunters"});
  t.set_up({"front", "front"}, {hand, {}}, {"Earth", "Space"});
  t.take("location", "Earth");
  for (const std::string& c : first_turn) t.take("recruit_front", c);
  t.pass_turn();
  turns(t, {"", "Earth", ""});
  t.draw({"Earth", "Earth"});
  t.take("location", "Earth");
  return t;
}

// EX-001-12, R-LA-01 (001:547): Lambert has every Good Team Affiliation.
// Face up, he lets you play a Company Plot Twist (000:330) with no Company
// character on your side; without him it is not offered.
TEST_P(PredatorCards, Ex001_12_LambertPlaysAnyGoodTwist) {
  Vs2pcgTable t = prey_third_turn(GetParam(), {"Lambert", "Company Order"}, {});
  t.skip_to("end_main");
  EXPECT_FALSE(t.offers("play", "Company Order"));
  t.pass_turn();
  turns(t, {""});
  t.draw({"Earth", "Earth"});
  t.take("location", "Earth");
  t.take("recruit_front", "Lambert");
  t.skip_to("end_main");
  EXPECT_TRUE(t.offers("play", "Company Order"));
}

// EX-001-12: he team attacks with any Good character of his row (the
// Company's Marine, the Prey's Scout, Dutch); the Marine and the Scout share no
// team, so neither may join the other's attack (000:254), but Lambert may
// join the Scout's.
TEST_P(PredatorCards, Ex001_12_LambertTeamAttacksWithAnyGoodCharacter) {
  Vs2pcgTable t = prey_third_turn(GetParam(), {"Lambert", "Marine", "Scout"}, {"Marine", "Scout"});
  t.take("recruit_front", "Lambert");
  t.skip_to("attack");
  t.take("attack", "Lambert");
  EXPECT_EQ(t.offered("with"), (Names{"Dutch", "Marine", "Scout"}));
}

TEST_P(PredatorCards, Ex001_12_WithoutLambertNoCrossTeamAttack) {
  Vs2pcgTable t = prey_third_turn(GetParam(), {"Lambert", "Marine", "Scout"}, {"Marine", "Scout"});
  t.take("recruit_front", "Lambert");
  t.skip_to("attack");
  t.take("attack", "Scout");
  EXPECT_EQ(t.offered("with"), (Names{"Dutch", "Lambert"}));
}

// EX-001-14, R-ED-01 (001:518-520): Edwin is Good (he team attacks with the
// Prey's Scout) until he uses I Like It Here, which this copy may use only
// after I Wouldn't Do That; then he is Evil, on no Good team (vs2pcg.rules
// `affiliated`): the Scout no longer joins him.
TEST_P(PredatorCards, Ex001_14_EdwinTurnsEvil) {
  Vs2pcgTable t(GetParam(), decks, {"prey_t", "hunters"});
  t.set_up({"front", "front"}, {{"Edwin", "Scout", "The Auriga"}, {}}, {"Earth", "Space"});
  t.take("location", "Earth");
  t.take("recruit_front", "Scout");
  t.pass_turn();
  turns(t, {""});
  t.draw({"Earth", "Earth"});
  t.take("location", "The Auriga");
  t.take("recruit_front", "Edwin");
  t.skip_to("end_main");
  EXPECT_EQ(power_key(t, "Edwin", "I Like It Here"), "");
  std::string wouldnt = power_key(t, "Edwin", "I Wouldn't Do That");
  ASSERT_NE(wouldnt, "");
  t.engine().apply(wouldnt);
  t.take("turn_down", "Earth");
  std::string like = power_key(t, "Edwin", "I Like It Here");
  ASSERT_NE(like, "");
  t.engine().apply(like);
  t.take("turn_down", "The Auriga");
  EXPECT_TRUE(shows(t.field("first.front_row"), "Edwin {turning=2,")) << t.field("first.front_row");
  t.take("attack", "Scout");
  EXPECT_EQ(t.offered("with"), (Names{"Dutch"}));
}

// Still Good, Edwin and the Scout attack together (so does Dutch, Prey).
TEST_P(PredatorCards, Ex001_14_GoodEdwinTeamsWithThePrey) {
  Vs2pcgTable t(GetParam(), decks, {"prey_t", "hunters"});
  t.set_up({"front", "front"}, {{"Edwin", "Scout", "The Auriga"}, {}}, {"Earth", "Space"});
  t.take("location", "Earth");
  t.take("recruit_front", "Scout");
  t.pass_turn();
  turns(t, {""});
  t.draw({"Earth", "Earth"});
  t.take("location", "The Auriga");
  t.take("recruit_front", "Edwin");
  t.skip_to("attack");
  t.take("attack", "Scout");
  EXPECT_EQ(t.offered("with"), (Names{"Dutch", "Edwin"}));
}

INSTANTIATE_TEST_SUITE_P(Engines, PredatorCards, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return engine_name(info.param); });

}  // namespace
}  // namespace canbeat::testing
