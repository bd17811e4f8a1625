// M577 ARMORED PERSONNEL CARRIER (apc.rules, 002:940-982), standing: a
// card in `vehicles`, 3 spaces wide and 7 long, its top left its x, y;
// its hull the walls of every edge but its door, which the board's
// adjacency, routes and sight then take (Geometry's `walled`); distance
// counts through it, as through any piece (docs/dsl.md "Walls the rules
// put up").
#include "fast-engine/corps/engine.hpp"

namespace canbeat::fast::corps {

// apc.rules `apc_on_board`: the APC in `vehicles`, or -1.
int Engine::apc() const {
  const Pile& m = pile(0, vehicles);
  for (int k = 0; k < m.n; ++k)
    if (card(m.c[k]).type == Type::apc) return m.c[k];
  return -1;
}

// apc.rules `in_apc` (002:942): one of its 21 spaces.
bool Engine::in_apc(int v, int s) const {
  const int x = g().x(s), y = g().y(s);
  return v_[v][vx] <= x && x <= v_[v][vx] + 2 && v_[v][vy] <= y && y <= v_[v][vy] + 6;
}

// apc.rules `apc_door` (STAND-IN, README.md): the edge under the middle
// space of its back row, crossed straight.
bool Engine::apc_door(int a, int b) const {
  const int v = apc();
  return v >= 0 && g().x(a) == v_[v][vx] + 1 && g().x(b) == g().x(a) && g().y(a) + g().y(b) == 2 * v_[v][vy] + 13;
}

// aliens.rules `barred`: a barricaded door, or the APC's closed one
// (002:269, 002:944).
bool Engine::barred(int a, int b) const {
  const int d = g().door_between(a, b);
  return (d >= 0 && shut_[d] == 1) || apc_door_shut(a, b);
}

// aliens.rules `open_way`: torn down, or the APC's door opened.
void Engine::open_way(int a, int b) {
  if (int d = g().door_between(a, b); d >= 0) shut_[d] = 0;
  if (apc_door_shut(a, b)) gv_.apc_open = 1;
}

// apc.rules `hull_between` (002:944): one space inside, the other not.
bool Engine::hull_between(int a, int b) const {
  const int v = apc();
  return v >= 0 && in_apc(v, a) != in_apc(v, b);
}

// apc.rules `apc_under` (002:942): the square whose top left is b covers
// a space of the APC.
bool Engine::apc_under(int b) const {
  const int v = apc();
  if (v < 0) return false;
  const int x = g().x(b), y = g().y(b);
  return x + 1 >= v_[v][vx] && x <= v_[v][vx] + 2 && y + 1 >= v_[v][vy] && y <= v_[v][vy] + 6;
}

// apc.rules `walled` (002:944), for every step of the board, kept while
// the APC stands where it was when they were found; nullptr without one.
const Engine::Hull* Engine::hull() const {
  const int v = apc();
  if (v < 0) return nullptr;
  if (hull_ && hull_->x == v_[v][vx] && hull_->y == v_[v][vy]) return hull_.get();
  auto h = std::make_shared<Hull>();
  h->x = v_[v][vx];
  h->y = v_[v][vy];
  const int n = g().spaces();
  h->walled.assign(std::size_t(Geometry::kMaxSpaces) * 8, 0);
  for (int a = 0; a < n; ++a)
    for (int dy = -1; dy <= 1; ++dy)
      for (int dx = -1; dx <= 1; ++dx)
        if (int b = g().at(g().x(a) + dx, g().y(a) + dy); b >= 0 && b != a)
          h->walled[std::size_t(g().step(a, b))] = in_apc(v, a) != in_apc(v, b) && !apc_door(a, b);
  hull_ = std::move(h);
  return hull_.get();
}

const std::uint8_t* Engine::walls() const {
  const Hull* h = hull();
  return h ? h->walled.data() : nullptr;
}

bool Engine::adj(int a, int b) const { return g().adjacent(a, b, walls()); }

// apc.rules `door_for_aliens` (002:944): open this Alien phase when a
// character went in or out this Marine phase.
void Engine::door_for_aliens() {
  gv_.apc_open = gv_.apc_crossed;
  gv_.apc_crossed = 0;
}

}  // namespace canbeat::fast::corps
