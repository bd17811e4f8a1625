#include "harness/shrink.hpp"

#include <exception>
#include <functional>

#include "harness/agent.hpp"
#include "harness/parallel.hpp"
#include "seam/engine_lost.hpp"

namespace canbeat {

namespace {

// Replays a key list leniently: a key that is not an option at its point is
// skipped rather than failing the candidate. Removing one discard then also
// lets the now superfluous replacement draw fall away, which a strict replay
// (and so plain ddmin over contiguous chunks) could never remove together.
class LenientKeys : public Chooser {
 public:
  explicit LenientKeys(const std::vector<std::string>& keys) : keys_(keys) {}
  std::size_t choose(const Engine& engine) override {
    while (next_ < keys_.size()) {
      std::size_t i = engine.find_option(keys_[next_++]);
      if (i != Engine::npos) return i;
    }
    return stop;
  }

 private:
  const std::vector<std::string>& keys_;
  std::size_t next_ = 0;
};

// A copy of the engine after the first `applied` keys of a replay.
struct Saved {
  std::size_t applied = 0;
  std::shared_ptr<const Engine> engine;
};

// What one replay of a candidate showed: the property's signature ("" when
// it does not hold), the keys that were actually applied, for the
// divergence property the divergence itself, and the copies saved on the
// way (a StepProperty's).
struct Probe {
  std::string signature;
  std::vector<std::string> applied;
  std::optional<Divergence> divergence;
  std::vector<Saved> saved;
};
// Replays a candidate, from the start or from `from`, a copy saved along
// the shortest list so far whose keys the candidate begins with.
using ProbeFn = std::function<Probe(const std::vector<std::string>&, const Saved* from)>;

// One replay of a StepProperty, saving copies past `from` as it goes.
Probe replay_steps(const StepProperty& p, const std::vector<std::string>& keys, const Saved* from) {
  Probe out;
  std::unique_ptr<Engine> e;
  std::size_t next = 0;
  try {
    if (from) {
      e = p.save(*from->engine), next = from->applied;
      out.applied.assign(keys.begin(), keys.begin() + static_cast<long>(next));
    } else if (e = p.start(); p.along && !(out.signature = p.along(*e)).empty()) {
      return out;
    }
    for (; next < keys.size() && e->outcome().kind == Outcome::Kind::ongoing; ++next) {
      std::size_t i = e->find_option(keys[next]);
      if (i == Engine::npos) continue;
      out.applied.push_back(keys[next]);
      e->apply(i);
      if (p.along && !(out.signature = p.along(*e)).empty()) return out;
      if (p.save && p.save_every > 0 && out.applied.size() % p.save_every == 0)
        out.saved.push_back({out.applied.size(), p.save(*e)});
    }
    if (p.at_end) out.signature = p.at_end(*e);
  } catch (const EngineLost&) {
    throw;
  } catch (const std::exception& x) {
    if (!p.on_error) throw;
    out.signature = p.on_error(x);
  }
  return out;
}

// Holds the smallest list found so far and the signature it must keep.
class Shrinker {
 public:
  // `first` makes the engine whose first options replace_with_first tries.
  // `jobs`: threads the candidates' replays run on (probe must allow it).
  Shrinker(ProbeFn probe, const EngineFactory& first, std::size_t max_replays, int jobs = 1)
      : probe_(std::move(probe)), first_(first), max_replays_(max_replays), jobs_(jobs) {}

  // The first replay: fixes the signature every candidate must reproduce.
  bool start(const std::vector<std::string>& choices) {
    Probe p = replay(choices);
    if (p.signature.empty()) return false;
    target_ = p.signature;
    adopt(std::move(p));
    return true;
  }

  // Replays candidates in order until one shows the property the same
  // way, and adopts it (without the keys that were skipped): its index.
  // The replays run on `jobs` threads, ahead of their turn; only those up
  // to the one adopted count, so the shrink is the one a single job makes.
  std::optional<std::size_t> first_holding(const std::vector<std::vector<std::string>>& candidates, int jobs) {
    std::optional<std::size_t> hit;
    const std::size_t n = std::min(candidates.size(), budget_left());
    std::vector<std::optional<Saved>> from;  // chosen here: adopt() changes saved_
    for (std::size_t k = 0; k < n; ++k) from.push_back(resume_point(candidates[k]));
    ordered_parallel_n(
        n, jobs, [&](std::size_t k) { return probe_(candidates[k], from[k] ? &*from[k] : nullptr); },
        [&](std::size_t k, Probe p) {
          ++attempts_;
          if (p.signature != target_) return true;
          adopt(std::move(p), from[k] ? from[k]->applied : 0);
          hit = k;
          return false;
        });
    return hit;
  }

  // ddmin over chunk sizes n/2, n/4, ..., 1; a removed chunk is retried at
  // the same position, since new choices have moved into it. The next
  // positions of a chunk size are tried as one batch.
  bool remove_chunks() {
    bool changed = false;
    for (std::size_t chunk = best_.size() / 2; chunk >= 1; chunk /= 2) {
      for (std::size_t at = 0; at < best_.size() && budget_left();) {
        std::vector<std::size_t> places;
        std::vector<std::vector<std::string>> candidates;
        const int now = jobs_free(jobs_);
        for (std::size_t p = at; p < best_.size() && places.size() < ahead_of_turn(now); p += chunk)
          places.push_back(p), candidates.push_back(without(p, chunk));
        if (std::optional<std::size_t> k = first_holding(candidates, now))
          changed = true, at = places[*k];
        else
          at = places.back() + chunk;
      }
    }
    return changed;
  }

  // Moves choices towards the first option, so later passes see canonical
  // lists and can often remove more.
  bool replace_with_first() {
    bool changed = false;
    std::vector<std::string> firsts = first_keys();
    for (std::size_t i = 0; budget_left();) {
      std::vector<std::size_t> places;
      std::vector<std::vector<std::string>> candidates;
      const int now = jobs_free(jobs_);
      for (std::size_t p = i; p < best_.size() && p < firsts.size() && places.size() < ahead_of_turn(now); ++p) {
        if (best_[p] == firsts[p]) continue;
        places.push_back(p), candidates.push_back(best_);
        candidates.back()[p] = firsts[p];
      }
      if (places.empty()) break;
      if (std::optional<std::size_t> k = first_holding(candidates, now)) {
        changed = true, i = places[*k] + 1;
        firsts = first_keys();
      } else {
        i = places.back() + 1;
      }
    }
    return changed;
  }

  // Until a whole round changes nothing: its single-choice sweep then
  // proves the list 1-minimal.
  void run() {
    for (bool changed = true; changed && budget_left();) {
      changed = remove_chunks();
      changed = replace_with_first() || changed;
    }
  }

  std::size_t budget_left() const {
    return attempts_ < max_replays_ ? max_replays_ - attempts_ : 0;
  }
  std::size_t attempts() const { return attempts_; }
  const std::string& signature() const { return target_; }
  std::vector<std::string>& best() { return best_; }
  std::optional<Divergence>& divergence() { return divergence_; }

 private:
  Probe replay(const std::vector<std::string>& keys) {
    ++attempts_;
    return probe_(keys, nullptr);
  }

  // The copies of the old list up to where the probe started stay true of
  // the new one, which begins with the same keys.
  void adopt(Probe p, std::size_t started_at = 0) {
    best_ = std::move(p.applied);
    divergence_ = std::move(p.divergence);
    while (!saved_.empty() && saved_.back().applied > started_at) saved_.pop_back();
    for (Saved& s : p.saved) saved_.push_back(std::move(s));
  }

  // The latest copy saved along best_ within the keys `keys` shares with it.
  std::optional<Saved> resume_point(const std::vector<std::string>& keys) const {
    std::size_t same = 0;
    while (same < keys.size() && same < best_.size() && keys[same] == best_[same]) ++same;
    std::optional<Saved> at;
    for (const Saved& s : saved_) {
      if (s.applied > same) break;
      at = s;
    }
    return at;
  }

  std::vector<std::string> without(std::size_t at, std::size_t count) const {
    std::vector<std::string> out(best_.begin(), best_.begin() + at);
    if (at + count < best_.size()) out.insert(out.end(), best_.begin() + at + count, best_.end());
    return out;
  }

  // The key of option 0 at each step of best_ on a fresh engine; one
  // replay, counted against the budget.
  std::vector<std::string> first_keys() {
    std::vector<std::string> firsts;
    if (budget_left() == 0) return firsts;
    ++attempts_;
    std::unique_ptr<Engine> e = first_();
    try {
      for (const std::string& key : best_) {
        if (e->option_count() == 0) break;
        firsts.push_back(e->option_key(0));
        e->apply(key);
      }
    } catch (const EngineLost&) {
      throw;
    } catch (const std::exception&) {
      // The engine fails on the last step itself: nothing to learn past it.
    }
    return firsts;
  }

  ProbeFn probe_;
  const EngineFactory& first_;
  std::size_t max_replays_;
  int jobs_;
  std::size_t attempts_ = 0;
  std::string target_;
  std::vector<std::string> best_;
  std::optional<Divergence> divergence_;
  std::vector<Saved> saved_;  // along best_, by `applied`
};

// Shrinks from `choices`: the shortest list found that keeps the property,
// or `choices` unchanged when they do not have it.
std::vector<std::string> run_from(Shrinker& s, std::vector<std::string> choices) {
  if (!s.start(choices)) return choices;
  s.run();
  return s.best();
}

ShrinkStats stats_of(const Shrinker& s, std::size_t original, std::size_t final_length) {
  ShrinkStats stats;
  stats.attempts = s.attempts();
  stats.original_length = original;
  stats.final_length = final_length;
  stats.budget_exhausted = s.budget_left() == 0;
  return stats;
}

WitnessShrink witness_shrink(Shrinker& s, std::vector<std::string> choices) {
  WitnessShrink result;
  std::size_t original = choices.size();
  result.choices = run_from(s, std::move(choices));
  result.signature = s.signature();
  result.stats = stats_of(s, original, result.choices.size());
  return result;
}

}  // namespace

ShrinkResult shrink(const EngineFactory& reference, const EngineFactory& fast,
                    std::vector<std::string> choices, std::size_t max_replays) {
  // The property: both engines, in lockstep, diverge (the same way).
  ProbeFn diverges = [&](const std::vector<std::string>& keys, const Saved*) {
    std::unique_ptr<Engine> r = reference(), f = fast();
    LenientKeys chooser(keys);
    LockstepResult run = lockstep(*r, *f, chooser, keys.size());
    Probe p;
    if (!run.divergence) return p;
    p.signature = divergence_signature(*run.divergence);
    p.applied = run.divergence->choices;
    p.divergence = std::move(run.divergence);
    return p;
  };
  ShrinkResult result;
  Shrinker s(diverges, reference, max_replays);
  std::size_t original = choices.size();
  result.choices = run_from(s, std::move(choices));
  result.divergence = std::move(s.divergence());
  result.stats = stats_of(s, original, result.choices.size());
  return result;
}

WitnessShrink shrink_witness(const SignatureFn& signature, const EngineFactory& engine,
                             std::vector<std::string> choices, std::size_t max_replays, int jobs) {
  ProbeFn holds = [&](const std::vector<std::string>& keys, const Saved*) {
    Probe p;
    p.signature = signature(keys, p.applied);
    return p;
  };
  Shrinker s(holds, engine, max_replays, jobs);
  return witness_shrink(s, std::move(choices));
}

WitnessShrink shrink_witness(const StepProperty& property, std::vector<std::string> choices,
                             std::size_t max_replays, int jobs) {
  ProbeFn holds = [&](const std::vector<std::string>& keys, const Saved* from) {
    return replay_steps(property, keys, from);
  };
  Shrinker s(holds, property.start, max_replays, jobs);
  return witness_shrink(s, std::move(choices));
}

SignatureFn signature_of(StepProperty property) {
  return [property = std::move(property)](const std::vector<std::string>& keys, std::vector<std::string>& applied) {
    Probe p = replay_steps(property, keys, nullptr);
    applied = std::move(p.applied);
    return p.signature;
  };
}

void apply_leniently(Engine& e, const std::vector<std::string>& keys, std::vector<std::string>& applied) {
  for (const std::string& key : keys) {
    if (e.outcome().kind != Outcome::Kind::ongoing) break;
    std::size_t i = e.find_option(key);
    if (i == Engine::npos) continue;
    applied.push_back(key);
    e.apply(i);
  }
}

SignatureFn outcome_signature(const EngineFactory& engine) {
  return [engine](const std::vector<std::string>& keys, std::vector<std::string>& applied) {
    std::unique_ptr<Engine> e = engine();
    LenientKeys chooser(keys);
    PlayResult r = play(*e, chooser, keys.size());
    applied = r.choices;
    return r.end == RunEnd::game_over ? r.outcome : std::string();
  };
}

}  // namespace canbeat
