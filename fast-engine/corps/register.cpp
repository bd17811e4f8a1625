// The Aliens: Another Glorious Day in the Corps fast engine joins canbeat
// (fast-engine/registry.hpp): 1 to 4 players, the game's own decks, one
// fault.
#include <stdexcept>

#include "dsl/game.hpp"
#include "fast-engine/corps/engine.hpp"
#include "fast-engine/registry.hpp"

namespace canbeat::fast::corps {

namespace {

std::unique_ptr<canbeat::Engine> make(const dsl::Game& game, const Setup& setup, const fast::Faults& on) {
  if (!setup.decks.empty() && setup.decks != game.decks_for(setup.players, {}))
    throw std::invalid_argument("the fast corps engine plays the game's own decks only");
  if (setup.players > 4) throw std::invalid_argument("the fast corps engine plays 1 to 4 players");
  Faults f;
  f.los_ignores_doors = on.has("los-ignores-doors");
  return std::make_unique<Engine>(std::make_shared<const Data>(load_data(game, setup.players)), f);
}

const bool registered = add_registration({
    .game = "corps",
    .make = make,
    // Bounds: a blip or alien seen through the closed bulkhead or lab door
    // (002:377) needs the marines to walk to the right tile's doorway or
    // a piece beside a door, a few turns into a game.
    .faults = {{"los-ignores-doors", "LOS (002:261, 002:377): closed doors do not block sight", 20, 200}},
});

}  // namespace

}  // namespace canbeat::fast::corps
