#include "analysis/move_sources.hpp"

#include <functional>
#include <vector>

#include "analysis/capacity_reader.hpp"
#include "analysis/never_undecided_conserved.hpp"

namespace canbeat::analysis {

namespace {

namespace x3 = boost::spirit::x3;

constexpr int kDepth = 6;  // calls followed back from a parameter

using capacity::bare;

// What a name stands for: zones it is in, a procedure's parameter, or unknown.
struct Bind {
  ZoneNames zones;
  const ast::Procedure* proc = nullptr;
  std::size_t param = 0;
};
using Scope = std::vector<std::pair<std::string, Bind>>;

struct Call {
  std::vector<Bind> args;
};

struct Reader {
  const dsl::Game& g;
  std::set<std::string> zones;  // declared zone names
  std::map<std::string, const ast::Procedure*> procedures;
  std::map<std::string, std::vector<const ast::Permission*>> cans;  // by action
  std::map<const ast::Procedure*, std::vector<Call>> calls;
  std::map<const ast::Move*, Bind> moves;
};

Bind unknown() { return Bind{std::nullopt}; }

Bind lookup(const Scope& s, const std::string& name) {
  for (auto it = s.rbegin(); it != s.rend(); ++it)
    if (it->first == name) return it->second;
  return unknown();
}

// The zone a domain names: `p.hand` "hand", `c.owner.discard` "discard", a table zone.
std::optional<std::string> zone_named(const Reader& r, const ast::Node& n) {
  const auto* ref = boost::get<ast::Ref>(&bare(n).get());
  if (!ref) return std::nullopt;
  const std::string& last = ref->members.empty() ? ref->head : ref->members.back();
  if (r.zones.count(last)) return last;
  return std::nullopt;
}

ZoneNames where_zones(const Reader& r, const ast::Node& cond, const std::string& var, int depth);

// `var in Y`, or `var in A or var in B`: those zones; otherwise nullopt.
ZoneNames membership(const Reader& r, const ast::Node& part, const std::string& var) {
  std::set<std::string> out;
  for (const ast::Node* alt : ast::parts_of(bare(part), ast::BinaryOp::or_)) {
    const auto* b = boost::get<x3::forward_ast<ast::Binary>>(&bare(*alt).get());
    if (!b || b->get().op != ast::BinaryOp::in) return std::nullopt;
    const auto* lhs = boost::get<ast::Ref>(&bare(b->get().lhs).get());
    auto z = zone_named(r, b->get().rhs);
    if (!lhs || lhs->head != var || !lhs->members.empty() || !z) return std::nullopt;
    out.insert(*z);
  }
  return out;
}

// `legal A(.., var, ..)`: a can of A holds for it.
ZoneNames legal_zones(const Reader& r, const ast::Node& part, const std::string& var, int depth) {
  const auto* l = boost::get<x3::forward_ast<ast::Legal>>(&bare(part).get());
  if (!l || depth > kDepth) return std::nullopt;
  const auto& args = l->get().args;
  auto at = std::find_if(args.begin(), args.end(), [&](const ast::Expr& e) {
    const auto* ref = boost::get<ast::Ref>(&bare(e.root).get());
    return ref && ref->head == var && ref->members.empty();
  });
  if (at == args.end()) return std::nullopt;
  std::size_t k = static_cast<std::size_t>(at - args.begin());
  std::set<std::string> out;
  auto it = r.cans.find(l->get().action);
  if (it == r.cans.end()) return out;  // no can: never legal
  for (const ast::Permission* p : it->second) {
    if (!p->when || k >= p->params.size()) return std::nullopt;
    ZoneNames z = where_zones(r, p->when->root, p->params[k], depth + 1);
    if (!z) return std::nullopt;
    out.insert(z->begin(), z->end());
  }
  return out;
}

ZoneNames where_zones(const Reader& r, const ast::Node& cond, const std::string& var, int depth) {
  for (const ast::Node* part : ast::parts_of(bare(cond), ast::BinaryOp::and_)) {
    if (ZoneNames z = membership(r, *part, var)) return z;
    if (ZoneNames z = legal_zones(r, *part, var, depth)) return z;
  }
  return std::nullopt;
}

Bind binder_bind(const Reader& r, const ast::Binder& b) {
  if (auto z = zone_named(r, b.domain.root)) return Bind{std::set<std::string>{*z}};
  if (b.where) return Bind{where_zones(r, b.where->root, b.var, 0)};
  return unknown();
}

Bind let_bind(const Reader& r, const ast::Expr& value) {
  const ast::Node& n = bare(value.root);
  if (const auto* a = boost::get<x3::forward_ast<ast::Aggregate>>(&n.get()); a && a->get().fn == "first")
    return binder_bind(r, a->get().binder);
  const auto* c = boost::get<x3::forward_ast<ast::Call>>(&n.get());
  if (c && (c->get().name == "top" || c->get().name == "bottom") && c->get().args.size() == 1)
    if (auto z = zone_named(r, c->get().args[0].root)) return Bind{std::set<std::string>{*z}};
  return unknown();
}

Bind arg_bind(const Scope& s, const ast::Expr& e) {
  const auto* ref = boost::get<ast::Ref>(&bare(e.root).get());
  return ref && ref->members.empty() ? lookup(s, ref->head) : unknown();
}

void walk(Reader& r, const ast::Block& b, Scope s);

void walk_bound(Reader& r, const ast::Binder& binder, const ast::Block& body, const Scope& s) {
  Scope inner = s;
  inner.emplace_back(binder.var, binder_bind(r, binder));
  walk(r, body, inner);
}

void record_call(Reader& r, const std::string& name, const std::vector<ast::Expr>& args, const Scope& s) {
  auto it = r.procedures.find(name);
  if (it == r.procedures.end()) return;
  Call c;
  for (const ast::Expr& a : args) c.args.push_back(arg_bind(s, a));
  r.calls[it->second].push_back(c);
}

void walk(Reader& r, const ast::Block& b, Scope s) {
  for (const ast::Stmt& st : b.stmts) {
    if (const auto* m = boost::get<ast::Move>(&st.get())) {
      auto all = m->all ? zone_named(r, m->what.root) : std::nullopt;
      r.moves[m] = !m->all ? arg_bind(s, m->what) : all ? Bind{std::set<std::string>{*all}} : unknown();
    } else if (const auto* l = boost::get<ast::Let>(&st.get())) {
      s.emplace_back(l->name, let_bind(r, l->value));
    } else if (const auto* p = boost::get<ast::Perform>(&st.get())) {
      record_call(r, p->call.name, p->call.args, s);
    } else if (const auto* v = boost::get<ast::Verb>(&st.get())) {
      record_call(r, v->verb, v->args, s);
    } else if (const auto* f = boost::get<x3::forward_ast<ast::For>>(&st.get())) {
      walk_bound(r, f->get().binder, f->get().body, s);
    } else if (const auto* h = boost::get<x3::forward_ast<ast::Chance>>(&st.get())) {
      walk_bound(r, h->get().binder, h->get().body, s);
    } else if (const auto* c = boost::get<x3::forward_ast<ast::Choose>>(&st.get())) {
      for (const auto& o : c->get().options) o.binder ? walk_bound(r, *o.binder, o.body, s) : walk(r, o.body, s);
    } else {
      for (const ast::Block* inner : inner_blocks(st)) walk(r, *inner, s);
    }
  }
}

ZoneNames resolve(const Reader& r, const Bind& b, int depth) {
  if (!b.proc) return b.zones;
  if (depth > kDepth) return std::nullopt;
  std::set<std::string> out;
  auto it = r.calls.find(b.proc);
  if (it == r.calls.end()) return out;  // never called: its moves never run
  for (const Call& c : it->second) {
    if (b.param >= c.args.size()) return std::nullopt;
    ZoneNames z = resolve(r, c.args[b.param], depth + 1);
    if (!z) return std::nullopt;
    out.insert(z->begin(), z->end());
  }
  return out;
}

void add_cans(Reader& r, const std::vector<ast::CardItem>& items) {
  for (const auto& item : items)
    if (const auto* p = boost::get<ast::Permission>(&item.get()); p && p->modality == "can")
      r.cans[p->action].push_back(p);
}

}  // namespace

std::map<const ast::Move*, ZoneNames> move_sources(const dsl::Game& g) {
  Reader r{g, {}, {}, {}, {}, {}};
  for (const auto* d : g.all<ast::Declare>())
    if (d->what == "zone") r.zones.insert(d->name);
  for (const auto* p : g.all<ast::Procedure>()) r.procedures[p->name] = p;
  for (const auto* p : g.all<ast::Permission>())
    if (p->modality == "can") r.cans[p->action].push_back(p);
  for (const auto* c : g.card_defs()) add_cans(r, c->items);
  for (const auto* a : g.all<ast::Ability>()) add_cans(r, a->items);
  for (const auto* a : g.all<ast::Attribute>()) add_cans(r, a->items);
  std::set<const ast::Block*> procedure_bodies;
  for (const auto* p : g.all<ast::Procedure>()) {
    Scope s;
    for (std::size_t i = 0; i < p->params.size(); ++i) s.emplace_back(p->params[i].name, Bind{std::nullopt, p, i});
    walk(r, p->body, s);
    procedure_bodies.insert(&p->body);
  }
  for (const ast::Block* body : every_body(g))
    if (!procedure_bodies.count(body)) walk(r, *body, {});
  std::map<const ast::Move*, ZoneNames> out;
  for (const auto& [m, b] : r.moves) out[m] = resolve(r, b, 0);
  return out;
}

}  // namespace canbeat::analysis
