// The observation (harness/observation.hpp field contract) of the
// Vs. System 2PCG engine: built only when asked, never on the hot path.
#include <fmt/format.h>

#include <algorithm>

#include "fast-engine/vs2pcg/engine.hpp"
#include "fast-engine/vs2pcg/legality.hpp"
#include "fast-engine/vs2pcg/tables.hpp"

namespace canbeat::fast::vs2pcg {

namespace {

constexpr const char* kZoneNames[kZones] = {"deck",      "hand",      "ko_pile",
                                               "resource_row", "front_row", "back_row",
                                               "equipment", "set_aside", "removed",
                                               "facehuggers", "captives", "deck_bottom",
                                               "revealed"};
// The phase names of turn.rules; setup runs before the first phase, when the
// phase is "".
constexpr const char* kPhaseNames[] = {"",       "draw", "recovery", "resource",
                                       "recruit", "formation", "main", "end_of_turn"};

// A card's text: its name, then its `per_card` vars that differ from their
// initial value (all 0), in declaration order (vs2pcg.rules), then "used I"
// for each Super Power it used this turn (000:404), by index.
std::string card_text(const std::string& name, const CardState& c, std::uint8_t used) {
  const std::pair<const char*, int> vars[] = {
      {"face_down", c.face_down}, {"exhausted", c.exhausted}, {"wounds", c.wounds},
      {"plus", c.plus},           {"minus", c.minus},         {"on", c.on},
      {"attacking", c.attacking}, {"defending", c.defending}, {"struck", c.struck},
      {"doomed", c.doomed},       {"moved", c.moved},         {"hidden", c.hidden},
      {"combat_atk", c.combat_atk}, {"combat_def", c.combat_def}, {"strike_extra", c.strike_extra},
      {"no_strike_back", c.no_strike_back}, {"chosen", c.chosen}, {"xp", c.xp},
      {"no_strikes", c.no_strikes}, {"combat_ferocious", c.combat_ferocious}, {"combat_monstrous", c.combat_monstrous},
      {"spent", c.spent}, {"delayed", c.delayed}, {"turn_lethal", c.turn_lethal},
      {"egg", c.egg}, {"captor", c.captor},
      {"turn_bio_mask", c.turn_bio_mask}, {"turning", c.turning}, {"turn_nest_off", c.turn_nest_off},
      {"turn_atk", c.turn_atk}, {"turn_def", c.turn_def}, {"acid", c.acid}};
  std::string text = name, sep = " {";
  for (const auto& [var, v] : vars) {
    if (v == 0) continue;
    text += fmt::format("{}{}={}", sep, var, v);
    sep = ", ";
  }
  for (int i = 0; used >> i; ++i) {
    if (!(used >> i & 1)) continue;
    text += fmt::format("{}used {}", sep, i);
    sep = ", ";
  }
  if (sep == ", ") text += "}";
  return text;
}

}  // namespace

Observation Engine::observe() const {
  Observation o;
  o.add("outcome", outcome_text(outcome(), t_->seat_names));
  o.add("pending", pending_text(pending_, t_->seat_names));
  o.add("phase", kPhaseNames[int(s_.phase)]);
  o.add("turn", std::to_string(s_.turn));
  const std::pair<const char*, int> game_vars[] = {
      {"first_seat", s_.first_seat}, {"active", s_.active},         {"k", s_.k},
      {"combat", s_.combat},         {"ranged_combat", s_.ranged_combat},
      {"window", s_.window},         {"passes", s_.passes},         {"mc_attacked", s_.mc_attacked},
      {"quiet", s_.quiet},           {"format", s_.format},         {"attacks", s_.attacks},
      {"paid", s_.paid},             {"amplified", s_.amplified},
      {"effect_stop", s_.effect_stop}, {"turn_side", s_.turn_side}, {"cancelled", s_.cancelled},
      {"combat_cancelled", s_.combat_cancelled}};
  for (const auto& [name, v] : game_vars) o.add(std::string("game.") + name, std::to_string(v));
  // Each seat's zones hold the cards it controls (controller(): in
  // 2-Headed Teammates the shared rows are the lead seat's).
  // The deck's known bottom is ordered (vs2pcg.rules): its cards in the
  // order they arrived; every other zone is unordered.
  std::vector<int> order(std::size_t(t_->cards));
  for (int c = 0; c < t_->cards; ++c) order[std::size_t(c)] = c;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return s_.arrival[a] < s_.arrival[b]; });
  std::vector<std::string> zones[kMaxSeats][kZones];
  for (int c : order)
    zones[controller(c)][int(s_.card[c].zone)].push_back(
        card_text(t_->name[c], s_.card[c], s_.used_turn[c] == s_.turn ? s_.used_bits[c] : 0));
  for (int s = 0; s < t_->seats; ++s) {
    const std::string& seat = t_->seat_names[s];
    o.add(seat + ".rp", std::to_string(s_.rp[s]));
    o.add(seat + ".turns", std::to_string(s_.turns[s]));
    o.add(seat + ".out", std::to_string(s_.out[s]));
    o.add(seat + ".side", std::to_string(s_.side[s]));
    o.add(seat + ".lead", std::to_string(s_.lead[s]));
    for (int z = 0; z < kZones; ++z) {
      // An unordered zone is observed sorted by card text.
      if (Zone(z) != Zone::deck_bottom) std::sort(zones[s][z].begin(), zones[s][z].end());
      o.add(seat + "." + kZoneNames[z], fmt::format("[{}]", fmt::join(zones[s][z], ", ")));
    }
  }
  o.sort();
  return o;
}

}  // namespace canbeat::fast::vs2pcg
