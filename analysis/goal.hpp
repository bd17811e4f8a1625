// What an aimed search looks for (docs/conflicts.md "Witnessed from a
// position", "Aimed from the start"): a finding shown on the explaining
// reference's state, and how far a state is from showing it, read from
// the gaps the interpreter measures on a pair's conditions
// (interpreter/gap.cpp). Both aimed searches share it: from the table's
// start (start_search.hpp) and from staged positions (position_search.hpp).
#pragma once

#include <functional>
#include <set>
#include <string>
#include <vector>

#include "analysis/conflict_pairs.hpp"
#include "analysis/findings.hpp"
#include "dsl/game.hpp"
#include "interpreter/interpreter.hpp"

namespace canbeat::analysis {

// What a search looks for, measured on the state of `ref` (built
// explaining): `shows` gives the expectation that shows the finding there
// (docs/scenarios.md), or ""; `distance` how far it is (0 shown; smaller is
// nearer), which picks the states to return to.
struct Goal {
  std::function<std::string(const interp::Reference& ref)> shows;
  // Not const: a condition is measured by evaluating it (undone after).
  std::function<int(interp::Reference& ref)> distance;  // none: no guidance
  // The member names its conditions read (`d.shut`): the numbers of a
  // position so named are stepped in the positions changed for it.
  std::set<std::string> reads;
  // The statements whose gaps `distance` reads (Reference::keep_gaps).
  std::vector<const ast::Permission*> measured;
};

// Pair `p` met in an option's legality query at the pending decision; the
// distance counts the pair's statements that do not apply in the nearest
// query of its action (3 when none is asked).
Goal pair_goal(const dsl::Game& g, const StatementPair& p);
// The game ended `undecided ID`; the distance adds the gaps of the
// conditions around the nearest such statement in its own body (one
// failed part for a condition reading a name only a call binds).
Goal undecided_goal(const dsl::Game& g, const std::string& id);

// The report's finding of pair `p`, or nullptr.
PairFinding* finding_of(const StatementPair& p, ConflictReport& report);

}  // namespace canbeat::analysis
