// The whole state of a game as the reference interpreter keeps it: card
// instances, per-player zones and variables, game variables, turn, phase,
// outcome. Everything here is observable (observe.cpp prints all of it);
// the control state (where execution stands) lives in machine.hpp.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "dsl/ast.hpp"
#include "seam/engine.hpp"

namespace canbeat::interp {

struct CardInstance {
  const ast::CardDef* def = nullptr;
  int owner = -1;                      // seat; -1 for a card of the table's deck
  std::vector<long> vars;              // the `per_card` vars, by slot (GameState::card_vars)
  int seat = -1, zone = -1;            // where it is: zones[seat][zone] (seat: its row)
  std::vector<long> power_used;        // per power: the turn it was last activated (0: never)
  int definition = -1;                 // its definition's slot (Names::definition_slot)
  std::uint32_t shown = 0;             // seats that looked at it (`look`) since it last moved, a bit each

  // The checker allows at most dsl::kMaxSeats seats, one bit of `shown` each.
  bool shown_to(int seat) const { return seat >= 0 && seat < 32 && (shown >> seat & 1u); }
  void show_to(int seat) {
    if (seat >= 0 && seat < 32) shown |= 1u << seat;
  }
};

struct ZoneDecl {
  std::string name;
  bool ordered = true;  // `unordered` zones are observed sorted by card name
  bool table = false;   // one zone shared by every seat (not `per_player`)
  // Who sees its cards: every seat, the seat whose zone it is (`private`),
  // or nobody (`hidden`); docs/dsl.md "Who sees a zone".
  enum class Seen : std::uint8_t { all, holder, nobody };
  Seen seen = Seen::all;
  // A declared group sees it too: the seats whose per_player var at this
  // slot is not 0 (a flag naming the var); -1 for none.
  int seen_by = -1;
};

struct GameState {
  std::vector<std::string> seats;
  std::vector<CardInstance> cards;
  std::vector<ZoneDecl> zone_decls;
  // zones[seat][zone index] = card instances, bottom first: a plain move
  // puts a card on top, at the end (docs/dsl.md "Moves"). The row after the
  // last seat's, table_row(), holds the table zones, shared by every seat.
  std::vector<std::vector<std::vector<int>>> zones;
  // per-player vars: player_vars[seat][slot]; game vars: game_vars[slot]
  // (the slots of Names::player_vars and Names::game_vars)
  std::vector<std::vector<long>> player_vars;
  std::vector<long> game_vars;
  // `per_card` vars with their initial values, in declaration order: the
  // slots of each CardInstance::vars
  std::vector<std::pair<std::string, long>> card_vars;
  // door_vars[door][name]: the `per_door` vars of the board's doors
  std::vector<std::map<std::string, long>> door_vars;
  // eliminated[seat]: out of the game (`eliminate p;`), deciding nothing more
  std::vector<bool> eliminated;
  long turn = 0;
  std::string phase;
  Outcome outcome;

  int table_row() const { return static_cast<int>(seats.size()); }
};

}  // namespace canbeat::interp
