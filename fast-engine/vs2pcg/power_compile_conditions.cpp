// The conditions of a compiled power or statement (power_compile.hpp):
// `where`, `if` and `while` tests, each one expression (expr.hpp), and the
// picks of options and loops.
#include "fast-engine/vs2pcg/power_compile.hpp"

namespace canbeat::fast::vs2pcg::compiler {

// n is (part of) the expression e: one program of the expression
// compiler (power_compile_expr.cpp), whatever its phrasing; a construct
// it does not compile refuses the card, with its position.
std::int16_t Compiler::cond(const ast::Node& n, const ast::Expr& e) { return expr_test(n, ast::pos_of(n, e)); }

// `c in DOMAIN where W`: a pick.
std::int16_t Compiler::pick(const ast::Binder& b) {
  Pick p;
  const ast::Ref* d = as<ast::Ref>(b.domain.root);
  if (list_domain(b.domain) == Ty::instances_list) {
    p.domain = Pick::Domain::instances;
  } else if (d && d->head != "you" && !visible_local(d->head) &&
             d->members == std::vector<std::string>{"controller", "front_row"}) {
    p.domain = Pick::Domain::controller_front_row;
    p.who = subject(d->head, *d);
  } else if (const ast::Ref* y = as<ast::Ref>(b.domain.root);
             !y || y->head != "you" || y->members.size() != 1) {
    // Another player's zone, or a zone of a card's controller: the seat
    // compiled as an expression.
    Expr seat;
    const Val z = node(b.domain.root, b.domain, seat.code);
    if (z.ty != Ty::zone) fail(b.domain, "expected instances or a player's zone");
    out_.ex.exprs.push_back(std::move(seat));
    p.domain = Pick::Domain::seat_zone;
    p.zone = z.zone;
    p.seat = std::int16_t(out_.ex.exprs.size() - 1);
  } else {
    Zone z = your_zone(b.domain);
    if (z == Zone::front_row) p.domain = Pick::Domain::you_front_row;
    else if (z == Zone::back_row) p.domain = Pick::Domain::you_back_row;
    else if (z == Zone::equipment) p.domain = Pick::Domain::you_equipment;
    else if (z == Zone::deck) p.domain = Pick::Domain::you_deck;
    else if (z == Zone::hand) p.domain = Pick::Domain::you_hand;
    else if (z == Zone::ko_pile) p.domain = Pick::Domain::you_ko_pile;
    else if (z == Zone::resource_row) p.domain = Pick::Domain::you_resource_row;
    else if (z == Zone::deck_bottom) p.domain = Pick::Domain::you_deck_bottom;
    else if (z == Zone::revealed) p.domain = Pick::Domain::you_revealed;
    else if (z == Zone::set_aside) p.domain = Pick::Domain::you_set_aside;
    else fail(b.domain, "expected instances or one of your rows");
  }
  const std::string outer = bound_, outer_outer = outer_;
  outer_ = bound_;
  bound_ = b.var;
  if (b.where) p.test = cond(*b.where);
  bound_ = outer;
  outer_ = outer_outer;
  out_.picks.push_back(p);
  return std::int16_t(out_.picks.size() - 1);
}

}  // namespace canbeat::fast::vs2pcg::compiler
