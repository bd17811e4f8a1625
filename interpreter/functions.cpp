// Values the rules compute with: a die's faces, the game's own functions,
// first(...) and the two ends of an ordered zone (docs/dsl.md "Dice",
// "Functions", "Moves").
#include "dsl/printer.hpp"
#include "interpreter/interpreter.hpp"
#include "interpreter/profile.hpp"

namespace canbeat::interp {

// `die d6 = 1, 2, 3, 4, 5, 6;`: the name is the list of its faces, in the
// order declared; a `chance` over it weighs a repeated face by its copies.
Value Reference::die_faces(const ast::Die& die) {
  std::vector<Value> faces;
  for (const ast::Expr& face : die.faces) faces.push_back(eval(face));
  return Value::list(std::move(faces));
}

// A call of the game's own `function` (the checker has checked its
// arguments' types).
Value Reference::eval_function(const Resolved& x) {
  const Arguments args = arguments(x);
  const ast::Call& c = *x.call;
  if (x.function->params.size() != args.size()) fail(c, "wrong number of arguments to " + c.name);
  return call_function(*x.function, args);
}

// A function called again under the same revision, with the same
// arguments at the same depth, has the value it had and charges the work it
// charged, as a legality query does (legality.cpp `answered`): its body
// reads only its parameters and the state. An engine keeping a legality
// log keeps what the call logged with its value (a function may ask a
// query, and the log records every one asked).
Value Reference::call_function(const ast::Function& f, std::span<const Value> args) {
  const std::optional<QueryKey> key =
      QueryKey::of(reinterpret_cast<std::intptr_t>(&f), args, legality_depth_, in_continuous_);
  if (keep_ != Keep::nothing) return remembered(logged_values_, key, [&] { return run_function(f, args); });
  if (key)
    if (const FunctionMemo::Answer* kept = values_.find(*key, revision_); kept && work_ + kept->work <= budget_.work) {
      work_ += kept->work;
      return kept->result;
    }
  const long before = work_;
  Value v = run_function(f, args);
  if (key) values_.keep(*key, {revision_, v, work_ - before});
  return v;
}

// A function's body sees its parameters and the game's global names, never
// the caller's locals (a call boundary, as a procedure has). The checker
// refuses recursion, so the call ends.
Value Reference::run_function(const ast::Function& f, std::span<const Value> args) {
  RulesProfile::Timer timed(f);
  push_scope(true);
  for (std::size_t i = 0; i < f.params.size() && i < args.size(); ++i)
    bind_first(names_->of(f.params[i].name), args[i]);
  Value v = eval(f.body);
  pop_scope();
  return v;
}

// first(x in L where C): the first element of L, in L's order (a zone's
// from the bottom, a list's as built), for which C holds. A rules error
// when none does: the rules guard it (`any(x in L : C)`), as they guard
// top() with empty().
Value Reference::eval_first(const Resolved& x) {
  const ast::Aggregate& a = *x.aggregate;
  const Domain items = domain_of(eval(*x.lhs), *x.lhs->expr);
  push_scope(false);  // a scope for the bound element
  for (std::size_t i = 0; i < items.size(); ++i) {
    Value item = items[i];
    bind(x.name, item);
    if (x.rhs && !truthy(eval(*x.rhs), *x.rhs->expr)) continue;
    pop_scope();
    return item;
  }
  pop_scope();
  std::string where = a.binder.where ? " where " + dsl::print(*a.binder.where) : "";
  fail(a, "first(" + a.binder.var + " in " + dsl::print(a.binder.domain) + where + ") found no element");
}

// top(Z) is the card moved there last (the end), bottom(Z) its first.
Value Reference::zone_end(const ast::Call& c, const Value& z, bool top) {
  const std::vector<int>& cards = zone(z, c);
  if (cards.empty())
    fail(c, c.name + "(" + dsl::print(c.args.at(0)) + ") of an empty zone (guard it with empty(...))");
  return Value::card(top ? cards.back() : cards.front());
}

}  // namespace canbeat::interp
