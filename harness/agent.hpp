// Choosers: whatever picks the option at each decision of a run. The lockstep
// runner and play() ask a Chooser for an option index; the key of that option
// is what gets recorded, so every run replays from its key list alone.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "seam/engine.hpp"

namespace canbeat {

struct Chooser {
  // Returned by choose() to end the run cleanly before the game ends (a
  // fuzzer input or a key list has run out). Not an error.
  static constexpr std::size_t stop = Engine::npos;

  virtual ~Chooser();
  // An option index < engine.option_count(), or `stop`. Called only while
  // the game is ongoing.
  virtual std::size_t choose(const Engine& engine) = 0;
};

// splitmix64: tiny, fast, and the same sequence under every compiler (std::
// distributions are not specified bit-exactly, so runs would not replay).
class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next();
  // Uniform in [0, bound) by rejection, bound > 0.
  std::uint64_t below(std::uint64_t bound);

 private:
  std::uint64_t state_;
};

// Chance decisions pick by option_weight (a deck's real odds); player
// decisions pick uniformly.
class RandomAgent : public Chooser {
 public:
  explicit RandomAgent(std::uint64_t seed) : rng_(seed) {}
  std::size_t choose(const Engine& engine) override;

 private:
  SplitMix64 rng_;
};

// libFuzzer input: each byte pair (little-endian u16) picks the option index
// modulo the option count. Returns `stop` once fewer than two bytes remain, so
// a fuzz target ends the run and compares what it has.
class BytesAgent : public Chooser {
 public:
  BytesAgent(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
  std::size_t choose(const Engine& engine) override;
  bool exhausted() const { return size_ - pos_ < 2; }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t pos_ = 0;
};

// Replays keys in order. Returns `stop` after the last key; throws
// IllegalOption naming the step and the key when a key is not an option.
class KeysAgent : public Chooser {
 public:
  explicit KeysAgent(std::vector<std::string> keys) : keys_(std::move(keys)) {}
  std::size_t choose(const Engine& engine) override;
  std::size_t used() const { return pos_; }

 private:
  std::vector<std::string> keys_;
  std::size_t pos_ = 0;
};

}  // namespace canbeat
