// canbeat check FILE_OR_DIR...: parse and check DSL sources, then test the
// rulebook's declared invariants against the data. A folder is one game;
// files named together are one game. Exit 0 clean, 1 any diagnostic or
// finding, 2 bad usage or unreadable files.
#include <fmt/format.h>

#include <cstdio>
#include <filesystem>
#include <map>
#include <set>

#include "cli/args.hpp"
#include "cli/commands.hpp"
#include "cli/findings_sarif.hpp"
#include "dsl/game.hpp"
#include "dsl/invariants.hpp"

namespace canbeat::cli {

namespace {

// Loads one game from a folder or from a list of files and reports on it.
int check_one(const std::vector<std::string>& paths, std::size_t& errors, std::size_t& findings,
              bool& unreadable, std::vector<dsl::Diagnostic>& all) {
  dsl::Diagnostics diags;
  std::optional<dsl::Game> game = paths.size() == 1 && std::filesystem::is_directory(paths[0])
                                      ? dsl::load_game(paths[0], diags)
                                      : dsl::load_files(paths, diags);
  std::fputs(diags.text().c_str(), stdout);
  errors += diags.count(dsl::Diagnostic::Kind::error);
  all.insert(all.end(), diags.items.begin(), diags.items.end());
  // An error without a line is about a file or folder that could not be
  // read at all (not a regular file, too large, no sources): bad input.
  for (const dsl::Diagnostic& d : diags.items)
    unreadable = unreadable || (d.kind == dsl::Diagnostic::Kind::error && d.where.line == 0);
  if (!game) return 0;
  for (const dsl::Diagnostic& d : dsl::check_invariants(*game)) {
    std::fputs(dsl::format(d).c_str(), stdout);
    all.push_back(d);
    ++findings;
  }
  return static_cast<int>(game->files.size());
}

}  // namespace

int cmd_check(int argc, char** argv) {
  Args args(argc, argv, 2, {}, {"sarif", "markdown"});
  check_report_files(args);
  if (args.positional().empty()) throw UsageError("check needs at least one file or folder");
  std::vector<std::string> files;
  std::vector<std::vector<std::string>> games;
  std::set<std::filesystem::path> seen;  // a file named twice is read once
  for (const std::string& p : args.positional()) {
    std::error_code ec;
    std::filesystem::file_status st = std::filesystem::status(p, ec);
    if (ec && ec != std::errc::no_such_file_or_directory) throw UsageError(p + ": " + ec.message());
    if (!std::filesystem::exists(st)) throw UsageError("no such file or folder: " + p);
    if (!std::filesystem::is_directory(st) && !std::filesystem::is_regular_file(st))
      throw UsageError(p + ": not a regular file or a folder");
    std::filesystem::path canonical = std::filesystem::weakly_canonical(p, ec);
    if (!seen.insert(ec ? std::filesystem::path(p) : canonical).second) continue;
    if (std::filesystem::is_directory(st)) games.push_back({p});
    else files.push_back(p);
  }
  if (!files.empty()) games.push_back(files);
  std::size_t errors = 0, findings = 0;
  int checked = 0;
  bool unreadable = false;
  std::vector<dsl::Diagnostic> all;
  for (const auto& g : games) checked += check_one(g, errors, findings, unreadable, all);
  std::printf("checked %d files: %zu errors, %zu findings\n", checked, errors, findings);
  write_reports(args, fmt::format("canbeat check: {} errors, {} findings", errors, findings), check_rules(),
                check_results(all));
  if (unreadable) return 2;
  return errors + findings > 0 ? 1 : 0;
}

}  // namespace canbeat::cli
