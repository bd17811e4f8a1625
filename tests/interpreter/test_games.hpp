// The purpose-built games beside these tests (golden_rules/, super_powers/, ...),
// each loaded once; a game that does not load throws with its diagnostics.
#pragma once

#include <map>
#include <stdexcept>
#include <string>

#include "dsl/checker.hpp"
#include "dsl/game.hpp"
#include "interpreter/interpreter.hpp"

namespace canbeat::interp {

inline const dsl::Game& test_game(const std::string& folder) {
  static std::map<std::string, dsl::Game> loaded;
  if (auto it = loaded.find(folder); it != loaded.end()) return it->second;
  dsl::Diagnostics diags;
  auto g = dsl::load_game(CANBEAT_SOURCE_DIR "/tests/interpreter/" + folder, diags);
  if (!g) throw std::runtime_error(diags.text());
  return loaded.emplace(folder, std::move(*g)).first->second;
}

// A game of one file, "t.rules", parsed and checked; its errors throw.
inline dsl::Game game_of_text(const std::string& text) {
  dsl::Diagnostics diags;
  auto file = dsl::parse_text(text, "t.rules", 0, diags);
  if (!file) throw std::runtime_error(diags.text());
  dsl::Game g;
  g.files.push_back({"t.rules", text, std::move(*file)});
  dsl::check(g, diags);
  if (diags.has_errors()) throw std::runtime_error(diags.text());
  return g;
}

// A field of the reference's observation ("game.steps_left"), or
// "<absent>".
inline std::string field(const Reference& r, const std::string& path) {
  Observation o = r.observe();
  const std::string* v = o.find(path);
  return v ? *v : "<absent>";
}

}  // namespace canbeat::interp
