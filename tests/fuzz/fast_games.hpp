// The games tests/fuzz runs on: every game with a fast engine, each loaded
// with an engine of both kinds.
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "dsl/game.hpp"
#include "engines/registry.hpp"
#include "fast-engine/registry.hpp"

namespace canbeat::fuzz_test {

inline std::vector<std::string> fast_games() {
  std::vector<std::string> out;
  for (const fast::Registration& r : fast::registrations()) out.push_back(r.game);
  return out;
}

// A test of one game (its name the parameter): the game and both engines.
class FastGame : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    dsl::Diagnostics diags;
    auto loaded = dsl::load_game(dsl::builtin_games_dir() + "/" + GetParam(), diags);
    ASSERT_TRUE(loaded) << diags.text();
    game = std::make_unique<dsl::Game>(std::move(*loaded));
    reference = make_engine(EngineKind::reference, *game, {});
    fast = make_engine(EngineKind::fast, *game, {});
  }
  std::unique_ptr<dsl::Game> game;
  std::unique_ptr<Engine> reference, fast;
};

}  // namespace canbeat::fuzz_test
