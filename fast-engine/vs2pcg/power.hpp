// A Super Power, trigger and continuous effect of the Vs. System 2PCG
// engine (Super Powers, 000:346-406 of ../shared/seeds/000_03a9bc82aad99cdb.txt)
// as the engine keeps them: what it reads itself (a power's timing and
// cost, a trigger's event, an effect's member) beside the body the shared
// card compiler made (fast-engine/cards/; power_load.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "fast-engine/cards/program.hpp"

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

// The per-card vars a power may read or write (vs2pcg.rules, in order).
// The game vars a power may read: amplified (Amplify, 000:521: paid with a
// discard), ranged_combat (the running combat is a Ranged one, 000:243),
// effect_stop (an "up to" choice stopped; a power may also set it).
// cancelled (a Reaction cancelled the Plot Twist being played, 001:399;
// a power may set it).
enum class GameVar : std::uint8_t { amplified, ranged_combat, effect_stop, combat, cancelled, combat_cancelled, attacks };

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
  std::vector<std::uint8_t> cost;  // Symbol per symbol, in the order they are paid (pay_power)
  Event event = Event::build_start;  // a trigger's
  Reacts reacts = Reacts::none;      // a Reaction's event
  // Its body, and a trigger's `where` (Program::test, the event's card in
  // local 0), as the shared card compiler makes them.
  cards::Program program;
  bool operator==(const Power&) const = default;
};

// An option of a choice of Power::program is its index * kOptionStride +
// its element + 1 (cards::list_options; a power as its slot), in 16 bits: at most
// kMaxFrameOptions options.
inline constexpr int kOptionStride = 2048;
inline constexpr int kMaxFrameOptions = 32767 / kOptionStride;

// The actions whose card statements the engine asks, with what it passes
// (Engine::statements_decide's arg0, arg1, seat and slot): target(a, d)
// (attack.rules), strike_back(d) (combat.rules), use_power(p, u)
// (powers.rules; arg0 is then a seat, arg1 the power's card) and
// change_row(p, c) (build.rules; arg0 a seat, arg1 the card), attack(p, a)
// (attack.rules; likewise).
// power_up(p, h, c) (actions.rules): arg0 the hand card, arg1 the character,
// the player in `seat`. pay_symbol(p, u, l, s) (powers.rules): arg0
// the paying card l, arg1 the power's card, the player in `seat`, the
// power in `slot` (Bond, 001:508-510). reveals_draws(p) (turn.rules):
// the player in `seat` (the Falcon Drone, 001:539).
// pay_recruit_symbols(p, c) (build.rules): arg0 the card, the player in
// `seat` (ALN-016's Artificial Person). recruit(p, c) (build.rules):
// as change_row. play_equipment(p, e, c) (build.rules) and join(p, a, b)
// (attack.rules): as power_up. strike_back_at(d, x) (combat.rules) and
// team_attack(a, b) (attack.rules): arg0, arg1. reach(p, a) (attack.rules):
// as change_row. change_side(c, q) (actions.rules): arg0 the card, the
// player in `seat`. play_twist(p, u) (plot_twists.rules): as use_power.
// combat_power(q, p, u) (powers.rules) and combat_twist(q, p, u)
// (plot_twists.rules): q in `seat`, p (the combat's player) arg0, u as
// use_power's. pay_recruit_points(p, c) (build.rules): as recruit.
// reaction(q, r, e) (plot_twists.rules): as use_power; e is not read.
enum class Action : std::uint8_t {
  target, strike_back, use_power, change_row, power_up, pay_symbol, reveals_draws, pay_recruit_symbols, attack,
  recruit, play_equipment, join, strike_back_at, team_attack, reach, change_side, play_twist, combat_power,
  combat_twist, pay_recruit_points, reaction, affiliated, good_team, payable, leaves_payer };
constexpr int kActions = 25;
// A card set's own actions (`action NAME(...)` the engine does not decide)
// are numbered from kActions on, in declaration order (card_words.cpp own_action).
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
// c.MEMBER OP X`, docs/dsl.md): while W holds with self its card and the
// bound card c, c's ATK, DEF, cost, Health, level or another declared stat
// changes by `amount` (a number) or by the value of X (program.amount,
// negated for -=), or c gains (or, with `lose`, loses) the keyword, fact
// or symbol; losing beats gaining. W and X read printed stats and
// keywords (effects don't see each other).
struct Continuous {
  // stat: another declared stat (Data::stats), its index in `stat`.
  enum class Member : std::uint8_t { atk, def, keyword, cost, health, level, fact, symbol, stat };
  Member member = Member::atk;
  std::int16_t stat = -1;
  std::uint32_t keyword = 0;  // Keyword bit
  std::uint32_t fact = 0;     // fact bit (vs2pcg_facts: a declared team or trait)
  std::uint8_t symbol = 0;    // a power symbol's bit (a Location's, 000:459)
  bool lose = false;
  std::optional<std::int16_t> amount;  // a number amount; else program.amount
  bool negate = false;                 // -=
  cards::Program program;              // W its test, X its amount (cards::compile_effect)
  bool operator==(const Continuous&) const = default;
};

}  // namespace canbeat::fast::vs2pcg
