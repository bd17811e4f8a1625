// Google Benchmark of the native Aliens: This Time It's War engine: whole
// games of the built-in decks, the first option taken at every decision or
// one drawn at random.
#include <benchmark/benchmark.h>

#include <cstdint>
#include <memory>

#include "dsl/game.hpp"
#include "fast-engine/titw/engine.hpp"

namespace {

using namespace canbeat::fast::titw;

void BM_WholeGame(benchmark::State& state) {
  canbeat::dsl::Diagnostics diags;
  auto game = canbeat::dsl::load_game(canbeat::dsl::builtin_games_dir() + "/titw", diags);
  if (!game) {
    state.SkipWithError("games/titw does not load");
    return;
  }
  const Data d = load_data(*game);
  std::size_t decisions = 0;
  for (auto _ : state) {
    Engine e(d);
    while (e.option_count() > 0) {
      e.apply(std::size_t{0});
      ++decisions;
    }
    benchmark::DoNotOptimize(e.nuke_tokens());
  }
  state.counters["decisions/s"] = benchmark::Counter(double(decisions), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_WholeGame);

// Seeded random games from one start state, as `canbeat bench` plays them
// (an option drawn uniformly at each decision, here by xorshift): more
// cards are played than with the first option, their texts and choices run.
void BM_RandomGames(benchmark::State& state) {
  canbeat::dsl::Diagnostics diags;
  auto game = canbeat::dsl::load_game(canbeat::dsl::builtin_games_dir() + "/titw", diags);
  if (!game) {
    state.SkipWithError("games/titw does not load");
    return;
  }
  const Engine start(load_data(*game));
  std::uint64_t seed = 1;
  std::size_t decisions = 0;
  for (auto _ : state) {
    std::unique_ptr<canbeat::Engine> e = start.clone();
    std::uint64_t x = 0x9E3779B97F4A7C15ull * seed++;
    while (e->option_count() > 0) {
      x ^= x << 13;
      x ^= x >> 7;
      x ^= x << 17;
      e->apply(std::size_t(x % e->option_count()));
      ++decisions;
    }
  }
  state.counters["decisions/s"] = benchmark::Counter(double(decisions), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_RandomGames);

}  // namespace

BENCHMARK_MAIN();
