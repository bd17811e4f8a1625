// Types of expressions (docs/dsl.md, "Types"): names, members, built-in
// functions, legality queries, aggregates and the binary operators of the
// expression tree (ast::Binary).
#include <boost/variant/apply_visitor.hpp>

#include "dsl/checker_env.hpp"

namespace canbeat::dsl::check_detail {
namespace {

using K = Type::Kind;
const Type unknown_t = Type::of(K::unknown);

std::string plural(std::size_t n, const char* word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

using ast::pos_of;  // where to blame an operand: its own position, or its expression's

Type member_of(Env& env, const ast::Ref& r, Type base, const std::string& m) {
  if (base.kind == K::unknown) return unknown_t;
  if (base.kind == K::player) {
    if (env.per_player_zones.count(m)) return Type::of(K::zone);
    if (env.per_player_vars.count(m)) return Type::of(K::int_);
    if (const Member* b = find_member(K::player, m)) return b->result;
  } else if (base.kind == K::card) {
    if (env.is("stat", m)) return Type::of(K::int_);
    if (env.per_card_vars.count(m)) return Type::of(K::int_);
    if (const Member* b = find_member(K::card, m)) return b->result;
    if (env.is("keyword", m) || env.is("team", m) || env.is("trait", m) || env.is("symbol", m))
      return Type::of(K::bool_);
  } else if (base.kind == K::door && env.per_door_vars.count(m)) {
    return Type::of(K::int_);
  } else if (const Member* b = find_member(base.kind, m)) {
    return b->result;
  }
  env.error(r, "unknown member '" + m + "' of " + type_name(base));
  return unknown_t;
}

Type operand_type(Env& env, const ast::Node& n);

Type call_type(Env& env, const ast::Call& c) {
  const FunctionSignature* sig = find_function(c.name);
  if (auto f = env.functions.find(c.name); !sig && f != env.functions.end())
    return function_call_type(env, c, *f->second);
  if (!sig) {
    env.error(c, "unknown function '" + c.name + "'");
    for (const auto& a : c.args) type_of(env, a);
    return unknown_t;
  }
  std::vector<Type> ps = sig->typed;
  if (ps.empty())
    for (K k : sig->params) ps.push_back(Type::of(k));
  check_args(env, c, "'" + c.name + "'", ps, c.args);
  check_board_call(env, c, sig->id);
  return sig->result;
}

Type legal_type(Env& env, const ast::Legal& l) {
  auto it = env.actions.find(l.action);
  if (it == env.actions.end()) {
    env.error(l, "unknown action '" + l.action + "'");
    for (const auto& a : l.args) type_of(env, a);
  } else {
    check_args(env, l, "action '" + l.action + "'", param_types(it->second), l.args);
  }
  return Type::of(K::bool_);
}

// first(x in L where C): an element of L, so no value after ':'.
Type first_type(Env& env, const ast::Aggregate& a) {
  Scoped scope(env);
  bind_binder(env, a.binder);
  if (a.value) {
    env.error(a, "first takes no value after ':' (it gives the element itself)");
    type_of(env, *a.value);
  }
  const Type* elem = env.lookup(a.binder.var);
  return elem ? *elem : unknown_t;
}

Type aggregate_type(Env& env, const ast::Aggregate& a) {
  if (a.fn == "first") return first_type(env, a);
  Scoped scope(env);
  bind_binder(env, a.binder);
  bool is_count = a.fn == "count";
  bool is_bool = a.fn == "any" || a.fn == "all";
  if (is_count && a.value) {
    env.error(a, "count takes no value after ':'");
    type_of(env, *a.value);
  } else if (!is_count && !a.value) {
    env.error(a, "'" + a.fn + "' needs a value after ':'");
  } else if (a.value) {
    Type want = Type::of(is_bool ? K::bool_ : K::int_);
    const ast::Pos& at = a.value->line > 0 ? static_cast<const ast::Pos&>(*a.value) : a;
    expect_type(env, at, type_of(env, *a.value), want,
                "the value of '" + a.fn + "'");
  }
  return Type::of(is_bool ? K::bool_ : K::int_);
}

Type unary_type(Env& env, const ast::Unary& u) {
  Type t = operand_type(env, u.operand);
  Type want = Type::of(u.op == ast::UnaryOp::not_ ? K::bool_ : K::int_);
  expect_type(env, u, t, want, "the operand of '" + std::string(spelling(u.op)) + "'");
  return want;
}

// The type of one operand of a chain (chain_operands): never a Binary.
Type operand_type(Env& env, const ast::Node& n) {
  struct V {
    using result_type = Type;
    Env& env;
    Type operator()(long) const { return Type::of(K::int_); }
    Type operator()(const std::string&) const { return Type::of(K::string_); }
    Type operator()(const ast::Ref& r) const { return type_of_ref(env, r); }
    Type operator()(const boost::spirit::x3::forward_ast<ast::Call>& c) const {
      return call_type(env, c.get());
    }
    Type operator()(const boost::spirit::x3::forward_ast<ast::Legal>& l) const {
      return legal_type(env, l.get());
    }
    Type operator()(const boost::spirit::x3::forward_ast<ast::Aggregate>& a) const {
      return aggregate_type(env, a.get());
    }
    Type operator()(const boost::spirit::x3::forward_ast<ast::Unary>& u) const {
      return unary_type(env, u.get());
    }
    Type operator()(const boost::spirit::x3::forward_ast<ast::Paren>& p) const {
      return type_of(env, p.get().inner);
    }
    Type operator()(const boost::spirit::x3::forward_ast<ast::Binary>&) const {
      return unknown_t;  // not an operand: chain_types types its operands
    }
  };
  return boost::apply_visitor(V{env}, n.get());
}

bool is_logical(ast::BinaryOp op) { return op == ast::BinaryOp::or_ || op == ast::BinaryOp::and_; }
bool is_ordering(ast::BinaryOp op) {
  using enum ast::BinaryOp;
  return op == lt || op == le || op == gt || op == ge;
}

Type binary_type(Env& env, const ast::Pos& at, ast::BinaryOp bop, Type l, Type r) {
  const std::string op(spelling(bop));
  if (bop == ast::BinaryOp::in) {
    Type elem = element_of(r);
    if (r.kind != K::unknown && elem.kind == K::unknown)
      env.error(at, "the right side of 'in' must be a zone, deck or list, not " + type_name(r));
    else if (l.kind != K::unknown && elem.kind != K::unknown && !(l == elem))
      env.error(at, "'in' compares " + type_name(l) + " with elements of " + type_name(r));
    return Type::of(K::bool_);
  }
  if (bop == ast::BinaryOp::eq || bop == ast::BinaryOp::ne) {
    if (l.kind != K::unknown && r.kind != K::unknown && !(l == r))
      env.error(at, "'" + op + "' compares " + type_name(l) + " with " + type_name(r));
    return Type::of(K::bool_);
  }
  Type want = Type::of(is_logical(bop) ? K::bool_ : K::int_);
  expect_type(env, at, l, want, "the left side of '" + op + "'");
  expect_type(env, at, r, want, "the right side of '" + op + "'");
  return Type::of(is_logical(bop) || is_ordering(bop) ? K::bool_ : K::int_);
}

// The operators of a chain, innermost first; `types` holds its operands'
// types in written order and `next` walks them. An operator is blamed where
// its right operand starts (or at `e` when that is a literal).
Type chain_types(Env& env, const ast::Expr& e, const ast::Node& n, const std::vector<Type>& types,
                 std::size_t& next) {
  const ast::Binary* b = ast::as_binary(n);
  if (!b) return types[next++];
  Type l = chain_types(env, e, b->lhs, types, next);
  Type r = chain_types(env, e, b->rhs, types, next);
  return binary_type(env, pos_of(b->rhs, e), b->op, l, r);
}

}  // namespace

Type element_of(Type domain) {
  if (domain.kind == K::zone || domain.kind == K::deck) return Type::of(K::card);
  if (domain.kind == K::list) return Type::of(domain.elem);
  return unknown_t;
}

void expect_type(Env& env, const ast::Pos& at, Type t, Type want, const std::string& what) {
  if (t.kind == K::unknown || want.kind == K::unknown || t == want) return;
  env.error(at, what + " must be " + type_name(want) + ", not " + type_name(t));
}

std::vector<Type> param_types(const std::vector<ast::Param>& ps) {
  std::vector<Type> out;
  for (const auto& p : ps) {
    Type t;
    parse_type_name(p.type, t);
    out.push_back(t);
  }
  return out;
}

void check_args(Env& env, const ast::Pos& at, const std::string& what,
                const std::vector<Type>& params, const std::vector<ast::Expr>& args) {
  if (params.size() != args.size())
    env.error(at, what + " takes " + plural(params.size(), "argument") + ", " +
                      std::to_string(args.size()) + " given");
  for (std::size_t i = 0; i < args.size(); ++i) {
    Type t = type_of(env, args[i]);
    if (i < params.size())
      expect_type(env, args[i], t, params[i],
                  "argument " + std::to_string(i + 1) + " of " + what);
  }
}

Type type_of_ref(Env& env, const ast::Ref& r) {
  const Type* t = env.lookup(r.head);
  if (!t) {
    env.error(r, "unknown name '" + r.head + "'");
    return unknown_t;
  }
  Type cur = *t;
  for (const auto& m : r.members) cur = member_of(env, r, cur, m);
  return cur;
}

// Every operand is typed before any operator is checked, so an expression's
// diagnostics list its operands' errors first, in the order written.
Type type_of(Env& env, const ast::Expr& e) {
  std::vector<Type> types;
  for (const ast::Node* n : ast::chain_operands(e.root)) types.push_back(operand_type(env, *n));
  std::size_t next = 0;
  return chain_types(env, e, e.root, types, next);
}

void bind_binder(Env& env, const ast::Binder& b) {
  Type domain = type_of(env, b.domain);
  Type elem = element_of(domain);
  if (domain.kind != K::unknown && elem.kind == K::unknown)
    env.error(b.domain, "'" + b.var + "' must range over a zone, deck or list, not " +
                            type_name(domain));
  env.bind(b.var, elem);
  if (b.where) expect_type(env, *b.where, type_of(env, *b.where), Type::of(K::bool_), "'where'");
}

}  // namespace canbeat::dsl::check_detail
