#include "analysis/start_search.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <map>
#include <set>

#include "analysis/go_explore.hpp"
#include "analysis/pair_cards.hpp"
#include "analysis/witness_scenario.hpp"
#include "harness/parallel.hpp"
#include "harness/shrink.hpp"

namespace canbeat::analysis {

StartBudget start_budget(long games) {
  StartBudget b;
  std::size_t n = static_cast<std::size_t>(std::max(1L, games));
  b.tries = std::min(b.tries, 3 * n);
  b.pool = 15 * b.tries;
  return b;
}

namespace {

// The table's start on the explaining reference, measuring the goal's
// statements; nullptr when the rules run away before the first decision
// (another finding).
std::unique_ptr<Engine> fresh_start(const Table& s, const Goal& goal) {
  try {
    std::unique_ptr<interp::Reference> fresh = s.make_explaining();
    fresh->keep_gaps(goal.measured);
    return fresh;
  } catch (const std::exception&) {
    return nullptr;
  }
}

// One try: the state it plays on from (a kept cell's or a fresh start's),
// the choices that led there and the cell's distance; `skip`: a return to
// a cell already at the search's decision limit. `drawn`: the generator as
// it was before the try was planned; `cell`: the cell it returned to.
struct Try {
  std::unique_ptr<Engine> state;
  std::vector<std::string> before;
  int from = std::numeric_limits<int>::max();
  bool skip = false;
  Rng drawn;
  std::optional<std::uint64_t> cell;
};

// What a try found, and the states it kept on the way.
struct Explored {
  std::optional<std::vector<std::string>> choices;
  Archive kept;
};

// The next try, planned from the archive as it is. Three tries in four
// return to a kept state; the rest start afresh, so that one early way
// that leads nowhere does not hold the search. False: the rules run away
// before the first decision.
bool plan(const Table& s, const Goal& goal, Rng& rng, Archive& archive, Try& t, int jobs) {
  t.drawn = rng;
  if (!archive.empty() && pick(rng, 4) != 0) {
    const Cell& c = archive.promising(rng, true);
    // A clone shares its names with the state it copies, which resolve on
    // first read: a try on another thread gets names of its own.
    const auto& kept = dynamic_cast<const interp::Reference&>(*c.state);
    t.state = jobs > 1 ? kept.independent_copy() : kept.clone();
    t.before = c.choices, t.from = c.distance, t.cell = c.id;
    t.skip = t.before.size() >= search_decision_limit;
    return true;
  }
  return bool(t.state = fresh_start(s, goal));
}

}  // namespace

std::optional<std::vector<std::string>> aim_from_start(const Table& s, const Goal& goal, const StartBudget& b,
                                                       std::uint64_t seed, std::size_t& tried, int jobs) {
  Rng rng(seed);
  Archive archive;
  const auto until = std::chrono::steady_clock::now() + b.time;
  tried = 0;
  while (tried < b.tries && !s.time_up() && std::chrono::steady_clock::now() < until) {
    // The next tries are planned at once and explored side by side, each
    // into an archive of its own, then taken in order. A try that
    // keeps a state changes the archive the tries after it were planned
    // from: they are dropped (their draws and returns taken back) and
    // planned again. So the search is the one a single job makes, and it
    // takes only the threads free now.
    const int now = jobs_free(jobs);
    const std::size_t first = tried, n = std::min(ahead_of_turn(now), b.tries - tried);
    std::vector<Try> ahead(n);
    for (Try& t : ahead)
      if (!plan(s, goal, rng, archive, t, now)) return std::nullopt;
    std::optional<std::vector<std::string>> found;
    ordered_parallel_n(
        n, now,
        [&](std::size_t k) {
          Explored e;
          if (ahead[k].skip) return e;
          auto& ref = dynamic_cast<interp::Reference&>(*ahead[k].state);
          std::string expectation;
          e.choices = explore(ref, goal, nullptr, ahead[k].before, ahead[k].from, b.decisions, seed + first + k,
                              e.kept, expectation, true);
          return e;
        },
        [&](std::size_t k, Explored e) {
          tried = first + k + 1;
          if (e.choices) return found = std::move(e.choices), false;
          if (!archive.absorb(std::move(e.kept)) || k + 1 == n) return true;
          rng = ahead[k + 1].drawn;
          for (std::size_t later = k + 1; later < n; ++later)
            if (ahead[later].cell) archive.unreturn(*ahead[later].cell);
          return false;
        });
    if (found) return found;
  }
  return std::nullopt;
}

namespace {

Witness saved(const SaveWitness& save, const WitnessShrink& w, const std::vector<std::string>& comments,
              const std::string& stem, std::vector<std::string> expectations, std::size_t tries) {
  SavedWitness files = save(w.choices, comments, stem, Ending{std::move(expectations), {}});
  Witness out{files.path, w.choices.size(), w.stats.original_length, w.cut_short ? w.stats.attempts : 0,
              files.scenario, files.scenario_lines};
  out.aimed_tries = tries;
  return out;
}

// The option whose query met pair `i` at the end of `choices`.
std::string option_met(const Table& s, const ConflictSearch& r, std::size_t i, const std::vector<std::string>& choices) {
  try {
    std::unique_ptr<interp::Reference> ref = s.make_explaining();
    std::vector<std::string> applied;
    apply_leniently(*ref, choices, applied);
    std::map<std::size_t, std::string> met = r.pairs.met(*ref);
    if (auto it = met.find(i); it != met.end()) return it->second;
  } catch (const std::exception&) {
    // The shrunk witness met it: a replay that errs says nothing more.
  }
  return "";
}

// One finding aimed at from the start (work on any thread: it only reads
// the table and the search): the tries made, and on a find its witness
// shrunk, with what the saved scenario expects and the option that met it.
struct Aimed {
  std::size_t tried = 0;
  std::optional<WitnessShrink> shrunk;
  std::string expect, option;
};

// Pair `i` of `r` looked for from the start.
Aimed aim_at_pair(const Table& s, const ConflictSearch& r, std::size_t i, std::size_t cap, std::uint64_t seed,
                  const StartBudget& b, int jobs) {
  const StatementPair& p = r.pairs.pairs()[i];
  Aimed a;
  std::optional<std::vector<std::string>> found = aim_from_start(s, pair_goal(*s.game, p), b, seed, a.tried, jobs);
  if (!found) return a;
  a.shrunk = shrink_pair(s, r, i, std::move(*found), cap);
  a.expect = pair_expectation(s, p, a.shrunk->choices);
  a.option = option_met(s, r, i, a.shrunk->choices);
  return a;
}

// Undecided situation `u` looked for from the start, likewise.
Aimed aim_at_undecided(const Table& s, const UndecidedFinding& u, std::size_t cap, std::uint64_t seed,
                       const StartBudget& b, int jobs) {
  Aimed a;
  std::optional<std::vector<std::string>> found = aim_from_start(s, undecided_goal(*s.game, u.id), b, seed, a.tried, jobs);
  if (!found) return a;
  a.shrunk = shrink_undecided(s, Undecided{u.id, u.why, u.where, 1, std::move(*found)}, cap);
  return a;
}

std::string not_found(const Aimed& a, const StartBudget& b) {
  return fmt::format("{} aimed tries from the start of up to {} choices each", a.tried, b.decisions);
}

// Pair `i`'s finding `f` takes what its aim found.
void take_pair(const ConflictSearch& r, std::size_t i, PairFinding& f, Aimed a, const SaveWitness& save,
               const StartBudget& b) {
  if (!a.shrunk) return f.tried.push_back(not_found(a, b));
  const StatementPair& p = r.pairs.pairs()[i];
  f.option = std::move(a.option), f.reached = 1;
  f.witness = saved(save, *a.shrunk, {"witness: both statements apply at the last decision", f.winner, f.loser},
                    fmt::format("{}-{}", p.override_rulebook ? "override" : "collision", i),
                    a.expect.empty() ? std::vector<std::string>{} : std::vector<std::string>{a.expect}, a.tried);
}

void take_undecided(UndecidedFinding& u, Aimed a, const SaveWitness& save, const StartBudget& b) {
  if (!a.shrunk) return u.tried.push_back(not_found(a, b));
  u.reached = 1;
  u.witness = saved(save, *a.shrunk, {"witness: " + a.shrunk->signature}, "", {"expect outcome undecided " + u.id},
                    a.tried);
}

}  // namespace

std::size_t witness_from_start(const Table& s, const ConflictSearch& r, ConflictReport& report,
                               const SaveWitness& save, std::size_t cap, std::uint64_t seed, const StartBudget& budget,
                               const std::function<bool(const StatementPair&)>& wanted, int jobs) {
  const auto& pairs = r.pairs.pairs();
  std::vector<std::size_t> aims;  // the pairs looked for
  const std::set<const ast::CardDef*> dealt = cards_dealt(*s.game, s.setup);
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    const PairFinding* f = finding_of(pairs[i], report);
    if (f && !f->witness && f->impossible.empty() && (wanted ? wanted(pairs[i]) : pair_dealt(*s.game, pairs[i], dealt)))
      aims.push_back(i);
  }
  std::vector<UndecidedFinding*> undecided;
  for (UndecidedFinding& u : report.undecided)
    if (!u.witness && u.impossible.empty() && !wanted) undecided.push_back(&u);
  // The pool goes to the pairs; an undecided situation keeps its own
  // tries (the conditions around it often read a parameter, unmeasured).
  StartBudget b = budget;
  if (!wanted) b.tries = std::max(b.tries, b.pool / std::max<std::size_t>(1, aims.size()));
  // Each aim on its own seed, on `jobs` threads; each taken here in order,
  // so the report is the same for any number of jobs. An aim after the
  // time is up finds nothing and is not taken.
  std::size_t witnessed = 0;
  s.prepare_threads();
  ordered_parallel_n(
      aims.size() + undecided.size(), jobs,
      [&](std::size_t k) -> std::optional<Aimed> {
        if (s.time_up()) return std::nullopt;
        if (k < aims.size()) return aim_at_pair(s, r, aims[k], cap, seed + aims[k], b, jobs);
        return aim_at_undecided(s, *undecided[k - aims.size()], cap, seed, budget, jobs);
      },
      [&](std::size_t k, std::optional<Aimed> a) {
        if (!a) return false;
        if (k < aims.size()) {
          const std::size_t i = aims[k];
          s.progress(fmt::format("pair {}/{} aimed from the start", i + 1, pairs.size()));
          PairFinding& f = *finding_of(pairs[i], report);
          take_pair(r, i, f, std::move(*a), save, b);
          witnessed += f.witness.has_value();
          return true;
        }
        UndecidedFinding& u = *undecided[k - aims.size()];
        s.progress(fmt::format("undecided {} aimed from the start", u.id));
        take_undecided(u, std::move(*a), save, budget);
        // A game from the start that the rules leave undecided, as a seeded
        // game's: unresolved (a staged position's is hypothetical, not).
        report.unresolved += u.witness.has_value();
        witnessed += u.witness.has_value();
        return true;
      });
  return witnessed;
}

}  // namespace canbeat::analysis
