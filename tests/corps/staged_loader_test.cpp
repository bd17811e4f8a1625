// A staged character in the power loader (loader.rules, docs/scenarios.md
// "Staging a position"): the reference reads the overlay from the card in
// `table.cab` whose serial the character's `loader` names, and the fast
// engine from that card wherever it is; a position whose `loader` names no
// card in the cab is one the fast engine says it cannot run, and one that
// does plays alike on both engines.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "interpreter/interpreter.hpp"
#include "seam/engine.hpp"
#include "tests/support/game_fixture.hpp"

namespace canbeat {
namespace {

Observation mounted(bool in_cab) {
  Observation position;
  position.add("phase", "marines");
  position.add("turn", "1");
  position.add("table.board", "[Cpl. Hicks {x=4, y=5, hero=1, loader=105}, Alien {x=6, y=3}]");
  if (in_cab) position.add("table.cab", "[Power Loader]");
  position.sort();
  return position;
}

Setup queen_table() {
  Setup setup;
  setup.decks = {"corps_queen"};
  return setup;
}

TEST(CorpsStagedLoader, ALoaderNamingNoCardInTheCabCannotRunOnTheFastEngine) {
  const dsl::Game& g = testing::builtin_game("corps");
  std::unique_ptr<Engine> fast = make_engine(EngineKind::fast, g, queen_table());
  const std::string why = fast->stage(mounted(false));
  EXPECT_NE(why.find("loader"), std::string::npos) << why;
  EXPECT_NE(why.find("cab"), std::string::npos) << why;
}

TEST(CorpsStagedLoader, ALoaderInTheCabPlaysAlike) {
  const dsl::Game& g = testing::builtin_game("corps");
  interp::Reference ref(g, queen_table());
  std::unique_ptr<Engine> fast = make_engine(EngineKind::fast, g, queen_table());
  ASSERT_EQ(ref.stage(mounted(true)), "");
  ASSERT_EQ(fast->stage(mounted(true)), "");
  for (int step = 0; step < 40 && ref.option_count() > 0; ++step) {
    ASSERT_EQ(ref.observe().serialize(), fast->observe().serialize()) << "step " << step;
    ASSERT_EQ(ref.option_keys(), fast->option_keys()) << "step " << step;
    ref.apply(0);
    fast->apply(0);
  }
}

}  // namespace
}  // namespace canbeat
