// A small game's rules written to a folder of their own, loaded into the
// session and searched for conflicts (200 seeded games, seed 1): the
// planted games of the never_both tests.
#pragma once

#include <filesystem>
#include <fstream>
#include <functional>
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

// The pair `find` picks in `rules` searched: met in play and not called
// impossible (a planted variant a proof must leave alone), or else never
// met and called impossible with `why` in its argument.
inline void expect_pair(const std::string& name, const std::string& rules,
                        const std::function<const analysis::StatementPair*(const analysis::ConflictSearch&)>& find,
                        bool met, const std::string& why = "") {
  Session s;
  analysis::ConflictSearch r = search_rules(name, rules, s);
  const analysis::StatementPair* p = find(r);
  ASSERT_NE(p, nullptr) << rules;
  if (met) {
    EXPECT_GT(p->reached, 0u) << rules;
    EXPECT_EQ(p->impossible, "") << rules;
    return;
  }
  EXPECT_EQ(p->reached, 0u) << rules;
  EXPECT_NE(p->impossible.find(why), std::string::npos) << p->impossible;
}

}  // namespace canbeat::cli
