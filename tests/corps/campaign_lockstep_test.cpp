// The campaign's second mission on both engines (002:385-424, 002:71):
// random play seldom wins a first mission, so `canbeat diff` seldom reaches
// Newt joining, the Rescue and Resupply missions, the final score or a
// second experience card (Ultimate Badasses). Here a won first mission is
// staged (Ripley a HERO, a character captured, cards removed and
// discarded) and both engines play on from it in lockstep, with random
// choices, until the game ends.
#include <gtest/gtest.h>

#include <functional>
#include <random>
#include <string>

#include "engines/registry.hpp"
#include "interpreter/interpreter.hpp"
#include "tests/support/game_fixture.hpp"

namespace canbeat {
namespace {

Observation won_first_mission(int players) {
  Observation position;
  position.add("phase", "finish");
  position.add("turn", "3");
  position.add("game.objectives", "2");
  position.add("game.turn_limit", "8");
  position.add("game.legs", "2");
  position.add("game.campaign_serial", "84");  // Stand-in Campaign
  std::string board = "[Ellen Ripley {x=5, y=5, hero=1}, Cpl. Hicks {x=3, y=3}, Lt. Gorman {x=4, y=4}";
  if (players >= 2) board += ", Sgt. Apone {x=2, y=2, hero=2}";
  board += "]";
  position.add("table.board", board);
  position.add("table.captured", "[Pvt. Hudson]");
  position.add("table.missions", "[Stand-in Mission: Terminals, Stand-in Campaign, Stand-in Rescue, Stand-in Resupply]");
  position.add("table.markers",
               "[Spawn Point 1 {x=11}, Spawn Point 2 {x=11, y=7}, Spawn Point 3 {x=7, y=4}, Terminal A {x=10, done=1}, "
               "Terminal B {x=4, done=1}, Start 1 {y=7}, Start 2 {x=1, y=7}, Start 3 {y=6}, Start 4 {x=1, y=6}, "
               "Start 5 {x=2, y=7}, Start 6 {x=2, y=6}, Start 7 {y=5}, Tunnel Marker {x=8, y=6}]");
  position.add("table.discard", "[Steady Aim, Panic, Adrenaline, M3 Personnel Armor]");
  position.add("table.removed", "[Motion Tracker, Get Down]");
  position.add("table.endurance",
               "[Acid Splash, Acid Splash, Second Chance, M41A Pulse Rifle, M41A Pulse Rifle, HK VP70 Pistol, "
               "HK VP70 Pistol, HK VP70 Pistol, Ithaca 37 Shotgun, M40 Grenade, Get Down, Steady Aim]");
  position.add("table.tracker_deck",
               "[Contact: Lab, Contact: Corridor, Contact: Vents, Movement: Lab, Movement: Corridor, Hidden Threat, "
               "Active Threat, Drone, Tunnel, Tunnel]");
  position.add("table.pool", "[Blip 1, Blip 1, Blip 1, Blip 1, Blip 2, Blip 2, Blip 2, Blip 3, Blip 3]");
  position.add("table.models", "[Alien, Alien, Alien, Alien, Alien, Alien, Alien, Alien, Alien, Alien]");
  position.sort();
  return position;
}

// Both engines from `position`, random choices of `seed` until the game
// ends (counted in `ended`); `seen` reads the reference before each choice.
void lockstep_from(const Observation& position, const canbeat::Setup& setup, unsigned seed,
                   const std::function<void(const Engine&)>& seen, int& ended) {
  const dsl::Game& g = testing::builtin_game("corps");
  std::unique_ptr<Engine> ref = make_engine(EngineKind::reference, g, setup);
  std::unique_ptr<Engine> fast = make_engine(EngineKind::fast, g, setup);
  ASSERT_EQ(ref->stage(position), "");
  ASSERT_EQ(fast->stage(position), "");
  std::mt19937 rng(seed);
  for (int step = 0; step < 3000; ++step) {
    ASSERT_EQ(ref->observe().serialize(), fast->observe().serialize()) << setup.players << " players, seed " << seed << ", step " << step;
    ASSERT_EQ(ref->option_keys(), fast->option_keys()) << setup.players << " players, seed " << seed << ", step " << step;
    if (ref->option_count() == 0) {
      ++ended;
      return;
    }
    seen(*ref);
    std::size_t i = rng() % ref->option_count();
    ref->apply(i);
    fast->apply(i);
  }
}

TEST(CorpsCampaignLockstep, SecondMissionWithNewtAndExtraMissionsAgrees) {
  int newt_seen = 0, ended = 0;
  for (int players = 1; players <= 2; ++players)
    for (unsigned seed = 1; seed <= 8; ++seed) {
      canbeat::Setup setup;
      setup.players = std::size_t(players);
      lockstep_from(won_first_mission(players), setup, seed, [&](const Engine& ref) {
        const std::string* board = ref.observe().find("table.board");
        if (board && board->find("Newt") != std::string::npos) ++newt_seen;
      }, ended);
    }
  EXPECT_GT(newt_seen, 0);
  EXPECT_GT(ended, 0);
}

// Ultimate Badasses (experience.rules, 002:766-768): random play seldom
// gains a second card, so the first mission's cards are staged and the
// next mission offers the higher levels (002:768) on both engines.
TEST(CorpsCampaignLockstep, UltimateBadassesNextMissionOffersHigherLevelsAgrees) {
  int higher_offered = 0, ended = 0;
  for (unsigned seed = 1; seed <= 6; ++seed) {
    Observation position = won_first_mission(2);
    position.add("first.experience", "[Gunner 1A, Gunner 2B]");
    position.add("second.experience", "[Smarts 1C]");
    position.sort();
    canbeat::Setup setup;
    setup.players = 2;
    setup.decks = {"corps", "ultimate_badasses"};
    lockstep_from(position, setup, seed, [&](const Engine& ref) {
      for (const std::string& k : ref.option_keys())
        higher_offered += k.rfind("experience Gunner 3", 0) == 0 || k.rfind("experience Smarts 2", 0) == 0;
    }, ended);
  }
  EXPECT_GT(higher_offered, 0);
  EXPECT_GT(ended, 0);
}

}  // namespace
}  // namespace canbeat
