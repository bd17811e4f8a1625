// Game actions on cards, actions.rules: "Stunning, Wounding and KOing"
// (000:274-302), "Recovering" (000:304-306), "Playing Equipment"
// (000:308-316), "Uniqueness" (000:437-443), "Power-Ups" (000:445-449).
#include "fast-engine/vs2pcg/engine.hpp"
#include "fast-engine/vs2pcg/legality.hpp"
#include "fast-engine/vs2pcg/tables.hpp"

namespace canbeat::fast::vs2pcg {

// A card goes to a zone of its owner, or (a character in play, Equipment)
// of its owner's lead seat, or of the seat set_holder names: the rules move
// it to no other zone. It is filed under its owner either way; controller()
// tells the holder. Out of play, it is its owner's again.
void Engine::move(int c, Zone to) {
  const int s = t_->owner[c];
  const Bits m = t_->mask(c);
  s_.zone_bits[s][int(s_.card[c].zone)] &= ~m;
  s_.zone_bits[s][int(to)] |= m;
  s_.card[c].zone = to;
  s_.arrival[c] = ++s_.clock;
  if (!vs2::row(to) && to != Zone::equipment) {
    s_.held_at[c] = 0;
    s_.away[s] &= ~m;
  }
}

// The rows (or equipment zone) of seat q hold c, a card in play.
void Engine::set_holder(int c, int q) {
  const int o = t_->owner[c];
  const Bits m = t_->mask(c);
  if (q == s_.lead[o]) {
    s_.held_at[c] = 0;
    s_.away[o] &= ~m;
  } else {
    s_.held_at[c] = std::uint8_t(q + 1);
    s_.away[o] |= m;
  }
}

// Stunning (000:286-292); 001:533: a stunned character can't be stunned.
// A hidden character can be stunned (001:531).
void Engine::stun(int c) {
  if (s_.card[c].face_down && !s_.card[c].hidden) return;
  daze(c);
  wound(c);
}

// Daze (000:300, 000:673): like stun, without the wound.
void Engine::daze(int c) {
  CardState& x = s_.card[c];
  if (x.face_down && !x.hidden) return;
  x.hidden = 0;
  // 000:282: a stunned character loses its counters.
  x.plus = 0;
  x.minus = 0;
  // 000:312: Equipment stays until its character is stunned.
  ko_equipment_on(c);
  x.face_down = 1;
  x.exhausted = 1;
  // 000:294: a character stunned during combat is removed from the combat.
  x.attacking = x.defending = x.struck = x.doomed = 0;
  // "When ... gets stunned" triggers (000:481, triggers.rules).
  fire(Event::stunned, c);
}

// Wound (000:302, 000:699): KO'd when its wounds reach its Health (000:152).
void Engine::wound(int c) {
  t_->need(c, st_health);
  if (++s_.card[c].wounds >= health_of(c)) ko(c);
}

// KO (000:681): to its owner's KO pile; 000:272: a KO'd Main Character's
// player is out of the game. 2-Headed Teammates (000:571): the team plays on
// until both its Main Characters are KO'd, then both players are out.
void Engine::ko(int c) {
  ko_equipment_on(c);
  clear_state(c);
  // 000:537: a KO'd Facehugger goes back into its pile; 000:534: a captor
  // leaving play lets its captive go.
  move(c, t_->type[c] == Type::facehugger_pile ? Zone::facehuggers : Zone::ko_pile);
  release(c);
  if (t_->type[c] == Type::main_character) {
    const int o = t_->owner[c];
    if (s_.format != 2) {
      // Sacrifice and Resurrection (ALN-006, replace_main): a new Main
      // Character of o's already in play: o is not out.
      bool replaced = false;
      each_in_rows(s_.lead[o], [&](int m) {
        replaced = replaced || (t_->type[m] == Type::main_character && t_->owner[m] == o);
      });
      if (!replaced) s_.out[o] = 1;
    } else {
      bool mate_plays = false;
      each_in_rows(s_.lead[o], [&](int m) {
        mate_plays = mate_plays || (t_->type[m] == Type::main_character && s_.side[t_->owner[m]] == s_.side[o]);
      });
      if (!mate_plays)
        for (int q = 0; q < t_->seats; ++q)
          if (s_.side[q] == s_.side[o]) s_.out[q] = 1;
    }
  }
  // "When ... gets KO'd" triggers (000:481, triggers.rules).
  fire(Event::kod, c);
}

// ko_equipment (000:312): the Equipment in c's controller's equipment zone
// that is on c by its serial (`on`).
void Engine::ko_equipment_on(int c) {
  const int serial = c + 1;
  each_held(controller(c), Zone::equipment, [&](int e) {
    if (s_.card[e].on == serial) ko(e);
  });
}

// Basic Game Concepts (000:145-153): a card out of play has no state.
void Engine::clear_state(int c) {
  const Zone z = s_.card[c].zone;
  s_.card[c] = CardState{};
  s_.card[c].zone = z;
  clear_set_vars(c);
}

// Uniqueness (000:439-443): playing a second character of a name KOs the
// first, unless it has Swarm; in 2-Headed Teammates across the team's
// shared rows, held by seat `holder` (000:569). 000:145: it enters play ready.
void Engine::enter_play(int holder, int c, Zone row) {
  // 000:441: never a character with the side's Main Character's name: the
  // effect is ignored, the card stays where it was.
  if (t_->type[c] != Type::main_character) {
    bool main_named = false;
    each_in_rows(holder, [&](int m) {
      main_named = main_named || (t_->type[m] == Type::main_character && t_->name_id[m] == t_->name_id[c]);
    });
    if (main_named) return;
  }
  if (!has_now(c, kw_swarm))
    each_in_rows(holder, [&](int x) {
      if (t_->name_id[x] == t_->name_id[c]) ko(x);
    });
  move(c, row);
  // "When ... appears" triggers (000:481): the caller resolves them.
  fire(Event::appears, c);
}

// Playing Equipment (000:310-314): one Equipment per character; a new one
// KOs the old one.
void Engine::attach(int e, int c) {
  ko_equipment_on(c);
  move(e, Zone::equipment);
  set_holder(e, controller(c));  // move e to c.controller.equipment
  s_.card[e].on = std::int16_t(c + 1);
  // "When an equipment appears" triggers (000:481): the caller resolves them.
  fire(Event::appears, e);
}

// Power-Ups (000:447): discard the card, a +1/+1 counter on the character
// (gain_plus: none on a stunned one, which a card's or a house rule's can
// power_up may allow).
void Engine::discard_to_power_up(int p, int h, int c) {
  (void)p;  // h is in p's hand: its owner's KO pile is p's
  move(h, Zone::ko_pile);
  gain_plus(c);
}

// Hide (001:711): face down but ready; counters and Equipment go.
void Engine::hide(int c) {
  CardState& x = s_.card[c];
  x.plus = 0;
  x.minus = 0;
  ko_equipment_on(c);
  x.face_down = 1;
  x.hidden = 1;
}

// gain_plus (000:278-280): a +1/+1 counter cancels a -1/-1 one; in play
// and not stunned, as for gain_minus (000:304).
void Engine::gain_plus(int c) {
  CardState& x = s_.card[c];
  if (!in_play(c) || (x.face_down && !x.hidden)) return;
  if (x.minus > 0) --x.minus;
  else ++x.plus;
}

void Engine::win(int seat, std::uint32_t allies) {
  s_.winner = std::int8_t(seat);
  s_.allies = allies;
  end_as(Outcome::Kind::win);
}

void Engine::tie() { end_as(Outcome::Kind::tie); }

// The game is over: nobody decides anything more.
void Engine::end_as(Outcome::Kind k) {
  s_.end = k;
  s_.at = At::over;
  option_count_ = 0;
  pending_ = {};
}

// The deck (actions.rules, "the deck"): its shuffled part `deck` on top of
// its known bottom `deck_bottom`, whose order is the order its cards
// arrived (a `move` puts a card under the others). The bottom's first
// card, -1 when it is empty.
int Engine::bottom_first(int p) const {
  int first = -1;
  t_->each(p, bits(p, Zone::deck_bottom), [&](int c) {
    if (first < 0 || s_.arrival[c] < s_.arrival[first]) first = c;
  });
  return first;
}

// release(f) (000:534; facehuggers.rules): each captive of f, in serial
// order, back into its owner's side's Back Row, face down and exhausted,
// keeping its wounds; it enters play (Uniqueness, `appears`: the published
// ruling, facehuggers.rules).
void Engine::release(int f) {
  for (int x = 0; x < t_->cards; ++x) {
    if (s_.card[x].captor != f + 1 || s_.card[x].zone != Zone::captives) continue;
    s_.card[x].captor = 0;
    s_.card[x].face_down = 1;
    s_.card[x].exhausted = 1;
    enter_play(s_.lead[t_->owner[x]], x, Zone::back_row);
  }
}

}  // namespace canbeat::fast::vs2pcg
