// The board file format (dsl/board.hpp, docs/dsl.md "Board"): what it reads,
// and each mistake named at its file:line:col.
#include <gtest/gtest.h>

#include <stdexcept>

#include "dsl/board.hpp"

namespace canbeat::dsl {
namespace {

// The one diagnostic of a bad board, as "line:col: message".
std::string error_of(const std::string& text) {
  Diagnostics d;
  auto b = parse_board(text, "t.board", d);
  if (b) return "no error";
  if (d.items.size() != 1) return "diagnostics: " + d.text();
  const Diagnostic& e = d.items[0];
  return std::to_string(e.where.line) + ":" + std::to_string(e.where.col) + ": " + e.message;
}

TEST(BoardFile, GridAndWalls) {
  Diagnostics d;
  auto b = parse_board("# a room\ngrid\n..#\n.. # a comment\nend\nwall 0,0 1,0\ndoor gate 1,1 1,0\n", "t.board", d);
  ASSERT_TRUE(b) << d.text();
  EXPECT_EQ(b->width, 3);
  EXPECT_EQ(b->height, 2);
  EXPECT_EQ(b->spaces, (std::vector<std::pair<int, int>>{{0, 0}, {1, 0}, {0, 1}, {1, 1}}));
  EXPECT_EQ(b->at(2, 0), -1);
  EXPECT_EQ(b->at(2, 1), -1);  // a short row has no space there
  EXPECT_FALSE(b->adjacent(0, 1));
  EXPECT_TRUE(b->adjacent(0, 2));
  EXPECT_EQ(b->neighbours(3), (std::vector<int>{1, 2}));
  EXPECT_EQ(b->canonical(), "grid\n..#\n..#\nend\nwall 0,0 1,0\ndoor gate 1,0 1,1\n");
  EXPECT_EQ(b->door_between(3, 1), 0);
  EXPECT_TRUE(b->adjacent(1, 3));
}

TEST(BoardFile, EachMistakeIsNamedWhereItIs) {
  EXPECT_EQ(error_of("rows\n"), "1:1: expected 'grid': a board starts with its grid");
  EXPECT_EQ(error_of("grid\n.x.\nend\n"), "2:2: expected '.' (a space) or '#' (none)");
  EXPECT_EQ(error_of("grid\n...\n"), "3:1: expected 'end' after the grid's rows");
  EXPECT_EQ(error_of("grid\n...\nend\nwall 0,0\n"), "4:6: expected two spaces: wall X,Y X,Y");
  EXPECT_EQ(error_of("grid\n...\nend\nwall 0,0 2,0\n"), "4:6: a wall stands between two side-by-side spaces");
  EXPECT_EQ(error_of("grid\n...\nend\nwall 0,0 0,1\n"), "4:6: a wall stands between two spaces of the grid");
  EXPECT_EQ(error_of("grid\n...\nend\nfence 0,0 1,0\n"), "4:1: expected 'wall X,Y X,Y', 'barrier X,Y X,Y', 'door NAME X,Y X,Y', 'diagonal' or 'corners viewer'");
  EXPECT_EQ(error_of("grid\n...\nend\ndoor 0,0 1,0\n"), "4:6: expected a door's name and two spaces: door NAME X,Y X,Y");
  EXPECT_EQ(error_of("grid\n...\nend\ndoor d 0,0 1,0\nwall 1,0 0,0\n"), "5:6: this edge already has a wall, a barrier or a door");
  EXPECT_EQ(error_of("grid\n...\nend\ndoor d 0,0 1,0\ndoor d 1,0 2,0\n"), "5:6: door 'd' is already on the board");
  EXPECT_EQ(error_of("grid\n...\nend\ndoor d 0,0 2,0\n"), "4:8: a door stands between two side-by-side spaces");
  EXPECT_EQ(error_of("grid\n###\nend\n"), "1:1: a board needs at least one space ('.')");
  EXPECT_EQ(error_of("grid\n" + std::string(201, '.') + "\nend\n"), "2:1: a board has at most 200 columns");
}

// probe input (a pillar added at 0,1 of the test hall): a row that starts
// with '#' is a row, not a comment; the rows below it stay where they are.
TEST(BoardFile, RowStartingWithHashIsARow) {
  Diagnostics d;
  auto b = parse_board("grid\n.....\n#....\n.....\n  # a comment line\nend\n", "t.board", d);
  ASSERT_TRUE(b) << d.text();
  EXPECT_EQ(b->height, 3);
  EXPECT_EQ(b->spaces.size(), 14u);
  EXPECT_EQ(b->at(0, 1), -1);
  EXPECT_EQ(b->at(1, 1), 5);
  EXPECT_EQ(b->at(0, 2), 9);
}

// A leading blank does not shift a row left: it is an error at its column.
TEST(BoardFile, LeadingBlankInARowIsAnError) {
  EXPECT_EQ(error_of("grid\n ....\nend\n"), "2:1: expected '.' (a space) or '#' (none)");
  EXPECT_EQ(error_of("grid\n.... # ok\n# not a comment\nend\n"), "3:2: expected '.' (a space) or '#' (none)");
}

// A board for line of sight: a pillar at 2,1 and a wall under 0,0.
Board sight_board() {
  Diagnostics d;
  auto b = parse_board("grid\n.....\n..#..\n.....\nend\nwall 0,0 0,1\n", "t.board", d);
  if (!b) throw std::runtime_error(d.text());
  return *b;
}

bool sees(const Board& b, int x1, int y1, int x2, int y2, int blocker = -1) {
  return b.in_sight(b.at(x1, y1), b.at(x2, y2), [blocker](int s) { return s == blocker; });
}

TEST(BoardSight, StraightLinesMeetPillarsWallsAndBlockers) {
  Board b = sight_board();
  EXPECT_TRUE(sees(b, 0, 0, 4, 0));
  EXPECT_FALSE(sees(b, 0, 1, 4, 1));  // the pillar at 2,1
  EXPECT_FALSE(sees(b, 0, 0, 0, 2));  // the wall under 0,0
  EXPECT_TRUE(sees(b, 1, 0, 1, 2));
  EXPECT_FALSE(sees(b, 1, 0, 1, 2, b.at(1, 1)));  // a space between that blocks
  EXPECT_TRUE(sees(b, 1, 0, 1, 1, b.at(1, 1)));   // the target itself never blocks
  EXPECT_TRUE(sees(b, 3, 0, 3, 0));               // a space sees itself
}

TEST(BoardSight, ThroughACornerEitherSideWillDo) {
  Board b = sight_board();
  EXPECT_FALSE(sees(b, 1, 0, 3, 2));  // the diagonal runs into the pillar at 2,1
  EXPECT_TRUE(sees(b, 1, 1, 2, 2));   // round by 1,2: the pillar is the other side
  EXPECT_TRUE(sees(b, 0, 1, 1, 0));   // round by 1,1: the wall closes the 0,0 side
  EXPECT_FALSE(sees(b, 0, 1, 1, 0, b.at(1, 1)));  // both sides closed
}

TEST(BoardSight, IsSymmetric) {
  Board b = sight_board();
  for (std::size_t a = 0; a < b.spaces.size(); ++a)
    for (std::size_t c = 0; c < b.spaces.size(); ++c) {
      auto none = [](int) { return false; };
      EXPECT_EQ(b.in_sight(static_cast<int>(a), static_cast<int>(c), none),
                b.in_sight(static_cast<int>(c), static_cast<int>(a), none))
          << a << " " << c;
    }
}

// A diagonal board: a wall's end at the corner of 1,0/1,1, a barrier
// under 3,0, a door under 0,1.
Board diagonal_board() {
  Diagnostics d;
  auto b = parse_board("grid\n....\n....\n....\nend\nwall 1,0 2,0\nbarrier 3,0 3,1\ndoor hatch 0,1 0,2\ndiagonal\n",
                       "t.board", d);
  if (!b) throw std::runtime_error(d.text());
  return *b;
}

TEST(BoardDiagonal, CornersAreStepsUnlessSomethingTouchesThem) {
  Board b = diagonal_board();
  auto adj = [&b](int x1, int y1, int x2, int y2) { return b.adjacent(b.at(x1, y1), b.at(x2, y2)); };
  EXPECT_TRUE(adj(0, 0, 1, 1));
  EXPECT_FALSE(adj(1, 1, 2, 0));  // the wall between 1,0 and 2,0 ends at that corner
  EXPECT_FALSE(adj(1, 0, 2, 1));
  EXPECT_FALSE(adj(3, 0, 3, 1));  // the barrier: no step across
  EXPECT_FALSE(adj(2, 0, 3, 1));  // nor round its end
  EXPECT_FALSE(adj(0, 1, 1, 2));  // a door's post blocks a diagonal step (002:377)
  EXPECT_TRUE(adj(0, 1, 0, 2));   // the door itself is no wall
  EXPECT_FALSE(adj(0, 0, 2, 2));
  EXPECT_EQ(b.neighbours(b.at(1, 1)), (std::vector<int>{b.at(0, 0), b.at(1, 0), b.at(0, 1), b.at(2, 1), b.at(1, 2),
                                                        b.at(2, 2)}));
  EXPECT_EQ(b.distance(b.at(0, 0), b.at(3, 2)), 3);
  EXPECT_EQ(b.distance(b.at(3, 0), b.at(3, 1)), 3);  // round the barrier by 2,0 and 2,1
  EXPECT_EQ(b.canonical().substr(b.canonical().size() - 9), "diagonal\n");
}

TEST(BoardDiagonal, BarriersLetSightThroughShutDoorsDoNot) {
  Board b = diagonal_board();
  auto none = [](int) { return false; };
  EXPECT_TRUE(b.in_sight(b.at(3, 0), b.at(3, 2), none));  // across the barrier
  auto shut = [](int door) { return door == 0; };
  EXPECT_FALSE(b.in_sight(b.at(0, 0), b.at(0, 2), none, shut));
  EXPECT_TRUE(b.in_sight(b.at(0, 0), b.at(0, 2), none));  // the door open
}

// 002:263: through a corner with one side blocked, sight passes only at a
// corner of the viewer's own space (`corners viewer`).
TEST(BoardSight, CornersOfTheViewerOnly) {
  Board b = sight_board();
  b.viewer_corners = true;
  EXPECT_TRUE(sees(b, 1, 1, 2, 2));   // the pillar at 2,1 beside the viewer's own corner
  EXPECT_TRUE(sees(b, 0, 1, 1, 0));   // the wall under 0,0, at the viewer's own corner
  EXPECT_FALSE(sees(b, 0, 0, 2, 2));  // the pillar at 2,1 beside a corner that is not the viewer's
  EXPECT_FALSE(sees(b, 2, 2, 0, 0));  // and back: the wall under 0,0 at the far corner
  b.viewer_corners = false;
  EXPECT_TRUE(sees(b, 0, 0, 2, 2));
}

}  // namespace
}  // namespace canbeat::dsl
