// Choosers: determinism, weights, byte decoding, key replay; and play().
#include <gtest/gtest.h>

#include "harness/agent.hpp"
#include "harness/lockstep.hpp"
#include "tests/harness/toy_engines.hpp"

namespace canbeat {
namespace {

using toy::CountersReference;

std::vector<std::string> random_game(std::uint64_t seed) {
  CountersReference engine;
  RandomAgent agent(seed);
  return play(engine, agent, 1000).choices;
}

TEST(RandomAgent, SameSeedSameGame) {
  EXPECT_EQ(random_game(42), random_game(42));
  EXPECT_NE(random_game(42), random_game(43));
}

TEST(RandomAgent, FixedSequenceAcrossBuilds) {
  // splitmix64's published first outputs for seed 0: a change here breaks
  // every saved seed.
  SplitMix64 rng(0);
  EXPECT_EQ(rng.next(), 0xe220a8397b1dcdafULL);
  EXPECT_EQ(rng.next(), 0x6e789e6aa1b965f4ULL);
}

TEST(RandomAgent, ChanceFollowsWeights) {
  // The deal has weights 3, 2, 1 out of 6.
  RandomAgent agent(7);
  CountersReference engine;
  int counts[3] = {0, 0, 0};
  for (int i = 0; i < 6000; ++i) ++counts[agent.choose(engine)];
  EXPECT_NEAR(counts[0], 3000, 200);
  EXPECT_NEAR(counts[1], 2000, 200);
  EXPECT_NEAR(counts[2], 1000, 200);
}

TEST(RandomAgent, PlayersPickUniformly) {
  RandomAgent agent(9);
  CountersReference engine;
  engine.apply("start 0");
  std::vector<int> counts(engine.option_count());
  for (int i = 0; i < 10000; ++i) ++counts[agent.choose(engine)];
  for (int c : counts) EXPECT_NEAR(c, 1000, 150);
}

TEST(BytesAgent, BytePairsPickModuloCount) {
  const std::uint8_t bytes[] = {5, 0, 1, 1, 0xff, 0xff, 7};
  BytesAgent agent(bytes, sizeof bytes);
  CountersReference engine;                // 3 options
  EXPECT_EQ(agent.choose(engine), 5u % 3);
  engine.apply("start 0");                 // 10 options from here on
  EXPECT_EQ(agent.choose(engine), 0x0101u % 10);
  EXPECT_EQ(agent.choose(engine), 0xffffu % 10);
  EXPECT_TRUE(agent.exhausted());  // one byte left: not a pair
  EXPECT_EQ(agent.choose(engine), Chooser::stop);
}

TEST(BytesAgent, EmptyInputStopsCleanly) {
  BytesAgent agent(nullptr, 0);
  CountersReference engine;
  PlayResult r = play(engine, agent, 100);
  EXPECT_EQ(r.end, RunEnd::stopped);
  EXPECT_EQ(r.steps, 0u);
}

TEST(KeysAgent, ReplaysThenStops) {
  KeysAgent agent({"start 2", "bump a 2"});
  CountersReference engine;
  PlayResult r = play(engine, agent, 100);
  EXPECT_EQ(r.end, RunEnd::stopped);
  EXPECT_EQ(r.choices, (std::vector<std::string>{"start 2", "bump a 2"}));
  EXPECT_EQ(agent.used(), 2u);
}

TEST(KeysAgent, UnknownKeyNamesStepAndKey) {
  KeysAgent agent({"start 2", "bump z 9"});
  CountersReference engine;
  PlayResult r = play(engine, agent, 100);
  EXPECT_EQ(r.end, RunEnd::bad_key);
  EXPECT_NE(r.error.find("step 2"), std::string::npos) << r.error;
  EXPECT_NE(r.error.find("'bump z 9'"), std::string::npos) << r.error;
  EXPECT_NE(r.error.find("player north"), std::string::npos) << r.error;
}

TEST(Play, TracesEveryStepAndEnds) {
  CountersReference engine;
  RandomAgent agent(1);
  std::vector<std::string> traced;
  PlayResult r = play(engine, agent, 1000, [&](const TraceStep& s) {
    EXPECT_EQ(s.step, traced.size() + 1);
    EXPECT_EQ(s.pending.who, traced.empty() ? Decider::chance : Decider::player);
    traced.push_back(s.key);
  });
  EXPECT_EQ(r.end, RunEnd::game_over);
  EXPECT_EQ(traced, r.choices);
  EXPECT_EQ(r.outcome, outcome_text(engine.outcome(), engine.seats()));
  EXPECT_NE(r.outcome, "ongoing");
}

TEST(Play, StepLimitIsOutOfBudget) {
  CountersReference engine;
  RandomAgent agent(1);
  PlayResult r = play(engine, agent, 3);
  EXPECT_EQ(r.end, RunEnd::out_of_budget);
  EXPECT_EQ(r.steps, 3u);
  EXPECT_EQ(r.outcome, "ongoing");
}

}  // namespace
}  // namespace canbeat
