#include "analysis/conflict_report.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <deque>
#include <functional>
#include <stdexcept>

#include "analysis/never_undecided.hpp"
#include "analysis/trigger_order_branches.hpp"
#include "analysis/witness_scenario.hpp"
#include "harness/parallel.hpp"

namespace canbeat::analysis {
namespace {

// Every reached finding's witness, shrunk on `jobs` threads before the
// report is built (each shrink replays hundreds of games: most of the
// command's time), and taken in the order the report saves them.
class ShrunkWitnesses {
 public:
  ShrunkWitnesses(const Table& s, const ConflictSearch& r, std::size_t cap, int jobs) {
    // (Each finding captured through a pointer: clang 14 captures no
    // structured binding.)
    std::vector<std::function<WitnessShrink()>> tasks;
    for (const auto& entry : r.undecided)
      if (const Undecided* u = &entry.second; u->reached > 0) tasks.push_back([&s, u, cap] { return shrink_undecided(s, *u, cap); });
    for (const auto& entry : r.never_ending)
      tasks.push_back([&s, cap, n = &entry.second] { return shrink_never_ending(s, *n, cap); });
    for (const auto& entry : r.trigger_orders)
      tasks.push_back([&s, cap, t = &entry.second] { return shrink_trigger_order(s, *t, cap); });
    for (bool enforced : {true, false})  // blocked musts, then musts not enforced
      for (const auto& entry : r.musts.blocked())
        if (entry.second.enforced() == enforced)
          tasks.push_back([&s, &r, cap, key = entry.first] { return shrink_blocked_must(s, r, key, cap); });
    for (std::size_t i = 0; i < r.pairs.pairs().size(); ++i)
      if (r.pairs.pairs()[i].reached > 0) tasks.push_back([&s, &r, cap, i] { return shrink_pair(s, r, i, cap); });
    for (const auto& entry : r.errors) tasks.push_back([&s, cap, e = &entry.second] { return shrink_error(s, *e, cap); });
    std::vector<std::size_t> order(tasks.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    ordered_parallel(order, jobs, [&](std::size_t i) { return tasks[i](); }, [&](std::size_t, WitnessShrink w) {
      done_.push_back(std::move(w));
      s.progress(fmt::format("{}/{} witnesses shrunk", done_.size(), tasks.size()));
    });
  }
  // The next witness, in the order the constructor lists them.
  WitnessShrink take() {
    WitnessShrink w = std::move(done_.front());
    done_.pop_front();
    return w;
  }

 private:
  std::deque<WitnessShrink> done_;
};

Witness saved(const SaveWitness& save, const WitnessShrink& w, const std::vector<std::string>& comments,
              const std::string& stem, std::vector<std::string> expectations = {}, std::vector<Branch> branches = {}) {
  SavedWitness files = save(w.choices, comments, stem, Ending{std::move(expectations), std::move(branches)});
  return {files.path, w.choices.size(), w.stats.original_length, w.cut_short ? w.stats.attempts : 0, files.scenario,
          files.scenario_lines};
}

std::vector<UndecidedFinding> undecided_findings(const dsl::Game& g, ShrunkWitnesses& shrunk, const ConflictSearch& r,
                                                 long budget, const SaveWitness& save) {
  std::vector<UndecidedFinding> out;
  for (const auto& [id, u] : r.undecided) {
    UndecidedFinding f{id, u.where, u.why, u.reached, r.games, budget, std::nullopt};
    f.impossible = never_undecided(g, id).value_or("");
    if (u.reached > 0 && !f.impossible.empty())
      throw std::logic_error("the static test called an undecided situation that play reached impossible: " +
                             f.impossible);
    if (u.reached > 0) {
      WitnessShrink w = shrunk.take();
      f.witness = saved(save, w, {"witness: " + w.signature}, "", {"expect outcome undecided " + id});
    }
    out.push_back(f);
  }
  return out;
}

std::vector<NeverEndingFinding> never_ending_findings(ShrunkWitnesses& shrunk, const ConflictSearch& r,
                                                      const SaveWitness& save) {
  std::vector<NeverEndingFinding> out;
  for (const auto& [name, n] : r.never_ending) {
    WitnessShrink w = shrunk.take();
    Witness witness =
        saved(save, w, {"witness: after these choices the rules never reach a decision", "loop: " + lap_text(n)},
              fmt::format("never-ending-{}", out.size()));
    out.push_back({n.lap, n.periodic, n.at_start, n.reached, r.games, witness});
  }
  return out;
}

// Decided (a player orders them), so not unresolved, but each with a
// witness ending at that choice; its scenario shows two orders' states.
std::vector<TriggerOrderFinding> trigger_order_findings(const Table& s, ShrunkWitnesses& shrunk,
                                                        const ConflictSearch& r, const SaveWitness& save) {
  std::vector<TriggerOrderFinding> out;
  for (const auto& [name, t] : r.trigger_orders) {
    WitnessShrink w = shrunk.take();
    Witness witness = saved(save, w,
                            {"witness: the last decision orders triggers whose order changes the state",
                             "triggers: " + name},
                            fmt::format("trigger-order-{}", out.size()), {}, trigger_order_branches(s, w.choices));
    out.push_back({name, t.reached, witness});
  }
  return out;
}

// Each blocked must with its witness, then the musts play never met
// blocked. No golden rule orders a must against a can't.
std::vector<MustFinding> must_findings(ShrunkWitnesses& shrunk, const ConflictSearch& r, long budget,
                                       const SaveWitness& save) {
  std::vector<MustFinding> out;
  std::vector<bool> met_blocked(r.musts.musts().size(), false);
  for (const auto& [key, b] : r.musts.blocked()) {
    if (!b.enforced()) continue;
    met_blocked[b.must] = true;
    const std::string& must = r.musts.musts()[b.must].text;
    std::string by = b.decider.empty() ? "no statement permits it" : "decided by " + b.decider;
    WitnessShrink w = shrunk.take();
    Witness witness =
        saved(save, w, {"witness: the must holds and its action is illegal at the last decision", must, by},
              fmt::format("blocked-must-{}", out.size()));
    out.push_back({must, b.query, b.decider, b.option, b.reached, budget, witness});
  }
  for (std::size_t i = 0; i < r.musts.musts().size(); ++i)
    if (!met_blocked[i]) out.push_back({r.musts.musts()[i].text, "", "", "", 0, budget, std::nullopt});
  return out;
}

// Each must play met required, not enforced, with its witness.
std::vector<MustFinding> unenforced_findings(ShrunkWitnesses& shrunk, const ConflictSearch& r, long budget,
                                             const SaveWitness& save) {
  std::vector<MustFinding> out;
  for (const auto& [key, b] : r.musts.blocked()) {
    if (b.enforced()) continue;
    const std::string& must = r.musts.musts()[b.must].text;
    WitnessShrink w = shrunk.take();
    Witness witness = saved(save, w,
                            {"witness: at the last decision the must requires an option, and another is open", must,
                             "open beside it: " + b.open},
                            fmt::format("unenforced-must-{}", out.size()));
    out.push_back({must, b.query, "", b.option, b.reached, budget, witness, b.open});
  }
  return out;
}

// Each pair: which statement wins, how often play met it, and a witness
// (the shortest prefix of the first game that met it, delta-debugged).
void pair_findings(const Table& s, ShrunkWitnesses& shrunk, const ConflictSearch& r, long budget,
                   const SaveWitness& save, ConflictReport& report) {
  const auto& pairs = r.pairs.pairs();
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    const StatementPair& pair = pairs[i];
    PairFinding f{pair.winner->text, pair.loser->text, pair.override_rulebook, pair.reached, pair.option, budget,
                  std::nullopt, pair.impossible};
    if (pair.reached > 0 && !pair.impossible.empty())
      throw std::logic_error("the static test called a pair that play reached impossible: " + pair.impossible);
    if (pair.reached > 0) {
      WitnessShrink w = shrunk.take();
      std::string expect = pair_expectation(s, pair, w.choices);
      f.witness = saved(save, w, {"witness: both statements apply at the last decision", f.winner, f.loser},
                        fmt::format("{}-{}", pair.override_rulebook ? "override" : "collision", i),
                        expect.empty() ? std::vector<std::string>{} : std::vector<std::string>{expect});
    }
    (pair.override_rulebook ? report.overrides : report.collisions).push_back(f);
  }
}

// Each error the searched games ended in, with a witness whose last choice
// meets it.
std::vector<ErrorFinding> error_findings(ShrunkWitnesses& shrunk, const ConflictSearch& r, const SaveWitness& save) {
  std::vector<ErrorFinding> out;
  for (const auto& [text, e] : r.errors) {
    WitnessShrink w = shrunk.take();
    Witness witness = saved(save, w, {"witness: the last choice meets an error of the rules", text},
                            fmt::format("error-{}", out.size()));
    out.push_back({text, e.reached, r.games, witness});
  }
  return out;
}

}  // namespace

ConflictReport conflict_report(const Table& s, const ConflictSearch& r, long budget, std::uint64_t seed,
                               const SaveWitness& save, int jobs) {
  // Shrinking is most of the command's time: each witness may replay
  // shrink_replays_per_game games per game of the budget, so that a small
  // budget is a quick run (at 100 games, the shrinks' own caps decide).
  std::size_t cap = static_cast<std::size_t>(std::max<long>(budget, 1)) * shrink_replays_per_game;
  ShrunkWitnesses shrunk(s, r, cap, jobs);
  ConflictReport report;
  report.game = s.game->name();
  report.games = r.games;
  report.seed = seed;
  for (const auto& c : r.contradictions) report.contradictions.push_back({c});
  report.undecided = undecided_findings(*s.game, shrunk, r, budget, save);
  report.never_ending = never_ending_findings(shrunk, r, save);
  report.trigger_orders = trigger_order_findings(s, shrunk, r, save);
  report.musts = must_findings(shrunk, r, budget, save);
  report.unenforced = unenforced_findings(shrunk, r, budget, save);
  pair_findings(s, shrunk, r, budget, save, report);
  report.errors = error_findings(shrunk, r, save);
  report.disjoint_pairs = r.pairs.disjoint();
  for (const auto& d : r.divergences) report.divergences.push_back({d});
  report.unfinished = {r.unfinished, r.games, search_decision_limit, r.first_unfinished_seed};
  report.unresolved = unresolved(r);
  return report;
}

}  // namespace canbeat::analysis
