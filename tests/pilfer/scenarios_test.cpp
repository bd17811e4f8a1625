// The Pilfer rulebook (games/pilfer/pilfer.rules; toy game, no seed: written
// to prove docs/adding-a-game.md) as scenario tests, each run on BOTH
// engines through the seam: every decision, draws included, is made by
// option key, and the assertions read the canonical observation. Each test
// names the statement of pilfer.rules it checks.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "engines/registry.hpp"
#include "tests/support/game_fixture.hpp"

namespace canbeat {
namespace {

namespace fs = std::filesystem;

class PilferRules : public ::testing::TestWithParam<EngineKind> {
 protected:
  std::unique_ptr<Engine> start() { return make_engine(GetParam(), testing::builtin_game("pilfer"), {}); }

  // The Pilfer rulebook with decks of our own, so that a rule is reached in
  // a few goes.
  std::unique_ptr<Engine> start_with(const std::string& north, const std::string& south) {
    fs::path dir = fs::temp_directory_path() / ("canbeat-pilfer-" + std::to_string(::getpid()) + "-" +
                                                ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(dir);
    fs::copy_file(fs::path(dsl::builtin_games_dir()) / "pilfer" / "pilfer.rules", dir / "pilfer.rules",
                  fs::copy_options::overwrite_existing);
    std::ofstream(dir / "north.deck") << "deck north {\n" << north << "}\n";
    std::ofstream(dir / "south.deck") << "deck south {\n" << south << "}\n";
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

  static std::string pending(const Engine& e) { return pending_text(e.pending(), e.seats()); }

  static void apply_all(Engine& e, const std::vector<std::string>& keys) {
    for (const std::string& k : keys) e.apply(k);
  }

 private:
  std::vector<std::unique_ptr<dsl::Game>> games_;
};

const std::string kRocks = "card \"Rock\" x10 { type stone; value 3; }\n";
const std::string kLogs = "card \"Log\" x10 { type stone; value 3; }\n";

// phase round, `while size(p.hand) < 3 { draw_card(p); }`: north refills his
// hand with three chance draws weighted by copies, then chooses what to
// take; `choose p` offers every card of his hand (all are worth at most 15).
TEST_P(PilferRules, GoRefillsTheHandToThreeThenTakes) {
  auto e = start();
  EXPECT_EQ(field(*e, "phase"), "round");
  EXPECT_EQ(field(*e, "game.heap"), "15");
  EXPECT_EQ(pending(*e), "chance north");
  EXPECT_EQ(e->option_keys(),
            (std::vector<std::string>{"draw Landslide", "draw Pebble", "draw Rock", "draw Stone"}));
  EXPECT_EQ(e->option_weight(e->find_option("draw Pebble")), 4u);  // north.deck: Pebble x4
  EXPECT_EQ(e->option_weight(e->find_option("draw Landslide")), 1u);
  apply_all(*e, {"draw Rock", "draw Pebble", "draw Rock"});
  EXPECT_EQ(pending(*e), "player north");
  EXPECT_EQ(e->option_keys(), (std::vector<std::string>{"take Pebble", "take Rock"}));
  EXPECT_EQ(field(*e, "north.hand"), "[Pebble, Rock, Rock]");
}

// option "take": the heap shrinks by the card's value, the player's haul
// grows by it, the card is spent; then it is south's go.
TEST_P(PilferRules, TakingShrinksTheHeapAndSpendsTheCard) {
  auto e = start();
  apply_all(*e, {"draw Rock", "draw Pebble", "draw Rock", "take Rock"});
  EXPECT_EQ(field(*e, "game.heap"), "12");
  EXPECT_EQ(field(*e, "north.taken"), "3");
  EXPECT_EQ(field(*e, "north.spent"), "[Rock]");
  EXPECT_EQ(field(*e, "north.hand"), "[Pebble, Rock]");
  EXPECT_EQ(pending(*e), "chance south");
  EXPECT_EQ(e->option_keys(), (std::vector<std::string>{"draw Branch", "draw Log", "draw Twig"}));
}

// `if heap <= 0 { win p; }`: a card worth exactly the heap takes the last
// counters (`cant take ... when c.value > heap` does not forbid it) and wins.
TEST_P(PilferRules, TakingTheLastCountersWins) {
  auto e = start_with(kRocks, kLogs);
  apply_all(*e, {"draw Rock", "draw Rock", "draw Rock", "take Rock"});  // 12
  apply_all(*e, {"draw Log", "draw Log", "draw Log", "take Log"});      // 9
  apply_all(*e, {"draw Rock", "take Rock", "draw Log", "take Log"});    // 3
  EXPECT_EQ(field(*e, "turn"), "3");
  apply_all(*e, {"draw Rock"});
  EXPECT_EQ(e->option_keys(), std::vector<std::string>{"take Rock"});
  e->apply("take Rock");
  EXPECT_EQ(field(*e, "game.heap"), "0");
  EXPECT_EQ(field(*e, "outcome"), "win north");
  EXPECT_EQ(field(*e, "pending"), "none");
  EXPECT_EQ(e->option_count(), 0u);
}

// `cant take(p, c) ... when c.value > heap`, and the Landslide's own `can
// take`: a card's can beats the rulebook's cant (the golden rules). At heap
// 1 north's Stones may not take, the Landslide may, and wins.
TEST_P(PilferRules, LandslideBeatsTheHeapLimit) {
  auto e = start();
  apply_all(*e, {"draw Rock", "draw Landslide", "draw Pebble", "take Rock"});  // 12
  apply_all(*e, {"draw Log", "draw Log", "draw Log", "take Log"});             // 9
  apply_all(*e, {"draw Rock", "take Rock", "draw Twig", "take Log"});          // 3
  apply_all(*e, {"draw Stone", "take Pebble", "draw Branch", "take Twig"});    // 1
  apply_all(*e, {"draw Stone"});
  EXPECT_EQ(field(*e, "north.hand"), "[Landslide, Stone, Stone]");
  EXPECT_EQ(e->option_keys(), std::vector<std::string>{"take Landslide"});
  e->apply("take Landslide");
  EXPECT_EQ(field(*e, "game.heap"), "-3");
  EXPECT_EQ(field(*e, "north.taken"), "11");
  EXPECT_EQ(field(*e, "outcome"), "win north");
}

// A player who cannot take passes (no decision); `if passes == count(q in
// players) { tie; }`: a round in which nobody could take ends the game tied.
TEST_P(PilferRules, ARoundWithoutATakeIsATie) {
  auto e = start_with("card \"Pebble\" x2 { type stone; value 1; }\n" + kRocks,
                      "card \"Stone\" x10 { type stone; value 2; }\n");
  apply_all(*e, {"draw Rock", "draw Rock", "draw Pebble", "take Rock"});      // 12
  apply_all(*e, {"draw Stone", "draw Stone", "draw Stone", "take Stone"});    // 10
  apply_all(*e, {"draw Rock", "take Rock", "draw Stone", "take Stone"});      // 5
  apply_all(*e, {"draw Pebble", "take Pebble", "draw Stone", "take Stone"});  // 2
  apply_all(*e, {"draw Rock", "take Pebble"});                                // 1
  // South holds three Stones at heap 1: a pass, and the round ends.
  EXPECT_EQ(pending(*e), "chance south");
  e->apply("draw Stone");
  EXPECT_EQ(field(*e, "turn"), "5");
  EXPECT_EQ(field(*e, "game.passes"), "0");
  EXPECT_EQ(pending(*e), "chance north");
  e->apply("draw Rock");  // north holds three Rocks: a pass; south again
  EXPECT_EQ(field(*e, "outcome"), "tie");
  EXPECT_EQ(field(*e, "game.passes"), "2");
  EXPECT_EQ(field(*e, "game.heap"), "1");
}

// draw_card: "a draw from an empty deck first shuffles the spent pile into
// it". Five Pebbles: three in hand, two drawn on the next goes; on the
// fourth go the deck is empty and the three spent Pebbles come back before
// the draw.
TEST_P(PilferRules, AnEmptyDeckTakesBackTheSpentPile) {
  auto e = start_with("card \"Pebble\" x5 { type stone; value 1; }\n",
                      "card \"Twig\" x5 { type stone; value 1; }\n");
  apply_all(*e, {"draw Pebble", "draw Pebble", "draw Pebble", "take Pebble"});
  apply_all(*e, {"draw Twig", "draw Twig", "draw Twig", "take Twig"});
  for (int go = 0; go < 2; ++go) apply_all(*e, {"draw Pebble", "take Pebble", "draw Twig", "take Twig"});
  EXPECT_EQ(pending(*e), "chance north");
  EXPECT_EQ(field(*e, "north.deck"), "[Pebble, Pebble, Pebble]");
  EXPECT_EQ(field(*e, "north.spent"), "[]");
  EXPECT_EQ(e->option_weight(0), 3u);
  e->apply("draw Pebble");
  EXPECT_EQ(field(*e, "north.deck"), "[Pebble, Pebble]");
  EXPECT_EQ(field(*e, "north.hand"), "[Pebble, Pebble, Pebble]");
}

// draw_card: with deck and spent pile both empty the rules do not decide:
// `undecided "empty-draw"`. A two-card deck cannot fill a hand of three.
TEST_P(PilferRules, ADrawFromNothingIsUndecided) {
  auto e = start_with("card \"Pebble\" x2 { type stone; value 1; }\n",
                      "card \"Twig\" x5 { type stone; value 1; }\n");
  apply_all(*e, {"draw Pebble", "draw Pebble"});
  EXPECT_EQ(field(*e, "outcome"), "undecided empty-draw");
  EXPECT_EQ(field(*e, "pending"), "none");
  EXPECT_EQ(e->option_count(), 0u);
}

INSTANTIATE_TEST_SUITE_P(BothEngines, PilferRules, ::testing::Values(EngineKind::reference, EngineKind::fast),
                         [](const auto& info) { return info.param == EngineKind::reference ? "reference" : "fast"; });

}  // namespace
}  // namespace canbeat
