// Deliberate bugs of the Aliens: Another Glorious Day in the Corps fast
// engine, for tests of the harness only (does lockstep catch them?).
// Selected by name through the registration (register.cpp); never set
// outside tests.
#pragma once

namespace canbeat::fast::corps {

struct Faults {
  // ALIEN MOVEMENT (002:155, 002:87; aliens.rules `advance`): of several
  // first steps along shortest routes (`toward`), only the first in reading
  // order is taken, and the leader is never asked.
  bool toward_first_way_only = false;
  // Blips lie number side down (002:83; corps.rules `type blip: facedown,
  // hive`): every seat's view shows them face up.
  bool blip_seen = false;
};

}  // namespace canbeat::fast::corps
