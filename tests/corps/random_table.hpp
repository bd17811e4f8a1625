// The game a random corps card set (random_cards.hpp) is played in:
// games/corps with the set's characters and their start markers added to
// the `corps` deck (the roster is every character of it, setup.rules
// lay_out), loaded from a copy of the game's folder without its decks, the
// deck given as text.
#pragma once

#include <filesystem>
#include <optional>

#include "dsl/game.hpp"
#include "tests/corps/random_cards.hpp"
#include "tests/support/rules_copy.hpp"

namespace canbeat::testing::corps_cards {

inline std::optional<dsl::Game> corps_with(const CardSet& set, dsl::Diagnostics& diags) {
  static const std::filesystem::path game = builtin_game("corps");
  static const std::filesystem::path rules = rules_copy("corps");
  return dsl::load_game(rules.string(), diags,
                        {dsl::SourceFile{"generated.cards", set.text, {}},
                         dsl::SourceFile{"corps.deck", dealt(read_text(game / "corps.deck"), "corps", set.roster), {}}});
}

}  // namespace canbeat::testing::corps_cards
