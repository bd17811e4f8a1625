// The Aliens: This Time It's War fast engine joins canbeat
// (fast-engine/registry.hpp): the game's own two decks, the cards it
// refuses left out, one fault.
#include <stdexcept>

#include "fast-engine/card_number.hpp"
#include "fast-engine/registry.hpp"
#include "fast-engine/titw/engine.hpp"
#include "fast-engine/two_seats.hpp"

namespace canbeat::fast::titw {

namespace {

std::unique_ptr<canbeat::Engine> make(const dsl::Game& game, const Setup& setup, const fast::Faults& on) {
  own_two_seat_table(game, setup, "titw");
  Faults f;
  f.tie_kills = on.has("tie-kills");
  return std::make_unique<Engine>(load_data(game), f);
}

const bool registered = add_registration({
    .game = "titw",
    .make = make,
    // A card whose power or statement the engine does not play is left out
    // of the table (engines/refusals.hpp), its set still compared.
    .refuses = card_refusal,
    // Bounds: the first Alien attack ties when neither player placed a card
    // in the column (0 against the Reactor Chamber's 0): 10 setup draws, 2
    // draws, "done", 2 draws, "done", and the casualty the fault offers
    // where a token was due (17 choices at least; the shrinker may keep a
    // few plays that leave the totals equal).
    .faults = {{"tie-kills", "Attack phase (003:152-154): equal power kills instead of removing a token", 5, 30}},
});

}  // namespace

}  // namespace canbeat::fast::titw
