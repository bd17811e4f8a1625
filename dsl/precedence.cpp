// fold(): the DSL's one precedence climb (precedence.hpp).
#include "dsl/precedence.hpp"

#include <utility>

namespace canbeat::dsl {
namespace {

ast::Node make_binary(ast::BinaryOp op, ast::Node lhs, ast::Node rhs) {
  ast::Binary b;
  // Where the left operand starts (nothing for a literal): see ast::Binary.
  static const ast::Pos none;
  static_cast<ast::Pos&>(b) = ast::pos_of(lhs, none);
  b.op = op;
  b.lhs = std::move(lhs);
  b.rhs = std::move(rhs);
  return ast::Node(std::move(b));
}

// Consumes operators of precedence min_prec or more from rest[i..]; a
// tighter operator after an operand takes that operand first. Recursion is
// bounded by the number of precedence levels, whatever the chain's length.
ast::Node climb(Chain& c, std::size_t& i, ast::Node lhs, int min_prec) {
  while (i < c.rest.size() && precedence(c.rest[i].op) >= min_prec) {
    ast::BinaryOp op = c.rest[i].op;
    int p = precedence(op);
    ast::Node rhs = std::move(c.rest[i++].operand);
    while (i < c.rest.size() && precedence(c.rest[i].op) > p)
      rhs = climb(c, i, std::move(rhs), p + 1);
    lhs = make_binary(op, std::move(lhs), std::move(rhs));
  }
  return lhs;
}

}  // namespace

ast::Node fold(Chain chain) {
  std::size_t i = 0;
  ast::Node first = std::move(chain.first);
  return climb(chain, i, std::move(first), 1);
}

}  // namespace canbeat::dsl
