// Static proof that two statements about one action never apply in the
// same legality query (never_both.hpp), by a game var that never falls:
// a card statement states `self.M == P.F`, the pair `P.F > V` (P the same
// argument of both, V a game var), and no copy of the carrying card ever
// has M above V, so no value of P.F meets both. M <= V holds because:
//  - V starts at an integer literal, and every `set V = E` is `V + k` (k a
//    literal, k >= 0) or, in the body of the procedure `setup` itself, a
//    literal; no statement performs `setup` (the engine runs it once,
//    first: interpreter/interpreter.cpp), and while it runs no M changes
//    (no `set X.M` in it or the procedures it performs, none of the verbs
//    that run card text: activate, resolve, fire, copy_effect). V's least
//    value is the least of its initial value and those literals;
//  - M is a per-card var whose initial value is a literal at most V's
//    least value (`reset` gives it back), no continuous effect changes it,
//    and every `set X.M = E` sets a literal at most that least value, V
//    itself, or `B.F` as the first statement of a choice's option over
//    `B in Z where ... legal A(.., X, .., B, ..)` (an `and` part; the
//    option's condition holds in the state its body starts from): each
//    `can A` statement either has an `and` part `B.F == V` (or <=, <) or
//    is met by no card of the carrier's definition as X (card_flow.hpp
//    PrintedReader: what the card prints);
//  - F is no var, nothing sets it and no continuous effect changes it.
// Sound, not complete: any other set, and it says nothing.
#pragma once

#include <optional>
#include <string>

#include "analysis/never_both.hpp"

namespace canbeat::analysis {

// "FILE:L:C `self.M == b.F` and FILE:L:C `b.F > V` cannot both hold (the
// carrier's M is never above V: ...)", or nullopt.
std::optional<std::string> never_both_monotone(const dsl::Game& g, const BoundStatement& a, const BoundStatement& b);

}  // namespace canbeat::analysis
