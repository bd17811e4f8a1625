#include "analysis/position_search.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <deque>
#include <limits>
#include <chrono>
#include <random>
#include <set>

#include "analysis/go_explore.hpp"
#include "analysis/pair_cards.hpp"
#include "analysis/position_changes.hpp"
#include "analysis/witness_scenario.hpp"
#include "harness/agent.hpp"
#include "harness/lockstep.hpp"
#include "harness/parallel.hpp"
#include "harness/shrink.hpp"

namespace canbeat::analysis {

namespace {

// Whether every engine of the game stages `position` (the reference's and
// each fast engine's own position checks).
bool every_engine_stages(const Table& s, const Observation& position) {
  std::vector<EngineKind> kinds{EngineKind::reference};
  if (has_fast_engine(s.game->name())) kinds.push_back(EngineKind::fast);
  for (EngineKind k : kinds) {
    try {
      if (!s.make(k)->stage(position).empty()) return false;
    } catch (const std::exception&) {
      return false;
    }
  }
  return true;
}

}  // namespace

PositionSearch::PositionSearch(const Table& s, std::size_t games, std::uint64_t seed)
    : s_(s),
      seats_(s.make(EngineKind::reference)->seats()),
      coords_(coordinate_marks(*s.game)),
      board_(s.game->board_for(s.game->decks_for(s.setup.players, s.setup.decks))) {
  for (const ast::CardDef* c : s.game->card_defs()) names_.insert(c->name);
  for (std::size_t g = 0; g < games; ++g) {
    try {
      interp::Reference ref(*s.game, s.setup);
      ref.keep_turn_starts();
      RandomAgent agent(seed + g);
      play(ref, agent, 2000);
      starts_.insert(starts_.end(), ref.turn_starts().begin(), ref.turn_starts().end());
    } catch (const std::exception&) {
      // A game that errs still gave the turn starts before it; none here.
    }
  }
}

// `choices` from `position` delta-debugged while the goal still shows
// after them (harness/shrink.hpp); `expectation` then shows it at their end.
std::vector<std::string> PositionSearch::shrunk(const Goal& goal, const Observation& position,
                                                std::vector<std::string> choices, std::string& expectation) const {
  EngineFactory staged = [this, &position]() -> std::unique_ptr<Engine> {
    std::unique_ptr<interp::Reference> ref = s_.make_explaining();
    ref->stage(position);
    return ref;
  };
  auto replay = [&staged](const std::vector<std::string>& keys, std::vector<std::string>& applied) {
    std::unique_ptr<Engine> e = staged();
    apply_leniently(*e, keys, applied);
    return e;
  };
  SignatureFn shows = [&](const std::vector<std::string>& keys, std::vector<std::string>& applied) -> std::string {
    try {
      std::unique_ptr<Engine> e = replay(keys, applied);
      return goal.shows(dynamic_cast<const interp::Reference&>(*e)).empty() ? "" : "shown";
    } catch (const std::exception&) {
      return "";
    }
  };
  WitnessShrink w = shrink_witness(shows, staged, choices, kShrinkReplays);
  if (w.signature.empty()) return choices;
  std::vector<std::string> applied;
  expectation = goal.shows(dynamic_cast<const interp::Reference&>(*replay(w.choices, applied)));
  return applied;
}

// A changed turn start, or nullopt when an engine does not stage it.
std::optional<Observation> PositionSearch::changed(const Goal& goal, const std::vector<std::string>& cards,
                                                   Rng& rng) const {
  Observation position = starts_[pick(rng, starts_.size())];
  Zones z = zones_of(position, seats_, names_);
  bool named = move_named(z, cards, rng);
  for (std::size_t k = pick(rng, 6) + (named ? 0 : 1); k > 0; --k) {
    switch (pick(rng, 4)) {
      case 0: move_any(z, rng); break;
      case 1: empty_zone(z, rng); break;
      case 2: copy_marks(z, rng); break;
      default: write_back(position, z), step_number(position, rng); break;
    }
  }
  // Aimed at the named cards with draws of its own (a copy of the
  // generator, reseeded): the changes above draw what they drew before.
  Rng aimed(rng);
  aimed.seed(aimed());
  if (pick(aimed, 2) == 0) cross_named(z, cards, aimed);
  step_named_mark(z, cards, aimed);
  if (pick(aimed, 3) == 0) give_named(z, cards, aimed);
  if (board_ && reads_door(position, goal.reads)) beside_door(z, *board_, coords_, aimed);
  write_back(position, z);
  if (pick(aimed, 2) == 0) step_read_number(position, goal.reads, aimed);
  if (!every_engine_stages(s_, position)) return std::nullopt;
  return position;
}

std::optional<PositionFind> PositionSearch::find(const Goal& goal, const std::vector<std::string>& cards,
                                                 const Accept& accept, const PositionBudget& b, std::uint64_t seed,
                                                 std::size_t& tried) const {
  tried = 0;
  if (starts_.empty()) return std::nullopt;
  Rng rng(seed);
  Archive archive;
  std::deque<Observation> positions;  // the archive's cells point into it
  const auto until = std::chrono::steady_clock::now() + b.time;
  for (; tried < b.positions && !s_.time_up() && std::chrono::steady_clock::now() < until; ++tried) {
    std::unique_ptr<interp::Reference> fresh;
    std::unique_ptr<Engine> back;
    const Observation* position = nullptr;
    std::vector<std::string> before;
    int from = std::numeric_limits<int>::max();
    if (!archive.empty() && pick(rng, 2) == 0) {
      const Cell& c = archive.promising(rng, bool(goal.distance));
      back = c.state->clone(), position = c.position, before = c.choices;
      if (goal.distance) from = c.distance;  // unguided: every state a return reaches is kept, as before
      if (before.size() >= 2 * b.decisions) continue;
    } else if (std::optional<Observation> o = changed(goal, cards, rng)) {
      positions.push_back(std::move(*o));
      position = &positions.back();
      fresh = s_.make_explaining();
      fresh->keep_gaps(goal.measured);
      if (!fresh->stage(*position).empty()) continue;
    } else {
      continue;
    }
    auto& ref = fresh ? *fresh : dynamic_cast<interp::Reference&>(*back);
    PositionFind f{*position, {}, ""};
    auto choices = explore(ref, goal, position, before, from, b.decisions, seed + tried, archive, f.expectation);
    if (!choices) continue;
    f.choices = shrunk(goal, f.position, *choices, f.expectation);
    if (accept(f)) return f;
  }
  return std::nullopt;
}

namespace {

// The option of `ref`'s decision after which `goal` shows, or npos.
std::size_t one_step_to(const interp::Reference& ref, const Goal& goal) {
  for (std::size_t i = 0; i < ref.option_count(); ++i) {
    try {
      std::unique_ptr<Engine> next = ref.clone();
      next->apply(i);
      if (!goal.shows(dynamic_cast<const interp::Reference&>(*next)).empty()) return i;
    } catch (const std::exception&) {
      // An error of the rules after this option: not this finding.
    }
  }
  return Engine::npos;
}

}  // namespace

std::optional<PositionFind> PositionSearch::again(const Goal& goal, const PositionFind& other,
                                                  const Accept& accept) const {
  std::unique_ptr<interp::Reference> made = s_.make_explaining();
  interp::Reference& ref = *made;
  if (!ref.stage(other.position).empty()) return std::nullopt;
  PositionFind f{other.position, {}, ""};
  try {
    for (std::size_t i = 0; (f.expectation = goal.shows(ref)).empty(); ++i) {
      std::size_t o = i < other.choices.size() ? ref.find_option(other.choices[i]) : Engine::npos;
      // At the end, one choice further (a finding of the next decision).
      if (o == Engine::npos && i == other.choices.size() && ref.outcome().kind == Outcome::Kind::ongoing)
        o = one_step_to(ref, goal);
      if (o == Engine::npos || i > other.choices.size()) return std::nullopt;
      f.choices.push_back(ref.option_key(o));
      ref.apply(o);
    }
  } catch (const std::exception&) {
    return std::nullopt;  // an error of the rules on the way: not this finding
  }
  f.choices = shrunk(goal, f.position, f.choices, f.expectation);
  if (!accept(f)) return std::nullopt;
  return f;
}

std::optional<PositionFind> PositionSearch::again_stepped(const Goal& goal, const PositionFind& other,
                                                          const Accept& accept) const {
  for (std::size_t i = 0; i < other.position.fields.size() && !s_.time_up(); ++i) {
    const Field& f = other.position.fields[i];
    std::size_t dot = f.path.rfind('.');
    if (dot == std::string::npos || !goal.reads.count(f.path.substr(dot + 1)) || f.value.empty()) continue;
    if (f.value.find_first_not_of("-0123456789") != std::string::npos) continue;
    for (long step : {-1L, 1L}) {
      PositionFind moved = other;
      moved.position.fields[i].value = std::to_string(std::stol(f.value) + step);
      if (!every_engine_stages(s_, moved.position)) continue;
      if (std::optional<PositionFind> found = again(goal, moved, accept)) return found;
    }
  }
  return std::nullopt;
}

namespace {

// The cards a pair is about (pair_cards.hpp), by name.
std::vector<std::string> named_cards(const dsl::Game& g, const StatementPair& p) {
  std::vector<std::string> out;
  for (const ast::CardDef* c : pair_cards(g, p)) out.push_back(c->name);
  return out;
}

// One finding looked for in positions of its own (work on any thread): the
// find, the scenario written of it, and the positions tried.
struct Staged {
  std::optional<PositionFind> find;
  std::optional<WitnessScenario> scenario;
  std::size_t positions = 0;
};

// What names a finding looked for from positions: the stem of its scenario
// file, its comments, what shows it and the cards it names, its seed. The
// goal is made where it is used, one for each thread (its measures
// evaluate conditions on the engine they are given).
struct Sought {
  std::string stem;
  std::vector<std::string> comments;
  std::function<Goal()> goal;
  std::vector<std::string> cards;
  std::uint64_t seed;
  std::string path(const PositionSink& sink) const { return sink.dir + "/" + stem + ".scenario"; }
};

Accept accepting(const Table& s, const PositionSink& sink, const Sought& x, std::optional<WitnessScenario>& scenario) {
  return [&s, &sink, &x, &scenario](const PositionFind& f) {
    scenario = position_scenario(s, x.path(sink), sink.game_line, x.stem, x.comments, f.position, f.choices,
                                 {f.expectation});
    return scenario.has_value();
  };
}

Staged stage_one(const Table& s, const PositionSearch& search, const PositionSink& sink, const Sought& x,
                 const PositionBudget& b) {
  Staged st;
  st.find = search.find(x.goal(), x.cards, accepting(s, sink, x, st.scenario), b, x.seed, st.positions);
  return st;
}

// The finding's witness: first where the finds of others (`finds`) show
// it, else its own search's (`own`); on a find its scenario written and
// the find kept.
std::optional<Witness> witness_one(const Table& s, const PositionSearch& search, const PositionSink& sink,
                                   const Sought& x, Staged own, std::vector<PositionFind>& finds,
                                   std::vector<std::string>& tried, const PositionBudget& b) {
  const Goal goal = x.goal();
  std::optional<WitnessScenario> scenario;
  Accept accept = accepting(s, sink, x, scenario);
  std::optional<PositionFind> f;
  for (std::size_t i = 0; i < finds.size() && !f && !s.time_up(); ++i) f = search.again(goal, finds[i], accept);
  for (std::size_t i = 0; i < finds.size() && !f && !s.time_up(); ++i) f = search.again_stepped(goal, finds[i], accept);
  if (!f) f = std::move(own.find), scenario = std::move(own.scenario);
  if (!f) tried.push_back(fmt::format("{} staged positions of up to {} choices", own.positions, b.decisions));
  const std::string path = x.path(sink);
  if (!f || !sink.write(path, scenario->text)) return std::nullopt;
  finds.push_back(*f);
  Witness w{path, f->choices.size(), f->choices.size(), 0, path, scenario->lines};
  w.from_position = true;
  return w;
}

// The findings a table's own search looks for: the pairs and undecided
// situations neither witnessed nor impossible.
std::size_t unmet(const std::vector<StatementPair>& pairs, ConflictReport& report) {
  std::size_t n = std::count_if(report.undecided.begin(), report.undecided.end(),
                                [](const UndecidedFinding& u) { return !u.witness && u.impossible.empty(); });
  for (const StatementPair& p : pairs)
    if (const PairFinding* f = finding_of(p, report); f && !f->witness && f->impossible.empty()) ++n;
  return n;
}

// `b` with its pool spread over `findings` findings, when that gives each
// more than its own positions.
PositionBudget shared(PositionBudget b, std::size_t findings) {
  b.positions = std::max(b.positions, b.pool / std::max<std::size_t>(1, findings));
  return b;
}

}  // namespace

PositionBudget position_budget(long games) {
  PositionBudget b;
  std::size_t n = static_cast<std::size_t>(std::max(1L, games));
  b.games = std::min(b.games, n);
  b.positions = std::min(b.positions, 8 * n);
  b.pool = 12 * b.positions;
  return b;
}

std::size_t witness_from_positions(const Table& s, const ConflictSearch& r, ConflictReport& report,
                                   const PositionSink& sink, std::uint64_t seed, const PositionBudget& budget,
                                   const std::function<bool(const StatementPair&)>& wanted, int jobs) {
  const auto& pairs = r.pairs.pairs();
  const PositionBudget b = wanted ? budget : shared(budget, unmet(pairs, report));
  // The findings looked for, each with where its witness goes.
  std::vector<Sought> sought;
  std::vector<std::optional<Witness>*> witness;
  std::vector<std::vector<std::string>*> tried;
  std::vector<std::string> progress;
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    const StatementPair& p = pairs[i];
    PairFinding* it = finding_of(p, report);
    if (!it || it->witness || !it->impossible.empty() || (wanted && !wanted(p))) continue;
    sought.push_back({fmt::format("{}-{}-{}-position", s.game->name(), p.override_rulebook ? "override" : "collision", i),
                      {"witness from a staged position: both statements apply at the last decision", it->winner,
                       it->loser},
                      [&s, &p] { return pair_goal(*s.game, p); }, named_cards(*s.game, p), seed + i});
    witness.push_back(&it->witness), tried.push_back(&it->tried);
    progress.push_back(fmt::format("pair {}/{} from positions", i + 1, pairs.size()));
  }
  for (UndecidedFinding& u : report.undecided) {
    if (u.witness || !u.impossible.empty() || wanted) continue;
    sought.push_back({fmt::format("{}-undecided-{}-position", s.game->name(), u.id),
                      {"witness from a staged position: the game ends undecided " + u.id + " (" + u.where + ")"},
                      [&s, id = u.id] { return undecided_goal(*s.game, id); }, {}, seed});
    witness.push_back(&u.witness), tried.push_back(&u.tried);
    progress.push_back("undecided " + u.id + " from positions");
  }
  if (sought.empty() || s.time_up()) return 0;
  s.prepare_threads();
  const PositionSearch search(s, b.games, seed);
  // Each finding's own search on `jobs` threads; taken here in order, where
  // the finds of the findings before it are tried first, as one job tries
  // them: the report is the same for any number of jobs.
  std::vector<PositionFind> finds;
  std::size_t witnessed = 0;
  ordered_parallel_n(
      sought.size(), jobs,
      [&](std::size_t k) -> std::optional<Staged> {
        if (s.time_up()) return std::nullopt;
        return stage_one(s, search, sink, sought[k], b);
      },
      [&](std::size_t k, std::optional<Staged> own) {
        if (!own || s.time_up()) return false;
        s.progress(progress[k]);
        *witness[k] = witness_one(s, search, sink, sought[k], std::move(*own), finds, *tried[k], b);
        witnessed += witness[k]->has_value();
        return true;
      });
  return witnessed;
}

}  // namespace canbeat::analysis
