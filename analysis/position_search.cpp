#include "analysis/position_search.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <deque>
#include <limits>
#include <chrono>
#include <random>
#include <set>

#include "analysis/pair_cards.hpp"
#include "analysis/position_changes.hpp"
#include "analysis/witness_scenario.hpp"
#include "harness/agent.hpp"
#include "harness/lockstep.hpp"
#include "harness/shrink.hpp"

namespace canbeat::analysis {

namespace {

// The distance of a state where no option asks the pair's action: farther
// than any where one does.
constexpr long kUnasked = 1L << 20;

bool considers(const interp::LegalityAnswer& a, const ast::Permission* p) {
  return std::any_of(a.considered.begin(), a.considered.end(),
                     [p](const interp::StatementVerdict& v) { return v.statement == p; });
}

// How far statement `p` is from applying in query `a`: 0 where it
// applies, its condition's gap (the interpreter's measure, gap.cpp) where
// it does not, two parts where the query does not consider it (a card's
// statement with the card elsewhere).
long statement_distance(const interp::LegalityAnswer& a, const ast::Permission* p) {
  constexpr long part = interp::Reference::gap_part;
  for (const interp::StatementVerdict& v : a.considered)
    if (v.statement == p) return v.applies ? 0 : v.gap >= 0 ? v.gap : part;
  return 2 * part;
}

}  // namespace

Goal pair_goal(const dsl::Game& g, const StatementPair& p) {
  Goal goal;
  goal.shows = [&g, &p](const interp::Reference& ref) { return pair_expectation_at(g, ref, p); };
  // The nearest query of the action at this decision: the gaps of the two
  // statements' conditions added; farthest, no query of the action.
  goal.distance = [&p](const interp::Reference& ref) {
    long best = kUnasked;
    for (const auto& c : ref.candidates())
      for (const auto& a : c.answers)
        if (considers(a, p.winner->p) || considers(a, p.loser->p))
          best = std::min(best, statement_distance(a, p.winner->p) + statement_distance(a, p.loser->p));
    return static_cast<int>(best);
  };
  goal.reads = pair_members_read(p, true);
  goal.measured = {p.winner->p, p.loser->p};
  return goal;
}

Goal undecided_goal(const std::string& id) {
  Goal goal;
  goal.shows = [id](const interp::Reference& ref) {
    const Outcome o = ref.outcome();
    return o.kind == Outcome::Kind::undecided && o.reason == id ? "expect outcome undecided " + id : std::string();
  };
  return goal;
}

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

// A state the search reached, kept to return to (Go-Explore's archive):
// its position, the choices from there, and how far the finding was.
struct Cell {
  std::unique_ptr<Engine> state;
  const Observation* position;
  std::vector<std::string> choices;
  int distance;
  std::size_t returns = 0;
};

// The cells nearest the finding, at most kCells of them.
class Archive {
 public:
  static constexpr std::size_t kCells = 24, kPatience = 8;
  void offer(const interp::Reference& ref, const Observation& position, const std::vector<std::string>& choices,
             int distance) {
    if (cells_.size() >= kCells && distance >= cells_.back().distance) return;
    if (cells_.size() >= kCells) cells_.pop_back();
    auto at = std::upper_bound(cells_.begin(), cells_.end(), distance,
                               [](int d, const Cell& c) { return d < c.distance; });
    cells_.insert(at, Cell{ref.clone(), &position, choices, distance});
  }
  bool empty() const { return cells_.empty(); }
  // One of the nearest cells. Guided by a distance, among those returned
  // to least often (counted in rounds of kPatience returns): a cell whose
  // returns lead nowhere nearer (a game about to end) gives way to the
  // next nearest, as Go-Explore favours the cells it chose least.
  const Cell& promising(Rng& rng, bool guided) {
    std::size_t round = std::numeric_limits<std::size_t>::max();
    for (const Cell& c : cells_) round = std::min(round, guided ? c.returns / kPatience : 0);
    std::vector<std::size_t> nearest;
    for (std::size_t i = 0; i < cells_.size(); ++i)
      if ((guided ? cells_[i].returns / kPatience : 0) == round &&
          (nearest.empty() || cells_[i].distance == cells_[nearest[0]].distance))
        nearest.push_back(i);
    Cell& c = cells_[nearest[pick(rng, nearest.size())]];
    ++c.returns;
    return c;
  }

 private:
  std::vector<Cell> cells_;
};

// Random choices from `ref` (after `before`, from a cell `nearest` away)
// until the goal shows: the choices. The states on the way nearer than any
// before, and than the cell, go to `archive`.
std::optional<std::vector<std::string>> explore(interp::Reference& ref, const Goal& goal, const Observation& position,
                                                std::vector<std::string> choices, int nearest, std::size_t decisions,
                                                std::uint64_t seed, Archive& archive, std::string& expectation) {
  RandomAgent agent(seed);
  try {
    for (std::size_t step = 0; step <= decisions; ++step) {
      if (expectation = goal.shows(ref); !expectation.empty()) return choices;
      if (ref.outcome().kind != Outcome::Kind::ongoing || ref.option_count() == 0) break;
      if (int d = goal.distance ? goal.distance(ref) : 1; d < nearest && step > 0)
        nearest = d, archive.offer(ref, position, choices, d);
      std::size_t i = agent.choose(ref);
      choices.push_back(ref.option_key(i));
      ref.apply(i);
    }
  } catch (const std::exception&) {
    // An error of the rules on the way is another finding, not this one.
  }
  return std::nullopt;
}

}  // namespace

PositionSearch::PositionSearch(const Table& s, std::size_t games, std::uint64_t seed)
    : s_(s), seats_(s.make(EngineKind::reference)->seats()), coords_(coordinate_marks(*s.game)) {
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
    auto ref = std::make_unique<interp::Reference>(*s_.game, s_.setup, interp::Keep::explanations);
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
  if (!s_.game->boards.empty() && reads_door(position, goal.reads))
    beside_door(z, s_.game->boards.front(), coords_, aimed);
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
    std::optional<interp::Reference> fresh;
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
      fresh.emplace(*s_.game, s_.setup, interp::Keep::explanations);
      fresh->keep_gaps(goal.measured);
      if (!fresh->stage(*position).empty()) continue;
    } else {
      continue;
    }
    auto& ref = fresh ? *fresh : dynamic_cast<interp::Reference&>(*back);
    PositionFind f{*position, {}, ""};
    auto choices = explore(ref, goal, *position, before, from, b.decisions, seed + tried, archive, f.expectation);
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
  interp::Reference ref(*s_.game, s_.setup, interp::Keep::explanations);
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

// Looks for one finding, first where the finds of others (`finds`) show
// it; on a find, its scenario written, the find kept, and its witness.
std::optional<Witness> witness_one(const Table& s, const PositionSearch& search, const PositionSink& sink,
                                   const std::string& stem, const std::vector<std::string>& comments,
                                   const Goal& goal, const std::vector<std::string>& cards,
                                   std::uint64_t seed, const PositionBudget& b, std::vector<PositionFind>& finds,
                                   std::vector<std::string>& tried) {
  std::string path = sink.dir + "/" + stem + ".scenario";
  std::optional<WitnessScenario> scenario;
  Accept accept = [&](const PositionFind& f) {
    scenario = position_scenario(s, path, sink.game_line, stem, comments, f.position, f.choices, {f.expectation});
    return scenario.has_value();
  };
  std::optional<PositionFind> f;
  for (std::size_t i = 0; i < finds.size() && !f && !s.time_up(); ++i) f = search.again(goal, finds[i], accept);
  for (std::size_t i = 0; i < finds.size() && !f && !s.time_up(); ++i) f = search.again_stepped(goal, finds[i], accept);
  std::size_t positions = 0;
  if (!f) f = search.find(goal, cards, accept, b, seed, positions);
  if (!f) tried.push_back(fmt::format("{} staged positions of up to {} choices", positions, b.decisions));
  if (!f || !sink.write(path, scenario->text)) return std::nullopt;
  finds.push_back(*f);
  Witness w{path, f->choices.size(), f->choices.size(), 0, path, scenario->lines};
  w.from_position = true;
  return w;
}

// The report's finding of pair `p`, or nullptr.
PairFinding* finding_of(const StatementPair& p, ConflictReport& report) {
  auto& list = p.override_rulebook ? report.overrides : report.collisions;
  auto it = std::find_if(list.begin(), list.end(), [&p](const PairFinding& f) {
    return f.winner == p.winner->text && f.loser == p.loser->text;
  });
  return it == list.end() ? nullptr : &*it;
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
                                   const std::function<bool(const StatementPair&)>& wanted) {
  std::optional<PositionSearch> search;
  std::vector<PositionFind> finds;
  std::size_t witnessed = 0;
  const auto& pairs = r.pairs.pairs();
  const PositionBudget b = wanted ? budget : shared(budget, unmet(pairs, report));
  for (std::size_t i = 0; i < pairs.size() && !s.time_up(); ++i) {
    const StatementPair& p = pairs[i];
    PairFinding* it = finding_of(p, report);
    if (!it || it->witness || !it->impossible.empty() || (wanted && !wanted(p))) continue;
    if (!search) search.emplace(s, b.games, seed);
    s.progress(fmt::format("pair {}/{} from positions", i + 1, pairs.size()));
    std::string stem = fmt::format("{}-{}-{}-position", s.game->name(), p.override_rulebook ? "override" : "collision", i);
    it->witness = witness_one(s, *search, sink, stem,
                              {"witness from a staged position: both statements apply at the last decision",
                               it->winner, it->loser},
                              pair_goal(*s.game, p), named_cards(*s.game, p), seed + i, b, finds, it->tried);
    witnessed += it->witness.has_value();
  }
  for (UndecidedFinding& u : report.undecided) {
    if (u.witness || !u.impossible.empty() || s.time_up() || wanted) continue;
    if (!search) search.emplace(s, b.games, seed);
    std::string stem = fmt::format("{}-undecided-{}-position", s.game->name(), u.id);
    u.witness = witness_one(s, *search, sink, stem,
                            {"witness from a staged position: the game ends undecided " + u.id + " (" + u.where + ")"},
                            undecided_goal(u.id), {}, seed, b, finds, u.tried);
    witnessed += u.witness.has_value();
  }
  return witnessed;
}

}  // namespace canbeat::analysis
