// Data from a loaded DSL game, through dsl/game.hpp's API only: seats
// from `players`, each seat's deck from `decks` (same position), each card's
// `type` and `force` properties. Built into canbeat_fast only when dsl/ builds.
#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "dsl/game.hpp"
#include "fast-engine/aliens/engine.hpp"
#include "fast-engine/card_number.hpp"
#include "fast-engine/two_seats.hpp"

namespace canbeat::fast::aliens {

namespace {

// CARD LIST NOTATION: C = Combatant, W = Weapon, T = Tactics. aliens.rules
// declares `type combatant = "C"`, so a card names its type by either.
Suit suit_of(const std::string& type, const canbeat::dsl::Game& game, const canbeat::ast::CardDef& def) {
  if (type == "combatant" || type == "C") return Suit::combatant;
  if (type == "weapon" || type == "W") return Suit::weapon;
  if (type == "tactics" || type == "T") return Suit::tactics;
  canbeat::fast::refuse_at(game, def, "card '" + def.name + "' has unknown type '" + type + "'");
}

}  // namespace

Data load_data(const canbeat::dsl::Game& game) {
  return {two_seat_cards<Card>(game, [&](const canbeat::dsl::DeckCard& dc) {
    const auto& def = *dc.def;
    auto type = canbeat::dsl::card_name_value(def, "type");
    std::optional<int> force = canbeat::fast::card_number(game, def, "force");
    if (!type || !force) canbeat::fast::refuse_at(game, def, "card '" + def.name + "' lacks a type or force");
    if (*force < 0 || *force > kMaxForce) {
      canbeat::dsl::Where w = game.where(def);
      throw std::invalid_argument(fmt::format("{}:{}:{}: error: card '{}': force {} is outside the forces the fast "
                                              "engine plays (0 to {})", w.file, w.line, w.col, def.name, *force, kMaxForce));
    }
    return Card{def.name, suit_of(*type, game, def), *force, int(dc.copies)};
  })};
}

}  // namespace canbeat::fast::aliens
