// What a card's compiled text (fast-engine/cards/vm.hpp) reads and does in
// the corps engine: the ids of binding.cpp answered on the flat state. A
// procedure that may stop for a decision (a chance, a player's choice) is
// left in Engine::native_ for activate() to await (abilities.cpp).
#pragma once

#include <algorithm>

#include "fast-engine/corps/engine.hpp"

namespace canbeat::fast::corps {

struct Engine::Host {
  // Card members: stats and keywords (corps.rules), type, name, serial,
  // then the per_card vars in Var order (writable).
  enum Member : int {
    m_rank, m_speed, m_aim, m_tech, m_defense, m_melee, m_cost, m_defense_bonus, m_tech_bonus, m_aim_bonus,
    m_extra_actions, m_exhausts, m_draws, m_blips, m_number, m_rerolls,
    m_marine, m_civilian, m_backup, m_bulky, m_close, m_cumbersome, m_full_auto, m_grenade, m_facehugger,
    m_newt, m_guardian, m_action_card, m_free_action, m_path, m_level,
    m_type, m_name, m_serial, m_vars
  };
  static constexpr const char* kMembers[] = {
      "rank", "speed", "aim", "tech", "defense", "melee", "cost", "defense_bonus", "tech_bonus", "aim_bonus",
      "extra_actions", "exhausts", "draws", "blips", "number", "rerolls",
      "marine", "civilian", "backup", "bulky", "close", "cumbersome", "full_auto", "grenade", "facehugger",
      "newt", "guardian", "action_card", "free_action", "path", "level",
      "type", "name", "serial"};
  // The members that are stats (corps.rules `stat`): a card may print none,
  // and a card's text reading it then meets the reference's rules error.
  static constexpr bool stat(int m) { return m < m_marine || m == m_path || m == m_level; }
  // Game vars (corps.rules `var`), by name: the engine's table.
  static constexpr const auto& kGameVars = Engine::kGameVars;
  // corps.rules' per_player vars; a card may set the two dials, not which
  // seat plays the Hive.
  static constexpr const char* kSeatVars[] = {"hive", "willpower", "reacted"};
  static constexpr bool seat_var_writable(int id) { return id > 0; }
  // The rules' procedures a card may call (marines.rules, aliens.rules,
  // endurance.rules, tracker.rules); those from p_discard_one on may stop
  // for a decision (a chance included: a motion tracker card drawn).
  enum Procedure : int {
    p_raise_aim, p_wound_alien, p_remove_alien, p_recycle_top, p_recycle_card, p_reshuffle,
    p_discard_one, p_draw_card, p_exhaust_one, p_pay, p_tech_test, p_spawn_blip, p_draw_tracker, p_spot,
    p_every_blip_moves
  };
  // The rules' functions a card may read (corps.rules, marines.rules) and
  // the board's (adjacent, distance, los).
  enum Function : int {
    f_at, f_adjacent, f_distance, f_los, f_alien_at, f_blip_at, f_character_at, f_empty_space, f_threat_next_to,
    f_character_next_to, f_alien_next_to, f_in_sight_of_characters, f_hero, f_has_hero, f_hero_rank, f_leader,
    f_controller_of, f_weapon_count, f_equipment_count, f_defense_of, f_tech_of, f_tile, f_deck_empty
  };

  Engine& e;

  int cards() const { return e.ncards_; }
  int seats() const { return e.nplayers(); }
  bool prints(int id, int c) const { return e.card(c).printed >> id & 1; }
  bool has(int fact, int c) const { return cards::Facts::lists(e.card(c).facts, fact); }
  int member(int id, int c) const {
    if (id >= m_vars) return e.v_[c][id - m_vars];
    const Card& k = e.card(c);
    const int stats[] = {k.rank,      k.speed,     k.aim,           k.tech,     k.defense,    k.melee,
                         k.cost,      k.defense_bonus, k.tech_bonus, k.aim_bonus, k.extra_actions, k.exhausts,
                         k.draws,     k.blips,     k.number,        k.rerolls,  k.marine,     k.civilian,
                         k.backup,    k.bulky,     k.close,         k.cumbersome, k.full_auto, k.grenade,
                         k.facehugger, k.newt,     k.guardian,      k.action_card, k.free_action, k.path,
                         k.level,     int(k.type),
                         e.kind_[c],  c + 1};
    return stats[id];
  }
  void set_member(int id, int c, int v) { e.v_[c][id - m_vars] = v; }
  int game_var(int id) const { return e.gv_.*kGameVars[id].second; }
  void set_game_var(int id, int v) { e.gv_.*kGameVars[id].second = v; }
  int seat_var(int id, int seat) const { return *seat_var_at(id, seat); }
  void set_seat_var(int id, int seat, int v) { *seat_var_at(id, seat) = v; }
  int* seat_var_at(int id, int seat) const {
    int* const vars[] = {e.hive_, e.willpower_, e.reacted_};
    return &vars[id][seat];
  }
  int owner(int c) const { return e.card(c).seat; }  // the seat whose deck brings it
  // A card on the table is its owner's (docs/dsl.md, table zones).
  int controller(int c) const { return table_zone(e.zone_[c]) ? owner(c) : e.seat_[c]; }
  // The row of z_ a zone value names: the table's zones lie in row 0.
  static int row(int z) { return z / cards::kZoneStride == cards::kTableSeat ? 0 : z / cards::kZoneStride; }
  bool in_zone(int c, int z) const { return e.seat_[c] == row(z) && e.zone_[c] == z % cards::kZoneStride; }
  int zone_size(int z) const { return e.pile(row(z), z % cards::kZoneStride).n; }
  int zone_card(int z, int k) const { return e.pile(row(z), z % cards::kZoneStride).c[k]; }
  void move(int c, int z) { e.move(c, row(z), z % cards::kZoneStride); }
  void move_bottom(int c, int z) { e.move(c, row(z), z % cards::kZoneStride, true); }
  bool legal(int, const int*) const { return false; }  // corps binds no query
  // A card's `win`, `lose`, `tie` or `undecided`: activate() halts the game.
  void end_game(const Outcome& o) { e.outcome_ = o; }
  bool eliminated(int seat) const { return e.eliminated_[seat]; }
  bool perform(int id, const int* args);
  int function(int id, const int* args) const;
  // A card's abilities (abilities.rules): a power of the card compiler is
  // card * kPowerStride + index, the engine's card * kMaxPowers + index.
  static_assert(kMaxPowers <= cards::kPowerStride);
  int power_count(int c) const { return int(e.card(c).powers.size()); }
  int power(cards::PowerRead r, int u) const {
    const int c = u / cards::kPowerStride, k = u % cards::kPowerStride;
    const Power& p = e.card(c).powers[std::size_t(k)];
    switch (r) {
      case cards::PowerRead::name: return p.name_id;
      case cards::PowerRead::timing: return p.timing_id;
      case cards::PowerRead::event: return p.event_id;
      case cards::PowerRead::used: return e.power_turn_[c][k] == e.turn_;
    }
    return 0;
  }
  // `activate u, p;`: activate() runs it, awaited as a procedure is.
  bool activate(int u, int p) {
    e.native_ = e.activate(u / cards::kPowerStride * kMaxPowers + u % cards::kPowerStride, p);
    return true;
  }
};

// A procedure of the rules: played at once, or left for activate() to
// await (true).
inline bool Engine::Host::perform(int id, const int* args) {
  switch (Procedure(id)) {
    case p_raise_aim:  // marines.rules raise_aim (002:273-275)
      if (e.v_[args[0]][dial] < 10) ++e.v_[args[0]][dial];
      return false;
    case p_wound_alien: e.wound_alien(args[0]); return false;
    case p_remove_alien: e.remove_alien(args[0]); return false;
    case p_recycle_top:  // endurance.rules recycle_top (002:325)
      if (e.empty(exhaust)) throw EngineBug("corps: top(exhaust) of an empty zone (recycle_top)");
      e.move(e.top(exhaust), 0, under);
      return false;
    case p_recycle_card: e.move(args[0], 0, under); return false;
    case p_reshuffle: e.reshuffle(); return false;
    case p_discard_one: e.native_ = e.discard_one(args[0]); return true;
    case p_draw_card: e.native_ = e.draw_card(args[0]); return true;
    case p_exhaust_one: e.native_ = e.exhaust_one(); return true;
    case p_pay: e.native_ = e.pay(args[0]); return true;
    case p_tech_test: e.native_ = e.tech_test(args[0]); return true;
    case p_spawn_blip: e.native_ = e.spawn_blip(args[0]); return true;
    case p_draw_tracker: e.native_ = e.draw_tracker(); return true;
    case p_spot: e.native_ = e.spot(); return true;
    case p_every_blip_moves: e.native_ = e.every_blip_moves(); return true;
  }
  return false;
}

inline int Engine::Host::function(int id, const int* a) const {
  switch (Function(id)) {
    case f_at: return e.at(a[0]);
    case f_adjacent: return e.adj(a[0], a[1]);
    case f_distance: return e.g().distance(a[0], a[1]);
    case f_los: return e.los(a[0], a[1]);
    case f_alien_at: return e.alien_at(a[0]);
    case f_blip_at: return e.blip_at(a[0]);
    case f_character_at: return e.character_at(a[0]);
    case f_empty_space: return e.empty_space(a[0]);
    case f_threat_next_to: return e.threat_next_to(a[0]);
    case f_character_next_to: return e.character_next_to(a[0]);
    case f_alien_next_to: return e.alien_next_to(a[0]);
    case f_in_sight_of_characters: return e.in_sight_of_characters(a[0]);
    case f_hero: return e.hero_of(a[0]);
    case f_has_hero: return e.has_hero(a[0]);
    case f_hero_rank: return e.hero_rank(a[0]);
    case f_leader: return e.leader();
    case f_controller_of: return e.controller_of(a[0]);
    case f_weapon_count: return e.weapon_count(a[0]);
    case f_equipment_count: return e.equipment_count(a[0]);
    case f_defense_of: return e.defense_of(a[0]);
    case f_tech_of: return e.tech_of(a[0]);
    case f_tile: return e.tile(a[0]);
    case f_deck_empty: return e.deck_empty();
  }
  return 0;
}

}  // namespace canbeat::fast::corps
