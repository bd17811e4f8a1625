// The game's functions' values kept for a revision (query_memo.hpp): a
// reference that keeps nothing reuses a call's value until a statement
// changes the state, and charges its work again, so it plays and runs out
// of work exactly as one that keeps a legality log (and no values) does.
#include <gtest/gtest.h>

#include <string>

#include "interpreter/interpreter.hpp"
#include "interpreter/runaway.hpp"
#include "tests/interpreter/test_games.hpp"

namespace canbeat::interp {
namespace {

dsl::Game game_with(const std::string& main_body) {
  return game_of_text(
      "game g { players red, blue; decks d; start_zone hand; }\n"
      "type unit = \"U\";\nzone hand: per_player;\nvar x = 0;\nvar worn: per_card = 0;\n"
      "function worn_total(): int \"every worn mark in red's hand\" = sum(c in red.hand : c.worn);\n"
      "function worn_of(c: card): int \"a card's worn marks\" = c.worn;\n"
      "turn \"t\": main;\nphase main \"m\" {\n" + main_body + "\n  tie;\n}\n"
      "deck d { card \"Hound\" x2 { type unit; } card \"Pup\" { type unit; } }\n");
}

// game.x at the end, or the run's error, with the values kept or not.
std::string ended(const dsl::Game& g, Keep keep, Budget budget = {}) {
  try {
    Reference r(g, {}, keep, budget);
    const std::string* v = r.observe().find("game.x");
    return v ? *v : "<absent>";
  } catch (const Runaway& e) {
    return e.what();
  }
}

TEST(FunctionMemo, AValueChangesWithTheStateItReads) {
  dsl::Game g = game_with(
      "  set x = worn_total();\n"
      "  for c in red.hand { set c.worn = c.worn + 1; set x = x * 10 + worn_total(); }");
  EXPECT_EQ(ended(g, Keep::nothing), "123");
  EXPECT_EQ(ended(g, Keep::legality_log), "123");
}

TEST(FunctionMemo, EachArgumentItsOwnValue) {
  dsl::Game g = game_with(
      "  for c in red.hand { set x = x + 1; set c.worn = x; }\n"
      "  set x = sum(c in red.hand : worn_of(c) * 10) + sum(c in red.hand : worn_of(c));");
  EXPECT_EQ(ended(g, Keep::nothing), "66");  // (1 + 2 + 3) * 11
}

// A call repeated with nothing changed charges the work its first call
// did: a budget its repeats exceed runs out where it runs out uncached.
TEST(FunctionMemo, RepeatsChargeTheirWork) {
  dsl::Game g = game_with(
      "  for c in red.hand { set c.worn = 1; }\n"
      "  set x = sum(a in instances : sum(b in instances : worn_total()));");
  EXPECT_EQ(ended(g, Keep::nothing), "108");  // 36 calls of 3
  const Budget tight{1'000'000, 200};
  const std::string uncached = ended(g, Keep::legality_log, tight);
  EXPECT_NE(uncached.find("no decision after 200 expressions"), std::string::npos) << "[" << uncached << "]";
  EXPECT_EQ(ended(g, Keep::nothing, tight), uncached);
}

}  // namespace
}  // namespace canbeat::interp
