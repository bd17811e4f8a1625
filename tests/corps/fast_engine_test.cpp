// Tests of the native corps engine through the seam (games/corps loaded
// from the DSL, driven by option keys as a repro file drives it). Each
// test names the seed lines (002_101a2205318d67bb.txt) and the rules file
// it checks; the rulebook's scenarios on both engines are in scenarios/.
#include <gtest/gtest.h>

#include <string>

#include "fast-engine/corps/engine.hpp"
#include "harness/agent.hpp"
#include "tests/support/game_fixture.hpp"

namespace canbeat::fast::corps {
namespace {

std::unique_ptr<Engine> fresh(std::size_t players, Faults f = {}) {
  auto data = std::make_shared<const Data>(load_data(testing::builtin_game("corps"), players));
  return std::make_unique<Engine>(data, f);
}

// Takes the option whose key without its serial numbers is `key`.
void take(canbeat::Engine& e, const std::string& key) {
  for (std::size_t i = 0; i < e.option_count(); ++i)
    if (without_serials(e.option_key(i)) == key) return e.apply(i);
  FAIL() << "no option '" << key << "'";
}

std::vector<std::string> keys(const canbeat::Engine& e) {
  std::vector<std::string> out;
  for (const std::string& k : e.option_keys()) out.push_back(without_serials(k));
  return out;
}

std::string field(const canbeat::Engine& e, const std::string& path) {
  Observation o = e.observe();
  const std::string* v = o.find(path);
  return v ? *v : "<absent>";
}

// SETUP (002:65-89, setup.rules): the first seat chooses the mission, each
// seat a HERO; every card is its own option, "NAME#serial".
TEST(CorpsEngine, SetupChoosesMissionAndHeroes) {
  auto e = fresh(2);
  EXPECT_EQ(field(*e, "phase"), "");
  EXPECT_EQ(keys(*e), (std::vector<std::string>{"mission Stand-in Bug Hunt", "mission Stand-in Campaign",
                                                "mission Stand-in Mission: Terminals"}));
  take(*e, "mission Stand-in Mission: Terminals");
  EXPECT_EQ(field(*e, "game.turn_limit"), "8");
  EXPECT_EQ(e->pending().seat, 0);
  EXPECT_EQ(e->option_count(), 6u);
  take(*e, "hero Cpl. Hicks");
  EXPECT_EQ(e->pending().seat, 1);
  EXPECT_EQ(e->option_count(), 5u);
  take(*e, "hero Ellen Ripley");
  // Gearing up (002:73): the HERO's player gears it, the leader the GRUNTS.
  EXPECT_EQ(e->pending().seat, 0);  // Lt. Gorman, a GRUNT: the leader (Hicks, rank 3)
  EXPECT_EQ(e->option_key(e->option_count() - 1), "geared");
}

// Starts a 1-player Bug Hunt with Sgt. Apone, its two sentry guns in the
// first spaces offered, facing east.
std::unique_ptr<Engine> bug_hunt() {
  auto e = fresh(1);
  take(*e, "mission Stand-in Bug Hunt");
  take(*e, "hero Sgt. Apone");
  for (int gun = 0; gun < 2; ++gun) {
    EXPECT_EQ(e->option_key(0).rfind("sentry ", 0), 0u);  // sentry.rules: the leader places
    e->apply(std::size_t{0});
    EXPECT_EQ(keys(*e), (std::vector<std::string>{"face east", "face north", "face south", "face west"}));
    take(*e, "face east");
  }
  return e;
}

// 002:75: a Bug Hunt gears every character with an HK VP70 Pistol; the
// sentry guns are placed (002:434-438); then the Marine phase starts (1
// player: no choice of who starts).
TEST(CorpsEngine, BugHuntGearsAPistolEach) {
  auto e = bug_hunt();
  EXPECT_EQ(field(*e, "phase"), "marines");
  EXPECT_EQ(field(*e, "table.gear"),
            "[HK VP70 Pistol {on=1}, HK VP70 Pistol {on=2}, HK VP70 Pistol {on=3}, HK VP70 Pistol {on=4}, "
            "HK VP70 Pistol {on=5}, HK VP70 Pistol {on=6}]");
  EXPECT_EQ(field(*e, "table.roster"), "[]");
  // Apone's activation, equip step (002:113).
  EXPECT_EQ(e->option_keys(), (std::vector<std::string>{"done", "unequip HK VP70 Pistol#12"}));
  e->apply("done");
  // The six actions open here, and Apone's DURING ACTIVATION ability
  // (abilities.rules, stand-in "Move It"), keyed "CARD#N/POWER".
  EXPECT_EQ(e->option_keys(),
            (std::vector<std::string>{"ability Sgt. Apone#2/Move It", "aim", "end", "move", "rest"}));
  e->apply("ability Sgt. Apone#2/Move It");
  EXPECT_EQ(field(*e, "game.actions"), "3");
  EXPECT_EQ(field(*e, "table.board").find("Sgt. Apone {x=1, y=7, hero=1, dial=6, activated=1, used 0}") !=
                std::string::npos,
            true);
  EXPECT_EQ(e->option_keys(), (std::vector<std::string>{"aim", "end", "move", "rest"}));
}

// A die is a chance decision of nobody's pile, its faces in byte order
// (corps.rules: marine die 1-10, stand-in).
TEST(CorpsEngine, DiceAreChanceDecisionsInByteOrder) {
  auto e = bug_hunt();
  e->apply("done");
  e->apply("rest");  // REST (002:281): draw up to 2
  EXPECT_EQ(e->option_keys(), (std::vector<std::string>{"draw", "drawn"}));
  e->apply("draw");
  EXPECT_EQ(e->pending().who, Decider::chance);
  EXPECT_EQ(e->pending().seat, -1);  // the endurance deck is the table's: no seat's chance
  EXPECT_EQ(e->option_weight(0), 1u);
}

// The engine keeps no copy of its procedures' frames: a clone replays the
// history and then agrees step by step.
TEST(CorpsEngine, CloneReplaysAndStaysEqual) {
  auto e = fresh(3);
  RandomAgent agent(5);
  for (int step = 0; step < 200 && e->option_count() > 0; ++step) {
    if (step % 25 == 0) {
      auto copy = e->clone();
      ASSERT_EQ(copy->observe(), e->observe());
      ASSERT_EQ(copy->option_keys(), e->option_keys());
    }
    e->apply(agent.choose(*e));
  }
}

// Whole seeded games at every table size end with an outcome the rules
// allow: a win of every seat, `lose all`, or an undecided situation.
TEST(CorpsEngine, SeededGamesEnd) {
  for (std::size_t players = 1; players <= 4; ++players)
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      auto e = fresh(players);
      RandomAgent agent(seed);
      int steps = 0;
      while (e->option_count() > 0 && steps < 100000) e->apply(agent.choose(*e)), ++steps;
      Outcome o = e->outcome();
      EXPECT_NE(o.kind, Outcome::Kind::ongoing);
      if (o.kind == Outcome::Kind::win) EXPECT_EQ(o.allies, (1u << players) - 2);
    }
}

// Six seats play (four Marine players and the Hive, or six Marine
// players); more are refused.
TEST(CorpsEngine, SixSeatsPlayAndSevenAreRefused) {
  EXPECT_NO_THROW(load_data(testing::builtin_game("corps"), 6));
  EXPECT_THROW(load_data(testing::builtin_game("corps"), 7), std::invalid_argument);
}

}  // namespace
}  // namespace canbeat::fast::corps
