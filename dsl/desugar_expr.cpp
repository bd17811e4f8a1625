// Terms and zone groups inside expressions (desugar_pass.hpp).
#include <map>
#include <set>
#include <string>
#include <vector>

#include "dsl/desugar_pass.hpp"

namespace canbeat::dsl::sugar {

// `x.TERM`: the term's body, its parameter replaced by `x`; a zone group
// outside the places that take one is an error.
bool Desugar::ref(ast::Node& n) {
  if (power_ref(n)) return true;
  auto* r = boost::get<ast::Ref>(&n.get());
  if (!r || r->members.empty()) return false;
  if (group(n)) {
    error(*r, "zone group '" + r->members.back() +
                  "' is not one zone: use it after `in`, in `for`, an aggregate, an option, size, empty or move all");
    return true;
  }
  auto it = v_.terms.find(r->members.back());
  if (it == v_.terms.end()) return false;
  const ast::Ref use = *r;
  if (++depth_ > 32) error(use, "term '" + it->second->name + "' expands into itself");
  else n = expand_term(*it->second, use);
  --depth_;
  return true;
}

// The body of t with its parameter replaced by the subject of `use`
// (`x.a.T`: `x.a`), placed at the use, then itself rewritten.
ast::Node Desugar::expand_term(const ast::Term& t, const ast::Ref& use) {
  ast::Ref subject = use;
  subject.members.pop_back();
  ast::Node body = t.body.root;
  std::set<std::string> bound;
  bound_names(body, bound);
  if (bound.count(subject.head)) {
    error(use, "term '" + t.name + "' binds '" + subject.head + "' itself: name the card another way here");
    return ast::Node(use);
  }
  NodeFn subst = [&](ast::Node& m) {
    auto* s = boost::get<ast::Ref>(&m.get());
    if (!s || s->head != t.param) return each_child(m, subst);
    ast::Ref with = subject;
    for (const auto& member : s->members) with.members.push_back(member);
    m = ast::Node(std::move(with));
  };
  subst(body);
  place_all(body, use);
  node(body);
  return paren(std::move(body), use);
}

// `x in P.GROUP`: in any of its zones.
bool Desugar::group_in(ast::Node& n) {
  auto* b = as<ast::Binary>(n);
  if (!b || b->op != ast::BinaryOp::in || !group(b->rhs)) return false;
  node(b->lhs);
  std::vector<ast::Node> parts;
  for (const auto& z : *group(b->rhs)) {
    ast::Binary one = *b;
    one.rhs = with_zone(b->rhs, z);
    parts.push_back(ast::Node(std::move(one)));
  }
  ast::Pos at = *b;
  n = paren(join(std::move(parts), ast::BinaryOp::or_, at), at);
  return true;
}

// any/all/count/sum over a group: one aggregate per zone, joined.
bool Desugar::group_aggregate(ast::Node& n) {
  auto* a = as<ast::Aggregate>(n);
  if (!a || !group(a->binder.domain.root)) return false;
  static const std::map<std::string, ast::BinaryOp> joins = {
      {"any", ast::BinaryOp::or_}, {"all", ast::BinaryOp::and_},
      {"count", ast::BinaryOp::add}, {"sum", ast::BinaryOp::add}};
  auto op = joins.find(a->fn);
  if (op == joins.end()) {
    error(*a, "'" + a->fn + "' over a zone group: only any, all, count and sum join its zones");
    return true;
  }
  std::vector<ast::Node> parts;
  for (const auto& z : *group(a->binder.domain.root)) {
    ast::Aggregate one = *a;
    one.binder.domain.root = with_zone(a->binder.domain.root, z);
    ast::Node part = ast::Node(std::move(one));
    node(part);
    parts.push_back(std::move(part));
  }
  ast::Pos at = *a;
  n = paren(join(std::move(parts), op->second, at), at);
  return true;
}

// size(P.GROUP) and empty(P.GROUP): of its zones together.
bool Desugar::group_call(ast::Node& n) {
  auto* c = as<ast::Call>(n);
  if (!c || c->args.size() != 1 || !group(c->args[0].root)) return false;
  if (c->name != "size" && c->name != "empty") return false;
  std::vector<ast::Node> parts;
  for (const auto& z : *group(c->args[0].root)) {
    ast::Call one = *c;
    one.args[0].root = with_zone(c->args[0].root, z);
    parts.push_back(ast::Node(std::move(one)));
  }
  ast::Pos at = *c;
  n = paren(join(std::move(parts), c->name == "size" ? ast::BinaryOp::add : ast::BinaryOp::and_, at), at);
  return true;
}

void Desugar::node(ast::Node& n) {
  if (ref(n) || group_in(n) || group_aggregate(n) || group_call(n)) return;
  each_child(n, [this](ast::Node& c) { node(c); });
}


// any(x in D : W) for an option `x in D where W` (`true` without a where).
ast::Node Desugar::any_option(const ast::Option& o) {
  ast::Aggregate a;
  place(a, o);
  a.fn = "any";
  a.binder.var = o.binder->var;
  a.binder.domain = o.binder->domain;
  place(a.binder, o);
  ast::Expr value;
  if (o.binder->where) {
    value = *o.binder->where;
  } else {
    ast::Ref t;
    t.head = "true";
    place(t, o);
    value.root = ast::Node(std::move(t));
  }
  place(value, o);
  a.value = value;
  return ast::Node(std::move(a));
}


}  // namespace canbeat::dsl::sugar
