// The board on the reference interpreter (docs/dsl.md "Board"): spaces
// and walls from the board file, routes that step only where the rules'
// `pass` allows, and the first steps of every shortest route. The game is
// the purpose-built board/ folder next to this file. A piece larger than
// one space: the rules' `pass` asks footprint_fits() and footprint() of the
// space a step would put its top left on, so routes go round where it does
// not fit; its game is large_piece/, a crate two by two and a fence with
// one gap two spaces high.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "dsl/game.hpp"
#include "interpreter/interpreter.hpp"
#include "tests/interpreter/test_games.hpp"

namespace canbeat::interp {
namespace {

using Keys = std::vector<std::string>;

TEST(Board, TheFileGivesSpacesAndWalls) {
  const dsl::Board* hall = test_game("board").find_board("hall");
  ASSERT_NE(hall, nullptr);
  EXPECT_EQ(hall->spaces.size(), 19u);  // 4 rows of 5, less the pillar
  EXPECT_EQ(hall->at(1, 1), -1);
  EXPECT_TRUE(hall->adjacent(hall->at(0, 0), hall->at(1, 0)));
  EXPECT_FALSE(hall->adjacent(hall->at(2, 0), hall->at(2, 1)));  // the wall
  EXPECT_FALSE(hall->adjacent(hall->at(0, 0), hall->at(1, 1)));  // no space
  EXPECT_FALSE(hall->adjacent(hall->at(2, 2), hall->at(3, 3)));  // diagonal
}

TEST(Board, EveryShortestRouteOffersItsFirstStep) {
  Reference r(test_game("board"));
  EXPECT_EQ(field(r, "game.steps_left"), "6");
  EXPECT_EQ(field(r, "game.cut_off"), "-1");  // 4,3 is walled off
  EXPECT_EQ(r.option_keys(), (Keys{"close hatch", "shut 0,1", "shut 1,0", "step 0,1", "step 1,0"}));
}

// route_any: one search to the nearest of several spaces (3,2 at 5 steps,
// 4,2 and 3,3 at 6, 4,3 walled off), and the shut space's detour counted.
TEST(Board, ARouteToTheNearestOfSeveralSpaces) {
  Reference r(test_game("board"));
  EXPECT_EQ(field(r, "game.nearest"), "5");
  r.apply("shut 1,0");
  EXPECT_EQ(field(r, "game.nearest"), "5");  // by the hatch: 0,1 0,2 1,2 2,2 3,2
  r.apply("close hatch");
  EXPECT_EQ(field(r, "game.nearest"), "-1");  // 1,0 shut, the hatch closed: boxed in
}

// toward_any: the first steps of every shortest route to the nearest of
// several spaces (3,2 at 5 steps: by 1,0 and by 0,1); ring: what is next
// to a rectangle, on the board (3,1 two by two: 8 spaces; 0,0 alone: 1,0
// and 0,1, the pillar at 1,1 no space).
TEST(Board, FirstStepsToTheNearestOfSeveralSpacesAndTheRingRoundARectangle) {
  Reference r(test_game("board"));
  EXPECT_EQ(field(r, "game.near_ways"), "2");
  EXPECT_EQ(field(r, "game.ring_size"), "82");
  r.apply("shut 1,0");
  EXPECT_EQ(field(r, "game.near_ways"), "1");
  r.apply("close hatch");
  EXPECT_EQ(field(r, "game.near_ways"), "0");  // boxed in
}

TEST(Board, TheRulesDecideWhereAPieceMayPass) {
  Reference r(test_game("board"));
  r.apply("shut 0,1");  // `cant pass` into 0,1: one shortest route is left
  EXPECT_EQ(field(r, "game.steps_left"), "6");
  EXPECT_EQ(r.option_keys(), (Keys{"close hatch", "shut 0,1", "shut 1,0", "step 1,0"}));
}

TEST(Board, ADoorHasStateTheRulesSetAndRead) {
  Reference r(test_game("board"));
  EXPECT_EQ(field(r, "door.hatch.open"), "1");
  r.apply("close hatch");  // `cant pass` through a closed door: 0,1 leads nowhere shorter now
  EXPECT_EQ(field(r, "door.hatch.open"), "0");
  EXPECT_EQ(field(r, "game.steps_left"), "6");
  EXPECT_EQ(r.option_keys(), (Keys{"shut 0,1", "shut 1,0", "step 1,0"}));
  const dsl::Board* hall = test_game("board").find_board("hall");
  EXPECT_EQ(hall->door_between(hall->at(0, 2), hall->at(0, 1)), 0);
  EXPECT_TRUE(hall->adjacent(hall->at(0, 1), hall->at(0, 2)));  // a door is no wall
}

TEST(Board, AWalkAlongAShortestRouteArrives) {
  Reference r(test_game("board"));
  for (int i = 0; i < 6; ++i) {
    ASSERT_EQ(field(r, "game.steps_left"), std::to_string(6 - i));
    r.apply(r.option_keys().back());  // a step, the last key in order
  }
  EXPECT_EQ(outcome_text(r.outcome(), r.seats()), "win north");
}

TEST(Board, SightIsBlockedWhereTheRulesSay) {
  Reference r(test_game("board"));
  EXPECT_EQ(field(r, "game.sight"), "1");  // 0,0 sees 4,0 along the top row
  r.apply("shut 1,0");                      // `can blocks(s)` for the shut space
  EXPECT_EQ(field(r, "game.sight"), "0");
}

TEST(Board, EachStepIsALegalityQuery) {
  Reference r(test_game("board"));
  bool asked = false;
  for (const LegalityAnswer& a : r.legality_log()) asked = asked || a.query == "pass(Runner#1, 0,0, 0,1)";
  EXPECT_TRUE(asked);
}

TEST(LargePiece, ItsRouteGoesThroughTheGapItFits) {
  Reference r(test_game("large_piece"));
  // Down to row 3 (3 steps), through the gap to column 4 (4), up (3).
  EXPECT_EQ(field(r, "game.steps_left"), "10");
  EXPECT_EQ(r.option_keys(), (Keys{"shut 2,3", "shut 3,3", "step 0,1", "step 1,0"}));
  for (int i = 0; i < 10; ++i) r.apply(r.option_keys().back());
  EXPECT_EQ(outcome_text(r.outcome(), r.seats()), "win north");
}

TEST(LargePiece, NoPartOfItMayCoverAShutSpace) {
  Reference r(test_game("large_piece"));
  r.apply("shut 3,3");  // every footprint across the fence covers 3,3 or 2,3
  EXPECT_EQ(field(r, "game.steps_left"), "-1");
  EXPECT_EQ(r.option_keys(), (Keys{"shut 2,3", "shut 3,3"}));
}

// A footprint of no width is the rules' mistake, named where it is made.
TEST(LargePiece, ABadFootprintIsARulesError) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / "canbeat-large-piece-bad";
  fs::remove_all(dir);
  fs::copy(CANBEAT_SOURCE_DIR "/tests/interpreter/large_piece", dir);
  std::string rules;
  {
    std::ifstream in(dir / "haul.rules");
    rules.assign(std::istreambuf_iterator<char>(in), {});
  }
  const std::string fits = "footprint_fits(b, 2, 2)";
  rules.replace(rules.find(fits), fits.size(), "footprint_fits(b, 0, 2)");
  std::ofstream(dir / "haul.rules") << rules;
  dsl::Diagnostics diags;
  auto game = dsl::load_game(dir.string(), diags);
  ASSERT_TRUE(game) << diags.text();
  std::string error = "no error";
  try {
    Reference r(*game);
  } catch (const EngineBug& e) {
    error = e.what();
  }
  EXPECT_NE(error.find("a footprint of 0 by 2: at least 1 by 1"), std::string::npos) << error;
  EXPECT_NE(error.find("haul.rules:"), std::string::npos) << error;
}

}  // namespace
}  // namespace canbeat::interp
