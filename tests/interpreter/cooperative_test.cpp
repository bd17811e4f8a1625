// The constructs of a cooperative game on the reference interpreter (issue
// 21; docs/dsl.md "Dice", "Functions", "Outcomes", "Moves"): a roll is a
// chance over a die, functions compute values, the seats win or lose
// together, a seat can leave while the game goes on, and a zone has a top
// and a bottom. The game is the purpose-built cooperative/ folder next to
// this file; the rules errors are shown on games of one file.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "dsl/checker.hpp"
#include "dsl/game.hpp"
#include "interpreter/interpreter.hpp"
#include "tests/interpreter/test_games.hpp"

namespace canbeat::interp {
namespace {

using Keys = std::vector<std::string>;

const dsl::Game& cooperative() { return test_game("cooperative"); }

// The cooperative game after these choices.
Reference played(const Keys& choices) {
  Reference r(cooperative());
  for (const std::string& k : choices) r.apply(k);
  return r;
}

TEST(Dice, ARollIsAChanceOverTheFaces) {
  Reference r(cooperative());
  EXPECT_EQ(pending_text(r.pending(), r.seats()), "chance -");  // a die is no seat's pile
  EXPECT_EQ(r.option_keys(), (Keys{"roll 1", "roll 2", "roll 3", "roll 4", "roll 5", "roll 6"}));
  for (std::size_t i = 0; i < r.option_count(); ++i) EXPECT_EQ(r.option_weight(i), 1u);
}

TEST(Functions, AFunctionCallingAnotherGivesItsValue) {
  Reference r = played({"roll 3"});
  EXPECT_EQ(field(r, "game.rolled"), "3");
  EXPECT_EQ(field(r, "game.threat"), "12");  // quadrupled(3)
}

TEST(Functions, FirstTakesTheFirstMatchFromTheBottom) {
  // south's Medic and Tank both have the most grit: Medic is first.
  Reference r = played({"roll 1", "play", "best"});
  EXPECT_EQ(field(r, "south.pile"), "[Medic]");
  EXPECT_EQ(field(r, "south.deck"), "[Tank]");
}

TEST(ZoneEnds, TopIsTheLastCardAndBottomGoesFirst) {
  Reference r = played({"roll 1", "bury"});
  EXPECT_EQ(field(r, "north.deck"), "[Brute, Scout]");  // Brute was on top: now under Scout
  r.apply("play");
  EXPECT_EQ(field(r, "south.pile"), "[Tank]");  // the top card, the last dealt
}

TEST(Outcomes, EverySeatWinsTogether) {
  Reference r = played({"roll 1", "play", "play", "roll 1", "play", "play"});
  EXPECT_EQ(outcome_text(r.outcome(), r.seats()), "win north+south");
}

TEST(Outcomes, EverySeatLosesTogether) {
  Reference r = played({"roll 6", "play", "play", "roll 6", "play", "play"});
  EXPECT_EQ(r.outcome().kind, Outcome::Kind::loss);
  EXPECT_EQ(outcome_text(r.outcome(), r.seats()), "lose all");
  EXPECT_EQ(field(r, "outcome"), "lose all");
}

TEST(Outcomes, AnEliminatedSeatIsObservedAndNeverAskedAgain) {
  Reference r = played({"roll 1", "retire"});
  EXPECT_EQ(field(r, "eliminated"), "[north]");
  EXPECT_EQ(pending_text(r.pending(), r.seats()), "player south");
  r.apply("play");
  r.apply("roll 1");
  EXPECT_EQ(pending_text(r.pending(), r.seats()), "player south");  // north is skipped
  EXPECT_EQ(field(r, "outcome"), "ongoing");
}

TEST(Outcomes, EveryoneOutLosesTogether) {
  Reference r = played({"roll 1", "retire", "retire"});
  EXPECT_EQ(field(r, "eliminated"), "[north, south]");
  EXPECT_EQ(field(r, "outcome"), "lose all");
}

TEST(Outcomes, NoSeatOutNoField) {
  Reference r(cooperative());
  EXPECT_EQ(field(r, "eliminated"), "<absent>");  // the games before it observe as they did
}

// A game of one file for three seats whose `main` phase runs `body`.
dsl::Game game_of(const std::string& extra, const std::string& body) {
  std::string text = "game g { players red, blue, green; decks d; start_zone hand; }\n"
                     "type unit = \"U\";\nstat grit;\nzone hand: per_player;\nzone field: per_player;\nvar x = 0;\n" +
                     extra + "\nturn \"t\": main;\nphase main \"m\" {\n" + body +
                     "\n  tie;\n}\ndeck d { card \"Hound\" x2 { type unit; grit 1; } card \"Pup\" { type unit; grit 2; } }\n";
  return game_of_text(text);
}

std::string rules_error(const dsl::Game& g, const Keys& choices = {}) {
  try {
    Reference r(g);
    for (const std::string& k : choices) r.apply(k);
    return "no error";
  } catch (const EngineBug& e) {
    return e.what();
  }
}

TEST(Dice, ARepeatedFaceWeighsMore) {
  dsl::Game g = game_of("die skewed = 1, 1, 2, -1;", "  chance \"roll\" r in skewed { set x = r; }");
  Reference r(g);
  ASSERT_EQ(r.option_keys(), (Keys{"roll -1", "roll 1", "roll 2"}));
  EXPECT_EQ(r.option_weight(0), 1u);
  EXPECT_EQ(r.option_weight(1), 2u);
  EXPECT_EQ(r.option_weight(2), 1u);
  r.apply("roll -1");
  EXPECT_EQ(field(r, "game.x"), "-1");
}

TEST(Functions, FirstOverNothingIsARulesErrorNamingIt) {
  dsl::Game g = game_of("", "  let c = first(c in red.hand where c.grit > 5);");
  EXPECT_NE(rules_error(g).find("t.rules:10:11: rules error: first(c in red.hand where c.grit > 5) found no element"),
            std::string::npos)
      << rules_error(g);
}

TEST(ZoneEnds, AnEmptyZoneHasNoTop) {
  dsl::Game g = game_of("", "  move top(red.field) to red.hand;");
  EXPECT_NE(rules_error(g).find("rules error: top(red.field) of an empty zone"), std::string::npos)
      << rules_error(g);
}

TEST(ZoneEnds, MoveAllToTheBottomKeepsTheOrder) {
  dsl::Game g = game_of("", "  move top(blue.hand) to red.field;\n  move all red.hand to bottom red.field;\n"
                            "  choose red { option \"look\" { } }");
  Reference r(g);
  EXPECT_EQ(field(r, "red.field"), "[Hound, Hound, Pup, Pup]");
}

TEST(Outcomes, AnEliminatedSeatCannotBeAskedToChoose) {
  dsl::Game g = game_of("", "  eliminate blue;\n  choose blue { option \"go\" { } }");
  EXPECT_NE(rules_error(g).find("rules error: seat blue is eliminated: it decides nothing"), std::string::npos)
      << rules_error(g);
}

TEST(Outcomes, LoseGivesTheWinToTheSeatsStillIn) {
  dsl::Game g = game_of("", "  eliminate green;\n  lose red;");
  Reference r(g);
  EXPECT_EQ(outcome_text(r.outcome(), r.seats()), "win blue");
}

TEST(Outcomes, LoseWithNobodyLeftIsLoseAll) {
  dsl::Game g = game_of("", "  eliminate green;\n  eliminate blue;\n  lose red;");
  Reference r(g);
  EXPECT_EQ(outcome_text(r.outcome(), r.seats()), "lose all");
}

TEST(Outcomes, WinAllAtAThreeSeatTable) {
  dsl::Game g = game_of("", "  win all;");
  Reference r(g);
  EXPECT_EQ(outcome_text(r.outcome(), r.seats()), "win red+blue+green");
}

}  // namespace
}  // namespace canbeat::interp
