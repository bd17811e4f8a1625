// CAMPAIGN PLAY (campaign.rules, 002:385-412) and TUNNEL cards
// (tracker.rules place_tunnel, 002:215), statement by statement.
#include <algorithm>

#include "fast-engine/corps/engine.hpp"

namespace canbeat::fast::corps {

// 002:215: the Tunnel Marker, once a turn.
Proc Engine::place_tunnel() {
  if (gv_.tunnel_turn == gv_.turn_dial) co_return;
  for (int m : snapshot(0, supply))
    if (card(m).type == Type::spawn && card(m).has_tunnel) {
      v_[m][vx] = card(m).sx;
      v_[m][vy] = card(m).sy;
      move(m, 0, markers);
      gv_.tunnel_turn = gv_.turn_dial;
      break;
    }
}

// 002:391: on to the next mission, or the campaign won.
Proc Engine::mission_won() {
  co_await extra_mission_won();
  if (gv_.leg < gv_.legs) {
    co_await between_missions();
  } else {
    if (gv_.legs > 1) final_score();
    co_await marines_win();
  }
}

// 002:393-402 LOSING ENDURANCE CARDS.
Proc Engine::between_missions() {
  for (int p = 0; p < nplayers(); ++p) {
    if (!has_hero(p) || empty(discard)) continue;
    ask(Decider::player, p);
    for (int e : snapshot(0, discard)) opt_card("return", e, e);
    move(co_await decide(), 0, endurance);
  }
  for (int e : snapshot(0, discard))
    if (card(e).type == Type::hazard && in(e, discard)) move(e, 0, endurance);
  int n = (pile(0, discard).n + 1) / 2;
  for (int k = 0; k < n; ++k) {
    ask(Decider::chance, -1);
    for (int e : snapshot(0, discard)) opt_card("removed", e, e);
    move(co_await decide(), 0, removed);
  }
  move_all(discard, endurance);
  co_await choose_next_mission();
  co_await next_mission();
}

// 002:391: the next mission set up as normal.
Proc Engine::next_mission() {
  for (int p = 0; p < nplayers(); ++p) {
    std::vector<std::uint8_t> h = snapshot(p, hand);
    for (int e : h) move(e, 0, endurance);
  }
  for (int w : snapshot(0, gear)) {
    v_[w][on] = 0;
    move(w, 0, endurance);
  }
  move_all(exhaust, endurance);
  move_all(under, endurance);
  for (int c : snapshot(0, board))
    if (v_[c][loader] > 0) leave_loader(c);
  for (int m : snapshot(0, board)) {
    if (card(m).type == Type::character) continue;
    reset(m);
    move(m, 0, card(m).type == Type::blip ? pool : models);
  }
  // 002:171, 002:460: a facehugger's victim counted as killed at the end of
  // a mission (`counted_killed 1`) stays out.
  bool killed_at_mission_end = false;
  for (int i = 0; i < ncards_; ++i) killed_at_mission_end |= card(i).facehugger && card(i).counted_killed == 1;
  for (int c : snapshot(0, board))
    if (card(c).type == Type::character) {
      v_[c][down] = 0;
      move(c, 0, v_[c][hugged] == 1 && killed_at_mission_end ? dead : roster);
    }
  co_await change_reserve();
  for (int n : snapshot(0, supply))
    if (card(n).type == Type::character && card(n).newt && gv_.bug_hunt == 0) co_await newt_joins(n);
  move_all(tracker_discard, tracker_deck);
  move_all(tracker_top, tracker_deck);
  move_all(tracker_bottom, tracker_deck);
  queen_tracker_cards();
  for (int t : snapshot(0, markers))
    if (card(t).type == Type::terminal || card(t).type == Type::spawn) {
      v_[t][done] = 0;
      v_[t][barricaded] = 0;
    }
  // 002:215: the Tunnel Marker back, tunnels counted afresh.
  for (int t : snapshot(0, markers))
    if (card(t).type == Type::spawn && card(t).has_tunnel) {
      reset(t);
      move(t, 0, supply);
    }
  gv_.tunnel_turn = 0;
  std::fill(shut_.begin(), shut_.end(), 0);
  for (int f : snapshot(0, models))
    if (card(f).facehugger || card(f).queen || card(f).type == Type::loader) {  // laid out again
      v_[f][vx] = card(f).sx;
      v_[f][vy] = card(f).sy;
      move(f, 0, board);
    }
  for (int v : snapshot(0, vehicles)) {  // the APC at its place again, without damage
    reset(v);
    v_[v][vx] = card(v).sx;
    v_[v][vy] = card(v).sy;
  }
  if (campaign_experience()) co_await gain_experience();
  move_all(endurance, supply);  // move_gear_back
  co_await gear_up();
  for (int e : snapshot(0, supply)) {
    Type t = card(e).type;
    if (t == Type::weapon || t == Type::equipment || t == Type::event || t == Type::hazard) move(e, 0, endurance);
  }
  for (int c : snapshot(0, roster)) v_[c][dial] = card(c).aim;
  co_await place_characters();
  gv_.turn_dial = 1;
}

// setup.rules: the longer campaign or a bigger bug hunt (002:852).
bool Engine::longer_mission() const {
  const int m = gv_.campaign_serial - 1;
  return m >= 0 && in(m, missions) && card(m).has_longer;
}

// 002:852: their new endurance cards to gear up from, their tracker cards
// to the deck.
void Engine::longer_play_cards() {
  if (!longer_mission()) return;
  for (int c : snapshot(0, box))
    if (card(c).has_longer_play) move(c, 0, card(c).type == Type::tracker ? tracker_deck : supply);
}

// 002:854: the Alien Queen motion tracker cards for the extended
// campaign's missions 4 and 5 only.
void Engine::queen_tracker_cards() {
  const bool early = longer_mission() && gv_.bug_hunt == 0 && gv_.leg < 4;
  for (int t : snapshot(0, early ? tracker_deck : box))
    if (card(t).has_queen_tracker) move(t, 0, early ? box : tracker_deck);
}

// 002:71: Newt joins, a HERO with a HERO Ripley, else a GRUNT.
Proc Engine::newt_joins(int n) {
  for (int r : snapshot(0, roster))
    if (card(r).guardian && v_[r][hero] > 0) {
      v_[n][hero] = v_[r][hero];
      break;
    }
  move(n, 0, roster);
  co_return;
}

// 002:410: Newt lost, 10 fewer; alive, up to 10 discarded or removed back.
void Engine::newt_score(int deck) {
  int lost = 0;
  bool alive = false;
  for (int i = 0; i < ncards_; ++i) {
    if (!card(i).newt) continue;
    if (in(i, dead) || in(i, captured) || (in(i, board) && v_[i][hugged] == 1)) ++lost;
    if (in(i, board)) alive = true;
  }
  if (lost > 0) {
    gv_.score = std::max(0, gv_.score - 10);
  } else if (alive) {
    int back = pile(0, discard).n + pile(0, removed).n + deck - gv_.score;
    gv_.score += back > 10 ? 10 : back;
  }
}

// 002:404-412 FINAL CAMPAIGN SCORE.
void Engine::final_score() {
  for (int p = 0; p < nplayers(); ++p) {
    std::vector<std::uint8_t> h = snapshot(p, hand);
    for (int e : h) move(e, 0, endurance);
  }
  move_all(exhaust, endurance);
  int lost = pile(0, dead).n + pile(0, captured).n;
  for (int c : snapshot(0, board))
    if (card(c).type == Type::character && v_[c][hugged] == 1) ++lost;
  for (int i = 0; i < ncards_; ++i)  // Newt counts on her own (002:409-410)
    if (card(i).newt && (in(i, dead) || in(i, captured) || (in(i, board) && v_[i][hugged] == 1))) --lost;
  int deck = pile(0, endurance).n + pile(0, under).n;
  gv_.score = deck - 5 * lost;
  if (gv_.score < 0) gv_.score = 0;
  newt_score(deck);
}

}  // namespace canbeat::fast::corps
