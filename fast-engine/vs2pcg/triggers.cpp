// Card triggers ("Timing", 000:481 of ../shared/seeds/000_03a9bc82aad99cdb.txt)
// and Level Up ("Level Up Powers", 000:408-424), as games/vs2pcg/
// triggers.rules has them: the rulebook program fires an event, the
// triggers whose `where` holds wait in s_.trig, and they resolve at once,
// in the order the player whose turn it is picks when there are several;
// then the program goes on where it fired them (s_.after).
#include <algorithm>

#include "fast-engine/vs2pcg/card_host.hpp"
#include "fast-engine/vs2pcg/engine.hpp"
#include "fast-engine/vs2pcg/legality.hpp"
#include "fast-engine/vs2pcg/tables.hpp"

namespace canbeat::fast::vs2pcg {

// fire "event", c: each card trigger of the event whose `where` holds, with
// `self` its card, `you` that card's controller and its parameter c.
void Engine::fire(Event e, int c) {
  for (const auto& [instance, slot] : t_->triggers[int(e)]) {
    const cards::Program& where = power_def(slot).program;
    if (where.self_is == 0 && instance != c) continue;
    if (where.test >= 0) {
      CardHost host{*this};
      if (!cards::holds(where, host, instance, &c, 1, controller(instance))) continue;
    }
    // The language's bound (docs/dsl.md "Trigger"): stopped as the
    // interpreter stops, OutOfBudget.
    if (s_.trig_n >= kMaxTriggers) throw OutOfBudget("vs2pcg: more than 32 triggers waiting");
    s_.trig[s_.trig_n] = slot;
    s_.trig_card[s_.trig_n] = std::int16_t(c);
    ++s_.trig_n;
  }
}

// fire_rows(player_at(active), event): the face-up characters of the turn's
// rows (a stunned one has lost its powers, 000:296).
void Engine::fire_rows(Event e) {
  if (t_->triggers[int(e)].empty()) return;
  for (Zone z : {Zone::front_row, Zone::back_row})
    each_held(s_.active, z, [&](int c) {
      if (!s_.card[c].face_down) fire(e, c);
    });
}

// resolve_triggers(): until none waits; then the program goes on at `then`.
void Engine::resolve_triggers(After then) {
  s_.after = then;
  next_trigger();
}

// One waiting trigger resolves at once; of several, the player whose turn it
// is picks which (000:481): option "resolve" t, keyed by its card and name.
void Engine::next_trigger() {
  if (s_.trig_n == 0) {
    switch (s_.after) {
      case After::turn_start: return draw_phase(0);
      case After::draw: return recovery_phase();
      case After::recovery: return start_resource();
      case After::resource: return resource_step(0);
      case After::recruit: return offer_recruit();
      case After::main: return continue_main();
      case After::end_of_turn: return end_of_turn();
      case After::fight: return start_fight();
      case After::power: return after_power();
    }
  }
  if (s_.trig_n == 1) return run_trigger(0);
  for (int k = 0; k < s_.trig_n; ++k) {
    bool offered = false;
    for (std::uint16_t j = 0; j < option_count_; ++j) offered = offered || options_[j].arg == s_.trig[k];
    if (!offered) add(l_resolve, s_.trig[k]);
  }
  stop(At::order, Decider::player, s_.active);
}

// resolve t: the waiting trigger of that slot the player picked (000:481).
void Engine::choose_trigger(int slot) {
  for (int k = 0; k < s_.trig_n; ++k)
    if (s_.trig[k] == slot) return run_trigger(k);
  throw EngineBug("vs2pcg: resolve of a trigger not fired");
}

// resolve t: it leaves the waiting list and its body runs, `you` its card's
// controller now.
void Engine::run_trigger(int k) {
  const int slot = s_.trig[k];
  s_.event_card = s_.trig_card[k];
  std::copy(s_.trig + k + 1, s_.trig + s_.trig_n, s_.trig + k);
  std::copy(s_.trig_card + k + 1, s_.trig_card + s_.trig_n, s_.trig_card + k);
  --s_.trig_n;
  s_.power = std::int16_t(slot);
  s_.you = std::int8_t(controller(slot / kMaxPowers));
  start_frame();
  run_power();
}

// After a trigger: end_effect (end_power did), check_end (000:272), next.
void Engine::triggers_done() {
  s_.power = -1;
  s_.you = -1;
  s_.event_card = -1;
  check_end();
  if (s_.end != Outcome::Kind::ongoing) return;
  next_trigger();
}

// reveals(p) (001:539): p revealed one or more cards: one `enemy_reveals`
// event for each character in play on another side, in serial order.
void Engine::reveals(int p) {
  if (t_->triggers[int(Event::enemy_reveals)].empty()) return;
  for (int c = 0; c < t_->cards; ++c)
    if (in_play(c) && s_.side[controller(c)] != s_.side[p]) fire(Event::enemy_reveals, c);
}

// reveals_draws(p) (turn.rules): the rulebook has no statement; a card's
// can allows it (the Falcon Drone, 001:539).
bool Engine::legal_reveals_draws(int p) const {
  return card_statements_decide(Action::reveals_draws, -1, -1, false, -1, p);
}

}  // namespace canbeat::fast::vs2pcg
