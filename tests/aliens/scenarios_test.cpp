// The ALIENS rulebook (../shared/seeds/004_41363310b93d11c8.txt) is checked by
// the scenario files in tests/aliens/scenarios/ (canbeat test, on both
// engines). What stays here is what a scenario file cannot say: a test that
// plays on until a state it looks for comes (the deck running out), rather
// than through steps fixed in advance.
#include <gtest/gtest.h>

#include "engines/registry.hpp"
#include "tests/support/game_fixture.hpp"

namespace canbeat {
namespace {

class AliensRules : public ::testing::TestWithParam<EngineKind> {
 protected:
  std::unique_ptr<Engine> start() { return make_engine(GetParam(), testing::builtin_game("aliens"), {}); }
};

// LOGISTICS PHASE: "If the deck runs out, shuffle the Reserve pile and draw
// from it." Always discarding four keeps the Reserve filling up until the
// deck runs dry in turn 4; then the Reserve becomes the deck.
TEST_P(AliensRules, EmptyDeckDrawsFromTheShuffledReserve) {
  auto e = start();
  bool seen = false;
  while (e->option_count() > 0 && !seen) {
    Observation before = e->observe();
    e->apply(std::size_t{0});  // first option: discards come before "done"
    Observation after = e->observe();
    if (*before.find("marine.deck") == "[]" && *before.find("marine.reserve") != "[]" &&
        pending_text(e->pending(), e->seats()) == "chance marine") {
      EXPECT_EQ(*after.find("marine.reserve"), "[]");
      EXPECT_NE(*after.find("marine.deck"), "[]");
      seen = true;
    }
  }
  EXPECT_TRUE(seen) << "the Marine deck never ran out";
}

INSTANTIATE_TEST_SUITE_P(BothEngines, AliensRules,
                         ::testing::Values(EngineKind::reference, EngineKind::fast),
                         [](const auto& info) {
                           return info.param == EngineKind::reference ? "reference" : "fast";
                         });

}  // namespace
}  // namespace canbeat
