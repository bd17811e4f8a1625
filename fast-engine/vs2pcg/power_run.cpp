// A power's body run by the shared card machine (fast-engine/cards/vm.hpp):
// its frame, its choices offered as the engine's options, a card's moves
// and endings, and the natives it calls (perform).
#include <algorithm>

#include "fast-engine/cards/options.hpp"
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
// offers, a draw, a power it activates, or the end of the game.
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

// A choice or chance of the power, listed by the shared lister
// (cards::list_options): each option an l_option of arg option *
// kOptionStride + element + 1, a power's element as its slot. Label by
// label, seats by name and a zone no other seat holds by key, they are in
// the reference's key order unless labels repeat or begin one another
// (cards::repeated_labels, prefixed_labels) or elements are powers, faces,
// known keys or held cards.
void Engine::offer_frame_choice() {
  const cards::Program& prog = power_def(s_.power).program;
  const cards::Choice& ch = prog.choices[std::size_t(frame_.choice)];
  s_.choice = std::int16_t(frame_.choice);
  PowerHost host{*this};
  // by_rank: keys in (label, element rank) order; ordered: listed so.
  bool by_rank = !cards::prefixed_labels(ch), ordered = by_rank && !cards::repeated_labels(ch);
  auto each_card = [&](int zone, auto&& visit) {
    if (zone < 0) return std::for_each(t_->by_key.begin(), t_->by_key.end(), visit), void();
    ordered = ordered && !held_zone(Zone(zone % cards::kZoneStride));
    each_in_zone(zone / cards::kZoneStride, Zone(zone % cards::kZoneStride), visit);
  };
  cards::list_options(prog, frame_, host, ch, t_->seats_by_name, each_card, [&](int o, int e, std::uint32_t) {
    const cards::Element kind = cards::element_of(ch, o);
    by_rank = by_rank && (kind == cards::Element::card || kind == cards::Element::seat || kind == cards::Element::none);
    add(l_option, o * kOptionStride + (kind == cards::Element::power ? CardHost::slot_of(e) : e) + 1);
  });
  const int seat = frame_.chooser;
  const bool asks_eliminated = !ch.chance && (s_.eliminated >> seat & 1);
  if (option_count_ == 0 && ch.none >= 0 && !asks_eliminated) throw EngineBug(prog.exprs.errors[std::size_t(ch.none)]);
  stop(At::pick, ch.chance ? Decider::chance : Decider::player, seat);
  if (!by_rank || !ordered) sort_frame_options(ch, by_rank);
}

// The options of a choice listed out of key order, sorted: by label and
// each element's rank where that is key order, else by whole keys.
void Engine::sort_frame_options(const cards::Choice& ch, bool by_rank) {
  auto rank = [&](const Option& x) {
    auto [o, e] = listed(x.arg);
    const cards::Element kind = cards::element_of(ch, o);
    while (o > 0 && ch.options[std::size_t(o - 1)].label == ch.options[std::size_t(o)].label) --o;  // its label's first
    return std::pair(o, kind == cards::Element::card ? int(t_->rank[e]) : kind == cards::Element::seat ? t_->seat_rank[e] : e);
  };
  auto by_key = [&](const Option& x, const Option& y) { return by_rank ? rank(x) < rank(y) : key_of(x) < key_of(y); };
  std::sort(options_, options_ + option_count_, by_key);
}

// An l_option's arg as the lister's (option, element).
std::pair<int, int> Engine::listed(int arg) const {
  const cards::Choice& ch = power_def(s_.power).program.choices[std::size_t(s_.choice)];
  const int o = arg / kOptionStride, e = arg % kOptionStride - 1;
  return {o, cards::element_of(ch, o) == cards::Element::power ? CardHost::power_value(e) : e};
}

// A die's face weighs as often as the die prints it; a chance's key of a
// list known when compiled, as many elements as it stands for.
std::uint32_t Engine::frame_weight(int arg) const {
  const cards::Program& prog = power_def(s_.power).program;
  const cards::Choice& ch = prog.choices[std::size_t(s_.choice)];
  if (ch.faces.empty() && (!ch.chance || cards::element_of(ch, arg / kOptionStride) != cards::Element::known)) return 1;
  const auto [o, e] = listed(arg);
  if (!ch.faces.empty()) return std::uint32_t(std::count(ch.faces.begin(), ch.faces.end(), ch.faces[std::size_t(e)]));
  CardHost host{*this};
  return cards::known_weight(prog, frame_, host, ch.options[std::size_t(o)], e);
}

// An option's key: its label, and its element's (a card's key, a seat's
// name, a power's card key and name, a face's number, a known key).
void Engine::frame_key_to(int arg, std::string& key) const {
  const cards::Choice& ch = power_def(s_.power).program.choices[std::size_t(s_.choice)];
  const auto [o, e] = listed(arg);
  cards::option_key(key, ch, o, e, [&](cards::Element kind, int x, std::string& out) {
    if (kind == cards::Element::seat) out += t_->seat_names[std::size_t(x)];
    else if (kind == cards::Element::card) out += t_->key[std::size_t(x)];
    else out.append(t_->key[std::size_t(x / cards::kPowerStride)]).append(1, '/').append(power_def(CardHost::slot_of(x)).name);
  });
}

// The option taken: its binder's element, and its body.
void Engine::take_option(int arg) {
  const cards::Choice& ch = power_def(s_.power).program.choices[std::size_t(s_.choice)];
  const auto [o, e] = listed(arg);
  s_.choice = -1;
  cards::take(frame_, ch.options[std::size_t(o)], cards::element_value(ch, o, e));
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

// The rules' procedures a power calls that the engine performs itself
// (Native, with the arguments in their declared order): those the
// rulebook program calls too. True when it stopped at a draw.
bool Engine::perform(int native, const int* a) {
  switch (Native(native)) {
    case Native::wound: return wound(CardHost::card(a[0])), false;
    case Native::ko: return ko(CardHost::card(a[0])), false;
    case Native::gain_plus: return gain_plus(CardHost::card(a[0])), false;
    case Native::reveals: return reveals(a[0]), false;
    case Native::draw_card:
      // A draw from an empty deck is skipped (000:469).
      if (!offer_draw(a[0])) return false;
      s_.draw_for = DrawFor::power;
      s_.draw_seat = std::int8_t(a[0]);
      s_.draws_left = 0;
      return true;
  }
  throw EngineBug("vs2pcg: not a card's procedure");
}

}  // namespace canbeat::fast::vs2pcg
