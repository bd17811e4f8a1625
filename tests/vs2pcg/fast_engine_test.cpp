// Tests of the native Vs. System 2PCG engine on its own (no reference): the
// start of setup, a scripted game on small hand-made decks (setup, the
// Build Phase, one attack and its strikes; 000:157-165, 000:187-237), the
// strict-stun fault, clone independence, and random playouts to an outcome
// at every table size with the options in key order. Lockstep against the
// reference is `canbeat diff --game vs2pcg` (and the scenario tests).
#include <gtest/gtest.h>
#include <filesystem>
#include <fstream>
#include <iterator>

#include <random>
#include <string>
#include <vector>

#include "fast-engine/vs2pcg/engine.hpp"

#include "dsl/game.hpp"

namespace canbeat::fast::vs2pcg {
namespace {

std::string field(const canbeat::Engine& e, const std::string& path) {
  Observation o = e.observe();
  const std::string* v = o.find(path);
  return v ? *v : "<absent>";
}

void apply_all(Engine& e, const std::vector<std::string>& keys) {
  for (const std::string& k : keys) e.apply(k);
}

// Two seats, each: a Level 1 and a Level 2 Main Character, then 8 copies of
// a 1-cost Supporting Character with ATK 3 / DEF 3 / Health 1, no team.
// Serials: first 1-10 (Alpha #1, #2; Grunt #3-#10), second 11-20.
vs2pcg::Data small_decks() {
  auto deck = [](const std::string& mc) {
    vs2pcg::Card l1{mc, vs2pcg::Type::main_character, 0, 3, 3, 2, 1, 0, "", 0, 1};
    vs2pcg::Card l2{mc, vs2pcg::Type::main_character, 0, 5, 5, 2, 2, 0, "", 0, 1};
    vs2pcg::Card grunt{"Grunt", vs2pcg::Type::supporting_character, 1, 3, 3, 1, 0, 0, "", 0, 8};
    return std::vector<vs2pcg::Card>{l1, l2, grunt};
  };
  return vs2pcg::Data{{{"first", deck("Alpha")}, {"second", deck("Beta")}}};
}

// Setup (000:161-165): first goes first, both Main Characters in front,
// Grunts #3-#9 and #13-#19 drawn, both keep.
void play_setup(Engine& e) {
  apply_all(e, {"chooser first", "first first", "main_front", "main_front"});
  for (int s : {3, 13})
    for (int i = 0; i < 7; ++i) e.apply("draw Grunt#" + std::to_string(s + i));
  apply_all(e, {"keep", "keep"});
}

// First turn up to the combat window: 000:181 (no draw), a resource, a
// recruit, the Grunt attacks the other Main Character.
void attack_with_grunt(Engine& e) {
  play_setup(e);
  apply_all(e, {"resource Grunt#3", "recruit_front Grunt#4", "end_recruit", "end_formation",
                "attack Grunt#4", "target Beta#11"});
}

TEST(Vs2Fast, StartsWithTheChooser) {
  vs2pcg::Engine e(small_decks());
  EXPECT_EQ(e.pending(), (Pending{Decider::chance, -1}));
  EXPECT_EQ(e.option_keys(), (std::vector<std::string>{"chooser first", "chooser second"}));
  EXPECT_EQ(field(e, "phase"), "");
  EXPECT_EQ(field(e, "turn"), "1");
  EXPECT_EQ(e.zone_size(0, vs2pcg::Zone::deck), 10);
  EXPECT_EQ(field(e, "second.hand"), "[]");
  e.apply("chooser second");
  EXPECT_EQ(e.pending(), (Pending{Decider::player, 1}));
  EXPECT_EQ(e.option_keys(), (std::vector<std::string>{"first first", "first second"}));
}

TEST(Vs2Fast, SetupPlacesMainCharactersThenDraws) {
  vs2pcg::Engine e(small_decks());
  apply_all(e, {"chooser first", "first second"});
  // 000:162: the first player (second) places first.
  EXPECT_EQ(e.pending(), (Pending{Decider::player, 1}));
  EXPECT_EQ(e.option_keys(), (std::vector<std::string>{"main_back", "main_front"}));
  EXPECT_EQ(field(e, "game.k"), "0");
  e.apply("main_back");
  EXPECT_EQ(field(e, "second.back_row"), "[Beta]");
  EXPECT_EQ(field(e, "game.k"), "1");
  e.apply("main_front");
  EXPECT_EQ(field(e, "second.set_aside"), "[Beta]");
  EXPECT_EQ(field(e, "first.front_row"), "[Alpha]");
  // 000:164: seat by seat, 7 draws; keys in byte order ("#10" before "#3").
  EXPECT_EQ(e.pending(), (Pending{Decider::chance, 0}));
  ASSERT_EQ(e.option_count(), 8u);
  EXPECT_EQ(e.option_key(0), "draw Grunt#10");
  EXPECT_EQ(e.option_key(1), "draw Grunt#3");
  EXPECT_EQ(e.option_weight(0), 1u);
}

TEST(Vs2Fast, MulliganShufflesTheHandBack) {
  vs2pcg::Engine e(small_decks());
  apply_all(e, {"chooser first", "first first", "main_front", "main_front"});
  for (int s : {3, 13})
    for (int i = 0; i < 7; ++i) e.apply("draw Grunt#" + std::to_string(s + i));
  EXPECT_EQ(e.option_keys(), (std::vector<std::string>{"keep", "mulligan"}));
  e.apply("mulligan");
  EXPECT_EQ(e.zone_size(0, vs2pcg::Zone::hand), 0);
  EXPECT_EQ(e.zone_size(0, vs2pcg::Zone::deck), 8);
  EXPECT_EQ(e.pending(), (Pending{Decider::chance, 0}));
}

TEST(Vs2Fast, FirstTurnBuildPhase) {
  vs2pcg::Engine e(small_decks());
  play_setup(e);
  // 000:181: the first player skips the first draw: straight to Resource.
  EXPECT_EQ(field(e, "phase"), "resource");
  EXPECT_EQ(field(e, "first.turns"), "1");
  EXPECT_EQ(e.zone_size(0, vs2pcg::Zone::hand), 7);
  EXPECT_EQ(e.option_key(0), "no_resource");
  e.apply("resource Grunt#3");
  EXPECT_EQ(field(e, "first.resource_row"), "[Grunt {face_down=1}]");
  // 000:197: 1 Recruit Point per resource.
  EXPECT_EQ(field(e, "phase"), "recruit");
  EXPECT_EQ(field(e, "first.rp"), "1");
  EXPECT_EQ(e.option_key(0), "end_recruit");
  EXPECT_EQ(e.option_key(1), "recruit_back Grunt#4");
  e.apply("recruit_front Grunt#4");
  EXPECT_EQ(field(e, "first.rp"), "0");
  EXPECT_EQ(e.option_keys(), (std::vector<std::string>{"end_recruit"}));
  e.apply("end_recruit");
  EXPECT_EQ(e.option_keys(),
            (std::vector<std::string>{"end_formation", "to_back Alpha#1", "to_back Grunt#4"}));
  e.apply("to_back Alpha#1");
  EXPECT_EQ(field(e, "first.back_row"), "[Alpha {moved=1}]");
  EXPECT_EQ(e.option_keys(), (std::vector<std::string>{"end_formation", "to_back Grunt#4"}));
  e.apply("end_formation");
  EXPECT_EQ(field(e, "first.back_row"), "[Alpha]");
  EXPECT_EQ(field(e, "phase"), "main");
  // Alpha in the Back Row can't attack without Ranged (000:217); Grunts in
  // hand power up the Grunt in play (000:447).
  EXPECT_EQ(e.option_keys(),
            (std::vector<std::string>{"attack Grunt#4", "end_main", "power_up Grunt#5", "power_up Grunt#6",
                                      "power_up Grunt#7", "power_up Grunt#8", "power_up Grunt#9"}));
}

TEST(Vs2Fast, AttackStrikesAndStuns) {
  vs2pcg::Engine e(small_decks());
  attack_with_grunt(e);
  // 000:228: the window opens with the attacker; Grunts in hand power up
  // the attacking Grunt (000:447).
  EXPECT_EQ(e.pending(), (Pending{Decider::player, 0}));
  EXPECT_EQ(e.option_key(0), "pass");
  EXPECT_EQ(e.option_key(1), "power_up Grunt#5");
  EXPECT_EQ(field(e, "game.combat"), "1");
  EXPECT_EQ(field(e, "game.mc_attacked"), "1");
  EXPECT_EQ(field(e, "first.front_row"), "[Alpha, Grunt {exhausted=1, attacking=1}]");
  e.apply("pass");
  EXPECT_EQ(e.option_keys(), (std::vector<std::string>{"pass"}));
  e.apply("pass");
  // 000:234: 3 >= 3 both ways: Beta stunned and wounded, the Grunt stunned,
  // its one Health gone: KO'd (000:292).
  EXPECT_EQ(field(e, "second.front_row"), "[Beta {face_down=1, exhausted=1, wounds=1}]");
  EXPECT_EQ(field(e, "first.ko_pile"), "[Grunt]");
  EXPECT_EQ(field(e, "game.combat"), "0");
  EXPECT_EQ(field(e, "game.passes"), "2");
  EXPECT_EQ(field(e, "game.window"), "0");
  // Stunned characters can't be attacked (000:296): nothing left to attack.
  EXPECT_EQ(e.option_keys(), (std::vector<std::string>{"end_main"}));
  e.apply("end_main");
  // Second's turn: draw 2 (000:179).
  EXPECT_EQ(field(e, "turn"), "2");
  EXPECT_EQ(e.pending(), (Pending{Decider::chance, 1}));
  e.apply(0);
  e.apply(0);
  // Recovery (000:183-185): face up, ready, wounds kept.
  EXPECT_EQ(field(e, "second.front_row"), "[Beta {wounds=1}]");
}

TEST(Vs2Fast, PowerUpInTheWindow) {
  vs2pcg::Engine e(small_decks());
  attack_with_grunt(e);
  e.apply("power_up Grunt#5");
  EXPECT_EQ(e.option_keys(), (std::vector<std::string>{"on Grunt#4"}));
  e.apply("on Grunt#4");
  EXPECT_EQ(field(e, "first.front_row"), "[Alpha, Grunt {exhausted=1, plus=1, attacking=1}]");
  EXPECT_EQ(field(e, "game.passes"), "0");
  EXPECT_EQ(field(e, "game.window"), "1");
  apply_all(e, {"pass", "pass"});
  // 4/4 against Beta's 3/3: the Grunt survives the strike back; its counter
  // is gone with the stun it did not take.
  EXPECT_EQ(field(e, "first.front_row"), "[Alpha, Grunt {exhausted=1, plus=1}]");
}

TEST(Vs2Fast, StrictStunFaultChangesTheStrikes) {
  Faults f;
  f.strict_stun = true;
  vs2pcg::Engine e(small_decks(), f);
  attack_with_grunt(e);
  apply_all(e, {"pass", "pass"});
  // The fault: 3 > 3 is false, nobody is stunned.
  EXPECT_EQ(field(e, "second.front_row"), "[Beta]");
  EXPECT_EQ(field(e, "first.ko_pile"), "[]");
}

// Invisibility (001:753): at the end of your turn a ready one may hide
// (001:711): face down but ready; it can't be attacked.
TEST(Vs2Fast, InvisibleCharactersMayHide) {
  vs2pcg::Data d = small_decks();
  d.seats[0].cards[2].keywords = kw_invisibility;
  vs2pcg::Engine e(d);
  play_setup(e);
  apply_all(e, {"resource Grunt#3", "recruit_front Grunt#4", "end_recruit", "end_formation", "end_main"});
  EXPECT_EQ(field(e, "phase"), "end_of_turn");
  EXPECT_EQ(e.option_keys(), (std::vector<std::string>{"hide Grunt#4", "stay"}));
  e.apply("hide Grunt#4");
  EXPECT_EQ(field(e, "first.front_row"), "[Alpha, Grunt {face_down=1, hidden=1}]");
  EXPECT_EQ(e.pending(), (Pending{Decider::chance, 1}));
}

TEST(Vs2Fast, NoFaultsByDefault) {
  Faults f;
  EXPECT_FALSE(f.strict_stun);
}

TEST(Vs2Fast, CloneIsIndependent) {
  vs2pcg::Engine e(small_decks());
  play_setup(e);
  std::unique_ptr<canbeat::Engine> c = e.clone();
  EXPECT_EQ(c->observe(), e.observe());
  EXPECT_EQ(c->history(), e.history());
  c->apply("resource Grunt#3");
  EXPECT_EQ(field(e, "first.resource_row"), "[]");
  EXPECT_EQ(field(*c, "first.resource_row"), "[Grunt {face_down=1}]");
  EXPECT_NE(c->observe(), e.observe());
}

TEST(Vs2Fast, RejectsBadTables) {
  vs2pcg::Data one = small_decks();
  one.seats.pop_back();
  EXPECT_THROW(vs2pcg::Engine{one}, std::invalid_argument);
  vs2pcg::Data big = small_decks();
  big.seats[0].cards[2].copies = 300;
  EXPECT_THROW(vs2pcg::Engine{big}, std::invalid_argument);
}

// Ends the running step or phase: its "end_..." or "no_resource" option,
// else the first option (a draw).
void end_step(Engine& e) {
  for (const char* key : {"end_main", "end_formation", "end_recruit", "no_resource"})
    if (e.find_option(key) != Engine::npos) return e.apply(std::string_view(key));
  e.apply(std::size_t{0});
}

// Plays seeded random games; every decision has sorted, distinct keys.
Outcome playout(vs2pcg::Engine e, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  for (int steps = 0; steps < 200000 && e.pending().who != Decider::none; ++steps) {
    std::vector<std::string> keys = e.option_keys();
    EXPECT_FALSE(keys.empty());
    for (std::size_t i = 1; i < keys.size(); ++i) EXPECT_LT(keys[i - 1], keys[i]);
    e.apply(rng() % keys.size());
  }
  return e.outcome();
}

// A seat of a hand-made deck: a Level 1 and a Level 2 Main Character named
// mc (ATK 3 / DEF 3 / Health 2), then the given cards.
std::vector<vs2pcg::Card> deck_with(const std::string& mc, std::vector<vs2pcg::Card> rest) {
  std::vector<vs2pcg::Card> d{{mc, vs2pcg::Type::main_character, 0, 3, 3, 2, 1, 0, "", 0, 1},
                         {mc, vs2pcg::Type::main_character, 0, 3, 3, 2, 2, 0, "", 0, 1}};
  d.insert(d.end(), rest.begin(), rest.end());
  return d;
}

// A free Supporting Character of the crew, ATK 3 / DEF 3 / Health 1.
vs2pcg::Card crew(const std::string& name, std::uint16_t keywords, int copies) {
  return {name, vs2pcg::Type::supporting_character, 0, 3, 3, 1, 0, 0, "crew", keywords, copies};
}

// Angry (001:739): while an Angry character can attack, the first attack of
// the turn starts with an Angry one, and the defender waits until every
// Angry character that can join has joined. Serials: first's Alpha #1-#2,
// Brute #3, Hothead #4 (both Angry), Grunt #5-#10; second's Beta #11-#12,
// Grunt #13-#20.
TEST(Vs2Fast, AngryCharactersLeadTheFirstAttack) {
  vs2pcg::Engine e(vs2pcg::Data{{{"first", deck_with("Alpha", {crew("Brute", kw_angry, 1), crew("Hothead", kw_angry, 1),
                                                       crew("Grunt", 0, 6)})},
                       {"second", deck_with("Beta", {crew("Grunt", 0, 8)})}}});
  apply_all(e, {"chooser first", "first first", "main_front", "main_front"});
  for (int s : {3, 13})
    for (int i = 0; i < 7; ++i) e.apply("draw " + e.card_key(s - 1 + i));
  apply_all(e, {"keep", "keep", "no_resource", "recruit_front Brute#3", "recruit_front Hothead#4",
                "recruit_front Grunt#5", "end_recruit", "end_formation"});
  // Alpha#1 and Grunt#5 could attack Beta, but not before an Angry one.
  EXPECT_EQ(e.option_keys(), (std::vector<std::string>{"attack Brute#3", "attack Hothead#4", "end_main",
                                                       "power_up Grunt#6", "power_up Grunt#7", "power_up Grunt#8",
                                                       "power_up Grunt#9"}));
  e.apply("attack Brute#3");
  EXPECT_EQ(field(e, "game.attacks"), "1");
  // Hothead can join, so no defender yet; the Grunt may join too (not Alpha: no team).
  EXPECT_EQ(e.option_keys(), (std::vector<std::string>{"with Grunt#5", "with Hothead#4"}));
  e.apply("with Hothead#4");
  EXPECT_EQ(e.option_keys(), (std::vector<std::string>{"target Beta#11", "with Grunt#5"}));
}

// Recruit Step (000:197): a card without a printed cost (the Xenomorphs
// starter's "Xenomorph Lance-Tail") can't be recruited, and reading its
// absent stats is never needed.
TEST(Vs2Fast, ACardWithoutCostIsNotRecruited) {
  vs2pcg::Card lance{"Lance-Tail", vs2pcg::Type::supporting_character, 0, 0, 0, 0, 0,
                std::uint8_t(st_cost | st_atk | st_def | st_health | st_level), "", 0, 2};
  vs2pcg::Engine e(vs2pcg::Data{{{"first", deck_with("Alpha", {lance, crew("Grunt", 0, 6)})},
                       {"second", deck_with("Beta", {crew("Grunt", 0, 8)})}}});
  apply_all(e, {"chooser first", "first first", "main_front", "main_front"});
  for (int s : {3, 13})
    for (int i = 0; i < 7; ++i) e.apply("draw " + e.card_key(s - 1 + i));
  apply_all(e, {"keep", "keep", "no_resource"});
  EXPECT_EQ(e.option_keys(),
            (std::vector<std::string>{"end_recruit", "recruit_back Grunt#5", "recruit_back Grunt#6", "recruit_back Grunt#7",
                                      "recruit_back Grunt#8", "recruit_back Grunt#9", "recruit_front Grunt#5",
                                      "recruit_front Grunt#6", "recruit_front Grunt#7", "recruit_front Grunt#8",
                                      "recruit_front Grunt#9"}));
}

// Four seats of small decks, each its own Main Character and 8 Grunts.
vs2pcg::Data four_small_decks() {
  vs2pcg::Data d;
  for (const char* seat : {"first", "second", "third", "fourth"})
    d.seats.push_back({seat, deck_with(std::string("MC-") + seat, {crew("Grunt", 0, 8)})});
  return d;
}

// Multiplayer Games (000:539-571): at four players the first seat picks the
// format. 2-Headed Teammates: seats 1-2 and 3-4 share the rows of the first
// seat of the team, and a team goes first as one.
TEST(Vs2Fast, TwoHeadedTeammatesShareTheirRows) {
  vs2pcg::Engine e(four_small_decks());
  EXPECT_EQ(e.pending(), (Pending{Decider::player, 0}));
  EXPECT_EQ(e.option_keys(), (std::vector<std::string>{"free_for_all", "two_headed", "two_vs_two"}));
  e.apply("two_headed");
  EXPECT_EQ(field(e, "game.format"), "2");
  EXPECT_EQ(field(e, "second.side"), "0");
  EXPECT_EQ(field(e, "second.lead"), "0");
  EXPECT_EQ(field(e, "fourth.side"), "1");
  EXPECT_EQ(field(e, "fourth.lead"), "2");
  e.apply("chooser fourth");
  EXPECT_EQ(e.option_keys(), (std::vector<std::string>{"first first", "first third"}));
  apply_all(e, {"first third", "main_front", "main_back", "main_front", "main_front"});
  EXPECT_EQ(field(e, "third.front_row"), "[MC-third]");
  EXPECT_EQ(field(e, "third.back_row"), "[MC-fourth]");
  EXPECT_EQ(field(e, "fourth.back_row"), "[]");
  EXPECT_EQ(field(e, "first.front_row"), "[MC-first, MC-second]");
}

// 2 vs 2 and 2-Headed Teammates end with a team outcome ("win a+b"): the
// winner is the team's first seat, its teammate an ally.
TEST(Vs2Fast, TeamsWinTogether) {
  int team_wins[2] = {};
  for (int format = 0; format < 2; ++format)
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
      vs2pcg::Engine e(four_small_decks());
      e.apply(format == 0 ? "two_vs_two" : "two_headed");
      Outcome o = playout(e, seed);
      ASSERT_NE(o.kind, Outcome::Kind::ongoing);
      if (o.kind != Outcome::Kind::win) continue;
      const int mate = format == 0 ? o.winner + 2 : o.winner + 1;
      EXPECT_EQ(o.allies, 1u << mate) << outcome_text(o, e.seats());
      ++team_wins[format];
    }
  EXPECT_GT(team_wins[0], 0);
  EXPECT_GT(team_wins[1], 0);
  vs2pcg::Engine e(four_small_decks());
  e.apply("two_headed");
  for (std::uint64_t seed = 1;; ++seed) {
    vs2pcg::Engine g(e);
    std::mt19937_64 rng(seed);
    while (g.pending().who != Decider::none) g.apply(rng() % g.option_count());
    if (g.outcome().kind != Outcome::Kind::win) continue;
    const std::string text = outcome_text(g.outcome(), g.seats());
    EXPECT_TRUE(text == "win first+second" || text == "win third+fourth") << text;
    EXPECT_EQ(field(g, "outcome"), text);
    break;
  }
}

const dsl::Game& vs2pcg() {
  static const dsl::Game g = [] {
    dsl::Diagnostics d;
    auto loaded = dsl::load_game(std::string(CANBEAT_SOURCE_DIR) + "/games/vs2pcg", d);
    if (!loaded) throw std::runtime_error("cannot load games/vs2pcg");
    return std::move(*loaded);
  }();
  return g;
}

TEST(Vs2FastDsl, EveryTableSizePlaysToAnOutcome) {
  for (std::size_t players : {2u, 3u, 4u}) {
    vs2pcg::Engine e(vs2pcg::load_data(vs2pcg(), {{}, players}));
    EXPECT_EQ(e.seats().size(), players);
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      Outcome o = playout(e, seed * 7 + players);
      EXPECT_NE(o.kind, Outcome::Kind::ongoing) << players << " players, seed " << seed;
    }
  }
}

// 000:544: with more than two players, the second player draws 1 on their
// first turn; the first player none.
TEST(Vs2FastDsl, FreeForAllFirstTurnDraws) {
  vs2pcg::Engine e(vs2pcg::load_data(vs2pcg(), {{}, 3}));
  apply_all(e, {"chooser first", "first second", "main_front", "main_front", "main_front"});
  for (int i = 0; i < 21; ++i) e.apply(0);
  apply_all(e, {"keep", "keep", "keep"});
  EXPECT_EQ(e.active(), 1);
  EXPECT_EQ(e.zone_size(1, vs2pcg::Zone::hand), 7);
  while (e.active() == 1) end_step(e);
  // Third's first turn: one draw, then the Resource Step.
  EXPECT_EQ(e.active(), 2);
  EXPECT_EQ(e.pending(), (Pending{Decider::chance, 2}));
  e.apply(0);
  EXPECT_EQ(field(e, "phase"), "resource");
  EXPECT_EQ(e.zone_size(2, vs2pcg::Zone::hand), 8);
}

TEST(Vs2FastDsl, DataFromTheStarterDecks) {
  vs2pcg::Data d = vs2pcg::load_data(vs2pcg(), {{"company", "xenomorphs"}, 0});
  ASSERT_EQ(d.seats.size(), 2u);
  EXPECT_EQ(d.seats[0].cards[0].name, "Warrant Officer Ripley");
  EXPECT_EQ(d.seats[0].cards[0].type, vs2pcg::Type::main_character);
  int total = 0;
  for (const vs2pcg::Card& c : d.seats[1].cards) total += c.copies;
  EXPECT_EQ(total, 66);  // 60, the Main Character's two versions, the Facehugger Pile's four
  // The Xenomorph Lance-Tail is listed without stats (xenomorphs.deck).
  bool lance = false;
  for (const vs2pcg::Card& c : d.seats[1].cards)
    if (c.name == "Xenomorph Lance-Tail") lance = c.missing & st_cost;
  EXPECT_TRUE(lance);
  EXPECT_THROW(vs2pcg::load_data(vs2pcg(), {{"company", "nope"}, 0}), std::invalid_argument);
}

// Super Powers are compiled from the card AST when the tables are built
// (power_load.cpp, by the shared card compiler): every power of the set
// compiles, and a body outside the compiled form is refused with its
// file:line:col.
TEST(Vs2FastDsl, PowersCompileFromTheCardText) {
  const vs2pcg::Data data = vs2pcg::load_data(vs2pcg(), {{"company", "xenomorphs"}, 2});
  int powers = 0;
  for (const vs2pcg::Seat& seat : data.seats)
    for (const vs2pcg::Card& c : seat.cards) {
      powers += int(c.powers.size());
      for (const vs2pcg::Power& u : c.powers) {
        ASSERT_FALSE(u.program.code.empty()) << u.name;
        EXPECT_EQ(u.program.code.back().op, canbeat::fast::cards::Op::halt) << u.name;
      }
    }
  EXPECT_GT(powers, 0);

  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / "canbeat-power-compile";
  fs::remove_all(dir);
  fs::copy(std::string(CANBEAT_SOURCE_DIR) + "/games/vs2pcg", dir, fs::copy_options::recursive);
  {
    std::ifstream in(dir / "alien-battles.cards");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::string from = "power \"Salivate\" main intellect {";
    const auto at = text.find(from);
    ASSERT_NE(at, std::string::npos);
    // powers(Z) as a value: a list taken when the let runs (players and
    // instances, which never change, compile).
    text.replace(at, from.size(), from + " let z = powers(you.hand);");
    std::ofstream(dir / "alien-battles.cards") << text;
  }
  dsl::Diagnostics d;
  auto loaded = dsl::load_game(dir.string(), d);
  ASSERT_TRUE(loaded);
  try {
    vs2pcg::load_data(*loaded, {{"vanilla_company", "vanilla_xenomorphs"}, 2});
    ADD_FAILURE() << "expected the fast engine to refuse a `let` of a list in a power";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("alien-battles.cards:"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("card 'Salivating Xenomporh': "), std::string::npos) << e.what();
  }
  fs::remove_all(dir);
}

// A Plot Twist that copies the effect of any One of a Kind Plot Twist,
// itself among them: each copy's body holds the copies again, so the
// compiler refuses the card (its frame's locals run out) at once, with its
// position, and does not lay copies out for ever.
TEST(Vs2FastDsl, ACopyOfItselfIsRefusedNotLaidOutForEver) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / "canbeat-copy-itself";
  fs::remove_all(dir);
  fs::copy(std::string(CANBEAT_SOURCE_DIR) + "/games/vs2pcg", dir, fs::copy_options::recursive);
  std::ofstream(dir / "mirror.cards") << R"(set mirror_set "Test" {
  card "Mirror" { type plot_twist; limit 1; keyword one_of_a_kind;
    power "Mirror" any_turn_combat {
      choose you { option "copy" t in cards where t.type == plot_twist and t.one_of_a_kind { copy_effect t, you; } option "pass" { } }
    }
  }
}
deck mirrors "Mirrors" { ALN-001 x1; ALN-002 x1; "Mirror" x1; ALN-059 x30; }
)";
  dsl::Diagnostics d;
  auto loaded = dsl::load_game(dir.string(), d);
  ASSERT_TRUE(loaded) << d.text();
  try {
    vs2pcg::load_data(*loaded, {{"mirrors", "xenomorphs"}, 2});
    ADD_FAILURE() << "expected the fast engine to refuse a card that copies itself";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("mirror.cards:4:"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("card 'Mirror'"), std::string::npos) << e.what();
  }
  fs::remove_all(dir);
}

// A card's conditions, amounts and values compile to expressions of the
// shared card compiler (fast-engine/cards/): a `let`, a sum, a card set's per_card var, an amount that is
// an expression; a legality query in a continuous effect's condition
// (its answer read with printed stats, as the interpreter's).
TEST(Vs2FastDsl, ExpressionsCompileFromTheCardText) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / "canbeat-expr-compile";
  fs::remove_all(dir);
  fs::copy(std::string(CANBEAT_SOURCE_DIR) + "/games/vs2pcg", dir, fs::copy_options::recursive);
  std::ofstream(dir / "test.cards") << R"(var zeal: per_card = 2;
set test_set "Test" {
  card "Zealot" { type supporting_character; team company; cost 1; atk 1; def 1; health 1; limit 4;
    power "Fervor" main humanity {
      let n = sum(x in you.front_row where x.face_down == 0 : x.atk) + self.zeal;
      if printed(self, "cost") { set self.zeal = n * 2 - self.cost; }
    }
    continuous fervor "+zeal ATK" for c in instances where c == self and c.serial > 0: c.atk += self.zeal;
  }
  card "Lawyer" { type supporting_character; team company; cost 1; atk 1; def 1; health 1; limit 4;
    continuous objection "Objection" for c in instances
      where c == self and legal change_row(you, self): c.atk += 1;
  }
}
deck zealots "Zealots" { ALN-001 x1; ALN-002 x1; "Zealot" x4; ALN-059 x30; }
deck lawyers "Lawyers" { ALN-001 x1; ALN-002 x1; "Lawyer" x4; ALN-059 x30; }
)";
  dsl::Diagnostics d;
  auto loaded = dsl::load_game(dir.string(), d);
  ASSERT_TRUE(loaded) << d.text();
  const vs2pcg::Data data = vs2pcg::load_data(*loaded, {{"zealots", "company"}, 2});
  ASSERT_EQ(data.card_vars.size(), 1u);
  EXPECT_EQ(data.card_vars[0].name, "zeal");
  EXPECT_EQ(data.card_vars[0].init, 2);
  const vs2pcg::Card& zealot = data.seats[0].cards[2];
  ASSERT_EQ(zealot.name, "Zealot");
  ASSERT_EQ(zealot.powers.size(), 1u);
  EXPECT_EQ(zealot.powers[0].program.code[0].op, canbeat::fast::cards::Op::let);
  ASSERT_EQ(zealot.continuous.size(), 1u);
  EXPECT_FALSE(zealot.continuous[0].amount);
  EXPECT_GE(zealot.continuous[0].program.amount, 0);
  // It plays: the var starts at 2 and the effect reads it.
  vs2pcg::Engine e(data);
  EXPECT_EQ(playout(e, 5).kind == Outcome::Kind::ongoing, false);
  // A legality query in an effect's condition compiles: its answer reads
  // printed stats (Engine::in_effect_), and the card plays.
  const vs2pcg::Data lawyers = vs2pcg::load_data(*loaded, {{"lawyers", "company"}, 2});
  ASSERT_EQ(lawyers.seats[0].cards[2].continuous.size(), 1u);
  EXPECT_GE(lawyers.seats[0].cards[2].continuous[0].program.test, 0);
  vs2pcg::Engine objecting(lawyers);
  EXPECT_NE(playout(objecting, 5).kind, Outcome::Kind::ongoing);
  fs::remove_all(dir);
}

// A card set's rule statements of the rules' actions (outside
// any card, a house rule): a cant is joined to the engine's rulebook answer
// (scenario compiled-rule-cants plays it); a can comes with the rules' own
// cants of its action (Statement::rulebook), which it loses to (scenario
// compiled-rule-cans); a can whose action's rules cants do not compile
// stops the engine for the game, at the can, with the cant's reason.
TEST(Vs2FastDsl, HouseRuleCansCarryTheRulebookCantsTheyLoseTo) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / "canbeat-house-rules";
  fs::remove_all(dir);
  fs::copy(std::string(CANBEAT_SOURCE_DIR) + "/games/vs2pcg", dir, fs::copy_options::recursive);
  auto load = [&](const std::string& text) {
    std::ofstream(dir / "house.cards") << text;
    dsl::Diagnostics d;
    auto loaded = dsl::load_game(dir.string(), d);
    EXPECT_TRUE(loaded) << d.text();
    return loaded;
  };
  auto game = load("cant attack(p, a) \"Curfew\" when a.wounds > 0;\n");
  vs2pcg::Data data = vs2pcg::load_data(*game, {{"company", "xenomorphs"}, 2});
  ASSERT_EQ(data.rule_statements.size(), 1u);
  EXPECT_EQ(data.rule_statements[0].action, vs2pcg::Action::attack);
  EXPECT_TRUE(data.rule_statements[0].cant);
  EXPECT_FALSE(data.rule_statements[0].rulebook);
  // attack.rules' three cants of attack (Stunned, Passive, Angry: Angry's
  // asks attack itself, as the native answer does) follow the can, once
  // for two cans.
  game = load("can attack(p, a) \"Sally\" when a.wounds > 0;\ncan attack(p, a) \"Rally\" when a.atk > 4;\n");
  data = vs2pcg::load_data(*game, {{"company", "xenomorphs"}, 2});
  ASSERT_EQ(data.rule_statements.size(), 5u);
  EXPECT_FALSE(data.rule_statements[0].cant);
  EXPECT_FALSE(data.rule_statements[0].rulebook);
  for (std::size_t i = 1; i < 4; ++i) {
    EXPECT_TRUE(data.rule_statements[i].cant);
    EXPECT_TRUE(data.rule_statements[i].rulebook);
    EXPECT_EQ(data.rule_statements[i].action, vs2pcg::Action::attack);
  }
  EXPECT_FALSE(data.rule_statements[4].rulebook);
  // payable's cant (powers.rules) asks leaves_payer, which no compiled
  // expression asks: the can is refused for the game, at the can.
  game = load("\n  can payable(p, u) \"Credit\" when p.rp > 3;\n");
  try {
    vs2pcg::load_data(*game, {{"company", "xenomorphs"}, 2});
    ADD_FAILURE() << "expected the fast engine to refuse a can of payable";
  } catch (const std::invalid_argument& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("house.cards:2:3: the fast engine cannot compile a card set's rule statement can payable: it "
                        "must lose to the rules' cants of payable"),
              std::string::npos)
        << what;
    EXPECT_NE(what.find("powers.rules:"), std::string::npos) << what;
  }
  fs::remove_all(dir);
}

}  // namespace
}  // namespace canbeat::fast::vs2pcg
