// Expressions resolved once, when the game loads (docs/dsl.md
// "Expressions"): every expression of the rules and the cards becomes a
// small tree of Resolved nodes, one kind of node per construct of the
// language, whose names are already numbers (names.hpp): a name's number
// and whether any rule binds it as a local, a member's number, the
// built-in or game function a call names, the action a `legal` asks, the
// variable an aggregate binds and which aggregate it is. Evaluation
// (eval.cpp) walks these nodes with one arm per construct; it never visits
// the parser's variant nor looks a name up by its text. What a name means
// stays as docs/dsl.md says, decided at each read: a local first, then
// what it names in the game.
#pragma once

#include <cstdint>
#include <deque>
#include <unordered_set>
#include <utility>
#include <vector>

#include "dsl/builtins.hpp"
#include "dsl/game.hpp"
#include "interpreter/names.hpp"

namespace canbeat::interp {

// Which aggregate a node computes over its binder's elements.
enum class Fold : std::uint8_t { count, sum, min, max, any, all, first, unknown };

// One node of a resolved expression.
struct Resolved {
  enum class Op : std::uint8_t {
    integer,    // 36
    text,       // "text"
    name,       // p: a local, else what the name means in the game
    member,     // base.member
    call,       // a built-in function: count(p.deck), opponent(p)
    function,   // the game's own `function`
    legal,      // legal discard(p, c)
    aggregate,  // sum(c in p.hand where ... : c.force), first(...)
    paren,      // ( expr )
    neg,        // -x
    not_,       // not x
    and_,       // a and b: b only when a holds
    or_,        // a or b: b only when a does not hold
    binary,     // every other binary operator
  };
  Op op = Op::integer;
  ast::BinaryOp binary = ast::BinaryOp::add;  // binary
  Fold fold = Fold::unknown;                  // aggregate
  // name: whether some rule binds this name as a local (a `let`, a binder,
  // a parameter, `self`, `you`); when none does, no local is looked for.
  bool maybe_local = false;
  // name and member: the name's number; legal: the action's; aggregate:
  // the variable it binds.
  int name = -1;
  long number = 0;                    // integer
  const std::string* text = nullptr;  // text: the AST's string
  // The expression of the rules this node is the whole of, or null: each
  // one evaluated is a unit of work (Budget::work), reported by position.
  const ast::Expr* expr = nullptr;
  // What the node's errors name: the expression around an operator, the
  // reference, the call, the aggregate.
  const ast::Pos* at = nullptr;
  // Operands: binary (lhs, rhs), unary and paren (lhs), member (lhs: the
  // base); aggregate: the binder's domain (lhs), where (rhs, may be null),
  // the value (value, null for count and first).
  const Resolved* lhs = nullptr;
  const Resolved* rhs = nullptr;
  const Resolved* value = nullptr;
  std::vector<const Resolved*> args;  // call, function, legal
  const dsl::FunctionSignature* builtin = nullptr;  // call (null: no such built-in)
  const ast::Function* function = nullptr;          // function
  const ast::Call* call = nullptr;                  // call, function
  const ast::Aggregate* aggregate = nullptr;        // aggregate
};

// Every expression of a game resolved, found by the address of its AST
// node. Built once per game and shared, never changed, by every engine
// playing it (on any thread); the numbers are the names' of the engine
// that built it, which its copies keep.
class Resolution {
 public:
  // Resolves every expression written in the game's files (rules, card
  // sets, decks), giving `names` a number for each name they read.
  Resolution(const dsl::Game& game, Names& names);

  // The resolved form of an expression of the game.
  const Resolved* find(const ast::Expr& e) const { return resolved_.find(&e, nullptr); }

  // Whether some expression reads a member of this name (`u.used`).
  bool reads_member(int name) const { return members_read_.count(name) > 0; }

 private:
  struct Builder;

  std::deque<Resolved> nodes_;  // a deque: a node never moves
  PointerTable<ast::Expr, const Resolved*> resolved_;
  std::unordered_set<int> members_read_;
};

}  // namespace canbeat::interp
