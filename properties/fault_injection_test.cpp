// The harness catches bugs: each test-only fault every fast engine registers
// (fast-engine/registry.hpp) must be found by the lockstep runner within a
// bounded number of seeded random games, and shrunk to a short case that
// still diverges the same way.
#include <gtest/gtest.h>

#include "engines/registry.hpp"
#include "harness/agent.hpp"
#include "harness/lockstep.hpp"
#include "harness/shrink.hpp"
#include "tests/support/game_fixture.hpp"

namespace canbeat {
namespace {

// One registered fault of one registered fast engine, with the bounds its
// registration sets (fast-engine/registry.hpp FaultInfo).
struct FaultCase {
  std::string game;
  fast::FaultInfo fault;
};

std::vector<FaultCase> registered_faults() {
  std::vector<FaultCase> out;
  for (const fast::Registration& r : fast::registrations())
    for (const fast::FaultInfo& f : r.faults) out.push_back({r.game, f});
  return out;
}

class FaultInjection : public ::testing::TestWithParam<FaultCase> {};

TEST_P(FaultInjection, LockstepFindsItAndTheShrinkerShortensIt) {
  const dsl::Game& game = testing::builtin_game(GetParam().game);
  fast::Faults faults = fault_by_name(GetParam().fault.name);
  std::optional<Divergence> found;
  int games = 0;
  while (!found && games < GetParam().fault.found_within) {
    auto ref = make_engine(EngineKind::reference, game, {});
    auto fast = make_engine(EngineKind::fast, game, {}, faults);
    RandomAgent agent(++games);
    found = lockstep(*ref, *fast, agent, 100000).divergence;
  }
  ASSERT_TRUE(found) << GetParam().fault.name << " not found in " << games << " games";
  ShrinkResult shrunk = shrink([&] { return make_engine(EngineKind::reference, game, {}); },
                               [&] { return make_engine(EngineKind::fast, game, {}, faults); },
                               found->choices);
  ASSERT_TRUE(shrunk.divergence);
  EXPECT_EQ(divergence_signature(*shrunk.divergence), divergence_signature(*found));
  EXPECT_LE(shrunk.choices.size(), GetParam().fault.shrunk_at_most)
      << GetParam().fault.name << ": found in game " << games << ", " << found->choices.size()
      << " choices, shrunk to " << shrunk.choices.size();
  // The shrunk case replays to the same divergence on fresh engines.
  auto ref = make_engine(EngineKind::reference, game, {});
  auto fast = make_engine(EngineKind::fast, game, {}, faults);
  LockstepResult again = replay_keys(*ref, *fast, shrunk.choices);
  ASSERT_TRUE(again.divergence);
  EXPECT_EQ(divergence_signature(*again.divergence), divergence_signature(*found));
  std::printf("fault %s: found in game %d after %zu choices, shrunk to %zu choices in %zu replays\n",
              GetParam().fault.name.c_str(), games, found->choices.size(), shrunk.choices.size(),
              shrunk.stats.attempts);
}

INSTANTIATE_TEST_SUITE_P(FastEngineFaults, FaultInjection,
                         ::testing::ValuesIn(registered_faults()),
                         [](const auto& info) {
                           std::string n = info.param.game + "_" + info.param.fault.name;
                           for (char& c : n) if (c == '-') c = '_';
                           return n;
                         });

}  // namespace
}  // namespace canbeat
