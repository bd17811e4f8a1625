// Deliberate bugs of the Vs. System 2PCG fast engine, for tests of the
// harness only (does lockstep catch them?). Selected by name through the
// registration (register.cpp); never set outside tests.
#pragma once

namespace canbeat::fast::vs2pcg {

struct Faults {
  bool strict_stun = false;  // Combat (000:234): a strike stuns only when ATK > DEF, not ATK >= DEF
};

}  // namespace canbeat::fast::vs2pcg
