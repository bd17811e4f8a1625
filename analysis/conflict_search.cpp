#include "analysis/conflict_search.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <optional>

#include "harness/lockstep.hpp"
#include "dsl/invariants.hpp"
#include "harness/agent.hpp"
#include "harness/parallel.hpp"
#include "interpreter/interpreter.hpp"
#include "interpreter/runaway.hpp"

namespace canbeat::analysis {

namespace {

// Every `undecided "id", "why"` statement in a block, recursively.
void scan_block(const dsl::Game& g, const ast::Block& b, ConflictSearch& r);

void scan_stmt(const dsl::Game& g, const ast::Stmt& s, ConflictSearch& r) {
  if (const auto* v = boost::get<ast::Verb>(&s.var)) {
    if (v->verb != "undecided" || v->args.empty()) return;
    auto text = [](const ast::Expr& e) {
      const auto* str = boost::get<std::string>(&e.root.var);
      return str ? *str : std::string("?");
    };
    dsl::Where w = g.where(*v);
    Undecided u{text(v->args[0]), v->args.size() > 1 ? text(v->args[1]) : "",
                fmt::format("{}:{}", w.file, w.line)};
    r.undecided.emplace(u.id, u);
  } else if (const auto* i = boost::get<ast::x3::forward_ast<ast::If>>(&s.var)) {
    for (const auto& br : i->get().branches) scan_block(g, br.body, r);
    if (i->get().otherwise) scan_block(g, *i->get().otherwise, r);
  } else if (const auto* f = boost::get<ast::x3::forward_ast<ast::For>>(&s.var)) {
    scan_block(g, f->get().body, r);
  } else if (const auto* rp = boost::get<ast::x3::forward_ast<ast::Repeat>>(&s.var)) {
    scan_block(g, rp->get().body, r);
  } else if (const auto* wl = boost::get<ast::x3::forward_ast<ast::While>>(&s.var)) {
    scan_block(g, wl->get().body, r);
  } else if (const auto* c = boost::get<ast::x3::forward_ast<ast::Choose>>(&s.var)) {
    for (const auto& o : c->get().options) scan_block(g, o.body, r);
  } else if (const auto* ch = boost::get<ast::x3::forward_ast<ast::Chance>>(&s.var)) {
    scan_block(g, ch->get().body, r);
  }
}

void scan_block(const dsl::Game& g, const ast::Block& b, ConflictSearch& r) {
  for (const auto& s : b.stmts) scan_stmt(g, s, r);
}

// The static part: where the rules' undecided situations are.
void scan_rules(const dsl::Game& g, ConflictSearch& r) {
  for (const auto* p : g.all<ast::Procedure>()) scan_block(g, p->body, r);
  for (const auto* p : g.all<ast::Phase>()) scan_block(g, p->body, r);
}

// "Scout#30/Ambush" -> "Scout/Ambush": the trigger, not the copy.
std::string without_serial(const std::string& key) {
  std::size_t hash = key.find('#'), slash = key.find('/');
  if (hash == std::string::npos || slash == std::string::npos || slash < hash) return key;
  return key.substr(0, hash) + key.substr(slash);
}

// A chooser that plays randomly and, on the explaining reference
// interpreter, notes what each decision meets (can/can't pairs, blocked
// musts, trigger orders) into one game's finds: how often, and the first
// time with how many choices led there (the witness prefix).
class Searcher : public Chooser {
 public:
  Searcher(std::uint64_t seed, const ConflictSearch& tables, GameFinds& finds)
      : agent_(seed), tables_(tables), finds_(finds) {}
  std::size_t choose(const Engine& e) override {
    if (const auto* ref = dynamic_cast<const interp::Reference*>(&e)) {
      for (const auto& [i, option] : tables_.pairs.met(*ref)) {
        auto [it, first] = finds_.pairs.try_emplace(i, GameFinds::Met{0, decisions_, option});
        ++it->second.count;
      }
      for (auto& [key, found] : tables_.musts.met(*ref)) {
        auto [it, first] = finds_.musts.try_emplace(key, GameFinds::Blocked{found, 0, decisions_});
        ++it->second.count;
      }
      if (std::string order = trigger_order_at(e); !order.empty()) {
        auto [it, first] = finds_.orders.try_emplace(order, GameFinds::Met{0, decisions_, ""});
        ++it->second.count;
      }
    }
    ++decisions_;
    return agent_.choose(e);
  }

 private:
  RandomAgent agent_;
  const ConflictSearch& tables_;
  GameFinds& finds_;
  std::size_t decisions_ = 0;
};

// Replays keys on a fresh interpreter as the shrinker does (a key that is
// not an option at its point is skipped): the Runaway it throws, if the
// rules run away. `applied` gets the keys taken, the loop's starter last.
std::optional<interp::Runaway> runs_away(const Table& s, const std::vector<std::string>& keys,
                                         std::vector<std::string>& applied) {
  try {
    interp::Reference ref(*s.game, s.setup);
    apply_leniently(ref, keys, applied);
  } catch (const interp::Runaway& e) {
    return e;
  } catch (const std::exception&) {
    // Another error on the way is not this finding.
  }
  return std::nullopt;
}

std::string lap_text(const std::vector<std::string>& lap, bool periodic) {
  return fmt::format("{}{}", periodic ? "" : "no lap; ", fmt::join(lap, ", "));
}

void note_runaway(ConflictSearch& r, const interp::Runaway& e, const std::vector<std::string>& choices,
                  bool at_start) {
  NeverEnding& n = r.never_ending[lap_text(e.lap, e.periodic)];
  if (n.reached++ > 0) return;
  n.lap = e.lap, n.periodic = e.periodic, n.at_start = at_start, n.witness = choices;
}

}  // namespace

// One seeded game on the explaining reference (in lockstep with the fast
// engine where there is one): what it met, nothing shared written.
GameFinds search_game(const Table& s, const ConflictSearch& tables, std::uint64_t seed) {
  GameFinds f;
  std::unique_ptr<interp::Reference> ref;
  try {
    ref = s.make_explaining();
  } catch (const interp::Runaway& e) {
    f.runaway = e, f.runaway_at_start = true;
    return f;
  }
  Searcher chooser(seed, tables, f);
  std::string error;
  if (has_fast_engine(s.game->name())) {
    auto fast = s.make(EngineKind::fast);
    LockstepResult run = lockstep(*ref, *fast, chooser, search_decision_limit);
    if (run.divergence) {
      f.divergence = fmt::format("game seed {}: {}", seed, divergence_comments(*run.divergence)[0]);
      return f;
    }
    f.choices = run.choices, f.outcome = run.outcome, error = run.error, f.end = run.end;
  } else {
    PlayResult run = play(*ref, chooser, search_decision_limit);
    f.choices = run.choices, f.outcome = run.outcome, error = run.error, f.end = run.end;
  }
  f.unfinished = f.end == RunEnd::out_of_budget && error.empty();
  // The run keeps only the error's text: a replay recovers where it loops.
  f.ran_out = error.rfind("OutOfBudget: ", 0) == 0;
  if (f.end == RunEnd::engine_error && !f.ran_out) f.error = error;
  if (f.ran_out) {
    std::vector<std::string> applied;
    if (std::optional<interp::Runaway> e = runs_away(s, f.choices, applied)) f.runaway = *e, f.runaway_applied = applied;
  }
  return f;
}

namespace {

std::vector<std::string> prefix(const std::vector<std::string>& choices, std::size_t n) {
  return {choices.begin(), choices.begin() + static_cast<long>(std::min(n, choices.size()))};
}

// Adds what the pairs, musts and trigger orders met in game `f`: a finding
// first met here takes this game's choices up to that decision as its
// witness (none when the game diverged: its choices were not kept).
void add_met(ConflictSearch& r, const GameFinds& f) {
  for (const auto& [i, met] : f.pairs) {
    StatementPair& pair = r.pairs.pairs()[i];
    if (pair.reached == 0) pair.option = met.option, pair.witness = prefix(f.choices, met.before);
    pair.reached += met.count;
  }
  for (const auto& [key, met] : f.musts) {
    BlockedMust& b = r.musts.blocked().emplace(key, met.found).first->second;
    if (b.reached == 0) b.witness = prefix(f.choices, met.before);
    b.reached += met.count;
  }
  for (const auto& [order, met] : f.orders) {
    TriggerOrder& t = r.trigger_orders[order];
    t.triggers = order;
    if (t.reached == 0) t.witness = prefix(f.choices, met.before);
    t.reached += met.count;
  }
}

}  // namespace

bool add_game(ConflictSearch& r, const GameFinds& f, std::uint64_t seed) {
  ++r.games;
  if (f.runaway_at_start) {
    // Before the first decision every game is this one: no other to search.
    note_runaway(r, *f.runaway, {}, /*at_start=*/true);
    return false;
  }
  add_met(r, f);
  if (!f.divergence.empty()) return r.divergences.push_back(f.divergence), true;
  if (f.unfinished && r.unfinished++ == 0) r.first_unfinished_seed = seed;
  if (f.runaway) note_runaway(r, *f.runaway, f.runaway_applied, /*at_start=*/false);
  if (!f.error.empty()) {
    GameError& e = r.errors[f.error];
    e.text = f.error;
    if (e.reached++ == 0) e.witness = f.choices;
  }
  if (f.ran_out || f.outcome.rfind("undecided ", 0) != 0) return true;
  Undecided& u = r.undecided[f.outcome.substr(10)];
  if (u.reached++ == 0) u.witness = f.choices;
  return true;
}

namespace {

// The dynamic part: seeded games on `jobs` threads, added in game order.
void search(const Table& s, const GameRange& games, std::uint64_t seed, int jobs, ConflictSearch& r) {
  std::atomic<bool> over{false};  // a game ran away before its first decision
  // Past the table's time (--seconds) no game starts and none is added.
  auto work = [&](long g) { return over || s.time_up() ? GameFinds{} : search_game(s, r, seed + g); };
  std::size_t every = std::max<std::size_t>(1, games.count / 10), taken = 0;
  auto consume = [&](long g, GameFinds f) {
    if (!over && (s.time_up() || !add_game(r, f, seed + g))) over = true;
    if (!over && ++taken % every == 0) s.progress(fmt::format("{}/{} games searched", taken, games.count));
    return !over;
  };
  ordered_parallel(games, jobs, work, consume);
}

// A shrink that stops when the table's time is up (--seconds): every
// candidate after that counts as losing the property, so the shrinker
// keeps the shortest witness it has found by then. It also stops after
// `cap` replays (what the search's budget allows it). Cut short either way,
// it says so (cut_short); stopped at its own cap of replays, as ever, not.
template <class Shrink>  // Shrink(max_replays) -> WitnessShrink
WitnessShrink bounded(const Table& s, std::size_t cap, std::size_t max_replays, Shrink shrink) {
  const bool capped = cap < max_replays;
  if (s.jobs > 1) s.prepare_threads();
  WitnessShrink w = shrink(std::min(max_replays, std::max<std::size_t>(cap, 1)));
  w.cut_short = (capped && w.stats.budget_exhausted) || s.time_up();
  return w;
}

WitnessShrink bounded_shrink(const Table& s, const SignatureFn& signature, const EngineFactory& engine,
                             std::vector<std::string> choices, std::size_t cap, std::size_t max_replays = 2000) {
  SignatureFn until = [&s, &signature](const std::vector<std::string>& keys, std::vector<std::string>& applied) {
    return s.time_up() ? std::string() : signature(keys, applied);
  };
  return bounded(s, cap, max_replays, [&](std::size_t n) {
    return shrink_witness(s.deadline ? until : signature, engine, std::move(choices), n, s.jobs);
  });
}

// The same for a property read step by step; past the table's time, it
// shows nowhere (along the replay, at its end or from a throw).
WitnessShrink bounded_shrink(const Table& s, StepProperty p, std::vector<std::string> choices, std::size_t cap,
                             std::size_t max_replays = 2000) {
  auto until = [&s](auto read) -> decltype(read) {
    if (!read) return read;
    return [&s, read](const auto& at) { return s.time_up() ? std::string() : read(at); };
  };
  if (s.deadline) p.along = until(p.along), p.at_end = until(p.at_end), p.on_error = until(p.on_error);
  return bounded(s, cap, max_replays, [&](std::size_t n) { return shrink_witness(p, std::move(choices), n, s.jobs); });
}

}  // namespace

ConflictSearch find_conflicts(const Table& s, long games, std::uint64_t seed, int jobs) {
  return find_conflicts(s, GameRange{0, 1, static_cast<std::size_t>(games)}, seed, jobs);
}

ConflictSearch static_conflicts(const Table& s) {
  ConflictSearch r(*s.game);
  for (const dsl::Diagnostic& d : dsl::check_invariants(*s.game))
    r.contradictions.push_back(fmt::format("{}:{}: {}", d.where.file, d.where.line, d.message));
  scan_rules(*s.game, r);
  return r;
}

ConflictSearch find_conflicts(const Table& s, const GameRange& games, std::uint64_t seed, int jobs) {
  ConflictSearch r = static_conflicts(s);
  s.prepare_threads();
  search(s, games, seed, jobs, r);
  return r;
}

std::size_t unresolved(const ConflictSearch& r) {
  std::size_t n = r.contradictions.size() + r.divergences.size();
  for (const auto& [id, u] : r.undecided) n += u.reached > 0;
  return n + r.never_ending.size() + r.musts.blocked().size() + r.errors.size() + (r.unfinished > 0 ? 1 : 0);
}

WitnessShrink shrink_undecided(const Table& s, const Undecided& u, std::size_t cap) {
  return bounded_shrink(s, outcome_signature(s.factory(EngineKind::reference)), s.factory(EngineKind::reference),
                        u.witness, cap);
}

std::string lap_text(const NeverEnding& n) { return lap_text(n.lap, n.periodic); }

// A replay that runs away spends the whole step budget (some 10^6
// statements), so this shrink too has a smaller budget of replays.
WitnessShrink shrink_never_ending(const Table& s, const NeverEnding& n, std::size_t cap) {
  // No choice to remove; and a fresh engine, which the shrinker makes to
  // learn first options, would itself run away.
  if (n.at_start) return {{}, lap_text(n), {}};
  SignatureFn same_lap = [&s](const std::vector<std::string>& keys, std::vector<std::string>& applied) {
    std::optional<interp::Runaway> e = runs_away(s, keys, applied);
    return e ? lap_text(e->lap, e->periodic) : std::string();
  };
  return bounded_shrink(s, same_lap, s.factory(EngineKind::reference), n.witness, cap, 300);
}

void settle(Engine& e, std::vector<std::string>* taken) {
  auto* ref = dynamic_cast<interp::Reference*>(&e);
  for (int step = 0; step < 500 && ref && e.outcome().kind == Outcome::Kind::ongoing && ref->triggers_busy(); ++step) {
    if (taken) taken->push_back(e.option_key(0));
    e.apply(std::size_t{0});
  }
}

std::string trigger_order_at(const Engine& e) {
  if (e.pending().who != Decider::player || e.option_count() < 2) return "";
  std::vector<std::string> names;
  for (std::size_t i = 0; i < e.option_count(); ++i) {
    const std::string key = e.option_key(i);
    if (key.rfind("resolve ", 0) != 0) return "";
    names.push_back(without_serial(key.substr(8)));
  }
  std::optional<Observation> first;
  bool differ = false;
  for (std::size_t i = 0; i < e.option_count() && !differ; ++i) {
    std::unique_ptr<Engine> c = e.clone();
    try {
      c->apply(i);
      settle(*c);
    } catch (const std::exception&) {
      return "";  // a rules error on the way is not this finding
    }
    Observation o = c->observe();
    if (!first) first = std::move(o);
    else differ = !(o == *first);
  }
  if (!differ) return "";
  std::sort(names.begin(), names.end());
  return fmt::format("{}", fmt::join(names, ", "));
}

WitnessShrink shrink_trigger_order(const Table& s, const TriggerOrder& t, std::size_t cap) {
  StepProperty p{s.factory(EngineKind::reference), saved_reference, {}, {}, {}};
  p.at_end = [want = t.triggers](const Engine& e) { return trigger_order_at(e) == want ? want : std::string(); };
  return bounded_shrink(s, std::move(p), t.witness, cap, 300);
}

// The error as lockstep names it (harness/lockstep.cpp): its kind, then
// what it says.
WitnessShrink shrink_error(const Table& s, const GameError& e, std::size_t cap) {
  StepProperty p{s.factory(EngineKind::reference), saved_reference, {}, {}, {}};
  p.on_error = [want = e.text](const std::exception& x) -> std::string {
    std::string met;
    if (dynamic_cast<const EngineBug*>(&x)) met = std::string("EngineBug: ") + x.what();
    else if (!dynamic_cast<const OutOfBudget*>(&x)) met = std::string("exception: ") + x.what();
    return met == want ? want : "";
  };
  return bounded_shrink(s, std::move(p), e.witness, cap, 300);
}

WitnessShrink shrink_pair(const Table& s, const ConflictSearch& r, std::size_t i, std::size_t cap) {
  return shrink_pair(s, r, i, r.pairs.pairs()[i].witness, cap);
}

WitnessShrink shrink_pair(const Table& s, const ConflictSearch& r, std::size_t i, std::vector<std::string> choices,
                          std::size_t cap) {
  return bounded_shrink(s, r.pairs.property(i, s), std::move(choices), cap, 300);
}

WitnessShrink shrink_blocked_must(const Table& s, const ConflictSearch& r, const std::string& key, std::size_t cap) {
  return bounded_shrink(s, r.musts.property(key, s), r.musts.blocked().at(key).witness, cap, 300);
}

}  // namespace canbeat::analysis
