// Rulebooks a user is still writing must end in a reported rules
// error or out of budget, never a trap, a wrapped number or a hang: integer
// overflow (D2), a legality query that asks itself (D1), expression work
// that explodes inside one statement (D3).
#include <gtest/gtest.h>

#include <string>

#include "dsl/checker.hpp"
#include "dsl/game.hpp"
#include "interpreter/interpreter.hpp"
#include "interpreter/runaway.hpp"

namespace canbeat::interp {
namespace {

// A game of one file whose `main` phase runs `body`; `checked` false skips
// the checker, to reach what only the interpreter can stop.
dsl::Game game_of(const std::string& extra, const std::string& body, bool checked = true,
                  const std::string& copies = "x2") {
  std::string text = "game g { players red, blue; decks red, blue; start_zone hand; }\n"
                     "type unit = \"U\";\nzone hand: per_player;\nzone field: per_player;\nvar x = 0;\n" +
                     extra + "\nturn \"t\": main;\nphase main \"m\" {\n" + body +
                     "\n  tie;\n}\ndeck red { card \"Hound\" " + copies + " { type unit; } }\n"
                     "deck blue { card \"Hound\" " + copies + " { type unit; } }\n";
  dsl::Diagnostics diags;
  auto file = dsl::parse_text(text, "t.rules", 0, diags);
  if (!file) throw std::runtime_error(diags.text());
  dsl::Game g;
  g.files.push_back({"t.rules", text, std::move(*file)});
  if (checked) {
    dsl::check(g, diags);
    if (diags.has_errors()) throw std::runtime_error(diags.text());
  }
  return g;
}

std::string rules_error(const dsl::Game& g) {
  try {
    Reference r(g);
  } catch (const EngineBug& e) {
    return e.what();
  }
  return "no error";
}

TEST(Overflow, EachOperationIsARulesErrorNamingIt) {
  const std::string min = "(0 - 9223372036854775807 - 1)";
  struct Case {
    std::string expr, message;
  } cases[] = {
      {min + " / (0 - 1)", "integer overflow in -9223372036854775808 / -1"},
      {min + " % (0 - 1)", "integer overflow in -9223372036854775808 % -1"},
      {"9223372036854775807 + 1", "integer overflow in 9223372036854775807 + 1"},
      {min + " - 1", "integer overflow in -9223372036854775808 - 1"},
      {"4611686018427387904 * 2", "integer overflow in 4611686018427387904 * 2"},
      {"-" + min, "integer overflow in -(-9223372036854775808)"},
      {"sum(c in red.hand : 9223372036854775807)", "integer overflow in sum + 9223372036854775807"},
  };
  for (const Case& c : cases) {
    std::string error = rules_error(game_of("", "  set x = " + c.expr + ";"));
    EXPECT_NE(error.find("t.rules:"), std::string::npos) << c.expr << ": " << error;
    EXPECT_NE(error.find("rules error: " + c.message), std::string::npos) << c.expr << ": " << error;
  }
}

TEST(Overflow, InRangeArithmeticIsExact) {
  dsl::Game g = game_of("", "  set x = (0 - 9223372036854775807 - 1) / 1 + 9223372036854775807 % 10;");
  EXPECT_EQ(rules_error(g), "no error");
}

TEST(Overflow, RepeatOfTheSmallestCountRunsNoTimes) {
  dsl::Game g = game_of("", "  repeat 0 - 9223372036854775807 - 1 { set x = x + 1; }");
  Reference r(g);
  EXPECT_EQ(r.outcome().kind, Outcome::Kind::tie);
}

TEST(LegalityCycle, TheCheckerRejectsAConditionAskingItsOwnAction) {
  EXPECT_THROW(game_of("action act(p: player);\ncan act(p) \"x\" when legal act(p);", "  set x = 1;"),
               std::runtime_error);
  try {
    game_of("action act(p: player);\nmust act(p) when true and legal act(p);", "  set x = 1;");
    FAIL() << "checked";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("asks the very query this statement answers"), std::string::npos)
        << e.what();
  }
}

TEST(LegalityCycle, ACycleThroughAnotherActionIsARulesError) {
  dsl::Game g = game_of("action a(p: player);\naction b(p: player);\ncan a(p) when legal b(p);\n"
                        "can b(p) when legal a(p);",
                        "  choose red { option \"go\" c in red.hand where legal a(red) { } option \"pass\" { } }");
  std::string error = rules_error(g);
  EXPECT_NE(error.find("rules error: legality of '"), std::string::npos) << error;
}

TEST(LegalityCycle, TheInterpreterStopsWhatTheCheckerDidNotSee) {
  dsl::Game g = game_of("action act(p: player);\ncan act(p) \"x\" when legal act(p);",
                        "  choose red { option \"go\" c in red.hand where legal act(red) { } option \"pass\" { } }",
                        /*checked=*/false);
  std::string error = rules_error(g);
  EXPECT_NE(error.find("rules error: legality of 'act' asked inside its own condition"), std::string::npos)
      << error;
}

TEST(WorkBudget, NestedAggregatesRunOutOfBudgetNotForHours) {
  dsl::Game g = game_of("",
                        "  set x = count(a in red.hand where count(b in red.hand where count(c in red.hand where "
                        "count(d in red.hand where count(e in red.hand where count(f in red.hand) > 0) > 0) > 0) "
                        "> 0) > 0);",
                        true, "x40");
  try {
    Reference r(g);
    FAIL() << "no budget";
  } catch (const Runaway& e) {
    EXPECT_NE(std::string(e.what()).find("expressions evaluated"), std::string::npos) << e.what();
    ASSERT_EQ(e.lap.size(), 1u);
    EXPECT_EQ(e.lap[0].rfind("t.rules:", 0), 0u) << e.lap[0];
  }
}

}  // namespace
}  // namespace canbeat::interp
