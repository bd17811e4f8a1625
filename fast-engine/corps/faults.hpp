// Deliberate bugs of the Aliens: Another Glorious Day in the Corps fast
// engine, for tests of the harness only (does lockstep catch them?).
// Selected by name through the registration (register.cpp); never set
// outside tests.
#pragma once

namespace canbeat::fast::corps {

struct Faults {
  // LOS (002:261, 002:377; marines.rules `closed`): the line of sight passes
  // closed doors, as if every door stood open.
  bool los_ignores_doors = false;
};

}  // namespace canbeat::fast::corps
