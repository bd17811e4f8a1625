// The cards whose first power may run for another card: `copy_effect d,
// p` (docs/dsl.md "Power") runs card d's first power with `self` the
// running card, so what that power's text does to `self` is not done to d
// alone. A static argument that reads a power's `self` as its card's
// (never_both_asked.hpp) leaves these out.
#pragma once

#include <set>

#include "dsl/game.hpp"

namespace canbeat::analysis {

// The cards a `copy_effect` of the game may copy: those the `where` of the
// binder naming its card lets be (analysis/card_flow.hpp PrintedReader, by
// what they print), every card for one whose card no binder names.
std::set<const ast::CardDef*> copied_cards(const dsl::Game& g);

}  // namespace canbeat::analysis
