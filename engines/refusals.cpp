#include "engines/refusals.hpp"

#include <algorithm>

#include "engines/engine_command.hpp"
#include "fast-engine/registry.hpp"

namespace canbeat {

std::string card_key(const ast::CardDef& card) { return card.id ? *card.id : card.name; }

namespace {

bool has_key(const std::vector<RefusedCard>& cards, const std::string& key) {
  return std::any_of(cards.begin(), cards.end(), [&](const RefusedCard& c) { return c.key == key; });
}

// Whether `card` names `other` with its `outside` property (dsl/game.hpp).
bool brings(const ast::CardDef& card, const ast::CardDef& other) {
  for (const auto& item : card.items) {
    const auto* p = boost::get<ast::Property>(&item.get());
    if (!p || p->key != "outside") continue;
    for (const auto& v : p->values)
      if (const auto* name = boost::get<std::string>(&v.root.get()))
        if (*name == other.name || (other.id && *name == *other.id)) return true;
  }
  return false;
}

void refuse(const fast::Registration& r, const dsl::Game& g, const ast::CardDef& card,
            std::vector<RefusedCard>& out) {
  if (has_key(out, card_key(card))) return;
  if (std::optional<std::string> why = r.refuses(g, card)) out.push_back({card_key(card), *why});
}

}  // namespace

std::vector<RefusedCard> refused_cards(const dsl::Game& g, const Setup& setup) {
  std::vector<RefusedCard> out;
  const fast::Registration* r = fast::find_registration(g.name());
  // An engine command plays whatever it is dealt: a built-in fast engine's
  // refusals are not its own.
  if (!r || !r->refuses || !engine_command().empty()) return out;
  for (const std::string& name : g.decks_for(setup.players, setup.decks)) {
    const dsl::DeckList* deck = g.find_deck(name);
    if (!deck) continue;
    for (const dsl::DeckCard& dc : deck->cards) refuse(*r, g, *dc.def, out);
    for (const dsl::DeckCard& o : deck->outside) {
      std::vector<RefusedCard> one;
      refuse(*r, g, *o.def, one);
      if (one.empty()) continue;
      // The card that brings it cannot be played without it.
      for (const dsl::DeckCard& dc : deck->cards)
        if (brings(*dc.def, *o.def) && !has_key(out, card_key(*dc.def)))
          out.push_back({card_key(*dc.def), "brings " + one[0].key + " from outside: " + one[0].reason});
    }
  }
  return out;
}

dsl::Game without_cards(const dsl::Game& g, const std::vector<std::string>& keys) {
  auto dropped = [&](const ast::CardDef& c) { return std::find(keys.begin(), keys.end(), card_key(c)) != keys.end(); };
  std::vector<dsl::DeckList> lists = g.deck_lists();
  dsl::Game out = g;  // a copy builds its own deck lists, after the edit
  std::size_t d = 0;
  for (dsl::SourceFile& f : out.files)
    for (ast::Decl& decl : f.ast.decls) {
      auto* deck = boost::get<ast::Deck>(&decl.var);
      if (!deck) continue;
      const dsl::DeckList& list = lists.at(d++);
      // A checked game's deck resolves every line: its cards are its lines.
      if (list.cards.size() != deck->entries.size()) continue;
      for (std::size_t i = deck->entries.size(); i-- > 0;)
        if (dropped(*list.cards[i].def)) deck->entries.erase(deck->entries.begin() + long(i));
    }
  return out;
}

std::vector<std::string> keys_of(const std::vector<RefusedCard>& cards) {
  std::vector<std::string> keys;
  for (const RefusedCard& c : cards) keys.push_back(c.key);
  return keys;
}

std::vector<RefusedCard> drop_refused(dsl::Game& g, const Setup& setup) {
  std::vector<RefusedCard> refused = refused_cards(g, setup);
  if (!refused.empty()) g = without_cards(g, keys_of(refused));
  return refused;
}

}  // namespace canbeat
