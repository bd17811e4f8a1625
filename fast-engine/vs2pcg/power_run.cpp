// A power's body run by the shared card machine (fast-engine/cards/vm.hpp):
// its frame, its choices offered as the engine's options, a card's moves
// and endings (procedures.cpp: the rules' procedures it calls).
#include <algorithm>

#include "fast-engine/vs2pcg/card_vars.hpp"
#include "fast-engine/vs2pcg/card_words.hpp"
#include "fast-engine/vs2pcg/engine.hpp"
#include "fast-engine/vs2pcg/legality.hpp"
#include "fast-engine/vs2pcg/power_host.hpp"
#include "fast-engine/vs2pcg/tables.hpp"

namespace canbeat::fast::vs2pcg {

// The running power's frame, at its start: `self` its card, `you` its user.
// A trigger's parameter, the event's card, in local 0.
void Engine::start_frame() {
  const Power& u = power_def(s_.power);
  frame_ = cards::start(s_.power, s_.power / kMaxPowers, s_.you);
  if (u.timing == Timing::trigger) frame_.locals[0] = s_.event_card;
}

// The machine runs the power on from where it stands: to its end (the
// power that activated it goes on, or the power ends), a choice it
// offers, a decision of the engine's own a procedure stopped at, or the
// end of the game.
void Engine::run_frame() {
  if (++ops_ > kOpBudget)
    throw OutOfBudget("vs2pcg: no decision after " + std::to_string(kOpBudget) +
                      " power runs (a card's effects feed each other)");
  PowerHost host{*this};
  switch (cards::run(power_def(s_.power).program, frame_, host)) {
    case cards::Stop::done:
      if (!calls_.empty()) return return_from_activate();
      return end_power();
    case cards::Stop::choice: return offer_frame_choice();
    case cards::Stop::native:
      if (activating_ >= 0) {
        const int slot = activating_;
        activating_ = -1;
        activate(slot, activating_for_);
      }
      return;
    case cards::Stop::over: return;
  }
}

// A choice or chance of the power: each option's candidates under its
// label, a die's faces (Choice::faces) each once, weighing as often as the
// die prints it. The keys are sorted as the reference sorts them (byte
// order: sort_options).
void Engine::offer_frame_choice() {
  const cards::Program& prog = power_def(s_.power).program;
  const cards::Choice& ch = prog.choices[std::size_t(frame_.choice)];
  s_.choice = std::int16_t(frame_.choice);
  PowerHost host{*this};
  if (!ch.faces.empty())
    cards::open_faces(prog, frame_, host, ch, [&](int k, int, std::uint32_t) { add(l_option, k); });
  else
    for (int o = 0; o < int(ch.options.size()); ++o) offer_frame_option(ch, o);
  const int seat = frame_.chooser;
  const bool asks_eliminated = !ch.chance && (s_.eliminated >> seat & 1);
  if (option_count_ == 0 && ch.none >= 0 && !asks_eliminated) throw EngineBug(prog.exprs.errors[std::size_t(ch.none)]);
  stop(At::pick, ch.chance ? Decider::chance : Decider::player, seat);
}

// Option o's candidates (seats by name; the cards of its zone, every
// instance for none; their powers), each an l_option of arg o *
// kOptionStride + its element + 1 (a seat, a card, a power's slot); an
// element already offered under the same label once.
void Engine::offer_frame_option(const cards::Choice& ch, int o) {
  const cards::Program& prog = power_def(s_.power).program;
  const cards::Option& opt = ch.options[std::size_t(o)];
  const bool repeated = o > 0 && ch.options[std::size_t(o - 1)].label == opt.label;
  PowerHost host{*this};
  auto offer = [&](int element) {
    if (repeated)
      for (std::uint16_t j = 0; j < option_count_; ++j) {
        const cards::Option& other = ch.options[std::size_t(options_[j].arg / kOptionStride)];
        if (options_[j].arg % kOptionStride == element + 1 && other.label == opt.label && other.powers == opt.powers)
          return;
      }
    add(l_option, o * kOptionStride + element + 1);
  };
  if (opt.binder < 0) {
    if (!repeated) add(l_option, o * kOptionStride);
    return;
  }
  if (!opt.elements.empty()) return offer_known(ch, o);
  if (opt.players) {
    for (int q : t_->seats_by_name)
      if (cards::option_ok(prog, frame_, host, opt, q)) offer(q);
    return;
  }
  auto consider = [&](int c) {
    if (!opt.powers) {
      if (cards::option_where(prog, frame_, host, opt, c)) offer(c);
      return;
    }
    for (int k = 0, n = host.power_count(c); k < n; ++k)
      if (cards::option_where(prog, frame_, host, opt, c * cards::kPowerStride + k)) offer(c * kMaxPowers + k);
  };
  const int zone = cards::option_zone(prog, frame_, host, opt);
  if (zone < 0)
    for (int c : t_->by_key) consider(c);
  else
    each_in_zone(zone / cards::kZoneStride, Zone(zone % cards::kZoneStride), consider);
}

// Option o's candidates known when compiled (cards::Option::elements): per
// key, the first element its where holds for; an element's index the
// option's element.
void Engine::offer_known(const cards::Choice& ch, int o) {
  const cards::Program& prog = power_def(s_.power).program;
  const cards::Option& opt = ch.options[std::size_t(o)];
  PowerHost host{*this};
  for (std::size_t i = 0; i < opt.elements.size(); ++i) {
    if (!cards::option_where(prog, frame_, host, opt, opt.elements[i])) continue;
    const bool offered = std::any_of(options_, options_ + option_count_, [&](const Option& x) {
      const cards::Option& other = ch.options[std::size_t(x.arg / kOptionStride)];
      const int e = x.arg % kOptionStride - 1;
      return other.label == opt.label && e >= 0 && std::size_t(e) < other.keys.size() &&
             other.keys[std::size_t(e)] == opt.keys[i];
    });
    if (!offered) add(l_option, o * kOptionStride + int(i) + 1);
  }
}

// How many elements of a chance's option over a list known when compiled
// its key stands for: those of that key its where holds for.
std::uint32_t Engine::known_weight(int arg) const {
  const cards::Program& prog = power_def(s_.power).program;
  const cards::Option& opt = prog.choices[std::size_t(s_.choice)].options[std::size_t(arg / kOptionStride)];
  const std::string& key = opt.keys[std::size_t(arg % kOptionStride - 1)];
  cards::Frame f = frame_;
  CardHost host{*this};
  std::uint32_t n = 0;
  for (std::size_t i = 0; i < opt.elements.size(); ++i)
    n += opt.keys[i] == key && cards::option_where(prog, f, host, opt, opt.elements[i]);
  return n;
}

// An option's key: its label, and its element's (a card's key, a seat's
// name, a power's card key and name, a face's number).
void Engine::frame_key_to(int arg, std::string& key) const {
  const cards::Choice& ch = power_def(s_.power).program.choices[std::size_t(s_.choice)];
  if (!ch.faces.empty()) {
    key = ch.options[0].label;
    key.append(1, ' ').append(std::to_string(ch.faces[std::size_t(arg)]));
    return;
  }
  const cards::Option& o = ch.options[std::size_t(arg / kOptionStride)];
  key = o.label;
  const int e = arg % kOptionStride - 1;
  if (e < 0) return;
  key += ' ';
  if (!o.elements.empty()) key += o.keys[std::size_t(e)];
  else if (o.players) key += t_->seat_names[std::size_t(e)];
  else if (!o.powers) key += t_->key[std::size_t(e)];
  else key.append(t_->key[std::size_t(e / kMaxPowers)]).append(1, '/').append(power_def(e).name);
}

// The option taken: its binder's element, and its body.
void Engine::take_option(int arg) {
  const cards::Choice& ch = power_def(s_.power).program.choices[std::size_t(s_.choice)];
  s_.choice = -1;
  if (!ch.faces.empty()) {
    cards::take(frame_, ch.options[0], ch.faces[std::size_t(arg)]);
  } else {
    const cards::Option& o = ch.options[std::size_t(arg / kOptionStride)];
    const int e = arg % kOptionStride - 1;
    cards::take(frame_, o, !o.elements.empty() ? o.elements[std::size_t(e)] : o.powers ? CardHost::power_value(e) : e);
  }
  run_power();
}

// A raw `move` (docs/dsl.md "Moves"): the card's state goes with it; into
// a row or the equipment zone it is held by that zone's seat, any other
// zone is its owner's; `to bottom`: under the zone's cards.
void Engine::move_by_card(int c, int zone, bool bottom) {
  const int seat = zone / cards::kZoneStride;
  const Zone z = Zone(zone % cards::kZoneStride);
  if (!held_zone(z) && seat != t_->owner[c])
    throw EngineBug("vs2pcg: a card moved to a zone of a player that does not own it");
  move(c, z);
  if (held_zone(z)) set_holder(c, seat);
  if (bottom) s_.arrival[c] = --s_.under;
}

// A card's `win`, `lose`, `tie` or `undecided` (docs/dsl.md "Outcomes").
void Engine::end_by_card(const Outcome& o) {
  switch (o.kind) {
    case Outcome::Kind::win: return win(o.winner, o.allies);
    case Outcome::Kind::undecided: {
      const std::vector<std::string>& texts = power_def(s_.power).program.texts;
      s_.undecided_slot = s_.power;
      s_.undecided_id = std::int16_t(std::find(texts.begin(), texts.end(), o.reason) - texts.begin());
      return end_as(o.kind);
    }
    default: return end_as(o.kind);
  }
}

}  // namespace canbeat::fast::vs2pcg
