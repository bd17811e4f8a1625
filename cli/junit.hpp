// JUnit XML for `canbeat test --junit FILE`: one <testsuite> per scenario
// file, one <testcase> per scenario and engine ("NAME [fast]"); a failed
// expectation is a <failure>, an engine that cannot run the game a
// <skipped>, a file that cannot be read or has errors an <error>.
#pragma once

#include <string>
#include <vector>

#include "analysis/scenario_run.hpp"

namespace canbeat::cli {

struct ScenarioFileResult {
  std::string path;
  std::string error;  // the diagnostics of a bad file; "" when it ran
  std::vector<analysis::ScenarioResult> scenarios;
  std::string view;  // the viewer page written for a failing file (test --view-dir), or ""
};

// "FILE:LINE:COL: [ENGINE] STEP\n  observed: ...\n  after N choices, the last 'KEY'\n"
std::string failure_text(const std::string& path, EngineKind engine, const analysis::Failure& f);

std::string junit_xml(const std::vector<ScenarioFileResult>& files);

}  // namespace canbeat::cli
