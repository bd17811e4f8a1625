// Walls the rules put up (docs/dsl.md): `legal walled(a, b)` closes an edge
// to routes and to sight, asked like any query, so a wall can move with the
// piece it belongs to. Its game is vehicle/: a van three spaces by two on
// an open lot, whose hull is a wall but for its door.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "interpreter/interpreter.hpp"
#include "tests/interpreter/test_games.hpp"

namespace canbeat::interp {
namespace {

using Keys = std::vector<std::string>;

// The runner's last step key is the larger of its shortest next steps.
void step(Reference& r, int times) {
  for (int i = 0; i < times; ++i) r.apply(r.option_keys().back());
}

TEST(Vehicle, TheRouteGoesRoundTheHullToItsDoor) {
  Reference r(test_game("vehicle"));
  // From 0,0 down the van's left side, along under it, in at the door
  // under 3,2 and up to the seat at 3,1: the hull is no way through.
  EXPECT_EQ(field(r, "game.steps_left"), "8");
  EXPECT_EQ(r.option_keys(), (Keys{"drive Van#1", "step 0,1", "step 1,0"}));
  step(r, 8);
  EXPECT_EQ(outcome_text(r.outcome(), r.seats()), "win north");
}

TEST(Vehicle, TheHullBlocksSightButTheDoorDoesNot) {
  Reference r(test_game("vehicle"));
  EXPECT_EQ(field(r, "game.sight"), "0");  // 0,0 to 3,1 enters the van through its side
  step(r, 6);                              // at 3,3, under the door
  EXPECT_EQ(field(r, "north.lot"), "[Van {x=2, y=1}, Runner {x=3, y=3}]");
  EXPECT_EQ(field(r, "game.sight"), "1");
}

TEST(Vehicle, TheWallsMoveWithTheVanAndCarryWhoIsInside) {
  Reference r(test_game("vehicle"));
  step(r, 7);  // in at the door: 3,2
  r.apply("drive Van#1");
  r.apply("drive Van#1");
  // Carried with the van, still one step from the seat.
  EXPECT_EQ(field(r, "north.lot"), "[Van {x=4, y=1}, Runner {x=5, y=2}]");
  EXPECT_EQ(field(r, "game.steps_left"), "1");
  EXPECT_EQ(r.option_keys(), (Keys{"step 5,1"}));  // the van is at the lot's edge
}

// A table plays on the board its decks name (docs/dsl.md "Board"): on the
// yard the crates down column 1 shut the van's left side, so the runner
// goes round its right (side by side steps): 5 along the top to 5,0, 3
// down, 2 back under the van to the door and 2 up to the seat.
TEST(Vehicle, ATablePlaysOnTheBoardItsDecksName) {
  Reference r(test_game("vehicle"), canbeat::Setup{{"yard_run"}, 0});
  EXPECT_EQ(field(r, "game.steps_left"), "12");
  EXPECT_EQ(r.option_keys(), (Keys{"drive Van#1", "step 1,0"}));
  step(r, 12);
  EXPECT_EQ(outcome_text(r.outcome(), r.seats()), "win north");
}

TEST(Vehicle, TheFirstBoardUnlessADeckNamesOneAndNeverTwo) {
  const dsl::Game& g = test_game("vehicle");
  EXPECT_EQ(g.board_for({"north"})->name, "tarmac");
  EXPECT_EQ(g.board_for({"north", "yard_run"})->name, "yard");
  EXPECT_EQ(g.board_for({"lot_run"})->name, "tarmac");
  try {
    g.board_for({"lot_run", "north", "yard_run"});
    ADD_FAILURE() << "two boards at one table";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("drive.rules:"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("deck 'yard_run' plays on board 'yard', deck 'lot_run' on board 'tarmac'"),
              std::string::npos)
        << e.what();
  }
}

// The hull is a wall for what is next to what, not for how far: the seat
// is 4 spaces from 0,0 whatever stands between (the route round the hull
// and in at the door is 8); beside the van's back row the space above is
// adjacent only under the door.
TEST(Vehicle, NoAdjacencyThroughTheHullDistanceThroughIt) {
  Reference r(test_game("vehicle"));
  EXPECT_EQ(field(r, "game.near"), "4");
  EXPECT_EQ(field(r, "game.steps_left"), "8");
  step(r, 5);
  EXPECT_EQ(field(r, "north.lot"), "[Van {x=2, y=1}, Runner {x=2, y=3}]");
  EXPECT_EQ(field(r, "game.beside"), "0");  // 2,2 is inside, behind the hull
  EXPECT_EQ(field(r, "game.near"), "3");
  step(r, 1);
  EXPECT_EQ(field(r, "game.beside"), "1");  // 3,2 through the door
  EXPECT_EQ(field(r, "game.near"), "2");
}

// `while`: with no van on the lot the hull is never asked, and the seat
// (space_at of the van's place, 1,0 with none) is a straight walk.
TEST(Vehicle, NoVanNoHullToAsk) {
  Reference r(test_game("vehicle"), canbeat::Setup{{"runner_alone"}, 0});
  EXPECT_EQ(field(r, "game.steps_left"), "1");
  for (const LegalityAnswer& a : r.legality_log()) EXPECT_EQ(a.query.rfind("walled", 0), std::string::npos) << a.query;
  EXPECT_FALSE(r.legality_log().empty());  // pass is asked
}

TEST(Vehicle, EachEdgeOfTheHullIsALegalityQuery) {
  Reference r(test_game("vehicle"));
  bool asked = false;
  for (const LegalityAnswer& a : r.legality_log()) asked = asked || a.query == "walled(1,1, 2,1)";
  EXPECT_TRUE(asked);
}

}  // namespace
}  // namespace canbeat::interp
