// Running scenario files (scenario.hpp, docs/scenarios.md) on both engines:
// the game loaded with the file's own DSL, each scenario played from the
// start on the reference interpreter and on the game's fast engine, each
// expectation checked against what that engine observes and offers.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "analysis/scenario.hpp"
#include "seam/observation.hpp"
#include "dsl/game.hpp"
#include "engines/registry.hpp"

namespace canbeat::analysis {

// One expectation that did not hold (or a step that could not be taken).
struct Failure {
  int line = 0, col = 0;      // of the step in the scenario file
  std::string expected;       // the step as written
  std::string observed;       // what the engine showed instead
  std::size_t choices = 0;    // choices made before it
  std::string last_choice;    // the last of them, "" when none
  int done_at = 0;            // a step of a define: the line of its `do`
};

struct EngineVerdict {
  EngineKind engine = EngineKind::reference;
  enum class Result { pass, fail, cannot_run } result = Result::pass;
  std::vector<Failure> failures;
  std::string note;  // cannot_run: why (the fast engine cannot compile a card); pass: what was not checked
  std::string shown;  // what `show` steps printed: every observed field and the options
  // Recorded only when run_scenarios is asked to (viewer pages): the state
  // the scenario starts from (staged, or the game's start) and each choice
  // it took, who took it and the state after it.
  struct Taken {
    std::string who, key;
    Observation after;
  };
  Observation start;
  std::vector<Taken> taken;
};

struct ScenarioResult {
  std::string name;
  int line = 0;
  std::vector<EngineVerdict> engines;  // the reference first
  bool passed() const;
};

// The file's game with its DSL block added. Diagnostics (the file's own
// lines) go to `out`; nullptr when the game or the block has errors.
// `games_dir`: where built-in games are read ("": dsl::builtin_games_dir();
// canbeat regress gives the baseline's).
std::unique_ptr<dsl::Game> load_scenario_game(const ScenarioFile& f, dsl::Diagnostics& out,
                                              const std::string& games_dir = "");

// Every scenario of the file on every engine the game has.
// `record`: keep each engine's states (EngineVerdict::taken).
std::vector<ScenarioResult> run_scenarios(const ScenarioFile& f, const dsl::Game& game, bool record = false);

}  // namespace canbeat::analysis
