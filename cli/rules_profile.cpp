#include "cli/rules_profile.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "engines/registry.hpp"
#include "harness/agent.hpp"
#include "interpreter/profile.hpp"

namespace canbeat::cli {

namespace {

// "function route_to (DIR/board.rules:48)", "cant pass (DIR/moves.rules:9)".
std::string label(const Session& s, const interp::RulesProfile::Entry& e) {
  const ast::Pos& at = e.function ? static_cast<const ast::Pos&>(*e.function) : *e.statement;
  std::string what = e.function ? "function " + e.function->name : e.statement->modality + " " + e.statement->action;
  std::string file = at.file >= 0 && static_cast<std::size_t>(at.file) < s.game->files.size()
                         ? s.game->files[static_cast<std::size_t>(at.file)].path
                         : "?";
  return fmt::format("{} ({}:{})", what, file, at.line);
}

}  // namespace

// The same seeded games as the reference row, exactly `games` of them:
// the profile's runs counts are the same at every run, its seconds not.
void print_rules_profile(const Session& s, long games, std::uint64_t seed, std::size_t top) {
  interp::RulesProfile profile;
  std::size_t decisions = 0;
  const std::unique_ptr<Engine> start = s.make(EngineKind::reference);
  auto began = std::chrono::steady_clock::now();
  {
    interp::RulesProfile::Scope on(profile);
    for (long g = 0; g < games; ++g) {
      std::unique_ptr<Engine> engine = start->clone();
      RandomAgent agent(seed + static_cast<std::uint64_t>(g));
      for (; engine->option_count() > 0; ++decisions) engine->apply(agent.choose(*engine));
    }
  }
  double total = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
  std::vector<interp::RulesProfile::Entry> rows;
  for (const auto& [key, e] : profile.entries) rows.push_back(e);
  std::sort(rows.begin(), rows.end(), [](const auto& a, const auto& b) { return a.seconds > b.seconds; });
  std::printf("rules profile: the reference, %ld games, %zu decisions, %.3f s; a definition's time includes what "
              "it calls, a memoised answer is not a run\n",
              games, decisions, total);
  std::printf("%9s %7s %10s  %s\n", "seconds", "share", "runs", "definition");
  for (std::size_t i = 0; i < rows.size() && i < top; ++i)
    std::printf("%9.3f %6.1f%% %10ld  %s\n", rows[i].seconds, total > 0 ? 100 * rows[i].seconds / total : 0.0,
                rows[i].runs, label(s, rows[i]).c_str());
}

}  // namespace canbeat::cli
