// Deliberate bugs of the Aliens: This Time It's War fast engine, for tests
// of the harness only (does lockstep catch them?). Selected by name through
// the registration (register.cpp); never set outside tests.
#pragma once

namespace canbeat::fast::titw {

struct Faults {
  // Attack phase (003:152-154): an Alien total equal to the Marines' kills a
  // character instead of removing a Nuke token (`>=` for `>`).
  bool tie_kills = false;
};

}  // namespace canbeat::fast::titw
