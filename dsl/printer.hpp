// The printer: AST -> canonical text (2-space indent, one declaration per
// line group, expressions flat as stored, parenthesised groups kept).
// parse(print(ast)) == ast for anything the parser accepts; the golden files,
// a RapidCheck property and the fuzz target hold it to that.
#pragma once

#include <string>

#include "dsl/ast.hpp"

namespace canbeat::dsl {

std::string print(const ast::File& file);
std::string print(const ast::Expr& expr);
std::string print(const ast::Stmt& stmt, int indent = 0);

}  // namespace canbeat::dsl
