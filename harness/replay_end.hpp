// What a choice list ends in on one engine: the record a repro file keeps in
// its `ends` and `end-state` lines, so that a later version of the rules can
// tell whether the same choices still play the same game (canbeat rebase,
// canbeat regress).
#pragma once

#include <string>
#include <vector>

#include "seam/engine.hpp"

namespace canbeat {

struct ReplayEnd {
  std::string ends;       // outcome_text() after the last choice, or the error that stopped the replay
  std::string end_state;  // fnv1a_hex of the last observation's serialize()
  std::size_t applied = 0;        // choices applied before the end
  bool broken = false;            // a choice is not offered (ends names it)
  std::vector<std::string> options;  // when broken: the options offered instead
  bool operator==(const ReplayEnd& o) const { return ends == o.ends && end_state == o.end_state; }
};

// Applies `choices` to `engine` (fresh) and records where it ends. A key the
// engine does not offer stops it: `broken`, with the options it offers.
ReplayEnd replay_end(Engine& engine, const std::vector<std::string>& choices);

}  // namespace canbeat
