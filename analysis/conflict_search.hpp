// What `canbeat conflicts` finds, apart from how it prints it: the static
// scan of the sources, the seeded games that look for each finding in play,
// and the shrinking of each finding's witness game (../shared/DESIGN.md
// "Conflict finder"). conflict_report.hpp turns it into findings; the tests
// replay the same witnesses (tests/analysis/witness_minimal_test.cpp).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "analysis/conflict_musts.hpp"
#include "analysis/conflict_pairs.hpp"
#include "analysis/table.hpp"
#include "harness/lockstep.hpp"
#include "harness/parallel.hpp"
#include "harness/shrink.hpp"
#include "interpreter/runaway.hpp"

namespace canbeat::analysis {

// A situation the rules do not decide: an `undecided "id", "why"` statement.
struct Undecided {
  std::string id, why, where;
  std::size_t reached = 0;
  std::vector<std::string> witness;  // the first game that reached it
};

// An effect that never ends: a rule the reference interpreter ran out of its
// step budget in (interp::Runaway), named by the lap of statements it
// repeats. Every game runs the same way up to its first decision, so a
// rule that runs away before it is met by every game: `at_start`.
struct NeverEnding {
  std::vector<std::string> lap;  // "file:line:col" of each statement one lap runs
  bool periodic = true;          // false: no lap repeats; `lap` is what the last steps ran
  bool at_start = false;
  std::size_t reached = 0;
  std::vector<std::string> witness;  // the first game that ran away; its last choice starts the loop
};

// Simultaneous triggers whose order changes the state (the rules give the
// choice to a player, so they decide it, but a rules team wants to see it):
// at a decision whose options are all "resolve ...", each order is played
// on with the first option at every later decision until no trigger waits
// or runs, and the states differ. Named by the triggers (card and power
// names without serials), e.g. "Scout/Ambush, Warden/Lockdown".
struct TriggerOrder {
  std::string triggers;
  std::size_t reached = 0;               // order decisions met where the orders differ
  std::vector<std::string> witness;      // the first game's choices up to that decision
};

// Games that end in an error of the rules (both engines alike where there
// are two), by the error's text: nothing a search meets is dropped.
struct GameError {
  std::string text;  // "EngineBug: file:line:col: rules error: ..."
  std::size_t reached = 0;
  std::vector<std::string> witness;  // the first game's choices, the one that fails last
};

struct ConflictSearch {
  explicit ConflictSearch(const dsl::Game& g) : pairs(g), musts(g) {}
  // A copied PairTable's pairs would point into the original's statements.
  ConflictSearch(const ConflictSearch&) = delete;
  ConflictSearch(ConflictSearch&&) = default;
  std::vector<std::string> contradictions;     // declared invariants the data breaks
  PairTable pairs;                             // can/can't pairs, with reached counts
  MustTable musts;                             // `must` statements, and those met blocked
  std::map<std::string, Undecided> undecided;  // by id
  std::vector<std::string> divergences;        // engine disagreements met in play
  std::map<std::string, NeverEnding> never_ending;  // by lap_text()
  std::map<std::string, TriggerOrder> trigger_orders;  // by TriggerOrder::triggers
  std::map<std::string, GameError> errors;             // by GameError::text
  std::size_t games = 0;
  // Games that reached the decision limit without an outcome
  // (rules whose games never end), and the seed of the first.
  std::size_t unfinished = 0;
  std::uint64_t first_unfinished_seed = 0;
};

// What one searched game met, before it is added to a search: each pair,
// blocked must and trigger order how often, and at how many choices first.
struct GameFinds {
  struct Met {
    std::size_t count = 0, before = 0;
    std::string option;  // pairs: the option considered when first met
  };
  struct Blocked {
    BlockedMust found;
    std::size_t count = 0, before = 0;
  };
  std::map<std::size_t, Met> pairs;
  std::map<std::string, Blocked> musts;
  std::map<std::string, Met> orders;
  std::vector<std::string> choices;  // the game's (none when it diverged)
  std::string outcome;
  RunEnd end = RunEnd::game_over;
  std::string divergence;            // "game seed S: divergence at step ...", or ""
  bool unfinished = false;           // the decision limit, no outcome
  bool ran_out = false;              // an engine ran out of its budget
  std::string error;                 // another error the game ended in, or ""
  std::optional<interp::Runaway> runaway;  // where the rules ran away, if a replay shows it
  bool runaway_at_start = false;     // before the first decision
  std::vector<std::string> runaway_applied;  // the choices into the loop
};

// The static part of a search: the contradictions and the undecided
// statements of the sources, no game searched yet.
ConflictSearch static_conflicts(const Table& s);
// One game of seed `seed` searched for what `tables` (a search's pairs and
// musts) list, on the explaining reference; reads `tables` only.
GameFinds search_game(const Table& s, const ConflictSearch& tables, std::uint64_t seed);

// Adds game `f` (of seed `seed`) to `r` as if it were searched right after
// the games already in it; false when no later game can find more (the
// rules run away before the first decision, so every game is this one).
bool add_game(ConflictSearch& r, const GameFinds& f, std::uint64_t seed);

// The decisions a searched game may take before it counts as unfinished.
constexpr std::size_t search_decision_limit = 100000;

// The contradictions and undecided statements of the sources, then `games`
// seeded games (seed, seed + 1, ...) on the explaining reference interpreter,
// in lockstep with the fast engine where the game has one, on `jobs`
// threads (the same search for any number).
ConflictSearch find_conflicts(const Table& s, long games, std::uint64_t seed, int jobs = 1);
// The same over games of those numbers only (a shard of a search).
ConflictSearch find_conflicts(const Table& s, const GameRange& games, std::uint64_t seed, int jobs);

// The findings no golden rule settles: contradictions, engine disagreements,
// undecided situations play reached, effects that never end, musts play
// met blocked or not enforced, games ending in errors. (A reached can/can't
// pair is settled by the golden rules, so it is not one.)
std::size_t unresolved(const ConflictSearch& r);

// Each shrink below replays at most `cap` games besides its own cap (a
// budget proportional to the search's, conflict_report.hpp), and none
// past the table's deadline; a shrink stopped so says so (cut_short): its
// witness may not be minimal.

// The shrunk witness of a reached undecided situation: a game that ends
// with the outcome `undecided ID`.
WitnessShrink shrink_undecided(const Table& s, const Undecided& u,
                          std::size_t cap = SIZE_MAX);

// "a:1:2, a:3:4", or "no lap; a:1:2, ..." when the last steps repeat none:
// one loop's name, the same however the game got into it.
std::string lap_text(const NeverEnding& n);

// The shrunk witness of an effect that never ends: choices after whose last
// one the interpreter runs away in the same lap (none when it does so before
// the first decision).
WitnessShrink shrink_never_ending(const Table& s, const NeverEnding& n,
                          std::size_t cap = SIZE_MAX);

// Plays on with the first option while the rules are busy with triggers
// (a reference interpreter; another engine is left as it is), each key
// taken added to `taken`.
void settle(Engine& e, std::vector<std::string>* taken = nullptr);
// The trigger order finding a decision shows: its name (TriggerOrder::
// triggers) when every option resolves a trigger and two orders lead to
// different states; "" otherwise.
std::string trigger_order_at(const Engine& e);
// The shrunk witness of a trigger order finding: choices whose last
// decision orders those triggers, with different outcomes.
WitnessShrink shrink_trigger_order(const Table& s, const TriggerOrder& t,
                          std::size_t cap = SIZE_MAX);
// The shrunk witness of a game error: choices whose last one meets the
// same error on the reference interpreter.
WitnessShrink shrink_error(const Table& s, const GameError& e,
                          std::size_t cap = SIZE_MAX);
// The shrunk witness of reached pair `i`: choices whose last decision meets
// both statements in one legality query.
WitnessShrink shrink_pair(const Table& s, const ConflictSearch& r, std::size_t i,
                          std::size_t cap = SIZE_MAX);
// The same from `choices`, another game that met it (an aimed search's).
WitnessShrink shrink_pair(const Table& s, const ConflictSearch& r, std::size_t i, std::vector<std::string> choices,
                          std::size_t cap);
// The shrunk witness of blocked must `key` (MustTable::blocked()): choices
// whose last decision meets the must blocked the same way.
WitnessShrink shrink_blocked_must(const Table& s, const ConflictSearch& r, const std::string& key,
                          std::size_t cap = SIZE_MAX);

}  // namespace canbeat::analysis
