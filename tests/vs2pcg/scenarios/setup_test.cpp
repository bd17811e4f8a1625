// "Setting Up the Game" of the Vs. System 2PCG rulebooks as scenario tests,
// on both engines: ../shared/seeds/000_03a9bc82aad99cdb.txt ("000") lines
// 157-165 and 001_7b361cf90076b544.txt ("001") lines 163-172. Rule ids:
// docs/vs2pcg/rulebook-examples.md.
#include <gtest/gtest.h>

#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class Setup : public ::testing::TestWithParam<EngineKind> {};

// Earth and Space tell the two hands apart; Fury 161 is a second card to
// draw so that a mulligan's new hand differs from the old.
const char* const decks = R"(
deck us "Us" { ALN-001 x1; ALN-002 x1; ALN-059 x10; ALN-058 x10; }
deck them "Them" { ALN-029 x1; ALN-030 x1; ALN-060 x20; }
)";

// R-SU-03, 000:161 / 001:168: a random draw decides who *chooses*; the
// chooser then picks the first player, who may be the other seat.
TEST_P(Setup, RSu03_TheChooserPicksTheFirstPlayer) {
  Vs2pcgTable t(GetParam(), decks, {"us", "them"});
  EXPECT_EQ(t.offered("chooser"), (std::vector<std::string>{"first", "second"}));
  t.take("chooser second");
  EXPECT_EQ(t.pending(), "player second");
  EXPECT_EQ(t.offered("first"), (std::vector<std::string>{"first", "second"}));
  t.take("first first");
  EXPECT_EQ(t.field("game.first_seat"), "0");
  EXPECT_EQ(t.field("game.active"), "0");
}

// R-MC-01 (000:430): the Main Character starts in play, paid for by nothing.
// R-SU-04, 000:162 / 001:169: starting with the first player, each player
// puts its Level 1 Main Character into its Front or Back Row; the Level 2
// version is set aside.
TEST_P(Setup, RSu04_FirstPlayerPlacesMainCharacterFirstLevel2SetAside) {
  Vs2pcgTable t(GetParam(), decks, {"us", "them"});
  t.take("chooser first");
  t.take("first second");
  EXPECT_EQ(t.field("game.first_seat"), "1");
  EXPECT_EQ(t.pending(), "player second");
  EXPECT_TRUE(t.offers("main_front"));
  EXPECT_TRUE(t.offers("main_back"));
  t.take("main_back");
  EXPECT_EQ(t.pending(), "player first");
  t.take("main_front");
  EXPECT_EQ(t.field("second.back_row"), "[The Queen]");
  EXPECT_EQ(t.field("second.front_row"), "[]");
  EXPECT_EQ(t.field("first.front_row"), "[Warrant Officer Ripley]");
  EXPECT_EQ(t.field("first.set_aside"), "[Warrant Officer Ripley]");
  EXPECT_EQ(t.field("second.set_aside"), "[The Queen]");
  EXPECT_EQ(zone_size(t.field("first.deck")), 20u);  // both Ripleys left the deck
}

// R-SU-06, 000:164 / 001:171: each player draws 7; then, with the second
// seat going first, the mulligan choice starts with it (000:165).
TEST_P(Setup, RSu06_EachPlayerDrawsSeven) {
  Vs2pcgTable t(GetParam(), decks, {"us", "them"});
  t.take("chooser first");
  t.take("first second");
  t.take("main_front");
  t.take("main_front");
  for (int i = 0; i < 7; ++i) t.take("draw", "Earth");
  for (int i = 0; i < 7; ++i) t.take("draw", "Space");
  EXPECT_EQ(zone_size(t.field("first.hand")), 7u);
  EXPECT_EQ(zone_size(t.field("second.hand")), 7u);
  EXPECT_EQ(zone_size(t.field("first.deck")), 13u);
  EXPECT_EQ(zone_size(t.field("second.deck")), 13u);
  EXPECT_EQ(t.pending(), "player second");
  EXPECT_TRUE(t.offers("mulligan"));
  EXPECT_TRUE(t.offers("keep"));
}

// R-SU-07, 000:165 / 001:172: the first player may mulligan once: the hand
// goes back into the deck and 7 new cards are drawn; then the next player
// decides, and the first player is not asked again.
TEST_P(Setup, RSu07_MulliganOnceThenTheNextPlayerDecides) {
  Vs2pcgTable t(GetParam(), decks, {"us", "them"});
  t.take("chooser first");
  t.take("first first");
  t.take("main_front");
  t.take("main_front");
  for (int i = 0; i < 7; ++i) t.take("draw", "Earth");
  for (int i = 0; i < 7; ++i) t.take("draw", "Space");
  EXPECT_EQ(t.pending(), "player first");
  t.take("mulligan");
  EXPECT_EQ(t.field("first.hand"), "[]");
  EXPECT_EQ(zone_size(t.field("first.deck")), 20u);
  for (int i = 0; i < 7; ++i) t.take("draw", "Fury 161");
  EXPECT_EQ(t.field("first.hand"),
            "[Fury 161, Fury 161, Fury 161, Fury 161, Fury 161, Fury 161, Fury 161]");
  EXPECT_EQ(t.pending(), "player second");
  EXPECT_TRUE(t.offers("mulligan"));
  t.take("keep");
  // The game begins: the first player's Resource Step (it skips its draw).
  EXPECT_EQ(t.field("phase"), "resource");
  EXPECT_EQ(t.pending(), "player first");
  EXPECT_FALSE(t.offers("mulligan"));
  EXPECT_EQ(zone_size(t.field("second.hand")), 7u);
}

INSTANTIATE_TEST_SUITE_P(Engines, Setup, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return engine_name(info.param); });

}  // namespace
}  // namespace canbeat::testing
