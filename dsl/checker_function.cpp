// Dice and pure functions (docs/dsl.md, "Dice" and "Functions"): a die is a
// named list<int> of number faces; a function's body is typed against its
// declared result, and no function may reach itself through calls, so that
// evaluating any expression ends.
#include <algorithm>

#include <boost/variant/apply_visitor.hpp>

#include "dsl/checker_env.hpp"

namespace canbeat::dsl::check_detail {
namespace {

using K = Type::Kind;
namespace x3 = boost::spirit::x3;

// A face is a number as written, `-1` included: a die cannot change in play.
bool is_number(const ast::Node& n) {
  if (boost::get<long>(&n.get())) return true;
  const auto* u = boost::get<x3::forward_ast<ast::Unary>>(&n.get());
  return u && u->get().op == ast::UnaryOp::neg && boost::get<long>(&u->get().operand.get());
}

// A name a die or function cannot take: a built-in word or another global.
bool taken(Env& env, const std::string& name) {
  return find_function(name) || name == "first" || env.procedures.count(name) || env.lookup(name);
}

// Every declared function an expression calls, in the order written.
void calls_in(const Env& env, const ast::Expr& e, std::vector<const ast::Call*>& out);

void calls_in(const Env& env, const ast::Node& n, std::vector<const ast::Call*>& out) {
  if (const auto* c = boost::get<x3::forward_ast<ast::Call>>(&n.get())) {
    if (env.functions.count(c->get().name)) out.push_back(&c->get());
    for (const auto& a : c->get().args) calls_in(env, a, out);
  } else if (const auto* l = boost::get<x3::forward_ast<ast::Legal>>(&n.get())) {
    for (const auto& a : l->get().args) calls_in(env, a, out);
  } else if (const auto* a = boost::get<x3::forward_ast<ast::Aggregate>>(&n.get())) {
    calls_in(env, a->get().binder.domain, out);
    if (a->get().binder.where) calls_in(env, *a->get().binder.where, out);
    if (a->get().value) calls_in(env, *a->get().value, out);
  } else if (const auto* u = boost::get<x3::forward_ast<ast::Unary>>(&n.get())) {
    calls_in(env, u->get().operand, out);
  } else if (const auto* p = boost::get<x3::forward_ast<ast::Paren>>(&n.get())) {
    calls_in(env, p->get().inner, out);
  } else if (const ast::Binary* b = ast::as_binary(n)) {
    calls_in(env, b->lhs, out);
    calls_in(env, b->rhs, out);
  }
}

void calls_in(const Env& env, const ast::Expr& e, std::vector<const ast::Call*>& out) {
  calls_in(env, e.root, out);
}

// Depth-first over the call graph: `path` holds the functions being walked;
// a call back into one of them is a cycle, reported once at its first call.
void walk(Env& env, const ast::Function& f, std::vector<std::string>& path, std::set<std::string>& done) {
  if (done.count(f.name)) return;
  path.push_back(f.name);
  std::vector<const ast::Call*> calls;
  calls_in(env, f.body, calls);
  for (const ast::Call* c : calls) {
    auto on_path = std::find(path.begin(), path.end(), c->name);
    if (on_path != path.end()) {
      std::string cycle;
      for (auto i = on_path; i != path.end(); ++i) cycle += *i + " -> ";
      env.error(*c, "function '" + c->name + "' would call itself (" + cycle + c->name +
                        "): a function cannot recurse, so that every call ends");
      continue;
    }
    walk(env, *env.functions.at(c->name), path, done);
  }
  path.pop_back();
  done.insert(f.name);
}

}  // namespace

void collect_functions(Env& env) {
  for (const auto* d : env.game.all<ast::Die>()) {
    if (taken(env, d->name)) env.error(*d, "die '" + d->name + "': the name is already taken");
    else env.scopes.front()[d->name] = Type::list_of(K::int_);
  }
  for (const auto* f : env.game.all<ast::Function>()) {
    if (taken(env, f->name) || env.functions.count(f->name))
      env.error(*f, "function '" + f->name + "': the name is already taken");
    else env.functions.emplace(f->name, f);
  }
}

void check_die(Env& env, const ast::Die& d) {
  for (const auto& face : d.faces)
    if (!is_number(face.root)) env.error(face, "a face of die '" + d.name + "' is a number, such as 6 or -1");
}

void check_function(Env& env, const ast::Function& f) {
  Type result;
  if (!parse_type_name(f.type, result)) env.error(f, "unknown type '" + f.type + "' of function '" + f.name + "'");
  Scoped scope(env);
  bind_params(env, f.params);
  expect_type(env, f.body, type_of(env, f.body), result, "the value of function '" + f.name + "'");
}

void check_recursion(Env& env) {
  std::set<std::string> done;
  for (const auto& [name, f] : env.functions) {
    std::vector<std::string> path;
    walk(env, *f, path, done);
  }
}

Type function_call_type(Env& env, const ast::Call& c, const ast::Function& f) {
  check_args(env, c, "function '" + c.name + "'", param_types(f.params), c.args);
  Type result;
  parse_type_name(f.type, result);
  return result;
}

}  // namespace canbeat::dsl::check_detail
