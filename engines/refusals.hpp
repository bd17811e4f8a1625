// The cards a fast engine refuses, and a table played without them. A new
// card set often holds a card the fast engine's compiler cannot take yet;
// one such card must not stop diff, bench and fuzzing for the whole set:
// the table plays on without it, on both engines alike, and
// the command says which card and why. Names no game.
#pragma once

#include <string>
#include <vector>

#include "dsl/game.hpp"
#include "seam/engine.hpp"

namespace canbeat {

struct RefusedCard {
  std::string key;     // the card's id, else its name: how deck lines name it
  std::string reason;  // the compiler's "file:line:col: ..."
};

// The card's key: its id, else its name.
std::string card_key(const ast::CardDef& card);

// The distinct cards dealt at this table (the decks' cards and the cards
// from outside they bring) that the game's fast engine refuses, in deck
// order. A card that brings a refused one from outside is refused with it.
// Empty when the game has no fast engine or the engine refuses none.
std::vector<RefusedCard> refused_cards(const dsl::Game& g, const Setup& setup);

// `g` with every deck line of the cards `keys` names taken out: the same
// rules, sets and hashes (a repro names the cards it played without).
dsl::Game without_cards(const dsl::Game& g, const std::vector<std::string>& keys);

// Takes the cards the fast engine refuses at this table out of `g`'s decks
// (refused_cards, then without_cards) and returns them.
std::vector<RefusedCard> drop_refused(dsl::Game& g, const Setup& setup);

// The cards' keys, in order: what a repro's `without` lines name.
std::vector<std::string> keys_of(const std::vector<RefusedCard>& cards);

}  // namespace canbeat
