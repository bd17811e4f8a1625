// "Setting Up the Game" (000:157-165), setup.rules: the first player, the
// Main Characters, the opening hands and the mulligans; and draw_card.
#include "fast-engine/vs2pcg_engine.hpp"
#include "fast-engine/vs2pcg_tables.hpp"

namespace canbeat::fast {

// 000:162: starting with the first player, each player puts their Level 1
// Main Character into their Front or Back Row; the Level 2 version is set
// aside. Resumes at s_.cursor, the next instance of the running loop.
void Vs2Engine::place_main_characters() {
  const int n = t_->seats;
  while (s_.k < n) {
    const int p = (s_.first_seat + s_.k) % n;
    const int end = t_->first[p] + t_->count[p];
    int c = std::max<int>(s_.cursor, t_->first[p]);
    for (; c < end; ++c) {
      if (t_->type[c] != Vs2Type::main_character) continue;
      t_->need(c, st_level);
      if (t_->level[c] == 1) {
        s_.seat = std::int8_t(p);
        s_.cursor = std::int16_t(c);
        return offer_main_row(p);
      }
      move(c, Vs2Zone::set_aside);
    }
    ++s_.k;
    s_.cursor = 0;
  }
  // 000:164: "Shuffle your deck and draw 7 cards", seat by seat.
  s_.draw_for = DrawFor::setup;
  s_.draw_seat = 0;
  s_.draws_left = 7;
  continue_draws();
}

// The running `repeat N { draw_card(p); }`; a draw from an empty deck is
// skipped (000:469). When the draws are done, the procedure that asked for
// them goes on.
void Vs2Engine::continue_draws() {
  for (;;) {
    while (s_.draws_left > 0) {
      --s_.draws_left;
      if (offer_draw(s_.draw_seat)) return;
    }
    if (s_.draw_for != DrawFor::setup || s_.draw_seat + 1 == t_->seats) break;
    ++s_.draw_seat;
    s_.draws_left = 7;
  }
  switch (s_.draw_for) {
    case DrawFor::setup:
      s_.k = 0;
      return offer_mulligans();
    case DrawFor::mulligan:
      ++s_.k;
      return offer_mulligans();
    case DrawFor::turn:
      recovery_phase();
      return start_resource();
  }
}

// 000:165: starting with the first player, each player may mulligan once.
// After the last one, the first turn begins.
void Vs2Engine::offer_mulligans() {
  const int n = t_->seats;
  if (s_.k < n) {
    s_.seat = std::int8_t((s_.first_seat + s_.k) % n);
    return offer_mulligan(s_.seat);
  }
  start_turn();
}

}  // namespace canbeat::fast
