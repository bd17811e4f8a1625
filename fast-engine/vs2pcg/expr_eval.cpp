// Compiled expressions (expr.hpp) read on the fast state, as
// interpreter/eval.cpp reads the DSL tree: the host of the shared
// expression machine (fast-engine/cards/expr.hpp), this game's aggregates
// and legality queries. No allocation: the locals are arrays on the C++
// stack.
#include "fast-engine/vs2pcg/card_vars.hpp"
#include "fast-engine/vs2pcg/engine.hpp"
#include "fast-engine/vs2pcg/legality.hpp"
#include "fast-engine/vs2pcg/tables.hpp"

namespace canbeat::fast::vs2pcg {

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

// The fast state as the shared expression machine reads it
// (fast-engine/cards/expr.hpp): the scope's subjects, its aggregates and
// rules errors, and the reads of this game's codes (expr.hpp, Code).
struct Engine::ExprHost {
  const Engine& e;
  const Scope& scope;
  int subjects[5];  // by Subject
  int subject(int a) const { return subjects[a]; }
  int aggregate(int a, std::int32_t* locals) const { return cards::aggregate(scope.ex->aggregates[a], *this, locals); }
  int cards() const { return e.t_->cards; }
  int seats() const { return e.t_->seats; }
  int eval(int x, std::int32_t* locals) const { return e.eval(scope, x, locals); }
  template <class F>
  void each(const Aggregate& g, std::int32_t* locals, F&& visit) const;
  [[noreturn]] void error(int k) const { throw EngineBug(scope.ex->errors[std::size_t(k)]); }
  [[noreturn]] void bug(const char* why) const { throw EngineBug(std::string("vs2pcg: ") + why); }
  static int card(int c) {
    if (c < 0) throw EngineBug("vs2pcg: a card's expression reads a card that is not there");
    return c;
  }
  int player_var(PlayerVar p, int seat) const;
  int zone_end(const Instr& i, int seat) const;
  // One switch over every code of this game, as the machine's own: a
  // read of the top (v), a push, or a test of several operands.
  [[gnu::always_inline]] inline void read(const Instr& i, int* stack, int& top, std::int32_t*) const {
    const Tables& t = *e.t_;
    const State& s = e.s_;
    int& v = stack[top < 0 ? 0 : top];
    switch (i.code) {
      case Code::you: stack[++top] = e.you_of(scope); break;
      case Code::game_var: {
        const ExprVar g = ExprVar(i.a);
        stack[++top] = g == ExprVar::active      ? s.active
                       : g == ExprVar::turn_side ? s.turn_side
                       : g == ExprVar::attacks   ? s.attacks
                       : g == ExprVar::turn      ? s.turn
                                                 : e.game_var(GameVar(i.a));
        break;
      }
      case Code::stat:
        if (t.missing[card(v)] & i.a) error(i.error);
        v = e.stat_now(v, Stat(i.a), i.n != 0 || scope.printed);
        break;
      case Code::other_stat:
        if (!t.printed_stat[std::size_t(card(v)) * t.stat_count + i.a]) error(i.error);
        v = e.other_stat_now(v, i.a, i.n != 0 || scope.printed);
        break;
      case Code::card_var: v = card_var(s.card[card(v)], CardVar(i.a)); break;
      case Code::extra_var: v = e.card_set_var(card(v), i.a); break;
      case Code::keyword:
        v = (i.a != 0 || scope.printed) ? t.has(card(v), Keyword(i.n)) : e.has_now(card(v), Keyword(i.n));
        break;
      case Code::symbol:
        v = (i.a != 0 || scope.printed) ? (t.symbols[card(v)] & i.n) != 0 : e.symbol_now(card(v), std::uint8_t(i.n));
        break;
      case Code::team_is: v = t.team[card(v)] == (*scope.names)[i.a]; break;
      case Code::fact: {
        const std::uint32_t bit = std::uint32_t(i.n);
        v = (i.a != 0 || scope.printed) ? (t.facts[card(v)] & bit) != 0 : e.fact_now(card(v), bit);
        break;
      }
      case Code::type: v = int(t.type[card(v)]); break;
      case Code::name: v = i.n ? int(t.name[card(v)] == (*scope.names)[i.a]) : int(t.name_id[card(v)]); break;
      case Code::team: v = i.n ? int(t.team[card(v)] == (*scope.names)[i.a]) : int(t.team_id[card(v)]); break;
      case Code::serial: v = card(v) + 1; break;
      case Code::owner: v = t.owner[card(v)]; break;
      case Code::controller: v = e.controller(card(v)); break;
      case Code::printed: v = !(t.missing[card(v)] & i.a); break;
      case Code::printed_other: v = t.printed_stat[std::size_t(card(v)) * t.stat_count + i.a]; break;
      case Code::in_zone: {
        const int c = card(stack[top--]);
        int& seat = stack[top];
        seat = s.card[c].zone == Zone(i.a) && e.controller(c) == seat;
        break;
      }
      case Code::zone_is: v = s.card[card(v)].zone == Zone(i.n); break;
      case Code::player_var: v = player_var(PlayerVar(i.a), v); break;
      case Code::seat_var: v = e.seat_var(v, i.a); break;
      case Code::zone_size: v = e.zone_count(v, Zone(i.a)); break;
      case Code::zone_end: v = zone_end(i, v); break;
      case Code::opponent:
        // interpreter eval.cpp: opponent() needs exactly two players
        if (t.seats != 2) error(i.a);
        v = 1 - v;
        break;
      case Code::player_at:
        // interpreter eval.cpp seat_at: a seat by its number
        if (v < 0 || v >= t.seats) throw EngineBug(scope.ex->errors[std::size_t(i.a)] + std::to_string(v));
        break;
      case Code::power_card: v = v / kMaxPowers; break;
      case Code::power_name: v = e.power_def(v).name == (*scope.names)[i.a]; break;
      case Code::power_timing: v = i.n >= 0 && int(e.power_def(v).timing) == i.n; break;
      case Code::power_event: v = i.n >= 0 && int(e.power_def(v).reacts) == i.n; break;
      case Code::power_used: v = e.power_used(v); break;
      case Code::same_power: {
        const int y = stack[top--];
        int& l = stack[top];
        const Power &a = e.power_def(l), &b = e.power_def(y);
        l = i.a == 0 ? a.name == b.name : i.a == 1 ? a.timing == b.timing : a.reacts == b.reacts;
        break;
      }
      case Code::has_symbol: {
        const int sym = stack[top--];
        int& c = stack[top];
        c = (t.symbols[card(c)] & sym) != 0;
        break;
      }
      case Code::legal: {
        top -= legal_arity(i.a) - 1;
        const QueryDepth depth(e.queries_);
        stack[top] = e.legal_query(LegalQuery(i.a), &stack[top]);
        break;
      }
      case Code::legal_own: {
        top -= 3;
        const QueryDepth depth(e.queries_);
        stack[top] = e.legal_own(i.a, stack[top], stack[top + 1], stack[top + 2], stack[top + 3]);
        break;
      }
      default: bug("an unknown instruction");
    }
  }
};

// This game's domains of an aggregate (expr.hpp, Domain), in the order the
// interpreter walks them: a zone as it is held (`first`: from its bottom).
template <class F>
void Engine::ExprHost::each(const Aggregate& g, std::int32_t* locals, F&& visit) const {
  switch (g.domain) {
    case Domain::zone: {
      const int seat = eval(g.seat, locals);
      if (g.fn == Aggregate::Fn::first) e.each_arrived(seat, Zone(g.zone), visit);
      else e.each_in_zone(seat, Zone(g.zone), visit);
      return;
    }
    case Domain::powers: e.each_power_in(eval(g.seat, locals), Zone(g.zone), visit); return;
    case Domain::cost:
      for (std::uint8_t sym : e.power_def(eval(g.seat, locals)).cost) visit(sym);
      return;
  }
  throw EngineBug("vs2pcg: an unknown aggregate's domain");
}

int Engine::ExprHost::player_var(PlayerVar p, int seat) const {
  const State& s = e.s_;
  return p == PlayerVar::rp      ? s.rp[seat]
         : p == PlayerVar::turns ? s.turns[seat]
         : p == PlayerVar::out   ? s.out[seat]
         : p == PlayerVar::side  ? s.side[seat]
         : p == PlayerVar::lead  ? s.lead[seat]
                                 : s.eliminated >> seat & 1;
}

// The card last moved into the seat's zone (n = 1), or first.
int Engine::ExprHost::zone_end(const Instr& i, int seat) const {
  const State& s = e.s_;
  int end = -1;
  auto keep = [&](int c) {
    if (end < 0 || (i.n ? s.arrival[c] > s.arrival[end] : s.arrival[c] < s.arrival[end])) end = c;
  };
  e.each_in_zone(seat, Zone(i.a), keep);
  if (end < 0) error(i.error);
  return end;
}

int Engine::eval(const Scope& scope, int x, std::int32_t* locals) const {
  const std::vector<Instr>& code = scope.ex->exprs[x].code;
  ExprHost host{*this, scope, {scope.bound, scope.self, scope.arg0, scope.arg1, scope.outer}};
  return cards::eval(code.data(), code.data() + code.size(), host, locals);
}

// The reads whose n is not their own, and those with a rules error of
// their own, for cards::fuse().
void fuse(std::vector<Instr>& code) {
  static const cards::ExprFusion kGame = [] {
    cards::ExprFusion f;
    for (int c : {Code::game_var, Code::card_var, Code::extra_var, Code::type, Code::serial, Code::owner,
                  Code::controller, Code::player_var, Code::seat_var, Code::zone_size})
      f.free_n.set(std::size_t(c));
    for (int c : {Code::stat, Code::other_stat, Code::zone_end}) f.own_error.set(std::size_t(c));
    f.controller = Code::controller;
    f.in_zone = Code::in_zone;
    f.zone_is = Code::zone_is;
    return f;
  }();
  cards::fuse(code, kGame);
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

}  // namespace canbeat::fast::vs2pcg
