// Pilfer, natively. Each step names the statement of games/pilfer/pilfer.rules
// it plays (toy game, no seed: written to prove docs/adding-a-game.md).
#include "fast-engine/pilfer/engine.hpp"

#include <algorithm>
#include <map>
#include <numeric>

#include "fast-engine/position.hpp"
#include "fast-engine/two_seats.hpp"

namespace canbeat::fast::pilfer {

namespace {
constexpr const char* kZoneNames[kZones] = {"deck", "hand", "spent"};
}  // namespace

struct Engine::Tables {
  std::vector<std::string> seat_names;
  struct Seat {
    int kinds = 0;
    std::vector<std::string> name;       // by kind, in byte order
    std::vector<std::uint8_t> value;     // by kind
    std::vector<std::uint8_t> copies;    // by kind
    std::vector<bool> beats_heap;        // by kind
    void fill(const SeatData& in);
    int find(std::string_view n) const {
      auto it = std::find(name.begin(), name.end(), n);
      return it == name.end() ? -1 : int(it - name.begin());
    }
  };
  Seat seat[2];
};

// Kinds are numbered in byte order of their names (seam/observation.hpp:
// unordered zones and option keys sort by name), so kind order is key order.
void Engine::Tables::Seat::fill(const SeatData& in) {
  for (const Card& c : in.cards) {
    if (c.value < 0 || c.value > 255) throw std::invalid_argument("pilfer: value of '" + c.name + "' out of range");
    if (c.copies < 0 || c.copies > 255) throw std::invalid_argument("pilfer: bad copies of '" + c.name + "'");
    auto at = std::find(name.begin(), name.end(), c.name);
    if (at != name.end()) {
      // A name listed twice is one kind; its data must agree.
      std::size_t k = std::size_t(at - name.begin());
      if (value[k] != c.value || beats_heap[k] != c.beats_heap)
        throw std::invalid_argument("pilfer: '" + c.name + "' listed twice with different data");
      copies[k] = std::uint8_t(std::min(255, copies[k] + c.copies));
      continue;
    }
    if (kinds == Engine::kMaxKinds)
      throw std::invalid_argument("pilfer: more than 32 card names in deck " + in.name);
    name.push_back(c.name);
    value.push_back(std::uint8_t(c.value));
    copies.push_back(std::uint8_t(c.copies));
    beats_heap.push_back(c.beats_heap);
    ++kinds;
  }
  int cards = 0;
  for (const Card& c : in.cards) cards += c.copies;
  if (cards > 255) throw std::invalid_argument("pilfer: more than 255 cards in deck " + in.name);
  sort_by_name(name, value, copies, beats_heap);
}

std::shared_ptr<const Engine::Tables> Engine::make_tables(const Data& data) {
  return two_seat_tables<Tables>(data);
}

// game pilfer { start_zone deck; }: every card starts in its owner's deck;
// then the turn sequence begins with the first round.
Engine::Engine(const Data& data, Faults faults) : t_(make_tables(data)), faults_(faults) {
  deal();
  start_round();
}

// Every card in its owner's deck (`start_zone deck`).
void Engine::deal() {
  s_ = State{};
  for (int s = 0; s < 2; ++s)
    for (int k = 0; k < t_->seat[s].kinds; ++k) {
      s_.cards[s][int(Zone::deck)][k] = t_->seat[s].copies[k];
      s_.total[s][int(Zone::deck)] += t_->seat[s].copies[k];
    }
}

// The inverse of observe() at the start of a round (seam/engine.hpp
// Engine::stage): the cards as dealt, each card the position names moved out
// of its seat's deck, the counters it sets, then the round of its turn.
std::string Engine::stage(const Observation& position) {
  Position p;
  if (std::string why = read_position(position, t_->seat_names, {kZoneNames, kZoneNames + kZones}, p); !why.empty()) return why;
  if (!p.phase.empty() && p.phase != "round") return "phase = " + p.phase + ": pilfer's turn is one round";
  deal();
  s_.turn = int(p.turn);
  for (const auto& [name, n] : p.game) {
    if (name != "heap" && name != "passes") return "game." + name + ": not a field of the fast engine";
    (name == "heap" ? s_.heap : s_.passes) = int(n);
  }
  for (int seat = 0; seat < 2; ++seat) {
    for (const auto& [name, n] : p.numbers[seat]) {
      if (name != "taken") return t_->seat_names[seat] + "." + name + ": not a field of the fast engine";
      s_.taken[seat] = int(n);
    }
  }
  // A copy placed in the deck stays there but is placed: no other zone
  // may take it (the interpreter places each copy once).
  std::map<int, int> kept[2];
  for (const Position::Zone& staged : p.zones) {
    const int seat = staged.seat;
    const int z = int(std::find(kZoneNames, kZoneNames + kZones, staged.zone) - kZoneNames);
    for (const std::string& card : staged.cards) {
      int k = t_->seat[seat].find(card);
      if (k < 0 || s_.cards[seat][int(Zone::deck)][k] - kept[seat][k] <= 0)
        return t_->seat_names[seat] + "." + staged.zone + ": no copy of '" + card + "' is left to place";
      if (Zone(z) == Zone::deck) ++kept[seat][k];
      else move(seat, Zone::deck, Zone(z), k);
    }
  }
  start_round();
  return "";
}

const std::vector<std::string>& Engine::seats() const { return t_->seat_names; }

void Engine::move(int seat, Zone from, Zone to, int kind) {
  --s_.cards[seat][int(from)][kind];
  --s_.total[seat][int(from)];
  ++s_.cards[seat][int(to)][kind];
  ++s_.total[seat][int(to)];
}

// `legal take(p, c)`: the rulebook's `can`, its `cant ... when c.value >
// heap`, and a card's own `can` (Landslide), which beats the rulebook's cant.
bool Engine::may_take(int seat, int kind) const {
  const auto& ts = t_->seat[seat];
  if (ts.beats_heap[kind] && !faults_.card_can_ignored) return true;
  if (faults_.exact_take_refused) return ts.value[kind] < s_.heap;
  return ts.value[kind] <= s_.heap;
}

// phase round: `set passes = 0;`, then each player's go in seat order.
void Engine::start_round() {
  s_.passes = 0;
  go(0);
}

// One player's go, resumed after each decision: refill the hand to 3
// (`draw_card`, reshuffling the spent pile into an empty deck), then take if
// any card may, else count a pass. Stops at the next decision.
void Engine::go(int seat) {
  s_.seat = std::uint8_t(seat);
  for (;;) {
    if (s_.total[seat][int(Zone::hand)] < kHandSize) {
      if (s_.total[seat][int(Zone::deck)] == 0)
        for (int k = 0; k < t_->seat[seat].kinds; ++k)
          while (s_.cards[seat][int(Zone::spent)][k]) move(seat, Zone::spent, Zone::deck, k);
      if (s_.total[seat][int(Zone::deck)] == 0) {
        s_.end = End::empty_draw;
        s_.step = Step::over;
      } else {
        s_.step = Step::draw;
      }
      break;
    }
    bool any = false;
    for (int k = 0; k < t_->seat[seat].kinds && !any; ++k)
      any = s_.cards[seat][int(Zone::hand)][k] && may_take(seat, k);
    if (any) {
      s_.step = Step::take;
      break;
    }
    ++s_.passes;
    next_seat();
    return;
  }
  make_options();
}

// The next seat's go, or the end of the round: a tie if nobody could take,
// else the next turn.
void Engine::next_seat() {
  if (s_.seat == 0) return go(1);
  if (s_.passes == 2) {
    s_.end = End::tie;
    s_.step = Step::over;
    make_options();
    return;
  }
  ++s_.turn;
  start_round();
}

void Engine::make_options() {
  option_count_ = 0;
  if (s_.step == Step::over) return;
  int seat = s_.seat;
  Zone from = s_.step == Step::draw ? Zone::deck : Zone::hand;
  for (int k = 0; k < t_->seat[seat].kinds; ++k) {
    std::uint8_t n = s_.cards[seat][int(from)][k];
    if (!n || (s_.step == Step::take && !may_take(seat, k))) continue;
    option_kind_[option_count_] = std::uint8_t(k);
    // A chance draw weighs by copies; every choice weighs 1.
    option_weight_[option_count_] = s_.step == Step::draw ? n : 1;
    ++option_count_;
  }
}

void Engine::do_apply(std::size_t i) {
  int seat = s_.seat;
  int k = option_kind_[i];
  if (s_.step == Step::draw) {
    move(seat, Zone::deck, Zone::hand, k);  // chance "draw" c in p.deck
    return go(seat);
  }
  // option "take": the heap shrinks by the card's value, the card is spent;
  // `if heap <= 0 { win p; }`.
  int v = t_->seat[seat].value[k];
  s_.heap -= v;
  s_.taken[seat] += v;
  move(seat, Zone::hand, Zone::spent, k);
  if (s_.heap <= 0) {
    s_.end = End::win;
    s_.step = Step::over;
    make_options();
    return;
  }
  next_seat();
}

Pending Engine::pending() const {
  switch (s_.step) {
    case Step::draw: return {Decider::chance, s_.seat};
    case Step::take: return {Decider::player, s_.seat};
    case Step::over: break;
  }
  return {};
}

std::string Engine::option_key(std::size_t i) const {
  if (i >= option_count_) throw std::out_of_range("pilfer: option_key index out of range");
  const std::string& name = t_->seat[s_.seat].name[option_kind_[i]];
  return (s_.step == Step::draw ? "draw " : "take ") + name;
}

Outcome Engine::outcome() const {
  switch (s_.end) {
    case End::none: return {};
    case End::win: return won_by(s_.seat);
    case End::tie: return {Outcome::Kind::tie, -1, {}};
    case End::empty_draw: return undecided("empty-draw");
  }
  return {};
}

// The field contract of seam/observation.hpp for pilfer.rules' declarations.
Observation Engine::observe() const {
  Observation obs;
  obs.add("game.heap", std::to_string(s_.heap));
  obs.add("game.passes", std::to_string(s_.passes));
  for (int p = 0; p < 2; ++p) {
    const std::string& seat = t_->seat_names[p];
    const auto& ts = t_->seat[p];
    for (int z = 0; z < kZones; ++z) {
      std::string text = "[";
      for (int k = 0; k < ts.kinds; ++k)
        for (int c = 0; c < s_.cards[p][z][k]; ++c) {
          if (text.size() > 1) text += ", ";
          text += ts.name[k];
        }
      obs.add(seat + "." + kZoneNames[z], text + "]");
    }
    obs.add(seat + ".taken", std::to_string(s_.taken[p]));
  }
  obs.add("outcome", outcome_text(outcome(), t_->seat_names));
  obs.add("pending", pending_text(pending(), t_->seat_names));
  obs.add("phase", "round");
  obs.add("turn", std::to_string(s_.turn));
  obs.sort();
  return obs;
}

// Every seat sees the hands and spent piles; nobody sees a deck's cards,
// only how many (pilfer.rules: `zone deck: per_player, unordered, hidden`).
std::optional<Observation> Engine::view(int seat) const {
  if (seat < 0 || seat >= 2) return std::nullopt;
  Observation obs = observe();
  if (faults_.deck_seen) return obs;
  for (Field& f : obs.fields) {
    if (f.path.size() < 5 || f.path.compare(f.path.size() - 5, 5, ".deck") != 0 || f.value == "[]") continue;
    std::size_t cards = 1 + static_cast<std::size_t>(std::count(f.value.begin(), f.value.end(), ','));
    f.value = "[?";
    for (std::size_t i = 1; i < cards; ++i) f.value += ", ?";
    f.value += "]";
  }
  return obs;
}

std::unique_ptr<canbeat::Engine> Engine::clone() const { return std::make_unique<Engine>(*this); }

}  // namespace canbeat::fast::pilfer
