// The turn bound and the draw it leaves safe (analysis/turn_bound.hpp,
// analysis/never_undecided_drawn.hpp), on tests/analysis/tally: no game
// lasts more than 8 turns, so no seat draws more than its deck's 10
// cards. Soundness first: planted variants where an empty deck is met (a
// coin fewer, fuel given back, a burn that ends nothing, a life given
// back, a fall that ends nothing, two draws a turn) must not be called
// impossible, and the conflict search meets them; random tallies are
// called impossible exactly when their longest game draws no more than a
// deck holds, and none called so is met.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "analysis/conflict_search.hpp"
#include "analysis/never_undecided.hpp"
#include "cli/session.hpp"
#include "tests/support/rules_copy.hpp"

namespace canbeat::cli {
using namespace canbeat::analysis;
namespace {

struct Tally {
  std::string rules, north, south;
};

Tally tally() {
  const std::string dir = CANBEAT_SOURCE_DIR "/tests/analysis/tally/";
  return {testing::read_text(dir + "tally.rules"), testing::read_text(dir + "north.deck"),
          testing::read_text(dir + "south.deck")};
}

void edit(std::string& text, const std::string& from, const std::string& to) {
  testing::replace_once(text, from, to, "tally");
}

struct Outcome {
  std::optional<std::string> why;
  std::size_t reached = 0;
};

Outcome run(const Tally& t, std::size_t games) {
  const auto dir = std::filesystem::temp_directory_path() / ("canbeat-tally-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "tally.rules") << t.rules;
  std::ofstream(dir / "north.deck") << t.north;
  std::ofstream(dir / "south.deck") << t.south;
  Session s;
  s.game = load_game_or_throw(dir.string());
  Outcome out;
  out.why = never_undecided(*s.game, "empty-deck");
  ConflictSearch r = find_conflicts(s, games, 1);
  out.reached = r.undecided.count("empty-deck") ? r.undecided.at("empty-deck").reached : 0;
  std::filesystem::remove_all(dir);
  return out;
}

TEST(NeverUndecidedDrawn, TallyNeverDrawsFromAnEmptyDeck) {
  Outcome o = run(tally(), 60);
  ASSERT_TRUE(o.why.has_value());
  EXPECT_EQ(o.reached, 0u);
  for (const char* part : {"the game lasts at most 8 turns", "fuel (from 6 to 0: 6 steps; ",
                           "tally.rules:49:3 `fuel - 1`", "north.lives (at most 3 cards: \"Life\" x3; ",
                           "tally.rules:66:7 moves one out", "a seat takes at most 10 cards from p.deck by take",
                           "every deck keeps at least 10 for it", "tally.rules:30:5 may move"})
    EXPECT_NE(o.why->find(part), std::string::npos) << part << "\n" << *o.why;
}

// Planted: each lets a game draw from an empty deck.
TEST(NeverUndecidedDrawn, PlantedWaysToEmptyADeckAreNotCalledImpossible) {
  struct Plant {
    std::string name, from, to;
    bool south = false;  // the edit is to south's deck
  };
  const Plant plants[] = {
      {"a coin fewer", "\"Coin\" x10", "\"Coin\" x9", true},
      {"fuel given back", "    option \"burn\" {", "    option \"refuel\" {\n      set fuel = fuel + 1;\n    }\n"
                                                   "    option \"burn\" {"},
      {"a burn that ends nothing", "  if fuel <= 0 {\n    tie;\n  }\n", ""},
      {"a life given back", "    option \"burn\" {",
       "    option \"heal\" c in north.fallen {\n      move c to north.lives;\n    }\n    option \"burn\" {"},
      {"a fall that ends nothing", "  if empty(north.lives) {\n    lose north;\n  }\n", ""},
      {"two draws a turn", "  take(north);\n", "  take(north);\n  take(north);\n"},
  };
  for (const Plant& p : plants) {
    Tally t = tally();
    edit(p.south ? t.south : t.rules, p.from, p.to);
    Outcome o = run(t, 200);
    EXPECT_FALSE(o.why.has_value()) << p.name << ": " << *o.why;
    EXPECT_GT(o.reached, 0u) << p.name;
  }
}

// Random tallies: fuel, lives, coins, setup's draws and a turn's draws.
TEST(NeverUndecidedDrawn, RandomTalliesAreImpossibleExactlyWhenTheDecksLast) {
  std::mt19937 rng(20261130);
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  for (int round = 0; round < 10; ++round) {
    int fuel = pick(1, 6), lives = pick(1, 3), coins = pick(3, 12), at_start = pick(0, 3), a_turn = pick(1, 2);
    Tally t = tally();
    edit(t.rules, "set fuel = 6;", "set fuel = " + std::to_string(fuel) + ";");
    edit(t.rules, "    repeat 2 {\n      take(p);", "    repeat " + std::to_string(at_start) + " {\n      take(p);");
    edit(t.rules, "  take(north);\n  take(south);\n",
         a_turn == 1 ? "  take(north);\n  take(south);\n" : "  take(north);\n  take(north);\n  take(south);\n  take(south);\n");
    edit(t.north, "\"Life\" x3", "\"Life\" x" + std::to_string(lives));
    edit(t.north, "\"Coin\" x10", "\"Coin\" x" + std::to_string(coins));
    edit(t.south, "\"Coin\" x10", "\"Coin\" x" + std::to_string(coins));
    const int longest = 1 + (fuel - 1) + (lives - 1);
    const bool lasts = at_start + a_turn * longest <= coins;
    Outcome o = run(t, 40);
    std::string what = "fuel " + std::to_string(fuel) + ", lives " + std::to_string(lives) + ", coins " +
                       std::to_string(coins) + ", draws " + std::to_string(at_start) + " + " + std::to_string(a_turn);
    EXPECT_EQ(o.why.has_value(), lasts) << what << ": " << o.why.value_or("no proof");
    if (o.why) EXPECT_EQ(o.reached, 0u) << what;
  }
}

}  // namespace
}  // namespace canbeat::cli
