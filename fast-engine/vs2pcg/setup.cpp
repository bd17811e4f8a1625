// "Setting Up the Game" (000:157-165), setup.rules: the first player, the
// Main Characters, the opening hands and the mulligans; and draw_card.
#include "fast-engine/vs2pcg/engine.hpp"
#include "fast-engine/vs2pcg/tables.hpp"

namespace canbeat::fast::vs2pcg {

// Multiplayer Games (000:539-571), the first seat's announcement: Free for
// All; 2 vs 2, Team A the even seats and Team B the odd ones (000:552: turns
// alternate between the teams); 2-Headed Teammates, seats 1-2 and 3-4 side
// by side sharing the rows of the team's first seat (000:567). Then 000:161:
// the driver picks who chooses the first player.
void Engine::choose_format(Label l) {
  const int n = t_->seats;
  if (l == l_two_vs_two) {
    s_.format = 1;
    for (int q = 0; q < n; ++q) s_.side[q] = q % 2;
  } else if (l == l_two_headed) {
    s_.format = 2;
    for (int q = 0; q < n; ++q) {
      s_.side[q] = q / 2;
      s_.lead[q] = q - q % 2;
    }
  }
  offer_seats(At::chooser, l_chooser, Decider::chance, -1);
}

// The chooser picks the first player (000:161); then the Main Characters
// are placed.
void Engine::choose_first_player(int seat) {
  s_.first_seat = seat;
  s_.active = s_.first_seat;
  s_.k = 0;
  s_.cursor = 0;
  // 000:527: the Facehugger Pile's cards start out of play, in their pile.
  for (int q = 0; q < t_->seats; ++q)
    for (int c = t_->first[q]; c < t_->first[q] + t_->count[q]; ++c)
      if (t_->type[c] == Type::facehugger_pile) move(c, Zone::facehuggers);
  place_main_characters();
}

// 000:162: starting with the first player, each player puts their Level 1
// Main Character into their Front or Back Row (in 2-Headed Teammates the
// team's shared rows: move() files it under its owner, controller() finds
// the holder); the Level 2 version is set aside. Resumes at s_.cursor, the next instance of the running loop.
void Engine::place_main_characters() {
  const int n = t_->seats;
  while (s_.k < n) {
    const int p = (s_.first_seat + s_.k) % n;
    const int end = t_->first[p] + t_->count[p];
    int c = std::max<int>(s_.cursor, t_->first[p]);
    for (; c < end; ++c) {
      if (t_->type[c] != Type::main_character) continue;
      t_->need(c, st_level);
      if (level_of(c) == 1) {
        s_.seat = std::int8_t(p);
        s_.cursor = std::int16_t(c);
        return offer_main_row(p);
      }
      move(c, Zone::set_aside);
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

// main_front | main_back: the Level 1 Main Character at s_.cursor goes
// into that row (000:162).
void Engine::choose_main_row(int p, Label l) {
  move(s_.cursor, l == l_main_front ? Zone::front_row : Zone::back_row);
  starting_drone(p, s_.cursor);
  ++s_.cursor;
  place_main_characters();
}

// starting_drone(p, m) (setup.rules; Falconer, 001:537): Falconer as Main
// Character starts with a Falcon Drone of p's deck (the lowest serial) in
// his row.
void Engine::starting_drone(int p, int m) {
  if (t_->name[m] != "Falconer") return;
  const int end = t_->first[p] + t_->count[p];
  for (int x = t_->first[p]; x < end; ++x)
    if (s_.card[x].zone == Zone::deck && t_->name[x] == "Falcon Drone") return move(x, s_.card[m].zone);
}

// The running `repeat N { draw_card(p); }`; a draw from an empty deck is
// skipped (000:469). When the draws are done, the procedure that asked for
// them goes on.
void Engine::continue_draws() {
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
      return draw_phase(s_.draw_seat + 1);
    case DrawFor::power:
      return run_power();
  }
}

// 000:165: starting with the first player, each player may mulligan once.
// After the last one, the first turn begins.
void Engine::offer_mulligans() {
  const int n = t_->seats;
  if (s_.k < n) {
    s_.seat = std::int8_t((s_.first_seat + s_.k) % n);
    return offer_mulligan(s_.seat);
  }
  start_turn();
}

// keep | mulligan (000:165).
void Engine::choose_mulligan(int p, Label l) {
  if (l == l_keep) {
    ++s_.k;
    return offer_mulligans();
  }
  // 000:165: shuffle the hand into the deck and draw 7 new cards.
  t_->each(p, bits(p, Zone::hand), [&](int c) { move(c, Zone::deck); });
  s_.draw_for = DrawFor::mulligan;
  s_.draw_seat = std::int8_t(p);
  s_.draws_left = 7;
  continue_draws();
}

}  // namespace canbeat::fast::vs2pcg
