// The game a random titw card set (random_cards.hpp) is played in:
// games/titw with the set added and its cards dealt into the game's own
// decks (the titw fast engine plays those), loaded from a copy of the
// game's folder without its decks, the decks given as text.
#pragma once

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

#include <unistd.h>

#include "dsl/game.hpp"
#include "tests/titw/random_cards.hpp"

namespace canbeat::testing::titw_cards {

inline std::string read_text(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// `lines` added before the closing brace of `deck NAME`.
inline std::string dealt(std::string text, const std::string& name, const std::string& lines) {
  const std::size_t deck = text.find("deck " + name + " ");
  const std::size_t end = text.find("\n}", deck);
  if (deck == std::string::npos || end == std::string::npos) return text;
  return text.insert(end, "\n  " + lines);
}

inline std::optional<dsl::Game> titw_with(const CardSet& set, dsl::Diagnostics& diags) {
  namespace fs = std::filesystem;
  static const fs::path game = fs::path(dsl::builtin_games_dir()) / "titw";
  static const fs::path rules = [] {
    fs::path dir = fs::temp_directory_path() / ("canbeat-titw-random-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    for (const auto& f : fs::directory_iterator(game))
      if (f.path().extension() != ".deck" && f.path().extension() != ".md")
        fs::copy_file(f.path(), dir / f.path().filename(), fs::copy_options::overwrite_existing);
    return dir;
  }();
  return dsl::load_game(rules.string(), diags,
                        {dsl::SourceFile{"generated.cards", set.text, {}},
                         dsl::SourceFile{"marine.deck", dealt(read_text(game / "marine.deck"), "marine", set.marine), {}},
                         dsl::SourceFile{"alien.deck", dealt(read_text(game / "alien.deck"), "alien", set.alien), {}}});
}

}  // namespace canbeat::testing::titw_cards
