// The whole state of a game as the reference interpreter keeps it: card
// instances, per-player zones and variables, game variables, turn, phase,
// outcome. Everything here is observable (observe.cpp prints all of it);
// the control state (where execution stands) lives in machine.hpp.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "dsl/ast.hpp"
#include "seam/engine.hpp"

namespace canbeat::interp {

struct CardInstance {
  const ast::CardDef* def = nullptr;
  int owner = -1;                      // seat
  std::map<std::string, long> vars;    // the `per_card` vars
  int seat = -1, zone = -1;            // where it is: zones[seat][zone]
  std::vector<long> power_used;        // per power: the turn it was last activated (0: never)
};

struct ZoneDecl {
  std::string name;
  bool ordered = true;  // `unordered` zones are observed sorted by card name
};

struct GameState {
  std::vector<std::string> seats;
  std::vector<CardInstance> cards;
  std::vector<ZoneDecl> zone_decls;
  // zones[seat][zone index] = card instances, bottom first: a plain move
  // puts a card on top, at the end (docs/dsl.md "Moves")
  std::vector<std::vector<std::vector<int>>> zones;
  // per-player vars: player_vars[seat][name]; game vars: game_vars[name]
  std::vector<std::map<std::string, long>> player_vars;
  std::map<std::string, long> game_vars;
  // `per_card` vars with their initial values, in declaration order
  std::vector<std::pair<std::string, long>> card_vars;
  // card_vars' positions in name order, the order of each CardInstance::vars
  std::vector<std::size_t> card_vars_by_name;
  // door_vars[door][name]: the `per_door` vars of the board's doors
  std::vector<std::map<std::string, long>> door_vars;
  // eliminated[seat]: out of the game (`eliminate p;`), deciding nothing more
  std::vector<bool> eliminated;
  long turn = 0;
  std::string phase;
  Outcome outcome;
};

}  // namespace canbeat::interp
