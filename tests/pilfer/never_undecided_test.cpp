// The static test that an `undecided` statement is never reached
// (analysis/never_undecided.hpp). Soundness first: random variants of the
// Pilfer rules, some of which reach their empty draw (a hand limit above
// what a seat holds, a deck made short, no reshuffle, cards taken into
// another seat's zone), played by the conflict search: a situation called
// impossible must never be reached, and the test must call some impossible
// and see others reached.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <stdexcept>
#include <string>

#include "analysis/conflict_search.hpp"
#include "analysis/never_undecided.hpp"
#include "cli/session.hpp"
#include "tests/support/rules_copy.hpp"

namespace canbeat::cli {
using namespace canbeat::analysis;
namespace {

std::string file_text(const std::string& name) {
  return testing::read_text(std::string(CANBEAT_SOURCE_DIR "/games/pilfer/") + name);
}

void replace(std::string& text, const std::string& from, const std::string& to) {
  testing::replace_once(text, from, to, "Pilfer");
}

// A variant of the Pilfer rules and decks, under another game name so that
// no fast engine plays it; its rules. `let q = p` hides a seat's own zone
// behind a name the test cannot follow: never called impossible.
std::string write_variant(const std::filesystem::path& dir, std::mt19937& rng) {
  auto pick = [&rng](unsigned n) { return static_cast<int>(rng() % n); };
  std::string rules = file_text("pilfer.rules"), north = file_text("north.deck"), south = file_text("south.deck");
  replace(rules, "game pilfer {", "game pilfer_variant {");
  replace(rules, "count(c in d) == 10", "count(c in d) >= 1");
  static const int kLimits[] = {2, 3, 5, 8, 10, 11, 12};
  replace(rules, "while size(p.hand) < 3", "while size(p.hand) < " + std::to_string(kLimits[pick(7)]));
  if (pick(4) == 0) replace(rules, "move all p.spent to p.deck;", "");
  switch (pick(8)) {
    case 0: replace(rules, "move c to p.spent;", "move c to north.spent;"); break;
    case 1: replace(rules, "move c to p.spent;", "let q = p;\n          move c to q.spent;"); break;
    default: break;
  }
  replace(north, "\"Pebble\" x4", "\"Pebble\" x" + std::to_string(1 + pick(4)));
  replace(south, "\"Twig\" x4", "\"Twig\" x" + std::to_string(1 + pick(4)));
  std::ofstream(dir / "pilfer.rules") << rules;
  std::ofstream(dir / "north.deck") << north;
  std::ofstream(dir / "south.deck") << south;
  return rules;
}

// An empty draw called impossible is never reached in play; the figures
// show the test is not idle.
TEST(NeverUndecided, RandomVariantsCalledImpossibleAreNeverReached) {
  std::mt19937 rng(20261130);
  const auto dir = std::filesystem::temp_directory_path() / ("canbeat-never-undecided-" + std::to_string(::getpid()));
  std::size_t variants = 0, impossible = 0, reached = 0;
  for (int round = 0; round < 40; ++round) {
    std::filesystem::create_directories(dir);
    const std::string rules = write_variant(dir, rng);
    Session s;
    s.game = load_game_or_throw(dir.string());
    ConflictSearch r = find_conflicts(s, 20, 1);
    std::optional<std::string> why = never_undecided(*s.game, "empty-draw");
    const std::size_t met = r.undecided.count("empty-draw") ? r.undecided.at("empty-draw").reached : 0;
    ++variants;
    impossible += why.has_value();
    reached += met > 0;
    EXPECT_FALSE(why && met > 0) << *why << "\n" << rules;
  }
  std::filesystem::remove_all(dir);
  std::printf("variants: %zu, empty draw called impossible: %zu, reached in play: %zu\n", variants, impossible, reached);
  EXPECT_GT(impossible, 5u);
  EXPECT_GT(reached, 5u);
}

// The shipped Pilfer: its empty draw is shown impossible, by the facts
// where it runs.
TEST(NeverUndecided, PilferEmptyDrawNamesItsFacts) {
  Session s;
  s.game = load_game_or_throw(CANBEAT_SOURCE_DIR "/games/pilfer");
  std::optional<std::string> why = never_undecided(*s.game, "empty-draw");
  ASSERT_TRUE(why.has_value());
  EXPECT_NE(why->find("a seat holds 10 cards or more"), std::string::npos) << *why;
  EXPECT_NE(why->find("`size(p.hand) < 3`"), std::string::npos) << *why;
  EXPECT_NE(why->find("`move all p.spent to p.deck;`"), std::string::npos) << *why;
  EXPECT_FALSE(never_undecided(*s.game, "no-such-id").has_value());
}

}  // namespace
}  // namespace canbeat::cli
