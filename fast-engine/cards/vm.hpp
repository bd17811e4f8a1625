// The machine that runs a compiled card text (program.hpp) against a game's
// state through its host, a class of the game with these members (ids from
// the game's Binding, binding.hpp; cards are instance numbers):
//
//   int  cards() const;                        instances on the table
//   int  seats() const;                        seats at the table (`players`)
//   int  member(int id, int card) const;       c.NAME
//   bool prints(int id, int card) const;       whether the card prints stat id
//                                              (a Member::optional one)
//   bool has(int fact, int card) const;        whether it lists the fact, where
//                                              the game binds facts (fact_id)
//   void set_member(int id, int card, int v);
//   int  game_var(int id) const;
//   void set_game_var(int id, int v);
//   int  seat_var(int id, int seat) const;     a per_player var, where the
//   void set_seat_var(int id, int seat, int v); game binds one (seat_vars)
//   int  owner(int card) const;  int controller(int card) const;
//   bool in_zone(int card, int zone) const;    zone: seat * kZoneStride + id
//   int  zone_size(int zone) const;
//   int  zone_card(int zone, int k) const;     the card at position k from
//                                              the bottom (0 <= k < size)
//   void move(int card, int zone);
//   void move_bottom(int card, int zone);      `to bottom`, where the game's
//                                              Binding::moves_to_bottom
//   bool perform(int id, const int* args);     true: the game took a decision
//                                              of its own; resume() later
//   void end_game(const Outcome& o);           a card's `win`, `lose`, `tie`,
//                                              `undecided`:
//                                              the game is over (Stop::over)
//   bool eliminated(int seat) const;           where the game eliminates seats
//   void eliminate(int seat);                  (Binding::eliminates): `eliminate`
//   bool legal(int id, const int* args);
//   int  function(int id, const int* args);    a function of the rules
//   int  power_count(int card) const;          where the game binds powers
//   int  power(PowerRead r, int power) const;  (Binding::powers): a card's
//   int  power_cost_size(int power) const;     where it binds power_costs:
//   int  power_cost(int power, int k) const;   the k-th string of its cost
//   bool has_named(int string, int card) const;  where it binds has_named
//   bool activate(int power, int seat);        powers, their reads, and
//                                              `activate u, p;` (true: the
//                                              game runs the power itself
//                                              and resumes later, as perform)
//   void fire(int event, int card);            where the game binds events
//                                              (Binding::event_id): `fire`
//   void reset(int card);                      where it binds resets: `reset`
//
// The statements run here; every expression runs on the expression machine
// (expr.hpp), whose host interface Reads answers from these members (the
// bound codes, BoundCode, are the card compiler's, not a game's).
//
// A `choose` stops the machine: the game lists the options (option_ok),
// offers them, and take() resumes at the chosen one. The host is a template
// parameter, so its members inline; a frame is plain data the game keeps in
// its state (clone copies it), and nothing is allocated while a text runs.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "fast-engine/cards/binding.hpp"
#include "fast-engine/cards/expr.hpp"
#include "fast-engine/cards/program.hpp"
#include "seam/engine.hpp"

namespace canbeat::fast::cards {
struct Frame {
  std::int32_t program = -1;  // the game's index of the running text
  std::int32_t pc = 0;
  std::int32_t self = -1, you = 0;
  std::int32_t chooser = 0;   // at a stop on a choice: who chooses
  std::int32_t choice = -1;   // and which (Program::choices)
  std::array<std::int32_t, kLocals> locals;  // a game's state value-initializes its frames
  // The zones its running `for` loops walk, as they were when each started
  // (Op::snap), an inner loop's above its outer's: as many cards as the
  // loops hold (the reference walks a domain of any size), so it grows the
  // first time a frame's loops hold more than ever before.
  std::vector<std::int32_t> snap;
  std::int32_t snap_top = 0;
};

enum class Stop : std::uint8_t { done, choice, native, over };

namespace detail {

// The outcome of a card's ending verb (Op::end_game `in`, its seats
// popped), as the reference's (interpreter/outcomes.cpp): a team win names
// the first seat the winner and the rest its allies; `lose p` is the win
// of the seats still in, `lose all` when none is.
template <class Host>
Outcome ending(const Host& host, const Program& p, const Instr& in, const std::int32_t* seats) {
  Outcome o{Outcome::Kind::win, -1, {}};
  auto ally = [&](int seat) {
    if (seat < 0 || seat >= 32) throw EngineBug("cards: a team win counts at most 32 seats");
    o.allies |= 1u << seat;
  };
  switch (Ending(in.a)) {
    case Ending::win:
      o.winner = seats[0];
      for (int k = 1; k < in.n; ++k) ally(seats[k]);
      return o;
    case Ending::lose:
      for (int seat = 0; seat < host.seats(); ++seat) {
        if (seat == seats[0]) continue;
        if constexpr (requires { host.eliminated(seat); })
          if (host.eliminated(seat)) continue;
        if (o.winner < 0) o.winner = seat; else ally(seat);
      }
      if (o.winner < 0) return {Outcome::Kind::loss, -1, {}};
      return o;
    case Ending::win_all:
      o.winner = 0;
      for (int seat = 1; seat < host.seats(); ++seat) ally(seat);
      return o;
    case Ending::lose_all: return {Outcome::Kind::loss, -1, {}};
    case Ending::tie: return {Outcome::Kind::tie, -1, {}};
    case Ending::undecided: return {Outcome::Kind::undecided, -1, p.texts[std::size_t(in.b)]};
  }
  return o;
}

template <class Host>
int next_card(const Host& host, int zone, int after) {
  const int n = host.cards();
  for (int c = after + 1; c < n; ++c)
    if (zone < 0 || host.in_zone(c, zone)) return c;
  return -1;
}

}  // namespace detail

// The expression machine's host (expr.hpp) over a game's host: the
// subjects (0 self, 1 you), the program's aggregates and rules errors, and
// the bound codes (BoundCode) answered by the game's members.
template <class Host>
struct Reads {
  // The elements one expression's aggregates may visit: past the work of
  // a decision the text runs away, and both engines say so (OutOfBudget).
  static constexpr long kWork = kDecisionWork;
  Host& h;
  const ExprSet& x;
  int self, you;
  long work = 0;

  void charge(long n) {
    if ((work += n) > kWork)
      throw OutOfBudget("cards: an expression's aggregates visit more than " + std::to_string(kWork) + " elements");
  }

  int subject(int a) const { return a ? you : self; }
  int cards() const { return h.cards(); }
  int seats() const { return h.seats(); }
  // The machine's loop inlined here, so an expression costs one call.
  [[gnu::flatten]] int eval(int e, std::int32_t* locals) {
    const std::vector<ExprInstr>& c = x.exprs[std::size_t(e)].code;
    return cards::eval(c.data(), c.data() + c.size(), *this, locals);
  }
  int aggregate(int a, std::int32_t* locals) { return cards::aggregate(x.aggregates[std::size_t(a)], *this, locals); }
  // BoundDomain::zone: the zone's cards in instance order; kept_zone: by
  // position from the bottom; powers: each of those cards' powers.
  template <class F>
  void each(const ExprAggregate& g, std::int32_t* locals, F&& visit) {
    const int zone = eval(g.seat, locals), n = h.cards();
    if (g.domain == BoundDomain::powers) {
      if constexpr (requires { h.power_count(0); }) {
        for (int k = 0, size = h.zone_size(zone); k < size;) {
          const int c = h.zone_card(zone, k++);
          for (int u = 0, m = h.power_count(c); u < m; ++u)
            if (!visit(c * kPowerStride + u)) return;
        }
      } else {
        bug("powers of a game that binds none");
      }
      return;
    }
    if (g.domain == BoundDomain::cost) {
      if constexpr (requires { h.power_cost(0, 0); }) {
        const int u = zone;  // the power the domain's expression pushes
        for (int k = 0, n = h.power_cost_size(u); k < n;)
          if (!visit(h.power_cost(u, k++))) return;
      } else {
        bug("a power's cost in a game that binds none");
      }
      return;
    }
    if (g.domain == BoundDomain::kept_zone) {
      for (int k = 0, size = h.zone_size(zone); k < size;)
        if (!visit(h.zone_card(zone, k++))) return;
      return;
    }
    for (int c = 0;; ++c) {
      while (c < n && !h.in_zone(c, zone)) ++c;  // a tight walk to the next card
      if (c >= n || !visit(c)) return;
    }
  }
  // Of the kind the reference throws a rules error as (Reference::fail).
  [[noreturn]] void error(int k) const { throw EngineBug(x.errors[std::size_t(k)]); }
  [[noreturn]] void error(int k, int n) const { throw EngineBug(x.errors[std::size_t(k)] + std::to_string(n)); }
  [[noreturn]] void bug(const char* why) const { throw std::logic_error(std::string("cards: ") + why); }
  [[gnu::always_inline]] inline void read(const ExprInstr& i, int* stack, int& top, std::int32_t*) {
    if (i.code == BoundCode::game_var || i.code == BoundCode::zone_size_k) {
      stack[++top] = i.code == BoundCode::game_var ? h.game_var(i.a) : h.zone_size(i.n);
      return;
    }
    int& v = stack[top];  // every other code reads the top
    switch (i.code) {
      case BoundCode::member: v = h.member(i.a, v); break;
      case BoundCode::member_opt:
        if (!h.prints(i.a, v)) error(i.error);
        v = h.member(i.a, v);
        break;
      case BoundCode::seat_var:
        if constexpr (requires { h.seat_var(0, 0); }) v = h.seat_var(i.a, v);
        else bug("a per_player var of a game that binds none");
        break;
      case BoundCode::prints: v = h.prints(i.a, v); break;
      case BoundCode::has: v = i.a >= 0 && h.has(i.a, v); break;
      case BoundCode::has_named:
        if constexpr (requires { h.has_named(0, 0); }) {
          const int s = stack[top--];
          stack[top] = h.has_named(s, stack[top]);
        } else {
          bug("has of a string in a game that binds none");
        }
        break;
      case BoundCode::power_card: v /= kPowerStride; break;
      case BoundCode::printed:
        v = x.printed[std::size_t(i.a)][std::size_t(v)];
        if (v == kUnprinted) error(i.error);
        break;
      case BoundCode::power_read:
        if constexpr (requires { h.power(PowerRead::name, 0); }) v = h.power(PowerRead(i.a), v);
        else bug("a power's read in a game that binds none");
        break;
      case BoundCode::owner: v = h.owner(v); break;
      case BoundCode::controller: v = h.controller(v); break;
      case BoundCode::zone: v = v * kZoneStride + i.a; break;
      case BoundCode::in_zone: {
        const int z = stack[top--];
        int& c = stack[top];
        c = c >= 0 && h.in_zone(c, z);
        break;
      }
      case BoundCode::in_zone_k: v = v >= 0 && h.in_zone(v, i.n); break;
      case BoundCode::zone_size: v = h.zone_size(v); break;
      case BoundCode::zone_card: {
        const int size = h.zone_size(v), k = i.n < 0 ? size + i.n : i.n;
        if (k < 0 || k >= size) error(i.error);
        v = h.zone_card(v, k);
        break;
      }
      case BoundCode::legal:
        top -= i.n - 1;
        stack[top] = h.legal(i.a, stack + top);
        break;
      case BoundCode::call:
        top -= i.n - 1;
        stack[top] = h.function(i.a, stack + top);
        break;
      default: bug("an unknown instruction");
    }
  }
};

namespace detail {

// `for u in powers(Z)`: the powers of zone z's cards, by position, each
// card's in its order, pushed onto the frame's snapshot.
template <class Host>
void snap_powers(Host& host, Frame& f, int z) {
  if constexpr (requires { host.power_count(0); }) {
    for (int k = 0, n = host.zone_size(z); k < n; ++k) {
      const int c = host.zone_card(z, k), m = host.power_count(c);
      if (std::size_t(f.snap_top + m) > f.snap.size()) f.snap.resize(std::size_t(f.snap_top + m));
      for (int u = 0; u < m; ++u) f.snap[std::size_t(f.snap_top++)] = c * kPowerStride + u;
    }
  } else {
    throw std::logic_error("cards: powers of a game that binds none");
  }
}

// Runs from f.pc until halt or a stop; returns the stop.
template <class Host>
Stop exec(const Program& p, Frame& f, Host& host) {
  std::array<std::int32_t, kStack> st;
  int sp = 0;
  auto pop = [&] { return st[--sp]; };
  Reads<Host> r{host, p.exprs, f.self, f.you};
  std::int32_t* locals = f.locals.data();
  // The pc lives in a register while the machine runs; the frame gets it
  // back at every stop.
  int pc = f.pc;
  const Instr* code = p.code.data();
  for (;;) {
    const Instr& in = code[pc++];
    switch (in.op) {
      case Op::value: st[sp++] = r.eval(in.a, locals); break;
      case Op::let: locals[in.a] = r.eval(in.n, locals); break;
      case Op::set: locals[in.a] = in.n; break;
      case Op::test: if (!r.eval(in.n, locals)) pc = in.a; break;
      case Op::set_game_var: host.set_game_var(in.a, pop()); break;
      case Op::set_member: { int v = pop(); host.set_member(in.a, pop(), v); break; }
      case Op::set_seat_var: {
        const int v = pop(), seat = pop();
        if constexpr (requires { host.set_seat_var(0, 0, 0); }) host.set_seat_var(in.a, seat, v);
        else throw std::logic_error("cards: a per_player var set in a game that binds none");
        break;
      }
      case Op::jump:
        // A jump back is a loop's next round: work, as the reference
        // counts each round's test (at least one unit), so a text that
        // never ends runs out of budget as the reference's does.
        if (in.a < pc) r.charge(1);
        pc = in.a;
        break;
      case Op::next: {
        int c = next_card(host, locals[in.b], locals[in.a]);
        locals[in.a] = c;
        if (c < 0) pc = in.n;
        break;
      }
      case Op::count_down:
        if (locals[in.a] <= 0) pc = in.n; else --locals[in.a];
        break;
      case Op::next_seat:
        if (++locals[in.a] >= host.seats()) pc = in.n;
        break;
      case Op::count_up:
        if (++locals[in.a] >= in.b) pc = in.n;
        break;
      case Op::set_you: r.you = f.you = pop(); break;
      case Op::eliminate: {
        const int seat = pop();
        if constexpr (requires { host.eliminate(0); }) host.eliminate(seat);
        else throw std::logic_error("cards: eliminate in a game that binds none");
        break;
      }
      case Op::perform:
        sp -= in.n;
        if (host.perform(in.a, st.data() + sp)) return f.pc = pc, Stop::native;
        break;
      case Op::snap: {
        const int z = pop(), n = host.zone_size(z);
        locals[in.a] = f.snap_top - 1;
        locals[in.a + 1] = f.snap_top;
        if (in.b) {
          snap_powers(host, f, z);
          break;
        }
        if (std::size_t(f.snap_top + n) > f.snap.size()) f.snap.resize(std::size_t(f.snap_top + n));
        for (int k = 0; k < n; ++k) f.snap[std::size_t(f.snap_top++)] = host.zone_card(z, in.n ? n - 1 - k : k);
        break;
      }
      case Op::activate: {
        const int seat = pop(), power = pop();
        if constexpr (requires { host.activate(0, 0); }) {
          if (host.activate(power, seat)) return f.pc = pc, Stop::native;
        } else {
          throw std::logic_error("cards: activate in a game that binds no powers");
        }
        break;
      }
      case Op::fire: {
        const int c = pop();
        if constexpr (requires { host.fire(0, 0); }) {
          if (in.a >= 0) host.fire(in.a, c);
        } else {
          throw std::logic_error("cards: fire in a game that fires no card's events");
        }
        break;
      }
      case Op::reset: {
        const int c = pop();
        if constexpr (requires { host.reset(0); }) host.reset(c);
        else throw std::logic_error("cards: reset in a game that binds none");
        break;
      }
      case Op::next_snap: {
        const int k = ++locals[in.a];
        if (k < f.snap_top) locals[in.a + 2] = f.snap[std::size_t(k)]; else pc = in.n;
        break;
      }
      case Op::unsnap: f.snap_top = locals[in.a + 1]; break;
      case Op::move: {
        const int z = pop(), c = pop();
        if constexpr (requires { host.move_bottom(c, z); }) {
          if (in.a) {
            host.move_bottom(c, z);
            break;
          }
        }
        host.move(c, z);
        break;
      }
      case Op::choose:
        f.chooser = pop();
        f.choice = in.a;
        f.pc = pc;
        return Stop::choice;
      case Op::chance: {
        const int z = pop();
        f.chooser = z < 0 || z / kZoneStride == kTableSeat ? -1 : z / kZoneStride;
        f.choice = in.a;
        f.pc = pc;
        return Stop::choice;
      }
      case Op::end_game:
        sp -= in.n;
        host.end_game(ending(host, p, in, st.data() + sp));
        f.pc = pc;
        return Stop::over;
      case Op::halt: f.pc = pc; return Stop::done;
    }
  }
}

}  // namespace detail

// Starts a text for `you` with `self` the card that carries it.
inline Frame start(int program, int self, int you) {
  Frame f{};
  f.program = program;
  f.self = self;
  f.you = you;
  return f;
}

// Runs the frame on (from its start, after take(), or after the game's own
// decision a perform() stopped on) to its end or its next stop.
template <class Host>
Stop run(const Program& p, Frame& f, Host& host) {
  return detail::exec(p, f, host);
}

// The zone a stopped choice's option with a card binder draws its
// candidates from (-1: every instance), for a game that walks that zone's
// cards itself and asks option_where of each.
template <class Host>
int option_zone(const Program& p, Frame& f, Host& host, const Option& o) {
  if (o.zone >= -1) return o.zone;
  Reads<Host> r{host, p.exprs, f.self, f.you};
  return r.eval(o.domain, f.locals.data());
}

// Whether the option's `where` holds for a candidate of its domain.
template <class Host>
bool option_where(const Program& p, Frame& f, Host& host, const Option& o, int candidate) {
  if (o.where < 0) return true;
  Reads<Host> r{host, p.exprs, f.self, f.you};
  f.locals[std::size_t(o.binder)] = candidate;
  return r.eval(o.where, f.locals.data()) != 0;
}

// Whether `card` is a candidate of the stopped choice's option `o` (for an
// option without a binder: whether it is offered at all, card ignored; for
// one over the players, Option::players, `card` is a seat; over powers,
// Option::powers, a power; over a list known when compiled,
// Option::elements, one of them).
template <class Host>
bool option_ok(const Program& p, Frame& f, Host& host, const Option& o, int card) {
  if (o.binder < 0) return true;
  if (!o.players && o.elements.empty()) {
    const int zone = option_zone(p, f, host, o);
    const int of = o.powers ? card / kPowerStride : card;
    if (zone >= 0 && !host.in_zone(of, zone)) return false;
    if constexpr (requires { host.power_count(0); })
      if (o.powers && card % kPowerStride >= host.power_count(of)) return false;
  }
  return option_where(p, f, host, o, card);
}

// A chance over a die (Choice::faces): each face its only option's `where`
// holds for, once, in the die's order, with how many times the die prints
// it (the reference's weight: interpreter/decide.cpp), as add(index of its
// first print, face, weight).
template <class Host, class Add>
void open_faces(const Program& p, Frame& f, Host& host, const Choice& c, Add add) {
  for (std::size_t k = 0; k < c.faces.size(); ++k) {
    const int face = c.faces[k];
    if (std::find(c.faces.begin(), c.faces.begin() + long(k), face) != c.faces.begin() + long(k)) continue;
    if (!option_ok(p, f, host, c.options[0], face)) continue;
    add(int(k), face, std::uint32_t(std::count(c.faces.begin(), c.faces.end(), face)));
  }
}

// The player chose option `o` (with `card` for a binder): run() goes on
// from its statements.
inline void take(Frame& f, const Option& o, int card) {
  if (o.binder >= 0) f.locals[std::size_t(o.binder)] = card;
  f.pc = o.body;
  f.choice = -1;
}

// A compiled condition (compile_condition) with its parameters' values.
template <class Host>
bool holds(const Program& p, Host& host, int self, const int* args, int nargs, int you = 0) {
  if (p.self_in >= 0 && !host.in_zone(self, p.self_in)) return false;
  if (p.self_held >= 0 && !host.in_zone(self, host.controller(self) * kZoneStride + p.self_held)) return false;
  if (p.self_is >= 0 && args[p.self_is] != self) return false;
  if (p.power_of >= 0 && args[p.power_of] / kPowerStride != self) return false;  // as BoundCode::power_card
  if (p.arg >= 0 && args[p.arg] != p.arg_is) return false;
  if (p.test < 0) return true;
  std::int32_t locals[kLocals];
  for (int i = 0; i < nargs; ++i) locals[i] = args[i];
  Reads<Host> r{host, p.exprs, self, you};
  return r.eval(p.test, locals) != 0;
}

// A continuous effect's amount (compile_effect) on the card c it binds.
template <class Host>
int amount(const Program& p, Host& host, int self, int c, int you) {
  std::int32_t locals[kLocals];
  locals[0] = c;
  Reads<Host> r{host, p.exprs, self, you};
  return r.eval(p.amount, locals);
}

}  // namespace canbeat::fast::cards
