// The archive and the exploring step both aimed searches share (Go-Explore,
// Ecoffet et al. 2021): the states a search reached nearest its goal, kept
// to return to, and random choices played on from one of them until the
// goal shows. A state is kept as a cloned engine, so a return replays
// nothing. start_search.hpp explores from the table's start,
// position_search.hpp from staged positions.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "analysis/goal.hpp"
#include "analysis/position_changes.hpp"
#include "interpreter/interpreter.hpp"
#include "seam/observation.hpp"

namespace canbeat::analysis {

// A state the search reached, kept to return to: the position it was
// explored from (none: the table's start), the choices from there, and how
// far the goal was.
struct Cell {
  std::unique_ptr<Engine> state;
  const Observation* position;
  std::vector<std::string> choices;
  int distance;
  std::size_t returns = 0;
  std::uint64_t id = 0;  // the archive's own name for it, kept when cells move
};

// The cells nearest the goal, at most kCells of them.
class Archive {
 public:
  static constexpr std::size_t kCells = 24, kPatience = 8;
  void offer(const interp::Reference& ref, const Observation* position, const std::vector<std::string>& choices,
             int distance);
  // The cells another archive kept, offered as they were offered there
  // (farthest first); whether any was kept here. Tries explored side by
  // side each keep cells in an archive of their own, taken in try order
  // (start_search.cpp).
  bool absorb(Archive&& other);
  // A return to cell `id` that is taken back (a try planned ahead and
  // dropped): its count as it was, if the cell is still kept.
  void unreturn(std::uint64_t id);
  bool empty() const { return cells_.empty(); }
  // One of the nearest cells. Guided by a distance, among those returned
  // to least often (counted in rounds of kPatience returns): a cell whose
  // returns lead nowhere nearer (a game about to end) gives way to the
  // next nearest, as Go-Explore favours the cells it chose least.
  const Cell& promising(Rng& rng, bool guided);

 private:
  bool place(Cell&& c);
  std::vector<Cell> cells_;
  std::uint64_t named_ = 0;
};

// How a state is measured: by the goal's distance; without one, `deepest`
// counts the choices made, more being nearer (a situation random games
// never reach at their end is often one only a longer game meets), else
// every state is as near as any.
int measure(const Goal& goal, interp::Reference& ref, std::size_t choices, bool deepest);

// Random choices from `ref` (after `choices`, from a cell `nearest` away)
// until the goal shows: the choices. The states on the way nearer than any
// before, and than the cell, go to `archive`.
std::optional<std::vector<std::string>> explore(interp::Reference& ref, const Goal& goal, const Observation* position,
                                                std::vector<std::string> choices, int nearest, std::size_t decisions,
                                                std::uint64_t seed, Archive& archive, std::string& expectation,
                                                bool deepest = false);

}  // namespace canbeat::analysis
