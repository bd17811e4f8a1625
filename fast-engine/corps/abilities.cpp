// CHARACTER ABILITIES (abilities.rules, 002:337-345) and events played at
// any time (aliens.rules event_window, 002:293): a card's powers, compiled
// by fast-engine/cards (data.cpp), each used once a turn.
#include "fast-engine/cards/vm.hpp"
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

// A card's `choose` (docs/dsl.md): every option open to the chooser, a
// bare one as its label, one binding a card as "LABEL NAME#N", one binding
// a player as "LABEL SEAT", in key order; the machine goes on from the
// option taken. A card's `chance` is the driver's, with the one option a
// card (its pile's seat's decision) or a die's face ("LABEL FACE", no
// seat's).
Proc Engine::card_choice(const cards::Program& prog, cards::Frame& f) {
  const cards::Choice& choice = prog.choices[std::size_t(f.choice)];
  Host host{*this};
  ask(choice.chance ? Decider::chance : Decider::player, f.chooser);
  pending_.secret = choice.secret;
  if (!choice.faces.empty()) {
    const std::string& label = choice.options[0].label;
    cards::open_faces(prog, f, host, choice, [&](int k, int face, std::uint32_t weight) {
      opt(label + " " + std::to_string(face), k, weight);
    });
    cards::take(f, choice.options[0], choice.faces[std::size_t(co_await decide())]);
    co_return;
  }
  for (std::size_t o = 0; o < choice.options.size(); ++o) {
    const cards::Option& option = choice.options[o];
    const int value = int(o) * kMaxCards;
    if (option.binder < 0) opt(option.label, value + kMaxCards - 1);
    if (!option.elements.empty()) {
      known_options(prog, f, choice, option, value);
      continue;
    }
    for (int q = 0; option.players && q < nplayers(); ++q)
      if (cards::option_ok(prog, f, host, option, q)) opt(option.label + " " + d_->seats[std::size_t(q)], value + q);
    for (int i = 0; option.binder >= 0 && !option.players && i < ncards_; ++i)
      if (cards::option_ok(prog, f, host, option, i)) opt_card(option.label.c_str(), i, value + i);
  }
  // The interpreter's words (decide.cpp) for a choice with nothing open.
  if (opts_.empty()) throw EngineBug("corps: a player must choose, but no option is open");
  const int v = co_await decide();
  const cards::Option& taken = choice.options[std::size_t(v / kMaxCards)];
  const int e = v % kMaxCards;
  cards::take(f, taken, taken.binder < 0 ? -1 : !taken.elements.empty() ? taken.elements[std::size_t(e)] : e);
}

// An option over a list known when compiled (the cards as printed, the
// declared types, a die's faces): per key, the first element its where
// holds for, a chance's weighing as many of that key as hold.
void Engine::known_options(const cards::Program& prog, cards::Frame& f, const cards::Choice& choice,
                           const cards::Option& option, int value) {
  Host host{*this};
  std::vector<std::uint32_t> weight(option.elements.size(), 0);
  std::vector<int> first(option.elements.size(), -1);
  for (std::size_t i = 0; i < option.elements.size(); ++i) {
    if (!cards::option_ok(prog, f, host, option, option.elements[i])) continue;
    std::size_t k = 0;
    while (option.keys[k] != option.keys[i]) ++k;  // the key's first element
    if (first[k] < 0) first[k] = int(i);
    ++weight[k];
  }
  for (std::size_t k = 0; k < option.elements.size(); ++k)
    if (first[k] >= 0) opt(option.label + " " + option.keys[k], value + first[k], choice.chance ? weight[k] : 1);
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
