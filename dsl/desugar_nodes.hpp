// AST builders and walkers for the card vocabulary's desugaring (desugar.hpp):
// small enough to inline, shared by its three files.
#pragma once

#include <algorithm>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "dsl/ast.hpp"

namespace canbeat::dsl::sugar {
namespace x3 = boost::spirit::x3;
using NodeFn = std::function<void(ast::Node&)>;

template <class T>
T* as(ast::Node& n) {
  auto* f = boost::get<x3::forward_ast<T>>(&n.get());
  return f ? &f->get() : nullptr;
}

inline void each_binder(ast::Binder& b, const NodeFn& f) {
  f(b.domain.root);
  if (b.where) f(b.where->root);
}

// f on every direct sub-expression of n.
inline void each_child(ast::Node& n, const NodeFn& f) {
  if (auto* c = as<ast::Call>(n)) for (auto& a : c->args) f(a.root);
  if (auto* l = as<ast::Legal>(n)) for (auto& a : l->args) f(a.root);
  if (auto* u = as<ast::Unary>(n)) f(u->operand);
  if (auto* p = as<ast::Paren>(n)) f(p->inner.root);
  if (auto* b = as<ast::Binary>(n)) {
    f(b->lhs);
    f(b->rhs);
  }
  if (auto* a = as<ast::Aggregate>(n)) {
    each_binder(a->binder, f);
    if (a->value) f(a->value->root);
  }
}

inline void place(ast::Pos& p, const ast::Pos& at) { p = at; }

// Every position in n moved to `at`: an expansion is blamed where it is used.
inline void place_all(ast::Node& n, const ast::Pos& at) {
  if (auto* r = boost::get<ast::Ref>(&n.get())) place(*r, at);
  if (auto* c = as<ast::Call>(n)) place(*c, at);
  if (auto* l = as<ast::Legal>(n)) place(*l, at);
  if (auto* u = as<ast::Unary>(n)) place(*u, at);
  if (auto* p = as<ast::Paren>(n)) place(p->inner, at);
  if (auto* b = as<ast::Binary>(n)) place(*b, at);
  if (auto* a = as<ast::Aggregate>(n)) {
    place(*a, at);
    place(a->binder, at);
    place(a->binder.domain, at);
    if (a->binder.where) place(*a->binder.where, at);
    if (a->value) place(*a->value, at);
  }
  each_child(n, [&](ast::Node& c) { place_all(c, at); });
}

inline void bound_names(ast::Node& n, std::set<std::string>& out) {
  if (auto* a = as<ast::Aggregate>(n)) out.insert(a->binder.var);
  each_child(n, [&](ast::Node& c) { bound_names(c, out); });
}

inline ast::Node paren(ast::Node n, const ast::Pos& at) {
  if (!as<ast::Binary>(n)) return n;
  ast::Paren p;
  p.inner.root = std::move(n);
  place(p.inner, at);
  return ast::Node(std::move(p));
}

// lhs op rhs, as the grammar would fold it (left-associative).
inline ast::Node join(std::vector<ast::Node> parts, ast::BinaryOp op, const ast::Pos& at) {
  ast::Node out = std::move(parts.front());
  for (std::size_t i = 1; i < parts.size(); ++i) {
    ast::Binary b;
    place(b, at);
    b.op = op;
    b.lhs = std::move(out);
    b.rhs = std::move(parts[i]);
    out = ast::Node(std::move(b));
  }
  return out;
}
inline bool has_flag(const ast::Declare& d, const std::string& flag) {
  return std::find(d.flags.begin(), d.flags.end(), flag) != d.flags.end();
}

inline ast::Node name_ref(const std::string& head, std::vector<std::string> members, const ast::Pos& at) {
  ast::Ref r;
  place(r, at);
  r.head = head;
  r.members = std::move(members);
  return ast::Node(std::move(r));
}

inline ast::Node binary(ast::BinaryOp op, ast::Node lhs, ast::Node rhs, const ast::Pos& at) {
  std::vector<ast::Node> parts;
  parts.push_back(std::move(lhs));
  parts.push_back(std::move(rhs));
  return join(std::move(parts), op, at);
}

inline ast::Expr expr_at(ast::Node n, const ast::Pos& at) {
  ast::Expr e;
  place(e, at);
  e.root = std::move(n);
  return e;
}

// set TARGET = 1;
inline ast::Stmt mark(ast::Node target, const ast::Pos& at) {
  ast::Set s;
  place(s, at);
  s.target = boost::get<ast::Ref>(target.get());
  s.value = expr_at(ast::Node(1L), at);
  return ast::Stmt(std::move(s));
}

// set TARGET = VALUE;
inline ast::Stmt reset(ast::Node target, ast::Node value, const ast::Pos& at) {
  ast::Set s;
  place(s, at);
  s.target = boost::get<ast::Ref>(target.get());
  s.value = expr_at(std::move(value), at);
  return ast::Stmt(std::move(s));
}

// for VAR in DOMAIN { }
inline ast::For reset_loop(const std::string& var, const std::string& domain, const ast::Pos& at) {
  ast::For f;
  place(f, at);
  place(f.body, at);
  place(f.binder, at);
  f.binder.var = var;
  f.binder.domain = expr_at(name_ref(domain, {}, at), at);
  return f;
}

inline ast::Block block_of(ast::Stmt s, const ast::Pos& at) {
  ast::Block b;
  place(b, at);
  b.stmts.push_back(std::move(s));
  return b;
}

// if COND { S }
inline ast::Stmt if_then(ast::Expr cond, ast::Stmt s, const ast::Pos& at) {
  ast::If i;
  place(i, at);
  i.branches.push_back({});
  place(i.branches[0], at);
  i.branches[0].cond = std::move(cond);
  i.branches[0].body = block_of(std::move(s), at);
  return ast::Stmt(std::move(i));
}

}  // namespace canbeat::dsl::sugar
