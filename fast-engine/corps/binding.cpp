// How the card compiler (fast-engine/cards/) reads corps's text: the seats
// in play, corps.rules' zones (ordered unless declared `unordered`; the
// table's named bare), a card's stats, keywords, type, name, serial and
// per_card vars, the game vars and per_player vars, the types, the timings
// of abilities.rules, and the procedures and functions of the rules a card
// may use. host.hpp answers each id.
#include "fast-engine/card_number.hpp"
#include "fast-engine/corps/host.hpp"

namespace canbeat::fast::corps {

cards::Binding Engine::binding(const std::vector<std::string>& names, const std::vector<std::string>& seats,
                               const cards::Facts& facts) {
  using K = cards::Kind;
  const K V = K::value, C = K::card, P = K::player;
  cards::Binding b;
  b.seats = seats;
  static const std::pair<const char*, bool> zones[] = {
      {"supply", false},       {"hand", false},        {"roster", true},  {"board", true},    {"markers", true},
      {"gear", true},          {"endurance", false},   {"under", true},   {"exhaust", true},  {"discard", false},
      {"tracker_deck", false}, {"tracker_discard", false}, {"tracker_bottom", true}, {"pool", false}, {"models", false}, {"dead", false},
      {"captured", false},     {"reserve", false},     {"missions", false},    {"removed", false},  {"cab", false},  {"experience", false},
      {"hivemind_deck", false}, {"hive_hand", false},  {"hive_discard", false}, {"nature", false}, {"tracker_top", true}, {"hive_hazards", false},
      {"vehicles", true}, {"box", false}};
  static_assert(std::size(zones) == kZones);
  // Every pile keeps the reference's order (README.md, "Data layout").
  for (const auto& [name, ordered] : zones) {
    const int z = int(b.zones.size());
    b.zones.push_back({name, ordered, true, table_zone(z)});
  }
  for (int m = 0; m < Host::m_vars; ++m) b.members.push_back({Host::kMembers[m], m, false, Host::stat(m)});
  for (int v = 0; v < kVars; ++v) b.members.push_back({Engine::kVarNames[v], Host::m_vars + v, true});
  for (int v = 0; v < int(std::size(Host::kGameVars)); ++v) b.game_vars.push_back({Host::kGameVars[v].first, v, true});
  for (int v = 0; v < int(std::size(Host::kSeatVars)); ++v)
    b.seat_vars.push_back({Host::kSeatVars[v], v, Host::seat_var_writable(v)});
  static const char* types[] = {"character", "weapon",   "equipment", "event", "hazard",  "tracker", "blip",
                                "alien",     "spawn",    "terminal",  "start", "mission", "sentry",
                                "experience", "hivemind", "airlock", "loader"};
  for (int t = 0; t < int(std::size(types)); ++t) b.constants.push_back({types[t], t});
  b.timings = {"on_activation", "during_activation", "end_of_activation", "finish_start"};
  b.moves_to_bottom = true;
  b.rolls_dice = true;  // abilities.cpp card_choice
  b.known_options = true;  // abilities.cpp card_choice
  b.power_options = true;
  using H = Host;
  b.procedures = {{"raise_aim", H::p_raise_aim, {C}, V},
                  {"wound_alien", H::p_wound_alien, {C}},
                  {"remove_alien", H::p_remove_alien, {C}},
                  {"recycle_top", H::p_recycle_top, {}},
                  {"recycle_card", H::p_recycle_card, {C}},
                  {"reshuffle", H::p_reshuffle, {}},
                  {"discard_one", H::p_discard_one, {P}},
                  {"draw_card", H::p_draw_card, {C}},
                  {"exhaust_one", H::p_exhaust_one, {}},
                  {"pay", H::p_pay, {V}},
                  {"tech_test", H::p_tech_test, {C}},
                  {"spawn_blip", H::p_spawn_blip, {V}},
                  {"draw_tracker", H::p_draw_tracker, {}},
                  {"spot", H::p_spot, {}},
                  {"every_blip_moves", H::p_every_blip_moves, {}}};
  b.functions = {{"at", H::f_at, {C}},
                 {"adjacent", H::f_adjacent, {V, V}},
                 {"distance", H::f_distance, {V, V}},
                 {"los", H::f_los, {V, V}},
                 {"alien_at", H::f_alien_at, {V}},
                 {"blip_at", H::f_blip_at, {V}},
                 {"character_at", H::f_character_at, {V}},
                 {"empty_space", H::f_empty_space, {V}},
                 {"threat_next_to", H::f_threat_next_to, {V}},
                 {"character_next_to", H::f_character_next_to, {V}},
                 {"alien_next_to", H::f_alien_next_to, {C}},
                 {"in_sight_of_characters", H::f_in_sight_of_characters, {V}},
                 {"hero", H::f_hero, {P}, C},
                 {"has_hero", H::f_has_hero, {P}},
                 {"hero_rank", H::f_hero_rank, {P}},
                 {"leader", H::f_leader, {}, P},
                 {"controller_of", H::f_controller_of, {C}, P},
                 {"weapon_count", H::f_weapon_count, {C}},
                 {"equipment_count", H::f_equipment_count, {C}},
                 {"defense_of", H::f_defense_of, {C}},
                 {"tech_of", H::f_tech_of, {C}},
                 {"tile", H::f_tile, {V}},
                 {"deck_empty", H::f_deck_empty, {}}};
  // The cards' names (their ids Host::member's `name`), then the strings a
  // power reads (Host::power): its name, the names follow the cards' in
  // `names`, its timing and its event (none: "").
  std::vector<std::string> strings = names;
  strings.insert(strings.end(), b.timings.begin(), b.timings.end());
  strings.push_back("");
  b.string_id = [strings = std::move(strings)](const std::string& s) {
    for (std::size_t i = 0; i < strings.size(); ++i)
      if (strings[i] == s) return int(i);
    return -2;  // a name no card carries
  };
  b.powers = true;
  b.fact_id = [&facts](const std::string& s) { return facts.id(s); };
  return b;
}

std::uint32_t Engine::printed_stats(const dsl::Game& game, const ast::CardDef& def) {
  std::uint32_t printed = 0;
  for (int m = 0; m < Host::m_vars; ++m)
    if (Host::stat(m) && card_number(game, def, Host::kMembers[m])) printed |= 1u << m;
  return printed;
}

}  // namespace canbeat::fast::corps
