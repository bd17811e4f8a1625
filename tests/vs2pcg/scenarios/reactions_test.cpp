// Predator Battles: Reactions, Death Trap and Vocal Mimicry
// (../shared/seeds/001_7b361cf90076b544.txt "001"; docs/vs2pcg/
// rulebook-examples.md; games/vs2pcg/plot_twists.rules and
// predator-battles.cards) as scenario tests, on both engines.
//
// - EX-001-07, R-SP-08 (001:397-399): PRD-005 Royce's Reaction "But I'm
//   Fast" cancels an enemy Plot Twist: paid as a Super Power (000:400), the
//   twist has no effect and goes to its owner's KO pile; declined, the twist
//   resolves. C-22 (CHOSEN, README.md): no Any Turn symbol is needed, the
//   Reaction is used on the enemy's turn. Once each turn (000:404).
// - R-DT-01 (001:512-514): PRD-009 Death Trap played from the Resource Row
//   while face down there; then to the KO pile and replaced by a card of the
//   deck, face down (a chance: the deck is unordered); with no deck, no
//   replacement, and it is still playable.
// - EX-001-17, R-VM-01 (001:553-555): PRD-029 Vocal Mimicry copies one of
//   the three One of a Kind Plot Twists.
#include <gtest/gtest.h>

#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class Reactions : public ::testing::TestWithParam<EngineKind> {};

using Names = std::vector<std::string>;

// The Prey (Dutch, Royce, Death Trap, Auriga: intellect) against hunters
// (Jungle Hunter; Gambit, a Main twist without a team whose effect is a
// draw, so that "no effect" shows; Drone, a cost 0 predator).
const char* const decks = R"(
deck quarry "Prey" {
  PRD-001 x1; PRD-002 x1;   # Dutch
  PRD-005 x1;               # Royce: But I'm Fast (Reaction, intellect)
  PRD-009 x2;               # Death Trap
  ALN-057 x30;              # The Auriga (intellect)
}
deck short_quarry "Prey with a short deck" {
  PRD-001 x1; PRD-002 x1;
  PRD-009 x1;
  ALN-057 x7;
}
deck hunters "Hunters" {
  PRD-011 x1; PRD-012 x1;   # Jungle Hunter
  card "Gambit" x2 { type plot_twist; power "Gambit" main { draw_card(you); } }
  card "Drone" { type supporting_character; team predator; cost 0; atk 1; def 1; health 2; }
  # A Reaction of the test's own (any card may carry one): cancel, for alien.
  card "Lookout" { type supporting_character; team predator; cost 0; atk 1; def 1; health 2;
    power "Not So Fast" reaction(enemy_plays_twist) alien { set cancelled = 1; }
  }
  PRD-029 x1;               # Vocal Mimicry
  ALN-060 x30;              # Space
}
)";

const char* filler(const std::string& seat) { return seat == "first" ? "The Auriga" : "Space"; }

// n turns: each player draws its filler, puts one face up as a resource and
// does nothing more.
void play_turns(Vs2pcgTable& t, int n) {
  for (int i = 0; i < n; ++i) {
    const std::string seat = t.field("game.active") == "0" ? "first" : "second";
    while (t.pending() == "chance " + seat) t.take("draw", filler(seat));
    if (t.offers("location", filler(seat))) t.take("location", filler(seat));
    t.pass_turn();
  }
}

// The Prey (first) recruit Royce in their fourth turn (4 Aurigas face up, 4
// Recruit Points); the hunters' fourth turn reaches its Main Phase, Gambits
// in hand.
Vs2pcgTable royce_scene(EngineKind kind) {
  Vs2pcgTable t(kind, decks, {"quarry", "hunters"});
  t.set_up({"front", "front"}, {{"Royce", "The Auriga"}, {"Gambit", "Gambit"}}, {"The Auriga", "Space"});
  play_turns(t, 6);
  t.draw({"The Auriga", "The Auriga"});
  t.take("location", "The Auriga");
  t.take("recruit_front", "Royce");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.skip_to("play");
  return t;
}

// EX-001-07 (001:399): the hunters play Gambit on their own turn; the Prey
// may react with Royce (no Any Turn symbol needed, C-22) or decline. Paid
// by turning an Auriga face down (000:400), the twist is cancelled: no
// draw, not used, in its owner's KO pile.
TEST_P(Reactions, Ex001_07_RoyceCancelsAnEnemyPlotTwist) {
  Vs2pcgTable t = royce_scene(GetParam());
  const std::string hand = t.field("second.hand");
  t.take("play", "Gambit");
  EXPECT_EQ(t.pending(), "player first");
  EXPECT_EQ(t.offered("react"), Names{"Royce"});
  EXPECT_TRUE(t.offers("decline"));
  t.take("react", "Royce");
  t.take("turn_down", "The Auriga");
  EXPECT_EQ(t.pending(), "player second");
  EXPECT_EQ(t.field("second.ko_pile"), "[Gambit]");
  EXPECT_EQ(zone_size(t.field("second.hand")), zone_size(hand) - 1);
  EXPECT_EQ(t.field("game.cancelled"), "0");
  EXPECT_EQ(t.field("first.front_row"), "[Dutch, Royce {used 1}]");
  EXPECT_NE(t.field("first.resource_row").find("The Auriga {face_down=1}"), std::string::npos);
}

// EX-001-07: the Location may be discarded from hand instead (000:400).
TEST_P(Reactions, Ex001_07_PaidWithALocationFromHand) {
  Vs2pcgTable t = royce_scene(GetParam());
  const std::size_t hand = zone_size(t.field("first.hand"));
  t.take("play", "Gambit");
  t.take("react", "Royce");
  t.take("discard", "The Auriga");
  EXPECT_EQ(zone_size(t.field("first.hand")), hand - 1);
  EXPECT_EQ(t.field("first.ko_pile"), "[The Auriga]");
  EXPECT_EQ(t.field("second.ko_pile"), "[Gambit]");
}

// EX-001-07: declined, the twist resolves: its draw, then the KO pile.
TEST_P(Reactions, Ex001_07_DeclinedTheTwistResolves) {
  Vs2pcgTable t = royce_scene(GetParam());
  t.take("play", "Gambit");
  t.take("decline");
  EXPECT_EQ(t.pending(), "chance second");
  t.take("draw", "Space");
  EXPECT_EQ(t.field("second.ko_pile"), "[Gambit {used 0}]");
  EXPECT_EQ(t.field("first.front_row"), "[Dutch, Royce]");
}

// 000:404, R-SP-08: a Reaction, like any Super Power, once each turn: the
// second Gambit of the turn is not offered to Royce (the Prey could still
// pay: Aurigas face up and in hand), it resolves at once.
TEST_P(Reactions, ReactionOncePerTurn) {
  Vs2pcgTable t = royce_scene(GetParam());
  t.take("play", "Gambit");
  t.take("react", "Royce");
  t.take("turn_down", "The Auriga");
  t.take("play", "Gambit");
  EXPECT_EQ(t.pending(), "chance second");
  t.take("draw", "Space");
  EXPECT_EQ(t.field("second.ko_pile"), "[Gambit, Gambit {used 0}]");
}

// R-DT-01 (001:514): the Prey put a Death Trap face down as a resource; the
// hunters recruit a Drone. In their next Main Phase the Prey play the Death
// Trap from the Resource Row (Dutch is a face-up Prey member): it wounds
// the Drone, goes to the KO pile face up, and a card of the deck, drawn by
// chance, takes its place face down.
TEST_P(Reactions, DeathTrapFromTheResourceRow) {
  Vs2pcgTable t(GetParam(), decks, {"quarry", "hunters"});
  t.set_up({"front", "front"}, {{"Death Trap"}, {"Drone"}}, {"The Auriga", "Space"});
  t.take("resource", "Death Trap");
  EXPECT_EQ(t.field("first.resource_row"), "[Death Trap {face_down=1}]");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Drone");
  t.pass_turn();
  t.draw({"The Auriga", "The Auriga"});
  t.skip_to("play");
  EXPECT_EQ(t.offered("play"), Names{"Death Trap"});
  t.take("play", "Death Trap");
  t.take("wound", "Drone");
  EXPECT_EQ(t.field("second.front_row"), "[Drone {wounds=1}, Jungle Hunter]");
  EXPECT_EQ(t.field("first.ko_pile"), "[Death Trap {used 0}]");
  EXPECT_EQ(t.pending(), "chance first");
  t.take("replace", "The Auriga");
  EXPECT_EQ(t.field("first.resource_row"), "[The Auriga {face_down=1}]");
  EXPECT_EQ(t.pending(), "player first");
}

// R-DT-01 (001:514): with no cards in the deck it is still played, and
// nothing replaces it. The short deck is empty after the set-up's seven
// cards and the Prey's draw of their second turn.
TEST_P(Reactions, DeathTrapWithAnEmptyDeck) {
  Vs2pcgTable t(GetParam(), decks, {"short_quarry", "hunters"});
  t.set_up({"front", "front"}, {{"Death Trap"}, {"Drone"}}, {"The Auriga", "Space"});
  t.take("resource", "Death Trap");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Drone");
  t.pass_turn();
  while (t.pending() == "chance first") t.take("draw", "The Auriga");
  EXPECT_EQ(t.field("first.deck"), "[]");
  t.skip_to("play");
  t.take("play", "Death Trap");
  t.take("wound", "Drone");
  EXPECT_EQ(t.field("first.ko_pile"), "[Death Trap {used 0}]");
  EXPECT_EQ(t.field("first.resource_row"), "[]");
  EXPECT_EQ(t.pending(), "player first");
}

// R-DT-01 with a Reaction (CHOSEN, README.md): the hunters' Lookout
// cancels the Death Trap played from the Resource Row (paid with their
// face-up Space): no wound, not used, in the KO pile; it was played, so a
// card of the deck still takes its place.
TEST_P(Reactions, DeathTrapCancelledIsStillReplaced) {
  Vs2pcgTable t(GetParam(), decks, {"quarry", "hunters"});
  t.set_up({"front", "front"}, {{"Death Trap"}, {"Lookout"}}, {"The Auriga", "Space"});
  t.take("resource", "Death Trap");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.take("location", "Space");
  t.take("recruit_front", "Lookout");
  t.pass_turn();
  t.draw({"The Auriga", "The Auriga"});
  t.skip_to("play");
  t.take("play", "Death Trap");
  EXPECT_EQ(t.pending(), "player second");
  t.take("react", "Lookout");
  t.take("turn_down", "Space");
  EXPECT_EQ(t.field("second.front_row"), "[Jungle Hunter, Lookout {used 0}]");
  EXPECT_EQ(t.field("first.ko_pile"), "[Death Trap]");
  EXPECT_EQ(t.pending(), "chance first");
  t.take("replace", "The Auriga");
  EXPECT_EQ(t.field("first.resource_row"), "[The Auriga {face_down=1}]");
}

// A Death Trap in hand plays as usual, and a face-up card of the Resource
// Row is not a Death Trap face down: no Death Trap in the row is offered
// once it is played (R-DT-01 speaks of the face-down card only).
TEST_P(Reactions, DeathTrapFromHandIsNotReplaced) {
  Vs2pcgTable t(GetParam(), decks, {"quarry", "hunters"});
  t.set_up({"front", "front"}, {{"Death Trap"}, {"Drone"}}, {"The Auriga", "Space"});
  t.take("location", "The Auriga");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Drone");
  t.pass_turn();
  t.draw({"The Auriga", "The Auriga"});
  t.skip_to("play");
  t.take("play", "Death Trap");
  t.take("wound", "Drone");
  EXPECT_EQ(t.field("first.resource_row"), "[The Auriga]");
  EXPECT_EQ(t.pending(), "player first");
}

// EX-001-17, R-VM-01 (001:555): Vocal Mimicry offers exactly the three One
// of a Kind Plot Twists, the cards as printed (`cards`): none of them is in
// this game's decks. Copying "Over Here." gives the hunters' attacker
// +0/+3 this combat. It is an Any Turn Combat twist of the Predators
// (Jungle Hunter, face up, is one).
TEST_P(Reactions, Ex001_17_VocalMimicryCopiesAOneOfAKindTwist) {
  Vs2pcgTable t(GetParam(), decks, {"quarry", "hunters"});
  t.set_up({"front", "front"}, {{}, {"Vocal Mimicry"}}, {"The Auriga", "Space"});
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.skip_to("attack");
  t.take("attack", "Jungle Hunter");
  t.take("target", "Dutch");
  t.take("play", "Vocal Mimicry");
  EXPECT_EQ(t.engine().option_keys(), (Names{"copy Any Time.", "copy Over Here.", "copy Turn Around."}));
  t.take("copy Over Here.");
  EXPECT_EQ(t.offered("over_here"), Names{"Jungle Hunter"});
  t.take("over_here", "Jungle Hunter");
  EXPECT_EQ(t.field("second.front_row"), "[Jungle Hunter {exhausted=1, attacking=1, combat_def=3}]");
  EXPECT_EQ(t.field("second.ko_pile"), "[Vocal Mimicry {used 0}]");
}

INSTANTIATE_TEST_SUITE_P(Engines, Reactions, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return engine_name(info.param); });

}  // namespace
}  // namespace canbeat::testing
