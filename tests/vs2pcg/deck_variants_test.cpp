// Decks with another Main Character of their team, or another card
// (fast-engine/deck_variants.hpp in the words fast-engine/vs2pcg/register.cpp
// registers, 000:647 "You can use any of a team's Main Characters with
// those decks"): built from the starter decks of games/vs2pcg by name, the
// 60 game cards unchanged; a name that breaks the rule is bad input. The
// decks are built as every command builds them (engines/registry.hpp).
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "cli/args.hpp"
#include "cli/session.hpp"
#include "engines/registry.hpp"
#include "fast-engine/deck_variants.hpp"

namespace canbeat::cli {
namespace {

// The words register.cpp registers, for the one function a table does not
// reach.
const fast::DeckVariantWords kWords{"type", "main_character", "team", "level", "Main Character", "Level"};

// "ALN-009 x2" for every line of a deck, in its order.
std::vector<std::string> lines(const dsl::DeckList& d) {
  std::vector<std::string> out;
  for (const dsl::DeckCard& c : d.cards) out.push_back(*c.def->id + " x" + std::to_string(c.copies));
  return out;
}

TEST(DeckVariants, SwapsEachLevelOfTheMainCharacterAndNothingElse) {
  auto g = load_game_or_throw("vs2pcg");
  std::vector<std::string> company = lines(*g->find_deck("company"));
  build_table_decks(*g, {"company@ALN-005", "xenomorphs"});
  const dsl::DeckList* sister = g->find_deck("company@ALN-005");
  ASSERT_NE(sister, nullptr);
  std::vector<std::string> expected = company;
  ASSERT_EQ(expected[0], "ALN-001 x1");  // Warrant Officer Ripley, Level 1
  ASSERT_EQ(expected[1], "ALN-002 x1");  // ... and Level 2, set aside (000:162)
  expected[0] = "ALN-005 x1", expected[1] = "ALN-006 x1";
  EXPECT_EQ(lines(*sister), expected);
  EXPECT_EQ(fast::deck_swapped_card(kWords, *sister)->name, "Sister Ripley");
  // The deck's lines keep the places of the deck they come from.
  EXPECT_EQ(g->where(*sister->deck).file, g->where(*g->find_deck("company")->deck).file);
}

TEST(DeckVariants, TheHashesStayThoseOfTheFilesRead) {
  auto g = load_game_or_throw("vs2pcg");
  std::string rules = g->rules_hash, cards = g->cards_hash;
  build_table_decks(*g, {"xenomorphs@ALN-033"});
  EXPECT_EQ(g->rules_hash, rules);
  EXPECT_EQ(g->cards_hash, cards);
  EXPECT_NE(g->find_deck("xenomorphs@ALN-033"), nullptr);
}

// "any of a team's Main Characters": not another team's, not a Level 2
// version (the deck sets that one aside itself), not a card that is none.
TEST(DeckVariants, BadNamesAreBadInput) {
  auto g = load_game_or_throw("vs2pcg");
  EXPECT_THROW(build_table_decks(*g, {"company@ALN-027"}), std::invalid_argument);   // The Perfect Organism: xenomorph
  EXPECT_THROW(build_table_decks(*g, {"company@ALN-006"}), std::invalid_argument);   // Sister Ripley, Level 2
  EXPECT_THROW(build_table_decks(*g, {"company@ALN-009"}), std::invalid_argument);   // Newt: Supporting Character
  EXPECT_THROW(build_table_decks(*g, {"company@ALN-999"}), std::invalid_argument);   // no such card
  EXPECT_THROW(build_table_decks(*g, {"nowhere@ALN-005"}), std::invalid_argument);   // no such deck
  EXPECT_EQ(g->find_deck("company@ALN-027"), nullptr);
}

// The shared rules word their messages in the game's words.
TEST(DeckVariants, BadInputIsSaidInTheGamesWords) {
  auto g = load_game_or_throw("vs2pcg");
  auto message = [&](const std::string& deck) {
    try {
      build_table_decks(*g, {deck});
    } catch (const std::invalid_argument& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  EXPECT_EQ(message("company@ALN-009"), "deck 'company@ALN-009': 'ALN-009' is no Level 1 Main Character");
  EXPECT_EQ(message("company@ALN-027"),
            "deck 'company@ALN-027': \"The Perfect Organism\" is not of the team of 'company' (\"Warrant Officer Ripley\")");
}

// BASE+ID (000:656-659: any Supporting Characters, Plot Twists, Equipment
// and Locations): one copy of BASE's last such line given up for ID, still
// 60 cards; never a Main Character, never a card BASE deals already.
TEST(DeckVariants, DealsOneCopyOfAnotherCardInPlaceOfTheLastLinesOne) {
  auto g = load_game_or_throw("vs2pcg");
  const dsl::DeckList& base = *g->find_deck("vanilla_xenomorphs");
  std::vector<std::string> expected = lines(base);
  const long cards = base.card_count();
  build_table_decks(*g, {"vanilla_xenomorphs+ALN-023"});
  const dsl::DeckList* dealt = g->find_deck("vanilla_xenomorphs+ALN-023");
  ASSERT_NE(dealt, nullptr);
  ASSERT_EQ(expected.back(), "ALN-060 x4");  // Space
  expected.back() = "ALN-060 x3";
  expected.push_back("ALN-023 x1");  // M41A Pulse Rifle
  EXPECT_EQ(lines(*dealt), expected);
  EXPECT_EQ(dealt->card_count(), cards);
  EXPECT_THROW(build_table_decks(*g, {"vanilla_company+ALN-023"}), std::invalid_argument);  // dealt already
  EXPECT_THROW(build_table_decks(*g, {"vanilla_company+ALN-027"}), std::invalid_argument);  // a Main Character
  EXPECT_THROW(build_table_decks(*g, {"vanilla_company+ALN-999"}), std::invalid_argument);  // no such card
}

// A card one seat deals goes into the first seat that does not; a card no
// seat deals gets no such table (its own deck's, cli/conflicts_aimed.cpp).
TEST(DeckVariants, TheTableDealingACardOneSeatDealsInTheOther) {
  auto g = load_game_or_throw("vs2pcg");
  const canbeat::Setup base{{"vanilla_company", "vanilla_xenomorphs"}, 2};
  const std::vector<const ast::CardDef*> defs = g->card_defs();
  auto rifle = std::find_if(defs.begin(), defs.end(), [](const ast::CardDef* c) { return c->id && *c->id == "ALN-023"; });
  ASSERT_NE(rifle, defs.end());
  std::optional<canbeat::Setup> t = table_dealing(*g, base, **rifle);
  ASSERT_TRUE(t.has_value());
  EXPECT_EQ(t->decks, (std::vector<std::string>{"vanilla_company", "vanilla_xenomorphs+ALN-023"}));
  for (const ast::CardDef* c : defs)
    if (c->id && *c->id == "PRD-017") EXPECT_FALSE(table_dealing(*g, base, *c).has_value());  // Mr. Black
}

}  // namespace
}  // namespace canbeat::cli
