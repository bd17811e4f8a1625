// A node of the rules' AST as one construct: the static arguments that
// read conditions (never_both_facts, pair_cards) ask "is this a T?".
#pragma once

#include "dsl/ast.hpp"

namespace canbeat::analysis {

template <class T>
const T* as(const ast::Node& n) {
  if (const auto* f = boost::get<boost::spirit::x3::forward_ast<T>>(&n.get())) return &f->get();
  return nullptr;
}

}  // namespace canbeat::analysis
