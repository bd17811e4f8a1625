// M577 APC crew positions (apc.rules, 002:952, 002:968-982): the turret
// gunners' attack through the hull, the door gunner's fire out, the other
// crew firing only inside it, and repairs. The crew spaces are offsets
// from its top left (STAND-IN, games/corps/README.md).
#include "fast-engine/corps/engine.hpp"

namespace canbeat::fast::corps {

// apc.rules `crew_interacts`, `crew_interact`: the driver's, the
// scanner's (a blip on the board), a repair (a damage token).
bool Engine::crew_interacts(int c, int v) const {
  return at_the_wheel(c, v) || (v_[v][damage] > 0 && repair_space(c, v)) || (scanner(c, v) && any_blip());
}

Proc Engine::crew_interact(int p, int c, int v) {
  if (at_the_wheel(c, v)) co_await drive(p, c, v);
  else if (scanner(c, v)) co_await scan(p, c);
  else co_await repair(c, v);
}

// apc.rules `crew_space`: driver, front turret, scanner, rear turret,
// door gunner.
bool Engine::crew_space(int v, int s) const {
  const int x = g().x(s) - v_[v][vx], y = g().y(s) - v_[v][vy];
  return (x == 0 && (y == 0 || y == 1)) || (x == 2 && y == 0) || (x == 1 && (y == 5 || y == 6));
}

bool Engine::front_gunner(int c, int v) const {
  return card(v).type == Type::apc && v_[c][vx] == v_[v][vx] && v_[c][vy] == v_[v][vy] + 1;
}

bool Engine::rear_gunner(int c, int v) const {
  return card(v).type == Type::apc && v_[c][vx] == v_[v][vx] + 1 && v_[c][vy] == v_[v][vy] + 5;
}

bool Engine::door_gunner(int c, int v) const {
  return card(v).type == Type::apc && v_[c][vx] == v_[v][vx] + 1 && v_[c][vy] == v_[v][vy] + 6;
}

// apc.rules `ahead_or_right` (002:972): the front row, the right columns.
bool Engine::ahead_or_right(int v, int s) const {
  return in_apc(v, s) && (g().y(s) == v_[v][vy] || g().x(s) > v_[v][vx]);
}

// apc.rules `turret_target`: outside the APC, in the aimed turret's sight.
bool Engine::turret_target(int c, int a) const {
  const int v = apc();
  return card(a).type == Type::alien && !(v >= 0 && in_apc(v, at(a))) && in_sight(at(c), a);
}

// apc.rules `aim_turret`: before each action, the turret c mans, if an
// alien is in its sight.
void Engine::aim_turret(int c) {
  gv_.turret_ready = 0;
  const int v = apc();
  if (v >= 0 && front_gunner(c, v)) gv_.turret = 1;
  else if (v >= 0 && rear_gunner(c, v)) gv_.turret = 2;
  if (gv_.turret <= 0) return;  // as the rules' `turret > 0`, whatever a position staged
  const Pile& b = pile(0, board);
  for (int k = 0; k < b.n && gv_.turret_ready == 0; ++k)
    if (turret_target(c, b.c[k])) gv_.turret_ready = gv_.turret;
  gv_.turret = 0;
}

// apc.rules `turret_attack` (002:968-972; README.md, Rulings 57).
Proc Engine::turret_attack(int p, int c, int v) {
  gv_.turret = gv_.turret_ready;
  ask(Decider::player, p);
  for (int a : snapshot(0, board))
    if (turret_target(c, a)) opt_card("target", a, a);
  const int a = co_await decide();
  gv_.turret = 0;
  co_await pay(3);
  for (int die = 0; die < 2; ++die) {
    ask(Decider::chance, -1);
    for (int r = 1; r <= 10; ++r) opt("turret " + std::to_string(r), r);
    const int r = co_await decide();
    if (die == 0 || r < gv_.roll) gv_.roll = r;
  }
  if (gv_.roll <= 7 - v_[v][damage]) remove_alien(a);
}

// apc.rules `apc_allows` (002:974-976): from inside, only aliens inside,
// but the door gunner.
bool Engine::apc_allows(int c, int a) const {
  const int v = apc();
  return v < 0 || !in_apc(v, at(c)) || in_apc(v, at(a)) || door_gunner(c, v);
}

// apc.rules `door_gunner_fires` (002:974): the door open in the Alien phase.
void Engine::door_gunner_fires(int c, int a) {
  const int v = apc();
  if (v >= 0 && door_gunner(c, v) && !in_apc(v, at(a))) gv_.apc_crossed = 1;
}

bool Engine::repair_space(int c, int v) const {
  return card(v).type == Type::apc && in_apc(v, at(c)) && !crew_space(v, at(c));
}

// apc.rules `repair` (002:982): 1 off, 2 on a star (STAND-IN: a 1).
Proc Engine::repair(int c, int v) {
  co_await tech_test(c);
  if (gv_.passed != 1) co_return;
  --v_[v][damage];
  if (gv_.roll == 1 && v_[v][damage] > 0) --v_[v][damage];
}

bool Engine::any_blip() const {
  const Pile& b = pile(0, board);
  for (int k = 0; k < b.n; ++k)
    if (card(b.c[k]).type == Type::blip) return true;
  return false;
}

bool Engine::scanner(int c, int v) const {
  return card(v).type == Type::apc && v_[c][vx] == v_[v][vx] + 2 && v_[c][vy] == v_[v][vy];
}

// apc.rules `scan` (002:978): a tech test, then a look at one blip, named
// by its space (as the Hive's swap names them), or none.
Proc Engine::scan(int p, int c) {
  co_await tech_test(c);
  if (gv_.passed != 1 || !any_blip()) co_return;
  ask(Decider::player, p);
  for (int b : snapshot(0, board))
    if (card(b).type == Type::blip) opt("look " + g().key(at(b)), b);
  opt("no look", -1);
  const int b = co_await decide();
  if (b >= 0) shown_[b] |= 1u << p;
}

}  // namespace canbeat::fast::corps
