// M577 APC, DRIVER (apc.rules `drive`, 002:956-966): a tech test, then up
// to 5 spaces or 3, less its damage tokens, forward or back, diagonally
// too; what is in it moves with it (`riding`), an alien model on a space
// it enters attacks it and is killed, a barricaded door it covers is
// removed, and the characters under it at the end make room.
#include <bitset>

#include "fast-engine/corps/engine.hpp"

namespace canbeat::fast::corps {

// apc.rules `at_the_wheel`: the driver's space, its front left (STAND-IN).
bool Engine::at_the_wheel(int c, int v) const {
  return card(v).type == Type::apc && v_[c][vx] == v_[v][vx] && v_[c][vy] == v_[v][vy];
}

// apc.rules `in_rect`: one of the 3 by 7 spaces whose top left is b (a
// place the APC may go to; `in_apc` asks its own place without a lookup,
// at every route step through the hull).
bool Engine::in_rect(int b, int s) const {
  const int x = g().x(s), y = g().y(s), bx = g().x(b), by = g().y(b);
  return bx <= x && x <= bx + 2 && by <= y && y <= by + 6;
}

// apc.rules `apc_fits` (002:942): `footprint_fits(b, 3, 7)`, no blip token
// and no large model there but what it carries.
bool Engine::apc_fits(int b) const {
  const int bx = g().x(b), by = g().y(b);
  for (int j = 0; j < 7; ++j)
    for (int i = 0; i < 3; ++i) {
      const int s = g().at(bx + i, by + j);
      if (s < 0) return false;
      if (i > 0 && !g().adjacent(g().at(bx + i - 1, by + j), s)) return false;
      if (j > 0 && !g().adjacent(g().at(bx + i, by + j - 1), s)) return false;
    }
  const Pile& p = pile(0, board);
  for (int k = 0; k < p.n; ++k) {
    const int o = p.c[k], ox = v_[o][vx], oy = v_[o][vy];
    if (v_[o][riding] != 0) continue;
    if (card(o).type == Type::blip && in_rect(b, at(o))) return false;
    if (wide(o) && ox + 1 >= bx && ox <= bx + 2 && oy + 1 >= by && oy <= by + 6) return false;
  }
  return true;
}

// apc.rules `drive_to` (002:960-962): forward or back, diagonally too; its
// last space leaves the characters under it room.
bool Engine::drive_to(int v, int s) const {
  const int dx = g().x(s) - v_[v][vx], dy = g().y(s) - v_[v][vy];
  if ((dy != 1 && dy != -1) || dx < -1 || dx > 1) return false;
  return apc_fits(s) && (gv_.steps_left >= 2 || apc_room_left(s, -1, s));
}

// apc.rules `crushed`: a character under the APC at b it does not carry.
bool Engine::crushed(int b, int a) const {
  return card(a).type == Type::character && v_[a][riding] == 0 && in_rect(b, at(a));
}

// apc.rules `apc_room` (002:962): 1 space from a, out of the APC at b,
// where no piece stands but what it carries.
bool Engine::apc_room(int b, int a, int t) const {
  const int tx = g().x(t), ty = g().y(t);
  if (tx < v_[a][vx] - 1 || tx > v_[a][vx] + 1 || ty < v_[a][vy] - 1 || ty > v_[a][vy] + 1) return false;
  if (in_rect(b, t) || g().distance(at(a), t) != 1) return false;
  const Pile& p = pile(0, board);
  for (int k = 0; k < p.n; ++k)
    if (v_[p.c[k]][riding] == 0 && occupies(p.c[k], t)) return false;
  return true;
}

// apc.rules `apc_room_left`: Hall's condition on every 1 to 4 of the
// characters under the APC at b but `gone` (-1: none), `taken` no room.
bool Engine::apc_room_left(int b, int gone, int taken) const {
  using Spaces = std::bitset<Geometry::kMaxSpaces>;
  std::vector<Spaces> room;
  const int bx = g().x(b), by = g().y(b);
  for (int a : snapshot(0, board)) {
    if (a == gone || !crushed(b, a)) continue;
    Spaces r;
    for (int t = 0; t < g().spaces(); ++t) {
      const bool near = bx <= g().x(t) + 1 && g().x(t) <= bx + 3 && by <= g().y(t) + 1 && g().y(t) <= by + 7;
      if (near && t != taken && apc_room(b, a, t)) r.set(std::size_t(t));
    }
    room.push_back(r);
  }
  auto hall = [&](auto& self, std::size_t from, std::size_t size, const Spaces& u) -> bool {
    for (std::size_t i = from; i < room.size(); ++i) {
      const Spaces w = u | room[i];
      if (w.count() < size + 1) return false;
      if (size + 1 < 4 && !self(self, i + 1, size + 1, w)) return false;
    }
    return true;
  };
  return hall(hall, 0, 0, Spaces{});
}

// apc.rules `drive` (002:956-962).
Proc Engine::drive(int p, int c, int v) {
  co_await tech_test(c);
  gv_.steps_left = (gv_.passed == 1 ? 5 : 3) - v_[v][damage];
  for (int m : snapshot(0, board))
    if (in_apc(v, at(m))) v_[m][riding] = 1;
  for (int t : snapshot(0, markers))  // sentry guns: mission markers are the map's
    if (card(t).type == Type::sentry && in_apc(v, at(t))) v_[t][riding] = 1;
  for (;;) {
    bool way = false;
    for (int s = 0; s < g().spaces() && !way && gv_.steps_left > 0; ++s) way = drive_to(v, s);
    if (!way) break;
    ask(Decider::player, p);
    for (int s = 0; s < g().spaces(); ++s)
      if (drive_to(v, s)) opt("drive " + g().key(s), s);
    if (apc_room_left(apc_at(v), -1, apc_at(v))) opt("stop", -1);
    const int s = co_await decide();
    if (s < 0) gv_.steps_left = 0;
    else co_await drive_step(v, s);
  }
  if (!apc_room_left(apc_at(v), -1, apc_at(v))) co_await end(Outcome::Kind::undecided, "apc-no-finish");
  co_await apc_make_room(v);
  for (int m : snapshot(0, board)) v_[m][riding] = 0;
  for (int t : snapshot(0, markers)) v_[t][riding] = 0;
}

// apc.rules `drive_step`, `run_over` (002:946, 002:960-966).
Proc Engine::drive_step(int v, int s) {
  const int dx = g().x(s) - v_[v][vx], dy = g().y(s) - v_[v][vy];
  for (int zone : {int(board), int(markers)})
    for (int m : snapshot(0, zone))
      if (v_[m][riding] == 1) v_[m][vx] += dx, v_[m][vy] += dy;
  v_[v][vx] = g().x(s);
  v_[v][vy] = g().y(s);
  --gv_.steps_left;
  for (int a : snapshot(0, board))
    if (card(a).type == Type::alien && v_[a][riding] == 0 && in_apc(v, at(a))) {
      co_await apc_defends(v, a);
      if (in(a, board)) remove_alien(a);
    }
  for (int d = 0; d < g().doors(); ++d)
    if (shut_[d] == 1 && in_apc(v, g().door_a(d)) && in_apc(v, g().door_b(d))) shut_[d] = 0;
  co_await spot();
}

// apc.rules `apc_make_room` (002:962): each character under it, in board
// order, to a space its player chooses that leaves the others room.
Proc Engine::apc_make_room(int v) {
  const int b = apc_at(v);
  for (int c : snapshot(0, board)) {
    if (!crushed(b, c)) continue;
    ask(Decider::player, controller_of(c));
    for (int t = 0; t < g().spaces(); ++t)
      if (apc_room(b, c, t) && apc_room_left(b, c, t)) opt("make room " + g().key(t), t);
    const int t = co_await decide();
    v_[c][vx] = g().x(t);
    v_[c][vy] = g().y(t);
  }
  co_await spot();
}

}  // namespace canbeat::fast::corps
