// The counting proofs that an `undecided` statement is never reached
// (analysis/never_undecided_capacity.hpp), on tests/analysis/capacity's
// games: in crowd three tokens can never fill a yard of four spaces, so its
// "full" is impossible; in pads two runners never run out of three pads
// (with more runners, a rock on a pad, two pads on one space, a pad taken
// away, a piece moved onto a pad or a pad's space read from a var they do,
// and are not called impossible). Random variants of both games, played:
// none called impossible is met. Soundness first: planted variants where it is
// reached (more tokens, stones dropped too, any card dropped, a yard cut
// in two) or may be (a
// stone set on the yard by setup) must not be called impossible, and the
// conflict search must reach the ones built to be reached.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <stdexcept>
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

std::string file_text(const std::string& name) {
  return testing::read_text(std::string(CANBEAT_SOURCE_DIR "/tests/analysis/capacity/") + name);
}

void replace(std::string& text, const std::string& from, const std::string& to) {
  testing::replace_once(text, from, to, "crowd");
}

struct Outcome {
  std::optional<std::string> why;  // the proof, if any
  std::size_t reached = 0;         // games of the search that met "full"
};

Outcome run(const std::string& rules, const std::string& board, const std::string& file = "crowd.rules",
            const std::string& id = "full") {
  const auto dir = std::filesystem::temp_directory_path() / ("canbeat-capacity-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  std::ofstream(dir / file) << rules;
  std::ofstream(dir / "yard.board") << board;
  Session s;
  s.game = load_game_or_throw(dir.string());
  Outcome out;
  out.why = never_undecided(*s.game, id);
  ConflictSearch r = find_conflicts(s, 30, 1);
  out.reached = r.undecided.count(id) ? r.undecided.at(id).reached : 0;
  std::filesystem::remove_all(dir);
  return out;
}

TEST(NeverUndecidedCapacity, ThreeTokensNeverFillFourSpaces) {
  Outcome o = run(file_text("crowd.rules"), file_text("yard.board"));
  ASSERT_TRUE(o.why.has_value());
  EXPECT_EQ(o.reached, 0u);
  EXPECT_NE(o.why->find("each of the 4 spaces of board ground"), std::string::npos) << *o.why;
  EXPECT_NE(o.why->find("at most 3 cards are ever there: yard (\"Token\" x3)"), std::string::npos) << *o.why;
  EXPECT_NE(o.why->find("crowd.rules:26:1 `function free`"), std::string::npos) << *o.why;
  EXPECT_NE(o.why->find("every space reaches every other"), std::string::npos) << *o.why;
  EXPECT_NE(o.why->find("crowd.rules:50:13 `not any(s in spaces where free(s)"), std::string::npos) << *o.why;
  EXPECT_NE(o.why->find("put there only by the moves at"), std::string::npos) << *o.why;
}

// Planted: each makes "full" reachable, and the search reaches it.
TEST(NeverUndecidedCapacity, PlantedWaysToFillTheYardAreNotCalledImpossible) {
  struct Plant {
    std::string name, from, to, board_from, board_to;
  };
  const Plant plants[] = {
      {"five tokens", "card \"Token\" x3", "card \"Token\" x5", "", ""},
      {"stones dropped too", "move c to out;", "move c to pool;", "", ""},
      {"any card dropped", "option \"drop\" t in pool {", "option \"drop\" t in instances where not (t in yard) {", "",
       ""},
      {"a yard cut in two", "", "", "end\n", "end\nwall 0,0 1,0\nwall 0,1 1,1\n"},
  };
  for (const Plant& p : plants) {
    std::string rules = file_text("crowd.rules"), board = file_text("yard.board");
    if (!p.from.empty()) replace(rules, p.from, p.to);
    if (!p.board_from.empty()) replace(board, p.board_from, p.board_to);
    Outcome o = run(rules, board);
    EXPECT_FALSE(o.why.has_value()) << p.name << ": " << *o.why;
    EXPECT_GT(o.reached, 0u) << p.name;
  }
}

// Planted: a stone set on the yard by setup (four pieces for four spaces):
// maybe never met in play (the pool empties first), but not provable by
// counting, so never called impossible.
TEST(NeverUndecidedCapacity, AStoneOnTheYardLeavesTheCountUnproved) {
  std::string rules = file_text("crowd.rules");
  replace(rules, "card \"Stone\" x2", "card \"Stone\" x1");
  replace(rules, "move c to out;", "set c.x = 1;\n      set c.y = 1;\n      move c to yard;");
  Outcome o = run(rules, file_text("yard.board"));
  EXPECT_FALSE(o.why.has_value()) << *o.why;
}

// The loop: two runners for three pads, the rock beside them.
TEST(NeverUndecidedCapacity, TwoRunnersNeverRunOutOfThreePads) {
  Outcome o = run(file_text("pads.rules"), file_text("yard.board"), "pads.rules", "no-pad");
  ASSERT_TRUE(o.why.has_value());
  EXPECT_EQ(o.reached, 0u);
  EXPECT_NE(o.why->find("pads.rules:57:8 `not any(s in pads where s.type == pad : free(at(s)))`"), std::string::npos)
      << *o.why;
  EXPECT_NE(o.why->find("the loop at "), std::string::npos) << *o.why;
  EXPECT_NE(o.why->find("\"Pad A\" at 0,0, \"Pad B\" at 1,0, \"Pad C\" at 0,1"), std::string::npos) << *o.why;
  EXPECT_NE(o.why->find("squad holds at most 2 cards (\"Runner\" x2)"), std::string::npos) << *o.why;
  EXPECT_NE(o.why->find("2 + 0 cards for 3 spaces"), std::string::npos) << *o.why;
}

// Planted: each makes "no-pad" reachable, and the search reaches it.
TEST(NeverUndecidedCapacity, PlantedWaysToRunOutOfPadsAreNotCalledImpossible) {
  struct Plant {
    std::string name;
    std::vector<std::pair<std::string, std::string>> edits;
  };
  const std::string three = "card \"Runner\" x3";
  const Plant plants[] = {
      {"four runners", {{"card \"Runner\" x2", "card \"Runner\" x4"}}},
      {"the rock on a pad", {{"card \"Runner\" x2", three}, {"px 1; py 1;", "px 0; py 0;"}}},
      {"two pads on one space", {{"card \"Runner\" x2", three}, {"px 0; py 1;", "px 1; py 0;"}}},
      {"a pad taken away",
       {{"card \"Runner\" x2", three},
        {"  place_runners();\n}",
         "  for p in pads where p.name == \"Pad A\" {\n    move p to out;\n  }\n  place_runners();\n}"}}},
      {"a piece moved onto a pad",
       {{"card \"Runner\" x2", three},
        {"  place_runners();\n}",
         "  for r in field {\n    set r.x = 0;\n    set r.y = 0;\n  }\n  place_runners();\n}"}}},
      {"a pad's space read from a var",
       {{"card \"Runner\" x2", three},
        {"var y: per_card = 0;", "var y: per_card = 0;\nvar qx: per_card = 0;\nvar qy: per_card = 0;"},
        {"      set c.x = c.px;\n      set c.y = c.py;\n      move c to pads;",
         "      set c.x = c.qx;\n      set c.y = c.qy;\n      move c to pads;"}}},
  };
  for (const Plant& p : plants) {
    std::string rules = file_text("pads.rules");
    for (const auto& [from, to] : p.edits) replace(rules, from, to);
    Outcome o = run(rules, file_text("yard.board"), "pads.rules", "no-pad");
    EXPECT_FALSE(o.why.has_value()) << p.name << ": " << *o.why;
    EXPECT_GT(o.reached, 0u) << p.name;
  }
}

// Random crowd games (tokens, stones, stones dropped too, a wall or two
// in the yard): one called impossible is never met in play, and the test
// is not idle.
TEST(NeverUndecidedCapacity, RandomCrowdsCalledImpossibleAreNeverReached) {
  std::mt19937 rng(20261201);
  auto pick = [&rng](unsigned n) { return static_cast<int>(rng() % n); };
  std::size_t impossible = 0, reached = 0;
  for (int round = 0; round < 40; ++round) {
    std::string rules = file_text("crowd.rules"), board = file_text("yard.board");
    replace(rules, "card \"Token\" x3", "card \"Token\" x" + std::to_string(1 + pick(6)));
    replace(rules, "card \"Stone\" x2", "card \"Stone\" x" + std::to_string(1 + pick(3)));
    if (pick(3) == 0) replace(rules, "move c to out;", "move c to pool;");
    static const char* const kWalls[] = {"wall 0,0 1,0\n", "wall 0,1 1,1\n", "wall 0,0 0,1\n", "wall 1,0 1,1\n"};
    std::string walls;
    for (const char* w : kWalls)
      if (pick(3) == 0) walls += w;
    replace(board, "end\n", "end\n" + walls);
    Outcome o = run(rules, board);
    impossible += o.why.has_value();
    reached += o.reached > 0;
    EXPECT_FALSE(o.why && o.reached > 0) << *o.why << "\n" << rules << board;
  }
  std::printf("crowd variants: 40, full called impossible: %zu, reached in play: %zu\n", impossible, reached);
  EXPECT_GT(impossible, 3u);
  EXPECT_GT(reached, 3u);
}

// Random pads games (runners, pads' and the rock's spaces, a pad left out
// or taken away, tokens more or fewer): one called impossible is never met
// in play, and the test is not idle.
TEST(NeverUndecidedCapacity, RandomVariantsCalledImpossibleAreNeverReached) {
  std::mt19937 rng(20261130);
  auto pick = [&rng](unsigned n) { return static_cast<int>(rng() % n); };
  std::size_t impossible = 0, reached = 0;
  for (int round = 0; round < 40; ++round) {
    std::string rules = file_text("pads.rules");
    replace(rules, "card \"Runner\" x2", "card \"Runner\" x" + std::to_string(1 + pick(4)));
    for (const std::string& at : {"px 0; py 0;", "px 1; py 0;", "px 0; py 1;", "px 1; py 1;"}) replace(rules, at, "@@");
    for (int card = 0; card < 4; ++card)
      replace(rules, "@@", "px " + std::to_string(pick(2)) + "; py " + std::to_string(pick(2)) + ";");
    if (pick(4) == 0) replace(rules, "  card \"Pad C\"", "  # card \"Pad C\"");
    if (pick(4) == 0)
      replace(rules, "  place_runners();\n}",
              "  for p in pads where p.name == \"Pad B\" {\n    move p to out;\n  }\n  place_runners();\n}");
    Outcome o = run(rules, file_text("yard.board"), "pads.rules", "no-pad");
    impossible += o.why.has_value();
    reached += o.reached > 0;
    EXPECT_FALSE(o.why && o.reached > 0) << *o.why << "\n" << rules;
  }
  std::printf("pads variants: 40, no-pad called impossible: %zu, reached in play: %zu\n", impossible, reached);
  EXPECT_GT(impossible, 3u);
  EXPECT_GT(reached, 3u);
}

}  // namespace
}  // namespace canbeat::cli
