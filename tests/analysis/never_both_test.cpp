// The static test that two statements never apply together
// (analysis/never_both.hpp). Soundness first: the integer reasoning against
// brute force, then random pairs of conditions in a small game played by
// the conflict search, where a pair called impossible must never be met.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <climits>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <unistd.h>
#include <algorithm>
#include <string>
#include <vector>

#include "analysis/conflict_search.hpp"
#include "analysis/never_both.hpp"
#include "cli/session.hpp"

namespace canbeat::cli {
using namespace canbeat::analysis;
namespace {

bool satisfiable_by_search(const std::vector<IntFact>& facts) {
  // Constants lie in [-4, 4]: a value beyond [-5, 5] behaves as the edge.
  for (long v = -5; v <= 5; ++v) {
    bool all = true;
    for (const IntFact& f : facts) {
      switch (f.rel) {
        case IntFact::Rel::eq: all = all && v == f.k; break;
        case IntFact::Rel::ne: all = all && v != f.k; break;
        case IntFact::Rel::lt: all = all && v < f.k; break;
        case IntFact::Rel::le: all = all && v <= f.k; break;
        case IntFact::Rel::gt: all = all && v > f.k; break;
        case IntFact::Rel::ge: all = all && v >= f.k; break;
      }
    }
    if (all) return true;
  }
  return false;
}

RC_GTEST_PROP(NeverBoth, IntegerFactsContradictExactlyWhenNoValueFits, ()) {
  const auto facts = *rc::gen::container<std::vector<IntFact>>(
      rc::gen::build<IntFact>(rc::gen::set(&IntFact::rel, rc::gen::element(IntFact::Rel::eq, IntFact::Rel::ne,
                                                                            IntFact::Rel::lt, IntFact::Rel::le,
                                                                            IntFact::Rel::gt, IntFact::Rel::ge)),
                              rc::gen::set(&IntFact::k, rc::gen::inRange(-4L, 5L))));
  RC_ASSERT(ints_contradict(facts) == !satisfiable_by_search(facts));
}

TEST(NeverBoth, TheEdgesOfLong) {
  EXPECT_TRUE(ints_contradict({{IntFact::Rel::lt, LONG_MIN}}));
  EXPECT_TRUE(ints_contradict({{IntFact::Rel::gt, LONG_MAX}}));
  EXPECT_FALSE(ints_contradict({{IntFact::Rel::ge, LONG_MIN}, {IntFact::Rel::ne, 0}}));
  EXPECT_TRUE(ints_contradict({{IntFact::Rel::ge, LONG_MAX}, {IntFact::Rel::ne, LONG_MAX}}));
}

// One random fact about the card `c`, the player `p` or the round, as a
// condition writes it, or an `or` of two, or the `not` of an `and` or an `or`; ranges small enough that play
// reaches most values. The Hound is a beast, and no beast is swift; the
// Scouts print a force, no card a mark; no card is keen, so an `any` that
// asks for a keen one never holds; only the Hound's own text lights it
// (`lit`), each time it is marked.
std::string random_fact(std::mt19937& rng) {
  static const char* const kOps[] = {"==", "!=", "<", "<=", ">", ">="};
  auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
  switch (pick(12)) {
    case 11: return "c.lit " + std::string(kOps[pick(6)]) + " " + std::to_string(pick(3));
    case 10: return pick(2) ? "printed(c, \"force\")" : pick(2) ? "printed(c, \"mark\")" : "not printed(c, \"mark\")";
    case 9:
      switch (pick(4)) {
        case 0: return "any(x in p.hand : x.keen and x.mark == 0)";
        case 1: return "any(x in p.field where x.mark >= 0 : x.swift)";
        case 2: return "not any(x in p.hand : x.keen)";
        default: return "any(x in p.hand : x.swift and x.mark < 2)";
      }
    case 8: return pick(2) ? "not (c.mark == 1 and round < 3)" : "not (c.swift or c.mark > 2)";
    case 7: return pick(2) ? "(c.type == beast or c.swift)" : "(c.mark == 0 or round == 3)";
    case 6: return pick(2) ? "c.type == unit" : "c.type != beast";
    case 5: return pick(3) == 0 ? "c.keen" : pick(2) ? "c.swift" : "not c.swift";
    case 0: return "c.mark " + std::string(kOps[pick(6)]) + " " + std::to_string(pick(4));
    case 1: return "round " + std::string(kOps[pick(6)]) + " " + std::to_string(pick(5));
    case 2: return pick(2) ? "c in p.hand" : "c in p.field";
    case 3: return std::to_string(pick(3)) + " " + kOps[pick(6)] + " c.mark";
    default: return pick(2) ? "c.name == \"Scout\"" : "not (c.name != \"Hound\")";
  }
}

std::string random_condition(std::mt19937& rng) {
  std::string out = random_fact(rng);
  for (int n = static_cast<int>(rng() % 3); n > 0; --n) out += (rng() % 4 ? " and " : " and (") + random_fact(rng) + "";
  // Balance the parentheses opened above.
  for (std::size_t open = std::count(out.begin(), out.end(), '(') - std::count(out.begin(), out.end(), ')');
       open > 0; --open)
    out += ")";
  return out;
}

// `condition` about the card carrying it: `c` bound to `self` by a
// conjunct in parentheses (read as a value `self` equals, not as the
// parameter bound to the card), the rest about `self` where it said `c`.
std::string of_self(std::string condition) {
  for (std::size_t at; (at = condition.find("c.")) != std::string::npos;) condition.replace(at, 2, "self.");
  return "(c == self) and " + condition;
}

// The near_pairs game's rules with random statements instead of its own:
// the rulebook's, and the Hound's about itself.
std::string random_rules(std::mt19937& rng, int statements) {
  std::ifstream in(CANBEAT_SOURCE_DIR "/tests/interpreter/near_pairs/near.rules");
  std::string rules, line;
  while (std::getline(in, line))
    if (line.rfind("can play", 0) != 0 && line.rfind("cant play", 0) != 0) rules += line + "\n";
  auto replace_all = [&rules](const std::string& from, const std::string& to) {
    for (std::size_t at = 0; (at = rules.find(from, at)) != std::string::npos; at += to.size())
      rules.replace(at, from.size(), to);
  };
  const std::string hound = "cant play(p, c) \"random card\" when " + of_self(random_condition(rng)) + ";";
  replace_all("\"Hound\" x1 { type unit;", "\"Hound\" x1 { type beast; " + hound);
  replace_all("{ type unit; keyword swift; }", "{ type unit; force 2; keyword swift; }");
  replace_all("type beast; ", "type beast; when marked(c) \"lit\" where c == self { set self.lit = self.lit + 1; } ");
  replace_all("set c.mark = c.mark + 1;", "set c.mark = c.mark + 1; fire \"marked\", c; for t in triggered { resolve t; }");
  rules += "type beast = \"B\";\nstat force;\nvar lit: per_card = 0;\n";
  rules += "can play(p, c) \"random: any card in hand\" when c in p.hand;\n";
  for (int i = 0; i < statements; ++i)
    rules += std::string(i % 2 ? "can" : "cant") + " play(p, c) \"random " + std::to_string(i) + "\" when " +
             random_condition(rng) + ";\n";
  return rules;
}

// A pair called impossible is never met in play; the figures show the
// test is not idle (some are called impossible, many are met).
TEST(NeverBoth, RandomPairsCalledImpossibleAreNeverMet) {
  std::mt19937 rng(20261128);
  const auto dir = std::filesystem::temp_directory_path() / ("canbeat-never-both-" + std::to_string(::getpid()));
  std::size_t pairs = 0, impossible = 0, met = 0, printed = 0, never = 0, about_self = 0, own = 0;
  for (int round = 0; round < 40; ++round) {
    std::filesystem::create_directories(dir);
    std::ofstream(dir / "near.rules") << random_rules(rng, 8);
    Session s;
    s.game = load_game_or_throw(dir.string());
    ConflictSearch r = find_conflicts(s, 40, 1);
    for (const StatementPair& p : r.pairs.pairs()) {
      ++pairs;
      impossible += !p.impossible.empty();
      printed += p.impossible.find("no card of the game has") != std::string::npos;
      never += p.impossible.find("never holds") != std::string::npos;
      about_self += p.impossible.find("`self.") != std::string::npos;
      own += p.impossible.find("only some cards' own text") != std::string::npos;
      met += p.reached > 0;
      EXPECT_FALSE(p.reached > 0 && !p.impossible.empty())
          << p.impossible << "\n" << p.winner->text << "\n" << p.loser->text;
    }
  }
  std::filesystem::remove_all(dir);
  std::printf("random pairs: %zu, called impossible: %zu (%zu by what cards print, %zu by a part that never holds, %zu by the "
              "Hound's about itself, %zu by a var only its own text sets), met in play: %zu\n",
              pairs, impossible, printed, never, about_self, own, met);
  EXPECT_GT(impossible, 5u);
  EXPECT_GT(printed, 0u);
  EXPECT_GT(never, 0u);
  EXPECT_GT(about_self, 0u);
  EXPECT_GT(own, 0u);
  EXPECT_GT(met, pairs / 4);
}

// A keyword no card prints but a shared ability's continuous effect gives
// (docs/dsl.md "Shared ability": its items stand in the card's): the Hound
// is keen while marked. A pair asking for a keen card in hand is met in
// play, so it must not be called impossible by what the cards print.
TEST(NeverBoth, AKeywordAnAbilityGivesIsNotCalledNeverPrinted) {
  std::ifstream in(CANBEAT_SOURCE_DIR "/tests/interpreter/near_pairs/near.rules");
  std::string rules((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::string hound = "card \"Hound\" x1 { type unit; }";
  for (std::size_t at; (at = rules.find(hound)) != std::string::npos;)
    rules.replace(at, hound.size(), "card \"Hound\" x1 { type unit; ability alert; }");
  rules += "ability alert \"test: keen while marked\" {\n"
           "  continuous alert_keen \"keen\" for c in instances where c == self and c.mark >= 1: c.keen = true;\n"
           "}\n"
           "can play(p, c) \"test: a keen card\" when c.keen and c in p.hand;\n"
           "cant play(p, c) \"test: not a keen card in hand\" when c.keen and c in p.hand;\n";
  const auto dir = std::filesystem::temp_directory_path() / ("canbeat-never-both-keen-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "near.rules") << rules;
  Session s;
  s.game = load_game_or_throw(dir.string());
  ConflictSearch r = find_conflicts(s, 40, 1);
  std::filesystem::remove_all(dir);
  const auto& pairs = r.pairs.pairs();
  auto keen = std::find_if(pairs.begin(), pairs.end(), [](const StatementPair& p) {
    return p.winner->text.find("keen card") != std::string::npos && p.loser->text.find("a keen card") != std::string::npos;
  });
  ASSERT_NE(keen, pairs.end());
  EXPECT_EQ(keen->impossible, "");
  EXPECT_GT(keen->reached, 0u);
}

}  // namespace
}  // namespace canbeat::cli
