// Findings the search from the table's start did not reach, looked for from
// declared positions (docs/conflicts.md "Witnessed from a position"): the
// positions seeded games' turns began in, each moved toward the finding by a
// few changes (a card the finding names moved into another zone of its
// seat or of the table, or among another seat's cards in play, a zone
// emptied into another, a number, one the finding reads or a named card's
// mark stepped), kept only when every
// engine of the game stages it, then random choices from there on the
// explaining reference until the finding shows. Such a witness is
// hypothetical: play from the start never showed it, but the position is
// one the rules accept, as a new card could create.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "analysis/conflict_pairs.hpp"
#include "analysis/conflict_search.hpp"
#include "analysis/findings.hpp"
#include "analysis/goal.hpp"
#include "analysis/table.hpp"
#include "interpreter/interpreter.hpp"
#include "seam/observation.hpp"

namespace canbeat::analysis {

struct PositionFind {
  Observation position;              // staged by every engine of the game
  std::vector<std::string> choices;  // from there; after the last the finding shows
  std::string expectation;
};

// A candidate is kept only when a scenario file of it passes on every
// engine (witness_scenario.hpp position_scenario): the caller checks that.
using Accept = std::function<bool(const PositionFind&)>;

// How hard each finding is looked for: the seeded games whose turn starts
// are changed, the positions or returns tried, the choices played from each
// (a return continues its cell's choices, at most twice as many in all).
// The count decides, so a report is the same on any machine; `time` is only
// a guard against a game whose choices are slow (some
// 100 a second on the 2-core machine in the slowest built-in game), set
// well above what a finding takes on a busy 2-core machine, so that the
// committed reports' drift checks do not depend on the load.
// `pool`: the positions a table's own search spreads over the findings it
// looks for, when that gives each more than `positions`: a game with few
// unmet findings (a Weld pair that 600 tries find and 300 do not) gets
// more tries each, while a report's cost stays bounded by the larger of
// the two (the Vs. System's 20 findings keep 300 each).
struct PositionBudget {
  std::size_t games = 4, positions = 300, decisions = 40, pool = 3600;
  std::chrono::milliseconds time{240000};
};

// The position budget that goes with a search of `games` games: 8
// positions per game, at most the default's, its pool 12 times that, so
// that `--budget 1` stays a quick run and `--budget 100` the full search.
PositionBudget position_budget(long games);

class PositionSearch {
 public:
  // The turn starts of `games` seeded games on table `s` (from `seed`).
  PositionSearch(const Table& s, std::size_t games, std::uint64_t seed);
  // Changed positions and returns to the nearest states reached from them
  // (an archive, as Go-Explore keeps), within budget `b`; the first find
  // `accept` takes, or nullopt. `cards` names the cards the finding is
  // about (one of them moved in every changed position). `tried` gets the
  // number of positions and returns tried.
  std::optional<PositionFind> find(const Goal& goal, const std::vector<std::string>& cards, const Accept& accept,
                                   const PositionBudget& b, std::uint64_t seed, std::size_t& tried) const;
  // The position and choices of another finding's find, replayed: the
  // first state on the way where `goal` shows, its choices shrunk, when
  // `accept` takes it. Two findings often show in one state.
  std::optional<PositionFind> again(const Goal& goal, const PositionFind& other, const Accept& accept) const;
  // The same with one number of the position that `goal` reads (its
  // `reads`) a step away first, the first that shows it: a number the
  // other find's choices compare with now compares otherwise.
  std::optional<PositionFind> again_stepped(const Goal& goal, const PositionFind& other, const Accept& accept) const;
  std::size_t starts() const { return starts_.size(); }

 private:
  std::optional<Observation> changed(const Goal& goal, const std::vector<std::string>& cards,
                                     std::mt19937_64& rng) const;
  std::vector<std::string> shrunk(const Goal& goal, const Observation& position, std::vector<std::string> choices,
                                  std::string& expectation) const;
  // A find's choices are shrunk with at most this many replays.
  static constexpr std::size_t kShrinkReplays = 150;
  const Table& s_;
  std::vector<std::string> seats_;
  std::set<std::string> names_;
  std::vector<std::string> coords_;  // the marks the rules place a card by (coordinate_marks)
  const dsl::Board* board_;          // the table's (dsl::Game::board_for); none without one
  std::vector<Observation> starts_;
};

// Where the scenario files of witnesses from positions go, and how they
// name the game ("game NAME" for a built-in one, "game ../rules"); `write` returns false
// when a file cannot be written (the caller reports it).
struct PositionSink {
  std::string dir;
  std::string game_line;
  std::function<bool(const std::string& path, const std::string& text)> write;
};

// Every pair and undecided situation of `report` neither witnessed nor
// impossible, looked for from positions of table `s` (search `r` holds its
// statements); each found one takes the witness written through `sink` as
// a scenario file. Returns how many it witnessed.
// `wanted`, when given, picks the pairs looked for (none of the undecided
// situations then: another table's search looks for pairs only); without
// it, the table's own search, `b.pool` is spread over the findings. Each
// finding's own search runs on `jobs` threads; a finding takes, in order,
// the first of the finds before it that shows it too, else its own: the
// report is the same for any number of jobs.
std::size_t witness_from_positions(const Table& s, const ConflictSearch& r, ConflictReport& report,
                                   const PositionSink& sink, std::uint64_t seed, const PositionBudget& b = {},
                                   const std::function<bool(const StatementPair&)>& wanted = {}, int jobs = 1);

}  // namespace canbeat::analysis
