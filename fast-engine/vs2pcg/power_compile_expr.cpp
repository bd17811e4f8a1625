// The expression compiler (expr.hpp; power_compile.hpp): a DSL expression
// tree -> instructions over the fast state, for every condition (a Test:
// power_compile_conditions.cpp) and amount (repeat counts, continuous
// effects' amounts, set values) and `let`. Each node is
// compiled by its kind, not by the phrasing around it; what has no
// meaning on the fast state (a legality query of an action the engine
// does not answer, a string outside a comparison with a name or team) is
// refused with its file:line:col.
#include <utility>

#include "dsl/printer.hpp"
#include "fast-engine/vs2pcg/power_compile.hpp"

namespace canbeat::fast::vs2pcg::compiler {

namespace {

const char* ty_name(int t) {
  constexpr const char* kNames[] = {"a number", "a condition", "a card",        "a player",  "a zone",
                                    "a type",   "a name",      "a team",        "a string",  "a power",
                                    "a power's name", "a power's timing", "a power's event", "a power's cost",
                                    "a power symbol", "a list of players", "a list of cards", "a die",
                                    "the cards as printed"};
  return kNames[t];
}
}  // namespace

// The expression e as one program of out_.ex; its value must be `want`
// (int or bool).
std::int16_t Compiler::expression(const ast::Node& n, const ast::Pos& at, Ty want) {
  Expr x;
  const Val v = node(n, at, x.code);
  if (v.ty != want && !(want == Ty::int_ && v.ty == Ty::bool_))
    fail(ast::pos_of(n, at), std::string("expected ") + ty_name(int(want)) + ", got " + ty_name(int(v.ty)));
  out_.ex.exprs.push_back(std::move(x));
  return std::int16_t(out_.ex.exprs.size() - 1);
}

// A condition: a Test of its expression, guarded by its leading conjuncts
// `self in self.controller.ZONE` of one zone (the engine tests the guard
// first, so the expression is the conjuncts after it).
std::int16_t Compiler::expr_test(const ast::Node& n, const ast::Pos& at) {
  Test t;
  const std::vector<const ast::Node*> parts = ast::parts_of(n, ast::BinaryOp::and_);
  std::size_t guards = 0;
  for (; guards < parts.size(); ++guards) {
    const ast::Binary* b = ast::as_binary(*parts[guards]);
    const ast::Ref* l = b && b->op == ast::BinaryOp::in ? as<ast::Ref>(b->lhs) : nullptr;
    const ast::Ref* r = l ? as<ast::Ref>(b->rhs) : nullptr;
    Zone z{};
    if (!r || l->head != "self" || !l->members.empty() || visible_local("self") || r->head != "self" ||
        r->members.size() != 2 || r->members[0] != "controller" || !zone_of(r->members[1], z) ||
        (guards > 0 && t.guard_zone != std::int8_t(z)))
      break;
    t.guard_zone = std::int8_t(z);
  }
  if (guards == 0) {
    t.expr = expression(n, at, Ty::bool_);
    return test(std::move(t));
  }
  // The rest as `and` compiles it (binary()): a false conjunct jumps to
  // the end, its 0 the value; none left: true.
  Expr x;
  std::vector<std::size_t> jumps;
  if (guards == parts.size()) x.code.push_back({Code::num, 0, 1});
  for (std::size_t k = guards; k < parts.size(); ++k) {
    if (k > guards) {
      jumps.push_back(x.code.size());
      x.code.push_back({Code::jump_false});
    }
    if (node(*parts[k], ast::pos_of(*parts[k], at), x.code).ty != Ty::bool_) {
      t.expr = expression(n, at, Ty::bool_);  // refused with the words of the whole
      return test(std::move(t));
    }
  }
  for (std::size_t j : jumps) x.code[j].a = std::int16_t(x.code.size());
  out_.ex.exprs.push_back(std::move(x));
  t.expr = std::int16_t(out_.ex.exprs.size() - 1);
  return test(std::move(t));
}

Compiler::Val Compiler::node(const ast::Node& n, const ast::Pos& at, std::vector<Instr>& code) {
  if (const long* v = as<long>(n)) {
    if (*v > 1000000000) fail(at, "a number above 1000000000 is not compiled");
    code.push_back({Code::num, 0, std::int32_t(*v)});
    return {Ty::int_};
  }
  if (const std::string* s = as<std::string>(n)) return {Ty::string_, 0, *s};
  if (const ast::Ref* r = as<ast::Ref>(n)) return ref(*r, code);
  if (const auto* p = fwd<ast::Paren>(n)) return node(p->inner.root, p->inner, code);
  if (const auto* u = fwd<ast::Unary>(n)) {
    const Val v = node(u->operand, *u, code);
    const Ty want = u->op == ast::UnaryOp::not_ ? Ty::bool_ : Ty::int_;
    if (v.ty != want) fail(*u, std::string("expected ") + ty_name(int(want)) + " after " + std::string(ast::spelling(u->op)));
    code.push_back({u->op == ast::UnaryOp::not_ ? Code::not_ : Code::neg});
    return {want};
  }
  if (const ast::Binary* b = ast::as_binary(n)) return binary(*b, ast::pos_of(n, at), code);
  if (const auto* c = fwd<ast::Call>(n)) return call(*c, code);
  if (const auto* a = fwd<ast::Aggregate>(n)) return aggregate(*a, code);
  if (const auto* l = fwd<ast::Legal>(n)) return legal(*l, code);
  fail(at, "this expression is not compiled");
}

// legal ACTION(args) in a power or trigger: the engine answers the actions
// of LegalQuery natively. A card statement's or continuous effect's own
// condition may not ask: the engine's answers read those (a query there
// would ask itself).
Compiler::Val Compiler::legal(const ast::Legal& l, std::vector<Instr>& code) {
  struct Query {
    const char* action;
    LegalQuery q;
    std::vector<Ty> params;
  };
  static const Query kQueries[] = {
      {"change_row", LegalQuery::change_row, {Ty::player, Ty::card}},
      {"attack", LegalQuery::attack, {Ty::player, Ty::card}},
      {"target", LegalQuery::target, {Ty::card, Ty::card}},
      {"team_attack", LegalQuery::team_attack, {Ty::card, Ty::card}},
      {"strike_back", LegalQuery::strike_back, {Ty::card}},
      {"strike_back_at", LegalQuery::strike_back_at, {Ty::card, Ty::card}},
      {"power_up", LegalQuery::power_up, {Ty::player, Ty::card, Ty::card}},
      {"recruit", LegalQuery::recruit, {Ty::player, Ty::card}},
      {"join", LegalQuery::join, {Ty::player, Ty::card, Ty::card}},
      {"reach", LegalQuery::reach, {Ty::player, Ty::card}},
      {"change_side", LegalQuery::change_side, {Ty::card, Ty::player}},
      {"play_equipment", LegalQuery::play_equipment, {Ty::player, Ty::card, Ty::card}},
      {"pay_recruit_points", LegalQuery::pay_recruit_points, {Ty::player, Ty::card}},
      {"use_power", LegalQuery::use_power, {Ty::player, Ty::power}},
      {"payable", LegalQuery::payable, {Ty::player, Ty::power}},
      {"play_twist", LegalQuery::play_twist, {Ty::player, Ty::power}},
      {"pay_symbol", LegalQuery::pay_symbol, {Ty::player, Ty::power, Ty::card, Ty::string_}},
      {"affiliated", LegalQuery::affiliated, {Ty::card, Ty::team}},
      {"good_team", LegalQuery::good_team, {Ty::team}}};
  for (const Query& k : kQueries) {
    if (l.action != k.action) continue;
    if (l.args.size() != k.params.size())
      fail(l, "legal " + l.action + " takes " + std::to_string(k.params.size()) + " arguments");
    for (std::size_t i = 0; i < k.params.size(); ++i) {
      const Val v = node(l.args[i].root, l.args[i], code);
      const bool literal = v.ty == Ty::string_ && k.params[i] == Ty::team;
      if (v.ty != k.params[i] && !literal && !(v.ty == Ty::symbol && k.params[i] == Ty::string_))
        fail(l.args[i], std::string("expected ") + ty_name(int(k.params[i])) + " as argument " + std::to_string(i + 1) +
                            " of legal " + l.action);
      // A symbol's name (pay_symbol's s): its bit; a name no symbol has
      // pays nothing (the rules' has(l, s) is false).
      // A team's name: its id, the same on every table (vs2pcg_team_id).
      if (literal) code.push_back({Code::num, 0, vs2pcg_team_id(game_, v.text)});
      else if (v.ty == Ty::string_) code.push_back({Code::num, 0, vs2pcg_symbol(v.text)});
    }
    code.push_back({Code::legal, std::int16_t(k.q)});
    return {Ty::bool_};
  }
  std::string roles;
  if (const int own = own_action(l.action, l, roles); own >= 0) return legal_own(l, own, roles, code);
  fail(l, "legal " + l.action + " in a card's expression is not compiled (the fast engine answers change_row, attack, "
          "target, team_attack, strike_back, strike_back_at, power_up, recruit, join, reach, change_side, "
          "play_equipment, pay_recruit_points, use_power, payable, play_twist, pay_symbol, affiliated and good_team)");
}


// legal OWN(args) of a card set's own action: its arguments by role, in
// the order the engine reads them (cards 0 and 1, the player, the power;
// -1 where the action has none).
Compiler::Val Compiler::legal_own(const ast::Legal& l, int own, const std::string& roles, std::vector<Instr>& code) {
  if (l.args.size() != roles.size()) fail(l, "legal " + l.action + " takes " + std::to_string(roles.size()) + " arguments");
  // The slot holds a power, a number or a truth value (own_roles: one).
  const char slot = roles.find('N') != std::string::npos ? 'N' : roles.find('B') != std::string::npos ? 'B' : 'U';
  const std::pair<char, Ty> kOrder[] = {
      {'0', Ty::card}, {'1', Ty::card}, {'P', Ty::player}, {slot, slot == 'N' ? Ty::int_ : slot == 'B' ? Ty::bool_ : Ty::power}};
  for (const auto& [role, ty] : kOrder) {
    const std::size_t i = roles.find(role);
    if (i == std::string::npos) {
      code.push_back({Code::num, 0, -1});
      continue;
    }
    if (node(l.args[i].root, l.args[i], code).ty != ty)
      fail(l.args[i], std::string("expected ") + ty_name(int(ty)) + " as argument " + std::to_string(i + 1) + " of legal " +
                          l.action);
  }
  code.push_back({Code::legal_own, std::int16_t(own)});
  return {Ty::bool_};
}

Compiler::Val Compiler::ref(const ast::Ref& r, std::vector<Instr>& code) {
  if (reads_printed(r)) return printed_member(r, code);
  Val v = head(r, code);
  for (const std::string& m : r.members) v = member(v, m, r, code);
  return v;
}

// The innermost local of this name, if the name reads it: an enclosing
// binder's card kept in a local is hidden while an inner binder of its
// name is bound.
const Compiler::Local* Compiler::visible_local(const std::string& name) const {
  for (auto l = locals_.rbegin(); l != locals_.rend(); ++l)
    if (l->name == name) return l->kept && name == bound_ ? nullptr : &*l;
  return nullptr;
}

// A name: a local, a card of the text (self, the bound card, a parameter),
// a player (you, the statement's player, a seat name), a game var, a type,
// true or false.
Compiler::Val Compiler::head(const ast::Ref& r, std::vector<Instr>& code) {
  const std::string& h = r.head;
  if (const Local* l = visible_local(h)) {
    if (l->ty == Ty::string_) return {Ty::string_, 0, l->text};
    if (l->ty == Ty::players_list || l->ty == Ty::instances_list || l->ty == Ty::printed_list ||
        l->ty == Ty::types_list)
      return {l->ty};
    if (l->ty == Ty::faces) return {l->ty, 0, l->text};
    code.push_back({Code::local, l->slot});
    return {l->ty, l->zone};
  }
  if (h == "true" || h == "false") {
    code.push_back({Code::num, 0, h == "true" ? 1 : 0});
    return {Ty::bool_};
  }
  if (h == "players") return {Ty::players_list};
  if (h == "instances") return {Ty::instances_list};
  if (die_faces(h)) return {Ty::faces, 0, h};
  if (h == "you") {
    code.push_back({Code::you});
    return {Ty::player};
  }
  if (h == "self" || (!bound_.empty() && h == bound_) || (!outer_.empty() && h == outer_) ||
      std::find(params_.begin(), params_.end(), h) != params_.end()) {
    code.push_back({Code::subject, std::int16_t(subject(h, r))});
    return {Ty::card};
  }
  static constexpr std::pair<const char*, ExprVar> kVars[] = {
      {"amplified", ExprVar::amplified}, {"ranged_combat", ExprVar::ranged_combat},
      {"effect_stop", ExprVar::effect_stop}, {"combat", ExprVar::combat}, {"cancelled", ExprVar::cancelled},
      {"combat_cancelled", ExprVar::combat_cancelled}, {"active", ExprVar::active},
      {"turn_side", ExprVar::turn_side}, {"attacks", ExprVar::attacks}};
  for (const auto& [name, var] : kVars)
    if (h == name) {
      code.push_back({Code::game_var, std::int16_t(var)});
      return {Ty::int_};
    }
  const std::vector<std::string> seats = game_.list_property("players");
  for (std::size_t i = 0; i < seats.size(); ++i)
    if (seats[i] == h) {
      code.push_back({Code::num, 0, std::int32_t(i)});
      return {Ty::player};
    }
  for (const ast::Declare* d : game_.all<ast::Declare>())
    if (d->what == "type" && d->name == h) {
      code.push_back({Code::num, 0, std::int32_t(vs2pcg_type(h, card_.name))});
      return {Ty::type};
    }
  fail(r, "the name '" + h + "' is not compiled in a card's expression");
}

// base.m
Compiler::Val Compiler::member(Val base, const std::string& m, const ast::Pos& at, std::vector<Instr>& code) {
  if (base.ty == Ty::card) return card_member(m, at, code);
  if (base.ty == Ty::power) return power_member(m, at, code);
  if (base.ty == Ty::player) {
    Zone z{};
    if (zone_of(m, z)) return {Ty::zone, std::uint8_t(z)};
    static constexpr std::pair<const char*, PlayerVar> kVars[] = {
        {"rp", PlayerVar::rp}, {"turns", PlayerVar::turns}, {"out", PlayerVar::out},
        {"side", PlayerVar::side}, {"lead", PlayerVar::lead}, {"eliminated", PlayerVar::eliminated}};
    for (const auto& [name, var] : kVars)
      if (m == name) {
        code.push_back({Code::player_var, std::int16_t(var)});
        return {var == PlayerVar::eliminated ? Ty::bool_ : Ty::int_};
      }
    if (const std::int16_t k = seat_var(m, at); k >= 0) {
      code.push_back({Code::seat_var, k});
      return {Ty::int_};
    }
    fail(at, "a player's '" + m + "' is not compiled");
  }
  fail(at, std::string(ty_name(int(base.ty))) + " has no member '" + m + "' the fast engine reads");
}

// card.m: a stat, a var, a fact, or a built-in member.
Compiler::Val Compiler::card_member(const std::string& m, const ast::Pos& at, std::vector<Instr>& code) {
  static constexpr std::pair<const char*, Stat> kStats[] = {
      {"cost", st_cost}, {"atk", st_atk}, {"def", st_def}, {"health", st_health}, {"level", st_level}};
  for (const auto& [name, st] : kStats)
    if (m == name) {
      code.push_back({Code::stat, std::int16_t(st), printed_reads_ ? 1 : 0});
      // A card that does not print it (a Location's ATK): the interpreter's words, here.
      code.back().error = rules_error(at, "card has no member '" + m + "'");
      return {Ty::int_};
    }
  if (const int k = stat_index(m); k >= 0) {
    code.push_back({Code::other_stat, std::int16_t(k), printed_reads_ ? 1 : 0});
    code.back().error = rules_error(at, "card has no member '" + m + "'");
    return {Ty::int_};
  }
  static constexpr std::pair<const char*, std::uint8_t> kBuiltins[] = {
      {"serial", Code::serial}, {"owner", Code::owner}, {"controller", Code::controller},
      {"type", Code::type}, {"name", Code::name}, {"team", Code::team}};
  for (const auto& [name, c] : kBuiltins)
    if (m == name) {
      code.push_back({c});
      return {c == Code::serial ? Ty::int_
              : c == Code::owner || c == Code::controller ? Ty::player
              : c == Code::type ? Ty::type
              : c == Code::name ? Ty::name
                                : Ty::team};
    }
  if (const std::uint32_t bit = vs2pcg_keyword(m)) {
    code.push_back({Code::keyword, 0, std::int32_t(bit)});
    code.back().a = printed_reads_ ? 1 : 0;
    return {Ty::bool_};
  }
  if (const std::uint8_t bit = vs2pcg_symbol(m)) {
    code.push_back({Code::symbol, std::int16_t(printed_reads_ ? 1 : 0), bit});
    return {Ty::bool_};
  }
  if (const std::uint32_t fact = vs2pcg_fact(game_, m)) {
    code.push_back({Code::fact, std::int16_t(printed_reads_ ? 1 : 0), std::int32_t(fact)});
    return {Ty::bool_};
  }
  std::int16_t extra = 0;
  if (extra_var(m, extra)) {
    code.push_back({Code::extra_var, extra});
    return {Ty::int_};
  }
  code.push_back({Code::card_var, std::int16_t(card_var(m, at))});
  return {Ty::int_};
}

// u.m of a power (docs/dsl.md "Power"): its card, whether it was used this
// turn, and its name, timing and event, compared with a literal.
Compiler::Val Compiler::power_member(const std::string& m, const ast::Pos& at, std::vector<Instr>& code) {
  static constexpr std::pair<const char*, Ty> kMembers[] = {{"card", Ty::card},
                                                            {"used", Ty::bool_},
                                                            {"name", Ty::power_name},
                                                            {"timing", Ty::timing},
                                                            {"event", Ty::event}};
  // name, timing, event: the power stays on the stack, read when it is
  // compared (literal_compare, same_power) or kept (a let).
  static constexpr std::uint8_t kCodes[] = {Code::power_card, Code::power_used};
  for (std::size_t i = 0; i < std::size(kMembers); ++i)
    if (m == kMembers[i].first) {
      if (i < std::size(kCodes)) code.push_back({kCodes[i]});
      return {kMembers[i].second};
    }
  if (m == "cost") return {Ty::cost};  // the power stays on the stack: an aggregate walks its symbols
  fail(at, "a power's '" + m + "' is not compiled");
}

Compiler::Val Compiler::binary(const ast::Binary& b, const ast::Pos& at, std::vector<Instr>& code) {
  using Op = ast::BinaryOp;
  if (b.op == Op::and_ || b.op == Op::or_) {
    if (node(b.lhs, at, code).ty != Ty::bool_) fail(at, "expected a condition before " + std::string(ast::spelling(b.op)));
    const std::size_t jump = code.size();
    code.push_back({b.op == Op::and_ ? Code::jump_false : Code::jump_true});
    if (node(b.rhs, ast::pos_of(b.rhs, at), code).ty != Ty::bool_)
      fail(ast::pos_of(b.rhs, at), "expected a condition after " + std::string(ast::spelling(b.op)));
    code[jump].a = std::int16_t(code.size());
    return {Ty::bool_};
  }
  if (b.op == Op::add || b.op == Op::sub || b.op == Op::mul || b.op == Op::div || b.op == Op::mod) {
    if (node(b.lhs, at, code).ty != Ty::int_ || node(b.rhs, ast::pos_of(b.rhs, at), code).ty != Ty::int_)
      fail(at, "expected numbers around " + std::string(ast::spelling(b.op)));
    code.push_back({b.op == Op::add   ? Code::add
                    : b.op == Op::sub ? Code::sub
                    : b.op == Op::mul ? Code::mul
                    : b.op == Op::div ? Code::div
                                      : Code::mod});
    if (b.op == Op::div || b.op == Op::mod) code.back().a = rules_error(at, "division by zero");
    return {Ty::int_};
  }
  if (b.op == Op::in) {
    // card in P.ZONE: the zone's seat first, then the card.
    std::vector<Instr> card;
    const Ty element = node(b.lhs, at, card).ty;
    const Val z = node(b.rhs, ast::pos_of(b.rhs, at), code);
    if ((z.ty == Ty::instances_list && element == Ty::card) || (z.ty == Ty::players_list && element == Ty::player)) {
      // Every card is an instance, every player in `players`: true, once
      // the element is read (a rules error there is still met): x * 0 + 1.
      code.insert(code.end(), card.begin(), card.end());
      code.insert(code.end(), {{Code::num, 0, 0}, {Code::mul}, {Code::num, 0, 1}, {Code::add}});
      return {Ty::bool_};
    }
    if (z.ty == Ty::faces) return in_faces(card, element, *die_faces(z.text), at, code);
    if (element != Ty::card) fail(at, "expected a card before in");
    if (z.ty != Ty::zone) fail(ast::pos_of(b.rhs, at), "expected a player's zone after in");
    code.insert(code.end(), card.begin(), card.end());
    code.push_back({Code::in_zone, z.zone});
    return {Ty::bool_};
  }
  return compare_values(b, at, code);
}

// a OP b of two values of one type; a name or team with a string.
Compiler::Val Compiler::compare_values(const ast::Binary& b, const ast::Pos& at, std::vector<Instr>& code) {
  const int opi = op_index(b.op);
  if (opi < 0) fail(at, "expected a comparison, got '" + std::string(ast::spelling(b.op)) + "'");
  const Val l = node(b.lhs, at, code);
  const Val r = node(b.rhs, ast::pos_of(b.rhs, at), code);
  if (l.ty == Ty::string_ || r.ty == Ty::string_)
    return literal_compare(l.ty == Ty::string_ ? r : l, l.ty == Ty::string_ ? l.text : r.text, opi, at, code);
  if (l.ty != r.ty) fail(at, std::string("cannot compare ") + ty_name(int(l.ty)) + " with " + ty_name(int(r.ty)));
  if (l.ty == Ty::cost) fail(at, "a power's cost is compiled as an aggregate's domain only");
  if (opi > 1 && l.ty != Ty::int_) fail(at, "only numbers are ordered");
  if (l.ty == Ty::power_name || l.ty == Ty::timing || l.ty == Ty::event) {
    // Two powers (their slots) compared by the member.
    code.push_back({Code::same_power, std::int16_t(l.ty == Ty::power_name ? 0 : l.ty == Ty::timing ? 1 : 2)});
    if (opi == 1) code.push_back({Code::not_});
    return {Ty::bool_};
  }
  constexpr std::uint8_t kCmp[] = {Code::eq, Code::ne, Code::lt, Code::le, Code::gt, Code::ge};
  code.push_back({kCmp[opi]});
  return {Ty::bool_};
}

// X.name == "N", X.team == "", u.timing == "main" (the string is not on
// the stack): the last instruction reads the name (team, ...); it is made
// to compare with the literal instead.
Compiler::Val Compiler::literal_compare(const Val& other, const std::string& text, int opi, const ast::Pos& at,
                                        std::vector<Instr>& code) {
  if (opi > 1) fail(at, "strings are compared with == or != only");
  if (other.ty == Ty::string_) {
    // Two strings known when compiled (a let, a parameter, a function's
    // literal result).
    code.push_back({Code::num, 0, (other.text == text) != (opi == 1)});
    return {Ty::bool_};
  }
  const Instr last = code.empty() ? Instr{Code::num} : code.back();
  switch (other.ty) {
    case Ty::name:
      // A card's name read just now: compared as text; kept (a let): its
      // id, the same on every table (-1: no card's name).
      if (last.code == Code::name && last.n == 0) code.back() = {Code::name, name_index(text), 1};
      else code.insert(code.end(), {{Code::num, 0, vs2pcg_name_id(game_, text)}, {Code::eq}});
      break;
    case Ty::team:
      if (last.code == Code::team && last.n == 0) {
        code.back() = {Code::team, name_index(text), 1};
      } else {
        // A statement's team or one kept: its id with the literal's (-1: not a team).
        const int id = text.empty() ? 0 : vs2pcg_team_id(game_, text);
        code.insert(code.end(), {{Code::num, 0, text.empty() || id ? id : -1}, {Code::eq}});
      }
      break;
    case Ty::power_name: code.push_back({Code::power_name, name_index(text)}); break;
    case Ty::timing: code.push_back({Code::power_timing, 0, power_timing(text)}); break;
    case Ty::event: code.push_back({Code::power_event, 0, power_event(text)}); break;
    case Ty::symbol:
      // A symbol of a cost (its bit) with a symbol's name (0: no symbol has it).
      code.push_back({Code::num, 0, vs2pcg_symbol(text)});
      code.push_back({Code::eq});
      break;
    default: fail(at, "a string is compared (== or !=) with a card's name or team, or a power's name, timing or event only");
  }
  if (opi == 1) code.push_back({Code::not_});
  return {Ty::bool_};
}

// The built-ins a card's expression may call.
Compiler::Val Compiler::call(const ast::Call& c, std::vector<Instr>& code) {
  auto zone_arg = [&]() {
    const Val z = c.args.size() == 1 ? node(c.args[0].root, c.args[0], code) : Val{};
    if (z.ty != Ty::zone) fail(c, c.name + " takes a player's zone");
    code.push_back({Code::zone_size, z.zone});
  };
  if (c.name == "size") {
    zone_arg();
    return {Ty::int_};
  }
  if (c.name == "empty") {
    zone_arg();
    code.push_back({Code::num, 0, 0});
    code.push_back({Code::eq});
    return {Ty::bool_};
  }
  if ((c.name == "top" || c.name == "bottom") && c.args.size() == 1) {
    // The zone's order as the rules keep it: the arrival of its cards.
    const Val z = node(c.args[0].root, c.args[0], code);
    if (z.ty != Ty::zone) fail(c, c.name + " takes a player's zone");
    Instr i{Code::zone_end, z.zone, c.name == "top" ? 1 : 0};
    i.error = rules_error(c, c.name + "(" + dsl::print(c.args[0]) + ") of an empty zone (guard it with empty(...))");
    code.push_back(i);
    return {Ty::card};
  }
  if (c.name == "seat_of" && c.args.size() == 1) {
    if (node(c.args[0].root, c.args[0], code).ty != Ty::player) fail(c, "seat_of takes a player");
    return {Ty::int_};
  }
  if (c.name == "printed" && c.args.size() == 2) {
    if (node(c.args[0].root, c.args[0], code).ty != Ty::card) fail(c, "printed takes a card");
    const std::string* s = as<std::string>(c.args[1].root);
    static constexpr std::pair<const char*, Stat> kStats[] = {
        {"cost", st_cost}, {"atk", st_atk}, {"def", st_def}, {"health", st_health}, {"level", st_level}};
    for (const auto& [name, st] : kStats)
      if (s && *s == name) {
        code.push_back({Code::printed, std::int16_t(st)});
        return {Ty::bool_};
      }
    if (const int k = s ? stat_index(*s) : -1; k >= 0) {
      code.push_back({Code::printed_other, std::int16_t(k)});
      return {Ty::bool_};
    }
    fail(c, "printed(c, \"STAT\") of a declared stat only, given as a literal");
  }
  if (c.name == "opponent" && c.args.size() == 1) {
    if (node(c.args[0].root, c.args[0], code).ty != Ty::player) fail(c, "opponent takes a player");
    code.push_back({Code::opponent, rules_error(c, "opponent() needs exactly two players")});
    return {Ty::player};
  }
  if (c.name == "player_at" && c.args.size() == 1) {
    if (node(c.args[0].root, c.args[0], code).ty != Ty::int_) fail(c, "player_at takes a number");
    // The interpreter's words end with the number (eval.cpp seat_at).
    code.push_back({Code::player_at, rules_error(c, "no seat number ")});
    return {Ty::player};
  }
  if (c.name == "has" && c.args.size() == 2) return has(c, code);
  for (const ast::Function* f : game_.all<ast::Function>())
    if (f->name == c.name && f->params.size() == c.args.size()) return inline_function(*f, c, code);
  fail(c, "the function '" + c.name + "' is not compiled in a card's expression");
}

// has(c, "NAME") (dsl/game.cpp card_has): whether the card prints the
// keyword, power symbol, or declared team or trait, effects not applied.
Compiler::Val Compiler::has(const ast::Call& c, std::vector<Instr>& code) {
  if (node(c.args[0].root, c.args[0], code).ty != Ty::card) fail(c, "has takes a card");
  const std::string* s = as<std::string>(c.args[1].root);
  if (!s) {
    // A symbol of a power's cost (`all(s in u.cost : has(l, s))`).
    if (node(c.args[1].root, c.args[1], code).ty != Ty::symbol)
      fail(c.args[1], "has(c, NAME) is compiled with a string literal or a symbol of a power's cost only");
    code.push_back({Code::has_symbol});
    return {Ty::bool_};
  }
  if (const std::uint32_t bit = vs2pcg_keyword(*s)) {
    code.push_back({Code::keyword, 1, std::int32_t(bit)});
  } else if (const std::uint8_t bit = vs2pcg_symbol(*s)) {
    code.push_back({Code::symbol, 1, bit});  // has() reads the print
  } else if (const std::uint32_t fact = vs2pcg_fact(game_, *s)) {
    code.push_back({Code::fact, 1, std::int32_t(fact)});
  } else {
    fail(c.args[1], "has(c, \"" + *s + "\"): not a keyword, power symbol, or declared team or trait");
  }
  return {Ty::bool_};
}

// A function's or procedure's parameter or a function's result type the
// stack machine holds. A zone is one player's ZONE (the checker's types):
// its player on the stack, which zone known when compiled (Val::zone).
bool Compiler::param_ty(const std::string& type, Ty& ty) {
  static constexpr std::pair<const char*, Ty> kTypes[] = {
      {"int", Ty::int_},     {"bool", Ty::bool_}, {"card", Ty::card},
      {"player", Ty::player}, {"power", Ty::power}, {"zone", Ty::zone},
      {"list<player>", Ty::players_list}, {"list<card>", Ty::instances_list}};
  for (const auto& [name, t] : kTypes)
    if (type == name) {
      ty = t;
      return true;
    }
  return false;
}

// A call's argument for parameter q of a function or procedure (`of`),
// compiled into `code`, of q's type (a bool where an int is wanted).
Compiler::Val Compiler::argument(const ast::Param& q, const ast::Expr& arg, const ast::Call& c, const char* of,
                                 std::vector<Instr>& code) {
  Ty want{};
  if (!param_ty(q.type, want)) fail(c, std::string("a ") + of + " with a parameter of type " + q.type + " is not compiled");
  Val v = node(arg.root, arg, code);
  if (v.ty != want && !(want == Ty::int_ && v.ty == Ty::bool_))
    fail(arg, "expected " + std::string(ty_name(int(want))) + " for " + q.name);
  v.ty = want;
  return v;
}

// NAME(args) of a function the game declares (docs/dsl.md "Function"):
// its body compiled in place, each argument stored in a local of its own.
// The body sees its parameters and the globals only, as in the
// interpreter (a call boundary); the checker refuses recursion, so
// inlining ends.
Compiler::Val Compiler::inline_function(const ast::Function& f, const ast::Call& c, std::vector<Instr>& code) {
  const std::size_t caller_locals = locals_.size();
  std::vector<Local> params;
  for (std::size_t i = 0; i < f.params.size(); ++i) {
    if (literal_param(f.params[i], c.args[i], params)) continue;
    const Val v = argument(f.params[i], c.args[i], c, "function", code);
    const std::int16_t slot = local("", v.ty, c);
    code.push_back({Code::store, slot});
    params.push_back({f.params[i].name, slot, v.ty, false, "", v.zone});
  }
  Ty result{};
  // A string result is the body's string value, whichever kind (a
  // literal, a card's name or team, a power's name, ...): compared as such.
  if (f.type != "string" && !param_ty(f.type, result)) fail(c, "a function that returns " + f.type + " is not compiled");
  Val v;
  {
    CallScope body(*this, std::move(params));
    v = node(f.body.root, f.body, code);
  }
  locals_.resize(caller_locals);
  return v;
}


// A string or list parameter of a function or procedure: no slot holds
// it. A string's argument, a literal (or a string parameter of the
// caller), is put in place of the name, as strings are only compared with
// a card's name or team; a list's is `players` or `instances` (or a list
// the caller names), walked where the name is. False for another type.
bool Compiler::literal_param(const ast::Param& p, const ast::Expr& arg, std::vector<Local>& params) {
  Ty want{};
  const bool list = param_ty(p.type, want) && (want == Ty::players_list || want == Ty::instances_list);
  if (p.type != "string" && !list) return false;
  std::vector<Instr> none;
  const Val v = node(arg.root, arg, none);
  if (list && v.ty != want) fail(arg, std::string("expected ") + ty_name(int(want)) + " for " + p.name);
  if (!list && v.ty != Ty::string_) fail(arg, "a string argument other than a literal is not compiled (" + p.name + ")");
  params.push_back({p.name, -1, v.ty, false, v.text});
  return true;
}

// Which list a domain is when it is `players` or `instances` by a name
// or a function's result (Ty::players_list, Ty::instances_list), else
// Ty::int_: another domain (a zone, powers(Z), a cost).
Compiler::Ty Compiler::list_domain(const ast::Expr& domain) {
  const ast::Ref* r = as<ast::Ref>(domain.root);
  const auto* c = fwd<ast::Call>(domain.root);
  bool function = false;
  for (const ast::Function* f : game_.all<ast::Function>()) function = function || (c && f->name == c->name);
  if (!(r && r->members.empty()) && !function) return Ty::int_;
  std::vector<Instr> none;  // a list has no value on the stack; a function's arguments are pure
  const Ty ty = node(domain.root, domain, none).ty;
  return ty == Ty::players_list || ty == Ty::instances_list ? ty : Ty::int_;
}

// count/sum/min/max/any/all/first over instances, players or a player's zone.
Compiler::Val Compiler::aggregate(const ast::Aggregate& a, std::vector<Instr>& code) {
  Aggregate g;
  static constexpr std::pair<const char*, Aggregate::Fn> kFns[] = {
      {"count", Aggregate::Fn::count}, {"sum", Aggregate::Fn::sum}, {"min", Aggregate::Fn::min},
      {"max", Aggregate::Fn::max},     {"any", Aggregate::Fn::any}, {"all", Aggregate::Fn::all},
      {"first", Aggregate::Fn::first}};
  bool known = false;
  for (const auto& [name, fn] : kFns)
    if (a.fn == name) {
      g.fn = fn;
      known = true;
    }
  if (!known) fail(a, "the aggregate '" + a.fn + "' is not compiled");
  if (is_cards(a.binder.domain)) return printed_aggregate(a, code);
  const bool types = is_types(a.binder.domain);
  if (types && g.fn != Aggregate::Fn::first) return types_aggregate(a, code);
  const Ty list = types ? Ty::types_list : list_domain(a.binder.domain);
  Ty element = Ty::card;
  if (types) {
    // first over `types`: read a type at a time, as a die's faces are,
    // up to the first its where holds for (the interpreter stops there).
    g.domain = Aggregate::Domain::faces;
    g.faces = declared_types();
    element = Ty::type;
  } else if (list == Ty::instances_list) {
    g.domain = Aggregate::Domain::instances;
  } else if (list == Ty::players_list) {
    g.domain = Aggregate::Domain::players;
    element = Ty::player;
  } else if (power_domain(a.binder.domain, g)) {
    element = Ty::power;
  } else {
    Expr seat;
    const Val z = node(a.binder.domain.root, a.binder.domain, seat.code);
    if (z.ty == Ty::cost) {
      // u.cost: its symbols, in the order the fast engine pays them (each
      // name's copies together, the names in printed order). An aggregate
      // meets the same values there: the first symbol a test holds for
      // (first, any, all) is of the same name as in printed order, and an
      // expression reads a symbol by its name only.
      g.domain = Domain::cost;
      element = Ty::symbol;
    } else if (z.ty == Ty::zone) {
      g.domain = Domain::zone;
    } else if (z.ty == Ty::faces) {
      g.domain = Aggregate::Domain::faces;
      g.faces = *die_faces(z.text);
      element = Ty::int_;
    } else {
      fail(a.binder.domain, "expected instances, players, a player's zone, powers(zone), a power's cost or a die");
    }
    g.zone = z.zone;
    out_.ex.exprs.push_back(std::move(seat));
    g.seat = std::int16_t(out_.ex.exprs.size() - 1);
  }
  g.var = local(a.binder.var, element, a);
  if (g.fn == Aggregate::Fn::min || g.fn == Aggregate::Fn::max) g.error = rules_error(a, a.fn + " over nothing");
  if (g.fn == Aggregate::Fn::first) g.error = rules_error(a, first_found_none(a));
  if (a.binder.where) g.where = expression(*a.binder.where, Ty::bool_);
  const bool counts = g.fn == Aggregate::Fn::count || g.fn == Aggregate::Fn::first;
  if (!counts && !a.value) fail(a, a.fn + " needs a value after ':'");
  if (a.value) g.value = expression(*a.value, g.fn == Aggregate::Fn::any || g.fn == Aggregate::Fn::all ? Ty::bool_ : Ty::int_);
  locals_.pop_back();
  out_.ex.aggregates.push_back(g);
  code.push_back({Code::aggregate, std::int16_t(out_.ex.aggregates.size() - 1)});
  if (g.fn == Aggregate::Fn::first) return {element};
  return {g.fn == Aggregate::Fn::any || g.fn == Aggregate::Fn::all ? Ty::bool_ : Ty::int_};
}

// Whether the domain is powers(ZONE).
bool Compiler::power_domain_of(const ast::Expr& domain) {
  const auto* c = fwd<ast::Call>(domain.root);
  return c && c->name == "powers" && c->args.size() == 1;
}

// powers(P.ZONE) as an aggregate's domain: g takes the zone and its seat.
bool Compiler::power_domain(const ast::Expr& domain, Aggregate& g) {
  if (!power_domain_of(domain)) return false;
  const auto* c = fwd<ast::Call>(domain.root);
  Expr seat;
  const Val z = node(c->args[0].root, c->args[0], seat.code);
  if (z.ty != Ty::zone) fail(c->args[0], "powers takes a player's zone");
  g.domain = Domain::powers;
  g.zone = z.zone;
  out_.ex.exprs.push_back(std::move(seat));
  g.seat = std::int16_t(out_.ex.exprs.size() - 1);
  return true;
}

// The interpreter's words when first(...) finds nothing (functions.cpp).
std::string Compiler::first_found_none(const ast::Aggregate& a) {
  const std::string where = a.binder.where ? " where " + dsl::print(*a.binder.where) : "";
  return "first(" + a.binder.var + " in " + dsl::print(a.binder.domain) + where + ") found no element";
}

// A new local for `name`, in scope until its binder or block ends.
std::int16_t Compiler::local(const std::string& name, Ty ty, const ast::Pos& at) {
  const std::int16_t slot = next_slot();
  if (slot >= kMaxLocals) fail(at, "more than 16 names bound at once");
  locals_.push_back({name, slot, ty});
  out_.ex.locals = std::max<std::int16_t>(out_.ex.locals, std::int16_t(slot + 1));
  return slot;
}

// The first local no name in scope holds (nor a caller's, inside a
// function's body).
std::int16_t Compiler::next_slot() const {
  std::int16_t slot = slot_floor_;
  for (const Local& l : locals_) slot = std::max<std::int16_t>(slot, std::int16_t(l.slot + 1));
  return slot;
}

// A per-card var a card set declares (not one of the rules'): its index
// among them (card_set_vars, data.cpp).
bool Compiler::extra_var(const std::string& name, std::int16_t& index) const {
  const auto vars = card_set_vars(game_);
  for (std::size_t i = 0; i < vars.size(); ++i)
    if (vars[i].name == name) {
      index = std::int16_t(i);
      return true;
    }
  return false;
}

// A per-player var a card set declares: its index among them
// (seat_set_vars, data.cpp), -1 for another name. One with a duration
// (reset at `expire turn;`) is refused: the engine ends turns natively.
std::int16_t Compiler::seat_var(const std::string& name, const ast::Pos& at) const {
  const auto vars = seat_set_vars(game_);
  for (std::size_t i = 0; i < vars.size(); ++i) {
    if (vars[i].name != name) continue;
    if (!vars[i].lasts.empty()) fail(at, "a player's var that lasts a " + vars[i].lasts + " is not compiled");
    if (i >= 128) fail(at, "a card set's per_player var beyond the 128th is not compiled");
    return std::int16_t(i);
  }
  return -1;
}

// A rules error as the interpreter words it (interpreter.cpp Reference::fail).
std::int16_t Compiler::rules_error(const ast::Pos& at, const std::string& what) {
  const dsl::Where w = game_.where(at);
  out_.ex.errors.push_back(fmt::format("{}:{}:{}: rules error: {}", w.file, w.line, w.col, what));
  return std::int16_t(out_.ex.errors.size() - 1);
}

std::int16_t Compiler::name_index(const std::string& s) {
  for (std::size_t i = 0; i < out_.names.size(); ++i)
    if (out_.names[i] == s) return std::int16_t(i);
  out_.names.push_back(s);
  return std::int16_t(out_.names.size() - 1);
}

// n in DIE: n kept in a local of its own, then any(f in DIE : f == n).
Compiler::Val Compiler::in_faces(const std::vector<Instr>& n, Ty element, const std::vector<std::int32_t>& faces,
                                 const ast::Pos& at, std::vector<Instr>& code) {
  if (element != Ty::int_) fail(at, "expected a number before in a die");
  const std::int16_t kept = local("", Ty::int_, at);
  code.insert(code.end(), n.begin(), n.end());
  code.push_back({Code::store, kept});
  Aggregate g;
  g.fn = Aggregate::Fn::any;
  g.domain = Aggregate::Domain::faces;
  g.faces = faces;
  g.var = local("", Ty::int_, at);
  Expr same;
  same.code = {{Code::local, g.var}, {Code::local, kept}, {Code::eq}};
  out_.ex.exprs.push_back(std::move(same));
  g.value = std::int16_t(out_.ex.exprs.size() - 1);
  locals_.pop_back();
  locals_.pop_back();
  out_.ex.aggregates.push_back(g);
  code.push_back({Code::aggregate, std::int16_t(out_.ex.aggregates.size() - 1)});
  return {Ty::bool_};
}

// A die's faces as listed (`die NAME = F, ...;`: numbers, `-1` too), or
// none when NAME is no die.
std::optional<std::vector<std::int32_t>> Compiler::die_faces(const std::string& name) const {
  for (const ast::Die* d : game_.all<ast::Die>()) {
    if (d->name != name) continue;
    std::vector<std::int32_t> faces;
    for (const ast::Expr& f : d->faces) {
      const auto* u = fwd<ast::Unary>(f.root);
      const long* v = u && u->op == ast::UnaryOp::neg ? as<long>(u->operand) : as<long>(f.root);
      if (!v) fail(f, "a die's face is a number");
      faces.push_back(std::int32_t(u ? -*v : *v));
    }
    return faces;
  }
  return std::nullopt;
}

// The die a domain names (a die's name, or a let or parameter of one),
// else none.
std::optional<std::vector<std::int32_t>> Compiler::domain_faces(const ast::Expr& domain) const {
  const ast::Ref* r = as<ast::Ref>(domain.root);
  if (!r || !r->members.empty()) return std::nullopt;
  if (const Local* l = visible_local(r->head)) return l->ty == Ty::faces ? die_faces(l->text) : std::nullopt;
  return die_faces(r->head);
}

// let x = E; the value kept in the state's locals while the power runs.
void Compiler::let(const ast::Let& l) {
  if (is_cards(l.value) || is_types(l.value)) {
    // `cards` or `types`: walked where it is named, as they are (neither
    // ever changes).
    locals_.push_back({l.name, -1, is_cards(l.value) ? Ty::printed_list : Ty::types_list});
    return;
  }
  Expr x;
  const Val v = node(l.value.root, l.value, x.code);
  // A power's cost: the power kept (its symbols never change).
  constexpr Ty kKept[] = {Ty::int_, Ty::bool_, Ty::card,   Ty::player, Ty::power, Ty::name, Ty::team,
                          Ty::type, Ty::power_name, Ty::timing, Ty::event, Ty::zone, Ty::cost};
  if (v.ty == Ty::players_list || v.ty == Ty::instances_list || v.ty == Ty::string_ || v.ty == Ty::faces) {
    // walked where it is named (a die never changes); a string literal
    // put in its place
    locals_.push_back({l.name, -1, v.ty, false, v.text});
    return;
  }
  if (std::find(std::begin(kKept), std::end(kKept), v.ty) == std::end(kKept))
    fail(l, "a let of a number, condition, card, player, power, zone, string, `players`, `instances`, `cards`, "
            "`types`, a die, a card's name, team or type, or a power's name, timing, event or cost only");
  out_.ex.exprs.push_back(std::move(x));
  const std::int16_t value = std::int16_t(out_.ex.exprs.size() - 1);
  emit(Op::Code::let, Subject::bound, local(l.name, v.ty, l), value);
  locals_.back().zone = v.zone;  // a zone: its player kept, which zone known now
}

}  // namespace canbeat::fast::vs2pcg::compiler
