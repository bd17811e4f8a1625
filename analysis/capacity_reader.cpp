#include "analysis/capacity_reader.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "analysis/never_undecided_conserved.hpp"

namespace canbeat::analysis::capacity {

namespace x3 = boost::spirit::x3;

const ast::Node& bare(const ast::Node& n) {
  if (const auto* p = boost::get<x3::forward_ast<ast::Paren>>(&n.get())) return bare(p->get().inner.root);
  return n;
}

Reader reader_of(const dsl::Game& g) {
  Reader r{g, {}, {}, {}, g.list_property("players"), {}, {}, {}, false};
  for (const ast::Function* f : g.all<ast::Function>()) r.functions[f->name] = f;
  for (const ast::Declare* d : g.all<ast::Declare>())
    if (d->what == "zone")
      (std::count(d->flags.begin(), d->flags.end(), "per_player") ? r.seat_zones : r.global_zones).insert(d->name);
  return r;
}

std::string located(const Reader& r, const ast::Pos& at, const std::string& text) {
  dsl::Where w = r.g.where(at);
  return fmt::format("{}:{}:{} `{}`", w.file, w.line, w.col, text);
}

namespace {

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

}  // namespace

void conjuncts(Reader& r, const ast::Node& n, const Scope& scope, Parts& out) {
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
  Parts parts;
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

namespace {

// The offset k of a part `m.M + k == v.M` (or `m.M == v.M`: 0), or nullopt.
std::optional<long> offset(Reader& r, const ast::Node& part, const Scope& scope, const ast::Binder* m,
                           const ast::Binder* v, const std::string& member) {
  const ast::Binary* b = ast::as_binary(part);
  if (!b || b->op != ast::BinaryOp::eq) return std::nullopt;
  const std::vector<std::string> want{member};
  for (int turn = 0; turn < 2; ++turn) {
    const ast::Node& mine = turn ? b->rhs : b->lhs;
    const ast::Node& theirs = turn ? b->lhs : b->rhs;
    auto other = resolve(r, theirs, scope, {});
    if (!other || other->first != v || other->second != want) continue;
    long k = 0;
    const ast::Node* node = &bare(mine);
    if (const ast::Binary* add = ast::as_binary(*node); add && add->op == ast::BinaryOp::add) {
      const auto* lit = boost::get<long>(&bare(add->rhs).get());
      if (!lit) continue;
      k = *lit, node = &add->lhs;
    }
    auto own = resolve(r, *node, scope, {});
    if (own && own->first == m && own->second == want) return k;
  }
  return std::nullopt;
}

// The offsets a disjunction allows (each disjunct has a conjunct
// `m.M + k == v.M`), or none when one disjunct has none.
std::optional<std::set<long>> offsets(Reader& r, const ast::Node& part, const Scope& scope, const ast::Binder* m,
                                      const ast::Binder* v, const std::string& member) {
  std::set<long> out;
  for (const ast::Node* d : ast::parts_of(bare(part), ast::BinaryOp::or_)) {
    Parts inner;
    conjuncts(r, *d, scope, inner);
    std::optional<long> k;
    for (const auto& [p, s] : inner)
      if (!k) k = offset(r, *p, *s, m, v, member);
    if (!k) return std::nullopt;
    out.insert(*k);
  }
  return out;
}

}  // namespace

bool cover_part(Reader& r, const ast::Node& n, const Scope& scope, const ast::Binder* v) {
  const auto* u = boost::get<x3::forward_ast<ast::Unary>>(&n.get());
  if (!u || u->get().op != ast::UnaryOp::not_) return false;
  const ast::Aggregate* a = nullptr;
  for (const ast::Node* p : ast::parts_of(bare(u->get().operand), ast::BinaryOp::and_))
    if (const auto* g = boost::get<x3::forward_ast<ast::Aggregate>>(&bare(*p).get()); g && !a) a = &g->get();
  if (!a || a->fn != "any" || !a->value) return false;
  const ast::Binder& m = a->binder;
  auto keys = zone_keys(r, m.domain.root, scope);
  if (!keys) return false;
  Scope& inner = r.scopes.emplace_back(scope);
  inner.names[m.var] = {&m, nullptr, nullptr};
  Parts parts;
  conjuncts(r, a->value->root, inner, parts);
  std::optional<std::set<long>> xs, ys;
  for (const auto& [p, s] : parts) {
    if (!xs) xs = offsets(r, *p, *s, &m, v, "x");
    if (!ys) ys = offsets(r, *p, *s, &m, v, "y");
  }
  if (!xs || !ys) return false;
  Reader::Cover cover{{}, static_cast<long>(xs->size() * ys->size()), m.var, {}, *xs, *ys};
  if (m.where) {
    Parts where;
    conjuncts(r, m.where->root, inner, where);
    for (const auto& [p, s] : where)
      if (s == &inner) cover.filters.push_back(p);
  }
  for (const std::string& z : *keys) {
    cover.zone = z;
    r.covers.push_back(cover);
  }
  return true;
}

namespace {

void find(const ast::Block& b, const std::string& id, const ast::If* in, int branch, std::vector<Place>& out) {
  for (std::size_t i = 0; i < b.stmts.size(); ++i) {
    const ast::Stmt& s = b.stmts[i];
    if (is_undecided(s, id)) out.push_back({in, branch, i == 0 && in});
    if (const auto* f = boost::get<x3::forward_ast<ast::If>>(&s.get())) {
      const ast::If& x = f->get();
      for (std::size_t k = 0; k < x.branches.size(); ++k) find(x.branches[k].body, id, &x, static_cast<int>(k), out);
      if (x.otherwise) find(*x.otherwise, id, &x, -1, out);
      continue;
    }
    for (const ast::Block* inner : inner_blocks(s)) find(*inner, id, nullptr, -1, out);
  }
}

}  // namespace

std::vector<Place> places_of(const dsl::Game& g, const std::string& id) {
  std::vector<Place> places;
  for (const ast::Block* body : every_body(g)) find(*body, id, nullptr, -1, places);
  return places;
}

}  // namespace canbeat::analysis::capacity
