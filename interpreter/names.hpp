// Names resolved once (docs/dsl.md "Names"): every name the rules read gets
// a number the first time it is read, and with it what it means wherever it
// is not a local: a seat, a built-in list, a die, a game variable, a type;
// as a member, a zone, a player's, a card's or the game's variable slot, a
// built-in member, a card's stat or fact. Locals are bound by number too,
// so no evaluation compares names as strings. The meaning comes from the
// declarations alone, which never change while a game is played; what a
// name means as a local is still decided at each read (lexical scopes are
// the frames, machine.cpp).
#pragma once

#include <array>
#include <deque>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "dsl/builtins.hpp"
#include "dsl/game.hpp"
#include "interpreter/index.hpp"

namespace canbeat::interp {

// What a name stands for as the head of a reference (Reference::eval_ref),
// the first that applies in docs/dsl.md's order; `game_var` is a game
// variable once its declaration has run, else a type or an unknown name.
enum class Global { players, seat, cards, instances, triggered, types, boolean, spaces, doors, die, game_var, type, unknown };

struct NameInfo {
  std::string text;
  Global global = Global::unknown;
  int seat = -1;                      // Global::seat
  const ast::Die* die = nullptr;      // Global::die
  // Slots, -1 when the name is none: zones[seat][zone], the vars' vectors.
  int zone = -1, game_var = -1, player_var = -1, card_var = -1;
  bool type = false;                  // a declared type
  bool card_fact = false;             // a declared keyword, team, trait or symbol
  // The built-in member of this name for each owner type (dsl/builtins.cpp).
  std::array<const dsl::Member*, dsl::Type::door + 1> member{};
  // Per card definition (Names::definition_slot): the number the card
  // prints under this name, and whether it lists this name as a fact;
  // filled the first time a card's member of this name is read.
  std::vector<std::optional<long>> number;
  std::vector<char> has;
};

class Names {
 public:
  // `seats` and the declarations of `game` give every name its meaning.
  Names(const dsl::Game& game, const Index& index, std::vector<std::string> seats);

  // The name's number, resolved on first sight.
  int id(const std::string& name);
  const NameInfo& info(int id) const { return infos_[static_cast<std::size_t>(id)]; }
  const NameInfo& info(const std::string& name) { return info(id(name)); }

  // Card definitions by slot: `cards` (Index::definitions) first, then any
  // other a card instance has.
  int definition_slot(const ast::CardDef* def);
  std::optional<long> number(int id, int definition);
  bool has(int id, int definition);

  // The vars as declared, each name once, in declaration order (the slots).
  std::vector<std::string> game_vars, player_vars, card_vars;
  // Their slots in name order, the order observe() shows them in.
  std::vector<std::size_t> game_vars_by_name, player_vars_by_name;
  // The zones in declaration order (a name's slot is its first).
  std::vector<std::string> zones;
  int self = -1, you = -1;  // the numbers of `self` and `you`

 private:
  NameInfo resolve(const std::string& name) const;
  void fill_definitions(NameInfo& n);

  const dsl::Game* game_;
  const Index* index_;
  std::vector<std::string> seats_;
  std::unordered_map<std::string, int> ids_;
  std::deque<NameInfo> infos_;  // a deque: a reference stays valid as names join
  std::vector<const ast::CardDef*> definitions_;
};

}  // namespace canbeat::interp
