// The real input: games/aliens loads and checks cleanly, and its invariants
// report exactly the contradictions of the seed (DESIGN.md: 34 cards where
// the rules say 36, 11 per suit where they say 12, a Force of 6).
#include <gtest/gtest.h>

#include <filesystem>

#include "dsl/game.hpp"
#include "dsl/invariants.hpp"

namespace canbeat::dsl {
namespace {

Game load_aliens() {
  Diagnostics d;
  auto g = load_game(builtin_games_dir() + "/aliens", d);
  EXPECT_TRUE(g.has_value()) << d.text();
  EXPECT_EQ(d.text(), "");
  return g ? std::move(*g) : Game{};
}

long deck_size(const Game& g, const char* name) {
  const DeckList* d = g.find_deck(name);
  return d ? d->card_count() : -1;
}

std::string base(const std::string& path) {
  return std::filesystem::path(path).filename().string();
}

TEST(Aliens, LoadsAndChecks) {
  Game g = load_aliens();
  ASSERT_EQ(g.files.size(), 3u);
  EXPECT_EQ(base(g.files[0].path), "aliens.rules");
  EXPECT_EQ(base(g.files[1].path), "alien.cards");
  EXPECT_EQ(base(g.files[2].path), "marine.cards");
  EXPECT_EQ(g.name(), "aliens");
  EXPECT_EQ(g.list_property("players"), (std::vector<std::string>{"marine", "alien"}));
  EXPECT_EQ(g.list_property("decks"), (std::vector<std::string>{"marine", "alien"}));
  EXPECT_EQ(g.rules_hash.size(), 16u);
  EXPECT_EQ(g.cards_hash.size(), 16u);
}

TEST(Aliens, DeckSizes) {
  Game g = load_aliens();
  EXPECT_EQ(deck_size(g, "marine"), 34);
  EXPECT_EQ(deck_size(g, "alien"), 36);
  EXPECT_EQ(g.find_deck("nobody"), nullptr);
}

TEST(Aliens, CardProperties) {
  Game g = load_aliens();
  const DeckList* marine = g.find_deck("marine");
  ASSERT_NE(marine, nullptr);
  const ast::CardDef* last = marine->cards.back().def;
  EXPECT_EQ(last->name, "Orbital Nuclear Strike");
  EXPECT_EQ(card_number(*last, "force"), 6);
  EXPECT_EQ(card_name_value(*last, "type"), "tactics");
  EXPECT_EQ(card_number(*last, "cost"), std::nullopt);
  EXPECT_EQ(g.where(*last).line, 31);
  EXPECT_EQ(g.where(*last).col, 3);
}

TEST(Aliens, InvariantFindings) {
  Game g = load_aliens();
  auto findings = check_invariants(g);
  std::vector<std::string> got;
  for (const auto& f : findings) {
    EXPECT_EQ(f.kind, Diagnostic::Kind::finding);
    got.push_back(base(f.where.file) + ":" + std::to_string(f.where.line) + ":" +
                  std::to_string(f.where.col) + ": " + f.message);
  }
  std::vector<std::string> want = {
      "marine.cards:3:1: invariant deck_size (\"DECKS: Each deck has 36 cards.\") fails for "
      "deck marine: count(c in d) is 34, expected 36",
      "marine.cards:3:1: invariant suit_size (\"DECKS: Each deck has 3 suites and 12 cards in "
      "each suite.\") fails for deck marine, type weapon: count(c in d where c.type == t) is "
      "11, expected 12",
      "marine.cards:3:1: invariant suit_size (\"DECKS: Each deck has 3 suites and 12 cards in "
      "each suite.\") fails for deck marine, type tactics: count(c in d where c.type == t) is "
      "11, expected 12",
      "marine.cards:31:3: invariant force_range (\"DECKS: Each card has a Force Value from 1 "
      "to 5.\") fails for card \"Orbital Nuclear Strike\": c.force is 6",
  };
  EXPECT_EQ(got, want);
}

TEST(Loader, CopiedGameHasItsOwnDeckLists) {
  Game g = load_aliens();
  ASSERT_NE(g.find_deck("marine"), nullptr);
  Game copy = g;
  const DeckList* d = copy.find_deck("marine");
  ASSERT_NE(d, nullptr);
  const ast::Deck* own = copy.all<ast::Deck>().back();
  EXPECT_EQ(d->deck, own);
}

TEST(Loader, MissingFolder) {
  Diagnostics d;
  EXPECT_FALSE(load_game("/nonexistent/canbeat", d).has_value());
  EXPECT_TRUE(d.has_errors());
}

TEST(Loader, ContentHashIsFnv1a64) {
  EXPECT_EQ(content_hash(""), "cbf29ce484222325");
  EXPECT_EQ(content_hash("a"), "af63dc4c8601ec8c");
}

}  // namespace
}  // namespace canbeat::dsl
