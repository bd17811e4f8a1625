// Google Benchmark of the native Pilfer engine: whole games, first option
// taken at every decision (no agent, no strings), from the built-in decks'
// shape (north.deck, south.deck).
#include <benchmark/benchmark.h>

#include "fast-engine/pilfer/engine.hpp"

namespace {

using namespace canbeat::fast::pilfer;

Data decks() {
  Data d;
  d.seats[0] = {"north", {{"Pebble", 1, 4}, {"Stone", 2, 3}, {"Rock", 3, 2}, {"Landslide", 4, 1, true}}};
  d.seats[1] = {"south", {{"Twig", 1, 4}, {"Branch", 2, 3}, {"Log", 3, 3}}};
  return d;
}

void BM_WholeGame(benchmark::State& state) {
  const Data d = decks();
  std::size_t decisions = 0;
  for (auto _ : state) {
    Engine e(d);
    while (e.option_count() > 0) {
      e.apply(std::size_t{0});
      ++decisions;
    }
    benchmark::DoNotOptimize(e.heap());
  }
  state.counters["decisions/s"] = benchmark::Counter(double(decisions), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_WholeGame);

}  // namespace

BENCHMARK_MAIN();
