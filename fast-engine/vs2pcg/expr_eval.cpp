// The stack machine of compiled expressions (expr.hpp): a card's text
// read on the fast state, as interpreter/eval.cpp reads the DSL tree. No
// allocation: the stack and the locals are arrays on the C++ stack.
#include "fast-engine/vs2pcg/card_vars.hpp"
#include "fast-engine/vs2pcg/engine.hpp"
#include "fast-engine/vs2pcg/legality.hpp"
#include "fast-engine/vs2pcg/tables.hpp"

namespace canbeat::fast::vs2pcg {

namespace {
constexpr int kStack = 32;


int compare(int x, int op, int y) {
  switch (op) {
    case 0: return x == y;
    case 1: return x != y;
    case 2: return x < y;
    case 3: return x <= y;
    case 4: return x > y;
    default: return x >= y;
  }
}

// The DSL's integer rules (docs/dsl.md "Integers"): division by zero is a
// rules error, worded as the interpreter words it.
int divide(int x, int y, bool mod, const std::string& error) {
  if (y == 0) throw EngineBug(error);
  return mod ? x % y : x / y;
}
}  // namespace

void Engine::reset_seat_vars() {
  seat_var_count_ = t_->seat_vars.size();
  seat_vars_.resize(std::size_t(t_->seats) * seat_var_count_);
  for (int s = 0; s < t_->seats; ++s)
    for (std::size_t k = 0; k < seat_var_count_; ++k) seat_var(s, int(k)) = t_->seat_vars[k].init;
}

int Engine::card_set_var(int c, int i) const {
  return t_->card_vars[std::size_t(i)].init + set_vars_[std::size_t(c) * set_var_count_ + std::size_t(i)];
}

// Basic Game Concepts (000:145-153): a card out of play has no state, the
// card sets' vars included.
void Engine::clear_set_vars(int c) {
  for (std::size_t i = 0; i < set_var_count_; ++i) set_var(c, int(i)) = 0;
}

// `expire DURATION;`: the card sets' per_card vars declared to last it go
// back to their initial values (docs/dsl.md "Duration"), as the rules' own.
// `vars`: Tables::turn_vars or combat_vars.
void Engine::expire_set_vars(int c, const std::vector<std::uint16_t>& vars) {
  for (std::uint16_t i : vars) set_var(c, i) = 0;
}

// A stat as the rules read it: printed, plus the continuous effects on it
// (none when the reader is an effect's own condition or amount).
int Engine::stat_now(int c, Stat st, bool printed) const {
  t_->need(c, st);
  switch (st) {
    case st_cost: return printed ? t_->cost[c] : cost_of(c);
    case st_atk: return printed ? t_->atk[c] : atk_of(c);
    case st_def: return printed ? t_->def[c] : def_of(c);
    case st_health: return printed ? t_->health[c] : health_of(c);
    case st_level: return printed ? t_->level[c] : level_of(c);
  }
  return 0;
}

// Another declared stat k (Tables::stats) of a card that prints it.
int Engine::other_stat_now(int c, int k, bool printed) const {
  return printed ? t_->stats[std::size_t(c) * t_->stat_count + k] : other_stat_of(c, k);
}

// The locals start as the running power's, those the item uses.
int Engine::eval(const Scope& scope, int x) const {
  std::int32_t locals[kMaxLocals];
  std::copy_n(s_.locals, std::min<int>(scope.ex->locals, kMaxLocals), locals);
  return eval(scope, x, locals);
}

int Engine::eval(const Scope& scope, int x, std::int32_t* locals) const {
  const std::vector<Instr>& code = scope.ex->exprs[x].code;
  const Instr* const begin = code.data();
  const Instr* const end = begin + code.size();
  int stack[kStack + 1];  // + 1: an operand fused in is pushed before the instruction's own
  int top = -1;
  const int subjects[] = {scope.bound, scope.self, scope.arg0, scope.arg1, scope.outer};  // by Subject
  auto card = [&](int c) {
    if (c < 0) throw EngineBug("vs2pcg: a card's expression reads a card that is not there");
    return c;
  };
  for (const Instr* ip = begin; ip != end; ++ip) {
    const Instr& i = *ip;
    if (i.from) stack[++top] = i.from >= Instr::kFromLocal ? locals[i.from - Instr::kFromLocal] : subjects[i.from - 1];
    int& v = stack[top < 0 ? 0 : top];
    switch (i.code) {
      case Instr::Code::num: stack[++top] = i.n; break;
      case Instr::Code::subject: stack[++top] = subjects[i.a]; break;
      case Instr::Code::local: stack[++top] = locals[i.a]; break;
      case Instr::Code::you: stack[++top] = you_of(scope); break;
      case Instr::Code::seat_param: stack[++top] = scope.seat >= 0 && i.a == 0 ? scope.seat : scope.arg0; break;
      case Instr::Code::game_var: {
        const ExprVar g = ExprVar(i.a);
        stack[++top] = g == ExprVar::active      ? s_.active
                       : g == ExprVar::turn_side ? s_.turn_side
                       : g == ExprVar::attacks   ? s_.attacks
                       : g == ExprVar::turn      ? s_.turn
                                                 : game_var(GameVar(i.a));
        break;
      }
      case Instr::Code::stat:
        if (t_->missing[card(v)] & i.a) throw EngineBug(scope.ex->errors[i.error]);
        v = stat_now(v, Stat(i.a), i.n != 0 || scope.printed);
        break;
      case Instr::Code::other_stat:
        if (!t_->printed_stat[std::size_t(card(v)) * t_->stat_count + i.a]) throw EngineBug(scope.ex->errors[i.error]);
        v = other_stat_now(v, i.a, i.n != 0 || scope.printed);
        break;
      case Instr::Code::card_var: v = card_var(s_.card[card(v)], CardVar(i.a)); break;
      case Instr::Code::extra_var: v = card_set_var(card(v), i.a); break;
      case Instr::Code::keyword:
        v = (i.a != 0 || scope.printed) ? t_->has(card(v), Keyword(i.n)) : has_now(card(v), Keyword(i.n));
        break;
      case Instr::Code::symbol:
        v = (i.a != 0 || scope.printed) ? (t_->symbols[card(v)] & i.n) != 0 : symbol_now(card(v), std::uint8_t(i.n));
        break;
      case Instr::Code::team_is: v = t_->team[card(v)] == (*scope.names)[i.a]; break;
      case Instr::Code::fact: {
        const std::uint32_t bit = std::uint32_t(i.n);
        v = (i.a != 0 || scope.printed) ? (t_->facts[card(v)] & bit) != 0 : fact_now(card(v), bit);
        break;
      }
      case Instr::Code::type: v = int(t_->type[card(v)]); break;
      case Instr::Code::name:
        v = i.n ? int(t_->name[card(v)] == (*scope.names)[i.a]) : int(t_->name_id[card(v)]);
        break;
      case Instr::Code::team: v = i.n ? int(t_->team[card(v)] == (*scope.names)[i.a]) : int(t_->team_id[card(v)]); break;
      case Instr::Code::serial: v = card(v) + 1; break;
      case Instr::Code::owner: v = t_->owner[card(v)]; break;
      case Instr::Code::controller: v = controller(card(v)); break;
      case Instr::Code::printed: v = !(t_->missing[card(v)] & i.a); break;
      case Instr::Code::printed_other: v = t_->printed_stat[std::size_t(card(v)) * t_->stat_count + i.a]; break;
      case Instr::Code::in_zone: {
        const int c = card(stack[top--]);
        int& seat = stack[top];
        seat = s_.card[c].zone == Zone(i.a) && controller(c) == seat;
        break;
      }
      case Instr::Code::zone_is: v = s_.card[card(v)].zone == Zone(i.n); break;
      case Instr::Code::player_var: {
        const PlayerVar p = PlayerVar(i.a);
        v = p == PlayerVar::rp      ? s_.rp[v]
            : p == PlayerVar::turns ? s_.turns[v]
            : p == PlayerVar::out   ? s_.out[v]
            : p == PlayerVar::side  ? s_.side[v]
            : p == PlayerVar::lead  ? s_.lead[v]
                                    : s_.eliminated >> v & 1;
        break;
      }
      case Instr::Code::seat_var: v = seat_var(v, i.a); break;
      case Instr::Code::zone_size: v = zone_count(v, Zone(i.a)); break;
      case Instr::Code::zone_end: {
        const int seat = v;
        int end = -1;
        auto keep = [&](int c) {
          if (end < 0 || (i.n ? s_.arrival[c] > s_.arrival[end] : s_.arrival[c] < s_.arrival[end])) end = c;
        };
        each_in_zone(seat, Zone(i.a), keep);
        if (end < 0) throw EngineBug(scope.ex->errors[i.error]);
        v = end;
        break;
      }
      case Instr::Code::neg: v = -v; break;
      case Instr::Code::error: throw EngineBug(scope.ex->errors[i.error]);
      case Instr::Code::error_if:
        if (v == i.n) throw EngineBug(scope.ex->errors[i.error]);
        break;
      case Instr::Code::not_: v = !v; break;
      case Instr::Code::jump_false:
        if (!stack[top]) ip = begin + i.a - 1;
        else --top;
        break;
      case Instr::Code::jump_true:
        if (stack[top]) ip = begin + i.a - 1;
        else --top;
        break;
      case Instr::Code::aggregate: stack[++top] = eval_aggregate(scope, scope.ex->aggregates[i.a], locals); break;
      case Instr::Code::opponent:
        // interpreter eval.cpp: opponent() needs exactly two players
        if (t_->seats != 2) throw EngineBug(scope.ex->errors[i.a]);
        v = 1 - v;
        break;
      case Instr::Code::player_at:
        // interpreter eval.cpp seat_at: a seat by its number
        if (v < 0 || v >= t_->seats) throw EngineBug(scope.ex->errors[i.a] + std::to_string(v));
        break;
      case Instr::Code::store: locals[i.a] = stack[top--]; break;
      case Instr::Code::power_param:
        if (scope.slot < 0) throw EngineBug("vs2pcg: a statement's power read where none is asked");
        stack[++top] = scope.slot;
        break;
      case Instr::Code::slot_param: stack[++top] = scope.slot; break;
      case Instr::Code::power_card: v = v / kMaxPowers; break;
      case Instr::Code::power_name: v = power_def(v).name == (*scope.names)[i.a]; break;
      case Instr::Code::power_timing: v = i.n >= 0 && int(power_def(v).timing) == i.n; break;
      case Instr::Code::power_event: v = i.n >= 0 && int(power_def(v).reacts) == i.n; break;
      case Instr::Code::power_used: v = power_used(v); break;
      case Instr::Code::has_symbol: {
        const int sym = stack[top--];
        int& c = stack[top];
        c = (t_->symbols[card(c)] & sym) != 0;
        break;
      }
      case Instr::Code::legal: {
        top -= legal_arity(i.a) - 1;
        const QueryDepth depth(queries_);
        stack[top] = legal_query(LegalQuery(i.a), &stack[top]);
        break;
      }
      case Instr::Code::legal_own: {
        top -= 3;
        const QueryDepth depth(queries_);
        stack[top] = legal_own(i.a, stack[top], stack[top + 1], stack[top + 2], stack[top + 3]);
        break;
      }
      default: {
        const int y = i.fused & Instr::kImm ? i.n : stack[top--];
        int& l = stack[top];
        switch (i.code) {
          case Instr::Code::add: l += y; break;
          case Instr::Code::sub: l -= y; break;
          case Instr::Code::mul: l *= y; break;
          case Instr::Code::div: l = divide(l, y, false, scope.ex->errors[i.a]); break;
          case Instr::Code::mod: l = divide(l, y, true, scope.ex->errors[i.a]); break;
          case Instr::Code::eq: l = l == y; break;
          case Instr::Code::same_power: {
            const Power &a = power_def(l), &b = power_def(y);
            l = i.a == 0 ? a.name == b.name : i.a == 1 ? a.timing == b.timing : a.reacts == b.reacts;
            break;
          }
          case Instr::Code::ne: l = l != y; break;
          case Instr::Code::lt: l = l < y; break;
          case Instr::Code::le: l = l <= y; break;
          case Instr::Code::gt: l = l > y; break;
          case Instr::Code::ge: l = l >= y; break;
          case Instr::Code::least: l = std::min(l, y); break;
          case Instr::Code::most: l = std::max(l, y); break;
          default: throw EngineBug("vs2pcg: an unknown instruction");
        }
      }
    }
    if (i.fused > Instr::kImm) {
      int& t = stack[top];
      // A fused comparison with n, then a fused jump of `and` (`or`): the
      // value stays when it jumps.
      if (const int op = i.fused >> Instr::kCmpShift) t = compare(t, op - 1, i.n);
      if (i.fused & (Instr::kJumpFalse | Instr::kJumpTrue)) {
        if ((t != 0) == ((i.fused & Instr::kJumpTrue) != 0)) ip = begin + i.error - 1;
        else --top;
      }
    }
    if (top >= kStack - 1) throw EngineBug("vs2pcg: an expression too deep");
  }
  return stack[0];
}

namespace {
using Code = Instr::Code;
bool compares(Code c) { return c >= Code::eq && c <= Code::ge; }
bool raw_jump(const Instr& i) { return i.code == Code::jump_false || i.code == Code::jump_true; }
bool fused_jump(const Instr& i) { return i.fused & (Instr::kJumpFalse | Instr::kJumpTrue); }
// The instructions whose `error` is their own (a rules error).
bool own_error(Code c) {
  return c == Code::stat || c == Code::other_stat || c == Code::zone_end || c == Code::error || c == Code::error_if;
}
// The reads whose n is not their own: a comparison with a number may
// follow them in it.
bool free_n(Code c) {
  constexpr Code kFree[] = {Code::local,     Code::game_var,   Code::card_var, Code::extra_var,
                            Code::type,      Code::serial,     Code::owner,    Code::controller,
                            Code::player_var, Code::seat_var,  Code::zone_size, Code::aggregate};
  return std::find(std::begin(kFree), std::end(kFree), c) != std::end(kFree);
}

// Each pair (x, y) that merge() makes one instruction of, y no jump's
// target, replaced by it; the jumps' targets renumbered.
template <class Merge>
void merge_pairs(std::vector<Instr>& code, Merge&& merge) {
  std::vector<char> target(code.size() + 1, 0);
  for (const Instr& i : code) {
    if (raw_jump(i)) target[std::size_t(i.a)] = 1;
    if (fused_jump(i)) target[std::size_t(i.error)] = 1;
  }
  std::vector<std::int16_t> at(code.size() + 1);
  std::vector<Instr> out;
  for (std::size_t k = 0; k < code.size(); ++k) {
    at[k] = std::int16_t(out.size());
    Instr m;
    if (k + 1 < code.size() && !target[k + 1] && merge(code[k], code[k + 1], m)) {
      at[++k] = std::int16_t(out.size());
    } else {
      m = code[k];
    }
    out.push_back(m);
  }
  at[code.size()] = std::int16_t(out.size());
  for (Instr& i : out) {
    if (raw_jump(i)) i.a = at[std::size_t(i.a)];
    if (fused_jump(i)) i.error = at[std::size_t(i.error)];
  }
  code = std::move(out);
}
}  // namespace

void fuse(std::vector<Instr>& code) {
  // A jump to a jump of its kind goes on to that one's target (the value
  // it leaves makes that one jump too): `a and b and c` jumps once.
  for (Instr& i : code) {
    if (!raw_jump(i)) continue;
    while (std::size_t(i.a) < code.size() && code[std::size_t(i.a)].code == i.code && !code[std::size_t(i.a)].from &&
           !code[std::size_t(i.a)].fused)
      i.a = code[std::size_t(i.a)].a;
  }
  // num n; OP -> OP n
  merge_pairs(code, [](const Instr& x, const Instr& y, Instr& m) {
    if (x.code != Code::num || x.from || x.fused || !compares(y.code) || y.from || y.fused) return false;
    m = y;
    m.n = x.n;
    m.fused = Instr::kImm;
    return true;
  });
  // READ; OP n -> READ, OP n
  merge_pairs(code, [](const Instr& x, const Instr& y, Instr& m) {
    if (!free_n(x.code) || x.fused || !compares(y.code) || y.from || y.fused != Instr::kImm) return false;
    m = x;
    m.n = y.n;
    m.fused = std::uint8_t((int(y.code) - int(Code::eq) + 1) << Instr::kCmpShift);
    return true;
  });
  // subject s; X -> X of s (local k; X -> X of k)
  merge_pairs(code, [](const Instr& x, const Instr& y, Instr& m) {
    if ((x.code != Code::subject && x.code != Code::local) || x.from || x.fused || y.from) return false;
    m = y;
    m.from = std::uint8_t(x.code == Code::subject ? x.a + 1 : Instr::kFromLocal + x.a);
    return true;
  });
  // controller of c; in_zone Z of c -> zone_is Z of c: its controller
  // holds it there when it is there
  merge_pairs(code, [](const Instr& x, const Instr& y, Instr& m) {
    if (x.code != Code::controller || !x.from || x.fused || y.code != Code::in_zone || y.from != x.from || y.fused)
      return false;
    m = {Code::zone_is, 0, y.a};
    m.from = x.from;
    return true;
  });
  // X; jump_false -> X, to `error` when false
  merge_pairs(code, [](const Instr& x, const Instr& y, Instr& m) {
    if (raw_jump(x) || own_error(x.code) || fused_jump(x) || y.from || !raw_jump(y)) return false;
    m = x;
    m.error = y.a;
    m.fused |= y.code == Code::jump_false ? Instr::kJumpFalse : Instr::kJumpTrue;
    return true;
  });
}

// legal ACTION(args) in a power's or trigger's expression: the engine's
// own answer for the action (legality.hpp), the rulebook's statements and
// the cards' (card_statements_decide) as the options of the rules ask it.
bool Engine::legal_query(LegalQuery q, const int* a) const {
  for (int k = 0; k < legal_arity(int(q)); ++k)
    if (a[k] < 0) throw EngineBug("vs2pcg: a legality query of a card that is not there");
  switch (q) {
    case LegalQuery::change_row: return legal_change_row(a[0], a[1]);
    case LegalQuery::attack: return legal_attack(a[0], a[1], guards());
    case LegalQuery::target: return legal_target(a[0], a[1], guards());
    case LegalQuery::team_attack: return legal_team_attack(a[0], a[1]);
    case LegalQuery::strike_back: return legal_strike_back(a[0]);
    case LegalQuery::strike_back_at: return legal_strike_back_at(a[0], a[1]);
    case LegalQuery::power_up: return legal_power_up(a[0], a[1], a[2]);
    case LegalQuery::recruit: return legal_recruit(a[0], a[1]);
    case LegalQuery::join: return legal_join(a[0], a[1], a[2], guards());
    case LegalQuery::reach: return legal_reach_of(a[0], a[1]);
    case LegalQuery::change_side: return legal_change_side(a[0], a[1]);
    case LegalQuery::play_equipment: return legal_play_equipment(a[0], a[1], a[2]);
    case LegalQuery::pay_recruit_points: return legal_pay_recruit_points(a[0], a[1]);
    case LegalQuery::use_power: return legal_use_power(a[0], a[1]);
    case LegalQuery::payable: return legal_payable(a[0], a[1]);
    case LegalQuery::play_twist: return legal_play_twist(a[0], a[1]);
    case LegalQuery::pay_symbol: return legal_pay_symbol(a[0], a[1], a[2], std::uint8_t(a[3]));
    case LegalQuery::affiliated: return affiliated(a[0], a[1]);
    case LegalQuery::good_team: return good_team(a[0]);
  }
  throw EngineBug("vs2pcg: an unknown legality query");
}

// Cards in the order they arrived; cards dealt (arrival 0) keep the order
// they came in.
void Engine::sort_by_arrival(std::uint16_t* cards, int n) const {
  std::stable_sort(cards, cards + n, [&](int a, int b) { return s_.arrival[a] < s_.arrival[b]; });
}

// count/sum/min/max/any/all/first: the elements in the order the interpreter
// walks them (instances and players in order, a zone as it is held).
int Engine::eval_aggregate(const Scope& scope, const Aggregate& g, std::int32_t* locals) const {
  int n = 0;
  bool first = true, done = false;
  int result = g.fn == Aggregate::Fn::all ? 1 : 0;
  auto visit = [&](int x) {
    if (done) return;
    locals[g.var] = x;
    if (g.where >= 0 && !eval(scope, g.where, locals)) return;
    const int v = g.value >= 0 ? eval(scope, g.value, locals) : 0;
    switch (g.fn) {
      case Aggregate::Fn::count: ++n; break;
      case Aggregate::Fn::sum: n += v; break;
      case Aggregate::Fn::min: n = first || v < n ? v : n; break;
      case Aggregate::Fn::max: n = first || v > n ? v : n; break;
      // Every element is read, as the interpreter reads them (eval.cpp
      // aggregate): one that would meet a rules error after the answer is
      // known still meets it.
      case Aggregate::Fn::any: result = result || v != 0; break;
      case Aggregate::Fn::all: result = result && v != 0; break;
      case Aggregate::Fn::first: done = true, n = x; break;
    }
    first = false;
  };
  switch (g.domain) {
    case Aggregate::Domain::instances:
      for (int c = 0; c < t_->cards && !done; ++c) visit(c);
      break;
    case Aggregate::Domain::players:
      for (int q = 0; q < t_->seats && !done; ++q) visit(q);
      break;
    case Aggregate::Domain::zone: {
      const int seat = eval(scope, g.seat, locals);
      const Zone z = Zone(g.zone);
      if (g.fn == Aggregate::Fn::first) each_arrived(seat, z, visit);
      else each_in_zone(seat, z, visit);
      break;
    }
    case Aggregate::Domain::powers: {
      each_power_in(eval(scope, g.seat, locals), Zone(g.zone), visit);
      break;
    }
    case Aggregate::Domain::cost: {
      for (std::uint8_t sym : power_def(eval(scope, g.seat, locals)).cost) visit(sym);
      break;
    }
    case Aggregate::Domain::faces:
      for (std::size_t i = 0; i < g.faces.size() && !done; ++i) visit(g.faces[i]);
      break;
  }
  if (g.fn == Aggregate::Fn::first && first) throw EngineBug(scope.ex->errors[g.error]);
  if (g.fn == Aggregate::Fn::any || g.fn == Aggregate::Fn::all) return result;
  if ((g.fn == Aggregate::Fn::min || g.fn == Aggregate::Fn::max) && first)
    throw EngineBug(scope.ex->errors[g.error]);
  return n;
}

}  // namespace canbeat::fast::vs2pcg
