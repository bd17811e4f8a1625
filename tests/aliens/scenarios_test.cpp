// The ALIENS rulebook (../shared/seeds/004_41363310b93d11c8.txt) as scenario
// tests, each run on BOTH engines through the seam: the decisions are made by
// option key (draws included: a draw is a chance decision the test resolves),
// and the assertions read the canonical observation. Each test names the
// section of the seed it checks.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "engines/registry.hpp"
#include "tests/support/game_fixture.hpp"

namespace canbeat {
namespace {

namespace fs = std::filesystem;

class AliensRules : public ::testing::TestWithParam<EngineKind> {
 protected:
  std::unique_ptr<Engine> start() { return make_engine(GetParam(), testing::builtin_game("aliens"), {}); }

  // A game with the ALIENS rulebook and small decks of our own, so that the
  // end-of-game rules are reached in one encounter.
  std::unique_ptr<Engine> start_with(const std::string& marine, const std::string& alien) {
    fs::path dir = fs::temp_directory_path() / ("canbeat-scenario-" + std::to_string(::getpid()) + "-" +
                                                ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(dir);
    fs::copy_file(fs::path(dsl::builtin_games_dir()) / "aliens" / "aliens.rules", dir / "aliens.rules",
                  fs::copy_options::overwrite_existing);
    std::ofstream(dir / "marine.cards") << "deck marine {\n" << marine << "}\n";
    std::ofstream(dir / "alien.cards") << "deck alien {\n" << alien << "}\n";
    dsl::Diagnostics diags;
    auto game = dsl::load_game(dir.string(), diags);
    EXPECT_TRUE(game.has_value()) << diags.text();
    games_.push_back(std::make_unique<dsl::Game>(std::move(*game)));
    fs::remove_all(dir);
    return make_engine(GetParam(), *games_.back(), {});
  }

  static std::string field(const Engine& e, const std::string& path) {
    Observation o = e.observe();
    const std::string* v = o.find(path);
    return v ? *v : "<absent>";
  }

  static void apply_all(Engine& e, const std::vector<std::string>& keys) {
    for (const std::string& k : keys) e.apply(k);
  }

  static std::vector<std::string> draws(const std::vector<std::string>& names) {
    std::vector<std::string> keys;
    for (const auto& n : names) keys.push_back("draw " + n);
    return keys;
  }

 private:
  std::vector<std::unique_ptr<dsl::Game>> games_;
};

// LOGISTICS PHASE: "Each player draws 6 cards from his own Deck": six chance
// decisions for the Marine, then six for the Alien; options are the distinct
// cards left in the deck, weighted by copies.
TEST_P(AliensRules, LogisticsDrawsSixCardsEachAsChanceDecisions) {
  auto e = start();
  EXPECT_EQ(field(*e, "phase"), "logistics");
  EXPECT_EQ(pending_text(e->pending(), e->seats()), "chance marine");
  ASSERT_NE(e->find_option("draw Private"), Engine::npos);
  EXPECT_EQ(e->option_weight(e->find_option("draw Private")), 7u);  // MARINE DECK: Private x7
  EXPECT_EQ(e->option_count(), 28u);  // 28 distinct Marine cards
  apply_all(*e, draws({"Private", "Private", "Sergeant", "Riply", "Courage", "Shotgun"}));
  EXPECT_EQ(field(*e, "marine.hand"), "[Courage, Private, Private, Riply, Sergeant, Shotgun]");
  EXPECT_EQ(pending_text(e->pending(), e->seats()), "chance alien");
  EXPECT_EQ(e->option_weight(e->find_option("draw Brood Warrior")), 8u);  // ALIEN DECK: x8
}

// COMBAT PHASE worked through: CT, WT, TT are the Force sums of each suit
// plus 1, CFT = CT x WT x TT; CASUALTY PHASE: the higher CFT wins, the
// winner's hand goes to his Reserve pile, the loser's to his Casualty pile.
TEST_P(AliensRules, CombatForceTotalAndCasualties) {
  auto e = start();
  apply_all(*e, draws({"Riply", "Sergeant", "Pulse Rifles", "Flamers", "Courage", "Blast Doors"}));
  apply_all(*e, draws({"Queen", "Brood Warrior", "Brood Warrior", "Acidic Blood", "Terror", "Hunting"}));
  apply_all(*e, {"done", "done"});
  EXPECT_EQ(field(*e, "marine.ct"), "9");   // 5 + 3 + 1
  EXPECT_EQ(field(*e, "marine.wt"), "8");   // 4 + 3 + 1
  EXPECT_EQ(field(*e, "marine.tt"), "4");   // 2 + 1 + 1
  EXPECT_EQ(field(*e, "marine.cft"), "288");
  EXPECT_EQ(field(*e, "alien.ct"), "12");   // 5 + 3 + 3 + 1
  EXPECT_EQ(field(*e, "alien.wt"), "2");
  EXPECT_EQ(field(*e, "alien.tt"), "4");
  EXPECT_EQ(field(*e, "alien.cft"), "96");
  EXPECT_EQ(field(*e, "marine.reserve"), "[Blast Doors, Courage, Flamers, Pulse Rifles, Riply, Sergeant]");
  EXPECT_EQ(field(*e, "alien.casualty"),
            "[Acidic Blood, Brood Warrior, Brood Warrior, Hunting, Queen, Terror]");
  EXPECT_EQ(field(*e, "marine.hand"), "[]");
  EXPECT_EQ(field(*e, "turn"), "2");
  EXPECT_EQ(field(*e, "phase"), "logistics");
}

// CASUALTY PHASE: "If the players tie, both hands go to the Casualty pile."
TEST_P(AliensRules, TieSendsBothHandsToCasualty) {
  auto e = start();
  apply_all(*e, draws({"Private", "Private", "Private", "Private", "Private", "Private"}));  // CFT 13x1x1
  apply_all(*e, draws({"Face Hugger", "Face Hugger", "Face Hugger", "Brood Warrior", "Brood Warrior",
                       "Brood Warrior"}));  // CT 3 + 9 + 1 = 13: CFT 13
  apply_all(*e, {"done", "done"});
  EXPECT_EQ(field(*e, "marine.cft"), "13");
  EXPECT_EQ(field(*e, "alien.cft"), "13");
  EXPECT_EQ(field(*e, "marine.casualty"), "[Private, Private, Private, Private, Private, Private]");
  EXPECT_EQ(field(*e, "alien.casualty"),
            "[Brood Warrior, Brood Warrior, Brood Warrior, Face Hugger, Face Hugger, Face Hugger]");
  EXPECT_EQ(field(*e, "marine.reserve"), "[]");
  EXPECT_EQ(field(*e, "alien.reserve"), "[]");
}

// DEPLOYMENT PHASE: "Each player may discard up to 4 cards to their Reserve
// pile and draw replacement cards." After four discards only "done" is left;
// then four replacement draws.
TEST_P(AliensRules, DeploymentDiscardsUpToFourThenDrawsReplacements) {
  auto e = start();
  apply_all(*e, draws({"Lieutenant", "Company Rep", "Hand Guns", "Body Armor", "Blast Doors", "Riply"}));
  apply_all(*e, draws({"Queen", "Terror", "Hunting", "Pursuit", "Ambush", "Cunning"}));
  EXPECT_EQ(pending_text(e->pending(), e->seats()), "player marine");
  EXPECT_EQ(e->option_keys(), (std::vector<std::string>{
                                  "discard Blast Doors", "discard Body Armor", "discard Company Rep",
                                  "discard Hand Guns", "discard Lieutenant", "discard Riply", "done"}));
  apply_all(*e, {"discard Lieutenant", "discard Company Rep", "discard Hand Guns", "discard Body Armor"});
  EXPECT_EQ(e->option_keys(), std::vector<std::string>{"done"});
  EXPECT_EQ(field(*e, "marine.discards"), "4");
  EXPECT_EQ(field(*e, "marine.reserve"), "[Body Armor, Company Rep, Hand Guns, Lieutenant]");
  e->apply("done");
  EXPECT_EQ(pending_text(e->pending(), e->seats()), "chance marine");  // a replacement draw
  apply_all(*e, draws({"Android", "Pulse Rifles", "Exoskeleton", "Autocannons"}));
  EXPECT_EQ(field(*e, "marine.hand"), "[Android, Autocannons, Blast Doors, Exoskeleton, Pulse Rifles, Riply]");
  EXPECT_EQ(pending_text(e->pending(), e->seats()), "player alien");
}

// LOGISTICS PHASE: "If the deck runs out, shuffle the Reserve pile and draw
// from it." Always discarding four keeps the Reserve filling up until the
// deck runs dry in turn 4; then the Reserve becomes the deck.
TEST_P(AliensRules, EmptyDeckDrawsFromTheShuffledReserve) {
  auto e = start();
  bool seen = false;
  while (e->option_count() > 0 && !seen) {
    Observation before = e->observe();
    e->apply(std::size_t{0});  // first option: discards come before "done"
    Observation after = e->observe();
    if (*before.find("marine.deck") == "[]" && *before.find("marine.reserve") != "[]" &&
        pending_text(e->pending(), e->seats()) == "chance marine") {
      EXPECT_EQ(*after.find("marine.reserve"), "[]");
      EXPECT_NE(*after.find("marine.deck"), "[]");
      seen = true;
    }
  }
  EXPECT_TRUE(seen) << "the Marine deck never ran out";
}

// Not decided by the rules: a player must draw, but his deck and Reserve
// pile are both empty. A five-card Marine deck reaches it on the sixth draw.
TEST_P(AliensRules, DrawFromEmptyDeckAndReserveIsUndecided) {
  auto e = start_with("card \"Private\" x5 { type combatant; force 2; }\n",
                      "card \"Queen\" x6 { type combatant; force 5; }\n");
  apply_all(*e, draws({"Private", "Private", "Private", "Private", "Private"}));
  EXPECT_EQ(e->outcome().kind, Outcome::Kind::undecided);
  EXPECT_EQ(field(*e, "outcome"), "undecided empty-draw");
  EXPECT_EQ(field(*e, "pending"), "none");
  EXPECT_EQ(e->option_count(), 0u);
}

// LOGISTICS PHASE, Last Hand Attrition: with every card not in his hand in
// his Casualty pile (deck and Reserve empty after the draw), a player
// discards one random card (a chance decision) to his Casualty pile.
TEST_P(AliensRules, LastHandAttritionDiscardsARandomCard) {
  auto e = start_with("card \"Private\" x12 { type combatant; force 2; }\n",
                      "card \"Queen\" x2 { type combatant; force 5; }\n"
                      "card \"Terror\" x4 { type tactics; force 2; }\n");
  apply_all(*e, draws({"Private", "Private", "Private", "Private", "Private", "Private"}));
  apply_all(*e, draws({"Queen", "Queen", "Terror", "Terror", "Terror", "Terror"}));
  EXPECT_EQ(pending_text(e->pending(), e->seats()), "chance alien");
  EXPECT_EQ(e->option_keys(), (std::vector<std::string>{"attrition Queen", "attrition Terror"}));
  EXPECT_EQ(e->option_weight(1), 4u);
  e->apply("attrition Terror");
  EXPECT_EQ(field(*e, "alien.casualty"), "[Terror]");
  EXPECT_EQ(field(*e, "alien.hand"), "[Queen, Queen, Terror, Terror, Terror]");
}

// OBJECT: "A player loses when all of his cards are in his Casualty pile.
// The other player wins the game."
TEST_P(AliensRules, PlayerWithAllCardsInCasualtyLoses) {
  auto e = start_with("card \"Riply\" x12 { type combatant; force 5; }\n",
                      "card \"Face Hugger\" x6 { type combatant; force 1; }\n");
  apply_all(*e, draws(std::vector<std::string>(6, "Riply")));
  apply_all(*e, draws(std::vector<std::string>(6, "Face Hugger")));
  // Alien: deck and Reserve empty after drawing 6: Last Hand Attrition first.
  e->apply("attrition Face Hugger");
  apply_all(*e, {"done", "done"});
  EXPECT_EQ(field(*e, "outcome"), "win marine");
  EXPECT_EQ(field(*e, "alien.casualty"),
            "[Face Hugger, Face Hugger, Face Hugger, Face Hugger, Face Hugger, Face Hugger]");
  EXPECT_EQ(field(*e, "phase"), "casualty");
  EXPECT_EQ(e->option_count(), 0u);
}

// Not decided by the rules: both players have all their cards in their
// Casualty piles at once (a tie of the last hands). OBJECT names "the other
// player" as the winner, and there is none.
TEST_P(AliensRules, BothPlayersBeatenAtOnceIsUndecided) {
  auto e = start_with("card \"Test Marine\" x6 { type combatant; force 2; }\n",
                      "card \"Test Alien\" x6 { type combatant; force 2; }\n");
  apply_all(*e, draws(std::vector<std::string>(6, "Test Marine")));
  e->apply("attrition Test Marine");  // Last Hand Attrition for both
  apply_all(*e, draws(std::vector<std::string>(6, "Test Alien")));
  e->apply("attrition Test Alien");
  apply_all(*e, {"done", "done"});
  EXPECT_EQ(field(*e, "marine.cft"), "11");  // 5 x 2 + 1
  EXPECT_EQ(field(*e, "alien.cft"), "11");
  EXPECT_EQ(field(*e, "outcome"), "undecided both-beaten");
  EXPECT_EQ(e->option_count(), 0u);
}

// OBJECT, the other way round: the Marine's last hand loses the encounter.
TEST_P(AliensRules, AlienWinsWhenTheMarinesLastHandLoses) {
  auto e = start_with("card \"Private\" x6 { type combatant; force 2; }\n",
                      "card \"Face Hugger\" x3 { type combatant; force 1; }\n"
                      "card \"Brood Warrior\" x3 { type combatant; force 3; }\n");
  apply_all(*e, draws(std::vector<std::string>(6, "Private")));
  e->apply("attrition Private");
  apply_all(*e, draws({"Face Hugger", "Face Hugger", "Face Hugger", "Brood Warrior", "Brood Warrior",
                       "Brood Warrior"}));
  e->apply("attrition Face Hugger");
  apply_all(*e, {"done", "done"});
  EXPECT_EQ(field(*e, "marine.cft"), "11");  // 5 Privates: CT 11
  EXPECT_EQ(field(*e, "alien.cft"), "12");   // 2 + 9 + 1
  EXPECT_EQ(field(*e, "outcome"), "win alien");
}

INSTANTIATE_TEST_SUITE_P(BothEngines, AliensRules,
                         ::testing::Values(EngineKind::reference, EngineKind::fast),
                         [](const auto& info) {
                           return info.param == EngineKind::reference ? "reference" : "fast";
                         });

}  // namespace
}  // namespace canbeat
