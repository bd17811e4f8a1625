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
  h->front.assign(std::size_t(Geometry::kMaxSpaces) * 8, 0);
  for (int a = 0; a < n; ++a)
    for (int dy = -1; dy <= 1; ++dy)
      for (int dx = -1; dx <= 1; ++dx)
        if (int b = g().at(g().x(a) + dx, g().y(a) + dy); b >= 0 && b != a) {
          const auto k = std::size_t(g().step(a, b));
          h->walled[k] = in_apc(v, a) != in_apc(v, b) && !apc_door(a, b);
          h->front[k] = h->walled[k] && !ahead_or_right(v, a) && !ahead_or_right(v, b);
        }
  hull_ = std::move(h);
  return hull_.get();
}

// While a turret is aimed (`turret`), its sight's: the front turret's
// through the hull's front and right, the rear turret's through all of it.
const std::uint8_t* Engine::walls() const {
  const Hull* h = hull();
  if (!h || gv_.turret == 2) return nullptr;
  return gv_.turret == 1 ? h->front.data() : h->walled.data();
}

bool Engine::adj(int a, int b) const { return g().adjacent(a, b, walls()); }

// apc.rules `door_for_aliens` (002:944): open this Alien phase when a
// character went in or out this Marine phase.
void Engine::door_for_aliens() {
  gv_.apc_open = gv_.apc_crossed;
  gv_.apc_crossed = 0;
}

// apc.rules `next_to_apc` (002:948): outside it, next to one of its
// spaces, whatever the hull.
bool Engine::next_to_apc(int s) const {
  const int v = apc();
  if (v < 0 || in_apc(v, s)) return false;
  const int x = g().x(s), y = g().y(s);
  return v_[v][vx] <= x + 1 && x <= v_[v][vx] + 3 && v_[v][vy] <= y + 1 && y <= v_[v][vy] + 7;
}

// apc.rules `apc_goals` as a mask: the top lefts from which the piece m
// (a large model's square, 002:908) is next to the APC v and not on it.
void Engine::apc_goals(int m, int v, std::uint8_t* goal) const {
  const int side = card(m).large ? 2 : 1, x = v_[v][vx], y = v_[v][vy];
  for (int s = 0; s < g().spaces(); ++s) {
    const int sx = g().x(s), sy = g().y(s);
    const bool near = x - side <= sx && sx <= x + 3 && y - side <= sy && sy <= y + 7;
    const bool on = x - side < sx && sx < x + 3 && y - side < sy && sy < y + 7;
    goal[s] = near && !on;
  }
}

// apc.rules `apc_route` over the piece's routes `steps` (from its space):
// to a place next to it, and one more; -1: none.
int Engine::apc_route(int m, const std::int16_t* steps) const {
  const int v = apc();
  if (v < 0) return -1;
  std::uint8_t goal[Geometry::kMaxSpaces];
  apc_goals(m, v, goal);
  int best = -1;
  for (int s = 0; s < g().spaces(); ++s)
    if (steps[s] >= 0 && goal[s] && (best < 0 || steps[s] < best)) best = steps[s];
  return best < 0 ? -1 : best + 1;
}

// apc.rules `apc_by`: a space of the model next to the APC.
bool Engine::apc_by(int m) const {
  int sp[4];
  const int n = spaces_of(m, sp);
  for (int k = 0; k < n; ++k)
    if (next_to_apc(sp[k])) return true;
  return false;
}

// apc.rules `apc_gap`: spaces from the model to the APC's nearest space;
// `apc_in_reach`: the queen's reach, 2 (002:916).
int Engine::apc_gap(int m, int v) const {
  int best = -1;
  for (int s = 0; s < g().spaces(); ++s)
    if (in_apc(v, s) && (best < 0 || distance_from(m, s) < best)) best = distance_from(m, s);
  return best;
}

bool Engine::apc_in_reach(int q) const {
  const int v = apc();
  return v >= 0 && apc_gap(q, v) <= 2;
}

// apc.rules `going_for_apc`: the target is the APC.
bool Engine::going_for_apc() const {
  const int v = apc();
  return v >= 0 && v + 1 == gv_.target;
}

// The first steps toward the target: the APC's spaces next to it, or the
// target's space (aliens.rules `advance`).
int Engine::ways_toward_target(int m, const std::uint8_t* enter, int* ways) const {
  if (!going_for_apc()) return g().toward(at(m), at(target_of()), enter, ways, walls());
  std::uint8_t goal[Geometry::kMaxSpaces];
  apc_goals(m, apc(), goal);
  return g().toward_any(at(m), goal, enter, ways, walls());
}

// apc.rules `apc_sees` (002:948): LOS from a space next to it.
bool Engine::apc_sees(int s) const {
  const int v = apc();
  if (v < 0) return false;
  for (int t = 0; t < g().spaces(); ++t)
    if (next_to_apc(t) && los(t, s)) return true;
  return false;
}

// apc.rules `apc_defends` (002:950): DEFENSE 5, MELEE 2, a damage token.
Proc Engine::apc_defends(int v, int a) {
  ask(Decider::chance, -1);
  for (int r = 1; r <= 10; ++r) opt("defense " + std::to_string(r), r);
  gv_.roll = co_await decide();
  co_await hive_reaction();
  gv_.roll += v_[a][tokens];
  if (card(a).queen) gv_.roll += 3;  // 002:916
  if (gv_.roll <= card(v).defense) {
    if (gv_.roll <= card(v).melee) wound_alien(a);
  } else {
    ++v_[v][damage];
  }
}

}  // namespace canbeat::fast::corps
