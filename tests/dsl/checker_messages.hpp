// The checker's messages for one rules file, without positions: what the
// checker tests compare (each test file has its own prelude).
#pragma once

#include <string>
#include <vector>

#include "dsl/checker.hpp"
#include "dsl/game.hpp"

namespace canbeat::dsl {

inline std::vector<std::string> checker_messages(const std::string& text) {
  Diagnostics d;
  auto ast = parse_text(text, "t.rules", 0, d);
  if (!ast) return {"parse: " + d.items.at(0).message};
  Game g;
  g.files.push_back({"t.rules", text, *ast});
  check(g, d);
  std::vector<std::string> out;
  for (const auto& i : d.items) out.push_back(i.message);
  return out;
}

}  // namespace canbeat::dsl
