// The checker: names, arity and types of a parsed game (docs/dsl.md,
// "Checking"). Every error is positioned at the offending node.
#pragma once

#include "dsl/diagnostics.hpp"
#include "dsl/game.hpp"

namespace canbeat::dsl {

// Adds one error per problem found; adds nothing for a well-formed game.
void check(const Game& game, Diagnostics& out);

}  // namespace canbeat::dsl
