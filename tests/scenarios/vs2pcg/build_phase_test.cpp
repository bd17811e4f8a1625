// "3. Build Phase" of the Vs. System 2PCG rulebooks as scenario tests, on
// both engines: ../shared/seeds/000_03a9bc82aad99cdb.txt (Alien Battles,
// "000") and 001_7b361cf90076b544.txt (Predator Battles, "001"). Each test
// names the example or rule it checks (docs/vs2pcg/rulebook-examples.md ids).
#include <gtest/gtest.h>

#include "tests/scenarios/vs2pcg/table.hpp"

namespace canbeat::testing {
namespace {

class BuildPhase : public ::testing::TestWithParam<EngineKind> {};

// Ellen's deck for EX-000-01 and the opponent's: only what the example
// needs, with Earth (a basic Location) as filler.
const char* const ellen_decks = R"(
deck ellen "Ellen" {
  ALN-001 x1; ALN-002 x1;
  ALN-055 x1;   # The Nostromo
  ALN-009 x1;   # Newt, cost 1
  ALN-011 x1;   # Kane, cost 2
  ALN-023 x1;   # M41A Pulse Rifle, Equipment, cost 1
  ALN-059 x20;  # Earth
}
deck foe "Foe" {
  ALN-029 x1; ALN-030 x1;
  ALN-060 x20;  # Space
}
)";


// EX-000-01, 000:201-205 (Recruit Step): Ellen plays the Nostromo as a
// resource and has four resources, so 4 Recruit Points; she recruits Newt
// (cost 1) into her Front Row and Kane (cost 2) into her Back Row and with
// the point left plays the M41A Pulse Rifle, which "she can put on any of
// her characters" (paraphrased).
TEST_P(BuildPhase, Ex000_01_EllensResourceAndRecruitStep) {
  Vs2pcgTable t(GetParam(), ellen_decks, {"ellen", "foe"});
  t.set_up({"front", "front"}, {{"The Nostromo", "Newt", "Kane", "M41A Pulse Rifle", "Earth", "Earth", "Earth"}, {}}, {"Earth", "Space"});
  // Three turns each; Ellen puts an Earth face down in each of hers.
  for (int turn = 0; turn < 3; ++turn) {
    if (turn > 0) t.draw({"Earth", "Earth"});  // 000:181: the first player skips the first draw
    t.take("resource", "Earth");
    t.pass_turn();
    t.draw({"Space", "Space"});
    t.pass_turn();
  }
  t.draw({"Earth", "Earth"});
  EXPECT_EQ(t.field("phase"), "resource");
  EXPECT_EQ(t.field("first.resource_row"), "[Earth {face_down=1}, Earth {face_down=1}, Earth {face_down=1}]");
  // 000:193: a Location may go into the Resource Row face up.
  t.take("location", "The Nostromo");
  EXPECT_EQ(t.field("first.resource_row"),
            "[Earth {face_down=1}, Earth {face_down=1}, Earth {face_down=1}, The Nostromo]");
  // 000:197: one Recruit Point per resource, face up or face down.
  EXPECT_EQ(t.field("phase"), "recruit");
  EXPECT_EQ(t.field("first.rp"), "4");
  t.take("recruit_front", "Newt");
  t.take("recruit_back", "Kane");
  EXPECT_EQ(t.field("first.rp"), "1");
  // "she can put it on any of her characters": Newt, Kane and Ellen herself.
  t.take("equip", "M41A Pulse Rifle");
  EXPECT_EQ(t.offered("onto"), (std::vector<std::string>{"Kane", "Newt", "Warrant Officer Ripley"}));
  t.take("onto", "Warrant Officer Ripley");
  EXPECT_EQ(t.field("first.rp"), "0");
  EXPECT_EQ(t.field("first.front_row"), "[Newt, Warrant Officer Ripley]");  // 000:145: they enter play ready
  EXPECT_EQ(t.field("first.back_row"), "[Kane]");
  EXPECT_EQ(t.field("first.equipment"), "[M41A Pulse Rifle {on=1}]");  // on Ripley, serial 1
}

// EX-001-01, 001:207-209: Max plays Los Angeles face up (four resources, 4
// points), recruits Hawkins (cost 1) to his Front Row and Poncho (cost 2) to
// his Back Row; the point left "goes away" at the end of the step (001:203).
// The Predator Battles cards are not in the card data: defined here with the
// costs the example gives (the other numbers are ours).
TEST_P(BuildPhase, Ex001_01_MaxsLeftoverPointGoesAway) {
  const char* decks = R"(
deck max_deck "Max" {
  card "Max" { type main_character; team company; atk 2; def 4; health 5; level 1; }
  card "Max" { type main_character; team company; atk 4; def 6; health 5; level 2; }
  card "Los Angeles" { type location; }
  card "Hawkins" { type supporting_character; team company; cost 1; atk 1; def 1; health 1; }
  card "Poncho" { type supporting_character; team company; cost 2; atk 2; def 2; health 1; }
  ALN-059 x20;
}
deck foe "Foe" { ALN-029 x1; ALN-030 x1; ALN-060 x20; }
)";
  Vs2pcgTable t(GetParam(), decks, {"max_deck", "foe"});
  t.set_up({"front", "front"}, {{"Los Angeles", "Hawkins", "Poncho"}, {}}, {"Earth", "Space"});
  for (int turn = 0; turn < 3; ++turn) {
    if (turn > 0) t.draw({"Earth", "Earth"});
    t.take("resource", "Earth");
    t.pass_turn();
    t.draw({"Space", "Space"});
    t.pass_turn();
  }
  t.draw({"Earth", "Earth"});
  t.take("location", "Los Angeles");
  EXPECT_EQ(t.field("first.rp"), "4");
  t.take("recruit_front", "Hawkins");
  t.take("recruit_back", "Poncho");
  EXPECT_EQ(t.field("first.rp"), "1");
  t.take("end_recruit");
  EXPECT_EQ(t.field("phase"), "formation");
  EXPECT_EQ(t.field("first.rp"), "0");  // 001:203 "goes away"
  EXPECT_EQ(t.field("first.front_row"), "[Hawkins, Max]");
  EXPECT_EQ(t.field("first.back_row"), "[Poncho]");
}

INSTANTIATE_TEST_SUITE_P(Engines, BuildPhase, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return info.param == EngineKind::reference ? std::string("ref") : std::string("fast"); });

}  // namespace
}  // namespace canbeat::testing
