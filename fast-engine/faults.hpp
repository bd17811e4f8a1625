// Deliberate bugs of the fast engines, for tests of the harness only (does
// lockstep catch them?). One struct for every game so that the registry and
// the CLI select them by name (engines/registry.cpp fault_by_name). Never set
// outside tests.
#pragma once

namespace canbeat::fast {

struct Faults {
  // ALIENS (aliens_engine.cpp)
  bool tactics_without_plus_one = false;  // COMBAT PHASE: TT forgets the "+ 1"
  bool tie_to_reserve = false;            // CASUALTY PHASE: a tie sends both hands to Reserve
  bool fifth_discard = false;             // DEPLOYMENT PHASE: a fifth discard is offered
  // Vs. System 2PCG (vs2pcg_combat.cpp)
  bool strict_stun = false;  // Combat (000:234): a strike stuns only when ATK > DEF, not ATK >= DEF
};

}  // namespace canbeat::fast
