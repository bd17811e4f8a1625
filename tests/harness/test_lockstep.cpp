// The lockstep runner, replay_keys and describe() against the toy engines.
#include <gtest/gtest.h>

#include "tests/harness/lockstep_helpers.hpp"

namespace canbeat {
namespace {

using toy::CountersFast;
using toy::CountersReference;
using Bug = CountersFast::Bug;

TEST(Lockstep, CorrectEnginesAgreeOver500Games) {
  for (std::uint64_t seed = 1; seed <= 500; ++seed) {
    LockstepResult r = toy::random_lockstep(Bug::none, seed);
    ASSERT_EQ(r.end, RunEnd::game_over) << "seed " << seed << ": " << r.error
                                        << (r.divergence ? describe(*r.divergence) : "");
    ASSERT_NE(r.outcome, "ongoing");
    ASSERT_EQ(r.steps, r.choices.size());
  }
}

TEST(Lockstep, FindsTheFieldBugAndNamesThePath) {
  LockstepResult r = toy::first_divergence(Bug::field);
  ASSERT_TRUE(r.divergence);
  const Divergence& d = *r.divergence;
  EXPECT_EQ(r.end, RunEnd::diverged);
  EXPECT_EQ(d.step, d.choices.size());
  EXPECT_EQ(d.choices, r.choices);
  EXPECT_EQ(d.choices.back(), "bump a 2");
  ASSERT_EQ(d.fields.size(), 1u);
  EXPECT_EQ(d.fields[0], (FieldDiff{"game.a", "9", "10"}));
  EXPECT_FALSE(d.options_differ || d.pending_differs || d.outcome_differs);
  EXPECT_EQ(divergence_signature(d), "field game.a;");
}

TEST(Lockstep, OptionListMismatch) {
  LockstepResult r = toy::first_divergence(Bug::options);
  ASSERT_TRUE(r.divergence);
  const Divergence& d = *r.divergence;
  EXPECT_TRUE(d.options_differ);
  EXPECT_EQ(d.reference_options.size(), 10u);
  EXPECT_EQ(d.fast_options.size(), 9u);
  EXPECT_TRUE(d.fields.empty());
  EXPECT_EQ(divergence_signature(d), "options;");
}

TEST(Lockstep, OneEngineThrowingIsADivergence) {
  LockstepResult r = toy::first_divergence(Bug::throws);
  ASSERT_TRUE(r.divergence);
  const Divergence& d = *r.divergence;
  EXPECT_EQ(d.reference_error, "");
  EXPECT_EQ(d.fast_error, "EngineBug: counter d overflowed");
  EXPECT_EQ(d.choices.back(), "bump d 2");
  EXPECT_EQ(divergence_signature(d), "error /EngineBug;");
}

TEST(Lockstep, WrongChanceWeightsDivergeAtStepZero) {
  LockstepResult r = toy::random_lockstep(Bug::weights, 1);
  ASSERT_TRUE(r.divergence);
  EXPECT_EQ(r.divergence->step, 0u);
  EXPECT_TRUE(r.divergence->choices.empty());
  EXPECT_TRUE(r.divergence->weights_differ);
  EXPECT_EQ(r.divergence->fast_weights, (std::vector<std::uint32_t>{3, 1, 2}));
  EXPECT_NE(describe(*r.divergence).find("reference: [3, 2, 1]\n  fast:      [3, 1, 2]"),
            std::string::npos)
      << describe(*r.divergence);
}

// Loops forever (per its budget) on the first bump; `message` tells two
// such engines apart.
template <int message>
class Looping : public CountersReference {
 protected:
  void do_apply(std::size_t i) override {
    if (!history().empty()) throw OutOfBudget("loop " + std::to_string(message));
    CountersReference::do_apply(i);
  }
};

TEST(Lockstep, SameErrorInBothEnginesEndsTheRunWithoutDivergence) {
  Looping<1> ref, fast;
  LockstepResult r = replay_keys(ref, fast, {"start 0", "bump a 1", "bump a 1"});
  EXPECT_EQ(r.end, RunEnd::engine_error);
  EXPECT_FALSE(r.divergence);
  EXPECT_EQ(r.error, "OutOfBudget: loop 1");
  EXPECT_EQ(r.steps, 2u);
}

// An engine bug where the other engine loops: a divergence.
class Broken : public CountersReference {
 protected:
  void do_apply(std::size_t i) override {
    if (!history().empty()) throw EngineBug("broken");
    CountersReference::do_apply(i);
  }
};

TEST(Lockstep, DifferentErrorsAreADivergence) {
  Looping<1> ref;
  Broken fast;
  RandomAgent agent(5);
  LockstepResult r = lockstep(ref, fast, agent, 100);
  ASSERT_TRUE(r.divergence);
  EXPECT_EQ(r.divergence->step, 2u);
  EXPECT_EQ(r.divergence->reference_error, "OutOfBudget: loop 1");
  EXPECT_EQ(r.divergence->fast_error, "EngineBug: broken");
}

// Both out of budget, each saying so its own way (the interpreter names the
// lap it repeats, a fast engine its ops): they agree the rules never reach
// a decision.
TEST(Lockstep, OutOfBudgetInBothEnginesAgreesWhateverTheMessages) {
  Looping<1> ref;
  Looping<2> fast;
  RandomAgent agent(5);
  LockstepResult r = lockstep(ref, fast, agent, 100);
  EXPECT_FALSE(r.divergence);
  EXPECT_EQ(r.end, RunEnd::engine_error);
  EXPECT_EQ(r.error, "OutOfBudget: loop 1");
}

// The reference out of budget alone: each engine counts its own work, and
// a fast engine that finishes what the spec's budget could not gives no
// other answer; the run ends on the reference's verdict.
TEST(Lockstep, OutOfBudgetInTheReferenceAloneEndsTheRun) {
  Looping<1> ref;
  CountersFast fast;
  LockstepResult r = replay_keys(ref, fast, {"start 0", "bump a 1", "bump a 1"});
  EXPECT_FALSE(r.divergence);
  EXPECT_EQ(r.end, RunEnd::engine_error);
  EXPECT_EQ(r.error, "OutOfBudget: loop 1");
}

// The fast engine out of budget where the reference is not: a loop of its
// own, a divergence.
TEST(Lockstep, OutOfBudgetInTheFastEngineAloneIsADivergence) {
  CountersReference ref;
  Looping<2> fast;
  LockstepResult r = replay_keys(ref, fast, {"start 0", "bump a 1", "bump a 1"});
  ASSERT_TRUE(r.divergence);
  EXPECT_EQ(r.divergence->reference_error, "");
  EXPECT_EQ(r.divergence->fast_error, "OutOfBudget: loop 2");
}

TEST(Lockstep, StepLimitIsOutOfBudget) {
  CountersReference ref;
  CountersFast fast;
  RandomAgent agent(3);
  LockstepResult r = lockstep(ref, fast, agent, 4);
  EXPECT_EQ(r.end, RunEnd::out_of_budget);
  EXPECT_EQ(r.steps, 4u);
  EXPECT_EQ(r.outcome, "ongoing");
}

// A run resumed from a kept state (the fuzz target's prefix cache) leaves
// that state unobserved; where the run stops, it is compared all the same.
struct StopAtOnce : Chooser {
  std::size_t choose(const Engine&) override { return stop; }
};

TEST(Lockstep, AnUnobservedStartIsStillComparedWhereTheRunStops) {
  LockstepResult found = toy::first_divergence(Bug::field);
  ASSERT_TRUE(found.divergence);
  std::vector<std::string> before = found.choices;
  const std::string last = before.back();
  before.pop_back();
  CountersReference ref;
  CountersFast fast(Bug::field);
  ASSERT_EQ(replay_keys(ref, fast, before).end, RunEnd::stopped);
  std::size_t i = 0;
  while (i < ref.option_count() && ref.option_key(i) != last) ++i;
  ASSERT_LT(i, ref.option_count());
  ref.apply(i);
  fast.apply(i);
  StopAtOnce stop;
  LockstepResult r = lockstep(ref, fast, stop, 100, 100, /*observe_first=*/false);
  ASSERT_TRUE(r.divergence);
  EXPECT_EQ(r.divergence->step, 0u);
  EXPECT_EQ(r.divergence->fields, found.divergence->fields);
}

TEST(ReplayKeys, ReproducesTheDivergence) {
  LockstepResult found = toy::first_divergence(Bug::field);
  ASSERT_TRUE(found.divergence);
  CountersReference ref;
  CountersFast fast(Bug::field);
  LockstepResult r = replay_keys(ref, fast, found.choices);
  ASSERT_TRUE(r.divergence);
  EXPECT_EQ(r.divergence->fields, found.divergence->fields);
  EXPECT_EQ(r.divergence->step, found.divergence->step);
}

TEST(ReplayKeys, StopsAtTheEndOfTheList) {
  CountersReference ref;
  CountersFast fast;
  LockstepResult r = replay_keys(ref, fast, {"start 1", "bump b 2", "bump c 1"});
  EXPECT_EQ(r.end, RunEnd::stopped);
  EXPECT_EQ(r.steps, 3u);
  EXPECT_EQ(ref.observe(), fast.observe());
  EXPECT_EQ(*ref.observe().find("game.c"), "2");
}

TEST(ReplayKeys, AKeyThatIsNoOptionIsAnErrorNotADivergence) {
  CountersReference ref;
  CountersFast fast;
  LockstepResult r = replay_keys(ref, fast, {"start 1", "start 1"});
  EXPECT_EQ(r.end, RunEnd::bad_key);
  EXPECT_FALSE(r.divergence);
  EXPECT_EQ(r.steps, 1u);
  EXPECT_NE(r.error.find("step 2: 'start 1' is not an option for player north"),
            std::string::npos)
      << r.error;
}

TEST(ReplayKeys, KeysAfterTheEndAreAnError) {
  std::vector<std::string> keys = {"start 0"};
  for (int i = 0; i < 8; ++i) keys.push_back("bump e 2");  // e reaches 16
  keys.push_back("bump a 1");
  CountersReference ref;
  CountersFast fast;
  LockstepResult r = replay_keys(ref, fast, keys);
  EXPECT_EQ(r.end, RunEnd::bad_key);
  EXPECT_EQ(r.outcome, "tie");
  EXPECT_NE(r.error.find("step 10: 'bump a 1' comes after the game ended"), std::string::npos)
      << r.error;
}

TEST(Describe, ShowsStepChoicesAndTheFieldTable) {
  Divergence d;
  d.step = 2;
  d.choices = {"start 1", "bump a 2"};
  d.fields = {{"game.a", "9", "10"}, {"north.score", "2", "<absent>"}};
  std::string text = describe(d, toy::counters_seats());
  EXPECT_NE(text.find("divergence at step 2"), std::string::npos) << text;
  EXPECT_NE(text.find("    1. start 1\n    2. bump a 2\n"), std::string::npos) << text;
  EXPECT_NE(text.find("path        | reference | fast\n"), std::string::npos) << text;
  EXPECT_NE(text.find("game.a      | 9         | 10\n"), std::string::npos) << text;
  EXPECT_NE(text.find("north.score | 2         | <absent>\n"), std::string::npos) << text;
}

TEST(Describe, ShowsPendingOptionsAndErrors) {
  Divergence d;
  d.pending_differs = true;
  d.reference_pending = {Decider::player, 0};
  d.fast_pending = {Decider::chance, 1};
  d.options_differ = true;
  d.reference_options = {"x", "y"};
  d.fast_options = {"x"};
  d.fast_error = "EngineBug: boom";
  std::string text = describe(d, toy::counters_seats());
  EXPECT_NE(text.find("(none: the initial states differ)"), std::string::npos) << text;
  EXPECT_NE(text.find("reference: player north\n  fast:      chance south"), std::string::npos)
      << text;
  EXPECT_NE(text.find("reference: [x, y]\n  fast:      [x]"), std::string::npos) << text;
  EXPECT_NE(text.find("reference: (no error)\n  fast:      EngineBug: boom"), std::string::npos)
      << text;
  EXPECT_NE(describe(d).find("player 0"), std::string::npos) << describe(d);
}

TEST(Describe, RealDivergenceReport) {
  LockstepResult r = toy::first_divergence(Bug::field);
  ASSERT_TRUE(r.divergence);
  std::string text = describe(*r.divergence, toy::counters_seats());
  EXPECT_NE(text.find("game.a"), std::string::npos) << text;
  EXPECT_NE(text.find("| 9 "), std::string::npos) << text;
  EXPECT_NE(text.find("| 10\n"), std::string::npos) << text;
}

}  // namespace
}  // namespace canbeat
