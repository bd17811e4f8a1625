// Shared by the property suites and the games' tests: the built-in games, loaded once, and fresh
// engines of each kind for them.
#pragma once

#include <cstdlib>
#include <memory>
#include <string>

#include "dsl/game.hpp"
#include "engines/registry.hpp"

namespace canbeat::testing {

// The built-in game `name`, loaded once per process; aborts the test binary
// with the diagnostics if it does not load (a broken games/ folder).
const dsl::Game& builtin_game(const std::string& name);

inline std::unique_ptr<Engine> fresh(EngineKind kind, const std::string& game) {
  return make_engine(kind, builtin_game(game), {});
}

}  // namespace canbeat::testing
