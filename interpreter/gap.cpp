// How far a can/cant statement's condition is from holding in this state,
// with the query's arguments, for the statements Reference::keep_gaps
// names: what a search that aims at a pair of statements reads
// (analysis/position_search.hpp). The measure changes nothing the game
// plays by: the work it charges, the legality queries it asks and the
// scopes an error leaves open are undone.
#include <algorithm>
#include <functional>

#include "interpreter/interpreter.hpp"

namespace canbeat::interp {

// Runs `measure` in a scope of its own and undoes what it did besides:
// the work it charged, the queries and effects it logged.
long Reference::undone(const std::function<long()>& measure) {
  const long work = work_;
  const std::size_t logged = legality_log_.size(), continuous = continuous_log_.size();
  push_scope(true);
  const long gap = measure();
  pop_scope();
  work_ = work;
  legality_log_.resize(logged);
  continuous_log_.resize(continuous);
  return gap;
}

long Reference::statement_gap(const ast::Permission& p, std::span<const Value> args, const Value* self) {
  const Resolved* when = p.when ? resolved_->find(*p.when) : nullptr;
  if (!when) return 0;
  return undone([&] {
    // Bound as statement_applies binds them.
    for (std::size_t i = 0; i < p.params.size() && i < args.size(); ++i) bind_first(names_->of(p.params[i]), args[i]);
    if (self) bind_first(names_->self, *self);
    return gap_of(*when);
  });
}

// A condition of the rules read on this state as it is (an `if` around a
// statement: analysis/goal.hpp aims at an `undecided` by them); -1 where
// it reads a name only a call binds (a procedure's parameter).
long Reference::condition_gap(const ast::Expr& cond) {
  const Resolved* when = resolved_->find(cond);
  if (!when) return -1;
  return undone([&] { return value_quietly(*when) ? gap_of(*when) : -1; });
}

// A part an `and` joins adds its gap, an `or` takes its nearer side, an
// `any` its nearest element; a comparison of numbers is a part and a bit
// more the further its numbers are apart; anything else is one part,
// failed or held.
long Reference::gap_of(const Resolved& x) {
  using Op = Resolved::Op;
  switch (x.op) {
    case Op::paren: return gap_of(*x.lhs);
    case Op::and_: return gap_of(*x.lhs) + gap_of(*x.rhs);
    case Op::or_: return std::min(gap_of(*x.lhs), gap_of(*x.rhs));
    case Op::binary: return comparison_gap(x);
    case Op::aggregate:
      if (x.fold == Fold::any) return any_gap(x);
      break;
    case Op::not_:
      if (x.lhs->op == Op::aggregate && x.lhs->fold == Fold::any) return none_gap(*x.lhs);
      break;
    default: break;
  }
  std::optional<Value> v = value_quietly(x);
  return v && v->kind == Value::Kind::boolean && v->num ? 0 : gap_part;
}

// `a < b` with a = 5, b = 2 is one part and 3 short of holding: a gap of
// one part plus the shortfall beyond one, capped below a second part, so
// that fewer failed parts are always nearer.
long Reference::comparison_gap(const Resolved& x) {
  using enum ast::BinaryOp;
  std::optional<Value> whole = value_quietly(x);
  if (whole && whole->kind == Value::Kind::boolean && whole->num) return 0;
  std::optional<Value> a = value_quietly(*x.lhs), b = value_quietly(*x.rhs);
  if (!a || !b || a->kind != Value::Kind::integer || b->kind != Value::Kind::integer) return gap_part;
  const long l = a->num, r = b->num;
  long short_by = 1;
  switch (x.binary) {
    case eq: short_by = l > r ? l - r : r - l; break;
    case lt: short_by = l - r + 1; break;
    case le: short_by = l - r; break;
    case gt: short_by = r - l + 1; break;
    case ge: short_by = r - l; break;
    default: break;
  }
  return gap_part + std::clamp(short_by - 1, 0L, gap_part - 1);
}

// `any(c in Z where W : V)`: the nearest element's gap of W and V; none
// is one part.
long Reference::any_gap(const Resolved& x) {
  long best = gap_part;
  const bool read = each_element(x, [&] {
    best = std::min(best, (x.rhs ? gap_of(*x.rhs) : 0) + (x.value ? gap_of(*x.value) : 0));
    return best > 0;
  });
  return read ? best : gap_part;  // not a domain: the statement's own evaluation says so
}

// `not any(c in Z where W : V)`: one part and a bit more for each further
// element that meets W and V (the elements still in the way), capped below
// a second part as a comparison's numbers are.
long Reference::none_gap(const Resolved& any) {
  std::optional<Value> some = value_quietly(any);
  if (!some || some->kind != Value::Kind::boolean) return gap_part;  // a name only a call binds
  if (!some->num) return 0;
  long in_the_way = 0;
  const bool read = each_element(any, [&] {
    in_the_way += (!any.rhs || gap_of(*any.rhs) == 0) && (!any.value || gap_of(*any.value) == 0);
    return true;
  });
  return read ? gap_part + std::clamp(in_the_way - 1, 0L, gap_part - 1) : gap_part;
}

// Binds aggregate x's name to each element of its domain in turn while
// `visit` asks for more; false where the domain is not one (an error of
// the rules, its scopes closed).
bool Reference::each_element(const Resolved& x, const std::function<bool()>& visit) {
  std::optional<Value> domain = value_quietly(*x.lhs);
  if (!domain) return false;
  const std::size_t scopes = scopes_.size(), locals = locals_.size();
  try {
    const Domain items = domain_of(*domain, *x.lhs->expr);
    push_scope(false);
    for (std::size_t i = 0; i < items.size(); ++i) {
      bind(x.name, items[i]);
      if (!visit()) break;
    }
    pop_scope();
  } catch (const std::exception&) {
    scopes_.resize(scopes);  // the element's scope, if it was open
    locals_.resize(locals);
    return false;
  }
  return true;
}

// A value, or nullopt where evaluating it is an error of the rules (a part
// the statement's own evaluation never reached: `x != none and x.atk > 2`);
// the scopes the error left open are closed.
std::optional<Value> Reference::value_quietly(const Resolved& x) {
  const std::size_t scopes = scopes_.size(), locals = locals_.size();
  const int depth = legality_depth_;
  try {
    return eval(x);
  } catch (const std::exception&) {
    scopes_.resize(scopes);
    locals_.resize(locals);
    legality_depth_ = depth;
    return std::nullopt;
  }
}

}  // namespace canbeat::interp
