// Data from a loaded DSL game, through dsl/game.hpp's API: seats from
// `players`, each seat's deck from `decks` (same position), each card's
// `value`, and whether it carries its own `can take` (Landslide).
#include <stdexcept>
#include <string>

#include "dsl/game.hpp"
#include "fast-engine/card_number.hpp"
#include "fast-engine/pilfer/engine.hpp"
#include "fast-engine/two_seats.hpp"

namespace canbeat::fast::pilfer {

namespace {

// A card's own `can take(p, c) ... when c == self` beats the rulebook's cant
// (the golden rules). The engine knows that one statement and no other:
// a card with any other statement, trigger, effect or power is refused
// rather than played wrongly.
bool beats_heap(const dsl::Game& game, const ast::CardDef& def) {
  bool can_take = false;
  for (const ast::CardItem& item : def.items) {
    if (boost::get<ast::Property>(&item.get())) continue;
    const auto* perm = boost::get<ast::Permission>(&item.get());
    if (!perm || perm->modality != "can" || perm->action != "take")
      refuse_at(game, def, "card '" + def.name + "' has a statement the fast engine does not know");
    can_take = true;
  }
  return can_take;
}

}  // namespace

Data load_data(const canbeat::dsl::Game& game) {
  return {two_seat_cards<Card>(game, [&](const canbeat::dsl::DeckCard& dc) {
    const ast::CardDef& def = *dc.def;
    auto value = canbeat::dsl::card_number(def, "value");
    if (!value) refuse_at(game, def, "card '" + def.name + "' has no value");
    return Card{def.name, int(*value), int(dc.copies), beats_heap(game, def)};
  })};
}

}  // namespace canbeat::fast::pilfer
