#include "tests/support/game_fixture.hpp"

#include <cstdio>
#include <map>

namespace canbeat::testing {

const dsl::Game& builtin_game(const std::string& name) {
  static std::map<std::string, std::unique_ptr<dsl::Game>> loaded;
  auto& slot = loaded[name];
  if (!slot) {
    dsl::Diagnostics diags;
    auto game = dsl::load_game(dsl::builtin_games_dir() + "/" + name, diags);
    if (!game) {
      std::fprintf(stderr, "cannot load built-in game %s:\n%s", name.c_str(), diags.text().c_str());
      std::abort();
    }
    slot = std::make_unique<dsl::Game>(std::move(*game));
  }
  return *slot;
}

}  // namespace canbeat::testing
