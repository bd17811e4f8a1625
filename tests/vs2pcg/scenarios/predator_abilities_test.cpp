// Predator Battles abilities (games/vs2pcg/predator-battles.cards; "What's
// New With The Predator Battles", 001:494-559 of
// ../shared/seeds/001_7b361cf90076b544.txt) as scenario tests, on both
// engines: Bond (EX-001-08, R-BD-01, R-SP-10; 001:508-510), Falconer's
// starting Falcon Drone (EX-001-09, R-FA-01, C-27; 001:537), Falconer's
// Level Up "We're the Game" and the Drone's reveal (EX-001-10, R-FA-02;
// 001:539), Mr. Black's Enhanced Bio-Mask (EX-001-11, R-MB-01;
// 001:522-533).
#include <gtest/gtest.h>

#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class PredatorAbilities : public ::testing::TestWithParam<EngineKind> {};

using Names = std::vector<std::string>;

const char* const decks = R"(
deck dutch "Dutch" {
  PRD-001 x1; PRD-002 x1;   # Dutch, 3/5
  card "Shade" { type supporting_character; team prey; cost 0; atk 2; def 2; health 2; keyword invisibility; }
  card "Brute" { type supporting_character; team prey; cost 0; atk 5; def 2; health 3; keyword invisibility; }
  card "Pawn" { type supporting_character; team prey; cost 0; atk 1; def 2; health 3; }
  ALN-011 x1;   # Kane, cost 2: Explore reveals cards of the deck
  ALN-059 x30;  # Earth
}
deck hunters "Hunters" {
  PRD-011 x1; PRD-012 x1;   # Jungle Hunter: his power costs alien
  PRD-017 x1;   # Mr. Black, cost 5, 5/4
  PRD-015 x1;   # Falconer (Supporting), cost 3: Bait and Switch, energy
  PRD-016 x2;   # Falcon Drone
  card "Grunt" { type supporting_character; team predator; cost 0; atk 3; def 2; health 2; }
  ALN-058 x30;  # Fury 161 (might)
}
deck falconers "Falconer" {
  PRD-013 x1; PRD-014 x1;   # Falconer, 2/5, Level Up (3); An Epic Duel costs skill
  PRD-016 x2;   # Falcon Drone
  ALN-055 x58;  # The Nostromo (energy): 60 game cards with the Drones
}
deck lonely "Falconer without Drones" {
  PRD-013 x1; PRD-014 x1;
  ALN-055 x30;  # The Nostromo
}
)";

// Turns `from` to `to` - 1: the turn's player draws two of its filler
// (none on turn 1), puts one into its Resource Row face up and passes.
// Then turn `to` begins likewise and stops in its Recruit Step.
void play_turns(Vs2pcgTable& t, int from, int to, const Names& fillers) {
  for (int turn = from; turn <= to; ++turn) {
    const std::string& filler = fillers[(turn - 1) % 2];
    if (turn > 1) t.draw({filler, filler});
    t.take("location", filler);
    if (turn < to) t.pass_turn();
  }
}

// EX-001-08, R-BD-01 (001:508-510): the Falcon Drone has Bond with
// Falconer: discarded from hand, it pays a symbol of the Supporting
// Falconer's "Bait and Switch" (energy); no Location pays it here (the
// Resource Row holds Fury 161s, might). R-SP-10: a Bond payment is a
// discard, so the power runs with its Amplify text (`amplified`, 000:521);
// no Falconer power has Amplify, so the flag is read while the power waits
// on its choice: the Drone just discarded may come back to the hand.
TEST_P(PredatorAbilities, Ex00108_BondPaysForSupportingFalconer) {
  Vs2pcgTable t(GetParam(), decks, {"dutch", "hunters"});
  t.set_up({"back", "back"}, {{}, {"Falconer", "Falcon Drone"}}, {"Earth", "Fury 161"});
  play_turns(t, 1, 6, {"Earth", "Fury 161"});
  t.take("recruit_front", "Falconer");
  t.skip_to("use");
  // The Drone pays only for Falconer: Jungle Hunter's power (alien) is not offered.
  EXPECT_FALSE(t.offers("use", "Jungle Hunter"));
  t.take("use", "Falconer");
  EXPECT_EQ(t.offered("discard"), Names{"Falcon Drone"});
  EXPECT_EQ(t.offered("turn_down"), Names{});
  t.take("discard", "Falcon Drone");
  EXPECT_EQ(t.field("game.amplified"), "1");
  EXPECT_EQ(t.field("second.ko_pile"), "[Falcon Drone]");
  EXPECT_EQ(t.offered("return"), Names{"Falcon Drone"});
  t.take("return", "Falcon Drone");
  EXPECT_EQ(t.field("game.amplified"), "0");
  EXPECT_EQ(t.field("second.ko_pile"), "[]");
  EXPECT_EQ(t.field("second.resource_row"), "[Fury 161, Fury 161, Fury 161]");  // no Location used
}

// EX-001-08 (001:510: "Main or Supporting"): the Drone pays the Main
// Falconer's An Epic Duel (skill) in his attack; with no skill Location he
// could not use it otherwise. Falconer (2 + 3 this combat) stuns Dutch (DEF 5).
TEST_P(PredatorAbilities, Ex00108_BondPaysForMainFalconer) {
  Vs2pcgTable t(GetParam(), decks, {"dutch", "falconers"});
  t.set_up({"front", "front"}, {{}, {"Falcon Drone"}}, {"Earth", "The Nostromo"});
  play_turns(t, 1, 2, {"Earth", "The Nostromo"});
  t.skip_to("attack");
  t.take("attack", "Falconer");
  t.take("target", "Dutch");
  t.take("use", "Falconer");
  EXPECT_EQ(t.offered("discard"), Names{"Falcon Drone"});
  t.take("discard", "Falcon Drone");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("first.front_row"), "[Dutch {face_down=1, exhausted=1, wounds=1}]");
  EXPECT_EQ(t.field("second.ko_pile"), "[Falcon Drone]");
  EXPECT_EQ(t.field("second.resource_row"), "[The Nostromo]");
}

// EX-001-09, R-FA-01, C-27 (001:537): Falconer as Main Character starts with
// a Falcon Drone from the deck on his side, counted among the deck's 60.
// Chosen: in his row, as soon as he is placed, before the opening draw (the
// deck then holds 59); it does not appear (no trigger).
TEST_P(PredatorAbilities, Ex00109_FalconerStartsWithADrone) {
  Vs2pcgTable t(GetParam(), decks, {"dutch", "falconers"});
  t.take("chooser first");
  t.take("first first");
  t.take("main_front");
  EXPECT_EQ(zone_size(t.field("second.deck")), 62u);  // 60 game cards + Falconer's two versions
  t.take("main_back");
  EXPECT_EQ(t.field("second.back_row"), "[Falcon Drone, Falconer]");
  EXPECT_EQ(t.field("second.front_row"), "[]");
  EXPECT_EQ(zone_size(t.field("second.deck")), 59u);
  EXPECT_EQ(t.field("second.set_aside"), "[Falconer]");
  // Dutch's side gets no Drone.
  EXPECT_EQ(t.field("first.front_row"), "[Dutch]");
  EXPECT_EQ(t.pending(), "chance first");  // the opening draw comes after
}

// Without a Drone in the deck nothing is put into play.
TEST_P(PredatorAbilities, Ex00109_NoDroneInTheDeck) {
  Vs2pcgTable t(GetParam(), decks, {"dutch", "lonely"});
  t.set_up({"front", "front"}, {{}, {}}, {"Earth", "The Nostromo"});
  EXPECT_EQ(t.field("second.front_row"), "[Falconer]");
}

// EX-001-10, R-FA-02 (001:539): "We're the Game" gives one XP whenever an
// enemy player reveals one or more cards. Chosen for the Drone (its text is
// not in the rulebook): while it is face up on Falconer's side, enemy
// players reveal the cards they draw in their Draw Phase. Dutch's draw of
// two cards is one reveal: one XP; Falconer's own draws reveal nothing to
// him. At three XP (level_up_xp 3) he levels up.
TEST_P(PredatorAbilities, Ex00110_EnemyDrawsUnderTheDroneGiveXp) {
  Vs2pcgTable t(GetParam(), decks, {"falconers", "dutch"});
  t.set_up({"front", "front"}, {{}, {}}, {"The Nostromo", "Earth"});
  EXPECT_EQ(t.field("first.front_row"), "[Falcon Drone, Falconer]");
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  EXPECT_EQ(t.field("first.set_aside"), "[Falconer {xp=1}]");
  t.pass_turn();
  t.draw({"The Nostromo", "The Nostromo"});  // his own draw
  EXPECT_EQ(t.field("first.set_aside"), "[Falconer {xp=1}]");
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  EXPECT_EQ(t.field("first.set_aside"), "[Falconer {xp=2}]");
  t.pass_turn();
  t.draw({"The Nostromo", "The Nostromo"});
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  // The Level 2 version took the Level 1's place (000:418-420).
  EXPECT_EQ(t.field("first.set_aside"), "[Falconer]");
  EXPECT_EQ(t.field("first.front_row"), "[Falcon Drone, Falconer]");
}

// Without a Drone on his side, a draw is not revealed: no XP.
TEST_P(PredatorAbilities, Ex00110_NoDroneNoReveal) {
  Vs2pcgTable t(GetParam(), decks, {"lonely", "dutch"});
  t.set_up({"front", "front"}, {{}, {}}, {"The Nostromo", "Earth"});
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  EXPECT_EQ(t.field("first.set_aside"), "[Falconer]");
}

// A card effect that reveals is a reveal too (001:539, "reveals one or
// more cards from the top of their deck"): Kane's Explore (ALN-011).
TEST_P(PredatorAbilities, Ex00110_KanesExploreIsAReveal) {
  Vs2pcgTable t(GetParam(), decks, {"lonely", "dutch"});
  t.set_up({"front", "front"}, {{}, {"Kane"}}, {"The Nostromo", "Earth"});
  play_turns(t, 1, 4, {"The Nostromo", "Earth"});
  EXPECT_EQ(t.field("first.set_aside"), "[Falconer]");
  t.take("recruit_front", "Kane");
  t.take("reveal", "Earth");
  EXPECT_EQ(t.field("first.set_aside"), "[Falconer {xp=1}]");
}

// EX-001-11's table: Dutch's side recruits Shade and Brute (Invisibility:
// hidden at the end of its turn 9) and Pawn; the Hunters recruit Mr. Black
// (cost 5) and a Grunt in turn 10 and stop in the Main Phase. Fury 161s pay
// Mr. Black's power (might).
Vs2pcgTable bio_mask(EngineKind kind) {
  Vs2pcgTable t(kind, decks, {"dutch", "hunters"});
  t.set_up({"back", "back"}, {{"Shade", "Brute", "Pawn"}, {"Mr. Black", "Grunt"}}, {"Earth", "Fury 161"});
  play_turns(t, 1, 9, {"Earth", "Fury 161"});
  t.take("recruit_front", "Shade");
  t.take("recruit_front", "Brute");
  t.take("recruit_front", "Pawn");
  t.skip_to("hide");
  t.take("hide", "Shade");
  t.take("hide", "Brute");
  play_turns(t, 10, 10, {"Earth", "Fury 161"});
  t.take("recruit_front", "Mr. Black");
  t.take("recruit_front", "Grunt");
  t.skip_to("attack");
  return t;
}

// EX-001-11, R-MB-01 (001:524-531): hidden defender. Without his power Mr.
// Black may attack only the face-up Pawn (000:296, 001:711); after it, the
// hidden Shade and Brute too. Shade (2/2) is stunned as normal: a wound,
// exhausted (001:531); Mr. Black (DEF 4) is not.
TEST_P(PredatorAbilities, Ex00111_HiddenDefender) {
  {
    Vs2pcgTable without = bio_mask(GetParam());
    without.take("attack", "Mr. Black");
    EXPECT_EQ(without.offered("target"), Names{"Pawn"});
  }
  Vs2pcgTable t = bio_mask(GetParam());
  t.take("use", "Mr. Black");
  t.take("turn_down", "Fury 161");
  t.take("attack", "Mr. Black");
  EXPECT_EQ(t.offered("target"), (Names{"Brute", "Pawn", "Shade"}));
  t.take("target", "Shade");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("first.front_row"),
            "[Brute {face_down=1, hidden=1}, Pawn, Shade {face_down=1, exhausted=1, wounds=1}]");
  EXPECT_EQ(t.field("second.front_row"), "[Grunt, Mr. Black {exhausted=1, turn_bio_mask=1, used 0}]");
}

// EX-001-11 (001:531-533): stunned defender. The Grunt stuns Pawn; Mr.
// Black's strike would stun it again: it is wounded instead and stays
// stunned (a stunned character can't be stunned).
TEST_P(PredatorAbilities, Ex00111_StunnedDefenderIsWounded) {
  Vs2pcgTable t = bio_mask(GetParam());
  t.take("attack", "Grunt");
  t.take("target", "Pawn");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("first.front_row"),
            "[Brute {face_down=1, hidden=1}, Pawn {face_down=1, exhausted=1, wounds=1}, Shade {face_down=1, hidden=1}]");
  t.take("use", "Mr. Black");
  t.take("turn_down", "Fury 161");
  t.take("attack", "Mr. Black");
  t.take("target", "Pawn");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("first.front_row"),
            "[Brute {face_down=1, hidden=1}, Pawn {face_down=1, exhausted=1, wounds=2}, Shade {face_down=1, hidden=1}]");
  EXPECT_EQ(t.field("second.front_row"),
            "[Grunt {exhausted=1}, Mr. Black {exhausted=1, turn_bio_mask=1, used 0}]");
}

// EX-001-11 (001:529): Mr. Black can be stunned as normal. Brute (5/2,
// hidden) strikes back with 5 against his DEF 4: both are stunned. The
// "this turn" mark ends with the turn.
TEST_P(PredatorAbilities, Ex00111_MrBlackStunnedByTheStrikeBack) {
  Vs2pcgTable t = bio_mask(GetParam());
  t.take("use", "Mr. Black");
  t.take("turn_down", "Fury 161");
  t.take("attack", "Mr. Black");
  t.take("target", "Brute");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("first.front_row"),
            "[Brute {face_down=1, exhausted=1, wounds=1}, Pawn, Shade {face_down=1, hidden=1}]");
  EXPECT_EQ(t.field("second.front_row"),
            "[Grunt, Mr. Black {face_down=1, exhausted=1, wounds=1, turn_bio_mask=1, used 0}]");
  t.pass_turn();
  EXPECT_EQ(t.field("second.front_row"), "[Grunt, Mr. Black {face_down=1, exhausted=1, wounds=1}]");
}

INSTANTIATE_TEST_SUITE_P(Engines, PredatorAbilities, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return engine_name(info.param); });

}  // namespace
}  // namespace canbeat::testing
