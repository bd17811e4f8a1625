// The expression machine of compiled card text: an int or bool expression
// (a condition, an amount, a value; docs/dsl.md "Expressions") as a short
// list of instructions for a stack machine, read against a game's state by
// the game's host. The machine runs what every game's text shares
// (numbers, locals, arithmetic, comparisons, `and`/`or` as jumps,
// aggregates, rules errors); a game numbers the reads of its own state
// (a card's stats, its zones, its players' vars) from ExprCode::game on
// and its host runs them. Values are ints: a card is its instance (-1:
// none), a player its seat, a bool 0 or 1.
//
// The host, a class of the game (a template parameter, so it inlines):
//
//   int  subject(int a) const;          the card the text calls subject a
//                                       (self, a bound card, an argument)
//   int  aggregate(int a, std::int32_t* locals);   the value of aggregate a
//   [[noreturn]] void error(int k) const;          the rules error k of the
//                                       text (worded as the reference words it)
//   [[noreturn]] void error(int k, int n) const;   the rules error k with the
//                                       number n after its words (player_at's
//                                       seat); a host none of whose texts
//                                       meets one may lack it
//   int  seats() const;                 seats at the table (opponent, player_at)
//   [[noreturn]] void bug(const char* why) const;  an engine error
//   void read(const ExprInstr& i, int* stack, int& top, std::int32_t* locals);
//                                       a game's code (i.code >= game) on the
//                                       stack, top its index (-1: empty)
//
// and, for aggregate() (a game's Host::aggregate may call it):
//
//   int  cards() const;                          instances
//   int  eval(int x, std::int32_t* locals);      the value of expression x
//   template <class F> void each(const ExprAggregate& g, std::int32_t* locals, F&& visit);
//                                       a game's domain (g.domain >= game),
//                                       in the order the reference walks it
//                                       (visit returns false once the answer
//                                       is known: the walk may end there)
#pragma once

#include <algorithm>
#include <bitset>
#include <cstdint>
#include <string>
#include <vector>

namespace canbeat::fast::cards {

// The locals of a running item (binders, `let`, loop counters, a
// statement's parameters) and the stack of one expression: an item whose
// text needs more is refused when compiled, alone.
inline constexpr int kLocals = 24;
inline constexpr int kStack = 32;

// The machine's own codes. A game's codes go on from `game`:
// `struct Code : ExprCode { enum : std::uint8_t { stat = game, ... }; };`
struct ExprCode {
  enum : std::uint8_t {
    num,         // push n
    subject,     // push Host::subject(a)
    local,       // push local a (a `let`, an aggregate's element, an argument)
    store,       // pop into local a: a function's argument (its body reads it as a local)
    add, sub, mul, div, mod,  // div, mod: a is the division by zero's rules error
    eq, ne, lt, le, gt, ge,
    least, most, // a b -> the smaller (the larger) of the two
    neg, not_,
    jump_false,  // when the top is 0 jump to a (it stays), else pop it: `and`
    jump_true,   // when the top is not 0 jump to a (it stays), else pop it: `or`
    aggregate,   // push Host::aggregate(a)
    error,       // the rules error `error`
    error_if,    // the rules error `error` when the top is n (it stays)
    // The kernel's functions of the seats: the machine's, since every
    // host counts its seats.
    opponent,    // seat -> the other seat of two (opponent(p)); another
                 // count of seats: the rules error `error`
    player_at,   // number -> the seat of that number (player_at(n)); no
                 // such seat: the rules error `error`, the number after it
    game,        // the first code of a game's own
  };
};

struct ExprInstr {
  std::uint8_t code = ExprCode::num;
  std::int16_t a = 0;
  std::int32_t n = 0;
  // A code with a rules error of its own (ExprFusion::own_error): that
  // error; another: its fused jump's target.
  std::int16_t error = -1;
  // Fused in (fuse(), once compiled): an operand pushed before the
  // instruction runs, Host::subject(from - 1) or, from kFromLocal on,
  // local from - kFromLocal; a comparison's right operand n (kImm); a
  // comparison of the instruction's value with n after it (op index + 1
  // at kCmpShift; only where n is not the instruction's own); the
  // jump_false (kJumpFalse) or jump_true (kJumpTrue) after it, to `error`.
  std::uint8_t from = 0;
  std::uint8_t fused = 0;
  static constexpr std::uint8_t kFromLocal = 16, kImm = 1, kJumpFalse = 2, kJumpTrue = 4, kCmpShift = 3;
  bool operator==(const ExprInstr&) const = default;
};

// What fuse() must know of a game's codes.
struct ExprFusion {
  // Reads whose n is not their own: a comparison with a number may follow
  // them in it (local, aggregate, opponent and player_at are the
  // machine's).
  std::bitset<256> free_n;
  // Codes whose `error` is a rules error of their own (error, error_if,
  // opponent and player_at are the machine's).
  std::bitset<256> own_error;
  // `c in c.controller.ZONE`: the game's controller read (card -> seat),
  // its zone test (seat card -> whether the seat holds it in zone a) and
  // the read both become (card -> whether it is in its controller's zone
  // n); -1: the game has none.
  int controller = -1, in_zone = -1, zone_is = -1;
};

// The instructions of one expression with common pairs fused into one
// (ExprInstr::from, fused): an instruction and the subject or local it
// reads, a comparison with a number, a read and its comparison with a
// number, `c in c.controller.ZONE`, an instruction and the jump of the
// `and` or `or` after it; a jump to a jump of its kind goes on to its
// target. What each expression computes stays the same.
void fuse(std::vector<ExprInstr>& code, const ExprFusion& game);

// `FN(x in DOMAIN where W : V)`: x is local `var` while W and V run.
// `first(x in DOMAIN where W)` is the first element for which W holds, in
// the domain's order.
struct ExprAggregate {
  enum class Fn : std::uint8_t { count, sum, min, max, any, all, first };
  // The machine's domains: every instance, every player, a die's faces as
  // listed (`die NAME = ...;`, docs/dsl.md) in `faces`. A game's go on
  // from `game` (its host walks them: a zone, ...).
  struct Domain {
    enum : std::uint8_t { instances, players, faces, game };
  };
  Fn fn = Fn::count;
  std::uint8_t domain = Domain::instances;
  std::uint8_t zone = 0;       // a game's domain: its zone ...
  std::int16_t seat = -1;      // ... and the expression it reads (a seat)
  std::int16_t var = 0;        // the local the element is bound to
  std::int16_t where = -1, value = -1;  // expressions, -1: none
  std::int16_t error = -1;  // min/max over nothing, first finding none: the rules error
  // any/all: stop at the answer. The reference reads every element, so
  // only a compiler that knows no element's where or value can meet a
  // rules error sets it (what the walk returns stays the same).
  bool stop = false;
  std::vector<std::int32_t> faces;  // Domain::faces
  bool operator==(const ExprAggregate&) const = default;
};

// One compiled expression.
struct CompiledExpr {
  std::vector<ExprInstr> code;
  bool operator==(const CompiledExpr&) const = default;
};

// The expressions of one compiled item of a card's text and their
// aggregates; locals are numbered from 0 per item.
struct ExprSet {
  std::vector<CompiledExpr> exprs;
  std::vector<ExprAggregate> aggregates;
  std::int16_t locals = 0;  // how many locals the item uses
  // The rules errors a run may meet, worded as the reference words them
  // ("FILE:LINE:COL: rules error: division by zero"): div and mod (a),
  // min, max and first over nothing, opponent and player_at (`error`;
  // player_at's ends where its number goes), a game's own.
  std::vector<std::string> errors;
  // A member of the cards as printed (`t in cards`, docs/dsl.md "Names"),
  // one column per member a text reads: the value of definition k, or
  // kUnprinted for a stat it does not print (the reference's rules error).
  std::vector<std::vector<std::int32_t>> printed;
  bool operator==(const ExprSet&) const = default;
};

// The value of aggregate g: its elements in the order the reference walks
// them, each one read as the reference reads it (interpreter/eval.cpp
// aggregate): one that would meet a rules error after the answer is known
// still meets it.
template <class Host>
int aggregate(const ExprAggregate& g, Host& host, std::int32_t* locals) {
  using Fn = ExprAggregate::Fn;
  int n = 0;
  long visited = 0;
  bool first = true, done = false;
  int result = g.fn == Fn::all ? 1 : 0;
  auto visit = [&](int x) {
    if (done) return false;
    ++visited;
    locals[g.var] = x;
    if (g.where >= 0 && !host.eval(g.where, locals)) return true;
    const int v = g.value >= 0 ? host.eval(g.value, locals) : 0;
    switch (g.fn) {
      case Fn::count: ++n; break;
      case Fn::sum: n += v; break;
      case Fn::min: n = first || v < n ? v : n; break;
      case Fn::max: n = first || v > n ? v : n; break;
      case Fn::any: result = result || v != 0, done = result && g.stop; break;
      case Fn::all: result = result && v != 0, done = !result && g.stop; break;
      case Fn::first: done = true, n = x; break;
    }
    first = false;
    return !done;
  };
  switch (g.domain) {
    case ExprAggregate::Domain::instances:
      for (int c = 0; c < host.cards() && !done; ++c) visit(c);
      break;
    case ExprAggregate::Domain::players:
      for (int q = 0; q < host.seats() && !done; ++q) visit(q);
      break;
    case ExprAggregate::Domain::faces:
      for (std::size_t i = 0; i < g.faces.size() && !done; ++i) visit(g.faces[i]);
      break;
    default: host.each(g, locals, visit); break;
  }
  // The elements visited are work, as the reference counts them: nested
  // walks of a runaway text end in OutOfBudget, not in hours.
  if constexpr (requires { host.charge(visited); }) host.charge(visited);
  if (g.fn == Fn::any || g.fn == Fn::all) return result;
  if (first && (g.fn == Fn::first || g.fn == Fn::min || g.fn == Fn::max)) host.error(g.error);
  return n;
}

namespace detail {

inline int compare(int x, int op, int y) {
  switch (op) {
    case 0: return x == y;
    case 1: return x != y;
    case 2: return x < y;
    case 3: return x <= y;
    case 4: return x > y;
    default: return x >= y;
  }
}

// The DSL's integer rules (docs/dsl.md "Integers"); division by zero is
// the rules error a names.
template <class Host>
int binary(const ExprInstr& i, int l, int y, const Host& host) {
  switch (i.code) {
    case ExprCode::add: return l + y;
    case ExprCode::sub: return l - y;
    case ExprCode::mul: return l * y;
    case ExprCode::div: if (y == 0) host.error(i.a); return l / y;
    case ExprCode::mod: if (y == 0) host.error(i.a); return l % y;
    case ExprCode::least: return std::min(l, y);
    case ExprCode::most: return std::max(l, y);
    default: return compare(l, i.code - ExprCode::eq, y);
  }
}

// The rules error k with the number n after its words. A host whose texts
// never meet one (its compiler emits no player_at) need not word it, and
// it is an engine error there.
template <class Host>
[[noreturn]] void error_with(const Host& host, int k, int n) {
  if constexpr (requires { host.error(k, n); }) host.error(k, n);
  else host.bug("a rules error with a number, which the host does not word");
}

}  // namespace detail

// The value of an expression. No allocation: the stack is an array here,
// the locals the caller's.
template <class Host>
int eval(const ExprInstr* begin, const ExprInstr* end, Host& host, std::int32_t* locals) {
  int stack[kStack + 1];  // + 1: an operand fused in is pushed before the instruction's own
  int top = -1;
  for (const ExprInstr* ip = begin; ip != end; ++ip) {
    const ExprInstr& i = *ip;
    if (i.from)
      stack[++top] = i.from >= ExprInstr::kFromLocal ? locals[i.from - ExprInstr::kFromLocal] : host.subject(i.from - 1);
    switch (i.code) {
      case ExprCode::num: stack[++top] = i.n; break;
      case ExprCode::subject: stack[++top] = host.subject(i.a); break;
      case ExprCode::local: stack[++top] = locals[i.a]; break;
      case ExprCode::store: locals[i.a] = stack[top--]; break;
      case ExprCode::add: case ExprCode::sub: case ExprCode::mul: case ExprCode::div: case ExprCode::mod:
      case ExprCode::eq: case ExprCode::ne: case ExprCode::lt: case ExprCode::le: case ExprCode::gt:
      case ExprCode::ge: case ExprCode::least: case ExprCode::most: {
        const int y = i.fused & ExprInstr::kImm ? i.n : stack[top--];
        stack[top] = detail::binary(i, stack[top], y, host);
        break;
      }
      case ExprCode::neg: stack[top] = -stack[top]; break;
      case ExprCode::not_: stack[top] = !stack[top]; break;
      case ExprCode::jump_false:
        if (!stack[top]) ip = begin + i.a - 1;
        else --top;
        break;
      case ExprCode::jump_true:
        if (stack[top]) ip = begin + i.a - 1;
        else --top;
        break;
      case ExprCode::aggregate: stack[++top] = host.aggregate(i.a, locals); break;
      case ExprCode::error: host.error(i.error);
      case ExprCode::error_if:
        if (stack[top] == i.n) host.error(i.error);
        break;
      // Checked once the argument is read, as the reference checks them
      // (interpreter/eval.cpp eval_call, seat_at): the argument's own rules
      // error comes first.
      case ExprCode::opponent:
        if (host.seats() != 2) host.error(i.error);
        stack[top] = 1 - stack[top];
        break;
      case ExprCode::player_at:
        if (stack[top] < 0 || stack[top] >= host.seats()) detail::error_with(host, i.error, stack[top]);
        break;
      default: host.read(i, stack, top, locals); break;
    }
    if (i.fused > ExprInstr::kImm) {
      int& t = stack[top];
      // A fused comparison with n, then a fused jump of `and` (`or`): the
      // value stays when it jumps.
      if (const int op = i.fused >> ExprInstr::kCmpShift) t = detail::compare(t, op - 1, i.n);
      if (i.fused & (ExprInstr::kJumpFalse | ExprInstr::kJumpTrue)) {
        if ((t != 0) == ((i.fused & ExprInstr::kJumpTrue) != 0)) ip = begin + i.error - 1;
        else --top;
      }
    }
    if (top >= kStack - 1) host.bug("an expression too deep");
  }
  return stack[0];
}

}  // namespace canbeat::fast::cards
