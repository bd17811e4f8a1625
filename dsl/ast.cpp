// Equality of the AST's variants (declared in ast.hpp). Positions never take
// part (Pos compares equal), so parse(print(ast)) == ast can hold.
#include "dsl/ast.hpp"

namespace canbeat::ast {

bool operator==(const Operand& a, const Operand& b) { return a.get() == b.get(); }
bool operator==(const Stmt& a, const Stmt& b) { return a.get() == b.get(); }
bool operator==(const Decl& a, const Decl& b) { return a.get() == b.get(); }
bool operator==(const CardItem& a, const CardItem& b) { return a.get() == b.get(); }
bool operator==(const DeckEntry& a, const DeckEntry& b) { return a.get() == b.get(); }

}  // namespace canbeat::ast
