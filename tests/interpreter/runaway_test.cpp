// A rule that never reaches a decision is reported with the loop it runs in
// (interpreter/runaway.hpp: "effects that never end"): the lap of
// statements the budget's last steps repeat, by file:line:col, the same
// wherever the budget cut the lap. endless/ runs away before the first
// decision, detour/ only after the detour is taken.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "interpreter/interpreter.hpp"
#include "interpreter/runaway.hpp"
#include "tests/interpreter/test_games.hpp"

namespace canbeat::interp {
namespace {

// Where a Runaway ran away, as "file:line:col" with the file's path from
// tests/interpreter/ on (the test games load by absolute path).
std::vector<std::string> lap_of(const Runaway& e) {
  std::vector<std::string> out;
  for (const std::string& at : e.lap) out.push_back(at.substr(at.find("tests/interpreter/")));
  return out;
}

TEST(Runaway, ShortestLapIsTheSmallestPeriodStartingFirstInSourceOrder) {
  ast::Pos a{0, 3, 5}, b{0, 4, 5}, c{0, 2, 1};
  // The window cut the lap after `a`: the lap still starts at `c`.
  std::vector<const ast::Pos*> steps{&b, &c, &a, &b, &c, &a, &b, &c, &a, &b};
  EXPECT_EQ(shortest_lap(steps), (std::vector<const ast::Pos*>{&c, &a, &b}));
  std::vector<const ast::Pos*> one{&a, &a, &a};
  EXPECT_EQ(shortest_lap(one), std::vector<const ast::Pos*>{&a});
}

TEST(Runaway, NoLapWhenTheStepsRepeatNoneTwice) {
  ast::Pos a{0, 3, 5}, b{0, 4, 5}, c{0, 2, 1};
  // Each lap one `b` longer: no period at all.
  std::vector<const ast::Pos*> growing{&a, &b, &a, &b, &b, &a, &b, &b, &b};
  EXPECT_TRUE(shortest_lap(growing).empty());
  std::vector<const ast::Pos*> once{&a, &b, &c, &a};
  EXPECT_TRUE(shortest_lap(once).empty());
  EXPECT_EQ(in_source_order(growing), (std::vector<const ast::Pos*>{&a, &b}));
}

TEST(Runaway, EndlessRunsAwayBeforeTheFirstDecision) {
  try {
    Reference r(test_game("endless"));
    FAIL() << "an endless rule reached a decision";
  } catch (const Runaway& e) {
    EXPECT_TRUE(e.periodic);
    // `while true {`, then `set laps = laps + 1;`
    EXPECT_EQ(lap_of(e), (std::vector<std::string>{"tests/interpreter/endless/endless.rules:16:14",
                                                   "tests/interpreter/endless/endless.rules:17:5"}));
    EXPECT_NE(std::string(e.what()).find("(turn 1, phase spin); the lap that repeats: "), std::string::npos)
        << e.what();
  }
}

TEST(Runaway, DetourRunsAwayOnlyAfterTheDetour) {
  Reference r(test_game("detour"));
  for (const char* key : {"march", "rest", "march", "march"}) r.apply(key);
  EXPECT_EQ(r.option_keys(), (std::vector<std::string>{"detour", "march"}));
  Reference marched = r;
  marched.apply("march");
  EXPECT_EQ(pending_text(marched.pending(), marched.seats()), "player blue");
  try {
    r.apply("detour");
    FAIL() << "the detour reached a decision";
  } catch (const Runaway& e) {
    EXPECT_TRUE(e.periodic);
    // The roundabout's `while laps >= 0 {` and its two `set`s.
    EXPECT_EQ(lap_of(e), (std::vector<std::string>{"tests/interpreter/detour/detour.rules:23:19",
                                                   "tests/interpreter/detour/detour.rules:24:5",
                                                   "tests/interpreter/detour/detour.rules:25:5"}));
  }
}

}  // namespace
}  // namespace canbeat::interp
