#include "analysis/start_search.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <map>
#include <set>

#include "analysis/go_explore.hpp"
#include "analysis/pair_cards.hpp"
#include "analysis/witness_scenario.hpp"
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

}  // namespace

std::optional<std::vector<std::string>> aim_from_start(const Table& s, const Goal& goal, const StartBudget& b,
                                                       std::uint64_t seed, std::size_t& tried) {
  Rng rng(seed);
  Archive archive;
  const auto until = std::chrono::steady_clock::now() + b.time;
  for (tried = 0; tried < b.tries && !s.time_up() && std::chrono::steady_clock::now() < until; ++tried) {
    std::unique_ptr<Engine> state;
    std::vector<std::string> before;
    int from = std::numeric_limits<int>::max();
    // Three tries in four return to a kept state; the rest start afresh,
    // so that one early way that leads nowhere does not hold the search.
    if (!archive.empty() && pick(rng, 4) != 0) {
      const Cell& c = archive.promising(rng, true);
      state = c.state->clone(), before = c.choices, from = c.distance;
      if (before.size() >= search_decision_limit) continue;
    } else if (!(state = fresh_start(s, goal))) {
      return std::nullopt;
    }
    auto& ref = dynamic_cast<interp::Reference&>(*state);
    std::string expectation;
    if (auto choices = explore(ref, goal, nullptr, before, from, b.decisions, seed + tried, archive, expectation, true)) {
      ++tried;
      return choices;
    }
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

// Pair `i` of `r` looked for from the start; on a find, `f` takes its witness.
void aim_at_pair(const Table& s, const ConflictSearch& r, std::size_t i, PairFinding& f, const SaveWitness& save,
                 std::size_t cap, std::uint64_t seed, const StartBudget& b) {
  const StatementPair& p = r.pairs.pairs()[i];
  std::size_t tried = 0;
  std::optional<std::vector<std::string>> found = aim_from_start(s, pair_goal(*s.game, p), b, seed, tried);
  if (!found) {
    f.tried.push_back(fmt::format("{} aimed tries from the start of up to {} choices each", tried, b.decisions));
    return;
  }
  WitnessShrink w = shrink_pair(s, r, i, std::move(*found), cap);
  std::string expect = pair_expectation(s, p, w.choices);
  f.option = option_met(s, r, i, w.choices), f.reached = 1;
  f.witness = saved(save, w, {"witness: both statements apply at the last decision", f.winner, f.loser},
                    fmt::format("{}-{}", p.override_rulebook ? "override" : "collision", i),
                    expect.empty() ? std::vector<std::string>{} : std::vector<std::string>{expect}, tried);
}

// Undecided situation `u` looked for from the start, likewise.
void aim_at_undecided(const Table& s, UndecidedFinding& u, const SaveWitness& save, std::size_t cap,
                      std::uint64_t seed, const StartBudget& b) {
  std::size_t tried = 0;
  std::optional<std::vector<std::string>> found = aim_from_start(s, undecided_goal(*s.game, u.id), b, seed, tried);
  if (!found) {
    u.tried.push_back(fmt::format("{} aimed tries from the start of up to {} choices each", tried, b.decisions));
    return;
  }
  Undecided met{u.id, u.why, u.where, 1, std::move(*found)};
  WitnessShrink w = shrink_undecided(s, met, cap);
  u.reached = 1;
  u.witness = saved(save, w, {"witness: " + w.signature}, "", {"expect outcome undecided " + u.id}, tried);
}

}  // namespace

std::size_t witness_from_start(const Table& s, const ConflictSearch& r, ConflictReport& report,
                               const SaveWitness& save, std::size_t cap, std::uint64_t seed, const StartBudget& budget,
                               const std::function<bool(const StatementPair&)>& wanted) {
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
  std::size_t witnessed = 0;
  for (std::size_t i : aims) {
    if (s.time_up()) break;
    PairFinding& f = *finding_of(pairs[i], report);
    s.progress(fmt::format("pair {}/{} aimed from the start", i + 1, pairs.size()));
    aim_at_pair(s, r, i, f, save, cap, seed + i, b);
    witnessed += f.witness.has_value();
  }
  for (UndecidedFinding* u : undecided) {
    if (s.time_up()) break;
    s.progress(fmt::format("undecided {} aimed from the start", u->id));
    aim_at_undecided(s, *u, save, cap, seed, budget);
    // A game from the start that the rules leave undecided, as a seeded
    // game's: unresolved (a staged position's is hypothetical, not).
    report.unresolved += u->witness.has_value();
    witnessed += u->witness.has_value();
  }
  return witnessed;
}

}  // namespace canbeat::analysis
