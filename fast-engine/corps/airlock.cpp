// THE AIRLOCK (airlock.rules; STAND-IN for 002:920): the 2 by 2 square
// whose top left is the Airlock marker; statement by statement in the
// rules' order.
#include "fast-engine/corps/engine.hpp"

namespace canbeat::fast::corps {

// airlock.rules `by_airlock` (with corps.rules `around`): next to the
// square whose top left is the marker, not in it.
bool Engine::by_airlock(int c, int t) const {
  const int x = g().x(at(c)), y = g().y(at(c)), bx = g().x(at(t)), by = g().y(at(t));
  return bx <= x + 1 && x <= bx + 2 && by <= y + 1 && y <= by + 2 && !in_square(at(c), at(t));
}

// airlock.rules `in_airlock`: one of the model's spaces is in the square.
bool Engine::in_airlock(int a, int t) const {
  int spaces[4];
  const int n = spaces_of(a, spaces);
  for (int k = 0; k < n; ++k)
    if (in_square(spaces[k], at(t))) return true;
  return false;
}

// airlock.rules `open_airlock`: the queen killed whatever her tokens
// (002:920), any other alien model removed with its tokens.
Proc Engine::open_airlock(int c, int t) {
  co_await tech_test(c);
  if (gv_.passed != 1 || character_in_square(at(t))) co_return;
  for (int a : snapshot(0, board)) {
    if (card(a).type != Type::alien || !in_airlock(a, t)) continue;
    if (card(a).queen) {
      reset(a);
      move(a, 0, removed);
    } else {
      remove_alien(a);
    }
  }
}

}  // namespace canbeat::fast::corps
