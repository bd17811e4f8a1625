// Tests of the native Pilfer engine alone (canbeat_fast_pilfer, no DSL):
// hand-built data, driven by option keys as a repro file would drive it.
// Each test names the pilfer.rules statement it checks (toy game, no seed).
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "fast-engine/pilfer/engine.hpp"

namespace canbeat::fast::pilfer {
namespace {

Data data(std::vector<Card> north, std::vector<Card> south) {
  Data d;
  d.seats[0] = {"north", std::move(north)};
  d.seats[1] = {"south", std::move(south)};
  return d;
}

std::string field(const canbeat::Engine& e, const std::string& path) {
  Observation o = e.observe();
  const std::string* v = o.find(path);
  return v ? *v : "<absent>";
}

void apply_all(Engine& e, const std::vector<std::string>& keys) {
  for (const std::string& k : keys) e.apply(k);
}

const Data kRocksAndLogs = data({{"Rock", 3, 10}}, {{"Log", 3, 10}});

// Kinds sort by name whatever the deck-list order, and a name listed twice
// adds up its copies (option keys and weights).
TEST(PilferEngine, DrawOptionsAreSortedAndWeighedByCopies) {
  Engine e(data({{"Stone", 2, 3}, {"Pebble", 1, 1}, {"Stone", 2, 2}}, {{"Log", 3, 10}}));
  EXPECT_EQ(e.option_keys(), (std::vector<std::string>{"draw Pebble", "draw Stone"}));
  EXPECT_EQ(e.option_weight(1), 5u);
  EXPECT_EQ(field(e, "north.deck"), "[Pebble, Stone, Stone, Stone, Stone, Stone]");
}

// Data out of the engine's limits is refused, never truncated.
TEST(PilferEngine, RefusesDataOutOfItsLimits) {
  std::vector<Card> many;
  for (int i = 0; i < Engine::kMaxKinds + 1; ++i) many.push_back({"Card" + std::to_string(i), 1, 1});
  EXPECT_THROW(Engine(data(many, {{"Log", 3, 10}})), std::invalid_argument);
  EXPECT_THROW(Engine(data({{"Rock", 3, 200}, {"Pebble", 1, 100}}, {{"Log", 3, 10}})), std::invalid_argument);
  EXPECT_THROW(Engine(data({{"Rock", 3, 1}, {"Rock", 2, 1}}, {{"Log", 3, 10}})), std::invalid_argument);
}

// A clone plays on alone: the original does not move.
TEST(PilferEngine, CloneIsIndependent) {
  Engine e(kRocksAndLogs);
  apply_all(e, {"draw Rock", "draw Rock", "draw Rock"});
  auto copy = e.clone();
  copy->apply("take Rock");
  EXPECT_EQ(e.heap(), 15);
  EXPECT_EQ(field(*copy, "game.heap"), "12");
  EXPECT_EQ(copy->history().size(), 4u);
  EXPECT_EQ(e.history().size(), 3u);
}

// An option that is not there is refused and changes nothing.
TEST(PilferEngine, UnknownKeyIsIllegal) {
  Engine e(kRocksAndLogs);
  EXPECT_THROW(e.apply("take Rock"), IllegalOption);  // a draw is pending
  EXPECT_EQ(e.heap(), 15);
}

// The faults break what they say, and only that: `cant take ... when
// c.value > heap` read as `>=` refuses the Rock that takes the last three
// counters; north then passes instead of winning, and so does south.
TEST(PilferEngine, ExactTakeRefusedFaultRefusesTheLastTake) {
  for (bool fault : {false, true}) {
    Engine e(kRocksAndLogs, Faults{.exact_take_refused = fault});
    apply_all(e, {"draw Rock", "draw Rock", "draw Rock", "take Rock", "draw Log", "draw Log", "draw Log",
                  "take Log", "draw Rock", "take Rock", "draw Log", "take Log", "draw Rock"});
    EXPECT_EQ(e.heap(), 3);
    if (!fault) {
      EXPECT_EQ(e.option_keys(), std::vector<std::string>{"take Rock"});
    } else {
      e.apply("draw Log");                      // north passed; south refills
      EXPECT_EQ(field(e, "game.passes"), "2");  // and passes too
      EXPECT_EQ(field(e, "outcome"), "tie");
    }
  }
}

// A card's own `can take` beats the rulebook's cant; the fault forgets it.
TEST(PilferEngine, CardCanIgnoredFaultForgetsTheLandslide) {
  Data d = data({{"Landslide", 20, 1, true}, {"Rock", 3, 2}}, {{"Log", 3, 10}});
  for (bool fault : {false, true}) {
    Engine e(d, Faults{.card_can_ignored = fault});
    apply_all(e, {"draw Landslide", "draw Rock", "draw Rock"});
    std::vector<std::string> want = {"take Landslide", "take Rock"};
    if (fault) want = {"take Rock"};
    EXPECT_EQ(e.option_keys(), want);
  }
}

}  // namespace
}  // namespace canbeat::fast::pilfer
