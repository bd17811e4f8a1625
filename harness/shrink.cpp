#include "harness/shrink.hpp"

#include <exception>

#include "harness/agent.hpp"

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

// Holds the smallest list found so far and the signature it must keep.
class Shrinker {
 public:
  Shrinker(const EngineFactory& reference, const EngineFactory& fast, std::size_t max_replays)
      : ref_(reference), fast_(fast), max_replays_(max_replays) {}

  // The first replay: fixes the signature every candidate must reproduce.
  bool start(const std::vector<std::string>& choices) {
    LockstepResult r = replay(choices);
    if (!r.divergence) return false;
    target_ = divergence_signature(*r.divergence);
    adopt(std::move(*r.divergence));
    return true;
  }

  // Replays a candidate; adopts it (cut at its divergence, without the keys
  // that were skipped) if it diverges the same way.
  bool attempt(const std::vector<std::string>& candidate) {
    if (budget_left() == 0) return false;
    LockstepResult r = replay(candidate);
    if (!r.divergence || divergence_signature(*r.divergence) != target_) return false;
    adopt(std::move(*r.divergence));
    return true;
  }

  // ddmin over chunk sizes n/2, n/4, ..., 1; a removed chunk is retried at
  // the same position, since new choices have moved into it.
  bool remove_chunks() {
    bool changed = false;
    for (std::size_t chunk = best_.size() / 2; chunk >= 1; chunk /= 2) {
      for (std::size_t at = 0; at < best_.size() && budget_left();) {
        if (attempt(without(at, chunk)))
          changed = true;
        else
          at += chunk;
      }
    }
    return changed;
  }

  // Moves choices towards the first option, so later passes see canonical
  // lists and can often remove more.
  bool replace_with_first() {
    bool changed = false;
    std::vector<std::string> firsts = first_keys();
    for (std::size_t i = 0; i < best_.size() && i < firsts.size() && budget_left(); ++i) {
      if (best_[i] == firsts[i]) continue;
      std::vector<std::string> candidate = best_;
      candidate[i] = firsts[i];
      if (attempt(candidate)) {
        changed = true;
        firsts = first_keys();
      }
    }
    return changed;
  }

  std::size_t budget_left() const {
    return attempts_ < max_replays_ ? max_replays_ - attempts_ : 0;
  }
  std::size_t attempts() const { return attempts_; }
  std::vector<std::string>& best() { return best_; }
  Divergence& divergence() { return divergence_; }

 private:
  LockstepResult replay(const std::vector<std::string>& keys) {
    ++attempts_;
    std::unique_ptr<Engine> r = ref_(), f = fast_();
    LenientKeys chooser(keys);
    return lockstep(*r, *f, chooser, keys.size());
  }

  void adopt(Divergence d) {
    best_ = d.choices;
    divergence_ = std::move(d);
  }

  std::vector<std::string> without(std::size_t at, std::size_t count) const {
    std::vector<std::string> out(best_.begin(), best_.begin() + at);
    if (at + count < best_.size()) out.insert(out.end(), best_.begin() + at + count, best_.end());
    return out;
  }

  // The key of option 0 at each step of best_ on the reference engine; one
  // replay, counted against the budget.
  std::vector<std::string> first_keys() {
    std::vector<std::string> firsts;
    if (budget_left() == 0) return firsts;
    ++attempts_;
    std::unique_ptr<Engine> e = ref_();
    try {
      for (const std::string& key : best_) {
        if (e->option_count() == 0) break;
        firsts.push_back(e->option_key(0));
        e->apply(key);
      }
    } catch (const std::exception&) {
      // The reference fails on the diverging step itself: nothing to learn past it.
    }
    return firsts;
  }

  const EngineFactory& ref_;
  const EngineFactory& fast_;
  std::size_t max_replays_;
  std::size_t attempts_ = 0;
  std::string target_;
  std::vector<std::string> best_;
  Divergence divergence_;
};

}  // namespace

ShrinkResult shrink(const EngineFactory& reference, const EngineFactory& fast,
                    std::vector<std::string> choices, std::size_t max_replays) {
  ShrinkResult result;
  result.stats.original_length = choices.size();
  Shrinker s(reference, fast, max_replays);
  if (!s.start(choices)) {
    result.choices = std::move(choices);
  } else {
    // Until a whole round changes nothing: its single-choice sweep then
    // proves the list 1-minimal.
    for (bool changed = true; changed && s.budget_left();) {
      changed = s.remove_chunks();
      changed = s.replace_with_first() || changed;
    }
    result.choices = s.best();
    result.divergence = std::move(s.divergence());
  }
  result.stats.attempts = s.attempts();
  result.stats.final_length = result.choices.size();
  result.stats.budget_exhausted = s.budget_left() == 0;
  return result;
}

}  // namespace canbeat
