#include "analysis/never_undecided_capacity.hpp"

#include "analysis/never_undecided_full_board.hpp"
#include "analysis/never_undecided_loop_fill.hpp"

namespace canbeat::analysis {

std::optional<std::string> never_undecided_capacity(const dsl::Game& g, const std::string& id) {
  if (auto why = capacity::board_full(g, id)) return why;
  return capacity::loop_fill(g, id);
}

}  // namespace canbeat::analysis
