// The Pilfer fast engine joins canbeat (fast-engine/registry.hpp): the
// game's own two decks, two faults.
#include <stdexcept>

#include "fast-engine/pilfer/engine.hpp"
#include "fast-engine/registry.hpp"

namespace canbeat::fast::pilfer {

namespace {

Faults faults_from(const fast::Faults& on) {
  Faults f;
  f.exact_take_refused = on.has("exact-take-refused");
  f.card_can_ignored = on.has("card-can-ignored");
  return f;
}

std::unique_ptr<canbeat::Engine> make(const dsl::Game& game, const Setup& setup, const fast::Faults& faults) {
  if (!setup.decks.empty() && setup.decks != game.list_property("decks"))
    throw std::invalid_argument("the fast Pilfer engine plays the game's own decks only");
  if (setup.players != 0 && setup.players != 2)
    throw std::invalid_argument("the fast Pilfer engine plays 2 players only");
  return std::make_unique<Engine>(load_data(game), faults_from(faults));
}

const bool registered = add_registration({
    .game = "pilfer",
    .make = make,
    // Bounds: BOUNDS_TBD
    .faults = {{"exact-take-refused", "take (toy game, no seed): a card worth exactly the heap is refused", 20, 40},
               {"card-can-ignored", "take, golden rules: Landslide's own can loses to the rulebook's cant", 50, 40}},
});

}  // namespace

}  // namespace canbeat::fast::pilfer
