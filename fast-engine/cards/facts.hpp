// The facts a card lists (dsl::card_facts: its keywords, traits, teams and
// symbols), as `has(c, "NAME")` asks for them (docs/dsl.md "Power"): every
// name the table's cards list interned once, before any card is compiled,
// so a card's text asks by id (Binding::fact_id, Host::has) and nothing is
// compared by name while a game plays.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "fast-engine/cards/binding.hpp"

namespace canbeat::ast {
struct CardDef;
}

namespace canbeat::fast::cards {

class Facts {
 public:
  // Interns every fact the card lists.
  void add(const ast::CardDef& card);

  // A name's id; -1 where no card added lists it (`has` of it is false).
  int id(const std::string& name) const;

  static bool lists(const std::vector<int>& of, int id) { return std::binary_search(of.begin(), of.end(), id); }

 private:
  std::vector<std::string> names_;
};

// The ids of the facts a card lists, as the binding's fact_id knows them,
// sorted for Facts::lists: what a game keeps for its host's `has`.
std::vector<int> fact_ids(const Binding& b, const ast::CardDef& card);

}  // namespace canbeat::fast::cards
