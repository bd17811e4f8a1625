// canbeat conflicts: what the rules of a game leave in conflict or undecided,
// each with where it is written and, where play can show it, a minimal
// witness game saved as a repro file (../shared/DESIGN.md "Conflict finder").
// The search is analysis/conflict_search.hpp, the findings and their text
// and JSON analysis/findings.hpp; this file reads the options and writes the
// witness files. --json prints the same content as one JSON object; with
// --shard I/N it prints the shard's games instead, for `canbeat merge`.
#include <fmt/format.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "analysis/conflict_report.hpp"
#include "analysis/position_search.hpp"
#include "analysis/scenario_witness.hpp"
#include "analysis/start_search.hpp"
#include "analysis/witness_scenario.hpp"
#include "cli/commands.hpp"
#include "cli/conflicts_aimed.hpp"
#include "cli/conflicts_shard.hpp"
#include "cli/findings_sarif.hpp"
#include "cli/repro_io.hpp"
#include "cli/scale.hpp"
#include "cli/view.hpp"
#include "dsl/file_io.hpp"
#include "harness/parallel.hpp"

namespace canbeat::cli {
using namespace canbeat::analysis;

namespace {

// How a witness scenario in `out_dir` names the game: a built-in game by
// its folder's name, any other by its folder relative to `out_dir`.
std::string scenario_game_line(const Session& s, const std::string& out_dir) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path dir = fs::weakly_canonical(s.game->dir, ec);
  fs::path builtin = fs::weakly_canonical(dsl::builtin_games_dir(), ec);
  if (dir.parent_path() == builtin) return "game " + dir.filename().string();
  fs::path out = fs::weakly_canonical(out_dir, ec);
  return "game " + fs::relative(dir, out, ec).string();
}

// Saves a witness of table `s` in `out_dir`: its repro, and its scenario
// file when one shows the finding, and with `view` its viewer page. A file
// that cannot be written is named on stderr and sets `unsaved`; the report
// goes on.
SaveWitness saver(const Session& s, const std::string& out_dir, bool view, bool& unsaved) {
  return [&s, out_dir, view, &unsaved](const std::vector<std::string>& choices, const std::vector<std::string>& comments,
                                       const std::string& stem, const Ending& end) {
    SavedWitness saved;
    try {
      Repro made = make_repro(s, choices, comments);
      std::filesystem::path repro = save_repro(out_dir, made, stem);
      saved.path = repro.string();
      if (view) write_view_beside(s, made, saved.path);
      std::filesystem::path scenario = std::filesystem::path(repro).replace_extension(".scenario");
      std::optional<WitnessScenario> w = witness_scenario(s, scenario.string(), scenario_game_line(s, out_dir),
                                                          repro.stem().string(), comments, choices, end);
      if (w) {
        files::write_file_atomic(scenario.string(), w->text);
        saved.scenario = scenario.string(), saved.scenario_lines = w->lines;
      }
    } catch (const files::OutputError& e) {
      std::fprintf(stderr, "canbeat conflicts: error: %s\n", e.what());
      unsaved = true;
      if (saved.path.empty()) saved.path = "(not saved)";
    }
    return saved;
  };
}

// Writes the scenario files of witnesses from positions of table `s` in
// `out_dir`; one that cannot be written is named on stderr and sets `unsaved`.
PositionSink position_sink(const Session& s, const std::string& out_dir, bool& unsaved) {
  return {out_dir, scenario_game_line(s, out_dir), [&unsaved](const std::string& path, const std::string& text) {
            try {
              // A position's witness may be the run's first file.
              std::error_code ec;
              std::filesystem::create_directories(std::filesystem::path(path).parent_path(), ec);
              if (ec) throw files::OutputError("cannot write " + path + ": " + ec.message());
              files::write_file_atomic(path, text);
              return true;
            } catch (const files::OutputError& e) {
              std::fprintf(stderr, "canbeat conflicts: error: %s\n", e.what());
              unsaved = true;
              return false;
            }
          }};
}

}  // namespace

// "a,b": the paths --scenarios names; an empty one is bad usage.
static std::vector<std::string> split_list(const std::string& list) {
  std::vector<std::string> out;
  for (std::size_t at = 0; at <= list.size();) {
    std::size_t comma = std::min(list.find(',', at), list.size());
    out.push_back(list.substr(at, comma - at));
    if (out.back().empty()) throw UsageError("--scenarios: expected FILE_OR_DIR[,FILE_OR_DIR...], got '" + list + "'");
    at = comma + 1;
  }
  return out;
}

// Games per table on the tables that deal a card an unmet pair names.
constexpr long kAimedGames = 40;

int report_conflicts(const Session& s, const ConflictSearch& r, long budget, std::uint64_t seed, const Args& args) {
  std::string out_dir = args.get("out", "canbeat-out/conflicts");
  check_output_dir(out_dir);
  // A witness that cannot be written (a full disk) is named on stderr and
  // the report goes on; the exit code says it (2).
  bool witness_unsaved = false;
  bool view = args.flag("view");
  SaveWitness save = saver(s, out_dir, view, witness_unsaved);
  // Stopped by --seconds: "not reached" names the games that were searched.
  if (s.deadline) budget = std::min<long>(budget, static_cast<long>(r.games));
  ConflictReport report = conflict_report(s, r, budget, seed, save, jobs_of(args));
  // The findings no game met, aimed at from the start; the pairs still not
  // met, on the tables that deal the cards they name; then the findings
  // still not met, from positions the rules accept.
  std::size_t cap = static_cast<std::size_t>(std::max<long>(budget, 1)) * shrink_replays_per_game;
  witness_from_start(s, r, report, save, cap, seed, start_budget(budget), {}, jobs_of(args));
  auto table_saver = [&](const Session& t) { return saver(t, out_dir, view, witness_unsaved); };
  auto table_sink = [&](const Session& t) { return position_sink(t, out_dir, witness_unsaved); };
  witness_on_dealing_tables(s, r, report, std::min(budget, kAimedGames), seed, jobs_of(args), table_saver, table_sink);
  PositionSink sink = position_sink(s, out_dir, witness_unsaved);
  witness_from_positions(s, r, report, sink, seed, position_budget(budget), {}, jobs_of(args));
  // What still no search met: a scenario of the game's own may show it.
  if (args.has("scenarios")) witness_from_scenarios(*s.game, split_list(args.get("scenarios", "")), report);
  if (args.flag("json")) fmt::print("{:j}\n", report);
  else fmt::print("{}", report);
  write_reports(args, fmt::format("canbeat conflicts {}: {} games, {} unresolved", report.game, report.games,
                                  report.unresolved),
                conflict_rules(), conflict_results(report));
  // A witness that could not be saved is lost work: exit 2, in JSON too.
  if (witness_unsaved) return 2;
  return report.unresolved > 0 ? 1 : 0;
}

namespace {

// A shard's games searched and printed as JSON; the report is merge's.
int conflicts_shard(const Session& s, const Args& args, long budget, std::uint64_t seed, const Shard& shard) {
  if (!args.flag("json")) throw UsageError("conflicts --shard writes the shard's games with --json, for canbeat merge");
  ConflictSearch tables = static_conflicts(s);
  s.prepare_threads();
  std::vector<std::pair<long, GameFinds>> games;
  std::atomic<bool> over{false};  // a game ran away before its first decision: so do all
  auto work = [&](long g) { return over || s.time_up() ? GameFinds{} : search_game(s, tables, seed + static_cast<std::uint64_t>(g)); };
  auto consume = [&](long g, GameFinds f) {
    if (s.time_up()) return false;
    over = f.runaway_at_start;
    games.emplace_back(g, std::move(f));
    return !over;
  };
  ordered_parallel(shard_games(budget, shard), jobs_of(args), work, consume);
  std::fputs(conflicts_json(s, table_words(args), budget, seed, shard, games).c_str(), stdout);
  return 0;
}

}  // namespace

int cmd_conflicts(int argc, char** argv) {
  Args args(argc, argv, 2, {"json", "view"}, {"game", "rules", "budget", "seed", "out", "players", "decks", "jobs", "shard", "seconds", "sarif", "markdown", "scenarios"});
  check_report_files(args);
  args.expect_positional(0, 0, "conflicts takes no file or game name (use --game G or --rules DIR)");
  Session s = open_session(args);
  long budget = args.number("budget", 1000, 1, 100000000);
  std::uint64_t seed = args.seed("seed", 1);
  check_output_dir(args.get("out", "canbeat-out/conflicts"));
  // --seconds bounds the search and the shrinking of its witnesses together.
  if (args.has("seconds"))
    s.deadline = std::chrono::steady_clock::now() + std::chrono::seconds(args.number("seconds", 0, 1, 100000000));
  s.jobs = jobs_of(args);
  if (Shard shard = shard_of(args); !shard.whole()) {
    if (args.has("scenarios")) throw UsageError("--scenarios is read by a whole run, not by a shard (merge prints the report)");
    return conflicts_shard(s, args, budget, seed, shard);
  }
  return report_conflicts(s, find_conflicts(s, budget, seed, jobs_of(args)), budget, seed, args);
}

}  // namespace canbeat::cli
