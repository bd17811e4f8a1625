// ULTIMATE BADASSES: EXPERIENCE (experience.rules, 002:762-770), statement
// by statement: the experience cards another seat's deck brings (Card::seat)
// and each player's `experience` zone. A table without them has no
// experience card, so nothing here offers or moves anything. The zone is
// the player's, not a character's: it passes to a new character (002:770)
// with no code of its own.
#include "fast-engine/corps/engine.hpp"

namespace canbeat::fast::corps {

// campaign_experience: 002:766, one card at the start of each campaign
// mission; a standalone mission gains none (README.md, Rulings 39). A test
// the caller makes, so that a turn without it starts no procedure.
bool Engine::campaign_experience() const { return gv_.legs > 1 && gv_.bug_hunt == 0; }

// bug_hunt_experience: 002:766, in a Bug Hunt at the start of the Marine
// phase when the turn dial reads 5, 10, ...
bool Engine::bug_hunt_experience() const { return gv_.bug_hunt == 1 && gv_.turn_dial > 0 && gv_.turn_dial % 5 == 0; }

// 002:766, 002:185: each player still playing a HERO, in seat order,
// chooses one card they may gain; with none left they gain none.
Proc Engine::gain_experience() {
  for (int p = 0; p < nplayers(); ++p) {
    if (!has_hero(p)) continue;
    bool any = false;
    for (int x = 0; x < ncards_ && !any; ++x) any = can_gain(p, x);
    if (!any) continue;
    ask(Decider::player, p);
    for (int x = 0; x < ncards_; ++x)
      if (can_gain(p, x)) opt_card("experience", x, x);
    move(co_await decide(), p, experience);
  }
}

// 002:768: a lvl 1 card of any path no player holds; lvl 2 after a lvl 1
// of its path, lvl 3 after a lvl 2 of its path; never two lvl 3.
bool Engine::can_gain(int p, int x) const {
  const Card& c = card(x);
  if (c.type != Type::experience || zone_[x] == experience) return false;
  if (c.level == 1) return true;
  bool below = false, third = false;
  const Pile& held = pile(p, experience);
  for (int k = 0; k < held.n; ++k) {
    const Card& y = card(held.c[k]);
    below |= y.path == c.path && y.level == c.level - 1;
    third |= y.level == 3;
  }
  return (c.level == 2 && below) || (c.level == 3 && below && !third);
}

}  // namespace canbeat::fast::corps
