// Combat Super Powers of Alien Battles cards (games/vs2pcg/alien-battles.cards,
// powers.rules, combat.rules) as scenario tests, on both engines: when a
// Combat power can be used (../shared/seeds/000_03a9bc82aad99cdb.txt "000",
// 000:228, 000:392-398, Any Turn Symbol 000:663), Amplify (000:519-521),
// and each encoded card's effect on the state.
//
// The first seat ("company") has only Warrant Officer Ripley (2/5); the
// second ("xenos", or "hive" for the Perfect Organism) builds a Location
// face up each of its turns, recruits, and fights her.
#include <gtest/gtest.h>

#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class CombatPowers : public ::testing::TestWithParam<EngineKind> {};

using Names = std::vector<std::string>;

const char* const decks = R"(
deck corp "Company" {
  ALN-001 x1; ALN-002 x1;
  ALN-055 x40;   # The Nostromo [energy]
}
deck xenos "Xenos" {
  ALN-029 x1; ALN-030 x1;   # The Queen (Main Character; not the Dragon: 000:443)
  ALN-044 x1;   # The Dragon, cost 5: It Is Generally Unpleasant, Any Turn Combat [alien]
  ALN-046 x1;   # The Newborn, cost 6: Tantrum, Any Turn Combat [might]
  # A power with the plain Combat timing: on your turn, in the combat.
  card "Brawler" { type supporting_character; team xenomorph; cost 0; atk 1; def 5; health 2;
    power "Flex" combat might { gain_plus(self); }
  }
  ALN-058 x27;  # Fury 161 [might]
  ALN-060 x27;  # Space [alien]
}
deck newborn "Newborn" {
  ALN-033 x1; ALN-034 x1;   # The Newborn (3/3): Rrrrrrrraaaaaaaaaaar!!!, Any Turn Combat [might]
  card "Pebble" { type supporting_character; team xenomorph; cost 0; atk 1; def 1; health 1; keyword swarm; }
  "Pebble" x20;
  ALN-058 x20;  # Fury 161 [might]
}
deck hive "Hive" {
  ALN-029 x1; ALN-030 x1;
  ALN-045 x1;   # The Perfect Organism, cost 5 (4/8): This Thing is Huge!, Any Turn Combat [intellect]
  ALN-057 x40;  # The Auriga [intellect]
}
)";

// Set-up with `hand` in the Xenos' hand, then `turns` rounds: the Company
// passes, the Xenos draw two `location` and put one face up. Ends in the
// Xenos' Recruit Step with `turns` face-up resources.
Vs2pcgTable xenos_with(EngineKind kind, const Names& hand, int turns, const std::string& location,
                       const std::string& deck = "xenos") {
  Vs2pcgTable t(kind, decks, {"corp", deck});
  t.set_up({"front", "back"}, {{}, hand}, {"The Nostromo", location});
  for (int i = 0; i < turns; ++i) {
    if (i > 0) t.draw({"The Nostromo", "The Nostromo"});
    t.pass_turn();
    t.draw({location, location});
    t.take("location", location);
    if (i + 1 < turns) t.pass_turn();
  }
  return t;
}

// The Company's turn: Ripley attacks `defender`; the window opens with her.
void ripley_attacks(Vs2pcgTable& t, const std::string& defender) {
  t.pass_turn();
  t.draw({"The Nostromo", "The Nostromo"});
  t.skip_to("attack");
  t.take("attack", "Warrant Officer Ripley");
  t.take("target", defender);
}

// ALN-046 The Newborn, Tantrum (Any Turn Combat [might]): two +1/+1
// counters on it, used by the attacker in the combat window (000:228). Paid
// by turning a Location face down: no Amplify. Once each turn (000:404).
TEST_P(CombatPowers, Aln046_TantrumPutsTwoCounters) {
  Vs2pcgTable t = xenos_with(GetParam(), {"The Newborn"}, 6, "Fury 161");
  t.take("recruit_front", "The Newborn");
  t.skip_to("attack");
  EXPECT_FALSE(t.offers("use", "The Newborn"));  // no combat yet: not a Main power
  t.take("attack", "The Newborn");
  t.take("target", "Warrant Officer Ripley");
  t.take("use", "The Newborn");
  t.take("turn_down", "Fury 161");
  EXPECT_EQ(t.field("game.amplified"), "0");
  EXPECT_EQ(t.field("second.front_row"), "[The Newborn {exhausted=1, plus=2, attacking=1, used 0}]");
  // The window goes on with the Company; the Newborn used Tantrum already.
  EXPECT_EQ(t.pending(), "player first");
  t.take("pass");
  EXPECT_FALSE(t.offers("use", "The Newborn"));
  t.take("pass");
  // 6+2 ATK against Ripley's 5 DEF: stunned; her 2 ATK can't stun DEF 8.
  EXPECT_EQ(t.field("first.front_row"), "[Warrant Officer Ripley {face_down=1, exhausted=1, wounds=1}]");
  EXPECT_EQ(t.field("second.front_row"), "[The Newborn {exhausted=1, plus=2, used 0}]");
}

// R-SP-09 (000:521):
// Amplify (000:521): paid by discarding the Location from hand, Tantrum
// puts five +1/+1 counters instead of two.
TEST_P(CombatPowers, Aln046_TantrumAmplifiedPutsFive) {
  Vs2pcgTable t = xenos_with(GetParam(), {"The Newborn"}, 6, "Fury 161");
  t.take("recruit_front", "The Newborn");
  t.skip_to("attack");
  t.take("attack", "The Newborn");
  t.take("target", "Warrant Officer Ripley");
  t.take("use", "The Newborn");
  t.take("discard", "Fury 161");
  EXPECT_EQ(t.field("second.front_row"), "[The Newborn {exhausted=1, plus=5, attacking=1, used 0}]");
  EXPECT_EQ(t.field("game.amplified"), "0");  // only while the power runs
}

// R-GT-01 (000:663):
// The Any Turn symbol (000:396, 000:663): the defending Newborn uses
// Tantrum on the Company's turn, after the Company passes.
TEST_P(CombatPowers, Aln046_TantrumOnTheEnemyTurn) {
  Vs2pcgTable t = xenos_with(GetParam(), {"The Newborn"}, 6, "Fury 161");
  t.take("recruit_front", "The Newborn");
  ripley_attacks(t, "The Newborn");
  EXPECT_TRUE(t.offered("use").empty());  // the Company has no power
  t.take("pass");
  EXPECT_EQ(t.pending(), "player second");
  t.take("use", "The Newborn");
  t.take("turn_down", "Fury 161");
  t.take("pass");
  t.take("pass");
  // Ripley's 2 ATK against DEF 8; the Newborn's 8 stuns her.
  EXPECT_EQ(t.field("second.front_row"), "[The Newborn {plus=2, used 0}]");
  EXPECT_EQ(t.field("first.front_row"), "[Warrant Officer Ripley {face_down=1, exhausted=1, wounds=1}]");
}

// R-SP-02, R-SP-03, and EX-000-05's timing on a test card (000:392-398):
// 000:396 and 000:398: a plain Combat power only on your turn and only for
// a character in the combat; an Any Turn Combat one also only in the
// combat. The Brawler (cost 0) and the Newborn stand in the Front Row.
TEST_P(CombatPowers, CombatTimingYourTurnAndInTheCombat) {
  Vs2pcgTable t = xenos_with(GetParam(), {"The Newborn", "Brawler"}, 6, "Fury 161");
  t.take("recruit_front", "The Newborn");
  t.take("recruit_front", "Brawler");
  t.skip_to("attack");
  t.take("attack", "Brawler");
  t.take("target", "Warrant Officer Ripley");
  // The Brawler attacks: its Combat power is offered; the Newborn is out of
  // the combat, so Tantrum is not.
  EXPECT_EQ(t.offered("use"), Names{"Brawler"});
  t.take("pass");
  t.take("pass");
  t.pass_turn();
  // The Company's turn: Ripley attacks the Brawler; Flex is a
  // Combat power without the Any Turn symbol: not offered.
  t.draw({"The Nostromo", "The Nostromo"});
  t.skip_to("attack");
  t.take("attack", "Warrant Officer Ripley");
  t.take("target", "Brawler");
  t.take("pass");
  EXPECT_EQ(t.pending(), "player second");
  EXPECT_FALSE(t.offers("use", "Brawler"));
  EXPECT_FALSE(t.offers("use", "The Newborn"));
}

// ALN-044 The Dragon's [alien] power, usable in any player's combat: one of
// its wounds is healed; Amplify (000:521): two. Twice Ripley
// (2 ATK) stuns the Dragon (DEF 2), one wound each time, and it recovers in
// the Xenos' turn; the third time it heals in the window.
TEST_P(CombatPowers, Aln044_TheDragonHealsAWound) {
  for (const auto& [pay, wounds_left] : {std::pair{"turn_down", "{wounds=1, defending=1, used 0}"},
                                         std::pair{"discard", "{defending=1, used 0}"}}) {
    SCOPED_TRACE(pay);
    Vs2pcgTable t = xenos_with(GetParam(), {"The Dragon"}, 5, "Space");
    t.take("recruit_front", "The Dragon");
    for (int stun = 0; stun < 2; ++stun) {
      ripley_attacks(t, "The Dragon");
      t.take("pass");
      // Nothing to heal yet, but usable all the same (README.md, "Rulings").
      if (stun == 0) EXPECT_TRUE(t.offers("use", "The Dragon"));
      t.take("pass");
      t.pass_turn();  // the Xenos' turn: the Dragon recovers
      t.draw({"Space", "Space"});
    }
    ripley_attacks(t, "The Dragon");
    EXPECT_EQ(t.field("second.front_row"), "[The Dragon {wounds=2, defending=1}]");
    t.take("pass");
    t.take("use", "The Dragon");
    t.take(pay, "Space");
    EXPECT_EQ(t.field("second.front_row"), std::string("[The Dragon ") + wounds_left + "]");
  }
}

// ALN-045 The Perfect Organism, This Thing is Huge! (Any Turn Combat
// [intellect]): it strikes with double its ATK this combat; Amplify
// (000:521): triple. Its 4 ATK can't stun Ripley (DEF 5); doubled, 8 can.
// The combat's end ends the effect.
TEST_P(CombatPowers, Aln045_StrikesWithDoubleItsAtk) {
  for (const auto& [pay, extra] : {std::pair{"turn_down", "1"}, std::pair{"discard", "2"}}) {
    SCOPED_TRACE(pay);
    Vs2pcgTable t = xenos_with(GetParam(), {"The Perfect Organism"}, 5, "The Auriga", "hive");
    t.take("recruit_front", "The Perfect Organism");
    t.skip_to("attack");
    t.take("attack", "The Perfect Organism");
    t.take("target", "Warrant Officer Ripley");
    t.take("use", "The Perfect Organism");
    t.take(pay, "The Auriga");
    EXPECT_EQ(t.field("second.front_row"),
              std::string("[The Perfect Organism {exhausted=1, attacking=1, strike_extra=") + extra + ", used 0}]");
    t.take("pass");
    t.take("pass");
    EXPECT_EQ(t.field("first.front_row"), "[Warrant Officer Ripley {face_down=1, exhausted=1, wounds=1}]");
    EXPECT_EQ(t.field("second.front_row"), "[The Perfect Organism {exhausted=1, used 0}]");
  }
}

// ALN-033 The Newborn, Rrrrrrrraaaaaaaaaaar!!! (Any Turn Combat [might]):
// three +1/+1 counters on itself, usable with an empty hand only: a card
// `cant use_power` beating the rulebook's can (000:489). The Newborn's
// player goes first (no draw): a Fury face up, `kept` Pebbles kept in hand
// and the others recruited (cost 0); the Newborn attacks Ripley. (With an
// empty hand its Level Up, Ungrateful Child, asks nothing: README.md.)
TEST_P(CombatPowers, Aln033_OnlyWithNoCardsInHand) {
  for (const int kept : {0, 1}) {
    SCOPED_TRACE(kept);
    Vs2pcgTable t(GetParam(), decks, {"newborn", "corp"});
    t.set_up({"front", "front"}, {{"Fury 161"}, {}}, {"Pebble", "The Nostromo"});
    t.take("location", "Fury 161");
    for (int i = 0; i < 6 - kept; ++i) t.take("recruit_back", "Pebble");
    if (kept == 1) {
      // Ungrateful Child (its Level Up, 1 XP) asks at the start of the Main
      // Phase; kept, it stays the Level 1 Newborn.
      t.skip_to("keep");
      t.take("keep");
    }
    t.skip_to("attack");
    t.take("attack", "The Newborn");
    t.take("target", "Warrant Officer Ripley");
    EXPECT_EQ(zone_size(t.field("first.hand")), std::size_t(kept));
    EXPECT_EQ(t.offers("use", "The Newborn"), kept == 0);
    if (kept == 1) continue;
    t.take("use", "The Newborn");
    t.take("turn_down", "Fury 161");
    EXPECT_EQ(t.field("first.front_row"), "[The Newborn {exhausted=1, plus=3, attacking=1, used 0}]");
    t.take("pass");
    t.take("pass");
    // 3+3 ATK against Ripley's DEF 5.
    EXPECT_EQ(t.field("second.front_row"), "[Warrant Officer Ripley {face_down=1, exhausted=1, wounds=1}]");
  }
}

INSTANTIATE_TEST_SUITE_P(Engines, CombatPowers, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return engine_name(info.param); });

}  // namespace
}  // namespace canbeat::testing
