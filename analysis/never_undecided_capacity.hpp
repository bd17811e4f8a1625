// Static proofs that an `undecided` statement is never reached, by
// counting (docs/conflicts.md "Impossible"). The statement comes first in
// an `if`'s branch that runs only when `not any(v in D where A : B)` (the
// branch's condition, or an earlier one's negation): for every v of D, a
// part of A and B fails. Parts read (through the rules' functions):
//   - no card of a zone Z stands where v is: `not any(m in Z : m.x == v.x
//     and m.y == v.y)` (`at(v)`, `space_at(v.x, v.y).x` read as v.x; more
//     parts there only narrow which cards count); a card has one x and one
//     y, so it covers one place;
//   - `distance(a, b) >= 0`, on a board whose every space reaches every
//     other one (dsl::Board::distance reads the board alone);
//   - what v's card prints (PrintedReader, card_flow.hpp).
// A full board: D is `spaces` and every part is of the first two kinds.
// Then every space holds a card of Z: Z holds as many cards as the board
// has spaces, and card_flow shows it never can.
// A loop that fills: D is a zone M, the `if` opens the body of a `for c in
// R` that opens a procedure P, and each pass moves only c and sets nothing
// but c's members and names: pass i finds Z's cards from before the loop
// and at most i more. The cards O of M, those whose printed facts meet
// the other parts, must all be covered. Setup (directly, or in a procedure
// it calls) loops over a seat's start zone and surely moves each card of O
// to M, right after `set c.x = c.SX; set c.y = c.SY;` (stats nothing
// changes); every move that may move an O card is such a move to M, and no
// other `set` or `reset` touches their x and y: from then on O stands in M
// on its printed spaces. P is called at the top of procedures that run
// after that, and Z's cards there are read back over the statements before
// each call: a loop over Z whose every pass moves its card out empties Z
// of what its `where` surely keeps; a move to Z right after such a pair of
// sets puts a card on its printed space; anything else must not move to Z,
// nor set or reset the x or y of a card that may be in Z; setup's start
// has Z empty. For every deck each seat may bring, R's cards (card_flow)
// plus Z's cards on O's spaces must be no more than O's distinct spaces.
// Anything else is left out (sound, not complete).
#pragma once

#include <optional>
#include <string>

#include "dsl/game.hpp"

namespace canbeat::analysis {

// Why no game reaches `undecided "ID"` (every statement with that id), with
// the facts' file:line:col, or nullopt when this test cannot tell.
std::optional<std::string> never_undecided_capacity(const dsl::Game& g, const std::string& id);

}  // namespace canbeat::analysis
