// canbeat conflicts: what the rules of a game leave in conflict or undecided,
// each with where it is written and, where play can show it, a minimal
// witness game saved as a repro file (../shared/DESIGN.md "Conflict finder").
// The search is analysis/conflict_search.hpp, the findings and their text
// and JSON analysis/findings.hpp; this file reads the options and writes the
// witness files. --json prints the same content as one JSON object.
#include <fmt/format.h>

#include <cstdio>
#include <string>
#include <vector>

#include "analysis/conflict_report.hpp"
#include "cli/commands.hpp"
#include "cli/repro_io.hpp"
#include "cli/scale.hpp"
#include "dsl/file_io.hpp"

namespace canbeat::cli {
using namespace canbeat::analysis;

int cmd_conflicts(int argc, char** argv) {
  Args args(argc, argv, 2, {"json"}, {"game", "rules", "budget", "seed", "out", "players", "decks", "jobs"});
  args.expect_positional(0, 0, "conflicts takes no file or game name (use --game G or --rules DIR)");
  Session s = open_session(args);
  long budget = args.number("budget", 1000, 1, 100000000);
  std::uint64_t seed = args.seed("seed", 1);
  std::string out_dir = args.get("out", "canbeat-out/conflicts");
  check_output_dir(out_dir);
  // A witness that cannot be written (a full disk) is named on stderr and
  // the report goes on; the exit code says it (2).
  bool witness_unsaved = false;
  auto save = [&](const std::vector<std::string>& choices, const std::vector<std::string>& comments,
                  const std::string& stem) -> std::string {
    try {
      return save_repro(out_dir, make_repro(s, choices, comments), stem).string();
    } catch (const files::OutputError& e) {
      std::fprintf(stderr, "canbeat conflicts: error: %s\n", e.what());
      witness_unsaved = true;
      return "(not saved)";
    }
  };
  int jobs = jobs_of(args);
  ConflictReport report = conflict_report(s, find_conflicts(s, budget, seed, jobs), budget, seed, save, jobs);
  if (args.flag("json")) fmt::print("{:j}\n", report);
  else fmt::print("{}", report);
  // A witness that could not be saved is lost work: exit 2, in JSON too.
  if (witness_unsaved) return 2;
  return report.unresolved > 0 ? 1 : 0;
}

}  // namespace canbeat::cli
