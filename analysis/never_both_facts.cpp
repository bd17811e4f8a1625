#include "analysis/never_both_facts.hpp"

#include <algorithm>
#include <climits>
#include <optional>

#include "analysis/ast_as.hpp"

namespace canbeat::analysis::facts {

namespace {

// Parentheses add nothing to a fact.
const ast::Node& bare(const ast::Node& n) {
  const ast::Paren* p = as<ast::Paren>(n);
  return p ? bare(p->inner.root) : n;
}

std::optional<long> int_literal(const ast::Node& n) {
  if (const long* v = boost::get<long>(&bare(n).get())) return *v;
  if (const ast::Unary* u = as<ast::Unary>(bare(n)); u && u->op == ast::UnaryOp::neg)
    if (const long* v = boost::get<long>(&bare(u->operand).get()); v && *v != LONG_MIN) return -*v;
  return std::nullopt;
}

bool is_param(const BoundStatement& s, const std::string& name) {
  return std::find(s.p->params.begin(), s.p->params.end(), name) != s.p->params.end();
}

// A declared type named alone (`unit`): a constant, the same in every
// state (the checker lets no parameter or global share a type's name, and
// a parameter is looked for first).
std::optional<std::string> type_constant(const ast::Node& n, const BoundStatement& s, const GameNames& names) {
  const auto* r = boost::get<ast::Ref>(&bare(n).get());
  if (!r || !r->members.empty() || r->head == "self" || is_param(s, r->head) || !names.types.count(r->head))
    return std::nullopt;
  return r->head;
}

// The value a reference names, the same in both statements: parameters by
// position, `self` only when bound to a parameter.
std::optional<std::string> term_of(const ast::Node& n, const BoundStatement& s, const GameNames& names) {
  const auto* r = boost::get<ast::Ref>(&bare(n).get());
  if (!r || type_constant(n, s, names)) return std::nullopt;
  std::string term;
  const auto& params = s.p->params;
  if (auto it = std::find(params.begin(), params.end(), r->head); it != params.end())
    term = "#" + std::to_string(it - params.begin());
  else if (r->head == "self" && s.self_param >= 0)
    term = "#" + std::to_string(s.self_param);
  else if (r->head == "self" && !s.self_term.empty())
    term = s.self_term;
  else if (r->head == "self")
    return std::nullopt;
  else
    term = r->head;
  for (const std::string& m : r->members) term += "." + m;
  return term;
}

IntFact::Rel flipped(IntFact::Rel r) {  // K < T is T > K
  switch (r) {
    case IntFact::Rel::lt: return IntFact::Rel::gt;
    case IntFact::Rel::le: return IntFact::Rel::ge;
    case IntFact::Rel::gt: return IntFact::Rel::lt;
    case IntFact::Rel::ge: return IntFact::Rel::le;
    default: return r;
  }
}

std::optional<IntFact::Rel> relation(ast::BinaryOp op, bool negated) {
  using R = IntFact::Rel;
  switch (op) {
    case ast::BinaryOp::eq: return negated ? R::ne : R::eq;
    case ast::BinaryOp::ne: return negated ? R::eq : R::ne;
    case ast::BinaryOp::lt: return negated ? R::ge : R::lt;
    case ast::BinaryOp::le: return negated ? R::gt : R::le;
    case ast::BinaryOp::gt: return negated ? R::le : R::gt;
    case ast::BinaryOp::ge: return negated ? R::lt : R::ge;
    default: return std::nullopt;
  }
}

// `T in X.ZONE`: the zone's name, when ZONE is a declared zone.
std::optional<std::string> zone_of(const ast::Node& n, const std::set<std::string>& zones) {
  const auto* r = boost::get<ast::Ref>(&bare(n).get());
  if (!r || r->members.empty() || !zones.count(r->members.back())) return std::nullopt;
  return r->members.back();
}

// `T == K` or `T != K` for a text or a type K.
std::optional<Fact> named(Fact f, IntFact::Rel rel, const ast::Node& k, const BoundStatement& s,
                          const GameNames& names) {
  if (rel != IntFact::Rel::eq && rel != IntFact::Rel::ne) return std::nullopt;
  f.kind = rel == IntFact::Rel::eq ? Fact::Kind::text_eq : Fact::Kind::text_ne;
  if (std::optional<std::string> t = type_constant(k, s, names)) {
    f.text = *t, f.type_name = true;
    return f;
  }
  const auto* text = boost::get<std::string>(&bare(k).get());
  if (!text) return std::nullopt;
  f.text = *text;
  return f;
}

// A comparison of a term with a literal or a type (either side), or `T in X.ZONE`.
std::optional<Fact> comparison(const ast::Binary& b, bool negated, const BoundStatement& s, const GameNames& names) {
  Fact f;
  if (b.op == ast::BinaryOp::in) {
    std::optional<std::string> term = term_of(b.lhs, s, names), zone = zone_of(b.rhs, names.zones);
    if (negated || !term || !zone) return std::nullopt;
    f.kind = Fact::Kind::zone, f.term = *term, f.text = *zone;
    return f;
  }
  std::optional<IntFact::Rel> rel = relation(b.op, negated);
  if (!rel) return std::nullopt;
  bool literal_left = !term_of(b.lhs, s, names);
  const ast::Node& term_side = literal_left ? b.rhs : b.lhs;
  const ast::Node& literal_side = literal_left ? b.lhs : b.rhs;
  std::optional<std::string> term = term_of(term_side, s, names);
  if (!term) return std::nullopt;
  f.term = *term;
  if (std::optional<long> k = int_literal(literal_side)) {
    f.number = {literal_left ? flipped(*rel) : *rel, *k};
    return f;
  }
  return named(f, *rel, literal_side, s, names);
}

// Parameter `name` of statement `s` has the declared type `power`.
bool power_param(const BoundStatement& s, const GameNames& names, const std::string& name) {
  auto it = std::find(s.p->params.begin(), s.p->params.end(), name);
  if (it == s.p->params.end()) return false;
  auto i = static_cast<std::size_t>(it - s.p->params.begin());
  for (const ast::ActionDecl* a : names.actions)
    if (a->name == s.p->action) return i < a->params.size() && a->params[i].type == "power";
  return false;
}

// `count(x in U.cost [where W]) REL K` (either side), U a power parameter:
// a power's cost is the list of symbols its card prints
// (interpreter/eval.cpp power_cost), so the count is at most the most any
// power prints; why it never holds when no count up to that meets REL K.
std::optional<std::string> cost_count_never(const ast::Binary& b, const BoundStatement& s, const GameNames& names) {
  std::optional<IntFact::Rel> rel = relation(b.op, false);
  const ast::Aggregate* count = as<ast::Aggregate>(bare(b.lhs));
  std::optional<long> k = int_literal(b.rhs);
  bool flip = !count;
  if (flip) count = as<ast::Aggregate>(bare(b.rhs)), k = int_literal(b.lhs);
  if (!rel || !count || count->fn != "count" || !k) return std::nullopt;
  const auto* domain = boost::get<ast::Ref>(&bare(count->binder.domain.root).get());
  if (!domain || domain->members != std::vector<std::string>{"cost"} || !power_param(s, names, domain->head))
    return std::nullopt;
  IntFact f{flip ? flipped(*rel) : *rel, *k};
  long most = static_cast<long>(names.longest_cost);
  if (!ints_contradict({f, {IntFact::Rel::ge, 0}, {IntFact::Rel::le, most}})) return std::nullopt;
  return "no power of the game prints more than " + std::to_string(most) + " symbols";
}

// Why `n`, asked of a card, never holds, or nullopt: `printed(X, "K")`
// where no card prints K as a number (interpreter/eval.cpp: it reads the
// card's definition); `X.K` for a keyword K nothing makes true; `any(x in
// L where W : B)` where a part W or B joins with `and` never holds (then
// no element makes it true, whatever L holds); a count of a power's cost
// above what any power prints (`s`: the statement, whose parameters an
// `any` that rebinds one no longer names).
std::optional<std::string> never_reason(const ast::Node& n, const GameNames& names, const BoundStatement* s) {
  const ast::Node& b = bare(n);
  if (const ast::Binary* cmp = ast::as_binary(b); cmp && s)
    if (std::optional<std::string> why = cost_count_never(*cmp, *s, names)) return why;
  if (const ast::Call* c = as<ast::Call>(b); c && c->name == "printed" && c->args.size() == 2) {
    const auto* k = boost::get<std::string>(&bare(c->args[1].root).get());
    if (!k || std::any_of(names.cards.begin(), names.cards.end(),
                          [k](const ast::CardDef* d) { return dsl::card_number(*d, *k).has_value(); }))
      return std::nullopt;
    return "no card of the game prints " + *k;
  }
  if (const auto* r = boost::get<ast::Ref>(&b.get()); r && !r->members.empty() && names.unheld.count(r->members.back()))
    return "no card of the game has " + r->members.back() + ", and no continuous effect gives it";
  const ast::Aggregate* a = as<ast::Aggregate>(b);
  if (!a || a->fn != "any") return std::nullopt;
  std::vector<const ast::Node*> parts;
  for (const boost::optional<ast::Expr>* e : {&a->binder.where, &a->value})
    if (*e)
      for (const ast::Node* p : ast::parts_of(bare((*e)->root), ast::BinaryOp::and_)) parts.push_back(p);
  bool rebound = s && std::find(s->p->params.begin(), s->p->params.end(), a->binder.var) != s->p->params.end();
  for (const ast::Node* p : parts)
    if (std::optional<std::string> why = never_reason(*p, names, rebound ? nullptr : s)) return why;
  return std::nullopt;
}

// The fact one part states (its negation with `negated`), if it is one
// this test reads.
std::optional<Fact> fact_of(const ast::Node& n, const BoundStatement& s, const GameNames& names, bool negated = false) {
  const ast::Node* inner = &bare(n);
  if (const ast::Unary* u = as<ast::Unary>(*inner); u && u->op == ast::UnaryOp::not_)
    negated = !negated, inner = &bare(u->operand);
  std::optional<Fact> f;
  std::optional<std::string> never = negated ? std::nullopt : never_reason(*inner, names, &s);
  if (never && !term_of(*inner, s, names)) {
    f = Fact{Fact::Kind::never, "", {}, *never, false, true, nullptr};
  } else if (const ast::Binary* b = ast::as_binary(*inner)) {
    f = comparison(*b, negated, s, names);
  } else if (std::optional<std::string> term = term_of(*inner, s, names)) {
    f = Fact{Fact::Kind::truth, *term, {}, "", false, !negated, nullptr};
  }
  if (f) f->node = &n;
  return f;
}

// What `not (X)` negates, when X joins its parts with `op`.
const ast::Node* negated_join(const ast::Node& part, ast::BinaryOp op) {
  const ast::Unary* u = as<ast::Unary>(bare(part));
  if (!u || u->op != ast::UnaryOp::not_) return nullptr;
  const ast::Binary* b = ast::as_binary(bare(u->operand));
  return b && b->op == op ? &bare(u->operand) : nullptr;
}

// A part that is one fact, an `or` of facts, or `not (A and B)`: `not A
// or not B` (each read as above).
std::optional<Clause> clause_of(const ast::Node& part, const BoundStatement& s, const GameNames& names) {
  Clause c;
  c.node = &part;
  const ast::Binary* b = ast::as_binary(bare(part));
  const ast::Node* nand = negated_join(part, ast::BinaryOp::and_);
  std::vector<const ast::Node*> options{&part};
  if (b && b->op == ast::BinaryOp::or_) options = ast::parts_of(bare(part), ast::BinaryOp::or_);
  if (nand) options = ast::parts_of(*nand, ast::BinaryOp::and_);
  for (const ast::Node* o : options) {
    std::optional<Fact> f = fact_of(*o, s, names, nand != nullptr);
    if (!f) return std::nullopt;
    c.any.push_back(*f);
  }
  return c;
}

}  // namespace

GameNames game_names(const dsl::Game& g, const std::set<std::string>& unheld) {
  GameNames out;
  out.unheld = unheld;
  out.cards = g.card_defs();
  for (const ast::Declare* d : g.all<ast::Declare>()) {
    if (d->what == "zone") out.zones.insert(d->name);
    if (d->what == "type") out.types.insert(d->name);
  }
  for (const ast::CardDef* c : out.cards)
    for (const ast::CardItem& item : c->items)
      if (const auto* p = boost::get<ast::Power>(&item.get())) out.longest_cost = std::max(out.longest_cost, p->cost.size());
  out.actions = g.all<ast::ActionDecl>();
  return out;
}

// What a conjunct `X.M == self` (either side) binds `self` to, X a
// parameter: where the statement applies, `self` is that value, so
// `self.F` reads the same as `X.M.F`.
std::string self_equal(const BoundStatement& s, const GameNames& names) {
  for (const ast::Node* part : ast::parts_of(s.p->when->root, ast::BinaryOp::and_)) {
    const ast::Binary* eq = ast::as_binary(bare(*part));
    if (!eq || eq->op != ast::BinaryOp::eq) continue;
    for (auto [x, y] : {std::pair{&eq->lhs, &eq->rhs}, std::pair{&eq->rhs, &eq->lhs}}) {
      const auto* r = boost::get<ast::Ref>(&bare(*y).get());
      if (!r || r->head != "self" || !r->members.empty()) continue;
      const auto* other = boost::get<ast::Ref>(&bare(*x).get());
      if (other && is_param(s, other->head))
        if (std::optional<std::string> t = term_of(*x, s, names)) return *t;
    }
  }
  return "";
}

std::vector<Clause> clauses_of(const BoundStatement& given, const GameNames& names) {
  std::vector<Clause> out;
  if (!given.p->when) return out;
  BoundStatement s = given;
  if (s.self_param < 0) s.self_term = self_equal(s, names);
  std::vector<const ast::Node*> todo = ast::parts_of(s.p->when->root, ast::BinaryOp::and_);
  for (std::size_t i = 0; i < todo.size(); ++i) {
    const ast::Node& part = *todo[i];
    // `(x and y)` joins its facts to the others.
    if (const ast::Binary* b = ast::as_binary(bare(part)); b && b->op == ast::BinaryOp::and_ && &bare(part) != &part) {
      for (const ast::Node* inner : ast::parts_of(bare(part), ast::BinaryOp::and_)) todo.push_back(inner);
      continue;
    }
    // `not (x or y)` is `not x and not y`.
    if (const ast::Node* nor = negated_join(part, ast::BinaryOp::or_)) {
      for (const ast::Node* inner : ast::parts_of(*nor, ast::BinaryOp::or_))
        if (std::optional<Fact> f = fact_of(*inner, s, names, true))
          out.push_back(Clause{{*f}, &part, &ast::pos_of(part, *s.p->when)});
      continue;
    }
    if (std::optional<Clause> c = clause_of(part, s, names)) {
      c->at = &ast::pos_of(part, *s.p->when);
      out.push_back(*c);
    }
  }
  return out;
}

// A number compared is an int (a comparison of anything else stops the
// game with an error, and a statement whose condition errs applies to
// nothing); `T == K` makes T that value, so a bool, a text or an int of
// another value is excluded. A type and a text are never compared here:
// facts of the two say nothing of each other.
bool contradict(const Fact& a, const Fact& b) {
  using K = Fact::Kind;
  if (a.kind > b.kind) return contradict(b, a);
  bool same_names = a.type_name == b.type_name;
  switch (a.kind) {
    case K::number:
      if (b.kind == K::number) return ints_contradict({a.number, b.number});
      // An int is never a bool; it is no text, so `== "x"` cannot hold.
      return (b.kind == K::truth || (b.kind == K::text_eq && !b.type_name)) && a.number.rel != IntFact::Rel::ne;
    case K::text_eq:
      if (b.kind == K::text_eq) return same_names && a.text != b.text;
      if (b.kind == K::text_ne) return same_names && a.text == b.text;
      return b.kind == K::truth && !a.type_name;
    case K::text_ne: return false;
    case K::truth: return b.kind == K::truth && a.truth != b.truth;
    case K::zone: return b.kind == K::zone && a.text != b.text;
    case K::never: return false;  // never_both's own case: it needs no other fact
  }
  return false;
}

}  // namespace canbeat::analysis::facts
