// Equality of the AST's variants (declared in ast.hpp). Positions never take
// part (Pos compares equal), so parse(print(ast)) == ast can hold.
#include "dsl/ast.hpp"

#include <boost/variant/apply_visitor.hpp>

namespace canbeat::ast {

bool operator==(const Operand& a, const Operand& b) { return a.get() == b.get(); }

namespace {
struct PosOf {
  using result_type = const Pos*;
  const Pos* operator()(long) const { return nullptr; }
  const Pos* operator()(const std::string&) const { return nullptr; }
  const Pos* operator()(const Ref& r) const { return &r; }
  template <class T>
  const Pos* operator()(const x3::forward_ast<T>& f) const {
    return &f.get();
  }
};
}  // namespace

const Pos& pos_of(const Operand& o, const Pos& fallback) {
  const Pos* p = boost::apply_visitor(PosOf{}, o.get());
  return p && p->line > 0 ? *p : fallback;
}
bool operator==(const Stmt& a, const Stmt& b) { return a.get() == b.get(); }
bool operator==(const Decl& a, const Decl& b) { return a.get() == b.get(); }
bool operator==(const CardItem& a, const CardItem& b) { return a.get() == b.get(); }
bool operator==(const DeckEntry& a, const DeckEntry& b) { return a.get() == b.get(); }

}  // namespace canbeat::ast
