// Expressions: one function per DSL expression node (docs/dsl.md,
// "Expressions"). Everything is recomputed at every query (a route search
// aside: board.cpp).
#include <fmt/format.h>

#include <algorithm>
#include <limits>

#include "interpreter/interpreter.hpp"

namespace canbeat::interp {

// Every expression evaluated (and every element an aggregate visits)
// counts against the work budget: a statement
// whose nested aggregates would visit billions of elements stops, reported
// as out of budget like a rule that never reaches a decision.
Value Reference::eval(const ast::Expr& e) {
  const Resolved* x = resolved_->find(e);
  if (!x) {
    dsl::Where w = game_->where(e);
    throw EngineBug(fmt::format("{}:{}:{}: interpreter: an expression not resolved when the game loaded", w.file,
                                w.line, w.col));
  }
  return eval(*x);
}

// One arm per construct (resolved.hpp). A node that is a whole expression
// of the rules is a unit of work.
Value Reference::eval(const Resolved& x) {
  if (x.expr && ++work_ > budget_.work) ran_out_of_work(*x.expr);
  using Op = Resolved::Op;
  switch (x.op) {
    case Op::integer: return Value::integer(x.number);
    case Op::text: return Value::text_value(*x.text);  // the AST's
    case Op::name: return name_value(x);
    case Op::member: return eval_member_of(x);
    case Op::call: return eval_call(x);
    case Op::function: return eval_function(x);
    case Op::legal: return eval_legal(x);
    case Op::aggregate: return x.fold == Fold::first ? eval_first(x) : eval_aggregate(x);
    case Op::paren: return eval(*x.lhs);
    case Op::neg:
    case Op::not_: return eval_unary(x);
    case Op::and_:
    case Op::or_:
    case Op::binary: return eval_binary(x);
  }
  no_known_kind(x);
}

void Reference::no_known_kind(const Resolved& x) { fail(*x.at, "interpreter: an expression of no known kind"); }

// `BASE.NAME`, out of eval's own frame: eval stays a dispatcher whose every
// arm is a tail call.
Value Reference::eval_member_of(const Resolved& x) { return eval_member(eval(*x.lhs), x.name, *x.at); }

// A call's arguments, in order.
Arguments Reference::arguments(const Resolved& x) {
  Arguments args;
  for (const Resolved* a : x.args) args.push_back(eval(*a));
  return args;
}

// `and` and `or` do not evaluate their right side when the left side decides.
Value Reference::eval_binary(const Resolved& x) {
  const ast::Pos& at = *x.at;
  Value lhs = eval(*x.lhs);
  if ((x.op == Resolved::Op::and_ && !truthy(lhs, at)) || (x.op == Resolved::Op::or_ && truthy(lhs, at))) return lhs;
  Value rhs = eval(*x.rhs);
  return apply_binary(x.binary, lhs, rhs, at);
}

Value Reference::apply_binary(ast::BinaryOp op, const Value& a, const Value& b,
                              const ast::Pos& at) {
  using enum ast::BinaryOp;
  if (op == eq) return Value::boolean(a == b);
  if (op == ne) return Value::boolean(!(a == b));
  if (op == and_) return Value::boolean(truthy(a, at) && truthy(b, at));
  if (op == or_) return Value::boolean(truthy(a, at) || truthy(b, at));
  if (op == in) {
    if (a.kind == Value::Kind::card && b.kind == Value::Kind::zone) {
      const auto& z = zone(b, at);
      return Value::boolean(std::find(z.begin(), z.end(), a.num) != z.end());
    }
    const Items items = elements(b, at);
    return Value::boolean(std::find(items->begin(), items->end(), a) != items->end());
  }
  long x = integer(a, at), y = integer(b, at);
  if (op == lt) return Value::boolean(x < y);
  if (op == le) return Value::boolean(x <= y);
  if (op == gt) return Value::boolean(x > y);
  if (op == ge) return Value::boolean(x >= y);
  long out = 0;
  bool overflow = false;
  if (op == add) overflow = __builtin_add_overflow(x, y, &out);
  else if (op == sub) overflow = __builtin_sub_overflow(x, y, &out);
  else if (op == mul) overflow = __builtin_mul_overflow(x, y, &out);
  else if (y == 0) fail(at, "division by zero");
  else {
    // LONG_MIN / -1 is the one quotient a long cannot hold; its remainder
    // traps the same way, so both are the overflow error.
    overflow = x == std::numeric_limits<long>::min() && y == -1;
    if (!overflow) out = op == div ? x / y : x % y;
  }
  if (overflow) overflowed(at, fmt::format("{} {} {}", x, spelling(op), y));
  return Value::integer(out);
}

// A name: a local (when some rule binds it as one), then what it names in
// the game (names.hpp resolved it once: `players`, a seat, true/false, a
// type, a game variable, ...). Its members are nodes of their own.
Value Reference::name_value(const Resolved& x) {
  if (x.maybe_local)
    if (const Value* local = lookup_local(x.name)) return *local;
  return global_value(names_->info(x.name), *x.at);
}

// A name by its number (a `set`'s owner).
Value Reference::name_value(int name, const ast::Pos& at) {
  if (const Value* local = lookup_local(name)) return *local;
  return global_value(names_->info(name), at);
}

// A name that is not a local, by what it names (Global, names.hpp). The
// lists no rule changes (`players`, `cards`, `instances` once dealt,
// `types`, `spaces`, `doors`) are built the first time they are read and kept: a
// list is shared by its copies, never changed.
Value Reference::global_value(const NameInfo& n, const ast::Pos& at) {
  Value& kept = kept_lists_[static_cast<std::size_t>(n.global)];
  if (kept.kind == Value::Kind::list && (n.global != Global::instances || kept.items().size() == state_.cards.size()))
    return kept;
  std::vector<Value> v;
  switch (n.global) {
    case Global::players:
      for (std::size_t s = 0; s < state_.seats.size(); ++s) v.push_back(Value::player(s));
      return kept = Value::list(std::move(v));
    case Global::seat: return Value::player(n.seat);
    case Global::cards:
      for (std::size_t c = 0; c < index_->definitions.size(); ++c) v.push_back(Value::card_def(static_cast<int>(c)));
      return kept = Value::list(std::move(v));
    case Global::instances:
      for (std::size_t c = 0; c < state_.cards.size(); ++c) v.push_back(Value::card(static_cast<int>(c)));
      return kept = Value::list(std::move(v));
    case Global::triggered:
      for (std::size_t i = 0; i < triggered_.size(); ++i) v.push_back(Value::trigger(static_cast<int>(i)));
      return Value::list(std::move(v));
    case Global::types:
      // Every declared type, in declaration order (docs/dsl.md "Names").
      for (const ast::Declare* d : game_->all<ast::Declare>())
        if (d->what == "type") v.push_back(Value::type_value(d->name));
      return kept = Value::list(std::move(v));
    case Global::boolean: return Value::boolean(n.text == "true");
    case Global::spaces: return kept = all_spaces(at);
    case Global::doors:
      for (std::size_t d = 0; d < board(at).doors.size(); ++d) v.push_back(Value::door(static_cast<int>(d)));
      return kept = Value::list(std::move(v));
    case Global::die: return die_faces(*n.die);
    case Global::table_zone: return Value::zone_of(state_.table_row(), n.zone);
    case Global::game_var:
      // Declared, but its declaration may not have run yet (an initial
      // value reads only the variables declared before it).
      if (static_cast<std::size_t>(n.game_var) < state_.game_vars.size())
        return game_var_value(static_cast<std::size_t>(n.game_var));
      break;
    case Global::type:
    case Global::unknown: break;
  }
  if (!n.type) fail(at, "unknown name '" + n.text + "'");
  return Value::type_value(*n.type_name);  // the declaration's: lasts as the game does
}

// player.zone, player.var; the built-in members (dsl/builtins.cpp);
// card.STAT, card.VAR, card.FACT.
Value Reference::eval_member(const Value& base, int member, const ast::Pos& at) {
  const NameInfo& m = names_->info(member);
  if (base.kind == Value::Kind::player) {
    if (m.zone >= 0 && static_cast<std::size_t>(m.zone) < state_.zone_decls.size() &&
        !state_.zone_decls[static_cast<std::size_t>(m.zone)].table)
      return Value::zone_of(static_cast<int>(base.num), m.zone);
    const auto& vars = state_.player_vars.at(base.num);
    if (m.player_var >= 0 && static_cast<std::size_t>(m.player_var) < vars.size())
      return Value::integer(vars[static_cast<std::size_t>(m.player_var)]);
    if (const dsl::Member* b = m.member[dsl::Type::player])
      if (auto v = builtin_member(b->id, base)) return *v;
  } else if (base.kind == Value::Kind::card) {
    if (auto v = card_member(static_cast<int>(base.num), member)) return *v;
  } else if (base.kind == Value::Kind::door && state_.door_vars.at(base.num).count(m.text)) {
    return Value::integer(state_.door_vars.at(base.num).at(m.text));
  } else if (base.kind == Value::Kind::card_def) {
    if (auto v = printed_member(static_cast<int>(base.num), member)) return *v;
  } else if (const dsl::Member* b = m.member[owner_kind(base.kind)]) {
    if (auto v = builtin_member(b->id, base)) return *v;
  }
  fail(at, fmt::format("{} has no member '{}'", kind_name(base.kind), m.text));
}

// The type a checked value has (dsl::Type) for the members table.
dsl::Type::Kind Reference::owner_kind(Value::Kind k) {
  switch (k) {
    case Value::Kind::power: return dsl::Type::power;
    case Value::Kind::trigger: return dsl::Type::trigger;
    case Value::Kind::space: return dsl::Type::space;
    case Value::Kind::door: return dsl::Type::door;
    case Value::Kind::card:
    case Value::Kind::card_def: return dsl::Type::card;
    default: return dsl::Type::unknown;
  }
}

// A card in play: its built-in members, its vars, then its stats and facts
// with every continuous effect that holds.
std::optional<Value> Reference::card_member(int card, int member) {
  const CardInstance& c = state_.cards.at(card);
  const NameInfo& n = names_->info(member);
  const dsl::Member* m = n.member[dsl::Type::card];
  if (m && m->id != dsl::BuiltinMember::card_type) return builtin_member(m->id, Value::card(card));
  if (n.card_var >= 0 && static_cast<std::size_t>(n.card_var) < c.vars.size())
    return Value::integer(c.vars[static_cast<std::size_t>(n.card_var)]);
  if (m) return builtin_member(m->id, Value::card(card));
  if (auto x = names_->number(member, c.definition)) return with_continuous(card, n, Value::integer(*x));
  if (n.card_fact) return with_continuous(card, n, Value::boolean(names_->has(member, c.definition)));
  return std::nullopt;
}

// A card as printed (`cards`, by its place there): its name, type, team,
// stats and facts.
std::optional<Value> Reference::printed_member(int definition, int member) {
  const ast::CardDef& c = *index_->definitions.at(definition);
  const NameInfo& n = names_->info(member);
  if (n.text == "name") return Value::text_value(c.name);
  if (n.text == "team") return Value::text_value(names_->printed(definition, Names::Printed::team));
  if (n.text == "type") {
    if (const std::string& t = names_->printed(definition, Names::Printed::type); !t.empty()) return Value::type_value(t);
    return std::nullopt;
  }
  if (auto x = names_->number(member, definition)) return Value::integer(*x);
  if (n.card_fact) return Value::boolean(names_->has(member, definition));
  return std::nullopt;
}

// What the interpreter runs for each built-in member (dsl/builtins.cpp).
std::optional<Value> Reference::builtin_member(dsl::BuiltinMember id, const Value& base) {
  using B = dsl::BuiltinMember;
  switch (id) {
    case B::card_type: {
      const std::string& t = names_->printed(state_.cards.at(base.num).definition, Names::Printed::type);
      if (!t.empty()) return Value::type_value(t);
      return std::nullopt;
    }
    case B::card_name: return Value::text_value(state_.cards.at(base.num).def->name);
    case B::card_team: return Value::text_value(names_->printed(state_.cards.at(base.num).definition, Names::Printed::team));
    case B::card_owner: return Value::seat_or_none(state_.cards.at(base.num).owner);
    case B::card_controller: return Value::seat_or_none(controller_of(static_cast<int>(base.num)));
    case B::card_serial: return Value::integer(base.num + 1);
    case B::power_card: return Value::card(static_cast<int>(base.num));
    case B::power_name: return Value::text_value(power_of(base).name);
    case B::power_timing: return Value::text_value(power_of(base).timing);
    case B::power_event: return Value::text_value(names_->lasting(power_of(base).event.value_or("")));
    case B::power_cost: return power_cost(base);
    case B::power_used: return power_used(base);
    case B::door_name: return Value::text_value(board(ast::Pos{}).doors.at(static_cast<std::size_t>(base.num)).name);
    case B::door_spaces: {
      const auto& door = board(ast::Pos{}).doors.at(static_cast<std::size_t>(base.num));
      return Value::list({Value::space(door.a), Value::space(door.b)});
    }
    case B::space_x: return Value::integer(board(ast::Pos{}).spaces.at(static_cast<std::size_t>(base.num)).first);
    case B::space_y: return Value::integer(board(ast::Pos{}).spaces.at(static_cast<std::size_t>(base.num)).second);
    case B::player_eliminated: return Value::boolean(state_.eliminated.at(base.num));
    case B::trigger_card: return Value::card(triggered_.at(base.num).card);
    case B::trigger_name: {
      const PendingTrigger& t = triggered_.at(base.num);
      return Value::text_value(t.trigger->cite ? *t.trigger->cite : t.trigger->event);
    }
  }
  return std::nullopt;
}

Value Reference::power_cost(const Value& power) const {
  std::vector<Value> list;
  for (const auto& s : power_of(power).cost) list.push_back(Value::text_value(s));
  return Value::list(std::move(list));
}

// Activated this turn (`activate` records the turn).
Value Reference::power_used(const Value& power) const {
  const auto& used = state_.cards.at(power.num).power_used;
  auto i = static_cast<std::size_t>(power.zone);
  return Value::boolean(i < used.size() && used[i] == state_.turn);
}

// A stat or keyword as the continuous effects of the cards make it
// (`continuous NAME for c in D where W: c.MEMBER OP X;`, docs/dsl.md): each
// effect whose binder holds `card` (with `self` its own card and `you` that
// card's controller) adds to a stat (+=, -=), or gives (= true) or takes
// away (= false) a keyword; taking away beats giving. The conditions read
// printed stats and keywords: effects don't see each other.
Value Reference::with_continuous(int card, const NameInfo& member, Value v) {
  if (!member.continuous || in_continuous_) return v;
  const OnCards<ast::Continuous>& effects = *member.continuous;
  struct Guard {
    bool& flag;
    explicit Guard(bool& f) : flag(f) { flag = true; }
    ~Guard() { flag = false; }
  } guard(in_continuous_);
  bool gain = false, lose = false;
  long add = 0;
  for (const auto& [source, effect] : effects) {
    push_scope(true);
    bind_first(names_->of(effect->binder.var), Value::card(card));
    bind_first(names_->self, Value::card(source));
    bind_first(names_->you, Value::seat_or_none(controller_of(source)));
    bool holds = false;
    const Domain domain = domain_of(eval(effect->binder.domain), effect->binder.domain);
    for (std::size_t i = 0; i < domain.size() && !holds; ++i) {
      Value x = domain[i];
      holds = x.kind == Value::Kind::card && x.num == card;
    }
    if (holds && effect->binder.where) holds = truthy(eval(*effect->binder.where), *effect->binder.where);
    Value amount = holds ? eval(effect->amount) : Value{};
    pop_scope();
    if (!holds) continue;
    if (std::find(continuous_log_.begin(), continuous_log_.end(), effect) == continuous_log_.end())
      continuous_log_.push_back(effect);
    if (v.kind == Value::Kind::boolean) {
      if (effect->op != "=") fail(*effect, "a keyword is given (= true) or taken away (= false)");
      (truthy(amount, effect->amount) ? gain : lose) = true;
    } else {
      if (effect->op == "=") fail(*effect, "a stat is changed with += or -=");
      long n = integer(amount, effect->amount), sum = 0;
      if (effect->op == "+=" ? __builtin_add_overflow(add, n, &sum) : __builtin_sub_overflow(add, n, &sum))
        overflowed(*effect, fmt::format("{} {} {}", add, effect->op == "+=" ? "+" : "-", n));
      add = sum;
    }
  }
  if (v.kind == Value::Kind::boolean) return Value::boolean(!lose && (gain || v.num));
  long total = 0;
  if (__builtin_add_overflow(v.num, add, &total)) overflowed(*effects.front().second, fmt::format("{} + {}", v.num, add));
  return Value::integer(total);
}

// Built-in functions (dsl/builtins.cpp), by the table's id (the game's
// own `function`s are eval_function); the checker has checked the
// arguments' types.
Value Reference::eval_call(const Resolved& x) {
  const Arguments args = arguments(x);
  const ast::Call& c = *x.call;
  const dsl::FunctionSignature* sig = x.builtin;
  if (!sig || sig->params.size() != args.size()) fail(c, "no built-in function " + c.name + " for these arguments");
  using B = dsl::Function;
  switch (sig->id) {
    case B::empty: return Value::boolean(zone(args[0], c).empty());
    case B::size: return Value::integer(static_cast<long>(zone(args[0], c).size()));
    case B::opponent:
      if (state_.seats.size() != 2) fail(c, "opponent() needs exactly two players");
      return Value::player(1 - static_cast<int>(player_arg(args[0], c)));
    case B::player_at: return seat_at(args[0], c);
    case B::seat_of: return Value::integer(player_arg(args[0], c));
    case B::powers: return powers_in(args[0], c);
    case B::has: {
      const std::vector<std::string>& facts = names_->facts(state_.cards.at(card_arg(args[0], c)).definition);
      return Value::boolean(std::find(facts.begin(), facts.end(), text_arg(args[1], c)) != facts.end());
    }
    case B::space_at: return space_at(args[0], args[1], c);
    case B::adjacent: return adjacent(args, c);
    case B::route: return route(args, c);
    case B::route_any: return route_any(args, c);
    case B::toward: return toward(args, c);
    case B::toward_any: return toward_any(args, c);
    case B::los: return los(args, c);
    case B::doors_between: return doors_between(args, c);
    case B::distance: return distance(args, c);
    case B::footprint: return footprint(args, c);
    case B::covering: return covering(args, c);
    case B::beside: return beside(args, c);
    case B::footprint_fits: {
      auto [w, h] = footprint_size(args, c);
      return Value::boolean(board(c).footprint_fits(space_arg(args[0], c), w, h));
    }
    case B::top: return zone_end(c, args[0], true);
    case B::bottom: return zone_end(c, args[0], false);
    case B::printed:
      return Value::boolean(dsl::card_number(*state_.cards.at(card_arg(args[0], c)).def, text_arg(args[1], c)).has_value());
  }
  fail(c, "no built-in function " + c.name);
}

Value Reference::seat_at(const Value& n, const ast::Pos& at) const {
  if (n.kind != Value::Kind::integer) fail(at, "player_at needs a number");
  if (n.num < 0 || n.num >= static_cast<long>(state_.seats.size())) fail(at, fmt::format("no seat number {}", n.num));
  return Value::player(static_cast<int>(n.num));
}

Value Reference::powers_in(const Value& z, const ast::Pos& at) {
  std::vector<Value> list;
  for (int card : zone(z, at)) {
    std::size_t n = names_->powers(state_.cards.at(card).definition).size();
    for (std::size_t i = 0; i < n; ++i) list.push_back(Value::power(card, static_cast<int>(i)));
  }
  return Value::list(std::move(list));
}

// Arguments of the kind the signature promises (a value of another kind is
// a rules error, never undefined behaviour).
long Reference::player_arg(const Value& v, const ast::Pos& at) const {
  if (v.kind != Value::Kind::player) fail(at, "expected a player");
  return v.num;
}

long Reference::card_arg(const Value& v, const ast::Pos& at) const {
  if (v.kind != Value::Kind::card) fail(at, "expected a card");
  return v.num;
}

const std::string& Reference::text_arg(const Value& v, const ast::Pos& at) const {
  if (v.kind != Value::Kind::text) fail(at, "expected a string");
  return v.text();
}

Value Reference::eval_legal(const Resolved& x) {
  const Arguments args = arguments(x);
  return Value::boolean(asks(x.name, args, *x.at));
}

// count / sum / min / max / any / all over a binder; first (functions.cpp).
Value Reference::eval_aggregate(const Resolved& x) {
  const ast::Aggregate& a = *x.aggregate;
  const ast::Pos& domain_at = *x.lhs->expr;
  const Domain items = domain_of(eval(*x.lhs), domain_at);
  // Each element visited is work too: an aggregate with no `where` walks
  // its domain without evaluating anything per element.
  work_ += static_cast<long>(items.size());
  if (work_ > budget_.work) ran_out_of_work(domain_at);
  push_scope(false);  // a scope for the bound element
  long count = 0, total = 0;
  bool any = false, all = true, first = true;
  long best = 0;
  const bool logical = x.fold == Fold::any || x.fold == Fold::all, least = x.fold == Fold::min;
  for (std::size_t i = 0; i < items.size(); ++i) {
    bind(x.name, items[i]);
    if (x.rhs && !truthy(eval(*x.rhs), *x.rhs->expr)) continue;
    ++count;
    if (!x.value) continue;
    Value v = eval(*x.value);
    if (logical) {
      bool b = truthy(v, *x.value->expr);
      any = any || b;
      all = all && b;
      continue;
    }
    long n = integer(v, *x.value->expr);
    if (__builtin_add_overflow(total, n, &total)) overflowed(a, fmt::format("sum + {}", n));
    if (first || (least ? n < best : n > best)) best = n;
    first = false;
  }
  pop_scope();
  switch (x.fold) {
    case Fold::count: return Value::integer(count);
    case Fold::sum: return Value::integer(total);
    case Fold::any: return Value::boolean(any);
    case Fold::all: return Value::boolean(all);
    case Fold::min:
    case Fold::max:
      if (first) fail(a, a.fn + " over nothing");
      return Value::integer(best);
    case Fold::first:
    case Fold::unknown: break;
  }
  fail(a, "unknown aggregate '" + a.fn + "'");
}

Value Reference::eval_unary(const Resolved& x) {
  const ast::Pos& u = *x.at;
  Value v = eval(*x.lhs);
  if (x.op == Resolved::Op::neg) {
    long n = integer(v, u), out = 0;
    if (__builtin_sub_overflow(0L, n, &out)) overflowed(u, fmt::format("-({})", n));
    return Value::integer(out);
  }
  return Value::boolean(!truthy(v, u));
}

// A long cannot hold the result (docs/dsl.md "Integers"): a rules error
// naming the operation, never a wrapped number or a trap.
void Reference::overflowed(const ast::Pos& at, const std::string& operation) const {
  fail(at, "integer overflow in " + operation);
}

void Reference::expected(const char* kind, const Value& v, const ast::Pos& at) const {
  fail(at, std::string("expected ") + kind + ", got " + kind_name(v.kind));
}

// What `for x in domain` iterates: a list's items (the list itself, shared),
// a zone's cards in order.
Items Reference::elements(const Value& domain, const ast::Pos& at) {
  if (domain.kind == Value::Kind::list) return domain.items_ ? domain.items_ : Items(std::vector<Value>{});
  if (domain.kind == Value::Kind::zone) {
    const auto& cards = zone(domain, at);
    std::vector<Value> out;
    out.reserve(cards.size());
    for (int c : cards) out.push_back(Value::card(c));
    return Items(std::move(out));
  }
  fail(at, std::string("cannot iterate over ") + kind_name(domain.kind));
}

// What an evaluation walks: the list itself, or the zone's cards where
// they lie. Evaluating changes no zone, so they stay put while it walks.
Domain Reference::domain_of(const Value& domain, const ast::Pos& at) {
  if (domain.kind == Value::Kind::zone) return Domain(&zone(domain, at));
  return Domain(elements(domain, at));
}

// Binds in the innermost scope, again when it binds the name already
// (a loop's element, a second `let`).
void Reference::bind(int name, Value v) {
  const std::size_t begin = innermost().begin;
  for (std::size_t i = begin; i < locals_.size(); ++i)
    if (locals_[i].name == name) {
      locals_[i].value = std::move(v);
      return;
    }
  locals_.push_back({name, std::move(v)});
}

// A parameter: a name bound twice in one list means its first binding.
void Reference::bind_first(int name, Value v) {
  const std::size_t begin = innermost().begin;
  for (std::size_t i = begin; i < locals_.size(); ++i)
    if (locals_[i].name == name) return;
  locals_.push_back({name, std::move(v)});
}

}  // namespace canbeat::interp
