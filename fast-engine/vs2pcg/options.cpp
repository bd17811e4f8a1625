// The options of each decision. Keys are "label" or "label Name#serial",
// ordered as docs/dsl.md "Meaning" sorts them (byte order): stop() sorts by
// label, then by element (Tables::rank), which is byte order of the keys as
// a label followed by a space sorts before any longer label. Most decisions
// are generated already in order (labels walked in byte order, one seat's
// zone bits in key order); those over the shared rows of a 2-Headed team or
// over several seats are not.
#include <algorithm>
#include <bitset>

#include "fast-engine/vs2pcg/engine.hpp"
#include "fast-engine/vs2pcg/legality.hpp"
#include "fast-engine/vs2pcg/tables.hpp"

namespace canbeat::fast::vs2pcg {

// Multiplayer Games (000:539-571): at four players the first seat announces
// the format. free_for_all < two_headed < two_vs_two
void Engine::offer_format() {
  add(l_free_for_all);
  add(l_two_vs_two);
  add(l_two_headed);
  stop(At::format, Decider::player, 0);
}

// chance "chooser" c in players (seat -1), then choose c "first" f in
// players where f.lead == seat_of(f) (a 2-Headed team goes first as one):
// seats by name.
void Engine::offer_seats(At at, Label label, Decider who, int seat) {
  for (int s : t_->seats_by_name)
    if (label != l_first || s_.lead[s] == s) add(label, s);
  stop(at, who, seat);
}

// main_back < main_front
void Engine::offer_main_row(int p) {
  add(l_main_back);
  add(l_main_front);
  stop(At::main_row, Decider::player, p);
}

// draw_card(p): chance "draw" c in p.deck, the pile's owner as the seat.
// With the shuffled part empty, the known bottom's first card is drawn, no
// decision; false then, and when the whole deck is empty (the draw is
// skipped, 000:469).
bool Engine::offer_draw(int p) {
  if (!bits(p, Zone::deck)) {
    const int c = bottom_first(p);
    if (c >= 0) move(c, Zone::hand);
    return false;
  }
  t_->each(p, bits(p, Zone::deck), [&](int c) { add(l_draw, c); });
  stop(At::draw, Decider::chance, p);
  return true;
}

// keep < mulligan
void Engine::offer_mulligan(int p) {
  add(l_keep);
  add(l_mulligan);
  stop(At::mulligan, Decider::player, p);
}

// location < no_resource < resource
void Engine::offer_resource(int p) {
  s_.seat = std::int8_t(p);
  const Bits hand = bits(p, Zone::hand);
  t_->each(p, hand, [&](int c) {
    if (t_->type[c] == Type::location) add(l_location, c);
  });
  add(l_no_resource);
  t_->each(p, hand, [&](int c) { add(l_resource, c); });
  stop(At::resource, Decider::player, p);
}

// The recruiting player (s_.seat) recruits onto and equips the rows of its
// lead seat. end_recruit < equip < play < recruit_back < recruit_front < use
void Engine::offer_recruit() {
  const int p = s_.seat, rows = s_.lead[p];
  const Bits hand = bits(p, Zone::hand);
  add(l_end_recruit);
  t_->each(p, hand, [&](int e) {
    if (t_->type[e] != Type::equipment) return;
    bool onto = false;
    each_in_rows(rows, [&](int c) { onto = onto || legal_play_equipment(p, e, c); });
    if (onto) add(l_equip, e);
  });
  // 000:320: Build Plot Twists (build.rules).
  add_twists(p, Timing::build);
  // recruit_back / recruit_front: legal recruit and pay_recruit_points
  // (000:197: a printed cost within the Recruit Points).
  const std::uint16_t first = option_count_;
  t_->each(p, hand, [&](int c) {
    if (legal_recruit(p, c) && legal_pay_recruit_points(p, c)) add(l_recruit_back, c);
  });
  const std::uint16_t backs = option_count_;
  for (std::uint16_t i = first; i < backs; ++i) add(l_recruit_front, options_[i].arg);
  // recruit_back_symbols / recruit_front_symbols: an alternative cost in
  // power symbols (ALN-016).
  if (!t_->card_statements[int(Action::pay_recruit_symbols)].empty()) {
    const std::uint16_t from = option_count_;
    t_->each(p, hand, [&](int c) {
      if (legal_recruit(p, c) && legal_recruit_symbols(p, c)) add(l_recruit_back_symbols, c);
    });
    const std::uint16_t to = option_count_;
    for (std::uint16_t i = from; i < to; ++i) add(l_recruit_front_symbols, options_[i].arg);
  }
  // 000:392: Build Super Powers of the side's characters and Equipment,
  // paid by the recruiting player (powers.rules).
  add_uses(p, rows, Timing::build);
  stop(At::recruit, Decider::player, p);
}

// onto C, the front and back rows together
void Engine::offer_onto() {
  const int p = s_.seat;
  each_in_rows(s_.lead[p], [&](int c) {
    if (legal_play_equipment(p, s_.held, c)) add(l_onto, c);
  });
  stop(At::onto, Decider::player, p);
}

// end_formation < to_back < to_front; each character legal_change_row.
void Engine::offer_formation() {
  const int p = s_.active;
  s_.seat = std::int8_t(p);
  add(l_end_formation);
  each_held(p, Zone::front_row, [&](int c) {
    if (legal_change_row(p, c)) add(l_to_back, c);
  });
  each_held(p, Zone::back_row, [&](int c) {
    if (legal_change_row(p, c)) add(l_to_front, c);
  });
  stop(At::formation, Decider::player, p);
}

// attack < end_main < mate_power_up < play < power_up < use. In 2-Headed Teammates the
// lead seat also decides the Power-Ups from its teammate's hand (`mate`).
void Engine::offer_main() {
  const int p = s_.active;
  s_.seat = std::int8_t(p);
  const Guards g = guards();
  each_in_rows(p, [&](int a) {
    if (legal_attack(p, a, g) && legal_reach(p, a, g)) add(l_attack, a);
  });
  add(l_end_main);
  add_power_ups(p, l_power_up);
  if (s_.format == 2) add_power_ups((p + 1) % t_->seats, l_mate_power_up);
  // 000:392: Main Super Powers (powers.rules).
  add_uses(p, p, Timing::main);
  // 000:320-322: Main Plot Twists from hand (plot_twists.rules).
  add_twists(p, Timing::main);
  stop(At::main, Decider::player, p);
}

// "power_up H" for each H in q's hand with some c: legal power_up(q, H, c).
// Whether c qualifies does not depend on H beyond its name, so the names of
// the characters that qualify are collected first.
void Engine::add_power_ups(int q, Label label) {
  const Bits hand = bits(q, Zone::hand);
  if (!hand) return;
  if (!t_->card_statements[int(Action::power_up)].empty()) {
    // A card statement may let a card of another name power up (ALN-013):
    // each hand card against each character.
    t_->each(q, hand, [&](int h) {
      bool any = false;
      each_in_rows(s_.lead[q], [&](int c) { any = any || legal_power_up(q, h, c); });
      if (any) add(label, h);
    });
    return;
  }
  std::bitset<kMaxCards> names;
  each_in_rows(s_.lead[q], [&](int c) {
    // legal_power_up(q, h, c) for a hand card h of c's name
    const CardState& x = s_.card[c];
    if (!x.face_down && !(s_.combat == 1 && !x.attacking && !x.defending)) names[t_->name_id[c]] = true;
  });
  if (names.none()) return;
  t_->each(q, hand, [&](int h) {
    if (names[t_->name_id[h]]) add(label, h);
  });
}

// on C after "power_up H" or "mate_power_up H": H's owner powers up.
void Engine::offer_main_on() {
  const int q = t_->owner[s_.held];
  each_in_rows(s_.lead[q], [&](int c) {
    if (legal_power_up(q, s_.held, c)) add(l_on, c);
  });
  stop(At::main_on, Decider::player, s_.active);
}

// make_attack: target < with. "with B": another ready character of the
// team that shares a defender with every attacker so far (can join);
// "target D": a character on another side that every attacker may attack,
// withheld in the first attack of the turn while an Angry character can
// still join (001:739).
void Engine::offer_team() {
  const int p = s_.active;
  const int a = s_.first_attacker;
  const Guards g = guards();
  bool angry_waits = false;
  each_in_rows(p, [&](int b) {
    if (!legal_join(p, a, b, g)) return;
    add(l_with, b);
    angry_waits = angry_waits || angry_must_join(p, a, b, g);
  });
  if (s_.attacks == 1 && angry_waits) return stop(At::team, Decider::player, p);
  for (int o = 0; o < t_->seats; ++o)
    t_->each(o, rows(o), [&](int d) {
      if (s_.side[controller(d)] != s_.side[p] && targets_all_attackers(p, d, g))
        add(l_target, d);
    });
  stop(At::team, Decider::player, p);
}

// must join (Angry, attack.rules): b, which can join, is Angry, ready, not
// a, and may attack and reach. A join by the rulebook implies the rest; a
// card's statement of join or reach may not.
bool Engine::angry_must_join(int p, int a, int b, const Guards& g) const {
  if (!has_now(b, kw_angry)) return false;
  if (t_->card_statements[int(Action::join)].empty() && t_->card_statements[int(Action::reach)].empty()) return true;
  return b != a && !s_.card[b].attacking && legal_attack(p, b, g) && legal_reach(p, b, g);
}

// nest_off < pass < play < power_up < use
void Engine::offer_window(int q) {
  // Sniper Nest (001:551; combat.rules): a face-up Location of q's Resource
  // Row that makes energy (the publisher's rule insert), or q's Special
  // Location ("wild").
  if (nest_on_against(q))
    t_->each(q, bits(q, Zone::resource_row), [&](int l) {
      if (t_->type[l] == Type::location && !s_.card[l].face_down &&
          (symbol_now(l, sym_energy) || !t_->team[l].empty()))
        add(l_nest_off, l);
    });
  add(l_pass);
  add_power_ups(q, l_power_up);
  add_combat_uses(q);
  add_combat_twists(q);
  stop(At::window, Decider::player, q);
}

// on C: legal power_up needs C on q's side (combat_window's "on" options;
// the rulebook's cant keeps characters out of the combat away, a card's
// can may not: ALN-013).
void Engine::offer_window_on(int q) {
  each_in_rows(s_.lead[q], [&](int c) {
    if (legal_power_up(q, s_.held, c)) add(l_on, c);
  });
  stop(At::window_on, Decider::player, q);
}

// The attackers (the active player's) the defender may strike back at.
void Engine::offer_strike_back(int decider) {
  const int p = s_.active;
  each_in_rows(p, [&](int x) {
    if (s_.card[x].attacking && legal_strike_back_at(s_.defender, x)) add(l_strike_back, x);
  });
  stop(At::strike_back, Decider::player, decider);
}

// end_of_turn, Invisibility (001:753): for each ready, face-up Invisibility
// character in the active player's rows, Front Row then Back Row, each in
// zone order: hide < stay. False when none is left to ask.
bool Engine::offer_hide() {
  const int p = s_.active;
  for (; s_.hide_row < 2; ++s_.hide_row, s_.hide_after = kNoArrival) {
    const Zone z = s_.hide_row == 0 ? Zone::front_row : Zone::back_row;
    int next = -1;
    each_held(p, z, [&](int c) {
      const CardState& x = s_.card[c];
      if (!has_now(c, kw_invisibility) || x.face_down || x.exhausted) return;
      if (s_.arrival[c] < s_.hide_after) return;
      if (next < 0 || s_.arrival[c] < s_.arrival[next]) next = c;
    });
    if (next < 0) continue;
    s_.held = std::int16_t(next);
    add(l_hide, next);
    add(l_stay);
    stop(At::hide, Decider::player, p);
    return true;
  }
  return false;
}

}  // namespace canbeat::fast::vs2pcg
