#include "analysis/never_undecided_loop_fill.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <functional>
#include <map>
#include <set>

#include "analysis/capacity_reader.hpp"
#include "analysis/card_flow.hpp"
#include "analysis/never_undecided_conserved.hpp"
#include "dsl/printer.hpp"

namespace canbeat::analysis::capacity {

namespace {

namespace x3 = boost::spirit::x3;

using Origin = CardFlow::Origin;
using Origins = std::set<Origin>;

struct Filler {
  const dsl::Game& g;
  const CardFlow& flow;
  PrintedReader printed;
  std::map<std::string, const ast::Procedure*> procedures;
  std::vector<std::map<const ast::CardDef*, long>> decks;  // each deck list's copies, and none
  std::set<std::string> set_members;                       // every member a `set` or effect changes
  std::set<std::string> stats;                             // the declared stats
  const ast::Procedure* setup = nullptr;
  std::string start;  // the seats' start zone
};

std::string where_of(const Filler& f, const ast::Pos& p) {
  dsl::Where w = f.g.where(p);
  return fmt::format("{}:{}:{}", w.file, w.line, w.col);
}

const ast::Procedure* callee(const Filler& f, const ast::Stmt& s) {
  std::string name;
  if (const auto* p = boost::get<ast::Perform>(&s.get())) name = p->call.name;
  if (const auto* v = boost::get<ast::Verb>(&s.get())) name = v->verb;
  auto it = f.procedures.find(name);
  return it == f.procedures.end() ? nullptr : it->second;
}

bool runs_bodies(const ast::Stmt& s) {
  static const std::set<std::string> verbs{"fire", "activate", "resolve", "copy_effect"};
  const auto* v = boost::get<ast::Verb>(&s.get());
  return v && verbs.count(v->verb);
}

// Each statement `b` runs, nested ones and the bodies of the procedures it
// calls too, with its block and place; false when one runs other bodies
// (`fire`, `activate`, ...).
bool each_run(const Filler& f, const ast::Block& b, std::set<const ast::Procedure*>& seen,
              const std::function<void(const ast::Block&, std::size_t)>& visit) {
  for (std::size_t i = 0; i < b.stmts.size(); ++i) {
    const ast::Stmt& s = b.stmts[i];
    if (runs_bodies(s)) return false;
    visit(b, i);
    if (const ast::Procedure* p = callee(f, s); p && seen.insert(p).second)
      if (!each_run(f, p->body, seen, visit)) return false;
    for (const ast::Block* inner : inner_blocks(s))
      if (!each_run(f, *inner, seen, visit)) return false;
  }
  return true;
}

bool each_run_stmt(const Filler& f, const ast::Block& b, std::size_t i,
                   const std::function<void(const ast::Block&, std::size_t)>& visit) {
  std::set<const ast::Procedure*> seen;
  bool ok = true;
  if (runs_bodies(b.stmts[i])) return false;
  visit(b, i);
  if (const ast::Procedure* p = callee(f, b.stmts[i]); p && seen.insert(p).second)
    ok = each_run(f, p->body, seen, visit);
  for (const ast::Block* inner : inner_blocks(b.stmts[i]))
    if (ok) ok = each_run(f, *inner, seen, visit);
  return ok;
}

bool meets(const Origins& a, const Origins& b) {
  return std::any_of(a.begin(), a.end(), [&b](const Origin& o) { return b.count(o) > 0; });
}

const Origins& touched(const Filler& f, const void* stmt) {
  static const Origins none;
  auto it = f.flow.touched.find(stmt);
  return it == f.flow.touched.end() ? none : it->second;
}

Origins in_zones(const Filler& f, const std::set<std::string>& keys) {
  Origins out;
  for (const std::string& k : keys)
    if (auto it = f.flow.in.find(k); it != f.flow.in.end()) out.insert(it->second.begin(), it->second.end());
  return out;
}

std::optional<std::set<std::string>> keys_of(const Reader& r, const ast::Expr& e) {
  Scope none;
  auto keys = zone_keys(r, e.root, none);
  if (!keys) return std::nullopt;
  return std::set<std::string>(keys->begin(), keys->end());
}

bool is_name(const ast::Node& n, const std::string& name) {
  const auto* ref = boost::get<ast::Ref>(&bare(n).get());
  return ref && ref->head == name && ref->members.empty();
}

// `set V.M = V.K;` for M "x" or "y": K, a stat nothing changes.
std::optional<std::string> printed_place(const Filler& f, const ast::Stmt& s, const std::string& var,
                                         const std::string& m) {
  const auto* set = boost::get<ast::Set>(&s.get());
  if (!set || set->target.head != var || set->target.members != std::vector<std::string>{m}) return std::nullopt;
  const auto* v = boost::get<ast::Ref>(&bare(set->value.root).get());
  if (!v || v->head != var || v->members.size() != 1 || f.set_members.count(v->members[0]) ||
      !f.stats.count(v->members[0]))
    return std::nullopt;
  return v->members[0];
}

// The stats a `move V to ...` (statement i of b) is placed by: the two
// statements before it are `set V.x = V.KX; set V.y = V.KY;` (either way).
std::optional<std::pair<std::string, std::string>> placed_by(const Filler& f, const ast::Block& b, std::size_t i) {
  const auto* m = boost::get<ast::Move>(&b.stmts[i].get());
  const auto* v = m ? boost::get<ast::Ref>(&bare(m->what.root).get()) : nullptr;
  if (m->all || !v || !v->members.empty() || i < 2) return std::nullopt;
  const ast::Stmt &one = b.stmts[i - 2], &two = b.stmts[i - 1];
  auto x = printed_place(f, one, v->head, "x"), y = printed_place(f, two, v->head, "y");
  if (!x || !y) x = printed_place(f, two, v->head, "x"), y = printed_place(f, one, v->head, "y");
  if (!x || !y) return std::nullopt;
  return std::pair{*x, *y};
}

using Place2 = std::pair<long, long>;
std::optional<Place2> place_of(const ast::CardDef& d, const std::pair<std::string, std::string>& stats) {
  auto x = dsl::card_number(d, stats.first), y = dsl::card_number(d, stats.second);
  if (!x || !y) return std::nullopt;
  return Place2{*x, *y};
}

// Whether block `b` binds `var` again (`let`, a loop, an option).
bool binds_again(const ast::Block& b, const std::string& var) {
  bool again = false;
  each_stmt(b, [&](const ast::Stmt& s) {
    if (const auto* let = boost::get<ast::Let>(&s.get()); let && let->name == var) again = true;
    if (const auto* set = boost::get<ast::Set>(&s.get()); set && set->target.head == var && set->target.members.empty())
      again = true;
    for (const auto& [block, entry] : entries(s))
      if (entry.binds == var) again = true;
  });
  return again;
}

// Whether a pass of loop body `b` with `var` a card of `d` moves it to a
// zone of `to` whatever else happens (rules errors and the game's end
// aside): a move at its top, or in the branch of an `if` its printed facts
// choose.
bool surely_moves(const Filler& f, const Reader& r, const ast::Block& b, const std::string& var, const ast::CardDef* d,
                  const std::set<std::string>& to) {
  for (const ast::Stmt& s : b.stmts) {
    if (const auto* m = boost::get<ast::Move>(&s.get()); m && !m->all && is_name(m->what.root, var)) {
      auto keys = keys_of(r, m->to);
      if (keys && !keys->empty() && std::includes(to.begin(), to.end(), keys->begin(), keys->end())) return true;
    }
    const auto* i = boost::get<x3::forward_ast<ast::If>>(&s.get());
    if (!i) continue;
    const ast::If& x = i->get();
    bool all = true;  // every branch surely moves it
    bool decided = false;
    for (const auto& br : x.branches) {
      bool can_hold = !d || f.printed.may(*d, var, br.cond.root, true);
      bool can_fail = !d || f.printed.may(*d, var, br.cond.root, false);
      if (!can_hold) continue;
      if (!surely_moves(f, r, br.body, var, d, to)) all = false;
      if (!can_fail) {
        decided = true;
        break;
      }
    }
    if (!decided) all = all && x.otherwise && surely_moves(f, r, *x.otherwise, var, d, to);
    if (all) return true;
  }
  return false;
}

// What a Z can hold where a call runs: the cards of `remaining` from
// before (their spaces unknown) and `added` at their printed spaces.
struct ZoneState {
  Origins remaining;
  std::map<Origin, Place2> added;
  std::set<std::string> because;
};

// Whether every pass of loop `l` over Z moves its card out of Z, puts no
// card in Z and changes no card that may be in Z but its own.
bool empties_each_pass(const Filler& f, const Reader& r, const ast::For& l, const std::set<std::string>& z,
                       const Origins& inz) {
  std::set<std::string> out;
  for (const auto& [k, v] : f.flow.in)
    if (!z.count(k)) out.insert(k);
  for (const auto& [k, v] : f.flow.moves)
    if (!z.count(k)) out.insert(k);
  bool clean = !binds_again(l.body, l.binder.var) && surely_moves(f, r, l.body, l.binder.var, nullptr, out);
  std::set<const ast::Procedure*> seen;
  bool ok =
      clean && each_run(f, l.body, seen, [&](const ast::Block& bb, std::size_t k) {
        const ast::Stmt& t = bb.stmts[k];
        if (const auto* m = boost::get<ast::Move>(&t.get())) {
          auto to = keys_of(r, m->to);
          if (!to || std::any_of(to->begin(), to->end(), [&z](const std::string& key) { return z.count(key) > 0; }))
            clean = false;
        }
        if (const auto* set = boost::get<ast::Set>(&t.get());
            set && set->target.head != l.binder.var && meets(touched(f, set), inz))
          clean = false;
        if (const auto* v = boost::get<ast::Verb>(&t.get());
            v && v->verb == "reset" && !(v->args.size() == 1 && is_name(v->args[0].root, l.binder.var)))
          clean = false;
        if (const auto* v = boost::get<ast::Verb>(&t.get()); v && v->verb == "break") clean = false;
      });
  return ok && clean;
}

// A loop over Z whose every pass moves its card out of Z: what it reads
// leaves. False when statement `s` is no such loop.
bool empties_zone(const Filler& f, const Reader& r, const ast::Stmt& s, const std::set<std::string>& z,
                  const Origins& inz, ZoneState& st) {
  const auto* fo = boost::get<x3::forward_ast<ast::For>>(&s.get());
  if (!fo) return false;
  const ast::For& l = fo->get();
  auto keys = keys_of(r, l.binder.domain);
  if (!keys || *keys != z || !empties_each_pass(f, r, l, z, inz)) return false;
  for (auto it = st.remaining.begin(); it != st.remaining.end();)
    it = !l.binder.where || f.printed.may(*it->second, l.binder.var, l.binder.where->root, false)
             ? std::next(it)
             : st.remaining.erase(it);
  st.because.insert(where_of(f, l) + " (empties " + fmt::format("{}", fmt::join(z, ", ")) +
                    (l.binder.where ? " of `" + dsl::print(*l.binder.where) + "`" : std::string()) + ")");
  return true;
}

using Runs = std::vector<std::pair<const ast::Block*, std::size_t>>;

// The cards the moves to Z among `runs` put there, each at its printed
// space, with the sets that place them; false when a move's destination is
// unknown or a move to Z is not placed.
bool placed_in_zone(const Filler& f, const Reader& r, const Runs& runs, const std::set<std::string>& z,
                    std::map<Origin, Place2>& added, std::set<const void*>& placing, ZoneState& st) {
  for (const auto& [bb, k] : runs) {
    const auto* m = boost::get<ast::Move>(&bb->stmts[k].get());
    if (!m) continue;
    auto to = keys_of(r, m->to);
    if (!to) return false;
    if (!std::any_of(to->begin(), to->end(), [&z](const std::string& key) { return z.count(key) > 0; })) continue;
    auto stats = placed_by(f, *bb, k);
    if (!stats) return false;
    for (const Origin& o : touched(f, m)) {
      auto at = place_of(*o.second, *stats);
      if (!at) return false;
      added[o] = *at;
    }
    placing.insert(&bb->stmts[k - 1]);
    placing.insert(&bb->stmts[k - 2]);
    st.because.insert(where_of(f, *m) + " (placed at its printed " + stats->first + ", " + stats->second + ")");
  }
  return true;
}

// Whether no statement of `runs` but the placing sets changes the x or y
// of a card that may be in Z, or resets one.
bool places_kept(const Filler& f, const Runs& runs, const Origins& inz, const std::set<const void*>& placing) {
  bool ok = true;
  for (const auto& [bb, k] : runs) {
    const ast::Stmt& t = bb->stmts[k];
    if (const auto* set = boost::get<ast::Set>(&t.get())) {
      bool place = set->target.members.size() == 1 && (set->target.members[0] == "x" || set->target.members[0] == "y");
      if ((place || set->target.members.size() > 1) && meets(touched(f, set), inz) && !placing.count(&t)) ok = false;
    }
    if (const auto* v = boost::get<ast::Verb>(&t.get()); v && v->verb == "reset" && meets(touched(f, v), inz))
      ok = false;
  }
  return ok;
}

// Carried back over statement i of b: false when it may change Z in a way
// not read here.
bool back_over(const Filler& f, const Reader& r, const ast::Block& b, std::size_t i, const std::set<std::string>& z,
               ZoneState& st) {
  const Origins inz = in_zones(f, z);
  if (empties_zone(f, r, b.stmts[i], z, inz, st)) return true;
  std::map<Origin, Place2> added;
  std::set<const void*> placing;  // the sets that place a card moved to Z
  Runs runs;
  if (!each_run_stmt(f, b, i, [&](const ast::Block& bb, std::size_t k) { runs.push_back({&bb, k}); })) return false;
  if (!placed_in_zone(f, r, runs, z, added, placing, st)) return false;
  if (!places_kept(f, runs, inz, placing)) return false;
  st.added.insert(added.begin(), added.end());
  return true;
}

struct LoopFacts {
  const ast::Procedure* p = nullptr;  // whose body opens with the loop
  const ast::For* loop = nullptr;
  const ast::If* guard_if = nullptr;
};

// The procedure whose body's first statement is a `for` whose body's first
// statement is `i`.
std::optional<LoopFacts> loop_of(const dsl::Game& g, const ast::If* i) {
  for (const ast::Procedure* p : g.all<ast::Procedure>()) {
    if (p->body.stmts.empty()) continue;
    const auto* fo = boost::get<x3::forward_ast<ast::For>>(&p->body.stmts[0].get());
    if (!fo || fo->get().body.stmts.empty()) continue;
    const auto* first = boost::get<x3::forward_ast<ast::If>>(&fo->get().body.stmts[0].get());
    if (first && &first->get() == i) return LoopFacts{p, &fo->get(), i};
  }
  return std::nullopt;
}

// Whether each pass of loop `l` puts at most its own card anywhere and
// changes no other card: every move moves the loop's card, every `set` is
// of a name or of the loop's card, no procedure is called.
bool moves_only_its_card(const Filler& f, const ast::For& l) {
  static const std::set<std::string> pure{"undecided", "win", "lose", "eliminate", "tie", "break", "reveal", "look"};
  bool ok = true;
  const std::string& c = l.binder.var;
  each_stmt(l.body, [&](const ast::Stmt& s) {
    if (const auto* m = boost::get<ast::Move>(&s.get()); m && (m->all || !is_name(m->what.root, c))) ok = false;
    if (boost::get<ast::Perform>(&s.get())) ok = false;
    if (const auto* v = boost::get<ast::Verb>(&s.get()); v && !pure.count(v->verb)) ok = false;
    if (const auto* set = boost::get<ast::Set>(&s.get()); set && !set->target.members.empty() && set->target.head != c)
      ok = false;
  });
  if (binds_again(l.body, c)) ok = false;
  (void)f;
  return ok;
}

// The members a continuous effect changes.
std::set<std::string> effected_members(const dsl::Game& g) {
  std::set<std::string> effected;
  auto effects = [&effected](const std::vector<ast::CardItem>& items) {
    for (const auto& item : items)
      if (const auto* e = boost::get<ast::Continuous>(&item); e && !e->target.members.empty())
        effected.insert(e->target.members.back());
  };
  for (const ast::CardDef* c : g.card_defs()) effects(c->items);
  for (const ast::Ability* a : g.all<ast::Ability>()) effects(a->items);
  for (const ast::Attribute* a : g.all<ast::Attribute>()) effects(a->items);
  for (const ast::Continuous* e : g.all<ast::Continuous>())
    if (!e->target.members.empty()) effected.insert(e->target.members.back());
  return effected;
}

// The game's facts this argument reads, or nullopt when a continuous
// effect changes a card's x or y, or setup or the start zone is not one
// it reads.
std::optional<Filler> filler_of(const dsl::Game& g, const Reader& r, const CardFlow& flow) {
  Filler f{g, flow, PrintedReader(g), {}, {}, {}, {}, nullptr, {}};
  for (const ast::Declare* d : g.all<ast::Declare>())
    if (d->what == "stat") f.stats.insert(d->name);
  for (const ast::Procedure* p : g.all<ast::Procedure>()) f.procedures[p->name] = p;
  for (const dsl::DeckList& d : g.deck_lists()) {
    auto& copies = f.decks.emplace_back();
    for (const dsl::DeckCard& c : d.cards) copies[c.def] += c.copies;
    for (const dsl::DeckCard& c : d.outside) copies[c.def] += c.copies;
  }
  f.decks.emplace_back();  // a seat not at the table
  for (const ast::Block* body : every_body(g))
    each_stmt(*body, [&f](const ast::Stmt& s) {
      if (const auto* set = boost::get<ast::Set>(&s.get()); set && !set->target.members.empty())
        f.set_members.insert(set->target.members.back());
    });
  std::set<std::string> effected = effected_members(g);
  if (effected.count("x") || effected.count("y")) return std::nullopt;  // a place read is not the one set
  f.set_members.insert(effected.begin(), effected.end());
  f.setup = f.procedures.count("setup") ? f.procedures.at("setup") : nullptr;
  if (!f.setup || !f.setup->params.empty()) return std::nullopt;
  std::vector<std::string> start = g.list_property("start_zone");
  if (start.size() != 1 || !r.seat_zones.count(start[0])) return std::nullopt;
  f.start = start[0];
  return f;
}

// What the argument establishes at one `undecided` statement, step by step.
struct Fill {
  LoopFacts loop;
  // The guard: `not any(s in M where ... : ...)`.
  const ast::Expr* guard_expr = nullptr;
  const ast::Aggregate* guard = nullptr;
  std::vector<const ast::Node*> printed_parts;  // the parts read from s's printed facts
  std::set<std::string> m_keys, z, r_keys;      // M's, Z's and R's zone keys
  // E: setup's loop (statement e_index, or in a procedure it calls) over
  // the seat's start zone.
  std::string seat;
  const ast::For* e_loop = nullptr;
  std::size_t e_index = 0;
  // O: the cards E surely moves to M, and where they stand there.
  std::set<const ast::CardDef*> o_defs;
  std::pair<std::string, std::string> o_stats;
  std::set<std::string> o_moves;
  std::map<const ast::CardDef*, Place2> o_place;
  // Each call of the loop's procedure, with what Z holds there.
  std::vector<std::string> calls;
  std::vector<ZoneState> states;
  long worst_r = 0, worst_l = 0, worst_z = 0;  // the deal with most of R's cards
  // Z's cards that may stand on several spaces (capacity_reader.hpp
  // cover_part), with the offsets they stand on.
  std::vector<Reader::Cover> covers;
  std::map<const ast::CardDef*, const Reader::Cover*> large;
};

// The `not any` whose failing lets the statement's branch run: the
// branch's condition, or an earlier one's negation.
bool find_guard(const Place& place, Fill& fl) {
  const auto& branches = place.in->branches;
  std::size_t taken = place.branch < 0 ? branches.size() : static_cast<std::size_t>(place.branch);
  for (std::size_t k = 0; k < branches.size() && k <= taken && !fl.guard; ++k) {
    bool holds = k == taken;
    const ast::Node* n = &bare(branches[k].cond.root);
    while (const auto* u = boost::get<x3::forward_ast<ast::Unary>>(&n->get())) {
      if (u->get().op != ast::UnaryOp::not_) break;
      n = &bare(u->get().operand), holds = !holds;
    }
    const auto* a = boost::get<x3::forward_ast<ast::Aggregate>>(&n->get());
    if (!holds && a && a->get().fn == "any" && a->get().value) fl.guard = &a->get(), fl.guard_expr = &branches[k].cond;
  }
  return fl.guard != nullptr;
}

// The guard's parts: each a printed fact of s or no card of Z where s
// stands; M and Z one zone each, not a seat's of several.
bool read_guard(Reader& r, Fill& fl) {
  const ast::Binder& sb = fl.guard->binder;
  auto m_keys = keys_of(r, sb.domain);
  if (!m_keys) return false;
  Scope& scope = r.scopes.emplace_back();
  scope.names[sb.var] = {&sb, nullptr, nullptr};
  Parts parts;
  if (sb.where) conjuncts(r, sb.where->root, scope, parts);
  conjuncts(r, fl.guard->value->root, scope, parts);
  r.zones.clear();
  r.covers.clear();
  for (const auto& [p, s2] : parts) {
    if (empty_part(r, *p, *s2, &sb) || cover_part(r, *p, *s2, &sb)) continue;
    if (s2 != &scope) return false;  // a function's part: read only at the top
    fl.printed_parts.push_back(p);
  }
  fl.m_keys = *m_keys;
  fl.z = r.zones;
  fl.covers = r.covers;
  for (const Reader::Cover& c : fl.covers)
    if (!fl.z.count(c.zone)) return false;
  return fl.z.size() == 1 && fl.m_keys.size() == 1;
}

// The cards of Z the covers' printed filters may pick: each stands on its
// cover's spaces.
void mark_large(const Filler& f, Fill& fl) {
  for (const Reader::Cover& c : fl.covers)
    if (auto it = f.flow.in.find(c.zone); it != f.flow.in.end())
      for (const Origin& o : it->second)
        if (!fl.large.count(o.second) &&
            std::all_of(c.filters.begin(), c.filters.end(),
                        [&](const ast::Node* n) { return f.printed.may(*o.second, c.var, *n, true); }))
          fl.large[o.second] = &c;
}

// The loop: `for c in R`, R apart from M and Z, each pass moving only c.
bool loop_apart(const Filler& f, const Reader& r, Fill& fl) {
  auto r_keys = keys_of(r, fl.loop.loop->binder.domain);
  if (!r_keys) return false;
  for (const std::string& k : *r_keys)
    if (fl.z.count(k) || fl.m_keys.count(k)) return false;
  fl.r_keys = *r_keys;
  return moves_only_its_card(f, *fl.loop.loop);
}

// E: the first loop over a seat's start zone that setup runs, directly or
// in a procedure it calls, which neither breaks nor binds its card again.
bool find_entering_loop(const Filler& f, const Reader& r, Fill& fl) {
  const ast::Procedure* setup = f.setup;
  for (std::size_t k = 0; k < setup->body.stmts.size() && !fl.e_loop; ++k) {
    std::vector<const ast::Block*> blocks{&setup->body};
    if (const ast::Procedure* q = callee(f, setup->body.stmts[k])) blocks = {&q->body};
    for (const ast::Block* bl : blocks)
      for (const ast::Stmt& st : bl->stmts) {
        const auto* fo = boost::get<x3::forward_ast<ast::For>>(&st.get());
        if (!fo || fl.e_loop) continue;
        if (bl == &setup->body && &st != &setup->body.stmts[k]) continue;
        const auto* ref = boost::get<ast::Ref>(&bare(fo->get().binder.domain.root).get());
        if (!ref || ref->members != std::vector<std::string>{f.start} ||
            !std::count(r.seats.begin(), r.seats.end(), ref->head))
          continue;
        fl.seat = ref->head, fl.e_loop = &fo->get(), fl.e_index = k;
      }
  }
  if (!fl.e_loop) return false;
  bool breaks = false;
  each_stmt(fl.e_loop->body, [&breaks](const ast::Stmt& st) {
    if (const auto* v = boost::get<ast::Verb>(&st.get()); v && v->verb == "break") breaks = true;
  });
  return !breaks && !binds_again(fl.e_loop->body, fl.e_loop->binder.var);
}

// O: the cards whose printed facts meet the guard's parts, which E takes
// and surely moves to M.
bool find_entering_cards(const Filler& f, const Reader& r, Fill& fl) {
  const ast::Binder& sb = fl.guard->binder;
  const ast::For& e = *fl.e_loop;
  for (const auto& def_copies : f.flow.copies) {
    const ast::CardDef* def = def_copies.first;  // clang 14 lambdas capture no structured binding
    bool meets_guard = std::all_of(fl.printed_parts.begin(), fl.printed_parts.end(),
                                   [&](const ast::Node* p) { return !f.printed.may(*def, sb.var, *p, false); });
    if (!meets_guard) continue;
    if (e.binder.where && f.printed.may(*def, e.binder.var, e.binder.where->root, false)) continue;
    if (!surely_moves(f, r, e.body, e.binder.var, def, fl.m_keys)) continue;
    fl.o_defs.insert(def);
  }
  return !fl.o_defs.empty();
}

// What the statements that may move or change an O card show: each move
// is to M right after the two sets that place it (the same stats for all),
// and no other set or reset touches their x and y.
struct OKept {
  bool kept = true;
  std::optional<std::pair<std::string, std::string>> stats;
  std::set<std::string> moves;
};

void read_o_moves(const Filler& f, const Reader& r, const ast::Block& bl, const Origins& o,
                  const std::set<std::string>& m_keys, OKept& ok) {
  for (std::size_t k = 0; k < bl.stmts.size(); ++k) {
    const ast::Stmt& st = bl.stmts[k];
    if (const auto* m = boost::get<ast::Move>(&st.get()); m && meets(touched(f, m), o)) {
      auto to = keys_of(r, m->to);
      auto stats = placed_by(f, bl, k);
      if (!to || *to != m_keys || !stats || (ok.stats && *ok.stats != *stats))
        ok.kept = false;
      else
        ok.stats = stats, ok.moves.insert(where_of(f, *m));
    }
    if (const auto* set = boost::get<ast::Set>(&st.get()); set && meets(touched(f, set), o)) {
      bool place = set->target.members.size() == 1 && (set->target.members[0] == "x" || set->target.members[0] == "y");
      // One of the two sets that place the card a move right after moves.
      auto placed_next = [&](std::size_t at) {
        return at < bl.stmts.size() && boost::get<ast::Move>(&bl.stmts[at].get()) && placed_by(f, bl, at);
      };
      bool placing = placed_next(k + 1) || placed_next(k + 2);
      if ((place || set->target.members.size() > 1) && !placing) ok.kept = false;
    }
    if (const auto* v = boost::get<ast::Verb>(&st.get()); v && v->verb == "reset" && meets(touched(f, v), o))
      ok.kept = false;
    for (const ast::Block* inner : inner_blocks(st)) read_o_moves(f, r, *inner, o, m_keys, ok);
  }
}

// From E on, O stands in M on its printed spaces: no move takes an O card
// anywhere else, and each has a printed space.
bool o_stays_placed(const Filler& f, const Reader& r, Fill& fl) {
  Origins o;
  for (const ast::CardDef* d : fl.o_defs) o.insert({fl.seat, d});
  OKept ok;
  for (const ast::Block* body : every_body(f.g)) read_o_moves(f, r, *body, o, fl.m_keys, ok);
  if (!ok.kept || !ok.stats) return false;
  fl.o_stats = *ok.stats, fl.o_moves = ok.moves;
  for (const ast::CardDef* d : fl.o_defs) {
    auto at = place_of(*d, fl.o_stats);
    if (!at) return false;
    fl.o_place[d] = *at;
  }
  return true;
}

// The procedures setup runs up to E, or nullopt when one runs other
// bodies (`fire`, `activate`, ...).
std::optional<std::set<const ast::Procedure*>> run_before_entering(const Filler& f, const Fill& fl) {
  std::set<const ast::Procedure*> early;
  bool fires = false;
  for (std::size_t k = 0; k <= fl.e_index; ++k)
    if (!each_run_stmt(f, f.setup->body, k, [&](const ast::Block& bb, std::size_t j) {
          if (const ast::Procedure* q = callee(f, bb.stmts[j])) early.insert(q);
        }))
      fires = true;
  if (fires) return std::nullopt;
  return early;
}

// What Z holds at call `st` (in `body`) of the loop's procedure: a call at
// the top of a procedure that runs after E, with Z read back over the
// statements before it; nullopt when this cannot tell.
std::optional<ZoneState> zone_at_call(const Filler& f, const Reader& r, const Fill& fl,
                                      const std::set<const ast::Procedure*>& early, const ast::Block& body,
                                      const ast::Stmt& st) {
  const ast::Procedure* q = nullptr;
  for (const ast::Procedure* cand : f.g.all<ast::Procedure>())
    if (&cand->body == &body) q = cand;
  std::size_t j = 0;
  while (j < body.stmts.size() && &body.stmts[j] != &st) ++j;
  if (!q || j == body.stmts.size() || early.count(q) || (q == f.setup && j <= fl.e_index)) return std::nullopt;
  ZoneState zs;
  zs.remaining = in_zones(f, fl.z);
  for (std::size_t k = j; k-- > 0 && !zs.remaining.empty();)
    if (!back_over(f, r, body, k, fl.z, zs)) return std::nullopt;
  if (!zs.remaining.empty() && q != f.setup) return std::nullopt;
  if (q == f.setup) zs.remaining.clear();  // Z is no start zone: empty at the start
  return zs;
}

// Each call of the loop's procedure, after E, with what Z holds there.
bool read_calls(const Filler& f, const Reader& r, Fill& fl) {
  std::optional<std::set<const ast::Procedure*>> early = run_before_entering(f, fl);
  if (!early || early->count(fl.loop.p)) return false;
  std::size_t found = 0;
  for (const ast::Block* body : every_body(f.g)) {
    bool bad = false;
    each_stmt(*body, [&](const ast::Stmt& st) {
      if (callee(f, st) != fl.loop.p) return;
      ++found;
      std::optional<ZoneState> zs = zone_at_call(f, r, fl, *early, *body, st);
      if (!zs) {
        bad = true;
        return;
      }
      if (const auto* pf = boost::get<ast::Perform>(&st.get())) fl.calls.push_back(where_of(f, *pf));
      if (const auto* vb = boost::get<ast::Verb>(&st.get())) fl.calls.push_back(where_of(f, *vb));
      fl.states.push_back(*zs);
    });
    if (bad) return false;
  }
  return found > 0;
}

// Whether Z is the start zone (a seat's, or every seat's).
bool z_is_start(const Filler& f, const Fill& fl) {
  const std::string& start = f.start;
  for (const std::string& k : fl.z)
    if (k == start ||
        (k.size() > start.size() && k.compare(k.size() - start.size() - 1, std::string::npos, "." + start) == 0))
      return true;
  return false;
}

// Only the seats whose cards count here: each brings any deck, or none.
std::vector<std::string> counted_seats(const Fill& fl, const Origins& r_in) {
  std::set<std::string> counted{fl.seat};
  for (const Origin& x : r_in) counted.insert(x.first);
  for (const ZoneState& zs : fl.states) {
    for (const Origin& x : zs.remaining) counted.insert(x.first);
    for (const auto& [x, at] : zs.added) counted.insert(x.first);
  }
  return std::vector<std::string>(counted.begin(), counted.end());
}

using Deal = std::map<std::string, const std::map<const ast::CardDef*, long>*>;  // seat -> its deck's copies

// Under one deal, whether R's cards plus Z's on O's spaces are no more than
// O's distinct spaces; the worst such deal goes to fl.
bool fits(Fill& fl, const Origins& r_in, const Deal& deck) {
  auto copies = [&deck](const Origin& o) {
    auto it = deck.at(o.first)->find(o.second);
    return it == deck.at(o.first)->end() ? 0L : it->second;
  };
  long rn = 0;
  for (const Origin& x : r_in) rn += copies(x);
  std::set<Place2> spaces;
  for (const auto& [d, at] : fl.o_place)
    if (copies({fl.seat, d}) > 0) spaces.insert(at);
  long ln = static_cast<long>(spaces.size()), zn = 0;
  // O's spaces a card of Z stands on at `at`: one, or a large one's several.
  auto held = [&](const Origin& x, const Place2& at) {
    auto it = fl.large.find(x.second);
    if (it == fl.large.end()) return spaces.count(at) ? 1L : 0L;
    long n = 0;
    for (long kx : it->second->xs)
      for (long ky : it->second->ys) n += static_cast<long>(spaces.count({at.first + kx, at.second + ky}));
    return n;
  };
  for (const ZoneState& zs : fl.states) {
    long here = 0;
    for (const Origin& x : zs.remaining) {
      auto it = fl.large.find(x.second);
      here += copies(x) * (it == fl.large.end() ? 1 : it->second->spaces);
    }
    for (const auto& [x, at] : zs.added) here += copies(x) * held(x, at);
    zn = std::max(zn, here);
  }
  if (rn > 0 && rn + zn > ln) return false;
  if (rn > fl.worst_r) fl.worst_r = rn, fl.worst_l = ln, fl.worst_z = zn;
  return true;
}

// Every way the seats may bring decks: R's cards plus Z's on O's spaces
// no more than O's distinct spaces.
bool fits_every_deal(const Filler& f, Fill& fl) {
  const Origins r_in = in_zones(f, fl.r_keys);
  std::vector<std::string> seats = counted_seats(fl, r_in);
  double ways = 1;
  for (std::size_t k = 0; k < seats.size(); ++k) ways *= static_cast<double>(f.decks.size());
  if (ways > 1e5) return false;
  std::vector<std::size_t> pick(seats.size(), 0);
  for (;;) {
    Deal deck;
    for (std::size_t k = 0; k < seats.size(); ++k) deck[seats[k]] = &f.decks[pick[k]];
    if (!fits(fl, r_in, deck)) return false;
    std::size_t k = 0;
    while (k < pick.size() && ++pick[k] == f.decks.size()) pick[k++] = 0;
    if (k == pick.size()) break;
  }
  return true;
}

std::string proof_text(const Filler& f, const Reader& r, const Fill& fl) {
  std::set<std::string> facts;
  for (const ZoneState& zs : fl.states) facts.insert(zs.because.begin(), zs.because.end());
  std::vector<std::string> o_names;
  for (const ast::CardDef* d : fl.o_defs)
    o_names.push_back(fmt::format("\"{}\" at {},{}", d->name, fl.o_place.at(d).first, fl.o_place.at(d).second));
  const ast::Binder& sb = fl.guard->binder;
  return fmt::format(
      "where the statement runs, {} leaves every card of {} that {} on a space holding a card of {}; the loop at {} "
      "puts no more than one card a pass anywhere (its own) and changes no other; {}'s cards of {} ({}) are all in "
      "{} from {} on, each on its printed space ({} by the moves at {}, which no move undoes), while {} holds at "
      "most {} cards ({}) and, at each call of {} ({}), {} holds none on those spaces ({}): {} + {} cards for {} "
      "spaces at most, for every deck a seat may bring",
      located(r, *fl.guard_expr, "not " + dsl::print(ast::Expr{*fl.guard_expr})), fmt::join(fl.m_keys, ", "),
      fl.printed_parts.empty() ? std::string("is there") : fmt::format("meets `{}`", dsl::print(*sb.where)),
      fmt::join(fl.z, ", "), where_of(f, *fl.loop.loop), fl.seat, fmt::join(fl.m_keys, ", "), fmt::join(o_names, ", "),
      fmt::join(fl.m_keys, ", "), where_of(f, *fl.e_loop), fl.o_stats.first + ", " + fl.o_stats.second,
      fmt::join(fl.o_moves, ", "), fmt::join(fl.r_keys, ", "), fl.worst_r, f.flow.what(*fl.r_keys.begin()),
      fl.loop.p->name, fmt::join(fl.calls, ", "), fmt::join(fl.z, ", "), fmt::join(facts, "; "), fl.worst_r, fl.worst_z,
      fl.worst_l);
}

// The argument at one `undecided` statement: nullopt when a step fails.
std::optional<std::string> loop_fill_at(const Filler& f, Reader& r, const Place& place) {
  if (!place.first) return std::nullopt;
  std::optional<LoopFacts> lf = loop_of(f.g, place.in);
  if (!lf || lf->p == f.setup) return std::nullopt;
  Fill fl;
  fl.loop = *lf;
  if (!find_guard(place, fl) || !read_guard(r, fl) || !loop_apart(f, r, fl)) return std::nullopt;
  mark_large(f, fl);
  if (!find_entering_loop(f, r, fl) || !find_entering_cards(f, r, fl) || !o_stays_placed(f, r, fl)) return std::nullopt;
  if (!read_calls(f, r, fl) || z_is_start(f, fl) || !fits_every_deal(f, fl)) return std::nullopt;
  return proof_text(f, r, fl);
}

}  // namespace

// Loop fill: see never_undecided_capacity.hpp.
std::optional<std::string> loop_fill(const dsl::Game& g, const std::string& id) {
  std::vector<Place> places = places_of(g, id);
  if (places.empty()) return std::nullopt;
  Reader r = reader_of(g);
  std::optional<CardFlow> flow = card_flow(g);
  if (!flow) return std::nullopt;
  std::optional<Filler> f = filler_of(g, r, *flow);
  if (!f) return std::nullopt;
  std::vector<std::string> proofs;
  for (const Place& place : places) {
    std::optional<std::string> proof = loop_fill_at(*f, r, place);
    if (!proof) return std::nullopt;
    proofs.push_back(*proof);
  }
  return fmt::format("{}", fmt::join(proofs, "; "));
}

}  // namespace canbeat::analysis::capacity
