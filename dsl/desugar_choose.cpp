// The choice forms: `if any`, `up to N`, `any number` (desugar_pass.hpp).
#include <map>
#include <set>
#include <string>
#include <vector>

#include "dsl/desugar_pass.hpp"

namespace canbeat::dsl::sugar {

// Options over a group become one option per zone, each then rewritten.
void Desugar::expand_options(ast::Choose& c) {
  expr(c.player);
  std::vector<ast::Option> options;
  for (auto& o : c.options) {
    const auto* zones = o.binder ? group(o.binder->domain.root) : nullptr;
    if (!zones) options.push_back(o);
    for (std::size_t i = 0; zones && i < zones->size(); ++i) {
      options.push_back(o);
      options.back().binder->domain.root = with_zone(o.binder->domain.root, (*zones)[i]);
    }
  }
  for (auto& o : options) {
    if (o.binder) binder(*o.binder);
    block(o.body);
  }
  c.options = std::move(options);
}

// `if any` becomes the `if` around the choice that asks whether any option
// that binds an element has one.
void Desugar::choose(ast::Choose& c, std::vector<ast::Stmt>& out) {
  if (c.up_to || c.any_number || c.stop) return limited(c, out);
  expand_options(c);
  if (!c.if_any) return void(out.push_back(ast::Stmt(c)));
  std::vector<ast::Node> any;
  for (const auto& o : c.options)
    if (o.binder) any.push_back(any_option(o));
  if (any.empty()) return error(c, "'choose ... if any' with no option that binds an element: it is never skipped");
  c.if_any = false;
  out.push_back(if_then(expr_at(join(std::move(any), ast::BinaryOp::or_, c), c), ast::Stmt(c), c));
}

bool Desugar::limit_misused(const ast::Choose& c) {
  const char* why = nullptr;
  if (c.up_to && c.any_number) why = "'up to' and 'any number' together: say one";
  else if (!c.up_to && !c.any_number) why = "'else' names the option that stops an 'up to' or 'any number' choice";
  else if (!c.stop) why = "an 'up to' or 'any number' choice names its option to stop: else \"LABEL\"";
  else if (c.if_any) why = "'if any' is implied: an 'up to' or 'any number' choice stops when nothing is left";
  else if (v_.picked.empty() || v_.stopped.empty())
    why = "'up to' and 'any number' need the rules' marks: a per_card var flagged picked and a var flagged stopped";
  if (why) error(c, why);
  return why != nullptr;
}

// Each binding option offers only elements not picked yet and marks what it
// picks; `else` stops. `up to N`: N rounds at most; `any number`: until
// nothing is left or the player stops. The rules clear the marks (their
// vars) once the effect is over, as they do for hand-written marks.
void Desugar::limited(ast::Choose& c, std::vector<ast::Stmt>& out) {
  if (limit_misused(c)) return;
  expand_options(c);
  std::vector<ast::Node> any = picking(c);
  if (any.empty()) return error(c, "an 'up to' or 'any number' choice with no option that binds an element");
  ast::Node going = binary(ast::BinaryOp::eq, name_ref(v_.stopped, {}, c), ast::Node(0L), c);
  ast::Expr cond = expr_at(binary(ast::BinaryOp::and_, going, paren(join(std::move(any), ast::BinaryOp::or_, c), c), c), c);
  const bool forever = c.any_number;
  boost::optional<ast::Expr> count = c.up_to;
  c.up_to.reset();
  c.any_number = false;
  c.stop.reset();
  if (forever) {
    ast::While w;
    place(w, c);
    w.cond = std::move(cond);
    w.body = block_of(ast::Stmt(c), c);
    return void(out.push_back(ast::Stmt(std::move(w))));
  }
  expr(*count);
  ast::Repeat r;
  place(r, c);
  r.count = *count;
  r.body = block_of(if_then(std::move(cond), ast::Stmt(c), c), c);
  out.push_back(ast::Stmt(std::move(r)));
}

// Each binding option of c offers only elements not picked and marks its
// pick; the `else` option stops. The `any(...)` of each binding option.
std::vector<ast::Node> Desugar::picking(ast::Choose& c) {
  std::vector<ast::Node> any;
  for (auto& o : c.options) {
    if (!o.binder) continue;
    ast::Node fresh = binary(ast::BinaryOp::eq, name_ref(o.binder->var, {v_.picked}, c), ast::Node(0L), c);
    o.binder->where = expr_at(o.binder->where ? binary(ast::BinaryOp::and_, o.binder->where->root, fresh, c) : fresh, c);
    o.body.stmts.push_back(mark(name_ref(o.binder->var, {v_.picked}, c), c));
    any.push_back(any_option(o));
  }
  ast::Option stop;
  place(stop, c);
  stop.label = *c.stop;
  stop.body = block_of(mark(name_ref(v_.stopped, {}, c), c), c);
  c.options.push_back(std::move(stop));
  return any;
}


}  // namespace canbeat::dsl::sugar
