#include "analysis/never_both_monotone.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <map>
#include <set>
#include <vector>

#include "analysis/ast_as.hpp"
#include "analysis/capacity_reader.hpp"
#include "analysis/card_flow.hpp"
#include "analysis/never_both_asked.hpp"
#include "analysis/never_undecided_conserved.hpp"
#include "dsl/printer.hpp"

namespace canbeat::analysis {

namespace {

namespace x3 = boost::spirit::x3;
using capacity::bare;

// `head` alone, or `head.member`.
bool is_ref(const ast::Node& n, const std::string& head, const std::string& member = "") {
  const auto* r = boost::get<ast::Ref>(&bare(n).get());
  if (!r || r->head != head) return false;
  return member.empty() ? r->members.empty() : r->members == std::vector<std::string>{member};
}

const ast::Ref* ref_of(const ast::Node& n) { return boost::get<ast::Ref>(&bare(n).get()); }

std::optional<long> literal(const ast::Node& n) {
  const long* k = boost::get<long>(&bare(n).get());
  return k ? std::optional<long>(*k) : std::nullopt;
}

std::string at(const dsl::Game& g, const ast::Pos& p) {
  dsl::Where w = g.where(p);
  return fmt::format("{}:{}:{}", w.file, w.line, w.col);
}

std::string written(const dsl::Game& g, const ast::Node& n) {
  ast::Expr e;
  e.root = n;
  return fmt::format("{} `{}`", at(g, *ast::as_binary(bare(n))), dsl::print(e));
}

std::vector<const ast::Node*> parts(const ast::Node& n) { return ast::parts_of(bare(n), ast::BinaryOp::and_); }

bool has(const std::vector<std::string>& names, const std::string& n) {
  return std::find(names.begin(), names.end(), n) != names.end();
}

// What the pair states: `self.M == P.F` in the card statement `carried`,
// `P.F > V` in either; P their argument `arg`.
struct Shape {
  const ast::Permission* carried = nullptr;
  const ast::Node *equal = nullptr, *above = nullptr;
  std::string member, field, var;
  std::size_t arg = 0;
};

// `self.M == P.F` (either way round) in `s`, P its argument j.
bool find_equal(const ast::Permission& s, Shape& out) {
  if (!s.when || has(s.params, "self")) return false;
  for (const ast::Node* part : parts(s.when->root)) {
    const ast::Binary* b = ast::as_binary(bare(*part));
    if (!b || b->op != ast::BinaryOp::eq) continue;
    for (const auto& [l, r] : {std::pair(&b->lhs, &b->rhs), std::pair(&b->rhs, &b->lhs)}) {
      const ast::Ref *self = ref_of(*l), *other = ref_of(*r);
      if (!self || !other || self->head != "self" || self->members.size() != 1 || other->members.size() != 1) continue;
      auto j = std::find(s.params.begin(), s.params.end(), other->head);
      if (j == s.params.end()) continue;
      out = {&s, part, nullptr, self->members[0], other->members[0], "", static_cast<std::size_t>(j - s.params.begin())};
      return true;
    }
  }
  return false;
}

// `P.F > V` or `V < P.F` in `t`, P its argument `shape.arg`, V no parameter.
bool find_above(const ast::Permission& t, Shape& shape) {
  if (!t.when || shape.arg >= t.params.size()) return false;
  const std::string& p = t.params[shape.arg];
  for (const ast::Node* part : parts(t.when->root)) {
    const ast::Binary* b = ast::as_binary(bare(*part));
    if (!b || (b->op != ast::BinaryOp::gt && b->op != ast::BinaryOp::lt)) continue;
    const ast::Node &hi = b->op == ast::BinaryOp::gt ? b->lhs : b->rhs, &lo = b->op == ast::BinaryOp::gt ? b->rhs : b->lhs;
    const ast::Ref* v = ref_of(lo);
    if (is_ref(hi, p, shape.field) && v && v->members.empty() && !has(t.params, v->head)) {
      shape.above = part, shape.var = v->head;
      return true;
    }
  }
  return false;
}

std::optional<Shape> shape_of(const BoundStatement& a, const BoundStatement& b) {
  for (const auto& [x, y] : {std::pair(a.p, b.p), std::pair(b.p, a.p)}) {
    Shape s;
    if (find_equal(*x, s) && (find_above(*y, s) || find_above(*x, s))) return s;
  }
  return std::nullopt;
}

// The initial literal of the var `name`, declared once with exactly `flags`.
std::optional<long> initial(const dsl::Game& g, const std::string& name, const std::vector<std::string>& flags) {
  std::vector<const ast::Declare*> decls;
  for (const ast::Declare* d : g.all<ast::Declare>())
    if (d->name == name) decls.push_back(d);
  if (decls.size() != 1 || decls[0]->what != "var" || decls[0]->flags != flags || !decls[0]->init) return std::nullopt;
  return literal(decls[0]->init->root);
}

// F is a stat, declared once: what a card prints (docs/dsl.md), which only
// a continuous effect changes.
bool printed_stat(const dsl::Game& g, const std::string& f) {
  std::size_t stats = 0;
  for (const ast::Declare* d : g.all<ast::Declare>())
    if (d->name == f && d->what != "stat") return false;
    else if (d->name == f) ++stats;
  return stats == 1;
}

// A `set`, and the option it opens (nullptr when it is not the first
// statement of a choice's option).
struct SetAt {
  const ast::Set* set = nullptr;
  const ast::Option* opens = nullptr;
};

// Only an option's first statement runs in the state its binder's `where`
// was read in (the choice changes nothing): later ones may not.
void collect_sets(const ast::Block& b, const ast::Option* opt, std::vector<SetAt>& out) {
  for (std::size_t k = 0; k < b.stmts.size(); ++k) {
    const ast::Stmt& s = b.stmts[k];
    if (const auto* x = boost::get<ast::Set>(&s.get())) out.push_back({x, k == 0 ? opt : nullptr});
    if (const auto* c = boost::get<x3::forward_ast<ast::Choose>>(&s.get()))
      for (const ast::Option& o : c->get().options) collect_sets(o.body, &o, out);
    else
      for (const ast::Block* inner : inner_blocks(s)) collect_sets(*inner, nullptr, out);
  }
}

const ast::Procedure* procedure(const dsl::Game& g, const std::string& name) {
  for (const ast::Procedure* p : g.all<ast::Procedure>())
    if (p->name == name) return p;
  return nullptr;
}

// No per-card M changes while `setup` runs, and nothing performs it again.
bool setup_quiet(const dsl::Game& g, const std::string& m) {
  static const std::set<std::string> runs_text = {"activate", "resolve", "fire", "copy_effect"};
  bool quiet = procedure(g, "setup") != nullptr;
  for (const ast::Block* b : every_body(g))
    each_stmt(*b, [&quiet](const ast::Stmt& s) {
      if (const auto* p = boost::get<ast::Perform>(&s.get()); p && p->call.name == "setup") quiet = false;
    });
  std::set<std::string> seen = {"setup"};
  std::vector<std::string> todo = {"setup"};
  while (quiet && !todo.empty()) {
    const ast::Procedure* proc = procedure(g, todo.back());
    todo.pop_back();
    if (!proc) return false;
    each_stmt(proc->body, [&](const ast::Stmt& s) {
      const auto* x = boost::get<ast::Set>(&s.get());
      const auto* v = boost::get<ast::Verb>(&s.get());
      if ((x && !x->target.members.empty() && x->target.members.back() == m) ||
          (v && (runs_text.count(v->verb) || procedure(g, v->verb))))
        quiet = false;
      if (const auto* p = boost::get<ast::Perform>(&s.get()); p && seen.insert(p->call.name).second)
        todo.push_back(p->call.name);
    });
  }
  return quiet;
}

// V's least value, when every set of it adds a literal >= 0 or, in setup's
// own body with setup quiet for M, sets a literal; `where` gets the sets.
std::optional<long> least(const dsl::Game& g, const Shape& s, const std::vector<SetAt>& sets,
                          std::vector<std::string>& where) {
  std::optional<long> low = initial(g, s.var, {});
  std::set<const ast::Set*> in_setup;
  if (const ast::Procedure* p = procedure(g, "setup"))
    each_stmt(p->body, [&in_setup](const ast::Stmt& t) {
      if (const auto* x = boost::get<ast::Set>(&t.get())) in_setup.insert(x);
    });
  bool quiet = setup_quiet(g, s.member);
  for (const SetAt& x : sets) {
    if (!low || x.set->target.head != s.var || !x.set->target.members.empty()) continue;
    where.push_back(at(g, *x.set));
    const ast::Binary* add = ast::as_binary(bare(x.set->value.root));
    if (add && add->op == ast::BinaryOp::add &&
        ((is_ref(add->lhs, s.var) && literal(add->rhs).value_or(-1) >= 0) ||
         (is_ref(add->rhs, s.var) && literal(add->lhs).value_or(-1) >= 0)))
      continue;
    std::optional<long> k = literal(x.set->value.root);
    if (!k || !quiet || !in_setup.count(x.set)) return std::nullopt;
    low = std::min(*low, *k);
  }
  return low;
}

// `can A` statement `c` needs its argument j's F at most V.
bool needs_at_most(const ast::Permission& c, std::size_t j, const Shape& s) {
  if (!c.when || has(c.params, s.var)) return false;
  using Op = ast::BinaryOp;
  for (const ast::Node* part : parts(c.when->root)) {
    const ast::Binary* b = ast::as_binary(bare(*part));
    if (!b) continue;
    if (is_ref(b->lhs, c.params[j], s.field) && is_ref(b->rhs, s.var) &&
        (b->op == Op::eq || b->op == Op::le || b->op == Op::lt))
      return true;
    if (is_ref(b->rhs, c.params[j], s.field) && is_ref(b->lhs, s.var) &&
        (b->op == Op::eq || b->op == Op::ge || b->op == Op::gt))
      return true;
  }
  return false;
}

struct Ctx {
  const dsl::Game& g;
  const Shape& s;
  std::vector<const ast::CardDef*> carriers;
  PrintedReader reader;
  std::vector<const ast::Permission*> statements;
};

// Every `can A` lets the card argument i be a carrier only with argument
// j's F at most V.
bool cans_keep(const Ctx& c, const std::string& action, std::size_t i, std::size_t j) {
  for (const ast::Permission* p : c.statements) {
    if (p->action != action || p->modality != "can") continue;
    if (std::max(i, j) >= p->params.size()) return false;
    if (needs_at_most(*p, j, c.s)) continue;
    for (const ast::CardDef* d : c.carriers)
      if (!p->when || c.reader.may(*d, p->params[i], p->when->root, true)) return false;
  }
  return true;
}

// `set X.M = B.F` opening an option over B whose condition asks a
// `legal A(..)` every `can` of which keeps F at most V for a carrier as X.
bool set_from_legal(const Ctx& c, const SetAt& x) {
  const ast::Ref* value = ref_of(x.set->value.root);
  if (!value || value->members != std::vector<std::string>{c.s.field} || !x.opens || !x.opens->binder) return false;
  const ast::Binder& b = *x.opens->binder;
  if (b.var != value->head || !b.where) return false;
  for (const ast::Node* part : parts(b.where->root)) {
    const auto* legal = as<ast::Legal>(bare(*part));
    if (!legal) continue;
    for (std::size_t i = 0; i < legal->args.size(); ++i)
      for (std::size_t j = 0; j < legal->args.size(); ++j)
        if (is_ref(legal->args[i].root, x.set->target.head) && is_ref(legal->args[j].root, b.var) &&
            cans_keep(c, legal->action, i, j))
          return true;
  }
  return false;
}

// No continuous effect changes member `m` (docs/dsl.md: a card's stat
// changes by `+=`, `-=`).
bool only_set(const dsl::Game& g, const std::string& m) {
  for (const ast::Continuous* e : continuous_effects(g))
    if (!e->target.members.empty() && e->target.members.back() == m) return false;
  return true;
}

std::vector<const ast::CardDef*> carriers_of(const dsl::Game& g, const ast::Permission* p) {
  std::vector<const ast::CardDef*> out;
  for (const ast::CardDef* d : g.card_defs())
    for (const ast::CardItem& i : d->items)
      if (boost::get<ast::Permission>(&i) == p) out.push_back(d);
  return out;
}

}  // namespace

std::optional<std::string> never_both_monotone(const dsl::Game& g, const BoundStatement& a, const BoundStatement& b) {
  std::optional<Shape> s = shape_of(a, b);
  if (!s || !only_set(g, s->member) || !only_set(g, s->field) || !printed_stat(g, s->field)) return std::nullopt;
  std::vector<SetAt> sets;
  for (const ast::Block* body : every_body(g)) collect_sets(*body, nullptr, sets);
  std::vector<std::string> grows, set_at;
  std::optional<long> low = least(g, *s, sets, grows), start = initial(g, s->member, {"per_card"});
  Ctx c{g, *s, carriers_of(g, s->carried), PrintedReader(g), permissions(g)};
  if (!low || !start || *start > *low || c.carriers.empty()) return std::nullopt;
  for (const SetAt& x : sets) {
    const std::vector<std::string>& m = x.set->target.members;
    if (!m.empty() && m.back() == s->field) return std::nullopt;
    if (m.empty() || m.back() != s->member) continue;
    if (m.size() != 1) return std::nullopt;
    set_at.push_back(at(g, *x.set));
    if (literal(x.set->value.root).value_or(*low + 1) > *low && !is_ref(x.set->value.root, s->var) &&
        !set_from_legal(c, x))
      return std::nullopt;
  }
  return fmt::format(
      "{} and {} cannot both hold (the carrier's {} is never above {}: {} starts at {} and only grows ({}), but for "
      "literals setup sets while no {} changes; {} starts at {} and is set ({}) to at most {}, to {}, or to the {} of a "
      "card a `legal` approved where every `can` the carrier meets needs that {} at most {})",
      written(g, *s->equal), written(g, *s->above), s->member, s->var, s->var, *initial(g, s->var, {}),
      fmt::join(grows, ", "), s->member, s->member, *start, fmt::join(set_at, ", "), *low, s->var, s->field, s->field,
      s->var);
}

}  // namespace canbeat::analysis
