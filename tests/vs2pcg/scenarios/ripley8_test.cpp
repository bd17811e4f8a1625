// The Ripleys of the clone line (games/vs2pcg/alien-battles.cards) as
// scenario tests, on both engines: Ripley #8's Acidic Blood (ALN-007 and
// ALN-008) and I'm Sorry (ALN-008), and Sister Ripley's Sacrifice and
// Resurrection (ALN-006), which brings Ripley #8 Level 2 from outside the
// game. ../shared/seeds/000_03a9bc82aad99cdb.txt ("000"): Super Powers
// (000:392-406), counters and DEF 0 (000:278-284), stunned characters
// (000:286-304), Searching (000:471-473), Ending the Game (000:270-272).
// The rulings these tests follow are in games/vs2pcg/README.md, "Rulings".
//
// "Eight" plays Ripley #8 (Level 1 3/4, Level Up 1; Level 2 5/7, Health 2)
// with cost-0 Rookies (2/3) and a Grunt in its deck; "Sister" plays Sister
// Ripley (Level 1 3/4, Level Up 5; Level 2 5/7) with cost-0 Troopers (2/3,
// Swarm) and a Test Shield. The Hive (The Queen 2/5) recruits cost-0 Grunts (6/7) and
// Drones (1/3).
#include <gtest/gtest.h>

#include <algorithm>

#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class Ripley8 : public ::testing::TestWithParam<EngineKind> {};

using Names = std::vector<std::string>;

const char* const decks = R"(
deck eight "Eight" {
  ALN-007 x1; ALN-008 x1;   # Ripley #8: serials 1 and 2
  card "Rookie" { type supporting_character; team company; cost 0; atk 2; def 3; health 3; }
  "Grunt" x2;               # the Hive's card: I'm Sorry spares the player's own
  # A Supporting Character of her name: never recruited (000:441), it powers her up (000:447).
  card "Ripley #8" { type supporting_character; team company; cost 9; atk 1; def 1; health 1; }
  ALN-055 x2;               # The Nostromo [energy]
  ALN-059 x30;              # Earth [humanity]
}
deck sister "Sister" {
  ALN-005 x1; ALN-006 x1;   # Sister Ripley: serials 1 and 2 (and Ripley #8 Level 2 from outside the game)
  # Swarm (000:443): four in play at once, spared by Uniqueness.
  card "Trooper" { type supporting_character; team company; cost 0; atk 2; def 3; health 3; keyword swarm; }
  "Trooper" x3;
  card "Test Shield" { type equipment; cost 0; }
  ALN-059 x30;
}
deck hive "Hive" {
  ALN-029 x1; ALN-030 x1;   # The Queen (2/5)
  card "Grunt" { type supporting_character; team xenomorph; cost 0; atk 6; def 7; health 9; }
  card "Drone" { type supporting_character; team xenomorph; cost 0; atk 1; def 3; health 3; }
  "Grunt" x3;
  "Drone" x2;
  # A test card: when it appears, the Grunts and Spaces of its player's
  # hand go under the deck (its known bottom, vs2pcg.rules).
  card "Burrower" { type supporting_character; team xenomorph; cost 0; atk 1; def 3; health 3;
    when appears(c) "Burrow" where c == self {
      for x in you.hand where x.name == "Grunt" or x.name == "Space" { move x to you.deck_bottom; }
    }
  }
  "Burrower" x1;
  ALN-060 x30;              # Space
}
)";

const std::string stunned = "{face_down=1, exhausted=1, wounds=1}";

// The option "use Card#N/Power" of `card`'s power `power`, or "".
std::string power_key(const Vs2pcgTable& t, const std::string& card, const std::string& power) {
  std::string head = "use " + card + "#", tail = "/" + power;
  for (const std::string& k : t.engine().option_keys())
    if (k.compare(0, head.size(), head) == 0 && k.size() >= tail.size() &&
        k.compare(k.size() - tail.size(), tail.size(), tail) == 0)
      return k;
  return "";
}

// Eight (Ripley #8 in front, holding `hand`) against the Hive (holding
// `hive`). The Eight recruits `mine` (cost 0) into its Front Row in its
// first turn and passes; the Hive recruits `front`
// (cost 0) and passes; the Eight draws two Earth and, at its Main Phase's
// start, answers Rapid Cell Regeneration with `xp` ("xp": she levels up
// at once, Level Up 1) and stops in its Main Phase.
Vs2pcgTable eight_main(EngineKind kind, const Names& hand, const Names& hive, const Names& front,
                       const std::string& xp, const Names& mine = {}) {
  Vs2pcgTable t(kind, decks, {"eight", "hive"});
  t.set_up({"front", "front"}, {hand, hive}, {"Earth", "Space"});
  if (!mine.empty()) t.skip_to("recruit_front");
  for (const std::string& n : mine) t.take("recruit_front", n);
  t.skip_to("no_xp");
  t.take("no_xp");
  t.pass_turn();
  t.draw({"Space", "Space"});
  if (!front.empty()) t.skip_to("recruit_front");
  for (const std::string& n : front) t.take("recruit_front", n);
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.skip_to(xp);
  t.take(xp);
  return t;
}

// Uses Acidic Blood, paid with a The Nostromo from hand.
void acidic_blood(Vs2pcgTable& t) {
  t.take(power_key(t, "Ripley #8", "Acidic Blood"));
  t.take("discard", "The Nostromo");
}

// ALN-007 Ripley #8, Acidic Blood (Main [energy], 000:392): two -1/-1
// counters on her (DEF 4 to 2), then two on the enemy Supporting Character
// chosen: a face-up one of the Hive (the Grunt, 7 to 5), not The Queen (a
// Main Character) nor her own Rookie.
TEST_P(Ripley8, Aln007_AcidicBlood_ThatManyCountersOnAnEnemySupportingCharacter) {
  Vs2pcgTable t =
      eight_main(GetParam(), {"The Nostromo", "Rookie"}, {"Grunt", "Drone"}, {"Grunt", "Drone"}, "no_xp", {"Rookie"});
  t.skip_to("end_main");
  acidic_blood(t);
  t.take("acid");
  t.take("acid");
  EXPECT_EQ(t.field("first.front_row"), "[Ripley #8 {minus=2, acid=2, used 0}, Rookie]");
  t.take("stop");
  EXPECT_EQ(t.offered("burn"), (Names{"Drone", "Grunt"}));
  t.take("burn", "Grunt");
  EXPECT_EQ(t.field("first.front_row"), "[Ripley #8 {minus=2, used 0}, Rookie]");
  EXPECT_EQ(t.field("second.front_row"), "[Drone, Grunt {minus=2}, The Queen]");
  EXPECT_TRUE(t.offers("end_main"));
}

// ALN-007 (000:284): never her DEF to 0: at DEF 1 (three counters) no
// fourth is offered and the choice of the enemy follows at once. Three
// -1/-1 counters bring the Drone's DEF 3 to 0: it is stunned at once, and
// a stunned character loses its counters (000:282) and takes a wound.
TEST_P(Ripley8, Aln007_AcidicBlood_NotHerDefToZeroAndTheEnemyDefZeroStuns) {
  Vs2pcgTable t = eight_main(GetParam(), {"The Nostromo"}, {"Grunt", "Drone"}, {"Grunt", "Drone"}, "no_xp");
  t.skip_to("end_main");
  acidic_blood(t);
  t.take("acid");
  t.take("acid");
  t.take("acid");
  EXPECT_FALSE(t.offers("acid"));
  EXPECT_FALSE(t.offers("stop"));
  t.take("burn", "Drone");
  EXPECT_EQ(t.field("first.front_row"), "[Ripley #8 {minus=3, used 0}]");
  EXPECT_EQ(t.field("second.front_row"), "[Drone " + stunned + ", Grunt, The Queen]");
}

// ALN-007: "any number" includes none (ruling): stopping at once puts no
// counter anywhere and asks for no enemy; the power is used (000:404).
// With no enemy Supporting Character she may still take counters; the
// second part does nothing.
TEST_P(Ripley8, Aln007_AcidicBlood_NoneOrNoEnemySupportingCharacter) {
  Vs2pcgTable t = eight_main(GetParam(), {"The Nostromo", "The Nostromo"}, {"Grunt"}, {"Grunt"}, "no_xp");
  t.skip_to("end_main");
  acidic_blood(t);
  t.take("stop");
  EXPECT_FALSE(t.offers("burn"));
  EXPECT_EQ(t.field("first.front_row"), "[Ripley #8 {used 0}]");
  EXPECT_EQ(t.field("second.front_row"), "[Grunt, The Queen]");
  EXPECT_EQ(power_key(t, "Ripley #8", "Acidic Blood"), "");

  Vs2pcgTable u = eight_main(GetParam(), {"The Nostromo"}, {}, {}, "no_xp");
  u.skip_to("end_main");
  acidic_blood(u);
  u.take("acid");
  u.take("stop");
  EXPECT_FALSE(u.offers("burn"));
  EXPECT_EQ(u.field("first.front_row"), "[Ripley #8 {minus=1, used 0}]");
  EXPECT_TRUE(u.offers("end_main"));
}

// ALN-007 (000:304): a stunned enemy Supporting Character can't have
// counters, so it is not offered: the Drone stunned by her attack (3 ATK,
// DEF 3) leaves the Grunt alone to choose.
TEST_P(Ripley8, Aln007_AcidicBlood_NotAStunnedEnemy) {
  Vs2pcgTable t = eight_main(GetParam(), {"The Nostromo"}, {"Grunt", "Drone"}, {"Grunt", "Drone"}, "no_xp");
  t.skip_to("attack");
  t.take("attack", "Ripley #8");
  t.take("target", "Drone");
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("second.front_row"), "[Drone " + stunned + ", Grunt, The Queen]");
  acidic_blood(t);
  t.take("acid");
  t.take("stop");
  EXPECT_EQ(t.offered("burn"), (Names{"Grunt"}));
  t.take("burn", "Grunt");
  EXPECT_EQ(t.field("second.front_row"), "[Drone " + stunned + ", Grunt {minus=1}, The Queen]");
}

// ALN-007 with a +1/+1 counter (a Power-Up, 000:447: DEF 5): the first
// -1/-1 counter cancels it (000:280) and still counts; four in all bring
// her DEF to 1, and the Grunt takes four (DEF 7 to 3).
TEST_P(Ripley8, Aln007_AcidicBlood_HerPlusCounterCountsInHerDef) {
  Vs2pcgTable t = eight_main(GetParam(), {"The Nostromo", "Ripley #8"}, {"Grunt"}, {"Grunt"}, "no_xp");
  t.skip_to("end_main");
  t.take("power_up", "Ripley #8");
  t.take("on", "Ripley #8");
  EXPECT_EQ(t.field("first.front_row"), "[Ripley #8 {plus=1}]");
  acidic_blood(t);
  t.take("acid");
  EXPECT_EQ(t.field("first.front_row"), "[Ripley #8 {acid=1, used 0}]");
  for (int i = 0; i < 3; ++i) t.take("acid");
  EXPECT_FALSE(t.offers("acid"));
  t.take("burn", "Grunt");
  EXPECT_EQ(t.field("first.front_row"), "[Ripley #8 {minus=3, used 0}]");
  EXPECT_EQ(t.field("second.front_row"), "[Grunt {minus=4}, The Queen]");
}

// ALN-008 Ripley #8 Level 2 (DEF 7), Acidic Blood: levelled up at her Main
// Phase's start, she may take up to six counters (DEF 7 to 1); six on the
// Grunt bring its DEF 7 to 1.
TEST_P(Ripley8, Aln008_AcidicBlood_UpToSixOnTheLevelTwo) {
  Vs2pcgTable t = eight_main(GetParam(), {"The Nostromo"}, {"Grunt"}, {"Grunt"}, "xp");
  EXPECT_EQ(t.field("first.set_aside"), "[Ripley #8]");
  t.skip_to("end_main");
  acidic_blood(t);
  for (int i = 0; i < 6; ++i) t.take("acid");
  EXPECT_FALSE(t.offers("acid"));
  t.take("burn", "Grunt");
  EXPECT_EQ(t.field("first.front_row"), "[Ripley #8 {minus=6, used 0}]");
  EXPECT_EQ(t.field("second.front_row"), "[Grunt {minus=6}, The Queen]");
}

// ALN-008, I'm Sorry (Main [humanity], once this game): the names offered
// are the character cards' of the game (ruling): Supporting and Main
// Characters of the card sets and decks, no Location or Equipment.
TEST_P(Ripley8, Aln008_ImSorry_NamesACharacterOfTheGame) {
  Vs2pcgTable t = eight_main(GetParam(), {}, {}, {}, "xp");
  t.skip_to("end_main");
  t.take(power_key(t, "Ripley #8", "I'm Sorry"));
  t.take("discard", "Earth");
  Names names;
  for (const std::string& k : t.engine().option_keys())
    if (k.rfind("name ", 0) == 0) names.push_back(k.substr(5));
  for (const char* n : {"Grunt", "Drone", "Rookie", "Newt", "Ripley #8", "The Queen", "Xenomorph Lance-Tail",
                        "Dutch"})
    EXPECT_NE(std::find(names.begin(), names.end(), n), names.end()) << n;
  for (const char* n : {"Earth", "M41A Pulse Rifle", "Spook", "Test Shield"})
    EXPECT_EQ(std::find(names.begin(), names.end(), n), names.end()) << n;
  EXPECT_EQ(std::adjacent_find(names.begin(), names.end()), names.end());
}

// ALN-008, I'm Sorry, naming the Grunt: both Grunts in the Hive's rows are
// KO'd, the one in its hand is discarded and the one left in its deck is
// put into its KO pile (all four there); the Drone and The Queen stay, and
// the Eight's own Grunts (hand and deck) are not the enemy's. Once this
// game: not offered in her next turn.
TEST_P(Ripley8, Aln008_ImSorry_EveryEnemyGruntInPlayHandAndDeck) {
  Vs2pcgTable t = eight_main(GetParam(), {"Grunt", "The Nostromo"}, {"Grunt", "Grunt", "Grunt", "Drone"},
                             {"Grunt", "Grunt", "Drone"}, "xp");
  EXPECT_EQ(t.field("second.hand"), "[Grunt, Space, Space, Space, Space, Space]");
  t.skip_to("end_main");
  const std::size_t eight_deck = zone_size(t.field("first.deck"));
  const std::size_t hive_deck = zone_size(t.field("second.deck"));
  t.take(power_key(t, "Ripley #8", "I'm Sorry"));
  t.take("discard", "Earth");
  t.take("name Grunt");
  EXPECT_EQ(t.field("second.front_row"), "[Drone, The Queen]");
  EXPECT_EQ(t.field("second.ko_pile"), "[Grunt, Grunt, Grunt, Grunt]");
  EXPECT_EQ(t.field("second.hand"), "[Space, Space, Space, Space, Space]");
  EXPECT_EQ(zone_size(t.field("second.deck")), hive_deck - 1);
  EXPECT_EQ(zone_size(t.field("first.deck")), eight_deck);
  EXPECT_NE(t.field("first.hand").find("Grunt"), std::string::npos);
  EXPECT_EQ(t.field("first.front_row"), "[Ripley #8 {spent=1, used 1}]");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.skip_to("end_main");
  EXPECT_EQ(power_key(t, "Ripley #8", "I'm Sorry"), "");
  EXPECT_NE(power_key(t, "Ripley #8", "Acidic Blood"), "");
}

// ALN-008, I'm Sorry, and Searching (000:471-473): the search of the
// Hive's deck reaches its known bottom too (a Grunt under it is KO'd as the
// shuffled part's are), and the deck is shuffled after: the bottom's
// Spaces go back into the shuffled part.
TEST_P(Ripley8, Aln008_ImSorry_SearchesTheEnemyDecksBottomAndShuffles) {
  Vs2pcgTable t = eight_main(GetParam(), {"The Nostromo"}, {"Burrower", "Grunt"}, {"Burrower"}, "xp");
  EXPECT_EQ(t.field("second.deck_bottom"), "[Grunt, Space, Space, Space, Space, Space, Space, Space]");
  EXPECT_EQ(t.field("second.hand"), "[]");
  t.skip_to("end_main");
  const std::size_t hive_deck = zone_size(t.field("second.deck"));
  t.take(power_key(t, "Ripley #8", "I'm Sorry"));
  t.take("discard", "Earth");
  t.take("name Grunt");
  // The bottom's Grunt and the three of the shuffled part.
  EXPECT_EQ(t.field("second.ko_pile"), "[Grunt, Grunt, Grunt, Grunt]");
  EXPECT_EQ(t.field("second.deck_bottom"), "[]");
  EXPECT_EQ(zone_size(t.field("second.deck")), hive_deck - 3 + 7);
}

// ALN-008, I'm Sorry, naming The Queen: only Supporting Characters in play
// are KO'd; the Hive's Main Character of that name stays, and the game
// goes on.
TEST_P(Ripley8, Aln008_ImSorry_AMainCharacterOfThatNameStays) {
  Vs2pcgTable t = eight_main(GetParam(), {}, {}, {}, "xp");
  t.skip_to("end_main");
  t.take(power_key(t, "Ripley #8", "I'm Sorry"));
  t.take("discard", "Earth");
  t.take("name The Queen");
  EXPECT_EQ(t.field("second.front_row"), "[The Queen]");
  EXPECT_EQ(t.field("second.ko_pile"), "[]");
  EXPECT_EQ(t.field("second.out"), "0");
  EXPECT_TRUE(t.offers("end_main"));
}

// Sister against the Hive (The Queen in front). The Sister recruits four
// Troopers and puts the Test Shield on Sister Ripley; each Trooper attacks The
// Queen (2 ATK against DEF 5, struck back with 2 against DEF 3: nothing
// happens), and Sister Ripley's melee attack is the fifth: No Weapons of
// Any Kind? (Level Up 5) levels her up as it is made (000:418-420), so the
// Level 2 (ALN-006) is the attacker in the combat window, with the Shield.
Vs2pcgTable sister_attacks(EngineKind kind) {
  Vs2pcgTable t(kind, decks, {"sister", "hive"});
  t.set_up({"front", "front"}, {{"Trooper", "Trooper", "Trooper", "Trooper", "Test Shield"}, {}}, {"Earth", "Space"});
  EXPECT_EQ(t.field("first.set_aside"), "[Ripley #8, Sister Ripley]");
  t.skip_to("recruit_front");
  for (int i = 0; i < 4; ++i) t.take("recruit_front", "Trooper");
  t.take("equip", "Test Shield");
  t.take("onto", "Sister Ripley");
  t.skip_to("attack");
  for (int i = 0; i < 4; ++i) {
    t.take("attack", "Trooper");
    t.take("target", "The Queen");
    t.take("pass");
    t.take("pass");
  }
  EXPECT_EQ(t.field("first.set_aside"), "[Ripley #8, Sister Ripley {xp=4}]");
  t.take("attack", "Sister Ripley");
  t.take("target", "The Queen");
  EXPECT_EQ(t.field("first.set_aside"), "[Ripley #8, Sister Ripley]");
  return t;
}

// ALN-006 Sister Ripley Level 2, Sacrifice and Resurrection (Any Turn,
// Combat [humanity]): in her attack's window she is KO'd (with her
// Shield, 000:312) and Ripley #8 Level 2 from outside the game takes her
// place in the Front Row, stunned as she enters (no wound) and new (no
// state of Sister Ripley's), as the Main Character: her player is not
// out (000:272, ruling). The attack has no attacker left; The Queen is
// untouched, and the game goes on.
TEST_P(Ripley8, Aln006_SacrificeAndResurrection_RipleyEightTakesHerPlace) {
  Vs2pcgTable t = sister_attacks(GetParam());
  t.take(power_key(t, "Sister Ripley", "Sacrifice and Resurrection"));
  t.take("discard", "Earth");
  EXPECT_EQ(t.field("first.front_row"),
            "[Ripley #8 {face_down=1, exhausted=1}, Trooper {exhausted=1}, Trooper {exhausted=1}, "
            "Trooper {exhausted=1}, Trooper {exhausted=1}]");
  // "used 1": the power used this turn shows on its card (000:404).
  EXPECT_EQ(t.field("first.ko_pile"), "[Earth, Sister Ripley {used 1}, Test Shield]");
  EXPECT_EQ(t.field("first.set_aside"), "[Sister Ripley]");
  EXPECT_EQ(t.field("first.equipment"), "[]");
  EXPECT_EQ(t.field("first.out"), "0");
  EXPECT_EQ(t.engine().outcome().kind, Outcome::Kind::ongoing);
  t.take("pass");
  t.take("pass");
  EXPECT_EQ(t.field("second.front_row"), "[The Queen]");
  EXPECT_EQ(t.field("first.front_row").rfind("[Ripley #8 {face_down=1, exhausted=1}, Trooper", 0), 0u);
  // Her player's next Recovery Phase recovers and readies her (000:185):
  // she is the player's character, and a Main Character in play.
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  EXPECT_EQ(t.field("first.front_row").rfind("[Ripley #8, Trooper", 0), 0u);
  EXPECT_EQ(t.field("first.out"), "0");
}

// ALN-006 on the enemy's turn (the Any Turn symbol, 000:663): defending
// against The Queen (stunned by her attack the turn before, recovered),
// Sister Ripley is sacrificed in the Hive's combat
// window; the attack loses its defender and Ripley #8 Level 2 stays
// stunned (recovered only in her player's Recovery Phase, 000:185).
TEST_P(Ripley8, Aln006_SacrificeAndResurrection_DefendingOnTheEnemysTurn) {
  Vs2pcgTable t = sister_attacks(GetParam());
  t.take("pass");
  t.take("pass");
  t.pass_turn();
  t.draw({"Space", "Space"});
  t.skip_to("attack");
  t.take("attack", "The Queen");
  t.take("target", "Sister Ripley");
  EXPECT_EQ(t.pending(), "player second");
  t.take("pass");
  t.take(power_key(t, "Sister Ripley", "Sacrifice and Resurrection"));
  t.take("discard", "Earth");
  EXPECT_EQ(t.field("first.front_row").rfind("[Ripley #8 {face_down=1, exhausted=1}, Trooper", 0), 0u);
  EXPECT_NE(t.field("first.ko_pile").find("Sister Ripley"), std::string::npos);
  t.take("pass");
  t.take("pass");
  // Her wound is from Sister Ripley's attack (5 ATK against DEF 5).
  EXPECT_EQ(t.field("second.front_row"), "[The Queen {exhausted=1, wounds=1}]");
  EXPECT_EQ(t.field("first.front_row").rfind("[Ripley #8 {face_down=1, exhausted=1}, Trooper", 0), 0u);
  EXPECT_EQ(t.field("first.out"), "0");
  EXPECT_EQ(t.engine().outcome().kind, Outcome::Kind::ongoing);
}

// ALN-006: a Combat power (000:396): not offered outside a combat, in the
// Main Phase, though Earth could pay for it.
TEST_P(Ripley8, Aln006_SacrificeAndResurrection_OnlyInACombat) {
  Vs2pcgTable t = sister_attacks(GetParam());
  t.take("pass");
  t.take("pass");
  EXPECT_TRUE(t.offers("end_main"));
  EXPECT_NE(t.field("first.hand").find("Earth"), std::string::npos);
  EXPECT_EQ(power_key(t, "Sister Ripley", "Sacrifice and Resurrection"), "");
}

INSTANTIATE_TEST_SUITE_P(Engines, Ripley8, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return engine_name(info.param); });

}  // namespace
}  // namespace canbeat::testing
