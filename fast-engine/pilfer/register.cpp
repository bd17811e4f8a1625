// The Pilfer fast engine joins canbeat (fast-engine/registry.hpp): the
// game's own two decks, three faults.
#include <stdexcept>

#include "fast-engine/pilfer/engine.hpp"
#include "fast-engine/card_number.hpp"
#include "fast-engine/registry.hpp"
#include "fast-engine/two_seats.hpp"

namespace canbeat::fast::pilfer {

namespace {

Faults faults_from(const fast::Faults& on) {
  Faults f;
  f.exact_take_refused = on.has("exact-take-refused");
  f.card_can_ignored = on.has("card-can-ignored");
  f.deck_seen = on.has("deck-seen");
  return f;
}

std::unique_ptr<canbeat::Engine> make(const dsl::Game& game, const Setup& setup, const fast::Faults& faults) {
  own_two_seat_table(game, setup, "Pilfer");
  return std::make_unique<Engine>(load_data(game), faults_from(faults));
}

const bool registered = add_registration({
    .game = "pilfer",
    .make = make,
    // Bounds: a hand holding a card worth exactly the heap comes in most
    // games (182 of 200 diverge); the shortest case is the 12 choices of the
    // first two rounds (3 draws and a take each, then a draw and a take) plus
    // the draws and takes that bring the heap down to a card in hand: the
    // shrinker reaches 15. The Landslide is 1 card of north's 10 and matters
    // only once the heap is below 4 (57 of 200 games diverge): 20 games, and
    // its case shrinks to 17 choices (seeded: both figures are exact).
    .faults = {{"exact-take-refused", "take (toy game, no seed): a card worth exactly the heap is refused", 10, 15},
               {"card-can-ignored", "take, golden rules: Landslide's own can loses to the rulebook's cant", 20, 17},
               // The decks are dealt before the first decision: the first
               // views compared already differ, before any choice.
               {"deck-seen", "who sees a zone: each seat is shown the cards of the hidden decks", 1, 0}},
});

}  // namespace

}  // namespace canbeat::fast::pilfer
