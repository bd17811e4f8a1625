// Card conservation per seat, for never_undecided (never_undecided.hpp):
// the fewest cards a seat holds in its per-player zones at any time, when
// the rules keep every card among the per-player zones of its seat.
#pragma once

#include <functional>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "dsl/game.hpp"

namespace canbeat::analysis {

// Every block of statements the game runs: procedures, phases, the rules'
// and the cards' triggers and powers, abilities, attributes.
std::vector<const ast::Block*> every_body(const dsl::Game& g);
// How a statement's block is entered: a condition that holds there, a
// loop's head (reached again from the block's end), a name it binds.
struct Entry {
  const ast::Expr* when = nullptr;
  bool loop = false;
  std::string binds;
};
// The blocks of statement `s` (an `if`'s branches, a loop's body, a
// choice's options), each with how it is entered.
std::vector<std::pair<const ast::Block*, Entry>> entries(const ast::Stmt& s);
std::vector<const ast::Block*> inner_blocks(const ast::Stmt& s);
// Each statement of `b`, nested ones too, in order.
void each_stmt(const ast::Block& b, const std::function<void(const ast::Stmt&)>& f);

// Whether `s` is an `undecided "ID"` statement.
bool is_undecided(const ast::Stmt& s, const std::string& id);
// For each `undecided "ID"` statement, the `if` and `while` conditions its
// own body holds around it (not those of the procedure's callers).
std::vector<std::vector<const ast::Expr*>> undecided_guards(const dsl::Game& g, const std::string& id);

// The per-player zones the rules declare.
std::set<std::string> seat_zones(const dsl::Game& g);

// How many cards each seat holds at least, its per-player zones together:
// the fewest any deck of the game deals, when the game starts each seat's
// deck in a per-player zone and every `move` is `move all X.A to X.B` or
// `move c to X.B` with `c` bound from `X.A` (A and B per-player zones, X
// not bound again in between), so that no card leaves its seat's zones
// (cards from outside the game only add to them); nullopt otherwise.
std::optional<long> conserved_cards(const dsl::Game& g);

}  // namespace canbeat::analysis
