// The fast state as the shared card machine reads it (fast-engine/cards/
// vm.hpp, the host's members): the ids of vs2pcg_binding (card_binding.cpp,
// card_words.hpp) answered from the tables and the flat state, stats and
// keywords as the continuous effects make them. A zone is seat *
// cards::kZoneStride + Zone, held as Engine::controller says; its cards by
// position are its arrival order (each_arrived). A power is card *
// cards::kPowerStride + its index, the engine's slot card * kMaxPowers +
// index. Private to the vs2pcg_*.cpp files.
#pragma once

#include <bit>

#include "fast-engine/cards/facts.hpp"
#include "fast-engine/cards/vm.hpp"
#include "fast-engine/vs2pcg/card_words.hpp"
#include "fast-engine/vs2pcg/legality.hpp"
#include "fast-engine/vs2pcg/tables.hpp"

namespace canbeat::fast::vs2pcg {

struct Engine::CardHost {
  const Engine& e;

  static int card(int c) {
    if (c < 0) throw EngineBug("vs2pcg: a card's expression reads a card that is not there");
    return c;
  }
  static int slot(int u) { return u / cards::kPowerStride * kMaxPowers + u % cards::kPowerStride; }
  static int power_value(int slot) { return slot / kMaxPowers * cards::kPowerStride + slot % kMaxPowers; }
  static int slot_of(int power) { return power / cards::kPowerStride * kMaxPowers + power % cards::kPowerStride; }

  int cards() const { return e.t_->cards; }
  int seats() const { return e.t_->seats; }
  int member(int id, int c) const {
    const Tables& t = *e.t_;
    const int k = id % kMemberStride;
    switch (CardMember(id / kMemberStride)) {
      case CardMember::stat: return e.stat_now(card(c), Stat(1 << k), false);
      case CardMember::other_stat: return e.other_stat_now(card(c), k, false);
      case CardMember::keyword: return e.has_now(card(c), Keyword(1u << k));
      case CardMember::fact: return e.fact_now(card(c), 1u << k);
      case CardMember::symbol: return e.symbol_now(card(c), std::uint8_t(1u << k));
      case CardMember::card_var: return card_var(e.s_.card[card(c)], CardVar(k));
      case CardMember::set_var: return e.card_set_var(card(c), k);
      case CardMember::name: return t.name_sid[card(c)];
      case CardMember::type: return int(t.type[card(c)]);
      case CardMember::team: return t.team_sid[card(c)];
      case CardMember::serial: return card(c) + 1;
    }
    throw EngineBug("vs2pcg: an unknown card member");
  }
  bool prints(int id, int c) const {
    const Tables& t = *e.t_;
    const int k = id % kMemberStride;
    if (CardMember(id / kMemberStride) == CardMember::stat) return !(t.missing[card(c)] & (1 << k));
    return t.printed_stat[std::size_t(card(c)) * t.stat_count + k];
  }
  bool has(int fact, int c) const { return cards::Facts::lists(e.t_->fact_ids[std::size_t(card(c))], fact); }
  int game_var(int id) const {
    const State& s = e.s_;
    switch (ExprVar(id)) {
      case ExprVar::active: return s.active;
      case ExprVar::turn_side: return s.turn_side;
      case ExprVar::attacks: return s.attacks;
      default: return e.game_var(GameVar(id));
    }
  }
  int seat_var(int id, int seat) const {
    const State& s = e.s_;
    if (id >= kPlayerVars) return e.seat_var(seat, id - kPlayerVars);
    switch (PlayerVar(id)) {
      case PlayerVar::rp: return s.rp[seat];
      case PlayerVar::turns: return s.turns[seat];
      case PlayerVar::out: return s.out[seat];
      case PlayerVar::side: return s.side[seat];
      case PlayerVar::lead: return s.lead[seat];
      case PlayerVar::eliminated: return s.eliminated >> seat & 1;
    }
    return 0;
  }
  int owner(int c) const { return e.t_->owner[card(c)]; }
  int controller(int c) const { return e.controller(card(c)); }
  bool in_zone(int c, int zone) const {
    return e.s_.card[c].zone == Zone(zone % cards::kZoneStride) && e.controller(c) == zone / cards::kZoneStride;
  }
  int zone_size(int zone) const { return e.zone_count(zone / cards::kZoneStride, Zone(zone % cards::kZoneStride)); }
  int zone_card(int zone, int k) const {
    int found = -1;
    e.each_arrived(zone / cards::kZoneStride, Zone(zone % cards::kZoneStride), [&](int c) {
      if (k-- == 0) found = c;
    });
    return found;
  }
  int power_count(int c) const {
    const Tables& t = *e.t_;
    int n = 0;
    for (int k = 0; k < t.power_count[c]; ++k) n += t.powers[std::size_t(t.first_power[c] + k)].timing != Timing::trigger;
    return n;
  }
  int power(cards::PowerRead r, int u) const {
    const Tables& t = *e.t_;
    const int at = slot(u);
    const Power& p = e.power_def(at);
    switch (r) {
      case cards::PowerRead::name: return t.power_name_sid[std::size_t(t.first_power[at / kMaxPowers] + at % kMaxPowers)];
      case cards::PowerRead::timing: return t.timing_sid[int(p.timing)];
      case cards::PowerRead::event: return t.reacts_sid[int(p.reacts)];
      case cards::PowerRead::used: return e.power_used(at);
    }
    return 0;
  }
  int power_cost_size(int u) const { return int(e.power_def(slot(u)).cost.size()); }
  int power_cost(int u, int k) const {
    return e.t_->symbol_sid[std::countr_zero(unsigned(e.power_def(slot(u)).cost[std::size_t(k)]))];
  }
  bool has_named(int sid, int c) const {
    const std::vector<int>& of = e.t_->fact_of_string;
    return sid >= 0 && std::size_t(sid) < of.size() && has(of[std::size_t(sid)], c);
  }
  // A power symbol's bit from its name's string index (0: no symbol), a
  // team's id from its name's (0: none).
  int symbol_of(int sid) const {
    for (int k = 0; k < 8; ++k)
      if (e.t_->symbol_sid[k] == sid && sid >= 0) return 1 << k;
    return 0;
  }
  int team_of(int sid) const {
    const auto& of = e.t_->team_sid_of;
    for (std::size_t t = 1; t < of.size(); ++t)
      if (of[t] == sid) return int(t);
    return 0;
  }
  // `legal ACTION(args)`, the arguments in the action's declared order.
  bool legal(int id, const int* a) const;
  int function(int, const int*) const { throw EngineBug("vs2pcg: a card calls a function the engine does not bind"); }
};

}  // namespace canbeat::fast::vs2pcg
