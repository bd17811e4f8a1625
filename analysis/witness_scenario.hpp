// A finding's witness game as a scenario file (docs/scenarios.md) a rules
// team reads in half a minute: the position the witness's last phase
// began in, staged; the choices after it; and expectations that show the
// finding at the end (an option offered or not, decided by the statement
// that won; the outcome a situation the rules do not decide ends in).
// Every form is run on every engine the game has before it is written: the
// staged phase with the witness's keys, then with its cards named without
// serial numbers (staging deals copies in its own order), then the whole
// game from the start; the first that passes everywhere is the witness's,
// with each field of its position left out that it passes without.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "analysis/conflict_pairs.hpp"
#include "analysis/table.hpp"
#include "interpreter/interpreter.hpp"
#include "seam/observation.hpp"

namespace canbeat::analysis {

// "expect not offers attack Bishop#33 decided by attack.rules:40": the
// expectation that shows pair `p` at the end of `choices` (replayed on an
// explaining interpreter: the option whose query both statements applied
// in, and the statement that decided that query); where they met in a
// query the rules asked themselves, "expect asked QUERY = illegal decided
// by ..."; "" when not at all.
std::string pair_expectation(const Table& s, const StatementPair& p, const std::vector<std::string>& choices);
// The same at the pending decision of `ref` (built explaining): "" when no
// option's query there applied both statements.
std::string pair_expectation_at(const dsl::Game& g, const interp::Reference& ref, const StatementPair& p);

// One scenario of a witness whose last decision's options lead to
// different states (simultaneous triggers ordered by a player): the option
// taken, the choices after it while the rules resolve, and the fields of
// the state it ends in that differ from the other branch's.
struct Branch {
  std::vector<std::string> takes;
  // The first take without serial numbers, with its place among the
  // options of the same name when it is not the first ("resolve
  // Facehugger/Burst [2]", docs/scenarios.md).
  std::string plain_first;
  std::vector<std::string> expectations;
};

// What a witness's scenario shows after its choices: expectations; or,
// when `branches` is not empty, one scenario per branch from there.
struct Ending {
  std::vector<std::string> expectations;
  std::vector<Branch> branches;
};

struct WitnessScenario {
  std::string text;
  std::size_t lines = 0;
  bool staged = false;  // a position, then the choices after it
};

// The scenario file for `choices` on table `s`, to be written at `path`;
// `game_line` names the game as the file must ("game NAME", "game
// ../rules"). With branches, the staged position and the choices after it
// are the file's header, each branch a scenario. nullopt when the table
// cannot be written as one (cards left out of it) or no form passes on
// every engine.
std::optional<WitnessScenario> witness_scenario(const Table& s, const std::string& path, const std::string& game_line,
                                                const std::string& title, const std::vector<std::string>& comments,
                                                const std::vector<std::string>& choices, const Ending& end);

// The scenario file of a witness found from a declared position
// (position_search.hpp): the last phase start `choices` pass from
// `position` staged (or an earlier one, or `position` itself), then the
// choices after it, then the expectations; nullopt when no form (exact
// keys or names without serial numbers, with or without empty zones)
// passes on every engine of the game.
std::optional<WitnessScenario> position_scenario(const Table& s, const std::string& path, const std::string& game_line,
                                                 const std::string& title, const std::vector<std::string>& comments,
                                                 const Observation& position, const std::vector<std::string>& choices,
                                                 const std::vector<std::string>& expectations);

}  // namespace canbeat::analysis
