// The Queen's abilities (games/vs2pcg/alien-battles.cards) as scenario
// tests, on both engines (Isabelle's Sniper Nest, EX-001-16, is in
// ex001-16-sniper-nest.scenario):
// - ALN-029 The Queen, They're All Around Us, Man: Level Up (3) ("Level Up
//   Powers", ../shared/seeds/000_03a9bc82aad99cdb.txt 000:408-424; Swarm
//   000:515);
// - ALN-030 The Queen, Who's Laying the Eggs? (Main: an Ovomorph into the
//   Back Row, then each Ovomorph may try to hatch; Facehuggers 000:523-537);
// - ALN-047 The Queen, Who's Laying The Eggs? (Any Turn, Combat: up to two
//   Ovomorphs revealed into the hand; Amplify 000:521: the Back Row instead;
//   a reveal, 001:539).
// The rulings these tests follow are in games/vs2pcg/README.md, "Rulings".
//
// The Hive (The Queen 2/5) goes first and recruits free test characters:
// Warriors and Runners (Swarm), Grunts (no Swarm), a Sleeper whose Build
// power dazes a character of its own Front Row. The Crew recruits a Recruit
// (1/1, Health 3), the enemy Supporting Character an Ovomorph needs to hatch.
#include <gtest/gtest.h>

#include <algorithm>

#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class Queen : public ::testing::TestWithParam<EngineKind> {};

using Names = std::vector<std::string>;

const char* const decks = R"(
deck hive "Hive" {
  ALN-029 x1; ALN-030 x1;   # The Queen: Level 1 (2/5), Level 2 (6/6)
  card "Warrior" x6 { type supporting_character; team xenomorph; cost 0; atk 1; def 1; health 1; keyword creature, swarm; }
  card "Runner" x2 { type supporting_character; team xenomorph; cost 0; atk 1; def 1; health 1; keyword creature, swarm; }
  card "Grunt" x2 { type supporting_character; team xenomorph; cost 0; atk 1; def 1; health 1; }
  card "Sleeper" { type supporting_character; team xenomorph; cost 0; atk 1; def 9; health 3;
    power "Hypersleep" build alien {
      choose you {
        option "daze" x in you.front_row where x.face_down == 0 { daze(x); }
      }
    }
  }
  ALN-035 x3;   # Ovomorph (0/4, Health 1, Swarm): Hatch
  ALN-052 x3;   # Facehugger: the pile (000:527)
  ALN-053 x1;   # Extended Incubation
  ALN-055 x3;   # The Nostromo [energy]
  ALN-060 x30;  # Space [alien]
}
# No Ovomorph anywhere.
deck barren "Barren" {
  ALN-029 x1; ALN-030 x1;
  "Warrior" x4;
  ALN-055 x2;
  ALN-060 x30;
}
deck crew "Crew" {
  PRD-001 x1; PRD-002 x1;   # Dutch (no powers, no Level Up Power)
  card "Recruit" { type supporting_character; cost 0; atk 1; def 1; health 3; }
  ALN-059 x30;  # Earth
}
deck falcon "Falcon" {
  PRD-013 x1; PRD-014 x1;   # Falconer (2/5): We're the Game counts enemy reveals (001:539)
  "Recruit" x1;
  ALN-059 x30;  # Earth
}
# ALN-047 can't join a side whose Main Character is The Queen (000:441).
deck brood "Brood" {
  ALN-031 x1; ALN-032 x1;   # The Dragon (3/4)
  ALN-047 x1;   # The Queen, cost 7 (8/8)
  ALN-035 x3;   # Ovomorph
  ALN-052 x3; ALN-053 x1;
  ALN-055 x2;   # The Nostromo [energy]
  ALN-060 x30;  # Space
}
)";

std::string power_key(const Vs2pcgTable& t, const std::string& card, const std::string& power) {
  std::string head = "use " + card + "#", tail = "/" + power;
  for (const std::string& k : t.engine().option_keys())
    if (k.compare(0, head.size(), head) == 0 && k.size() >= tail.size() &&
        k.compare(k.size() - tail.size(), tail.size(), tail) == 0)
      return k;
  return "";
}

// How many times `name` is listed in a zone's text.
std::size_t copies(const std::string& zone, const std::string& name) {
  std::size_t n = 0;
  for (std::size_t at = zone.find(name); at != std::string::npos; at = zone.find(name, at + name.size())) ++n;
  return n;
}

// The Hive first, holding `hand`; in its Recruit Step.
Vs2pcgTable hive(EngineKind kind, const Names& hand, const std::string& deck = "hive") {
  Vs2pcgTable t(kind, decks, {deck, "crew"});
  t.set_up({"front", "front"}, {hand, {"Recruit"}}, {"Space", "Earth"});
  t.skip_to("recruit_front");
  return t;
}

// ---------------------------------------------------------------- ALN-029

// ALN-029 (000:418, 000:515): a Swarm character appearing while one of its
// name is already on her side gives an XP; the first of a name does not
// (it is not "already" there), nor one of another name, nor a character
// without Swarm (its Uniqueness KOs the first, 000:441).
TEST_P(Queen, Aln029_SecondOfASwarmNameGivesAnXp) {
  Vs2pcgTable t = hive(GetParam(), {"Warrior", "Warrior", "Warrior", "Runner", "Grunt", "Grunt"});
  t.take("recruit_front", "Warrior");
  EXPECT_EQ(t.field("first.set_aside"), "[The Queen]");
  t.take("recruit_front", "Runner");
  EXPECT_EQ(t.field("first.set_aside"), "[The Queen]");
  t.take("recruit_back", "Warrior");  // the other row is the same side
  EXPECT_EQ(t.field("first.set_aside"), "[The Queen {xp=1}]");
  t.take("recruit_front", "Grunt");
  t.take("recruit_front", "Grunt");
  EXPECT_EQ(t.field("first.ko_pile"), "[Grunt]");
  EXPECT_EQ(t.field("first.set_aside"), "[The Queen {xp=1}]");
  t.take("recruit_front", "Warrior");
  EXPECT_EQ(t.field("first.set_aside"), "[The Queen {xp=2}]");
}

// ALN-029's Level Up (3) (000:418-420): the fourth Warrior is the third XP;
// the Level 2 takes her place and its Main power is offered.
TEST_P(Queen, Aln029_LevelsUpAtThree) {
  Vs2pcgTable t = hive(GetParam(), {"Warrior", "Warrior", "Warrior", "Warrior", "The Nostromo"});
  for (int i = 0; i < 4; ++i) t.take("recruit_front", "Warrior");
  EXPECT_EQ(t.field("first.set_aside"), "[The Queen]");
  EXPECT_EQ(copies(t.field("first.front_row"), "The Queen"), std::size_t(1));
  t.skip_to("end_main");
  EXPECT_NE(power_key(t, "The Queen", "Who's Laying the Eggs?"), "");
}

// ALN-029 stunned (000:424: her Level Up Power is off): dazed by the
// Sleeper, she gains nothing for a second Warrior; recovered in her next
// turn (000:306), a third one counts.
TEST_P(Queen, Aln029_NoXpWhileSheIsStunned) {
  Vs2pcgTable t = hive(GetParam(), {"Sleeper", "Warrior", "Warrior", "Warrior"});
  t.take("recruit_front", "Sleeper");
  t.take(power_key(t, "Sleeper", "Hypersleep"));
  t.take("discard", "Space");
  t.take("daze", "The Queen");
  EXPECT_NE(t.field("first.front_row").find("The Queen {face_down=1, exhausted=1}"), std::string::npos);
  t.take("recruit_front", "Warrior");
  t.take("recruit_front", "Warrior");
  EXPECT_EQ(t.field("first.set_aside"), "[The Queen]");
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Warrior");
  EXPECT_EQ(t.field("first.set_aside"), "[The Queen {xp=1}]");
}

// ---------------------------------------------------------------- ALN-030

// The Hive's Queen levelled up in its first Recruit Step (four Warriors);
// `hand` besides. Stops in its Main Phase.
Vs2pcgTable queen_two(EngineKind kind, const Names& hand, const std::string& deck = "hive") {
  Names all{"Warrior", "Warrior", "Warrior", "Warrior"};
  all.insert(all.end(), hand.begin(), hand.end());
  Vs2pcgTable t = hive(kind, all, deck);
  for (int i = 0; i < 4; ++i) t.take("recruit_front", "Warrior");
  t.skip_to("end_main");
  return t;
}

void use_eggs(Vs2pcgTable& t) {
  const std::string k = power_key(t, "The Queen", "Who's Laying the Eggs?");
  ASSERT_NE(k, "");
  t.take(k);
  t.take("discard", "The Nostromo");
}

// ALN-030: an Ovomorph of the deck or hand comes into the Back Row; no
// enemy Supporting Character is in play, so none tries to hatch (C-32).
TEST_P(Queen, Aln030_SearchPutsAnOvomorphIntoTheBackRow) {
  Vs2pcgTable t = queen_two(GetParam(), {"The Nostromo", "Ovomorph"});
  use_eggs(t);
  EXPECT_EQ(t.offered("search"), (Names{"Ovomorph", "Ovomorph", "Ovomorph"}));
  t.take("search", "Ovomorph");
  EXPECT_EQ(t.field("first.back_row"), "[Ovomorph]");
  EXPECT_EQ(copies(t.field("first.deck"), "Ovomorph") + copies(t.field("first.hand"), "Ovomorph"), std::size_t(2));
  EXPECT_FALSE(t.offers("hatch"));
  EXPECT_TRUE(t.offers("end_main"));
}

// ALN-030 with no Ovomorph in deck, hand or KO pile: paid, it does nothing.
TEST_P(Queen, Aln030_NoOvomorphAnywhere) {
  Vs2pcgTable t = queen_two(GetParam(), {"The Nostromo"}, "barren");
  use_eggs(t);
  EXPECT_FALSE(t.offers("search"));
  EXPECT_TRUE(t.offers("end_main"));
  EXPECT_EQ(t.field("first.back_row"), "[]");
  EXPECT_EQ(t.field("first.ko_pile"), "[The Nostromo]");
}

// ALN-030 stunned: a stunned character can't use its powers (000:296).
TEST_P(Queen, Aln030_NotWhileStunned) {
  Names all{"Warrior", "Warrior", "Warrior", "Warrior", "Sleeper", "The Nostromo"};
  Vs2pcgTable t = hive(GetParam(), all);
  for (int i = 0; i < 4; ++i) t.take("recruit_front", "Warrior");
  t.take("recruit_front", "Sleeper");
  t.take(power_key(t, "Sleeper", "Hypersleep"));
  t.take("discard", "Space");
  t.take("daze", "The Queen");
  t.skip_to("end_main");
  EXPECT_EQ(power_key(t, "The Queen", "Who's Laying the Eggs?"), "");
}

// ALN-030 with an enemy Supporting Character: the Ovomorph put in play in
// the first turn hatches at the start of the next Build Phase (Extended
// Incubation); the power puts a second one in play, then both may try to
// hatch, one at a time in the order picked. The Facehugger the first reveals
// waits for its Hug (000:481) and is not revealed again; once the power is
// done the two revealed cards resolve (the player orders them) and the Hug
// captures the Recruit. The KO'd Ovomorph is searched from the KO pile next
// time.
TEST_P(Queen, Aln030_EachOvomorphMayHatchInTurn) {
  Vs2pcgTable t = queen_two(GetParam(), {"The Nostromo", "The Nostromo"});
  use_eggs(t);
  t.take("search", "Ovomorph");
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Recruit");
  t.pass_turn();
  t.draw({"Space", "Space"});
  EXPECT_EQ(t.pending(), "chance first");  // the Build Phase's Hatch (000:528)
  t.take("reveal", "Extended Incubation");
  t.skip_to("end_main");
  use_eggs(t);
  EXPECT_EQ(t.offered("search"), (Names{"Ovomorph", "Ovomorph"}));
  t.take("search", "Ovomorph");
  ASSERT_EQ(t.offered("hatch"), (Names{"Ovomorph", "Ovomorph"}));
  EXPECT_TRUE(t.offers("stop"));
  t.take("hatch", "Ovomorph");
  EXPECT_EQ(t.offered("reveal"), (Names{"Extended Incubation", "Facehugger", "Facehugger", "Facehugger"}));
  t.take("reveal", "Facehugger");
  ASSERT_EQ(t.offered("hatch"), (Names{"Ovomorph"}));
  t.take("hatch", "Ovomorph");
  EXPECT_EQ(t.offered("reveal"), (Names{"Extended Incubation", "Facehugger", "Facehugger"}));
  t.take("reveal", "Extended Incubation");
  // Both revealed cards' triggers wait; the Hive orders them (000:481).
  ASSERT_EQ(t.offered("resolve"), (Names{"Extended Incubation", "Facehugger"}));
  t.take("resolve", "Facehugger");
  t.take("capture", "Recruit");
  EXPECT_EQ(t.field("first.back_row"), "[Facehugger, Ovomorph]");
  EXPECT_EQ(copies(t.field("first.ko_pile"), "Ovomorph"), std::size_t(1));
  EXPECT_NE(t.field("second.captives").find("Recruit"), std::string::npos);
  EXPECT_TRUE(t.offers("end_main"));
  // The next Main Phase: the deck's last Ovomorph and the KO'd one.
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.pass_turn();
  t.draw({"Space", "The Nostromo"});
  t.take("no_burst");  // the Facehugger's Burst (000:536); no enemy Supporting Character: no Hatch
  t.skip_to("end_main");
  const std::string k = power_key(t, "The Queen", "Who's Laying the Eggs?");
  ASSERT_NE(k, "");
  t.take(k);
  t.take("discard", "The Nostromo");
  EXPECT_EQ(t.offered("search"), (Names{"Ovomorph", "Ovomorph"}));
}

// ALN-030: "you may": the player stops before any hatch.
TEST_P(Queen, Aln030_HatchingIsOptional) {
  Vs2pcgTable t = queen_two(GetParam(), {"The Nostromo", "The Nostromo"});
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Recruit");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.skip_to("end_main");
  use_eggs(t);
  t.take("search", "Ovomorph");
  ASSERT_EQ(t.offered("hatch"), (Names{"Ovomorph"}));
  t.take("stop");
  EXPECT_EQ(t.field("first.facehuggers"), "[Extended Incubation, Facehugger, Facehugger, Facehugger]");
  EXPECT_EQ(t.field("first.back_row"), "[Ovomorph]");
  EXPECT_TRUE(t.offers("end_main"));
}

// ---------------------------------------------------------------- ALN-047

// The Brood (The Dragon) goes first and puts a Location each turn: a Space,
// or The Nostromo in the turn `nostromo_turn` (0: never); the Crew recruits
// its Recruit in its first turn. In its seventh turn the Brood recruits the
// Queen (cost 7) and she attacks the Recruit: the Crew's player is then in
// the combat window, the Brood's turn to play.
Vs2pcgTable brood_attack(EngineKind kind, const Names& hand, int nostromo_turn) {
  Vs2pcgTable t(kind, decks, {"brood", "falcon"});
  Names all{"The Queen"};
  all.insert(all.end(), hand.begin(), hand.end());
  t.set_up({"front", "front"}, {all, {"Recruit"}}, {"Space", "Earth"});
  for (int turn = 1; turn <= 7; ++turn) {
    if (turn > 1) t.draw({"Space", turn == nostromo_turn ? "The Nostromo" : "Space"});
    t.take("location", turn == nostromo_turn ? "The Nostromo" : "Space");
    if (turn == 7) break;
    t.pass_turn();
    t.draw({"Earth", "Earth"});
    if (turn == 1) {
      t.skip_to("recruit_front");
      t.take("recruit_front", "Recruit");
    }
    t.pass_turn();
  }
  t.take("recruit_front", "The Queen");
  t.skip_to("attack");
  t.take("attack", "The Queen");
  t.take("target", "Recruit");
  return t;
}

// ALN-047 paid by turning a Location down (no Amplify): up to two Ovomorphs
// from hand and deck, revealed (one reveal: Falconer's XP, 001:539), into
// the hand.
TEST_P(Queen, Aln047_TwoOvomorphsRevealedIntoTheHand) {
  Vs2pcgTable t = brood_attack(GetParam(), {"Ovomorph"}, 2);
  const std::string k = power_key(t, "The Queen", "Who's Laying The Eggs?");
  ASSERT_NE(k, "");
  t.take(k);
  t.take("turn_down", "The Nostromo");
  EXPECT_EQ(t.offered("search"), (Names{"Ovomorph", "Ovomorph", "Ovomorph"}));
  EXPECT_TRUE(t.offers("stop"));
  t.take("search", "Ovomorph");
  EXPECT_EQ(t.offered("search"), (Names{"Ovomorph", "Ovomorph"}));
  t.take("search", "Ovomorph");
  EXPECT_FALSE(t.offers("to_back_row"));
  EXPECT_EQ(copies(t.field("first.hand"), "Ovomorph"), std::size_t(2));
  EXPECT_EQ(copies(t.field("first.deck"), "Ovomorph"), std::size_t(1));
  EXPECT_EQ(t.field("second.set_aside"), "[Falconer {xp=1}]");
  EXPECT_TRUE(t.offers("pass"));  // the combat window goes on
}

// ALN-047 paid with a discarded Location: Amplify (000:521) puts them into
// the Back Row; each appears there (README.md).
TEST_P(Queen, Aln047_AmplifyPutsThemIntoTheBackRow) {
  Vs2pcgTable t = brood_attack(GetParam(), {"Ovomorph", "The Nostromo"}, 0);
  t.take(power_key(t, "The Queen", "Who's Laying The Eggs?"));
  t.take("discard", "The Nostromo");
  t.take("search", "Ovomorph");
  t.take("search", "Ovomorph");
  ASSERT_TRUE(t.offers("to_back_row"));
  EXPECT_TRUE(t.offers("to_hand"));
  t.take("to_back_row");
  EXPECT_EQ(t.field("first.back_row"), "[Ovomorph, Ovomorph]");
  EXPECT_EQ(copies(t.field("first.hand"), "Ovomorph"), std::size_t(0));
  EXPECT_EQ(t.field("second.set_aside"), "[Falconer {xp=1}]");
}

// ALN-047 amplified, declined: into the hand after all.
TEST_P(Queen, Aln047_AmplifyMayBeDeclined) {
  Vs2pcgTable t = brood_attack(GetParam(), {"The Nostromo"}, 0);
  t.take(power_key(t, "The Queen", "Who's Laying The Eggs?"));
  t.take("discard", "The Nostromo");
  t.take("search", "Ovomorph");
  t.take("stop");
  t.take("to_hand");
  EXPECT_EQ(t.field("first.back_row"), "[]");
  EXPECT_EQ(copies(t.field("first.hand"), "Ovomorph"), std::size_t(1));
}

// ALN-047 "up to two": none taken, nothing is revealed (no XP for Falconer).
TEST_P(Queen, Aln047_NoneTakenRevealsNothing) {
  Vs2pcgTable t = brood_attack(GetParam(), {"The Nostromo"}, 0);
  t.take(power_key(t, "The Queen", "Who's Laying The Eggs?"));
  t.take("discard", "The Nostromo");
  t.take("stop");
  EXPECT_FALSE(t.offers("to_back_row"));
  EXPECT_EQ(copies(t.field("first.deck"), "Ovomorph"), std::size_t(3));
  EXPECT_EQ(t.field("second.set_aside"), "[Falconer]");
  EXPECT_TRUE(t.offers("pass"));
}

INSTANTIATE_TEST_SUITE_P(Engines, Queen, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return engine_name(info.param); });

}  // namespace
}  // namespace canbeat::testing
