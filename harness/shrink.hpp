// Shrinking a diverging choice list: delta debugging (ddmin) plus replacing a
// choice with the first option's key, keeping a candidate only while it still
// diverges the same way (same divergence_signature()). Deterministic.
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "seam/engine.hpp"
#include "harness/lockstep.hpp"

namespace canbeat {

struct ShrinkStats {
  std::size_t attempts = 0;         // replays run, the first one included
  std::size_t original_length = 0;  // choices given
  std::size_t final_length = 0;
  bool budget_exhausted = false;    // stopped at max_replays: maybe not minimal
};

struct ShrinkResult {
  std::vector<std::string> choices;      // ends at the divergence step
  std::optional<Divergence> divergence;  // of `choices`; empty if the input did not diverge
  ShrinkStats stats;
};

// Shrinks `choices`, which should diverge when replayed. If they do not, the
// result has no divergence and the choices unchanged. Unless the budget runs
// out, removing any single choice of the result loses the divergence, changes
// its signature, or makes a key illegal (1-minimal).
ShrinkResult shrink(const EngineFactory& reference, const EngineFactory& fast,
                    std::vector<std::string> choices, std::size_t max_replays = 2000);

// The same delta debugging for any property of a single engine's game, e.g.
// "this game ends undecided empty-draw" (a witness of `canbeat conflicts`).
// `signature` replays keys on a fresh engine (skipping keys that are not
// options, as shrink() does) and returns the property's signature, or ""
// when the property does not hold; a candidate is kept when the signature
// is unchanged. The result keeps only the keys that were applied.
// `jobs` threads replay candidates ahead of their turn (`signature` must
// allow calls from several at once); the shrink is the one a single job
// makes, its count of replays too.
struct WitnessShrink {
  std::vector<std::string> choices;
  std::string signature;  // "" if the input did not have the property
  ShrinkStats stats;
  // Stopped by bounds its caller set (a replay budget below the shrink's
  // own, or a deadline): the caller reports that it may not be minimal.
  bool cut_short = false;
};
using SignatureFn = std::function<std::string(const std::vector<std::string>& keys,
                                              std::vector<std::string>& applied)>;
WitnessShrink shrink_witness(const SignatureFn& signature, const EngineFactory& engine,
                             std::vector<std::string> choices, std::size_t max_replays = 2000, int jobs = 1);

// A property read step by step along one replay. The shrinker then starts
// a candidate from a copy of the engine saved along the shortest list so
// far, where the candidate's keys still agree with that list's, instead of
// from the start: the same game, since every key the two share was applied
// there and the property did not show before that list's end. The shrink
// and its count of replays are the ones a SignatureFn of the same property
// makes.
struct StepProperty {
  EngineFactory start;  // a fresh engine
  // A copy of `e` that another thread may play while `e` goes on.
  std::function<std::unique_ptr<Engine>(const Engine&)> save;
  // At the start and after each key applied: the signature when the
  // property shows there (the replay ends), "" to go on. May be unset.
  std::function<std::string(const Engine&)> along;
  // After the keys, when `along` did not show: the signature, or "".
  // Unset: "".
  std::function<std::string(const Engine&)> at_end;
  // A throw while applying a key or reading `along`: the signature, or
  // "". Unset: the throw goes on to the caller.
  std::function<std::string(const std::exception&)> on_error;
  // A copy every this many keys applied (0: none): a candidate then
  // replays at most this many of the keys it shares with the shortest list.
  std::size_t save_every = 16;
};
WitnessShrink shrink_witness(const StepProperty& property, std::vector<std::string> choices,
                             std::size_t max_replays = 2000, int jobs = 1);
// The same property as a SignatureFn: each call one replay from the start.
SignatureFn signature_of(StepProperty property);

// Applies `keys` to `e` as a signature function replays them: a key that is
// not an option at its point is skipped, and none after the game has ended.
// `applied` gets the keys taken.
void apply_leniently(Engine& e, const std::vector<std::string>& keys, std::vector<std::string>& applied);

// The signature function for "the game ends with this outcome": replays the
// keys leniently on engine() and returns outcome_text() when it is not
// ongoing at the end of the keys.
SignatureFn outcome_signature(const EngineFactory& engine);

}  // namespace canbeat
