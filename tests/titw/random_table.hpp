// The game a random titw card set (random_cards.hpp) is played in:
// games/titw with the set added and its cards dealt into the game's own
// decks (the titw fast engine plays those), loaded from a copy of the
// game's folder without its decks, the decks given as text.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

#include "dsl/game.hpp"
#include "tests/support/rules_copy.hpp"
#include "tests/titw/random_cards.hpp"

namespace canbeat::testing::titw_cards {

inline std::optional<dsl::Game> titw_with(const CardSet& set, dsl::Diagnostics& diags) {
  static const std::filesystem::path game = builtin_game("titw");
  static const std::filesystem::path rules = rules_copy("titw");
  return dsl::load_game(rules.string(), diags,
                        {dsl::SourceFile{"generated.cards", set.text, {}},
                         dsl::SourceFile{"marine.deck", dealt(read_text(game / "marine.deck"), "marine", set.marine), {}},
                         dsl::SourceFile{"alien.deck", dealt(read_text(game / "alien.deck"), "alien", set.alien), {}}});
}

}  // namespace canbeat::testing::titw_cards
