// The static test that two statements never apply together
// (analysis/never_both.hpp). Soundness first: the integer reasoning against
// brute force, then random pairs of conditions in a small game played by
// the conflict search, where a pair called impossible must never be met.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <climits>
#include <filesystem>
#include <fstream>
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
// reaches most values. The Hound is a beast, and no beast is swift.
std::string random_fact(std::mt19937& rng) {
  static const char* const kOps[] = {"==", "!=", "<", "<=", ">", ">="};
  auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
  switch (pick(9)) {
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

// The near_pairs game's rules with random statements instead of its own.
std::string random_rules(std::mt19937& rng, int statements) {
  std::ifstream in(CANBEAT_SOURCE_DIR "/tests/interpreter/near_pairs/near.rules");
  std::string rules, line;
  while (std::getline(in, line))
    if (line.rfind("can play", 0) != 0 && line.rfind("cant play", 0) != 0) rules += line + "\n";
  const std::string unit_hound = "\"Hound\" x1 { type unit;";
  for (std::size_t at; (at = rules.find(unit_hound)) != std::string::npos;)
    rules.replace(at, unit_hound.size(), "\"Hound\" x1 { type beast;");
  rules += "type beast = \"B\";\n";
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
  std::size_t pairs = 0, impossible = 0, met = 0, printed = 0;
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
      met += p.reached > 0;
      EXPECT_FALSE(p.reached > 0 && !p.impossible.empty())
          << p.impossible << "\n" << p.winner->text << "\n" << p.loser->text;
    }
  }
  std::filesystem::remove_all(dir);
  std::printf("random pairs: %zu, called impossible: %zu (%zu by what cards print), met in play: %zu\n", pairs,
              impossible, printed, met);
  EXPECT_GT(impossible, 5u);
  EXPECT_GT(printed, 0u);
  EXPECT_GT(met, pairs / 4);
}

}  // namespace
}  // namespace canbeat::cli
