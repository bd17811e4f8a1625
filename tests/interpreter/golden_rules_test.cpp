// The golden rules as the reference interpreter's one legality query
// ("The Golden Rules", 000_03a9bc82aad99cdb.txt; ../shared/DESIGN.md):
// a card beats the rulebook, can't beats can, and every answer records the
// statements it considered and the one that decided. The game is the
// purpose-built golden_rules/ folder next to this file.
#include <gtest/gtest.h>

#include <map>

#include "dsl/game.hpp"
#include "interpreter/interpreter.hpp"
#include "tests/interpreter/test_games.hpp"

namespace canbeat::interp {
namespace {

const dsl::Game& golden_game() { return test_game("golden_rules"); }

const LegalityAnswer& answer_for(const Reference& r, const std::string& query) {
  for (const LegalityAnswer& a : r.legality_log())
    if (a.query == query) return a;
  throw std::runtime_error("no legality answer for " + query);
}

TEST(GoldenRules, OptionsAreWhatTheGoldenRulesAllow) {
  Reference r(golden_game());
  EXPECT_EQ(pending_text(r.pending(), r.seats()), "player red");
  // Hound: the rulebook's can. Pup: its card cant beats the rulebook's can.
  // Rebel: its card can beats the rulebook's cant. Torn: can't beats can.
  EXPECT_EQ(r.option_keys(), (std::vector<std::string>{"attack Hound", "attack Rebel", "pass"}));
}

TEST(GoldenRules, EachAnswerNamesWhatDecidedIt) {
  Reference r(golden_game());
  const LegalityAnswer& hound = answer_for(r, "attack(red, Hound)");
  EXPECT_TRUE(hound.legal);
  ASSERT_NE(hound.decider, nullptr);
  EXPECT_EQ(*hound.decider->cite, "rulebook: any unit in hand may attack");

  const LegalityAnswer& pup = answer_for(r, "attack(red, Pup)");
  EXPECT_FALSE(pup.legal);
  EXPECT_EQ(*pup.decider->cite, "Passive: this card cannot attack");
  EXPECT_NE(pup.because().find("card Pup cant"), std::string::npos) << pup.because();

  const LegalityAnswer& rebel = answer_for(r, "attack(red, Rebel)");
  EXPECT_TRUE(rebel.legal);  // card beats rulebook
  EXPECT_EQ(*rebel.decider->cite, "Rebel: this card may attack");
  std::size_t applying = 0;
  for (const StatementVerdict& v : rebel.considered) applying += v.applies;
  EXPECT_EQ(applying, 3u);  // rulebook can, rulebook cant, the card's can

  const LegalityAnswer& torn = answer_for(r, "attack(red, Torn)");
  EXPECT_FALSE(torn.legal);  // can't beats can
  EXPECT_EQ(*torn.decider->cite, "Torn: may not attack");
}

TEST(GoldenRules, PlaysToTheEnd) {
  Reference r(golden_game());
  r.apply("attack Rebel");
  EXPECT_EQ(*r.observe().find("red.field"), "[Rebel]");
  EXPECT_EQ(r.option_keys(), (std::vector<std::string>{"attack Hound", "pass"}));
  r.apply("pass");
  EXPECT_EQ(outcome_text(r.outcome(), r.seats()), "tie");
}


// A rule that loops forever is reported as out of budget, not a hang.
TEST(StepBudget, EndlessRuleIsOutOfBudget) {
  try {
    Reference r(test_game("endless"));
    FAIL() << "an endless rule reached a decision";
  } catch (const OutOfBudget& e) {
    EXPECT_NE(std::string(e.what()).find("no decision after 1000000 steps"), std::string::npos)
        << e.what();
  }
}


// `per_card` vars live on each card instance and show in the observation
// after the card's name while they differ from their initial value. Option
// keys then name the instance (`Bear#3`: serial numbers follow the decks).
TEST(PerCardVars, WoundsStayOnTheirCardAndShowInTheObservation) {
  Reference r(test_game("wounds"));
  EXPECT_EQ(r.option_keys(), std::vector<std::string>{"wound Bear#3"});
  r.apply("wound Bear#3");
  EXPECT_EQ(*r.observe().find("blue.hand"), "[Bear {wounds=1}]");
  EXPECT_EQ(r.option_keys(), (std::vector<std::string>{"wound Hound#1", "wound Pup#2"}));
  r.apply("wound Hound#1");
  EXPECT_EQ(*r.observe().find("red.hand"), "[Hound {wounds=1}, Pup]");
  r.apply("wound Bear#3");
  r.apply("wound Pup#2");  // health 1: KO'd at once
  EXPECT_EQ(*r.observe().find("red.ko"), "[Pup {wounds=1}]");
  r.apply("wound Bear#3");  // the third wound KOs the Bear: blue has no unit left
  EXPECT_EQ(*r.observe().find("blue.ko"), "[Bear {wounds=3}]");
  EXPECT_EQ(outcome_text(r.outcome(), r.seats()), "win red");
}

}  // namespace
}  // namespace canbeat::interp
