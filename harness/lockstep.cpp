#include "harness/lockstep.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <exception>
#include <utility>

#include "seam/engine_lost.hpp"

namespace canbeat {

const char* run_end_text(RunEnd end) {
  switch (end) {
    case RunEnd::game_over: return "game over";
    case RunEnd::diverged: return "diverged";
    case RunEnd::out_of_budget: return "out of budget";
    case RunEnd::stopped: return "stopped";
    case RunEnd::bad_key: return "bad key";
    case RunEnd::engine_error: return "engine error";
  }
  return "?";
}

bool is_rules_error(std::string_view error) {
  return error.rfind("EngineBug: ", 0) == 0 && error.find("rules error: ") != std::string_view::npos;
}

std::string error_text(std::string_view error) {
  if (is_rules_error(error)) error.remove_prefix(std::string_view("EngineBug: ").size());
  return std::string(error);
}

const char* run_end_text(RunEnd end, std::string_view error) {
  return end == RunEnd::engine_error && is_rules_error(error) ? "rules error" : run_end_text(end);
}

namespace {

// Runs f; "" if it returned, else the error's kind and message. The three
// kinds of DESIGN.md are told apart so a rule violation in one engine never
// matches an engine bug in the other.
template <class F>
std::string guarded(F&& f) {
  try {
    f();
    return "";
  } catch (const IllegalOption& e) {
    return std::string("IllegalOption: ") + e.what();
  } catch (const EngineBug& e) {
    return std::string("EngineBug: ") + e.what();
  } catch (const OutOfBudget& e) {
    return std::string("OutOfBudget: ") + e.what();
  } catch (const EngineLost&) {
    // Not an answer of the engine's to compare: the run cannot go on.
    throw;
  } catch (const std::exception& e) {
    return std::string("exception: ") + e.what();
  }
}

bool out_of_budget(const std::string& error) { return error.rfind("OutOfBudget: ", 0) == 0; }

// The engines agree where the reference gave up. Each engine counts its
// own work (the interpreter every expression and element, a fast engine
// the elements its aggregates visit, never more for one decision), so a
// text near the bound may stop the reference alone: the rules reached no
// decision in the spec's budget, and the fast engine doing more is not a
// different answer. A fast engine out of budget where the reference is
// not is one (a loop of its own).
bool agree(const std::string& reference, const std::string& fast) {
  return reference == fast || (out_of_budget(reference) && (fast.empty() || out_of_budget(fast)));
}

// Everything compared between the engines at one step.
struct Snapshot {
  Pending pending;
  std::vector<std::string> options;
  std::vector<std::uint32_t> weights;
  Observation observation;
  std::string outcome;
  std::string error;
};

// Each seat's view (Engine::view) as fields "view.SEAT.PATH" beside the
// full state's, so that a card one engine shows a seat and the other hides
// is a differing field. `first` is seat 0's view where it was asked
// already (Pair::ask_views). The views go in by a merge, not a sort of
// the whole: each is sorted by path, and the full state is; a sort of
// hundreds of paths, every comparison a memcmp a fuzzer hooks, cost more
// than the views themselves. A part found unsorted is sorted with the
// rest, as before.
void add_views(const Engine& e, Observation& o, std::optional<Observation> first) {
  const std::vector<std::string>& seats = e.seats();
  // Seats in the order of their paths' "view.SEAT." prefixes.
  std::vector<std::size_t> order(seats.size());
  for (std::size_t seat = 0; seat < order.size(); ++seat) order[seat] = seat;
  std::sort(order.begin(), order.end(),
            [&](std::size_t a, std::size_t b) { return seats[a] + "." < seats[b] + "."; });
  const auto middle = static_cast<std::ptrdiff_t>(o.fields.size());
  for (std::size_t seat : order) {
    std::optional<Observation> v = seat == 0 && first ? std::move(first) : e.view(static_cast<int>(seat));
    if (!v) continue;
    const std::string prefix = "view." + seats[seat] + ".";
    for (Field& f : v->fields) o.add(prefix + f.path, std::move(f.value));
  }
  auto by_path = [](const Field& a, const Field& b) { return a.path < b.path; };
  const auto mid = o.fields.begin() + middle;
  if (std::is_sorted(o.fields.begin(), mid, by_path) && std::is_sorted(mid, o.fields.end(), by_path))
    std::inplace_merge(o.fields.begin(), mid, o.fields.end(), by_path);
  else
    o.sort();
}

// Without `observing`, the observation stays empty on both sides; `views`
// when both engines model who sees what. Fills s in place: a run keeps one
// snapshot per engine, so each step's option keys are written into the
// last step's strings (no allocation per option where an engine writes
// its keys in place, Engine::option_key_to).
void snapshot(const Engine& e, bool observing, bool views, Snapshot& s, std::optional<Observation> first = {}) {
  s.error = guarded([&] {
    s.pending = e.pending();
    const std::size_t n = e.option_count();
    s.options.resize(n);
    s.weights.clear();
    for (std::size_t i = 0; i < n; ++i) {
      e.option_key_to(i, s.options[i]);
      s.weights.push_back(e.option_weight(i));
    }
    s.observation = observing ? e.observe() : Observation{};
    if (observing && views) add_views(e, s.observation, std::move(first));
    s.outcome = outcome_text(e.outcome(), e.seats());
  });
}

// Fills the mismatching parts of d; true if there is any.
bool compare(const Snapshot& r, const Snapshot& f, Divergence& d) {
  if (!agree(r.error, f.error)) {
    d.reference_error = r.error;
    d.fast_error = f.error;
    return true;
  }
  if (!r.error.empty()) return false;
  d.pending_differs = r.pending != f.pending;
  d.reference_pending = r.pending;
  d.fast_pending = f.pending;
  d.options_differ = r.options != f.options;
  if (d.options_differ) {
    d.reference_options = r.options;
    d.fast_options = f.options;
  }
  d.weights_differ = !d.options_differ && r.weights != f.weights;
  if (d.weights_differ) {
    d.reference_weights = r.weights;
    d.fast_weights = f.weights;
  }
  d.outcome_differs = r.outcome != f.outcome;
  if (d.outcome_differs) {
    d.reference_outcome = r.outcome;
    d.fast_outcome = f.outcome;
  }
  d.fields = diff(r.observation, f.observation);
  return d.pending_differs || d.options_differ || d.weights_differ || d.outcome_differs || !d.fields.empty();
}

// Seat 0's view, none where the engine gives none (or fails to).
std::optional<Observation> first_view(const Engine& e) {
  std::optional<Observation> view;
  guarded([&] {
    if (!e.seats().empty()) view = e.view(0);
  });
  return view;
}

// The two engines and the result being built; each method returns whether
// the run may go on.
class Pair {
 public:
  Pair(Engine& reference, Engine& fast, std::size_t observe_every = 1)
      : ref_(reference),
        fast_(fast),
        observe_every_(std::max<std::size_t>(observe_every, 1)) {}

  // The game over is always observed: the end state is the run's result.
  bool check(bool observing = true) {
    if (observing && views_ == Views::unasked) ask_views();
    snapshot(ref_, observing, views_ == Views::shown, r_, std::exchange(ref_first_, std::nullopt));
    snapshot(fast_, observing, views_ == Views::shown, f_, std::exchange(fast_first_, std::nullopt));
    Divergence d;
    if (compare(r_, f_, d)) return diverge(std::move(d));
    if (!r_.error.empty()) return fail(r_.error);
    if (!observing && r_.pending.who == Decider::none) return check(true);
    observed_ = observing;
    result.outcome = r_.outcome;
    if (r_.pending.who != Decider::none) return true;
    result.end = RunEnd::game_over;
    return false;
  }

  // A run that stops before the game ends compares its last state too.
  void check_last() {
    if (!observed_) check(true);
  }

  // Option i of both engines: check() found their option lists equal.
  bool step(std::size_t i) {
    result.choices.push_back(r_.options.at(i));
    ++result.steps;
    std::string r = guarded([&] { ref_.apply(i); });
    std::string f = guarded([&] { fast_.apply(i); });
    // Both out of budget: they agree the rules never reach a decision; how
    // each says so (the interpreter names the lap it repeats) is its own.
    if (!agree(r, f)) {
      Divergence d;
      d.reference_error = r;
      d.fast_error = f;
      return diverge(std::move(d));
    }
    if (!r.empty()) return fail(r);
    return check(result.steps % observe_every_ == 0);
  }

  // The reference's option with this key, or npos.
  std::size_t find(const std::string& key) const {
    auto at = std::find(r_.options.begin(), r_.options.end(), key);
    return at == r_.options.end() ? Engine::npos : static_cast<std::size_t>(at - r_.options.begin());
  }
  const std::vector<std::string>& options() const { return r_.options; }
  std::string pending() const { return pending_text(ref_.pending(), ref_.seats()); }

  LockstepResult result;

 private:
  bool diverge(Divergence d) {
    d.step = result.steps;
    d.choices = result.choices;
    result.divergence = std::move(d);
    result.end = RunEnd::diverged;
    return false;
  }
  bool fail(std::string error) {
    result.error = std::move(error);
    result.end = RunEnd::engine_error;
    return false;
  }

  Engine& ref_;
  Engine& fast_;
  std::size_t observe_every_;
  // Whether both engines give each seat's view: asked at the first
  // observed step with seat 0's views, which that step's snapshots use
  // (a run that observes once asks for no view twice).
  enum class Views { unasked, shown, none };
  void ask_views() {
    ref_first_ = first_view(ref_);
    fast_first_ = first_view(fast_);
    views_ = ref_first_ && fast_first_ ? Views::shown : Views::none;
    if (views_ == Views::none) {
      ref_first_.reset();
      fast_first_.reset();
    }
  }
  Views views_ = Views::unasked;
  std::optional<Observation> ref_first_, fast_first_;
  bool observed_ = true;  // the current step's observations were compared
  Snapshot r_, f_;        // each engine's, at the current step
};

std::string joined(const std::vector<std::string>& keys) {
  std::string out;
  for (const std::string& k : keys) out += (out.empty() ? "" : ", ") + k;
  return out;
}

}  // namespace

LockstepResult lockstep(Engine& reference, Engine& fast, Chooser& chooser,
                        std::size_t max_steps, std::size_t observe_every, bool observe_first) {
  Pair pair(reference, fast, observe_every);
  if (!pair.check(observe_first)) return std::move(pair.result);
  for (;;) {
    if (pair.result.steps >= max_steps) {
      pair.result.end = RunEnd::out_of_budget;
      pair.check_last();
      break;
    }
    std::size_t i = Chooser::stop;
    std::string error = guarded([&] { i = chooser.choose(reference); });
    if (!error.empty() || (i != Chooser::stop && i >= pair.options().size())) {
      pair.result.end = RunEnd::bad_key;
      pair.result.error = error.empty() ? "chooser picked option " + std::to_string(i) +
                                              " of " + std::to_string(pair.options().size())
                                        : error;
      break;
    }
    if (i == Chooser::stop) {
      pair.result.end = RunEnd::stopped;
      pair.check_last();
      break;
    }
    if (!pair.step(i)) break;
  }
  return std::move(pair.result);
}

LockstepResult located_lockstep(const EngineFactory& reference, const EngineFactory& fast,
                                Chooser& chooser, std::size_t max_steps, std::size_t observe_every) {
  LockstepResult run;
  {
    std::unique_ptr<Engine> r = reference(), f = fast();
    run = lockstep(*r, *f, chooser, max_steps, observe_every);
  }
  if (run.end != RunEnd::diverged || observe_every <= 1) return run;
  std::unique_ptr<Engine> r = reference(), f = fast();
  LockstepResult located = replay_keys(*r, *f, run.divergence->choices);
  // Replays are deterministic; were one not, the sampled divergence stands.
  return located.end == RunEnd::diverged ? located : run;
}

LockstepResult replay_keys(Engine& reference, Engine& fast,
                           const std::vector<std::string>& keys) {
  Pair pair(reference, fast);
  bool going = pair.check();
  std::size_t n = 0;
  for (; going && n < keys.size(); ++n) {
    const std::size_t i = pair.find(keys[n]);
    if (i == Engine::npos) {
      pair.result.end = RunEnd::bad_key;
      pair.result.error = "step " + std::to_string(n + 1) + ": '" + keys[n] +
                          "' is not an option for " + pair.pending() + " (options: " +
                          joined(pair.options()) + ")";
      return std::move(pair.result);
    }
    going = pair.step(i);
  }
  if (going) {
    pair.result.end = RunEnd::stopped;
  } else if (pair.result.end == RunEnd::game_over && n < keys.size()) {
    pair.result.end = RunEnd::bad_key;
    pair.result.error = "step " + std::to_string(n + 1) + ": '" + keys[n] +
                        "' comes after the game ended (" + pair.result.outcome + ")";
  }
  return std::move(pair.result);
}

PlayResult play(Engine& engine, Chooser& chooser, std::size_t max_steps,
                const TraceFn& trace) {
  PlayResult result;
  auto fail = [&](RunEnd end, std::string error) {
    result.end = end;
    result.error = std::move(error);
  };
  for (;;) {
    Pending who;
    std::string error = guarded([&] { who = engine.pending(); });
    if (!error.empty()) return fail(RunEnd::engine_error, error), result;
    if (who.who == Decider::none) break;
    if (result.steps >= max_steps) {
      result.end = RunEnd::out_of_budget;
      break;
    }
    std::size_t i = Chooser::stop;
    // A chooser throws only when its key list does not fit the game.
    error = guarded([&] { i = chooser.choose(engine); });
    if (!error.empty()) return fail(RunEnd::bad_key, error), result;
    if (i == Chooser::stop) {
      result.end = RunEnd::stopped;
      break;
    }
    error = guarded([&] {
      result.choices.push_back(engine.option_key(i));
      result.last = who;
      engine.apply(i);
    });
    if (!error.empty()) return fail(RunEnd::engine_error, error), result;
    ++result.steps;
    if (trace) trace({result.steps, who, result.choices.back(), engine});
  }
  std::string error =
      guarded([&] { result.outcome = outcome_text(engine.outcome(), engine.seats()); });
  if (!error.empty()) fail(RunEnd::engine_error, error);
  return result;
}

std::vector<std::string> divergence_comments(const Divergence& d) {
  std::vector<std::string> paths;
  for (const FieldDiff& f : d.fields) paths.push_back(f.path);
  if (d.options_differ) paths.push_back("<options>");
  if (d.pending_differs) paths.push_back("<pending>");
  if (d.outcome_differs) paths.push_back("<outcome>");
  if (!d.reference_error.empty() || !d.fast_error.empty()) paths.push_back("<error>");
  return {fmt::format("divergence at step {}: {}", d.step, fmt::join(paths, ", "))};
}

}  // namespace canbeat
