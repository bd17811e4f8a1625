// The report of `canbeat conflicts` built from a search (conflict_search.hpp):
// each finding with its witness game shrunk and saved. It reports:
//  - contradictions in the sources: declared invariants the data breaks;
//  - card-over-rulebook overrides: a card's can/can't against the rulebook's
//    opposite statement about one action (the card wins, by the golden
//    rules);
//  - can/can't collisions: the other pairs of opposite statements about one
//    action (can't beats can); for both, whether the search met a legality
//    query where both applied, with a witness and the option being
//    considered, or "not reached (budget N games)";
//  - situations the rules do not decide (`undecided` in the rulebook): how
//    often the search reached each one, with a witness;
//  - effects that never end, by the file:line:col of the lap of statements
//    they repeat, with a witness whose last choice starts the loop;
//  - simultaneous triggers whose order changes the state, found by playing
//    each order on (the rules give the choice to a player), with a witness;
//  - requirements (`must`, docs/dsl.md): each must play met blocked, by the
//    statement that decided the query or that nothing permits it, with a
//    witness; then the musts never met blocked; and each must play met
//    required, not enforced (another option open beside the one it requires);
//  - engine disagreements met along the way (lockstep, when a fast engine
//    exists);
//  - games that never end: searched games that reached the decision limit
//    without an outcome.
// findings.hpp prints it as text or JSON.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "analysis/conflict_search.hpp"
#include "analysis/findings.hpp"
#include "analysis/table.hpp"
#include "analysis/witness_scenario.hpp"

namespace canbeat::analysis {

// Saves one witness game: its choices, the comment lines its repro file
// opens with, a file stem ("" names it by its choices), and what shows the
// finding at its end (witness_scenario.hpp: expectations or branches; none
// when no scenario file can show it). Returns what to print: the repro's
// path, and the scenario's path and length when one was written. The
// caller owns files: a witness it cannot write it reports itself and
// returns a path that says so, and the report goes on.
struct SavedWitness {
  std::string path;
  std::string scenario;
  std::size_t scenario_lines = 0;
};
using SaveWitness = std::function<SavedWitness(const std::vector<std::string>& choices,
                                               const std::vector<std::string>& comments, const std::string& stem,
                                               const Ending& end)>;

// Every finding of search `r` (`budget` games from `seed` on table `s`),
// each reached one's witness shrunk (conflict_search.hpp shrink_*) and saved
// through `save`, in the order undecided, never-ending, trigger orders,
// musts, pairs (the order that numbers the witness files). The shrinks run
// on `jobs` threads; the report is the same for any number.
// Each witness's shrink replays at most shrink_replays_per_game games per
// game of `budget` (a witness cut short says so).
inline constexpr std::size_t shrink_replays_per_game = 20;
ConflictReport conflict_report(const Table& s, const ConflictSearch& r, long budget, std::uint64_t seed,
                               const SaveWitness& save, int jobs = 1);

}  // namespace canbeat::analysis
