// Generic conformance checks, written once and run on every engine of every
// game (in the manner of OpenSpiel's basic_tests RandomSimTest): options are
// sorted and distinct, weights positive, clones equal their original and stay
// equal, an engine started from a prepared table plays as one made from the
// rules (engines started on two threads at once too), an illegal key is refused with the same message by every engine,
// and the game is over exactly when nobody is asked to decide.
#include <gtest/gtest.h>

#include <algorithm>
#include <thread>

#include "harness/agent.hpp"
#include "tests/support/game_fixture.hpp"

namespace canbeat {
namespace {

struct Case {
  std::string game;
  EngineKind kind;
};

class Conformance : public ::testing::TestWithParam<Case> {};

void expect_well_formed_options(const Engine& e) {
  std::vector<std::string> keys = e.option_keys();
  EXPECT_TRUE(std::is_sorted(keys.begin(), keys.end()));
  EXPECT_EQ(std::adjacent_find(keys.begin(), keys.end()), keys.end()) << "duplicate option key";
  for (std::size_t i = 0; i < keys.size(); ++i) {
    EXPECT_GE(e.option_weight(i), 1u);
    if (e.pending().who == Decider::player) EXPECT_EQ(e.option_weight(i), 1u);
  }
  bool over = e.outcome().kind != Outcome::Kind::ongoing;
  EXPECT_EQ(over, e.pending().who == Decider::none);
  EXPECT_EQ(over, keys.empty());
}

TEST_P(Conformance, RandomPlayoutsAreWellFormedAndEnd) {
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    auto e = make_engine(GetParam().kind, testing::builtin_game(GetParam().game), {});
    RandomAgent agent(seed);
    std::size_t steps = 0;
    while (e->option_count() > 0 && steps < 100000) {
      expect_well_formed_options(*e);
      e->apply(agent.choose(*e));
      ++steps;
    }
    expect_well_formed_options(*e);
    EXPECT_NE(e->outcome().kind, Outcome::Kind::ongoing) << "seed " << seed;
    EXPECT_EQ(e->history().size(), steps);
  }
}

TEST_P(Conformance, CloneEqualsOriginalAndStaysEqual) {
  auto e = make_engine(GetParam().kind, testing::builtin_game(GetParam().game), {});
  RandomAgent agent(99);
  for (int step = 0; step < 300 && e->option_count() > 0; ++step) {
    auto copy = e->clone();
    ASSERT_EQ(copy->observe(), e->observe());
    ASSERT_EQ(copy->option_keys(), e->option_keys());
    ASSERT_EQ(copy->history(), e->history());
    std::size_t i = agent.choose(*e);
    e->apply(i);
    copy->apply(i);
    ASSERT_EQ(copy->observe(), e->observe());
  }
}

// Plays seed `seed` on `e` and `made` side by side, equal at every step.
void expect_same_game(Engine& e, Engine& made, std::uint64_t seed) {
  RandomAgent agent(seed);
  for (int step = 0; step < 400 && made.option_count() > 0; ++step) {
    ASSERT_EQ(e.observe(), made.observe()) << "step " << step;
    ASSERT_EQ(e.option_keys(), made.option_keys()) << "step " << step;
    std::size_t i = agent.choose(made);
    made.apply(i);
    e.apply(i);
  }
  ASSERT_EQ(e.observe(), made.observe());
}

TEST_P(Conformance, PreparedStartsPlayAsMadeOnes) {
  const dsl::Game& g = testing::builtin_game(GetParam().game);
  std::shared_ptr<const PreparedGame> prepared = prepare_engine(GetParam().kind, g, {});
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    auto made = make_engine(GetParam().kind, g, {});
    auto started = prepared->start();
    expect_same_game(*started, *made, seed);
  }
  // Two threads start and play at once: nothing they change is shared.
  std::vector<std::unique_ptr<Engine>> made;
  for (int t = 0; t < 2; ++t) made.push_back(make_engine(GetParam().kind, g, {}));
  std::vector<std::thread> threads;
  for (int t = 0; t < 2; ++t)
    threads.emplace_back([&, t] { expect_same_game(*prepared->start(), *made[t], 10 + std::uint64_t(t)); });
  for (std::thread& t : threads) t.join();
}

TEST_P(Conformance, IllegalKeyIsRefusedAndChangesNothing) {
  auto e = make_engine(GetParam().kind, testing::builtin_game(GetParam().game), {});
  Observation before = e->observe();
  EXPECT_THROW(e->apply("no such option"), IllegalOption);
  EXPECT_THROW(e->apply(e->option_count()), IllegalOption);
  EXPECT_EQ(e->observe(), before);
  EXPECT_TRUE(e->history().empty());
}

class ConformanceAcrossEngines : public ::testing::TestWithParam<std::string> {};

TEST_P(ConformanceAcrossEngines, IllegalKeyMessagesAreIdentical) {
  auto ref = testing::fresh(EngineKind::reference, GetParam());
  auto fast = testing::fresh(EngineKind::fast, GetParam());
  std::string a, b;
  try { ref->apply("no such option"); } catch (const IllegalOption& e) { a = e.what(); }
  try { fast->apply("no such option"); } catch (const IllegalOption& e) { b = e.what(); }
  EXPECT_FALSE(a.empty());
  EXPECT_EQ(a, b);
}

// An observation serializes and parses back to itself at every step.
TEST_P(Conformance, ObservationsRoundTrip) {
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    auto e = make_engine(GetParam().kind, testing::builtin_game(GetParam().game), {});
    RandomAgent agent(seed);
    for (std::size_t steps = 0; steps < 100000; ++steps) {
      Observation o = e->observe();
      ASSERT_EQ(Observation::parse(o.serialize()), o) << "seed " << seed << " step " << steps;
      if (e->option_count() == 0) break;
      e->apply(agent.choose(*e));
    }
  }
}

// Every registered fast engine, and the reference on its game.
std::vector<Case> registered_cases() {
  std::vector<Case> out;
  for (const std::string& game : fast_engine_games()) {
    out.push_back({game, EngineKind::reference});
    out.push_back({game, EngineKind::fast});
  }
  return out;
}

INSTANTIATE_TEST_SUITE_P(Registered, Conformance, ::testing::ValuesIn(registered_cases()),
                         [](const auto& info) {
                           return info.param.game +
                                  (info.param.kind == EngineKind::reference ? "_reference" : "_fast");
                         });
INSTANTIATE_TEST_SUITE_P(Registered, ConformanceAcrossEngines, ::testing::ValuesIn(fast_engine_games()),
                         [](const auto& info) { return info.param; });

}  // namespace
}  // namespace canbeat
