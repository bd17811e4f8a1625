#include "analysis/never_both.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <climits>
#include <set>

#include "dsl/printer.hpp"

namespace canbeat::analysis {

namespace x3 = boost::spirit::x3;

namespace {

// One fact a condition states about one value (`term`).
struct Fact {
  enum class Kind { number, text_eq, text_ne, truth, zone } kind = Kind::number;
  std::string term;  // "#1.face_down" (argument 1's face_down), "attacks" (a global)
  IntFact number;
  std::string text;   // text_eq, text_ne: the text; zone: the zone's name
  bool truth = true;  // truth: `T` (true) or `not T` (false)
  const ast::Node* node = nullptr;
  const ast::Pos* at = nullptr;
};

template <class T>
const T* as(const ast::Node& n) {
  if (const auto* f = boost::get<x3::forward_ast<T>>(&n.get())) return &f->get();
  return nullptr;
}

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

// The value a reference names, the same in both statements: parameters by
// position, `self` only when bound to a parameter.
std::optional<std::string> term_of(const ast::Node& n, const BoundStatement& s) {
  const auto* r = boost::get<ast::Ref>(&bare(n).get());
  if (!r) return std::nullopt;
  std::string term;
  const auto& params = s.p->params;
  if (auto it = std::find(params.begin(), params.end(), r->head); it != params.end())
    term = "#" + std::to_string(it - params.begin());
  else if (r->head == "self" && s.self_param >= 0)
    term = "#" + std::to_string(s.self_param);
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

// A comparison of a term with a literal (either side), or `T in X.ZONE`.
std::optional<Fact> comparison(const ast::Binary& b, bool negated, const BoundStatement& s,
                               const std::set<std::string>& zones) {
  Fact f;
  if (b.op == ast::BinaryOp::in) {
    std::optional<std::string> term = term_of(b.lhs, s), zone = zone_of(b.rhs, zones);
    if (negated || !term || !zone) return std::nullopt;
    f.kind = Fact::Kind::zone, f.term = *term, f.text = *zone;
    return f;
  }
  std::optional<IntFact::Rel> rel = relation(b.op, negated);
  if (!rel) return std::nullopt;
  bool literal_left = !term_of(b.lhs, s);
  const ast::Node& term_side = literal_left ? b.rhs : b.lhs;
  const ast::Node& literal_side = literal_left ? b.lhs : b.rhs;
  std::optional<std::string> term = term_of(term_side, s);
  if (!term) return std::nullopt;
  f.term = *term;
  if (std::optional<long> k = int_literal(literal_side)) {
    f.number = {literal_left ? flipped(*rel) : *rel, *k};
    return f;
  }
  const auto* text = boost::get<std::string>(&bare(literal_side).get());
  if (!text || (*rel != IntFact::Rel::eq && *rel != IntFact::Rel::ne)) return std::nullopt;
  f.kind = *rel == IntFact::Rel::eq ? Fact::Kind::text_eq : Fact::Kind::text_ne;
  f.text = *text;
  return f;
}

// The fact one conjunct states, if it is one this test reads.
std::optional<Fact> fact_of(const ast::Node& n, const BoundStatement& s, const std::set<std::string>& zones) {
  const ast::Node& m = bare(n);
  bool negated = false;
  const ast::Node* inner = &m;
  if (const ast::Unary* u = as<ast::Unary>(m); u && u->op == ast::UnaryOp::not_) negated = true, inner = &bare(u->operand);
  std::optional<Fact> f;
  if (const ast::Binary* b = ast::as_binary(*inner)) {
    f = comparison(*b, negated, s, zones);
  } else if (std::optional<std::string> term = term_of(*inner, s)) {
    f = Fact{Fact::Kind::truth, *term, {}, "", !negated, nullptr, nullptr};
  }
  if (f) f->node = &n;
  return f;
}

std::vector<Fact> facts_of(const BoundStatement& s, const std::set<std::string>& zones) {
  std::vector<Fact> out;
  if (!s.p->when) return out;
  std::vector<const ast::Node*> todo = ast::parts_of(s.p->when->root, ast::BinaryOp::and_);
  for (std::size_t i = 0; i < todo.size(); ++i) {
    const ast::Node& part = *todo[i];
    // `(x and y)` joins its facts to the others.
    if (const ast::Binary* b = ast::as_binary(bare(part)); b && b->op == ast::BinaryOp::and_ && &bare(part) != &part) {
      for (const ast::Node* inner : ast::parts_of(bare(part), ast::BinaryOp::and_)) todo.push_back(inner);
      continue;
    }
    if (std::optional<Fact> f = fact_of(part, s, zones)) {
      f->at = &ast::pos_of(part, *s.p->when);
      out.push_back(*f);
    }
  }
  return out;
}

bool holds(const IntFact& f, long v) {
  switch (f.rel) {
    case IntFact::Rel::eq: return v == f.k;
    case IntFact::Rel::ne: return v != f.k;
    case IntFact::Rel::lt: return v < f.k;
    case IntFact::Rel::le: return v <= f.k;
    case IntFact::Rel::gt: return v > f.k;
    case IntFact::Rel::ge: return v >= f.k;
  }
  return false;
}

// Two facts about one value that cannot both hold. A number compared is an
// int (a comparison of anything else stops the game with an error, and a
// statement whose condition errs applies to nothing); `T == K` makes T
// that value, so a bool, a text or an int of another value is excluded.
bool contradict(const Fact& a, const Fact& b) {
  using K = Fact::Kind;
  if (a.kind > b.kind) return contradict(b, a);
  switch (a.kind) {
    case K::number:
      if (b.kind == K::number) return ints_contradict({a.number, b.number});
      // An int is never a bool; it is no text, so `== "x"` cannot hold.
      return (b.kind == K::truth || b.kind == K::text_eq) && a.number.rel != IntFact::Rel::ne;
    case K::text_eq:
      if (b.kind == K::text_eq) return a.text != b.text;
      if (b.kind == K::text_ne) return a.text == b.text;
      return b.kind == K::truth;
    case K::text_ne: return false;
    case K::truth: return b.kind == K::truth && a.truth != b.truth;
    case K::zone: return b.kind == K::zone && a.text != b.text;
  }
  return false;
}

std::string written(const dsl::Game& g, const Fact& f) {
  dsl::Where w = g.where(*f.at);
  ast::Expr e;
  e.root = *f.node;
  return fmt::format("{}:{}:{} `{}`", w.file, w.line, w.col, dsl::print(e));
}

std::string value_name(const std::string& term) {
  if (term.empty() || term[0] != '#') return "the global " + term;
  std::size_t dot = term.find('.');
  std::string arg = "argument " + std::to_string(std::stoi(term.substr(1, dot)) + 1);
  return dot == std::string::npos ? arg : arg + "'s " + term.substr(dot + 1);
}

// The bools a card reads that nothing in the game makes true: a declared
// keyword, trait, team or symbol that no card prints and no continuous
// effect gives or takes (docs/dsl.md "Continuous"), and that is no stat or
// per-card var (which a card's member reads first, dsl/checker_expr.cpp).
std::set<std::string> never_held(const dsl::Game& g) {
  std::set<std::string> out, shadowed;
  for (const ast::Declare* d : g.all<ast::Declare>()) {
    bool per_card = std::find(d->flags.begin(), d->flags.end(), "per_card") != d->flags.end();
    if (d->what == "keyword" || d->what == "trait" || d->what == "team" || d->what == "symbol") out.insert(d->name);
    if (d->what == "stat" || (d->what == "var" && per_card)) shadowed.insert(d->name);
  }
  std::vector<const ast::Continuous*> effects = g.all<ast::Continuous>();
  const std::vector<const ast::CardDef*> cards = g.card_defs();
  for (const ast::CardDef* c : cards)
    for (const auto& item : c->items)
      if (const auto* e = boost::get<ast::Continuous>(&item)) effects.push_back(e);
  for (const ast::Continuous* e : effects)
    if (!e->target.members.empty()) out.erase(e->target.members.back());
  for (const std::string& name : shadowed) out.erase(name);
  for (auto it = out.begin(); it != out.end();) {
    const std::string& name = *it;
    bool printed = std::any_of(cards.begin(), cards.end(), [&](const ast::CardDef* c) { return dsl::card_has(*c, name); });
    it = printed ? out.erase(it) : std::next(it);
  }
  return out;
}

std::set<std::string> zone_names(const dsl::Game& g) {
  std::set<std::string> out;
  for (const ast::Declare* d : g.all<ast::Declare>())
    if (d->what == "zone") out.insert(d->name);
  return out;
}

}  // namespace

bool ints_contradict(const std::vector<IntFact>& facts) {
  // Every fact keeps a value in an interval, but for `!=`: the bounds, then
  // whether a value in them is left once the excluded ones are out.
  long lo = LONG_MIN, hi = LONG_MAX;
  std::set<long> excluded;
  for (const IntFact& f : facts) switch (f.rel) {
      case IntFact::Rel::eq: lo = std::max(lo, f.k), hi = std::min(hi, f.k); break;
      case IntFact::Rel::ne: excluded.insert(f.k); break;
      case IntFact::Rel::lt:
        if (f.k == LONG_MIN) return true;
        hi = std::min(hi, f.k - 1);
        break;
      case IntFact::Rel::le: hi = std::min(hi, f.k); break;
      case IntFact::Rel::gt:
        if (f.k == LONG_MAX) return true;
        lo = std::max(lo, f.k + 1);
        break;
      case IntFact::Rel::ge: lo = std::max(lo, f.k); break;
    }
  if (lo > hi) return true;
  // The interval holds more values than are excluded: one is left.
  if (static_cast<unsigned long>(hi) - static_cast<unsigned long>(lo) >= excluded.size()) return false;
  for (long v = lo;; ++v) {
    if (!excluded.count(v)) return false;
    if (v == hi) return true;
  }
}

std::optional<std::string> never_both(const dsl::Game& g, const BoundStatement& a, const BoundStatement& b) {
  if (a.p->params.size() != b.p->params.size()) return std::nullopt;
  const std::set<std::string> zones = zone_names(g);
  const std::vector<Fact> fa = facts_of(a, zones), fb = facts_of(b, zones);
  const std::set<std::string> unheld = never_held(g);
  for (const std::vector<Fact>* facts : {&fa, &fb})
    for (const Fact& f : *facts) {
      std::size_t dot = f.term.rfind('.');
      if (f.kind == Fact::Kind::truth && f.truth && dot != std::string::npos && unheld.count(f.term.substr(dot + 1)))
        return fmt::format("{} never holds: no card of the game has {}, and no continuous effect gives it",
                           written(g, f), f.term.substr(dot + 1));
    }
  for (const Fact& x : fa)
    for (const Fact& y : fb)
      if (x.term == y.term && contradict(x, y))
        return fmt::format("{} and {} cannot both hold ({})", written(g, x), written(g, y), value_name(x.term));
  return std::nullopt;
}

}  // namespace canbeat::analysis
