// The facts a statement's condition states, as never_both reads them
// (never_both.hpp): the parts it joins with `and`, each one fact or an
// `or` of facts. Anything else is left out, so an argument built on what
// is read stays sound.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "analysis/never_both.hpp"

namespace canbeat::analysis::facts {

// One fact a condition states about one value (`term`).
struct Fact {
  // never: a fact no state makes true, `text` saying why.
  enum class Kind { number, text_eq, text_ne, truth, zone, never } kind = Kind::number;
  std::string term;  // "#1.face_down" (argument 1's face_down), "attacks" (a global)
  IntFact number;
  std::string text;        // text_eq, text_ne: the text or type name; zone: the zone's name
  bool type_name = false;  // text_eq, text_ne: a declared type (`c.type == unit`), not a text
  bool truth = true;       // truth: `T` (true) or `not T` (false)
  const ast::Node* node = nullptr;
};

// One part of a condition joined with `and`: one of its facts holds.
struct Clause {
  std::vector<Fact> any;
  const ast::Node* node = nullptr;
  const ast::Pos* at = nullptr;
};

// The game's names a fact reads: zones (`T in X.ZONE`) and types; the
// keywords nothing makes true (never_both_printed.hpp) and the cards, for
// the facts that never hold; the most symbols a power of a card prints
// (`count(s in u.cost) > 2`, u a power, never holds when no power prints
// three), and the declared actions, whose parameters' types say which
// names a statement binds to a power.
struct GameNames {
  std::set<std::string> zones, types, unheld;
  std::vector<const ast::CardDef*> cards;
  std::size_t longest_cost = 0;
  std::vector<const ast::ActionDecl*> actions;
};
GameNames game_names(const dsl::Game& g, const std::set<std::string>& unheld);

std::vector<Clause> clauses_of(const BoundStatement& s, const GameNames& names);

// Two facts about one value that cannot both hold.
bool contradict(const Fact& a, const Fact& b);

}  // namespace canbeat::analysis::facts
