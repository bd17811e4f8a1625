// Deliberate bugs of the ALIENS fast engine, for tests of the harness only
// (does lockstep catch them?). Selected by name through the registration
// (register.cpp); never set outside tests.
#pragma once

namespace canbeat::fast::aliens {

struct Faults {
  bool tactics_without_plus_one = false;  // COMBAT PHASE: TT forgets the "+ 1"
  bool tie_to_reserve = false;            // CASUALTY PHASE: a tie sends both hands to Reserve
  bool fifth_discard = false;             // DEPLOYMENT PHASE: a fifth discard is offered
};

}  // namespace canbeat::fast::aliens
