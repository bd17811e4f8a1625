// "Uniqueness" of the Vs. System 2PCG rulebooks as scenario tests, on both
// engines: ../shared/seeds/000_03a9bc82aad99cdb.txt ("000") lines 437-443
// and 001_7b361cf90076b544.txt ("001") lines 438-444. Rule ids:
// docs/vs2pcg/rulebook-examples.md.
#include <gtest/gtest.h>

#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class Uniqueness : public ::testing::TestWithParam<EngineKind> {};

using Names = std::vector<std::string>;

// "Test Hero" is a Main Character and a Supporting Character of the same
// name, like The Perfect Organism (ALN-027 / ALN-045), but costing 0.
const char* const decks = R"(
deck us "Us" {
  card "Test Hero" { type main_character; team company; atk 2; def 5; health 5; level 1; }
  card "Test Hero" { type main_character; team company; atk 4; def 8; health 5; level 2; }
  card "Test Hero" { type supporting_character; team company; cost 0; atk 2; def 2; health 1; }
  card "Scout" x2 { type supporting_character; team company; cost 0; atk 1; def 1; health 1; }
  card "Drone" x2 { type supporting_character; team company; cost 0; atk 1; def 1; health 1; keyword swarm; }
  ALN-059 x20;
}
deck them "Them" {
  ALN-029 x1; ALN-030 x1;
  card "Scout" { type supporting_character; team xenomorph; cost 0; atk 1; def 1; health 1; }
  ALN-060 x20;
}
)";

// R-UQ-01, 000:439 / 001:440: playing another character with the name of
// one on your side KOs the first, whatever its row.
TEST_P(Uniqueness, RUq01_SecondCopyKOsTheFirst) {
  Vs2pcgTable t(GetParam(), decks, {"us", "them"});
  t.set_up({"back", "back"}, {{"Scout", "Scout"}, {}}, {"Earth", "Space"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Scout");
  EXPECT_EQ(t.field("first.front_row"), "[Scout]");
  t.take("recruit_back", "Scout");
  EXPECT_EQ(t.field("first.front_row"), "[]");
  EXPECT_EQ(t.field("first.back_row"), "[Scout, Test Hero]");
  EXPECT_EQ(t.field("first.ko_pile"), "[Scout]");
}

// R-GT-10 (000:685): "on your side" is what you have in play.
// R-UQ-01, 000:439 / 001:440: "on your side": the other player's character
// of the same name is not KO'd.
TEST_P(Uniqueness, RUq01_OnlyYourOwnSideCounts) {
  Vs2pcgTable t(GetParam(), decks, {"us", "them"});
  t.stage({"back", "back"}, {{"Scout"}, {}, {}}, {{"Scout"}, {}, {}}, {"Earth", "Space"});
  EXPECT_EQ(t.field("first.front_row"), "[Scout]");
  EXPECT_EQ(t.field("second.front_row"), "[Scout]");
  EXPECT_EQ(t.field("first.ko_pile"), "[]");
}

// R-UQ-04, 000:441 / 001:442: you can't play a Supporting Character with
// your Main Character's name.
TEST_P(Uniqueness, RUq04_NoSupportingCharacterWithTheMainCharactersName) {
  Vs2pcgTable t(GetParam(), decks, {"us", "them"});
  t.set_up({"back", "back"}, {{"Test Hero", "Scout"}, {}}, {"Earth", "Space"});
  t.skip_to("recruit_front");
  EXPECT_EQ(t.offered("recruit_front"), (Names{"Scout"}));
  EXPECT_EQ(t.offered("recruit_back"), (Names{"Scout"}));
  EXPECT_EQ(t.field("first.back_row"), "[Test Hero]");
}

// R-UQ-05, 000:443 / 001:444: Swarm characters are exempt from uniqueness.
TEST_P(Uniqueness, RUq05_SwarmIsExempt) {
  Vs2pcgTable t(GetParam(), decks, {"us", "them"});
  t.set_up({"back", "back"}, {{"Drone", "Drone"}, {}}, {"Earth", "Space"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Drone");
  t.take("recruit_front", "Drone");
  EXPECT_EQ(t.field("first.front_row"), "[Drone, Drone]");
  EXPECT_EQ(t.field("first.ko_pile"), "[]");
}

INSTANTIATE_TEST_SUITE_P(Engines, Uniqueness, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return engine_name(info.param); });

}  // namespace
}  // namespace canbeat::testing
