// A scenario file's viewer page (view.hpp): one section per scenario and
// engine, its verdict, each failed expectation by file:line:col, and the
// choices it took from its start (staged or played), the page opening at
// the first failure.
#include <fmt/format.h>

#include "analysis/scenario_run.hpp"
#include "cli/junit.hpp"
#include "cli/view.hpp"
#include "cli/view_board.hpp"
#include "dsl/file_io.hpp"

namespace canbeat::cli {

namespace {

using analysis::EngineVerdict;

// The field an expectation names ("expect first.hand = [...]"), when the
// state has it: marked at the failure.
std::vector<std::string> expected_field(const analysis::Failure& f, const Observation& at) {
  std::string_view e = f.expected;
  for (std::string_view head : {"expect ", "expect not "}) {
    if (e.substr(0, head.size()) != head) continue;
    std::string_view rest = e.substr(head.size());
    std::string path(rest.substr(0, rest.find(' ')));
    if (at.find(path)) return {path};
  }
  return {};
}

ViewSection verdict_section(const std::string& path, const analysis::ScenarioResult& r, const EngineVerdict& v) {
  ViewSection s;
  bool ref = v.engine == EngineKind::reference;
  using R = EngineVerdict::Result;
  s.title = fmt::format("\"{}\" (line {}) on the {}", r.name, r.line, ref ? "reference interpreter" : "fast engine");
  s.verdict = v.result == R::pass ? "pass" : v.result == R::fail ? "fail" : "cannot-run";
  s.start = v.start;
  for (const EngineVerdict::Taken& t : v.taken) s.steps.push_back({t.who, t.key, t.after});
  s.end = v.result == R::pass ? "pass" : v.result == R::fail ? "FAIL" : "cannot run";
  for (const analysis::Failure& f : v.failures)
    for (std::string line; const char c : failure_text(path, v.engine, f) + "\n")
      if (c == '\n') s.notes.push_back(line), line.clear();
      else line += c;
  if (!v.note.empty()) s.notes.push_back(v.note);
  if (!v.failures.empty()) {
    s.focus = std::min(v.failures.front().choices, s.steps.size());
    s.marked = expected_field(v.failures.front(), *s.focus ? s.steps[*s.focus - 1].after : s.start);
  }
  return s;
}

}  // namespace

ViewPage scenario_page(const std::string& path, std::function<bool(std::string_view)>& is_name) {
  std::string text, why;
  if (!files::read_regular_file(path, text, why)) throw UsageError(path + ": cannot read the scenario file: " + why);
  dsl::Diagnostics diags;
  std::optional<analysis::ScenarioFile> f = analysis::parse_scenario(text, path, diags);
  std::unique_ptr<dsl::Game> game = f ? analysis::load_scenario_game(*f, diags) : nullptr;
  if (!game) throw UsageError(path + ": not a scenario file canbeat can run:\n" + diags.text());
  std::vector<analysis::ScenarioResult> results = analysis::run_scenarios(*f, *game, /*record=*/true);
  ViewPage page;
  page.kind = "scenario";
  page.game = game->name();
  page.source = path;
  page.seats = game->list_property("players");
  page.board_json = board_json(*game, game->decks_for(f->players, f->decks));
  std::size_t failed = 0;
  for (const analysis::ScenarioResult& r : results) {
    failed += !r.passed();
    for (const EngineVerdict& v : r.engines) page.sections.push_back(verdict_section(path, r, v));
  }
  page.title = fmt::format("{}: {} ({} scenarios, {} failed)", page.game, path, results.size(), failed);
  is_name = card_name_test(*game, page.seats);
  return page;
}

}  // namespace canbeat::cli
