// Shared by the lockstep and shrink tests: random lockstep runs of the toy
// game against a fast engine with a planted bug.
#pragma once

#include <memory>

#include "harness/agent.hpp"
#include "harness/lockstep.hpp"
#include "tests/harness/toy_engines.hpp"

namespace canbeat::toy {

inline LockstepResult random_lockstep(CountersFast::Bug bug, std::uint64_t seed) {
  CountersReference ref;
  CountersFast fast(bug);
  RandomAgent agent(seed);
  return lockstep(ref, fast, agent, 1000);
}

// The first seed (from 1) whose random game hits the bug.
inline LockstepResult first_divergence(CountersFast::Bug bug, std::uint64_t* seed_out = nullptr) {
  for (std::uint64_t seed = 1; seed <= 5000; ++seed) {
    LockstepResult r = random_lockstep(bug, seed);
    if (r.divergence) {
      if (seed_out) *seed_out = seed;
      return r;
    }
  }
  return {};
}

}  // namespace canbeat::toy
