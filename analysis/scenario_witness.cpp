#include "analysis/scenario_witness.hpp"

#include <algorithm>
#include <filesystem>
#include <optional>

#include "analysis/scenario.hpp"
#include "analysis/scenario_run.hpp"
#include <stdexcept>

#include "dsl/file_io.hpp"

namespace canbeat::analysis {
namespace fs = std::filesystem;

namespace {

// The scenario files `paths` name, sorted, so the report is the same on
// any machine.
std::vector<std::string> scenario_files(const std::vector<std::string>& paths) {
  std::vector<std::string> out;
  std::error_code ec;
  for (const std::string& p : paths) {
    if (!fs::is_directory(p, ec)) {
      out.push_back(p);
      continue;
    }
    for (const auto& e : fs::directory_iterator(p, ec))
      if (e.is_regular_file(ec) && e.path().extension() == ".scenario") out.push_back(e.path().string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

// The first scenario of `f` whose steps expect `outcome`, or nullptr.
const Scenario* expecting(const ScenarioFile& f, const std::string& outcome) {
  for (const Scenario& sc : f.scenarios)
    for (const Step& st : sc.steps)
      if (st.kind == Step::Kind::expect_outcome && st.text == outcome) return &sc;
  return nullptr;
}

// The scenario's witness when it passes on every engine of the game it
// loads and that game's rules are `game`'s.
std::optional<Witness> passing(const ScenarioFile& f, const Scenario& sc, const dsl::Game& game) {
  dsl::Diagnostics diags;
  std::unique_ptr<dsl::Game> g = load_scenario_game(f, diags);
  if (!g || g->rules_hash != game.rules_hash) return std::nullopt;
  for (const ScenarioResult& r : run_scenarios(f, *g)) {
    if (r.line != sc.line) continue;
    bool everywhere = !r.engines.empty() && std::all_of(r.engines.begin(), r.engines.end(), [](const EngineVerdict& v) {
      return v.result == EngineVerdict::Result::pass;
    });
    if (!everywhere) return std::nullopt;
    Witness w;
    w.path = f.path;
    w.scenario = f.path;
    w.from_position = true;
    w.scenario_name = sc.name;
    w.scenario_line = sc.line;
    w.choices = static_cast<std::size_t>(std::count_if(sc.steps.begin(), sc.steps.end(), [](const Step& st) {
      return st.kind == Step::Kind::take;
    }));
    return w;
  }
  return std::nullopt;
}

}  // namespace

std::size_t witness_from_scenarios(const dsl::Game& game, const std::vector<std::string>& paths,
                                   ConflictReport& report) {
  // A file that cannot be read or parsed is bad input, as `canbeat test`
  // says of it.
  std::vector<ScenarioFile> files;
  for (const std::string& path : scenario_files(paths)) {
    std::string text, why;
    if (!files::read_regular_file(path, text, why))
      throw std::invalid_argument("--scenarios " + files::printable(path) + ": " + why);
    dsl::Diagnostics diags;
    std::optional<ScenarioFile> f = parse_scenario(text, path, diags);
    if (!f) throw std::invalid_argument(diags.text());
    files.push_back(std::move(*f));
  }
  std::size_t found = 0;
  for (UndecidedFinding& u : report.undecided) {
    if (u.witness || !u.impossible.empty()) continue;
    for (const ScenarioFile& f : files) {
      const Scenario* sc = expecting(f, "undecided " + u.id);
      if (!sc) continue;
      if (std::optional<Witness> w = passing(f, *sc, game)) {
        u.witness = std::move(w);
        ++found;
        break;
      }
    }
  }
  return found;
}

}  // namespace canbeat::analysis
