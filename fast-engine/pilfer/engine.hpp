// The optimized native engine for Pilfer, a toy take-away card game (no
// seed: written to prove docs/adding-a-game.md), written from the rule text
// of games/pilfer/pilfer.rules, independently of interpreter/. Its
// decisions, option keys, option order and observation are those of the DSL
// rulebook; the lockstep runner holds it to that. See README.md.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "fast-engine/pilfer/faults.hpp"
#include "fast-engine/two_seats.hpp"
#include "seam/engine.hpp"

namespace canbeat::dsl {
struct Game;
}

namespace canbeat::fast::pilfer {

struct Card {
  std::string name;
  int value = 0;           // counters it takes from the heap
  int copies = 1;
  bool beats_heap = false;  // its own `can take` beats the rulebook's limit (Landslide)
  bool operator==(const Card&) const = default;
};

// One seat: its name (the DSL's `players`) and the deck it plays.
using SeatData = SeatCards<Card>;

// Everything the engine needs to know about the cards: plain data, built by
// hand (tests, benchmarks) or from the DSL (load_data()).
struct Data {
  std::array<SeatData, 2> seats;  // seat 0 = north, seat 1 = south
  bool operator==(const Data&) const = default;
};

// From a loaded DSL game (players, decks, each card's value and its `can
// take` statement). Throws std::invalid_argument for a card the engine does
// not know how to play (no value, any other card statement).
Data load_data(const canbeat::dsl::Game& game);

// Zones of a player, in the order the rulebook declares them.
enum class Zone : std::uint8_t { deck, hand, spent };
inline constexpr int kZones = 3;

class Engine final : public canbeat::Engine {
 public:
  // A card name of a seat is a "kind": its name's rank in byte order among
  // the seat's names, so kind order is option-key and observation order.
  static constexpr int kMaxKinds = 32;
  static constexpr int kHeap = 15;      // var heap = 15;
  static constexpr int kHandSize = 3;   // while size(p.hand) < 3

  // A new game: every card in its owner's deck, turn 1, stopped at north's
  // first draw. Throws std::invalid_argument for data the engine cannot hold
  // (more than kMaxKinds names, 255 cards in a deck, values outside 0..255).
  explicit Engine(const Data& data, Faults faults = {});

  std::string game() const override { return "pilfer"; }
  const std::vector<std::string>& seats() const override;
  Pending pending() const override;
  std::size_t option_count() const override { return option_count_; }
  std::string option_key(std::size_t i) const override;
  std::uint32_t option_weight(std::size_t i) const override {
    if (i >= option_count_) throw std::out_of_range("pilfer: option_weight index out of range");
    return option_weight_[i];
  }
  Observation observe() const override;
  std::optional<Observation> view(int seat) const override;
  Outcome outcome() const override;
  std::unique_ptr<canbeat::Engine> clone() const override;
  std::string stage(const Observation& position) override;

  // Cheap accessors for tests and benchmarks (no strings built).
  int heap() const { return s_.heap; }
  int turn() const { return s_.turn; }

 protected:
  void do_apply(std::size_t i) override;

 private:
  struct Tables;  // card data, shared between clones, read-only
  static std::shared_ptr<const Tables> make_tables(const Data& data);

  // Where the rulebook program is stopped: a refill draw, a take, or over.
  enum class Step : std::uint8_t { draw, take, over };
  enum class End : std::uint8_t { none, win, tie, empty_draw };

  // The whole game state: flat, copied by clone(), no heap allocation.
  struct State {
    std::uint8_t cards[2][kZones][kMaxKinds] = {};  // copies per seat, zone, kind
    std::int16_t total[2][kZones] = {};             // cards per seat and zone
    int heap = kHeap;
    int passes = 0;
    int taken[2] = {};
    int turn = 1;
    Step step = Step::draw;
    std::uint8_t seat = 0;  // whose go it is
    End end = End::none;
  };

  void deal();
  void move(int seat, Zone from, Zone to, int kind);
  bool may_take(int seat, int kind) const;
  void start_round();
  void go(int seat);
  void next_seat();
  void make_options();

  std::shared_ptr<const Tables> t_;
  Faults faults_;
  State s_;
  // Options of the pending decision: card kinds in key order, with weights.
  std::uint8_t option_kind_[kMaxKinds] = {};
  std::uint8_t option_weight_[kMaxKinds] = {};
  std::uint8_t option_count_ = 0;
};

}  // namespace canbeat::fast::pilfer
