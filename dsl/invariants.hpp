// Invariants over the static data (docs/dsl.md, "Invariants"): each
// `invariant` is evaluated for every binding of its binders over the decks,
// types and cards; each failing binding is one finding, positioned at the
// data that breaks it.
#pragma once

#include <vector>

#include "dsl/diagnostics.hpp"
#include "dsl/game.hpp"

namespace canbeat::dsl {

std::vector<Diagnostic> check_invariants(const Game& game);

}  // namespace canbeat::dsl
