// The keywords of "Select Keyword Powers" in the Predator Battles rulebook
// (../shared/seeds/001_7b361cf90076b544.txt, "001", lines 735-767) that no
// Alien Battles card has, on test cards, on both engines: Angry, Dodge,
// Stealth, Invade, Quick Draw, Invisibility with Hide (001:711), One of a
// Kind is a deck rule (tests/dsl/test_vs2pcg.cpp).
//
// Every scene: the first seat ("us") recruits its defenders on its first
// turn; the second ("them") recruits its attackers and attacks. Both Main
// Characters stand in the Back Row.
#include <gtest/gtest.h>

#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class Keywords : public ::testing::TestWithParam<EngineKind> {};

using Names = std::vector<std::string>;

const char* const decks = R"(
deck us "Us" {
  ALN-001 x1; ALN-002 x1;
  card "Wall" { type supporting_character; team company; cost 0; atk 1; def 5; health 2; }
  card "Dodger" { type supporting_character; team company; cost 0; atk 1; def 3; health 2; keyword dodge; }
  card "Gunner" { type supporting_character; team company; cost 0; atk 5; def 3; health 2; keyword ranged; }
  card "Ghost" { type supporting_character; team company; cost 0; atk 2; def 2; health 2; keyword invisibility; }
  card "Brute" { type supporting_character; team company; cost 0; atk 5; def 5; health 2; }
  ALN-059 x20;
}
deck them "Them" {
  ALN-029 x1; ALN-030 x1;
  card "Shooter" { type supporting_character; team xenomorph; cost 0; atk 4; def 2; health 2; keyword ranged; }
  card "Lurker" { type supporting_character; team xenomorph; cost 0; atk 3; def 2; health 2; keyword stealth; }
  card "Grunt" { type supporting_character; team xenomorph; cost 0; atk 3; def 2; health 2; }
  card "Raider" { type supporting_character; team xenomorph; cost 0; atk 3; def 2; health 2; keyword invade; }
  card "Slinger" { type supporting_character; team xenomorph; cost 0; atk 1; def 2; health 2; keyword ranged, quick_draw; }
  card "Rager" { type supporting_character; team xenomorph; cost 0; atk 2; def 2; health 2; keyword angry; }
  card "Hothead" { type supporting_character; team xenomorph; cost 0; atk 2; def 2; health 2; keyword angry; }
  ALN-060 x20;
}
)";

const char* const stunned = " {face_down=1, exhausted=1, wounds=1}";

Vs2pcgTable scene(EngineKind kind, const Vs2pcgTable::Side& us, const Vs2pcgTable::Side& them) {
  Vs2pcgTable t(kind, decks, {"us", "them"});
  t.stage({"back", "back"}, us, them, {"Earth", "Space"});
  t.skip_to("attack");
  return t;
}

// Dodge, 001:745: "This character can't be Ranged attacked." The Shooter in
// the Back Row may attack the Wall beside the Dodger, not the Dodger; from
// the Front Row (a melee attack) it may attack both.
TEST_P(Keywords, Dodge_CannotBeRangedAttacked) {
  Vs2pcgTable t = scene(GetParam(), {{"Dodger", "Wall"}, {}, {}}, {{}, {"Shooter"}, {}});
  t.take("attack", "Shooter");
  EXPECT_EQ(t.offered("target"), (Names{"Wall"}));
}

TEST_P(Keywords, Dodge_CanBeMeleeAttacked) {
  Vs2pcgTable t = scene(GetParam(), {{"Dodger", "Wall"}, {}, {}}, {{"Shooter"}, {}, {}});
  t.take("attack", "Shooter");
  EXPECT_EQ(t.offered("target"), (Names{"Dodger", "Wall"}));
}

// Stealth, 001:765: "This character can melee attack back row characters
// even while they're protected." The Wall protects the Gunner from the
// Grunt (000:223), not from the Lurker.
TEST_P(Keywords, Stealth_MeleeAttacksProtectedBackRow) {
  Vs2pcgTable t = scene(GetParam(), {{"Wall"}, {"Gunner"}, {}}, {{"Lurker", "Grunt"}, {}, {}});
  EXPECT_TRUE(t.offers("attack", "Grunt"));
  t.take("attack", "Lurker");
  EXPECT_EQ(t.offered("target"), (Names{"Gunner", "Wall", "Warrant Officer Ripley"}));
  t.take("target", "Gunner");
  t.take("pass");
  t.take("pass");
  // 3 >= DEF 3: the Gunner is stunned; it strikes back, 5 >= 2.
  EXPECT_EQ(t.field("first.back_row"), std::string("[Gunner") + stunned + ", Warrant Officer Ripley]");
  EXPECT_EQ(t.field("second.front_row"), std::string("[Grunt, Lurker") + stunned + "]");
}

TEST_P(Keywords, WithoutStealth_TheFrontRowProtects) {
  Vs2pcgTable t = scene(GetParam(), {{"Wall"}, {"Gunner"}, {}}, {{"Lurker", "Grunt"}, {}, {}});
  t.take("attack", "Grunt");
  EXPECT_EQ(t.offered("target"), (Names{"Wall"}));
}

// Invade, 001:751: "When this character is attacking a back row character,
// it can't get struck back against." The Brute (5) would stun the Raider
// (DEF 2) in the Front Row; in the Back Row it can't strike back at all.
TEST_P(Keywords, Invade_NotStruckBackAttackingTheBackRow) {
  Vs2pcgTable t = scene(GetParam(), {{}, {"Brute"}, {}}, {{"Raider"}, {}, {}});
  t.take("attack", "Raider");
  t.take("target", "Brute");  // no face-up Front Row character: the Back Row is open (000:223)
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("second.front_row"), "[Raider {exhausted=1}]");
  EXPECT_EQ(t.field("first.back_row"), "[Brute, Warrant Officer Ripley]");  // 3 < DEF 5
}

TEST_P(Keywords, Invade_StruckBackAttackingTheFrontRow) {
  Vs2pcgTable t = scene(GetParam(), {{"Brute"}, {}, {}}, {{"Raider"}, {}, {}});
  t.take("attack", "Raider");
  t.take("target", "Brute");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("second.front_row"), std::string("[Raider") + stunned + "]");
}

// Quick Draw, 001:763: "While this character is Ranged attacking, enemy
// characters can't strike back at it." The Gunner has Ranged, so it would
// strike back at a Ranged attacker (000:244), but not at the Slinger.
TEST_P(Keywords, QuickDraw_NotStruckBackWhileRangedAttacking) {
  Vs2pcgTable t = scene(GetParam(), {{"Gunner"}, {}, {}}, {{}, {"Slinger", "Shooter"}, {}});
  t.take("attack", "Slinger");
  t.take("target", "Gunner");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("second.back_row"), "[Shooter, Slinger {exhausted=1}, The Queen]");
}

// ... and in a Ranged team attack the defender may strike back only at the
// attacker without Quick Draw, so it is not asked to choose (000:264).
TEST_P(Keywords, QuickDraw_InATeamAttackOnlyTheOtherIsStruck) {
  Vs2pcgTable t = scene(GetParam(), {{"Gunner"}, {}, {}}, {{}, {"Slinger", "Shooter"}, {}});
  t.take("attack", "Slinger");
  t.take("with", "Shooter");
  t.take("target", "Gunner");
  t.take("pass");
  t.take("pass");
  EXPECT_FALSE(t.offers("strike_back", "Slinger"));
  EXPECT_EQ(t.field("second.back_row"),
            std::string("[Shooter") + stunned + ", Slinger {exhausted=1}, The Queen]");
  EXPECT_EQ(t.field("first.front_row"), std::string("[Gunner") + stunned + "]");  // 1 + 4 >= 3
}

// R-GT-07 (001:711): a hidden character is face down and ready, can't be
// attacked.
// Invisibility, 001:753: "At the end of your turn, if this character is
// ready, you may hide it." Hide, 001:711: face down but ready; a hidden
// character can't attack or defend and doesn't protect. It turns face up in
// its controller's Recovery Phase (README.md, Rulings).
TEST_P(Keywords, Invisibility_HidesAtTheEndOfTheTurn) {
  Vs2pcgTable t(GetParam(), decks, {"us", "them"});
  t.set_up({"back", "back"}, {{"Ghost", "Wall"}, {"Grunt"}}, {"Earth", "Space"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Ghost");
  t.take("recruit_front", "Wall");
  t.skip_to("hide");
  EXPECT_EQ(t.pending(), "player first");
  EXPECT_EQ(t.offered("hide"), (Names{"Ghost"}));
  t.take("hide", "Ghost");
  EXPECT_EQ(t.field("first.front_row"), "[Ghost {face_down=1, hidden=1}, Wall]");
  // The opponent's turn: the hidden Ghost can't be attacked.
  t.draw({"Space", "Space"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Grunt");
  t.skip_to("attack");
  t.take("attack", "Grunt");
  EXPECT_EQ(t.offered("target"), (Names{"Wall"}));
  t.take("target", "Wall");
  t.take("pass");
  t.take("pass");
  t.pass_turn();
  // Our Recovery Phase: the Ghost turns face up, ready.
  t.draw({"Earth", "Earth"});
  EXPECT_EQ(t.field("first.front_row"), "[Ghost, Wall]");
}

// Hiding is optional ("you may"): "stay" keeps the Ghost face up.
TEST_P(Keywords, Invisibility_StayingFaceUpIsAChoice) {
  Vs2pcgTable t(GetParam(), decks, {"us", "them"});
  t.set_up({"back", "back"}, {{"Ghost"}, {}}, {"Earth", "Space"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Ghost");
  t.skip_to("hide");
  t.take("stay");
  EXPECT_EQ(t.field("first.front_row"), "[Ghost]");
  EXPECT_EQ(t.pending(), "chance second");
}

// Angry, 001:739: "This character must be in your first attack each turn if
// able. (It can be a Team Attack.)" Only the Rager may start the first
// attack; the Grunt may join it, and attacks alone afterwards.
TEST_P(Keywords, Angry_MustBeInTheFirstAttack) {
  Vs2pcgTable t = scene(GetParam(), {{"Wall"}, {}, {}}, {{"Rager", "Grunt"}, {}, {}});
  EXPECT_EQ(t.offered("attack"), (Names{"Rager"}));
  t.take("attack", "Rager");
  EXPECT_TRUE(t.offers("with", "Grunt"));
  t.take("target", "Wall");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.offered("attack"), (Names{"Grunt"}));
}

// Two Angry characters of one team and row: the first attack must hold both
// ("if able": the second can join), so no defender until it has joined.
TEST_P(Keywords, Angry_EveryAngryCharacterJoinsTheFirstAttack) {
  Vs2pcgTable t = scene(GetParam(), {{"Wall"}, {}, {}}, {{"Rager", "Hothead", "Grunt"}, {}, {}});
  EXPECT_EQ(t.offered("attack"), (Names{"Hothead", "Rager"}));
  t.take("attack", "Rager");
  EXPECT_EQ(t.offered("target"), Names{});
  EXPECT_EQ(t.offered("with"), (Names{"Grunt", "Hothead"}));
  t.take("with", "Hothead");
  EXPECT_EQ(t.offered("target"), (Names{"Wall"}));
}

// An Angry character that can't attack binds nothing: the Rager in the Back
// Row (no Ranged) can't attack, so the Grunt may attack first.
TEST_P(Keywords, Angry_UnableToAttackBindsNothing) {
  Vs2pcgTable t = scene(GetParam(), {{"Wall"}, {}, {}}, {{"Grunt"}, {"Rager"}, {}});
  EXPECT_EQ(t.offered("attack"), (Names{"Grunt"}));
}

INSTANTIATE_TEST_SUITE_P(Engines, Keywords, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return engine_name(info.param); });

}  // namespace
}  // namespace canbeat::testing
