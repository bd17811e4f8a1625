// The rules' procedures a card's power calls that the engine performs
// itself (Native, card_words.hpp; actions.rules, facehuggers.rules), and
// the decisions of their own they stop at: a Durable's recover, a draw, a
// reveal from the deck's top, the order of cards put under it, a player to
// send a character to.
#include <algorithm>

#include "fast-engine/vs2pcg/card_host.hpp"
#include "fast-engine/vs2pcg/card_words.hpp"
#include "fast-engine/vs2pcg/engine.hpp"
#include "fast-engine/vs2pcg/legality.hpp"
#include "fast-engine/vs2pcg/tables.hpp"

namespace canbeat::fast::vs2pcg {

// The rules' procedures the engine performs itself (Native, with the
// arguments in their declared order); true when it stopped at a decision
// of its own (a draw, a chance, a Durable's recover, a choice of player).
bool Engine::perform(int native, const int* a) {
  const Native n = Native(native);
  if (n >= Native::shuffle_deck) return deck_procedure(native, a);
  CardState& k = s_.card[CardHost::card(a[0])];  // every other's first argument is a card
  switch (n) {
    case Native::stun: effect_stun(a[0]); return offer_durable();  // Durable (001:747)
    case Native::daze: effect_daze(a[0]); return offer_durable();
    case Native::gain_minus: gain_minus(a[0]); return offer_durable();
    case Native::wound: wound(a[0]); return false;
    case Native::ko: ko(a[0]); return false;
    case Native::recover:
      // recover (actions.rules): a stunned, not hidden character recovers.
      if (k.face_down && !k.hidden) {
        k.face_down = 0;
        fire(Event::recovered, a[0]);
      }
      k.face_down = k.hidden = 0;
      return false;
    case Native::ready:
      if (!k.face_down || k.hidden) k.exhausted = 0;  // stunned characters can't ready
      return false;
    case Native::exhaust: k.exhausted = 1; return false;
    case Native::gain_xp: gain_xp(a[0]); return false;
    case Native::gain_plus: gain_plus(a[0]); return false;
    case Native::equip_chosen:
      // each chosen card, in instance order.
      for (int e = 0; e < t_->cards; ++e)
        if (s_.card[e].chosen) attach(e, a[0]);
      return false;
    case Native::to_hand:
      // its Equipment KO'd, its state cleared.
      ko_equipment_on(a[0]);
      clear_state(a[0]);
      move(a[0], Zone::hand);
      release(a[0]);
      return false;
    case Native::draw_card: return offer_power_draw(a[0]);
    case Native::hatch: return hatch(a[0]);
    case Native::hug: hug(a[0]); return false;
    case Native::burst: burst(a[0]); return false;
    case Native::put_into_play: put_into_play(a[0]); return false;
    case Native::capture: capture(a[0], a[1]); return false;
    case Native::replace_main: replace_main(a[0], a[1]); return false;
    case Native::send_away: return offer_send(CardHost::card(a[1]), a[2] != 0, a[0]);
    default: throw EngineBug("vs2pcg: not a card's procedure");
  }
}

// The deck procedures (actions.rules, "the deck") and what a player
// reveals, each for the player its first argument names.
bool Engine::deck_procedure(int native, const int* a) {
  const Native n = Native(native);
  const int p = a[0];
  s_.deck_seat = std::int8_t(p);
  switch (n) {
    case Native::shuffle_deck: shuffle_deck(p); return false;
    case Native::shuffle_enemy_decks:
      for (int q = 0; q < t_->seats; ++q)
        if (s_.side[q] != s_.side[p]) shuffle_deck(q);
      return false;
    case Native::bottom_in_order: return offer_bottom();
    case Native::bottom_location_to_hand: bottom_location_to_hand(p); return false;
    case Native::reveals: reveals(p); return false;
    case Native::reveal_top:
      // One reveal of one or more cards (001:539), when the deck has one;
      // repeat n: no round when n < 0.
      if (bits(p, Zone::deck) || bits(p, Zone::deck_bottom)) reveals(p);
      s_.reveals_left = std::max(0, a[1]);
      return offer_reveal_top();
    case Native::main_gains_stats: main_gains_stats(p, CardHost::card(a[1])); return false;
    default: throw EngineBug("vs2pcg: not a deck procedure");
  }
}

// effect_stun (Durable, 001:747): a Durable character an effect just
// stunned; its controller may recover it (stopped: true).
bool Engine::offer_durable() {
  if (s_.dazed < 0) return false;
  add(l_recover);
  add(l_stay);
  stop(At::durable, Decider::player, controller(s_.dazed));
  return true;
}

// recover | stay; recover (000:306): face up, stays exhausted, keeps its wounds.
void Engine::choose_durable(Label l) {
  if (l == l_recover) {
    // recover (actions.rules): dazed, so stunned and not hidden: it recovers.
    s_.card[s_.dazed].face_down = s_.card[s_.dazed].hidden = 0;
    fire(Event::recovered, s_.dazed);
  }
  s_.dazed = -1;
  run_power();
}

// draw_card(p): a draw from an empty deck is skipped (000:469).
bool Engine::offer_power_draw(int p) {
  if (!offer_draw(p)) return false;
  s_.draw_for = DrawFor::power;
  s_.draw_seat = std::int8_t(p);
  s_.draws_left = 0;
  return true;
}

// bottom_location_to_hand(p): the bottom's first basic Location (no Team
// Affiliation, 000:132).
void Engine::bottom_location_to_hand(int p) {
  int found = -1;
  t_->each(p, bits(p, Zone::deck_bottom), [&](int x) {
    if (t_->type[x] == Type::location && t_->team[x].empty() && (found < 0 || s_.arrival[x] < s_.arrival[found]))
      found = x;
  });
  if (found >= 0) move(found, Zone::hand);
}

// send_away(you, c, may) (actions.rules; ALN-021): c, a character in play,
// goes to the Back Row of a player `you` picks among those change_side
// allows (send_to SEAT); with `may`, or it stays. False when there is
// nothing to decide (c out of play, or no player to take it).
bool Engine::offer_send(int c, bool may, int chooser) {
  if (!in_play(c)) return false;
  for (int q : t_->seats_by_name)
    if (legal_change_side(c, q)) add(l_send_to, q);
  if (option_count_ == 0) return false;
  if (may) add(l_stay);
  s_.sending = std::int16_t(c);
  stop(At::send, Decider::player, chooser);
  return true;
}

// send_away (actions.rules): to that player's Back Row, or it stays.
void Engine::choose_send(const Option& o) {
  if (o.label == l_send_to) to_back_row_of(s_.sending, o.arg);
  s_.sending = -1;
  run_power();
}

// reveal_top(you, N) (actions.rules): the next card from the deck's top into
// you.revealed: a chance over the shuffled part (stopped: true), else the
// known bottom's first card, until N are revealed or the deck is empty.
bool Engine::offer_reveal_top() {
  for (; s_.reveals_left > 0; --s_.reveals_left) {
    // The rounds left once the deck and its known bottom are empty reveal
    // nothing (a count computed by a card may be large).
    if (!bits(s_.deck_seat, Zone::deck) && !bits(s_.deck_seat, Zone::deck_bottom)) {
      s_.reveals_left = 0;
      break;
    }
    if (bits(s_.deck_seat, Zone::deck)) {
      --s_.reveals_left;
      t_->each(s_.deck_seat, bits(s_.deck_seat, Zone::deck), [&](int x) { add(l_reveal, x); });
      stop(At::reveal_top, Decider::chance, s_.deck_seat);
      return true;
    }
    const int x = bottom_first(s_.deck_seat);
    if (x >= 0) move(x, Zone::revealed);
  }
  return false;
}

// After a revealed card: the next ones, then the power goes on.
void Engine::continue_reveals() {
  if (offer_reveal_top()) return;
  run_power();
}

// bottom_in_order(you) (actions.rules): while you.revealed holds a card,
// you choose the next one to go under the deck (stopped: true).
bool Engine::offer_bottom() {
  if (!bits(s_.deck_seat, Zone::revealed)) return false;
  t_->each(s_.deck_seat, bits(s_.deck_seat, Zone::revealed), [&](int x) { add(l_bottom, x); });
  stop(At::bottom, Decider::player, s_.deck_seat);
  return true;
}

// bottom C: under the deck's known bottom; then the next, or the power goes on.
void Engine::choose_bottom(int x) {
  move(x, Zone::deck_bottom);
  if (offer_bottom()) return;
  run_power();
}

}  // namespace canbeat::fast::vs2pcg
