// fuzz/tail_mutation.hpp: where a mutation cuts an input, and that the
// input a tail mutation makes plays on from a state its parent kept, on
// every game with a fast engine.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "fuzz/prefix_cache.hpp"
#include "fuzz/tail_mutation.hpp"
#include "harness/agent.hpp"
#include "tests/fuzz/fast_games.hpp"

namespace canbeat {
namespace {

constexpr std::size_t kStride = 16, kMax = 256;

TEST(TailMutation, CutsAtAKeptStateWithRoomToGrow) {
  SplitMix64 rng(7);
  for (std::size_t n = 0; n < 4000; ++n) {
    const std::size_t size = rng.below(kMax + 1), kept = rng.below(size + 1);
    const std::size_t keep = fuzzing::kept_bytes(size, kept, kMax, kStride, rng);
    ASSERT_EQ(keep % kStride, 0u) << "size " << size;
    ASSERT_LE(keep, kept);
    ASSERT_LT(keep, kMax);
  }
}

TEST(TailMutation, MostCutsAreAtTheLastKeptState) {
  SplitMix64 rng(7);
  std::size_t whole = 0, at_last = 0, draws = 4000;
  for (std::size_t n = 0; n < draws; ++n) {
    const std::size_t size = 2 * kStride + rng.below(kMax - 2 * kStride + 1);
    const std::size_t keep = fuzzing::kept_bytes(size, size, kMax, kStride, rng);
    whole += keep == 0;
    at_last += keep == std::min(size, kMax - 1) / kStride * kStride;
  }
  // One in four mutates the whole input; half of the rest cut at the last
  // kept state.
  EXPECT_GT(whole, draws / 5);
  EXPECT_LT(whole, draws * 3 / 10);
  EXPECT_GT(at_last, draws * 3 / 10);
  EXPECT_LT(at_last, draws * 9 / 20);
}

// A mutation of the tail (bytes changed, one appended), and where it began.
struct Tail {
  std::size_t keep = 0;
  std::size_t operator()(std::uint8_t* tail, std::size_t size, std::size_t room, SplitMix64& rng,
                         const std::uint8_t* data) {
    keep = std::size_t(tail - data);
    for (std::size_t i = 0; i < size; ++i)
      if (rng.below(3) == 0) tail[i] = std::uint8_t(rng.below(256));
    if (size < room) tail[size++] = std::uint8_t(rng.below(256));
    return size;
  }
};

class TailMutationGame : public fuzz_test::FastGame {};

TEST_P(TailMutationGame, ATailMutantResumesWhereItsParentWasKept) {
  // A state kept at every choice: some games end in a few.
  constexpr std::size_t stride = 2;
  fuzzing::PrefixCache cache(stride / 2, 4096);
  SplitMix64 rng(std::hash<std::string>()(GetParam()));
  std::string input;
  for (std::size_t i = 0; i < kMax; ++i) input.push_back(char(rng.below(256)));
  std::size_t tails = 0;
  for (int n = 0; n < 40; ++n) {
    fuzzing::Resumed parent = fuzzing::lockstep_resumed(cache, *reference, *fast, input, 20000, 20000);
    const std::size_t played = parent.from.bytes + 2 * parent.run.steps;
    std::vector<std::uint8_t> bytes(input.begin(), input.end());
    bytes.resize(kMax);
    Tail tail;
    const std::size_t size = fuzzing::mutate_tail(
        bytes.data(), input.size(), cache.kept(input), kMax, stride, rng.next(),
        [&](std::uint8_t* t, std::size_t s, std::size_t room) { return tail(t, s, room, rng, bytes.data()); });
    input.assign(bytes.begin(), bytes.begin() + long(size));
    if (tail.keep == 0) continue;  // the whole input mutated
    ++tails;
    SCOPED_TRACE("input " + std::to_string(n) + ", kept " + std::to_string(tail.keep) + " bytes");
    EXPECT_LE(tail.keep, played) << "cut past what the parent played";
    EXPECT_GE(cache.kept(input), tail.keep);
  }
  EXPECT_GT(tails, 10u);
}

INSTANTIATE_TEST_SUITE_P(EveryFastEngine, TailMutationGame, ::testing::ValuesIn(fuzz_test::fast_games()),
                         [](const auto& info) { return info.param; });

}  // namespace
}  // namespace canbeat
