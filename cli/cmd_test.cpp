// canbeat test FILE_OR_DIR... [--junit FILE]: runs scenario files
// (docs/scenarios.md) on both engines: a verdict per scenario and engine,
// each failed expectation with the value observed and the step, by
// file:line:col. A folder is searched for *.scenario files. Exit 0 when
// every scenario passes, 1 when one fails, 2 when a file is bad input.
#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>

#include "analysis/scenario_run.hpp"
#include "cli/args.hpp"
#include "cli/commands.hpp"
#include "cli/session.hpp"
#include "cli/file_list.hpp"
#include "cli/junit.hpp"
#include "cli/view.hpp"
#include "cli/scale.hpp"
#include "dsl/file_io.hpp"
#include "harness/parallel.hpp"

namespace canbeat::cli {

namespace {

namespace fs = std::filesystem;

ScenarioFileResult run_file(const std::string& path) {
  ScenarioFileResult r{path, "", {}};
  std::string text, why;
  if (!files::read_regular_file(path, text, why)) {
    r.error = path + ": error: cannot read the scenario file: " + why;
    return r;
  }
  dsl::Diagnostics diags;
  std::optional<analysis::ScenarioFile> f = analysis::parse_scenario(text, path, diags);
  std::unique_ptr<dsl::Game> game = f ? analysis::load_scenario_game(*f, diags) : nullptr;
  if (!game) {
    r.error = diags.text();
    return r;
  }
  r.scenarios = analysis::run_scenarios(*f, *game);
  return r;
}

bool same_failures(const analysis::EngineVerdict& a, const analysis::EngineVerdict& b) {
  if (a.failures.size() != b.failures.size()) return false;
  for (std::size_t i = 0; i < a.failures.size(); ++i)
    if (a.failures[i].line != b.failures[i].line || a.failures[i].observed != b.failures[i].observed ||
        a.failures[i].choices != b.failures[i].choices)
      return false;
  return true;
}

// A scenario file's own text (names, expected values, file names) and what
// an engine observed, as a terminal may show them, line by line: an escape
// or a carriage return in a scenario's name cannot overprint a verdict.
std::string shown_lines(const std::string& text) {
  std::string out;
  for (std::size_t at = 0; at < text.size();) {
    std::size_t nl = std::min(text.find('\n', at), text.size());
    out += files::printable(std::string_view(text).substr(at, nl - at));
    if (nl < text.size()) out += '\n';
    at = nl + 1;
  }
  return out;
}

void print(const ScenarioFileResult& f) {
  using R = analysis::EngineVerdict::Result;
  for (const analysis::ScenarioResult& s : f.scenarios) {
    std::string engines;
    for (const auto& v : s.engines) {
      std::string e = v.engine == EngineKind::reference ? "reference" : "fast";
      engines += (engines.empty() ? "" : ", ") + e + (v.result == R::pass ? " pass" : v.result == R::fail ? " FAIL" : " cannot run");
    }
    std::printf("%s:%d: \"%s\": %s\n", files::printable(f.path).c_str(), s.line, files::printable(s.name).c_str(),
                engines.c_str());
    for (const auto& v : s.engines) {
      // The fast engine failing exactly as the reference does is said once.
      if (v.engine == EngineKind::fast && !v.failures.empty() && same_failures(v, s.engines.front())) {
        std::printf("  [fast] the same %zu failure%s\n", v.failures.size(), v.failures.size() == 1 ? "" : "s");
        continue;
      }
      for (const analysis::Failure& x : v.failures) std::printf("  %s", shown_lines(failure_text(f.path, v.engine, x)).c_str());
      if (!v.shown.empty() && v.engine == EngineKind::reference) std::printf("%s", shown_lines(v.shown).c_str());
      if (!v.note.empty())
        std::printf("  %s: %s\n", v.engine == EngineKind::reference ? "reference" : "fast", shown_lines(v.note).c_str());
    }
  }
}

// Checked before any scenario runs, so that a long run's report is not
// lost at the end for want of a place to write it.
void junit_writable(const std::string& path) {
  std::error_code ec;
  fs::path p(path);
  if (path.empty() || (fs::exists(p, ec) && !fs::is_regular_file(p, ec)))
    throw UsageError("--junit " + path + ": expected a file to write, not a folder or a device");
  std::string dir = p.parent_path().empty() ? "." : p.parent_path().string();
  if (!fs::is_directory(dir, ec)) throw UsageError("--junit " + path + ": no folder " + dir);
  if (std::string why = files::output_dir_problem(dir); !why.empty()) throw UsageError("--junit " + path + ": " + why);
}

bool all_passed(const ScenarioFileResult& r) {
  for (const auto& s : r.scenarios)
    if (!s.passed()) return false;
  return true;
}

// The viewer page of a failing file, in DIR, named after the file's path
// (its folders joined with '_', so two files of one name stay apart).
std::string write_failure_view(const std::string& dir, const std::string& path) {
  std::string name = fs::path(path).lexically_normal().replace_extension(".html").relative_path().string();
  for (char& c : name) c = c == '/' ? '_' : c;
  std::string out = (fs::path(dir) / name).string();
  std::function<bool(std::string_view)> is_name;
  try {
    write_view(out, scenario_page(path, is_name), is_name);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "canbeat test: error: %s: %s\n", out.c_str(), e.what());
    return "";
  }
  return out;
}

}  // namespace

int cmd_test(int argc, char** argv) {
  Args args(argc, argv, 2, {"allow-cannot-run"}, {"junit", "jobs", "shard", "view-dir", "engine-cmd"});
  use_engine_command(args);
  if (args.positional().empty()) throw UsageError("test needs scenario files or folders: canbeat test FILE_OR_DIR... [--junit FILE]");
  if (args.has("junit")) junit_writable(args.get("junit", ""));
  std::string view_dir = args.get("view-dir", "");
  if (!view_dir.empty()) {
    std::error_code ec;
    fs::create_directories(view_dir, ec);
    check_output_dir(view_dir);
  }
  std::vector<ScenarioFileResult> results;
  std::size_t passed = 0, failed = 0, bad = 0, cannot = 0;
  // Each file on its own game, on --jobs threads; printed in file order.
  // A shard runs the files whose place in the sorted list it owns.
  std::vector<std::string> all = files_below(args.positional(), {".scenario"}), paths;
  Shard shard = shard_of(args);
  for (std::size_t i = 0; i < all.size(); ++i)
    if (shard.owns(static_cast<long>(i))) paths.push_back(all[i]);
  auto consume = [&](const std::string&, ScenarioFileResult file) {
    results.push_back(std::move(file));
    const ScenarioFileResult& r = results.back();
    if (!r.error.empty()) {
      std::fflush(stdout);
      // Line by line: the diagnostics' own line breaks kept, any other
      // control byte made visible.
      for (std::size_t at = 0; at < r.error.size();) {
        std::size_t nl = std::min(r.error.find('\n', at), r.error.size());
        std::fprintf(stderr, "%s\n", files::printable(std::string_view(r.error).substr(at, nl - at)).c_str());
        at = nl + 1;
      }
      ++bad;
    }
    if (!view_dir.empty() && r.error.empty() && !all_passed(r)) results.back().view = write_failure_view(view_dir, r.path);
    print(r);
    if (!r.view.empty()) std::printf("  view: %s\n", files::printable(r.view).c_str());
    for (const auto& s : r.scenarios) {
      (s.passed() ? passed : failed) += 1;
      for (const auto& v : s.engines) cannot += v.result == analysis::EngineVerdict::Result::cannot_run;
    }
  };
  ordered_parallel(paths, jobs_of(args), run_file, consume);
  if (args.has("junit")) files::write_file_atomic(args.get("junit", ""), junit_xml(results));
  std::printf("scenarios: %zu passed, %zu failed; %zu engine run%s that cannot run the game; %zu bad file%s\n", passed,
              failed, cannot, cannot == 1 ? "" : "s", bad, bad == 1 ? "" : "s");
  // A scenario an engine cannot run was not checked there: a finding, unless
  // the run says it expects some (a new card set a fast engine refuses).
  bool unchecked = cannot > 0 && !args.flag("allow-cannot-run");
  return bad ? 2 : failed || unchecked ? 1 : 0;
}

}  // namespace canbeat::cli
