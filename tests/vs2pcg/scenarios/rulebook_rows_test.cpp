// Rows of docs/vs2pcg/rulebook-examples.md marked for a test that no other
// scenario file checks by name (issue 3 audit), on both engines:
// R-PT-01 Build Plot Twists (000:320), R-PT-07 Plot Twists with more than one
// Team Symbol (001:344), R-GT-04 a cancelled combat (000:669-671, 001:703),
// R-ST-09 a stunned character can't be stunned (001:533), EX-001-04
// Falconer's Any Turn Combat power on the enemy's turn (001:387); and
// Angry's requirement (001:739, attack.rules `must join`) met blocked by
// two Angry characters that can't attack together (reference only: a
// `must` is for the conflict finder, neither engine reads it).
// ../shared/seeds/000_03a9bc82aad99cdb.txt is "000",
// 001_7b361cf90076b544.txt "001". The twists below are test cards: no card
// of the two sets is a Build twist, shows two Team Symbols, cancels a
// combat or stuns any character, so the rules are shown with cards written
// for them (as the rulebook's own examples do with cards it invents).
#include <gtest/gtest.h>

#include "interpreter/interpreter.hpp"
#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class RulebookRows : public ::testing::TestWithParam<EngineKind> {};

using Names = std::vector<std::string>;

const char* const decks = R"(
deck corp "Company" {
  ALN-001 x1; ALN-002 x1;   # Warrant Officer Ripley, 2/5
  card "Medic" { type supporting_character; team company; cost 0; atk 1; def 2; health 2; }
  card "Stray" { type supporting_character; team xenomorph; cost 0; atk 1; def 1; health 2; }
  card "Smartgunner" { type supporting_character; team company; cost 0; atk 7; def 9; health 9; }
  # A Build Plot Twist without a team (000:320).
  card "Rally" x2 { type plot_twist; power "Rally" build { } }
  # A Main Plot Twist showing two Company symbols (001:344).
  card "Pincer" { type plot_twist; team company; team_symbols 2; power "Pincer" main { } }
  ALN-059 x30;  # Earth
}
deck xenos "Xenos" {
  ALN-029 x1; ALN-030 x1;   # The Queen, 2/5
  # An Any Turn Combat twist that cancels the combat (000:669).
  card "Fall Back" { type plot_twist; power "Fall Back" any_turn_combat { set combat_cancelled = 1; } }
  # A Main twist that stuns any enemy character in play, stunned or not.
  card "Hammer" x2 { type plot_twist;
    power "Hammer" main {
      choose you {
        option "stun" c in instances where c.controller.side != you.side
               and (c in c.controller.front_row or c in c.controller.back_row) {
          stun c;
        }
      }
    }
  }
  ALN-060 x30;  # Space
}
)";

// Both seats in their Front Rows; the Company (first) has `company_hand`,
// the Xenos `xenos_hand`; the Company's first turn stops where it may put
// a Location into its Resource Row.
Vs2pcgTable table(EngineKind kind, const Names& company_hand, const Names& xenos_hand) {
  Vs2pcgTable t(kind, decks, {"corp", "xenos"});
  t.set_up({"front", "front"}, {company_hand, xenos_hand}, {"Earth", "Space"});
  return t;
}

// R-PT-01 (000:320): "If it says 'Build' then you can only play it during
// your Build Phase." Not in the Resource Step's one play, but in the Recruit
// Step (README.md: the Build Phase's open step, as for Build Super Powers);
// not in the Main Phase. Played, it goes to the KO pile (000:328).
TEST_P(RulebookRows, RPT01_BuildPlotTwistOnlyInYourBuildPhase) {
  Vs2pcgTable t = table(GetParam(), {"Rally", "Rally"}, {});
  EXPECT_FALSE(t.offers("play", "Rally"));  // the Resource Step
  t.take("location", "Earth");
  EXPECT_EQ(t.offered("play"), (Names{"Rally", "Rally"}));
  t.take("play", "Rally");
  EXPECT_EQ(zone_size(t.field("first.ko_pile")), 1u);
  EXPECT_EQ(zone_size(t.field("first.hand")), 5u);  // 7, less the Earth and the Rally
  t.skip_to("attack");
  EXPECT_FALSE(t.offers("play", "Rally"));  // the Main Phase
  // The Xenos' Build Phase is not the Company's: its player is never asked.
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.take("location", "Space");
  EXPECT_EQ(t.pending(), "player second");
  EXPECT_FALSE(t.offers("play", "Rally"));
}

// R-PT-07 (001:344): a twist with two Company symbols needs two face-up
// Company characters on your side: Ripley alone is not enough, nor with a
// Xenomorph beside her; with the Medic she is.
TEST_P(RulebookRows, RPT07_TwoTeamSymbolsNeedTwoFaceUpMembers) {
  Vs2pcgTable t = table(GetParam(), {"Pincer", "Stray", "Medic"}, {});
  t.take("location", "Earth");
  t.take("recruit_front", "Stray");
  t.skip_to("attack");
  EXPECT_FALSE(t.offers("play", "Pincer"));
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.take("location", "Earth");
  t.take("recruit_back", "Medic");
  t.skip_to("attack");
  EXPECT_TRUE(t.offers("play", "Pincer"));
  t.take("play", "Pincer");
  EXPECT_EQ(zone_size(t.field("first.ko_pile")), 1u);
}

// R-GT-04 (000:669-671, 001:703): the Smartgunner (7/9) attacks the Queen
// (2/5); the Xenos cancel the combat: it ends at once, nobody is stunned,
// the Smartgunner stays exhausted ("They don't ready") and the Queen ready;
// the Company's Main Phase goes on.
TEST_P(RulebookRows, RGT04_ACancelledCombatStunsNobody) {
  Vs2pcgTable t = table(GetParam(), {"Smartgunner"}, {"Fall Back"});
  t.take("location", "Earth");
  t.take("recruit_front", "Smartgunner");
  t.skip_to("attack");
  t.take("attack", "Smartgunner");
  t.take("target", "The Queen");
  t.take("pass");  // the Company, whose turn it is, first (000:228)
  t.take("play", "Fall Back");
  EXPECT_EQ(t.field("second.front_row"), "[The Queen]");
  EXPECT_EQ(t.field("first.front_row"), "[Smartgunner {exhausted=1}, Warrant Officer Ripley]");
  EXPECT_EQ(t.field("second.ko_pile"), "[Fall Back {used 0}]");
  EXPECT_EQ(t.field("game.combat"), "0");
  EXPECT_EQ(t.field("game.combat_cancelled"), "0");
  EXPECT_EQ(t.pending(), "player first");
  EXPECT_TRUE(t.offers("end_main"));
  EXPECT_TRUE(t.offers("attack", "Warrant Officer Ripley"));
}

// R-GT-04, the same attack without the cancel: the Queen is stunned (so the
// test above fails if the cancel does nothing).
TEST_P(RulebookRows, RGT04_WithoutTheCancelTheQueenIsStunned) {
  Vs2pcgTable t = table(GetParam(), {"Smartgunner"}, {"Fall Back"});
  t.take("location", "Earth");
  t.take("recruit_front", "Smartgunner");
  t.skip_to("attack");
  t.take("attack", "Smartgunner");
  t.take("target", "The Queen");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("second.front_row"), "[The Queen {face_down=1, exhausted=1, wounds=1}]");
}

// R-ST-09 (001:533): "A stunned character can't be stunned". The first
// Hammer stuns Ripley (one wound); the second, on her stunned, changes
// nothing: no second wound.
TEST_P(RulebookRows, RST09_AStunnedCharacterCantBeStunned) {
  Vs2pcgTable t = table(GetParam(), {}, {"Hammer", "Hammer"});
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.skip_to("attack");
  t.take("play", "Hammer");
  t.take("stun", "Warrant Officer Ripley");
  EXPECT_EQ(t.field("first.front_row"), "[Warrant Officer Ripley {face_down=1, exhausted=1, wounds=1}]");
  t.take("play", "Hammer");
  EXPECT_EQ(t.offered("stun"), Names{"Warrant Officer Ripley"});
  t.take("stun", "Warrant Officer Ripley");
  EXPECT_EQ(t.field("first.front_row"), "[Warrant Officer Ripley {face_down=1, exhausted=1, wounds=1}]");
  EXPECT_EQ(zone_size(t.field("second.ko_pile")), 2u);
}

// R-RL-03 (000:453-455): you may look at your own face-down resources. The
// seam observes the full state (../shared/DESIGN.md "The seam"), so a
// face-down resource is named there, face down; what an enemy may see is
// not modelled (no per-player views).
TEST_P(RulebookRows, RRL03_FaceDownResourcesAreKnownToTheObservation) {
  Vs2pcgTable t = table(GetParam(), {"Medic"}, {});
  t.take("resource", "Medic");
  EXPECT_EQ(t.field("first.resource_row"), "[Medic {face_down=1}]");
}

const char* const falconer_decks = R"(
deck dutch "Dutch" {
  PRD-001 x1; PRD-002 x1;   # Dutch, 3/5
  ALN-059 x30;  # Earth
}
deck falconers "Falconer" {
  PRD-013 x1; PRD-014 x1;   # Falconer, 2/5; An Epic Duel: Any Turn, Combat, skill
  PRD-016 x2;   # Falcon Drone: Bond, pays Falconer's powers (001:508-510)
  ALN-055 x58;  # The Nostromo (energy)
}
)";

// EX-001-04 (001:387): An Epic Duel has the Any Turn symbol next to
// "Combat": Falconer may use it in a combat on the enemy's turn, defending
// (paid by discarding the Drone, Bond); with +3 ATK this combat he stuns
// Dutch (DEF 5) as he strikes back.
TEST_P(RulebookRows, Ex00104_AnyTurnCombatPowerOnTheEnemysTurn) {
  Vs2pcgTable t(GetParam(), falconer_decks, {"dutch", "falconers"});
  t.set_up({"front", "front"}, {{}, {"Falcon Drone"}}, {"Earth", "The Nostromo"});
  t.skip_to("attack");
  t.take("attack", "Dutch");
  t.take("target", "Falconer");
  t.take("pass");  // Dutch's player
  EXPECT_EQ(t.pending(), "player second");
  t.take("use", "Falconer");
  t.take("discard", "Falcon Drone");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("first.front_row"), "[Dutch {face_down=1, exhausted=1, wounds=1}]");
}

// EX-001-04: "It is not usable in a combat Falconer is not in": Dutch
// attacks the Falcon Drone Falconer started with (001:537); Falconer's
// player may only pass.
TEST_P(RulebookRows, Ex00104_NotInACombatFalconerIsNotIn) {
  Vs2pcgTable t(GetParam(), falconer_decks, {"dutch", "falconers"});
  t.set_up({"front", "front"}, {{}, {"Falcon Drone"}}, {"Earth", "The Nostromo"});
  t.skip_to("attack");
  t.take("attack", "Dutch");
  t.take("target", "Falcon Drone");
  t.take("pass");
  EXPECT_EQ(t.pending(), "player second");
  EXPECT_FALSE(t.offers("use", "Falconer"));
  EXPECT_TRUE(t.offers("pass"));
}

const char* const angry_decks = R"(
deck hotheads "Hotheads" {
  ALN-001 x1; ALN-002 x1;   # Warrant Officer Ripley
  card "Hothead" { type supporting_character; team company; cost 0; atk 3; def 3; health 2; keyword angry; }
  card "Brawler" { type supporting_character; team xenomorph; cost 0; atk 3; def 3; health 2; keyword angry; }
  card "Rager" { type supporting_character; team company; cost 0; atk 3; def 3; health 2; keyword angry; }
  ALN-059 x30;  # Earth
}
deck xenos "Xenos" {
  ALN-029 x1; ALN-030 x1;   # The Queen
  ALN-060 x30;  # Space
}
)";

// The join queries the reference answered for the pending "with" decision.
std::vector<interp::LegalityAnswer> joins(const Vs2pcgTable& t) {
  const auto& ref = dynamic_cast<const interp::Reference&>(t.engine());
  std::vector<interp::LegalityAnswer> out;
  for (const interp::LegalityAnswer& a : ref.legality_log())
    if (a.query.rfind("join(", 0) == 0) out.push_back(a);
  return out;
}

// 001:739: "This character must be in your first attack each turn if able.
// (It can be a Team Attack.)" The Hothead (Company) leads the first
// attack; the Brawler, Angry too and able to attack, is a Xenomorph: it
// can't team attack with him (000:254), so the must that it join holds
// while the join is illegal, with nothing permitting it: two requirements
// that can't both hold, which `canbeat conflicts` reports as a blocked
// must. The Rager (Company, Angry) joins: its must holds and is met.
TEST(AngryRequirement, TwoAngryCharactersThatCantAttackTogether) {
  Vs2pcgTable t(EngineKind::reference, angry_decks, {"hotheads", "xenos"});
  t.set_up({"back", "front"}, {{"Hothead", "Brawler", "Rager"}, {}}, {"Earth", "Space"});
  t.take("location", "Earth");
  for (const char* name : {"Hothead", "Brawler", "Rager"}) t.take("recruit_front", name);
  t.skip_to("attack");
  t.take("attack", "Hothead");
  EXPECT_EQ(t.offered("with"), Names{"Rager"});
  std::size_t blocked = 0, met = 0;
  for (const interp::LegalityAnswer& a : joins(t)) {
    if (a.query.find("Brawler#") != std::string::npos) {
      EXPECT_TRUE(a.blocked()) << a.query;
      ASSERT_EQ(a.required.size(), 1u) << a.query;
      EXPECT_NE(a.required[0].statement->cite.value_or("").find("Angry (001:739)"), std::string::npos);
      EXPECT_EQ(a.decider, nullptr);  // nothing permits it
      ++blocked;
    }
    if (a.query.find("Rager#") != std::string::npos && a.legal) {
      EXPECT_EQ(a.required.size(), 1u) << a.query;
      ++met;
    }
  }
  EXPECT_GT(blocked, 0u);
  EXPECT_GT(met, 0u);
}

INSTANTIATE_TEST_SUITE_P(BothEngines, RulebookRows, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return engine_name(info.param); });

}  // namespace
}  // namespace canbeat::testing
