// GET AWAY FROM HER YOU B***H!: THE ALIEN HIVE (hive.rules, 002:858-904),
// statement by statement: the seat whose deck brings hivemind cards plays
// the Hive (hive_), its willpower dial (willpower_), the Hivemind step at
// the start of the Alien phase, the ties it breaks for the aliens and the
// Marines' win or loss against it. A table without it has no hivemind
// card, so nothing here offers or moves anything.
#include <algorithm>
#include <utility>

#include "fast-engine/corps/engine.hpp"

namespace canbeat::fast::corps {

// The seat playing the Alien Hive (002:862), or -1.
int Engine::hive_player() const {
  for (int p = 0; p < nplayers(); ++p)
    if (hive_[p] == 1) return p;
  return -1;
}

// 002:872: ties for where an alien model or blip is placed or moves, or
// whom it attacks: the Hive player; without one, the leader (002:87).
int Engine::alien_mind() const { return has_hive() ? hive_player() : leader(); }

// 002:864-868: the hivemind deck, a Nature at random as the starting hive
// nature, the willpower dial at 4.
Proc Engine::hive_setup() {
  for (int p = 0; p < nplayers(); ++p) {
    bool brings = false;
    for (int c : snapshot(p, supply)) brings |= card(c).type == Type::hivemind;
    if (!brings) continue;
    hive_[p] = 1;
    willpower_[p] = 4;
    for (int c : snapshot(p, supply))
      if (card(c).type == Type::hivemind) move(c, 0, hivemind_deck);
    for (int c : snapshot(p, supply))
      if (card(c).hive_hazard) move(c, 0, hive_hazards);
    bool any_nature = false;
    for (int c : snapshot(0, hivemind_deck)) any_nature |= card(c).nature;
    if (!any_nature) continue;
    ask(Decider::chance, -1);
    for (int c : snapshot(0, hivemind_deck))
      if (card(c).nature) opt_card("nature", c, c);
    move(co_await decide(), 0, nature);
  }
}

// 002:900: a Nature's continuous effect while in play (the stand-ins'
// bonuses, hivemind.cards).
int Engine::nature_bonus(int Card::*bonus) const {
  int n = 0;
  for (int c : snapshot(0, nature)) n += card(c).*bonus;
  return n;
}

// 002:868: at most 10 willpower.
void Engine::gain_willpower(int p, int n) { willpower_[p] = std::min(willpower_[p] + n, 10); }

// ALIEN PHASE: HIVEMIND STEP (002:874-904).
Proc Engine::hivemind_step() {
  if (!has_hive()) co_return;
  int p = hive_player();
  co_await hive_sees_top();
  gain_willpower(p, 4 + nature_bonus(&Card::willpower_bonus));
  co_await draw_hivemind(p);
  gv_.queen_moved = 0;
  co_await use_willpower(p);
  co_await discard_to_hand_size(p);
}

// 002:880-882: the last card drawn, the discard pile is the new deck.
Proc Engine::draw_hivemind(int p) {
  if (!empty(hivemind_deck)) {
    ask(Decider::chance, -1);
    for (int c : snapshot(0, hivemind_deck)) opt_card("hivemind", c, c);
    move(co_await decide(), p, hive_hand);
  }
  if (empty(hivemind_deck)) move_all(hive_discard, hivemind_deck);
}

// USE WILLPOWER (002:884-900): MOVE (1), DRAW (2), SWAP BLIPS (2),
// REORDER DECK (2), MOVE QUEEN (3), HEAL QUEEN (1) and the hivemind cards
// the willpower pays for; a Reaction card waits for its situation.
Proc Engine::use_willpower(int p) {
  constexpr int kDone = -1, kDraw = -2, kSwap = -3, kReorder = -4;
  // A queen's options carry her card above these bases (any number of
  // large queens may be on the board when a position is staged).
  constexpr int kMoveQueen = 1 << 20, kHealQueen = 2 << 20;
  while (true) {
    int blips = 0;
    for (int b : snapshot(0, board)) blips += card(b).type == Type::blip;
    ask(Decider::player, p);
    if (willpower_[p] >= 1)
      for (int m : snapshot(0, board))
        if (movable_by_hive(m)) opt("hive move " + g().key(at(m)), m);
    if (willpower_[p] >= 2 && !empty(hivemind_deck)) opt("draw " + d_->seats[p], kDraw);
    if (willpower_[p] >= 2 && blips >= 2) opt("swap blips " + d_->seats[p], kSwap);
    if (willpower_[p] >= 2 && !(empty(tracker_deck) && empty(tracker_top) && empty(tracker_bottom)))
      opt("reorder " + d_->seats[p], kReorder);
    for (int q : snapshot(0, board)) {
      if (!card(q).queen) continue;
      if (willpower_[p] >= 3 && gv_.queen_moved == 0 && movable_queen(q)) opt_card("move queen", q, kMoveQueen + q);
      if (willpower_[p] >= 1 && v_[q][damage] > 0) opt_card("heal queen", q, kHealQueen + q);
    }
    for (int c : snapshot(p, hive_hand))
      if (!card(c).reaction && card(c).cost <= willpower_[p]) opt_card("hive play", c, c);
    opt("hive done", kDone);
    int v = co_await decide();
    if (v == kDone) break;
    if (v == kDraw) {
      willpower_[p] -= 2;
      co_await draw_hivemind(p);
    } else if (v == kSwap) {
      co_await swap_blips(p);
    } else if (v == kReorder) {
      co_await reorder_deck(p);
    } else if (v >= kHealQueen) {
      willpower_[p] -= 1;
      --v_[v - kHealQueen][damage];
    } else if (v >= kMoveQueen) {
      co_await move_queen(p, v - kMoveQueen);
    } else if (in(v, board)) {
      co_await hive_move(p, v);
    } else {
      co_await play_hivemind(p, v);
    }
  }
}

// MOVE (1) (002:888): an alien model or blip, 1 space in any direction
// into an empty space, not through a barricaded door (README.md, Rulings
// 44); the step draws sentry fire and spots blips as any step does.
bool Engine::hive_may_step(int m, int s) const {
  if (card(m).large || !adj(at(m), s) || !empty_space(s)) return false;
  return !barred(at(m), s);
}

bool Engine::movable_by_hive(int m) const {
  if (card(m).type != Type::alien && card(m).type != Type::blip) return false;
  for (int s = 0; s < g().spaces(); ++s)
    if (hive_may_step(m, s)) return true;
  return false;
}

Proc Engine::hive_move(int p, int m) {
  willpower_[p] -= 1;
  ask(Decider::player, p);
  for (int s = 0; s < g().spaces(); ++s)
    if (hive_may_step(m, s)) opt("hive step " + g().key(s), s);
  int s = co_await decide();
  v_[m][vx] = g().x(s);
  v_[m][vy] = g().y(s);
  co_await sentry_fire(m);
  co_await spot();
}

// SWAP BLIPS (002:892): two blip tokens on the board change places. The
// Hive's options name a piece by its space, not by what it is: a blip lies
// face down to the Marine players (002:83).
Proc Engine::swap_blips(int p) {
  willpower_[p] -= 2;
  ask(Decider::player, p);
  for (int b : snapshot(0, board))
    if (card(b).type == Type::blip) opt("swap " + g().key(at(b)), b);
  int a = co_await decide();
  ask(Decider::player, p);
  for (int b : snapshot(0, board))
    if (card(b).type == Type::blip && b != a) opt("with " + g().key(at(b)), b);
  int b = co_await decide();
  std::swap(v_[a][vx], v_[b][vx]);
  std::swap(v_[a][vy], v_[b][vy]);
}

// REORDER DECK (002:894): the top card the Hive looked at (002:870) under
// the deck; with no shuffled card left, the first card put under goes under
// again. The Hive then looks at the new top card.
Proc Engine::reorder_deck(int p) {
  willpower_[p] -= 2;
  co_await hive_sees_top();
  move(empty(tracker_top) ? bottom(tracker_bottom) : top(tracker_top), 0, tracker_bottom);
  co_await hive_sees_top();
}

// 002:870: the shuffled deck's top card becomes known, by chance, once a
// Hive is at the table to look at it; it waits in tracker_top.
Proc Engine::hive_sees_top() {
  if (!has_hive() || !empty(tracker_top) || empty(tracker_deck)) co_return;
  ask(Decider::chance, -1);
  for (int c : snapshot(0, tracker_deck)) opt_card("tracker top", c, c);
  move(co_await decide(), 0, tracker_top);
}

// 002:900: a Nature replaces the one in play; an Instinct is discarded.
Proc Engine::play_hivemind(int p, int c) {
  willpower_[p] -= card(c).cost;
  if (card(c).nature) {
    move_all(nature, hive_discard);
    move(c, 0, nature);
  } else {
    co_await resolve_instinct(p, c);
    move(c, 0, hive_discard);
  }
}

// 002:866: the stand-in Instincts add a hive hazard of the Hive's choice to
// the endurance deck, or place one on a character.
Proc Engine::resolve_instinct(int p, int c) {
  if (card(c).adds_hazard && !empty(hive_hazards)) {
    ask(Decider::player, p);
    for (int h : snapshot(0, hive_hazards)) opt_card("add hazard", h, h);
    move(co_await decide(), 0, endurance);
  }
  bool character = false;
  for (int t : snapshot(0, board)) character |= card(t).type == Type::character;
  if (card(c).places_hazard && character && !empty(hive_hazards)) {
    ask(Decider::player, p);
    for (int h : snapshot(0, hive_hazards)) opt_card("place hazard", h, h);
    co_await place_hive_hazard(p, co_await decide());
  }
}

// On a character that is not synthetic; with only synthetics, discarded
// (002:988).
Proc Engine::place_hive_hazard(int p, int h) {
  auto may_have = [this](int t) { return card(t).type == Type::character && !card(t).synthetic; };
  bool any = false;
  for (int t : snapshot(0, board)) any |= may_have(t);
  if (!any) {
    move(h, 0, discard);
    co_return;
  }
  ask(Decider::player, p);
  for (int t : snapshot(0, board))
    if (may_have(t)) opt_card("on", t, t);
  co_await equip(co_await decide(), h);
}

// REACTION cards (002:900): only when the situation arises, one a turn;
// the stand-ins answer a defense roll, adding their roll_bonus to it.
Proc Engine::hive_reaction() {
  if (!has_hive()) co_return;
  const int p = hive_player();
  auto may_play = [&](int r) { return card(r).reaction && card(r).cost <= willpower_[p]; };
  bool any = false;
  for (int r : snapshot(p, hive_hand)) any |= may_play(r);
  if (reacted_[p] != 0 || !any) co_return;
  ask(Decider::player, p);
  for (int r : snapshot(p, hive_hand))
    if (may_play(r)) opt_card("react", r, r);
  opt("no reaction", -1);
  const int r = co_await decide();
  if (r < 0) co_return;
  willpower_[p] -= card(r).cost;
  reacted_[p] = 1;
  gv_.roll += card(r).roll_bonus;
  move(r, 0, hive_discard);
}

// DISCARD TO HAND SIZE (002:902-904).
Proc Engine::discard_to_hand_size(int p) {
  while (pile(p, hive_hand).n > 3) {
    ask(Decider::player, p);
    for (int c : snapshot(p, hive_hand)) opt_card("hive discard", c, c);
    move(co_await decide(), 0, hive_discard);
  }
}

// The Marines win together against the Hive (`lose` of the Hive's seat:
// the seats still in win), or every seat together without one.
Proc Engine::marines_win() {
  if (!has_hive()) co_await end(Outcome::Kind::win);
  int winner = -1;
  std::uint32_t allies = 0;
  for (int s = 0; s < nplayers(); ++s) {
    if (s == hive_player() || eliminated_[s]) continue;
    if (winner < 0) winner = s;
    else allies |= 1u << s;
  }
  if (winner < 0) co_await end(Outcome::Kind::loss);
  co_await end_won_by(winner, allies);
}

// The Marines lose: the Hive wins, or every seat loses together.
Proc Engine::marines_lose() {
  if (has_hive()) co_await end_won_by(hive_player(), 0);
  co_await end(Outcome::Kind::loss);
}

}  // namespace canbeat::fast::corps
