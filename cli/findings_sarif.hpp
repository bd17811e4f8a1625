// The findings of `check` and `conflicts` as SARIF results (sarif.hpp), one
// stable rule id per kind of finding, and the flags that write them.
#pragma once

#include <string>
#include <vector>

#include "analysis/findings.hpp"
#include "cli/args.hpp"
#include "cli/sarif.hpp"
#include "dsl/diagnostics.hpp"

namespace canbeat::cli {

std::vector<SarifRule> check_rules();
std::vector<SarifResult> check_results(const std::vector<dsl::Diagnostic>& diags);

std::vector<SarifRule> conflict_rules();
std::vector<SarifResult> conflict_results(const analysis::ConflictReport& report);

// Throws UsageError before a long run when --sarif or --markdown names a
// file that cannot be written.
void check_report_files(const Args& args);
// Writes --sarif FILE and --markdown FILE when given.
void write_reports(const Args& args, const std::string& title, const std::vector<SarifRule>& rules,
                   const std::vector<SarifResult>& results);

}  // namespace canbeat::cli
