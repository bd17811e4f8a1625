#include "analysis/go_explore.hpp"

#include <algorithm>
#include <limits>

#include "harness/agent.hpp"

namespace canbeat::analysis {

void Archive::offer(const interp::Reference& ref, const Observation* position, const std::vector<std::string>& choices,
                    int distance) {
  if (cells_.size() >= kCells && distance >= cells_.back().distance) return;
  place(Cell{ref.clone(), position, choices, distance});
}

bool Archive::place(Cell&& c) {
  if (cells_.size() >= kCells && c.distance >= cells_.back().distance) return false;
  if (cells_.size() >= kCells) cells_.pop_back();
  auto at = std::upper_bound(cells_.begin(), cells_.end(), c.distance,
                             [](int d, const Cell& x) { return d < x.distance; });
  c.returns = 0, c.id = ++named_;
  cells_.insert(at, std::move(c));
  return true;
}

bool Archive::absorb(Archive&& other) {
  bool kept = false;
  for (auto c = other.cells_.rbegin(); c != other.cells_.rend(); ++c) kept |= place(std::move(*c));
  other.cells_.clear();
  return kept;
}

void Archive::unreturn(std::uint64_t id) {
  for (Cell& c : cells_)
    if (c.id == id) --c.returns;
}

const Cell& Archive::promising(Rng& rng, bool guided) {
  std::size_t round = std::numeric_limits<std::size_t>::max();
  for (const Cell& c : cells_) round = std::min(round, guided ? c.returns / kPatience : 0);
  std::vector<std::size_t> nearest;
  for (std::size_t i = 0; i < cells_.size(); ++i)
    if ((guided ? cells_[i].returns / kPatience : 0) == round &&
        (nearest.empty() || cells_[i].distance == cells_[nearest[0]].distance))
      nearest.push_back(i);
  Cell& c = cells_[nearest[pick(rng, nearest.size())]];
  ++c.returns;
  return c;
}

int measure(const Goal& goal, interp::Reference& ref, std::size_t choices, bool deepest) {
  if (goal.distance) return goal.distance(ref);
  return deepest ? -static_cast<int>(choices) : 1;
}

std::optional<std::vector<std::string>> explore(interp::Reference& ref, const Goal& goal, const Observation* position,
                                                std::vector<std::string> choices, int nearest, std::size_t decisions,
                                                std::uint64_t seed, Archive& archive, std::string& expectation,
                                                bool deepest) {
  RandomAgent agent(seed);
  try {
    for (std::size_t step = 0; step <= decisions; ++step) {
      if (expectation = goal.shows(ref); !expectation.empty()) return choices;
      if (ref.outcome().kind != Outcome::Kind::ongoing || ref.option_count() == 0) break;
      if (int d = measure(goal, ref, choices.size(), deepest); d < nearest && step > 0)
        nearest = d, archive.offer(ref, position, choices, d);
      std::size_t i = agent.choose(ref);
      choices.push_back(ref.option_key(i));
      ref.apply(i);
    }
  } catch (const std::exception&) {
    // An error of the rules on the way is another finding, not this one.
  }
  return std::nullopt;
}

}  // namespace canbeat::analysis
