// The card compiler: a card's power, or one of its `cant` statements, from
// the kernel AST (dsl/ast.hpp, after desugaring) to a Program (program.hpp)
// over the names a game binds (binding.hpp). One pass over the expression
// tree, whatever the card says: no card name or phrasing is known here.
// What it cannot compile refuses that card alone: std::invalid_argument
// "FILE:LINE:COL: error: card 'NAME': why" at the construct.
#pragma once

#include "dsl/game.hpp"
#include "fast-engine/cards/binding.hpp"
#include "fast-engine/cards/program.hpp"

namespace canbeat::fast::cards {

// The power's body, run by vm.hpp's run() with `self` and `you` set (subjects
// 0 and 1 of its expressions, Program::exprs). Its
// event, cost and attributes must be empty (a game that plays them reads
// them itself).
Program compile_power(const dsl::Game& game, const Binding& binding, const ast::CardDef& card,
                      const ast::Power& power);

// A card's trigger `when EVENT(c) where W { BODY }`: BODY run as a
// power's, with the event's card c in local 0 (Host::fire started it);
// W its Program::test, read with holds() when the event fires.
Program compile_trigger(const dsl::Game& game, const Binding& binding, const ast::CardDef& card,
                        const ast::Trigger& trigger);

// A card's continuous effect `for c in instances where W: c.MEMBER OP X`:
// W its Program::test and X its Program::amount, both read with c in local
// 0 (holds(), amount()); which member and operator the game reads itself.
Program compile_effect(const dsl::Game& game, const Binding& binding, const ast::CardDef& card,
                       const ast::Continuous& effect);

// A card's `cant ACTION(params) when COND` statement, its `can`
// (Program::permission) or its obligation `must only ACTION(params) when
// COND` (Program::obligation), ACTION one of the binding's queries: a test
// of COND (vm.hpp holds()) with the parameters in locals 0.., `self` the
// card. A plain `must` is refused. A card's `can` outranks the rulebook's
// `cant`: the game weighs it in its own legality, or refuses the card
// where it does not. Returns the query's id in *query. `native`: a rules
// statement that stands for the game's own answer of its action, whose
// queries are answered natively and end, so one asking its own action
// compiles (a card's or a card set's such statement is refused: asks.hpp).
Program compile_condition(const dsl::Game& game, const Binding& binding, const ast::CardDef& card,
                          const ast::Permission& statement, int* query, bool native = false);

}  // namespace canbeat::fast::cards
