// canbeat diff: N seeded random games on the reference interpreter and the
// fast engine in lockstep. Each divergence is printed, shrunk and saved as a
// repro file; the summary counts games, decisions, outcomes, divergences.
// The games run on --jobs threads and may be split into --shard I/N; the
// report is the same (cli/diff_report.hpp).
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cstdio>
#include <optional>

#include "cli/commands.hpp"
#include "cli/diff_report.hpp"
#include "cli/repro_io.hpp"
#include "cli/view.hpp"
#include "cli/scale.hpp"
#include "dsl/file_io.hpp"
#include "engines/engine_command.hpp"
#include "harness/agent.hpp"
#include "harness/parallel.hpp"
#include "harness/shrink.hpp"

namespace canbeat::cli {

namespace {

// One game's record, and its run when it diverged (for the shrink).
struct Played {
  DiffGame game;
  std::optional<LockstepResult> diverged;
};

Played play_game(const Session& s, long g, std::uint64_t seed, std::size_t max_steps, std::size_t observe_every) {
  RandomAgent agent(seed);
  LockstepResult r = located_lockstep(s.factory(EngineKind::reference), s.factory(EngineKind::fast), agent,
                                      max_steps, observe_every);
  Played p;
  p.game = {g, seed, r.steps, r.end, r.outcome, r.error};
  if (r.end == RunEnd::diverged) {
    p.game.signature = divergence_signature(*r.divergence);
    p.game.divergence = describe(*r.divergence, s.make(EngineKind::reference)->seats());
    p.diverged = std::move(r);
  }
  return p;
}

// Shrinks a divergence and saves it; the line the report prints for it.
std::string save_divergence(const Session& s, const LockstepResult& r, const std::string& out_dir, bool& unsaved) {
  ShrinkResult shrunk = shrink(s.factory(EngineKind::reference), s.factory(EngineKind::fast),
                               r.divergence->choices);
  const Divergence& d = shrunk.divergence ? *shrunk.divergence : *r.divergence;
  std::vector<std::string> comments = divergence_comments(d);
  comments.push_back(fmt::format("shrunk from {} to {} choices in {} replays",
                                 shrunk.stats.original_length, shrunk.stats.final_length,
                                 shrunk.stats.attempts));
  // The engine checked is not in the file's table: the command that
  // replays it is.
  if (!engine_command().empty())
    comments.push_back("replay with: canbeat replay FILE --engine-cmd '" + engine_command() + "'");
  std::string path, view;
  try {
    Repro repro = make_repro(s, shrunk.choices, comments);
    path = save_repro(out_dir, repro).string();
    view = write_view_beside(s, repro, path);
  } catch (const files::OutputError& e) {
    // The games go on and the summary is printed; the exit code says it.
    std::fprintf(stderr, "canbeat diff: error: %s\n", e.what());
    unsaved = true;
    path = "(not saved)";
  }
  return fmt::format("shrunk {} -> {} choices ({} replays); repro: {}{}", shrunk.stats.original_length,
                     shrunk.stats.final_length, shrunk.stats.attempts, path, view.empty() ? "" : "; view: " + view);
}

DiffRun run_of(const Session& s, long games, std::uint64_t seed, std::size_t max_steps) {
  std::string table = fmt::format("players {} decks {} without {}", s.setup.players, fmt::join(s.setup.decks, ","),
                                  fmt::join(s.without, ","));
  return {s.game->name(), s.game->rules_hash, s.game->cards_hash, table, games, seed, max_steps};
}

}  // namespace

int cmd_diff(int argc, char** argv) {
  Args args(argc, argv, 2, {"quiet", "json"},
            {"game", "rules", "games", "seed", "out", "fault", "max-steps", "players", "decks", "jobs", "shard",
             "observe-every", "engine-cmd"});
  args.expect_positional(0, 0, "diff takes no file or game name (use --game G or --rules DIR)");
  Session s = open_session(args);
  play_without_refused(s, "diff");
  long games = args.number("games", 1000, 1, 100000000);
  std::uint64_t seed = args.seed("seed", 1);
  std::size_t max_steps = args.number("max-steps", 100000, 1, 100000000);
  std::size_t observe_every = args.number("observe-every", kObserveEvery, 1, 1000000);
  std::string out_dir = args.get("out", "canbeat-out");
  int jobs = jobs_of(args);
  Shard shard = shard_of(args);
  check_output_dir(out_dir);
  s.prepare_threads();
  DiffRun run = run_of(s, games, seed, max_steps);
  bool json = args.flag("json");
  DiffReport report(run, args.flag("quiet"), json);
  std::vector<DiffGame> records;
  SavedWays saved;
  bool unsaved = false;
  auto work = [&](long g) { return play_game(s, g, seed + g, max_steps, observe_every); };
  auto consume = [&](long, Played p) {
    if (p.diverged && saved.first(p.game.signature)) p.game.saved = save_divergence(s, *p.diverged, out_dir, unsaved);
    p.game.unsaved = unsaved;
    report.add(p.game);
    if (json) records.push_back(std::move(p.game));
  };
  ordered_parallel(shard_games(games, shard), jobs, work, consume);
  if (json) std::fputs(diff_json(run, shard, records).c_str(), stdout);
  return report.finish();
}

}  // namespace canbeat::cli
