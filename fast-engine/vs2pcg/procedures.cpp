// The rules' procedures a card's power calls that the engine performs
// itself (Native, card_words.hpp; actions.rules, facehuggers.rules), and
// the draw of draw_card they stop at.
#include "fast-engine/vs2pcg/card_host.hpp"
#include "fast-engine/vs2pcg/card_words.hpp"
#include "fast-engine/vs2pcg/engine.hpp"
#include "fast-engine/vs2pcg/legality.hpp"
#include "fast-engine/vs2pcg/tables.hpp"

namespace canbeat::fast::vs2pcg {

// The rules' procedures the engine performs itself (Native, with the
// arguments in their declared order); true when it stopped at a decision
// of its own (a draw, a chance). Every other procedure a power calls runs
// compiled from its body (card_words.hpp).
bool Engine::perform(int native, const int* a) {
  if (Native(native) < Native::draw_card) CardHost::card(a[0]);  // the others' is a player
  switch (Native(native)) {
    case Native::wound: wound(a[0]); return false;
    case Native::ko: ko(a[0]); return false;
    case Native::gain_xp: gain_xp(a[0]); return false;
    case Native::gain_plus: gain_plus(a[0]); return false;
    case Native::to_hand:
      // its Equipment KO'd, its state cleared.
      ko_equipment_on(a[0]);
      clear_state(a[0]);
      move(a[0], Zone::hand);
      release(a[0]);
      return false;
    case Native::draw_card: return offer_power_draw(a[0]);
    case Native::hatch: return hatch(a[0]);
    case Native::hug: hug(a[0]); return false;
    case Native::burst: burst(a[0]); return false;
    case Native::put_into_play: put_into_play(a[0]); return false;
    case Native::capture: capture(a[0], a[1]); return false;
    case Native::reveals: reveals(a[0]); return false;
  }
  throw EngineBug("vs2pcg: not a card's procedure");
}

// draw_card(p): a draw from an empty deck is skipped (000:469).
bool Engine::offer_power_draw(int p) {
  if (!offer_draw(p)) return false;
  s_.draw_for = DrawFor::power;
  s_.draw_seat = std::int8_t(p);
  s_.draws_left = 0;
  return true;
}

}  // namespace canbeat::fast::vs2pcg
