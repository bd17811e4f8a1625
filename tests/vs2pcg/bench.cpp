// Hot paths of the native Vs. System 2PCG engine: option generation (inside
// apply) at the busiest decisions, apply, clone, combat resolution, and
// whole random games at 2, 3 and 4 players. Choices come from a xorshift so
// the driver costs next to nothing; items/s = decisions/s.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <stdexcept>
#include <vector>

#include "dsl/game.hpp"
#include "fast-engine/vs2pcg/engine.hpp"

namespace {

using canbeat::Decider;
namespace vs2pcg = canbeat::fast::vs2pcg;

struct XorShift {
  std::uint64_t s;
  std::uint64_t next() {
    s ^= s << 13;
    s ^= s >> 7;
    s ^= s << 17;
    return s;
  }
};

// Every weight is 1 in this game: chance and player decisions alike uniform.
std::size_t pick(const vs2pcg::Engine& e, XorShift& rng) { return rng.next() % e.option_count(); }

const canbeat::dsl::Game& game() {
  static const canbeat::dsl::Game g = [] {
    canbeat::dsl::Diagnostics d;
    auto loaded = canbeat::dsl::load_game(canbeat::dsl::builtin_games_dir() + "/vs2pcg", d);
    if (!loaded) throw std::runtime_error("bench_vs2pcg: cannot load games/vs2pcg");
    return std::move(*loaded);
  }();
  return g;
}

const vs2pcg::Engine& start(std::size_t players) {
  static std::vector<std::unique_ptr<vs2pcg::Engine>> starts(5);
  if (!starts[players])
    starts[players] = std::make_unique<vs2pcg::Engine>(canbeat::fast::vs2pcg::load_data(game(), {{}, players}));
  return *starts[players];
}

// Whole games; items = decisions.
void BM_Vs2RandomGame(benchmark::State& state) {
  XorShift rng{0x9e3779b97f4a7c15ull};
  const vs2pcg::Engine& s = start(std::size_t(state.range(0)));
  std::int64_t decisions = 0;
  for (auto _ : state) {
    vs2pcg::Engine e = s;
    while (e.pending().who != Decider::none) {
      e.apply(pick(e, rng));
      ++decisions;
    }
    benchmark::DoNotOptimize(e.outcome().kind);
  }
  state.SetItemsProcessed(decisions);
}
BENCHMARK(BM_Vs2RandomGame)->Arg(2)->Arg(3)->Arg(4);

// A pool of mid-game states at one kind of decision (by its first option's
// label), collected from random games: the benchmarks below apply one
// option to a copy, which runs the rules to the next decision and generates
// its options.
std::vector<vs2pcg::Engine> states_where(bool (*want)(const vs2pcg::Engine&), std::size_t players) {
  std::vector<vs2pcg::Engine> pool;
  XorShift rng{12345};
  for (int g = 0; g < 200 && pool.size() < 256; ++g) {
    vs2pcg::Engine e = start(players);
    while (e.pending().who != Decider::none) {
      if (want(e)) pool.push_back(e);
      e.apply(pick(e, rng));
    }
  }
  return pool;
}

bool has_key(const vs2pcg::Engine& e, std::string_view prefix) {
  for (std::size_t i = 0; i < e.option_count(); ++i)
    if (e.option_key(i).starts_with(prefix)) return true;
  return false;
}

void run_pool(benchmark::State& state, const std::vector<vs2pcg::Engine>& pool, std::string_view key_prefix) {
  if (pool.empty()) return state.SkipWithError("no such states");
  std::size_t i = 0;
  std::int64_t n = 0;
  for (auto _ : state) {
    vs2pcg::Engine e = pool[i++ % pool.size()];
    std::size_t k = 0;
    for (; k < e.option_count(); ++k)
      if (e.option_key(k).starts_with(key_prefix)) break;
    e.apply(k < e.option_count() ? k : 0);
    benchmark::DoNotOptimize(e.option_count());
    ++n;
  }
  state.SetItemsProcessed(n);
}

// End of the Formation Step: into the Main Phase, whose options (attack
// with targets, power-ups) are the costliest to list.
void BM_Vs2MainPhaseOptions(benchmark::State& state) {
  static const auto pool = states_where([](const vs2pcg::Engine& e) { return has_key(e, "end_formation"); }, 4);
  run_pool(state, pool, "end_formation");
}
BENCHMARK(BM_Vs2MainPhaseOptions);

// Choosing an attacker: the team and target options over every instance.
void BM_Vs2AttackOptions(benchmark::State& state) {
  static const auto pool = states_where([](const vs2pcg::Engine& e) { return has_key(e, "attack "); }, 4);
  run_pool(state, pool, "attack ");
}
BENCHMARK(BM_Vs2AttackOptions);

// Recruit Step options after a recruit: uniqueness, equipment legality.
void BM_Vs2RecruitOptions(benchmark::State& state) {
  static const auto pool = states_where([](const vs2pcg::Engine& e) { return has_key(e, "recruit_front "); }, 2);
  run_pool(state, pool, "recruit_front ");
}
BENCHMARK(BM_Vs2RecruitOptions);

// The last pass of a combat window: strikes, landing, KO, end of game check,
// and the next Main Phase options.
void BM_Vs2CombatResolution(benchmark::State& state) {
  static const auto pool = states_where(
      [](const vs2pcg::Engine& e) {
        if (!has_key(e, "pass")) return false;
        auto o = e.observe();
        return *o.find("game.passes") == "1";  // 2 players: one pass to go
      },
      2);
  run_pool(state, pool, "pass");
}
BENCHMARK(BM_Vs2CombatResolution);

// A draw: the chance options over the deck, in key order.
void BM_Vs2Draw(benchmark::State& state) {
  static const auto pool = states_where([](const vs2pcg::Engine& e) { return e.pending().who == Decider::chance; }, 2);
  run_pool(state, pool, "draw ");
}
BENCHMARK(BM_Vs2Draw);

void BM_Vs2Clone(benchmark::State& state) {
  const vs2pcg::Engine& s = start(4);
  for (auto _ : state) benchmark::DoNotOptimize(s.clone());
}
BENCHMARK(BM_Vs2Clone);

}  // namespace

BENCHMARK_MAIN();
