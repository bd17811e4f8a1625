// A card's compiled text (compile.hpp): instructions for a small stack
// machine over ints (vm.hpp). A card is its instance number (-1: none), a
// player its seat, a bool 0 or 1, a zone seat * kZoneStride + zone id (a
// table zone, shared by every seat: kTableSeat * kZoneStride + id; every
// instance, `instances`: -1).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace canbeat::fast::cards {

inline constexpr int kZoneStride = 256;
// The seat number a table zone's value carries: no seat has it.
inline constexpr int kTableSeat = kZoneStride - 1;
// A frame's locals (binders, `let`, loop counters, a statement's
// parameters) and the stack of one expression: a card whose text needs more
// is refused alone (compile.hpp), never the table.
inline constexpr int kLocals = 24;
inline constexpr int kStack = 32;
// The cards a running text's `for` loops over a zone the game keeps in the
// reference's order hold at once (Frame::snap): a walk past it is a
// std::length_error, an engine error, never a card refused.
inline constexpr int kSnapshot = 128;

enum class Op : std::uint8_t {
  num,          // push n
  local,        // push local a
  set_local,    // pop into local a
  self,         // push the card whose text runs
  you,          // push the player it runs for
  game_var,     // push game var a
  set_game_var, // pop into game var a
  member,       // card -> its member a
  set_member,   // card value -> (member a of the card := value)
  owner,        // card -> its owner's seat
  controller,   // card -> the seat whose zone holds it
  zone,         // seat -> that seat's zone a
  in_zone,      // card zone -> whether the zone holds the card
  zone_size,    // zone -> how many cards it holds
  add, sub, mul, div, mod, neg, not_,
  eq, ne, lt, le, gt, ge,
  jump,         // to a
  jump_false,   // pop; to a when it is 0
  next,         // pop a zone (-1: every instance); local a := the next card
                // in it after local a, or jump to n when none is left
  count_down,   // local a <= 0: jump to n; else local a -= 1
  perform,      // pop n arguments; Host::perform(a, args): may stop the machine
  legal,        // pop n arguments -> Host::legal(a, args)
  call,         // pop n arguments -> Host::function(a, args)
  next_at,      // pop a zone; walk it by position: local a is the position,
                // local a + 1 := the card there, or jump to n past its end
  zone_card,    // zone k -> its card at position k (0: the bottom), -1 if none
  snap,         // pop a zone; copy its cards, by position, onto the frame's
                // snapshot: local a := their first index - 1, local a + 1
                // := the snapshot's height before them
  next_snap,    // local a += 1; local a + 2 := the snapshot's card there, or
                // jump to n past the snapshot's top
  unsnap,       // the snapshot back to the height in local a + 1
  move,         // card zone -> (Host::move)
  choose,       // pop the chooser; stop at choice a
  ret,          // end of a test (an option's domain or where): its value is on top
  halt,         // end of the text
  // Fused pairs (the compiler's peephole): one dispatch instead of two.
  local_member, // push member n of the card in local a
  self_member,  // push member n of self
  in_zone_k,    // card -> whether zone n holds it
  eq_k, ne_k, lt_k, le_k, gt_k, ge_k,  // x -> x OP n
  // A test and jump_false fused: pop x; unless x OP n, jump to a.
  jf_eq_k, jf_ne_k, jf_lt_k, jf_le_k, jf_gt_k, jf_ge_k,
  jf_in_zone_k, // pop a card; unless zone n holds it, jump to a
};

struct Instr {
  Op op = Op::halt;
  std::int16_t a = 0;
  std::int32_t n = 0;
  bool operator==(const Instr&) const = default;
};

// One option of a `choose`: "LABEL" alone, or "LABEL" with a binder whose
// candidates are the cards of `domain` (code that pushes a zone, then ret)
// for which `where` (code that pushes a bool, then ret; -1: always) holds.
struct Option {
  std::string label;
  int binder = -1;     // local slot; -1: no binder
  int domain = -1, where = -1;
  int zone = -2;       // the domain when it is a constant (a zone, -1 every instance); -2: run `domain`
  int body = 0;        // where the chosen option's statements start
  bool operator==(const Option&) const = default;
};

struct Choice {
  std::vector<Option> options;  // in byte order of their labels
  bool operator==(const Choice&) const = default;
};

struct Program {
  std::vector<Instr> code;
  std::vector<Choice> choices;
  int locals = 0;  // slots used (at most kLocals)
  int timing = -1; // a power's timing: its index in Binding::timings
  // A condition's guard: conjuncts of its top-level `and` that a game can
  // test without the machine, found by the compiler. The condition can hold
  // only when zone `self_in` holds self (-1: no such conjunct), argument
  // `self_is` is self (-1: none) and argument `arg` is seat `arg_is` (-1:
  // none); holds() tests them first.
  int self_in = -1, self_is = -1, arg = -1, arg_is = -1;
  // A condition of a `must only` statement (docs/dsl.md "Obligation"), not
  // of a `cant`: the game enforces it (compile.hpp).
  bool obligation = false;
  bool operator==(const Program&) const = default;
};

}  // namespace canbeat::fast::cards
