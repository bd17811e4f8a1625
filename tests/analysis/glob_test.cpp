// A '*' in a scenario's expected value (analysis/scenario.hpp
// matches_value): any run of characters, matched without backtracking.
#include <gtest/gtest.h>

#include <chrono>
#include <string>

#include "analysis/scenario.hpp"

namespace canbeat::analysis {
namespace {

TEST(Glob, StarsMatchAnyRun) {
  EXPECT_TRUE(matches_value("Recruit {wounds=1, captor=*}", "Recruit {wounds=1, captor=12}"));
  EXPECT_TRUE(matches_value("*", ""));
  EXPECT_TRUE(matches_value("**", "abc"));
  EXPECT_TRUE(matches_value("a*c", "abbbc"));
  EXPECT_TRUE(matches_value("a*b*c", "aXbYbZc"));
  EXPECT_TRUE(matches_value("*ab", "aab"));
  EXPECT_TRUE(matches_value("exact", "exact"));
  EXPECT_FALSE(matches_value("a*c", "abcd"));
  EXPECT_FALSE(matches_value("a*b*c", "acb"));
  EXPECT_FALSE(matches_value("exact", "exac"));
  EXPECT_FALSE(matches_value("", "x"));
  EXPECT_FALSE(matches_value("x*", ""));
}

// probe input (glob_redos.scenario): twelve stars against a long value
// that does not match; each '*' trying every split took over 20 s.
TEST(Glob, ManyStarsStayFast) {
  std::string pattern, observed(3000, 'a');
  for (int i = 0; i < 12; ++i) pattern += "*a";
  pattern += "*Z";
  auto start = std::chrono::steady_clock::now();
  EXPECT_FALSE(matches_value(pattern, observed));
  EXPECT_TRUE(matches_value(pattern, observed + "Z"));
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(1));
}

}  // namespace
}  // namespace canbeat::analysis
