// Google Benchmark of the native Aliens: This Time It's War engine: whole
// games of the built-in decks, first option taken at every decision.
#include <benchmark/benchmark.h>

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

}  // namespace

BENCHMARK_MAIN();
