// `canbeat coverage --fill` (analysis/ability_search.hpp): the tables it plays,
// the game it finds cut and shrunk to end where the ability is first
// reached, and the committed corpus reaching every ability that can be
// reached today.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "analysis/ability_search.hpp"
#include "cli/session.hpp"
#include "cli/session.hpp"
#include "interpreter/interpreter.hpp"

namespace canbeat::cli {
using namespace canbeat::analysis;
namespace {

std::string src(const std::string& path) { return CANBEAT_SOURCE_DIR "/" + path; }

std::vector<std::string> texts(const dsl::Game& g, const std::vector<Setup>& tables) {
  std::vector<std::string> out;
  for (const Setup& t : tables) out.push_back(table_text(g, t));
  return out;
}

// The starter decks' table, then one per Main Character with an ability
// that no deck of it uses, swapped into the deck of its team (000:647).
TEST(AbilitySearch, TablesSwapInTheMainCharactersTheDecksLack) {
  auto g = load_game_or_throw("vs2pcg");
  canbeat::Setup starter;
  starter.decks = {"company", "xenomorphs"};
  EXPECT_EQ(texts(*g, search_tables(*g, starter)),
            (std::vector<std::string>{"company,xenomorphs", "company@ALN-003,xenomorphs", "company@ALN-005,xenomorphs",
                                      "company@ALN-007,xenomorphs", "company,xenomorphs@ALN-029", "company,xenomorphs@ALN-031",
                                      "company,xenomorphs@ALN-033"}));
}

// tests/interpreter/super_powers after its two coverage games: the Medic's
// Patch Up is found in the first game, cut after its 6th choice and shrunk
// to the 4 that still reach it at the last; the Twin Medic's never is (its
// one Location makes both symbols but pays only one, 000:461), in each of
// the 20 games.
TEST(AbilitySearch, FindsCutsAndShrinks) {
  auto g = load_game_or_throw(src("tests/interpreter/super_powers"));
  Coverage c = card_abilities(*g);
  for (const char* f : {"tests/cli/coverage/dragon-twice.repro", "tests/cli/coverage/dragon-and-gunner.repro"})
    add_game(c, *g, load_repro(src(f)), src(f));
  SearchOptions options;
  options.games_per_table = 20;
  AbilitySearch s = search_abilities(*g, c, search_tables(*g, {}), options);
  ASSERT_EQ(s.found.size(), 1u);
  const AbilityGame& medic = s.found[0];
  EXPECT_EQ(ability_text(c.abilities[medic.ability]), "\"Medic\" power \"Patch Up\"");
  EXPECT_EQ(medic.seed, 1u);
  EXPECT_EQ(medic.cut, 6u);
  EXPECT_EQ(medic.choices,
            (std::vector<std::string>{"end_build", "use Medic#2/Patch Up", "discard Fury#4", "discard Earth#5"}));
  EXPECT_EQ(ability_stem(c, medic.ability), "ability-Medic-1");
  EXPECT_EQ(s.missed, std::vector<std::size_t>{3});
  EXPECT_EQ(s.dealing[3], 20u);
  EXPECT_EQ(s.games, std::vector<std::size_t>{20});
  // Reached at the last choice, not before.
  interp::Reference ref(*g, medic.table);
  for (std::size_t i = 0; i < medic.choices.size(); ++i) {
    EXPECT_FALSE(reached_now(ref, c.abilities[medic.ability])) << "before choice " << i + 1;
    ref.apply(medic.choices[i]);
  }
  EXPECT_TRUE(reached_now(ref, c.abilities[medic.ability]));
}

// The abilities the committed corpus does not reach, each with why. A new
// ability the corpus misses fails the test: bash
// tests/vs2pcg/regen-corpus.sh searches for it (canbeat coverage --fill);
// one listed here that becomes reached fails it too, until it leaves this
// list.
const std::map<std::string, std::string> unreachable = {
    {"ALN-033 \"The Newborn\" power \"Rrrrrrrraaaaaaaaaaar!!!\"",
     "the Level 1 Newborn needs an empty hand in a combat, and its Level Up (Ungrateful Child, at 1 XP) "
     "discards the hand at the first chance: no game of 4,500 random ones at its tables reaches it; "
     "tests/vs2pcg/scenarios/combat_powers.scenario shows it on both engines"},
};

TEST(AbilitySearch, TheCorpusReachesEveryAbilityThatCanBeReached) {
  auto g = load_game_or_throw("vs2pcg");
  std::vector<std::pair<Repro, std::string>> games;
  std::vector<std::string> decks;
  for (const auto& e : std::filesystem::recursive_directory_iterator(src("corpus"))) {
    if (e.path().extension() != ".repro") continue;
    Repro r = load_repro(e.path());
    if (r.game != "vs2pcg") continue;
    decks.insert(decks.end(), r.decks.begin(), r.decks.end());
    games.emplace_back(std::move(r), e.path().string());
  }
  build_decks(*g, decks);
  Coverage c = card_abilities(*g);
  for (const auto& [r, path] : games) add_game(c, *g, r, path);
  for (const Ability& a : c.abilities) {
    auto known = unreachable.find(ability_text(a));
    if (a.times == 0 && known == unreachable.end())
      ADD_FAILURE() << "the corpus does not reach " << ability_text(a)
                    << " (bash tests/vs2pcg/regen-corpus.sh searches for it)";
    if (a.times > 0 && known != unreachable.end())
      ADD_FAILURE() << "the corpus reaches " << ability_text(a) << ", listed as unreachable: " << known->second;
  }
  std::size_t listed = 0;
  for (const Ability& a : c.abilities) listed += unreachable.count(ability_text(a));
  EXPECT_EQ(listed, unreachable.size()) << "an ability listed as unreachable is no ability of the cards";
  EXPECT_GT(c.abilities.size(), unreachable.size());
}

}  // namespace
}  // namespace canbeat::cli
