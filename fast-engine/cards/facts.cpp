// Facts (facts.hpp): a card's keywords, traits, teams and symbols by id.
#include "fast-engine/cards/facts.hpp"

#include "dsl/game.hpp"

namespace canbeat::fast::cards {

void Facts::add(const ast::CardDef& card) {
  for (std::string& f : dsl::card_facts(card))
    if (id(f) < 0) names_.push_back(std::move(f));
}

int Facts::id(const std::string& name) const {
  auto at = std::find(names_.begin(), names_.end(), name);
  return at == names_.end() ? -1 : int(at - names_.begin());
}

std::vector<int> fact_ids(const Binding& b, const ast::CardDef& card) {
  std::vector<int> ids;
  for (const std::string& f : dsl::card_facts(card)) ids.push_back(b.fact_id(f));
  std::sort(ids.begin(), ids.end());
  return ids;
}

}  // namespace canbeat::fast::cards
