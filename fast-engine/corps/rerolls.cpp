// RE-ROLLS (rerolls.rules, 002:89): after a character's marine die roll,
// its PASSIVE re-roll (002:339) or an event that re-rolls, played at any
// time by any player (002:293); one re-roll a roll, the new result final.
#include "fast-engine/corps/engine.hpp"

namespace canbeat::fast::corps {

Proc Engine::reroll_window(int c) {
  gv_.rerolled = 0;
  if (v_[c][hero] > 0 && card(c).rerolls > v_[c][rerolls_used]) {
    ask(Decider::player, controller_of(c));
    opt("keep", 0);
    opt("re-roll", 1);
    if (co_await decide() == 1) {
      ++v_[c][rerolls_used];
      co_await reroll();
    }
  }
  for (int p = 0; p < nplayers(); ++p) {
    if (!has_hero(p) || gv_.rerolled != 0) continue;
    bool any = false;
    for (int e : snapshot(p, hand)) any |= card(e).has_reroll;
    if (!any) continue;
    ask(Decider::player, p);
    opt("keep", -1);
    for (int e : snapshot(p, hand))
      if (card(e).has_reroll) opt_card("re-roll", e, e);
    int e = co_await decide();
    if (e < 0) continue;
    // 002:293: pay, follow the card, then on top of the exhaust pile.
    co_await pay(card(e).cost);
    co_await reroll();
    move(e, 0, exhaust);
  }
}

// A new chance decision of the same die; the result replaces the old.
Proc Engine::reroll() {
  ask(Decider::chance, -1);
  for (int r = 1; r <= 10; ++r) opt("re-roll " + std::to_string(r), r);
  gv_.roll = co_await decide();
  gv_.rerolled = 1;
}

}  // namespace canbeat::fast::corps
