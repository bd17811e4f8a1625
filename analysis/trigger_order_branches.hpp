// The two branches a trigger-order witness's scenario shows (conflict_
// search.hpp trigger_order_at): at the witness's last decision, where a
// player orders simultaneous triggers, two orders whose states differ once
// the rules are done resolving, each with the fields the two differ in.
#pragma once

#include <string>
#include <vector>

#include "analysis/table.hpp"
#include "analysis/witness_scenario.hpp"

namespace canbeat::analysis {

// The first option of the decision `choices` end at, and the first other
// one whose settled state differs from its; none when no two differ (or a
// choice is not offered, or the rules err on the way).
std::vector<Branch> trigger_order_branches(const Table& s, const std::vector<std::string>& choices);

}  // namespace canbeat::analysis
