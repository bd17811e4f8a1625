// The options of each decision, in key order (byte order of the keys, as
// docs/dsl.md "Meaning" sorts them). Keys are "label" or "label Name#serial";
// within one decision no label is a prefix of another, so options come out
// sorted by walking the labels in byte order and, within a label, the cards
// in key order (Tables::by_key, seat_by_key): nothing is sorted here.
#include <bitset>

#include "fast-engine/vs2pcg_engine.hpp"
#include "fast-engine/vs2pcg_legality.hpp"
#include "fast-engine/vs2pcg_tables.hpp"

namespace canbeat::fast {

using vs2::row;
// chance "chooser" c in players (decider: none, seat -1), then choose c
// "first" f in players: seats by name.
void Vs2Engine::offer_seats(At at, Label label, Decider who, int seat) {
  for (int s : t_->seats_by_name) add(label, s);
  stop(at, who, seat);
}

// main_back < main_front
void Vs2Engine::offer_main_row(int p) {
  add(l_main_back);
  add(l_main_front);
  stop(At::main_row, Decider::player, p);
}

// draw_card(p): chance "draw" c in p.deck, the pile's owner as the seat.
// False when the deck is empty (the draw is skipped).
bool Vs2Engine::offer_draw(int p) {
  if (s_.zone_size[p][int(Vs2Zone::deck)] == 0) return false;
  for (std::int16_t c : t_->seat_by_key[p])
    if (s_.card[c].zone == Vs2Zone::deck) add(l_draw, c);
  stop(At::draw, Decider::chance, p);
  return true;
}

// keep < mulligan
void Vs2Engine::offer_mulligan(int p) {
  add(l_keep);
  add(l_mulligan);
  stop(At::mulligan, Decider::player, p);
}

// location < no_resource < resource
void Vs2Engine::offer_resource(int p) {
  s_.seat = std::int8_t(p);
  const auto& mine = t_->seat_by_key[p];
  for (std::int16_t c : mine)
    if (s_.card[c].zone == Vs2Zone::hand && t_->type[c] == Vs2Type::location) add(l_location, c);
  add(l_no_resource);
  for (std::int16_t c : mine)
    if (s_.card[c].zone == Vs2Zone::hand) add(l_resource, c);
  stop(At::resource, Decider::player, p);
}

// end_recruit < equip < recruit_back < recruit_front
void Vs2Engine::offer_recruit() {
  const int p = s_.active;
  s_.seat = std::int8_t(p);
  const auto& mine = t_->seat_by_key[p];
  add(l_end_recruit);
  for (std::int16_t e : mine) {
    if (s_.card[e].zone != Vs2Zone::hand || t_->type[e] != Vs2Type::equipment) continue;
    for (std::int16_t c : mine)
      if (legal_play_equipment(p, e, c)) {
        add(l_equip, e);
        break;
      }
  }
  const std::uint16_t first = option_count_;
  for (std::int16_t c : mine)
    if (legal_recruit(p, c)) add(l_recruit_back, c);
  const std::uint16_t backs = option_count_;
  for (std::uint16_t i = first; i < backs; ++i) add(l_recruit_front, options_[i].arg);
  stop(At::recruit, Decider::player, p);
}

// onto C, the front and back rows together
void Vs2Engine::offer_onto() {
  const int p = s_.active;
  for (std::int16_t c : t_->seat_by_key[p])
    if (legal_play_equipment(p, s_.held, c)) add(l_onto, c);
  stop(At::onto, Decider::player, p);
}

// end_formation < to_back < to_front; each character moves once.
void Vs2Engine::offer_formation() {
  const int p = s_.active;
  s_.seat = std::int8_t(p);
  const auto& mine = t_->seat_by_key[p];
  add(l_end_formation);
  for (std::int16_t c : mine)
    if (s_.card[c].zone == Vs2Zone::front_row && !s_.card[c].moved) add(l_to_back, c);
  for (std::int16_t c : mine)
    if (s_.card[c].zone == Vs2Zone::back_row && !s_.card[c].moved) add(l_to_front, c);
  stop(At::formation, Decider::player, p);
}

// attack < end_main < power_up
void Vs2Engine::offer_main() {
  const int p = s_.active;
  s_.seat = std::int8_t(p);
  const auto& mine = t_->seat_by_key[p];
  const Guards g = guards();
  for (std::int16_t a : mine)
    if (row(s_.card[a].zone) && legal_attack(p, a) && any_target(a, g)) add(l_attack, a);
  add(l_end_main);
  add_power_ups(p);
  stop(At::main, Decider::player, p);
}

// "power_up H" for each H in q's hand with some c: legal power_up(q, H, c).
// Whether c qualifies does not depend on H beyond its name, so the names of
// the characters that qualify are collected first.
void Vs2Engine::add_power_ups(int q) {
  std::bitset<kMaxCards> names;
  int any_hand = -1;
  for (int c = t_->first[q]; c < t_->first[q] + t_->count[q]; ++c) {
    if (s_.card[c].zone == Vs2Zone::hand) any_hand = c;
  }
  if (any_hand < 0) return;
  for (int c = t_->first[q]; c < t_->first[q] + t_->count[q]; ++c) {
    const Vs2CardState& x = s_.card[c];
    if (!in_play(c) || names[t_->name_id[c]]) continue;
    // legal_power_up with a hand card of c's own name: is c a target?
    if (x.face_down || (s_.combat == 1 && !x.attacking && !x.defending)) continue;
    names[t_->name_id[c]] = true;
  }
  if (names.none()) return;
  for (std::int16_t h : t_->seat_by_key[q])
    if (s_.card[h].zone == Vs2Zone::hand && names[t_->name_id[h]]) add(l_power_up, h);
}

void Vs2Engine::offer_main_on() {
  const int p = s_.active;
  for (std::int16_t c : t_->seat_by_key[p])
    if (legal_power_up(p, s_.held, c)) add(l_on, c);
  stop(At::main_on, Decider::player, p);
}

// make_attack: target < with. "with B": another ready attacker of the team
// that shares a target with the first; "target D": one every attacker may attack.
void Vs2Engine::offer_team() {
  const int p = s_.active;
  const int a = s_.lead;
  const Guards g = guards();
  std::int16_t attackers[kMaxCards];
  int n = 0;
  for (int x = t_->first[p]; x < t_->first[p] + t_->count[p]; ++x)
    if (s_.card[x].attacking) attackers[n++] = std::int16_t(x);
  for (std::int16_t d : t_->by_key) {
    if (t_->owner[d] == p || !row(s_.card[d].zone)) continue;  // no attacker can target it
    bool all = true;
    for (int i = 0; i < n && all; ++i) all = legal_target(attackers[i], d, g);
    if (all) add(l_target, d);
  }
  for (std::int16_t b : t_->seat_by_key[p])
    if (!s_.card[b].attacking && legal_attack(p, b) && legal_team_attack(a, b) && any_common_target(a, b, g))
      add(l_with, b);
  stop(At::team, Decider::player, p);
}

// pass < power_up
void Vs2Engine::offer_window(int q) {
  add(l_pass);
  add_power_ups(q);
  stop(At::window, Decider::player, q);
}

void Vs2Engine::offer_window_on(int q) {
  for (std::int16_t c : t_->by_key)
    if ((s_.card[c].attacking || s_.card[c].defending) && legal_power_up(q, s_.held, c)) add(l_on, c);
  stop(At::window_on, Decider::player, q);
}

void Vs2Engine::offer_strike_back(int decider) {
  for (std::int16_t x : t_->by_key)
    if (s_.card[x].attacking) add(l_strike_back, x);
  stop(At::strike_back, Decider::player, decider);
}

}  // namespace canbeat::fast
