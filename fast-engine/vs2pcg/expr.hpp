// A compiled int/bool expression of a card's text (docs/dsl.md,
// "Expressions"): the DSL expression tree turned, when the tables are built,
// into a short instruction list for the shared expression machine
// (fast-engine/cards/expr.hpp; expr_eval.cpp runs this game's codes). Every condition, amount and value of a card's
// text compiles to this: arithmetic, comparisons of any two values, sums,
// `printed`, a card's stats, per-card vars (the rules' and a card set's),
// `let` locals, aggregates over zones, instances and players.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "fast-engine/cards/expr.hpp"

namespace canbeat::fast::vs2pcg {

// One instruction of the shared expression machine (fast-engine/cards/
// expr.hpp, which runs its own codes: numbers, locals, subjects, arithmetic,
// comparisons, `and`/`or`, aggregates, rules errors). Values are ints: a
// card is its instance (-1: none), a player its seat, a bool 0 or 1, a name
// or team an interned id.
using Instr = cards::ExprInstr;

// The codes: the machine's, then the reads of the fast state
// (Engine::ExprHost::read runs them). A subject is Subject(a) of the scope
// (self, bound, arg0, ...).
struct Code : cards::ExprCode {
  enum : std::uint8_t {
    you = game,    // push the seat of `you`
    game_var,      // push the game var a (ExprVar)
    stat,          // card -> its stat a (Stat bit), every continuous effect applied (n = 1: as printed);
                   // a card that does not print it: errors[error]
    other_stat,    // card -> another declared stat a (Data::stats), as `stat`
    card_var,      // card -> its rules' per-card var a (CardVar)
    extra_var,     // card -> the per-card var a declared by a card set (Engine::Tables::extra_vars)
    keyword,       // card -> has keyword bit n, effects applied (a = 1: as printed)
    symbol,        // card -> makes the power symbol of bits n (as the effects make it; a = 1: as printed, has())
    team_is,       // card -> its Team Affiliation is names[a]
    fact,          // card -> it has the declared team or trait of bit n (c.company, c.soldier), effects applied (a = 1: as printed)
    type,          // card -> its Type
    name,          // card -> its name id; n = 1: whether its name is names[a]
    team,          // card -> its team id (0: none); n = 1: whether its team is names[a] ("" none)
    serial,        // card -> instance + 1
    owner,         // card -> its owner's seat
    controller,    // card -> the seat whose zone holds it
    printed,       // card -> whether it prints stat a
    printed_other, // card -> whether it prints the other declared stat a (Data::stats)
    in_zone,       // seat card -> whether seat holds the card in zone a
    zone_is,       // card -> whether it is in its controller's zone n (`c in c.controller.ZONE`, fused)
    player_var,    // seat -> its per-player var a (PlayerVar)
    seat_var,      // seat -> the per-player var a declared by a card set (Engine::Tables::seat_vars)
    zone_size,     // seat -> how many cards it holds in zone a
    zone_end,      // seat -> the card last moved into its zone a (n = 1), or first (n = 0); empty: errors[...]
    opponent,      // seat -> the other seat of two (opponent(p)); another count of seats: errors[a]
    player_at,     // number -> the seat of that number (player_at(n)); no such seat: errors[a] and the number
    legal,         // the arguments (legal_arity(a) of them, pushed in order) -> whether LegalQuery(a) is legal now
    legal_own,     // cards arg0, arg1, seat, power slot (-1: none) -> whether a card set's own action a is legal now
    // A power is its slot (card * kMaxPowers + its index among the card's
    // powers, as `powers(zone)` lists them).
    power_card,    // power -> its card (u.card)
    power_name,    // power -> whether its name is names[a] (u.name == "N")
    same_power,    // power, power -> whether their names (a = 0), timings (1) or events (2) are the same
    power_timing,  // power -> whether its timing is Timing(n) (u.timing == "main"; n = -1: a timing no power has)
    power_event,   // power -> whether its Reaction's event is Reacts(n) (u.event == "E"; "" none; n = -1: never)
    power_used,    // power -> used this turn (u.used; 000:404)
    has_symbol,    // card symbol -> whether the card makes that power symbol (has(l, s), s of a cost)
  };
};

// cards::fuse() with this game's reads (expr_eval.cpp).
void fuse(std::vector<Instr>& code);

// The legality queries a power's or trigger's expression may ask (`legal
// ACTION(args)`): the actions the engine answers natively (legality.hpp),
// each with its rules' parameters.
enum class LegalQuery : std::uint8_t {
  change_row,      // (p, c)     build.rules
  attack,          // (p, a)     attack.rules
  target,          // (a, d)     attack.rules
  team_attack,     // (a, b)     attack.rules
  strike_back,     // (d)        combat.rules
  strike_back_at,  // (d, x)     combat.rules
  power_up,        // (p, h, c)  actions.rules
  recruit,         // (p, c)     build.rules
  join,            // (p, a, b)  attack.rules
  reach,           // (p, a)     attack.rules
  change_side,     // (c, q)     actions.rules
  play_equipment,  // (p, e, c)  build.rules
  pay_recruit_points,  // (p, c) build.rules
  use_power,       // (p, u)     powers.rules
  payable,         // (p, u)     powers.rules
  play_twist,      // (p, u)     plot_twists.rules
  pay_symbol,      // (p, u, l, s) powers.rules; s a power symbol's bit (0: no such symbol)
  affiliated,      // (c, t)     vs2pcg.rules; t a team id (0: none)
  good_team,       // (t)        vs2pcg.rules
};
constexpr int legal_arity(int q) {
  constexpr int kArity[] = {2, 2, 2, 2, 1, 2, 3, 2, 3, 2, 2, 3, 2, 2, 2, 2, 4, 2, 1};
  return kArity[q];
}

// The game vars an expression reads (vs2pcg.rules).
enum class ExprVar : std::uint8_t {
  amplified, ranged_combat, effect_stop, combat, cancelled, combat_cancelled, active, turn_side, attacks, turn };
// The per-player vars (vs2pcg.rules).
enum class PlayerVar : std::uint8_t { rp, turns, out, side, lead, eliminated };

// An aggregate of the shared machine (fast-engine/cards/expr.hpp), whose
// domains go on with this game's (Engine::ExprHost::each walks them):
// zone: a zone of the seat expression `seat`, from its bottom (arrival)
// for `first`; powers: the powers of the cards of a zone (`powers(P.ZONE)`),
// card by card in the zone's order, each card's in printed order; cost: the
// symbols of a power's cost (`u.cost`; the power is the expression
// `seat`), their Symbol bits.
using Aggregate = cards::ExprAggregate;
struct Domain : Aggregate::Domain {
  enum : std::uint8_t { zone = game, powers, cost };
};

// One expression, and the expressions of one compiled item (a power,
// statement or effect) with their aggregates and rules errors (this
// game's: opponent of more than two seats, a).
using Expr = cards::CompiledExpr;
using Exprs = cards::ExprSet;

constexpr int kMaxLocals = 16;

}  // namespace canbeat::fast::vs2pcg
