// SENTRY GUNS (sentry.rules, 002:432-452, 002:464-474): placed and faced
// at setup, a shot for each space a piece moves forward of a gun and in its
// LOS; statement by statement in the rules' order.
#include "fast-engine/corps/engine.hpp"

namespace canbeat::fast::corps {

// 002:434-438: the leader places and faces each gun (README.md, Rulings 23).
Proc Engine::place_sentry_guns() {
  for (int gun : snapshot(0, supply)) {
    if (card(gun).type != Type::sentry) continue;
    ask(Decider::player, leader());
    for (int s = 0; s < g().spaces(); ++s) {
      if (!empty_space(s)) continue;
      bool taken = false;
      const Pile& m = pile(0, markers);
      for (int k = 0; k < m.n; ++k)
        if (card(m.c[k]).type == Type::sentry && at(m.c[k]) == s) taken = true;
      if (!taken) opt("sentry " + g().key(s), s);
    }
    int s = co_await decide();
    v_[gun][vx] = g().x(s);
    v_[gun][vy] = g().y(s);
    ask(Decider::player, leader());
    opt("face north", 1);
    opt("face east", 2);
    opt("face south", 3);
    opt("face west", 4);
    v_[gun][facing] = co_await decide();
    v_[gun][ammo] = card(gun).dial_start;
    move(gun, 0, markers);
  }
}

// 002:438, 002:466-470: a space forward of the token and in its LOS.
bool Engine::aimed(int gun, int s) const {
  int x = g().x(s), y = g().y(s), gx = v_[gun][vx], gy = v_[gun][vy];
  int f = v_[gun][facing];
  bool forward = (f == 1 && y < gy) || (f == 2 && x > gx) || (f == 3 && y > gy) || (f == 4 && x < gx);
  return forward && los(at(gun), s);
}

// The first of the piece's spaces (reading order) a gun with ammunition
// sees; -1: none (sentry.rules `covers`, `sentry_target`; 002:908).
int Engine::sentry_target(int gun, int m) const {
  if (v_[gun][ammo] <= 0) return -1;
  int sp[4];
  const int n = spaces_of(m, sp);
  for (int k = 0; k < n; ++k)
    if (aimed(gun, sp[k])) return sp[k];
  return -1;
}

// 002:440-446: a piece moving in a gun's LOS is shot at.
Proc Engine::sentry_fire(int m) {
  for (int gun : snapshot(0, markers)) {
    if (card(gun).type != Type::sentry || !in(m, board)) continue;
    if (int s = sentry_target(gun, m); s >= 0) co_await sentry_shot(gun, s);
  }
}

// 002:448-452: the lower of 2 marine dice; 7 or less kills everything there.
Proc Engine::sentry_shot(int gun, int s) {
  ask(Decider::chance, -1);
  for (int r = 1; r <= 10; ++r) opt("sentry " + std::to_string(r), r);
  gv_.roll = co_await decide();
  ask(Decider::chance, -1);
  for (int r = 1; r <= 10; ++r) opt("sentry second " + std::to_string(r), r);
  int r = co_await decide();
  if (r < gv_.roll) gv_.roll = r;
  --v_[gun][ammo];
  if (gv_.roll > 7) co_return;
  for (int m : snapshot(0, board)) {
    if (!occupies(m, s)) continue;
    Type t = card(m).type;
    if (t == Type::character) {
      co_await lose_character(m, dead);
    } else if (t == Type::blip) {
      reset(m);
      move(m, 0, pool);
    } else {
      remove_alien(m);
    }
  }
}

}  // namespace canbeat::fast::corps
