// The corps fast engine's flat board (fast-engine/corps/geometry.hpp)
// against dsl::Board on every pair of spaces of games/corps/hadley.board:
// adjacency (the corner rule), neighbours in reading order, doors,
// distance, and line of sight under many sets of blocking spaces and
// closed doors (docs/dsl.md "Board").
#include <gtest/gtest.h>

#include <random>
#include <stdexcept>

#include "dsl/board.hpp"
#include "fast-engine/corps/geometry.hpp"
#include "tests/support/game_fixture.hpp"

namespace canbeat::fast::corps {
namespace {

const dsl::Board& hadley() { return testing::builtin_game("corps").boards.front(); }

TEST(CorpsGeometry, SpacesAndDoorsAsTheBoardFile) {
  const dsl::Board& b = hadley();
  Geometry g(b);
  ASSERT_EQ(g.spaces(), int(b.spaces.size()));
  for (int s = 0; s < g.spaces(); ++s) {
    EXPECT_EQ(g.x(s), b.spaces[s].first);
    EXPECT_EQ(g.y(s), b.spaces[s].second);
    EXPECT_EQ(g.at(g.x(s), g.y(s)), s);
  }
  for (int x = -1; x <= b.width; ++x)
    for (int y = -1; y <= b.height; ++y) EXPECT_EQ(g.at(x, y), b.at(x, y)) << x << "," << y;
  ASSERT_EQ(g.doors(), int(b.doors.size()));
  for (int d = 0; d < g.doors(); ++d) EXPECT_EQ(g.door_name(d), b.doors[d].name);
}

TEST(CorpsGeometry, AdjacencyNeighboursDoorsAndDistanceOnEveryPair) {
  const dsl::Board& b = hadley();
  Geometry g(b);
  for (int a = 0; a < g.spaces(); ++a) {
    EXPECT_EQ(g.neighbours(a), b.neighbours(a)) << g.key(a);
    for (int c = 0; c < g.spaces(); ++c) {
      EXPECT_EQ(g.adjacent(a, c), b.adjacent(a, c)) << g.key(a) << " " << g.key(c);
      EXPECT_EQ(g.door_between(a, c), b.door_between(a, c)) << g.key(a) << " " << g.key(c);
      EXPECT_EQ(g.distance(a, c), b.distance(a, c)) << g.key(a) << " " << g.key(c);
    }
  }
}

// With nothing in the way a route is the distance; toward's first steps
// are the neighbours one step closer.
TEST(CorpsGeometry, RoutesWithNothingInTheWayAreDistances) {
  const dsl::Board& b = hadley();
  Geometry g(b);
  std::vector<std::uint8_t> open(g.spaces(), 1);
  std::vector<std::int16_t> steps(g.spaces());
  std::vector<std::vector<int>> dist(g.spaces(), std::vector<int>(g.spaces()));
  for (int a = 0; a < g.spaces(); ++a)
    for (int c = 0; c < g.spaces(); ++c) dist[a][c] = b.distance(a, c);
  for (int a = 0; a < g.spaces(); ++a) {
    g.steps_from(a, open.data(), steps.data());
    for (int c = 0; c < g.spaces(); ++c) {
      EXPECT_EQ(steps[c], dist[a][c]);
      int ways[8];
      int n = g.toward(a, c, open.data(), ways);
      std::vector<int> expected;
      if (a != c && dist[a][c] > 0)
        for (int t : b.neighbours(a))
          if (dist[t][c] == dist[a][c] - 1) expected.push_back(t);
      EXPECT_EQ(std::vector<int>(ways, ways + n), expected) << g.key(a) << " -> " << g.key(c);
    }
  }
}

// A piece's own rules (corps.rules `pass`: aliens and blips never enter an
// alien's or blip's space): routes over dsl::Board's neighbours, breadth
// first, with random spaces barred.
TEST(CorpsGeometry, RoutesGoRoundSpacesThatMayNotBeEntered) {
  const dsl::Board& b = hadley();
  Geometry g(b);
  std::mt19937 rng(11);
  for (int round = 0; round < 5; ++round) {
    std::vector<std::uint8_t> enter(g.spaces(), 1);
    for (auto& x : enter) x = rng() % 4 != 0;
    std::vector<std::int16_t> steps(g.spaces());
    for (int a = 0; a < g.spaces(); ++a) {
      g.steps_from(a, enter.data(), steps.data());
      std::vector<int> expected(g.spaces(), -1), todo{a};
      expected[a] = 0;
      for (std::size_t k = 0; k < todo.size(); ++k)
        for (int t : b.neighbours(todo[k]))
          if (expected[t] < 0 && enter[t]) expected[t] = expected[todo[k]] + 1, todo.push_back(t);
      for (int c = 0; c < g.spaces(); ++c) {
        ASSERT_EQ(steps[c], expected[c]) << g.key(a) << " -> " << g.key(c);
        int ways[8];
        int n = g.toward(a, c, enter.data(), ways);
        for (int k = 0; k < n; ++k) {
          std::vector<std::int16_t> rest(g.spaces());
          g.steps_from(ways[k], enter.data(), rest.data());
          EXPECT_TRUE(enter[ways[k]] && rest[c] == steps[c] - 1) << g.key(a) << " -> " << g.key(c);
        }
        EXPECT_EQ(n == 0, steps[c] <= 0);
      }
    }
  }
}

TEST(CorpsGeometry, LineOfSightOnEveryPairWithBlockersAndDoors) {
  const dsl::Board& b = hadley();
  Geometry g(b);
  std::mt19937 rng(7);
  for (int round = 0; round < 40; ++round) {
    std::vector<std::uint8_t> blocks(g.spaces(), 0), closed(std::max(1, g.doors()), 0);
    for (auto& x : blocks) x = round == 0 ? 0 : (rng() % 6 == 0);
    for (auto& x : closed) x = round % 2;
    auto blocks_fn = [&](int s) { return blocks[s] != 0; };
    auto shut_fn = [&](int d) { return closed[d] != 0; };
    for (int a = 0; a < g.spaces(); ++a)
      for (int c = 0; c < g.spaces(); ++c)
        ASSERT_EQ(g.los(a, c, blocks.data(), closed.data()), b.in_sight(a, c, blocks_fn, shut_fn))
            << "round " << round << ": " << g.key(a) << " -> " << g.key(c);
  }
}

// Random boards (pillars, walls, barriers, doors, with and without
// `diagonal` and `corners viewer`): the fast engine's line of sight, found
// by testing the segment against each space, edge and corner, and its first
// steps, found walking out of a, against dsl::Board's walk along the line
// and a walk back from b.
std::string random_board(std::mt19937& rng, bool diagonal, bool viewer) {
  const int w = 3 + int(rng() % 8), h = 3 + int(rng() % 7);
  std::vector<std::string> rows(std::size_t(h), std::string(std::size_t(w), '.'));
  for (auto& row : rows)
    for (std::size_t x = 1; x < row.size(); ++x) row[x] = rng() % 7 == 0 ? '#' : '.';  // a row opening with '#' reads as a comment
  std::string text = "grid\n";
  for (const auto& row : rows) text += row + "\n";
  text += "end\n";
  int doors = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      for (int down = 0; down < 2; ++down) {
        int tx = x + !down, ty = y + down;
        if (tx >= w || ty >= h || rows[y][x] == '#' || rows[ty][tx] == '#' || rng() % 6 != 0) continue;
        const std::string edge = std::to_string(x) + "," + std::to_string(y) + " " + std::to_string(tx) + "," + std::to_string(ty) + "\n";
        const int kind = int(rng() % 3);
        text += kind == 0 ? "wall " + edge : kind == 1 ? "barrier " + edge : "door d" + std::to_string(doors++) + " " + edge;
      }
  if (diagonal) text += "diagonal\n";
  if (viewer) text += "corners viewer\n";
  return text;
}

dsl::Board parsed(const std::string& text) {
  dsl::Diagnostics diags;
  auto b = dsl::parse_board(text, "random.board", diags);
  if (!b) throw std::runtime_error(text + diags.text());
  return *b;
}

TEST(CorpsGeometry, LineOfSightAndFirstStepsOnRandomBoards) {
  std::mt19937 rng(21);
  for (int board = 0; board < 120; ++board) {
    const std::string text = random_board(rng, board % 2 == 0, board % 4 < 2);
    const dsl::Board b = parsed(text);
    Geometry g(b);
    for (int round = 0; round < 6; ++round) {
      std::vector<std::uint8_t> blocks(g.spaces(), 0), closed(std::max(1, g.doors()), 0), enter(g.spaces(), 1);
      for (auto& x : blocks) x = round == 0 ? 0 : (rng() % 5 == 0);
      for (auto& x : closed) x = rng() % 2;
      for (auto& x : enter) x = rng() % 5 != 0;
      auto blocks_fn = [&](int s) { return blocks[s] != 0; };
      auto shut_fn = [&](int d) { return closed[d] != 0; };
      for (int a = 0; a < g.spaces(); ++a)
        for (int c = 0; c < g.spaces(); ++c)
          ASSERT_EQ(g.los(a, c, blocks.data(), closed.data()), b.in_sight(a, c, blocks_fn, shut_fn))
              << text << "round " << round << ": " << g.key(a) << " -> " << g.key(c);
      for (int c = 0; c < g.spaces(); ++c) {
        std::vector<int> back(g.spaces(), -1), todo{c};
        back[c] = 0;
        for (std::size_t k = 0; k < todo.size(); ++k)
          if (enter[todo[k]])
            for (int s : b.neighbours(todo[k]))
              if (back[s] < 0) back[s] = back[todo[k]] + 1, todo.push_back(s);
        for (int a = 0; a < g.spaces(); ++a) {
          std::vector<int> expected;
          if (back[a] > 0)
            for (int t : b.neighbours(a))
              if (enter[t] && back[t] == back[a] - 1) expected.push_back(t);
          int ways[8];
          int n = g.toward(a, c, enter.data(), ways);
          ASSERT_EQ(std::vector<int>(ways, ways + n), expected) << text << g.key(a) << " -> " << g.key(c);
        }
      }
    }
  }
}

// Walls the rules put up (docs/dsl.md): a random third of the steps between
// neighbours walled, one way or both, on random boards; sight against
// dsl::Board's walk asking the same steps, routes and first steps against
// a breadth-first walk back from the goal that never takes a walled step,
// adjacency against the board's less the walled steps.
TEST(CorpsGeometry, WalledStepsCloseSightAndRoutesOnRandomBoards) {
  std::mt19937 rng(33);
  for (int board = 0; board < 80; ++board) {
    const std::string text = random_board(rng, board % 2 == 0, board % 4 < 2);
    const dsl::Board b = parsed(text);
    Geometry g(b);
    std::vector<std::uint8_t> walled(std::size_t(g.spaces()) * 8, 0), blocks(g.spaces(), 0),
        closed(std::max(1, g.doors()), 0), enter(g.spaces(), 1);
    for (auto& x : walled) x = rng() % 3 == 0;
    for (auto& x : blocks) x = rng() % 8 == 0;
    auto is_walled = [&](int a, int c) { return walled[std::size_t(g.step(a, c))] != 0; };
    auto blocks_fn = [&](int s) { return blocks[s] != 0; };
    auto shut_fn = [&](int d) { return closed[d] != 0; };
    for (int a = 0; a < g.spaces(); ++a)
      for (int c = 0; c < g.spaces(); ++c)
        ASSERT_EQ(g.los(a, c, blocks.data(), closed.data(), walled.data()),
                  b.in_sight(a, c, blocks_fn, shut_fn, is_walled))
            << text << g.key(a) << " -> " << g.key(c);
    for (int c = 0; c < g.spaces(); ++c) {
      std::vector<int> back(g.spaces(), -1), todo{c};
      back[c] = 0;
      for (std::size_t k = 0; k < todo.size(); ++k)
        for (int s : b.neighbours(todo[k]))
          if (back[s] < 0 && !is_walled(s, todo[k])) back[s] = back[todo[k]] + 1, todo.push_back(s);
      for (int a = 0; a < g.spaces(); ++a) {
        std::vector<std::int16_t> steps(g.spaces());
        g.steps_from(a, enter.data(), steps.data(), walled.data());
        ASSERT_EQ(steps[c], back[a]) << text << g.key(a) << " -> " << g.key(c);
        ASSERT_EQ(g.adjacent(a, c, walled.data()), b.adjacent(a, c) && !is_walled(a, c))
            << text << g.key(a) << " -> " << g.key(c);
        std::vector<int> expected;
        if (back[a] > 0)
          for (int t : b.neighbours(a))
            if (back[t] == back[a] - 1 && !is_walled(a, t)) expected.push_back(t);
        int ways[8];
        int n = g.toward(a, c, enter.data(), ways, walled.data());
        ASSERT_EQ(std::vector<int>(ways, ways + n), expected) << text << g.key(a) << " -> " << g.key(c);
      }
    }
  }
}

// toward_any (docs/dsl.md "Board"): on random boards with random walls,
// spaces that may not be entered and random goals, against a breadth-first
// walk back from every goal at once.
TEST(CorpsGeometry, FirstStepsToTheNearestOfSeveralGoalsOnRandomBoards) {
  std::mt19937 rng(47);
  for (int board = 0; board < 80; ++board) {
    const std::string text = random_board(rng, board % 2 == 0, board % 4 < 2);
    const dsl::Board b = parsed(text);
    Geometry g(b);
    std::vector<std::uint8_t> walled(std::size_t(g.spaces()) * 8, 0), enter(g.spaces(), 1), goal(g.spaces(), 0);
    for (auto& x : walled) x = rng() % 5 == 0;
    for (auto& x : enter) x = rng() % 6 != 0;
    for (auto& x : goal) x = rng() % 7 == 0;
    auto is_walled = [&](int a, int c) { return walled[std::size_t(g.step(a, c))] != 0; };
    std::vector<int> back(g.spaces(), -1), todo;
    for (int c = 0; c < g.spaces(); ++c)
      if (goal[c]) back[c] = 0, todo.push_back(c);
    for (std::size_t k = 0; k < todo.size(); ++k)
      if (enter[todo[k]])
        for (int s : b.neighbours(todo[k]))
          if (back[s] < 0 && !is_walled(s, todo[k])) back[s] = back[todo[k]] + 1, todo.push_back(s);
    for (int a = 0; a < g.spaces(); ++a) {
      std::vector<int> expected;
      if (back[a] > 0)
        for (int t : b.neighbours(a))
          if (enter[t] && back[t] == back[a] - 1 && !is_walled(a, t)) expected.push_back(t);
      int ways[8];
      int n = g.toward_any(a, goal.data(), enter.data(), ways, walled.data());
      ASSERT_EQ(std::vector<int>(ways, ways + n), expected) << text << "from " << g.key(a);
    }
  }
}

}  // namespace
}  // namespace canbeat::fast::corps
