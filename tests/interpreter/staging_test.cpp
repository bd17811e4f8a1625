// Staging a declared position (interpreter/stage.cpp) reproduces play: for
// every built-in game, the position each turn began in, staged on a fresh
// interpreter, reaches the same state and the same options (card serial
// numbers aside: staging may place another copy of a card) as the game that
// played to it. Games are seeded random play; no game is named here.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <random>

#include "interpreter/interpreter.hpp"
#include "tests/support/game_fixture.hpp"

namespace canbeat {
namespace {

std::vector<std::string> plain_options(const Engine& e) {
  std::vector<std::string> out;
  for (const std::string& k : e.option_keys()) out.push_back(without_serials(k));
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> games_with_turns() {
  std::vector<std::string> out;
  for (const auto& entry : std::filesystem::directory_iterator(dsl::builtin_games_dir()))
    if (entry.is_directory() && !testing::builtin_game(entry.path().filename().string()).all<ast::Turn>().empty())
      out.push_back(entry.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

class Staging : public ::testing::TestWithParam<std::string> {};

TEST_P(Staging, EveryTurnStartStagedPlaysAsTheTurnPlayed) {
  const dsl::Game& g = testing::builtin_game(GetParam());
  std::size_t checked = 0;
  for (unsigned seed = 1; seed <= 8; ++seed) {
    interp::Reference played(g);
    played.keep_turn_starts();
    std::mt19937 rng(seed);
    for (int step = 0; step < 2000 && played.option_count() > 0; ++step) {
      std::size_t before = played.turn_starts().size();
      played.apply(static_cast<std::size_t>(rng() % played.option_count()));
      if (played.turn_starts().size() == before) continue;
      interp::Reference staged(g);
      ASSERT_EQ(staged.stage(played.turn_starts().back()), "") << "seed " << seed << ", step " << step;
      Observation a = played.observe(), b = staged.observe();
      ASSERT_EQ(a.serialize(), b.serialize()) << "seed " << seed << ", turn start before step " << step + 1
                                              << ", staged from:\n" << played.turn_starts().back().serialize();
      ASSERT_EQ(plain_options(played), plain_options(staged)) << "seed " << seed << ", step " << step;
      ++checked;
    }
  }
  EXPECT_GT(checked, 10u) << "too few turn starts to check";
  std::printf("%s: %zu turn starts staged\n", GetParam().c_str(), checked);
}

// The comparison has teeth: a position with one zone left out (its cards
// go back to the start zone) is not the turn that was played.
TEST_P(Staging, AZoneLeftOutIsAnotherPosition) {
  const dsl::Game& g = testing::builtin_game(GetParam());
  std::string start_zone = g.list_property("start_zone").at(0);
  std::size_t checked = 0;
  for (unsigned seed = 1; seed <= 8 && checked < 5; ++seed) {
    interp::Reference played(g);
    played.keep_turn_starts();
    std::mt19937 rng(seed);
    for (int step = 0; step < 2000 && played.option_count() > 0 && checked < 5; ++step) {
      std::size_t before = played.turn_starts().size();
      played.apply(static_cast<std::size_t>(rng() % played.option_count()));
      if (played.turn_starts().size() == before) continue;
      Observation position = played.turn_starts().back();
      auto dropped = std::find_if(position.fields.begin(), position.fields.end(), [&](const Field& f) {
        return f.value.size() > 2 && f.value.front() == '[' && f.path.find('.') != std::string::npos &&
               f.path.substr(f.path.find('.') + 1) != start_zone;
      });
      if (dropped == position.fields.end()) continue;
      position.fields.erase(dropped);
      interp::Reference staged(g);
      ASSERT_EQ(staged.stage(position), "");
      EXPECT_NE(played.observe().serialize(), staged.observe().serialize()) << "seed " << seed;
      ++checked;
    }
  }
  EXPECT_GT(checked, 0u) << "no turn start with a card outside the start zone";
}

INSTANTIATE_TEST_SUITE_P(BuiltinGames, Staging, ::testing::ValuesIn(games_with_turns()),
                         [](const auto& info) { return info.param; });

// Staging agrees across engines: for every game with a fast engine, each
// turn start (and each phase start the fast engine stages), staged on the
// fast engine and on a fresh interpreter, gives the same observation and
// options, and 30 more random choices keep them so. A position the fast
// engine does not stage (Engine::stage's default, or a phase it does not
// start from) is counted and skipped: scenario files give it the verdict
// "cannot run".
class StagingAgrees : public ::testing::TestWithParam<std::string> {};

struct Agreement {
  std::size_t staged = 0, refused = 0;
  std::string why_refused;
};

// `position` (whole, or with its numbers left out: the engines agree that
// a var a position does not set keeps its initial value) staged on both
// engines, then 30 random choices on both.
void stage_on_both(const dsl::Game& g, Observation position, bool numbers_left_out, std::mt19937& rng, Agreement& a) {
  if (numbers_left_out)
    std::erase_if(position.fields, [](const Field& f) { return !f.value.empty() && f.value[0] != '[' &&
                                                               f.path != "phase" && f.path != "turn"; });
  interp::Reference ref(g);
  ASSERT_EQ(ref.stage(position), "");
  std::unique_ptr<Engine> fast = make_engine(EngineKind::fast, g, {});
  if (std::string why = fast->stage(position); !why.empty()) {
    ++a.refused;
    a.why_refused = why;
    return;
  }
  ++a.staged;
  for (int more = 0; more <= 30; ++more) {
    ASSERT_EQ(ref.observe().serialize(), fast->observe().serialize())
        << more << " choices after staging:\n" << position.serialize();
    ASSERT_EQ(ref.option_keys(), fast->option_keys()) << more << " choices after staging:\n" << position.serialize();
    if (ref.option_count() == 0) break;
    std::size_t i = static_cast<std::size_t>(rng() % ref.option_count());
    ref.apply(i);
    fast->apply(i);
  }
}

// The positions a seeded random game of `steps` choices began its turns in
// (each twice: whole, then with its numbers left out), or its phases in.
std::vector<std::pair<Observation, bool>> played_starts(const dsl::Game& g, unsigned seed, int steps, bool phases) {
  interp::Reference played(g);
  played.keep_turn_starts();
  played.keep_phase_starts();
  std::mt19937 rng(seed);
  for (int step = 0; step < steps && played.option_count() > 0; ++step)
    played.apply(static_cast<std::size_t>(rng() % played.option_count()));
  std::vector<std::pair<Observation, bool>> out;
  if (phases)
    for (const auto& start : played.phase_starts()) out.emplace_back(start.position, false);
  else
    for (const Observation& o : played.turn_starts()) out.insert(out.end(), {{o, false}, {o, true}});
  return out;
}

// Each start of `seeds` games of `steps` choices staged on both engines.
void agree(const std::string& game, unsigned seeds, int steps, bool phases) {
  const dsl::Game& g = testing::builtin_game(game);
  Agreement a;
  for (unsigned seed = 1; seed <= seeds; ++seed) {
    std::mt19937 rng(seed);
    for (const auto& [position, numbers_left_out] : played_starts(g, seed, steps, phases)) {
      SCOPED_TRACE(fmt::format("seed {}", seed));
      stage_on_both(g, position, numbers_left_out, rng, a);
      if (::testing::Test::HasFatalFailure()) return;
    }
  }
  std::printf("%s: %zu %s starts staged on both engines, %zu refused by the fast engine%s%s\n", game.c_str(), a.staged,
              phases ? "phase" : "turn", a.refused, a.refused ? ": " : "", a.why_refused.c_str());
}

TEST_P(StagingAgrees, TurnStartsStagedOnBothEngines) { agree(GetParam(), 6, 2000, false); }

// Every phase start of fewer games: a fast engine that stages only where
// a turn begins refuses the others, which are counted.
TEST_P(StagingAgrees, PhaseStartsStagedOnBothEngines) { agree(GetParam(), 2, 600, true); }

INSTANTIATE_TEST_SUITE_P(Registered, StagingAgrees, ::testing::ValuesIn(fast_engine_games()),
                         [](const auto& info) { return info.param; });

}  // namespace
}  // namespace canbeat
