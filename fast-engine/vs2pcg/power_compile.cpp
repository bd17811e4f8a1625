// Compiles a card's `power` item (docs/dsl.md, "Super Powers") into the
// fast engine's program form (power.hpp), once, when the tables are
// built: the engine never reads the AST while it plays. The body may use the
// statements and conditions the Alien Battles powers are written with; any
// other is refused with its file:line:col, so a new card that needs more
// fails loudly at load time instead of playing differently.
#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <boost/variant/apply_visitor.hpp>
#include <stdexcept>
#include <string>
#include <tuple>

#include "dsl/game.hpp"
#include "fast-engine/vs2pcg/data.hpp"
#include "fast-engine/vs2pcg/engine.hpp"

namespace canbeat::fast::vs2pcg {

namespace {

namespace x3 = boost::spirit::x3;

constexpr const char* kOps[] = {"==", "!=", "<", "<=", ">", ">="};

struct StmtPos {
  using result_type = const ast::Pos*;
  template <class T>
  const ast::Pos* operator()(const T& s) const {
    return &s;
  }
  template <class T>
  const ast::Pos* operator()(const x3::forward_ast<T>& f) const {
    return &f.get();
  }
};

template <class T>
const T* as(const ast::Node& o) {
  return boost::get<T>(&o.get());
}
template <class T>
const T* fwd(const ast::Node& o) {
  const auto* f = boost::get<x3::forward_ast<T>>(&o.get());
  return f ? &f->get() : nullptr;
}

// A comparison's op index in kOps, or -1.
int op_index(ast::BinaryOp op) {
  const auto* i = std::find(std::begin(kOps), std::end(kOps), ast::spelling(op));
  return i == std::end(kOps) ? -1 : int(i - std::begin(kOps));
}

class Compiler {
 public:
  Compiler(const dsl::Game& game, const ast::CardDef& card, std::string what, const ast::Pos& at)
      : game_(game), card_(card), what_(std::move(what)), at_(at) {}

  Power power(const ast::Power& power) {
    out_.name = power.name;
    out_.timing = timing(power);
    if (out_.timing == Timing::reaction) {
      // reaction(EVENT) (001:397): the events plot_twists.rules offers.
      if (power.event.value_or("") != "enemy_plays_twist")
        fail(power, "the rules offer Reactions to enemy_plays_twist only, not '" + power.event.value_or("") + "'");
      out_.reacts = Reacts::enemy_plays_twist;
    }
    for (const std::string& s : power.cost) out_.cost.push_back(symbol(s, power));
    block(power.body);
    emit(Op::Code::end);
    return std::move(out_);
  }

  // A trigger (000:481): its parameter is the event's card (arg0); its body
  // runs as a power's, `you` its card's controller.
  Power trigger(const ast::Trigger& t) {
    static constexpr std::pair<const char*, Event> kEvents[] = {
        {"build_start", Event::build_start}, {"main_start", Event::main_start},
        {"turn_end", Event::turn_end},       {"appears", Event::appears},
        {"attacks", Event::attacks},         {"attack_made", Event::attack_made},
        {"attacked", Event::attacked},       {"survives", Event::survives},
        {"stunned", Event::stunned},         {"kod", Event::kod},
        {"defender_stunned", Event::defender_stunned}, {"turn_over", Event::turn_over},
        {"revealed", Event::revealed}, {"enemy_reveals", Event::enemy_reveals}};
    bool known = false;
    for (const auto& [n, e] : kEvents)
      if (t.event == n) {
        out_.event = e;
        known = true;
      }
    if (!known) fail(t, "the rules fire no event '" + t.event + "' the fast engine knows");
    if (t.params.size() != 1) fail(t, "a trigger takes one parameter");
    params_ = t.params;
    out_.name = t.cite.value_or(t.event);
    out_.timing = Timing::trigger;
    if (t.where) out_.where = cond(*t.where);
    out_.self_arg = self_arg(out_.where);
    block(t.body);
    emit(Op::Code::end);
    return std::move(out_);
  }

  // A continuous effect: the bound card is `bound`; its domain must be
  // `instances` (every card; the `where` narrows it).
  Continuous continuous(const ast::Continuous& e) {
    Continuous out;
    const ast::Ref* d = as<ast::Ref>(e.binder.domain.root);
    if (!d || d->head != "instances" || !d->members.empty()) fail(e, "expected `for c in instances where ...`");
    const std::string& m = e.target.members.at(0);
    if (m == "atk" || m == "def") {
      const long* n = as<long>(e.amount.root);
      if (!n || (e.op != "+=" && e.op != "-=")) fail(e, "expected `c.atk += N` or `c.def -= N`");
      out.member = m == "atk" ? Continuous::Member::atk : Continuous::Member::def;
      out.amount = std::int16_t(e.op == "+=" ? *n : -*n);
    } else if (const std::uint32_t bit = vs2pcg_keyword(m)) {
      // The engine reads Ranged through the effects (has_now); another
      // keyword would be read as printed.
      if (bit != kw_ranged) fail(e, "only Ranged is given or taken by a continuous effect in the fast engine");
      const ast::Ref* v = as<ast::Ref>(e.amount.root);
      if (!v || (v->head != "true" && v->head != "false") || e.op != "=") fail(e, "expected `c.KEYWORD = true/false`");
      out.member = Continuous::Member::keyword;
      out.keyword = bit;
      out.lose = v->head == "false";
    } else {
      fail(e, "a continuous effect on '" + m + "' is not compiled (atk, def or a keyword)");
    }
    bound_ = e.binder.var;
    if (e.binder.where) out.test = cond(*e.binder.where);
    bound_.clear();
    out.tests = std::move(out_.tests);
    out.picks = std::move(out_.picks);
    out.names = std::move(out_.names);
    return out;
  }

  // The parameter (0, 1) a statement's `when` requires to be `self`: the
  // root, or a kid of a root `and`, is `argN == self`; -1 otherwise.
  std::int8_t self_arg(std::int16_t root) const {
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

  Timing timing(const ast::Power& power) const {
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

  // A card statement: its parameters are the subjects arg0, arg1. The
  // engine asks card statements of `target(a, d)` and `strike_back(d)`
  // (legality.hpp).
  Statement statement(const ast::Permission& p) {
    Statement st;
    if (p.action == "target" && p.params.size() == 2) st.action = Action::target;
    else if (p.action == "strike_back" && p.params.size() == 1) st.action = Action::strike_back;
    else if (p.action == "use_power" && p.params.size() == 2) st.action = Action::use_power;
    else if (p.action == "change_row" && p.params.size() == 2) st.action = Action::change_row;
    else if (p.action == "power_up" && p.params.size() == 3) st.action = Action::power_up;
    else if (p.action == "pay_symbol" && p.params.size() == 4) st.action = Action::pay_symbol;
    else if (p.action == "reveals_draws" && p.params.size() == 1) st.action = Action::reveals_draws;
    else if (p.action == "pay_recruit_symbols" && p.params.size() == 2) st.action = Action::pay_recruit_symbols;
    else fail(p, "card statements are compiled for target(a, d), strike_back(d), use_power(p, u), change_row(p, c), "
                 "power_up(p, h, c), pay_symbol(p, u, l, s), reveals_draws(p) and pay_recruit_symbols(p, c) only");
    params_ = p.params;
    if (st.action == Action::change_row) {
      // change_row(p, c): p is a player (its zones), c the card (arg1).
      player_ = p.params[0];
      params_[0].clear();
    }
    if (st.action == Action::use_power) {
      // use_power(p, u): p is a player (its zones), u a power (u.card, u.name).
      player_ = p.params[0];
      power_ = p.params[1];
      params_.clear();
    }
    if (st.action == Action::power_up) {
      // power_up(p, h, c): p is a player (Scope::seat), h and c cards.
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
    return st;
  }

 private:
  [[noreturn]] void fail(const ast::Pos& at, const std::string& what) const {
    const ast::Pos& p = at.line > 0 ? at : at_;
    dsl::Where w = game_.where(p);
    throw std::invalid_argument(fmt::format("{}:{}:{}: the fast engine cannot compile {} of \"{}\": {}",
                                            w.file, w.line, w.col, what_, card_.name, what));
  }

  bool declared_team(const std::string& name) const {
    for (const ast::Declare* d : game_.all<ast::Declare>())
      if (d->what == "team" && d->name == name) return true;
    return false;
  }

  std::uint8_t symbol(const std::string& s, const ast::Pos& at) const {
    if (std::uint8_t bit = vs2pcg_symbol(s)) return bit;
    fail(at, "unknown power symbol '" + s + "'");
  }

  static bool is_you(const ast::Expr& e) {
    const ast::Ref* r = as<ast::Ref>(e.root);
    return r && r->head == "you" && r->members.empty();
  }
  std::int16_t emit(Op::Code code, Subject who = Subject::bound, int a = 0, int b = 0) {
    out_.ops.push_back({code, who, std::int16_t(a), std::int16_t(b)});
    return std::int16_t(out_.ops.size() - 1);
  }
  std::int16_t here() const { return std::int16_t(out_.ops.size()); }
  std::int16_t test(Test t) {
    out_.tests.push_back(std::move(t));
    return std::int16_t(out_.tests.size() - 1);
  }

  // ------------------------------------------------------------ names
  // `self` or the bound card (`c`), as the subject of a member or an op.
  Subject subject(const std::string& head, const ast::Pos& at) const {
    if (head == "self") return Subject::self;
    if (!bound_.empty() && head == bound_) return Subject::bound;
    if (!outer_.empty() && head == outer_) return Subject::outer;
    for (std::size_t i = 0; i < params_.size() && i < 2; ++i)
      if (head == params_[i]) return i == 0 ? Subject::arg0 : Subject::arg1;
    fail(at, "expected self, a parameter or the chosen card, got '" + head + "'");
  }
  Subject card_ref(const ast::Expr& e) const {
    const ast::Ref* r = as<ast::Ref>(e.root);
    if (!r || !r->members.empty()) fail(e, "expected a card (self or the chosen card)");
    return subject(r->head, *r);
  }
  static bool zone_of(const std::string& name, Zone& z) {
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
  CardVar card_var(const std::string& name, const ast::Pos& at) const {
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
  static bool game_var(const std::string& name, GameVar& g) {
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
  void player_zone(const ast::Expr& e, Test& t) const {
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
  Zone your_zone(const ast::Expr& e) const {
    const ast::Ref* r = as<ast::Ref>(e.root);
    Zone z{};
    if (!r || r->head != "you" || r->members.size() != 1 || !zone_of(r->members[0], z))
      fail(e, "expected one of your zones (you.hand, you.front_row, ...)");
    return z;
  }

  // ------------------------------------------------------------ conditions
  std::int16_t cond(const ast::Expr& e) { return cond(e.root, e); }

  // n is (part of) the expression e; e is what a failure blames.
  std::int16_t cond(const ast::Node& n, const ast::Expr& e) {
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
    if (operators == 3) return def_compare(*b, e);
    fail(e, "expected a comparison");
  }

  std::int16_t single(const ast::Node& o, const ast::Pos& at) {
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
      // X.flight: a printed keyword
      if (const std::uint32_t bit = vs2pcg_keyword(r->members[0])) {
        Test t;
        t.kind = Test::Kind::has_keyword;
        t.who = subject(r->head, *r);
        t.a = std::int16_t(std::countr_zero(bit));
        return test(std::move(t));
      }
      // X.alien: a power symbol it makes (a Location's, 000:459)
      if (const std::uint8_t bit = vs2pcg_symbol(r->members[0])) {
        Test t;
        t.kind = Test::Kind::has_symbol;
        t.who = subject(r->head, *r);
        t.a = bit;
        return test(std::move(t));
      }
      // X.company: its Team Affiliation (vs2pcg.rules `team`)
      if (declared_team(r->members[0])) {
        Test t;
        t.kind = Test::Kind::team_is;
        t.who = subject(r->head, *r);
        t.a = std::int16_t(out_.names.size());
        out_.names.push_back(r->members[0]);
        return test(std::move(t));
      }
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

  // X.def + X.plus - X.minus OP N: a card's DEF with its counters (000:278;
  // Acidic Blood, ALN-007/008).
  // `cmp` has three operators (outside parentheses); e is blamed.
  std::int16_t def_compare(const ast::Binary& cmp, const ast::Expr& e) {
    auto member = [&](const ast::Node& o, const char* m) -> const ast::Ref* {
      const ast::Ref* r = as<ast::Ref>(o);
      return r && r->members == std::vector<std::string>{m} ? r : nullptr;
    };
    const ast::Binary* minus = ast::as_binary(cmp.lhs);
    const ast::Binary* plus = minus ? ast::as_binary(minus->lhs) : nullptr;
    const ast::Ref* d = plus ? member(plus->lhs, "def") : nullptr;
    const ast::Ref* p = plus ? member(plus->rhs, "plus") : nullptr;
    const ast::Ref* m = member(minus ? minus->rhs : cmp.lhs, "minus");
    const long* n = as<long>(cmp.rhs);
    const int opi = op_index(cmp.op);
    if (!d || !p || !m || !n || opi < 0 || plus->op != ast::BinaryOp::add ||
        minus->op != ast::BinaryOp::sub || p->head != d->head || m->head != d->head)
      fail(e, "expected a comparison, or `X.def + X.plus - X.minus OP N`");
    Test t;
    t.kind = Test::Kind::def_cmp;
    t.who = subject(d->head, *d);
    t.op = std::uint8_t(opi);
    t.b = std::int16_t(*n);
    return test(std::move(t));
  }

  // X == Y (the same card), or X != Y (op 1): a negated identity.
  std::int16_t identity(Test t, Subject x, Subject y) {
    t.kind = Test::Kind::same_card;
    t.who = x;
    t.b = std::int16_t(y);
    if (t.op == 0) return test(std::move(t));
    Test n;
    n.kind = Test::Kind::negate;
    n.kids.push_back(test(std::move(t)));
    return test(std::move(n));
  }

  std::int16_t compare(const ast::Node& lhs, ast::BinaryOp op, const ast::Node& rhs, const ast::Pos& at) {
    Test t;
    if (op == ast::BinaryOp::in) {
      // X in X.controller.ZONE
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
    const int opi = op_index(op);
    if (opi < 0) fail(at, "expected a comparison, got '" + std::string(ast::spelling(op)) + "'");
    t.op = std::uint8_t(opi);
    const long* number = as<long>(rhs);
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
    const ast::Ref* l = as<ast::Ref>(lhs);
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
    if (r && printed_ && r->head == printed_var_ && l->members == std::vector<std::string>{"name"} &&
        r->members == std::vector<std::string>{"name"} && t.op <= 1) {
      // x.name == t.name, t a card as printed bound by an option over
      // `cards` (ALN-008's I'm Sorry): its name, decided when compiled.
      t.kind = Test::Kind::name_is;
      t.a = std::int16_t(out_.names.size());
      out_.names.push_back(printed_->name);
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
    if (l->members.size() == 1 && number) {
      t.kind = Test::Kind::var_cmp;
      t.a = std::int16_t(card_var(l->members[0], *l));
      t.b = std::int16_t(*number);
      return test(std::move(t));
    }
    fail(at, "this comparison is not one the fast engine compiles");
  }

  // `c in DOMAIN where W` (and the aggregate's `: V`): a pick.
  std::int16_t pick(const ast::Binder& b, const ast::Expr* value) {
    Pick p;
    const ast::Ref* d = as<ast::Ref>(b.domain.root);
    if (d && d->head == "instances" && d->members.empty()) {
      p.domain = Pick::Domain::instances;
    } else if (d && d->head != "you" && d->members == std::vector<std::string>{"controller", "front_row"}) {
      p.domain = Pick::Domain::controller_front_row;
      p.who = subject(d->head, *d);
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

  // ------------------------------------------------------------ statements
  void block(const ast::Block& b) {
    for (const ast::Stmt& s : b.stmts) stmt(s);
  }

  void stmt(const ast::Stmt& s) {
    const ast::Pos& at = *boost::apply_visitor(StmtPos{}, s.get());
    if (const auto* v = boost::get<ast::Verb>(&s.get())) return verb(*v);
    if (const auto* p = boost::get<ast::Perform>(&s.get())) return perform(p->call);
    if (const auto* st = boost::get<ast::Set>(&s.get())) return set(*st);
    if (const auto* m = boost::get<ast::Move>(&s.get())) return move(*m);
    if (const auto* i = boost::get<x3::forward_ast<ast::If>>(&s.get())) return if_(i->get());
    if (const auto* w = boost::get<x3::forward_ast<ast::While>>(&s.get())) return while_(w->get());
    if (const auto* r = boost::get<x3::forward_ast<ast::Repeat>>(&s.get())) return repeat(r->get());
    if (const auto* c = boost::get<x3::forward_ast<ast::Choose>>(&s.get())) return choose(c->get());
    if (const auto* f = boost::get<x3::forward_ast<ast::For>>(&s.get())) return for_(f->get());
    if (const auto* c = boost::get<x3::forward_ast<ast::Chance>>(&s.get())) return chance(c->get());
    fail(at, "this statement is not one the fast engine compiles in a power");
  }

  void verb(const ast::Verb& v) {
    static constexpr std::pair<const char*, Op::Code> kVerbs[] = {
        {"ready", Op::Code::ready}, {"exhaust", Op::Code::exhaust}, {"stun", Op::Code::stun},
        {"wound", Op::Code::wound}, {"ko", Op::Code::ko}};
    for (const auto& [name, code] : kVerbs)
      if (v.verb == name) {
        if (v.args.size() != 1) fail(v, v.verb + " needs one card");
        emit(code, card_ref(v.args[0]));
        return;
      }
    fail(v, "the verb '" + v.verb + "' is not one the fast engine compiles in a power");
  }

  // for x in DOMAIN where W { ... }: the body once per card, the cards
  // taken when the loop starts (as the interpreter does). The loop's cards
  // are kept in the state, so the body may stop (a draw, Durable's choice);
  // it may not hold a choice, a chance, a counted repeat or another for.
  void for_(const ast::For& f) {
    if (!bound_.empty() || in_for_) fail(f, "a for inside a choice or a for is not compiled");
    const std::int16_t at = emit(Op::Code::for_each, Subject::bound, pick(f.binder, nullptr));
    const std::int16_t body = here();
    bound_ = f.binder.var;
    in_for_ = true;
    const std::size_t first = out_.ops.size();
    block(f.body);
    in_for_ = false;
    bound_.clear();
    for (std::size_t i = first; i < out_.ops.size(); ++i) {
      const Op::Code k = out_.ops[i].code;
      if (k == Op::Code::choose || k == Op::Code::chance || k == Op::Code::loop_set)
        fail(f, "a for body may not hold a choice, a chance or a counted repeat");
    }
    emit(Op::Code::for_next, Subject::bound, 0, body);
    out_.ops[at].b = here();
  }

  void perform(const ast::Call& c) {
    if (c.name == "gain_xp" && c.args.size() == 1) {
      emit(Op::Code::gain_xp, card_ref(c.args[0]));
      return;
    }
    if (c.name == "equip_chosen" && c.args.size() == 1) {
      emit(Op::Code::equip_chosen, card_ref(c.args[0]));
      return;
    }
    if (c.name == "to_hand" && c.args.size() == 1) {
      emit(Op::Code::to_hand, card_ref(c.args[0]));
      return;
    }
    if (c.name == "draw_card" && c.args.size() == 1) {
      const ast::Ref* r = as<ast::Ref>(c.args[0].root);
      if (!r || r->head != "you" || !r->members.empty()) fail(c, "draw_card(you) only");
      emit(Op::Code::draw);
      return;
    }
    // The Facehugger procedures (facehuggers.rules; 000:528-536).
    static constexpr std::pair<const char*, Op::Code> kFacehugger[] = {
        {"hatch", Op::Code::hatch}, {"hug", Op::Code::hug}, {"burst", Op::Code::burst},
        {"put_into_play", Op::Code::put_into_play}};
    for (const auto& [name, code] : kFacehugger)
      if (c.name == name && c.args.size() == 1) {
        emit(code, card_ref(c.args[0]));
        return;
      }
    if (c.name == "capture" && c.args.size() == 2) {
      // capture(CAPTOR, CAPTIVE): the op acts on the captive.
      emit(Op::Code::capture, card_ref(c.args[1]), int(card_ref(c.args[0])));
      return;
    }
    if (c.name == "send_away" && c.args.size() == 3) {
      // send_away(you, X, true/false) (actions.rules; ALN-021's Special
      // Order and Twitchy): X to another player's Back Row, `you` choosing.
      const ast::Ref* r = as<ast::Ref>(c.args[0].root);
      const ast::Ref* m = as<ast::Ref>(c.args[2].root);
      if (!r || r->head != "you" || !r->members.empty() || !m || !m->members.empty() ||
          (m->head != "true" && m->head != "false"))
        fail(c, "expected send_away(you, X, true) or send_away(you, X, false)");
      if (!bound_.empty() || in_for_) fail(c, "send_away inside a choice or a for is not compiled");
      emit(Op::Code::send_away, card_ref(c.args[1]), m->head == "true" ? 1 : 0);
      return;
    }
    // The deck (actions.rules, "the deck"): procedures of you.
    static constexpr std::pair<const char*, Op::Code> kDeck[] = {
        {"shuffle_deck", Op::Code::shuffle_deck}, {"shuffle_enemy_decks", Op::Code::shuffle_enemy_decks},
        {"bottom_in_order", Op::Code::bottom_in_order},
        {"bottom_location_to_hand", Op::Code::bottom_location_to_hand}};
    for (const auto& [name, code] : kDeck)
      if (c.name == name && c.args.size() == 1) {
        if (!is_you(c.args[0])) fail(c, std::string(name) + "(you) only");
        emit(code);
        return;
      }
    if (c.name == "reveal_top" && c.args.size() == 2) {
      const long* n = as<long>(c.args[1].root);
      if (!is_you(c.args[0]) || !n || *n < 0 || *n > 60) fail(c, "reveal_top(you, N) only, N a number");
      emit(Op::Code::reveal_top, Subject::bound, int(*n));
      return;
    }
    if (c.name == "main_gains_stats" && c.args.size() == 2) {
      if (!is_you(c.args[0])) fail(c, "main_gains_stats(you, X) only");
      emit(Op::Code::main_gains_stats, card_ref(c.args[1]));
      return;
    }
    if (c.name == "replace_main" && c.args.size() == 2) {
      // replace_main(c, n) (actions.rules; ALN-006): n takes c's place
      emit(Op::Code::replace_main, card_ref(c.args[1]), int(card_ref(c.args[0])));
      return;
    }
    if (c.name == "reveals" && c.args.size() == 1) {
      const ast::Ref* r = as<ast::Ref>(c.args[0].root);
      if (!r || r->head != "you" || !r->members.empty()) fail(c, "reveals(you) only");
      emit(Op::Code::reveals);
      return;
    }
    if (c.name == "daze" && c.args.size() == 1) {
      emit(Op::Code::daze, card_ref(c.args[0]));
      return;
    }
    if ((c.name == "gain_minus" || c.name == "gain_plus") && c.args.size() == 1) {
      emit(c.name == "gain_minus" ? Op::Code::gain_minus : Op::Code::gain_plus, card_ref(c.args[0]));
      return;
    }
    fail(c, "the procedure '" + c.name + "' is not one the fast engine compiles in a power");
  }

  // set X.VAR = N;  set X.VAR = X.VAR + N;  set X.VAR = X.VAR - N;
  // set effect_stop = N, set cancelled = N, set combat_cancelled = N (the
  // game vars a power sets).
  void set(const ast::Set& s) {
    if (s.target.members.empty() &&
        (s.target.head == "effect_stop" || s.target.head == "cancelled" || s.target.head == "combat_cancelled")) {
      const long* n = as<long>(s.value.root);
      if (!n) fail(s, "expected `set " + s.target.head + " = N`");
      const GameVar g = s.target.head == "cancelled"          ? GameVar::cancelled
                           : s.target.head == "combat_cancelled" ? GameVar::combat_cancelled
                                                                 : GameVar::effect_stop;
      emit(Op::Code::set_game, Subject::bound, int(g), int(*n));
      return;
    }
    if (s.target.members.size() != 1) fail(s, "expected X.VAR on the left of set");
    const Subject who = subject(s.target.head, s.target);
    const CardVar var = card_var(s.target.members[0], s.target);
    if (const long* n = as<long>(s.value.root)) {
      emit(Op::Code::set_var, who, int(var), int(*n));
      return;
    }
    const ast::Binary* step = ast::as_binary(s.value.root);
    const ast::Ref* r = step ? as<ast::Ref>(step->lhs) : nullptr;
    if (r && r->head == s.target.head && r->members == s.target.members) {
      const long* n = as<long>(step->rhs);
      if (n && (step->op == ast::BinaryOp::add || step->op == ast::BinaryOp::sub)) {
        emit(Op::Code::add_var, who, int(var), int(step->op == ast::BinaryOp::add ? *n : -*n));
        return;
      }
    }
    fail(s, "expected `set X.VAR = N` or `set X.VAR = X.VAR +/- N`");
  }

  // move X to X.controller.ROW
  void move(const ast::Move& m) {
    if (m.all) {
      // move all you.hand to you.ko_pile: discard your hand
      if (your_zone(m.what) != Zone::hand || your_zone(m.to) != Zone::ko_pile)
        fail(m, "expected `move all you.hand to you.ko_pile`");
      emit(Op::Code::discard_hand);
      return;
    }
    const Subject who = card_ref(m.what);
    const ast::Ref* r = as<ast::Ref>(m.to.root);
    if (const ast::Ref* w = as<ast::Ref>(m.what.root);
        r && w && r->head == w->head && r->members == std::vector<std::string>{"owner", "ko_pile"}) {
      // move X to X.owner.ko_pile: a card out of play (a hand's, a deck's)
      // to its owner's KO pile (ALN-008's I'm Sorry)
      emit(Op::Code::move_zone, who, int(Zone::ko_pile));
      return;
    }
    if (r && r->head == "you") {
      // move X to you.hand / you.deck / you.ko_pile / you.deck_bottom
      const Zone z = your_zone(m.to);
      if (z != Zone::hand && z != Zone::deck && z != Zone::ko_pile && z != Zone::deck_bottom)
        fail(m, "expected you.hand, you.deck, you.deck_bottom or you.ko_pile");
      emit(Op::Code::move_zone, who, int(z));
      return;
    }
    const ast::Ref* w = as<ast::Ref>(m.what.root);
    Zone z{};
    if (!r || r->head != w->head || r->members.size() != 2 || r->members[0] != "controller" ||
        !zone_of(r->members[1], z) || (z != Zone::front_row && z != Zone::back_row))
      fail(m, "expected `move X to X.controller.front_row` or `.back_row`");
    emit(Op::Code::move_row, who, int(z));
  }

  void if_(const ast::If& i) {
    std::vector<std::int16_t> to_end;
    for (const ast::Branch& br : i.branches) {
      const std::int16_t skip = emit(Op::Code::jump_unless, Subject::bound, cond(br.cond));
      block(br.body);
      to_end.push_back(emit(Op::Code::jump));
      out_.ops[skip].b = here();
    }
    if (i.otherwise) block(*i.otherwise);
    for (std::int16_t j : to_end) out_.ops[j].b = here();
  }

  void while_(const ast::While& w) {
    const std::int16_t top = here();
    const std::int16_t exit = emit(Op::Code::jump_unless, Subject::bound, cond(w.cond));
    block(w.body);
    emit(Op::Code::jump, Subject::bound, 0, top);
    out_.ops[exit].b = here();
  }

  // repeat N: unrolled; repeat with a sum of a number and counts (`1 +
  // count(c in you.front_row where ...)`): a counted loop, one level deep,
  // its count taken once when it starts (as the interpreter does).
  void repeat(const ast::Repeat& r) {
    const long* n = as<long>(r.count.root);
    if (n) {
      if (*n < 0 || *n > 16) fail(r, "expected repeat with a number from 0 to 16");
      for (long i = 0; i < *n; ++i) block(r.body);
      return;
    }
    if (in_loop_) fail(r, "a counted repeat inside a counted repeat is not compiled");
    emit(Op::Code::loop_set, Subject::bound, sum(r.count));
    const std::int16_t top = emit(Op::Code::loop_next);
    in_loop_ = true;
    block(r.body);
    in_loop_ = false;
    emit(Op::Code::jump, Subject::bound, 0, top);
    out_.ops[top].b = here();
  }

  // N + count(...) + ...: numbers and counts, added.
  std::int16_t sum(const ast::Expr& e) {
    Sum s;
    auto term = [&](const ast::Node& o) {
      if (const long* n = as<long>(o)) {
        s.constant = std::int16_t(s.constant + *n);
      } else if (const auto* a = fwd<ast::Aggregate>(o); a && a->fn == "count" && !a->value) {
        s.picks.push_back(pick(a->binder, nullptr));
      } else if (const ast::Ref* r = as<ast::Ref>(o); r && r->head == "self" && r->members.size() == 1 && s.self_var < 0) {
        s.self_var = std::int8_t(card_var(r->members[0], *r));
      } else {
        fail(ast::pos_of(o, e), "expected a number, count(...) or self.VAR in a repeat's count");
      }
    };
    // In the order written, so that the first mistake is the one reported.
    auto walk = [&](auto& self, const ast::Node& n) -> void {
      const ast::Binary* b = ast::as_binary(n);
      if (!b) return term(n);
      self(self, b->lhs);
      if (b->op != ast::BinaryOp::add) fail(e, "expected only + in a repeat's count");
      self(self, b->rhs);
    };
    walk(walk, e.root);
    out_.sums.push_back(std::move(s));
    return std::int16_t(out_.sums.size() - 1);
  }

  // chance "L" c in you.deck where W { ... }: a choice of one alternative,
  // decided by chance (the driver), suspended like a choice.
  void chance(const ast::Chance& c) {
    if (!bound_.empty()) fail(c, "a chance inside a choice is not compiled");
    Choice choice;
    choice.alts.push_back({c.label, pick(c.binder, nullptr), 0, 0});
    const std::int16_t index = std::int16_t(out_.choices.size());
    out_.choices.push_back(choice);
    emit(Op::Code::chance, Subject::bound, index);
    out_.choices[index].alts[0].body = here();
    bound_ = c.binder.var;
    block(c.body);
    bound_.clear();
    const std::int16_t past = emit(Op::Code::jump);
    out_.ops[past].b = here();
  }

  // choose you { option "L" c in PICK { ... } ... }: one choice, suspended at
  // run time; each option's body ends with a jump past the choice. An
  // option over `cards` is one alternative per card as printed (copy()).
  void choose(const ast::Choose& c) {
    const ast::Ref* who = as<ast::Ref>(c.player.root);
    if (!who || who->head != "you" || !who->members.empty()) fail(c, "expected choose you");
    if (!bound_.empty()) fail(c, "a choice inside a choice is not compiled");
    Choice choice;
    std::vector<std::pair<const ast::Option*, const ast::CardDef*>> bodies;
    for (const ast::Option& o : c.options) {
      if (o.binder && is_cards(o.binder->domain)) {
        for (const ast::CardDef* d : copied(o)) {
          choice.alts.push_back({o.label, -1, 0, 0, d->name});
          bodies.emplace_back(&o, d);
        }
        continue;
      }
      choice.alts.push_back({o.label, std::int16_t(o.binder ? pick(*o.binder, nullptr) : -1), 0, 0, ""});
      bodies.emplace_back(&o, nullptr);
    }
    // Options sort by key: the label first, then a printed card's name
    // (docs/dsl.md, "Meaning"); a bound card's key decides at run time.
    std::vector<std::size_t> order(choice.alts.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    auto key = [&](std::size_t a) { return std::tie(choice.alts[a].label, choice.alts[a].element); };
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return key(a) < key(b); });
    for (std::size_t r = 0; r < order.size(); ++r) {
      std::size_t same = r;
      while (same > 0 && key(order[same - 1]) == key(order[r])) --same;
      choice.alts[order[r]].rank = std::uint8_t(same);
    }
    // An option's arg is alternative * 512 + card + 1 in an int16 (pick()).
    if (choice.alts.size() > 63) fail(c, "a choice of more than 63 alternatives is not compiled");
    const std::int16_t index = std::int16_t(out_.choices.size());
    out_.choices.push_back(choice);
    emit(Op::Code::choose, Subject::bound, index);
    std::vector<std::int16_t> to_end;
    for (std::size_t i = 0; i < bodies.size(); ++i) {
      out_.choices[index].alts[i].body = here();
      const ast::Option& o = *bodies[i].first;
      if (bodies[i].second) {
        copy(o, *bodies[i].second);
      } else {
        bound_ = o.binder ? o.binder->var : "";
        block(o.body);
        bound_.clear();
      }
      to_end.push_back(emit(Op::Code::jump));
    }
    for (std::int16_t j : to_end) out_.ops[j].b = here();
  }

  // ------------------------------------------------------------ cards as printed
  static bool is_cards(const ast::Expr& e) {
    const ast::Ref* r = as<ast::Ref>(e.root);
    return r && r->head == "cards" && r->members.empty();
  }

  // `option "L" t in cards where W { copy_effect t, you; }` (Vocal Mimicry,
  // 001:553-555): the cards as printed that W holds for, decided now from
  // their printed text, in `cards` order (the card sets, then the decks'
  // own cards), one per name (options of one key are one option).
  std::vector<const ast::CardDef*> copied(const ast::Option& o) const {
    std::vector<const ast::CardDef*> all, out;
    auto add = [&](const ast::CardDef* d) {
      if (std::find(all.begin(), all.end(), d) == all.end()) all.push_back(d);
    };
    for (const ast::CardSet* s : game_.all<ast::CardSet>())
      for (const ast::CardDef& d : s->cards) add(&d);
    for (const dsl::DeckList& deck : game_.deck_lists())
      for (const dsl::DeckCard& d : deck.cards) add(d.def);
    for (const ast::CardDef* d : all) {
      if (o.binder->where && !printed_holds(*o.binder->where, o.binder->var, *d)) continue;
      bool named = false;
      for (const ast::CardDef* x : out) named = named || x->name == d->name;
      if (!named) out.push_back(d);
    }
    return out;
  }

  // W about the printed card d bound to `var`: and, or, not, parentheses,
  // `t.type == T` / `!=`, `t.name == "N"` / `!=`, `t.KEYWORD` (or team,
  // trait, symbol).
  bool printed_holds(const ast::Expr& e, const std::string& var, const ast::CardDef& d) const {
    return printed_holds(e.root, e, var, d);
  }

  // n is (part of) what `at` blames. Every part of an and/or is read, so a
  // part this cannot read fails even where another part decides.
  bool printed_holds(const ast::Node& n, const ast::Pos& at, const std::string& var,
                     const ast::CardDef& d) const {
    const ast::Binary* b = ast::as_binary(n);
    if (b && (b->op == ast::BinaryOp::or_ || b->op == ast::BinaryOp::and_)) {
      const bool any = b->op == ast::BinaryOp::or_;
      bool result = !any;
      for (const ast::Node* part : ast::parts_of(n, b->op)) {
        const bool v = printed_holds(*part, at, var, d);
        result = any ? (result || v) : (result && v);
      }
      return result;
    }
    if (!b) {
      if (const auto* inner = fwd<ast::Paren>(n)) return printed_holds(inner->inner, var, d);
      if (const auto* u = fwd<ast::Unary>(n); u && u->op == ast::UnaryOp::not_)
        return !printed_holds(u->operand, *u, var, d);
      const ast::Ref* r = as<ast::Ref>(n);
      if (r && r->head == var && r->members.size() == 1) return dsl::card_has(d, r->members[0]);
    } else if (ast::chain_operands(n).size() == 2 && (b->op == ast::BinaryOp::eq || b->op == ast::BinaryOp::ne)) {
      const ast::Ref* l = as<ast::Ref>(b->lhs);
      const bool eq = b->op == ast::BinaryOp::eq;
      if (l && l->head == var && l->members == std::vector<std::string>{"type"}) {
        const ast::Ref* t = as<ast::Ref>(b->rhs);
        if (t && t->members.empty()) return (dsl::card_name_value(d, "type").value_or("") == t->head) == eq;
      }
      if (l && l->head == var && l->members == std::vector<std::string>{"name"}) {
        if (const std::string* n = as<std::string>(b->rhs)) return (d.name == *n) == eq;
      }
    }
    fail(at, "a condition on a printed card must read its type, name or keywords");
  }

  // The body `copy_effect t, you;`: d's effect (its first power), compiled
  // in place, run with `self` the copying card (as the interpreter does).
  // Another body is compiled once per card d, reading only `t.name`
  // (ALN-008's I'm Sorry names a character).
  void copy(const ast::Option& o, const ast::CardDef& d) {
    const ast::Verb* v = o.body.stmts.size() == 1 ? boost::get<ast::Verb>(&o.body.stmts[0].get()) : nullptr;
    auto is = [](const ast::Expr& e, const std::string& name) {
      const ast::Ref* r = as<ast::Ref>(e.root);
      return r && r->head == name && r->members.empty();
    };
    if (!v || v->verb != "copy_effect") {
      printed_var_ = o.binder->var;
      printed_ = &d;
      block(o.body);
      printed_var_.clear();
      printed_ = nullptr;
      return;
    }
    if (v->args.size() != 2 || !is(v->args[0], o.binder->var) || !is(v->args[1], "you"))
      fail(o, "an option over `cards` must be `copy_effect " + o.binder->var + ", you;` or read its name");
    for (const auto& item : d.items)
      if (const auto* p = boost::get<ast::Power>(&item.get())) {
        block(p->body);
        return;
      }
    fail(o, "the card \"" + d.name + "\" has no effect to copy");
  }

  const dsl::Game& game_;
  const ast::CardDef& card_;
  std::string what_;  // "power \"Name\"", "statement cant target": for errors
  const ast::Pos& at_;
  std::vector<std::string> params_;  // a card statement's parameters
  Power out_;
  std::string bound_;  // the card variable of the enclosing option or aggregate
  std::string outer_;  // the card variable of the binder around that one
  std::string printed_var_;               // an option's card as printed (`t in cards`) ...
  const ast::CardDef* printed_ = nullptr;  // ... and the card it is in this copy of the body
  bool in_loop_ = false;
  bool in_for_ = false;
  std::string player_, power_;  // use_power(p, u)'s parameters
};

}  // namespace

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
