// canbeat bench: the same seeded random games on each engine, timed in one
// run; games/s, decisions/s and the fast/reference ratio. (Speed is only
// ever measured here and in bench/, never asserted in tests.) A third row,
// lockstep, plays the same games on both engines compared at every step;
// then what starting a game costs on each engine.
#include <chrono>
#include <cstdio>
#include <memory>
#include <stdexcept>
#include <string>

#include "cli/commands.hpp"
#include "cli/rules_profile.hpp"
#include "cli/session.hpp"
#include "engines/registry.hpp"
#include "harness/agent.hpp"
#include "harness/lockstep.hpp"

namespace canbeat::cli {

namespace {

struct Timing {
  double seconds = 0;
  long games = 0;
  std::size_t decisions = 0;
};

// Plays seeded games (seed, seed+1, ...) until at least `games` games and
// `min_seconds` have passed, so a fast engine is timed over a long enough
// run. Each game starts from a clone of one start state and the loop does
// nothing but choose and apply: the engines are measured, not the harness.
Timing time_games(const Session& s, EngineKind kind, long games, std::uint64_t seed,
                  double min_seconds) {
  Timing t;
  const std::unique_ptr<Engine> start_state = s.make(kind);
  auto start = std::chrono::steady_clock::now();
  auto elapsed = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  for (long g = 0; g < games || elapsed() < min_seconds; ++g, ++t.games) {
    std::unique_ptr<Engine> engine = start_state->clone();
    RandomAgent agent(seed + g);
    while (engine->option_count() > 0) {
      engine->apply(agent.choose(*engine));
      ++t.decisions;
    }
  }
  t.seconds = elapsed();
  return t;
}

// The same games in lockstep (harness/lockstep.hpp): both engines, and
// the harness comparing their options at every decision and their states
// at every `observe_every`th; with kObserveEvery, the cost of `canbeat
// diff` per decision.
Timing time_lockstep(const Session& s, long games, std::uint64_t seed, double min_seconds,
                     std::size_t observe_every) {
  Timing t;
  const std::unique_ptr<Engine> ref_start = s.make(EngineKind::reference), fast_start = s.make(EngineKind::fast);
  auto start = std::chrono::steady_clock::now();
  auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  for (long g = 0; g < games || elapsed() < min_seconds; ++g, ++t.games) {
    std::unique_ptr<Engine> ref = ref_start->clone(), fast = fast_start->clone();
    RandomAgent agent(seed + g);
    t.decisions += lockstep(*ref, *fast, agent, 100000, observe_every).steps;
  }
  t.seconds = elapsed();
  return t;
}

// --engine ref: the reference alone (any game, with or without a fast
// engine); fast: the fast engine alone; both (the default for a game with a
// fast engine): both engines, lockstep and the ratios.
struct Rows {
  bool reference = true, fast = true;
};

Rows rows_of(const Args& args, const Session& s) {
  bool has_fast = has_fast_engine(s.game->name());
  std::string e = args.get("engine", has_fast ? "both" : "ref");
  if (e != "ref" && e != "reference" && !has_fast) throw UsageError("no fast engine for game '" + s.game->name() + "' (use --engine ref)");
  if (e == "both") return {true, true};
  try {
    EngineKind kind = engine_kind(e);
    return {kind == EngineKind::reference, kind == EngineKind::fast};
  } catch (const std::invalid_argument&) {
    throw UsageError("unknown engine '" + e + "' (expected ref, fast or both)");
  }
}

void print_row(const char* name, const Timing& t) {
  std::printf("%-10s %10ld %12.1f %14.0f %12zu %9.3f\n", name, t.games, t.games / t.seconds,
              t.decisions / t.seconds, t.decisions, t.seconds);
}

void print_ratios(const Timing& ref, const Timing& fast, const Timing& both, const Timing& every) {
  auto rate = [](const Timing& t) { return t.decisions / t.seconds; };
  std::printf("ratio fast/reference: %.1fx (decisions/s)\n", rate(fast) / rate(ref));
  std::printf("ratio lockstep/reference: %.2fx (decisions/s; states compared every %zu decisions, "
              "lockstep-1 every decision: %.2fx)\n",
              rate(both) / rate(ref), kObserveEvery, rate(every) / rate(ref));
}

// What starting one game costs, in microseconds: an engine made from the
// rules (make_engine: the reference deals and runs the start of play, a
// fast engine compiles its cards), one started from the table prepared
// once (prepare_engine; the preparing not counted), and a clone.
struct StartCost {
  double made = 0, started = 0, cloned = 0;
};

template <class Make>
double microseconds_each(Make make, double min_seconds) {
  auto start = std::chrono::steady_clock::now();
  double elapsed = 0;
  long n = 0;
  for (; n < 10 || elapsed < min_seconds; ++n) {
    std::unique_ptr<Engine> e = make();
    elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
  return elapsed * 1e6 / double(n);
}

StartCost time_start(const Session& s, EngineKind kind, double min_seconds) {
  std::shared_ptr<const PreparedGame> prepared = prepare_engine(kind, *s.game, s.setup, s.faults);
  std::unique_ptr<Engine> first = prepared->start();
  StartCost c;
  c.made = microseconds_each([&] { return make_engine(kind, *s.game, s.setup, s.faults); }, min_seconds);
  c.started = microseconds_each([&] { return prepared->start(); }, min_seconds);
  c.cloned = microseconds_each([&] { return first->clone(); }, min_seconds);
  return c;
}

void print_start(const char* name, const StartCost& c) {
  std::printf("start %-10s %9.1f us made, %9.1f us started prepared, %9.1f us cloned\n", name, c.made, c.started,
              c.cloned);
}

}  // namespace

int cmd_bench(int argc, char** argv) {
  Args args(argc, argv, 2, {"profile"}, {"game", "rules", "games", "seed", "min-ms", "players", "decks", "engine"});
  args.expect_positional(0, 0, "bench takes no file or game name (use --game G or --rules DIR)");
  Session s = open_session(args);
  Rows rows = rows_of(args, s);
  if (rows.fast) play_without_refused(s, "bench");
  long games = args.number("games", 200, 1, 100000000);
  std::uint64_t seed = args.seed("seed", 1);
  double min_seconds = args.number("min-ms", 1000, 0, 3600000) / 1000.0;
  std::printf("bench %s: seeded random games from seed %llu, at least %ld games and %.1f s per engine\n",
              s.game->name().c_str(), static_cast<unsigned long long>(seed), games, min_seconds);
  std::printf("%-10s %10s %12s %14s %12s %9s\n", "engine", "games", "games/s", "decisions/s",
              "decisions", "seconds");
  Timing ref, fast;
  if (rows.reference) print_row("reference", ref = time_games(s, EngineKind::reference, games, seed, min_seconds));
  if (rows.fast) print_row("fast", fast = time_games(s, EngineKind::fast, games, seed, min_seconds));
  if (rows.reference && rows.fast) {
    Timing both = time_lockstep(s, games, seed, min_seconds, kObserveEvery);
    Timing every = time_lockstep(s, games, seed, min_seconds, 1);
    print_row("lockstep", both);
    print_row("lockstep-1", every);
    print_ratios(ref, fast, both, every);
  }
  if (rows.reference) print_start("reference", time_start(s, EngineKind::reference, min_seconds / 4));
  if (rows.fast) print_start("fast", time_start(s, EngineKind::fast, min_seconds / 4));
  if (args.flag("profile")) print_rules_profile(s, games, seed, 25);
  return 0;
}

}  // namespace canbeat::cli
