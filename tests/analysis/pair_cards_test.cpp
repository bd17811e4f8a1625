// The cards a pair is about (analysis/pair_cards.hpp), on the near_pairs
// game with its Hound made a beast: a rulebook statement that asks for a
// beast is about the Hound, one that asks for a unit about the Scouts, and
// one that asks for no kind of card is about none.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <unistd.h>

#include "analysis/conflict_search.hpp"
#include "analysis/pair_cards.hpp"
#include "cli/session.hpp"

namespace canbeat::cli {
using namespace canbeat::analysis;
namespace {

std::string rules_with(const std::string& statements) {
  std::ifstream in(CANBEAT_SOURCE_DIR "/tests/interpreter/near_pairs/near.rules");
  std::string rules, line;
  while (std::getline(in, line)) {
    for (std::size_t at; (at = line.find("\"Hound\" x1 { type unit;")) != std::string::npos;)
      line.replace(at, 23, "\"Hound\" x1 { type beast;");
    rules += line + "\n";
  }
  return rules + "type beast = \"B\";\n" + statements;
}

// The names of the cards of the first pair whose statements' cites hold
// `cite` (each deck defines its own copy of a card).
std::set<std::string> cards_of(const Session& s, const ConflictSearch& r, const std::string& cite) {
  std::set<std::string> out;
  for (const StatementPair& p : r.pairs.pairs())
    if (p.winner->text.find(cite) != std::string::npos || p.loser->text.find(cite) != std::string::npos) {
      for (const ast::CardDef* c : pair_cards(*s.game, p)) out.insert(c->name);
      return out;
    }
  ADD_FAILURE() << "no pair cites " << cite;
  return out;
}

TEST(PairCards, TheCardsOfTheTypeAConditionAsksFor) {
  const auto dir = std::filesystem::temp_directory_path() / ("canbeat-pair-cards-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "near.rules") << rules_with(
      "cant play(p, c) \"test: no beast\" when c.type == beast;\n"
      "cant play(p, c) \"test: no unit in round 3\" when round == 3 and (c.type == unit);\n");
  Session s;
  s.game = load_game_or_throw(dir.string());
  ConflictSearch r = find_conflicts(s, 2, 1);
  std::filesystem::remove_all(dir);
  EXPECT_EQ(cards_of(s, r, "no beast"), std::set<std::string>{"Hound"});
  EXPECT_EQ(cards_of(s, r, "no unit in round 3"), std::set<std::string>{"Scout"});
  EXPECT_TRUE(cards_of(s, r, "not in round 2").empty());
}

}  // namespace
}  // namespace canbeat::cli
