// 2. ALIEN PHASE (aliens.rules, 002:143-205): knocked down and captured,
// losing a HERO, alien activation and movement, defensive fire, attacks,
// blips and spotting; statement by statement in the rules' order.
#include <algorithm>

#include "fast-engine/corps/engine.hpp"

namespace canbeat::fast::corps {

Proc Engine::aliens() {
  door_for_aliens();
  queen_phase_start();
  co_await hivemind_step();
  co_await nobody_left();
  co_await stand_or_captured();
  co_await aliens_turn_events();
  co_await activate_aliens();
  co_await activate_blips();
  co_await draw_tracker_cards();
  frenzy_ends();
}

// KNOCKED DOWN (002:177-181).
Proc Engine::stand_or_captured() {
  for (int c : snapshot(0, board)) {
    if (card(c).type != Type::character || v_[c][down] != 1) continue;
    if (alien_next_to(c)) co_await captured_by(c);
    else v_[c][down] = 0;
  }
}

// 002:181: captured with one of the alien models next to it; the queen
// takes none away (002:920-922, aliens.rules `captor`).
Proc Engine::captured_by(int c) {
  auto captor = [&](int a) { return card(a).type == Type::alien && !card(a).large && touching(a, c); };
  int n = 0, only = -1;
  for (int a : snapshot(0, board))
    if (captor(a)) ++n, only = only < 0 ? a : only;
  if (n == 1) {
    remove_alien(only);
  } else if (n > 1) {
    ask(Decider::player, leader());
    for (int a : snapshot(0, board))
      if (captor(a)) opt_card("taken by", a, a);
    remove_alien(co_await decide());
  }
  co_await lose_character(c, captured);
}

void Engine::remove_alien(int a) {
  if (card(a).queen) return wound_queen(a);  // 002:918
  reset(a);
  move(a, 0, models);
}

// LOSING A HERO (002:175, 002:181, 002:183-185).
Proc Engine::lose_character(int c, int pile_zone) {
  int seat = v_[c][hero] > 0 ? hero_seat(c, d_->no_seat_in_lose_character) + 1 : 0;
  for (int w : snapshot(0, gear))
    if (v_[w][on] == c + 1) {
      v_[w][on] = 0;
      move(w, 0, discard);
    }
  v_[c][hero] = 0;
  v_[c][down] = 0;
  leave_loader(c);  // 002:938: the power loader is empty
  move(c, 0, pile_zone);
  if (seat > 0) co_await new_hero(seat - 1);
  co_await nobody_left();
}

// No player has a HERO left (README.md, Rulings 15).
Proc Engine::nobody_left() {
  for (int p = 0; p < nplayers(); ++p)
    if (has_hero(p)) co_return;
  co_await marines_lose();
}

// 002:185: a GRUNT flipped, or the player eliminated.
// A player who still has a HERO (Ripley or Newt) flips none; Newt is never
// flipped alone (002:71; README.md, Rulings 35).
Proc Engine::new_hero(int p) {
  for (int e : snapshot(p, hand)) co_await discard_card(e);
  if (has_hero(p)) co_return;
  auto flippable = [&](int g) { return card(g).type == Type::character && v_[g][hero] == 0 && !card(g).newt; };
  int n = 0, only = -1;
  for (int g : snapshot(0, board))
    if (flippable(g)) ++n, only = only < 0 ? g : only;
  if (n == 0) {
    eliminated_[p] = true;
  } else if (n == 1) {
    co_await flip_hero(p, only);
  } else {
    ask(Decider::player, p);
    for (int g : snapshot(0, board))
      if (flippable(g)) opt_card("new hero", g, g);
    co_await flip_hero(p, co_await decide());
  }
}

// A GRUNT flipped; Newt flips with Ripley (002:71, 002:185).
Proc Engine::flip_hero(int p, int g) {
  v_[g][hero] = p + 1;
  if (card(g).guardian)
    for (int n : snapshot(0, board))
      if (card(n).type == Type::character && card(n).newt && v_[n][hero] == 0) v_[n][hero] = p + 1;
  co_return;
}

namespace {
template <class F>
bool any_on(const std::vector<std::uint8_t>& cards, F f) {
  for (int c : cards)
    if (f(c)) return true;
  return false;
}
}  // namespace

// The waiting pieces of `b` closest to the characters (002:147, 002:189),
// in `b`'s order: the one to activate, or the leader's choice among them.
std::vector<int> Engine::closest(const std::vector<std::uint8_t>& b, const std::function<bool(int)>& waiting) const {
  std::vector<int> out;
  int near = -1;
  for (int m : b) {
    if (!waiting(m)) continue;
    int d = nearness(m);
    if (near >= 0 && d > near) continue;
    if (d != near) out.clear();
    near = d;
    out.push_back(m);
  }
  return out;
}

// ACTIVATE ALIENS (002:145-149): the closest first; ties: the leader.
Proc Engine::activate_aliens() {
  for (int a : snapshot(0, board))
    if (card(a).type == Type::alien) v_[a][moved] = 0;
  queen_rests();
  for (int a : snapshot(0, board))
    if (card(a).type == Type::alien && !near_any(a)) v_[a][moved] = 1;
  for (;;) {
    auto b = snapshot(0, board);
    auto waiting = [&](int a) { return card(a).type == Type::alien && v_[a][moved] == 0; };
    if (!any_on(b, waiting) || !any_on(b, [&](int c) { return card(c).type == Type::character; })) break;
    unreachable_stay(b, waiting);
    if (!any_on(b, waiting)) continue;
    std::vector<int> near = closest(b, waiting);
    if (near.size() == 1) {
      co_await activate_alien(near[0], 6 + nature_bonus(&Card::speed_bonus) + frenzy_steps());  // 002:155, 002:900, 002:922
    } else {
      ask(Decider::player, leader());
      for (int a : near) opt_card("activate", a, a);
      co_await activate_alien(co_await decide(), 6 + nature_bonus(&Card::speed_bonus) + frenzy_steps());
    }
  }
}

// aliens.rules `unreachable_stay` (README.md, Rulings 32): a waiting piece
// no character can be reached from does not activate.
void Engine::unreachable_stay(const std::vector<std::uint8_t>& b, const std::function<bool(int)>& waiting) {
  for (int m : b)
    if (in(m, board) && waiting(m) && !near_any(m)) v_[m][moved] = 1;
}

// 002:149-153.
Proc Engine::activate_alien(int a, int speed) {
  v_[a][moved] = 1;
  gv_.ended = 0;
  if (card(a).large) {
    co_await activate_queen(a, speed);
    co_return;
  }
  if (!prey_next_to(at(a))) co_await advance(a, speed);
  co_await alien_strikes(a);
}

// DEFENSIVE FIRE, then ATTACKING (002:159-175).
Proc Engine::alien_strikes(int a) {
  if (gv_.ended == 0 && in(a, board) && character_next_to(at(a))) {
    co_await defensive_fire(a);
    if (in(a, board)) co_await alien_attacks(a);
  }
}

// ALIEN MOVEMENT (002:151-157): toward the target by its shortest route.
Proc Engine::advance(int m, int speed) {
  gv_.steps_left = speed;
  std::uint8_t enter[Geometry::kMaxSpaces];
  enterable(enter);
  std::int16_t steps[Geometry::kMaxSpaces];
  g().steps_from(at(m), enter, steps, walls());
  bool reaches = apc_route(m, steps) >= 0;  // 002:948
  for (int c : snapshot(0, board))
    if (card(c).type == Type::character && route_to(m, c, steps) >= 0) reaches = true;
  if (!reaches) co_return;
  co_await choose_target(m);
  while (gv_.steps_left > 0 && in(m, board) && !goal_next_to(m)) {
    enterable(enter);
    int ways[8];
    int n = ways_toward_target(m, enter, ways);
    // A piece passing a synthetic by never steps into a character's space
    // (README.md, Rulings 46).
    n = int(std::remove_if(ways, ways + n, [&](int s) { return character_at(s); }) - ways);
    if (faults_.toward_first_way_only && n > 1) n = 1;
    if (n == 0) {
      gv_.steps_left = 0;
    } else if (n == 1) {
      co_await alien_step(m, ways[0]);
    } else {
      ask(Decider::player, alien_mind());
      for (int k = 0; k < n; ++k) opt("alien step " + g().key(ways[k]), ways[k]);
      co_await alien_step(m, co_await decide());
    }
  }
  co_await tear_down_at_the_end(m);
}

int Engine::target_of() const {
  for (int i = 0; i < ncards_; ++i)
    if (i + 1 == gv_.target) return i;
  throw EngineBug("corps: first(c in instances ...) found no element (target_of)");
}

// 002:269 out of SPEED: every first step toward the target through a
// barricaded door, the piece tries to tear it down (designer's answer).
Proc Engine::tear_down_at_the_end(int m) {
  if (gv_.ended != 0 || gv_.steps_left != 0 || !in(m, board) || goal_next_to(m)) co_return;
  std::uint8_t enter[Geometry::kMaxSpaces];
  enterable(enter);
  int ways[8];
  int n = ways_toward_target(m, enter, ways);
  if (n == 0) co_return;
  for (int k = 0; k < n; ++k)
    if (!barred(at(m), ways[k])) co_return;
  ask(Decider::chance, -1);
  for (int r = 1; r <= 6; ++r) opt("tear down " + std::to_string(r), r);
  gv_.roll = co_await decide();
  if (gv_.roll >= 5) {
    for (int k = 0; k < n; ++k) open_way(at(m), ways[k]);
  } else {
    gv_.ended = 1;
  }
}

// 002:155: the closest character by the piece's own route; ties: the
// leader. With a synthetic on the board (002:986), the closest of the
// strongest kind (draws).
Proc Engine::choose_target(int m) {
  std::uint8_t enter[Geometry::kMaxSpaces];
  enterable_by(m, enter);
  std::int16_t steps[Geometry::kMaxSpaces];
  g().steps_from(at(m), enter, steps, walls());
  auto b = snapshot(0, board);
  if (any_on(b, [&](int c) { return card(c).type == Type::character && card(c).synthetic; })) {
    int kind = 4;
    while (kind > 1 && !any_on(b, [&](int c) { return draws(m, c, kind, steps); }) && !apc_draws(m, kind, steps))
      --kind;
    co_await target_of_kind(m, kind, steps);
    co_return;
  }
  int best = -1;
  for (int c : b) {
    int r = card(c).type == Type::character ? route_to(m, c, steps) : -1;
    if (r >= 0 && (best < 0 || r < best)) best = r;
  }
  // aliens.rules `target_closest`: the APC too, a character (002:948).
  const int apc_r = apc_route(m, steps);
  auto nearest = [&](int c) {
    return best >= 0 && card(c).type == Type::character && route_to(m, c, steps) == best && (apc_r < 0 || apc_r >= best);
  };
  co_await target_among(b, nearest, apc_r >= 0 && (best < 0 || apc_r <= best));
}

// The target among the characters of `b` that `nearest` picks and, with
// `apc`, the APC: the one, or the leader's (the Hive's) choice.
Proc Engine::target_among(const std::vector<std::uint8_t>& b, const std::function<bool(int)>& nearest, bool with_apc) {
  int n = with_apc ? 1 : 0, only = with_apc ? apc() : -1;
  for (int c : b)
    if (nearest(c)) ++n, only = only < 0 ? c : only;
  if (n == 1) {
    gv_.target = only + 1;
  } else {
    ask(Decider::player, alien_mind());
    for (int c : b)
      if (nearest(c)) opt_card("toward", c, c);
    if (with_apc) opt_card("toward", apc(), apc());
    gv_.target = co_await decide() + 1;
  }
}

// 002:986: c is a character of that kind to the piece whose routes are
// `steps`: 4, a non-synthetic one it can end this move next to; 3, a
// synthetic one it can; 2, a non-synthetic one it can reach; 1, a
// synthetic one.
bool Engine::draws(int m, int c, int kind, const std::int16_t* steps) const {
  if (card(c).type != Type::character) return false;
  const int r = route_to(m, c, steps);
  if (r < 0 || (kind > 2 && r > gv_.steps_left + 1)) return false;
  return card(c).synthetic == (kind % 2 == 1);
}

// apc.rules `apc_draws`: the APC, no synthetic, of kind 4 or 2 (002:948,
// 002:986).
bool Engine::apc_draws(int m, int kind, const std::int16_t* steps) const {
  const int r = apc_route(m, steps);
  return r >= 0 && kind % 2 == 0 && (kind <= 2 || r <= gv_.steps_left + 1);
}

// The closest character of a kind, or the APC, by the piece's route
// (002:155, 002:948, 002:986).
Proc Engine::target_of_kind(int m, int kind, const std::int16_t* steps) {
  auto b = snapshot(0, board);
  int best = -1;
  for (int c : b)
    if (draws(m, c, kind, steps) && (best < 0 || route_to(m, c, steps) < best)) best = route_to(m, c, steps);
  const bool apc_kind = apc_draws(m, kind, steps);
  const int apc_r = apc_kind ? apc_route(m, steps) : -1;
  auto nearest = [&](int c) {
    return draws(m, c, kind, steps) && route_to(m, c, steps) == best && (apc_r < 0 || apc_r >= best);
  };
  co_await target_among(b, nearest, apc_kind && (best < 0 || apc_r <= best));
}

// One step; a barricaded door torn down on 5+ or the turn ends (002:269).
Proc Engine::alien_step(int m, int s) {
  if (barred(at(m), s)) {
    ask(Decider::chance, -1);
    for (int r = 1; r <= 6; ++r) opt("tear down " + std::to_string(r), r);
    gv_.roll = co_await decide();
    if (gv_.roll >= 5) {
      open_way(at(m), s);
    } else {
      gv_.steps_left = 0;
      gv_.ended = 1;
    }
  }
  if (gv_.ended == 0) co_await piece_steps(m, s);
}

// A piece's step: sentry guns fire, blips are spotted (002:155, 002:440,
// 002:195).
Proc Engine::piece_steps(int m, int s) {
  v_[m][vx] = g().x(s);
  v_[m][vy] = g().y(s);
  --gv_.steps_left;
  co_await sentry_fire(m);
  co_await spot();
}

// DEFENSIVE FIRE (002:159-163): within 4 spaces, the closest first.
Proc Engine::defensive_fire(int a) {
  gv_.ring = 1;
  while (gv_.ring <= 4 && in(a, board)) {
    for (int c : snapshot(0, board)) {
      if (card(c).type != Type::character || gap(a, c) != gv_.ring) continue;
      if (!in(a, board) || v_[c][down] != 0 || !in(c, board)) continue;
      auto can_fire = [&](int w) {
        return v_[w][on] == c + 1 && card(w).type == Type::weapon && !card(w).cumbersome && has_target(c, w, a + 1);
      };
      auto weapons = snapshot(0, gear);
      if (!any_on(weapons, can_fire)) continue;
      int p = controller_of(c);
      ask(Decider::player, p);
      for (int w : weapons)
        if (can_fire(w)) opt_card("fire", w, w);
      opt("hold fire", -1);
      int w = co_await decide();
      if (w >= 0) co_await shoot(controller_of(c), c, w, a, a + 1);
    }
    ++gv_.ring;
  }
}

// ATTACKING (002:165-175): the leader chooses among several.
// The APC too, when the alien is next to it (002:950).
Proc Engine::alien_attacks(int a) {
  const int v = !card(a).large && next_to_apc(at(a)) ? apc() : -1;
  int n = v >= 0 ? 1 : 0, only = -1;
  auto b = snapshot(0, board);
  for (int c : b)
    if (attacked(a, c)) ++n, only = only < 0 ? c : only;
  if (n == 1 && only >= 0) co_await defend(only, a);
  if (n == 1 && only < 0) co_await apc_defends(v, a);
  if (n == 1) co_return;
  ask(Decider::player, alien_mind());
  for (int c : b)
    if (attacked(a, c)) opt_card("attacks", c, c);
  if (v >= 0) opt_card("attacks", v, v);
  const int c = co_await decide();
  if (c == v) co_await apc_defends(v, a);
  else co_await defend(c, a);
}

// DEFENSE ROLL, COUNTERATTACK, FAILED DEFENSE (002:169-175).
Proc Engine::defend(int c, int a) {
  co_await event_window(c);
  ask(Decider::chance, -1);
  for (int r = 1; r <= 10; ++r) opt("defense " + std::to_string(r), r);
  gv_.roll = co_await decide();
  co_await reroll_window(c);  // rerolls.rules: the die's result, before the tokens
  co_await hive_reaction();
  gv_.roll += v_[a][tokens];
  if (card(a).queen) gv_.roll += 3;  // 002:916
  if (card(c).guardian && v_[c][loader] > 0) gv_.roll -= 1;  // 002:940: Ripley in the power loader
  int cover = v_[c][braced];  // Get Down (stand-in): the next defense roll
  v_[c][braced] = 0;
  if (gv_.roll <= defense_of(c) + cover) {
    if (gv_.roll <= melee_of(c)) wound_alien(a);
  } else if (card(a).facehugger) {  // 002:171, 002:454-460
    v_[c][hugged] = 1;
  } else if (gv_.roll >= 10) {
    co_await lose_character(c, dead);
  } else if (v_[c][loader] > 0) {
    co_await push_back(controller_of(c), c, a);  // 002:936
  } else {
    v_[c][down] = 1;
  }
}

// ACTIVATE BLIPS (002:187-193): board by board, the leader choosing.
Proc Engine::activate_blips() {
  for (int b : snapshot(0, board))
    if (card(b).type == Type::blip) v_[b][moved] = 0;
  for (;;) {
    auto b = snapshot(0, board);
    auto waiting = [&](int x) { return card(x).type == Type::blip && v_[x][moved] == 0; };
    if (!any_on(b, waiting) || !any_on(b, [&](int c) { return card(c).type == Type::character; })) break;
    auto on_tile = [&](int t) { return any_on(b, [&](int x) { return waiting(x) && tile(at(x)) == t; }); };
    auto tiles_waiting = [&] {
      int n = 0;
      for (int s = 0; s < g().spaces(); ++s) n += g().y(s) == 0 && g().x(s) % 6 == 0 && on_tile(tile(s));
      return n;
    };
    bool beyond_two = any_on(b, [&](int x) { return waiting(x) && tile(at(x)) > 2; });
    if (beyond_two && tiles_waiting() > 1) {
      // More tiles than hadley.board's two (motor_pool.board, chase.board):
      // the leader names a board by its top left space.
      ask(Decider::player, leader());
      for (int s = 0; s < g().spaces(); ++s)
        if (g().y(s) == 0 && g().x(s) % 6 == 0 && on_tile(tile(s))) opt("board " + g().key(s), tile(s));
      gv_.current_tile = co_await decide();
    } else if (on_tile(1) && on_tile(2)) {
      ask(Decider::player, leader());
      opt("left board", 1);
      opt("right board", 2);
      gv_.current_tile = co_await decide();
    } else {
      for (int x : b)
        if (waiting(x)) {
          gv_.current_tile = tile(at(x));
          break;
        }
    }
    ask(Decider::chance, -1);
    for (int r = 1; r <= 6; ++r) opt("blip speed " + std::to_string(r), r);
    gv_.blip_speed = co_await decide();
    co_await activate_tile();
  }
}

// The blips of one board, closest first (002:189-191).
Proc Engine::activate_tile() {
  for (int b : snapshot(0, board))
    if (card(b).type == Type::blip && tile(at(b)) == gv_.current_tile) v_[b][moved] = 2;
  for (;;) {
    auto b = snapshot(0, board);
    auto waiting = [&](int x) { return card(x).type == Type::blip && v_[x][moved] == 2; };
    if (!any_on(b, waiting) || !any_on(b, [&](int c) { return card(c).type == Type::character; })) break;
    unreachable_stay(b, waiting);
    if (!any_on(b, waiting)) continue;
    std::vector<int> near = closest(b, waiting);
    if (near.size() == 1) {
      co_await activate_blip(near[0]);
    } else {
      ask(Decider::player, leader());
      for (int x : near) opt("activate " + g().key(at(x)), x);  // by its space: face down (002:83)
      co_await activate_blip(co_await decide());
    }
  }
  for (int b : snapshot(0, board))
    if (card(b).type == Type::blip && v_[b][moved] == 2) v_[b][moved] = 1;
  gv_.mover = 0;
}

// 002:191-199: a blip moves; spotted on the way, its alien finishes the move.
Proc Engine::activate_blip(int b) {
  v_[b][moved] = 1;
  gv_.mover = b + 1;
  gv_.spawned = 0;
  gv_.ended = 0;
  if (!prey_next_to(at(b))) co_await advance(b, gv_.blip_speed + frenzy_steps());
  if (gv_.spawned > 0) {
    int a = -1;
    const Pile& p = pile(0, board);
    for (int k = 0; k < p.n && a < 0; ++k)
      if (p.c[k] + 1 == gv_.spawned) a = p.c[k];
    if (a < 0) throw EngineBug("corps: first(m in board ...) found no element (spawned)");
    v_[a][moved] = 1;
    if (!prey_next_to(at(a)) && gv_.ended == 0) co_await advance(a, gv_.steps_left);
    co_await alien_strikes(a);
  }
}

// SPOTTING BLIPS (002:195-199).
Proc Engine::spot() {
  for (int b : snapshot(0, board))
    if (card(b).type == Type::blip && in(b, board) && in_sight_of_characters(at(b))) co_await flip(b);
}

Proc Engine::flip(int b) {
  int a = -1;
  const Pile& ms = pile(0, models);
  for (int k = 0; k < ms.n && a < 0; ++k)
    if (!card(ms.c[k]).facehugger) a = ms.c[k];
  if (a < 0) co_await end(Outcome::Kind::undecided, "no-alien-model");
  v_[a][vx] = v_[b][vx];
  v_[a][vy] = v_[b][vy];
  v_[a][tokens] = card(b).number - 1;
  v_[a][moved] = 1;
  move(a, 0, board);
  if (b + 1 == gv_.mover) gv_.spawned = a + 1;
  reset(b);
  move(b, 0, pool);
}

}  // namespace canbeat::fast::corps
