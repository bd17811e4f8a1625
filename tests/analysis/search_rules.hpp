// A small game's rules written to a folder of their own, loaded into the
// session and searched for conflicts (200 seeded games, seed 1): the
// planted games of the never_both tests.
#pragma once

#include <gtest/gtest.h>

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

// A test game's header: seats red and blue, each with its deck, cards
// starting in `start_zone`.
inline std::string two_seat_game(const std::string& name, const std::string& start_zone) {
  return "game " + name + " {\n  title \"" + name + "\";\n  players red, blue;\n  decks red, blue;\n  start_zone " +
         start_zone + ";\n}\n";
}

// The end of a round of a test phase: a pass option, the choice and the
// loop over the seats closed, a tie after round `last`.
inline std::string round_end(int last) {
  return "      option \"pass\" { }\n    }\n  }\n  if round == " + std::to_string(last) +
         " { tie; }\n  set round = round + 1;\n}\n";
}

// The pair whose winner's text holds `winner`, in `rules` searched: met in
// play and not called impossible (a planted variant a proof must leave
// alone), or else never met and called impossible with `why` in its
// argument.
inline void expect_pair(const std::string& name, const std::string& rules, const std::string& winner, bool met,
                        const std::string& why = "") {
  Session s;
  analysis::ConflictSearch r = search_rules(name, rules, s);
  const analysis::StatementPair* p = nullptr;
  for (const analysis::StatementPair& q : r.pairs.pairs())
    if (q.winner->text.find(winner) != std::string::npos) p = &q;
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
