// Walls the rules put up (docs/dsl.md): a line of sight asked with a
// `walled(a, b)` callback sees exactly what it sees on the same board with
// those edges written as walls in its file, on random boards and edges.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <set>
#include <string>
#include <utility>

#include "dsl/board.hpp"

namespace canbeat::dsl {
namespace {

Board parsed(const std::string& text) {
  Diagnostics d;
  auto b = parse_board(text, "t.board", d);
  RC_ASSERT(b.has_value());
  return *b;
}

RC_GTEST_PROP(BoardWalled, SightAsIfTheEdgesWereWalls, ()) {
  const int width = *rc::gen::inRange(1, 7), height = *rc::gen::inRange(1, 6);
  std::string grid = "grid\n";
  for (int y = 0; y < height; ++y) {
    std::string row;
    for (int x = 0; x < width; ++x) row += (x || y) && *rc::gen::inRange(0, 7) == 0 ? '#' : '.';
    grid += row + "\n";
  }
  grid += "end\n";
  const Board open = parsed(grid);
  // Each edge between side-by-side spaces is walled one time in three.
  std::set<std::pair<int, int>> walled;
  std::string walls;
  for (std::size_t s = 0; s < open.spaces.size(); ++s)
    for (int t : open.neighbours(static_cast<int>(s)))
      if (static_cast<int>(s) < t && *rc::gen::inRange(0, 3) == 0) {
        walled.insert({static_cast<int>(s), t});
        auto [ax, ay] = open.spaces[s];
        auto [bx, by] = open.spaces[static_cast<std::size_t>(t)];
        walls += "wall " + std::to_string(ax) + "," + std::to_string(ay) + " " + std::to_string(bx) + "," +
                 std::to_string(by) + "\n";
      }
  const Board written = parsed(grid + walls);
  auto none = [](int) { return false; };
  auto asked = [&](int a, int b) { return walled.count({std::min(a, b), std::max(a, b)}) > 0; };
  for (std::size_t a = 0; a < open.spaces.size(); ++a)
    for (std::size_t c = 0; c < open.spaces.size(); ++c)
      RC_ASSERT(open.in_sight(static_cast<int>(a), static_cast<int>(c), none, nullptr, asked) ==
                written.in_sight(static_cast<int>(a), static_cast<int>(c), none));
}

}  // namespace
}  // namespace canbeat::dsl
