// CHARACTER ABILITIES (abilities.rules, 002:337-345) and events played at
// any time (aliens.rules event_window, 002:293): a card's powers, compiled
// by fast-engine/cards (data.cpp), each used once a turn.
#include <numeric>

#include "fast-engine/cards/options.hpp"
#include "fast-engine/corps/host.hpp"

namespace canbeat::fast::corps {

// Power u (card * kMaxPowers + index) has that timing, its card is on the
// board, and it was not used this turn.
bool Engine::ready(int u, Timing t) const {
  int c = u / kMaxPowers, k = u % kMaxPowers;
  return in(c, board) && card(c).powers[std::size_t(k)].timing == t && power_turn_[c][k] != turn_;
}

// The card's powers of that timing not used this turn, in the card's order.
std::vector<int> Engine::ready_powers(int c, Timing t) const {
  std::vector<int> out;
  for (std::size_t k = 0; k < card(c).powers.size(); ++k)
    if (ready(c * kMaxPowers + int(k), t)) out.push_back(c * kMaxPowers + int(k));
  return out;
}

std::string Engine::power_key(int u) const {
  return "ability " + inst_key_[u / kMaxPowers] + "/" + card(u / kMaxPowers).powers[std::size_t(u % kMaxPowers)].name;
}

// `activate u, p;`: marked used this turn, then the power's compiled text
// with `self` its card and `you` the player; a procedure of the rules it
// calls that stops for a decision (host.hpp) is awaited here, and a text
// that ends the game (`win`, `lose`, `tie`, `undecided`) halts it here.
Proc Engine::activate(int u, int p) {
  const int c = u / kMaxPowers;
  power_turn_[c][u % kMaxPowers] = turn_;
  const int program = card(c).powers[std::size_t(u % kMaxPowers)].program;
  const cards::Program& prog = (*d_->programs)[std::size_t(program)];
  cards::Frame f = cards::start(program, c, p);
  Host host{*this};
  for (cards::Stop stop; (stop = cards::run(prog, f, host)) != cards::Stop::done;) {
    if (stop == cards::Stop::native) {
      Proc child = std::move(native_);
      co_await child;
    } else if (stop == cards::Stop::over) {
      co_await halt();
    } else {
      co_await card_choice(prog, f);
    }
  }
}

// A card's `choose` or `chance` (docs/dsl.md), its options listed by the
// shared lister (cards::list_options) and sorted by key (decide); the
// machine goes on from the option taken. A chance is the driver's.
Proc Engine::card_choice(const cards::Program& prog, cards::Frame& f) {
  const cards::Choice& choice = prog.choices[std::size_t(f.choice)];
  Host host{*this};
  ask(choice.chance ? Decider::chance : Decider::player, f.chooser);
  pending_.secret = choice.secret;
  std::vector<int> seats(static_cast<std::size_t>(nplayers()));
  std::iota(seats.begin(), seats.end(), 0);
  auto each_card = [&](int zone, auto&& visit) {
    for (int i = 0; i < ncards_; ++i)
      if (zone < 0 || host.in_zone(i, zone)) visit(i);
  };
  auto name = [&](cards::Element kind, int x, std::string& key) {
    if (kind == cards::Element::seat) key += d_->seats[std::size_t(x)];
    else if (kind == cards::Element::card) key += inst_key_[std::size_t(x)];
    else key.append(inst_key_[std::size_t(x / cards::kPowerStride)]).append(1, '/').append(
        card(x / cards::kPowerStride).powers[std::size_t(x % cards::kPowerStride)].name);
  };
  cards::list_options(prog, f, host, choice, seats, each_card, [&](int o, int e, std::uint32_t weight) {
    std::string key;
    cards::option_key(key, choice, o, e, name);
    opt(std::move(key), o * kListedStride + e + 1, weight);
  });
  // The interpreter's words (decide.cpp) for a choice with nothing open.
  if (opts_.empty() && choice.faces.empty()) throw EngineBug("corps: a player must choose, but no option is open");
  const int v = co_await decide();
  const int o = v / kListedStride;
  cards::take(f, choice.options[std::size_t(o)], cards::element_value(choice, o, v % kListedStride - 1));
}

// ON / END OF ACTIVATION (002:109-111, 002:129-131): with several, the
// active player decides their order (002:111).
Proc Engine::resolve_abilities(int p, int c, Timing t) {
  for (std::vector<int> ready = ready_powers(c, t); !ready.empty(); ready = ready_powers(c, t)) {
    int u = ready[0];
    if (ready.size() > 1) {
      ask(Decider::player, p);
      for (int r : ready) opt(power_key(r), r);
      u = co_await decide();
    }
    co_await activate(u, p);
  }
}

// FINISH PHASE EFFECTS (002:233-235): the leader orders several.
Proc Engine::finish_abilities() {
  for (;;) {
    std::vector<int> ready;
    for (int c : snapshot(0, board))
      for (int u : ready_powers(c, Timing::finish_start)) ready.push_back(u);
    if (ready.empty()) break;
    int u = ready[0];
    if (ready.size() > 1) {
      ask(Decider::player, leader());
      for (int r : ready) opt(power_key(r), r);
      u = co_await decide();
    }
    co_await activate(u, controller_of(u / kMaxPowers));
  }
}

// 002:293: an event with neither ACTION nor FREE ACTION.
bool Engine::any_time(int e) const {
  return card(e).type == Type::event && !card(e).action_card && !card(e).free_action && !card(e).has_reroll;
}

// A player with a HERO and an any-time event in hand is asked which to
// play, if any (the options "event E" and "no event"); false: not asked.
bool Engine::offer_any_time_events(int p) {
  if (!has_hero(p)) return false;
  bool any = false;
  for (int e : snapshot(p, hand)) any |= any_time(e);
  if (!any) return false;
  ask(Decider::player, p);
  for (int e : snapshot(p, hand))
    if (any_time(e)) opt_card("event", e, e);
  opt("no event", -1);
  return true;
}

// Before a defense roll, each player in seat order may play one for the
// defending character (aliens.rules event_window).
Proc Engine::event_window(int c) {
  for (int p = 0; p < nplayers(); ++p) {
    if (!offer_any_time_events(p)) continue;
    int e = co_await decide();
    if (e >= 0) co_await play_event(c, e);
  }
}

// 002:293: before the aliens activate, each player in seat order may play
// one for a HERO of theirs (aliens.rules aliens_turn_events).
Proc Engine::aliens_turn_events() {
  for (int p = 0; p < nplayers(); ++p) {
    if (!offer_any_time_events(p)) continue;
    int e = co_await decide();
    if (e < 0) continue;
    std::vector<int> heroes;  // play_for_hero: two with Newt (002:71)
    for (int c : snapshot(0, board))
      if (card(c).type == Type::character && v_[c][hero] == p + 1) heroes.push_back(c);
    int c = heroes.size() == 1 ? heroes[0] : -1;
    if (heroes.size() > 1) {
      ask(Decider::player, p);
      for (int h : heroes) opt_card("for", h, h);
      c = co_await decide();
    } else if (heroes.empty()) {
      c = hero_of(p);
    }
    co_await play_event(c, e);
  }
}

}  // namespace canbeat::fast::corps
