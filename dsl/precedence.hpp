// Binary operator precedence of the DSL, and the one place it is applied:
// the grammar reads an expression as written, `operand (op operand)*`, and
// fold() turns that into the ast::Binary tree every reader walks.
#pragma once

#include <vector>

#include "dsl/ast.hpp"

namespace canbeat::dsl {

// 1 or; 2 and; 3 == != < <= > >= in; 4 + -; 5 * / %. All are left-associative.
constexpr int precedence(ast::BinaryOp op) {
  using enum ast::BinaryOp;
  switch (op) {
    case or_: return 1;
    case and_: return 2;
    case eq: case ne: case lt: case le: case gt: case ge: case in: return 3;
    case add: case sub: return 4;
    case mul: case div: case mod: return 5;
  }
  return 0;
}

// What the grammar reads before folding (never part of the AST). An
// operation is positioned at its operator, for the error of a chain too long.
struct Operation : ast::Pos {
  ast::BinaryOp op{};
  ast::Node operand;
};
struct Chain {
  ast::Node first;
  std::vector<Operation> rest;
};

// The tree of a chain by precedence climbing: `a - b * c - d` is
// ((a - (b * c)) - d).
ast::Node fold(Chain chain);

}  // namespace canbeat::dsl
