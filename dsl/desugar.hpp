// The card vocabulary (docs/dsl.md "Card vocabulary") rewritten into the
// kernel language, the way the WebAssembly reference interpreter unfolds its
// folded instructions before anything runs them: the checker, the
// interpreter and the fast engines' compilers read only kernel constructs,
// while the printer prints what the author wrote.
//
//   term NAME(x) = EXPR;        `c.NAME` reads as EXPR with x replaced by c
//   group NAME: z1, z2;         `p.NAME` in `in`, `for`, aggregates, options,
//                               `size`, `empty`, `move all`: each zone in turn
//   choose p if any { ... }     `if any(...) or ... { choose p { ... } }` over
//                               the options that bind an element
//   choose p up to N else "L"  N rounds of the choice among elements not
//   choose p any number else "L"  picked yet (the rules' `picked` and
//                               `stopped` vars), until the player takes L
//   duration NAME; expire NAME; every var flagged NAME back to its initial value
//   ability NAME { items }      a card's `ability NAME;` stands for the items
//                               (`ability NAME "P";`: its power named P)
//   attribute NAME(u) { first { ... } items }   `NAME power "P" ...`: the
//                               statements first in P's body, the items on
//                               its card, u standing for P
#pragma once

#include "dsl/diagnostics.hpp"

namespace canbeat::dsl {

struct Game;

// Keeps each file's AST as written in SourceFile::written and makes
// SourceFile::ast its kernel form, without the vocabulary's declarations.
// False, with a file:line:col error for each misuse, when one cannot be
// rewritten (an unknown ability, a group where no zone list fits, ...).
bool desugar(Game& game, Diagnostics& out);

}  // namespace canbeat::dsl
