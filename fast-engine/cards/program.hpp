// A card's compiled text (compile.hpp): statements for a small machine
// (vm.hpp) whose every expression (a condition, an amount, a value, a
// choice's `where`) is one of the program's ExprSet, run by the expression
// machine every game shares (expr.hpp). A card is its instance number (-1:
// none), a player its seat, a bool 0 or 1, a zone seat * kZoneStride + zone
// id (a table zone, shared by every seat: kTableSeat * kZoneStride + id;
// every instance, `instances`: -1).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "fast-engine/cards/expr.hpp"

namespace canbeat::fast::cards {

inline constexpr int kZoneStride = 256;
// The seat number a table zone's value carries: no seat has it.
inline constexpr int kTableSeat = kZoneStride - 1;
// A power is its card * kPowerStride + its index among the card's powers
// (docs/dsl.md "Power"); a host that binds powers refuses a card that
// prints more.
inline constexpr int kPowerStride = 16;
// A stat a card as printed does not print (ExprSet::printed).
inline constexpr std::int32_t kUnprinted = INT32_MIN;
// The most faces a die a card's `chance` rolls may print (Choice::faces).
inline constexpr int kMaxFaces = 64;

// The codes of the names a game binds (binding.hpp), read by vm.hpp's
// Reads on the game's host: the expression machine's codes for the
// compiler's reads, from ExprCode::game on.
struct BoundCode : ExprCode {
  enum : std::uint8_t {
    game_var = game,  // push game var a
    member,      // card -> its member a
    owner,       // card -> its owner's seat
    controller,  // card -> the seat whose zone holds it
    zone,        // seat -> that seat's zone a
    in_zone,     // card zone -> whether the zone holds the card
    in_zone_k,   // card -> whether zone n holds it
    zone_size,   // zone -> how many cards it holds
    zone_size_k, // push how many cards zone n holds
    zone_card,   // zone -> its card at position n (0: the bottom; -1: the top); empty: errors[error]
    legal,       // n arguments -> Host::legal(a, args)
    call,        // n arguments -> Host::function(a, args)
    member_opt,  // card -> its member a, a stat some cards do not print
                 // (Member::optional): where it prints none, errors[error]
    seat_var,    // seat -> its per_player var a (Binding::seat_vars)
    prints,      // card -> whether it prints stat a (`printed(c, "NAME")`, a Member::optional)
    has,         // card -> whether it lists fact a (`has(c, "NAME")`, Binding::fact_id; -1: none does)
    power_card,  // power -> its card
    power_read,  // power -> Host::power(PowerRead(a), power)
    printed,     // a card as printed -> its member, ExprSet::printed[a] (kUnprinted: errors[error])
    has_named,   // card string -> whether the card lists the fact of that name (Host::has_named)
  };
};

// An aggregate's domain besides the machine's: the cards of the zone that
// expression ExprAggregate::seat pushes, in instance order.
// zone: its cards in instance order (the order of an unordered zone);
// kept_zone: by position from the bottom, a zone the host keeps in the
// reference's order (Zone::kept), for `first` of an ordered one;
// powers: `powers(Z)`, a kept zone's cards by position, each card's powers
// in the card's order (as the reference lists them); cost: `u.cost`, the
// strings of the power's cost in order (Host::power_cost), the power the
// expression ExprAggregate::seat pushes.
struct BoundDomain : ExprAggregate::Domain {
  enum : std::uint8_t { zone = game, kept_zone, powers, cost };
};

// The statements' machine (vm.hpp): a small stack of values between
// statements, each pushed by an expression (Program::exprs).
enum class Op : std::uint8_t {
  value,        // push the value of expression a
  let,          // local a := the value of expression n
  set,          // local a := n
  test,         // unless expression n holds, jump to a
  set_game_var, // pop into game var a
  set_member,   // card value -> (member a of the card := value)
  set_seat_var, // seat value -> (per_player var a of the seat := value)
  jump,         // to a
  next,         // local a := the next card after local a in the zone in
                // local b (-1: every instance), or jump to n when none is left
  count_down,   // local a <= 0: jump to n; else local a -= 1
  count_up,     // local a += 1; local a >= b: jump to n (a walk of a list known when compiled)
  next_seat,    // local a += 1; past the last seat (Host::seats): jump to n
  perform,      // pop n arguments; Host::perform(a, args): may stop the machine
  snap,         // pop a zone; copy its cards, by position (n: last first;
                // b: each card's powers in its stead), onto the frame's
                // snapshot: local a := their first index - 1, local a + 1 :=
                // the snapshot's height before them
  next_snap,    // local a += 1; local a + 2 := the snapshot's card there, or
                // jump to n past the snapshot's top
  unsnap,       // the snapshot back to the height in local a + 1
  move,         // card zone -> (Host::move)
  activate,     // pop a player, then a power; Host::activate(power, player):
                // may stop the machine, as perform
  fire,         // pop a card; Host::fire(a, card) unless a < 0 (Binding::event_id)
  reset,        // pop a card; Host::reset(card): its per_card vars as they start
  set_you,      // pop a seat: `you` from now on (copy_effect runs a card's effect for another player)
  eliminate,    // pop a seat; Host::eliminate(seat): it decides nothing more
  choose,       // pop the chooser; stop at choice a
  chance,       // pop a zone (-1: every instance); its seat, none for a table
                // zone or every instance, is the chooser; stop at choice a
  end_game,     // pop n seats; the game ends as Ending a says (Host::end_game);
                // undecided: its id Program::texts[b]
  halt,         // end of the text
};

// How a card's verb ends the game (docs/dsl.md "Verbs"): `win p, q, ...;`
// (a team: the first the winner), `lose p;` (the seats still in win
// together), `win all;`, `lose all;`, `tie;`, `undecided "id", "why";`
// (the rules do not decide: the outcome `undecided id`).
enum class Ending : std::uint8_t { win, lose, win_all, lose_all, tie, undecided };

struct Instr {
  Op op = Op::halt;
  std::int16_t a = 0;
  std::int32_t n = 0;
  std::int16_t b = 0;
  bool operator==(const Instr&) const = default;
};

// One option of a `choose`: "LABEL" alone, or "LABEL" with a binder whose
// candidates are the cards of `domain` (an expression that pushes a zone)
// for which `where` (an expression; -1: always) holds.
struct Option {
  std::string label;
  int binder = -1;     // local slot; -1: no binder
  int domain = -1, where = -1;
  int zone = -2;       // the domain when it is a constant (a zone, -1 every instance); -2: evaluate `domain`
  bool players = false;  // the binder's candidates are the seats (`q in players`), not cards
  // The binder's candidates are the powers of the domain's cards (`u in
  // powers(Z)`, Z a zone the host keeps), each card's in its order: a
  // candidate is a power (kPowerStride), option_zone its cards' zone.
  bool powers = false;
  int body = 0;        // where the chosen option's statements start
  // The binder's candidates are values known when compiled (the cards as
  // printed, `cards`: a definition's index; the declared types; a die's
  // faces), keyed `LABEL KEY` by `keys`: the game offers, per key, the
  // first element its `where` holds for (the reference's first element of
  // a key), a chance's weighing as many as it holds for.
  std::vector<int> elements;
  std::vector<std::string> keys;
  bool operator==(const Option&) const = default;
};

struct Choice {
  std::vector<Option> options;  // in byte order of their labels
  bool secret = false;          // `choose P secret`: the decision is the chooser's alone (Pending::secret)
  bool chance = false;          // a `chance`: the driver decides (Decider::chance), each option weighing 1
  std::vector<int> faces;       // a chance over a die: its faces as printed (a repeated face weighs more)
  // A `choose`'s rules error when no option is open (Program::exprs
  // errors), at the statement, as the reference words it; -1 for a chance
  // (the machine meets its own before it stops).
  int none = -1;
  bool operator==(const Choice&) const = default;
};

struct Program {
  std::vector<Instr> code;
  ExprSet exprs;  // every expression of the text, its aggregates and rules errors
  std::vector<Choice> choices;
  std::vector<std::string> texts;  // an `undecided` verb's id
  int locals = 0;  // slots used (at most kLocals)
  int timing = -1; // a power's timing: its index in Binding::timings
  // A condition's test: an expression of exprs (-1: it always holds).
  int test = -1;
  // A condition's guard: conjuncts of its top-level `and` that a game can
  // test without the machine, found by the compiler. The condition can hold
  // only when zone `self_in` holds self (-1: no such conjunct), argument
  // `self_is` is self (-1: none) and argument `arg` is seat `arg_is` (-1:
  // none); holds() tests them first.
  int self_in = -1, self_is = -1, arg = -1, arg_is = -1;
  // ... and argument `power_of` is a power of self (`u.card == self`; -1: none).
  int power_of = -1;
  // ... and zone `self_held` of self's controller holds self (`self in
  // self.controller.Z`; -1: no such conjunct).
  int self_held = -1;
  // A continuous effect's amount: an expression of exprs (compile_effect).
  int amount = -1;
  // A condition of a `must only` statement (docs/dsl.md "Obligation"), not
  // of a `cant`: the game enforces it (compile.hpp).
  bool obligation = false;
  // A condition of a card's `can`: the golden rules weigh it over the
  // rulebook's `cant` (docs/dsl.md "Permission"), where the game says so.
  bool permission = false;
  bool operator==(const Program&) const = default;
};

// fuse() (expr.hpp) with the bound codes.
const ExprFusion& bound_fusion();

}  // namespace canbeat::fast::cards
