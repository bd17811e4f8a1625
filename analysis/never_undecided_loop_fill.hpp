// The loop that fills argument of never_undecided_capacity
// (never_undecided_capacity.hpp): a loop whose every pass moves only its
// own card finds M's cards O standing on their printed spaces, and its
// zone R and Z's cards on those spaces never outnumber the spaces.
#pragma once

#include <optional>
#include <string>

#include "dsl/game.hpp"

namespace canbeat::analysis::capacity {

// Why no game reaches `undecided "ID"` by this argument, or nullopt.
std::optional<std::string> loop_fill(const dsl::Game& g, const std::string& id);

}  // namespace canbeat::analysis::capacity
