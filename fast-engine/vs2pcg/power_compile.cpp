// Compiles a card's `power` item (docs/dsl.md, "Super Powers") into the
// fast engine's program form (power.hpp), once, when the tables are
// built: the engine never reads the AST while it plays. What the fast state
// cannot hold (README.md lists it) is refused with its file:line:col, so a
// card that needs more fails loudly at load time instead of playing
// differently, and only that card is refused.
#include <cstring>
#include <iterator>

#include "fast-engine/vs2pcg/card_words.hpp"
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
  fits();
  return std::move(out_);
}

namespace {

// The events the rules fire (triggers.rules), as Event numbers them.

}  // namespace

// An event's number: the rules' own (Event), or a card set's own event (a
// trigger's event the rules never fire, which a card's `fire` fires):
// kEvents + its rank among the names of those the game's cards trigger on,
// so every card of the table numbers it alike. -1: no card triggers on it
// (a `fire` of it wakes nothing).
int Compiler::event_number(const std::string& name, const ast::Pos& at) const {
  const std::vector<std::string> events = vs2pcg_events(game_);
  const auto it = std::find(events.begin(), events.end(), name);
  if (it == events.end()) return -1;
  const int number = int(it - events.begin());
  if (number >= kMaxEvents) fail(at, "more than " + std::to_string(kMaxEvents - kEvents) + " events of the card sets");
  return number;
}

// A trigger (000:481): its parameter is the event's card (arg0); its body
// runs as a power's, `you` its card's controller.
Power Compiler::trigger(const ast::Trigger& t) {
  const int event = event_number(t.event, t);
  if (event < 0) fail(t, "the event '" + t.event + "' has no number");  // its own trigger names it
  out_.event = Event(event);
  if (t.params.size() != 1) fail(t, "a trigger takes one parameter");
  params_ = t.params;
  asks_legal_ = true;
  out_.name = t.cite.value_or(t.event);
  out_.timing = Timing::trigger;
  if (t.where) out_.where = cond(*t.where);
  out_.self_arg = t.where ? self_arg(*t.where) : -1;
  block(t.body);
  emit(Op::Code::end);
  fits();
  return std::move(out_);
}

// A continuous effect: the bound card is `bound`; its domain must be
// `instances` (every card; the `where` narrows it). Any declared stat
// changes by a number or by any number expression (the engine reads them
// through the effects: atk_of, cost_of, other_stat_of, ...); any keyword is given or taken (the
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
  const int other = stat_index(m);
  if (stat != std::end(kStats) || other >= 0) {
    if (e.op != "+=" && e.op != "-=") fail(e, "expected `c." + m + " += N` or `c." + m + " -= N`");
    out.member = other >= 0 ? Continuous::Member::stat : stat->second;
    out.stat = std::int16_t(other);
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
  } else if (const std::uint8_t symbol = vs2pcg_symbol(m)) {
    // c.energy = true: a power symbol it makes, as its member reads it
    // (has(l, s), which pays, reads the print, as the interpreter's)
    const ast::Ref* v = as<ast::Ref>(e.amount.root);
    if (!v || (v->head != "true" && v->head != "false") || e.op != "=") fail(e, "expected `c." + m + " = true/false`");
    out.member = Continuous::Member::symbol;
    out.symbol = symbol;
    out.lose = v->head == "false";
  } else {
    fail(e, "a continuous effect on '" + m + "' is not compiled (a stat, a keyword, a power symbol, a team or a trait)");
  }
  if (e.binder.where) {
    out.test = cond(*e.binder.where);
    effect_guard(e.binder.where->root, e.binder.var, out);
  }
  bound_.clear();
  printed_reads_ = false;
  fits();
  out.tests = std::move(out_.tests);
  out.picks = std::move(out_.picks);
  out.names = std::move(out_.names);
  out.ex = std::move(out_.ex);
  return out;
}

// An effect's guard: its condition's leading conjuncts `self in
// self.controller.ZONE` and `c == self` (c the bound card), which read no
// value that may meet a rules error, so testing them first changes no
// answer.
void Compiler::effect_guard(const ast::Node& where, const std::string& var, Continuous& out) {
  for (const ast::Node* part : ast::parts_of(where, ast::BinaryOp::and_)) {
    const ast::Binary* b = ast::as_binary(*part);
    const ast::Ref* l = b ? as<ast::Ref>(b->lhs) : nullptr;
    const ast::Ref* r = b ? as<ast::Ref>(b->rhs) : nullptr;
    if (!l || !r) return;
    Zone z{};
    if (b->op == ast::BinaryOp::in && l->head == "self" && l->members.empty() && r->head == "self" &&
        r->members.size() == 2 && r->members[0] == "controller" && zone_of(r->members[1], z)) {
      out.guard_zone = std::int8_t(z);
    } else if (b->op == ast::BinaryOp::eq && l->members.empty() && r->members.empty() &&
               ((l->head == var && r->head == "self") || (l->head == "self" && r->head == var))) {
      out.guard_self = true;
    } else {
      return;
    }
  }
}

// The parameter (0, 1) a statement's or trigger's `when` requires to be
// `self`: the root, or a part of a root `and`, is `argN == self` (or
// `u.card == self` of use_power's power, its card arg1); -1 otherwise.
std::int8_t Compiler::self_arg(const ast::Expr& when) const {
  for (const ast::Node* part : ast::parts_of(when.root, ast::BinaryOp::and_)) {
    const ast::Binary* b = ast::as_binary(*part);
    const ast::Ref* l = b && b->op == ast::BinaryOp::eq ? as<ast::Ref>(b->lhs) : nullptr;
    const ast::Ref* r = l ? as<ast::Ref>(b->rhs) : nullptr;
    if (!r || r->head != "self" || !r->members.empty()) continue;
    for (std::size_t i = 0; i < params_.size() && i < 2; ++i)
      if (l->members.empty() && l->head == params_[i] && l->head != bound_ && l->head != outer_) return std::int8_t(i);
  }
  return -1;
}

Timing Compiler::timing(const ast::Power& power) const {
  const int t = power_timing(power.timing);
  if (t < 0) fail(power, "unknown timing '" + power.timing + "'");
  return Timing(t);
}

// A timing word as Timing numbers it; -1: no power has it (a trigger's is
// not a power's).
int Compiler::power_timing(const std::string& word) {
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
    if (word == n) return int(t);
  return -1;
}

// A Reaction's event as Reacts numbers it ("": none, as the interpreter's
// u.event of other powers); -1: no compiled power reacts to it.
int Compiler::power_event(const std::string& event) {
  if (event.empty()) return int(Reacts::none);
  if (event == "enemy_plays_twist") return int(Reacts::enemy_plays_twist);
  return -1;
}

bool rules_action(const std::string& name) { return vs2pcg_rules_action_number(name) >= 0; }

// A card set's own action (`action NAME(...)`, docs/dsl.md "Permission"),
// one the engine does not decide: its number, kActions + its index among
// those declared, and the roles its parameters take (kActionShapes'
// letters: cards 0 and 1, a player P, a power U; besides them a number N
// or a truth value B, in the power's place: Scope::slot); -1 for another
// name.
// What a card asks of it hears the rules' statements of it (outside any
// card) too: they must compile, else the card is refused.
int Compiler::own_action(const std::string& name, const ast::Pos& at, std::string& roles) const {
  int number = kActions;
  for (const ast::ActionDecl* d : game_.all<ast::ActionDecl>()) {
    if (rules_action(d->name)) continue;
    if (d->name != name) {
      ++number;
      continue;
    }
    if (number >= kMaxActions) fail(at, "more than " + std::to_string(kMaxActions - kActions) + " actions of the card sets");
    roles = own_roles(*d, at);
    check_own_rules(name, at);
    return number;
  }
  return -1;
}

std::string Compiler::own_roles(const ast::ActionDecl& d, const ast::Pos& at) const {
  std::string roles = own_action_roles(d);
  if (roles == "!")
    fail(at, "the action " + d.name +
                 "'s parameters are not compiled (up to two cards, a player, and one power, number or truth value)");
  return roles;
}

void Compiler::check_own_rules(const std::string& name, const ast::Pos& at) const {
  for (const ast::Permission* p : game_.all<ast::Permission>()) {
    if (p->action != name || (p->modality == "must" && !p->only)) continue;
    try {
      compile_rule_statement(game_, *p);
    } catch (const std::invalid_argument& e) {
      fail(at, "the action " + name + " is decided by a rule statement the fast engine cannot compile: " + e.what());
    }
  }
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
  if (out_.ops.size() >= kMaxParts) fail(at_, too_large());
  out_.ops.push_back({code, who, std::int16_t(a), std::int16_t(b)});
  return std::int16_t(out_.ops.size() - 1);
}

std::int16_t Compiler::test(Test t) {
  if (out_.tests.size() >= kMaxParts) fail(at_, too_large());
  out_.tests.push_back(std::move(t));
  return std::int16_t(out_.tests.size() - 1);
}

// Ops, tests, expressions and their instructions are numbered in int16s
// (a jump's target, a test's kids): a power, trigger or effect laid out larger (loops over
// `cards` nested in each other unroll to thousands of copies of a body) is
// refused, whole, rather than numbered wrong.
void Compiler::fits() {
  for (Expr& x : out_.ex.exprs) fuse(x.code);
  std::size_t most = std::max({out_.ops.size(), out_.tests.size(), out_.picks.size(), out_.choices.size(),
                               out_.names.size(), out_.ex.exprs.size(), out_.ex.aggregates.size(), out_.ex.errors.size()});
  for (const Expr& x : out_.ex.exprs) most = std::max(most, x.code.size());
  if (most >= kMaxParts) fail(at_, too_large());
}

std::string Compiler::too_large() {
  return "the power lays out more than " + std::to_string(kMaxParts) +
         " ops, tests or instructions (loops over `cards` nested too deep are unrolled)";
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
      {"set_aside", Zone::set_aside},     {"removed", Zone::removed},
      {"facehuggers", Zone::facehuggers}, {"captives", Zone::captives}};
  for (const auto& [n, zone] : kZones)
    if (name == n) {
      z = zone;
      return true;
    }
  return false;
}

CardVar Compiler::card_var(const std::string& name, const ast::Pos& at) const {
  for (int v = 0; v < kCardVars; ++v)
    if (name == card_var_name(CardVar(v))) return CardVar(v);
  fail(at, "the card variable '" + name + "' is not one a power may use");
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

bool vs2pcg_rules_action(const std::string& name) { return compiler::rules_action(name); }

Continuous compile_continuous(const dsl::Game& game, const ast::CardDef& card, const ast::Continuous& e) {
  return Compiler(game, card, "continuous effect \"" + e.name + "\"", e).continuous(e);
}

Power compile_trigger(const dsl::Game& game, const ast::CardDef& card, const ast::Trigger& t) {
  return Compiler(game, card, "trigger \"" + t.cite.value_or(t.event) + "\"", t).trigger(t);
}

}  // namespace canbeat::fast::vs2pcg
