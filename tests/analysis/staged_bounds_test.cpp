// Staged numbers at the edges of what an engine holds (probe input: the
// second outside probe set every number of a position to int boundaries
// and beyond). For each game with a fast engine, every number of a few
// turn starts is set to such a value and staged on both engines: the fast
// engine refuses it (its own verdict, "cannot run"), or both stage it and
// play on alike, or both stop with an error, at the same choice. Never a
// crash, never a value wrapped into another one.
#include <gtest/gtest.h>

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <random>
#include <string>

#include "engines/registry.hpp"
#include "interpreter/interpreter.hpp"
#include "tests/support/game_fixture.hpp"

namespace canbeat {
namespace {

bool is_number(const std::string& s) {
  long n = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
  return !s.empty() && ec == std::errc() && end == s.data() + s.size();
}

// What an engine did with a position: "" staged, else why not or the error.
struct Staged {
  std::unique_ptr<Engine> engine;
  std::string refused, error;
};

Staged stage(std::unique_ptr<Engine> e, const Observation& position) {
  Staged s{std::move(e), "", ""};
  try {
    s.refused = s.engine->stage(position);
  } catch (const std::exception& x) {
    s.error = x.what();
  }
  return s;
}

// The first line of two serialized observations that differs, "" when none.
std::string first_difference(const std::string& a, const std::string& b) {
  std::size_t i = 0, j = 0;
  while (i < a.size() || j < b.size()) {
    std::size_t ea = std::min(a.find('\n', i), a.size()), eb = std::min(b.find('\n', j), b.size());
    if (a.compare(i, ea - i, b, j, eb - j) != 0)
      return "reference " + a.substr(i, ea - i) + ", fast " + b.substr(j, eb - j);
    i = ea + 1, j = eb + 1;
  }
  return "";
}

// The same random choices on both; "" when they play alike, else where not.
std::string play_alike(Engine& ref, Engine& fast, unsigned seed) {
  std::mt19937 rng(seed);
  for (int k = 0; k <= 20; ++k) {
    if (std::string d = first_difference(ref.observe().serialize(), fast.observe().serialize()); !d.empty())
      return "after " + std::to_string(k) + " choices: " + d;
    if (ref.option_keys() != fast.option_keys()) return "options differ after " + std::to_string(k);
    if (ref.option_count() == 0) return "";
    std::size_t i = static_cast<std::size_t>(rng() % ref.option_count());
    std::string a, b;
    try {
      ref.apply(i);
    } catch (const std::exception& x) {
      a = x.what();
    }
    try {
      fast.apply(i);
    } catch (const std::exception& x) {
      b = x.what();
    }
    if (a.empty() != b.empty()) return "one engine failed after " + std::to_string(k) + ": " + a + b;
    if (!a.empty()) return "";
  }
  return "";
}

class StagedBounds : public ::testing::TestWithParam<std::string> {};

TEST_P(StagedBounds, EdgeNumbersAgreeOrAreRefused) {
  const dsl::Game& g = testing::builtin_game(GetParam());
  interp::Reference played(g);
  played.keep_turn_starts();
  std::mt19937 rng(1);
  for (int step = 0; step < 600 && played.option_count() > 0; ++step)
    played.apply(static_cast<std::size_t>(rng() % played.option_count()));
  const auto& starts = played.turn_starts();
  ASSERT_FALSE(starts.empty());
  const char* const edges[] = {"1", "2", "-1", "65536", "2147483647", "2147483648", "-2147483649", "9223372036854775807"};
  std::size_t mutations = 0, refused = 0, alike = 0, both_failed = 0;
  for (std::size_t n : {std::size_t{0}, starts.size() / 2, starts.size() - 1}) {
    const Observation& start = starts[n];
    for (std::size_t f = 0; f < start.fields.size(); ++f) {
      if (!is_number(start.fields[f].value)) continue;
      for (const char* edge : edges) {
        Observation position = start;
        position.fields[f].value = edge;
        ++mutations;
        std::string what = position.fields[f].path + " = " + edge + " (turn start " + std::to_string(n) + ")";
        Staged ref = stage(std::make_unique<interp::Reference>(g), position);
        Staged fast = stage(make_engine(EngineKind::fast, g, {}), position);
        if (!fast.refused.empty()) {
          ++refused;
          continue;
        }
        ASSERT_TRUE(ref.refused.empty()) << what << ": the reference refuses (" << ref.refused << "), the fast engine stages it";
        ASSERT_EQ(ref.error.empty(), fast.error.empty()) << what << ": " << ref.error << " | " << fast.error;
        if (!ref.error.empty()) {
          ++both_failed;
          continue;
        }
        std::string differ = play_alike(*ref.engine, *fast.engine, static_cast<unsigned>(mutations));
        EXPECT_EQ(differ, "") << what;
        ++alike;
      }
    }
  }
  std::printf("%s: %zu mutations: %zu refused by the fast engine, %zu played alike, %zu failed alike\n",
              GetParam().c_str(), mutations, refused, alike, both_failed);
}

INSTANTIATE_TEST_SUITE_P(Registered, StagedBounds, ::testing::ValuesIn(fast_engine_games()),
                         [](const auto& info) { return info.param; });

}  // namespace
}  // namespace canbeat
