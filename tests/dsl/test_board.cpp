// The board file format (dsl/board.hpp, docs/dsl.md "Board"): what it reads,
// and each mistake named at its file:line:col.
#include <gtest/gtest.h>

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
  auto b = parse_board("# a room\ngrid\n..#\n.. # a comment\nend\nwall 0,0 1,0\n", "t.board", d);
  ASSERT_TRUE(b) << d.text();
  EXPECT_EQ(b->width, 3);
  EXPECT_EQ(b->height, 2);
  EXPECT_EQ(b->spaces, (std::vector<std::pair<int, int>>{{0, 0}, {1, 0}, {0, 1}, {1, 1}}));
  EXPECT_EQ(b->at(2, 0), -1);
  EXPECT_EQ(b->at(2, 1), -1);  // a short row has no space there
  EXPECT_FALSE(b->adjacent(0, 1));
  EXPECT_TRUE(b->adjacent(0, 2));
  EXPECT_EQ(b->neighbours(3), (std::vector<int>{1, 2}));
  EXPECT_EQ(b->canonical(), "grid\n..#\n..#\nend\nwall 0,0 1,0\n");
}

TEST(BoardFile, EachMistakeIsNamedWhereItIs) {
  EXPECT_EQ(error_of("rows\n"), "1:1: expected 'grid': a board starts with its grid");
  EXPECT_EQ(error_of("grid\n.x.\nend\n"), "2:2: expected '.' (a space) or '#' (none)");
  EXPECT_EQ(error_of("grid\n...\n"), "3:1: expected 'end' after the grid's rows");
  EXPECT_EQ(error_of("grid\n...\nend\nwall 0,0\n"), "4:6: expected two spaces: wall X,Y X,Y");
  EXPECT_EQ(error_of("grid\n...\nend\nwall 0,0 2,0\n"), "4:6: a wall stands between two side-by-side spaces");
  EXPECT_EQ(error_of("grid\n...\nend\nwall 0,0 0,1\n"), "4:6: a wall stands between two spaces of the grid");
  EXPECT_EQ(error_of("grid\n...\nend\ndoor 0,0 1,0\n"), "4:1: expected 'wall X,Y X,Y'");
  EXPECT_EQ(error_of("grid\n###\nend\n"), "1:1: a board needs at least one space ('.')");
  EXPECT_EQ(error_of("grid\n" + std::string(201, '.') + "\nend\n"), "2:1: a board has at most 200 columns");
}

}  // namespace
}  // namespace canbeat::dsl
