#include "analysis/turn_bound.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <map>
#include <set>

#include "analysis/card_flow.hpp"
#include "analysis/capacity_reader.hpp"
#include "analysis/never_undecided_conserved.hpp"
#include "dsl/printer.hpp"

namespace canbeat::analysis {

namespace {

namespace x3 = boost::spirit::x3;

constexpr long kSteps = 200000;  // paths walked, past which: no bound
constexpr int kCalls = 16;       // procedure calls deep

using capacity::bare;

const ast::Ref* ref_of(const ast::Node& n) { return boost::get<ast::Ref>(&bare(n).get()); }

std::optional<long> number_of(const ast::Node& n) {
  const ast::Node& b = bare(n);
  if (const auto* v = boost::get<long>(&b.get())) return *v;
  if (const auto* u = boost::get<x3::forward_ast<ast::Unary>>(&b.get()); u && u->get().op == ast::UnaryOp::neg)
    if (auto v = number_of(u->get().operand)) return -*v;
  return std::nullopt;
}

// A var setup starts and nothing else raises (dir -1) or lowers (dir +1).
struct Counter {
  int dir = 0;
  long from = 0;  // the highest start (dir -1), the lowest (dir +1)
};

// One block being run: its statements from `i` on; the name its binder binds.
struct Frame {
  const ast::Block* b;
  std::size_t i;
  const ast::Binder* binder = nullptr;
  bool loop = false;  // a repeat's body: facts end with it, `break` leaves it
};
using Stack = std::vector<Frame>;
using Facts = std::map<std::string, bool>;  // "p.hand" -> empty(p.hand) holds

bool ends(const ast::Stmt& s) {
  static const std::set<std::string> verbs{"win", "lose", "tie", "undecided"};
  const auto* v = boost::get<ast::Verb>(&s.get());
  return v && verbs.count(v->verb);
}

bool surely_ends(const ast::Block& b) { return std::any_of(b.stmts.begin(), b.stmts.end(), ends); }

bool has_break(const ast::Block& b) {
  bool found = false;
  each_stmt(b, [&](const ast::Stmt& s) {
    if (const auto* v = boost::get<ast::Verb>(&s.get()); v && v->verb == "break") found = true;
  });
  return found;
}

bool called(const dsl::Game& g, const std::string& name) {
  bool found = false;
  for (const ast::Block* b : every_body(g))
    each_stmt(*b, [&](const ast::Stmt& s) {
      if (const auto* p = boost::get<ast::Perform>(&s.get()); p && p->call.name == name) found = true;
      if (const auto* v = boost::get<ast::Verb>(&s.get()); v && v->verb == name) found = true;
    });
  return found;
}

class Reader {
 public:
  Reader(const dsl::Game& g, CardFlow flow) : g_(g), flow_(std::move(flow)) {
    for (const auto* p : g.all<ast::Procedure>()) procedures_[p->name] = p;
    // A setup the rules call again is no longer the start alone.
    if (auto it = procedures_.find("setup"); it != procedures_.end() && !called(g, "setup")) setup_ = it->second;
    read_setup_moves();
    read_counters();
  }

  // Whether every path from `st` on spends a resource (or ends the game).
  bool spends(Stack st, Facts f, int calls);

  std::map<std::string, std::pair<long, std::string>> spent;  // resource -> capacity, why
  long steps = 0;

 private:
  bool spends_stmt(const ast::Stmt& s, const Stack& rest, Facts f, int calls);
  bool spends_if(const ast::If& i, const Stack& rest, Facts f, int calls);
  bool spent_card(const ast::Move& m, const Stack& rest);
  bool spent_count(const ast::Set& s, const Stack& rest);
  const ast::Binder* binder_of(const Stack& st, const std::string& name) const;
  std::optional<long> zone_floor_checked(const Stack& rest, const std::string& zone) const;
  std::optional<long> count_floor_checked(const Stack& rest, const std::string& var, int dir) const;
  void read_setup_moves();
  void read_counters();
  std::optional<std::pair<long, long>> start_values(const ast::Expr& value) const;
  std::string where(const ast::Pos& p) const {
    dsl::Where w = g_.where(p);
    return fmt::format("{}:{}:{}", w.file, w.line, w.col);
  }

  const dsl::Game& g_;
  CardFlow flow_;
  std::map<std::string, const ast::Procedure*> procedures_;
  const ast::Procedure* setup_ = nullptr;
  std::set<std::string> setup_moves_;  // file:line:col of setup's own moves
  std::map<std::string, Counter> counters_;
  std::map<std::string, bool> memo_;
};

void Reader::read_setup_moves() {
  if (!setup_) return;
  each_stmt(setup_->body, [&](const ast::Stmt& s) {
    if (const auto* m = boost::get<ast::Move>(&s.get())) setup_moves_.insert(where(*m));
  });
}

// The least and most a value setup sets may be: a number, or a card's stat.
std::optional<std::pair<long, long>> Reader::start_values(const ast::Expr& value) const {
  if (auto n = number_of(value.root)) return std::pair{*n, *n};
  const ast::Ref* r = ref_of(value.root);
  if (!r || r->members.size() != 1) return std::nullopt;
  const std::string& stat = r->members[0];
  for (const auto* d : g_.all<ast::Declare>())
    if (d->name == stat && d->what != "stat") return std::nullopt;  // a var or more: may change
  bool set_anywhere = false;
  for (const ast::Block* b : every_body(g_))
    each_stmt(*b, [&](const ast::Stmt& s) {
      if (const auto* t = boost::get<ast::Set>(&s.get()); t && !t->target.members.empty() && t->target.members.back() == stat)
        set_anywhere = true;
    });
  if (set_anywhere) return std::nullopt;
  std::optional<std::pair<long, long>> out;
  for (const auto* c : g_.card_defs())
    if (auto n = dsl::card_number(*c, stat))
      out = out ? std::pair{std::min(out->first, *n), std::max(out->second, *n)} : std::pair{*n, *n};
  return out;
}

// `V + k` / `V - k`, k a number: its sign times k; nullopt otherwise.
std::optional<long> step_of(const ast::Set& s) {
  const auto* b = boost::get<x3::forward_ast<ast::Binary>>(&bare(s.value.root).get());
  if (!b || (b->get().op != ast::BinaryOp::add && b->get().op != ast::BinaryOp::sub)) return std::nullopt;
  const ast::Ref* lhs = ref_of(b->get().lhs);
  auto k = number_of(b->get().rhs);
  if (!lhs || !k || lhs->head != s.target.head || !lhs->members.empty()) return std::nullopt;
  return b->get().op == ast::BinaryOp::add ? *k : -*k;
}

void Reader::read_counters() {
  std::set<const ast::Set*> in_setup;
  if (setup_)
    each_stmt(setup_->body, [&](const ast::Stmt& s) {
      if (const auto* t = boost::get<ast::Set>(&s.get())) in_setup.insert(t);
    });
  for (const auto* d : g_.all<ast::Declare>()) {
    if (d->what != "var" || !d->flags.empty()) continue;
    std::optional<long> init = d->init ? number_of(d->init->root) : std::optional<long>{0};
    if (!init) continue;
    long lo = *init, hi = *init;
    bool up = true, down = true;
    for (const ast::Block* b : every_body(g_))
      each_stmt(*b, [&](const ast::Stmt& s) {
        const auto* t = boost::get<ast::Set>(&s.get());
        if (!t || t->target.head != d->name || !t->target.members.empty()) return;
        if (in_setup.count(t)) {
          auto v = start_values(t->value);
          if (!v) up = down = false;
          else lo = std::min(lo, v->first), hi = std::max(hi, v->second);
          return;
        }
        auto k = step_of(*t);
        if (!k || *k < 0) up = false;
        if (!k || *k > 0) down = false;
      });
    if (down) counters_[d->name] = Counter{-1, hi};
    else if (up) counters_[d->name] = Counter{+1, lo};
  }
}

const ast::Binder* Reader::binder_of(const Stack& st, const std::string& name) const {
  for (auto f = st.rbegin(); f != st.rend(); ++f) {
    for (std::size_t k = 0; k < f->i && k < f->b->stmts.size(); ++k)
      if (const auto* l = boost::get<ast::Let>(&f->b->stmts[k].get()); l && l->name == name) return nullptr;
    if (f->binder && f->binder->var == name) return f->binder;
  }
  return nullptr;
}

// The statements still to run in every frame of `rest` no `break` skips.
template <class F>
void later_statements(const Stack& rest, F visit) {
  std::size_t top = rest.size();
  for (std::size_t k = 0; k < rest.size(); ++k)
    if (rest[k].loop && has_break(*rest[k].b)) top = std::min(top, k);
  for (std::size_t k = 0; k < top; ++k)
    for (std::size_t j = rest[k].i; j < rest[k].b->stmts.size(); ++j) visit(rest[k].b->stmts[j]);
}

std::optional<long> Reader::zone_floor_checked(const Stack& rest, const std::string& zone) const {
  std::optional<long> out;
  later_statements(rest, [&](const ast::Stmt& s) {
    const auto* i = boost::get<x3::forward_ast<ast::If>>(&s.get());
    if (!i || !surely_ends(i->get().branches[0].body)) return;
    const auto* c = boost::get<x3::forward_ast<ast::Call>>(&bare(i->get().branches[0].cond.root).get());
    if (c && c->get().name == "empty" && c->get().args.size() == 1 && dsl::print(c->get().args[0]) == zone) out = 0;
  });
  return out;
}

// The floor a later `if V <= N { ends }` (`V < N`; `>=`, `>` going up) sets.
std::optional<long> Reader::count_floor_checked(const Stack& rest, const std::string& var, int dir) const {
  std::optional<long> out;
  later_statements(rest, [&](const ast::Stmt& s) {
    const auto* i = boost::get<x3::forward_ast<ast::If>>(&s.get());
    if (!i || !surely_ends(i->get().branches[0].body)) return;
    const auto* b = boost::get<x3::forward_ast<ast::Binary>>(&bare(i->get().branches[0].cond.root).get());
    if (!b) return;
    const ast::Ref* lhs = ref_of(b->get().lhs);
    auto n = number_of(b->get().rhs);
    if (!lhs || lhs->head != var || !lhs->members.empty() || !n) return;
    using ast::BinaryOp;
    std::optional<long> floor;
    if (dir < 0 && b->get().op == BinaryOp::le) floor = *n;
    if (dir < 0 && b->get().op == BinaryOp::lt) floor = *n - 1;
    if (dir > 0 && b->get().op == BinaryOp::ge) floor = *n;
    if (dir > 0 && b->get().op == BinaryOp::gt) floor = *n + 1;
    if (floor) out = out ? (dir < 0 ? std::min(*out, *floor) : std::max(*out, *floor)) : floor;
  });
  return out;
}

bool Reader::spent_card(const ast::Move& m, const Stack& rest) {
  const ast::Ref* what = ref_of(m.what.root);
  if (m.all || !what || !what->members.empty()) return false;
  const ast::Binder* b = binder_of(rest, what->head);
  if (!b) return false;
  std::string zone = dsl::print(b->domain);
  if (zone == dsl::print(m.to) || !flow_.in.count(zone)) return false;
  auto into = flow_.moves.find(zone);
  if (into != flow_.moves.end())
    for (const std::string& at : into->second)
      if (!setup_moves_.count(at)) return false;
  if (!zone_floor_checked(rest, zone)) return false;
  long most = flow_.most(zone);
  spent[zone] = {most, fmt::format("{} (at most {} cards: {}; {} moves one out)", zone, most, flow_.what(zone),
                                   where(m))};
  return true;
}

bool Reader::spent_count(const ast::Set& s, const Stack& rest) {
  auto c = counters_.find(s.target.head);
  auto k = step_of(s);
  if (c == counters_.end() || !s.target.members.empty() || !k || *k * c->second.dir < 1) return false;
  auto floor = count_floor_checked(rest, s.target.head, c->second.dir);
  if (!floor) return false;
  long cap = c->second.dir < 0 ? c->second.from - *floor : *floor - c->second.from;
  auto& entry = spent[s.target.head];
  if (entry.second.empty() || cap > entry.first)
    entry = {cap, fmt::format("{} (from {} to {}: {} steps; {} `{}`)", s.target.head, c->second.from, *floor, cap,
                              where(s), dsl::print(s.value))};
  return true;
}

// What `cond` comes to under the facts: empty(Z), not, and, or.
std::optional<bool> decided(const ast::Node& cond, const Facts& f) {
  const ast::Node& n = bare(cond);
  if (const auto* u = boost::get<x3::forward_ast<ast::Unary>>(&n.get()); u && u->get().op == ast::UnaryOp::not_) {
    auto v = decided(u->get().operand, f);
    return v ? std::optional<bool>{!*v} : std::nullopt;
  }
  if (const auto* c = boost::get<x3::forward_ast<ast::Call>>(&n.get()); c && c->get().name == "empty" && c->get().args.size() == 1) {
    auto it = f.find(dsl::print(c->get().args[0]));
    return it == f.end() ? std::nullopt : std::optional<bool>{it->second};
  }
  return std::nullopt;
}

// The facts `cond` coming out `holds` adds: empty(Z) or its `not`.
void assume(const ast::Node& cond, bool holds, Facts& f) {
  const ast::Node& n = bare(cond);
  if (const auto* u = boost::get<x3::forward_ast<ast::Unary>>(&n.get()); u && u->get().op == ast::UnaryOp::not_)
    return assume(u->get().operand, !holds, f);
  if (const auto* c = boost::get<x3::forward_ast<ast::Call>>(&n.get()); c && c->get().name == "empty" && c->get().args.size() == 1)
    f[dsl::print(c->get().args[0])] = holds;
}

Stack pushed(Stack st, const ast::Block& b, const ast::Binder* binder = nullptr, bool loop = false) {
  st.push_back(Frame{&b, 0, binder, loop});
  return st;
}

bool Reader::spends_if(const ast::If& i, const Stack& rest, Facts f, int calls) {
  for (const auto& br : i.branches) {
    auto known = decided(br.cond.root, f);
    if (known == false) continue;
    Facts in = f;
    assume(br.cond.root, true, in);
    if (!spends(pushed(rest, br.body), in, calls)) return false;
    if (known == true) return true;
    assume(br.cond.root, false, f);
  }
  return i.otherwise ? spends(pushed(rest, *i.otherwise), f, calls) : spends(rest, f, calls);
}

bool Reader::spends_stmt(const ast::Stmt& s, const Stack& rest, Facts f, int calls) {
  if (ends(s)) return true;
  if (const auto* m = boost::get<ast::Move>(&s.get())) return spent_card(*m, rest) || spends(rest, {}, calls);
  if (const auto* t = boost::get<ast::Set>(&s.get())) return spent_count(*t, rest) || spends(rest, f, calls);
  if (boost::get<ast::Let>(&s.get())) return spends(rest, f, calls);
  std::string callee;
  if (const auto* p = boost::get<ast::Perform>(&s.get())) callee = p->call.name;
  if (const auto* v = boost::get<ast::Verb>(&s.get())) {
    if (v->verb == "break") {
      Stack out = rest;
      while (!out.empty() && !out.back().loop) out.pop_back();
      if (out.empty()) return false;
      out.pop_back();
      return spends(out, {}, calls);
    }
    callee = v->verb;
  }
  if (!callee.empty()) {
    auto it = procedures_.find(callee);
    if (it == procedures_.end() || calls >= kCalls) return spends(rest, {}, calls);
    return spends(pushed(rest, it->second->body), {}, calls + 1);
  }
  if (const auto* i = boost::get<x3::forward_ast<ast::If>>(&s.get())) return spends_if(i->get(), rest, f, calls);
  if (const auto* r = boost::get<x3::forward_ast<ast::Repeat>>(&s.get())) {
    auto n = number_of(r->get().count.root);
    if (n && *n >= 1) return spends(pushed(rest, r->get().body, nullptr, true), f, calls);
    return spends(rest, {}, calls);
  }
  if (const auto* c = boost::get<x3::forward_ast<ast::Choose>>(&s.get())) {
    for (const auto& o : c->get().options)
      if (!spends(pushed(rest, o.body, o.binder ? &*o.binder : nullptr), f, calls)) return false;
    bool may_skip = c->get().if_any || c->get().up_to || c->get().any_number;
    return !may_skip || spends(rest, f, calls);  // else no option open: a rules error ends the game
  }
  if (const auto* h = boost::get<x3::forward_ast<ast::Chance>>(&s.get()))
    return spends(pushed(rest, h->get().body, &h->get().binder), f, calls);
  return spends(rest, {}, calls);  // for, while: passed over
}

bool Reader::spends(Stack st, Facts f, int calls) {
  while (!st.empty() && st.back().i >= st.back().b->stmts.size()) {
    if (st.back().loop) f.clear();
    st.pop_back();
  }
  if (st.empty() || ++steps > kSteps) return false;
  std::string key;
  for (const Frame& fr : st) key += fmt::format("{}:{}/", static_cast<const void*>(fr.b), fr.i);
  for (const auto& [z, v] : f) key += fmt::format("{}={};", z, v);
  if (auto it = memo_.find(key); it != memo_.end()) return it->second;
  Stack rest = st;
  ++rest.back().i;
  bool out = spends_stmt(st.back().b->stmts[st.back().i], rest, f, calls);
  memo_[key] = out;
  return out;
}

}  // namespace

std::optional<TurnBound> turn_bound(const dsl::Game& g) {
  auto turns = g.all<ast::Turn>();
  std::optional<CardFlow> flow = card_flow(g);
  if (turns.size() != 1 || !flow) return std::nullopt;
  std::map<std::string, const ast::Phase*> phases;
  for (const auto* p : g.all<ast::Phase>()) phases[p->name] = p;
  Stack st;
  for (auto it = turns[0]->phases.rbegin(); it != turns[0]->phases.rend(); ++it) {
    auto p = phases.find(*it);
    if (p == phases.end()) return std::nullopt;
    st.push_back(Frame{&p->second->body, 0});
  }
  Reader r(g, std::move(*flow));
  if (!r.spends(st, {}, 0) || r.spent.empty()) return std::nullopt;
  TurnBound out{1, {}};
  for (const auto& [name, spend] : r.spent) {
    if (spend.first < 1) return std::nullopt;
    out.turns += spend.first - 1;
    out.spent.push_back(spend.second);
  }
  return out;
}

}  // namespace canbeat::analysis
