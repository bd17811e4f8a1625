// Internal to the checker: what the declarations of a game make known (the
// global tables) and the nested scopes of bound names. checker.cpp fills the
// tables from the declarations; checker_expr.cpp and checker_stmt.cpp type
// expressions and statements against them.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "dsl/ast.hpp"
#include "dsl/builtins.hpp"
#include "dsl/diagnostics.hpp"
#include "dsl/game.hpp"

namespace canbeat::dsl::check_detail {

struct Env {
  const Game& game;
  Diagnostics& out;

  // Global tables.
  std::map<std::string, std::set<std::string>> declared;  // what -> names (type, stat, ...)
  std::set<std::string> per_player_zones, per_player_vars, per_card_vars, per_door_vars, global_vars;
  std::map<std::string, std::vector<ast::Param>> actions, procedures;
  std::set<std::string> phases, decks;
  std::map<std::string, const ast::Declare*> timings;  // `timing NAME[: event];`
  std::map<std::string, const ast::Function*> functions;  // `function NAME(...): T = ...;`

  // Scopes of bound names, innermost last; [0] holds the global names.
  std::vector<std::map<std::string, Type>> scopes;
  int loop_depth = 0;  // `break` is legal only inside a loop

  Env(const Game& g, Diagnostics& d) : game(g), out(d) {}

  void error(const ast::Pos& at, std::string message);
  bool is(const std::string& what, const std::string& name) const;
  const Type* lookup(const std::string& name) const;
  const ast::Declare* timing(const std::string& name) const;  // nullptr if undeclared
  std::string timings_list() const;  // "expected a, b or c" for an error
  void bind(const std::string& name, Type t) { scopes.back()[name] = t; }
  void push() { scopes.emplace_back(); }
  void pop() { scopes.pop_back(); }
};

// Opens a scope for the lifetime of the object.
struct Scoped {
  Env& env;
  explicit Scoped(Env& e) : env(e) { env.push(); }
  ~Scoped() { env.pop(); }
};

// checker_expr.cpp
Type type_of(Env& env, const ast::Expr& e);
Type type_of_ref(Env& env, const ast::Ref& r);
// Checks a binder and binds its variable in the current scope.
void bind_binder(Env& env, const ast::Binder& b);
// Element type of what a binder or `in` iterates; unknown (after an error) if none.
Type element_of(Type domain);
// Reports `what` unless t is `want` (or unknown).
void expect_type(Env& env, const ast::Pos& at, Type t, Type want, const std::string& what);
void check_args(Env& env, const ast::Pos& at, const std::string& what,
                const std::vector<Type>& params, const std::vector<ast::Expr>& args);
std::vector<Type> param_types(const std::vector<ast::Param>& ps);

// checker_function.cpp: dice and functions
// Makes the dice (list<int> names) and the functions known; names clashing
// with a built-in or another declaration are errors.
void collect_functions(Env& env);
void check_die(Env& env, const ast::Die& d);
void check_function(Env& env, const ast::Function& f);
// Every function that calls itself, directly or through others.
void check_recursion(Env& env);
// The type of a call of a declared function (c.name is one).
Type function_call_type(Env& env, const ast::Call& c, const ast::Function& f);

// checker_board.cpp: the board's declaration, and the calls that need it
void check_board_decl(Env& env, const ast::BoardDecl& b);
void check_deck_board(Env& env, const ast::Deck& d);
void check_board_call(Env& env, const ast::Call& c, Function id);

// checker_stmt.cpp
void check_block(Env& env, const ast::Block& b);
// A text that becomes part of an option key (a label, a card name).
void check_key_text(Env& env, const ast::Pos& at, const std::string& text, const std::string& what,
                    bool needs_text);
void bind_params(Env& env, const std::vector<ast::Param>& ps);

}  // namespace canbeat::dsl::check_detail
