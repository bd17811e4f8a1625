#include "analysis/never_undecided_capacity.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <deque>
#include <functional>
#include <map>
#include <set>

#include "analysis/card_flow.hpp"
#include "analysis/never_undecided_conserved.hpp"
#include "dsl/printer.hpp"

namespace canbeat::analysis {

namespace {

namespace x3 = boost::spirit::x3;

const ast::Node& bare(const ast::Node& n) {
  if (const auto* p = boost::get<x3::forward_ast<ast::Paren>>(&n.get())) return bare(p->get().inner.root);
  return n;
}

// What a name stands for where a condition is read: an element an `any`
// binds, or a function's argument (its expression, read where it was).
struct Scope;
struct Binding {
  const ast::Binder* binder = nullptr;
  const ast::Node* node = nullptr;
  const Scope* scope = nullptr;
};
struct Scope {
  std::map<std::string, Binding> names;
};

struct Reader {
  const dsl::Game& g;
  std::map<std::string, const ast::Function*> functions;
  std::set<std::string> global_zones, seat_zones;
  std::vector<std::string> seats;
  std::deque<Scope> scopes;       // stable addresses
  std::set<std::string> because;  // "file:line:col `text`"
  std::set<std::string> zones;    // zone keys a space's card comes from
  bool distance = false;          // a part read `distance(..) >= 0`
};

std::string located(const Reader& r, const ast::Pos& at, const std::string& text) {
  dsl::Where w = r.g.where(at);
  return fmt::format("{}:{}:{} `{}`", w.file, w.line, w.col, text);
}

// A user function call and the scope its body is read in, or nullptr.
const ast::Function* function_of(Reader& r, const ast::Node& n, const Scope& scope, const Scope*& inner) {
  const auto* c = boost::get<x3::forward_ast<ast::Call>>(&n.get());
  if (!c) return nullptr;
  auto it = r.functions.find(c->get().name);
  if (it == r.functions.end() || it->second->params.size() != c->get().args.size()) return nullptr;
  Scope& s = r.scopes.emplace_back();
  for (std::size_t k = 0; k < c->get().args.size(); ++k)
    s.names[it->second->params[k].name] = {nullptr, &c->get().args[k].root, &scope};
  inner = &s;
  r.because.insert(located(r, *it->second, fmt::format("function {}", it->second->name)));
  return it->second;
}

// The parts an `and` joins, through parentheses and function calls.
void conjuncts(Reader& r, const ast::Node& n, const Scope& scope,
               std::vector<std::pair<const ast::Node*, const Scope*>>& out) {
  const ast::Node& e = bare(n);
  const Scope* inner = nullptr;
  if (const ast::Function* f = function_of(r, e, scope, inner)) return conjuncts(r, f->body.root, *inner, out);
  std::vector<const ast::Node*> parts = ast::parts_of(e, ast::BinaryOp::and_);
  if (parts.size() == 1) {
    out.push_back({&e, &scope});
    return;
  }
  for (const ast::Node* p : parts) conjuncts(r, *p, scope, out);
}

// The element an expression names a member of: `v.x` -> {v's binder, "x"};
// `space_at(a, b).x` is a; function calls are read through.
std::optional<std::pair<const ast::Binder*, std::vector<std::string>>> resolve(Reader& r, const ast::Node& n,
                                                                               const Scope& scope,
                                                                               std::vector<std::string> members,
                                                                               int depth = 0) {
  if (depth > 32) return std::nullopt;
  const ast::Node& e = bare(n);
  if (const auto* ref = boost::get<ast::Ref>(&e.get())) {
    auto it = scope.names.find(ref->head);
    if (it == scope.names.end()) return std::nullopt;
    members.insert(members.begin(), ref->members.begin(), ref->members.end());
    if (it->second.binder) return std::pair{it->second.binder, members};
    return resolve(r, *it->second.node, *it->second.scope, members, depth + 1);
  }
  const auto* c = boost::get<x3::forward_ast<ast::Call>>(&e.get());
  if (c && c->get().name == "space_at" && c->get().args.size() == 2 && members.size() == 1 &&
      (members[0] == "x" || members[0] == "y") && !r.functions.count("space_at"))
    return resolve(r, c->get().args[members[0] == "x" ? 0 : 1].root, scope, {}, depth + 1);
  const Scope* inner = nullptr;
  if (const ast::Function* f = function_of(r, e, scope, inner))
    return resolve(r, f->body.root, *inner, members, depth + 1);
  return std::nullopt;
}

std::optional<std::vector<std::string>> zone_keys(const Reader& r, const ast::Node& n, const Scope& scope) {
  const auto* ref = boost::get<ast::Ref>(&bare(n).get());
  if (!ref) return std::nullopt;
  if (ref->members.empty() && r.global_zones.count(ref->head) && !scope.names.count(ref->head))
    return std::vector<std::string>{ref->head};
  if (ref->members.size() != 1 || !r.seat_zones.count(ref->members[0])) return std::nullopt;
  if (!scope.names.count(ref->head) && std::count(r.seats.begin(), r.seats.end(), ref->head))
    return std::vector<std::string>{ref->head + "." + ref->members[0]};
  std::vector<std::string> out;
  for (const std::string& s : r.seats) out.push_back(s + "." + ref->members[0]);
  return out;
}

// Whether `a == b` says element `m`'s member equals `v`'s (either way round).
bool same_member(Reader& r, const ast::Node& part, const Scope& scope, const ast::Binder* m, const ast::Binder* v,
                 const std::string& member) {
  const ast::Binary* b = ast::as_binary(part);
  if (!b || b->op != ast::BinaryOp::eq) return false;
  auto lhs = resolve(r, b->lhs, scope, {}), rhs = resolve(r, b->rhs, scope, {});
  if (!lhs || !rhs) return false;
  std::vector<std::string> want{member};
  if (lhs->first == v) std::swap(lhs, rhs);
  return lhs->first == m && lhs->second == want && rhs->first == v && rhs->second == want;
}

// Whether part `n` says no card of a zone stands where element `v` is
// (`not any(m in Z : m.x == v.x and m.y == v.y)`); the zones go to r.zones.
bool empty_part(Reader& r, const ast::Node& n, const Scope& scope, const ast::Binder* v) {
  const auto* u = boost::get<x3::forward_ast<ast::Unary>>(&n.get());
  if (!u || u->get().op != ast::UnaryOp::not_) return false;
  const auto* a = boost::get<x3::forward_ast<ast::Aggregate>>(&bare(u->get().operand).get());
  if (!a || a->get().fn != "any" || !a->get().value) return false;
  const ast::Binder& m = a->get().binder;
  auto keys = zone_keys(r, m.domain.root, scope);
  if (!keys) return false;
  Scope& inner = r.scopes.emplace_back(scope);
  inner.names[m.var] = {&m, nullptr, nullptr};
  std::vector<std::pair<const ast::Node*, const Scope*>> parts;
  if (m.where) conjuncts(r, m.where->root, inner, parts);
  conjuncts(r, a->get().value->root, inner, parts);
  bool x = false, y = false;
  for (const auto& [p, s] : parts) {
    x = x || same_member(r, *p, *s, &m, v, "x");
    y = y || same_member(r, *p, *s, &m, v, "y");
  }
  if (!x || !y) return false;
  r.zones.insert(keys->begin(), keys->end());
  return true;
}

// Whether part `n` says no card of a zone stands on space `v`, or holds
// whenever it is read; false when it may say anything else.
bool space_part(Reader& r, const ast::Node& n, const Scope& scope, const ast::Binder* v, bool connected) {
  if (empty_part(r, n, scope, v)) return true;
  const ast::Binary* b = ast::as_binary(n);
  if (!b || !connected || r.functions.count("distance")) return false;
  const auto* d = boost::get<x3::forward_ast<ast::Call>>(&bare(b->lhs).get());
  const auto* k = boost::get<long>(&bare(b->rhs).get());
  if (!d || d->get().name != "distance" || d->get().args.size() != 2 || !k) return false;
  if (!((b->op == ast::BinaryOp::ge && *k <= 0) || (b->op == ast::BinaryOp::gt && *k < 0))) return false;
  r.distance = true;
  return true;
}

// Whether condition `cond`, holding as `holds`, says every space of the
// board holds a card of r.zones.
bool every_space_held(Reader& r, const ast::Expr& cond, bool holds, bool connected) {
  const bool stated = holds;
  const ast::Node* n = &bare(cond.root);
  while (const auto* u = boost::get<x3::forward_ast<ast::Unary>>(&n->get())) {
    if (u->get().op != ast::UnaryOp::not_) return false;
    n = &bare(u->get().operand), holds = !holds;
  }
  const auto* a = boost::get<x3::forward_ast<ast::Aggregate>>(&n->get());
  if (holds || !a || a->get().fn != "any" || !a->get().value) return false;
  const ast::Binder& v = a->get().binder;
  const auto* domain = boost::get<ast::Ref>(&bare(v.domain.root).get());
  if (!domain || domain->head != "spaces" || !domain->members.empty()) return false;
  Scope& scope = r.scopes.emplace_back();
  scope.names[v.var] = {&v, nullptr, nullptr};
  std::vector<std::pair<const ast::Node*, const Scope*>> parts;
  if (v.where) conjuncts(r, v.where->root, scope, parts);
  conjuncts(r, a->get().value->root, scope, parts);
  for (const auto& [p, s] : parts)
    if (!space_part(r, *p, *s, &v, connected)) return false;
  if (r.zones.empty()) return false;
  r.because.insert(located(r, cond, (stated ? "" : "not ") + dsl::print(cond)));
  return true;
}

// A statement's place: the `if` whose branch (or `else`: -1) it opens.
struct Place {
  const ast::If* in = nullptr;
  int branch = -1;
  bool first = false;  // the first statement of that branch
};

void find(const ast::Block& b, const std::string& id, const ast::If* in, int branch, std::vector<Place>& out) {
  for (std::size_t i = 0; i < b.stmts.size(); ++i) {
    const ast::Stmt& s = b.stmts[i];
    if (const auto* v = boost::get<ast::Verb>(&s.get()); v && v->verb == "undecided" && !v->args.empty())
      if (const auto* text = boost::get<std::string>(&v->args[0].root.get()); text && *text == id)
        out.push_back({in, branch, i == 0 && in});
    if (const auto* f = boost::get<x3::forward_ast<ast::If>>(&s.get())) {
      const ast::If& x = f->get();
      for (std::size_t k = 0; k < x.branches.size(); ++k) find(x.branches[k].body, id, &x, static_cast<int>(k), out);
      if (x.otherwise) find(*x.otherwise, id, &x, -1, out);
      continue;
    }
    for (const ast::Block* inner : inner_blocks(s)) find(*inner, id, nullptr, -1, out);
  }
}

// Whether the rules bind a name `spaces` of their own anywhere.
bool spaces_shadowed(const dsl::Game& g) {
  for (const ast::Procedure* p : g.all<ast::Procedure>())
    for (const ast::Param& q : p->params)
      if (q.name == "spaces") return true;
  for (const ast::Function* f : g.all<ast::Function>())
    for (const ast::Param& q : f->params)
      if (q.name == "spaces") return true;
  bool found = false;
  for (const ast::Block* body : every_body(g))
    each_stmt(*body, [&found](const ast::Stmt& s) {
      if (const auto* l = boost::get<ast::Let>(&s.get()); l && l->name == "spaces") found = true;
      for (const auto& [block, entry] : entries(s))
        if (entry.binds == "spaces") found = true;
    });
  return found;
}

// ------------------------------------------------------------ a loop that fills

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

// Carried back over statement i of b: false when it may change Z in a way
// not read here.
bool back_over(const Filler& f, const Reader& r, const ast::Block& b, std::size_t i, const std::set<std::string>& z,
               ZoneState& st) {
  const Origins inz = in_zones(f, z);
  const ast::Stmt& s = b.stmts[i];
  // A loop over Z whose every pass moves its card out of Z: what it reads
  // leaves.
  if (const auto* fo = boost::get<x3::forward_ast<ast::For>>(&s.get())) {
    const ast::For& l = fo->get();
    auto keys = keys_of(r, l.binder.domain);
    if (keys && *keys == z) {
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
      if (ok && clean) {
        for (auto it = st.remaining.begin(); it != st.remaining.end();)
          it = !l.binder.where || f.printed.may(*it->second, l.binder.var, l.binder.where->root, false)
                   ? std::next(it)
                   : st.remaining.erase(it);
        st.because.insert(where_of(f, l) + " (empties " + fmt::format("{}", fmt::join(z, ", ")) +
                          (l.binder.where ? " of `" + dsl::print(*l.binder.where) + "`" : std::string()) + ")");
        return true;
      }
    }
  }
  bool ok = true;
  std::map<Origin, Place2> added;
  std::set<const void*> placing;  // the sets that place a card moved to Z
  std::vector<std::pair<const ast::Block*, std::size_t>> runs;
  if (!each_run_stmt(f, b, i, [&](const ast::Block& bb, std::size_t k) { runs.push_back({&bb, k}); })) return false;
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
  for (const auto& [bb, k] : runs) {
    const ast::Stmt& t = bb->stmts[k];
    if (const auto* set = boost::get<ast::Set>(&t.get())) {
      bool place = set->target.members.size() == 1 && (set->target.members[0] == "x" || set->target.members[0] == "y");
      if ((place || set->target.members.size() > 1) && meets(touched(f, set), inz) && !placing.count(&t)) ok = false;
    }
    if (const auto* v = boost::get<ast::Verb>(&t.get()); v && v->verb == "reset" && meets(touched(f, v), inz))
      ok = false;
  }
  if (!ok) return false;
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

}  // namespace

namespace {

// Loop fill: see never_undecided_capacity.hpp.
std::optional<std::string> loop_fill(const dsl::Game& g, const std::string& id) {
  std::vector<Place> places;
  for (const ast::Block* body : every_body(g)) find(*body, id, nullptr, -1, places);
  if (places.empty()) return std::nullopt;
  Reader r{g, {}, {}, {}, g.list_property("players"), {}, {}, {}, false};
  for (const ast::Function* fn : g.all<ast::Function>()) r.functions[fn->name] = fn;
  for (const ast::Declare* d : g.all<ast::Declare>())
    if (d->what == "zone")
      (std::count(d->flags.begin(), d->flags.end(), "per_player") ? r.seat_zones : r.global_zones).insert(d->name);
  std::optional<CardFlow> flow = card_flow(g);
  if (!flow) return std::nullopt;
  Filler f{g, *flow, PrintedReader(g), {}, {}, {}, {}};
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
  std::set<std::string> effected;  // members a continuous effect changes
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
  if (effected.count("x") || effected.count("y")) return std::nullopt;  // a place read is not the one set
  f.set_members.insert(effected.begin(), effected.end());
  const ast::Procedure* setup = f.procedures.count("setup") ? f.procedures.at("setup") : nullptr;
  if (!setup || !setup->params.empty()) return std::nullopt;
  std::vector<std::string> start = g.list_property("start_zone");
  if (start.size() != 1 || !r.seat_zones.count(start[0])) return std::nullopt;

  std::vector<std::string> proofs;
  for (const Place& place : places) {
    if (!place.first) return std::nullopt;
    std::optional<LoopFacts> lf = loop_of(g, place.in);
    if (!lf || lf->p == setup) return std::nullopt;
    // The guard: `not any(s in M where ... : ...)`, its parts a printed
    // fact of s or no card of Z where s stands.
    const auto& branches = place.in->branches;
    std::size_t taken = place.branch < 0 ? branches.size() : static_cast<std::size_t>(place.branch);
    const ast::Aggregate* guard = nullptr;
    const ast::Expr* guard_expr = nullptr;
    for (std::size_t k = 0; k < branches.size() && k <= taken && !guard; ++k) {
      bool holds = k == taken;
      const ast::Node* n = &bare(branches[k].cond.root);
      while (const auto* u = boost::get<x3::forward_ast<ast::Unary>>(&n->get())) {
        if (u->get().op != ast::UnaryOp::not_) break;
        n = &bare(u->get().operand), holds = !holds;
      }
      const auto* a = boost::get<x3::forward_ast<ast::Aggregate>>(&n->get());
      if (!holds && a && a->get().fn == "any" && a->get().value) guard = &a->get(), guard_expr = &branches[k].cond;
    }
    if (!guard) return std::nullopt;
    const ast::Binder& sb = guard->binder;
    auto m_keys = keys_of(r, sb.domain);
    if (!m_keys) return std::nullopt;
    Scope& scope = r.scopes.emplace_back();
    scope.names[sb.var] = {&sb, nullptr, nullptr};
    std::vector<std::pair<const ast::Node*, const Scope*>> parts;
    if (sb.where) conjuncts(r, sb.where->root, scope, parts);
    conjuncts(r, guard->value->root, scope, parts);
    r.zones.clear();
    std::vector<const ast::Node*> printed_parts;
    for (const auto& [p, s2] : parts) {
      if (empty_part(r, *p, *s2, &sb)) continue;
      if (s2 != &scope) return std::nullopt;  // a function's part: read only at the top
      printed_parts.push_back(p);
    }
    const std::set<std::string> z = r.zones;
    if (z.size() != 1 || m_keys->size() != 1) return std::nullopt;  // one zone each, not a seat's of several
    // The loop: `for c in R`, R apart from M and Z, each pass moving only c.
    auto r_keys = keys_of(r, lf->loop->binder.domain);
    if (!r_keys) return std::nullopt;
    for (const std::string& k : *r_keys)
      if (z.count(k) || m_keys->count(k)) return std::nullopt;
    if (!moves_only_its_card(f, *lf->loop)) return std::nullopt;

    // O: the cards of a seat S whose printed facts meet the guard's parts,
    // which a loop of setup over S's start zone surely moves to M, placed
    // at their printed spaces, and which no move takes anywhere else.
    std::string seat;
    const ast::For* e_loop = nullptr;
    std::size_t e_index = 0;
    for (std::size_t k = 0; k < setup->body.stmts.size() && !e_loop; ++k) {
      std::vector<const ast::Block*> blocks{&setup->body};
      if (const ast::Procedure* q = callee(f, setup->body.stmts[k])) blocks = {&q->body};
      for (const ast::Block* bl : blocks)
        for (const ast::Stmt& st : bl->stmts) {
          const auto* fo = boost::get<x3::forward_ast<ast::For>>(&st.get());
          if (!fo || e_loop) continue;
          if (bl == &setup->body && &st != &setup->body.stmts[k]) continue;
          const auto* ref = boost::get<ast::Ref>(&bare(fo->get().binder.domain.root).get());
          if (!ref || ref->members != std::vector<std::string>{start[0]} ||
              !std::count(r.seats.begin(), r.seats.end(), ref->head))
            continue;
          seat = ref->head, e_loop = &fo->get(), e_index = k;
        }
    }
    if (!e_loop) return std::nullopt;
    bool breaks = false;
    each_stmt(e_loop->body, [&breaks](const ast::Stmt& st) {
      if (const auto* v = boost::get<ast::Verb>(&st.get()); v && v->verb == "break") breaks = true;
    });
    if (breaks || binds_again(e_loop->body, e_loop->binder.var)) return std::nullopt;
    std::set<const ast::CardDef*> o_defs;
    std::optional<std::pair<std::string, std::string>> o_stats;
    for (const auto& [def, copies] : flow->copies) {
      bool meets_guard = std::all_of(printed_parts.begin(), printed_parts.end(),
                                     [&](const ast::Node* p) { return !f.printed.may(*def, sb.var, *p, false); });
      if (!meets_guard) continue;
      if (e_loop->binder.where && f.printed.may(*def, e_loop->binder.var, e_loop->binder.where->root, false)) continue;
      if (!surely_moves(f, r, e_loop->body, e_loop->binder.var, def, *m_keys)) continue;
      o_defs.insert(def);
    }
    if (o_defs.empty()) return std::nullopt;
    Origins o;
    for (const ast::CardDef* d : o_defs) o.insert({seat, d});
    bool kept = true;
    std::set<std::string> o_moves;
    for (const ast::Block* body : every_body(g)) {
      std::function<void(const ast::Block&)> walk = [&](const ast::Block& bl) {
        for (std::size_t k = 0; k < bl.stmts.size(); ++k) {
          const ast::Stmt& st = bl.stmts[k];
          if (const auto* m = boost::get<ast::Move>(&st.get()); m && meets(touched(f, m), o)) {
            auto to = keys_of(r, m->to);
            auto stats = placed_by(f, bl, k);
            if (!to || *to != *m_keys || !stats || (o_stats && *o_stats != *stats))
              kept = false;
            else
              o_stats = stats, o_moves.insert(where_of(f, *m));
          }
          if (const auto* set = boost::get<ast::Set>(&st.get()); set && meets(touched(f, set), o)) {
            bool place =
                set->target.members.size() == 1 && (set->target.members[0] == "x" || set->target.members[0] == "y");
            // One of the two sets that place the card a move right after moves.
            auto placed_next = [&](std::size_t at) {
              return at < bl.stmts.size() && boost::get<ast::Move>(&bl.stmts[at].get()) && placed_by(f, bl, at);
            };
            bool placing = placed_next(k + 1) || placed_next(k + 2);
            if ((place || set->target.members.size() > 1) && !placing) kept = false;
          }
          if (const auto* v = boost::get<ast::Verb>(&st.get()); v && v->verb == "reset" && meets(touched(f, v), o))
            kept = false;
          for (const ast::Block* inner : inner_blocks(st)) walk(*inner);
        }
      };
      walk(*body);
    }
    if (!kept || !o_stats) return std::nullopt;
    std::map<const ast::CardDef*, Place2> o_place;
    for (const ast::CardDef* d : o_defs) {
      auto at = place_of(*d, *o_stats);
      if (!at) return std::nullopt;
      o_place[d] = *at;
    }

    // Each call of the loop's procedure: after E (setup's statement
    // e_index), at the top of a procedure's body, with Z read back.
    std::set<const ast::Procedure*> early;
    {
      bool fires = false;
      for (std::size_t k = 0; k <= e_index; ++k)
        if (!each_run_stmt(f, setup->body, k, [&](const ast::Block& bb, std::size_t j) {
              if (const ast::Procedure* q = callee(f, bb.stmts[j])) early.insert(q);
            }))
          fires = true;
      if (fires) return std::nullopt;
    }
    if (early.count(lf->p)) return std::nullopt;
    std::vector<std::string> calls, because;
    std::vector<ZoneState> states;
    std::size_t found = 0;
    for (const ast::Block* body : every_body(g)) {
      bool bad = false;
      each_stmt(*body, [&](const ast::Stmt& st) {
        if (callee(f, st) != lf->p) return;
        ++found;
        const ast::Procedure* q = nullptr;
        for (const ast::Procedure* cand : g.all<ast::Procedure>())
          if (&cand->body == body) q = cand;
        std::size_t j = 0;
        while (j < body->stmts.size() && &body->stmts[j] != &st) ++j;
        if (!q || j == body->stmts.size() || early.count(q) || (q == setup && j <= e_index)) {
          bad = true;
          return;
        }
        ZoneState zs;
        zs.remaining = in_zones(f, z);
        for (std::size_t k = j; k-- > 0 && !zs.remaining.empty();)
          if (!back_over(f, r, *body, k, z, zs)) {
            bad = true;
            return;
          }
        if (!zs.remaining.empty() && q != setup) {
          bad = true;
          return;
        }
        if (q == setup) zs.remaining.clear();  // Z is no start zone: empty at the start
        if (const auto* pf = boost::get<ast::Perform>(&st.get())) calls.push_back(where_of(f, *pf));
        if (const auto* vb = boost::get<ast::Verb>(&st.get())) calls.push_back(where_of(f, *vb));
        states.push_back(zs);
      });
      if (bad) return std::nullopt;
    }
    if (found == 0) return std::nullopt;
    for (const std::string& k : z)
      if (k == start[0] || k.size() > start[0].size() &&
                               k.compare(k.size() - start[0].size() - 1, std::string::npos, "." + start[0]) == 0)
        return std::nullopt;

    // Every way the seats may bring decks: R's cards plus Z's on O's spaces
    // no more than O's distinct spaces.
    const Origins r_in = in_zones(f, *r_keys);
    // Only the seats whose cards count here: each brings any deck, or none.
    std::set<std::string> counted{seat};
    for (const Origin& x : r_in) counted.insert(x.first);
    for (const ZoneState& zs : states) {
      for (const Origin& x : zs.remaining) counted.insert(x.first);
      for (const auto& [x, at] : zs.added) counted.insert(x.first);
    }
    std::vector<std::string> seats(counted.begin(), counted.end());
    double ways = 1;
    for (std::size_t k = 0; k < seats.size(); ++k) ways *= static_cast<double>(f.decks.size());
    if (ways > 1e5) return std::nullopt;
    std::vector<std::size_t> pick(seats.size(), 0);
    long worst_r = 0, worst_l = 0, worst_z = 0;
    for (;;) {
      std::map<std::string, const std::map<const ast::CardDef*, long>*> deck;
      for (std::size_t k = 0; k < seats.size(); ++k) deck[seats[k]] = &f.decks[pick[k]];
      auto copies = [&deck](const Origin& o) {
        auto it = deck.at(o.first)->find(o.second);
        return it == deck.at(o.first)->end() ? 0L : it->second;
      };
      long rn = 0;
      for (const Origin& x : r_in) rn += copies(x);
      std::set<Place2> spaces;
      for (const auto& [d, at] : o_place)
        if (copies({seat, d}) > 0) spaces.insert(at);
      long ln = static_cast<long>(spaces.size()), zn = 0;
      for (const ZoneState& zs : states) {
        long here = 0;
        for (const Origin& x : zs.remaining) here += copies(x);
        for (const auto& [x, at] : zs.added)
          if (spaces.count(at)) here += copies(x);
        zn = std::max(zn, here);
      }
      if (rn > 0 && rn + zn > ln) return std::nullopt;
      if (rn > worst_r) worst_r = rn, worst_l = ln, worst_z = zn;
      std::size_t k = 0;
      while (k < pick.size() && ++pick[k] == f.decks.size()) pick[k++] = 0;
      if (k == pick.size()) break;
    }
    std::set<std::string> facts;
    for (const ZoneState& zs : states) facts.insert(zs.because.begin(), zs.because.end());
    std::vector<std::string> o_names;
    for (const ast::CardDef* d : o_defs)
      o_names.push_back(fmt::format("\"{}\" at {},{}", d->name, o_place[d].first, o_place[d].second));
    proofs.push_back(fmt::format(
        "where the statement runs, {} leaves every card of {} that {} on a space holding a card of {}; the loop at {} "
        "puts no more than one card a pass anywhere (its own) and changes no other; {}'s cards of {} ({}) are all in "
        "{} from {} on, each on its printed space ({} by the moves at {}, which no move undoes), while {} holds at "
        "most {} cards ({}) and, at each call of {} ({}), {} holds none on those spaces ({}): {} + {} cards for {} "
        "spaces at most, for every deck a seat may bring",
        located(r, *guard_expr, "not " + dsl::print(ast::Expr{*guard_expr})), fmt::join(*m_keys, ", "),
        printed_parts.empty() ? std::string("is there") : fmt::format("meets `{}`", dsl::print(*sb.where)),
        fmt::join(z, ", "), where_of(f, *lf->loop), seat, fmt::join(*m_keys, ", "), fmt::join(o_names, ", "),
        fmt::join(*m_keys, ", "), where_of(f, *e_loop), o_stats->first + ", " + o_stats->second,
        fmt::join(o_moves, ", "), fmt::join(*r_keys, ", "), worst_r, flow->what(*r_keys->begin()), lf->p->name,
        fmt::join(calls, ", "), fmt::join(z, ", "), fmt::join(facts, "; "), worst_r, worst_z, worst_l));
  }
  return fmt::format("{}", fmt::join(proofs, "; "));
}

}  // namespace

static std::optional<std::string> board_full(const dsl::Game& g, const std::string& id) {
  if (g.boards.size() != 1 || g.boards[0].spaces.empty() || spaces_shadowed(g)) return std::nullopt;
  const dsl::Board& board = g.boards[0];
  int n = static_cast<int>(board.spaces.size());
  bool connected = true;
  for (int s = 0; s < n && connected; ++s) connected = board.distance(0, s) >= 0 && board.distance(s, 0) >= 0;

  std::vector<Place> places;
  for (const ast::Block* body : every_body(g)) find(*body, id, nullptr, -1, places);
  if (places.empty()) return std::nullopt;

  Reader r{g, {}, {}, {}, g.list_property("players"), {}, {}, {}, false};
  for (const ast::Function* f : g.all<ast::Function>()) r.functions[f->name] = f;
  for (const ast::Declare* d : g.all<ast::Declare>())
    if (d->what == "zone")
      (std::count(d->flags.begin(), d->flags.end(), "per_player") ? r.seat_zones : r.global_zones).insert(d->name);
  for (const Place& p : places) {
    if (!p.first) return std::nullopt;
    const auto& branches = p.in->branches;
    std::size_t taken = p.branch < 0 ? branches.size() : static_cast<std::size_t>(p.branch);
    bool held = false;
    for (std::size_t k = 0; k < branches.size() && k <= taken && !held; ++k)
      held = every_space_held(r, branches[k].cond, k == taken, connected);
    if (!held) return std::nullopt;
  }
  std::optional<CardFlow> flow = card_flow(g);
  if (!flow) return std::nullopt;
  long most = 0;
  std::vector<std::string> held, moves;
  for (const std::string& z : r.zones) {
    most += flow->most(z);
    held.push_back(fmt::format("{} ({})", z, flow->what(z)));
    if (auto it = flow->moves.find(z); it != flow->moves.end())
      moves.insert(moves.end(), it->second.begin(), it->second.end());
  }
  if (most >= n) return std::nullopt;
  return fmt::format(
      "where the statement runs, {} leave no space free: each of the {} spaces of board {} ({}) holds a card of {}, "
      "one card a space{}; but at most {} cards are ever there: {}, every one dealt by a deck (the most copies one "
      "seat's deck deals), put there only by the moves at {}",
      fmt::join(r.because, ", "), n, board.name, board.path, fmt::join(r.zones, " or "),
      r.distance ? ", and every space reaches every other (distance >= 0 always)" : "", most, fmt::join(held, "; "),
      fmt::join(moves, ", "));
}

std::optional<std::string> never_undecided_capacity(const dsl::Game& g, const std::string& id) {
  if (auto why = board_full(g, id)) return why;
  return loop_fill(g, id);
}

}  // namespace canbeat::analysis
