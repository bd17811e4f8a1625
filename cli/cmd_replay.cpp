// canbeat replay FILE: replays a repro file's choices on both engines, shows
// the trace, and the first divergence if there is one.
#include <cstdio>

#include "cli/commands.hpp"
#include "cli/repro_io.hpp"

namespace canbeat::cli {

int cmd_replay(int argc, char** argv) {
  Args args(argc, argv, 2, {"quiet"}, {"rules", "fault"});
  if (args.positional().size() != 1) throw UsageError("replay needs exactly one repro file");
  Repro repro;
  Session s = open_repro(args.positional()[0], args, repro);
  auto ref = s.make(EngineKind::reference);
  auto fast = s.make(EngineKind::fast);
  std::vector<std::string> seats = ref->seats();
  if (!args.flag("quiet")) {
    // The trace: who decided what, as the reference engine saw it.
    auto shown = s.make(EngineKind::reference);
    for (std::size_t i = 0; i < repro.choices.size(); ++i) {
      if (shown->find_option(repro.choices[i]) == Engine::npos) break;
      Observation o = shown->observe();
      std::printf("%5zu  turn %s %-10s %-14s %s\n", i + 1, o.find("turn")->c_str(),
                  o.find("phase")->c_str(), pending_text(shown->pending(), seats).c_str(),
                  repro.choices[i].c_str());
      shown->apply(repro.choices[i]);
    }
  }
  LockstepResult r = replay_keys(*ref, *fast, repro.choices);
  std::printf("replay %s: %zu choices, %s, outcome %s\n", args.positional()[0].c_str(), r.steps,
              run_end_text(r.end), r.outcome.c_str());
  if (r.end == RunEnd::bad_key) throw UsageError(r.error);
  if (r.divergence) std::printf("%s", describe(*r.divergence, seats).c_str());
  if (r.end == RunEnd::engine_error) std::printf("error: %s\n", r.error.c_str());
  return r.divergence || r.end == RunEnd::engine_error ? 1 : 0;
}

}  // namespace canbeat::cli
