// The lockstep runner: drives the reference engine and a fast engine with the
// same option keys and stops at the first step where they disagree. See
// ../shared/DESIGN.md "Lockstep, shrink, repro".
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "harness/agent.hpp"
#include "seam/engine.hpp"
#include "seam/observation.hpp"

namespace canbeat {

// Everything that differed at the first step where the engines disagree.
// Step n is the state after n choices (step 0: before any choice); `choices`
// are those n keys. Members stay empty/default where the engines agree.
struct Divergence {
  std::size_t step = 0;
  std::vector<std::string> choices;
  std::vector<FieldDiff> fields;  // observe() differences, by path
  bool options_differ = false;
  std::vector<std::string> reference_options, fast_options;  // set when they differ
  // Same keys but different option_weight()s: a chance decision with the
  // wrong odds (e.g. a miscounted deck), invisible in the keys alone.
  bool weights_differ = false;
  std::vector<std::uint32_t> reference_weights, fast_weights;  // set when they differ
  bool pending_differs = false;
  Pending reference_pending, fast_pending;
  bool outcome_differs = false;
  std::string reference_outcome, fast_outcome;
  // "" when that engine did not throw, else "<kind>: <what()>" where kind is
  // IllegalOption, EngineBug, OutOfBudget or exception.
  std::string reference_error, fast_error;
};

// How a run ended.
enum class RunEnd {
  game_over,      // the reference engine reached an outcome
  diverged,       // see LockstepResult::divergence
  out_of_budget,  // max_steps choices made, game still ongoing
  stopped,        // the chooser returned Chooser::stop, or the key list ended
  bad_key,        // replay: a key is not an option of the reference engine
  engine_error,   // an engine threw (both alike in lockstep; see `error`)
};
const char* run_end_text(RunEnd end);

// Whether a run's error (guarded: "<kind>: <what()>") is the rules' own: a
// statement met a state the rules do not handle ("FILE:L:C: rules error: a
// player must choose, but no option is open"), a finding about the rules,
// not a bug of the engine that reported it.
bool is_rules_error(std::string_view error);
// The error as a rules team reads it: a rules error without the engine's
// exception kind in front of it; any other error as it is.
std::string error_text(std::string_view error);
// run_end_text, or "rules error" for a run that a rules error ended.
const char* run_end_text(RunEnd end, std::string_view error);

struct LockstepResult {
  RunEnd end = RunEnd::game_over;
  std::size_t steps = 0;                 // choices applied to both engines
  std::string outcome;                   // the reference's outcome_text()
  std::vector<std::string> choices;      // the keys applied so far
  std::optional<Divergence> divergence;  // set exactly when end == diverged
  std::string error;                     // bad_key / engine_error message
};

// Plays until divergence, game over, chooser stop or max_steps choices.
// The chooser sees the reference engine; its option's key goes to both.
// Pending, options, weights, outcome and errors are compared after every
// choice; observe() (the costliest part: a full canonical state from each
// engine) after every `observe_every`th choice and when the run ends, so a
// state that differs only between two observed steps and never shows in
// the options is not seen. 1 observes every step. Without `observe_first`
// the state the run starts from is not observed: a run resumed from a
// state an earlier run passed (fuzz/prefix_cache.hpp), which an input
// that ends there observes.
LockstepResult lockstep(Engine& reference, Engine& fast, Chooser& chooser,
                        std::size_t max_steps, std::size_t observe_every = 1, bool observe_first = true);

// The stride of observations in runs of random games (`diff`, the fuzz
// target): every step's options are still compared, and a divergence found
// is located to its first step (located_lockstep).
inline constexpr std::size_t kObserveEvery = 8;

// Builds a fresh engine in the initial state.
using EngineFactory = std::function<std::unique_ptr<Engine>()>;

// lockstep() observing every `observe_every`th step, with its divergence
// located: when the run diverges, its choices are replayed on fresh engines
// observing every step, so the Divergence is the first step that differs,
// the one an every-step run of the same choices reports.
LockstepResult located_lockstep(const EngineFactory& reference, const EngineFactory& fast,
                                Chooser& chooser, std::size_t max_steps, std::size_t observe_every);

// Applies exactly `keys` to both engines (from their current state, normally
// fresh). A key the reference does not offer ends the run with bad_key and an
// error naming the step and key: that is a broken repro, not a divergence.
LockstepResult replay_keys(Engine& reference, Engine& fast,
                           const std::vector<std::string>& keys);

// The report users read: step, numbered choices, pending/options/outcome/error
// mismatches, then a `path | reference | fast` table of differing fields.
// `seats` names seats in pending lines (seat numbers when empty).
std::string describe(const Divergence& d, const std::vector<std::string>& seats = {});

// A stable summary of *how* the engines disagree (differing field paths, and
// which of options/pending/outcome/error), ignoring values: the shrinker keeps
// a candidate only if this is unchanged.
std::string divergence_signature(const Divergence& d);

// One step of a single-engine run, for `canbeat play --trace` and the bench.
struct TraceStep {
  std::size_t step;       // 1 for the first choice
  Pending pending;        // who decided
  const std::string& key; // what was chosen
  const Engine& engine;   // the state after the choice
};
using TraceFn = std::function<void(const TraceStep&)>;

struct PlayResult {
  RunEnd end = RunEnd::game_over;  // never diverged
  std::size_t steps = 0;
  std::string outcome;
  std::vector<std::string> choices;  // with the one an engine failed to apply, if one did
  Pending last;                      // who made choices.back()
  std::string error;  // engine_error: "<kind>: <what()>"; bad_key: the chooser's
};

PlayResult play(Engine& engine, Chooser& chooser, std::size_t max_steps,
                const TraceFn& trace = {});

// "divergence at step N: path1, path2": the comment line a repro of `d`
// carries in its header.
std::vector<std::string> divergence_comments(const Divergence& d);

}  // namespace canbeat
