// The folder a random card set (tests/GAME/random_table.hpp) is loaded
// from: a copy of a game's folder without its decks and notes, made once
// per process, so the set's cards and the decks dealing them come as text
// (dsl::SourceFile, the game's own decks with the set's cards `dealt`)
// beside the game's own rules.
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

#include <unistd.h>

#include "dsl/game.hpp"

namespace canbeat::testing {

inline std::string read_text(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// `text` with the first `from` made `to`; a test's edit of rules that no
// longer hold `from` fails loudly rather than testing the unedited rules.
inline void replace_once(std::string& text, const std::string& from, const std::string& to, const std::string& sources) {
  const std::size_t at = text.find(from);
  if (at == std::string::npos) throw std::runtime_error("not in the " + sources + " sources: " + from);
  text.replace(at, from.size(), to);
}

// games/GAME/ in the source tree.
inline std::filesystem::path builtin_game(const std::string& game) {
  return std::filesystem::path(dsl::builtin_games_dir()) / game;
}

// A copy of games/GAME/ without its *.deck and *.md files, in a folder of
// this process's own.
inline std::filesystem::path rules_copy(const std::string& game) {
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("canbeat-" + game + "-random-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  for (const auto& f : fs::directory_iterator(builtin_game(game)))
    if (f.path().extension() != ".deck" && f.path().extension() != ".md")
      fs::copy_file(f.path(), dir / f.path().filename(), fs::copy_options::overwrite_existing);
  return dir;
}

// A deck file's text with `lines` added before the closing brace of
// `deck NAME`.
inline std::string dealt(std::string text, const std::string& name, const std::string& lines) {
  const std::size_t deck = text.find("deck " + name + " ");
  const std::size_t end = text.find("\n}", deck);
  if (deck == std::string::npos || end == std::string::npos) return text;
  return text.insert(end, "\n  " + lines);
}

}  // namespace canbeat::testing
