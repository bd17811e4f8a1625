// The words of this game's card text as the shared card compiler binds
// them (card_binding.cpp) and the engine's host answers them
// (card_host.hpp): a card member's id, the strings a text compares, the
// names of the rules' vars, and the actions whose statements the engine
// asks with the parameters each passes.
#pragma once

#include <string>
#include <vector>

#include "fast-engine/cards/binding.hpp"
#include "fast-engine/vs2pcg/card_state.hpp"
#include "fast-engine/vs2pcg/data.hpp"
#include "fast-engine/vs2pcg/queries.hpp"

namespace canbeat::ast {
struct ActionDecl;
}

namespace canbeat::fast::vs2pcg {

// What a card member's id names (its kind * kMemberStride + its index).
enum class CardMember : std::uint8_t {
  stat,        // cost, atk, def, health, level (Stat bit 1 << index), effects applied
  other_stat,  // another declared stat (Tables::stats), effects applied
  keyword,     // Keyword bit 1 << index, effects applied
  fact,        // a declared team or trait (vs2pcg_facts bit 1 << index), effects applied
  symbol,      // a power symbol (Symbol bit 1 << index), as the effects make it
  card_var,    // the rules' per_card var (CardVar)
  set_var,     // a card set's per_card var (Tables::card_vars)
  name, type, team, serial,
};
inline constexpr int kMemberStride = 1024;
constexpr int member_id(CardMember m, int index) { return int(m) * kMemberStride + index; }

// A string no text compares with (string_index of an unknown string).
inline constexpr int kNoString = -2;

// Every string a card's text may compare, once each: the card names first
// (a card's name id is its index in vs2pcg_card_names), "", the teams,
// the powers' names, the timings, the Reactions' events, the power symbols.
std::vector<std::string> vs2pcg_strings(const canbeat::dsl::Game& game);
int string_index(const std::vector<std::string>& strings, const std::string& s);
const char* timing_word(Timing t);
const char* reacts_word(Reacts r);

cards::Binding vs2pcg_binding(const canbeat::dsl::Game& game);

// The rules' procedures a power calls that the engine performs itself
// (Engine::perform), each a procedure of actions.rules, triggers.rules or setup.rules
// (the names in card_words.cpp); any other a power calls is compiled in
// place from its body.
enum class Native : std::uint8_t { wound, ko, gain_plus, reveals, draw_card };
inline constexpr int kNatives = 5;
const char* native_name(Native n);

// The events a card's trigger answers and its `fire` fires, by number: the
// rules' (Event), then the card sets' own (a trigger's event the rules
// never fire) in byte order, from kEvents on.
std::vector<std::string> vs2pcg_events(const canbeat::dsl::Game& game);

inline constexpr int kExprVars = 9;  // the game vars a card reads: ExprVar up to attacks
const char* expr_var_name(ExprVar v);
inline constexpr int kPlayerVars = 6;
const char* player_var_name(PlayerVar v);
const char* vs2pcg_type_name(Type t);

// A rules action's number (Action), -1 for a card set's own.
int vs2pcg_rules_action_number(const std::string& name);
// Whether the engine decides the action natively, from the rules it
// encodes: no card set's own.
bool vs2pcg_rules_action(const std::string& name);
const char* vs2pcg_action_name(Action a);
// The legality query the engine answers for a rules action (LegalQuery), -1 none.
int legal_query_of(Action a);
// What each parameter of action number `action` is to the engine's call
// (Engine::card_statements_decide), one letter each: P the player (its
// seat argument, else arg0), Q a second player (arg0), U the power (its
// slot), T a team (the slot, a team id), N or B a number or truth value
// (the slot), S a string (its text argument), 0 and 1 the cards arg0 and
// arg1. "!" where the engine cannot pass a card set's own action's
// parameters (more than two cards, ...).
std::string action_roles(const canbeat::dsl::Game& game, int action);
// The name of a card set's own action numbered `action` ("" none).
std::string own_action_name(const canbeat::dsl::Game& game, int action);
// A card set's own action's roles (its parameters up to two cards, a
// player, and one power, number or truth value); "!" for another shape.
std::string own_action_roles(const canbeat::ast::ActionDecl& d);

}  // namespace canbeat::fast::vs2pcg
