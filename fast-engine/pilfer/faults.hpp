// Deliberate bugs of the Pilfer fast engine, for tests of the harness only
// (does lockstep catch them?). Selected by name through the registration
// (register.cpp); never set outside tests.
#pragma once

namespace canbeat::fast::pilfer {

struct Faults {
  bool exact_take_refused = false;  // take: a card worth exactly the heap is refused
  bool card_can_ignored = false;    // take: Landslide's own `can` loses to the rulebook's `cant`
  bool deck_seen = false;           // view: a seat is shown the cards of the hidden decks
};

}  // namespace canbeat::fast::pilfer
