// The optimized native engine for ALIENS, Marines vs Aliens
// (../shared/seeds/004_41363310b93d11c8.txt), written from the seed and the
// rule text of games/aliens/aliens.rules, independently of interpreter/.
// Its decisions, option keys, option order and observation are those of the
// DSL rulebook; the lockstep runner holds it to that. See README.md.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "fast-engine/aliens/faults.hpp"
#include "fast-engine/two_seats.hpp"
#include "seam/engine.hpp"

namespace canbeat::dsl {
struct Game;
}

namespace canbeat::fast::aliens {

// CARD LIST NOTATION: C = Combatant, W = Weapon, T = Tactics.
enum class Suit : std::uint8_t { combatant, weapon, tactics };

// The largest force the engine plays (it keeps a force in 8 bits); the seed
// prints forces 1 to 5 (DECKS), and one card has 6.
inline constexpr int kMaxForce = 255;

struct Card {
  std::string name;
  Suit suit = Suit::combatant;
  int force = 0;
  int copies = 1;
  bool operator==(const Card&) const = default;
};

// One seat: its name (the DSL's `players`) and the deck it plays.
using SeatData = SeatCards<Card>;

// Everything the engine needs to know about the cards: plain data, built by
// hand (tests, benchmarks: seed_data()) or from the DSL (load_data()).
struct Data {
  std::array<SeatData, 2> seats;  // seat 0 = marine, seat 1 = alien
  bool operator==(const Data&) const = default;
};

// The card lists exactly as the seed prints them ("MARINE DECK CARD LIST",
// "ALIEN DECK CARD LIST"): 34 Marine cards with a Force 6 card, 36 Alien cards.
// Kept as printed, not fixed: the invariant checker reports the contradiction.
Data seed_data();

// From a loaded DSL game (players, decks, card type and force). Throws
// std::invalid_argument when a card lacks a type or force. Defined in
// data.cpp, built only when dsl/ (canbeat_dsl) is available.
Data load_data(const canbeat::dsl::Game& game);

// Zones of a player, in the order the rulebook declares them.
enum class Zone : std::uint8_t { deck, hand, reserve, casualty };
inline constexpr int kZones = 4;

// Test-only: where every card lies at the start of a turn's Logistics Phase.
// Each zone lists card names, one entry per copy. Cards may be left out
// (a test of the end of a game needs few cards), but every name must be one
// of the seat's cards.
struct Layout {
  int turn = 1;
  std::array<std::array<std::vector<std::string>, kZones>, 2> zones;
};

class Engine final : public canbeat::Engine {
 public:
  // A card name of a seat is a "kind": a small integer, its name's rank in
  // byte order among the seat's names.
  static constexpr int kMaxKinds = 64;

  // A new game: every card of each seat's deck in its `deck` zone, turn 1,
  // stopped at the first Logistics draw. Throws std::invalid_argument for
  // data the engine cannot hold (more than kMaxKinds names, 255 copies).
  explicit Engine(const Data& data, Faults faults = {});
  // Test-only: a game resumed at the start of turn `layout.turn`.
  Engine(const Data& data, const Layout& layout, Faults faults = {});

  std::string game() const override { return "aliens"; }
  const std::vector<std::string>& seats() const override;
  Pending pending() const override;
  std::size_t option_count() const override { return option_count_; }
  std::string option_key(std::size_t i) const override;
  std::uint32_t option_weight(std::size_t i) const override;  // inline below
  Observation observe() const override;
  Outcome outcome() const override;
  std::unique_ptr<canbeat::Engine> clone() const override;
  std::string stage(const Observation& position) override;

  // Cheap accessors for tests and benchmarks (no strings built).
  int count(int seat, Zone z) const { return s_.total[seat][int(z)]; }
  int turn() const { return s_.turn; }
  int cft(int seat) const { return s_.cft[seat]; }

 protected:
  void do_apply(std::size_t i) override;

 private:
  struct Tables;  // card data, shared between clones, read-only
  static std::shared_ptr<const Tables> make_tables(const Data& data);

  // Where the rulebook program is stopped.
  enum class Step : std::uint8_t { logistics_draw, attrition, deploy_choose, deploy_draw, over };
  enum class PhaseId : std::uint8_t { logistics, deployment, contact, combat, casualty };
  enum class End : std::uint8_t { none, empty_draw, both_beaten, win };

  // The whole game state: flat, copied by clone(), no heap.
  struct State {
    std::uint8_t cards[2][kZones][kMaxKinds] = {};  // copies per seat, zone, kind
    std::int16_t total[2][kZones] = {};             // cards per seat and zone
    std::uint64_t held[2][kZones] = {};             // bit k: kind k has copies there
    // A hand of six at kMaxForce makes CFT at most 511^3 (1.3e8): 32 bits hold it.
    int discards[2] = {}, ct[2] = {}, wt[2] = {}, tt[2] = {}, cft[2] = {};
    int turn = 1;
    PhaseId phase = PhaseId::logistics;
    Step step = Step::logistics_draw;
    std::uint8_t seat = 0;        // the player whose procedure is running
    std::uint8_t draws_left = 0;  // of the running `repeat ... draw_card(p)`
    End end = End::none;
    std::uint8_t winner = 0;
  };

  void deal();
  void move(int seat, Zone from, Zone to, int kind);
  void move_all(int seat, Zone from, Zone to);
  bool start_draw(int seat);  // false when the game ended with "empty-draw"
  void start_logistics(int seat);
  void after_logistics_draws();
  void start_deployment(int seat);
  void after_deployment_draws();
  void contact_combat_casualty();
  void make_options();
  int discard_limit() const { return faults_.fifth_discard ? 5 : 4; }

  std::shared_ptr<const Tables> t_;
  Faults faults_;
  State s_;
  // Options of the pending decision: card kinds in key order; for
  // deploy_choose the last option is "done" (kind -1).
  std::int8_t option_kind_[kMaxKinds + 1] = {};
  std::uint8_t option_weight_[kMaxKinds + 1] = {};
  std::uint8_t option_count_ = 0;
};

// Inline: an agent reads every weight before each chance choice.
inline std::uint32_t Engine::option_weight(std::size_t i) const {
  if (i >= option_count_) throw std::out_of_range("aliens: option_weight index out of range");
  return option_weight_[i];
}

}  // namespace canbeat::fast::aliens
