// A position staged on both engines of a game: what each did with it, for
// the tools that check that the engines agree on positions (the position
// fuzz target, the staged-bounds suite).
#pragma once

#include <memory>
#include <string>

#include "dsl/game.hpp"
#include "seam/engine.hpp"
#include "seam/observation.hpp"

namespace canbeat {

// What one engine did with a position: `refused` empty and `error` empty:
// staged; `refused`: why it cannot run it (Engine::stage); `error`: what
// staging threw.
struct Staged {
  std::unique_ptr<Engine> engine;
  std::string refused, error;
};

struct StagedPair {
  Staged reference, fast;
};

// `position` staged on a fresh reference interpreter and a fresh fast
// engine of `game` (which must have one).
StagedPair stage_both(const dsl::Game& game, const Observation& position);

}  // namespace canbeat
