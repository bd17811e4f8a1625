// ALIENS, Marines vs Aliens, natively. Each step below names the seed section
// (004_41363310b93d11c8.txt) and the aliens.rules statement it plays.
#include "fast-engine/aliens/engine.hpp"

#include <algorithm>
#include <map>
#include <bit>
#include <numeric>
#include <stdexcept>

#include "fast-engine/position.hpp"
#include "fast-engine/two_seats.hpp"

namespace canbeat::fast::aliens {

namespace {
constexpr const char* kZoneNames[kZones] = {"deck", "hand", "reserve", "casualty"};
constexpr const char* kPhaseNames[] = {"logistics", "deployment", "contact", "combat",
                                       "casualty"};
constexpr int kLogisticsDraws = 6;  // LOGISTICS PHASE: "Each player draws 6 cards"
}  // namespace

struct Engine::Tables {
  std::vector<std::string> seat_names;
  struct Seat {
    int kinds = 0;
    // Kinds are numbered in byte order of their names (observation.hpp: zones
    // and option keys sort by name), so kind order is key order.
    std::vector<std::string> name;     // by kind
    std::vector<std::uint8_t> force;   // by kind
    std::vector<Suit> suit;            // by kind
    std::vector<std::uint8_t> copies;  // by kind

    int find(std::string_view n) const {
      for (int k = 0; k < kinds; ++k)
        if (name[k] == n) return k;
      return -1;
    }
    void fill(const SeatData& in);
  };
  Seat seat[2];
};

void Engine::Tables::Seat::fill(const SeatData& in) {
  for (const Card& c : in.cards) {
    if (c.force < 0 || c.force > kMaxForce)
      throw std::invalid_argument("aliens: force of '" + c.name + "' out of range");
    if (c.copies < 0 || c.copies > 255)
      throw std::invalid_argument("aliens: bad number of copies of '" + c.name + "'");
    int k = find(c.name);
    if (k >= 0) {
      // A name listed twice is one kind; its copies add up, its data must agree.
      if (force[k] != c.force || suit[k] != c.suit)
        throw std::invalid_argument("aliens: '" + c.name + "' listed twice with different data");
      if (copies[k] + c.copies > 255)
        throw std::invalid_argument("aliens: too many copies of '" + c.name + "'");
      copies[k] = std::uint8_t(copies[k] + c.copies);
      continue;
    }
    if (kinds == Engine::kMaxKinds)
      throw std::invalid_argument("aliens: more than 64 card names in deck " + in.name);
    name.push_back(c.name);
    force.push_back(std::uint8_t(c.force));
    suit.push_back(c.suit);
    copies.push_back(std::uint8_t(c.copies));
    ++kinds;
  }
  // Counts are bytes: a whole deck must fit in one.
  if (std::accumulate(copies.begin(), copies.end(), 0) > 255)
    throw std::invalid_argument("aliens: more than 255 cards in deck " + in.name);
  sort_by_name(name, force, suit, copies);
}

std::shared_ptr<const Engine::Tables> Engine::make_tables(const Data& data) {
  return two_seat_tables<Tables>(data);
}

Engine::Engine(const Data& data, Faults faults)
    : t_(make_tables(data)), faults_(faults) {
  deal();
  start_logistics(0);
  make_options();
}

// game aliens { start_zone deck; }: every card starts in its owner's deck.
void Engine::deal() {
  s_ = State{};
  for (int s = 0; s < 2; ++s) {
    for (int k = 0; k < t_->seat[s].kinds; ++k) {
      s_.cards[s][int(Zone::deck)][k] = t_->seat[s].copies[k];
      s_.total[s][int(Zone::deck)] += t_->seat[s].copies[k];
      if (t_->seat[s].copies[k]) s_.held[s][int(Zone::deck)] |= std::uint64_t{1} << k;
    }
  }
  s_.turn = 1;
}

Engine::Engine(const Data& data, const Layout& layout, Faults faults)
    : t_(make_tables(data)), faults_(faults) {
  for (int s = 0; s < 2; ++s) {
    int seat_total = 0;
    for (int z = 0; z < kZones; ++z) {
      for (const std::string& n : layout.zones[s][z]) {
        int k = t_->seat[s].find(n);
        if (k < 0)
          throw std::invalid_argument("aliens: '" + n + "' is not a card of " +
                                      t_->seat_names[s]);
        if (++seat_total > 255) throw std::invalid_argument("aliens: more than 255 cards");
        ++s_.cards[s][z][k];
        ++s_.total[s][z];
        s_.held[s][z] |= std::uint64_t{1} << k;
      }
    }
  }
  if (layout.turn < 1) throw std::invalid_argument("aliens: turn must be >= 1");
  s_.turn = layout.turn;
  start_logistics(0);
  make_options();
}

const std::vector<std::string>& Engine::seats() const { return t_->seat_names; }

void Engine::move(int seat, Zone from, Zone to, int kind) {
  if (--s_.cards[seat][int(from)][kind] == 0) s_.held[seat][int(from)] &= ~(std::uint64_t{1} << kind);
  --s_.total[seat][int(from)];
  ++s_.cards[seat][int(to)][kind];
  ++s_.total[seat][int(to)];
  s_.held[seat][int(to)] |= std::uint64_t{1} << kind;
}

void Engine::move_all(int seat, Zone from, Zone to) {
  auto& src = s_.cards[seat][int(from)];
  auto& dst = s_.cards[seat][int(to)];
  for (int k = 0; k < t_->seat[seat].kinds; ++k) {
    dst[k] = std::uint8_t(dst[k] + src[k]);
    src[k] = 0;
  }
  s_.total[seat][int(to)] = std::int16_t(s_.total[seat][int(to)] + s_.total[seat][int(from)]);
  s_.total[seat][int(from)] = 0;
  s_.held[seat][int(to)] |= s_.held[seat][int(from)];
  s_.held[seat][int(from)] = 0;
}

// procedure draw_card, "LOGISTICS PHASE: If the deck runs out, shuffle the
// Reserve pile and draw from it." Stops at the chance decision; when the
// Reserve is empty too, the rules do not say: undecided "empty-draw".
bool Engine::start_draw(int seat) {
  if (s_.total[seat][int(Zone::deck)] == 0) move_all(seat, Zone::reserve, Zone::deck);
  if (s_.total[seat][int(Zone::deck)] == 0) {
    s_.end = End::empty_draw;
    s_.step = Step::over;
    return false;
  }
  return true;
}

// LOGISTICS PHASE: "Each player draws 6 cards from his own Deck."
void Engine::start_logistics(int seat) {
  s_.phase = PhaseId::logistics;
  s_.seat = std::uint8_t(seat);
  s_.step = Step::logistics_draw;
  s_.draws_left = kLogisticsDraws;
  start_draw(seat);
}

// Last Hand Attrition: "If all of a player's cards are in his Casualty pile
// except for those in his hand, he must discard one random card".
void Engine::after_logistics_draws() {
  int p = s_.seat;
  if (s_.total[p][int(Zone::deck)] == 0 && s_.total[p][int(Zone::reserve)] == 0) {
    s_.step = Step::attrition;
    return;
  }
  if (p == 0)
    start_logistics(1);
  else
    start_deployment(0);
}

// DEPLOYMENT PHASE: "Each player may discard up to 4 cards to their Reserve
// pile and draw replacement cards."
void Engine::start_deployment(int seat) {
  s_.phase = PhaseId::deployment;
  s_.seat = std::uint8_t(seat);
  s_.discards[seat] = 0;
  s_.step = Step::deploy_choose;
}

void Engine::after_deployment_draws() {
  if (s_.seat == 0)
    start_deployment(1);
  else
    contact_combat_casualty();
}

// CONTACT PHASE reveals the hands (nothing to decide); COMBAT PHASE computes
// CFT = CT x WT x TT; CASUALTY PHASE moves the hands and checks OBJECT.
void Engine::contact_combat_casualty() {
  for (int p = 0; p < 2; ++p) {
    // COMBAT PHASE: "Add up the Force Values of all Combatant cards and add 1."
    int sum[3] = {0, 0, 0};
    const auto& ts = t_->seat[p];
    const auto& hand = s_.cards[p][int(Zone::hand)];
    for (int k = 0; k < ts.kinds; ++k) sum[int(ts.suit[k])] += hand[k] * ts.force[k];
    s_.ct[p] = sum[int(Suit::combatant)] + 1;
    s_.wt[p] = sum[int(Suit::weapon)] + 1;
    s_.tt[p] = sum[int(Suit::tactics)] + (faults_.tactics_without_plus_one ? 0 : 1);
    s_.cft[p] = s_.ct[p] * s_.wt[p] * s_.tt[p];
  }
  s_.phase = PhaseId::casualty;
  // "The winner discards his hand to his Reserve pile. The loser discards his
  // cards to his Casualty pile. If the players tie, both hands go to the
  // Casualty pile." Both CFTs were fixed in the Combat Phase.
  for (int p = 0; p < 2; ++p) {
    int o = 1 - p;
    bool to_reserve = s_.cft[p] > s_.cft[o] ||
                      (faults_.tie_to_reserve && s_.cft[p] == s_.cft[o]);
    move_all(p, Zone::hand, to_reserve ? Zone::reserve : Zone::casualty);
  }
  // OBJECT: "A player loses when all of his cards are in his Casualty pile."
  bool beaten[2];
  for (int p = 0; p < 2; ++p)
    beaten[p] = s_.total[p][int(Zone::deck)] == 0 && s_.total[p][int(Zone::reserve)] == 0 &&
                s_.total[p][int(Zone::hand)] == 0;
  if (beaten[0] && beaten[1]) {
    // Nobody is "the other player": the rules do not decide.
    s_.end = End::both_beaten;
    s_.step = Step::over;
    return;
  }
  for (int p = 0; p < 2; ++p) {
    if (beaten[p]) {
      s_.end = End::win;
      s_.winner = std::uint8_t(1 - p);
      s_.step = Step::over;
      return;
    }
  }
  ++s_.turn;
  start_logistics(0);
}

void Engine::make_options() {
  option_count_ = 0;
  if (s_.step == Step::over) return;
  int p = s_.seat;
  bool choose = s_.step == Step::deploy_choose;
  Zone from = s_.step == Step::logistics_draw || s_.step == Step::deploy_draw ? Zone::deck
                                                                             : Zone::hand;
  int n = 0;
  if (!choose || s_.discards[p] < discard_limit()) {
    // One option per name held, in kind order = key order.
    const std::uint8_t* zone = s_.cards[p][int(from)];
    for (std::uint64_t held = s_.held[p][int(from)]; held; held &= held - 1) {
      int k = std::countr_zero(held);
      option_kind_[n] = std::int8_t(k);
      // A chance option stands for its copies; a player option weighs 1.
      option_weight_[n++] = choose ? 1 : zone[k];
    }
  }
  // "discard ..." sorts before "done".
  if (choose) {
    option_kind_[n] = -1;
    option_weight_[n++] = 1;
  }
  option_count_ = std::uint8_t(n);
}

void Engine::do_apply(std::size_t i) {
  if (s_.step == Step::over || i >= option_count_)
    throw EngineBug("aliens: do_apply with no such option");
  int p = s_.seat;
  int k = option_kind_[i];
  switch (s_.step) {
    case Step::logistics_draw:
      move(p, Zone::deck, Zone::hand, k);
      if (--s_.draws_left > 0)
        start_draw(p);
      else
        after_logistics_draws();
      break;
    case Step::attrition:
      move(p, Zone::hand, Zone::casualty, k);
      if (p == 0)
        start_logistics(1);
      else
        start_deployment(0);
      break;
    case Step::deploy_choose:
      if (k >= 0) {
        move(p, Zone::hand, Zone::reserve, k);
        ++s_.discards[p];
        break;
      }
      // "done": draw replacement cards, one per discard.
      s_.draws_left = std::uint8_t(s_.discards[p]);
      if (s_.draws_left > 0) {
        s_.step = Step::deploy_draw;
        start_draw(p);
      } else {
        after_deployment_draws();
      }
      break;
    case Step::deploy_draw:
      move(p, Zone::deck, Zone::hand, k);
      if (--s_.draws_left > 0)
        start_draw(p);
      else
        after_deployment_draws();
      break;
    case Step::over:
      break;
  }
  make_options();
}

Pending Engine::pending() const {
  switch (s_.step) {
    case Step::logistics_draw:
    case Step::attrition:
    case Step::deploy_draw:
      return Pending{Decider::chance, s_.seat};
    case Step::deploy_choose:
      return Pending{Decider::player, s_.seat};
    case Step::over:
      break;
  }
  return Pending{};
}

std::string Engine::option_key(std::size_t i) const {
  if (i >= option_count_) throw std::out_of_range("aliens: option_key index out of range");
  int k = option_kind_[i];
  if (k < 0) return "done";
  const char* verb = s_.step == Step::attrition       ? "attrition "
                     : s_.step == Step::deploy_choose ? "discard "
                                                      : "draw ";
  return verb + t_->seat[s_.seat].name[k];
}

Outcome Engine::outcome() const {
  switch (s_.end) {
    case End::none: break;
    case End::empty_draw: return undecided("empty-draw");
    case End::both_beaten: return undecided("both-beaten");
    case End::win: return won_by(s_.winner);
  }
  return {};
}

Observation Engine::observe() const {
  Observation obs;
  for (int p = 0; p < 2; ++p) {
    const std::string& seat = t_->seat_names[p];
    const auto& ts = t_->seat[p];
    for (int z = 0; z < kZones; ++z) {
      std::string text = "[";
      for (int k = 0; k < ts.kinds; ++k) {
        for (int c = 0; c < s_.cards[p][z][k]; ++c) {
          if (text.size() > 1) text += ", ";
          text += ts.name[k];
        }
      }
      text += ']';
      obs.add(seat + "." + kZoneNames[z], std::move(text));
    }
    obs.add(seat + ".discards", std::to_string(s_.discards[p]));
    obs.add(seat + ".ct", std::to_string(s_.ct[p]));
    obs.add(seat + ".wt", std::to_string(s_.wt[p]));
    obs.add(seat + ".tt", std::to_string(s_.tt[p]));
    obs.add(seat + ".cft", std::to_string(s_.cft[p]));
  }
  obs.add("outcome", outcome_text(outcome(), t_->seat_names));
  obs.add("pending", pending_text(pending(), t_->seat_names));
  obs.add("phase", kPhaseNames[int(s_.phase)]);
  obs.add("turn", std::to_string(s_.turn));
  obs.sort();
  return obs;
}

// The inverse of observe() at the start of a turn (seam/engine.hpp
// Engine::stage): the cards as dealt, each card the position names moved
// out of its seat's deck into its zone, the totals it sets, then the
// Logistics Phase of its turn, as every turn starts. Only a Logistics Phase
// is staged: this engine's program starts nowhere else.
std::string Engine::stage(const Observation& position) {
  Position p;
  if (std::string why = read_position(position, t_->seat_names, {kZoneNames, kZoneNames + kZones}, p); !why.empty()) return why;
  if (!p.phase.empty() && p.phase != kPhaseNames[0]) return "the fast engine stages only at the start of a Logistics Phase";
  if (!p.game.empty()) return "game." + p.game.begin()->first + ": not a field of the fast engine";
  deal();
  s_.turn = int(p.turn);
  for (int seat = 0; seat < 2; ++seat) {
    for (const auto& [name, n] : p.numbers[seat]) {
      int* total = name == "discards" ? s_.discards : name == "ct" ? s_.ct : name == "wt" ? s_.wt
                 : name == "tt" ? s_.tt : name == "cft" ? s_.cft : nullptr;
      if (!total) return t_->seat_names[seat] + "." + name + ": not a field of the fast engine";
      total[seat] = int(n);
    }
  }
  // A copy placed in the deck stays there but is placed: no other zone
  // may take it (the interpreter places each copy once).
  std::map<int, int> kept[2];
  for (const Position::Zone& staged : p.zones) {
    const int seat = staged.seat;
    int z = int(std::find(kZoneNames, kZoneNames + kZones, staged.zone) - kZoneNames);
    for (const std::string& card : staged.cards) {
      int k = t_->seat[seat].find(card);
      if (k < 0 || s_.cards[seat][int(Zone::deck)][k] - kept[seat][k] <= 0)
        return t_->seat_names[seat] + "." + staged.zone + ": no copy of '" + card + "' is left to place";
      if (Zone(z) == Zone::deck) ++kept[seat][k];
      else move(seat, Zone::deck, Zone(z), k);
    }
  }
  start_logistics(0);
  make_options();
  return "";
}

std::unique_ptr<canbeat::Engine> Engine::clone() const {
  return std::make_unique<Engine>(*this);
}

}  // namespace canbeat::fast::aliens
