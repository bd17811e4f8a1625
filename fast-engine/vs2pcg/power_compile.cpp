// Compiles a card's `power` item (docs/dsl.md, "Super Powers") into the
// fast engine's program form (power.hpp), once, when the tables are
// built: the engine never reads the AST while it plays. The body may use the
// statements and conditions the Alien Battles powers are written with; any
// other is refused with its file:line:col, so a new card that needs more
// fails loudly at load time instead of playing differently.
#include "fast-engine/vs2pcg/power_compile.hpp"

namespace canbeat::fast::vs2pcg::compiler {

Power Compiler::power(const ast::Power& power) {
  out_.name = power.name;
  asks_legal_ = true;
  out_.timing = timing(power);
  if (out_.timing == Timing::reaction) {
    // reaction(EVENT) (001:397): the events plot_twists.rules offers.
    if (power.event.value_or("") != "enemy_plays_twist")
      fail(power, "the rules offer Reactions to enemy_plays_twist only, not '" + power.event.value_or("") + "'");
    out_.reacts = Reacts::enemy_plays_twist;
  }
  // Paid name by name, in the order each name first appears (powers.rules
  // pay_power): a name's copies together.
  for (const std::string& s : power.cost) {
    const std::uint8_t bit = symbol(s, power);
    if (std::find(out_.cost.begin(), out_.cost.end(), bit) != out_.cost.end()) continue;
    for (const std::string& t : power.cost)
      if (t == s) out_.cost.push_back(bit);
  }
  block(power.body);
  emit(Op::Code::end);
  return std::move(out_);
}

// A trigger (000:481): its parameter is the event's card (arg0); its body
// runs as a power's, `you` its card's controller.
Power Compiler::trigger(const ast::Trigger& t) {
  static constexpr std::pair<const char*, Event> kEvents[] = {
      {"build_start", Event::build_start}, {"main_start", Event::main_start},
      {"turn_end", Event::turn_end},       {"appears", Event::appears},
      {"attacks", Event::attacks},         {"attack_made", Event::attack_made},
      {"attacked", Event::attacked},       {"survives", Event::survives},
      {"stunned", Event::stunned},         {"kod", Event::kod},
      {"defender_stunned", Event::defender_stunned}, {"turn_over", Event::turn_over},
      {"revealed", Event::revealed}, {"enemy_reveals", Event::enemy_reveals},
      {"turn_start", Event::turn_start}, {"recovered", Event::recovered}};
  bool known = false;
  for (const auto& [n, e] : kEvents)
    if (t.event == n) {
      out_.event = e;
      known = true;
    }
  if (!known) fail(t, "the rules fire no event '" + t.event + "' the fast engine knows");
  if (t.params.size() != 1) fail(t, "a trigger takes one parameter");
  params_ = t.params;
  asks_legal_ = true;
  out_.name = t.cite.value_or(t.event);
  out_.timing = Timing::trigger;
  if (t.where) out_.where = cond(*t.where);
  out_.self_arg = self_arg(out_.where);
  block(t.body);
  emit(Op::Code::end);
  return std::move(out_);
}

// A continuous effect: the bound card is `bound`; its domain must be
// `instances` (every card; the `where` narrows it). ATK, DEF, cost, Health
// and level change by a number or by any number expression (the engine
// reads them through the effects: atk_of, cost_of, ...); any keyword is given or taken (the
// engine reads keywords through the effects, has_now). Its condition and
// amount read printed stats (docs/dsl.md: effects don't see each other),
// and `you` is its card's controller.
Continuous Compiler::continuous(const ast::Continuous& e) {
  Continuous out;
  const ast::Ref* d = as<ast::Ref>(e.binder.domain.root);
  if (!d || d->head != "instances" || !d->members.empty()) fail(e, "expected `for c in instances where ...`");
  const std::string& m = e.target.members.at(0);
  printed_reads_ = true;
  bound_ = e.binder.var;
  static constexpr std::pair<const char*, Continuous::Member> kStats[] = {
      {"atk", Continuous::Member::atk}, {"def", Continuous::Member::def}, {"cost", Continuous::Member::cost},
      {"health", Continuous::Member::health}, {"level", Continuous::Member::level}};
  const auto* stat = std::find_if(std::begin(kStats), std::end(kStats), [&](const auto& s) { return m == s.first; });
  if (stat != std::end(kStats)) {
    if (e.op != "+=" && e.op != "-=") fail(e, "expected `c." + m + " += N` or `c." + m + " -= N`");
    out.member = stat->second;
    if (const long* n = as<long>(e.amount.root); n && *n <= 1000) {
      out.amount = std::int16_t(e.op == "+=" ? *n : -*n);
    } else {
      out.amount_expr = expression(e.amount, Ty::int_);
      out.negate = e.op == "-=";
    }
  } else if (const std::uint32_t bit = vs2pcg_keyword(m)) {
    const ast::Ref* v = as<ast::Ref>(e.amount.root);
    if (!v || (v->head != "true" && v->head != "false") || e.op != "=") fail(e, "expected `c.KEYWORD = true/false`");
    out.member = Continuous::Member::keyword;
    out.keyword = bit;
    out.lose = v->head == "false";
  } else if (const std::uint32_t fact = vs2pcg_fact(game_, m)) {
    // c.company = true, c.soldier = false: a declared team or trait
    const ast::Ref* v = as<ast::Ref>(e.amount.root);
    if (!v || (v->head != "true" && v->head != "false") || e.op != "=") fail(e, "expected `c." + m + " = true/false`");
    out.member = Continuous::Member::fact;
    out.fact = fact;
    out.lose = v->head == "false";
  } else {
    fail(e, "a continuous effect on '" + m + "' is not compiled (atk, def, cost, health, level, a keyword, a team or a trait)");
  }
  if (e.binder.where) out.test = cond(*e.binder.where);
  bound_.clear();
  printed_reads_ = false;
  out.tests = std::move(out_.tests);
  out.picks = std::move(out_.picks);
  out.names = std::move(out_.names);
  out.ex = std::move(out_.ex);
  return out;
}

// The parameter (0, 1) a statement's `when` requires to be `self`: the
// root, or a kid of a root `and`, is `argN == self`; -1 otherwise.
std::int8_t Compiler::self_arg(std::int16_t root) const {
  if (root < 0) return -1;
  auto is_self = [&](const Test& t) -> std::int8_t {
    if (t.kind != Test::Kind::same_card || Subject(t.b) != Subject::self) return -1;
    if (t.who == Subject::arg0) return 0;
    if (t.who == Subject::arg1) return 1;
    return -1;
  };
  const Test& t = out_.tests[root];
  if (t.kind != Test::Kind::all_of) return is_self(t);
  for (std::int16_t k : t.kids)
    if (const std::int8_t a = is_self(out_.tests[k]); a >= 0) return a;
  return -1;
}

Timing Compiler::timing(const ast::Power& power) const {
  static constexpr std::pair<const char*, Timing> kTimings[] = {
      {"build", Timing::build},
      {"main", Timing::main},
      {"combat", Timing::combat},
      {"any_turn_combat", Timing::any_turn_combat},
      {"any_combat", Timing::any_combat},
      {"any_turn_any_combat", Timing::any_turn_any_combat},
      {"reaction", Timing::reaction},
      {"recruit", Timing::recruit}};
  for (const auto& [n, t] : kTimings)
    if (power.timing == n) return t;
  fail(power, "unknown timing '" + power.timing + "'");
}

// A card statement: its parameters are the subjects arg0, arg1 (a player
// Scope::seat, a power Scope::slot). The engine asks card statements of
// the actions `Action` lists (power.hpp) where the rules ask their
// legality (legality.hpp, powers.cpp).
Statement Compiler::statement(const ast::Permission& p) {
  Statement st;
  if (p.action == "target" && p.params.size() == 2) st.action = Action::target;
  else if (p.action == "strike_back" && p.params.size() == 1) st.action = Action::strike_back;
  else if (p.action == "use_power" && p.params.size() == 2) st.action = Action::use_power;
  else if (p.action == "change_row" && p.params.size() == 2) st.action = Action::change_row;
  else if (p.action == "attack" && p.params.size() == 2) st.action = Action::attack;
  else if (p.action == "power_up" && p.params.size() == 3) st.action = Action::power_up;
  else if (p.action == "pay_symbol" && p.params.size() == 4) st.action = Action::pay_symbol;
  else if (p.action == "reveals_draws" && p.params.size() == 1) st.action = Action::reveals_draws;
  else if (p.action == "pay_recruit_symbols" && p.params.size() == 2) st.action = Action::pay_recruit_symbols;
  else if (p.action == "recruit" && p.params.size() == 2) st.action = Action::recruit;
  else if (p.action == "play_equipment" && p.params.size() == 3) st.action = Action::play_equipment;
  else if (p.action == "join" && p.params.size() == 3) st.action = Action::join;
  else if (p.action == "strike_back_at" && p.params.size() == 2) st.action = Action::strike_back_at;
  else if (p.action == "team_attack" && p.params.size() == 2) st.action = Action::team_attack;
  else if (p.action == "reach" && p.params.size() == 2) st.action = Action::reach;
  else if (p.action == "change_side" && p.params.size() == 2) st.action = Action::change_side;
  else if (p.action == "play_twist" && p.params.size() == 2) st.action = Action::play_twist;
  else if (p.action == "combat_power" && p.params.size() == 3) st.action = Action::combat_power;
  else if (p.action == "combat_twist" && p.params.size() == 3) st.action = Action::combat_twist;
  else fail(p, "card statements are compiled for target(a, d), strike_back(d), use_power(p, u), change_row(p, c), "
               "attack(p, a), power_up(p, h, c), pay_symbol(p, u, l, s), reveals_draws(p), pay_recruit_symbols(p, c), "
               "recruit(p, c), play_equipment(p, e, c), join(p, a, b), strike_back_at(d, x), team_attack(a, b), "
               "reach(p, a), change_side(c, q), play_twist(p, u), combat_power(q, p, u) and combat_twist(q, p, u) "
               "only");
  params_ = p.params;
  if (st.action == Action::change_row || st.action == Action::attack || st.action == Action::recruit ||
      st.action == Action::reach) {
    // change_row(p, c), attack(p, a), recruit(p, c), reach(p, a): p is a
    // player (its zones), the card arg1.
    player_ = p.params[0];
    params_[0].clear();
  }
  if (st.action == Action::combat_power || st.action == Action::combat_twist) {
    // combat_power(q, p, u), combat_twist(q, p, u): q a player
    // (Scope::seat), p the combat's player (arg0), u a power.
    player_ = p.params[0];
    player2_ = p.params[1];
    power_ = p.params[2];
    params_.clear();
  }
  if (st.action == Action::change_side) {
    // change_side(c, q): the card arg0, q a player (Scope::seat).
    player_ = p.params[1];
    params_ = {p.params[0]};
  }
  if (st.action == Action::use_power || st.action == Action::play_twist) {
    // use_power(p, u), play_twist(p, u): p is a player (its zones), u a power (u.card, u.name).
    player_ = p.params[0];
    power_ = p.params[1];
    params_.clear();
  }
  if (st.action == Action::power_up || st.action == Action::play_equipment || st.action == Action::join) {
    // power_up(p, h, c), play_equipment(p, e, c), join(p, a, b): p is a
    // player (Scope::seat), the two cards arg0 and arg1.
    player_ = p.params[0];
    params_ = {p.params[1], p.params[2]};
  }
  if (st.action == Action::pay_symbol) {
    // pay_symbol(p, u, l, s): p a player (Scope::seat), u the power
    // (u.card is arg1), l the paying card (arg0); s is not read.
    player_ = p.params[0];
    power_ = p.params[1];
    params_ = {p.params[2]};
  }
  if (st.action == Action::pay_recruit_symbols) {
    // pay_recruit_symbols(p, c): p a player (Scope::seat), c the card (arg0).
    player_ = p.params[0];
    params_ = {p.params[1]};
  }
  if (st.action == Action::reveals_draws) {
    // reveals_draws(p): p a player (Scope::seat).
    player_ = p.params[0];
    params_.clear();
  }
  st.cant = p.modality == "cant";
  if (p.when) st.test = cond(*p.when);
  st.self_arg = self_arg(st.test);
  st.tests = std::move(out_.tests);
  st.picks = std::move(out_.picks);
  st.names = std::move(out_.names);
  st.ex = std::move(out_.ex);
  return st;
}

bool Compiler::declared_team(const std::string& name) const {
  for (const ast::Declare* d : game_.all<ast::Declare>())
    if (d->what == "team" && d->name == name) return true;
  return false;
}

std::uint8_t Compiler::symbol(const std::string& s, const ast::Pos& at) const {
  if (std::uint8_t bit = vs2pcg_symbol(s)) return bit;
  fail(at, "unknown power symbol '" + s + "'");
}

bool Compiler::is_you(const ast::Expr& e) {
  const ast::Ref* r = as<ast::Ref>(e.root);
  return r && r->head == "you" && r->members.empty();
}

std::int16_t Compiler::emit(Op::Code code, Subject who, int a, int b) {
  out_.ops.push_back({code, who, std::int16_t(a), std::int16_t(b)});
  return std::int16_t(out_.ops.size() - 1);
}

std::int16_t Compiler::test(Test t) {
  out_.tests.push_back(std::move(t));
  return std::int16_t(out_.tests.size() - 1);
}

// `self` or the bound card (`c`), as the subject of a member or an op.
Subject Compiler::subject(const std::string& head, const ast::Pos& at) const {
  if (head == "self") return Subject::self;
  if (!bound_.empty() && head == bound_) return Subject::bound;
  if (!outer_.empty() && head == outer_) return Subject::outer;
  for (std::size_t i = 0; i < params_.size() && i < 2; ++i)
    if (head == params_[i]) return i == 0 ? Subject::arg0 : Subject::arg1;
  fail(at, "expected self, a parameter or the chosen card, got '" + head + "'");
}

// The card an op acts on: self, the bound card, a parameter; any other
// card expression (a `let` name, top(...)) is kept in a local first.
Subject Compiler::card_ref(const ast::Expr& e) {
  const ast::Ref* r = as<ast::Ref>(e.root);
  if (r && r->members.empty() &&
      (r->head == "self" || r->head == bound_ || r->head == outer_ ||
       std::find(params_.begin(), params_.end(), r->head) != params_.end()))
    return subject(r->head, *r);
  Expr x;
  if (node(e.root, e, x.code).ty != Ty::card) fail(e, "expected a card");
  out_.ex.exprs.push_back(std::move(x));
  const std::int16_t slot = local("", Ty::card, e);
  emit(Op::Code::let, Subject::bound, slot, std::int16_t(out_.ex.exprs.size() - 1));
  return Subject(kLocalSubject + slot);
}

bool Compiler::zone_of(const std::string& name, Zone& z) {
  static constexpr std::pair<const char*, Zone> kZones[] = {
      {"deck", Zone::deck},         {"hand", Zone::hand},           {"ko_pile", Zone::ko_pile},
      {"resource_row", Zone::resource_row}, {"front_row", Zone::front_row},
      {"back_row", Zone::back_row}, {"equipment", Zone::equipment},
      {"deck_bottom", Zone::deck_bottom}, {"revealed", Zone::revealed},
      {"set_aside", Zone::set_aside}};
  for (const auto& [n, zone] : kZones)
    if (name == n) {
      z = zone;
      return true;
    }
  return false;
}

CardVar Compiler::card_var(const std::string& name, const ast::Pos& at) const {
  static constexpr std::pair<const char*, CardVar> kVars[] = {
      {"face_down", CardVar::face_down}, {"exhausted", CardVar::exhausted},
      {"wounds", CardVar::wounds},       {"plus", CardVar::plus},
      {"minus", CardVar::minus},         {"hidden", CardVar::hidden},
      {"attacking", CardVar::attacking}, {"defending", CardVar::defending},
      {"combat_atk", CardVar::combat_atk}, {"combat_def", CardVar::combat_def},
      {"strike_extra", CardVar::strike_extra}, {"no_strike_back", CardVar::no_strike_back},
      {"chosen", CardVar::chosen}, {"xp", CardVar::xp}, {"no_strikes", CardVar::no_strikes},
      {"combat_ferocious", CardVar::combat_ferocious}, {"combat_monstrous", CardVar::combat_monstrous},
      {"spent", CardVar::spent}, {"delayed", CardVar::delayed}, {"turn_lethal", CardVar::turn_lethal},
      {"egg", CardVar::egg}, {"captor", CardVar::captor},
      {"turn_bio_mask", CardVar::turn_bio_mask}, {"turning", CardVar::turning},
      {"turn_nest_off", CardVar::turn_nest_off},
      {"turn_atk", CardVar::turn_atk}, {"turn_def", CardVar::turn_def},
      {"acid", CardVar::acid}};
  for (const auto& [n, v] : kVars)
    if (name == n) return v;
  fail(at, "the card variable '" + name + "' is not one a power may use");
}

bool Compiler::game_var(const std::string& name, GameVar& g) {
  static constexpr std::pair<const char*, GameVar> kVars[] = {
      {"amplified", GameVar::amplified},
      {"ranged_combat", GameVar::ranged_combat},
      {"effect_stop", GameVar::effect_stop},
      {"combat", GameVar::combat},
      {"cancelled", GameVar::cancelled},
      {"combat_cancelled", GameVar::combat_cancelled}};
  for (const auto& [n, v] : kVars)
    if (name == n) {
      g = v;
      return true;
    }
  return false;
}

// size(P.ZONE) / empty(P.ZONE): P is you, or use_power's player.
void Compiler::player_zone(const ast::Expr& e, Test& t) const {
  const ast::Ref* r = as<ast::Ref>(e.root);
  if (r && !player_.empty() && r->head == player_ && r->members.size() == 1) {
    Zone z{};
    if (!zone_of(r->members[0], z)) fail(e, "expected one of the player's zones");
    t.a = std::int16_t(z);
    t.who = Subject::arg0;
    return;
  }
  t.a = std::int16_t(your_zone(e));
}

// you.ZONE
// e is `you.Z` for that zone z.
bool Compiler::is_your(const ast::Expr& e, Zone z) const {
  const ast::Ref* r = as<ast::Ref>(e.root);
  Zone named{};
  return r && r->head == "you" && r->members.size() == 1 && zone_of(r->members[0], named) && named == z;
}

Zone Compiler::your_zone(const ast::Expr& e) const {
  const ast::Ref* r = as<ast::Ref>(e.root);
  Zone z{};
  if (!r || r->head != "you" || r->members.size() != 1 || !zone_of(r->members[0], z))
    fail(e, "expected one of your zones (you.hand, you.front_row, ...)");
  return z;
}

}  // namespace canbeat::fast::vs2pcg::compiler

namespace canbeat::fast::vs2pcg {

using compiler::Compiler;

Power compile_power(const dsl::Game& game, const ast::CardDef& card, const ast::Power& power) {
  return Compiler(game, card, "power \"" + power.name + "\"", power).power(power);
}

Statement compile_statement(const dsl::Game& game, const ast::CardDef& card, const ast::Permission& p) {
  return Compiler(game, card, "statement " + p.modality + " " + p.action, p).statement(p);
}

Continuous compile_continuous(const dsl::Game& game, const ast::CardDef& card, const ast::Continuous& e) {
  return Compiler(game, card, "continuous effect \"" + e.name + "\"", e).continuous(e);
}

Power compile_trigger(const dsl::Game& game, const ast::CardDef& card, const ast::Trigger& t) {
  return Compiler(game, card, "trigger \"" + t.cite.value_or(t.event) + "\"", t).trigger(t);
}

}  // namespace canbeat::fast::vs2pcg
