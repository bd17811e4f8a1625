// The most turns a game can last (for never_undecided_drawn.hpp), from
// what every turn must spend (docs/conflicts.md "Impossible"). A resource
// is a count nothing restores after `setup`:
//   - a zone S.Z or table zone Z that only setup's moves put cards into
//     (card_flow.hpp): it holds no more than card_flow's most;
//   - a var every `set` outside setup moves one way only (`V - k`, or
//     `V + k`, k a number), starting from the var's value or what setup
//     sets it to (a number, or a card's printed stat `c.S`: the most, or
//     least, any card prints).
// A turn spends one where, on every path through its phases (every branch
// of an `if` the facts do not decide, every option, every procedure called
// followed in), a card bound from the zone moves elsewhere, or `set V =
// V - k` (`+ k`), k >= 1, runs; a path ends where `win`, `lose`, `tie`
// or `undecided` runs. The spend counts only when a check after it (a
// later statement of its block or of a block it is in, no `break` between)
// ends the game at the floor: `if empty(Z) { win ..; }`, `if V <= N`
// (`V >= N`). `if` conditions `empty(Z)` and their `not` are facts until a
// move, a call or a loop; a `repeat N` (N >= 1) runs its body, `for` and
// `while` loops are passed over, a choice with no option open and a
// `chance` over nothing end the game (a rules error). Then each turn but
// the last leaves a resource above its floor one less: the game lasts at
// most 1 + the sum of (capacity - 1) turns. Anything else: no bound.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "dsl/game.hpp"

namespace canbeat::analysis {

struct TurnBound {
  long turns = 0;
  std::vector<std::string> spent;  // each resource and its capacity, with file:line:col
};

std::optional<TurnBound> turn_bound(const dsl::Game& g);

}  // namespace canbeat::analysis
