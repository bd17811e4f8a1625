// "4. Main Phase" and "Attacking" of the Vs. System 2PCG rulebooks as
// scenario tests, on both engines: ../shared/seeds/000_03a9bc82aad99cdb.txt
// ("000") lines 211-268 and 001_7b361cf90076b544.txt ("001") lines 217-276.
// Rule and example ids: docs/vs2pcg/rulebook-examples.md.
//
// Every scene: the first seat ("us", Warrant Officer Ripley 2/5) recruits
// its defenders on its first turn; the second ("them", The Queen 2/5) its
// attackers on its own, and attacks. Both Main Characters stand in the Back
// Row. The test characters cost 0 so that a scene fits in one turn each;
// no card of the set has Flight (000:224), so the flyers are ours.
#include <gtest/gtest.h>

#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class Attacking : public ::testing::TestWithParam<EngineKind> {};

using Names = std::vector<std::string>;

const char* const decks = R"(
deck us "Us" {
  ALN-001 x1; ALN-002 x1;
  card "Guard" { type supporting_character; team company; cost 0; atk 1; def 3; health 2; }
  card "Sentry" { type supporting_character; team company; cost 0; atk 1; def 3; health 2; }
  card "Skyguard" { type supporting_character; team company; cost 0; atk 1; def 3; health 2; keyword flight; }
  card "Bruiser" { type supporting_character; team company; cost 0; atk 5; def 3; health 2; }
  card "Marksman" { type supporting_character; team company; cost 0; atk 5; def 3; health 2; keyword ranged; }
  card "Bulwark" { type supporting_character; team company; cost 0; atk 6; def 6; health 2; }
  card "Ox" { type supporting_character; team company; cost 0; atk 1; def 4; health 2; }
  ALN-059 x20;
}
deck them "Them" {
  ALN-029 x1; ALN-030 x1;
  card "Warrior A" { type supporting_character; team xenomorph; cost 0; atk 2; def 2; health 1; }
  card "Warrior B" { type supporting_character; team xenomorph; cost 0; atk 2; def 2; health 2; }
  card "Warrior C" { type supporting_character; team xenomorph; cost 0; atk 2; def 2; health 1; }
  card "Brute" { type supporting_character; team xenomorph; cost 0; atk 5; def 5; health 2; }
  card "Test Flyer" { type supporting_character; team xenomorph; cost 0; atk 3; def 3; health 2; keyword flight; }
  card "Sniper" { type supporting_character; team xenomorph; cost 0; atk 4; def 4; health 2; keyword ranged; }
  card "Hawk" { type supporting_character; team xenomorph; cost 0; atk 4; def 4; health 2; keyword flight, ranged; }
  card "Grunt" { type supporting_character; team company; cost 0; atk 2; def 2; health 2; }
  card "Loner A" { type supporting_character; cost 0; atk 2; def 2; health 2; }
  card "Loner B" { type supporting_character; cost 0; atk 2; def 2; health 2; }
  card "Spitter" { type supporting_character; team xenomorph; cost 0; atk 2; def 2; health 2; keyword ranged; }
  card "Test Flyer 2" { type supporting_character; team xenomorph; cost 0; atk 3; def 3; health 2; keyword flight; }
  ALN-060 x20;
}
)";

Vs2pcgTable scene(EngineKind kind, const Vs2pcgTable::Side& us, const Vs2pcgTable::Side& them) {
  Vs2pcgTable t(kind, decks, {"us", "them"});
  t.stage({"back", "back"}, us, them, {"Earth", "Space"});
  t.skip_to("attack");
  return t;
}

void both_pass(Vs2pcgTable& t) {
  t.take("pass");
  t.take("pass");
}

// R-BC-04 (000:141-143): the Front Row protects the Back Row, and a Back
// Row character without Ranged can't attack.
// R-MP-02, R-ME-01, 000:215, 000:223 / 001:221, 001:231: a ready Front Row
// character attacks a face-up enemy Front Row character, which protects the
// Back Row; attacking exhausts it. The Queen (Back Row, no Ranged) can't attack.
TEST_P(Attacking, RMe01_MeleeFromFrontRowAtFrontRow) {
  Vs2pcgTable t = scene(GetParam(), {{"Guard"}, {"Sentry"}, {}}, {{"Brute"}, {}, {}});
  EXPECT_EQ(t.offered("attack"), (Names{"Brute"}));
  t.take("attack", "Brute");
  EXPECT_EQ(t.offered("target"), (Names{"Guard"}));
  t.take("target", "Guard");
  both_pass(t);
  EXPECT_EQ(t.field("first.front_row"), "[Guard {face_down=1, exhausted=1, wounds=1}]");
  EXPECT_EQ(t.field("first.back_row"), "[Sentry, Warrant Officer Ripley]");
  EXPECT_EQ(t.field("second.front_row"), "[Brute {exhausted=1}]");
}

// R-ME-02, 000:223 / 001:231: with no face-up Front Row character, the Back
// Row may be attacked.
TEST_P(Attacking, RMe02_EmptyFrontRowOpensTheBackRow) {
  Vs2pcgTable t = scene(GetParam(), {{}, {"Sentry"}, {}}, {{"Brute"}, {}, {}});
  t.take("attack", "Brute");
  EXPECT_EQ(t.offered("target"), (Names{"Sentry", "Warrant Officer Ripley"}));
}

// R-MP-01, R-BC-05, R-GT-14 (000:213, 000:145, 000:695): attacks one at a
// time while a character is ready; an exhausted one can't attack; a
// stunned one neither defends nor protects.
// R-ME-02 with R-ST-05, 001:304 / 000:296: a stunned Front Row character
// protects no one and can't be attacked; after combat the next attack
// may be made (R-MP-04, 000:268) by a character still ready.
TEST_P(Attacking, RMp04_AttackAgainAStunnedGuardProtectsNoOne) {
  Vs2pcgTable t = scene(GetParam(), {{"Guard"}, {"Sentry"}, {}}, {{"Brute", "Warrior B"}, {}, {}});
  EXPECT_EQ(t.offered("attack"), (Names{"Brute", "Warrior B"}));
  t.take("attack", "Brute");
  t.take("target", "Guard");
  both_pass(t);
  EXPECT_EQ(t.offered("attack"), (Names{"Warrior B"}));  // Brute is exhausted
  t.take("attack", "Warrior B");
  EXPECT_EQ(t.offered("target"), (Names{"Sentry", "Warrant Officer Ripley"}));
  t.take("target", "Sentry");
  both_pass(t);
  EXPECT_EQ(t.field("first.back_row"), "[Sentry, Warrant Officer Ripley]");  // 2 < DEF 3
  EXPECT_EQ(t.field("second.front_row"), "[Brute {exhausted=1}, Warrior B {exhausted=1}]");
  EXPECT_FALSE(t.offers("attack", "Brute"));
  t.take("end_main");
  EXPECT_EQ(t.field("game.active"), "0");
}

// R-ME-03, 000:224 / 001:232: a Flight character flies over the Front Row.
TEST_P(Attacking, RMe03_FlightFliesOverTheFrontRow) {
  Vs2pcgTable t = scene(GetParam(), {{"Guard"}, {"Sentry"}, {}}, {{"Test Flyer"}, {}, {}});
  t.take("attack", "Test Flyer");
  EXPECT_EQ(t.offered("target"), (Names{"Guard", "Sentry", "Warrant Officer Ripley"}));
  t.take("target", "Sentry");
  both_pass(t);
  EXPECT_EQ(t.field("first.back_row"), "[Sentry {face_down=1, exhausted=1, wounds=1}, Warrant Officer Ripley]");
}

// R-ME-03, 000:224 / 001:232: ... unless a Flight character is in the enemy
// Front Row.
TEST_P(Attacking, RMe03_FrontRowFlyerStopsFlight) {
  Vs2pcgTable t = scene(GetParam(), {{"Skyguard"}, {"Sentry"}, {}}, {{"Test Flyer"}, {}, {}});
  t.take("attack", "Test Flyer");
  EXPECT_EQ(t.offered("target"), (Names{"Skyguard"}));
}

// R-MP-03, R-RA-01, 000:217, 000:243 / 001:223, 001:251: only Back Row
// characters with Ranged attack from the Back Row, with melee's limits on
// whom.
TEST_P(Attacking, RMp03_BackRowAttackNeedsRanged) {
  Vs2pcgTable t = scene(GetParam(), {{"Guard"}, {"Sentry"}, {}}, {{}, {"Brute", "Sniper"}, {}});
  EXPECT_EQ(t.offered("attack"), (Names{"Sniper"}));
  t.take("attack", "Sniper");
  EXPECT_EQ(t.offered("target"), (Names{"Guard"}));
}

// R-GT-12 (000:691): the glossary's Ranged Combat, as R-RA-02.
// R-RA-02, 000:244 / 001:252: in a Ranged attack a defender without Ranged
// does not strike back (Bruiser's ATK 5 would stun the Sniper, DEF 4).
TEST_P(Attacking, RRa02_DefenderWithoutRangedDoesNotStrikeBack) {
  Vs2pcgTable t = scene(GetParam(), {{"Bruiser"}, {}, {}}, {{}, {"Sniper"}, {}});
  t.take("attack", "Sniper");
  t.take("target", "Bruiser");
  both_pass(t);
  EXPECT_EQ(t.field("first.front_row"), "[Bruiser {face_down=1, exhausted=1, wounds=1}]");
  EXPECT_EQ(t.field("second.back_row"), "[Sniper {exhausted=1}, The Queen]");
}

// R-RA-02, 000:244 / 001:252: a defender with Ranged strikes back.
TEST_P(Attacking, RRa02_RangedDefenderStrikesBack) {
  Vs2pcgTable t = scene(GetParam(), {{"Marksman"}, {}, {}}, {{}, {"Sniper"}, {}});
  t.take("attack", "Sniper");
  t.take("target", "Marksman");
  both_pass(t);
  EXPECT_EQ(t.field("first.front_row"), "[Marksman {face_down=1, exhausted=1, wounds=1}]");
  EXPECT_EQ(t.field("second.back_row"), "[Sniper {face_down=1, exhausted=1, wounds=1}, The Queen]");
}

// R-RA-03, 000:246 / 001:254: an attack from the Front Row is Melee even
// with Ranged: the defender strikes back.
TEST_P(Attacking, RRa03_RangedInFrontRowAttacksInMelee) {
  Vs2pcgTable t = scene(GetParam(), {{"Bruiser"}, {}, {}}, {{"Sniper"}, {}, {}});
  t.take("attack", "Sniper");
  t.take("target", "Bruiser");
  both_pass(t);
  EXPECT_EQ(t.field("first.front_row"), "[Bruiser {face_down=1, exhausted=1, wounds=1}]");
  EXPECT_EQ(t.field("second.front_row"), "[Sniper {face_down=1, exhausted=1, wounds=1}]");
}

// R-FR-01, 000:250 / 001:258: Flight and Ranged attack from the Back Row
// over the enemy Front Row; a defender without Ranged doesn't strike back.
TEST_P(Attacking, RFr01_FlightAndRangedFromTheBackRow) {
  Vs2pcgTable t = scene(GetParam(), {{"Guard"}, {"Bruiser"}, {}}, {{}, {"Hawk"}, {}});
  t.take("attack", "Hawk");
  EXPECT_EQ(t.offered("target"), (Names{"Bruiser", "Guard", "Warrant Officer Ripley"}));
  t.take("target", "Bruiser");
  both_pass(t);
  EXPECT_EQ(t.field("first.back_row"), "[Bruiser {face_down=1, exhausted=1, wounds=1}, Warrant Officer Ripley]");
  EXPECT_EQ(t.field("second.back_row"), "[Hawk {exhausted=1}, The Queen]");
}

// R-TA-01, R-TA-02, R-DB-05, 000:254-256, 000:657 / 001:262-264: team
// mates share a Team Affiliation and a row (melee: the Front Row): not the Company's Grunt, not Warrior C in the Back Row.
TEST_P(Attacking, RTa01_TeamSameAffiliationSameRow) {
  Vs2pcgTable t = scene(GetParam(), {{"Guard"}, {}, {}}, {{"Warrior A", "Warrior B", "Grunt"}, {"Warrior C"}, {}});
  t.take("attack", "Warrior A");
  EXPECT_EQ(t.offered("with"), (Names{"Warrior B"}));
  EXPECT_EQ(t.offered("target"), (Names{"Guard"}));
}

// R-TA-05, R-TA-06, R-TA-07, 000:263-264 / 001:271-272: the team's ATK is summed
// (2 + 2 >= DEF 4); every attacker exhausts; the Ox (ATK 1) strikes back at
// the one the defender picks, too weakly to stun it.
TEST_P(Attacking, RTa05_TeamAtkIsSummed) {
  Vs2pcgTable t = scene(GetParam(), {{"Ox"}, {}, {}}, {{"Warrior A", "Warrior B"}, {}, {}});
  t.take("attack", "Warrior A");
  t.take("with", "Warrior B");
  t.take("target", "Ox");
  both_pass(t);
  EXPECT_EQ(t.pending(), "player first");
  EXPECT_EQ(t.offered("strike_back"), (Names{"Warrior A", "Warrior B"}));
  t.take("strike_back", "Warrior B");
  EXPECT_EQ(t.field("first.front_row"), "[Ox {face_down=1, exhausted=1, wounds=1}]");
  EXPECT_EQ(t.field("second.front_row"), "[Warrior A {exhausted=1}, Warrior B {exhausted=1}]");
}

// R-TA-03, 000:257 / 001:265: a Ranged team attack from the Back Row (4 + 2
// >= DEF 3); the defender, without Ranged, strikes back at no one, so it
// is not asked to choose.
TEST_P(Attacking, RTa03_RangedTeamAttackNoStrikeBackWithoutRanged) {
  Vs2pcgTable t = scene(GetParam(), {{"Bruiser"}, {}, {}}, {{}, {"Sniper", "Spitter"}, {}});
  t.take("attack", "Sniper");
  EXPECT_EQ(t.offered("with"), (Names{"Spitter"}));
  t.take("with", "Spitter");
  t.take("target", "Bruiser");
  both_pass(t);
  EXPECT_FALSE(t.offers("strike_back", "Sniper"));
  EXPECT_EQ(t.pending(), "player second");
  EXPECT_EQ(t.field("first.front_row"), "[Bruiser {face_down=1, exhausted=1, wounds=1}]");
  EXPECT_EQ(t.field("second.back_row"), "[Sniper {exhausted=1}, Spitter {exhausted=1}, The Queen]");
}

// R-TA-04, 000:259 / 001:267: a team flies over the Front Row only if all
// its attackers have Flight.
TEST_P(Attacking, RTa04_TeamFliesOnlyIfAllHaveFlight) {
  Vs2pcgTable t = scene(GetParam(), {{"Guard"}, {"Sentry"}, {}}, {{"Test Flyer", "Test Flyer 2", "Warrior B"}, {}, {}});
  t.take("attack", "Test Flyer");
  t.take("with", "Test Flyer 2");
  EXPECT_EQ(t.offered("target"), (Names{"Guard", "Sentry", "Warrant Officer Ripley"}));
  t.take("with", "Warrior B");
  EXPECT_EQ(t.offered("target"), (Names{"Guard"}));
}

// R-TA-01, 000:254 / 001:262: a team attack needs a shared Team
// Affiliation; characters with none attack alone.
TEST_P(Attacking, RTa01_NoTeamWithoutAnAffiliation) {
  Vs2pcgTable t = scene(GetParam(), {{"Guard"}, {}, {}}, {{"Loner A", "Loner B"}, {}, {}});
  EXPECT_EQ(t.offered("attack"), (Names{"Loner A", "Loner B"}));
  t.take("attack", "Loner A");
  EXPECT_EQ(t.offered("with"), Names{});
  EXPECT_EQ(t.offered("target"), (Names{"Guard"}));
}

INSTANTIATE_TEST_SUITE_P(Engines, Attacking, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return engine_name(info.param); });

}  // namespace
}  // namespace canbeat::testing
