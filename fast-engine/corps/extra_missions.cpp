// EXTRA MISSIONS (extra-missions.rules, 002:414-424): the Rescue and the
// Resupply missions between a campaign's missions, statement by statement.
#include "fast-engine/corps/engine.hpp"

namespace canbeat::fast::corps {

// 002:418: while characters are captured; 002:424: one Resupply attempt.
bool Engine::may_attempt(int m) const {
  return (card(m).has_rescue && !empty(captured)) || (card(m).has_resupply && gv_.resupplied == 0);
}

// 002:856: APC Chase between campaign missions 2 and 3, once.
bool Engine::between(int m) const {
  bool chase_now = card(m).has_chase && gv_.leg == 2 && gv_.legs >= 3 && gv_.chased == 0;
  return (extra_mission(m) && may_attempt(m)) || chase_now;
}

// 002:237-243, 002:856: the mission card's requirements and turn dial.
void Engine::mission_terms(int m) {
  gv_.objectives = card(m).objectives;
  gv_.turn_limit = card(m).turns;
  gv_.chase_to = card(m).has_chase ? card(m).chase : 0;
}

// 002:389, 002:416, 002:422: the leader chooses the next mission.
Proc Engine::choose_next_mission() {
  gv_.extra_serial = 0;
  bool any = false;
  for (int m : snapshot(0, missions)) any |= between(m);
  if (any) {
    ask(Decider::player, leader());
    opt("next mission", 0);
    for (int m : snapshot(0, missions))
      if (between(m)) opt_card("extra mission", m, m + 1);
    gv_.extra_serial = co_await decide();
  }
  int m = gv_.extra_serial - 1;
  if (gv_.extra_serial == 0) {
    ++gv_.leg;
    m = gv_.campaign_serial - 1;
    if (m < 0 || !in(m, missions)) co_return;
  }
  mission_terms(m);
  if (gv_.extra_serial != 0 && card(m).has_resupply) gv_.resupplied = 1;
  if (gv_.extra_serial != 0 && card(m).has_chase) gv_.chased = 1;
}

// 002:416: the captured return; 002:422: removed cards back, the leader's.
Proc Engine::extra_mission_won() {
  if (gv_.extra_serial <= 0) co_return;
  int m = gv_.extra_serial - 1;
  if (card(m).has_rescue) move_all(captured, roster);
  if (card(m).has_resupply)
    for (int k = 0; k < card(m).resupply; ++k) {
      if (empty(removed)) continue;
      ask(Decider::player, leader());
      for (int e : snapshot(0, removed)) opt_card("resupply", e, e);
      move(co_await decide(), 0, endurance);
    }
  gv_.extra_serial = 0;
}

}  // namespace canbeat::fast::corps
