// Turning a diverging choice list into a repro file of the current game, and
// opening one again (refusing a stale file: exit 2, never a misreplay).
#pragma once

#include <string>
#include <vector>

#include "cli/session.hpp"
#include "harness/lockstep.hpp"
#include "harness/replay_end.hpp"
#include "harness/repro.hpp"

namespace canbeat::cli {

// A repro of `choices` against the session's game, with comment lines and
// what the choices end in on the reference interpreter (record_end).
Repro make_repro(const Session& s, const std::vector<std::string>& choices,
                 const std::vector<std::string>& comments);
// What `choices` end in on a fresh reference interpreter at `setup`
// (harness/replay_end.hpp), an error before the first decision included.
ReplayEnd reference_end(const dsl::Game& g, const Setup& setup, const std::vector<std::string>& choices);
// Fills r.ends and r.end_state with reference_end.
void record_end(Repro& r, const dsl::Game& g, const Setup& setup);

// Reads a repro file and loads its game (built-in by name, or --rules DIR);
// throws UsageError when its game is unknown, or the file is stale and
// `stale_ok` is false (canbeat rebase opens stale files on purpose).
Session open_repro(const std::string& path, const Args& args, Repro& out, bool stale_ok = false);

// Why the table a repro file names is not one `game` has ("" when it is):
// its seats, in the game's order, and decks the game knows (the decks its
// table rules build are added to `game`). Replay, rebase and regress alike.
std::string table_problem(dsl::Game& game, const Repro& r);

// A replay that stopped at a key the game does not offer, as
// "FILE:LINE:1: error: ..." naming the file's line of that key.
std::string choice_error(const std::string& path, const Repro& repro, const LockstepResult& r);

}  // namespace canbeat::cli
