// A small game's rules written to a folder of their own, loaded into the
// session and searched for conflicts (200 seeded games, seed 1): the
// planted games of the never_both tests.
#pragma once

#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

#include "analysis/conflict_search.hpp"
#include "cli/session.hpp"

namespace canbeat::cli {

// `name` names the folder and the rules file (NAME.rules).
inline analysis::ConflictSearch search_rules(const std::string& name, const std::string& rules, Session& s) {
  const auto dir = std::filesystem::temp_directory_path() / ("canbeat-" + name + "-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::ofstream(dir / (name + ".rules")) << rules;
  s.game = load_game_or_throw(dir.string());
  analysis::ConflictSearch r = analysis::find_conflicts(s, 200, 1);
  std::filesystem::remove_all(dir);
  return r;
}

}  // namespace canbeat::cli
