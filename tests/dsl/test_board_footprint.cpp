// Pieces larger than one space (docs/dsl.md "Board"): footprint(s, w, h)
// and footprint_fits(s, w, h) on random boards, against a model read from the
// generated grid and edges, not from the parsed board.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "dsl/board.hpp"

namespace canbeat::dsl {
namespace {

using Cell = std::pair<int, int>;  // x, y

// A random grid (about one cell in six missing) with walls and barriers
// on some edges between two side-by-side spaces.
struct RandomBoard {
  int width = 0, height = 0;
  std::vector<std::string> rows;
  std::set<std::pair<Cell, Cell>> blocked;  // walls and barriers, left or top cell first

  bool space(int x, int y) const {
    return x >= 0 && y >= 0 && x < width && y < height && rows[std::size_t(y)][std::size_t(x)] == '.';
  }
  std::string text() const {
    std::string t = "grid\n";
    for (const std::string& r : rows) t += r + "\n";
    t += "end\n";
    bool wall = true;
    for (const auto& [a, b] : blocked) {
      t += std::string(wall ? "wall " : "barrier ") + std::to_string(a.first) + "," + std::to_string(a.second) + " " +
           std::to_string(b.first) + "," + std::to_string(b.second) + "\n";
      wall = !wall;
    }
    return t;
  }
};

rc::Gen<RandomBoard> random_board() {
  return rc::gen::exec([] {
    RandomBoard b;
    b.width = *rc::gen::inRange(1, 8);
    b.height = *rc::gen::inRange(1, 7);
    for (int y = 0; y < b.height; ++y) {
      std::string row;
      for (int x = 0; x < b.width; ++x) row += *rc::gen::inRange(0, 6) == 0 ? '#' : '.';
      b.rows.push_back(row);
    }
    b.rows[0][0] = '.';  // a board has a space
    for (int y = 0; y < b.height; ++y)
      for (int x = 0; x < b.width; ++x)
        for (Cell next : {Cell{x + 1, y}, Cell{x, y + 1}})
          if (b.space(x, y) && b.space(next.first, next.second) && *rc::gen::inRange(0, 5) == 0)
            b.blocked.insert({{x, y}, next});
    return b;
  });
}

// The model: the rectangle's cells that are spaces, in reading order, and
// whether all are, with nothing blocked between two side by side.
std::vector<Cell> covered(const RandomBoard& b, Cell at, int w, int h) {
  std::vector<Cell> out;
  for (int y = at.second; y < at.second + h; ++y)
    for (int x = at.first; x < at.first + w; ++x)
      if (b.space(x, y)) out.push_back({x, y});
  return out;
}

bool model_fits(const RandomBoard& b, Cell at, int w, int h) {
  if (covered(b, at, w, h).size() != std::size_t(w * h)) return false;
  for (const auto& [p, q] : b.blocked) {
    auto inside = [&](Cell c) {
      return c.first >= at.first && c.first < at.first + w && c.second >= at.second && c.second < at.second + h;
    };
    if (inside(p) && inside(q)) return false;
  }
  return true;
}

// A random board parsed, a space of it and a size up to 4 by 4.
struct Drawn {
  RandomBoard rb;
  std::optional<Board> b;
  int s = 0, w = 1, h = 1;
};

Drawn drawn() {
  Drawn x{*random_board(), std::nullopt};
  Diagnostics d;
  x.b = parse_board(x.rb.text(), "t.board", d);
  if (!x.b) RC_FAIL(x.rb.text() + d.text());
  x.s = *rc::gen::inRange(0, int(x.b->spaces.size()));
  x.w = *rc::gen::inRange(1, 5), x.h = *rc::gen::inRange(1, 5);
  return x;
}

RC_GTEST_PROP(BoardFootprint, CoversTheRectangleAndFitsWhereNothingParts, ()) {
  const auto [rb, b, s, w, h] = drawn();
  const Cell at = b->spaces[std::size_t(s)];
  std::vector<Cell> got;
  for (int t : b->footprint(s, w, h)) got.push_back(b->spaces[std::size_t(t)]);
  RC_ASSERT(got == covered(rb, at, w, h));
  RC_ASSERT(b->footprint_fits(s, w, h) == model_fits(rb, at, w, h));
}

// covering(s, w, h): exactly the spaces whose footprint holds s.
RC_GTEST_PROP(BoardFootprint, CoveringIsEveryTopLeftWhoseFootprintHoldsTheSpace, ()) {
  const auto [rb, b, s, w, h] = drawn();
  std::vector<int> want;
  for (int t = 0; t < int(b->spaces.size()); ++t) {
    const auto fp = b->footprint(t, w, h);
    if (std::find(fp.begin(), fp.end(), s) != fp.end()) want.push_back(t);
  }
  RC_ASSERT(b->covering(s, w, h) == want);
}

// beside(s, w, h, pw, ph): exactly the top lefts whose pw by ph rectangle
// shares no cell with the w by h one at s and has a cell a row and a
// column apart at most from one of its cells.
RC_GTEST_PROP(BoardFootprint, BesideIsEveryTopLeftNextToTheRectangleAndNotOnIt, ()) {
  const auto [rb, b, s, w, h] = drawn();
  const long pw = *rc::gen::inRange(1, 4), ph = *rc::gen::inRange(1, 4);
  const Cell at = b->spaces[std::size_t(s)];
  std::vector<int> want;
  for (int t = 0; t < int(b->spaces.size()); ++t) {
    const Cell p = b->spaces[std::size_t(t)];
    bool on = false, near = false;
    for (long px = p.first; px < p.first + pw; ++px)
      for (long py = p.second; py < p.second + ph; ++py)
        for (long x = at.first; x < at.first + w; ++x)
          for (long y = at.second; y < at.second + h; ++y) {
            on = on || (px == x && py == y);
            near = near || (std::labs(px - x) <= 1 && std::labs(py - y) <= 1);
          }
    if (near && !on) want.push_back(t);
  }
  RC_ASSERT(b->beside(s, w, h, pw, ph) == want);
}

TEST(BoardFootprint, OneByOneIsTheSpaceItself) {
  Diagnostics d;
  auto b = parse_board("grid\n..\n.#\nend\nwall 0,0 1,0\n", "t.board", d);
  ASSERT_TRUE(b) << d.text();
  EXPECT_EQ(b->footprint(0, 1, 1), std::vector<int>{0});
  EXPECT_TRUE(b->footprint_fits(0, 1, 1));
  EXPECT_FALSE(b->footprint_fits(0, 2, 1));                                 // the wall parts them
  EXPECT_FALSE(b->footprint_fits(0, 1, 3));                                 // off the board
  EXPECT_EQ(b->footprint(0, 2, 2), (std::vector<int>{0, 1, 2}));  // the pillar is no space
  EXPECT_EQ(b->footprint(0, 1000000000, 1000000000).size(), 3u);  // bounded by the board
}

}  // namespace
}  // namespace canbeat::dsl
