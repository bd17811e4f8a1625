// Static proof that an `undecided` statement is never reached, by counting
// (docs/conflicts.md "Impossible"). The statement comes first in an `if`'s
// branch that runs only when `not any(v in spaces where A : B)` (taken as
// the branch's condition, or an earlier one's negation), and every part of
// A and B, read through the rules' functions, is one of:
//   - no card of a zone Z stands on v: `not any(m in Z : m.x == v.x and
//     m.y == v.y)` (more parts there only narrow which cards count);
//   - `distance(a, b) >= 0`, on a board whose every space reaches every
//     other one (dsl::Board::distance reads the board alone).
// Then every space of the board holds a card of those zones, and a card
// stands on one space (one x, one y): the zones hold at least as many cards
// as the board has spaces. When card_flow (card_flow.hpp) shows they can
// never hold that many, the statement is never reached. Anything else is
// left out (sound, not complete).
#pragma once

#include <optional>
#include <string>

#include "dsl/game.hpp"

namespace canbeat::analysis {

// Why no game reaches `undecided "ID"` (every statement with that id), with
// the facts' file:line:col, or nullopt when this test cannot tell.
std::optional<std::string> never_undecided_capacity(const dsl::Game& g, const std::string& id);

}  // namespace canbeat::analysis
