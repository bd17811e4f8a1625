// The purpose-built games beside these tests (golden_rules/, super_powers/, ...),
// each loaded once; a game that does not load throws with its diagnostics.
#pragma once

#include <map>
#include <stdexcept>
#include <string>

#include "dsl/game.hpp"

namespace canbeat::interp {

inline const dsl::Game& test_game(const std::string& folder) {
  static std::map<std::string, dsl::Game> loaded;
  if (auto it = loaded.find(folder); it != loaded.end()) return it->second;
  dsl::Diagnostics diags;
  auto g = dsl::load_game(CANBEAT_SOURCE_DIR "/tests/interpreter/" + folder, diags);
  if (!g) throw std::runtime_error(diags.text());
  return loaded.emplace(folder, std::move(*g)).first->second;
}

}  // namespace canbeat::interp
