// Where the differential fuzzer mutates an input: mostly at its end, from a
// state the prefix cache keeps (fuzz/prefix_cache.hpp). Go-Explore returns
// to a state it has reached and explores from there; libFuzzer's own
// mutations land anywhere in an input, and a change at choice k plays again
// every choice after k. Here most mutations keep the input's bytes up to a
// kept state near its end and let libFuzzer mutate only the rest (change,
// insert, erase, append, cross over), so an input costs its new choices;
// the rest mutate the whole input, so the early game is still explored.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>

#include "harness/agent.hpp"

namespace canbeat::fuzzing {

// One in kWholeEvery mutations is libFuzzer's own, over the whole input.
inline constexpr std::uint64_t kWholeEvery = 4;

// How many leading bytes of an input of `size` bytes a mutation keeps: 0
// (the whole input mutated), or a multiple of `stride_bytes` (the bytes of
// the choices between two kept states) at most `kept` (where the input's
// longest kept state stands: past it, the bytes may be past the game's end)
// and below `max_size`, so the tail has room to grow. The cut is the last
// such point, less a number of strides that halves in likelihood as it
// grows.
inline std::size_t kept_bytes(std::size_t size, std::size_t kept, std::size_t max_size, std::size_t stride_bytes,
                              SplitMix64& rng) {
  if (rng.below(kWholeEvery) == 0 || max_size <= stride_bytes) return 0;
  std::size_t last = std::min({size, kept, max_size - 1}) / stride_bytes;
  while (last > 0 && rng.below(2) == 0) --last;
  return last * stride_bytes;
}

// A mutation of data[0, size) in place, at most max_size bytes: the bytes
// kept_bytes() keeps, then `mutate(tail, tail size, tail room)` (libFuzzer's
// LLVMFuzzerMutate) on the rest. Returns the new size.
template <class Mutate>
std::size_t mutate_tail(std::uint8_t* data, std::size_t size, std::size_t kept, std::size_t max_size,
                        std::size_t stride_bytes, std::uint64_t seed, Mutate&& mutate) {
  SplitMix64 rng(seed);
  const std::size_t keep = kept_bytes(size, kept, max_size, stride_bytes, rng);
  return keep + mutate(data + keep, size - keep, max_size - keep);
}

}  // namespace canbeat::fuzzing
