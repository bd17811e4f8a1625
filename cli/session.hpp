// What every game command starts from: the game's DSL loaded and checked,
// the seats' decks, and a way to make fresh engines of either kind.
#pragma once

#include <memory>
#include <string>

#include "cli/args.hpp"
#include "dsl/game.hpp"
#include "engines/registry.hpp"
#include "harness/shrink.hpp"

namespace canbeat::cli {

struct Session {
  std::unique_ptr<dsl::Game> game;  // engines point into it: it never moves
  Setup setup;
  fast::Faults faults;  // test-only, from --fault

  std::unique_ptr<Engine> make(EngineKind kind) const;
  EngineFactory factory(EngineKind kind) const;
};

// The game named by --rules DIR, else by --game NAME among the built-in games
// (default "aliens"). DSL errors are printed; throws UsageError (exit 2).
Session open_session(const Args& args);

// The game in folder `dir` (a built-in one when `dir` is just a game name).
std::unique_ptr<dsl::Game> load_game_or_throw(const std::string& dir);

}  // namespace canbeat::cli
