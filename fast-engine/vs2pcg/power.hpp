// A Super Power compiled for the Vs. System 2PCG engine (Super Powers,
// 000:346-406 of ../shared/seeds/000_03a9bc82aad99cdb.txt): the `power`
// item of a card (docs/dsl.md) turned at table-build time into a small
// program of plain data, run by powers.cpp and suspended at its
// decisions (a choice of target, a draw). power_compile.cpp builds it
// from the card AST; a power whose body uses a statement outside this form
// is refused there with the statement's file:line:col.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "fast-engine/cards/program.hpp"
#include "fast-engine/vs2pcg/expr.hpp"

namespace canbeat::fast::vs2pcg {

// The power symbols (000:386-390), one bit each; a Location's symbols and
// a power's cost use the same bits.
enum Symbol : std::uint8_t {
  sym_might = 1 << 0,
  sym_intellect = 1 << 1,
  sym_skill = 1 << 2,
  sym_energy = 1 << 3,
  sym_humanity = 1 << 4,
  sym_alien = 1 << 5,
};

// The symbols' names, symbol k's bit 1 << k.
inline constexpr const char* kSymbolNames[] = {"might", "intellect", "skill", "energy", "humanity", "alien"};
inline constexpr int kSymbolCount = 6;

// The bit of a symbol's name ("might", ...); 0 for another name.
inline std::uint8_t vs2pcg_symbol(std::string_view name) {
  for (int k = 0; k < kSymbolCount; ++k)
    if (name == kSymbolNames[k]) return std::uint8_t(1 << k);
  return 0;
}

// Who a test or an op is about: the card bound by the enclosing binder
// (`c` of an option or aggregate), the card that carries the text (`self`),
// or a card parameter of a card statement (`target(a, d)`: arg0, arg1), or
// the card bound by the binder around the enclosing one (`outer`: y in
// `for y in ... where any(z in ... : z.name == y.name)`).
enum class Subject : std::uint8_t { bound, self, arg0, arg1, outer };
// An op's subject kLocalSubject + i: the card in the running power's local i
// (a `let` name, or a card expression an op acts on).
constexpr int kLocalSubject = 8;

// A compiled condition: its guard, then the expression `expr` (expr.hpp)
// is not 0. The guard, tested before anything runs (most conditions fail
// there), is its leading conjuncts `self in self.controller.ZONE`: self in
// guard_zone (-1: none); `expr` is the conjuncts after them.
struct Test {
  std::int16_t expr = 0;
  std::int8_t guard_zone = -1;
  bool operator==(const Test&) const = default;
};

// The per-card vars a power may read or write (vs2pcg.rules, in order).
enum class CardVar : std::uint8_t {
  face_down, exhausted, wounds, plus, minus, hidden, attacking, defending, combat_atk, combat_def, strike_extra,
  no_strike_back, chosen, xp, no_strikes, combat_ferocious, combat_monstrous, spent, delayed, turn_lethal, egg, captor,
  turn_bio_mask, turning, turn_nest_off, turn_atk, turn_def, acid, on, struck, doomed, moved };
// The game vars a power may read: amplified (Amplify, 000:521: paid with a
// discard), ranged_combat (the running combat is a Ranged one, 000:243),
// effect_stop (an "up to" choice stopped; a power may also set it).
// cancelled (a Reaction cancelled the Plot Twist being played, 001:399;
// a power may set it).
enum class GameVar : std::uint8_t { amplified, ranged_combat, effect_stop, combat, cancelled, combat_cancelled, attacks };

// `c in DOMAIN where TEST`: the candidates of a choice or an aggregate;
// `who.controller.front_row` names the Front Row of another card's side.
struct Pick {
  enum class Domain : std::uint8_t {
    you_front_row, you_back_row, you_equipment, instances, controller_front_row, you_deck, you_hand, you_ko_pile,
    you_resource_row, you_deck_bottom, you_revealed, you_set_aside, seat_zone };
  Domain domain = Domain::instances;
  Subject who = Subject::bound;  // of controller_front_row
  std::uint8_t zone = 0;         // seat_zone: this zone of the seat ...
  std::int16_t seat = -1;        // ... the expression `seat` gives (expr.hpp)
  // A `for`'s: its cards in the zone's order as the rules keep it
  // (arrival), not key order, since which comes first may matter (a body
  // that reads what an earlier round changed, or breaks).
  bool in_zone_order = false;
  bool reversed = false;  // ... the last first (`move all A to bottom Z`)
  std::int16_t test = -1;  // -1: every element
  bool operator==(const Pick&) const = default;
};

// One instruction. Ops on a card act on `who` (the chosen target or self).
struct Op {
  enum class Code : std::uint8_t {
    ready,       // ready X (actions.rules: not while stunned)
    exhaust,     // exhaust X
    stun,        // stun X
    daze,        // daze(X): a stun without the wound (000:300)
    wound,       // wound X
    ko,          // ko X
    gain_minus,  // gain_minus(X): a -1/-1 counter, DEF 0 stuns (000:278-284)
    gain_plus,   // gain_plus(X)
    set_var,     // set X.VAR(a) = b
    set_game,    // set GameVar(a) = b
    add_var,     // set X.VAR(a) = X.VAR(a) + b
    move_row,    // move X to X.controller.ZONE(a) (a row)
    draw,        // draw_card(P): a chance "draw" from P's deck; P you when a < 0, else the player expression a
    loop_set,    // local b, the rounds left = expression a (repeat N, N not a number)
    for_each,    // for c in picks[a]: the cards taken now, its where tested per round; none: to b; else the first bound
    for_next,    // the next card of picks[a] whose where holds now bound and to b (the body), or past the loop
    gain_xp,     // gain_xp(X) (triggers.rules; Level Up, 000:418-420)
    discard_hand,  // move all you.hand to you.ko_pile
    reveals,     // reveals(P): P reveals one or more cards (triggers.rules; 001:539)
    to_hand,     // to_hand(X): X leaves play to its owner's hand (actions.rules)
    move_zone,   // move X to you.ZONE(a) (hand, deck, KO pile: X is you's own card)
    chance,      // choice a, decided by chance: `chance "L" c in you.deck where ... { ... }`
    equip_chosen,  // equip_chosen(X): the `chosen` cards are attached to X (actions.rules)
    hatch,       // hatch(X): an Ovomorph tries to hatch (facehuggers.rules; 000:528): a chance, suspended
    hug,         // hug(X): a revealed Facehugger KOs its Ovomorph and comes into play (000:530)
    capture,     // capture(Subject(a), X): X becomes the captive of that card (000:531-533)
    burst,       // burst(X): its captive to the KO pile, X KO'd (000:536-537)
    put_into_play,  // put_into_play(X): from hand into its owner's side's Back Row (000:536)
    send_away,   // send_away(you, X, a): X to another player's Back Row, you choosing whose; a: or not
                 // (actions.rules; ALN-021), suspended
    // The deck procedures act for the player P the deck_seat op before
    // them names (State::deck_seat).
    deck_seat,      // P: you (b < 0), or the player expression b
    shuffle_deck,   // shuffle_deck(P): the deck's known bottom back into its shuffled part (000:473)
    shuffle_enemy_decks,  // shuffle_enemy_decks(P): shuffle_deck of each enemy (000:473; ALN-008)
    reveal_top,     // reveal_top(P, a): a cards (a = -1: expression b) from the deck's top into P.revealed; chances, suspended
    bottom_in_order,  // bottom_in_order(P): P.revealed under the deck, one choice each, suspended
    bottom_location_to_hand,  // bottom_location_to_hand(P): the bottom's first basic Location to hand
    main_gains_stats,  // main_gains_stats(P, X): P's Main Character +X's ATK/DEF this turn
    replace_main,   // replace_main(Subject(a), X): X takes that Main Character's place (ALN-006)
    set_expr,    // set X.VAR = expression b; a: a CardVar, or -1 - a card set's var (Tables::extra_vars)
    set_game_expr,  // set GameVar(a) = expression b
    set_player_var,  // set P.VAR = expression b: P the player in local a >> 3, VAR PlayerVar(a & 7), rp or turns
    set_seat_var,    // set P.VAR = expression b: P the player in local a >> 7, VAR a card set's per-player var a & 127
    let,         // local a = expression b (`let`, kept in the state while the power runs)
    rebind,      // the bound card = the card in local a (an enclosing binder's, past an inner one: restore_bound)
    set_you,     // `you` = the player in local a (copy_effect t, P: the copied effect runs for P, then its user again)
    recover,     // recover X (actions.rules: face up, stays exhausted, keeps its wounds; fires recovered)
    win_game,    // win P[, Q] (docs/dsl.md "Ending the game"): P the expression b, Q (an ally) a or -1
    lose_game,   // lose P: every other seat wins, together
    tie_game,    // tie
    win_all,     // win all: every seat wins together, the first the winner
    lose_all,    // lose all: every seat loses together
    eliminate,   // eliminate P: the seat (expression b) decides nothing more (State::eliminated)
    undecided,   // undecided "ID": the rules do not decide (names[a] the id)
    reset_card,  // reset X: every per-card var back to its initial value (actions.rules clear_state)
    fire_event,  // fire "EVENT", X: Event a's triggers whose where holds wait (a < 0: no card triggers on it)
    reveal_zone, // reveal Z: nothing the state keeps (the interpreter's event log); Z's seat, expression b, is read
    activate,    // activate U, P: power U (expression b) runs for P (expression a), marked used; the running
                 // power goes on after it (State::calls)
    for_break,   // break out of the running for: no card bound, to b
    for_powers,  // for u in powers(Z) where W: aggregates[a] names Z, u's local and W; the powers taken now,
                 // a frame of State::for_cards; none: to b; else the first bound
    power_next,  // the next power of the running for_powers (aggregates[a]) whose W holds now, and to b; or past
    drop_for,    // break out of the running for over powers: its frame dropped, to b
    move_to,     // move X to P.ZONE(a), P the seat expression b (a row: held by P; else P owns X)
    next_seat,   // `for q in players`: local a = the next seat; none left: to b
    loop_next,   // to b when local a (the rounds left) is 0 or less, else count it down
    jump_unless, // to b unless test a holds
    jump,        // to b
    choose,      // choice a: `choose you { option ... }`, suspended
    end,
  };
  Code code = Code::end;
  Subject who = Subject::bound;
  std::int16_t a = 0, b = 0;
  bool operator==(const Op&) const = default;
};

// `option "LABEL" c in PICK { BODY }` of a choice; BODY starts at op `body`
// and ends with a jump past the choice.
struct Alt {
  std::string label;
  std::int16_t pick = -1;  // -1: an option without binder (key = label)
  std::int16_t body = 0;
  std::uint8_t rank = 0;  // the key's place in byte order among the choice's labels (and elements)
  // A card as printed, bound when the power was compiled (`t in cards`):
  // its name ends the key ("copy Any Time."); "" otherwise.
  std::string element;
  // `option "LABEL" u in powers(P.ZONE) where W`: ex.aggregates[powers]
  // names the zone, u's local and W (-1: not over powers). Its options
  // are l_pick_power, arg alternative * 2048 + the power's slot.
  std::int16_t powers = -1;
  // A chance over a die's faces (`chance "roll" x in d6 where W`): the
  // face's element is its number, `weight` how many times the die lists
  // it, `when` W with x set to it (ex.exprs; -1: none), read when the
  // chance comes.
  std::int16_t when = -1;
  std::uint16_t weight = 1;
  // A chance over `cards` whose where reads the game: `when` is how many
  // of the name's cards it holds for, the weight (0: closed).
  bool counted = false;
  bool operator==(const Alt&) const = default;
};

struct Choice {
  std::vector<Alt> alts;
  // Who chooses: -1 you (the power's player), else the expression (ex) of
  // the player, evaluated when the choice comes (`choose self.controller`).
  std::int16_t decider = -1;
  // The rules error when no option is open (ex.errors): "chance over
  // nothing", "a player must choose, but no option is open", at the
  // statement's file:line:col as the interpreter words it.
  std::int16_t none = -1;
  bool operator==(const Choice&) const = default;
};

// When a power can be used (000:392-398, 000:663; powers.rules): the
// `power` item's timing word.
// A card trigger (`when EVENT(c)`, 000:481) is kept among the powers with
// the timing `trigger`: it is never used, it is fired (Event). A
// Reaction (001:397-399) is used when its event happens (Reacts). A
// `recruit` power names the symbols its card may be recruited with instead
// of its cost (ALN-016; build.rules recruit_by_symbols).
enum class Timing : std::uint8_t {
  build, main, combat, any_turn_combat, any_combat, any_turn_any_combat, trigger, reaction, recruit };

// The events a Reaction reacts to (plot_twists.rules): `enemy_plays_twist`,
// an enemy player plays a Plot Twist (001:399).
enum class Reacts : std::uint8_t { none, enemy_plays_twist };

// The events the rules fire (triggers.rules): a card's `when EVENT(c)`.
enum class Event : std::uint8_t {
  build_start, main_start, turn_end, appears, attacks, attack_made, attacked, survives, stunned, kod,
  defender_stunned, turn_over, revealed, enemy_reveals, turn_start, recovered };
constexpr int kEvents = 16;
// A card set's own events (a trigger's event the rules never fire; a card's
// `fire` fires it) are numbered from kEvents on, below kMaxEvents.
constexpr int kMaxEvents = 64;

struct Power {
  std::string name;
  Timing timing = Timing::main;
  std::vector<std::uint8_t> cost;     // Symbol per symbol, in the order they are paid (pay_power)
  std::vector<Op> ops;
  std::vector<Test> tests;
  std::vector<Pick> picks;
  std::vector<Choice> choices;
  std::vector<std::string> names;  // card names the tests compare with (name_is)
  // A trigger: its event, the root test of its `where` (-1: always), and
  // whether that `where` requires the event's card to be self (0) or not (-1).
  Event event = Event::build_start;
  std::int16_t where = -1;
  std::int8_t self_arg = -1;
  Reacts reacts = Reacts::none;  // a Reaction's event
  Exprs ex;  // the expressions its tests, sums and ops use
  // Its body as the shared card compiler's program (fast-engine/cards/),
  // run in its stead where that compiler takes the body (`shared`).
  cards::Program program;
  bool shared = false;
  bool operator==(const Power&) const = default;
};

// An option of a choice of Power::program is its index * kOptionStride +
// its element + 1 (a seat, a card, a power's slot), in 16 bits: at most
// kMaxFrameOptions options.
inline constexpr int kOptionStride = 2048;
inline constexpr int kMaxFrameOptions = 32767 / kOptionStride;

// The actions whose card statements the engine asks: target(a, d)
// (attack.rules), strike_back(d) (combat.rules), use_power(p, u)
// (powers.rules; arg0 is then a seat, arg1 the power's card) and
// change_row(p, c) (build.rules; arg0 a seat, arg1 the card), attack(p, a)
// (attack.rules; likewise).
// power_up(p, h, c) (actions.rules): arg0 the hand card, arg1 the character,
// the player in Scope::seat. pay_symbol(p, u, l, s) (powers.rules): arg0
// the paying card l, arg1 the power's card, the player in Scope::seat, the
// power in Scope::slot (Bond, 001:508-510). reveals_draws(p) (turn.rules):
// the player in Scope::seat (the Falcon Drone, 001:539).
// pay_recruit_symbols(p, c) (build.rules): arg0 the card, the player in
// Scope::seat (ALN-016's Artificial Person). recruit(p, c) (build.rules):
// as change_row. play_equipment(p, e, c) (build.rules) and join(p, a, b)
// (attack.rules): as power_up. strike_back_at(d, x) (combat.rules) and
// team_attack(a, b) (attack.rules): arg0, arg1. reach(p, a) (attack.rules):
// as change_row. change_side(c, q) (actions.rules): arg0 the card, the
// player in Scope::seat. play_twist(p, u) (plot_twists.rules): as use_power.
// combat_power(q, p, u) (powers.rules) and combat_twist(q, p, u)
// (plot_twists.rules): q in Scope::seat, p (the combat's player) arg0, u as
// use_power's. pay_recruit_points(p, c) (build.rules): as recruit.
// reaction(q, r, e) (plot_twists.rules): as use_power; e is not read.
enum class Action : std::uint8_t {
  target, strike_back, use_power, change_row, power_up, pay_symbol, reveals_draws, pay_recruit_symbols, attack,
  recruit, play_equipment, join, strike_back_at, team_attack, reach, change_side, play_twist, combat_power,
  combat_twist, pay_recruit_points, reaction, affiliated, good_team, payable, leaves_payer };
constexpr int kActions = 25;
// A card set's own actions (`action NAME(...)` the engine does not decide)
// are numbered from kActions on, in declaration order (Compiler::own_action).
constexpr int kMaxActions = kActions + 8;

// A card's can/can't statement (docs/dsl.md, "Card statements"): card
// beats rulebook, can't beats can. Its `when` compiled by the shared card
// compiler (card_binding.cpp), the action's parameters in locals 0.. in
// their declared order (Engine::CardHost, card_words.hpp action_roles).
struct Statement {
  bool cant = false;
  Action action = Action::target;
  // A rules file's cant, compiled only because a card set's rule-level can
  // of its action exists: the engine's own answer stands for the rules'
  // statements, and such a can beats their silence but loses to their
  // cants (docs/dsl.md "The golden rules"), so these tell the two apart
  // (Engine::statements_decide).
  bool rulebook = false;
  cards::Program program;
  bool operator==(const Statement&) const = default;
};

// A card's continuous effect (`continuous NAME for c in instances where W:
// c.MEMBER OP X;`, docs/dsl.md): while `test` holds with self its card and
// the bound card c, c's ATK, DEF, cost, Health, level or another declared
// stat changes by `amount` (or by the value of
// the expression `amount_expr`, negated for -=), or c gains (or, with
// `lose`, loses) the keyword `keyword`; losing beats gaining. Its test and
// amount read printed stats and keywords (effects don't see each other).
struct Continuous {
  // stat: another declared stat (Data::stats), its index in `stat`.
  enum class Member : std::uint8_t { atk, def, keyword, cost, health, level, fact, symbol, stat };
  Member member = Member::atk;
  std::int16_t stat = -1;
  std::uint32_t keyword = 0;  // Keyword bit
  std::uint32_t fact = 0;     // fact bit (vs2pcg_facts: a declared team or trait)
  std::uint8_t symbol = 0;    // a power symbol's bit (a Location's, 000:459)
  bool lose = false;
  std::int16_t amount = 0;
  std::int16_t amount_expr = -1;
  bool negate = false;  // -= with an expression amount
  std::vector<Test> tests;
  std::vector<Pick> picks;
  std::vector<std::string> names;
  std::int16_t test = -1;
  // Its guard, the leading conjuncts of its condition tested before the
  // condition runs (most effects fail there): `self in self.controller.Z`
  // (guard_zone Z, -1: none) and `c == self` (guard_self).
  std::int8_t guard_zone = -1;
  bool guard_self = false;
  Exprs ex;
  bool operator==(const Continuous&) const = default;
};

}  // namespace canbeat::fast::vs2pcg
