// The conditions of a compiled power or statement (power_compile.hpp):
// `where`, `if` and `while` tests, comparisons and the picks of options
// and loops, as Test trees (power.hpp).
#include "fast-engine/vs2pcg/power_compile.hpp"

namespace canbeat::fast::vs2pcg::compiler {

// n is (part of) the expression e; e is what a failure blames. The Test
// shapes below are the fast path; a condition none of them reads is
// compiled whole by the expression compiler (power_compile_expr.cpp), and
// only when that fails too is the card refused, with its error.
std::int16_t Compiler::cond(const ast::Node& n, const ast::Expr& e) {
  const std::size_t tests = out_.tests.size(), picks = out_.picks.size(), names = out_.names.size();
  const std::size_t exprs = out_.ex.exprs.size(), aggregates = out_.ex.aggregates.size();
  const std::string bound = bound_, outer = outer_;
  const std::size_t locals = locals_.size();
  try {
    return shape_cond(n, e);
  } catch (const std::invalid_argument&) {
    out_.tests.resize(tests);
    out_.picks.resize(picks);
    out_.names.resize(names);
    out_.ex.exprs.resize(exprs);
    out_.ex.aggregates.resize(aggregates);
    bound_ = bound;
    outer_ = outer;
    locals_.resize(locals);
    return expr_test(n, ast::pos_of(n, e));
  }
}

std::int16_t Compiler::shape_cond(const ast::Node& n, const ast::Expr& e) {
  const ast::Binary* b = ast::as_binary(n);
  if (b && (b->op == ast::BinaryOp::or_ || b->op == ast::BinaryOp::and_)) {
    Test t;
    t.kind = b->op == ast::BinaryOp::or_ ? Test::Kind::any_of : Test::Kind::all_of;
    // One any_of / all_of for `a or b or c`, as the rules text reads.
    for (const ast::Node* part : ast::parts_of(n, b->op)) t.kids.push_back(cond(*part, e));
    return test(std::move(t));
  }
  const std::size_t operators = ast::chain_operands(n).size() - 1;
  if (operators == 0) return single(n, e);
  if (operators == 1) return compare(b->lhs, b->op, b->rhs, e);
  fail(e, "expected a comparison");  // an arithmetic one: the expression compiler reads it
}

std::int16_t Compiler::single(const ast::Node& o, const ast::Pos& at) {
  if (const auto* inner = fwd<ast::Paren>(o)) return cond(inner->inner);
  if (const auto* u = fwd<ast::Unary>(o)) {
    if (u->op != ast::UnaryOp::not_) fail(*u, "expected a condition");
    Test t;
    t.kind = Test::Kind::negate;
    t.kids.push_back(single(u->operand, *u));
    return test(std::move(t));
  }
  if (const auto* a = fwd<ast::Aggregate>(o)) {
    if (a->fn != "any") fail(*a, "only any(...) is compiled among the aggregates");
    Test t;
    t.kind = Test::Kind::exists;
    t.a = pick(a->binder, a->value ? &*a->value : nullptr);
    return test(std::move(t));
  }
  if (const ast::Ref* r = as<ast::Ref>(o); r && r->members.size() == 1) {
    if (const std::int16_t k = member_fact(*r); k >= 0) return k;
  }
  if (const auto* l = fwd<ast::Legal>(o)) {
    // legal payable(p, u): use_power's player can pay u's cost (powers.rules)
    const ast::Ref* a0 = l->args.size() == 2 ? as<ast::Ref>(l->args[0].root) : nullptr;
    const ast::Ref* a1 = l->args.size() == 2 ? as<ast::Ref>(l->args[1].root) : nullptr;
    if (l->action != "payable" || !a0 || !a1 || a0->head != player_ || a1->head != power_ || player_.empty() ||
        power_.empty())
      fail(*l, "only `legal payable(p, u)` of use_power's p and u is compiled");
    Test t;
    t.kind = Test::Kind::payable;
    return test(std::move(t));
  }
  if (const auto* c = fwd<ast::Call>(o)) {
    if (c->name == "empty" && c->args.size() == 1) {
      Test t;
      t.kind = Test::Kind::zone_size;
      player_zone(c->args[0], t);
      t.op = 0;  // == 0
      t.b = 0;
      return test(std::move(t));
    }
  }
  fail(ast::pos_of(o, at), "expected a condition");
}

// X.MEMBER, a fact of a card: a keyword, a power symbol, a declared team
// or trait; -1: none of them.
std::int16_t Compiler::member_fact(const ast::Ref& r) {
  // X.flight: a printed keyword
  if (const std::uint32_t bit = vs2pcg_keyword(r.members[0])) {
    Test t;
    t.kind = Test::Kind::has_keyword;
    t.who = subject(r.head, r);
    t.a = std::int16_t(std::countr_zero(bit));
    return test(std::move(t));
  }
  // X.alien: a power symbol it makes (a Location's, 000:459)
  if (const std::uint8_t bit = vs2pcg_symbol(r.members[0])) {
    Test t;
    t.kind = Test::Kind::has_symbol;
    t.who = subject(r.head, r);
    t.a = bit;
    return test(std::move(t));
  }
  // X.company, X.soldier: a declared team or trait, as the effects make it
  if (const std::uint32_t fact = vs2pcg_fact(game_, r.members[0])) {
    Test t;
    t.kind = Test::Kind::has_fact;
    t.who = subject(r.head, r);
    t.a = std::int16_t(std::countr_zero(fact));
    return test(std::move(t));
  }
  return -1;
}

// X == Y (the same card), or X != Y (op 1): a negated identity.
std::int16_t Compiler::identity(Test t, Subject x, Subject y) {
  t.kind = Test::Kind::same_card;
  t.who = x;
  t.b = std::int16_t(y);
  if (t.op == 0) return test(std::move(t));
  Test n;
  n.kind = Test::Kind::negate;
  n.kids.push_back(test(std::move(t)));
  return test(std::move(n));
}

// lhs OP rhs: the comparisons the rules write, each its own Test kind;
// the first form that matches compiles it.
std::int16_t Compiler::compare(const ast::Node& lhs, ast::BinaryOp op, const ast::Node& rhs, const ast::Pos& at) {
  if (op == ast::BinaryOp::in) return in_zone(lhs, rhs, at);
  Test t;
  const int opi = op_index(op);
  if (opi < 0) fail(at, "expected a comparison, got '" + std::string(ast::spelling(op)) + "'");
  t.op = std::uint8_t(opi);
  const long* number = as<long>(rhs);
  if (const std::int16_t k = call_compare(t, lhs, rhs, number, at); k >= 0) return k;
  const ast::Ref* l = as<ast::Ref>(lhs);
  if (const std::int16_t k = power_compare(t, l, rhs); k >= 0) return k;
  if (const ast::Ref* r = as<ast::Ref>(rhs); l && r && l->members.empty() && r->members.empty() && t.op <= 1) {
    // c == self: card identity
    return identity(t, subject(l->head, *l), subject(r->head, *r));
  }
  if (GameVar g{}; l && l->members.empty() && number && game_var(l->head, g)) {
    // Game vars: powers.rules (Amplify, 000:521; an "up to" choice
    // stopped) and combat.rules (a Ranged combat, 000:243).
    t.kind = Test::Kind::game_var;
    t.a = std::int16_t(g);
    t.b = std::int16_t(*number);
    return test(std::move(t));
  }
  if (!l || l->members.empty()) fail(at, "expected a card's member on the left");
  t.who = subject(l->head, *l);
  const ast::Ref* r = as<ast::Ref>(rhs);
  if (r && l->members == std::vector<std::string>{"serial"} && r->members == std::vector<std::string>{"on"} &&
      t.op == 0) {
    // c.serial == self.on: self is the Equipment on c (000:310)
    t.kind = Test::Kind::is_on;
    t.b = std::int16_t(subject(r->head, *r));
    return test(std::move(t));
  }
  if (const std::int16_t k = name_compare(t, l, rhs, r); k >= 0) return k;
  if (const std::int16_t k = controller_compare(t, l, r); k >= 0) return k;
  if (l->members.size() == 1 && number) {
    t.kind = Test::Kind::var_cmp;
    t.a = std::int16_t(card_var(l->members[0], *l));
    t.b = std::int16_t(*number);
    return test(std::move(t));
  }
  fail(at, "this comparison is not one the fast engine compiles");
}

// X in X.controller.ZONE
std::int16_t Compiler::in_zone(const ast::Node& lhs, const ast::Node& rhs, const ast::Pos& at) {
  Test t;
  const ast::Ref* l = as<ast::Ref>(lhs);
  const ast::Ref* r = as<ast::Ref>(rhs);
  Zone z{};
  if (!l || !l->members.empty() || !r || r->head != l->head || r->members.size() != 2 ||
      r->members[0] != "controller" || !zone_of(r->members[1], z))
    fail(at, "expected `c in c.controller.ZONE`");
  t.kind = Test::Kind::in_zone;
  t.who = subject(l->head, *l);
  t.a = std::int16_t(z);
  return test(std::move(t));
}

// size(...) OP N and seat_of(X.controller) == ...; -1: lhs is none of them.
std::int16_t Compiler::call_compare(Test t, const ast::Node& lhs, const ast::Node& rhs, const long* number,
                                    const ast::Pos& at) {
  if (const auto* c = fwd<ast::Call>(lhs); c && c->name == "size" && c->args.size() == 1 && number) {
    t.kind = Test::Kind::zone_size;
    player_zone(c->args[0], t);
    t.b = std::int16_t(*number);
    return test(std::move(t));
  }
  if (const auto* c = fwd<ast::Call>(lhs); c && c->name == "seat_of" && c->args.size() == 1 && t.op <= 1) {
    const ast::Ref* x = as<ast::Ref>(c->args[0].root);
    const ast::Ref* r = as<ast::Ref>(rhs);
    if (x && x->members == std::vector<std::string>{"controller"} && r && !player_.empty() && r->head == player_ &&
        r->members == std::vector<std::string>{"lead"}) {
      // seat_of(c.controller) == p.lead: on p's side (its lead's rows)
      t.kind = Test::Kind::controller_is_lead;
      t.who = subject(x->head, *x);
      return test(std::move(t));
    }
  }
  if (const auto* c = fwd<ast::Call>(lhs); c && c->name == "seat_of" && c->args.size() == 1 && t.op <= 1) {
    // seat_of(X.controller) == active: during X's controller's turn
    const ast::Ref* x = as<ast::Ref>(c->args[0].root);
    const ast::Ref* r = as<ast::Ref>(rhs);
    if (!x || x->members != std::vector<std::string>{"controller"} || !r || r->head != "active" ||
        !r->members.empty())
      fail(at, "expected seat_of(X.controller) == active");
    t.kind = Test::Kind::turn_of;
    t.who = subject(x->head, *x);
    return test(std::move(t));
  }
  return -1;
}

// About the power of use_power(p, u): u.name, u.card.name, u.card; -1: none.
std::int16_t Compiler::power_compare(Test t, const ast::Ref* l, const ast::Node& rhs) {
  if (const std::string* name = as<std::string>(rhs);
      l && name && !power_.empty() && l->head == power_ && l->members == std::vector<std::string>{"name"} &&
      t.op <= 1) {
    // u.name == "Name": which power of the card
    t.kind = Test::Kind::power_is;
    t.a = std::int16_t(out_.names.size());
    out_.names.push_back(*name);
    return test(std::move(t));
  }
  if (const std::string* name = as<std::string>(rhs);
      l && name && !power_.empty() && l->head == power_ &&
      l->members == std::vector<std::string>{"card", "name"} && t.op <= 1) {
    // u.card.name == "Name": the power's card (arg1) by name (Bond, 001:510)
    t.kind = Test::Kind::name_is;
    t.who = Subject::arg1;
    t.a = std::int16_t(out_.names.size());
    out_.names.push_back(*name);
    return test(std::move(t));
  }
  if (const ast::Ref* r = as<ast::Ref>(rhs);
      l && !power_.empty() && l->head == power_ && l->members == std::vector<std::string>{"card"} && r &&
      r->members.empty() && t.op <= 1) {
    // u.card == self
    return identity(t, Subject::arg1, subject(r->head, *r));
  }
  return -1;
}

// Names, teams and types of cards; -1: none of them.
std::int16_t Compiler::name_compare(Test t, const ast::Ref* l, const ast::Node& rhs, const ast::Ref* r) {
  if (r && reads_printed(*r) && l->members == std::vector<std::string>{"name"} &&
      r->members == std::vector<std::string>{"name"} && t.op <= 1) {
    // x.name == t.name, t a card as printed bound by an option over
    // `cards` (ALN-008's I'm Sorry): its name, decided when compiled.
    t.kind = Test::Kind::name_is;
    t.a = std::int16_t(out_.names.size());
    out_.names.push_back(printed_card(*r)->name);
    return test(std::move(t));
  }
  if (r && l->members == std::vector<std::string>{"name"} && r->members == std::vector<std::string>{"name"} &&
      t.op <= 1) {
    // y.name == z.name: two cards of one name (000:439)
    t.kind = Test::Kind::same_name;
    t.b = std::int16_t(subject(r->head, *r));
    return test(std::move(t));
  }
  if (const std::string* name = as<std::string>(rhs);
      name && l->members.size() == 1 && l->members[0] == "name" && t.op <= 1) {
    // X.name == "Name" (000:439: cards are told apart by name)
    t.kind = Test::Kind::name_is;
    t.a = std::int16_t(out_.names.size());
    out_.names.push_back(*name);
    return test(std::move(t));
  }
  if (const std::string* team = as<std::string>(rhs);
      team && l->members.size() == 1 && l->members[0] == "team" && t.op <= 1) {
    // X.team == "" (no Team Affiliation: a basic Location) or a team name
    t.kind = Test::Kind::team_is;
    t.a = std::int16_t(out_.names.size());
    out_.names.push_back(*team);
    if (t.op == 0) return test(std::move(t));
    Test n;
    n.kind = Test::Kind::negate;
    t.op = 0;
    n.kids.push_back(test(std::move(t)));
    return test(std::move(n));
  }
  if (l->members.size() == 1 && l->members[0] == "type" && r && r->members.empty() && t.op <= 1) {
    t.kind = Test::Kind::type_is;
    t.a = std::int16_t(vs2pcg_type(r->head, card_.name));
    return test(std::move(t));
  }
  return -1;
}

// Owners, controllers and sides; -1: none of them.
std::int16_t Compiler::controller_compare(Test t, const ast::Ref* l, const ast::Ref* r) {
  if (l->members == std::vector<std::string>{"owner"} && r && r->head == "you" && r->members.empty() && t.op <= 1) {
    // x.owner == you
    t.kind = Test::Kind::owner_is_you;
    return test(std::move(t));
  }
  if (l->members == std::vector<std::string>{"controller", "side"} && r && r->head == "turn_side" &&
      r->members.empty()) {
    // x.controller.side != turn_side: a turn of another side
    t.kind = Test::Kind::turn_side_cmp;
    return test(std::move(t));
  }
  if (l->members == std::vector<std::string>{"controller"} && r &&
      r->members == std::vector<std::string>{"controller"} && r->head != "you" && t.op <= 1) {
    // c.controller == self.controller: the same player's side
    t.kind = Test::Kind::same_controller;
    t.b = std::int16_t(subject(r->head, *r));
    return test(std::move(t));
  }
  if (l->members.size() == 2 && l->members[0] == "controller" && l->members[1] == "side" && r &&
      r->head == "you" && r->members == std::vector<std::string>{"side"}) {
    t.kind = Test::Kind::side_cmp;
    return test(std::move(t));
  }
  if (l->members.size() == 2 && l->members[0] == "controller" && l->members[1] == "side" && r &&
      !player_.empty() && r->head == player_ && r->members == std::vector<std::string>{"side"}) {
    // self.controller.side != p.side: p the statement's player (Scope::seat)
    t.kind = Test::Kind::side_cmp;
    t.b = -1;
    return test(std::move(t));
  }
  if (l->members.size() == 2 && l->members[0] == "controller" && l->members[1] == "side" && r &&
      r->members == std::vector<std::string>{"controller", "side"}) {
    // d.controller.side != a.controller.side
    t.kind = Test::Kind::side_cmp;
    t.b = std::int16_t(1 + int(subject(r->head, *r)));
    return test(std::move(t));
  }
  return -1;
}

// `c in DOMAIN where W` (and the aggregate's `: V`): a pick.
std::int16_t Compiler::pick(const ast::Binder& b, const ast::Expr* value) {
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
  std::vector<std::int16_t> parts;
  if (b.where) parts.push_back(cond(*b.where));
  if (value) parts.push_back(cond(*value));
  bound_ = outer;
  outer_ = outer_outer;
  if (parts.size() == 1) p.test = parts[0];
  if (parts.size() == 2) {
    Test t;
    t.kind = Test::Kind::all_of;
    t.kids = parts;
    p.test = test(std::move(t));
  }
  out_.picks.push_back(p);
  return std::int16_t(out_.picks.size() - 1);
}

}  // namespace canbeat::fast::vs2pcg::compiler
