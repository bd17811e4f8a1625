// `canbeat coverage --fill` (cli/ability_search.hpp): the tables it plays,
// and the game it finds cut and shrunk to end where the ability is first
// reached.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "cli/ability_search.hpp"
#include "cli/deck_variants.hpp"
#include "cli/session.hpp"
#include "interpreter/interpreter.hpp"

namespace canbeat::cli {
namespace {

std::string src(const std::string& path) { return CANBEAT_SOURCE_DIR "/" + path; }

std::vector<std::string> texts(const dsl::Game& g, const std::vector<Setup>& tables) {
  std::vector<std::string> out;
  for (const Setup& t : tables) out.push_back(table_text(g, t));
  return out;
}

// The starter decks' table, then one per Main Character with an ability
// that no deck of it uses, swapped into the deck of its team (000:647);
// Lt. Ripley, Ripley #8 and The Queen have none, so no table.
TEST(AbilitySearch, TablesSwapInTheMainCharactersTheDecksLack) {
  auto g = load_game_or_throw("vs2pcg");
  canbeat::Setup starter;
  starter.decks = {"company", "xenomorphs"};
  EXPECT_EQ(texts(*g, search_tables(*g, starter)),
            (std::vector<std::string>{"company,xenomorphs", "company@ALN-005,xenomorphs",
                                      "company,xenomorphs@ALN-031", "company,xenomorphs@ALN-033"}));
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

}  // namespace
}  // namespace canbeat::cli
