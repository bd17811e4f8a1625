// Tests of the native Aliens: This Time It's War engine alone
// (canbeat_fast_titw, no DSL): hand-built data, driven by option keys as a
// repro file would drive it. Each test names the seed lines
// (003_27d54a5f57ee5a28.txt) it checks. The rulebook's scenarios on both
// engines are in scenarios/.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "fast-engine/titw/engine.hpp"

namespace canbeat::fast::titw {
namespace {

Card card(std::string name, Type type, int copies = 1) {
  Card c;
  c.name = std::move(name);
  c.type = type;
  c.copies = copies;
  return c;
}

// One battlefield, the Nuke card, Ripley and Frost; 20 Pulse Rifles against
// 20 Drones (each power 1, cost 0).
Data table() {
  Data d;
  d.seat_names = {"marine", "alien"};
  Card bf = card("Reactor Chamber", Type::battlefield);
  bf.order = 1;
  bf.spaces = 4;
  bf.dashes = 2;
  Card nuke = card("Nuke the entire site from orbit", Type::nuke);
  nuke.tokens = 10;
  Card ripley = card("Ripley", Type::character);
  ripley.rating = 5;
  Card frost = card("Pvt. Frost", Type::character);
  Card rifle = card("M41A Pulse Rifle", Type::firepower, 20);
  rifle.power = 1;
  Card drone = card("Alien Drone", Type::attack, 20);
  drone.power = 1;
  drone.alien_card = true;
  d.decks[0] = {bf, nuke, ripley, frost, rifle};
  d.decks[1] = {drone};
  return d;
}

std::string field(const canbeat::Engine& e, const std::string& path) {
  Observation o = e.observe();
  const std::string* v = o.find(path);
  return v ? *v : "<absent>";
}

// Draws until the pending decision is a player's.
void draw_all(Engine& e) {
  while (e.pending().who == Decider::chance) e.apply(std::size_t{0});
}

// 003:47-52 SETUP: the table out of the Marine deck, five cards each; every
// card is its own option ("draw M41A Pulse Rifle#5"), weight 1.
TEST(TitwEngine, SetupDealsTheTableAndFiveCards) {
  Engine e(table());
  EXPECT_EQ(field(e, "table.battlefields"), "[Reactor Chamber]");
  EXPECT_EQ(field(e, "marine.roster"), "[Pvt. Frost, Ripley]");
  EXPECT_EQ(field(e, "game.nuke_tokens"), "10");
  EXPECT_EQ(field(e, "game.last"), "4");
  EXPECT_EQ(e.option_count(), 20u);
  EXPECT_EQ(e.option_key(0), "draw M41A Pulse Rifle#10");
  EXPECT_EQ(e.option_weight(0), 1u);
  draw_all(e);
  EXPECT_EQ(field(e, "phase"), "marine_cards");
  EXPECT_EQ(e.nuke_tokens(), 10);
}

// 003:152-154: equal power: a Nuke token, no casualty; 003:130-132: greater:
// the lowest-rated character.
TEST(TitwEngine, AttackTiesRemoveATokenGreaterKills) {
  Engine e(table());
  draw_all(e);
  e.apply("done");
  draw_all(e);
  e.apply("done");  // 0 against 0
  EXPECT_EQ(e.nuke_tokens(), 9);
  draw_all(e);
  e.apply("done");
  draw_all(e);
  e.apply(e.option_count() - 1);  // play an Alien Drone
  e.apply(std::size_t{0});        // to Reactor Chamber
  e.apply("done");
  EXPECT_EQ(field(e, "game.alien_power"), "1");
  EXPECT_EQ(e.option_key(0), "casualty Pvt. Frost#4");
  e.apply(std::size_t{0});
  EXPECT_EQ(field(e, "marine.dead"), "[Pvt. Frost {kills=1}]");
}

// The deliberate fault (faults.hpp): the tie of the first attack kills.
TEST(TitwEngine, TieKillsFaultOffersACasualty) {
  Engine e(table(), Faults{.tie_kills = true});
  draw_all(e);
  e.apply("done");
  draw_all(e);
  e.apply("done");
  EXPECT_EQ(e.pending().who, Decider::player);
  EXPECT_EQ(e.option_key(0), "casualty Pvt. Frost#4");
}

TEST(TitwEngine, CloneIsIndependent) {
  Engine e(table());
  draw_all(e);
  auto c = e.clone();
  e.apply("done");
  EXPECT_EQ(field(*c, "phase"), "marine_cards");
  EXPECT_NE(c->observe(), e.observe());
}

}  // namespace
}  // namespace canbeat::fast::titw
