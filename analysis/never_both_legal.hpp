// Static proof that two statements about one action never apply in the
// same legality query (never_both.hpp): a part `not legal A(X, Y.M)` of one
// never holds where the pair's conditions pin its arguments to cards. A
// term is pinned by a conjunct `T.name == "N"` (a card of that printed
// name) or by a card's statement binding a parameter to `self` (that
// card); `T.name` and `T.team` of a pinned T are the texts it prints
// (built-in members, read before anything else). For every card so
// pinned, a rulebook can of A holds by what they print and no cant of A
// may (card_flow.hpp PrintedReader, which reads a `legal B(..)` inside the
// same way); an action some card's statement is about is never read so.
#pragma once

#include <optional>
#include <string>

#include "analysis/never_both.hpp"

namespace canbeat::analysis {

// "FILE:L:C `not legal A(..)` never holds: ..." or nullopt.
std::optional<std::string> never_not_legal(const dsl::Game& g, const BoundStatement& a, const BoundStatement& b);

}  // namespace canbeat::analysis
