// Card-set independence, a metamorphic property: adding a card set whose
// cards are in no deck (so they never enter play) changes no game. The same
// seeded random game is played on the built-in Vs. System rules and on the
// same rules plus an extra set; at every step both offer the same options
// and show the same observation, on each engine. A rule or engine that looked
// at the card pool instead of the cards in the game (a lookup by name over
// every set, a table sized by the set) would break it.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "engines/registry.hpp"
#include "harness/agent.hpp"
#include "tests/support/game_fixture.hpp"

namespace canbeat {
namespace {

namespace fs = std::filesystem;

// Cards that would change a game if they leaked into it: a second Main
// Character pair, keywords every rule looks at, a free Equipment, Locations
// of every symbol, and a card of no team.
const char* const extra_set = R"(
set extra "cards in no deck" {
  card XTR-001 "Spare Hero" { type main_character; team company; atk 9; def 9; health 9; level 1; limit 1; }
  card XTR-002 "Spare Hero" { type main_character; team company; atk 9; def 9; health 9; level 2; limit 1; }
  card XTR-003 "Sky Brute" { type supporting_character; team xenomorph; cost 0; atk 9; def 9; health 9; limit 4;
                             keyword flight, angry, stealth, ferocious, lethal, monstrous, leader; }
  card XTR-004 "Free Armor" { type equipment; cost 0; limit 4; }
  card XTR-005 "Every Place" { type location; symbol might, intellect, skill, energy, humanity, alien; limit 4; }
  card XTR-006 "Drifter" { type supporting_character; cost 0; atk 1; def 1; health 1; limit 4; keyword swarm, passive; }
}
)";

// The built-in vs2pcg folder's files and extra.cards, in a folder of their own.
const dsl::Game& extended_vs2pcg() {
  static const std::unique_ptr<dsl::Game> game = [] {
    fs::path dir = fs::temp_directory_path() / ("canbeat-extra-set-" + std::to_string(::getpid()));
    fs::create_directories(dir);
    for (const auto& f : fs::directory_iterator(fs::path(dsl::builtin_games_dir()) / "vs2pcg"))
      if (f.path().extension() != ".md") fs::copy_file(f.path(), dir / f.path().filename(),
                                                      fs::copy_options::overwrite_existing);
    std::ofstream(dir / "extra.cards") << extra_set;
    dsl::Diagnostics diags;
    auto loaded = dsl::load_game(dir.string(), diags);
    fs::remove_all(dir);
    if (!loaded) {
      std::fprintf(stderr, "the extended game does not load:\n%s", diags.text().c_str());
      std::abort();
    }
    return std::make_unique<dsl::Game>(std::move(*loaded));
  }();
  return *game;
}

void same_game(EngineKind kind, std::uint64_t seed, std::size_t players) {
  Setup setup;
  setup.players = players;
  auto plain = make_engine(kind, testing::builtin_game("vs2pcg"), setup);
  auto extended = make_engine(kind, extended_vs2pcg(), setup);
  RandomAgent agent(seed);
  while (plain->outcome().kind == Outcome::Kind::ongoing) {
    RC_ASSERT(extended->option_keys() == plain->option_keys());
    RC_ASSERT(extended->observe() == plain->observe());
    std::size_t i = agent.choose(*plain);
    plain->apply(i);
    extended->apply(i);
  }
  RC_ASSERT(extended->outcome() == plain->outcome());
}

TEST(CardSetIndependence, TheExtraSetLoadsWithItsCards) {
  // The property means something only if the extra cards are in the game's
  // card pool: find them there.
  std::size_t found = 0;
  for (const auto* set : extended_vs2pcg().all<ast::CardSet>())
    if (set->name == "extra") found = set->cards.size();
  EXPECT_EQ(found, 6u);
}

RC_GTEST_PROP(CardSetIndependence, Vs2pcgReferenceUnplayedCardsChangeNoGame, (std::uint64_t seed)) {
  same_game(EngineKind::reference, seed, *rc::gen::inRange<std::size_t>(2, 5));
}

RC_GTEST_PROP(CardSetIndependence, Vs2pcgFastUnplayedCardsChangeNoGame, (std::uint64_t seed)) {
  same_game(EngineKind::fast, seed, *rc::gen::inRange<std::size_t>(2, 5));
}

}  // namespace
}  // namespace canbeat
