// Static proof that two statements about one action never apply in the
// same legality query, from where the rules ask it (never_both.hpp): every
// `legal A(..)` of the game is asked where its card argument was in a
// per-player zone of its seat argument (a conjunct `c in p.hand` before the
// ask, a binder `c in p.hand` around it, or a procedure's parameters every
// call passes so), and card_flow (card_flow.hpp) shows that no card both
// conditions let the card argument be can ever be in that zone of a seat
// they let the seat argument be (`p == first`). Or every ask has its card
// argument the carrier (`self`) of one card's own trigger or power, passed
// so by every call of the procedures between (not the first power of a
// card `copy_effect` may copy: copied_powers.hpp), and that card, by what
// it prints (card_flow.hpp PrintedReader), does not meet both conditions
// (`any(m in q.hand : m.name == c.name)` where no card of the game can be
// such an m). Sound, not complete: an ask
// this reading does not find (in a function called with arguments, a
// trigger's condition, an effect) and it says nothing.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "analysis/never_both.hpp"

namespace canbeat::analysis {

// Every can, cant and must of the game: the rules', the cards', those of
// abilities and attributes.
std::vector<const ast::Permission*> permissions(const dsl::Game& g);

// Argument i (a card) was in zone Z of argument j (a seat) at every ask of
// the action: {i, j, Z}.
using AskedIn = std::tuple<std::size_t, std::size_t, std::string>;
// Those that hold at every ask of `action`, and the asks (file:line:col);
// none when an ask of it is somewhere this reading does not walk.
std::set<AskedIn> asked_in(const dsl::Game& g, const std::string& action, std::set<std::string>* asks = nullptr);

// "every ask of `legal A` (FILE:L:C, ...) has argument 2 in argument 1's
// hand, and no card that can ever be in first's hand meets both FILE:L:C
// and FILE:L:C", or nullopt.
std::optional<std::string> never_asked_together(const dsl::Game& g, const BoundStatement& a, const BoundStatement& b);

}  // namespace canbeat::analysis
