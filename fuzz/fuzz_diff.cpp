// Differential game fuzzer: the input bytes choose the options (each byte
// pair, modulo the option count: harness/agent.hpp BytesAgent) of a game
// played on the reference interpreter and the fast engine in lockstep. A
// divergence, or both engines failing, prints the report and aborts, so
// libFuzzer saves the input; `canbeat` users get a repro file from the
// choices printed. CANBEAT_GAME picks the game (default: the one games/README.md names);
// CANBEAT_FAULT switches on a test-only fast-engine fault; CANBEAT_ENGINE_CMD
// fuzzes an engine process of docs/engine-protocol.md in place of the fast
// engine (engines/engine_command.hpp).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "dsl/game.hpp"
#include "engines/registry.hpp"
#include "fuzz/prefix_cache.hpp"
#include "fuzz/tail_mutation.hpp"
#include "harness/agent.hpp"
#include "harness/lockstep.hpp"
#include "seam/engine_lost.hpp"

namespace {

// The game prepared once per process for both engines (seam/prepared.hpp)
// and an engine of each started from it; every input plays on clones of
// those (one thread: a clone may share what its original resolves).
struct Target {
  std::unique_ptr<canbeat::dsl::Game> game;
  std::shared_ptr<const canbeat::PreparedGame> prepared_reference, prepared_fast;
  std::unique_ptr<canbeat::Engine> reference, fast;
};

const Target& target() {
  static const Target t = [] {
    const char* name = std::getenv("CANBEAT_GAME");
    std::string dir = canbeat::dsl::builtin_games_dir() + "/" + (name ? std::string(name) : canbeat::dsl::default_game());
    canbeat::dsl::Diagnostics diags;
    auto game = canbeat::dsl::load_game(dir, diags);
    if (!game) {
      std::fprintf(stderr, "fuzz_diff: cannot load %s\n%s", dir.c_str(), diags.text().c_str());
      std::abort();
    }
    Target t;
    t.game = std::make_unique<canbeat::dsl::Game>(std::move(*game));
    canbeat::fast::Faults faults;
    if (const char* fault = std::getenv("CANBEAT_FAULT")) faults = canbeat::fault_by_name(fault);
    t.prepared_reference = canbeat::prepare_engine(canbeat::EngineKind::reference, *t.game, {});
    t.prepared_fast = canbeat::prepare_engine(canbeat::EngineKind::fast, *t.game, {}, faults);
    t.reference = t.prepared_reference->start();
    t.fast = t.prepared_fast->start();
    return t;
  }();
  return t;
}

// The longest game an input plays: an input's bytes run out long before
// (two bytes a choice), so this is only a guard against an endless game.
constexpr std::size_t kMaxSteps = 20000;

// The fuzz target observes each run's state only where it ends (the input's
// last choice, or the game's end), never between: an input's cost is its
// choices, and the full canonical state of both engines is most of the
// harness's share of each. Every step's pending decision, options, weights
// and outcome are still compared. A state that differs at step K is seen by
// an input that ends at K; libFuzzer's corpus holds inputs of many lengths
// and its mutations cut inputs short. A divergence found is located to its
// first step (located_lockstep), as in `canbeat diff`.
constexpr std::size_t kObserveStride = kMaxSteps;

// States kept every 8 choices, a few thousand of them (fuzz/prefix_cache.hpp).
// Off for an engine process (CANBEAT_ENGINE_CMD: a clone is a process's
// replay) and where CANBEAT_FUZZ_CACHE=0 asks every input to play from the
// start.
constexpr std::size_t kCacheStride = 8, kCacheStates = 2048;

bool caching() {
  static const bool on = [] {
    const char* cache = std::getenv("CANBEAT_FUZZ_CACHE");
    return !std::getenv("CANBEAT_ENGINE_CMD") && !(cache && std::string_view(cache) == "0");
  }();
  return on;
}

// The input played from the start, its divergence located to its first step.
canbeat::LockstepResult from_start(const Target& t, const std::uint8_t* data, std::size_t size) {
  canbeat::BytesAgent agent(data, size);
  return canbeat::located_lockstep([&] { return t.reference->clone(); }, [&] { return t.fast->clone(); }, agent,
                                   kMaxSteps, kObserveStride);
}

// The states kept, shared by the target and its mutator.
canbeat::fuzzing::PrefixCache& cache() {
  static canbeat::fuzzing::PrefixCache states(kCacheStride, kCacheStates);
  return states;
}

// The input played on from the longest prefix of it the cache holds. A run
// that diverges or fails is played again from the start, so its report
// lists every choice; were that run clean, the resumed run's stands, and a
// clone() that differs from its original is the bug.
canbeat::LockstepResult resumed(const Target& t, const std::uint8_t* data, std::size_t size) {
  using namespace canbeat;
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  fuzzing::Resumed at = fuzzing::lockstep_resumed(cache(), *t.reference, *t.fast, input, kMaxSteps, kObserveStride);
  LockstepResult& r = at.run;
  if (r.end != RunEnd::diverged && r.end != RunEnd::engine_error) return std::move(r);
  LockstepResult whole = from_start(t, data, size);
  if (whole.end == r.end) return whole;
  std::fprintf(stderr,
               "fuzz_diff: resumed from a kept state after %zu bytes the run ends %s, from the start %s:"
               " an engine's clone() differs from the state it copies\n",
               at.from.bytes, run_end_text(r.end, r.error), run_end_text(whole.end, whole.error));
  return std::move(r);
}

}  // namespace

// libFuzzer's own mutation, for the mutator below; weak, since the
// replay build (replay_main.cpp) links no libFuzzer and never mutates.
extern "C" __attribute__((weak)) std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size,
                                                               std::size_t max_size);

// With the cache on, most mutations keep the input up to a state kept near
// the end of what it played and mutate the rest (fuzz/tail_mutation.hpp); CANBEAT_FUZZ_TAIL=0
// leaves every mutation to libFuzzer, over the whole input.
extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size, std::size_t max_size,
                                               unsigned seed) {
  static const bool tail = [] {
    const char* on = std::getenv("CANBEAT_FUZZ_TAIL");
    return caching() && !(on && std::string_view(on) == "0");
  }();
  if (!tail) return LLVMFuzzerMutate(data, size, max_size);
  const std::size_t kept = cache().kept({reinterpret_cast<const char*>(data), size});
  return canbeat::fuzzing::mutate_tail(data, size, kept, max_size, 2 * kCacheStride, seed, LLVMFuzzerMutate);
}

// A fuzzing service runs targets by name, with no environment of their
// own: fuzz_diff_GAME (.clusterfuzzlite/build.sh) plays GAME unless
// CANBEAT_GAME says otherwise.
extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
  const std::string self = *argc > 0 ? (*argv)[0] : "";
  const std::string prefix = "fuzz_diff_";
  std::size_t at = self.rfind(prefix);
  if (at != std::string::npos && self.find('/', at) == std::string::npos && !std::getenv("CANBEAT_GAME"))
    setenv("CANBEAT_GAME", self.substr(at + prefix.size()).c_str(), 0);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace canbeat;
  LockstepResult r;
  std::vector<std::string> seats;
  try {
    const Target& t = target();
    seats = t.reference->seats();
    r = caching() ? resumed(t, data, size) : from_start(t, data, size);
  } catch (const EngineLost& e) {
    // An engine process that broke the protocol: the input that made it.
    std::fprintf(stderr, "fuzz_diff: engine error: %s\n", e.what());
    std::abort();
  }
  if (r.end == RunEnd::diverged) {
    std::fprintf(stderr, "fuzz_diff: the engines diverge\n%s",
                 describe(*r.divergence, seats).c_str());
    std::abort();
  }
  if (r.end == RunEnd::engine_error) {
    std::fprintf(stderr, "fuzz_diff: both engines failed: %s\n", r.error.c_str());
    std::abort();
  }
  return 0;
}
