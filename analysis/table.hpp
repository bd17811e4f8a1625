// What every analysis starts from: a loaded game, the table (seats and
// decks) and the test-only faults, and fresh engines of either kind for it.
// The CLI's session is this (cli/session.hpp).
#pragma once

#include <memory>

#include "dsl/game.hpp"
#include "engines/registry.hpp"
#include "harness/shrink.hpp"

namespace canbeat::analysis {

struct Table {
  std::unique_ptr<dsl::Game> game;  // engines point into it: it never moves
  Setup setup;
  fast::Faults faults;  // test-only, from --fault

  // A fresh engine at the start of the game. Throws std::invalid_argument
  // when the game has no engine of that kind or the table is not one it plays.
  std::unique_ptr<Engine> make(EngineKind kind) const;
  EngineFactory factory(EngineKind kind) const;
};

}  // namespace canbeat::analysis
