// P-5000 POWER LOADER (loader.rules, 002:924-940): mounting, dismounting,
// its MOVE as a large model, its attack and the push back; statement by
// statement in the rules' order. A mounted character stays on the board,
// large (Engine::wide), its loader's card in `cab`.
#include <algorithm>

#include "fast-engine/corps/engine.hpp"

namespace canbeat::fast::corps {

// loader.rules `cant pass` (no model enters an empty loader): one stands on s.
bool Engine::loader_at(int s) const {
  const Pile& b = pile(0, board);
  for (int k = 0; k < b.n; ++k)
    if (card(b.c[k]).type == Type::loader && occupies(b.c[k], s)) return true;
  return false;
}

bool Engine::may_mount(int c, int l) const {
  return card(l).type == Type::loader && v_[c][loader] == 0 && next_to(l, at(c));
}

// 002:926: non-backup weapons back to the hand, the character where the
// loader stood.
void Engine::mount(int p, int c, int l) {
  for (int w : snapshot(0, gear))
    if (v_[w][on] == c + 1 && card(w).type == Type::weapon && !card(w).backup) {
      v_[w][on] = 0;
      move(w, p, hand);
    }
  v_[c][vx] = v_[l][vx];
  v_[c][vy] = v_[l][vy];
  v_[c][loader] = l + 1;
  move(l, 0, cab);
}

// 002:928: a free space next to it, no barricaded door between.
bool Engine::dismount_space(int c, int t) const {
  if (occupies(c, t) || !next_to(c, t)) return false;
  const Pile& b = pile(0, board);
  for (int k = 0; k < b.n; ++k)
    if (b.c[k] != c && occupies(b.c[k], t)) return false;
  int sp[4];
  const int n = spaces_of(c, sp);
  for (int k = 0; k < n; ++k) {
    if (!adj(sp[k], t)) continue;
    const int d = g().door_between(sp[k], t);
    if (d < 0 || shut_[d] != 1) return true;
  }
  return false;
}

void Engine::dismount(int c, int t) {
  leave_loader(c);
  v_[c][vx] = g().x(t);
  v_[c][vy] = g().y(t);
}

// The loader, empty, where it stood (002:928, 002:938).
void Engine::leave_loader(int c) {
  for (int l : snapshot(0, cab))
    if (l + 1 == v_[c][loader]) {
      v_[l][vx] = v_[c][vx];
      v_[l][vy] = v_[c][vy];
      move(l, 0, board);
    }
  v_[c][loader] = 0;
}

// MOVE in the power loader (002:908-910, 002:247-249).
bool Engine::loader_may_step(int c, int b) const {
  return adj(at(c), b) && room_for(c, b) && room_left(c, b, -1, b);
}

bool Engine::threat_next_to_model(int c) const {
  int sp[4];
  const int n = spaces_of(c, sp);
  return std::any_of(sp, sp + n, [&](int u) { return threat_next_to(u); });
}

Proc Engine::move_loader(int p, int c) {
  gv_.steps_left = speed_of(c);
  auto can_step = [&] {
    for (int b = 0; b < g().spaces(); ++b)
      if (loader_may_step(c, b)) return true;
    return false;
  };
  while (in(c, board) && gv_.steps_left > 0 && can_step()) {
    ask(Decider::player, p);
    for (int b = 0; b < g().spaces(); ++b)
      if (loader_may_step(c, b)) opt("step " + g().key(b), b);
    opt("stop", -1);
    const int b = co_await decide();
    if (b < 0) {
      gv_.steps_left = 0;
      continue;
    }
    v_[c][vx] = g().x(b);
    v_[c][vy] = g().y(b);
    --gv_.steps_left;
    if (threat_next_to_model(c)) gv_.steps_left = 0;
    co_await sentry_fire(c);
    co_await spot();
  }
  if (in(c, board)) co_await make_room(c, p);
}

// ATTACK with the power loader (002:930-934).
bool Engine::loader_prey(int c, int a) const { return card(a).type == Type::alien && touching(a, c); }

bool Engine::any_loader_prey(int c) const {
  const Pile& b = pile(0, board);
  for (int k = 0; k < b.n; ++k)
    if (loader_prey(c, b.c[k])) return true;
  return false;
}

Proc Engine::loader_attack(int p, int c) {
  gv_.smash = 1;
  while (gv_.smash == 1 && in(c, board) && any_loader_prey(c)) {
    gv_.smash = 0;
    ask(Decider::player, p);
    for (int a : snapshot(0, board))
      if (loader_prey(c, a)) opt_card("smash", a, a);
    co_await loader_strike(p, c, co_await decide());
    if (gv_.roll <= 2 && in(c, board) && any_loader_prey(c)) {  // 002:932
      ask(Decider::player, p);
      opt("attack again", 1);
      opt("no more", 0);
      gv_.smash = co_await decide();
    }
  }
}

// 002:930: under the aim dial; 002:934: the dial drops by 2 (never under 1).
Proc Engine::loader_strike(int p, int c, int a) {
  gv_.hit = 0;
  ask(Decider::chance, -1);
  for (int r = 1; r <= 10; ++r) opt("attack " + std::to_string(r), r);
  gv_.roll = co_await decide();
  co_await reroll_window(c);
  if (gv_.roll < v_[c][dial]) {
    gv_.hit = 1;
    if (card(a).queen) {
      co_await push_queen(p, c, a);
    } else {
      reset(a);
      move(a, 0, models);
    }
  }
  v_[c][dial] = v_[c][dial] > 2 ? v_[c][dial] - 2 : 1;
}

// 002:930: the queen 2 spaces, then the loader follows (Rulings 53).
Proc Engine::push_queen(int p, int c, int q) {
  gv_.steps_left = 2;
  auto queen_can = [&] {
    for (int s = 0; s < g().spaces(); ++s)
      if (queen_may_step(q, s)) return true;
    return false;
  };
  while (gv_.steps_left > 0 && in(q, board) && queen_can()) {
    ask(Decider::player, p);
    for (int s = 0; s < g().spaces(); ++s)
      if (queen_may_step(q, s)) opt("push queen " + g().key(s), s);
    co_await piece_steps(q, co_await decide());
  }
  if (in(q, board)) co_await make_room(q, alien_mind());
  gv_.steps_left = 2;
  auto loader_can = [&] {
    for (int b = 0; b < g().spaces(); ++b)
      if (loader_may_step(c, b)) return true;
    return false;
  };
  while (gv_.steps_left > 0 && in(c, board) && in(q, board) && !touching(q, c) && loader_can()) {
    ask(Decider::player, p);
    for (int b = 0; b < g().spaces(); ++b)
      if (loader_may_step(c, b)) opt("follow " + g().key(b), b);
    co_await loader_steps(c, co_await decide());
  }
  if (in(c, board)) co_await make_room(c, p);
}

Proc Engine::loader_steps(int c, int b) {
  v_[c][vx] = g().x(b);
  v_[c][vy] = g().y(b);
  --gv_.steps_left;
  co_await sentry_fire(c);
  co_await spot();
}

// 002:936: one step directly away from the attacker, by the signs of their
// top lefts' offsets.
bool Engine::pushed_to(int c, int a, int b) const {
  auto away = [](int mine, int theirs) { return mine > theirs ? mine + 1 : mine < theirs ? mine - 1 : mine; };
  return g().x(b) == away(v_[c][vx], v_[a][vx]) && g().y(b) == away(v_[c][vy], v_[a][vy]) && b != at(c);
}

Proc Engine::push_back(int p, int c, int a) {
  gv_.steps_left = 2;
  for (;;) {
    int to = -1;
    for (int b = 0; b < g().spaces() && to < 0; ++b)
      if (pushed_to(c, a, b)) to = b;
    if (gv_.steps_left <= 0 || !in(c, board) || to < 0 || !loader_may_step(c, to)) break;
    co_await loader_steps(c, to);
  }
  if (in(c, board)) co_await make_room(c, p);
}

}  // namespace canbeat::fast::corps
