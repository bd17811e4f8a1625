// What the interpreter looks up by name again and again, indexed once per
// game: statements by action, procedures, phases, type and card-fact names.
// Only lookups are indexed; every rule is still evaluated from its AST at
// every query (README.md: slow and obvious on purpose, but not wasteful).
#pragma once

#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "dsl/game.hpp"

namespace canbeat::interp {

struct Index {
  // The rulebook's can/cant statements about each action, in source order.
  std::unordered_map<std::string, std::vector<const ast::Permission*>> rulebook_statements;
  // Statements written in cards, by action: (card instance, statement).
  std::unordered_map<std::string, std::vector<std::pair<int, const ast::Permission*>>> card_statements;
  // The `must` statements (requirements, docs/dsl.md), kept apart: they
  // never decide a legality query.
  std::unordered_map<std::string, std::vector<const ast::Permission*>> rulebook_musts;
  std::unordered_map<std::string, std::vector<std::pair<int, const ast::Permission*>>> card_musts;
  std::unordered_map<std::string, const ast::Procedure*> procedures;
  std::unordered_map<std::string, const ast::Phase*> phases;
  std::unordered_map<std::string, const ast::Die*> dice;            // `die NAME = faces;`
  std::unordered_map<std::string, const ast::Function*> functions;  // `function NAME(...): T = ...;`
  std::unordered_set<std::string> types;       // declared `type` names
  std::unordered_set<std::string> actions;     // declared `action` names
  bool action_declared(const std::string& name) const { return actions.count(name) > 0; }
  std::unordered_set<std::string> card_facts;  // declared keyword, team, trait and symbol names
  // `cards` (docs/dsl.md): the card sets' definitions, then the cards the
  // decks define themselves, each once.
  std::vector<const ast::CardDef*> definitions;

  explicit Index(const dsl::Game& game);
  // Continuous effects written in cards, by the member they change:
  // (card instance, effect).
  std::unordered_map<std::string, std::vector<std::pair<int, const ast::Continuous*>>> card_continuous;
  // Triggers written in cards, by event: (card instance, trigger).
  std::unordered_map<std::string, std::vector<std::pair<int, const ast::Trigger*>>> card_triggers;

  // Card statements and triggers of the instances, whose definitions are
  // `defs` by instance.
  void add_card_statements(const std::vector<const ast::CardDef*>& defs);
};

}  // namespace canbeat::interp
