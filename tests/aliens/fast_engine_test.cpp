// Scenario tests of the native ALIENS engine. Each test cites the section of
// ../shared/seeds/004_41363310b93d11c8.txt (and the aliens.rules statement)
// it checks. States are set up with aliens::Layout (test-only) and driven by
// option keys, as a repro file would drive them.
#include <gtest/gtest.h>

#include <algorithm>
#include <initializer_list>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "fast-engine/aliens/engine.hpp"

#include "dsl/game.hpp"

namespace canbeat::fast::aliens {
namespace {

const int kMarine = 0;
const int kAlien = 1;

std::string field(const Engine& e, const std::string& path) {
  Observation o = e.observe();
  const std::string* v = o.find(path);
  return v ? *v : "<absent>";
}

void apply_all(Engine& e, std::initializer_list<std::string> keys) {
  for (const std::string& k : keys) e.apply(k);
}

void draw(Engine& e, std::initializer_list<std::string> names) {
  for (const std::string& n : names) e.apply("draw " + n);
}

// Every card of the seat not listed in `except` (one entry per copy).
std::vector<std::string> all_but(int seat, const std::vector<std::string>& except) {
  std::map<std::string, int> left;
  const aliens::Data data = aliens::seed_data();
  for (const aliens::Card& c : data.seats[seat].cards) left[c.name] += c.copies;
  for (const std::string& n : except) --left[n];
  std::vector<std::string> out;
  for (auto& [name, n] : left)
    for (int i = 0; i < n; ++i) out.push_back(name);
  return out;
}

std::vector<std::string> full_deck(int seat) { return all_but(seat, {}); }

// Worked example for COMBAT PHASE:
//   Marine: Riply 5 + Private 2 (C), Pulse Rifles 4 + Shotgun 2 (W), Courage 2
//   + Blast Doors 1 (T): CT = 8, WT = 7, TT = 4, CFT = 224.
//   Alien: Queen 5 + Brood Warrior 3 x2 (C), Acidic Blood 1 (W), Hunting 1 +
//   Terror 2 (T): CT = 12, WT = 2, TT = 4, CFT = 96.
const std::vector<std::string> kMarineHand = {"Riply",   "Private", "Pulse Rifles",
                                              "Shotgun", "Courage", "Blast Doors"};
const std::vector<std::string> kAlienHand = {"Queen",        "Brood Warrior", "Brood Warrior",
                                             "Acidic Blood", "Hunting",       "Terror"};

// Each deck holds the chosen hand plus one spare card, so that after the
// Casualty Phase the next draw does not shuffle the Reserve back in.
aliens::Layout encounter(const std::vector<std::string>& marine,
                       const std::vector<std::string>& alien) {
  aliens::Layout l;
  l.zones[kMarine][int(Zone::deck)] = marine;
  l.zones[kMarine][int(Zone::deck)].push_back("Lieutenant");
  l.zones[kAlien][int(Zone::deck)] = alien;
  l.zones[kAlien][int(Zone::deck)].push_back("Face Hugger");
  return l;
}

// Plays one turn: each seat draws exactly `hand`, discards nothing.
void play_encounter(Engine& e, const std::vector<std::string>& marine,
                    const std::vector<std::string>& alien) {
  for (const auto& n : marine) e.apply("draw " + n);
  for (const auto& n : alien) e.apply("draw " + n);
  apply_all(e, {"done", "done"});
}

std::string zone(std::vector<std::string> names) {
  std::sort(names.begin(), names.end());
  std::string out = "[";
  for (std::size_t i = 0; i < names.size(); ++i) out += (i ? ", " : "") + names[i];
  return out + "]";
}

TEST(AliensFast, StartsWithEveryCardInItsDeckAtTheFirstLogisticsDraw) {
  // game aliens { start_zone deck; }; TURN SEQUENCE: 1. Logistics Phase.
  aliens::Engine e(aliens::seed_data());
  EXPECT_EQ(e.game(), "aliens");
  EXPECT_EQ(e.seats(), (std::vector<std::string>{"marine", "alien"}));
  EXPECT_EQ(e.pending(), (Pending{Decider::chance, kMarine}));
  EXPECT_EQ(field(e, "turn"), "1");
  EXPECT_EQ(field(e, "phase"), "logistics");
  EXPECT_EQ(field(e, "outcome"), "ongoing");
  EXPECT_EQ(field(e, "pending"), "chance marine");
  EXPECT_EQ(field(e, "marine.deck"), zone(full_deck(kMarine)));
  EXPECT_EQ(field(e, "alien.deck"), zone(full_deck(kAlien)));
  EXPECT_EQ(field(e, "alien.hand"), "[]");
  EXPECT_EQ(field(e, "marine.cft"), "0");
  EXPECT_EQ(e.count(kMarine, Zone::deck), 34);
  EXPECT_EQ(e.count(kAlien, Zone::deck), 36);
}

TEST(AliensFast, ObservationHasExactlyTheContractFieldsSortedByPath) {
  // observation.hpp field contract: SEAT.ZONE, SEAT.VAR, outcome, pending, phase, turn.
  aliens::Engine e(aliens::seed_data());
  std::vector<std::string> paths;
  for (const Field& f : e.observe().fields) paths.push_back(f.path);
  std::vector<std::string> want = {
      "alien.casualty", "alien.cft",  "alien.ct",        "alien.deck",     "alien.discards",
      "alien.hand",     "alien.reserve", "alien.tt",     "alien.wt",       "marine.casualty",
      "marine.cft",     "marine.ct",  "marine.deck",     "marine.discards", "marine.hand",
      "marine.reserve", "marine.tt",  "marine.wt",       "outcome",        "pending",
      "phase",          "turn"};
  EXPECT_EQ(paths, want);
}

TEST(AliensFast, DrawOptionsAreDistinctNamesWeightedByCopiesSortedByKey) {
  // LOGISTICS PHASE draws from a shuffled deck: chance "draw" c in p.deck.
  aliens::Engine e(aliens::seed_data());
  ASSERT_EQ(e.option_count(), 28u);  // 28 names in the Marine list
  std::uint32_t total = 0;
  for (std::size_t i = 0; i < e.option_count(); ++i) {
    total += e.option_weight(i);
    if (i) EXPECT_LT(e.option_key(i - 1), e.option_key(i));
  }
  EXPECT_EQ(total, 34u);
  EXPECT_EQ(e.option_key(0), "draw Android");
  EXPECT_EQ(e.option_weight(e.find_option("draw Private")), 7u);
  for (int i = 0; i < 6; ++i) e.apply("draw Private");
  EXPECT_EQ(e.pending(), (Pending{Decider::chance, kAlien}));
  EXPECT_EQ(e.option_weight(e.find_option("draw Brood Warrior")), 8u);
  EXPECT_EQ(e.option_weight(e.find_option("draw Face Hugger")), 3u);
  EXPECT_EQ(field(e, "marine.hand"),
            "[Private, Private, Private, Private, Private, Private]");
  EXPECT_EQ(e.option_weight(0), 1u);  // Acidic Blood
  EXPECT_EQ(e.option_key(0), "draw Acidic Blood");
}

TEST(AliensFast, CftIsCtTimesWtTimesTtEachWithPlusOne) {
  // COMBAT PHASE: "Add up the Force Values of all Combatant cards and add 1 ...
  // CFT = CT x WT x TT" (worked example above).
  aliens::Engine e(aliens::seed_data(), encounter(kMarineHand, kAlienHand));
  play_encounter(e, kMarineHand, kAlienHand);
  EXPECT_EQ(field(e, "marine.ct"), "8");
  EXPECT_EQ(field(e, "marine.wt"), "7");
  EXPECT_EQ(field(e, "marine.tt"), "4");
  EXPECT_EQ(field(e, "marine.cft"), "224");
  EXPECT_EQ(field(e, "alien.ct"), "12");
  EXPECT_EQ(field(e, "alien.wt"), "2");
  EXPECT_EQ(field(e, "alien.tt"), "4");
  EXPECT_EQ(field(e, "alien.cft"), "96");
}

TEST(AliensFast, EmptySuitCountsOne) {
  // COMBAT PHASE: a suit with no cards in hand still "add[s] 1".
  std::vector<std::string> marine = {"Private", "Private", "Private",
                                     "Private", "Private", "Private"};
  std::vector<std::string> alien = {"Hunting", "Terror", "Ambush",
                                    "Cunning", "Pursuit", "Surprise"};
  aliens::Engine e(aliens::seed_data(), encounter(marine, alien));
  play_encounter(e, marine, alien);
  EXPECT_EQ(field(e, "marine.cft"), "13");  // 13 x 1 x 1
  EXPECT_EQ(field(e, "alien.cft"), "15");   // 1 x 1 x 15
  EXPECT_EQ(field(e, "alien.reserve"), zone(alien));
  EXPECT_EQ(field(e, "marine.casualty"), zone(marine));
}

TEST(AliensFast, HigherCftWinnerHandToReserveLoserHandToCasualty) {
  // CASUALTY PHASE: "The winner discards his hand to his Reserve pile. The
  // loser discards his cards to his Casualty pile."
  aliens::Engine e(aliens::seed_data(), encounter(kMarineHand, kAlienHand));
  play_encounter(e, kMarineHand, kAlienHand);
  EXPECT_EQ(field(e, "marine.reserve"), zone(kMarineHand));
  EXPECT_EQ(field(e, "marine.casualty"), "[]");
  EXPECT_EQ(field(e, "alien.casualty"), zone(kAlienHand));
  EXPECT_EQ(field(e, "alien.reserve"), "[]");
  EXPECT_EQ(field(e, "marine.hand"), "[]");
  EXPECT_EQ(field(e, "alien.hand"), "[]");
  // TURN SEQUENCE: the next turn begins with the Logistics Phase.
  EXPECT_EQ(field(e, "turn"), "2");
  EXPECT_EQ(field(e, "phase"), "logistics");
  EXPECT_EQ(e.pending(), (Pending{Decider::chance, kMarine}));
  EXPECT_EQ(e.option_keys(), (std::vector<std::string>{"draw Lieutenant"}));
}

// CFT 3 x 4 x 2 = 24 on both sides.
const std::vector<std::string> kMarineTie = {"Lieutenant", "Company Rep", "Hand Guns",
                                             "Body Armor", "Improvised Weapons", "Blast Doors"};
const std::vector<std::string> kAlienTie = {"Face Hugger",  "Face Hugger",       "Acidic Blood",
                                            "Sonic Scream", "Mouthful of Fangs", "Hunting"};

TEST(AliensFast, TieSendsBothHandsToCasualty) {
  // CASUALTY PHASE: "If the players tie, both hands go to the Casualty pile."
  aliens::Layout l;
  l.zones[kMarine][int(Zone::deck)] = kMarineTie;
  l.zones[kMarine][int(Zone::deck)].push_back("Private");
  l.zones[kAlien][int(Zone::deck)] = kAlienTie;
  l.zones[kAlien][int(Zone::deck)].push_back("Queen");
  aliens::Engine e(aliens::seed_data(), l);
  play_encounter(e, kMarineTie, kAlienTie);
  EXPECT_EQ(field(e, "marine.cft"), "24");
  EXPECT_EQ(field(e, "alien.cft"), "24");
  EXPECT_EQ(field(e, "marine.casualty"), zone(kMarineTie));
  EXPECT_EQ(field(e, "alien.casualty"), zone(kAlienTie));
  EXPECT_EQ(field(e, "marine.reserve"), "[]");
  EXPECT_EQ(field(e, "alien.reserve"), "[]");
}

TEST(AliensFast, EmptyDeckShufflesReserveIn) {
  // LOGISTICS PHASE: "If the deck runs out, shuffle the Reserve pile and draw from it."
  aliens::Layout l;
  l.zones[kMarine][int(Zone::deck)] = {"Riply", "Android"};
  l.zones[kMarine][int(Zone::reserve)] = {"Private", "Private", "Private", "Courage", "Shotgun"};
  l.zones[kAlien][int(Zone::deck)] = full_deck(kAlien);
  aliens::Engine e(aliens::seed_data(), l);
  draw(e, {"Riply", "Android"});
  EXPECT_EQ(field(e, "marine.reserve"), "[]");
  EXPECT_EQ(field(e, "marine.deck"), "[Courage, Private, Private, Private, Shotgun]");
  EXPECT_EQ(e.option_keys(),
            (std::vector<std::string>{"draw Courage", "draw Private", "draw Shotgun"}));
  EXPECT_EQ(e.option_weight(1), 3u);
  draw(e, {"Private", "Private", "Private", "Courage"});
  // One card left in the deck, none in the Reserve: no attrition yet.
  EXPECT_EQ(e.pending(), (Pending{Decider::chance, kAlien}));
}

TEST(AliensFast, DeploymentReplacementsAlsoShuffleReserveIn) {
  // DEPLOYMENT PHASE: "If the deck runs out, shuffle the Reserve pile and draw
  // from it." The card just discarded can come back.
  aliens::Layout l;
  l.zones[kMarine][int(Zone::deck)] = kMarineHand;
  l.zones[kMarine][int(Zone::reserve)] = {"Private"};
  l.zones[kAlien][int(Zone::deck)] = full_deck(kAlien);
  aliens::Engine e(aliens::seed_data(), l);
  for (const auto& n : kMarineHand) e.apply("draw " + n);
  for (int i = 0; i < 6; ++i) e.apply(0);
  e.apply("discard Riply");
  e.apply("done");
  EXPECT_EQ(field(e, "marine.discards"), "1");
  EXPECT_EQ(field(e, "marine.deck"), "[Private, Riply]");
  EXPECT_EQ(field(e, "marine.reserve"), "[]");
  EXPECT_EQ(e.option_keys(), (std::vector<std::string>{"draw Private", "draw Riply"}));
}

TEST(AliensFast, DrawWithEmptyDeckAndReserveIsUndecidedEmptyDraw) {
  // LOGISTICS PHASE says nothing about a draw when the Reserve is empty too:
  // aliens.rules draw_card: undecided "empty-draw".
  aliens::Layout l;
  l.zones[kMarine][int(Zone::deck)] = {"Riply", "Private", "Private"};
  l.zones[kMarine][int(Zone::casualty)] = all_but(kMarine, {"Riply", "Private", "Private"});
  l.zones[kAlien][int(Zone::deck)] = full_deck(kAlien);
  aliens::Engine e(aliens::seed_data(), l);
  draw(e, {"Riply", "Private", "Private"});
  EXPECT_EQ(e.outcome(), (Outcome{Outcome::Kind::undecided, -1, "empty-draw"}));
  EXPECT_EQ(e.pending(), Pending{});
  EXPECT_EQ(e.option_count(), 0u);
  EXPECT_EQ(field(e, "outcome"), "undecided empty-draw");
  EXPECT_EQ(field(e, "pending"), "none");
  EXPECT_EQ(field(e, "phase"), "logistics");
  EXPECT_THROW(e.apply(0), IllegalOption);
}

TEST(AliensFast, LastHandAttritionDiscardsOneRandomCardToCasualty) {
  // LOGISTICS PHASE, Last Hand Attrition: "If all of a player's cards are in
  // his Casualty pile except for those in his hand, he must discard one
  // random card to his Casualty pile."
  std::vector<std::string> hand = {"Riply", "Private", "Private", "Courage", "Shotgun", "Android"};
  aliens::Layout l;
  l.zones[kMarine][int(Zone::deck)] = hand;
  l.zones[kMarine][int(Zone::casualty)] = all_but(kMarine, hand);
  l.zones[kAlien][int(Zone::deck)] = full_deck(kAlien);
  aliens::Engine e(aliens::seed_data(), l);
  for (const auto& n : hand) e.apply("draw " + n);
  EXPECT_EQ(e.pending(), (Pending{Decider::chance, kMarine}));
  EXPECT_EQ(e.option_keys(),
            (std::vector<std::string>{"attrition Android", "attrition Courage",
                                      "attrition Private", "attrition Riply",
                                      "attrition Shotgun"}));
  EXPECT_EQ(e.option_weight(2), 2u);
  e.apply("attrition Private");
  EXPECT_EQ(field(e, "marine.hand"), "[Android, Courage, Private, Riply, Shotgun]");
  EXPECT_EQ(e.count(kMarine, Zone::casualty), 34 - 5);
  EXPECT_EQ(e.pending(), (Pending{Decider::chance, kAlien}));
}

TEST(AliensFast, NoAttritionWhileReserveHoldsCards) {
  // Last Hand Attrition applies only when deck AND Reserve are empty.
  std::vector<std::string> hand = {"Riply", "Private", "Private", "Courage", "Shotgun", "Android"};
  aliens::Layout l;
  l.zones[kMarine][int(Zone::deck)] = hand;
  l.zones[kMarine][int(Zone::reserve)] = {"Sergeant"};
  l.zones[kAlien][int(Zone::deck)] = full_deck(kAlien);
  aliens::Engine e(aliens::seed_data(), l);
  for (const auto& n : hand) e.apply("draw " + n);
  EXPECT_EQ(e.pending(), (Pending{Decider::chance, kAlien}));
}

TEST(AliensFast, UpToFourDiscardsThenOnlyDone) {
  // DEPLOYMENT PHASE: "Each player may discard up to 4 cards to their Reserve
  // pile and draw replacement cards."
  aliens::Engine e(aliens::seed_data());
  draw(e, {"Private", "Private", "Riply", "Courage", "Shotgun", "Android"});
  for (int i = 0; i < 6; ++i) e.apply(0);
  EXPECT_EQ(e.pending(), (Pending{Decider::player, kMarine}));
  EXPECT_EQ(field(e, "phase"), "deployment");
  EXPECT_EQ(e.option_keys(),
            (std::vector<std::string>{"discard Android", "discard Courage", "discard Private",
                                      "discard Riply", "discard Shotgun", "done"}));
  for (std::size_t i = 0; i < e.option_count(); ++i) EXPECT_EQ(e.option_weight(i), 1u);
  apply_all(e, {"discard Private", "discard Private", "discard Riply", "discard Courage"});
  EXPECT_EQ(field(e, "marine.discards"), "4");
  EXPECT_EQ(field(e, "marine.reserve"), "[Courage, Private, Private, Riply]");
  EXPECT_EQ(e.option_keys(), (std::vector<std::string>{"done"}));
  EXPECT_THROW(e.apply("discard Shotgun"), IllegalOption);
  e.apply("done");
  // "draw replacement cards": four chance draws for the Marine.
  for (int i = 0; i < 4; ++i) {
    EXPECT_EQ(e.pending(), (Pending{Decider::chance, kMarine})) << i;
    e.apply(0);
  }
  EXPECT_EQ(e.count(kMarine, Zone::hand), 6);
  EXPECT_EQ(field(e, "marine.discards"), "4");  // kept after the draws
  EXPECT_EQ(e.pending(), (Pending{Decider::player, kAlien}));
  EXPECT_EQ(field(e, "alien.discards"), "0");
}

TEST(AliensFast, DoneAtOnceDrawsNothing) {
  aliens::Engine e(aliens::seed_data());
  for (int i = 0; i < 12; ++i) e.apply(0);
  e.apply("done");
  EXPECT_EQ(e.pending(), (Pending{Decider::player, kAlien}));
}

TEST(AliensFast, DiscardsKeepTheirValueAfterTheReplacementDraws) {
  // aliens.rules: discards is set to 0 only when the next deployment begins.
  aliens::Engine e(aliens::seed_data(), encounter(kMarineHand, kAlienHand));
  for (const auto& n : kMarineHand) e.apply("draw " + n);
  for (const auto& n : kAlienHand) e.apply("draw " + n);
  apply_all(e, {"discard Riply", "done", "draw Lieutenant", "done"});
  EXPECT_EQ(field(e, "marine.discards"), "1");
  EXPECT_EQ(field(e, "turn"), "2");
}

TEST(AliensFast, PlayerWithAllCardsInCasualtyLosesOtherWins) {
  // OBJECT: "A player loses when all of his cards are in his Casualty pile.
  // The other player wins the game."
  std::vector<std::string> weak = {"Lieutenant", "Company Rep", "Hand Guns",
                                   "Body Armor", "Blast Doors", "Improvised Weapons"};
  aliens::Layout l;
  l.zones[kMarine][int(Zone::deck)] = weak;
  l.zones[kMarine][int(Zone::casualty)] = all_but(kMarine, weak);
  l.zones[kAlien][int(Zone::deck)] = full_deck(kAlien);
  aliens::Engine e(aliens::seed_data(), l);
  for (const auto& n : weak) e.apply("draw " + n);
  e.apply("attrition Lieutenant");
  draw(e, {"Queen", "Brood Warrior", "Brood Warrior", "Superhuman Strength", "Close Combat",
           "Swarm Attack"});
  apply_all(e, {"done", "done"});
  EXPECT_EQ(e.outcome(), (Outcome{Outcome::Kind::win, kAlien, ""}));
  EXPECT_EQ(field(e, "outcome"), "win alien");
  EXPECT_EQ(field(e, "pending"), "none");
  EXPECT_EQ(field(e, "phase"), "casualty");
  EXPECT_EQ(field(e, "turn"), "1");
  EXPECT_EQ(e.option_count(), 0u);
  EXPECT_EQ(e.count(kMarine, Zone::casualty), 34);
}

TEST(AliensFast, BothBeatenAtOnceIsUndecided) {
  // OBJECT names "the other player"; when both lose at once there is none:
  // aliens.rules: undecided "both-beaten". Both hands tie at 3 x 3 x 2 = 18.
  std::vector<std::string> marine = {"Lieutenant", "Company Rep", "Hand Guns",
                                     "Body Armor", "Blast Doors", "Courage"};
  std::vector<std::string> alien = {"Face Hugger", "Face Hugger", "Acidic Blood",
                                    "Sonic Scream", "Hunting", "Queen"};
  aliens::Layout l;
  l.turn = 9;
  l.zones[kMarine][int(Zone::deck)] = marine;
  l.zones[kMarine][int(Zone::casualty)] = all_but(kMarine, marine);
  l.zones[kAlien][int(Zone::deck)] = alien;
  l.zones[kAlien][int(Zone::casualty)] = all_but(kAlien, alien);
  aliens::Engine e(aliens::seed_data(), l);
  for (const auto& n : marine) e.apply("draw " + n);
  e.apply("attrition Courage");
  for (const auto& n : alien) e.apply("draw " + n);
  e.apply("attrition Queen");
  apply_all(e, {"done", "done"});
  EXPECT_EQ(field(e, "marine.cft"), "18");
  EXPECT_EQ(field(e, "alien.cft"), "18");
  EXPECT_EQ(e.outcome(), (Outcome{Outcome::Kind::undecided, -1, "both-beaten"}));
  EXPECT_EQ(field(e, "outcome"), "undecided both-beaten");
  EXPECT_EQ(field(e, "turn"), "9");
  EXPECT_EQ(e.pending(), Pending{});
}

TEST(AliensFast, IllegalOptionsAreRejected) {
  aliens::Engine e(aliens::seed_data());
  EXPECT_THROW(e.apply("draw Queen"), IllegalOption);  // an Alien card
  EXPECT_THROW(e.apply(std::size_t{28}), IllegalOption);
  EXPECT_THROW(e.apply("done"), IllegalOption);
  EXPECT_TRUE(e.history().empty());
}

TEST(AliensFast, LayoutRejectsUnknownCards) {
  aliens::Layout l;
  l.zones[kMarine][int(Zone::deck)] = {"Queen"};
  EXPECT_THROW(aliens::Engine(aliens::seed_data(), l), std::invalid_argument);
}

// A playout driver as the harness's random agent: chance by weight, players uniformly.
std::size_t pick(const Engine& e, std::mt19937& rng) {
  std::size_t n = e.option_count();
  if (e.pending().who == Decider::chance) {
    std::vector<double> w(n);
    for (std::size_t i = 0; i < n; ++i) w[i] = e.option_weight(i);
    return std::discrete_distribution<std::size_t>(w.begin(), w.end())(rng);
  }
  return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
}

TEST(AliensFast, CloneEqualsOriginalAndIsIndependent) {
  std::mt19937 rng(7);
  aliens::Engine e(aliens::seed_data());
  for (int i = 0; i < 40; ++i) e.apply(pick(e, rng));
  auto c = e.clone();
  EXPECT_EQ(c->observe(), e.observe());
  EXPECT_EQ(c->option_keys(), e.option_keys());
  EXPECT_EQ(c->history(), e.history());
  EXPECT_EQ(c->pending(), e.pending());
  Observation before = e.observe();
  c->apply(std::size_t{0});
  EXPECT_EQ(e.observe(), before);
  EXPECT_NE(c->history(), e.history());
}

TEST(AliensFast, RandomPlayoutsTerminateSortedAndConserveCards) {
  // DECKS: each card is in exactly one pile at every step (34 Marine cards as
  // the seed lists them, 36 Alien); every game ends well within 70 turns.
  std::mt19937 rng(20261122);
  const aliens::Data data = aliens::seed_data();
  std::map<std::string, int> ends;
  for (int game = 0; game < 300; ++game) {
    aliens::Engine e(data);
    int steps = 0;
    while (e.pending().who != Decider::none) {
      ASSERT_LE(e.turn(), 70);
      ASSERT_LT(++steps, 100000);
      ASSERT_GT(e.option_count(), 0u);
      for (std::size_t i = 1; i < e.option_count(); ++i)
        ASSERT_LT(e.option_key(i - 1), e.option_key(i));
      for (int s = 0; s < 2; ++s) {
        int sum = 0;
        for (int z = 0; z < kZones; ++z) sum += e.count(s, Zone(z));
        ASSERT_EQ(sum, s == kMarine ? 34 : 36);
      }
      e.apply(pick(e, rng));
    }
    EXPECT_EQ(e.option_count(), 0u);
    EXPECT_NE(e.outcome().kind, Outcome::Kind::ongoing);
    ++ends[outcome_text(e.outcome(), e.seats())];
    // Per card: the four zones of the observation together hold the deck list.
    Observation o = e.observe();
    for (int s = 0; s < 2; ++s) {
      std::map<std::string, int> seen;
      for (const char* z : {"deck", "hand", "reserve", "casualty"}) {
        std::string v = *o.find(e.seats()[s] + "." + z);
        v = v.substr(1, v.size() - 2);
        for (std::size_t at = 0; !v.empty();) {
          std::size_t comma = v.find(", ", at);
          ++seen[v.substr(at, comma - at)];
          if (comma == std::string::npos) break;
          at = comma + 2;
        }
      }
      std::map<std::string, int> want;
      for (const aliens::Card& c : data.seats[s].cards) want[c.name] += c.copies;
      ASSERT_EQ(seen, want);
    }
  }
  // Random play reaches more than one kind of ending.
  EXPECT_GE(ends.size(), 2u);
  // A consequence of the 34-card Marine list (DECKS says 36): a lost
  // encounter costs exactly 6 cards, so the Marine's cards outside Casualty go
  // 34, 28, ..., 4 and never hit 6 (Last Hand Attrition); at 4 the Logistics
  // draw fails first. So "win alien" and "both-beaten" cannot happen from
  // the seed's start position: only "win marine" or "undecided empty-draw".
  for (const auto& [end, n] : ends)
    EXPECT_TRUE(end == "win marine" || end == "undecided empty-draw") << end;
}

TEST(AliensFast, FaultTacticsWithoutPlusOneChangesTt) {
  Faults f;
  f.tactics_without_plus_one = true;
  aliens::Engine e(aliens::seed_data(), encounter(kMarineHand, kAlienHand), f);
  play_encounter(e, kMarineHand, kAlienHand);
  EXPECT_EQ(field(e, "marine.tt"), "3");
  EXPECT_EQ(field(e, "marine.cft"), "168");
}

TEST(AliensFast, FaultTieToReserveChangesTie) {
  Faults f;
  f.tie_to_reserve = true;
  aliens::Layout l;
  l.zones[kMarine][int(Zone::deck)] = kMarineTie;
  l.zones[kMarine][int(Zone::deck)].push_back("Private");
  l.zones[kAlien][int(Zone::deck)] = kAlienTie;
  l.zones[kAlien][int(Zone::deck)].push_back("Queen");
  aliens::Engine e(aliens::seed_data(), l, f);
  play_encounter(e, kMarineTie, kAlienTie);
  EXPECT_EQ(field(e, "marine.reserve"), zone(kMarineTie));
  EXPECT_EQ(field(e, "alien.reserve"), zone(kAlienTie));
  EXPECT_EQ(field(e, "marine.casualty"), "[]");
}

TEST(AliensFast, FaultFifthDiscardIsOffered) {
  Faults f;
  f.fifth_discard = true;
  aliens::Engine e(aliens::seed_data(), f);
  for (int i = 0; i < 6; ++i) e.apply("draw Private");
  for (int i = 0; i < 6; ++i) e.apply(0);
  for (int i = 0; i < 4; ++i) e.apply("discard Private");
  EXPECT_EQ(e.option_keys(), (std::vector<std::string>{"discard Private", "done"}));
  e.apply("discard Private");
  EXPECT_EQ(e.option_keys(), (std::vector<std::string>{"done"}));
}

TEST(AliensFast, NoFaultsByDefault) {
  Faults f;
  EXPECT_FALSE(f.tactics_without_plus_one || f.tie_to_reserve || f.fifth_discard);
}

TEST(AliensFast, SeedDataIsTheSeedListAsPrinted) {
  // MARINE DECK CARD LIST: 34 cards (not 36) and one Force 6: kept as printed.
  aliens::Data d = aliens::seed_data();
  int marine = 0, alien = 0, max_force = 0;
  for (const auto& c : d.seats[kMarine].cards) {
    marine += c.copies;
    max_force = std::max(max_force, c.force);
  }
  for (const auto& c : d.seats[kAlien].cards) alien += c.copies;
  EXPECT_EQ(marine, 34);
  EXPECT_EQ(alien, 36);
  EXPECT_EQ(max_force, 6);
  EXPECT_EQ(d.seats[kMarine].name, "marine");
  EXPECT_EQ(d.seats[kAlien].name, "alien");
}

TEST(AliensFast, KeysAndZonesSortByteOrderNotAlphabetically) {
  // observation.hpp: unordered zones sort by card name in byte order; engine.hpp:
  // options sort by key in byte order ('Z' < 'a', ' ' < letters).
  aliens::Data d;
  d.seats[kMarine] = {"marine", {{"alpha", Suit::combatant, 1, 2},
                                 {"Zulu", Suit::weapon, 1, 1},
                                 {"Bravo two", Suit::tactics, 1, 1},
                                 {"Bravo", Suit::tactics, 1, 3}}};
  d.seats[kAlien] = aliens::seed_data().seats[kAlien];
  aliens::Engine e(d);
  EXPECT_EQ(e.option_keys(), (std::vector<std::string>{"draw Bravo", "draw Bravo two",
                                                       "draw Zulu", "draw alpha"}));
  EXPECT_EQ(field(e, "marine.deck"), "[Bravo, Bravo, Bravo, Bravo two, Zulu, alpha, alpha]");
  EXPECT_EQ(e.option_weight(3), 2u);
}

TEST(AliensFast, NamesListedTwiceAddUp) {
  aliens::Data d = aliens::seed_data();
  d.seats[kMarine].cards.push_back({"Private", Suit::combatant, 2, 1});
  aliens::Engine e(d);
  EXPECT_EQ(e.option_weight(e.find_option("draw Private")), 8u);
  d.seats[kMarine].cards.push_back({"Private", Suit::weapon, 2, 1});
  EXPECT_THROW(aliens::Engine{d}, std::invalid_argument);
}

TEST(AliensFast, DslGameGivesTheSeedData) {
  // games/aliens/*.cards transcribe the seed lists: both routes agree.
  canbeat::dsl::Diagnostics diags;
  auto game = canbeat::dsl::load_game(std::string(CANBEAT_SOURCE_DIR) + "/games/aliens", diags);
  ASSERT_TRUE(game) << diags.text();
  EXPECT_EQ(aliens::load_data(*game), aliens::seed_data());
}

}  // namespace
}  // namespace canbeat::fast::aliens
