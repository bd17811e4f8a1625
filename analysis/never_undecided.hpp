// Static proof that an `undecided` statement is never reached, from card
// conservation (docs/conflicts.md "Impossible"): when every `move` of the
// game keeps a card among the per-player zones of the seat whose zone it
// leaves, and every seat starts with its deck in a per-player zone, a seat
// always holds at least the fewest cards any deck of the game has. The
// conditions that must hold where the statement runs bound how many cards
// some of a seat's zones hold: the enclosing `if` and `while` conditions,
// carried back through `move all A to B` and `if C { move all A to B; }`
// (a zone `B` empty after it was empty, with `A`, before), and from a
// procedure's start to each of its calls. When those bounds cover every
// per-player zone of one seat and add up to fewer cards than it holds, the
// statement is never reached. Facts read: `empty(X.ZONE)`, its `not`, and
// `size(X.ZONE) OP N`. Anything else is left out: the test proves or says
// nothing (sound, not complete). When it says nothing, the counting test
// of never_undecided_capacity.hpp is asked.
#pragma once

#include <optional>
#include <string>

#include "dsl/game.hpp"

namespace canbeat::analysis {

// Why no game reaches `undecided "ID"` (every statement with that id), with
// the facts' file:line:col, or nullopt when this test cannot tell.
std::optional<std::string> never_undecided(const dsl::Game& g, const std::string& id);

}  // namespace canbeat::analysis
