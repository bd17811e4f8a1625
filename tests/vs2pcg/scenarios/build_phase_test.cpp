// "3. Build Phase" of the Vs. System 2PCG rulebooks as scenario tests, on
// both engines: ../shared/seeds/000_03a9bc82aad99cdb.txt (Alien Battles,
// "000") and 001_7b361cf90076b544.txt (Predator Battles, "001"). Each test
// names the example or rule it checks (docs/vs2pcg/rulebook-examples.md ids).
#include <gtest/gtest.h>

#include <algorithm>

#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class BuildPhase : public ::testing::TestWithParam<EngineKind> {};

// Decks for the rules of the Build Phase: "Test Pilot" is a Main Character
// with no Team Affiliation, so that only a Company character on the side
// enables Company Equipment (000:316); the Queen is a Creature (000:705).
const char* const build_decks = R"(
deck pilot "Pilot" {
  card "Test Pilot" { type main_character; atk 2; def 5; health 5; level 1; }
  card "Test Pilot" { type main_character; atk 4; def 8; health 5; level 2; }
  ALN-009 x1;   # Newt, Company, cost 1
  ALN-011 x1;   # Kane, Company, cost 2
  ALN-025 x1;   # Power Loader, Company Equipment, cost 3
  card "Scout" { type supporting_character; cost 0; atk 1; def 1; health 1; }
  card "Test Shield" x2 { type equipment; cost 0; }
  ALN-055 x1;   # The Nostromo
  ALN-059 x20;  # Earth
}
deck creature "Creature" {
  ALN-029 x1; ALN-030 x1;
  card "Scout" { type supporting_character; cost 0; atk 1; def 1; health 1; }
  card "Test Shield" { type equipment; cost 0; }
  card "Brute" { type supporting_character; team xenomorph; cost 0; atk 5; def 5; health 2; }
  ALN-060 x20;
}
)";

// R-CT-07 (000:103): one resource a turn: taking one ends the step.
// R-RS-01, 000:193 / 001:197: any card of the hand may become a resource,
// face down; only a Location may go face up. R-RC-01 (000:197): one
// Recruit Point per resource, face down too.
TEST_P(BuildPhase, RRs01_AnyCardFaceDownOnlyLocationsFaceUp) {
  Vs2pcgTable t(GetParam(), build_decks, {"pilot", "creature"});
  t.set_up({"front", "front"}, {{"Newt", "Kane", "The Nostromo"}, {}}, {"Earth", "Space"});
  EXPECT_EQ(t.field("phase"), "resource");
  // One option per card in hand (4 Earth): the names, once each.
  auto names = [&](const std::string& label) {
    std::vector<std::string> v = t.offered(label);
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
  };
  EXPECT_EQ(names("location"), (std::vector<std::string>{"Earth", "The Nostromo"}));
  EXPECT_EQ(names("resource"), (std::vector<std::string>{"Earth", "Kane", "Newt", "The Nostromo"}));
  t.take("resource", "Kane");
  EXPECT_EQ(t.field("first.resource_row"), "[Kane {face_down=1}]");
  EXPECT_EQ(t.field("phase"), "recruit");
  EXPECT_EQ(t.field("first.rp"), "1");
}

// R-RC-02, 000:197 / 001:201: Recruit Points pay for characters up to their
// cost only: with 1 point Newt (cost 1) but not Kane (cost 2); then none.
TEST_P(BuildPhase, RRc02_RecruitOnlyWhatThePointsPayFor) {
  Vs2pcgTable t(GetParam(), build_decks, {"pilot", "creature"});
  t.set_up({"front", "front"}, {{"Newt", "Kane"}, {}}, {"Earth", "Space"});
  t.take("resource", "Earth");
  EXPECT_EQ(t.offered("recruit_front"), (std::vector<std::string>{"Newt"}));
  t.take("recruit_back", "Newt");
  EXPECT_EQ(t.field("first.rp"), "0");
  EXPECT_EQ(t.offered("recruit_front"), std::vector<std::string>{});
  EXPECT_EQ(t.field("first.back_row"), "[Newt]");
  t.take("end_recruit");
  EXPECT_EQ(t.field("phase"), "formation");
}

// Ruling (games/vs2pcg/README.md, "Xenomorph Lance-Tail"): a Supporting
// Character without a printed cost, as the Xenomorphs starter deck's
// Lance-Tail (000:622, not in the card data), can't be recruited (there is
// no cost to pay, 000:197); it can still be a resource.
TEST_P(BuildPhase, LanceTail_NoPrintedCostNoRecruit) {
  const std::string decks = std::string(build_decks) + R"(
deck tailed "Tailed" {
  ALN-001 x1; ALN-002 x1;
  card "Xenomorph Lance-Tail" x2 { type supporting_character; }
  ALN-009 x1;   # Newt, cost 1
  ALN-059 x20;
}
)";
  Vs2pcgTable t(GetParam(), decks, {"tailed", "creature"});
  t.set_up({"front", "front"}, {{"Xenomorph Lance-Tail", "Newt"}, {}}, {"Earth", "Space"});
  EXPECT_TRUE(t.offers("resource", "Xenomorph Lance-Tail"));
  t.take("resource", "Earth");
  EXPECT_EQ(t.offered("recruit_front"), (std::vector<std::string>{"Newt"}));
}

// R-EQ-03, 000:314 / 001:324: one Equipment per character; a new one KOs
// the old. R-EQ-05 (000:316): Equipment is not unique: the second Test
// Shield is played at all.
TEST_P(BuildPhase, REq03_OneEquipmentPerCharacter) {
  Vs2pcgTable t(GetParam(), build_decks, {"pilot", "creature"});
  t.set_up({"front", "front"}, {{"Test Shield", "Test Shield", "Scout"}, {}}, {"Earth", "Space"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Scout");
  t.take("equip", "Test Shield");
  t.take("onto", "Scout");
  t.take("equip", "Test Shield");
  EXPECT_EQ(t.offered("onto"), (std::vector<std::string>{"Scout", "Test Pilot"}));
  t.take("onto", "Scout");
  EXPECT_EQ(zone_size(t.field("first.equipment")), 1u);
  EXPECT_EQ(t.field("first.ko_pile"), "[Test Shield]");
}

// Creature, 000:705: a Creature can't have Equipment: with only The Queen on
// the side no Equipment can be played; with a Scout, only onto the Scout.
TEST_P(BuildPhase, Creature_CannotHaveEquipment) {
  Vs2pcgTable t(GetParam(), build_decks, {"creature", "pilot"});
  t.set_up({"front", "front"}, {{"Test Shield", "Scout"}, {}}, {"Space", "Earth"});
  t.skip_to("recruit_front");
  EXPECT_FALSE(t.offers("equip", "Test Shield"));
  t.take("recruit_front", "Scout");
  t.take("equip", "Test Shield");
  EXPECT_EQ(t.offered("onto"), (std::vector<std::string>{"Scout"}));
}

// R-EQ-02, 000:312 / 001:322: when its character is stunned the Equipment is KO'd.
TEST_P(BuildPhase, REq02_EquipmentKOdWhenItsCharacterIsStunned) {
  Vs2pcgTable t(GetParam(), build_decks, {"pilot", "creature"});
  t.set_up({"front", "front"}, {{"Test Shield"}, {"Brute"}}, {"Earth", "Space"});
  t.skip_to("equip");
  t.take("equip", "Test Shield");
  t.take("onto", "Test Pilot");
  EXPECT_EQ(t.field("first.equipment"), "[Test Shield {on=1}]");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Brute");
  t.skip_to("attack");
  t.take("attack", "Brute");
  t.take("target", "Test Pilot");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("first.front_row"), "[Test Pilot {face_down=1, exhausted=1, wounds=1}]");
  EXPECT_EQ(t.field("first.equipment"), "[]");
  EXPECT_EQ(t.field("first.ko_pile"), "[Test Shield]");
}

// R-FS-01, 000:209 / 001:213-215: characters, the Main Character too, move
// between the rows in the Formation Step, each once.
TEST_P(BuildPhase, RFs01_FormationRearrangesTheRows) {
  Vs2pcgTable t(GetParam(), build_decks, {"pilot", "creature"});
  t.set_up({"front", "front"}, {{"Scout"}, {}}, {"Earth", "Space"});
  t.skip_to("recruit_front");
  t.take("recruit_back", "Scout");
  t.take("end_recruit");
  EXPECT_EQ(t.offered("to_back"), (std::vector<std::string>{"Test Pilot"}));
  EXPECT_EQ(t.offered("to_front"), (std::vector<std::string>{"Scout"}));
  t.take("to_back", "Test Pilot");
  t.take("to_front", "Scout");
  EXPECT_EQ(t.offered("to_back"), std::vector<std::string>{});
  EXPECT_EQ(t.offered("to_front"), std::vector<std::string>{});
  t.take("end_formation");
  EXPECT_EQ(t.field("phase"), "main");
  EXPECT_EQ(t.field("first.front_row"), "[Scout]");
  EXPECT_EQ(t.field("first.back_row"), "[Test Pilot]");
}

INSTANTIATE_TEST_SUITE_P(Engines, BuildPhase, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return info.param == EngineKind::reference ? std::string("ref") : std::string("fast"); });

}  // namespace
}  // namespace canbeat::testing
