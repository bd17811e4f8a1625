// `reset c;` (docs/dsl.md "Verbs": per-card vars a card set
// declares were never cleared when their card left play, as the rules'
// clear procedure could only list the vars it knew): every per_card var
// of the card, the rules' and a card set's, goes back to its initial value.
#include <gtest/gtest.h>

#include <string>

#include "dsl/checker.hpp"
#include "dsl/game.hpp"
#include "interpreter/interpreter.hpp"

namespace canbeat::interp {
namespace {

// The rules in one file, a card set with its own per-card var in another.
dsl::Game two_files(const std::string& main_body) {
  const std::string rules =
      "game g { players red, blue; decks d; start_zone hand; }\n"
      "type unit = \"U\";\nzone hand: per_player;\nvar x = 0;\nvar worn: per_card = 0;\n"
      "turn \"t\": main;\nphase main \"m\" {\n" + main_body + "\n  tie;\n}\n";
  const std::string set =
      "var charge: per_card = 5;\n"
      "deck d { card \"Hound\" x2 { type unit; } card \"Pup\" { type unit; } }\n";
  dsl::Diagnostics diags;
  dsl::Game g;
  for (const auto& [name, text] : {std::pair{"g.rules", rules}, std::pair{"set.cards", set}}) {
    auto file = dsl::parse_text(text, name, 0, diags);
    if (!file) throw std::runtime_error(diags.text());
    g.files.push_back({name, text, std::move(*file)});
  }
  dsl::check(g, diags);
  if (diags.has_errors()) throw std::runtime_error(diags.text());
  return g;
}

std::string game_x(const dsl::Game& g) {
  Reference r(g);
  const std::string* v = r.observe().find("game.x");
  return v ? *v : "<absent>";
}

TEST(Reset, EveryPerCardVarBackToItsInitialValue) {
  dsl::Game g = two_files(
      "  for c in red.hand { set c.worn = 3; set c.charge = 9; }\n"
      "  for c in red.hand { reset c; }\n"
      "  set x = sum(c in red.hand : c.worn * 100 + c.charge);");
  EXPECT_EQ(game_x(g), "15");  // three cards, each worn 0 and charge 5
}

TEST(Reset, OnlyTheCardNamed) {
  dsl::Game g = two_files(
      "  for c in red.hand { set c.charge = 9; }\n"
      "  reset first(c in red.hand where c.name == \"Pup\");\n"
      "  set x = sum(c in red.hand : c.charge);");
  EXPECT_EQ(game_x(g), "23");  // 9 + 9 for the Hounds, 5 for the reset Pup
}

TEST(Reset, NeedsACard) {
  dsl::Diagnostics diags;
  const std::string text =
      "game g { players red, blue; decks d; start_zone hand; }\ntype unit = \"U\";\nzone hand: per_player;\n"
      "turn \"t\": main;\nphase main \"m\" {\n  reset red;\n  tie;\n}\ndeck d { card \"Hound\" { type unit; } }\n";
  auto file = dsl::parse_text(text, "t.rules", 0, diags);
  ASSERT_TRUE(file);
  dsl::Game g;
  g.files.push_back({"t.rules", text, std::move(*file)});
  dsl::check(g, diags);
  EXPECT_TRUE(diags.has_errors());
  EXPECT_NE(diags.text().find("t.rules:6:"), std::string::npos) << diags.text();
}

}  // namespace
}  // namespace canbeat::interp
