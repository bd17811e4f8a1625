// A Vs. System 2PCG table for scenario tests: the built-in rules and card set
// (games/vs2pcg) with decks the test writes itself, on either engine, driven
// through the seam by option keys. Cards are named by name: "draw Newt" takes
// the first option "draw Newt#N" offered (every copy of a card in a deck is
// the same until it is played). Read by each test as the setting of a
// rulebook example.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "dsl/game.hpp"
#include "engines/registry.hpp"

namespace canbeat::testing {

class Vs2pcgTable {
 public:
  // `decks` is deck-file text defining (at least) the decks named in
  // `seats_decks`, one per seat, in seat order (first, second, ...).
  Vs2pcgTable(EngineKind kind, const std::string& decks, const std::vector<std::string>& seat_decks,
              const fast::Faults& faults = {});

  Engine& engine() { return *engine_; }
  const Engine& engine() const { return *engine_; }
  // An observed field ("first.hand", "game.active"), or "<absent>".
  std::string field(const std::string& path) const;
  std::string pending() const;  // "player first", "chance second", "none"

  // The option `label` (no card) or `label Name#N` (the first copy of Name
  // offered). Throws std::runtime_error listing the options when absent.
  void take(const std::string& label, const std::string& name = "");
  bool offers(const std::string& label, const std::string& name = "") const;
  // The card names offered under `label`, sorted, one per option.
  std::vector<std::string> offered(const std::string& label) const;

  // With four seats, the format the table plays (000:539-571), taken first
  // in set_up: "free_for_all" (the default), "two_vs_two", "two_headed".
  void play_format(const std::string& format) { format_ = format; }
  // Set-up (000:157-165): the driver makes `first` (a seat) choose itself
  // first; Main Characters go to the rows given (front/back, seat order);
  // each seat draws the named cards, then copies of its `fillers` card until
  // 7; all keep.
  void set_up(const std::vector<std::string>& rows, const std::vector<std::vector<std::string>>& hands,
              const std::vector<std::string>& fillers);
  // At a draw chance: draws these cards, in order.
  void draw(const std::vector<std::string>& names);
  // Ends the current player's turn doing nothing more: no resource, no
  // recruit, no formation change, no attack; stops at the next decision
  // that is not one of those (usually the next player's draw).
  void pass_turn();
  // Steps over the Resource/Recruit/Formation/Main "nothing" options until
  // the pending decision offers `label`.
  void skip_to(const std::string& label);

  // The cards one seat stages for a scene: recruited (cost 0 cards) into its
  // Front and Back Rows, and kept in hand.
  struct Side {
    std::vector<std::string> front, back, hand;
  };
  // Two seats, the second attacks: set-up (as set_up, hands holding the
  // staged cards); the first player recruits its side in its first turn and
  // passes; the second draws two of its filler and recruits its side, and
  // stays in its Recruit Step.
  void stage(const std::vector<std::string>& rows, const Side& first, const Side& second,
             const std::vector<std::string>& fillers);

 private:
  std::unique_ptr<dsl::Game> game_;
  std::unique_ptr<Engine> engine_;
  std::string format_ = "free_for_all";
};

// How many cards a zone's text lists: "[A, B {wounds=1}]" is 2.
std::size_t zone_size(const std::string& zone);

// The engines a scenario runs on: both, for every game with a fast engine.
std::vector<EngineKind> vs2pcg_engines();
// The test-name suffix of an engine: "ref" or "fast".
std::string engine_name(EngineKind kind);

}  // namespace canbeat::testing
