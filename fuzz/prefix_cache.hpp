// A cache of the differential fuzzer's game states by the input bytes
// that reached them ("return, then explore", as Go-Explore returns to a
// state it has seen before exploring from it). libFuzzer mutates an input
// of its corpus and runs the result, so most inputs begin with bytes an
// earlier input began with; each choice takes exactly two bytes
// (harness/agent.hpp BytesAgent), so the state after k choices depends on
// the first 2k bytes alone. An input resumes from clones of both engines
// at the longest cached prefix, and lockstep goes on from there: every
// step of the prefix was compared when it was first played.
#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "harness/agent.hpp"
#include "harness/lockstep.hpp"
#include "seam/engine.hpp"

namespace canbeat::fuzzing {

class PrefixCache {
 public:
  // A state kept every `stride` choices; at most `capacity` states, the
  // oldest dropped first.
  PrefixCache(std::size_t stride, std::size_t capacity) : stride_(stride), capacity_(capacity) {}

  struct Resume {
    std::unique_ptr<Engine> reference, fast;
    std::size_t bytes = 0;  // how many of the input's bytes the state consumed
  };

  // How many bytes of `input` the longest cached prefix of it has (0: none).
  std::size_t kept(std::string_view input) const {
    for (std::size_t k = input.size() / 2 / stride_ * stride_; k > 0; k -= stride_)
      if (states_.count(input.substr(0, 2 * k))) return 2 * k;
    return 0;
  }

  // Clones of the state at the longest cached prefix of `input`, or none;
  // a fast engine kept as its history is `start` replayed.
  Resume longest(std::string_view input, const Engine& start) const {
    const std::size_t bytes = kept(input);
    if (bytes == 0) return {};
    const State& at = states_.find(input.substr(0, bytes))->second;
    return {at.reference->clone(), at.fast ? at.fast->clone() : replayed(start, at.history), bytes};
  }

  bool wants(std::size_t choices) const { return choices % stride_ == 0; }

  // Keeps clones of both engines as the state `prefix` reaches; of a fast
  // engine whose clone is a replay, only its history (most kept states are
  // never resumed).
  void keep(std::string_view prefix, const Engine& reference, const Engine& fast) {
    std::string key(prefix);
    if (states_.count(key)) return;
    if (order_.size() == capacity_) {
      states_.erase(order_.front());
      order_.pop_front();
    }
    State at{reference.clone(), nullptr, {}};
    if (fast.clone_replays()) at.history = fast.history();
    else at.fast = fast.clone();
    states_.emplace(key, std::move(at));
    order_.push_back(std::move(key));
  }

 private:
  struct State {
    std::unique_ptr<Engine> reference, fast;  // fast: none where `history` stands for it
    std::vector<std::uint32_t> history;
  };

  static std::unique_ptr<Engine> replayed(const Engine& start, const std::vector<std::uint32_t>& history) {
    std::unique_ptr<Engine> e = start.clone();
    for (std::uint32_t i : history) e->apply(i);
    return e;
  }

  std::size_t stride_, capacity_;
  // Looked up by a view of the input, no string made (a transparent hash).
  struct Hash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  std::unordered_map<std::string, State, Hash, std::equal_to<>> states_;
  std::deque<std::string> order_;
};

// A BytesAgent over the input from `offset` on that keeps the states it
// passes in the cache: before each choice both engines stand at the state
// the input's bytes so far reach, their options already compared.
class CachingAgent : public Chooser {
 public:
  CachingAgent(std::string_view input, std::size_t offset, const Engine& fast, PrefixCache& cache)
      : input_(input), at_(offset), fast_(fast), cache_(cache),
        bytes_(reinterpret_cast<const std::uint8_t*>(input.data()) + offset, input.size() - offset) {}

  std::size_t choose(const Engine& reference) override {
    if (at_ > 0 && cache_.wants(at_ / 2)) cache_.keep(input_.substr(0, at_), reference, fast_);
    std::size_t i = bytes_.choose(reference);
    if (i != stop) at_ += 2;
    return i;
  }

 private:
  std::string_view input_;
  std::size_t at_;
  const Engine& fast_;
  PrefixCache& cache_;
  BytesAgent bytes_;
};

// One input in lockstep from the longest prefix of it the cache holds (from
// clones of `reference` and `fast` when none), keeping the states it
// passes; the engines as the run left them. A kept state is not observed
// again: the run that passed it compared its options, and an input that
// ends there compares the rest.
struct Resumed {
  LockstepResult run;
  PrefixCache::Resume from;  // the engines, and how many bytes the kept state had consumed
};

inline Resumed lockstep_resumed(PrefixCache& cache, const Engine& reference, const Engine& fast,
                                std::string_view input, std::size_t max_steps, std::size_t observe_every) {
  PrefixCache::Resume at = cache.longest(input, fast);
  if (!at.reference) at = {reference.clone(), fast.clone(), 0};
  CachingAgent agent(input, at.bytes, *at.fast, cache);
  LockstepResult run = lockstep(*at.reference, *at.fast, agent, max_steps, observe_every, at.bytes == 0);
  return {std::move(run), std::move(at)};
}

}  // namespace canbeat::fuzzing
