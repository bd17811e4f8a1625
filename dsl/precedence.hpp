// Binary operator precedence of the DSL. Expressions are stored flat, as
// written (ast::Expr: first (op operand)*); readers order them with this
// table. All binary operators are left-associative.
#pragma once

#include <string_view>

namespace canbeat::dsl {

// 1 or; 2 and; 3 == != < <= > >= in; 4 + -; 5 * / %; 0 for an unknown op.
constexpr int precedence(std::string_view op) {
  if (op == "or") return 1;
  if (op == "and") return 2;
  if (op == "==" || op == "!=" || op == "<" || op == "<=" || op == ">" || op == ">=" ||
      op == "in")
    return 3;
  if (op == "+" || op == "-") return 4;
  if (op == "*" || op == "/" || op == "%") return 5;
  return 0;
}

}  // namespace canbeat::dsl
