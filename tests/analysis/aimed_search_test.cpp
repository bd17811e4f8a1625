// The position search aimed by how far a pair's conditions are from
// holding (analysis/position_search.hpp, interpreter/gap.cpp), on Climb
// (tests/analysis/climb): its pair meets ten pitches up, where random
// play seldom climbs (one step up against nine slips). The same budget,
// the same positions and seeds, with and without the distance: only the
// aimed search reaches it.
#include <gtest/gtest.h>

#include <algorithm>

#include "analysis/conflict_search.hpp"
#include "analysis/position_search.hpp"
#include "cli/session.hpp"

namespace canbeat::cli {
using namespace canbeat::analysis;
namespace {

Session climb() {
  Session s;
  s.game = load_game_or_throw(CANBEAT_SOURCE_DIR "/tests/analysis/climb");
  return s;
}

struct Climb {
  Session s = climb();
  ConflictSearch r = find_conflicts(s, 2, 1);
};

std::optional<PositionFind> search(const Climb& c, const Goal& goal, std::size_t& tried) {
  PositionBudget b;
  b.positions = 600;
  PositionSearch positions(c.s, b.games, 1);
  Accept any = [](const PositionFind&) { return true; };
  return positions.find(goal, {}, any, b, 7, tried);
}

TEST(AimedSearch, ReachesWhatRandomPositionsMissInTheSameBudget) {
  Climb c;
  ASSERT_EQ(c.r.pairs.pairs().size(), 1u);
  const StatementPair& p = c.r.pairs.pairs().front();
  Goal aimed = pair_goal(*c.s.game, p), blind = aimed;
  blind.distance = nullptr;
  std::size_t tried_blind = 0, tried_aimed = 0;
  EXPECT_FALSE(search(c, blind, tried_blind).has_value());
  EXPECT_EQ(tried_blind, 600u);
  std::optional<PositionFind> f = search(c, aimed, tried_aimed);
  ASSERT_TRUE(f.has_value());
  EXPECT_LT(tried_aimed, 600u);
  EXPECT_NE(f->expectation.find("summit"), std::string::npos) << f->expectation;
}

// The distance falls as the climber nears the summit: measured, not only
// counted (a comparison's gap grows with its numbers' distance).
TEST(AimedSearch, DistanceFollowsTheHeight) {
  Climb c;
  const StatementPair& p = c.r.pairs.pairs().front();
  Goal aimed = pair_goal(*c.s.game, p);
  interp::Reference ref(*c.s.game, c.s.setup, interp::Keep::explanations);
  ref.keep_gaps(aimed.measured);
  std::vector<int> seen;
  for (int step = 0; step < 4; ++step) {
    ref.apply(ref.find_option("up"));     // north
    ref.apply(ref.find_option("slip1"));  // south
    seen.push_back(aimed.distance(ref));  // north's decision again
  }
  EXPECT_TRUE(std::is_sorted(seen.rbegin(), seen.rend())) << ::testing::PrintToString(seen);
  EXPECT_LT(seen.back(), seen.front());
  EXPECT_GT(seen.back(), 0);
}

}  // namespace
}  // namespace canbeat::cli
