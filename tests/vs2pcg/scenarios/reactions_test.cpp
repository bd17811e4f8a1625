// Predator Battles: Reactions and Death Trap
// (../shared/seeds/001_7b361cf90076b544.txt "001"; docs/vs2pcg/
// rulebook-examples.md; games/vs2pcg/plot_twists.rules and
// predator-battles.cards) as scenario tests, on both engines. EX-001-07
// (Royce's But I'm Fast) and EX-001-17 (Vocal Mimicry) are in
// ex001-07-royce-reaction.scenario and ex001-17-vocal-mimicry.scenario.
//
// - R-DT-01 (001:512-514): PRD-009 Death Trap played from the Resource Row
//   while face down there; then to the KO pile and replaced by a card of the
//   deck, face down (a chance: the deck is unordered); with no deck, no
//   replacement, and it is still playable.
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

INSTANTIATE_TEST_SUITE_P(Engines, Reactions, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return engine_name(info.param); });

}  // namespace
}  // namespace canbeat::testing
