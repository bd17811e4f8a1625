#include "analysis/never_undecided_capacity.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <deque>
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
  std::deque<Scope> scopes;        // stable addresses
  std::set<std::string> because;   // "file:line:col `text`"
  std::set<std::string> zones;     // zone keys a space's card comes from
  bool distance = false;           // a part read `distance(..) >= 0`
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

// Whether part `n` says no card of a zone stands on space `v`, or holds
// whenever it is read; false when it may say anything else.
bool space_part(Reader& r, const ast::Node& n, const Scope& scope, const ast::Binder* v, bool connected) {
  const auto* u = boost::get<x3::forward_ast<ast::Unary>>(&n.get());
  if (u && u->get().op == ast::UnaryOp::not_) {
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

}  // namespace

std::optional<std::string> never_undecided_capacity(const dsl::Game& g, const std::string& id) {
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
    if (auto it = flow->moves.find(z); it != flow->moves.end()) moves.insert(moves.end(), it->second.begin(), it->second.end());
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

}  // namespace canbeat::analysis
