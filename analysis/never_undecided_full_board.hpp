// The full board argument of never_undecided_capacity
// (never_undecided_capacity.hpp): D is `spaces` and every part says no card
// of Z stands on the space, or reads `distance(a, b) >= 0` on a board whose
// every space reaches every other one; then every space holds a card of Z,
// which card_flow shows Z never holds as many of.
#pragma once

#include <optional>
#include <string>

#include "dsl/game.hpp"

namespace canbeat::analysis::capacity {

// Why no game reaches `undecided "ID"` by this argument, or nullopt.
std::optional<std::string> board_full(const dsl::Game& g, const std::string& id);

}  // namespace canbeat::analysis::capacity
