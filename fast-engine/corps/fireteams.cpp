// NEW CHARACTERS & FIRETEAMS (002:984-998; fireteams.rules): the
// fireteam fielded at the start of a mission (its size set by setup's
// lay_out, marines.cpp).
#include <algorithm>

#include "fast-engine/corps/engine.hpp"

namespace canbeat::fast::corps {

// choose_fireteam (002:994-996): the first seat fields up to `fireteam`
// characters, at least one for each Marine player; the rest wait in
// reserve.
Proc Engine::choose_fireteam() {
  if (gv_.fireteam == 0) co_return;
  move_all(roster, reserve);
  co_await field_fireteam();
}

// change_reserve (002:996): at a campaign's next mission the first seat
// sends GRUNTS (not Newt) back to the reserve, one at a time, then fields
// the fireteam again; HEROES stay.
Proc Engine::change_reserve() {
  if (gv_.fireteam == 0) co_return;
  auto may_go_back = [&](int c) { return v_[c][hero] == 0 && !card(c).newt; };
  for (;;) {
    const std::vector<std::uint8_t> fielded = snapshot(0, roster);
    if (std::none_of(fielded.begin(), fielded.end(), may_go_back)) break;
    ask(Decider::player, 0);
    for (int c : fielded)
      if (may_go_back(c)) opt_card("to reserve", c, c);
    opt("reserve set", -1);
    const int c = co_await decide();
    if (c < 0) break;
    move(c, 0, reserve);
  }
  co_await field_fireteam();
}

// ENRAGED RIPLEY (002:990-992): one of the two Ripleys (`guardian`).
bool Engine::may_field(int c) const {
  if (!card(c).guardian) return true;
  for (int r : snapshot(0, roster))
    if (card(r).guardian) return false;
  return true;
}

// field_fireteam: characters of the reserve fielded, one at a time, up to
// `fireteam` (Newt not counted, 002:998); the first seat may stop once
// there is one for each Marine player (002:69).
Proc Engine::field_fireteam() {
  int marines = 0;
  for (int p = 0; p < nplayers(); ++p) marines += hive_[p] == 0;
  auto fielded = [&] {
    int n = 0;
    for (int c : snapshot(0, roster)) n += !card(c).newt;
    return n;
  };
  auto any_fieldable = [&] {
    for (int c : snapshot(0, reserve))
      if (may_field(c)) return true;
    return false;
  };
  while (fielded() < gv_.fireteam && any_fieldable()) {
    ask(Decider::player, 0);
    for (int c : snapshot(0, reserve))
      if (may_field(c)) opt_card("field", c, c);
    if (fielded() >= marines) opt("fielded", -1);
    const int c = co_await decide();
    if (c < 0) break;
    move(c, 0, roster);
  }
}

}  // namespace canbeat::fast::corps
