// What a card's text asks of the engine (card_host.hpp): the legality
// queries it answers natively, and the game and per-player vars a card
// reads.
#pragma once

#include <cstdint>

namespace canbeat::fast::vs2pcg {

// The legality queries a card's expression may ask (`legal
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

}  // namespace canbeat::fast::vs2pcg
