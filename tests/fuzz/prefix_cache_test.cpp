// fuzz/prefix_cache.hpp on every game with a fast engine: inputs each a
// mutation of the one before, as libFuzzer makes them, played on from the
// longest kept prefix end as they end played from the start, in the same
// state on both engines.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "fuzz/prefix_cache.hpp"
#include "harness/agent.hpp"
#include "harness/lockstep.hpp"
#include "tests/fuzz/fast_games.hpp"

namespace canbeat {
namespace {

// The next input: one of libFuzzer's common mutations of `in` (a byte
// changed, bytes inserted or erased, a tail appended), at most 256 bytes.
std::string mutated(std::string in, SplitMix64& rng) {
  const std::size_t at = in.empty() ? 0 : rng.below(in.size());
  switch (rng.below(4)) {
    case 0: if (!in.empty()) in[at] = char(rng.below(256)); break;
    case 1: in.insert(at, std::string(1 + rng.below(4), char(rng.below(256)))); break;
    case 2: in.erase(at, 1 + rng.below(4)); break;
    default: for (int i = 0; i < 16; ++i) in.push_back(char(rng.below(256)));
  }
  if (in.size() > 256) in.resize(256);
  return in;
}

struct Ended {
  LockstepResult run;
  Observation reference, fast;
  std::size_t resumed_bytes = 0;  // the input's bytes a kept state stood for
};

Ended from_start(const Engine& reference, const Engine& fast, const std::string& input) {
  auto r = reference.clone(), f = fast.clone();
  BytesAgent agent(reinterpret_cast<const std::uint8_t*>(input.data()), input.size());
  LockstepResult run = lockstep(*r, *f, agent, 20000, 20000);
  return {std::move(run), r->observe(), f->observe()};
}

Ended resumed(const Engine& reference, const Engine& fast, const std::string& input, fuzzing::PrefixCache& cache) {
  fuzzing::Resumed at = fuzzing::lockstep_resumed(cache, reference, fast, input, 20000, 20000);
  Ended e{std::move(at.run), at.from.reference->observe(), at.from.fast->observe(), at.from.bytes};
  e.run.steps += at.from.bytes / 2;
  return e;
}

class PrefixCacheGame : public fuzz_test::FastGame {};

TEST_P(PrefixCacheGame, ResumedRunsEndAsRunsFromTheStart) {
  fuzzing::PrefixCache cache(8, 64);
  SplitMix64 rng(std::hash<std::string>()(GetParam()));
  std::string input;
  for (int i = 0; i < 200; ++i) input.push_back(char(rng.below(256)));
  std::size_t resumed_bytes = 0;
  for (int n = 0; n < 24; ++n, input = mutated(input, rng)) {
    Ended a = from_start(*reference, *fast, input), b = resumed(*reference, *fast, input, cache);
    resumed_bytes += b.resumed_bytes;
    SCOPED_TRACE("input " + std::to_string(n));
    EXPECT_EQ(a.run.end, b.run.end);
    EXPECT_EQ(a.run.steps, b.run.steps);
    EXPECT_EQ(a.run.outcome, b.run.outcome);
    EXPECT_TRUE(a.reference == b.reference);
    EXPECT_TRUE(a.fast == b.fast);
  }
  EXPECT_GT(resumed_bytes, 0u) << "no input resumed from a kept state";
}

INSTANTIATE_TEST_SUITE_P(EveryFastEngine, PrefixCacheGame, ::testing::ValuesIn(fuzz_test::fast_games()),
                         [](const auto& info) { return info.param; });

}  // namespace
}  // namespace canbeat
