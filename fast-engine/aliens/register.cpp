// The ALIENS fast engine joins canbeat (fast-engine/registry.hpp): the
// game's own two decks, three faults.
#include <stdexcept>

#include "fast-engine/aliens/engine.hpp"
#include "fast-engine/card_number.hpp"
#include "fast-engine/registry.hpp"
#include "fast-engine/two_seats.hpp"

namespace canbeat::fast::aliens {

namespace {

Faults faults_from(const fast::Faults& on) {
  Faults f;
  f.tactics_without_plus_one = on.has("tactics-without-plus-one");
  f.tie_to_reserve = on.has("tie-to-reserve");
  f.fifth_discard = on.has("fifth-discard");
  return f;
}

std::unique_ptr<canbeat::Engine> make(const dsl::Game& game, const Setup& setup, const fast::Faults& faults) {
  Data data = load_data(game);
  own_two_seat_table(game, setup, "ALIENS");
  return std::make_unique<Engine>(data, faults_from(faults));
}

const bool registered = add_registration({
    .game = "aliens",
    .make = make,
    // Bounds: TT's missing +1 shows in the first combat, after 12 draws and
    // two "done" (14 choices: the shrinker reaches this minimum). A fifth
    // discard is offered to the Marine after all 12 Logistics draws and his
    // 4 discards (16). A tie can be dealt in the first encounter too: 12
    // draws, 2 "done", plus at most 4 discards the shrinker may keep when
    // the tie depends on the replacements (18); random play ties rarely, so
    // up to 200 games are allowed to find one.
    .faults = {{"tactics-without-plus-one", "COMBAT PHASE: TT forgets the + 1", 1, 14},
               {"tie-to-reserve", "CASUALTY PHASE: a tie sends both hands to Reserve", 200, 18},
               {"fifth-discard", "DEPLOYMENT PHASE: a fifth discard is offered", 20, 16}},
});

}  // namespace

}  // namespace canbeat::fast::aliens
