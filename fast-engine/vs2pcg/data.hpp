// The card data the Vs. System 2PCG engine needs, as plain data: per seat, its
// name and deck list with each card's stats, type, team and keywords. Vanilla
// cards have no abilities, so this is all that varies between cards
// (games/vs2pcg/alien-battles.cards; "The Card Types", 000:47-101).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "fast-engine/vs2pcg/power.hpp"
#include "seam/engine.hpp"

namespace canbeat::dsl {
struct Game;
}
namespace canbeat::ast {
struct Pos;
struct CardDef;
struct Power;
struct Permission;
struct Trigger;
struct Continuous;
}

namespace canbeat::fast::cards {
struct Binding;
}

namespace canbeat::fast::vs2pcg {

// "The Card Types" (000:47-101), as vs2pcg.rules declares them.
enum class Type : std::uint8_t {
  main_character,
  supporting_character,
  plot_twist,
  equipment,
  location,
  facehugger_pile,
};

// Keywords (000:338-342, 000:701-715, vs2pcg.rules): one bit each.
enum Keyword : std::uint32_t {
  kw_flight = 1 << 0,
  kw_ranged = 1 << 1,
  kw_creature = 1 << 2,
  kw_swarm = 1 << 3,
  kw_passive = 1 << 4,
  kw_ferocious = 1 << 5,
  kw_lethal = 1 << 6,
  kw_monstrous = 1 << 7,
  kw_leader = 1 << 8,
  // Predator Battles (001:735-767)
  kw_dodge = 1 << 9,
  kw_stealth = 1 << 10,
  kw_invade = 1 << 11,
  kw_quick_draw = 1 << 12,
  kw_invisibility = 1 << 13,
  kw_angry = 1 << 14,
  kw_combat_master = 1 << 15,
  kw_durable = 1 << 16,
  kw_death_trap = 1 << 17,  // played from the Resource Row (001:512-514)
  kw_no_autographs = 1 << 18,  // every Good Team Affiliation (Lambert, 001:547)
  kw_sniper_nest = 1 << 19,  // Isabelle's, turned off by enemies (001:549-551; combat.rules)
};

// Stats a card may lack (a Main Character has no cost; a card defined by
// name only has none): reading one is a rules error, as in the DSL.
enum Stat : std::uint8_t {
  st_cost = 1 << 0,
  st_atk = 1 << 1,
  st_def = 1 << 2,
  st_health = 1 << 3,
  st_level = 1 << 4,
};

struct Card {
  std::string name;
  Type type = Type::supporting_character;
  int cost = 0, atk = 0, def = 0, health = 0, level = 0;
  std::uint8_t missing = 0;  // Stat bits of the stats the card does not have (then 0 above)
  std::string team;            // "" for a card with no Team Affiliation
  std::uint32_t keywords = 0;  // Keyword bits
  int copies = 1;
  std::uint8_t symbols = 0;    // Symbol bits (a Location's power symbols, 000:459)
  std::vector<Power> powers;  // its Super Powers, then its triggers, in printed order (compiled)
  std::vector<Statement> statements;  // its can/can't statements (compiled)
  std::vector<int> fact_ids;          // the facts it lists, as `has` asks (cards::fact_ids)
  // The game's other declared stats (Data::stats order: level_up_xp, a
  // Level 1 Main Character's Level Up number, 000:412; team_symbols, a Plot
  // Twist's Team Symbols when more than one, 001:344; limit; a card set's
  // own): nullopt where the card prints none.
  std::vector<std::optional<int>> stats;
  std::vector<Continuous> continuous;  // its continuous effects (compiled)
  std::uint32_t facts = 0;  // bits of vs2pcg_facts: the declared teams and traits it prints
  bool operator==(const Card&) const = default;
};

// One seat: its name (the DSL's `players`) and its deck, lines in file order.
struct Seat {
  std::string name;
  std::vector<Card> cards;
  bool operator==(const Seat&) const = default;
};

// A `per_card` var that is not one of vs2pcg.rules' (a card set declares
// it, docs/dsl.md "Declarations"): its name and initial value. The engine
// keeps every one of them for every card (Engine::set_vars_); `reset c`
// (clear_state) resets them with the rules' own.
struct CardSetVar {
  std::string name;
  int init = 0;
  std::string lasts;  // a duration it is declared with (`var v: per_card, turn = 0;`): reset at `expire turn;`
  bool operator==(const CardSetVar&) const = default;
};
std::vector<CardSetVar> card_set_vars(const canbeat::dsl::Game& game);
// The `per_player` vars a card set declares beside vs2pcg.rules' own (rp,
// turns, out, side, lead), kept per seat (Engine::seat_vars_).
std::vector<CardSetVar> seat_set_vars(const canbeat::dsl::Game& game);

struct Data {
  std::vector<Seat> seats;  // 2, 3 or 4, in seat order
  std::vector<CardSetVar> card_vars;  // the card sets' per_card vars, in declaration order
  std::vector<CardSetVar> seat_vars;  // the card sets' per_player vars, in declaration order
  // The rules error of powers.rules' pay_power when no Location pays the
  // next symbol (a card's can made an unpayable power usable), worded as
  // the interpreter words it, file:line:col of that choice ("" unknown).
  std::string pay_dead_end;
  // "FILE:LINE:COL: rules error: " of turn.rules' `player_at(first_seat)`
  // and `player_at(active)` at the start of a turn: a seat the table lacks.
  std::string no_first_seat, no_active_seat;
  // The declared teams (`team company;`), in declaration order: team id
  // i + 1 (0: no team), so a compiled team literal is its id.
  std::vector<std::string> teams;
  std::vector<std::string> card_names;  // vs2pcg_card_names
  std::vector<std::string> stats;       // vs2pcg_stats: the declared stats beyond the five of Stat
  // The rule statements (outside any card) the engine does not decide
  // natively (rule_statements, data.cpp): those of the card sets' own
  // actions that compile (a card asking an action whose rules do not is
  // refused), a card set's cans and cants of the rules' actions, and the
  // rules' cants of an action a card set's can speaks of (rulebook).
  std::vector<Statement> rule_statements;
  // Every string a card's text may compare (vs2pcg_strings): a card's
  // name, its team, a power's name, timing or event read as its index.
  std::vector<std::string> strings;
  // The fact id (Card::fact_ids) of each of `strings`, -1 where no card
  // lists it: `has(c, s)` of a string s.
  std::vector<int> fact_of_string;
  // Each action's parameters as the engine passes them (action_roles), by Action.
  std::vector<std::string> action_roles;
  bool operator==(const Data&) const = default;
};

// From a loaded DSL game and a table setup (dsl::Game::seats_for, decks_for).
// Throws std::invalid_argument for an unknown deck, a card without a type or
// a type the rules do not declare. Defined in data.cpp (needs dsl/).
Data load_data(const canbeat::dsl::Game& game, const Setup& setup = {});

// Why the engine cannot play `card` (an ability its compiler refuses, with
// file:line:col; more Super Powers and triggers than a card holds), or ""
// when it can: the registration's per-card question (register.cpp).
std::string card_refusal(const canbeat::dsl::Game& game, const canbeat::ast::CardDef& card, int max_powers);

// A type name of vs2pcg.rules (long or short) as a Type; throws
// std::invalid_argument naming `card` for another.
Type vs2pcg_type(const std::string& t, const std::string& card);
// A keyword of vs2pcg.rules as its Keyword bit; 0 for another name.
std::uint32_t vs2pcg_keyword(const std::string& name);
// The declared teams and traits (`team company;`, `trait soldier;`), in
// declaration order: a card's facts `c.company`, `c.soldier` (bit i: the
// i-th; the first 32 only), which continuous effects may give or take.
std::vector<std::string> vs2pcg_facts(const canbeat::dsl::Game& game);
// The declared stats other than cost, atk, def, health and level, in
// declaration order (Data::stats, Card::stats).
std::vector<std::string> vs2pcg_stats(const canbeat::dsl::Game& game);
// The declared teams alone, in declaration order (Data::teams).
std::vector<std::string> vs2pcg_teams(const canbeat::dsl::Game& game);
// A team's id, the same on every table of the game: 1 + its index among
// the declared teams, 0 for "" and for a name no team has.
int vs2pcg_team_id(const canbeat::dsl::Game& game, const std::string& name);
// Every card name of the game (its card sets' and decks' cards), once each
// in that order: name id i (Data::card_names), so a name in a card's text
// compiles to a number (vs2pcg_name_id; -1: no card's name).
std::vector<std::string> vs2pcg_card_names(const canbeat::dsl::Game& game);
int vs2pcg_name_id(const canbeat::dsl::Game& game, const std::string& name);
// The fact's bit, 0 for another name (or past the first 32).
std::uint32_t vs2pcg_fact(const canbeat::dsl::Game& game, const std::string& name);

// A card's power, trigger and continuous effect as the engine keeps them
// (power_load.cpp): their bodies, `where` and amounts compiled by the
// shared card compiler over the game's binding (vs2pcg_binding). Each
// throws std::invalid_argument with file:line:col for what it cannot take.
Power power_of(const canbeat::dsl::Game& game, const canbeat::fast::cards::Binding& binding,
               const canbeat::ast::CardDef& card, const canbeat::ast::Power& power);
Power trigger_of(const canbeat::dsl::Game& game, const canbeat::fast::cards::Binding& binding,
                 const canbeat::ast::CardDef& card, const canbeat::ast::Trigger& trigger);
Continuous continuous_of(const canbeat::dsl::Game& game, const canbeat::fast::cards::Binding& binding,
                         const canbeat::ast::CardDef& card, const canbeat::ast::Continuous& effect);
// A card's can/can't statement compiled by the shared card compiler over
// the game's binding (vs2pcg_binding; card_binding.cpp).
Statement compile_statement(const canbeat::dsl::Game& game, const canbeat::fast::cards::Binding& binding,
                            const canbeat::ast::CardDef& card, const canbeat::ast::Permission& statement);
// A rule statement (outside any card) of a card set's own action, or a card
// set's can or cant of a rules action, or (rulebook) a rules file's cant
// that such a can must lose to (Statement::rulebook), compiled as a card's
// is but with no self (same file); throws as power_of does.
Statement compile_rule_statement(const canbeat::dsl::Game& game, const canbeat::ast::Permission& statement,
                                 bool rulebook = false);
// Refuses, at `at`, a text that asks the legality of an action the
// engine does not answer: a rules action it does not decide natively, or
// a card set's own whose rule statements do not all compile
// (card_binding.cpp).
void check_asks(const canbeat::dsl::Game& game, const canbeat::ast::Pos& at, const canbeat::fast::cards::Program& program);
// Whether a source file is one of the rules' (*.rules), not a card set's
// or a scenario's: where a house rule or a procedure comes from.
inline bool vs2pcg_rules_file(const std::string& path) { return path.ends_with(".rules"); }

}  // namespace canbeat::fast::vs2pcg
