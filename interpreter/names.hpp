// Names resolved once (docs/dsl.md "Names"): every name the rules read gets
// a number the first time it is read, and with it what it means wherever it
// is not a local: a seat, a built-in list, a die, a game variable, a type;
// as a member, a zone, a player's, a card's or the game's variable slot, a
// built-in member, a card's stat or fact; as what a statement or a call
// names, a function, verb, procedure or phase, the statements about an
// action, the cards' triggers of an event. Locals are bound by number too,
// so no evaluation compares names as strings. The meaning comes from the
// declarations alone, which never change while a game is played; what a
// name means as a local is still decided at each read (lexical scopes are
// the frames, machine.cpp).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "dsl/builtins.hpp"
#include "dsl/game.hpp"
#include "interpreter/index.hpp"
#include "interpreter/pointer_table.hpp"
#include "interpreter/stable_list.hpp"

namespace canbeat::interp {

// What a name stands for as the head of a reference (Reference::eval_ref),
// the first that applies in docs/dsl.md's order; `game_var` is a game
// variable once its declaration has run, else a type or an unknown name.
enum class Global {
  players, seat, cards, instances, triggered, types, boolean, spaces, doors, die, table_zone, game_var, type, unknown
};

struct NameInfo {
  std::string text;
  Global global = Global::unknown;
  int seat = -1;                      // Global::seat
  const ast::Die* die = nullptr;      // Global::die
  // Slots, -1 when the name is none: zones[seat][zone], the vars' vectors.
  int zone = -1, game_var = -1, player_var = -1, card_var = -1;
  bool type = false;                  // a declared type
  const std::string* type_name = nullptr;  // its declaration's name: one address per type
  bool card_fact = false;             // a declared keyword, team, trait or symbol
  // The built-in member of this name for each owner type (dsl/builtins.cpp).
  std::array<const dsl::Member*, dsl::Type::door + 1> member{};
  // Per card definition (Names::definition_slot): the number the card
  // prints under this name, and whether it lists this name as a fact;
  // filled the first time a card's member of this name is read.
  std::vector<std::optional<long>> number;
  std::vector<char> has;
  // What a call, a statement or a query names (null when nothing): a
  // built-in function (first) or the game's, a built-in verb (first) or a
  // procedure, a phase; the statements about the action of that name, the
  // cards' triggers of that event and continuous effects on that member.
  const dsl::FunctionSignature* builtin_function = nullptr;
  const ast::Function* function = nullptr;
  const dsl::VerbSignature* verb = nullptr;
  const ast::Procedure* procedure = nullptr;
  const ast::Phase* phase = nullptr;
  const ActionStatements* said = nullptr;
  const OnCards<ast::Trigger>* triggers = nullptr;
  const OnCards<ast::Continuous>* continuous = nullptr;
};

// A card's powers in printed order; a power value is (instance, index).
std::vector<const ast::Power*> powers_of(const ast::CardDef& c);

class Names {
 public:
  // `seats` and the declarations of `game` give every name its meaning.
  Names(const dsl::Game& game, const Index& index, std::vector<std::string> seats);

  // The name's number, resolved on first sight.
  int id(const std::string& name);
  // The number of a name written in the rules (a string of the game's AST,
  // which outlives every engine playing it), remembered by its address: a
  // name read again is not hashed again. The names read last answer from
  // a small table of their own, which stays in the processor's cache.
  int of(const std::string& written) {
    Recent& r = recent_[(reinterpret_cast<std::uintptr_t>(&written) >> 5) & (kRecent - 1)];
    if (r.written != &written) r = {&written, written_number(written)};
    return r.id;
  }
  const NameInfo& info(int id) const { return infos_[static_cast<std::size_t>(id)]; }
  const NameInfo& info(const std::string& name) { return info(id(name)); }
  // The index gained the cards' statements (Index::add_card_statements):
  // the names read before it point at them too.
  void reindex();

  // Card definitions by slot: `cards` (Index::definitions) first, then any
  // other a card instance has.
  int definition_slot(const ast::CardDef* def);
  std::optional<long> number(int id, int definition);
  // The name a definition prints as its type or team, "" when none
  // (dsl::card_name_value), read from its text once.
  enum class Printed { type, team };
  const std::string& printed(int definition, Printed key);
  // Its powers in printed order (a power value's index), listed once.
  const std::vector<const ast::Power*>& powers(int definition);
  // A copy of `text` that lasts as long as the names (a value's text).
  const std::string& lasting(const std::string& text);
  bool has(int id, int definition);
  // Its facts (dsl::card_facts), listed once: what `has(c, s)` reads.
  const std::vector<std::string>& facts(int definition);

  // The vars as declared, each name once, in declaration order (the slots).
  std::vector<std::string> game_vars, player_vars, card_vars;
  // What each game var holds (its declaration's flag: `var leader: player;`).
  enum class VarKind : std::uint8_t { integer, boolean, player, card };
  std::vector<VarKind> game_var_kinds;
  // Their slots in name order, the order observe() shows them in.
  std::vector<std::size_t> game_vars_by_name, player_vars_by_name;
  // The zones in declaration order (a name's slot is its first).
  std::vector<std::string> zones;
  std::vector<std::string> table_zones;  // those not per_player: one on the table
  int self = -1, you = -1;  // the numbers of `self` and `you`
  int pass = -1;            // the board's `pass` action (route, toward)
  int walled = -1;          // `walled(a, b)` when the game declares it, else -1
  int blocks = -1, closed = -1;  // los's `blocks(s)` and `closed(d)` when declared, else -1

 private:
  int written_number(const std::string& written);
  NameInfo resolve(const std::string& name) const;
  void look_up(NameInfo& n) const;
  void fill_definitions(NameInfo& n);

  const dsl::Game* game_;
  const Index* index_;
  std::vector<std::string> seats_;
  std::unordered_map<std::string, int> ids_;
  PointerTable<std::string, int> written_;  // a name written in the rules, by its address
  // Strings are 32 bytes apart at least: an address shifted by 5 spreads
  // the names of one rule over the table.
  static constexpr std::size_t kRecent = 512;
  struct Recent {
    const std::string* written = nullptr;
    int id = -1;
  };
  std::array<Recent, kRecent> recent_{};
  StableList<NameInfo> infos_;  // a reference stays valid as names join
  std::vector<const ast::CardDef*> definitions_;
  std::unordered_set<std::string> lasting_;  // node-based: a text never moves
  std::vector<const std::string*> types_, teams_;  // by definition, null until read
  std::vector<std::vector<const ast::Power*>> powers_;  // by definition
  std::vector<bool> powers_listed_;
  std::vector<std::optional<std::vector<std::string>>> facts_;  // by definition, listed when read
};

}  // namespace canbeat::interp
