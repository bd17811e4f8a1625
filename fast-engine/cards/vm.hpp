// The machine that runs a compiled card text (program.hpp) against a game's
// state through its host, a class of the game with these members (ids from
// the game's Binding, binding.hpp; cards are instance numbers):
//
//   int  cards() const;                        instances on the table
//   int  member(int id, int card) const;       c.NAME
//   void set_member(int id, int card, int v);
//   int  game_var(int id) const;
//   void set_game_var(int id, int v);
//   int  owner(int card) const;  int controller(int card) const;
//   bool in_zone(int card, int zone) const;    zone: seat * kZoneStride + id
//   int  zone_size(int zone) const;
//   int  zone_card(int zone, int k) const;     the card at position k from
//                                              the bottom (0 <= k < size)
//   void move(int card, int zone);
//   bool perform(int id, const int* args);     true: the game took a decision
//                                              of its own; resume() later
//   bool legal(int id, const int* args);
//   int  function(int id, const int* args);    a function of the rules
//
// A `choose` stops the machine: the game lists the options (option_ok),
// offers them, and take() resumes at the chosen one. The host is a template
// parameter, so its members inline; a frame is plain data the game keeps in
// its state (clone copies it), and nothing is allocated while a text runs.
#pragma once

#include <array>
#include <cstdint>
#include <stdexcept>

#include "fast-engine/cards/program.hpp"

namespace canbeat::fast::cards {

struct Frame {
  std::int32_t program = -1;  // the game's index of the running text
  std::int32_t pc = 0;
  std::int32_t self = -1, you = 0;
  std::int32_t chooser = 0;   // at a stop on a choice: who chooses
  std::int32_t choice = -1;   // and which (Program::choices)
  std::array<std::int32_t, kLocals> locals;  // a game's state value-initializes its frames
  // The zones its running `for` loops walk, as they were when each started
  // (Op::snap), an inner loop's above its outer's.
  std::array<std::int16_t, kSnapshot> snap;
  std::int32_t snap_top = 0;
};

enum class Stop : std::uint8_t { done, choice, native };

namespace detail {

template <class Host>
int next_card(const Host& host, int zone, int after) {
  const int n = host.cards();
  for (int c = after + 1; c < n; ++c)
    if (zone < 0 || host.in_zone(c, zone)) return c;
  return -1;
}

// Runs from f.pc until halt, ret or a stop; returns the stop, the value a
// `ret` leaves in *value.
template <class Host>
Stop exec(const Program& p, Frame& f, Host& host, int* value) {
  std::array<std::int32_t, kStack> st;
  int sp = 0;
  auto pop = [&] { return st[--sp]; };
  auto push = [&](int v) { st[sp++] = v; };
  // The pc lives in a register while the machine runs; the frame gets it
  // back at every stop.
  int pc = f.pc;
  const Instr* code = p.code.data();
  for (;;) {
    const Instr& in = code[pc++];
    switch (in.op) {
      case Op::num: push(in.n); break;
      case Op::local: push(f.locals[in.a]); break;
      case Op::set_local: f.locals[in.a] = pop(); break;
      case Op::self: push(f.self); break;
      case Op::you: push(f.you); break;
      case Op::game_var: push(host.game_var(in.a)); break;
      case Op::set_game_var: host.set_game_var(in.a, pop()); break;
      case Op::member: push(host.member(in.a, pop())); break;
      case Op::set_member: { int v = pop(); host.set_member(in.a, pop(), v); break; }
      case Op::owner: push(host.owner(pop())); break;
      case Op::controller: push(host.controller(pop())); break;
      case Op::zone: push(pop() * kZoneStride + in.a); break;
      case Op::in_zone: { int z = pop(); int c = pop(); push(c >= 0 && host.in_zone(c, z)); break; }
      case Op::zone_size: push(host.zone_size(pop())); break;
      case Op::neg: st[sp - 1] = -st[sp - 1]; break;
      case Op::not_: st[sp - 1] = !st[sp - 1]; break;
#define CANBEAT_CARDS_BINARY(OP, EXPR) \
      case Op::OP: { int b = pop(); int a = pop(); push(EXPR); break; }
      CANBEAT_CARDS_BINARY(add, a + b)
      CANBEAT_CARDS_BINARY(sub, a - b)
      CANBEAT_CARDS_BINARY(mul, a * b)
      CANBEAT_CARDS_BINARY(eq, a == b)
      CANBEAT_CARDS_BINARY(ne, a != b)
      CANBEAT_CARDS_BINARY(lt, a < b)
      CANBEAT_CARDS_BINARY(le, a <= b)
      CANBEAT_CARDS_BINARY(gt, a > b)
      CANBEAT_CARDS_BINARY(ge, a >= b)
#undef CANBEAT_CARDS_BINARY
      case Op::div:
      case Op::mod: {
        int b = pop(), a = pop();
        if (b == 0) throw std::domain_error("a card's text divides by zero");
        push(in.op == Op::div ? a / b : a % b);
        break;
      }
      case Op::jump: pc = in.a; break;
      case Op::jump_false: if (!pop()) pc = in.a; break;
      case Op::next: {
        int c = next_card(host, pop(), f.locals[in.a]);
        f.locals[in.a] = c;
        if (c < 0) pc = in.n;
        break;
      }
      case Op::count_down:
        if (f.locals[in.a] <= 0) pc = in.n; else --f.locals[in.a];
        break;
      case Op::perform:
        sp -= in.n;
        if (host.perform(in.a, st.data() + sp)) return f.pc = pc, Stop::native;
        break;
      case Op::legal: sp -= in.n; push(host.legal(in.a, st.data() + sp)); break;
      case Op::call: sp -= in.n; push(host.function(in.a, st.data() + sp)); break;
      case Op::next_at: {
        const int z = pop();
        const int k = ++f.locals[in.a];
        const int c = k < host.zone_size(z) ? host.zone_card(z, k) : -1;
        f.locals[in.a + 1] = c;
        if (c < 0) pc = in.n;
        break;
      }
      case Op::snap: {
        const int z = pop(), n = host.zone_size(z);
        if (f.snap_top + n > kSnapshot) throw std::length_error("a card's 'for' walks more cards than its frame holds");
        f.locals[in.a] = f.snap_top - 1;
        f.locals[in.a + 1] = f.snap_top;
        for (int k = 0; k < n; ++k) f.snap[std::size_t(f.snap_top++)] = std::int16_t(host.zone_card(z, k));
        break;
      }
      case Op::next_snap: {
        const int k = ++f.locals[in.a];
        if (k < f.snap_top) f.locals[in.a + 2] = f.snap[std::size_t(k)]; else pc = in.n;
        break;
      }
      case Op::unsnap: f.snap_top = f.locals[in.a + 1]; break;
      case Op::zone_card: {
        const int z = st[sp - 1], size = host.zone_size(z);
        const int k = in.n < 0 ? size + in.n : in.n;
        if (k < 0 || k >= size) throw std::domain_error("a card's text takes the top or bottom of an empty zone");
        st[sp - 1] = host.zone_card(z, k);
        break;
      }
      case Op::move: { int z = pop(); host.move(pop(), z); break; }
      case Op::choose:
        f.chooser = pop();
        f.choice = in.a;
        f.pc = pc;
        return Stop::choice;
      case Op::ret: *value = pop(); f.pc = pc; return Stop::done;
      case Op::halt: f.pc = pc; return Stop::done;
      case Op::local_member: push(host.member(in.n, f.locals[in.a])); break;
      case Op::self_member: push(host.member(in.n, f.self)); break;
      case Op::in_zone_k: { int c = pop(); push(c >= 0 && host.in_zone(c, in.n)); break; }
      case Op::eq_k: st[sp - 1] = st[sp - 1] == in.n; break;
      case Op::ne_k: st[sp - 1] = st[sp - 1] != in.n; break;
      case Op::lt_k: st[sp - 1] = st[sp - 1] < in.n; break;
      case Op::le_k: st[sp - 1] = st[sp - 1] <= in.n; break;
      case Op::gt_k: st[sp - 1] = st[sp - 1] > in.n; break;
      case Op::ge_k: st[sp - 1] = st[sp - 1] >= in.n; break;
      case Op::jf_eq_k: if (!(pop() == in.n)) pc = in.a; break;
      case Op::jf_ne_k: if (!(pop() != in.n)) pc = in.a; break;
      case Op::jf_lt_k: if (!(pop() < in.n)) pc = in.a; break;
      case Op::jf_le_k: if (!(pop() <= in.n)) pc = in.a; break;
      case Op::jf_gt_k: if (!(pop() > in.n)) pc = in.a; break;
      case Op::jf_ge_k: if (!(pop() >= in.n)) pc = in.a; break;
      case Op::jf_in_zone_k: { int c = pop(); if (!(c >= 0 && host.in_zone(c, in.n))) pc = in.a; break; }
    }
  }
}

template <class Host>
int test(const Program& p, Frame& f, Host& host, int pc) {
  const int saved = f.pc;
  f.pc = pc;
  int v = 0;
  exec(p, f, host, &v);
  f.pc = saved;
  return v;
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
  int unused = 0;
  return detail::exec(p, f, host, &unused);
}

// Whether `card` is a candidate of the stopped choice's option `o` (for an
// option without a binder: whether it is offered at all, card ignored).
template <class Host>
bool option_ok(const Program& p, Frame& f, Host& host, const Option& o, int card) {
  if (o.binder < 0) return true;
  const int zone = o.zone >= -1 ? o.zone : detail::test(p, f, host, o.domain);
  if (zone >= 0 && !host.in_zone(card, zone)) return false;
  if (o.where < 0) return true;
  f.locals[std::size_t(o.binder)] = card;
  return detail::test(p, f, host, o.where) != 0;
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
bool holds(const Program& p, Host& host, int self, const int* args, int nargs) {
  if (p.self_in >= 0 && !host.in_zone(self, p.self_in)) return false;
  if (p.self_is >= 0 && args[p.self_is] != self) return false;
  if (p.arg >= 0 && args[p.arg] != p.arg_is) return false;
  Frame f = start(0, self, 0);
  for (int i = 0; i < nargs; ++i) f.locals[std::size_t(i)] = args[i];
  return detail::test(p, f, host, 0) != 0;
}

}  // namespace canbeat::fast::cards
