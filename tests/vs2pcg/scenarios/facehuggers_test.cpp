// "Facehuggers and Capturing Characters" (../shared/seeds/
// 000_03a9bc82aad99cdb.txt, 000:523-537; docs/vs2pcg/rulebook-examples.md
// EX-000-11, rows R-FH-01..10, questions C-31 and C-32) as scenario tests,
// on both engines: ALN-035 Ovomorph's Hatch, ALN-052 Facehugger's Hug and
// Burst, ALN-053 Extended Incubation, capture and the captor leaving play
// (games/vs2pcg/facehuggers.rules). Rulings: games/vs2pcg/README.md.
//
// The Crew ("crew", Warrant Officer Ripley 2/5) goes first and recruits a
// Recruit (1/1, Health 3) and a Smartgunner (7/9) in its first turn. The
// Hive ("hive", The Queen 2/5) puts a Space face up and recruits an
// Ovomorph into its Back Row in its first turn, and its Queen stuns the
// Recruit (one wound). In the Hive's second turn the Ovomorph hatches.
#include <gtest/gtest.h>

#include <regex>

#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class Facehuggers : public ::testing::TestWithParam<EngineKind> {};

using Names = std::vector<std::string>;

const char* const decks = R"(
deck crew "Crew" {
  ALN-001 x1; ALN-002 x1;   # Warrant Officer Ripley (2/5, Health 5)
  card "Recruit" { type supporting_character; team company; cost 0; atk 1; def 1; health 3; }
  card "Smartgunner" { type supporting_character; team company; cost 0; atk 7; def 9; health 9; }
  ALN-059 x30;  # Earth
}
deck hive "Hive" {
  ALN-029 x1; ALN-030 x1;   # The Queen (2/5, Health 6)
  ALN-035 x2;   # Ovomorph, cost 1 (0/4, Passive): Hatch
  ALN-036 x1;   # Adolescent Xenomorph, cost 1: a Xenomorph character in hand
  ALN-052 x3;   # Facehugger (0/6, Health 1): the pile (000:527)
  ALN-053 x1;   # Extended Incubation
  ALN-060 x30;  # Space [alien]
}
)";

// Up to the Hive's second Build Phase, where the Ovomorph's Hatch (000:528)
// resolves at once (the one trigger, 000:481). With `recruits`, the Crew
// has its two Supporting Characters and the Queen stuns the Recruit.
Vs2pcgTable hatching(EngineKind kind, bool recruits) {
  Vs2pcgTable t(kind, decks, {"crew", "hive"});
  t.set_up({"front", "front"}, {recruits ? Names{"Recruit", "Smartgunner"} : Names{}, {"Ovomorph", "Adolescent Xenomorph"}},
           {"Earth", "Space"});
  if (recruits) {
    t.skip_to("recruit_front");
    t.take("recruit_front", "Recruit");
    t.take("recruit_front", "Smartgunner");
  }
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.take("location", "Space");
  t.take("recruit_back", "Ovomorph");
  if (recruits) {
    t.skip_to("attack");
    t.take("attack", "The Queen");
    t.take("target", "Recruit");
    t.take("pass");
    t.take("pass");
  }
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.pass_turn();
  t.draw({"Space", "Space"});
  return t;
}

const char* const kPile = "[Extended Incubation, Facehugger, Facehugger, Facehugger]";

// R-FH-01, R-FH-02 (000:525-527), R-TK-01 (000:477: token characters are
// set aside, not in the deck), C-32 (no enemy Supporting Character): the
// pile's four cards start out of play in their own zone; with no enemy
// Supporting Character in play the Ovomorph is not ready to hatch, so
// nothing is revealed and the Build Phase goes on.
TEST_P(Facehuggers, Ex000_11_NoHatchWithoutAnEnemySupportingCharacter) {
  Vs2pcgTable t = hatching(GetParam(), false);
  EXPECT_EQ(t.field("second.facehuggers"), kPile);
  EXPECT_FALSE(t.offers("reveal"));
  EXPECT_TRUE(t.offers("no_resource"));
  EXPECT_EQ(t.field("second.back_row"), "[Ovomorph]");
}

// EX-000-11 (a), R-FH-03, R-FH-04 (000:528-529): the reveal is a chance over the
// pile's four cards; Extended Incubation keeps the Ovomorph closed and goes
// back into the pile, which holds four cards again.
TEST_P(Facehuggers, Ex000_11a_ExtendedIncubationKeepsTheOvomorph) {
  Vs2pcgTable t = hatching(GetParam(), true);
  EXPECT_EQ(t.pending(), "chance second");
  EXPECT_EQ(t.offered("reveal"), (Names{"Extended Incubation", "Facehugger", "Facehugger", "Facehugger"}));
  t.take("reveal", "Extended Incubation");
  EXPECT_EQ(t.field("second.back_row"), "[Ovomorph]");
  EXPECT_EQ(t.field("second.facehuggers"), kPile);
  EXPECT_EQ(t.field("second.ko_pile"), "[]");
  EXPECT_EQ(t.field("first.captives"), "[]");
  EXPECT_TRUE(t.offers("no_resource"));
}

// EX-000-11 (b), R-FH-05, R-FH-06 (000:530-533): a Facehugger KOs its Ovomorph,
// comes into the Back Row and captures the enemy Supporting Character its
// player picks; the captive is out of play with its wound, marked with its
// captor.
TEST_P(Facehuggers, Ex000_11b_FacehuggerCapturesKeepingWounds) {
  Vs2pcgTable t = hatching(GetParam(), true);
  EXPECT_EQ(t.field("first.front_row"), "[Recruit {wounds=1}, Smartgunner, Warrant Officer Ripley]");
  t.take("reveal", "Facehugger");
  EXPECT_EQ(t.offered("capture"), (Names{"Recruit", "Smartgunner"}));
  t.take("capture", "Recruit");
  EXPECT_EQ(t.field("second.ko_pile"), "[Ovomorph]");
  EXPECT_EQ(t.field("second.back_row"), "[Facehugger]");
  EXPECT_EQ(t.field("second.facehuggers"), "[Extended Incubation, Facehugger, Facehugger]");
  EXPECT_EQ(t.field("first.front_row"), "[Smartgunner, Warrant Officer Ripley]");
  EXPECT_TRUE(std::regex_match(t.field("first.captives"), std::regex(R"(\[Recruit \{wounds=1, captor=[0-9]+\}\])")))
      << t.field("first.captives");
}

// EX-000-11 (c), R-FH-08 (000:534), R-FH-10 (000:537), R-TK-02 (000:477: a
// token leaving play leaves the game; for a Facehugger, 000:537 says where
// it goes instead: its pile): the Smartgunner
// stuns the Facehugger (DEF 6, Health 1: KO'd); it goes back into the pile,
// not the KO pile, and its captive comes back into its owner's Back Row
// stunned, with the wound it kept.
TEST_P(Facehuggers, Ex000_11c_CaptorLeavesPlayCaptiveReturnsStunned) {
  Vs2pcgTable t = hatching(GetParam(), true);
  t.take("reveal", "Facehugger");
  t.take("capture", "Recruit");
  t.skip_to("to_back");
  t.take("to_back", "The Queen");  // the Facehugger unguarded (000:142)
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.skip_to("attack");
  t.take("attack", "Smartgunner");
  t.take("target", "Facehugger");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("second.back_row"), "[The Queen]");
  EXPECT_EQ(t.field("second.facehuggers"), kPile);
  EXPECT_EQ(t.field("second.ko_pile"), "[Ovomorph]");
  EXPECT_EQ(t.field("first.captives"), "[]");
  EXPECT_EQ(t.field("first.back_row"), "[Recruit {face_down=1, exhausted=1, wounds=1}]");
}

// EX-000-11 (d), R-FH-09/10 (000:536-537), C-31: at the start of the Hive's
// next Build Phase the Facehugger's Burst is paid with the Space face up in
// the Resource Row; the captive goes to its owner's KO pile (it does not
// come back), the Facehugger back into the pile, and the Adolescent
// Xenomorph from hand comes into the Back Row.
TEST_P(Facehuggers, Ex000_11d_BurstPaidCaptiveToKoPile) {
  Vs2pcgTable t = hatching(GetParam(), true);
  t.take("reveal", "Facehugger");
  t.take("capture", "Recruit");
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.pass_turn();
  t.draw({"Space", "Space"});
  ASSERT_TRUE(t.offers("burst"));
  EXPECT_TRUE(t.offers("no_burst"));
  t.take("burst");
  EXPECT_EQ(t.offered("turn_down"), (Names{"Space"}));
  t.take("turn_down", "Space");
  EXPECT_EQ(t.field("first.captives"), "[]");
  EXPECT_EQ(t.field("first.ko_pile"), "[Recruit]");
  EXPECT_EQ(t.field("first.back_row"), "[]");
  EXPECT_EQ(t.field("second.facehuggers"), kPile);
  EXPECT_EQ(t.field("second.resource_row"), "[Space {face_down=1}]");
  EXPECT_EQ(t.offered("burst_out"), (Names{"Adolescent Xenomorph"}));
  t.take("burst_out", "Adolescent Xenomorph");
  EXPECT_EQ(t.field("second.back_row"), "[Adolescent Xenomorph]");
  EXPECT_TRUE(t.offers("no_resource"));
}

// R-FH-09: the Burst is optional; declined, the Facehugger keeps its captive.
TEST_P(Facehuggers, BurstDeclinedKeepsTheCaptive) {
  Vs2pcgTable t = hatching(GetParam(), true);
  t.take("reveal", "Facehugger");
  t.take("capture", "Recruit");
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.take("no_burst");
  EXPECT_EQ(t.field("second.back_row"), "[Facehugger]");
  EXPECT_NE(t.field("first.captives").find("Recruit {wounds=1, captor="), std::string::npos);
}

INSTANTIATE_TEST_SUITE_P(Engines, Facehuggers, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return engine_name(info.param); });

}  // namespace
}  // namespace canbeat::testing
