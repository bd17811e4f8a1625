// The Aliens: Another Glorious Day in the Corps fast engine joins canbeat
// (fast-engine/registry.hpp): 1 to 6 players, the game's own decks or
// another seat's experience cards (load_data), the cards it refuses left
// out, one fault.
#include <stdexcept>

#include "dsl/game.hpp"
#include "fast-engine/corps/engine.hpp"
#include "fast-engine/card_number.hpp"
#include "fast-engine/registry.hpp"

namespace canbeat::fast::corps {

namespace {

std::unique_ptr<canbeat::Engine> make(const dsl::Game& game, const Setup& setup, const fast::Faults& on) {
  if (setup.players > Engine::kSeats) refuse_at(game, game.decl(), "the fast corps engine plays 1 to 6 players");
  Faults f;
  f.toward_first_way_only = on.has("toward-first-way-only");
  f.blip_seen = on.has("blip-seen");
  return std::make_unique<Engine>(std::make_shared<const Data>(load_data(game, setup.players, setup.decks)), f);
}

const bool registered = add_registration({
    .game = "corps",
    .make = make,
    // A card whose power the engine does not play is left out of the table
    // (engines/refusals.hpp), the rest still compared.
    .refuses = card_refusal,
    // Bounds: the first blip to move (turn 2's Alien phase, 002:191) goes
    // from its spawn point toward characters many spaces away, where
    // several first steps are nearly always shortest: found in the first
    // game (45 choices with seed 1), shrunk to 29 (setup, two Marine
    // phases of "end", the tracker draws, the blip's board and speed).
    .faults = {{"toward-first-way-only",
                "ALIEN MOVEMENT (002:155, 002:87): of several first steps only the first is taken, unasked", 3, 60},
               // The first blip placed (turn 1's motion tracker cards, 002:225)
               // shows in the first seat's view.
               {"blip-seen", "BLIPS (002:83): a blip on the board shows face up in every seat's view", 3, 60}},
});

}  // namespace

}  // namespace canbeat::fast::corps
