// canbeat replay FILE: replays a repro file's choices on both engines (on the
// reference alone for a game without a fast engine), shows the trace, and
// the first divergence or the error the replay ends in: the witness of an
// effect that never ends stops at the interpreter's step budget.
#include <cstdio>

#include "cli/commands.hpp"
#include "cli/repro_io.hpp"

namespace canbeat::cli {

namespace {

// The trace: who decided what, as the reference engine saw it. It stops
// where the replay will report a bad key or the rules running away.
void print_trace(const Session& s, const std::vector<std::string>& choices) {
  try {
    auto shown = s.make(EngineKind::reference);
    for (std::size_t i = 0; i < choices.size(); ++i) {
      if (shown->find_option(choices[i]) == Engine::npos) break;
      Observation o = shown->observe();
      std::printf("%5zu  turn %s %-10s %-14s %s\n", i + 1, o.find("turn")->c_str(), o.find("phase")->c_str(),
                  pending_text(shown->pending(), shown->seats()).c_str(), choices[i].c_str());
      shown->apply(choices[i]);
    }
  } catch (const OutOfBudget&) {
  } catch (const UsageError&) {
    throw;
  } catch (const std::exception&) {
    // A rules error: the replay below reports it, with its summary line.
  }
}

// The reference alone, ending as replay_keys() ends a lockstep replay.
LockstepResult replay_reference(Engine& ref, const std::vector<std::string>& keys) {
  KeysAgent agent(keys);
  PlayResult p = play(ref, agent, keys.size() + 1);
  LockstepResult r;
  // As in lockstep, a key whose apply fails counts as a step, the game
  // still ongoing.
  r.end = p.end, r.steps = p.choices.size(), r.outcome = p.outcome, r.choices = p.choices, r.error = p.error;
  if (r.outcome.empty()) r.outcome = outcome_text(ref.outcome(), ref.seats());
  if (r.end == RunEnd::game_over && agent.used() < keys.size()) {
    r.end = RunEnd::bad_key;
    r.error = "step " + std::to_string(agent.used() + 1) + ": '" + keys[agent.used()] +
              "' comes after the game ended (" + r.outcome + ")";
  }
  return r;
}

}  // namespace

int cmd_replay(int argc, char** argv) {
  Args args(argc, argv, 2, {"quiet"}, {"rules", "fault", "engine-cmd"});
  if (args.positional().size() != 1) throw UsageError("replay needs exactly one repro file");
  Repro repro;
  Session s = open_repro(args.positional()[0], args, repro);
  std::vector<std::string> seats = s.game->seats_for(s.setup.players);
  if (!args.flag("quiet")) print_trace(s, repro.choices);
  LockstepResult r;
  try {
    auto ref = s.make(EngineKind::reference);
    if (has_fast_engine(s.game->name())) {
      auto fast = s.make(EngineKind::fast);
      r = replay_keys(*ref, *fast, repro.choices);
    } else {
      r = replay_reference(*ref, repro.choices);
    }
  } catch (const OutOfBudget& e) {
    // The rules run away before the first decision: no engine to replay on.
    r.end = RunEnd::engine_error, r.outcome = "ongoing", r.error = std::string("OutOfBudget: ") + e.what();
  } catch (const UsageError&) {
    throw;
  } catch (const std::exception& e) {
    // A rules error before the first decision: a finding, with its summary.
    r.end = RunEnd::engine_error, r.outcome = "ongoing", r.error = e.what();
  }
  std::printf("replay %s: %zu choices, %s, outcome %s\n", args.positional()[0].c_str(), r.steps,
              run_end_text(r.end, r.error), r.outcome.c_str());
  if (r.end == RunEnd::bad_key) throw ReproError(choice_error(args.positional()[0], repro, r));
  if (r.divergence) std::printf("%s", describe(*r.divergence, seats).c_str());
  if (r.end == RunEnd::engine_error) std::printf("error: %s\n", error_text(r.error).c_str());
  return r.divergence || r.end == RunEnd::engine_error ? 1 : 0;
}

}  // namespace canbeat::cli
