// Staged numbers at the edges of what an engine holds (probe input: the
// second outside probe set every number of a position to int boundaries
// and beyond). For each game with a fast engine, every number of a few
// turn starts is set to such a value and staged on both engines: the fast
// engine refuses it (its own verdict, "cannot run"), or both stage it and
// play on alike, or both stop with an error, at the same choice. Never a
// crash, never a value wrapped into another one.
//
// StagedMutations: every field of those turn starts (numbers or not) given
// twice, under a name no engine knows, left out, negative and as text that is no
// number, on both engines: the verdicts agree (both refuse, both fail
// alike, or both stage it and play on alike), or the fast engine alone
// refuses ("cannot run"). The figures are printed.
#include <gtest/gtest.h>

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "engines/registry.hpp"
#include "engines/staged.hpp"
#include "interpreter/interpreter.hpp"
#include "tests/support/game_fixture.hpp"

namespace canbeat {
namespace {

bool is_number(const std::string& s) {
  long n = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
  return !s.empty() && ec == std::errc() && end == s.data() + s.size();
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

// How a set of staged positions went on the two engines.
struct Verdicts {
  std::size_t mutations = 0, refused = 0, both_refused = 0, alike = 0, both_failed = 0;
  std::size_t agreements() const { return both_refused + alike + both_failed; }
};

// Stages `position` on both engines and judges it: "" when the verdicts
// agree or the fast engine alone refuses (counted in `v`), else why not.
std::string judge(const dsl::Game& g, const Observation& position, Verdicts& v) {
  ++v.mutations;
  StagedPair staged = stage_both(g, position);
  Staged &ref = staged.reference, &fast = staged.fast;
  if (!ref.refused.empty() && !fast.refused.empty()) return ++v.both_refused, "";
  if (!fast.refused.empty()) return ++v.refused, "";
  if (!ref.refused.empty()) return "the reference refuses (" + ref.refused + "), the fast engine stages it";
  if (ref.error.empty() != fast.error.empty()) return "one engine fails: " + ref.error + " | " + fast.error;
  if (!ref.error.empty()) return ++v.both_failed, "";
  std::string differ = play_alike(*ref.engine, *fast.engine, static_cast<unsigned>(v.mutations));
  if (!differ.empty()) return differ;
  return ++v.alike, "";
}

// A few turn starts of a seeded game of `g` (the first, the middle, the last).
std::vector<Observation> some_turn_starts(const dsl::Game& g) {
  interp::Reference played(g);
  played.keep_turn_starts();
  std::mt19937 rng(1);
  for (int step = 0; step < 600 && played.option_count() > 0; ++step)
    played.apply(static_cast<std::size_t>(rng() % played.option_count()));
  const auto& starts = played.turn_starts();
  if (starts.empty()) return {};
  return {starts[0], starts[starts.size() / 2], starts.back()};
}

class StagedBounds : public ::testing::TestWithParam<std::string> {};

TEST_P(StagedBounds, EdgeNumbersAgreeOrAreRefused) {
  const dsl::Game& g = testing::builtin_game(GetParam());
  std::vector<Observation> starts = some_turn_starts(g);
  ASSERT_FALSE(starts.empty());
  const char* const edges[] = {"1", "2", "-1", "65536", "2147483647", "2147483648", "-2147483649", "9223372036854775807"};
  Verdicts v;
  for (std::size_t n = 0; n < starts.size(); ++n) {
    const Observation& start = starts[n];
    for (std::size_t f = 0; f < start.fields.size(); ++f) {
      if (!is_number(start.fields[f].value)) continue;
      for (const char* edge : edges) {
        Observation position = start;
        position.fields[f].value = edge;
        std::string why = judge(g, position, v);
        ASSERT_EQ(why, "") << position.fields[f].path << " = " << edge << " (turn start " << n << ")";
      }
    }
  }
  std::printf("%s: %zu mutations: %zu refused by the fast engine, %zu played alike, %zu failed alike\n",
              GetParam().c_str(), v.mutations, v.refused + v.both_refused, v.alike, v.both_failed);
}

// The mutations of one field at `f`: given twice (the same value, another
// one), under an unknown name (its last part, its first), left out,
// negative, texts that are no number, and a zone's cards in another zone.
std::vector<std::pair<std::string, Observation>> mutations_of(const Observation& start, std::size_t f) {
  std::vector<std::pair<std::string, Observation>> out;
  const Field& field = start.fields[f];
  auto with_value = [&](const std::string& value) {
    Observation o = start;
    o.fields[f].value = value;
    out.emplace_back(field.path + " = '" + value + "'", std::move(o));
  };
  for (const std::string& again : {field.value, std::string(is_number(field.value) ? "1" : "[]")}) {
    Observation o = start;
    o.fields.insert(o.fields.begin() + static_cast<long>(f) + 1, Field{field.path, again});
    out.emplace_back(field.path + " given twice, again '" + again + "'", std::move(o));
  }
  std::size_t dot = field.path.find('.');
  for (const std::string& name : {field.path + "_unknown", "nosuch" + field.path.substr(std::min(dot, field.path.size()))}) {
    Observation o = start;
    o.fields[f].path = name;
    std::sort(o.fields.begin(), o.fields.end(), [](const Field& a, const Field& b) { return a.path < b.path; });
    out.emplace_back("'" + name + "' for " + field.path, std::move(o));
  }
  Observation dropped = start;
  dropped.fields.erase(dropped.fields.begin() + static_cast<long>(f));
  out.emplace_back(field.path + " left out", std::move(dropped));
  if (is_number(field.value) && field.value[0] != '-') with_value("-" + field.value);
  with_value("-1");
  for (const char* text : {"", "abc", "1.5", "0x10", "+1", " 1", "1 ", "--1", "1e3", "[1]", "-", "\xd9\xa1"})
    with_value(text);
  // The zone's cards in another zone of its seat too: copies placed twice
  // (a fuzzed position put a seat's deck into its hand as well).
  const std::string seat = field.path.substr(0, std::min(dot, field.path.size()) + 1);
  if (field.value.size() > 2 && field.value[0] == '[')
    for (std::size_t h = 0; h < start.fields.size(); ++h)
      if (h != f && start.fields[h].path.rfind(seat, 0) == 0 && start.fields[h].value[0] == '[') {
        Observation o = start;
        o.fields[h].value = field.value;
        out.emplace_back(field.path + "'s cards in " + start.fields[h].path + " too", std::move(o));
      }
  return out;
}

class StagedMutations : public ::testing::TestWithParam<std::string> {};

TEST_P(StagedMutations, EveryFieldTwiceUnknownNegativeOrTextAgreesOrIsRefused) {
  const dsl::Game& g = testing::builtin_game(GetParam());
  std::vector<Observation> starts = some_turn_starts(g);
  ASSERT_FALSE(starts.empty());
  Verdicts v;
  std::size_t failures = 0;
  for (std::size_t n = 0; n < starts.size(); ++n)
    for (std::size_t f = 0; f < starts[n].fields.size(); ++f)
      for (const auto& [what, position] : mutations_of(starts[n], f))
        if (std::string why = judge(g, position, v); !why.empty() && failures++ < 20)
          ADD_FAILURE() << what << " (turn start " << n << "): " << why;
  EXPECT_EQ(failures, 0u);
  std::printf("%s: %zu mutations, %zu agreements (%zu refused by both, %zu failed alike, %zu played alike), "
              "%zu refused by the fast engine alone, %zu disagreements\n",
              GetParam().c_str(), v.mutations, v.agreements(), v.both_refused, v.both_failed, v.alike, v.refused,
              failures);
}

INSTANTIATE_TEST_SUITE_P(Registered, StagedBounds, ::testing::ValuesIn(fast_engine_games()),
                         [](const auto& info) { return info.param; });
INSTANTIATE_TEST_SUITE_P(Registered, StagedMutations, ::testing::ValuesIn(fast_engine_games()),
                         [](const auto& info) { return info.param; });

}  // namespace
}  // namespace canbeat
