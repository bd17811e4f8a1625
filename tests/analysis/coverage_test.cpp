// `canbeat coverage` tallies (analysis/coverage.hpp) on purpose-built games whose
// reached abilities are known exactly: the super_powers/ powers in the two
// games of tests/cli/coverage/, the golden_rules/ card statements in
// tests/cli/golden-start.repro; and the error a choice that is not an
// option gives.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "analysis/coverage.hpp"
#include "cli/session.hpp"

namespace canbeat::cli {
using namespace canbeat::analysis;
namespace {

// "ability: times in games" for every ability, in the report's order.
std::vector<std::string> tallies(const Coverage& c) {
  std::vector<std::string> out;
  for (const Ability& a : c.abilities)
    out.push_back(ability_text(a) + ": " + std::to_string(a.times) + " in " + std::to_string(a.games.size()));
  return out;
}

std::string src(const std::string& path) { return CANBEAT_SOURCE_DIR "/" + path; }

Coverage replayed(const dsl::Game& g, const std::vector<std::string>& files) {
  Coverage c = card_abilities(g);
  for (const std::string& f : files) add_game(c, g, load_repro(src(f)), src(f));
  return c;
}

// A power is reached when it is activated: the Dragon's twice in one game
// and once in the other, the Gunner's once; the Medics' powers never.
TEST(Coverage, PowersCountActivations) {
  auto g = load_game_or_throw(CANBEAT_SOURCE_DIR "/tests/interpreter/super_powers");
  Coverage c = replayed(*g, {"tests/cli/coverage/dragon-twice.repro", "tests/cli/coverage/dragon-and-gunner.repro"});
  EXPECT_EQ(tallies(c), (std::vector<std::string>{
                            "\"Dragon\" power \"Nobody Can Stop It\": 3 in 2",
                            "\"Medic\" power \"Patch Up\": 0 in 0",
                            "\"Gunner\" power \"Lock and Load\": 1 in 1",
                            "\"Twin Medic\" power \"Patch Up\": 0 in 0",
                        }));
  EXPECT_EQ(c.reached(), 2u);
  EXPECT_EQ(c.abilities[2].games, std::vector<std::string>{src("tests/cli/coverage/dragon-and-gunner.repro")});
}

// A statement is reached when it decides a legality answer: at red's one
// decision each card's own attack query is decided by its card (Torn's
// cant beats its can, which applies but never decides: can't beats can).
TEST(Coverage, StatementsCountTheAnswersTheyDecide) {
  auto g = load_game_or_throw(CANBEAT_SOURCE_DIR "/tests/interpreter/golden_rules");
  Coverage c = replayed(*g, {"tests/cli/golden-start.repro"});
  EXPECT_EQ(tallies(c), (std::vector<std::string>{
                            "\"Pup\" cant attack(p, c) \"Passive: this card cannot attack\": 1 in 1",
                            "\"Rebel\" can attack(p, c) \"Rebel: this card may attack\": 1 in 1",
                            "\"Torn\" can attack(p, c) \"Torn: may attack\": 0 in 0",
                            "\"Torn\" cant attack(p, c) \"Torn: may not attack\": 1 in 1",
                        }));
  EXPECT_EQ(c.reached(), 3u);
}

// A choice that is not an option is bad input, named by file:line:col.
TEST(Coverage, AChoiceThatIsNoOptionNamesItsLine) {
  auto g = load_game_or_throw(CANBEAT_SOURCE_DIR "/tests/interpreter/super_powers");
  try {
    replayed(*g, {"tests/cli/coverage-bad-choice.repro"});
    FAIL() << "no error";
  } catch (const ReproError& e) {
    EXPECT_EQ(e.what(), src("tests/cli/coverage-bad-choice.repro") +
                            ":11:1: error: expected an option of decision 3 (end_build, use Gunner#6/Lock and Load), "
                            "got 'use Medic#2/Patch Up'");
  }
}

}  // namespace
}  // namespace canbeat::cli
