// "Turn Sequence" (000:167-185, 000:268-272, 000:467-469), turn.rules and
// build.rules: Draw, Recovery, the Build Phase's three steps, the Main
// Phase loop, the end of the turn and the end of the game.
#include "fast-engine/vs2pcg_engine.hpp"
#include "fast-engine/vs2pcg_legality.hpp"
#include "fast-engine/vs2pcg_tables.hpp"

namespace canbeat::fast {

// Draw Phase (000:179-181): draw 2. 000:181: the first player skips the
// draw on the first turn; 000:544 (Free for All): with more than two
// players, the second player draws only 1 on their first turn.
void Vs2Engine::start_turn() {
  s_.phase = Phase::draw;
  const int p = s_.active, n = t_->seats;
  ++s_.turns[p];
  int draws = 2;
  if (s_.turns[p] == 1 && p == s_.first_seat) draws = 0;
  else if (s_.turns[p] == 1 && n > 2 && p == (s_.first_seat + 1) % n) draws = 1;
  s_.seat = std::int8_t(p);
  s_.draw_for = DrawFor::turn;
  s_.draw_seat = std::int8_t(p);
  s_.draws_left = std::int8_t(draws);
  continue_draws();
}

// Recovery Phase (000:183-185): stunned characters recover (face up, 000:306),
// then every character readies (stunned ones can't, 000:296: none is left).
void Vs2Engine::recovery_phase() {
  s_.phase = Phase::recovery;
  const int p = s_.active;
  t_->each(p, rows(p), [&](int c) {
    s_.card[c].face_down = 0;
    s_.card[c].hidden = 0;
    s_.card[c].exhausted = 0;
  });
}

// Resource Step (000:191-193): only when the hand has a card.
void Vs2Engine::start_resource() {
  s_.phase = Phase::resource;
  const int p = s_.active;
  if (bits(p, Vs2Zone::hand)) return offer_resource(p);
  start_recruit();
}

// Recruit Step (000:197): 1 Recruit Point per resource, face up or down.
void Vs2Engine::start_recruit() {
  s_.phase = Phase::recruit;
  const int p = s_.active;
  s_.rp[p] = zone_size(p, Vs2Zone::resource_row);
  offer_recruit();
}

void Vs2Engine::start_formation() {
  s_.phase = Phase::formation;
  offer_formation();
}

// The Formation Step ends: every character may move again next time.
void Vs2Engine::end_formation() {
  const int p = s_.active;
  t_->each(p, rows(p), [&](int c) { s_.card[c].moved = 0; });
  s_.phase = Phase::main;
  continue_main();
}

// Main Phase (000:211-217): attack, one attack at a time, while the active
// player is still in the game.
void Vs2Engine::continue_main() {
  if (s_.end != Outcome::Kind::ongoing) return;
  if (s_.out[s_.active]) return end_of_turn();
  offer_main();
}

// End of the turn (000:268), Running Out of Cards (000:469), and the player
// to the left takes a turn (000:177), skipping players who are out.
void Vs2Engine::end_of_turn() {
  if (s_.phase != Phase::end_of_turn) {
    s_.phase = Phase::end_of_turn;
    s_.hide_row = 0;
    s_.hide_after = 0;
  }
  // Invisibility (001:753): each ready one may hide, Front Row then Back Row.
  if (offer_hide()) return;
  turn_ends();
}

void Vs2Engine::turn_ends() {
  const int n = t_->seats;
  bool out_of_cards = true;
  for (int q = 0; q < n; ++q)
    if (!s_.out[q] && (bits(q, Vs2Zone::deck) || bits(q, Vs2Zone::hand)))
      out_of_cards = false;
  s_.quiet = out_of_cards && s_.mc_attacked == 0 ? s_.quiet + 1 : 0;
  s_.mc_attacked = 0;
  if (s_.quiet >= alive()) {
    // The fewest wounds on a Main Character in play wins; tied players tie.
    int fewest = 0, with_fewest = 0, holder = -1;
    for (int m = 0; m < t_->cards; ++m) {
      const Vs2CardState& x = s_.card[m];
      if (t_->type[m] != Vs2Type::main_character || s_.out[t_->owner[m]] || !in_play(m)) continue;
      if (holder < 0 || x.wounds < fewest) {
        fewest = x.wounds;
        with_fewest = 0;
        holder = t_->owner[m];
      }
      if (x.wounds == fewest) ++with_fewest;
    }
    if (holder < 0) throw EngineBug("vs2pcg: min over nothing (no Main Character in play)");
    if (with_fewest > 1) return tie();
    return win(holder);
  }
  do s_.active = (s_.active + 1) % n;
  while (s_.out[s_.active]);
  ++s_.turn;
  start_turn();
}

// Ending the Game (000:270-272): the last player left wins; if the final
// Main Characters are KO'd together, the player whose turn it is wins.
// 000:547: the cards of a player who is out are removed from the game.
void Vs2Engine::check_end() {
  const int left = alive();
  if (left == 0) return win(s_.active);
  if (left == 1) {
    for (int q = 0; q < t_->seats; ++q)
      if (!s_.out[q]) return win(q);
  }
  for (int q = 0; q < t_->seats; ++q)
    if (s_.out[q]) remove_from_game(q);
}

void Vs2Engine::remove_from_game(int p) {
  for (int c = t_->first[p]; c < t_->first[p] + t_->count[p]; ++c) {
    if (s_.card[c].zone == Vs2Zone::removed) continue;
    clear_state(c);
    move(c, Vs2Zone::removed);
  }
}

}  // namespace canbeat::fast
