#include "harness/agent.hpp"

namespace canbeat {

Chooser::~Chooser() = default;

std::uint64_t SplitMix64::next() {
  // Constants from Steele, Lea, Flood: "Fast splittable pseudorandom number
  // generators" (OOPSLA 2014).
  std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

std::uint64_t SplitMix64::below(std::uint64_t bound) {
  // Reject the top partial block so every residue is equally likely.
  std::uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
  std::uint64_t r;
  do r = next();
  while (r >= limit);
  return r % bound;
}

std::size_t RandomAgent::choose(const Engine& engine) {
  std::size_t n = engine.option_count();
  if (n == 0) return stop;
  if (engine.pending().who != Decider::chance) return rng_.below(n);
  std::uint64_t total = 0;
  for (std::size_t i = 0; i < n; ++i) total += engine.option_weight(i);
  if (total == 0) return rng_.below(n);
  std::uint64_t r = rng_.below(total);
  for (std::size_t i = 0; i < n; ++i) {
    std::uint64_t w = engine.option_weight(i);
    if (r < w) return i;
    r -= w;
  }
  return n - 1;  // unreachable: r < total
}

std::size_t BytesAgent::choose(const Engine& engine) {
  std::size_t n = engine.option_count();
  if (n == 0 || exhausted()) return stop;
  unsigned v = data_[pos_] | unsigned(data_[pos_ + 1]) << 8;
  pos_ += 2;
  return v % n;
}

std::size_t KeysAgent::choose(const Engine& engine) {
  if (pos_ == keys_.size()) return stop;
  const std::string& key = keys_[pos_];
  std::size_t i = engine.find_option(key);
  if (i == Engine::npos)
    throw IllegalOption("step " + std::to_string(pos_ + 1) + ": '" + key +
                        "' is not an option for " +
                        pending_text(engine.pending(), engine.seats()));
  ++pos_;
  return i;
}

}  // namespace canbeat
