// Per-card vars that only some cards set on themselves, for never_both
// (never_both.hpp): a var whose every `set` in the game is `set self.V =
// ...` in a card's own text holds a value other than its initial one only
// on copies of those cards. A copy starts at the initial value
// (interpreter.cpp new_card), `reset` restores it, and a card's definition
// never changes; `copy_effect` runs another card's text as the running
// card's own, so a card that uses it may set what that text sets.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>

#include "analysis/never_both_facts.hpp"

namespace canbeat::analysis {

class OwnVars {
 public:
  explicit OwnVars(const dsl::Game& g);
  // The cards that may hold the var every fact of `c` reads (the same
  // one, `card`'s: "#1" reads "#1.V") when no fact of `c` lets it be at
  // its initial value; nullptr otherwise.
  const std::set<const ast::CardDef*>* setters(const facts::Clause& c, const std::string& card) const;

 private:
  std::map<std::string, long> initial_;                          // the per-card vars with a literal initial value
  std::map<std::string, std::set<const ast::CardDef*>> setters_;  // those only cards set on themselves
};

}  // namespace canbeat::analysis
