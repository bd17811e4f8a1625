// Findings as SARIF 2.1.0 (what code-scanning services read, so a finding
// shows on the line of the rules or card file it is about) and as a short
// Markdown summary for a CI job's page: `check` and `conflicts` take
// --sarif FILE and --markdown FILE (docs/viewer.md).
#pragma once

#include <string>
#include <vector>

namespace canbeat::cli {

// A place in a source file; line 0 when the text named none.
struct SarifPlace {
  std::string file;
  int line = 0, col = 0;
  std::string message;
};

// "games/x/y.cards:4:30 card Pup cant attack(...)" (or "FILE:LINE: text")
// as its place and the text after it: the statement's canonical text,
// which does not change when unrelated lines move it.
SarifPlace split_place(const std::string& text);

struct SarifResult {
  std::string rule;   // a stable id per kind of finding: "canbeat/collision"
  std::string level;  // "error", "warning" or "note"
  std::string message;
  SarifPlace location;               // the finding's own (a winning statement)
  std::vector<SarifPlace> related;   // the statements it beat or met
  std::vector<SarifPlace> flow;      // a witness's steps, its repro file's lines
  std::string fingerprint;           // from canonical text, never from line numbers
};

struct SarifRule {
  std::string id, name, description;
};

// The whole log: one run of canbeat, its rules, its results.
std::string sarif_log(const std::vector<SarifRule>& rules, const std::vector<SarifResult>& results);

// The same results as Markdown: a title, counts per kind, a table.
std::string markdown_summary(const std::string& title, const std::vector<SarifRule>& rules,
                             const std::vector<SarifResult>& results);

// A path under the folder canbeat runs in (a repository's root, in CI) as
// a relative path, any other as it is: what code scanning resolves against
// the checkout, and shorter to read.
std::string relative_to_cwd(const std::string& path);

// A witness's steps as code-flow places: one per choice of the repro file
// at `path` (its line, "step N: KEY"), the last `limit` when it has more.
std::vector<SarifPlace> witness_flow(const std::string& path, std::size_t limit = 1000);

}  // namespace canbeat::cli
