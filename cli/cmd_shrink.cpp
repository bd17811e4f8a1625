// canbeat shrink FILE -o OUT: delta-debugs a diverging repro to a shorter
// one that still diverges the same way, and writes it to OUT.
#include <fmt/format.h>

#include <cstdio>

#include "dsl/file_io.hpp"

#include "cli/commands.hpp"
#include "cli/repro_io.hpp"

namespace canbeat::cli {

int cmd_shrink(int argc, char** argv) {
  Args args(argc, argv, 2, {}, {"out", "rules", "fault", "max-replays", "engine-cmd"});
  if (args.positional().size() != 1 || !args.has("out"))
    throw UsageError("usage: canbeat shrink FILE -o OUT");
  Repro repro;
  Session s = open_repro(args.positional()[0], args, repro);
  check_output_file(args.get("out", ""));
  std::size_t budget = args.number("max-replays", 2000, 1, 1000000);
  {
    // A file whose keys the game does not offer is bad input (as replay
    // says), not a repro that "does not diverge".
    auto ref = s.make(EngineKind::reference);
    auto fast = s.make(EngineKind::fast);
    LockstepResult first = replay_keys(*ref, *fast, repro.choices);
    if (first.end == RunEnd::bad_key) throw ReproError(choice_error(args.positional()[0], repro, first));
  }
  ShrinkResult r = shrink(s.factory(EngineKind::reference), s.factory(EngineKind::fast),
                          repro.choices, budget);
  if (!r.divergence) {
    std::printf("%s does not diverge: nothing to shrink\n", args.positional()[0].c_str());
    return 0;
  }
  std::vector<std::string> comments = divergence_comments(*r.divergence);
  comments.push_back(fmt::format("shrunk from {} to {} choices in {} replays{}",
                                 r.stats.original_length, r.stats.final_length, r.stats.attempts,
                                 r.stats.budget_exhausted ? " (budget exhausted)" : ""));
  std::string out = args.get("out", "");
  files::write_file_atomic(out, write_repro(make_repro(s, r.choices, comments)));
  std::printf("shrunk %zu -> %zu choices in %zu replays: %s\n%s", r.stats.original_length,
              r.stats.final_length, r.stats.attempts, out.c_str(),
              describe(*r.divergence, s.game->list_property("players")).c_str());
  return 1;
}

}  // namespace canbeat::cli
