// The shrinker on the toy game's planted bugs.
#include <gtest/gtest.h>

#include <iostream>
#include <random>

#include "harness/shrink.hpp"
#include "tests/harness/lockstep_helpers.hpp"

namespace canbeat {
namespace {

using toy::CountersFast;
using toy::CountersReference;
using Bug = CountersFast::Bug;

EngineFactory reference() {
  return [] { return std::make_unique<CountersReference>(); };
}
EngineFactory fast(Bug bug) {
  return [bug] { return std::make_unique<CountersFast>(bug); };
}

// Does replaying keys diverge with this signature?
bool diverges_as(Bug bug, const std::vector<std::string>& keys, const std::string& signature) {
  CountersReference r;
  CountersFast f(bug);
  LockstepResult result = replay_keys(r, f, keys);
  return result.divergence && divergence_signature(*result.divergence) == signature;
}

struct Case {
  LockstepResult found;
  ShrinkResult shrunk;
};

Case shrink_first(Bug bug) {
  std::uint64_t seed = 0;
  Case c{toy::first_divergence(bug, &seed), {}};
  c.shrunk = shrink(reference(), fast(bug), c.found.choices);
  std::cout << "seed " << seed << ": " << c.shrunk.stats.original_length << " -> "
            << c.shrunk.stats.final_length << " choices in " << c.shrunk.stats.attempts
            << " replays\n";
  return c;
}

// 1-minimal: no single removal keeps the same divergence.
void expect_one_minimal(Bug bug, const std::vector<std::string>& keys, const std::string& sig) {
  for (std::size_t i = 0; i < keys.size(); ++i) {
    std::vector<std::string> fewer = keys;
    fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(i));
    EXPECT_FALSE(diverges_as(bug, fewer, sig)) << "choice " << i + 1 << " is removable";
  }
}

TEST(Shrink, FieldBugShrinksToAMinimalWitness) {
  Case c = shrink_first(Bug::field);
  ASSERT_TRUE(c.found.divergence);
  ASSERT_TRUE(c.shrunk.divergence);
  const std::string sig = divergence_signature(*c.found.divergence);
  EXPECT_EQ(divergence_signature(*c.shrunk.divergence), sig);
  EXPECT_TRUE(diverges_as(Bug::field, c.shrunk.choices, sig));
  EXPECT_FALSE(c.shrunk.stats.budget_exhausted);
  // The bug needs the deal, a at 7 (at most 7 bumps), b at 5 or more (a
  // 1-minimal list has at most 5 b bumps: drop one and b < 5) and the final
  // "bump a 2"; bumps of c, d and e can always go. So at most 1 + 7 + 5 + 1.
  EXPECT_LE(c.shrunk.choices.size(), 14u);
  EXPECT_LT(c.shrunk.choices.size(), c.shrunk.stats.original_length);
  EXPECT_EQ(c.shrunk.choices.back(), "bump a 2");
  EXPECT_EQ(c.shrunk.choices.front(), "start 0");  // replaced by the first option
  expect_one_minimal(Bug::field, c.shrunk.choices, sig);
}

TEST(Shrink, OptionBugShrinks) {
  Case c = shrink_first(Bug::options);
  ASSERT_TRUE(c.shrunk.divergence);
  EXPECT_TRUE(c.shrunk.divergence->options_differ);
  // The deal plus bumps taking e to exactly 9.
  EXPECT_LE(c.shrunk.choices.size(), 1u + 9u);
  expect_one_minimal(Bug::options, c.shrunk.choices, "options;");
}

TEST(Shrink, ErrorBugShrinks) {
  Case c = shrink_first(Bug::throws);
  ASSERT_TRUE(c.shrunk.divergence);
  EXPECT_EQ(c.shrunk.divergence->fast_error, "EngineBug: counter d overflowed");
  EXPECT_LE(c.shrunk.choices.size(), 1u + 9u + 1u);
  expect_one_minimal(Bug::throws, c.shrunk.choices, "error /EngineBug;");
}

TEST(Shrink, IsDeterministic) {
  LockstepResult found = toy::first_divergence(Bug::field);
  ShrinkResult a = shrink(reference(), fast(Bug::field), found.choices);
  ShrinkResult b = shrink(reference(), fast(Bug::field), found.choices);
  EXPECT_EQ(a.choices, b.choices);
  EXPECT_EQ(a.stats.attempts, b.stats.attempts);
}

TEST(Shrink, TrimsChoicesAfterTheDivergence) {
  LockstepResult found = toy::first_divergence(Bug::field);
  std::vector<std::string> longer = found.choices;
  longer.push_back("bump c 1");
  longer.push_back("not even a key");
  ShrinkResult s = shrink(reference(), fast(Bug::field), longer, 1);
  EXPECT_EQ(s.choices, found.choices);
  EXPECT_EQ(s.stats.original_length, found.choices.size() + 2);
  EXPECT_TRUE(s.stats.budget_exhausted);
}

TEST(Shrink, RespectsTheReplayBudget) {
  LockstepResult found = toy::first_divergence(Bug::field);
  ShrinkResult s = shrink(reference(), fast(Bug::field), found.choices, 10);
  EXPECT_LE(s.stats.attempts, 10u);
  EXPECT_TRUE(s.stats.budget_exhausted);
  EXPECT_TRUE(diverges_as(Bug::field, s.choices, "field game.a;"));
}

TEST(Shrink, NoDivergenceLeavesTheListAlone) {
  std::vector<std::string> keys = {"start 1", "bump a 1"};
  ShrinkResult s = shrink(reference(), fast(Bug::field), keys);
  EXPECT_FALSE(s.divergence);
  EXPECT_EQ(s.choices, keys);
  EXPECT_EQ(s.stats.attempts, 1u);
}


// Candidates replayed ahead on other threads change nothing: on any number
// of jobs, the shrink one job makes, its count of replays too, whatever
// the budget cuts off (each planted bug's first divergence, and the same
// games with the later keys repeated in the middle).
TEST(Shrink, AnyJobsMakeTheShrinkOfOne) {
  for (Bug bug : {Bug::field, Bug::options, Bug::throws}) {
    const EngineFactory engine = reference();
    SignatureFn diverges = [bug](const std::vector<std::string>& keys, std::vector<std::string>& applied) {
      CountersReference r;
      CountersFast f(bug);
      LockstepResult run = replay_keys(r, f, keys);
      if (!run.divergence) return std::string();
      applied = run.divergence->choices;
      return divergence_signature(*run.divergence);
    };
    std::vector<std::string> found = toy::first_divergence(bug).choices, padded = found;
    padded.insert(padded.begin() + static_cast<std::ptrdiff_t>(padded.size() / 2), found.begin() + 1, found.end());
    for (const auto& choices : {found, padded})
      for (std::size_t budget : {7u, 2000u}) {
        WitnessShrink one = shrink_witness(diverges, engine, choices, budget, 1);
        for (int jobs : {2, 3}) {
          WitnessShrink many = shrink_witness(diverges, engine, choices, budget, jobs);
          EXPECT_EQ(many.choices, one.choices) << jobs << " jobs, budget " << budget;
          EXPECT_EQ(many.signature, one.signature);
          EXPECT_EQ(many.stats.attempts, one.stats.attempts) << jobs << " jobs, budget " << budget;
          EXPECT_EQ(many.stats.budget_exhausted, one.stats.budget_exhausted);
        }
      }
  }
}

// A game of the toy reference, chosen at random.
std::vector<std::string> random_game(std::uint64_t seed) {
  CountersReference e;
  std::mt19937_64 rng(seed);
  std::vector<std::string> keys;
  while (e.option_count() > 0) {
    std::size_t i = rng() % e.option_count();
    keys.push_back(e.option_key(i));
    e.apply(i);
  }
  return keys;
}

int field(const Engine& e, const std::string& path) { return std::stoi(*e.observe().find(path)); }

// Properties of each kind StepProperty reads: along the game, at its end,
// and a throw (the fast toy's planted overflow).
std::vector<StepProperty> step_properties() {
  auto copy = [](const Engine& e) { return e.clone(); };
  StepProperty along{reference(), copy, {}, {}, {}};
  along.along = [](const Engine& e) {
    return field(e, "game.b") >= 6 && field(e, "game.d") >= 4 ? "b and d" : std::string();
  };
  StepProperty at_end{reference(), copy, {}, {}, {}};
  at_end.at_end = [](const Engine& e) {
    return field(e, "north.score") > field(e, "south.score") + 2 ? "north leads" : std::string();
  };
  StepProperty throws{fast(Bug::throws), copy, {}, {}, {}};
  throws.on_error = [](const std::exception& x) { return std::string(x.what()); };
  std::vector<StepProperty> all;
  for (StepProperty p : {along, at_end, throws})
    for (std::size_t every : {0, 1, 3, 16}) p.save_every = every, all.push_back(p);
  return all;
}

// Starting candidates from copies saved along the shortest list changes
// nothing: the shrink a replay from the start makes, its count of replays
// too, on any number of jobs, whatever the budget cuts off (random games
// of 40 or so keys, copies saved every 1, 3 or 16 of them, or none).
TEST(Shrink, ReplaysFromSavedCopiesMakeTheShrinkFromTheStart) {
  std::size_t held = 0;
  for (const StepProperty& property : step_properties())
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      std::vector<std::string> game = random_game(seed);
      for (std::size_t budget : {7u, 2000u}) {
        WitnessShrink fresh = shrink_witness(signature_of(property), property.start, game, budget, 1);
        held += !fresh.signature.empty();
        for (int jobs : {1, 2, 3}) {
          WitnessShrink saved = shrink_witness(property, game, budget, jobs);
          EXPECT_EQ(saved.choices, fresh.choices) << "seed " << seed << ", " << jobs << " jobs, budget " << budget;
          EXPECT_EQ(saved.signature, fresh.signature);
          EXPECT_EQ(saved.stats.attempts, fresh.stats.attempts) << "seed " << seed << ", budget " << budget;
          EXPECT_EQ(saved.stats.budget_exhausted, fresh.stats.budget_exhausted);
        }
      }
    }
  EXPECT_GE(held, 20u) << "too few games have the properties to test the shrink";
}

}  // namespace
}  // namespace canbeat
