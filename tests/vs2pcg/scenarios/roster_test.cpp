// The cards of the two sets that no other scenario test plays as
// themselves, on both engines: Predator Battles' Smart Disc (PRD-020) and
// its three One of a Kind Plot Twists (PRD-021 "Any Time.", PRD-022 "Over
// Here.", PRD-023 "Turn Around."), whose effects predator-battles.cards
// chooses (the rulebook, ../shared/seeds/001_7b361cf90076b544.txt, gives
// only their names, 001:555); Gunslinger (PRD-027, Ranged) and Alien
// Battles' Ferocious Xenomorph (ALN-039), whose keywords are their text.
//
// The Prey (Dutch, 3/5) go first; the Hunters (Jungle Hunter, 3/5, a face-up
// Predator for the team requirements, 000:330) second. "Bruiser" (6/9) and
// "Glass" (5/3) are cost-0 test characters of the Prey.
#include <gtest/gtest.h>

#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class Roster : public ::testing::TestWithParam<EngineKind> {};

using Names = std::vector<std::string>;

const char* const decks = R"(
deck prey_r "Prey" {
  PRD-001 x1; PRD-002 x1;   # Dutch (3/5)
  card "Bruiser" { type supporting_character; team prey; cost 0; atk 6; def 9; health 9; }
  card "Glass" { type supporting_character; team prey; cost 0; atk 5; def 3; health 9; }
  PRD-003 x1; PRD-004 x1;   # Hawkins (cost 1), Poncho (cost 2)
  ALN-059 x30;              # Earth
}
deck hunt_r "Hunters" {
  PRD-011 x1; PRD-012 x1;   # Jungle Hunter (3/5)
  PRD-020 x1;               # Smart Disc, cost 2
  PRD-021 x1; PRD-022 x1; PRD-023 x1;
  PRD-027 x1;               # Gunslinger (1/1, Ranged), cost 1
  ALN-039 x1;               # Ferocious Xenomorph (3/2, Ferocious), cost 2
  # Ghost 2, Hell Hound 3, Jungle Hunter (Supporting) 4, Primeval Hunter 5, Greyback 6
  PRD-024 x1; PRD-025 x1; PRD-019 x1; PRD-026 x1; PRD-028 x1;
  ALN-060 x30;              # Space
}
)";

bool shows(const std::string& zone, const std::string& text) { return zone.find(text) != std::string::npos; }

// Each player in turn draws two fillers and puts one face up, `rounds`
// times; then the Prey draw, put an Earth face up, recruit `prey` (cost 0)
// into their Front Row and pass; the Hunters draw and put a Space face up,
// and stay in their Recruit Step (rounds + 1 Recruit Points).
Vs2pcgTable scene(EngineKind kind, const Names& prey, const Names& hunters, int rounds) {
  Vs2pcgTable t(kind, decks, {"prey_r", "hunt_r"});
  Names prey_hand = prey;
  prey_hand.push_back("Earth");
  t.set_up({"front", "front"}, {prey_hand, hunters}, {"Earth", "Space"});
  // The first player's first turn draws none (000:181).
  for (int r = 0; r <= rounds; ++r) {
    if (r > 0) t.draw({"Earth", "Earth"});
    t.take("location", "Earth");
    if (r == rounds)
      for (const std::string& n : prey) t.take("recruit_front", n);
    t.pass_turn();
    t.draw({"Space", "Space"});
    t.take("location", "Space");
    if (r < rounds) t.pass_turn();
  }
  return t;
}

// Declares the attack and plays `twist` (if any) on the attacker.
void attack_with(Vs2pcgTable& t, const std::string& attacker, const std::string& defender,
                 const std::string& twist = "", const std::string& label = "") {
  t.skip_to("attack");
  t.take("attack", attacker);
  t.take("target", defender);
  if (!twist.empty()) {
    t.take("play", twist);
    EXPECT_EQ(t.offered(label), Names{attacker});
    t.take(label, attacker);
  }
  t.take("pass");
  t.take("pass");
}

// PRD-021 Any Time. (chosen: +2/+0 this combat): Jungle Hunter strikes
// Dutch with 5, his DEF: Dutch is stunned and wounded (000:286). The twist
// goes to the KO pile (000:328).
TEST_P(Roster, Prd021_AnyTimeGivesTwoAtkThisCombat) {
  Vs2pcgTable t = scene(GetParam(), {}, {"Any Time."}, 0);
  attack_with(t, "Jungle Hunter", "Dutch", "Any Time.", "any_time");
  EXPECT_TRUE(shows(t.field("first.front_row"), "Dutch {face_down=1, exhausted=1, wounds=1}")) << t.field("first.front_row");
  EXPECT_TRUE(shows(t.field("second.ko_pile"), "Any Time.")) << t.field("second.ko_pile");
  // "This combat": the +2 is gone after it.
  EXPECT_EQ(t.field("second.front_row"), "[Jungle Hunter {exhausted=1}]");
}

// Without a twist the same attack leaves Dutch face up (3 < 5).
TEST_P(Roster, Prd021_WithoutItDutchStands) {
  Vs2pcgTable t = scene(GetParam(), {}, {"Any Time."}, 0);
  attack_with(t, "Jungle Hunter", "Dutch");
  EXPECT_EQ(t.field("first.front_row"), "[Dutch]");
}

// PRD-022 Over Here. (chosen: +0/+3 this combat): the Bruiser strikes back
// with 6, more than Jungle Hunter's 5 DEF but not his 8.
TEST_P(Roster, Prd022_OverHereGivesThreeDefThisCombat) {
  Vs2pcgTable t = scene(GetParam(), {"Bruiser"}, {"Over Here."}, 0);
  attack_with(t, "Jungle Hunter", "Bruiser", "Over Here.", "over_here");
  EXPECT_EQ(t.field("second.front_row"), "[Jungle Hunter {exhausted=1}]");
}

// The same attack without it: Jungle Hunter is stunned by the strike back.
TEST_P(Roster, Prd022_WithoutItTheHunterFalls) {
  Vs2pcgTable t = scene(GetParam(), {"Bruiser"}, {"Over Here."}, 0);
  attack_with(t, "Jungle Hunter", "Bruiser");
  EXPECT_TRUE(shows(t.field("second.front_row"), "Jungle Hunter {face_down=1")) << t.field("second.front_row");
}

// PRD-023 Turn Around. (chosen: two +1/+1 counters): Jungle Hunter is 5/7
// and keeps the counters after the combat (000:278); Dutch is stunned.
TEST_P(Roster, Prd023_TurnAroundGivesTwoPlusCounters) {
  Vs2pcgTable t = scene(GetParam(), {}, {"Turn Around."}, 0);
  attack_with(t, "Jungle Hunter", "Dutch", "Turn Around.", "turn_around");
  EXPECT_EQ(t.field("second.front_row"), "[Jungle Hunter {exhausted=1, plus=2}]");
  EXPECT_TRUE(shows(t.field("first.front_row"), "Dutch {face_down=1")) << t.field("first.front_row");
}

// PRD-020 Smart Disc (cost 2; its Team Affiliation the Predators', 001:326,
// met by Jungle Hunter face up; chosen: +2 ATK): equipped in the Recruit
// Step (000:310), Jungle Hunter strikes Dutch with 5 and stuns him.
TEST_P(Roster, Prd020_SmartDiscGivesTwoAtk) {
  Vs2pcgTable t = scene(GetParam(), {}, {"Smart Disc"}, 1);
  t.take("equip", "Smart Disc");
  t.take("onto", "Jungle Hunter");
  EXPECT_TRUE(shows(t.field("second.equipment"), "Smart Disc")) << t.field("second.equipment");
  attack_with(t, "Jungle Hunter", "Dutch");
  EXPECT_TRUE(shows(t.field("first.front_row"), "Dutch {face_down=1, exhausted=1, wounds=1}")) << t.field("first.front_row");
}

// PRD-027 Gunslinger (cost 1, 1/1, Ranged): recruited into the Back Row it
// attacks from there (000:217), and Dutch, without Ranged, can't strike
// back at a ranged attack (000:241-246, 000:691): the 1/1 survives a 3 ATK defender.
TEST_P(Roster, Prd027_GunslingerAttacksFromTheBackRow) {
  Vs2pcgTable t = scene(GetParam(), {}, {"Gunslinger"}, 0);
  t.take("recruit_back", "Gunslinger");
  t.skip_to("attack");
  EXPECT_TRUE(t.offers("attack", "Gunslinger"));
  attack_with(t, "Gunslinger", "Dutch");
  EXPECT_EQ(t.field("second.back_row"), "[Gunslinger {exhausted=1}]");
  EXPECT_EQ(t.field("first.front_row"), "[Dutch]");
}

// ALN-039 Ferocious Xenomorph (cost 2, 3/2, Ferocious, 000:707): in a melee
// combat it strikes first, so the Glass (5/3) it stuns never strikes back,
// and the 3/2 attacker survives a 5 ATK defender.
TEST_P(Roster, Aln039_FerociousXenomorphStrikesFirst) {
  Vs2pcgTable t = scene(GetParam(), {"Glass"}, {"Ferocious Xenomorph"}, 1);
  t.take("recruit_front", "Ferocious Xenomorph");
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.pass_turn();
  t.draw({"Space", "Space"});
  attack_with(t, "Ferocious Xenomorph", "Glass");
  EXPECT_TRUE(shows(t.field("first.front_row"), "Glass {face_down=1, exhausted=1, wounds=1}")) << t.field("first.front_row");
  EXPECT_TRUE(shows(t.field("second.front_row"), "Ferocious Xenomorph {exhausted=1}")) << t.field("second.front_row");
}

// The Predator Battles characters without text (their costs are chosen
// where the rulebook is silent, predator-battles.cards): a Recruit Step
// offers exactly those its Recruit Points pay for (000:197), one point
// per resource. Max's example costs (001:207): with one point the Prey
// recruit Hawkins, not Poncho.
TEST_P(Roster, PrdVanillaCharactersCostWhatTheyPrint) {
  Vs2pcgTable t(GetParam(), decks, {"prey_r", "hunt_r"});
  t.set_up({"front", "front"}, {{"Hawkins", "Poncho", "Earth"}, {}}, {"Earth", "Space"});
  t.take("location", "Earth");
  EXPECT_EQ(t.offered("recruit_front"), Names{"Hawkins"});
}

// Four points: Ghost (2) and Hell Hound (3), not Primeval Hunter (5) nor
// Greyback (6); and not the Supporting Jungle Hunter, though it costs 4: it
// has the Hunters' Main Character's name (000:441).
TEST_P(Roster, PrdVanillaHuntersAtFourPoints) {
  Vs2pcgTable t = scene(GetParam(), {}, {"Ghost", "Hell Hound", "Primeval Hunter", "Greyback", "Jungle Hunter"}, 3);
  EXPECT_EQ(t.offered("recruit_front"), (Names{"Ghost", "Hell Hound"}));
}

INSTANTIATE_TEST_SUITE_P(Engines, Roster, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return engine_name(info.param); });

}  // namespace
}  // namespace canbeat::testing
