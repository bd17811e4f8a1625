// "Facehuggers and Capturing Characters" (000:523-537 of
// ../shared/seeds/000_03a9bc82aad99cdb.txt), as games/vs2pcg/
// facehuggers.rules has them: hatching reveals a random card of the
// Facehugger Pile (a chance), a Facehugger comes into play and captures, a
// captor leaving play lets its captive go, and the chestburst.
#include "fast-engine/vs2pcg/engine.hpp"
#include "fast-engine/vs2pcg/legality.hpp"
#include "fast-engine/vs2pcg/tables.hpp"

namespace canbeat::fast::vs2pcg {

// hatch(o) (000:528): chance "reveal" over its owner's pile, but for the
// cards revealed whose effect still waits (`egg` set); false (nothing to
// decide) when none is left.
bool Engine::hatch(int o) {
  const int p = t_->owner[o];
  bool any = false;
  t_->each(p, bits(p, Zone::facehuggers), [&](int x) { any = any || s_.card[x].egg == 0; });
  if (!any) return false;
  s_.hatching = std::int16_t(o);
  t_->each(p, bits(p, Zone::facehuggers), [&](int x) {
    if (s_.card[x].egg == 0) add(l_reveal, x);
  });
  stop(At::reveal, Decider::chance, p);
  return true;
}

// The revealed card learns its Ovomorph (`egg`) and its `revealed` trigger
// fires (000:529-530); the hatching power's program goes on.
void Engine::revealed(int x) {
  s_.card[x].egg = std::int16_t(s_.hatching + 1);
  s_.hatching = -1;
  fire(Event::revealed, x);
  reveals(t_->owner[x]);  // a reveal by the pile's owner (001:539)
  run_power();
}

// hug(f) (000:530): its Ovomorph KO'd if still in play, then f enters its
// owner's side's Back Row (Uniqueness spares a Swarm card; it appears).
void Engine::hug(int f) {
  const int o = s_.card[f].egg - 1;
  if (o >= 0 && in_play(o)) ko(o);
  s_.card[f].egg = 0;
  enter_play(s_.lead[t_->owner[f]], f, Zone::back_row);
}

// capture(f, x) (000:531-533): out of play with its wounds, in its owner's
// captives, marked with f's serial; its Equipment KO'd (000:312).
void Engine::capture(int f, int x) {
  const std::uint8_t wounds = s_.card[x].wounds;
  ko_equipment_on(x);
  clear_state(x);
  s_.card[x].wounds = wounds;
  s_.card[x].captor = std::int16_t(f + 1);
  move(x, Zone::captives);
}

// release(f) (000:534): each captive of f, in serial order, back into its
// owner's side's Back Row, face down and exhausted, keeping its wounds; it
// enters play (Uniqueness, `appears`: the published ruling, facehuggers.rules).
void Engine::release(int f) {
  for (int x = 0; x < t_->cards; ++x) {
    if (s_.card[x].captor != f + 1 || s_.card[x].zone != Zone::captives) continue;
    s_.card[x].captor = 0;
    s_.card[x].face_down = 1;
    s_.card[x].exhausted = 1;
    enter_play(s_.lead[t_->owner[x]], x, Zone::back_row);
  }
}

// burst(f) (000:536-537; C-31): f's captives to their owners' KO piles
// first, then f is KO'd (back to its pile, with no captive left to return).
void Engine::burst(int f) {
  for (int x = 0; x < t_->cards; ++x) {
    if (s_.card[x].captor != f + 1 || s_.card[x].zone != Zone::captives) continue;
    clear_state(x);
    move(x, Zone::ko_pile);
  }
  ko(f);
}

// put_into_play(c) (000:536): from hand into its owner's side's Back Row.
void Engine::put_into_play(int c) { enter_play(s_.lead[t_->owner[c]], c, Zone::back_row); }

}  // namespace canbeat::fast::vs2pcg
