// Google Benchmark of the native Aliens: Another Glorious Day in the Corps
// engine: whole games of the built-in components at each table size, the
// first option taken at every decision (the first die face, the first card
// of a pile).
#include <benchmark/benchmark.h>

#include "dsl/game.hpp"
#include "fast-engine/corps/engine.hpp"

namespace {

using namespace canbeat::fast::corps;

void BM_WholeGame(benchmark::State& state) {
  canbeat::dsl::Diagnostics diags;
  auto game = canbeat::dsl::load_game(canbeat::dsl::builtin_games_dir() + "/corps", diags);
  if (!game) {
    state.SkipWithError("games/corps does not load");
    return;
  }
  auto data = std::make_shared<const Data>(load_data(*game, std::size_t(state.range(0))));
  std::size_t decisions = 0;
  for (auto _ : state) {
    Engine e(data, {});
    while (e.option_count() > 0) {
      e.apply(std::size_t{0});
      ++decisions;
    }
    benchmark::DoNotOptimize(e.outcome());
  }
  state.counters["decisions/s"] = benchmark::Counter(double(decisions), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_WholeGame)->Arg(1)->Arg(2)->Arg(4);

}  // namespace

BENCHMARK_MAIN();
