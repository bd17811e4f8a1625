// replay_end: the end record a repro keeps (canbeat rebase, regress), on the
// toy engines: the same choices end the same; a key not offered, a key after
// the end and a different path are told apart.
#include <gtest/gtest.h>

#include "harness/replay_end.hpp"
#include "tests/harness/toy_engines.hpp"

namespace canbeat {
namespace {

using toy::CountersReference;

const std::vector<std::string> opening = {"start 1", "bump a 2", "bump b 1"};

TEST(ReplayEnd, SameChoicesSameEnd) {
  CountersReference a, b;
  ReplayEnd x = replay_end(a, opening), y = replay_end(b, opening);
  EXPECT_EQ(x, y);
  EXPECT_EQ(x.ends, "ongoing");
  EXPECT_EQ(x.applied, 3u);
  EXPECT_FALSE(x.broken);
  EXPECT_EQ(x.end_state.size(), 16u);
}

TEST(ReplayEnd, AnotherPathToTheSameOutcomeIsAnotherState) {
  CountersReference a, b;
  ReplayEnd x = replay_end(a, opening);
  ReplayEnd y = replay_end(b, {"start 1", "bump a 1", "bump b 2"});
  EXPECT_EQ(x.ends, y.ends);
  EXPECT_NE(x.end_state, y.end_state);
  EXPECT_NE(x, y);
}

TEST(ReplayEnd, AKeyNotOfferedIsBrokenWithTheOptions) {
  CountersReference a;
  ReplayEnd x = replay_end(a, {"start 1", "bump z 1"});
  EXPECT_TRUE(x.broken);
  EXPECT_EQ(x.applied, 1u);
  EXPECT_EQ(x.ends, "choice 2 'bump z 1' is not offered");
  ASSERT_EQ(x.options.size(), 10u);
  EXPECT_EQ(x.options.front(), "bump a 1");
}

TEST(ReplayEnd, AKeyAfterTheEndNamesTheOutcome) {
  std::vector<std::string> keys = {"start 0"};
  for (int i = 0; i < 8; ++i) keys.push_back("bump a 2");  // a reaches 16: over
  CountersReference a;
  ReplayEnd x = replay_end(a, keys);
  ASSERT_FALSE(x.broken) << x.ends;
  keys.push_back("bump a 1");
  CountersReference b;
  ReplayEnd y = replay_end(b, keys);
  EXPECT_TRUE(y.broken);
  EXPECT_EQ(y.ends, "choice 10 'bump a 1' comes after the end of the game (" + x.ends + ")");
  EXPECT_TRUE(y.options.empty());
}

}  // namespace
}  // namespace canbeat
