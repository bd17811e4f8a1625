// What the interpreter looks up by name again and again, indexed once per
// game: statements by action, procedures, phases, type and card-fact names.
// Only lookups are indexed; every rule is still evaluated (resolved.hpp) at
// every query (README.md: slow and obvious on purpose, but not wasteful).
// Names (names.hpp) point a name at its entries here once, so a query
// looks nothing up by string.
#pragma once

#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "dsl/game.hpp"

namespace canbeat::interp {

// Statements written in cards, with the card instance that carries them.
template <class Statement>
using OnCards = std::vector<std::pair<int, const Statement*>>;

// Everything the rules say about one action (docs/dsl.md "Permissions").
struct ActionStatements {
  // The rulebook's can/cant statements, in source order, then the cards'.
  std::vector<const ast::Permission*> rulebook;
  OnCards<ast::Permission> cards;
  // Beside each of `cards`: the parameter its condition first compares
  // with `self` (`when c == self and ...`), or -1. Asked of another card,
  // that first part is false, and nothing after it is evaluated.
  std::vector<int> cards_self_param;
  // Beside `rulebook` and `cards`: whether each is a cant (weighed after
  // the cans where no log is kept, Reference::weigh_statements).
  std::vector<bool> rulebook_cant, cards_cant;
  // The `must` statements (requirements), kept apart: they never decide a
  // legality query.
  std::vector<const ast::Permission*> rulebook_musts;
  OnCards<ast::Permission> card_musts;
  // The obligations among them (`must only`): they do decide a query, by
  // closing the action to the cards they do not require.
  std::vector<const ast::Permission*> rulebook_obligations;
  OnCards<ast::Permission> card_obligations;
  std::vector<std::size_t> card_params;  // the action's card parameters, which an obligation ranges over
};

struct Index {
  std::unordered_map<std::string, ActionStatements> actions_said;
  std::unordered_map<std::string, const ast::Procedure*> procedures;
  std::unordered_map<std::string, const ast::Phase*> phases;
  std::unordered_map<std::string, const ast::Die*> dice;            // `die NAME = faces;`
  std::unordered_map<std::string, const ast::Function*> functions;  // `function NAME(...): T = ...;`
  // Declared `type` names, each its first declaration's string (the one a
  // type value of that name points to: two types compare by address).
  std::unordered_map<std::string, const std::string*> types;
  std::unordered_set<std::string> actions;     // declared `action` names
  bool action_declared(const std::string& name) const { return actions.count(name) > 0; }
  std::unordered_set<std::string> card_facts;  // declared keyword, team, trait and symbol names
  // `cards` (docs/dsl.md): the card sets' definitions, then the cards the
  // decks define themselves, each once.
  std::vector<const ast::CardDef*> definitions;

  explicit Index(const dsl::Game& game);
  // Continuous effects written in cards, by the member they change.
  std::unordered_map<std::string, OnCards<ast::Continuous>> card_continuous;
  // Triggers written in cards, by event.
  std::unordered_map<std::string, OnCards<ast::Trigger>> card_triggers;

  // Card statements and triggers of the instances, whose definitions are
  // `defs` by instance.
  void add_card_statements(const std::vector<const ast::CardDef*>& defs);
};

}  // namespace canbeat::interp
