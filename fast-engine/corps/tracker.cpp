// Motion tracker cards and spawning (tracker.rules, 002:207-229), the
// endurance economy (endurance.rules, 002:285-333) and 3. FINISH PHASE
// (finish.rules, 002:231-243), statement by statement in the rules' order.
#include "fast-engine/corps/engine.hpp"

namespace canbeat::fast::corps {

// 002:211: 1 player draws 2, 2-4 players 3, 5+ players 4; the Hive is not
// counted (README.md, Rulings 40).
Proc Engine::draw_tracker_cards() {
  const int players = nplayers() - (has_hive() ? 1 : 0);
  int n = players == 1 ? 2 : players <= 4 ? 3 : 4;
  for (int k = 0; k < n; ++k) co_await draw_tracker();
}

// 002:211-213; a Bug Hunt's deck is not reshuffled (002:428). The cards
// the Hive put under the deck (002:894) come after its shuffled ones; the
// top card it looked at (002:870) before them all.
Proc Engine::draw_tracker() {
  if (empty(tracker_deck) && empty(tracker_top) && empty(tracker_bottom) && gv_.bug_hunt == 0)
    move_all(tracker_discard, tracker_deck);
  int t = -1;
  if (!empty(tracker_top)) {
    t = top(tracker_top);
  } else if (!empty(tracker_deck)) {
    ask(Decider::chance, -1);
    for (int c : snapshot(0, tracker_deck)) opt_card("motion tracker", c, c);
    t = co_await decide();
  } else if (!empty(tracker_bottom)) {
    t = bottom(tracker_bottom);
  }
  if (t >= 0) {
    co_await resolve_tracker(t);
    move(t, 0, tracker_discard);
  }
  co_await hive_sees_top();
}

// 002:213-223: the card's blips, HIDDEN and ACTIVE THREAT bonuses, a DRONE;
// an Alien Queen card heals her (stand-in, 002:854).
Proc Engine::resolve_tracker(int t) {
  const Card& c = card(t);
  if (c.has_drone) co_await reveal_card(Type::hazard, true);
  if (c.has_tunnel) co_await place_tunnel();
  if (c.has_queen_heals) queen_stirs(c.queen_heals);
  gv_.placed = 0;
  gv_.placed_in_sight = 0;
  for (int k = 0; k < c.blips; ++k) co_await spawn_blip(c.location);
  if (c.has_hidden_bonus && gv_.placed_in_sight == 0)
    for (int k = 0; k < c.hidden_bonus; ++k) co_await spawn_blip(c.location);
  if (c.has_active_bonus && gv_.placed_in_sight > 0)
    for (int k = 0; k < c.active_bonus; ++k) co_await spawn_blip(c.location);
}

// SPAWNING BLIPS (002:225-229, 002:271).
Proc Engine::spawn_blip(int n) {
  int point = -1;
  const Pile& m = pile(0, markers);
  for (int k = 0; k < m.n && point < 0; ++k)
    if (card(m.c[k]).type == Type::spawn && card(m.c[k]).number == n) point = m.c[k];
  if (point < 0) co_await end(Outcome::Kind::undecided, "no-spawn-point");
  if (empty(pool)) {
    co_await every_blip_moves();
  } else if (v_[point][barricaded] == 1) {
    ask(Decider::chance, -1);
    for (int r = 1; r <= 6; ++r) opt("barricade " + std::to_string(r), r);
    gv_.roll = co_await decide();
    if (gv_.roll >= 5) {
      v_[point][barricaded] = 0;
      co_await place_blip(n);
    }
  } else {
    co_await place_blip(n);
  }
}

// 002:225: facedown, 1 in each space, the closest empty space.
Proc Engine::place_blip(int n) {
  int from = at(spawn_point(n));
  // The distance first: a table's look-up, where empty_space walks the
  // board, for every space of it.
  int d = -1;
  for (int s = 0; s < g().spaces(); ++s) {
    const int far = g().distance(from, s);
    if (far >= 0 && (d < 0 || far < d) && empty_space(s)) d = far;
  }
  if (d < 0) co_await end(Outcome::Kind::undecided, "no-empty-space");
  ask(Decider::chance, -1);
  for (int b : snapshot(0, pool)) opt_card("blip", b, b);
  int b = co_await decide();
  int count = 0, only = -1;
  for (int s = 0; s < g().spaces(); ++s)
    if (g().distance(from, s) == d && empty_space(s)) ++count, only = only < 0 ? s : only;
  if (count == 1) {
    co_await put_blip(b, only);
  } else {
    ask(Decider::player, alien_mind());
    for (int s = 0; s < g().spaces(); ++s)
      if (g().distance(from, s) == d && empty_space(s)) opt("place " + g().key(s), s);
    co_await put_blip(b, co_await decide());
  }
}

// 002:225-227: spotted when spawned, resolved at once.
Proc Engine::put_blip(int b, int s) {
  v_[b][vx] = g().x(s);
  v_[b][vy] = g().y(s);
  v_[b][moved] = 1;
  move(b, 0, board);
  ++gv_.placed;
  if (in_sight_of_characters(s)) {
    ++gv_.placed_in_sight;
    co_await flip(b);
  }
}

// 002:229: no blip left: every blip moves 3 spaces.
Proc Engine::every_blip_moves() {
  for (int b : snapshot(0, board)) {
    if (card(b).type != Type::blip) continue;
    if (in(b, board) && !prey_next_to(at(b))) {
      gv_.ended = 0;
      co_await advance(b, 3);
    }
  }
}

// RESHUFFLE CARD (002:311-313).
void Engine::reshuffle() {
  if (empty(endurance) && !empty(under)) move_all(under, endurance);
}

// 002:323: out of endurance, all players lose.
Proc Engine::check_endurance() {
  if (deck_empty() && empty(exhaust)) co_await marines_lose();
}

// EXHAUST PILE (002:317-319).
Proc Engine::exhaust_one() {
  reshuffle();
  if (!empty(endurance)) {
    ask(Decider::chance, -1);
    for (int e : snapshot(0, endurance)) opt_card("exhaust", e, e);
    move(co_await decide(), 0, exhaust);
  } else if (!empty(exhaust)) {
    move(top(exhaust), 0, discard);
  }
  co_await check_endurance();
}

// 002:321: a cost paid by exhausting.
Proc Engine::pay(int n) {
  for (int k = 0; k < n; ++k) co_await exhaust_one();
}

// HAZARD cards (002:293, 002:305; README.md, Rulings 10).
Proc Engine::resolve_hazard(int h) {
  move(h, 0, discard);
  co_await pay(card(h).exhausts);
  co_await check_endurance();
}

// A character draws a card (002:283: a HERO resting; an event's `draws`);
// a hazard drawn is resolved (002:293). Out of endurance after a draw loses
// too (002:323: "any time").
Proc Engine::draw_card(int c) {
  reshuffle();
  if (empty(endurance)) co_return;
  ask(Decider::chance, -1);
  for (int e : snapshot(0, endurance)) opt_card("draw", e, e);
  int e = co_await decide();
  if (card(e).hive_hazard) co_await hive_hazard_drawn(c, e);
  else if (card(e).type == Type::hazard) co_await resolve_hazard(e);
  else into_hand(c, e);
  co_await check_endurance();
}

// 002:866: a hive hazard drawn is placed on the character who drew it and
// resolved; a synthetic recycles it instead, unresolved (002:988).
Proc Engine::hive_hazard_drawn(int c, int h) {
  if (card(c).synthetic) {
    move(h, 0, under);
    co_return;
  }
  co_await equip(c, h);
  co_await pay(card(h).exhausts);
}

// 002:295: GRUNTS never have cards in hand; theirs go to the bottom of the
// exhaust pile.
void Engine::into_hand(int c, int e) {
  if (v_[c][hero] > 0) move(e, hero_seat(c, d_->no_seat_in_into_hand), hand);
  else move(e, 0, exhaust, true);
}

// DISCARD PILE (002:327-331).
Proc Engine::discard_card(int e) {
  if (card(e).type == Type::hazard) co_await resolve_hazard(e);
  else move(e, 0, discard);
}

// DISCARD PILE (002:327-333): p discards one card from hand or the
// endurance deck; with neither, the exhaust pile's top card goes, unresolved.
Proc Engine::discard_one(int p) {
  reshuffle();
  bool hand_empty = pile(p, hand).n == 0;
  if (hand_empty && empty(endurance)) {
    if (!empty(exhaust)) move(top(exhaust), 0, discard);
  } else if (hand_empty) {
    co_await discard_top();
  } else {
    ask(Decider::player, p);
    for (int e : snapshot(p, hand)) opt_card("discard", e, e);
    if (!empty(endurance)) opt("discard deck", -1);
    int e = co_await decide();
    if (e < 0) co_await discard_top();
    else co_await discard_card(e);
  }
  co_await check_endurance();
}

// The endurance deck's top card, unseen, discarded (002:327-329).
Proc Engine::discard_top() {
  ask(Decider::chance, -1);
  for (int e : snapshot(0, endurance)) opt_card("discard", e, e);
  co_await discard_card(co_await decide());
}

// REVEALING CARDS (002:297-309, 002:564).
Proc Engine::reveal_card(Type kind, bool by_tracker) {
  gv_.passed = 0;
  reshuffle();
  if (!empty(endurance)) {
    ask(Decider::chance, -1);
    for (int e : snapshot(0, endurance)) opt_card("reveal", e, e);
    int e = co_await decide();
    if (card(e).type == kind) gv_.passed = 1;
    if (card(e).type == Type::hazard && by_tracker) move(e, 0, exhaust);
    else if (card(e).type == Type::hazard) co_await resolve_hazard(e);
    else move(e, 0, under);
  } else if (!empty(exhaust)) {
    int e = top(exhaust);
    if (card(e).type == kind) gv_.passed = 1;
    move(e, 0, exhaust, true);
  }
}

// 3. FINISH PHASE (002:231-243).
Proc Engine::finish() {
  co_await finish_abilities();
  std::fill(std::begin(reacted_), std::end(reacted_), 0);  // one Reaction a turn (002:900)
  bool standing = false;
  const Pile& b = pile(0, board);
  for (int k = 0; k < b.n; ++k)
    if (card(b.c[k]).type == Type::character && v_[b.c[k]][down] == 0) standing = true;
  if (mission_met()) co_await mission_won();  // campaign.rules
  else if (!standing) co_await marines_lose();
  else ++gv_.turn_dial;
  if (gv_.turn_limit > 0 && gv_.turn_dial > gv_.turn_limit) co_await marines_lose();
}

}  // namespace canbeat::fast::corps
