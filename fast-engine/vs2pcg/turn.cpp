// "Turn Sequence" (000:167-185, 000:268-272, 000:467-469), turn.rules and
// build.rules: Draw, Recovery, the Build Phase's three steps, the Main
// Phase loop, the end of the turn and the end of the game.
#include <fmt/format.h>

#include <bit>

#include "fast-engine/vs2pcg/engine.hpp"
#include "fast-engine/vs2pcg/legality.hpp"
#include "fast-engine/vs2pcg/tables.hpp"

namespace canbeat::fast::vs2pcg {

// Draw Phase (000:179-181): the turn's players (the team's, in 2-Headed
// Teammates, 000:568) draw 2 each, in seat order. 000:181: the first player
// skips the draw on the first turn; 000:544 (Free for All), 000:554 (2 vs 2):
// with more than two players, the second player draws only 1 on their first
// turn; 000:570: the players of the team that goes first draw none then.
void Engine::start_turn() {
  // turn.rules: `player_at(first_seat)`, then `player_at(active)`.
  if (s_.first_seat < 0 || s_.first_seat >= t_->seats)
    throw EngineBug(fmt::format("{}no seat number {}", t_->no_first_seat, s_.first_seat));
  if (s_.active < 0 || s_.active >= t_->seats)
    throw EngineBug(fmt::format("{}no seat number {}", t_->no_active_seat, s_.active));
  s_.phase = Phase::draw;
  s_.attacks = 0;
  s_.turn_side = s_.side[s_.active];
  // "At the start of your turn" (000:179), before the draws (turn.rules).
  fire_rows(Event::turn_start);
  resolve_triggers(After::turn_start);
}

// The Draw Phase from seat `from` on; resumed by continue_draws.
void Engine::draw_phase(int from) {
  const int n = t_->seats, first = s_.first_seat;
  for (int p = from; p < n; ++p) {
    if (s_.lead[p] != s_.active || s_.out[p]) continue;
    ++s_.turns[p];
    int draws = 2;
    if (s_.format == 2) {
      if (s_.turns[p] == 1 && s_.side[p] == s_.side[first]) draws = 0;
    } else if (s_.turns[p] == 1 && p == first) {
      draws = 0;
    } else if (s_.turns[p] == 1 && n > 2 && p == (first + 1) % n) {
      draws = 1;
    }
    // turn_draw(p, n): under an enemy Falcon Drone the draw is revealed
    // (001:539): one reveal, fired before the draws, resolved after all.
    if (draws > 0 && (bits(p, Zone::deck) || bits(p, Zone::deck_bottom)) && legal_reveals_draws(p)) reveals(p);
    s_.seat = std::int8_t(p);
    s_.draw_for = DrawFor::turn;
    s_.draw_seat = std::int8_t(p);
    s_.draws_left = std::int8_t(draws);
    while (s_.draws_left > 0) {
      --s_.draws_left;
      if (offer_draw(p)) return;
    }
  }
  resolve_triggers(After::draw);
}

// Recovery Phase (000:183-185; turn.rules): the stunned characters of the
// Front Row recover, each in the row's order, then the Back Row's (face up,
// 000:306: `recovered` fires as each one does, so a trigger's `where` sees
// the ones not recovered yet), then every character readies (stunned ones
// can't, 000:296: none is left).
void Engine::recovery_phase() {
  s_.phase = Phase::recovery;
  for (Zone row : {Zone::front_row, Zone::back_row})
    each_arrived(s_.active, row, [&](int c) {
      if (!s_.card[c].face_down) return;
      // A hidden one only turns up (actions.rules recover).
      const bool recovers = !s_.card[c].hidden;
      s_.card[c].face_down = 0;
      s_.card[c].hidden = 0;
      if (recovers) fire(Event::recovered, c);
    });
  each_in_rows(s_.active, [&](int c) { s_.card[c].exhausted = 0; });
  resolve_triggers(After::recovery);
}

// Resource Step (000:191-193): each of the turn's players whose hand has a
// card, in seat order (000:567: teammates keep their own Resource Rows).
void Engine::start_resource() {
  s_.phase = Phase::resource;
  // "At the start of your Build Phase" triggers (000:481, triggers.rules).
  fire_rows(Event::build_start);
  resolve_triggers(After::resource);
}

void Engine::resource_step(int from) {
  for (int p = from; p < t_->seats; ++p)
    if (s_.lead[p] == s_.active && !s_.out[p] && bits(p, Zone::hand)) return offer_resource(p);
  start_recruit();
}

// resource L (face down) | location L (face up) | no_resource (000:191-193).
void Engine::choose_resource(int p, const Option& o) {
  if (o.label == l_resource) {
    move(o.arg, Zone::resource_row);
    s_.card[o.arg].face_down = 1;
  } else if (o.label == l_location) {
    move(o.arg, Zone::resource_row);
  }
  resource_step(p + 1);
}

// Recruit Step (000:197): 1 Recruit Point per resource, face up or down;
// 000:568: teammates recruit separately, in seat order.
void Engine::start_recruit() {
  s_.phase = Phase::recruit;
  recruit_step(0);
}

void Engine::recruit_step(int from) {
  for (int p = from; p < t_->seats; ++p) {
    if (s_.lead[p] != s_.active || s_.out[p]) continue;
    s_.seat = std::int8_t(p);
    s_.rp[p] = zone_size(p, Zone::resource_row);
    return offer_recruit();
  }
  start_formation();
}

// The Recruit Step's options (000:197-205): recruit C into a row (with
// Recruit Points or, ALN-016, its power symbols), equip E, a Build Super
// Power or Plot Twist, or end_recruit.
void Engine::choose_recruit(int p, const Option& o) {
  if (o.label == l_end_recruit) {
    s_.rp[p] = 0;  // 000:205: unspent Recruit Points go away
    return recruit_step(p + 1);
  }
  if (o.label == l_equip) {
    s_.held = o.arg;
    return offer_onto();
  }
  if (o.label == l_use) return start_power(p, o.arg);
  if (o.label == l_play) return play_twist(p, o.arg);
  if (o.label == l_recruit_front_symbols || o.label == l_recruit_back_symbols)
    return recruit_by_symbols(p, o.arg, o.label == l_recruit_front_symbols ? Zone::front_row : Zone::back_row);
  // A card's can pay_recruit_points may allow a card without a cost: reading
  // it is then the rules error.
  t_->need(o.arg, st_cost);
  s_.rp[p] -= cost_of(o.arg);
  enter_play(s_.lead[p], o.arg, o.label == l_recruit_front ? Zone::front_row : Zone::back_row);
  resolve_triggers(After::recruit);
}

// onto C after "equip E": E is paid for and attached; its triggers resolve.
void Engine::choose_onto(int p, int c) {
  s_.rp[p] -= cost_of(s_.held);
  attach(s_.held, c);
  s_.held = -1;
  resolve_triggers(After::recruit);
}

void Engine::start_formation() {
  s_.phase = Phase::formation;
  offer_formation();
}

// to_back C | to_front C (000:207-209), or end_formation.
void Engine::choose_formation(const Option& o) {
  if (o.label == l_end_formation) return end_formation();
  move(o.arg, o.label == l_to_back ? Zone::back_row : Zone::front_row);
  s_.card[o.arg].moved = 1;
  offer_formation();
}

// The Formation Step ends: every character may move again next time.
void Engine::end_formation() {
  each_in_rows(s_.active, [&](int c) { s_.card[c].moved = 0; });
  start_main();
}

void Engine::start_main() {
  s_.phase = Phase::main;
  // "At the start of your Main Phase" triggers (000:481, triggers.rules).
  fire_rows(Event::main_start);
  resolve_triggers(After::main);
}

// Main Phase (000:211-217): attack, one attack at a time, while the active
// player is still in the game.
void Engine::continue_main() {
  if (s_.end != Outcome::Kind::ongoing) return;
  if (s_.out[s_.active]) return end_of_turn();
  offer_main();
}

// The Main Phase's options (000:211-217): attack A (then its team and
// target), use, play, power_up H or mate_power_up H (then on which
// character), or end_main.
void Engine::choose_main(int p, const Option& o) {
  if (o.label == l_end_main) return end_of_turn();
  if (o.label == l_use) return start_power(p, o.arg);
  if (o.label == l_play) return play_twist(p, o.arg);
  if (o.label == l_power_up || o.label == l_mate_power_up) {
    s_.held = o.arg;
    return offer_main_on();
  }
  ++s_.attacks;
  s_.card[o.arg].attacking = 1;
  s_.first_attacker = o.arg;
  offer_team();
}

// on C after a Main Phase "power_up H": H's owner powers up (000:447).
void Engine::choose_main_on(int c) {
  discard_to_power_up(t_->owner[s_.held], s_.held, c);
  s_.held = -1;
  continue_main();
}

// End of the turn (000:268), Running Out of Cards (000:469), and the player
// to the left takes a turn (000:177), skipping players who are out.
void Engine::end_of_turn() {
  if (s_.phase == Phase::end_of_turn)
    // "This turn" effects end once the turn's triggers are resolved (ALN-032,
    // PRD-017, PRD-008, ALN-018).
    for (int c = 0; c < t_->cards; ++c) {
      CardState& x = s_.card[c];
      x.turn_lethal = x.turn_bio_mask = x.turn_nest_off = 0;
      x.turn_atk = x.turn_def = 0;
      expire_set_vars(c, t_->turn_vars);
    }
  if (s_.phase != Phase::end_of_turn) {
    s_.phase = Phase::end_of_turn;
    s_.hide_row = 0;
    s_.hide_after = kNoArrival;
    // "At the end of your turn" triggers (000:481, triggers.rules), before
    // Invisibility's hiding; then end_of_turn again.
    fire_rows(Event::turn_end);
    // Effects waiting for the end of the turn (ALN-002): every character of
    // the turn's rows, face up or not.
    if (!t_->triggers[int(Event::turn_over)].empty())
      for (Zone z : {Zone::front_row, Zone::back_row})
        each_held(s_.active, z, [&](int c) { fire(Event::turn_over, c); });
    return resolve_triggers(After::end_of_turn);
  }
  // Invisibility (001:753): each ready one may hide, Front Row then Back Row.
  if (offer_hide()) return;
  turn_ends();
}

// hide C | stay, for the Invisibility character asked (001:753); then the
// next one after it.
void Engine::choose_hide(Label l) {
  if (l == l_hide) hide(s_.held);
  s_.hide_after = s_.arrival[s_.held] + 1;
  s_.held = -1;
  end_of_turn();
}

// 000:469: once every living side has had a quiet turn, the fewest wounds on
// a Main Character in play wins, for its side (000:549-571); fewest on two
// sides is a tie. Then the turn passes to the left, skipping players who
// are out and, in 2-Headed Teammates, the second seats (the turn is the team's).
void Engine::turn_ends() {
  const int n = t_->seats;
  bool out_of_cards = true;
  for (int q = 0; q < n; ++q)
    if (!s_.out[q] && (bits(q, Zone::deck) || bits(q, Zone::deck_bottom) || bits(q, Zone::hand)))
      out_of_cards = false;
  s_.quiet = out_of_cards && s_.mc_attacked == 0 ? s_.quiet + 1 : 0;
  s_.mc_attacked = 0;
  if (s_.quiet >= living_leads()) {
    int fewest = 0, side = -1;
    bool tied = false;
    for (int m = 0; m < t_->cards; ++m) {
      const CardState& x = s_.card[m];
      if (t_->type[m] != Type::main_character || s_.out[t_->owner[m]] || !in_play(m)) continue;
      const int ms = s_.side[t_->owner[m]];
      if (side < 0 || x.wounds < fewest) {
        fewest = x.wounds;
        side = ms;
        tied = false;
      } else if (x.wounds == fewest && ms != side) {
        tied = true;
      }
    }
    if (side < 0) throw EngineBug("vs2pcg: min over nothing (no Main Character in play)");
    if (tied) return tie();
    return win_side(side);
  }
  do s_.active = (s_.active + 1) % n;
  while (s_.out[s_.active] || s_.lead[s_.active] != s_.active);
  ++s_.turn;
  start_turn();
}

// Ending the Game (000:270-272, 000:550, 000:571): the last side left wins;
// if the final Main Characters are KO'd together, the side whose turn it is
// wins. 000:547, 000:559: the cards of a player who is out are removed from
// the game.
void Engine::check_end() {
  std::uint32_t sides = 0;
  for (int q = 0; q < t_->seats; ++q)
    if (!s_.out[q]) sides |= 1u << s_.side[q];
  if (sides == 0) return win_side(s_.side[s_.active]);
  if (std::popcount(sides) == 1) return win_side(std::countr_zero(sides));
  for (int q = 0; q < t_->seats; ++q)
    if (s_.out[q]) remove_from_game(q);
}

// The players of a side win together: the first seat, its teammate an ally.
void Engine::win_side(int side) {
  int winner = -1;
  std::uint32_t allies = 0;
  for (int q = 0; q < t_->seats; ++q) {
    if (s_.side[q] != side) continue;
    if (winner < 0) winner = q;
    else if (allies == 0) allies = 1u << q;
  }
  win(winner, allies);
}

// "That player's cards" (README.md, "Rulings"): the cards p owns (the
// Equipment of another player on one of them on another side KO'd, 000:312),
// then the cards on p's side that others own (ALN-021), into their owners'
// zones.
void Engine::remove_from_game(int p) {
  for (int c = t_->first[p]; c < t_->first[p] + t_->count[p]; ++c) {
    if (s_.card[c].zone == Zone::removed) continue;
    if (const int holder = controller(c); holder != p) {
      const int serial = c + 1;
      each_held(holder, Zone::equipment, [&](int e) {
        if (s_.card[e].on == serial && t_->owner[e] != p) ko(e);
      });
    }
    clear_state(c);
    move(c, Zone::removed);
    release(c);  // 000:534
  }
  for (int c = 0; c < t_->cards; ++c) {
    const Zone z = s_.card[c].zone;
    if (t_->owner[c] == p || controller(c) != p || (!vs2::row(z) && z != Zone::equipment)) continue;
    clear_state(c);
    move(c, Zone::removed);
    release(c);
  }
}

}  // namespace canbeat::fast::vs2pcg
