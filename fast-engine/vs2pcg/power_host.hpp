// The fast state as the shared card machine runs a power's body on it
// (fast-engine/cards/vm.hpp): what the statements' host (card_host.hpp)
// reads, and the writes, moves, procedures and endings of a power. Private
// to the vs2pcg_*.cpp files.
#pragma once

#include "fast-engine/vs2pcg/card_host.hpp"

namespace canbeat::fast::vs2pcg {

struct Engine::PowerHost : Engine::CardHost {
  Engine& m;
  explicit PowerHost(Engine& engine) : CardHost{engine}, m(engine) {}

  void set_member(int id, int c, int v) {
    const int k = id % kMemberStride;
    if (CardMember(id / kMemberStride) == CardMember::set_var)
      m.set_var(card(c), k) = v - m.t_->card_vars[std::size_t(k)].init;
    else
      put_card_var(m.s_.card[card(c)], CardVar(k), true, v);
  }
  // The writable ones (vs2pcg_binding): a GameVar by its number but attacks.
  void set_game_var(int id, int v) {
    m.game_var_ref(ExprVar(id) == ExprVar::attacks ? GameVar::attacks : GameVar(id)) = v;
  }
  void set_seat_var(int id, int seat, int v) {
    if (id >= kPlayerVars) m.seat_var(seat, id - kPlayerVars) = v;
    else (PlayerVar(id) == PlayerVar::rp ? m.s_.rp : m.s_.turns)[seat] = v;
  }
  void move(int c, int zone) { m.move_by_card(card(c), zone, false); }
  void move_bottom(int c, int zone) { m.move_by_card(card(c), zone, true); }
  bool perform(int id, const int* args) { return m.perform(id, args); }
  void end_game(const Outcome& o) { m.end_by_card(o); }
  bool eliminated(int seat) const { return m.s_.eliminated >> seat & 1; }
  void eliminate(int seat) { m.s_.eliminated |= std::uint8_t(1u << seat); }
  void fire(int event, int c) { m.fire(Event(event), c); }
  void reset(int c) { m.clear_state(card(c)); }
  // activate u, p: the machine stops, and the engine runs u
  // (Engine::activate) once it has (the frame is the machine's until then);
  // this power goes on after it.
  bool activate(int u, int seat) {
    m.activating_ = slot(u);
    m.activating_for_ = seat;
    return true;
  }
};

}  // namespace canbeat::fast::vs2pcg
