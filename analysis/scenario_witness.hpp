// A situation the rules do not decide that no search reached, shown by a
// scenario file of the game's own (docs/conflicts.md "Witnessed by a
// scenario"): a rules team that staged it once (a position the searches
// cannot find, as a vehicle boxed in by the characters it must make room
// for) keeps it in the ledger with the scenario that shows it. A scenario
// counts when it expects `outcome undecided ID`, plays the same rules
// (their hash) and passes on every engine the game has.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "analysis/findings.hpp"
#include "dsl/game.hpp"

namespace canbeat::analysis {

// Each undecided finding of `report` with neither a witness nor a proof
// that it is impossible, looked for among the scenario files in `paths`
// (a file, or a folder's *.scenario files, not its subfolders); returns
// how many it witnessed.
std::size_t witness_from_scenarios(const dsl::Game& game, const std::vector<std::string>& paths,
                                   ConflictReport& report);

}  // namespace canbeat::analysis
