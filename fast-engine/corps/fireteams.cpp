// NEW CHARACTERS & FIRETEAMS (002:984-998; fireteams.rules): the
// fireteam fielded at the start of a mission (its size set by setup's
// lay_out, marines.cpp).
#include "fast-engine/corps/engine.hpp"

namespace canbeat::fast::corps {

// choose_fireteam (002:994-996): the first seat fields up to `fireteam`
// characters, at least one for each Marine player; the rest wait in
// reserve.
Proc Engine::choose_fireteam() {
  if (gv_.fireteam == 0) co_return;
  move_all(roster, reserve);
  int marines = 0;
  for (int p = 0; p < nplayers(); ++p) marines += hive_[p] == 0;
  // ENRAGED RIPLEY (002:990-992): one of the two Ripleys (`guardian`).
  auto may_field = [&](int c) {
    if (!card(c).guardian) return true;
    for (int r : snapshot(0, roster))
      if (card(r).guardian) return false;
    return true;
  };
  auto any_fieldable = [&] {
    for (int c : snapshot(0, reserve))
      if (may_field(c)) return true;
    return false;
  };
  while (pile(0, roster).n < gv_.fireteam && any_fieldable()) {
    ask(Decider::player, 0);
    for (int c : snapshot(0, reserve))
      if (may_field(c)) opt_card("field", c, c);
    if (pile(0, roster).n >= marines) opt("fielded", -1);
    const int c = co_await decide();
    if (c < 0) break;
    move(c, 0, roster);
  }
}

}  // namespace canbeat::fast::corps
