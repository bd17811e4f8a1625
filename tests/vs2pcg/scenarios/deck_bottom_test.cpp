// The deck's known bottom and the Alien Battles cards that use it
// (games/vs2pcg/alien-battles.cards), as scenario tests on both engines: a
// deck is its shuffled part on top of the known cards effects put on its
// bottom, in order (../shared/DESIGN.md, "The seam"; vs2pcg.rules,
// `deck_bottom`; actions.rules, "the deck"). Draws take the shuffled part by
// chance, then the bottom in order ("Running Out of Cards", 000:469);
// ALN-003/004 Lt. Ripley's Gear Up and ALN-029/030 The Queen's They're
// Coming Out of the Walls! reveal the top five and put the rest on the
// bottom; ALN-018 Brother Dillon's Eulogy puts a KO'd character there and
// gives its ATK and DEF to the Main Character this turn. Seed:
// ../shared/seeds/000_03a9bc82aad99cdb.txt ("000"); Falconer's We're the
// Game: 001_7b361cf90076b544.txt ("001"). The rulings these tests follow are
// in games/vs2pcg/README.md, "Rulings".
#include <gtest/gtest.h>

#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class DeckBottom : public ::testing::TestWithParam<EngineKind> {};

using Names = std::vector<std::string>;

const char* const decks = R"(
# Lt. Ripley's deck: seven Earths make the opening hand; the deck keeps two
# Equipment, three Rookies and two Earths.
deck gear "Gear" {
  ALN-003 x1; ALN-004 x1;   # Lt. Ripley (2/4, Ranged): Gear Up (Build, humanity)
  card "Test Shield" x2 { type equipment; cost 0; }
  card "Rookie" x3 { type supporting_character; team company; cost 0; atk 2; def 3; health 3; }
  ALN-059 x9;   # Earth [humanity]
}
# The Queen's deck: seven Spaces make the opening hand; the deck keeps
# three Adolescent Xenomorphs and two Xenomorph Ambushers (Swarm), a Drone
# (no Swarm) and three Spaces.
deck queen "Queen" {
  ALN-029 x1; ALN-030 x1;   # The Queen (2/5): They're Coming Out of the Walls! (Build, alien)
  ALN-036 x3;   # Adolescent Xenomorph, Swarm
  ALN-037 x2;   # Xenomorph Ambusher, Swarm
  card "Drone" { type supporting_character; team xenomorph; cost 0; atk 1; def 1; health 1; }
  ALN-060 x10;  # Space [alien]
}
# The Queen with no Swarm character in her deck: three Drones, four Spaces.
deck lean_queen "Queen without Swarm" {
  ALN-029 x1; ALN-030 x1;
  card "Drone" x3 { type supporting_character; team xenomorph; cost 0; atk 1; def 1; health 1; }
  ALN-060 x11;
}
# Kane's deck: Kane and six Earths make the opening hand; the deck keeps
# an Equipment, three Rookies and one Earth.
deck scout "Scout" {
  ALN-003 x1; ALN-004 x1;
  ALN-011 x1;   # Kane, cost 2: Explore
  card "Test Shield" { type equipment; cost 0; }
  card "Rookie" x3 { type supporting_character; team company; cost 0; atk 2; def 3; health 3; }
  ALN-059 x7;
}
# Lt. Ripley levelling up in her first turn: a Rookie, a Private and two
# Shields in hand with an Earth and The Sulaco (skill); the deck keeps an
# M41A Pulse Rifle, a Power Loader and three Earths.
deck armory "Armory" {
  ALN-003 x1; ALN-004 x1;
  card "Test Shield" x2 { type equipment; cost 0; }
  card "Rookie" { type supporting_character; team company; cost 0; atk 2; def 3; health 3; }
  card "Private" { type supporting_character; team company; cost 0; atk 2; def 3; health 3; }
  ALN-023 x1;   # M41A Pulse Rifle, Equipment, cost 1
  ALN-025 x1;   # Power Loader, Equipment, cost 3
  ALN-056 x1;   # The Sulaco [skill]
  ALN-059 x5;
}
# Dutch's Prey with Brother Dillon and a Death Trap (PRD-009, 001:512-514):
# Dillon, the Death Trap and two Veterans in the opening hand with three
# Earths; the deck keeps eight Earths, drawn by turn 9.
deck mourning_prey "Prey in mourning" {
  PRD-001 x1; PRD-002 x1;   # Dutch
  ALN-018 x1;
  PRD-009 x1;   # Death Trap
  card "Veteran" x2 { type supporting_character; team company; cost 0; atk 5; def 3; health 3; }
  ALN-059 x11;
}
# Falconer (PRD-013, Level Up 3: We're the Game, 001:539) without Drones.
deck lonely "Falconer" {
  PRD-013 x1; PRD-014 x1;
  ALN-055 x30;  # The Nostromo
}
# Brother Dillon's side: Warrant Officer Ripley (2/5), Dillon (cost 5) and
# two Veterans (5/3) whose second copy powers up the first (000:445-449),
# so one lies in the KO pile.
deck mourners "Mourners" {
  ALN-001 x1; ALN-002 x1;   # Warrant Officer Ripley (2/5, Health 5)
  ALN-018 x1;   # Brother Dillon, cost 5: Eulogy (Main, humanity)
  card "Veteran" x2 { type supporting_character; team company; cost 0; atk 5; def 3; health 3; }
  ALN-059 x30;  # Earth
}
# The Grunt (6/7): Ripley's 2 ATK can't stun it, its 6 ATK stuns her (DEF 5).
deck hive "Hive" {
  ALN-029 x1; ALN-030 x1;
  card "Grunt" { type supporting_character; team xenomorph; cost 0; atk 6; def 7; health 9; }
  ALN-060 x30;  # Space
}
)";

// The option "use Card#N/Power" of `card`'s power `power`, or "".
std::string power_key(const Vs2pcgTable& t, const std::string& card, const std::string& power) {
  for (const std::string& k : t.engine().option_keys())
    if (k.rfind("use " + card + "#", 0) == 0 && k.size() > power.size() &&
        k.compare(k.size() - power.size() - 1, std::string::npos, "/" + power) == 0)
      return k;
  return "";
}

// Every option of the pending decision has `label`.
bool only(const Vs2pcgTable& t, const std::string& label) {
  for (const std::string& k : t.engine().option_keys())
    if (k.rfind(label + " ", 0) != 0) return false;
  return true;
}

// Lt. Ripley's side goes first (no draw in turn 1): an Earth into the
// Resource Row face up, then Gear Up in the Recruit Step, paid by turning
// it down.
Vs2pcgTable gear_up(EngineKind kind, const std::string& enemy, const std::string& enemy_filler) {
  Vs2pcgTable t(kind, decks, {"gear", enemy});
  t.set_up({"front", "front"}, {{}, {}}, {"Earth", enemy_filler});
  t.take("location", "Earth");
  t.take(power_key(t, "Lt. Ripley", "Gear Up"));
  t.take("turn_down", "Earth");
  return t;
}

// ALN-003 Lt. Ripley, Gear Up (Build [humanity], 000:392): the top five are
// revealed, each a chance over the shuffled part (as a draw is, 000:164);
// she takes one of the two Equipment among them into her hand, and puts the
// other four on the bottom in the order she chooses. The bottom is
// observed in that order; the shuffled part keeps the two unrevealed cards.
TEST_P(DeckBottom, Aln003_GearUpTakesAnEquipmentAndOrdersTheRest) {
  Vs2pcgTable t = gear_up(GetParam(), "queen", "Space");
  EXPECT_EQ(t.pending(), "chance first");
  EXPECT_EQ(t.offered("reveal"), (Names{"Earth", "Earth", "Rookie", "Rookie", "Rookie", "Test Shield", "Test Shield"}));
  for (const char* c : {"Test Shield", "Rookie", "Rookie", "Test Shield", "Earth"}) t.take("reveal", c);
  EXPECT_EQ(t.field("first.revealed"), "[Earth, Rookie, Rookie, Test Shield, Test Shield]");
  EXPECT_EQ(t.pending(), "player first");
  EXPECT_EQ(t.offered("take"), (Names{"Test Shield", "Test Shield"}));
  t.take("take", "Test Shield");
  EXPECT_TRUE(only(t, "bottom"));
  EXPECT_EQ(t.offered("bottom"), (Names{"Earth", "Rookie", "Rookie", "Test Shield"}));
  for (const char* c : {"Rookie", "Test Shield", "Earth", "Rookie"}) t.take("bottom", c);
  EXPECT_EQ(t.field("first.deck_bottom"), "[Rookie, Test Shield, Earth, Rookie]");
  EXPECT_EQ(t.field("first.revealed"), "[]");
  EXPECT_EQ(t.field("first.deck"), "[Earth, Rookie]");
  EXPECT_EQ(t.field("first.hand"), "[Earth, Earth, Earth, Earth, Earth, Earth, Test Shield]");
  // The power is done: back in the Recruit Step.
  EXPECT_TRUE(t.offers("end_recruit"));
}

// Drawing through the bottom (000:469, actions.rules "the deck"): in turn 3
// the draws are a chance over the shuffled part only (the bottom's cards
// are not offered); in turn 5, the shuffled part empty, she draws the
// bottom's first two cards in order, with no chance decision.
TEST_P(DeckBottom, Aln003_DrawsReachTheBottomInOrder) {
  Vs2pcgTable t = gear_up(GetParam(), "queen", "Space");
  for (const char* c : {"Test Shield", "Rookie", "Rookie", "Test Shield", "Earth"}) t.take("reveal", c);
  t.take("take", "Test Shield");
  for (const char* c : {"Rookie", "Test Shield", "Earth", "Rookie"}) t.take("bottom", c);
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.pass_turn();
  EXPECT_EQ(t.offered("draw"), (Names{"Earth", "Rookie"}));
  t.draw({"Earth", "Rookie"});
  EXPECT_EQ(t.field("first.deck"), "[]");
  t.pass_turn();
  t.draw({"Space", "Drone"});
  t.pass_turn();
  // Turn 5: no draw decision; the Resource Step is the first.
  EXPECT_EQ(t.field("turn"), "5");
  EXPECT_EQ(t.pending(), "player first");
  EXPECT_TRUE(t.offers("no_resource"));
  EXPECT_EQ(t.field("first.deck_bottom"), "[Earth, Rookie]");
  EXPECT_EQ(t.field("first.hand"),
            "[Earth, Earth, Earth, Earth, Earth, Earth, Earth, Rookie, Rookie, Test Shield, Test Shield]");
}

// Gear Up with fewer than five cards, no Equipment, all from the bottom:
// in turn 3 the shuffled part is drawn empty and the bottom holds four
// cards; Gear Up reveals those four in order, with no chance (fewer than
// five: the deck holds only four), offers no Equipment to take, and she
// puts all four back on the bottom in a new order.
TEST_P(DeckBottom, Aln003_GearUpFromTheBottomWithNoEquipment) {
  Vs2pcgTable t = gear_up(GetParam(), "queen", "Space");
  for (const char* c : {"Test Shield", "Rookie", "Rookie", "Rookie", "Earth"}) t.take("reveal", c);
  t.take("take", "Test Shield");
  for (const char* c : {"Rookie", "Earth", "Rookie", "Rookie"}) t.take("bottom", c);
  EXPECT_EQ(t.field("first.deck"), "[Earth, Test Shield]");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.pass_turn();
  t.draw({"Earth", "Test Shield"});
  t.skip_to("end_recruit");
  t.take(power_key(t, "Lt. Ripley", "Gear Up"));
  t.take("discard", "Earth");
  EXPECT_EQ(t.pending(), "player first");
  EXPECT_TRUE(only(t, "bottom"));
  EXPECT_EQ(t.field("first.revealed"), "[Earth, Rookie, Rookie, Rookie]");
  EXPECT_EQ(t.field("first.deck_bottom"), "[]");
  for (const char* c : {"Earth", "Rookie", "Rookie", "Rookie"}) t.take("bottom", c);
  EXPECT_EQ(t.field("first.deck_bottom"), "[Earth, Rookie, Rookie, Rookie]");
  EXPECT_TRUE(t.offers("end_recruit"));
}

// A reveal is a reveal (001:539, We're the Game; triggers.rules reveals):
// Gear Up by the enemy of Falconer's side gives his set-aside Level 2 an XP,
// however many cards are revealed.
TEST_P(DeckBottom, Aln003_GearUpIsARevealForFalconer) {
  Vs2pcgTable t(GetParam(), decks, {"lonely", "gear"});
  t.set_up({"front", "front"}, {{}, {}}, {"The Nostromo", "Earth"});
  t.take("location", "The Nostromo");
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.take("location", "Earth");
  t.take(power_key(t, "Lt. Ripley", "Gear Up"));
  t.take("turn_down", "Earth");
  for (const char* c : {"Rookie", "Rookie", "Rookie", "Test Shield", "Test Shield"}) t.take("reveal", c);
  t.take("take", "Test Shield");
  for (const char* c : {"Rookie", "Rookie", "Rookie", "Test Shield"}) t.take("bottom", c);
  EXPECT_EQ(t.field("first.set_aside"), "[Falconer {xp=1}]");
  EXPECT_EQ(t.field("second.deck"), "[]");
}

// ALN-011 Kane's Explore through the bottom (README, "Kane's Explore"):
// Gear Up reveals the whole deck and puts four cards on the bottom; in turn
// 3 both draws come from the bottom in order (no decision); Kane, recruited,
// finds no basic Location in the empty shuffled part, so the reveal goes on
// through the bottom to its first basic Location (the Earth), and the rest
// is shuffled back: the bottom merges into the deck (000:473).
TEST_P(DeckBottom, Aln011_ExploreGoesOnThroughTheBottom) {
  Vs2pcgTable t(GetParam(), decks, {"scout", "queen"});
  t.set_up({"front", "front"}, {{"Kane"}, {}}, {"Earth", "Space"});
  t.take("location", "Earth");
  t.take(power_key(t, "Lt. Ripley", "Gear Up"));
  t.take("turn_down", "Earth");
  for (const char* c : {"Rookie", "Earth", "Rookie", "Test Shield", "Rookie"}) t.take("reveal", c);
  t.take("take", "Test Shield");
  for (const char* c : {"Rookie", "Rookie", "Earth", "Rookie"}) t.take("bottom", c);
  EXPECT_EQ(t.field("first.deck"), "[]");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.pass_turn();
  EXPECT_EQ(t.field("turn"), "3");
  EXPECT_EQ(t.field("first.deck_bottom"), "[Earth, Rookie]");
  t.take("location", "Earth");
  t.take("recruit_front", "Kane");
  EXPECT_EQ(t.field("first.deck_bottom"), "[]");
  EXPECT_EQ(t.field("first.deck"), "[Rookie]");
  EXPECT_EQ(t.field("first.hand"), "[Earth, Earth, Earth, Earth, Earth, Rookie, Rookie, Test Shield]");
}

// The Queen's side goes first: a Space face up, then They're Coming Out of
// the Walls! in the Recruit Step, paid by turning it down.
Vs2pcgTable walls(EngineKind kind, const std::string& deck) {
  Vs2pcgTable t(kind, decks, {deck, "gear"});
  t.set_up({"front", "front"}, {{}, {}}, {"Space", "Earth"});
  t.take("location", "Space");
  t.take(power_key(t, "The Queen", "They're Coming Out of the Walls!"));
  t.take("turn_down", "Space");
  return t;
}

// ALN-029 The Queen, They're Coming Out of the Walls! (Build [alien]): of
// the five revealed, a Swarm character is chosen (the Adolescents and the
// Ambusher, not the Drone), then any number of the other revealed cards of
// its name (one more Adolescent, then "done"); they go to her hand, the
// rest on the bottom in the order she chooses.
TEST_P(DeckBottom, Aln029_ASwarmCharacterAndAnyOfItsName) {
  Vs2pcgTable t = walls(GetParam(), "queen");
  for (const char* c : {"Adolescent Xenomorph", "Xenomorph Ambusher", "Adolescent Xenomorph", "Drone",
                        "Adolescent Xenomorph"})
    t.take("reveal", c);
  EXPECT_EQ(t.offered("take"),
            (Names{"Adolescent Xenomorph", "Adolescent Xenomorph", "Adolescent Xenomorph", "Xenomorph Ambusher"}));
  EXPECT_FALSE(t.offers("done"));
  t.take("take", "Adolescent Xenomorph");
  EXPECT_EQ(t.offered("take"), (Names{"Adolescent Xenomorph", "Adolescent Xenomorph"}));
  EXPECT_TRUE(t.offers("done"));
  t.take("take", "Adolescent Xenomorph");
  t.take("done");
  EXPECT_TRUE(only(t, "bottom"));
  EXPECT_EQ(t.offered("bottom"), (Names{"Adolescent Xenomorph", "Drone", "Xenomorph Ambusher"}));
  for (const char* c : {"Drone", "Adolescent Xenomorph", "Xenomorph Ambusher"}) t.take("bottom", c);
  EXPECT_EQ(t.field("first.deck_bottom"), "[Drone, Adolescent Xenomorph, Xenomorph Ambusher]");
  EXPECT_EQ(t.field("first.hand"),
            "[Adolescent Xenomorph, Adolescent Xenomorph, Space, Space, Space, Space, Space, Space]");
  EXPECT_EQ(t.field("first.deck"), "[Space, Space, Space, Xenomorph Ambusher]");
  EXPECT_TRUE(t.offers("end_recruit"));
}

// ALN-029: once every revealed card of the chosen name is taken, there is
// nothing more to ask ("done" is not offered); the Ambusher chosen first
// brings the other Ambusher only.
TEST_P(DeckBottom, Aln029_AllOfTheNameTaken) {
  Vs2pcgTable t = walls(GetParam(), "queen");
  for (const char* c : {"Xenomorph Ambusher", "Adolescent Xenomorph", "Xenomorph Ambusher", "Space",
                        "Adolescent Xenomorph"})
    t.take("reveal", c);
  t.take("take", "Xenomorph Ambusher");
  EXPECT_EQ(t.offered("take"), (Names{"Xenomorph Ambusher"}));
  t.take("take", "Xenomorph Ambusher");
  EXPECT_TRUE(only(t, "bottom"));
  EXPECT_EQ(t.offered("bottom"), (Names{"Adolescent Xenomorph", "Adolescent Xenomorph", "Space"}));
  for (const char* c : {"Space", "Adolescent Xenomorph", "Adolescent Xenomorph"}) t.take("bottom", c);
  EXPECT_EQ(t.field("first.deck_bottom"), "[Space, Adolescent Xenomorph, Adolescent Xenomorph]");
  EXPECT_EQ(t.field("first.hand"), "[Space, Space, Space, Space, Space, Space, Xenomorph Ambusher, Xenomorph Ambusher]");
}

// ALN-029 with no Swarm character revealed: nothing is taken, all five go
// to the bottom in the order she chooses.
TEST_P(DeckBottom, Aln029_NoSwarmCharacterRevealed) {
  Vs2pcgTable t = walls(GetParam(), "lean_queen");
  for (const char* c : {"Drone", "Space", "Drone", "Space", "Drone"}) t.take("reveal", c);
  EXPECT_TRUE(only(t, "bottom"));
  EXPECT_EQ(t.offered("bottom"), (Names{"Drone", "Drone", "Drone", "Space", "Space"}));
  for (const char* c : {"Space", "Drone", "Drone", "Space", "Drone"}) t.take("bottom", c);
  EXPECT_EQ(t.field("first.deck_bottom"), "[Space, Drone, Drone, Space, Drone]");
  EXPECT_EQ(t.field("first.hand"), "[Space, Space, Space, Space, Space, Space]");
  EXPECT_EQ(t.field("first.deck"), "[Space, Space]");
}

// From the game's first turn: `turns` turns of the Mourners, each putting an
// Earth face down; the Hive recruits its Grunt in its first turn and passes.
// Ends in the Mourners' Recruit Step with `turns` resources.
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

// R-SS-01 (000:473: after searching your deck, shuffle it).
// ALN-004 Lt. Ripley, I Can Handle Myself, searches the bottom too, and the
// search shuffles the deck (000:473): Gear Up takes the M41A and puts the
// Power Loader on the bottom with the three Earths; three Equipment appear
// on her side (M41A on her, a Shield on the Rookie and the Private: Level
// Up 3, 000:418);
// the Level 2 searches: only the bottom's Power Loader is offered; after
// the search the bottom is shuffled into the deck.
TEST_P(DeckBottom, Aln004_ICanHandleMyselfSearchesTheBottomAndShuffles) {
  Vs2pcgTable t(GetParam(), decks, {"armory", "queen"});
  t.set_up({"front", "front"}, {{"Rookie", "Private", "Test Shield", "Test Shield", "The Sulaco", "Earth"}, {}},
           {"Earth", "Space"});
  t.take("location", "Earth");
  t.take(power_key(t, "Lt. Ripley", "Gear Up"));
  t.take("turn_down", "Earth");
  for (const char* c : {"Earth", "M41A Pulse Rifle", "Earth", "Power Loader", "Earth"}) t.take("reveal", c);
  EXPECT_EQ(t.offered("take"), (Names{"M41A Pulse Rifle", "Power Loader"}));
  t.take("take", "M41A Pulse Rifle");
  for (const char* c : {"Earth", "Power Loader", "Earth", "Earth"}) t.take("bottom", c);
  EXPECT_EQ(t.field("first.deck_bottom"), "[Earth, Power Loader, Earth, Earth]");
  t.take("recruit_front", "Rookie");
  t.take("recruit_front", "Private");
  t.take("equip", "M41A Pulse Rifle");
  t.take("onto", "Lt. Ripley");
  t.take("equip", "Test Shield");
  t.take("onto", "Rookie");
  t.take("equip", "Test Shield");
  t.take("onto", "Private");
  EXPECT_EQ(t.field("first.set_aside"), "[Lt. Ripley {used 0}]");  // the Level 1, replaced
  EXPECT_EQ(t.field("first.ko_pile"), "[]");
  t.skip_to("end_main");
  t.take(power_key(t, "Lt. Ripley", "I Can Handle Myself"));
  t.take("discard", "The Sulaco");
  EXPECT_EQ(t.offered("search"), (Names{"Power Loader"}));
  t.take("search", "Power Loader");
  t.take("onto", "Rookie");
  EXPECT_EQ(t.field("first.deck_bottom"), "[]");
  EXPECT_EQ(t.field("first.deck"), "[Earth, Earth, Earth]");
}

// Death Trap's replacement (001:514) once the shuffled part is empty: the
// bottom's first card, no chance. Dutch's Prey recruit Brother Dillon in
// turn 9, their deck drawn empty; Eulogy puts the KO'd Veteran on the
// bottom (Dutch gets +5/+3 this turn); the Death Trap played from the
// Resource Row wounds the Grunt and the Veteran takes its place face down.
TEST_P(DeckBottom, DeathTrapIsReplacedFromTheBottom) {
  Vs2pcgTable t(GetParam(), decks, {"mourning_prey", "hive"});
  t.set_up({"front", "front"}, {{"Brother Dillon", "Death Trap", "Veteran", "Veteran"}, {"Grunt"}},
           {"Earth", "Space"});
  t.take("resource", "Death Trap");
  for (int i = 1; i < 5; ++i) {
    t.pass_turn();
    t.draw({"Space", "Space"});
    if (i == 1) {
      t.skip_to("recruit_front");
      t.take("recruit_front", "Grunt");
    }
    t.pass_turn();
    t.draw({"Earth", "Earth"});
    t.take("resource", "Earth");
  }
  EXPECT_EQ(t.field("first.deck"), "[]");
  t.take("recruit_front", "Brother Dillon");
  t.take("recruit_front", "Veteran");
  t.skip_to("end_main");
  t.take("power_up", "Veteran");
  t.take("on", "Veteran");
  t.take(power_key(t, "Brother Dillon", "Eulogy"));
  t.take("discard", "Earth");
  t.take("eulogy", "Veteran");
  EXPECT_EQ(t.field("first.deck_bottom"), "[Veteran]");
  EXPECT_EQ(t.field("first.front_row"),
            "[Brother Dillon {used 0}, Dutch {turn_atk=5, turn_def=3}, Veteran {plus=1}]");
  t.take("play", "Death Trap");
  t.take("wound", "Grunt");
  EXPECT_EQ(t.pending(), "player first");
  EXPECT_EQ(t.field("first.deck_bottom"), "[]");
  EXPECT_EQ(t.field("first.resource_row"),
            "[Earth {face_down=1}, Earth {face_down=1}, Earth {face_down=1}, Earth {face_down=1}, Veteran {face_down=1}]");
}

// Brother Dillon recruited in turn 9, a Veteran with him; in the Main
// Phase the second Veteran powers up the first (000:445-449): it lies in
// the KO pile.
Vs2pcgTable mourning(EngineKind kind) {
  Vs2pcgTable t(kind, decks, {"mourners", "hive"});
  t.set_up({"front", "front"}, {{"Brother Dillon", "Veteran", "Veteran"}, {"Grunt"}}, {"Earth", "Space"});
  muster(t, 5);
  t.take("recruit_front", "Brother Dillon");
  t.take("recruit_front", "Veteran");
  t.skip_to("end_main");
  t.take("power_up", "Veteran");
  t.take("on", "Veteran");
  EXPECT_EQ(t.field("first.ko_pile"), "[Veteran]");
  return t;
}

// ALN-018 Brother Dillon, Eulogy (Main [humanity]): the Veteran leaves the
// KO pile for the bottom of the deck; Warrant Officer Ripley (2/5) gets its
// ATK 5 and DEF 3 this turn. As 7/8 she stuns the Grunt (DEF 7, 000:234)
// and its 6 ATK does not stun her; at the end of the turn the bonus is gone.
TEST_P(DeckBottom, Aln018_EulogyGivesTheMainCharacterItsStatsThisTurn) {
  Vs2pcgTable t = mourning(GetParam());
  t.take(power_key(t, "Brother Dillon", "Eulogy"));
  t.take("discard", "Earth");
  EXPECT_EQ(t.offered("eulogy"), (Names{"Veteran"}));
  t.take("eulogy", "Veteran");
  EXPECT_EQ(t.field("first.ko_pile"), "[Earth]");
  EXPECT_EQ(t.field("first.deck_bottom"), "[Veteran]");
  EXPECT_EQ(t.field("first.front_row"),
            "[Brother Dillon {used 0}, Veteran {plus=1}, Warrant Officer Ripley {turn_atk=5, turn_def=3}]");
  t.take("attack", "Warrant Officer Ripley");
  t.take("target", "Grunt");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("second.front_row"), "[Grunt {face_down=1, exhausted=1, wounds=1}, The Queen]");
  EXPECT_EQ(t.field("first.front_row"),
            "[Brother Dillon {used 0}, Veteran {plus=1}, Warrant Officer Ripley {exhausted=1, turn_atk=5, turn_def=3}]");
  t.pass_turn();
  EXPECT_EQ(t.field("first.front_row"), "[Brother Dillon, Veteran {plus=1}, Warrant Officer Ripley {exhausted=1}]");
}

// Without Eulogy the same attack fails both ways: 2 ATK does not stun the
// Grunt, its 6 ATK stuns Ripley (DEF 5). (The control case of the test above.)
TEST_P(DeckBottom, Aln018_WithoutEulogyRipleyFallsToTheGrunt) {
  Vs2pcgTable t = mourning(GetParam());
  t.take("attack", "Warrant Officer Ripley");
  t.take("target", "Grunt");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("second.front_row"), "[Grunt, The Queen]");
  EXPECT_EQ(t.field("first.front_row"),
            "[Brother Dillon, Veteran {plus=1}, Warrant Officer Ripley {face_down=1, exhausted=1, wounds=1}]");
}

// ALN-018 with no character in the KO pile: paid, nothing happens (README,
// "A power with nothing to affect").
TEST_P(DeckBottom, Aln018_EmptyKoPileDoesNothing) {
  Vs2pcgTable t(GetParam(), decks, {"mourners", "hive"});
  t.set_up({"front", "front"}, {{"Brother Dillon"}, {"Grunt"}}, {"Earth", "Space"});
  muster(t, 5);
  t.take("recruit_front", "Brother Dillon");
  t.skip_to("end_main");
  t.take(power_key(t, "Brother Dillon", "Eulogy"));
  t.take("discard", "Earth");
  EXPECT_TRUE(t.offers("end_main"));
  EXPECT_EQ(t.field("first.deck_bottom"), "[]");
  EXPECT_EQ(t.field("first.front_row"), "[Brother Dillon {used 0}, Warrant Officer Ripley]");
}

INSTANTIATE_TEST_SUITE_P(Engines, DeckBottom, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return engine_name(info.param); });

}  // namespace
}  // namespace canbeat::testing
