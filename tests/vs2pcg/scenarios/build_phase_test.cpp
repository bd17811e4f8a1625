// "3. Build Phase" of the Vs. System 2PCG rulebooks as scenario tests, on
// both engines: ../shared/seeds/000_03a9bc82aad99cdb.txt (Alien Battles,
// "000") and 001_7b361cf90076b544.txt (Predator Battles, "001"). Each test
// names the example or rule it checks (docs/vs2pcg/rulebook-examples.md ids).
#include <gtest/gtest.h>

#include <algorithm>

#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class BuildPhase : public ::testing::TestWithParam<EngineKind> {};

// Ellen's deck for EX-000-01 and the opponent's: only what the example
// needs, with Earth (a basic Location) as filler.
const char* const ellen_decks = R"(
deck ellen "Ellen" {
  ALN-001 x1; ALN-002 x1;
  ALN-055 x1;   # The Nostromo
  ALN-009 x1;   # Newt, cost 1
  ALN-011 x1;   # Kane, cost 2
  ALN-023 x1;   # M41A Pulse Rifle, Equipment, cost 1
  ALN-059 x20;  # Earth
}
deck foe "Foe" {
  ALN-029 x1; ALN-030 x1;
  ALN-060 x20;  # Space
}
)";


// R-CT-02, R-EQ-01, R-RL-01, R-BC-05 (000:57, 000:310, 000:453, 000:145):
// recruits go to either row and enter ready; Equipment goes onto any
// face-up character of hers; face-down and face-up resources both count.
// EX-000-01, 000:201-205 (Recruit Step): Ellen plays the Nostromo as a
// resource and has four resources, so 4 Recruit Points; she recruits Newt
// (cost 1) into her Front Row and Kane (cost 2) into her Back Row and with
// the point left plays the M41A Pulse Rifle, which "she can put on any of
// her characters" (paraphrased).
TEST_P(BuildPhase, Ex000_01_EllensResourceAndRecruitStep) {
  Vs2pcgTable t(GetParam(), ellen_decks, {"ellen", "foe"});
  t.set_up({"front", "front"}, {{"The Nostromo", "Newt", "Kane", "M41A Pulse Rifle", "Earth", "Earth", "Earth"}, {}}, {"Earth", "Space"});
  // Three turns each; Ellen puts an Earth face down in each of hers.
  for (int turn = 0; turn < 3; ++turn) {
    if (turn > 0) t.draw({"Earth", "Earth"});  // 000:181: the first player skips the first draw
    t.take("resource", "Earth");
    t.pass_turn();
    t.draw({"Space", "Space"});
    t.pass_turn();
  }
  t.draw({"Earth", "Earth"});
  EXPECT_EQ(t.field("phase"), "resource");
  EXPECT_EQ(t.field("first.resource_row"), "[Earth {face_down=1}, Earth {face_down=1}, Earth {face_down=1}]");
  // 000:193: a Location may go into the Resource Row face up.
  t.take("location", "The Nostromo");
  EXPECT_EQ(t.field("first.resource_row"),
            "[Earth {face_down=1}, Earth {face_down=1}, Earth {face_down=1}, The Nostromo]");
  // 000:197: one Recruit Point per resource, face up or face down.
  EXPECT_EQ(t.field("phase"), "recruit");
  EXPECT_EQ(t.field("first.rp"), "4");
  t.take("recruit_front", "Newt");
  t.take("recruit_back", "Kane");
  // Kane appears: his Explore (ALN-011) reveals a basic Location, by chance
  // one of her deck's Earths, for her hand.
  EXPECT_EQ(t.pending(), "chance first");
  t.take("reveal", "Earth");
  EXPECT_EQ(t.field("first.rp"), "1");
  // "she can put it on any of her characters": Newt, Kane and Ellen herself.
  t.take("equip", "M41A Pulse Rifle");
  EXPECT_EQ(t.offered("onto"), (std::vector<std::string>{"Kane", "Newt", "Warrant Officer Ripley"}));
  t.take("onto", "Warrant Officer Ripley");
  EXPECT_EQ(t.field("first.rp"), "0");
  EXPECT_EQ(t.field("first.front_row"), "[Newt, Warrant Officer Ripley]");  // 000:145: they enter play ready
  EXPECT_EQ(t.field("first.back_row"), "[Kane]");
  EXPECT_EQ(t.field("first.equipment"), "[M41A Pulse Rifle {on=1}]");  // on Ripley, serial 1
}

// R-RC-03 (000:205 / 001:203): the unspent point is lost with the step.
// EX-001-01, 001:207-209: Max plays Los Angeles face up (four resources, 4
// points), recruits Hawkins (cost 1) to his Front Row and Poncho (cost 2) to
// his Back Row; the point left "goes away" at the end of the step (001:203).
// The Predator Battles cards are not in the card data: defined here with the
// costs the example gives (the other numbers are ours).
TEST_P(BuildPhase, Ex001_01_MaxsLeftoverPointGoesAway) {
  const char* decks = R"(
deck max_deck "Max" {
  card "Max" { type main_character; team company; atk 2; def 4; health 5; level 1; }
  card "Max" { type main_character; team company; atk 4; def 6; health 5; level 2; }
  card "Los Angeles" { type location; }
  card "Hawkins" { type supporting_character; team company; cost 1; atk 1; def 1; health 1; }
  card "Poncho" { type supporting_character; team company; cost 2; atk 2; def 2; health 1; }
  ALN-059 x20;
}
deck foe "Foe" { ALN-029 x1; ALN-030 x1; ALN-060 x20; }
)";
  Vs2pcgTable t(GetParam(), decks, {"max_deck", "foe"});
  t.set_up({"front", "front"}, {{"Los Angeles", "Hawkins", "Poncho"}, {}}, {"Earth", "Space"});
  for (int turn = 0; turn < 3; ++turn) {
    if (turn > 0) t.draw({"Earth", "Earth"});
    t.take("resource", "Earth");
    t.pass_turn();
    t.draw({"Space", "Space"});
    t.pass_turn();
  }
  t.draw({"Earth", "Earth"});
  t.take("location", "Los Angeles");
  EXPECT_EQ(t.field("first.rp"), "4");
  t.take("recruit_front", "Hawkins");
  t.take("recruit_back", "Poncho");
  EXPECT_EQ(t.field("first.rp"), "1");
  t.take("end_recruit");
  EXPECT_EQ(t.field("phase"), "formation");
  EXPECT_EQ(t.field("first.rp"), "0");  // 001:203 "goes away"
  EXPECT_EQ(t.field("first.front_row"), "[Hawkins, Max]");
  EXPECT_EQ(t.field("first.back_row"), "[Poncho]");
}

// Decks for the rules of the Build Phase: "Test Pilot" is a Main Character
// with no Team Affiliation, so that only a Company character on the side
// enables Company Equipment (000:316); the Queen is a Creature (000:705).
const char* const build_decks = R"(
deck pilot "Pilot" {
  card "Test Pilot" { type main_character; atk 2; def 5; health 5; level 1; }
  card "Test Pilot" { type main_character; atk 4; def 8; health 5; level 2; }
  ALN-009 x1;   # Newt, Company, cost 1
  ALN-011 x1;   # Kane, Company, cost 2
  ALN-025 x1;   # Power Loader, Company Equipment, cost 3
  card "Scout" { type supporting_character; cost 0; atk 1; def 1; health 1; }
  card "Test Shield" x2 { type equipment; cost 0; }
  ALN-055 x1;   # The Nostromo
  ALN-059 x20;  # Earth
}
deck creature "Creature" {
  ALN-029 x1; ALN-030 x1;
  card "Scout" { type supporting_character; cost 0; atk 1; def 1; health 1; }
  card "Test Shield" { type equipment; cost 0; }
  card "Brute" { type supporting_character; team xenomorph; cost 0; atk 5; def 5; health 2; }
  ALN-060 x20;
}
)";

// R-CT-07 (000:103): one resource a turn: taking one ends the step.
// R-RS-01, 000:193 / 001:197: any card of the hand may become a resource,
// face down; only a Location may go face up. R-RC-01 (000:197): one
// Recruit Point per resource, face down too.
TEST_P(BuildPhase, RRs01_AnyCardFaceDownOnlyLocationsFaceUp) {
  Vs2pcgTable t(GetParam(), build_decks, {"pilot", "creature"});
  t.set_up({"front", "front"}, {{"Newt", "Kane", "The Nostromo"}, {}}, {"Earth", "Space"});
  EXPECT_EQ(t.field("phase"), "resource");
  // One option per card in hand (4 Earth): the names, once each.
  auto names = [&](const std::string& label) {
    std::vector<std::string> v = t.offered(label);
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
  };
  EXPECT_EQ(names("location"), (std::vector<std::string>{"Earth", "The Nostromo"}));
  EXPECT_EQ(names("resource"), (std::vector<std::string>{"Earth", "Kane", "Newt", "The Nostromo"}));
  t.take("resource", "Kane");
  EXPECT_EQ(t.field("first.resource_row"), "[Kane {face_down=1}]");
  EXPECT_EQ(t.field("phase"), "recruit");
  EXPECT_EQ(t.field("first.rp"), "1");
}

// R-RC-02, 000:197 / 001:201: Recruit Points pay for characters up to their
// cost only: with 1 point Newt (cost 1) but not Kane (cost 2); then none.
TEST_P(BuildPhase, RRc02_RecruitOnlyWhatThePointsPayFor) {
  Vs2pcgTable t(GetParam(), build_decks, {"pilot", "creature"});
  t.set_up({"front", "front"}, {{"Newt", "Kane"}, {}}, {"Earth", "Space"});
  t.take("resource", "Earth");
  EXPECT_EQ(t.offered("recruit_front"), (std::vector<std::string>{"Newt"}));
  t.take("recruit_back", "Newt");
  EXPECT_EQ(t.field("first.rp"), "0");
  EXPECT_EQ(t.offered("recruit_front"), std::vector<std::string>{});
  EXPECT_EQ(t.field("first.back_row"), "[Newt]");
  t.take("end_recruit");
  EXPECT_EQ(t.field("phase"), "formation");
}

// Ruling (games/vs2pcg/README.md, "Xenomorph Lance-Tail"): a Supporting
// Character without a printed cost, as the Xenomorphs starter deck's
// Lance-Tail (000:622, not in the card data), can't be recruited (there is
// no cost to pay, 000:197); it can still be a resource.
TEST_P(BuildPhase, LanceTail_NoPrintedCostNoRecruit) {
  const std::string decks = std::string(build_decks) + R"(
deck tailed "Tailed" {
  ALN-001 x1; ALN-002 x1;
  card "Xenomorph Lance-Tail" x2 { type supporting_character; }
  ALN-009 x1;   # Newt, cost 1
  ALN-059 x20;
}
)";
  Vs2pcgTable t(GetParam(), decks, {"tailed", "creature"});
  t.set_up({"front", "front"}, {{"Xenomorph Lance-Tail", "Newt"}, {}}, {"Earth", "Space"});
  EXPECT_TRUE(t.offers("resource", "Xenomorph Lance-Tail"));
  t.take("resource", "Earth");
  EXPECT_EQ(t.offered("recruit_front"), (std::vector<std::string>{"Newt"}));
}

// Three turns each; the pilot recruits Newt (or not) in the first and puts
// an Earth face down in each: 3 Recruit Points in its third Recruit Step.
void three_resources(Vs2pcgTable& t, bool with_newt) {
  t.set_up({"front", "front"}, {{"Newt", "Power Loader"}, {}}, {"Earth", "Space"});
  for (int turn = 0; turn < 3; ++turn) {
    if (turn > 0) t.draw({"Earth", "Earth"});
    t.take("resource", "Earth");
    if (turn == 0 && with_newt) t.take("recruit_back", "Newt");
    if (turn == 2) return;
    t.pass_turn();
    t.draw({"Space", "Space"});
    t.pass_turn();
  }
}

// R-CT-06, R-DB-07 (000:83, 000:659): team Equipment needs a face-up member.
// EX-000-03, R-EQ-04, 000:316 / 001:326-328: with a face-up Company
// character (Newt) on the side, the Power Loader may go onto any character,
// here the teamless Main Character.
TEST_P(BuildPhase, Ex000_03_PowerLoaderOnACharacterOutsideTheTeam) {
  Vs2pcgTable t(GetParam(), build_decks, {"pilot", "creature"});
  three_resources(t, true);
  EXPECT_EQ(t.field("first.rp"), "3");
  t.take("equip", "Power Loader");
  EXPECT_EQ(t.offered("onto"), (std::vector<std::string>{"Newt", "Test Pilot"}));
  t.take("onto", "Test Pilot");
  EXPECT_EQ(t.field("first.rp"), "0");
  EXPECT_EQ(t.field("first.equipment"), "[Power Loader {on=1}]");  // Test Pilot is serial 1
}

// EX-000-03, R-EQ-04, 000:316: without a face-up character with the Team
// Symbol the Power Loader can't be played at all, though it is paid for.
TEST_P(BuildPhase, Ex000_03_NoTeamMemberNoPowerLoader) {
  Vs2pcgTable t(GetParam(), build_decks, {"pilot", "creature"});
  three_resources(t, false);
  EXPECT_EQ(t.field("first.rp"), "3");
  EXPECT_FALSE(t.offers("equip", "Power Loader"));
}

// EX-001-02 (001:326-328, the Smart Disc; R-EQ-04): a *face-up* member of
// the Equipment's team enables it, onto any character of the side. The
// Predators are not a team of the card data: the Xenomorphs stand in for
// them. The Hunter's Build power dazes a Front Row character of its side
// (no card of the set stuns in the Build Phase): dazed, the Hunter no
// longer enables the Smart Disc.
TEST_P(BuildPhase, Ex001_02_SmartDiscNeedsAFaceUpMember) {
  const char* decks = R"(
deck hunters "Hunters" {
  card "Test Pilot" { type main_character; atk 2; def 5; health 5; level 1; }
  card "Test Pilot" { type main_character; atk 4; def 8; health 5; level 2; }
  card "Hunter" { type supporting_character; team xenomorph; cost 0; atk 1; def 9; health 3;
    power "Cloak" build energy {
      choose you {
        option "daze" x in you.front_row where x.face_down == 0 { daze(x); }
      }
    }
  }
  card "Smart Disc" { type equipment; team xenomorph; cost 0; }
  ALN-055 x1;   # The Nostromo [energy]
  ALN-059 x20;  # Earth
}
deck foe "Foe" { ALN-001 x1; ALN-002 x1; ALN-060 x20; }
)";
  for (const bool dazed : {false, true}) {
    SCOPED_TRACE(dazed ? "dazed" : "face up");
    Vs2pcgTable t(GetParam(), decks, {"hunters", "foe"});
    t.set_up({"front", "front"}, {{"Hunter", "Smart Disc", "The Nostromo"}, {}}, {"Earth", "Space"});
    t.take("location", "The Nostromo");
    EXPECT_FALSE(t.offers("equip", "Smart Disc"));  // no Hunter yet
    t.take("recruit_front", "Hunter");
    if (dazed) {
      t.take("use", "Hunter");
      t.take("turn_down", "The Nostromo");
      t.take("daze", "Hunter");
      EXPECT_EQ(t.field("first.front_row"), "[Hunter {face_down=1, exhausted=1, used 0}, Test Pilot]");
      EXPECT_FALSE(t.offers("equip", "Smart Disc"));
      continue;
    }
    t.take("equip", "Smart Disc");
    EXPECT_EQ(t.offered("onto"), (std::vector<std::string>{"Hunter", "Test Pilot"}));
    t.take("onto", "Test Pilot");
    EXPECT_EQ(t.field("first.equipment"), "[Smart Disc {on=1}]");  // Test Pilot is serial 1
  }
}

// R-EQ-03, 000:314 / 001:324: one Equipment per character; a new one KOs
// the old. R-EQ-05 (000:316): Equipment is not unique: the second Test
// Shield is played at all.
TEST_P(BuildPhase, REq03_OneEquipmentPerCharacter) {
  Vs2pcgTable t(GetParam(), build_decks, {"pilot", "creature"});
  t.set_up({"front", "front"}, {{"Test Shield", "Test Shield", "Scout"}, {}}, {"Earth", "Space"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Scout");
  t.take("equip", "Test Shield");
  t.take("onto", "Scout");
  t.take("equip", "Test Shield");
  EXPECT_EQ(t.offered("onto"), (std::vector<std::string>{"Scout", "Test Pilot"}));
  t.take("onto", "Scout");
  EXPECT_EQ(zone_size(t.field("first.equipment")), 1u);
  EXPECT_EQ(t.field("first.ko_pile"), "[Test Shield]");
}

// Creature, 000:705: a Creature can't have Equipment: with only The Queen on
// the side no Equipment can be played; with a Scout, only onto the Scout.
TEST_P(BuildPhase, Creature_CannotHaveEquipment) {
  Vs2pcgTable t(GetParam(), build_decks, {"creature", "pilot"});
  t.set_up({"front", "front"}, {{"Test Shield", "Scout"}, {}}, {"Space", "Earth"});
  t.skip_to("recruit_front");
  EXPECT_FALSE(t.offers("equip", "Test Shield"));
  t.take("recruit_front", "Scout");
  t.take("equip", "Test Shield");
  EXPECT_EQ(t.offered("onto"), (std::vector<std::string>{"Scout"}));
}

// R-EQ-02, 000:312 / 001:322: when its character is stunned the Equipment is KO'd.
TEST_P(BuildPhase, REq02_EquipmentKOdWhenItsCharacterIsStunned) {
  Vs2pcgTable t(GetParam(), build_decks, {"pilot", "creature"});
  t.set_up({"front", "front"}, {{"Test Shield"}, {"Brute"}}, {"Earth", "Space"});
  t.skip_to("equip");
  t.take("equip", "Test Shield");
  t.take("onto", "Test Pilot");
  EXPECT_EQ(t.field("first.equipment"), "[Test Shield {on=1}]");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.skip_to("recruit_front");
  t.take("recruit_front", "Brute");
  t.skip_to("attack");
  t.take("attack", "Brute");
  t.take("target", "Test Pilot");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("first.front_row"), "[Test Pilot {face_down=1, exhausted=1, wounds=1}]");
  EXPECT_EQ(t.field("first.equipment"), "[]");
  EXPECT_EQ(t.field("first.ko_pile"), "[Test Shield]");
}

// R-FS-01, 000:209 / 001:213-215: characters, the Main Character too, move
// between the rows in the Formation Step, each once.
TEST_P(BuildPhase, RFs01_FormationRearrangesTheRows) {
  Vs2pcgTable t(GetParam(), build_decks, {"pilot", "creature"});
  t.set_up({"front", "front"}, {{"Scout"}, {}}, {"Earth", "Space"});
  t.skip_to("recruit_front");
  t.take("recruit_back", "Scout");
  t.take("end_recruit");
  EXPECT_EQ(t.offered("to_back"), (std::vector<std::string>{"Test Pilot"}));
  EXPECT_EQ(t.offered("to_front"), (std::vector<std::string>{"Scout"}));
  t.take("to_back", "Test Pilot");
  t.take("to_front", "Scout");
  EXPECT_EQ(t.offered("to_back"), std::vector<std::string>{});
  EXPECT_EQ(t.offered("to_front"), std::vector<std::string>{});
  t.take("end_formation");
  EXPECT_EQ(t.field("phase"), "main");
  EXPECT_EQ(t.field("first.front_row"), "[Scout]");
  EXPECT_EQ(t.field("first.back_row"), "[Test Pilot]");
}

INSTANTIATE_TEST_SUITE_P(Engines, BuildPhase, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return info.param == EngineKind::reference ? std::string("ref") : std::string("fast"); });

}  // namespace
}  // namespace canbeat::testing
