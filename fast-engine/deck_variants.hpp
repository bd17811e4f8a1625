// Deck variants: decks a game builds from its own decks when a table or a
// repro file names them, as its table rules (registry.hpp TableRules), for
// a game whose deck lists one card of a swapped type in numbered versions,
// a line each, beside cards of other types. Two shapes:
//  - `BASE@ID`: deck BASE with each line of the swapped type replaced by
//    card ID's version of that line's number, ID being version 1 of a card
//    of that type sharing the kept member of BASE's; nothing else changes;
//  - `BASE+ID`: deck BASE dealing one copy of card ID (not of the swapped
//    type, none BASE deals) in place of one copy of its last line of
//    another type.
// A variant is built whenever it is named, never written out, so each list
// exists once and a repro naming one replays wherever BASE does (the cards
// hash covers BASE and the card set the variant is built from). Its lines
// keep the source positions of BASE's. A game registers its words:
// `.table = deck_variants({...})`.
#pragma once

#include <string>

#include "dsl/game.hpp"
#include "fast-engine/registry.hpp"

namespace canbeat::fast {

// What a game calls the parts of its deck variants: each a card member or
// its value as the game's card sets spell it, and two titles its messages
// use.
struct DeckVariantWords {
  std::string type_member;     // the member naming a card's type
  std::string swapped_type;    // the type whose lines BASE@ID swaps
  std::string kept_member;     // ID shares it with BASE's card of that type
  std::string version_member;  // the number telling a card's versions apart
  std::string swapped_title;   // a card of swapped_type, in a message
  std::string version_title;   // version_member, in a message
};

// The table rules of a game of these words.
// build_decks adds each deck `BASE@ID` or `BASE+ID` it is given that the
// game lacks. The game is rebuilt (a copy of it, with the new decks, is
// moved in), so it must run before anything points into the game. Throws
// std::invalid_argument for an unknown BASE or ID; for @, an ID that is no
// version 1 of the swapped type, one of another kept member than BASE's,
// or one without a version of every number BASE lists; for +, an ID of
// the swapped type or one BASE deals already.
// table_dealing: for a card of the swapped type whose version 1 shares the
// kept member of some seat's card of that type, `base` with the first such
// seat's deck swapped for that version (BASE@ID); for another card some
// seat deals, `base` with the first seat whose deck does not deal it, and
// is none built from another, dealing it (BASE+ID); else nullopt.
TableRules deck_variants(DeckVariantWords words);

// The version 1 card of the swapped type a deck lists, or nullptr.
const ast::CardDef* deck_swapped_card(const DeckVariantWords& w, const dsl::DeckList& d);

}  // namespace canbeat::fast
