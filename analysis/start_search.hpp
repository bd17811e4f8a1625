// Findings the seeded games did not meet, looked for again from the table's
// start by an aimed search (docs/conflicts.md "Aimed from the start"): an
// archive of the states nearest the finding (a pair by the gaps of its
// conditions, goal.hpp; an undecided situation by how long the game has
// run), returned to and played on from with random choices until the
// finding shows (Go-Explore, go_explore.hpp). A find is a game from the
// start, like the seeded games' witnesses: shrunk, saved with its repro and
// scenario file, and `witnessed`. It runs before the search from staged
// positions (position_search.hpp), which gets only what it cannot reach.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "analysis/conflict_report.hpp"
#include "analysis/conflict_search.hpp"
#include "analysis/findings.hpp"
#include "analysis/goal.hpp"
#include "analysis/table.hpp"

namespace canbeat::analysis {

// How hard each finding is looked for: the tries (a return to a kept state,
// or a fresh game from the start), the choices each plays on. The counts
// decide, so a report is the same on any machine; `time` only guards against
// a game whose choices are slow, well above what a finding takes on a busy
// 2-core machine. `pool`: the tries spread over the pairs a table looks
// for, when that gives each more than `tries`.
// (The hardest pair of the built-in games it meets takes some 2100 tries
// of 120 choices.)
struct StartBudget {
  std::size_t tries = 300, decisions = 120, pool = 4500;
  std::chrono::milliseconds time{240000};
};

// The budget that goes with a search of `games` games: 3 tries per game, at
// most the default's, its pool 15 times that, so that `--budget 1` stays a
// quick run and `--budget 100` the full search.
StartBudget start_budget(long games);

// The choices from the start of table `s` after which `goal` shows, or
// nullopt within budget `b`; `tried` gets the tries made. Tries run on
// `jobs` threads, ahead of their turn, and the search is that of one job.
std::optional<std::vector<std::string>> aim_from_start(const Table& s, const Goal& goal, const StartBudget& b,
                                                       std::uint64_t seed, std::size_t& tried, int jobs = 1);

// Every pair and undecided situation of `report` neither witnessed nor
// impossible, looked for from the start of table `s` (search `r` holds its
// statements); each found one is shrunk (each shrink replays at most
// `cap` games) and saved through `save` as the seeded games' witnesses are.
// Returns how many it witnessed.
// `wanted`, when given, picks the pairs looked for (none of the undecided
// situations then: another table's search looks for pairs only); without
// it, the table's own search, the pairs about no card or about a card the
// table deals (pair_cards.hpp), `b.pool` spread over them, and the
// undecided situations, `b.tries` each. The findings are looked for on
// `jobs` threads and taken in order: the report is the same for any jobs.
std::size_t witness_from_start(const Table& s, const ConflictSearch& r, ConflictReport& report,
                               const SaveWitness& save, std::size_t cap, std::uint64_t seed,
                               const StartBudget& b = {},
                               const std::function<bool(const StatementPair&)>& wanted = {}, int jobs = 1);

}  // namespace canbeat::analysis
