// The facts a card lists (dsl::card_facts: its keywords, traits, teams and
// symbols), as `has(c, "NAME")` asks for them (docs/dsl.md "Power"): every
// name the table's cards list interned once, before any card is compiled,
// so a card's text asks by id (Binding::fact_id, Host::has) and nothing is
// compared by name while a game plays.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

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

  // The ids of the facts an added card lists, sorted, for lists().
  std::vector<int> of(const ast::CardDef& card) const;

  static bool lists(const std::vector<int>& of, int id) { return std::binary_search(of.begin(), of.end(), id); }

  bool operator==(const Facts&) const = default;

 private:
  std::vector<std::string> names_;
};

}  // namespace canbeat::fast::cards
