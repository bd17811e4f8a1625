// A deck with another Main Character of its team: "You can use any of a
// team's Main Characters with those decks" (000:647 of
// ../shared/seeds/000_03a9bc82aad99cdb.txt). A deck `BASE+ID` deals one
// copy of card ID (no Main Character, none of BASE's) in place of one of
// BASE's last line of the others: "You can put any Supporting Characters,
// Plot Twists, Equipment, and Locations in your deck" (000:656-659). The deck named `BASE@ID` is deck
// BASE with its Main Character swapped for card ID: every card of BASE whose
// `type` is `main_character` is replaced by the card of ID's name at the same
// `level`, and nothing else changes. It is built from BASE whenever a table
// or a repro file names it, never written out, so each 60-card list exists
// once, and a repro naming `company@ALN-005` replays wherever `company` does
// (the cards hash covers BASE and the card set the variant is built from).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "dsl/game.hpp"
#include "seam/engine.hpp"

namespace canbeat::fast::vs2pcg {

// `base@card_id`.
std::string deck_variant_name(const std::string& base, const std::string& card_id);

// The deck a variant name is built from (the name itself when it is none).
std::string deck_variant_base(const std::string& name);

// `base+card_id`.
std::string dealing_deck_name(const std::string& base, const std::string& card_id);

// Adds to `g` each deck of `names` of the form BASE@ID or BASE+ID that `g`
// does not have. `g` is rebuilt (a copy of it, with the new decks, is moved
// in), so it must run before anything points into `g`: engines, deck lists.
// Throws std::invalid_argument for an unknown BASE or ID; for @, an ID that
// is no Level 1 Main Character, one of another team than BASE's Main
// Character, or one without a card of every Level BASE lists; for +, an ID
// that is a Main Character or one BASE deals already.
void add_deck_variants(dsl::Game& g, const std::vector<std::string>& names);

// The Main Character of `c`'s name at `level` (000:53: one card in two
// versions) with an id, or nullptr; `c` itself when it is one.
const ast::CardDef* main_character_version(const dsl::Game& g, const ast::CardDef& c, long level);

// The Level 1 Main Character a deck lists, or nullptr.
const ast::CardDef* deck_main_character(const dsl::DeckList& d);

// For a Main Character `card` that `base` deals no version of: `base` with
// the first deck of that character's team swapped for the one with that
// character (its Level 1 version); for another card some seat's deck deals:
// `base` with the first seat whose deck does not deal it dealing it
// (BASE+ID); else nullopt (TableRules::table_dealing).
std::optional<Setup> table_dealing(const dsl::Game& g, const Setup& base, const ast::CardDef& card);

}  // namespace canbeat::fast::vs2pcg
