// Lockstep that compares whole states only at every Nth step: the same
// verdicts as every-step lockstep on the toy engines, and once located, the
// same first divergence.
#include <gtest/gtest.h>

#include "tests/harness/lockstep_helpers.hpp"

namespace canbeat {
namespace {

using toy::CountersFast;
using toy::CountersReference;
using Bug = CountersFast::Bug;

LockstepResult located(Bug bug, std::uint64_t seed, std::size_t observe_every) {
  RandomAgent agent(seed);
  return located_lockstep([] { return std::make_unique<CountersReference>(); },
                          [bug] { return std::make_unique<CountersFast>(bug); }, agent, 1000, observe_every);
}

// Every field of two divergences, as a report and a signature show them.
void expect_same(const LockstepResult& a, const LockstepResult& b, std::uint64_t seed) {
  ASSERT_EQ(a.end, b.end) << "seed " << seed;
  EXPECT_EQ(a.steps, b.steps) << "seed " << seed;
  EXPECT_EQ(a.choices, b.choices) << "seed " << seed;
  EXPECT_EQ(a.outcome, b.outcome) << "seed " << seed;
  ASSERT_EQ(bool(a.divergence), bool(b.divergence)) << "seed " << seed;
  if (a.divergence) EXPECT_EQ(describe(*a.divergence), describe(*b.divergence)) << "seed " << seed;
}

TEST(SampledLockstep, LocatedDivergencesAreTheEveryStepOnes) {
  for (Bug bug : {Bug::none, Bug::field, Bug::options, Bug::throws, Bug::weights}) {
    int diverged = 0;
    for (std::uint64_t seed = 1; seed <= 300; ++seed) {
      LockstepResult every = toy::random_lockstep(bug, seed);
      diverged += every.end == RunEnd::diverged;
      for (std::size_t stride : {2u, 7u, 64u}) expect_same(every, located(bug, seed, stride), seed);
    }
    if (bug != Bug::none) EXPECT_GT(diverged, 0) << "the planted bug never shows";
  }
}

// The first seed whose every-step run shows the field bug, that run, and
// the same game in lockstep observed every `observe_every`th step, cut
// after `max_steps` (0: at the first divergence's step).
struct Sampled {
  LockstepResult first, sampled;
};
Sampled sampled_field_bug(std::size_t max_steps, std::size_t observe_every) {
  std::uint64_t seed = 0;
  Sampled out{toy::first_divergence(Bug::field, &seed), {}};
  if (!out.first.divergence) return out;
  CountersReference ref;
  CountersFast fast(Bug::field);
  RandomAgent agent(seed);
  out.sampled = lockstep(ref, fast, agent, max_steps ? max_steps : out.first.divergence->step, observe_every);
  return out;
}

// Unlocated, a state divergence is seen at the next observed step (or the
// end of the run), never before the first differing step.
TEST(SampledLockstep, UnlocatedDivergenceComesAtOrAfterTheFirst) {
  auto [first, sampled] = sampled_field_bug(1000, 1000);
  ASSERT_TRUE(first.divergence);
  ASSERT_TRUE(sampled.divergence);
  EXPECT_GE(sampled.divergence->step, first.divergence->step);
  EXPECT_EQ(divergence_signature(*sampled.divergence), "field game.a;");
}

// A run cut short by its step budget compares its last state too.
TEST(SampledLockstep, ABudgetCutRunIsObservedAtItsLastStep) {
  auto [first, cut] = sampled_field_bug(0, 1000);
  ASSERT_TRUE(first.divergence);
  EXPECT_EQ(cut.end, RunEnd::diverged);
}

}  // namespace
}  // namespace canbeat
