// canbeat play: one seeded random game on one engine, with a readable trace.
#include <fmt/format.h>

#include <algorithm>
#include <cstdio>

#include "dsl/file_io.hpp"

#include "cli/board_map.hpp"
#include "cli/commands.hpp"
#include "cli/repro_io.hpp"
#include "cli/session.hpp"
#include "engines/engine_command.hpp"
#include "harness/agent.hpp"
#include "harness/lockstep.hpp"
#include "interpreter/interpreter.hpp"

namespace canbeat::cli {

namespace {

// The fields that changed between two observations, except the bookkeeping
// ones every step changes (pending, phase, turn). Decks are hidden piles:
// the trace shows how many cards they hold, not which.
void print_changes(const Observation& before, const Observation& after) {
  for (const FieldDiff& d : diff(before, after)) {
    if (d.path == "pending" || d.path == "phase" || d.path == "turn") continue;
    bool deck = d.path.size() > 5 && d.path.compare(d.path.size() - 5, 5, ".deck") == 0;
    if (!deck) {
      std::printf("         %s: %s\n", d.path.c_str(), d.fast.c_str());
      continue;
    }
    std::size_t cards = d.fast == "[]" ? 0 : 1 + std::count(d.fast.begin(), d.fast.end(), ',');
    std::printf("         %s: %zu cards\n", d.path.c_str(), cards);
  }
}

// The decision an error followed or interrupted, so that a trace ending in
// an error shows what led to it.
std::string last_decision(const PlayResult& r, const Engine& engine) {
  if (r.end != RunEnd::engine_error || r.choices.empty()) return "";
  bool interrupted = r.choices.size() > r.steps;
  return fmt::format("{} decision {}: {}: {}\n", interrupted ? "while applying" : "after", r.choices.size(),
                     pending_text(r.last, engine.seats()), r.choices.back());
}

// --view SEAT: the seat's index, the game seen as that seat saw it
// (Engine::view); -1 without the flag.
int viewer_of(const Args& args, const Engine& engine) {
  if (!args.has("view")) return -1;
  std::string name = args.get("view", "");
  const auto& seats = engine.seats();
  auto it = std::find(seats.begin(), seats.end(), name);
  if (it == seats.end()) throw UsageError("--view " + name + ": no seat of that name at this table");
  int seat = static_cast<int>(it - seats.begin());
  if (!engine.view(seat)) throw UsageError("--view: this engine does not say what a seat sees");
  return seat;
}

// A decision seen from a seat: a chance's label, not what it drew ("draw
// ?"); another player's secret choice not at all ("?").
std::string seen_key(const std::string& key, const Pending& p, int viewer) {
  if (viewer < 0 || p.who == Decider::none) return key;
  if (p.who == Decider::player) return p.secret && p.seat != viewer ? "?" : key;
  std::size_t space = key.find(' ');
  return space == std::string::npos ? key : key.substr(0, space) + " ?";
}

}  // namespace

int cmd_play(int argc, char** argv) {
  Args args(argc, argv, 2, {"trace", "map"}, {"game", "rules", "seed", "engine", "fault", "max-steps", "save", "players", "decks", "engine-cmd", "view"});
  args.expect_positional(0, 0, "play takes no file or game name (use --game G or --rules DIR)");
  Session s = open_session(args);
  if (args.has("save")) check_output_file(args.get("save", ""));
  EngineKind kind = EngineKind::reference;
  try {
    kind = engine_kind(args.get("engine", "ref"));
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
  std::uint64_t seed = args.seed("seed", 1);
  std::size_t max_steps = args.number("max-steps", 100000, 1, 100000000);
  std::unique_ptr<Engine> engine = s.make(kind);
  auto* reference = dynamic_cast<interp::Reference*>(engine.get());
  RandomAgent agent(seed);
  bool trace = args.flag("trace");
  // --map: the board drawn at the start and after each step that moved a
  // piece (game-neutral: the zones declared `pieces`).
  bool map = trace && args.flag("map") && has_board_map(*s.game);
  int viewer = viewer_of(args, *engine);
  if (viewer >= 0 && !trace) throw UsageError("--view SEAT shows a --trace as that seat saw it: add --trace");
  auto seen = [viewer](const Engine& e) { return viewer < 0 ? e.observe() : *e.view(viewer); };
  Observation last = seen(*engine);
  if (trace) std::printf("%s\n", last.serialize().c_str());
  const dsl::Board* board = map ? s.game->board_for(s.game->decks_for(s.setup.players, s.setup.decks)) : nullptr;
  if (map) std::printf("%s", draw_board(*s.game, *board, last).c_str());
  auto on_step = [&](const TraceStep& t) {
    Observation now = seen(t.engine);
    std::printf("%5zu  turn %s %-10s %-14s %s\n", t.step, last.find("turn")->c_str(),
                last.find("phase")->c_str(), pending_text(t.pending, engine->seats()).c_str(),
                seen_key(t.key, t.pending, viewer).c_str());
    if (reference)
      for (const std::string& e : reference->take_events()) std::printf("         %s\n", e.c_str());
    print_changes(last, now);
    if (map && draw_board(*s.game, *board, now) != draw_board(*s.game, *board, last))
      std::printf("%s", draw_board(*s.game, *board, now).c_str());
    last = std::move(now);
  };
  PlayResult r = play(*engine, agent, max_steps, trace ? TraceFn(on_step) : TraceFn());
  std::printf("game %s, %s engine, seed %llu: %s after %zu decisions (%s)\n", engine->game().c_str(),
              kind == EngineKind::reference ? "reference" : engine_command().empty() ? "fast" : "external",
              static_cast<unsigned long long>(seed), r.outcome.empty() ? "no outcome" : r.outcome.c_str(),
              r.steps, run_end_text(r.end, r.error));
  if (!r.error.empty()) std::printf("error: %s\n%s", error_text(r.error).c_str(), last_decision(r, *engine).c_str());
  if (args.has("save")) {
    // The game's choices as a repro file: `canbeat replay` plays it again.
    std::string path = args.get("save", "");
    files::write_file_atomic(path, write_repro(make_repro(s, r.choices, {fmt::format("canbeat play --seed {}: {}", seed, r.outcome)})));
    std::printf("saved %zu choices to %s\n", r.choices.size(), path.c_str());
  }
  return r.end == RunEnd::game_over ? 0 : 1;
}

}  // namespace canbeat::cli
