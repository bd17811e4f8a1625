// THE ALIEN QUEEN (queen.rules, 002:906-922) and the large models of
// corps.rules (002:908): a piece on the 4 spaces of a square whose top left
// is its x, y; her activation, reach and damage tokens; statement by
// statement in the rules' order.
#include <algorithm>

#include "fast-engine/corps/engine.hpp"

namespace canbeat::fast::corps {

namespace {
// corps.rules `aims_at` and `occupies`: a piece of the size `large` says,
// its top left at (tx, ty), stands on (sx, sy).
bool covers(bool large, int tx, int ty, int sx, int sy) {
  return (tx == sx || (large && tx + 1 == sx)) && (ty == sy || (large && ty + 1 == sy));
}
}  // namespace

bool Engine::occupies(int m, int s) const { return covers(wide(m), v_[m][vx], v_[m][vy], g().x(s), g().y(s)); }

// A wide piece's spaces besides its top left one, those on the board.
int Engine::more_spaces(int top, int* out) const {
  int n = 0;
  for (int k = 1; k < 4; ++k)
    if (int t = g().at(g().x(top) + k % 2, g().y(top) + k / 2); t >= 0) out[n++] = t;
  return n;
}

// corps.rules `next_to`: next to one of its spaces.
bool Engine::next_to(int m, int s) const {
  int sp[4];
  const int n = spaces_of(m, sp);
  return std::any_of(sp, sp + n, [&](int t) { return adj(t, s); });
}

// corps.rules `distance_from`: from the nearest of its spaces.
int Engine::distance_from(int m, int s) const {
  int sp[4];
  const int n = spaces_of(m, sp);
  int best = g().distance(sp[0], s);
  for (int k = 1; k < n; ++k) best = std::min(best, g().distance(sp[k], s));
  return best;
}

// corps.rules `gap`: from the nearest of m's spaces to the nearest of c's.
int Engine::gap(int m, int c) const {
  int sp[4];
  const int n = spaces_of(c, sp);
  int best = distance_from(m, sp[0]);
  for (int k = 1; k < n; ++k) best = std::min(best, distance_from(m, sp[k]));
  return best;
}

// corps.rules `touching`: a space of one next to a space of the other.
bool Engine::touching(int m, int c) const {
  int sp[4];
  const int n = spaces_of(c, sp);
  return std::any_of(sp, sp + n, [&](int u) { return next_to(m, u); });
}

// corps.rules `sees`: from any of the character's spaces.
bool Engine::sees(int c, int m) const {
  int sp[4];
  const int n = spaces_of(c, sp);
  return std::any_of(sp, sp + n, [&](int u) { return in_sight(u, m); });
}

// corps.rules `in_sight`: LOS to one of its spaces.
bool Engine::in_sight(int s, int m) const {
  int sp[4];
  const int n = spaces_of(m, sp);
  return std::any_of(sp, sp + n, [&](int t) { return los(s, t); });
}

// corps.rules `room_for` (002:908): the 4 spaces on the board, side by
// side with no wall or barrier between, no barricaded door between two of
// them, no other large model nor a blip token on one; smaller friendly
// models may be there (002:910: a step also needs them to make room).
bool Engine::room_for(int m, int b) const {
  const int x = g().x(b), y = g().y(b);
  int fp[4];
  for (int k = 0; k < 4; ++k)
    if ((fp[k] = g().at(x + k % 2, y + k / 2)) < 0) return false;
  if (apc_under(b)) return false;  // 002:942
  if (!g().adjacent(fp[0], fp[1]) || !g().adjacent(fp[2], fp[3]) || !g().adjacent(fp[0], fp[2]) ||
      !g().adjacent(fp[1], fp[3]))
    return false;
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) {
      int d = g().door_between(fp[i], fp[j]);
      if (d >= 0 && shut_[d] == 1) return false;
    }
  const Pile& p = pile(0, board);
  for (int k = 0; k < p.n; ++k) {
    int o = p.c[k];
    const Type t = card(o).type;
    const bool bars = t == Type::alien || t == Type::blip || t == Type::loader || v_[o][loader] > 0;
    if (o == m || !bars || friendly_under(m, o, b)) continue;
    for (int t : fp)
      if (occupies(o, t)) return false;
  }
  return true;
}

// corps.rules `friendly_under`, `room_dest` (002:910).
bool Engine::friendly_under(int m, int o, int b) const {
  return o != m && card(o).type == card(m).type && !wide(o) && in_square(at(o), b);
}

bool Engine::in_square(int s, int b) const { return covers(true, g().x(b), g().y(b), g().x(s), g().y(s)); }

bool Engine::room_dest(int m, int a, int t, int b) const {
  if (!adj(at(a), t) || in_square(t, b) || character_at(t)) return false;
  const Pile& p = pile(0, board);
  for (int k = 0; k < p.n; ++k) {
    const int o = p.c[k];
    const Type kind = card(o).type;
    if (o != m && (kind == Type::alien || kind == Type::blip || kind == Type::loader) && occupies(o, t)) return false;
  }
  const int d = g().door_between(at(a), t);
  return d < 0 || shut_[d] != 1;
}

// corps.rules `room_left`: every model under b but `gone` moves out at
// once to distinct spaces other than `taken`; a search over their (at
// most 4) choices, which Hall's condition in the rules states.
bool Engine::room_left(int m, int b, int gone, int taken) const {
  int under[4], n = 0;
  const Pile& p = pile(0, board);
  for (int k = 0; k < p.n && n < 4; ++k)
    if (p.c[k] != gone && friendly_under(m, p.c[k], b)) under[n++] = p.c[k];
  if (n == 0) return true;  // most squares: nothing under them, nothing to search
  std::vector<int> dests[4];
  for (int i = 0; i < n; ++i)
    for (int t = 0; t < g().spaces(); ++t)
      if (t != taken && room_dest(m, under[i], t, b)) dests[i].push_back(t);
  std::vector<int> used;
  auto place = [&](auto& self, int i) -> bool {
    if (i == n) return true;
    for (int t : dests[i]) {
      if (std::find(used.begin(), used.end(), t) != used.end()) continue;
      used.push_back(t);
      if (self(self, i + 1)) return true;
      used.pop_back();
    }
    return false;
  };
  return place(place, 0);
}

// MAKING ROOM (002:910): one at a time in board order, the alien mind's
// choice of a space that leaves the others room; each move draws sentry
// fire.
Proc Engine::make_room(int m, int who) {
  for (;;) {
    int a = -1;
    for (int o : snapshot(0, board))
      if (a < 0 && friendly_under(m, o, at(m))) a = o;
    if (a < 0) break;
    ask(Decider::player, who);
    for (int t = 0; t < g().spaces(); ++t)
      if (room_dest(m, a, t, at(m)) && room_left(m, at(m), a, t)) opt("make room " + g().key(t), t);
    const int t = co_await decide();
    v_[a][vx] = g().x(t);
    v_[a][vy] = g().y(t);
    co_await sentry_fire(a);
  }
}

// marines.rules `pass` for the piece: entering a space, as routes search it.
void Engine::enterable_by(int m, std::uint8_t* enter) const {
  if (!card(m).large) return enterable(enter);
  for (int s = 0; s < g().spaces(); ++s) enter[s] = room_for(m, s);
}

// corps.rules `route_to` over the piece's routes `steps` (from its space):
// the fewest to a top left from which it stands on one of c's spaces (4 in
// the power loader); -1: none.
int Engine::route_to(int m, int c, const std::int16_t* steps) const {
  const bool large = card(m).large;
  int sp[4];
  const int n = spaces_of(c, sp);
  int best = -1;
  for (int k = 0; k < n; ++k) {
    const int sx = g().x(sp[k]), sy = g().y(sp[k]);
    for (int dy = 0; dy <= int(large); ++dy)
      for (int dx = 0; dx <= int(large); ++dx) {
        int t = g().at(sx - dx, sy - dy);
        if (t >= 0 && steps[t] >= 0 && (best < 0 || steps[t] < best)) best = steps[t];
      }
  }
  return best;
}

bool Engine::prey_by(int m) const {
  const Pile& b = pile(0, board);
  for (int k = 0; k < b.n; ++k)
    if (card(b.c[k]).type == Type::character && !card(b.c[k]).synthetic && touching(m, b.c[k])) return true;
  return apc_by(m);  // 002:948
}

// queen.rules `large_goal` (002:155, 002:986).
bool Engine::large_goal(int m) const {
  if (prey_by(m)) return true;
  bool by = false;
  const Pile& b = pile(0, board);
  for (int k = 0; k < b.n && !by; ++k) by = card(b.c[k]).type == Type::character && touching(m, b.c[k]);
  if (!by) return false;
  for (int k = 0; k < b.n; ++k)
    if (b.c[k] + 1 == gv_.target && card(b.c[k]).synthetic) return true;
  return false;
}

// 002:916: within 2 spaces; 002:986: a synthetic only when no other is.
bool Engine::queen_reach(int q, int c) const {
  if (card(c).type != Type::character) return false;
  int d = gap(q, c);
  return d >= 0 && d <= 2 && !hull_between(at(q), at(c));  // apc.rules, 002:944
}

bool Engine::in_reach(int q, int c) const {
  if (!queen_reach(q, c)) return false;
  if (!card(c).synthetic) return true;
  const Pile& b = pile(0, board);
  for (int k = 0; k < b.n; ++k)
    if (!card(b.c[k]).synthetic && queen_reach(q, b.c[k])) return false;
  return !apc_in_reach(q);  // 002:948: the APC, no synthetic
}

// 002:920-922: her damage tokens when the Alien phase starts.
void Engine::queen_phase_start() {
  for (int q : snapshot(0, board)) {
    if (!card(q).queen) continue;
    if (gv_.bug_hunt == 0 && v_[q][damage] >= 6) {
      v_[q][damage] = 0;
      gv_.queen_resting = 1;
    } else if (gv_.bug_hunt == 1 && v_[q][damage] >= 15) {
      gv_.frenzy = 1;
    }
  }
}

void Engine::queen_rests() {
  for (int q : snapshot(0, board))
    if (card(q).queen && gv_.queen_resting == 1) v_[q][moved] = 1;
  gv_.queen_resting = 0;
}

// STAND-IN: an Alien Queen motion tracker card (002:854) removes up to n
// of her damage tokens.
void Engine::queen_stirs(int n) {
  for (int q : snapshot(0, board))
    if (card(q).queen) v_[q][damage] = std::max(0, v_[q][damage] - n);
}

void Engine::frenzy_ends() {
  if (gv_.frenzy != 1) return;
  for (int q : snapshot(0, board))
    if (card(q).queen) {
      reset(q);
      move(q, 0, removed);
    }
  gv_.frenzy = 0;
}

// 002:914-916.
Proc Engine::activate_queen(int q, int speed) {
  if (!prey_by(q)) co_await advance_large(q, speed);
  co_await queen_strikes(q);
}

// The model's route over `steps` to its target: a character (route_to),
// or the APC (apc_route; queen.rules `large_to_apc`, 002:948).
int Engine::route_to_target(int m, const std::int16_t* steps) const {
  return going_for_apc() ? apc_route(m, steps) : route_to(m, target_of(), steps);
}

// MOVING LARGE MODELS (002:908, 002:914): a first step is a space she may
// enter from which a route to a top left standing on, or next to, the
// target is one step shorter than hers (queen.rules `advance_large` and
// `large_to_apc`).
Proc Engine::advance_large(int m, int speed) {
  gv_.steps_left = speed;
  std::uint8_t enter[Geometry::kMaxSpaces];
  std::int16_t steps[Geometry::kMaxSpaces], from[Geometry::kMaxSpaces];
  enterable_by(m, enter);
  g().steps_from(at(m), enter, steps, walls());
  bool reaches = apc_route(m, steps) >= 0;  // 002:948
  for (int c : snapshot(0, board))
    if (card(c).type == Type::character && route_to(m, c, steps) >= 0) reaches = true;
  if (!reaches) co_return;
  co_await choose_target(m);
  for (;;) {
    if (gv_.steps_left <= 0 || !in(m, board) || large_goal(m)) break;
    enterable_by(m, enter);
    g().steps_from(at(m), enter, steps, walls());
    const int best = route_to_target(m, steps);
    if (best < 0) break;
    std::vector<int> ways;
    for (int s = 0; s < g().spaces(); ++s) {
      if (!adj(at(m), s) || !enter[s] || character_in_square(s) || !room_left(m, s, -1, s)) continue;
      g().steps_from(s, enter, from, walls());
      if (route_to_target(m, from) == best - 1) ways.push_back(s);
    }
    if (ways.empty()) {
      gv_.steps_left = 0;
      break;
    }
    int s = ways[0];
    if (ways.size() != 1) {
      ask(Decider::player, alien_mind());
      for (int w : ways) opt("alien step " + g().key(w), w);
      s = co_await decide();
    }
    co_await piece_steps(m, s);
  }
  co_await make_room(m, alien_mind());
}

// ALIEN QUEEN, attacking (002:916), after defensive fire (002:159); the
// APC as a character (002:948).
Proc Engine::queen_strikes(int q) {
  auto b = snapshot(0, board);
  if (gv_.ended != 0 || !in(q, board) ||
      (std::none_of(b.begin(), b.end(), [&](int c) { return in_reach(q, c); }) && !apc_in_reach(q)))
    co_return;
  co_await defensive_fire(q);
  b = snapshot(0, board);
  int near = -1;
  for (int c : b)
    if (in_reach(q, c) && (near < 0 || gap(q, c) < near)) near = gap(q, c);
  co_await queen_attacks(q, near);
}

// queen.rules `queen_attacks`: the closest in reach, the APC too.
Proc Engine::queen_attacks(int q, int near) {
  auto b = snapshot(0, board);
  const int v = apc_in_reach(q) ? apc() : -1;
  const int apc_d = v >= 0 ? apc_gap(q, v) : -1;
  std::vector<int> closest;
  for (int c : b)
    if (in_reach(q, c) && gap(q, c) == near && (v < 0 || apc_d >= near)) closest.push_back(c);
  const bool with_apc = v >= 0 && (near < 0 || apc_d <= near);
  if (closest.size() + (with_apc ? 1 : 0) > 1) {
    ask(Decider::player, alien_mind());
    for (int c : closest) opt_card("attacks", c, c);
    if (with_apc) opt_card("attacks", v, v);
    const int c = co_await decide();
    if (c == v) co_await apc_defends(v, q);
    else co_await defend(c, q);
  } else if (with_apc) {
    co_await apc_defends(v, q);
  } else {
    if (closest.empty()) throw EngineBug("corps: first(...) found no element (queen_attacks)");
    co_await defend(closest[0], q);
  }
}

// MOVE QUEEN (3) (002:896): up to 3 of her own steps (002:908) in any
// direction, none putting a character under her (README.md, Rulings 51).
bool Engine::queen_may_step(int q, int s) const {
  return adj(at(q), s) && room_for(q, s) && !character_in_square(s) && room_left(q, s, -1, s);
}

// corps.rules `character_in_square`: a character on one of the 4 spaces
// whose top left is b.
bool Engine::character_in_square(int b) const {
  const Pile& p = pile(0, board);
  for (int k = 0; k < p.n; ++k)
    if (card(p.c[k]).type == Type::character) {
      int sp[4];
      const int n = spaces_of(p.c[k], sp);  // in the power loader, its 4
      for (int j = 0; j < n; ++j)
        if (in_square(sp[j], b)) return true;
    }
  return false;
}

bool Engine::movable_queen(int q) const {
  for (int s = 0; s < g().spaces(); ++s)
    if (queen_may_step(q, s)) return true;
  return false;
}

Proc Engine::move_queen(int p, int q) {
  willpower_[p] -= 3;
  gv_.queen_moved = 1;
  gv_.steps_left = 3;
  while (gv_.steps_left > 0 && in(q, board)) {
    ask(Decider::player, p);
    for (int s = 0; s < g().spaces(); ++s)
      if (queen_may_step(q, s)) opt("queen step " + g().key(s), s);
    constexpr int kStops = -1;
    opt("queen stops", kStops);
    const int s = co_await decide();
    if (s == kStops) {
      gv_.steps_left = 0;
      break;
    }
    co_await piece_steps(q, s);
  }
  co_await make_room(q, alien_mind());
}

}  // namespace canbeat::fast::corps
