// Static proof that two statements about one action never apply in the
// same legality query: their conditions, split into the facts they join
// with `and`, hold a fact of each that cannot both be true of the same
// arguments in the same state. Both conditions of a query are evaluated
// with the same arguments bound positionally (interpreter/legality.cpp),
// with nothing changing in between, so an expression that reads only the
// parameters, globals and the carrying card (`self`, when a parameter is
// bound to it) names one value in both.
//
// The facts read: `T == K`, `T != K`, `T < K` (and <=, >, >=) for a literal
// int or text K, `T` and `not T` (a bool), and `T in X.ZONE` for a declared
// zone (a card is in one zone at a time, interpreter/state.hpp). T is an
// expression of parameters, members and globals. Anything else is left
// out: the test proves impossibility or says nothing (sound, not complete).
// One fact alone can never hold: a card's keyword (trait, team, symbol)
// that no card of the game prints and no continuous effect gives,
// `printed(X, "K")` where no card prints K, `count(s in U.cost) > K` (U a
// power) where no power prints more than K symbols, and an `any` one of
// whose parts is such a fact. A card statement's `self` is the value a conjunct
// `X.M == self` names.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "dsl/game.hpp"

namespace canbeat::analysis {

// One statement as never_both reads it: its parameter bound to `self`, or -1.
// `self_term` is filled by the fact reader: the argument's member a
// conjunct `X.M == self` binds `self` to ("#1.card").
struct BoundStatement {
  const ast::Permission* p = nullptr;
  int self_param = -1;
  std::string self_term;
};

// "FILE:L:C `a.face_down == 1` and FILE:L:C `d.face_down == 0` cannot both
// hold (the same value: argument 2's face_down)", or nullopt.
std::optional<std::string> never_both(const dsl::Game& g, const BoundStatement& a, const BoundStatement& b);

// The integer part, exposed for the property test against brute force: one
// comparison of a value with a constant.
struct IntFact {
  enum class Rel { eq, ne, lt, le, gt, ge } rel = Rel::eq;
  long k = 0;
};
// True when no integer satisfies every fact.
bool ints_contradict(const std::vector<IntFact>& facts);

}  // namespace canbeat::analysis
