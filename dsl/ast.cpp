// Equality of the AST's variants (declared in ast.hpp). Positions never take
// part (Pos compares equal), so parse(print(ast)) == ast can hold.
#include "dsl/ast.hpp"

#include <boost/variant/apply_visitor.hpp>

namespace canbeat::ast {

bool operator==(const Node& a, const Node& b) { return a.get() == b.get(); }

std::string_view spelling(BinaryOp op) {
  static constexpr std::string_view words[] = {"or", "and", "==", "!=", "<",  "<=", ">",
                                               ">=", "in",  "+",  "-",  "*",  "/",  "%"};
  return words[static_cast<int>(op)];
}

std::string_view spelling(UnaryOp op) { return op == UnaryOp::neg ? "-" : "not"; }

namespace {
struct PosOf {
  using result_type = const Pos*;
  const Pos* operator()(long) const { return nullptr; }
  const Pos* operator()(const std::string&) const { return nullptr; }
  const Pos* operator()(const Ref& r) const { return &r; }
  const Pos* operator()(const x3::forward_ast<Paren>& p) const { return &p.get().inner; }
  template <class T>
  const Pos* operator()(const x3::forward_ast<T>& f) const {
    return &f.get();
  }
};
}  // namespace

const Pos& pos_of(const Node& n, const Pos& fallback) {
  const Pos* p = boost::apply_visitor(PosOf{}, n.get());
  return p && p->line > 0 ? *p : fallback;
}

const Binary* as_binary(const Node& n) {
  const auto* b = boost::get<x3::forward_ast<Binary>>(&n.get());
  return b ? &b->get() : nullptr;
}

namespace {
// Every Binary when `only` is null, else the Binary nodes of that op.
void collect_operands(const Node& n, const BinaryOp* only, std::vector<const Node*>& out) {
  const Binary* b = as_binary(n);
  if (b && (!only || b->op == *only)) {
    collect_operands(b->lhs, only, out);
    collect_operands(b->rhs, only, out);
  } else {
    out.push_back(&n);
  }
}
}  // namespace

std::vector<const Node*> chain_operands(const Node& n) {
  std::vector<const Node*> out;
  collect_operands(n, nullptr, out);
  return out;
}

std::vector<const Node*> parts_of(const Node& n, BinaryOp op) {
  std::vector<const Node*> out;
  collect_operands(n, &op, out);
  return out;
}
int self_equal_param(const Node& part, const std::vector<std::string>& params) {
  const Binary* eq = as_binary(part);
  if (!eq || eq->op != BinaryOp::eq) return -1;
  auto name = [](const Node& o) -> std::string {
    const auto* r = boost::get<Ref>(&o.get());
    return r && r->members.empty() ? r->head : "";
  };
  std::string a = name(eq->lhs), b = name(eq->rhs);
  if (a == "self") std::swap(a, b);
  if (b != "self") return -1;
  for (std::size_t i = 0; i < params.size(); ++i)
    if (params[i] == a) return static_cast<int>(i);
  return -1;
}

bool operator==(const Stmt& a, const Stmt& b) { return a.get() == b.get(); }
bool operator==(const Decl& a, const Decl& b) { return a.get() == b.get(); }
bool operator==(const CardItem& a, const CardItem& b) { return a.get() == b.get(); }
bool operator==(const DeckEntry& a, const DeckEntry& b) { return a.get() == b.get(); }

}  // namespace canbeat::ast
