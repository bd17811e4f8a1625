// What every game command starts from: the game's DSL loaded and checked,
// the seats' decks, and a way to make fresh engines of either kind.
#pragma once

#include <memory>
#include <string>

#include "cli/args.hpp"
#include "analysis/table.hpp"
#include "dsl/game.hpp"
#include "engines/registry.hpp"
#include "harness/shrink.hpp"

namespace canbeat::cli {

// A command's game and table (analysis/table.hpp); its make() throws
// std::invalid_argument for a table the engine cannot play, which the
// command reports as bad input (exit 2).
using Session = analysis::Table;

// The game named by --rules DIR, else by --game NAME among the built-in games
// (the index of the built-in games names the one played by default). DSL errors are printed; throws UsageError (exit 2).
Session open_session(const Args& args);

// Adds to `g` the decks of `decks` its table rules build from others
// (engines/registry.hpp build_table_decks); throws UsageError.
void build_decks(dsl::Game& g, const std::vector<std::string>& decks);
// The test-only fault named by --fault, which must be a fault of the
// game's own fast engine; throws UsageError.
fast::Faults fault_of_game(const std::string& game, const std::string& name);

// --engine-cmd CMD: the engine process checked in place of the fast engine
// (engines/engine_command.hpp); throws UsageError for an empty command.
void use_engine_command(const Args& args);

// For the commands that run both engines (diff, bench): the table without
// the cards the fast engine refuses (engines/refusals.hpp), each named on
// stderr with the reason, so that one such card does not stop the set.
void play_without_refused(Session& s, const char* command);

// The game in folder `dir` (a built-in one when `dir` is just a game name).
std::unique_ptr<dsl::Game> load_game_or_throw(const std::string& dir);

}  // namespace canbeat::cli
