// Hot paths of the native ALIENS engine: option generation (inside apply),
// option keys, apply, clone, observe, and whole random games. Choices come from
// a xorshift so the driver costs next to nothing; items/s = decisions/s.
#include <benchmark/benchmark.h>

#include <cstdint>

#include "fast-engine/aliens/engine.hpp"

namespace {

using canbeat::Decider;
namespace aliens = canbeat::fast::aliens;

struct XorShift {
  std::uint64_t s;
  std::uint64_t next() {
    s ^= s << 13;
    s ^= s >> 7;
    s ^= s << 17;
    return s;
  }
};

// Chance decisions by weight, player decisions uniformly, as the random agent.
std::size_t pick(const aliens::Engine& e, XorShift& rng) {
  std::size_t n = e.option_count();
  if (e.pending().who != Decider::chance) return rng.next() % n;
  std::uint32_t total = 0;
  for (std::size_t i = 0; i < n; ++i) total += e.option_weight(i);
  std::uint32_t r = std::uint32_t(rng.next() % total);
  for (std::size_t i = 0; i < n; ++i) {
    std::uint32_t w = e.option_weight(i);
    if (r < w) return i;
    r -= w;
  }
  return n - 1;
}

const canbeat::fast::aliens::Data& data() {
  static const auto d = canbeat::fast::aliens::seed_data();
  return d;
}

// Whole games; items = decisions. The engine's own history vector grows with
// apply(), so the raw do_apply path is measured by BM_AliensApplyStep below.
void BM_AliensRandomGame(benchmark::State& state) {
  XorShift rng{0x9e3779b97f4a7c15ull};
  const aliens::Engine start(data());
  std::int64_t decisions = 0, games = 0;
  for (auto _ : state) {
    aliens::Engine e = start;
    while (e.pending().who != Decider::none) {
      e.apply(pick(e, rng));
      ++decisions;
    }
    ++games;
    benchmark::DoNotOptimize(e.outcome().kind);
  }
  state.SetItemsProcessed(decisions);
  state.counters["games/s"] = benchmark::Counter(double(games), benchmark::Counter::kIsRate);
  state.counters["decisions/game"] = double(decisions) / double(games);
}
BENCHMARK(BM_AliensRandomGame);

// One decision: pick + apply (which regenerates the options), restarting the
// game when it ends (restart cost included, amortized over a game).
void BM_AliensApplyStep(benchmark::State& state) {
  XorShift rng{88172645463325252ull};
  const aliens::Engine start(data());
  aliens::Engine e = start;
  for (auto _ : state) {
    if (e.pending().who == Decider::none) e = start;
    e.apply(pick(e, rng));
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_AliensApplyStep);

// Reading the options of the Marine's first draw (28 names in the deck):
// what an agent reads before each choice. Generation itself is inside apply.
void BM_AliensOptionWeights(benchmark::State& state) {
  const aliens::Engine e(data());
  for (auto _ : state) {
    std::uint32_t total = 0;
    for (std::size_t i = 0, n = e.option_count(); i < n; ++i) total += e.option_weight(i);
    benchmark::DoNotOptimize(total);
  }
  state.SetItemsProcessed(state.iterations() * std::int64_t(e.option_count()));
}
BENCHMARK(BM_AliensOptionWeights);

// Keys are formatted only on demand: the cost a repro writer pays.
void BM_AliensOptionKeys(benchmark::State& state) {
  const aliens::Engine e(data());
  for (auto _ : state)
    for (std::size_t i = 0, n = e.option_count(); i < n; ++i)
      benchmark::DoNotOptimize(e.option_key(i));
  state.SetItemsProcessed(state.iterations() * std::int64_t(e.option_count()));
}
BENCHMARK(BM_AliensOptionKeys);

void BM_AliensClone(benchmark::State& state) {
  const aliens::Engine e(data());
  for (auto _ : state) benchmark::DoNotOptimize(e.clone());
}
BENCHMARK(BM_AliensClone);

// observe() builds every string: the lockstep runner's per-step cost.
void BM_AliensObserve(benchmark::State& state) {
  const aliens::Engine e(data());
  for (auto _ : state) benchmark::DoNotOptimize(e.observe());
}
BENCHMARK(BM_AliensObserve);

}  // namespace

BENCHMARK_MAIN();
