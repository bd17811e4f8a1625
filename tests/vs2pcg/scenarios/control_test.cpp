// ALN-016 Bishop's alternative recruit cost and ALN-021 Ash's moves to
// another player's side (games/vs2pcg/alien-battles.cards; build.rules
// `pay_recruit_symbols`, actions.rules `change_side`, `send_away`) as
// scenario tests, on both engines.
//
// Bishop, Artificial Person: an [intellect] and a [humanity] instead of his
// recruit cost, paid as a Super Power's cost is (000:400, 000:406, 000:461:
// one Location per symbol; 000:658: a Special Location only for its team);
// a card statement that beats the rulebook's Recruit Points (000:197,
// 000:489).
//
// Ash, Special Order (on appearing, his player may send him to the Back Row
// of some other player) and Twitchy (Main, [intellect]: the same move, not
// optional): control follows
// the rows ("On Your Side", 000:685; "Enemy", 000:675; 000:558 "they
// control it now"); Uniqueness counts him on his new side (000:439); KO'd,
// he goes to his owner's KO pile (000:681); his Equipment goes along
// (000:312); removed from the game with the side he is on (000:547).
#include <gtest/gtest.h>

#include <map>

#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

class Control : public ::testing::TestWithParam<EngineKind> {};

using Names = std::vector<std::string>;

const char* const decks = R"(
deck crew "Crew" {
  ALN-001 x1; ALN-002 x1;   # Warrant Officer Ripley (2/5, Health 5)
  ALN-016 x2;   # Bishop, cost 4: Artificial Person
  ALN-021 x2;   # Ash, cost 6 (3/3, Health 3): Special Order, Crew Expendable, Twitchy [intellect]
  ALN-017 x1;   # Christie, cost 4: no alternative cost
  ALN-023 x1;   # M41A Pulse Rifle, cost 1: its character has Ranged
  ALN-057 x4;   # The Auriga [intellect]
  ALN-026 x2;   # Weylan-Yutani Complex: any symbol, for the Company
  ALN-051 x1;   # LV-426: any symbol, for the Xenomorphs
  # No symbols, no cost: a filler that pays for nothing.
  card "Marine" { type supporting_character; team company; cost 0; atk 1; def 9; health 3; keyword swarm; }
  "Marine" x10;
  ALN-059 x30;  # Earth [humanity]
}
deck hive "Hive" {
  ALN-029 x1; ALN-030 x1;   # The Queen (2/5)
  ALN-021 x2;   # Ash: one of their own (Uniqueness, 000:439)
  ALN-060 x30;  # Space
}
deck namesake "Namesake" {
  # A Main Character named as Ash (000:441).
  card "Ash" { type main_character; atk 1; def 9; health 5; level 1; }
  card "Ash" { type main_character; atk 1; def 9; health 5; level 2; }
  ALN-060 x30;
}
deck glass "Glass" {
  # A Main Character any attack KOs (DEF 1, Health 1).
  card "Glass Jaw" { type main_character; atk 0; def 1; health 1; level 1; }
  card "Glass Jaw" { type main_character; atk 0; def 1; health 1; level 2; }
  ALN-060 x30;
}
)";

// Each seat's filler: the Crew's Earth, the Hive's (and the Glass's) Space.
using Fillers = std::map<std::string, std::string>;
const Fillers crew_hive = {{"first", "Earth"}, {"second", "Space"}, {"third", "Earth"}, {"fourth", "Space"}};

// The "do nothing" answer of each step of a turn.
const Names nothing = {"no_resource", "end_recruit", "end_formation", "end_main", "pass"};

// Plays on, every player drawing its filler and putting one face down as a
// resource in each of its Resource Steps, until `seat` is in its Recruit
// Step with `n` resources.
void build_up(Vs2pcgTable& t, const std::string& seat, int n, const Fillers& fillers = crew_hive) {
  for (int guard = 0; guard < 1000; ++guard) {
    const std::string who = t.pending();
    const std::string s = who.substr(who.find(' ') + 1);
    if (who.rfind("chance", 0) == 0) {
      t.take("draw", fillers.at(s));
      continue;
    }
    if (s == seat && t.offers("end_recruit") && zone_size(t.field(seat + ".resource_row")) >= std::size_t(n)) return;
    if (t.offers("resource", fillers.at(s))) {
      t.take("resource", fillers.at(s));
      continue;
    }
    bool stepped = false;
    for (const std::string& k : nothing)
      if (t.offers(k)) {
        t.take(k);
        stepped = true;
        break;
      }
    if (!stepped) throw std::runtime_error("build_up: stuck at " + who);
  }
  throw std::runtime_error("build_up: never reached");
}

// --------------------------------------------------------------- Bishop

// ALN-016 Bishop, Artificial Person: with one Recruit Point (the Auriga put
// face up), his cost 4 is out of reach (000:197) but his symbols are not:
// the intellect by the Auriga turned face down, the humanity by an Earth
// discarded (000:400). No Recruit Point is spent; he enters play ready
// (000:145), his alternative cost used this turn. Christie (cost 4) has no
// such card statement: the rulebook's cant holds for her.
TEST_P(Control, Aln016_IntellectAndHumanityInsteadOfHisCost) {
  Vs2pcgTable t(GetParam(), decks, {"crew", "hive"});
  t.set_up({"front", "front"}, {{"Bishop", "The Auriga", "Christie"}, {}}, {"Earth", "Space"});
  t.take("location", "The Auriga");
  EXPECT_EQ(t.field("first.rp"), "1");
  EXPECT_FALSE(t.offers("recruit_front", "Bishop"));
  EXPECT_EQ(t.offered("recruit_front_symbols"), Names{"Bishop"});
  EXPECT_EQ(t.offered("recruit_back_symbols"), Names{"Bishop"});
  t.take("recruit_front_symbols", "Bishop");
  // Intellect first, in printed order: only the Auriga makes it.
  EXPECT_EQ(t.offered("turn_down"), Names{"The Auriga"});
  EXPECT_EQ(t.offered("discard"), Names{});
  t.take("turn_down", "The Auriga");
  // Humanity: an Earth from hand (the Auriga is face down now).
  EXPECT_EQ(t.offered("discard"), (Names{"Earth", "Earth", "Earth", "Earth"}));
  EXPECT_EQ(t.offered("turn_down"), Names{});
  t.take("discard", "Earth");
  EXPECT_EQ(t.field("first.front_row"), "[Bishop {used 0}, Warrant Officer Ripley]");
  EXPECT_EQ(t.field("first.resource_row"), "[The Auriga {face_down=1}]");
  EXPECT_EQ(t.field("first.ko_pile"), "[Earth]");
  EXPECT_EQ(t.field("first.rp"), "1");
  EXPECT_EQ(t.pending(), "player first");
  EXPECT_TRUE(t.offers("end_recruit"));
}

// With four Recruit Points both costs are open; paying the printed one
// spends the points and leaves the Locations alone.
TEST_P(Control, Aln016_EitherCostWhenBothCanBePaid) {
  Vs2pcgTable t(GetParam(), decks, {"crew", "hive"});
  t.set_up({"front", "front"}, {{"Bishop", "The Auriga"}, {}}, {"Earth", "Space"});
  build_up(t, "first", 4);
  EXPECT_TRUE(t.offers("recruit_back", "Bishop"));
  EXPECT_TRUE(t.offers("recruit_back_symbols", "Bishop"));
  t.take("recruit_back", "Bishop");
  EXPECT_EQ(t.field("first.rp"), "0");
  EXPECT_EQ(t.field("first.back_row"), "[Bishop]");
  EXPECT_EQ(t.field("first.ko_pile"), "[]");
}

// 000:461, 000:406: one Location pays one symbol. The Company's Complex
// makes either symbol for Bishop, but alone it can't pay both.
TEST_P(Control, Aln016_OneLocationCannotPayTwoSymbols) {
  Vs2pcgTable t(GetParam(), decks, {"crew", "hive"});
  t.set_up({"front", "front"}, {{"Bishop", "Weylan-Yutani Complex"}, {}}, {"Marine", "Space"});
  t.take("location", "Weylan-Yutani Complex");
  EXPECT_FALSE(t.offers("recruit_back_symbols", "Bishop"));
  EXPECT_FALSE(t.offers("recruit_front_symbols", "Bishop"));
}

// 000:658: a Special Location makes symbols only for a member of its team:
// LV-426 (the Xenomorphs') pays nothing for Bishop, so the Complex is his
// one payer; with an Earth in hand instead, the Complex pays the intellect
// and the Earth the humanity (the Complex is not offered for the humanity
// once it has paid: one symbol each).
TEST_P(Control, Aln016_OnlyHisTeamsSpecialLocationPays) {
  {
    Vs2pcgTable t(GetParam(), decks, {"crew", "hive"});
    t.set_up({"front", "front"}, {{"Bishop", "Weylan-Yutani Complex", "LV-426"}, {}}, {"Marine", "Space"});
    t.take("location", "Weylan-Yutani Complex");
    EXPECT_FALSE(t.offers("recruit_back_symbols", "Bishop"));
  }
  Vs2pcgTable t(GetParam(), decks, {"crew", "hive"});
  t.set_up({"front", "front"}, {{"Bishop", "Weylan-Yutani Complex", "LV-426", "Earth"}, {}}, {"Marine", "Space"});
  t.take("location", "Weylan-Yutani Complex");
  t.take("recruit_back_symbols", "Bishop");
  EXPECT_EQ(t.offered("turn_down"), Names{"Weylan-Yutani Complex"});
  EXPECT_EQ(t.offered("discard"), Names{});
  t.take("turn_down", "Weylan-Yutani Complex");
  EXPECT_EQ(t.offered("discard"), Names{"Earth"});
  t.take("discard", "Earth");
  EXPECT_EQ(t.field("first.back_row"), "[Bishop {used 0}]");
  EXPECT_EQ(t.field("first.hand"), "[LV-426, Marine, Marine, Marine]");
}

// --------------------------------------------------------------- Ash

// ALN-021 Ash, Special Order: "you may": as he appears his player is asked
// whose Back Row (another player's: the only other one here) or to keep
// him; kept, he stays, and Crew Expendable works for his own side.
TEST_P(Control, Aln021_SpecialOrderMayKeepHim) {
  Vs2pcgTable t(GetParam(), decks, {"crew", "hive"});
  t.set_up({"front", "front"}, {{"Ash"}, {}}, {"Earth", "Space"});
  build_up(t, "first", 6);
  t.take("recruit_back", "Ash");
  EXPECT_EQ(t.pending(), "player first");
  EXPECT_EQ(t.engine().option_keys(), (Names{"send_to second", "stay"}));
  t.take("stay");
  EXPECT_EQ(t.field("first.back_row"), "[Ash]");
  EXPECT_EQ(t.field("second.back_row"), "[]");
  t.take("end_recruit");
  t.take("end_formation");
  EXPECT_EQ(t.offered("stun"), Names{"Warrant Officer Ripley"});
}

// Sent to the Hive's Back Row, Ash is theirs (000:558, 000:685): ready and
// face up as he came (000:145); the Company's Main Phase starts without his
// Crew Expendable; in the Hive's turn they move him in their Formation
// Step, his Crew Expendable stuns one of theirs, and he attacks for them.
TEST_P(Control, Aln021_SpecialOrderGivesHimToAnotherSide) {
  Vs2pcgTable t(GetParam(), decks, {"crew", "hive"});
  t.set_up({"front", "front"}, {{"Ash"}, {}}, {"Earth", "Space"});
  build_up(t, "first", 6);
  t.take("recruit_back", "Ash");
  t.take("send_to second");
  EXPECT_EQ(t.field("first.back_row"), "[]");
  EXPECT_EQ(t.field("second.back_row"), "[Ash]");
  t.take("end_recruit");
  t.take("end_formation");
  EXPECT_EQ(t.pending(), "player first");
  EXPECT_FALSE(t.offers("stun", "Warrant Officer Ripley"));
  EXPECT_FALSE(t.offers("attack", "Ash"));
  t.take("end_main");
  t.draw({"Space", "Space"});
  t.skip_to("to_front");
  EXPECT_EQ(t.pending(), "player second");
  t.take("to_front", "Ash");
  t.take("end_formation");
  EXPECT_EQ(t.pending(), "player second");
  EXPECT_EQ(t.offered("stun"), Names{"The Queen"});
  t.take("stun", "The Queen");
  EXPECT_EQ(t.field("second.front_row"), "[Ash, The Queen {face_down=1, exhausted=1, wounds=1}]");
  EXPECT_EQ(t.offered("attack"), Names{"Ash"});
  t.take("attack", "Ash");
  EXPECT_EQ(t.offered("target"), Names{"Warrant Officer Ripley"});
}

// Twitchy (Main, [intellect]): paid with the Auriga from hand, Ash must go
// (no "stay"), and his Equipment goes with him (000:312): on the Hive's
// side the M41A still gives him Ranged, so he attacks for them from their
// Back Row (000:217). The power counts as used on him this turn (000:404).
// (Crew Expendable stuns the Marine, twice.)
TEST_P(Control, Aln021_TwitchyTakesHisEquipmentAlong) {
  Vs2pcgTable t(GetParam(), decks, {"crew", "hive"});
  t.set_up({"front", "front"}, {{"Ash", "M41A Pulse Rifle", "The Auriga", "Marine"}, {}}, {"Earth", "Space"});
  build_up(t, "first", 6);
  t.take("recruit_front", "Marine");
  t.take("recruit_back", "Ash");
  t.take("stay");
  t.take("end_recruit");
  t.take("end_formation");
  t.take("stun", "Marine");
  t.take("end_main");
  t.draw({"Space", "Space"});
  t.pass_turn();
  t.draw({"Earth", "Earth"});
  t.take("resource", "Earth");
  t.take("equip", "M41A Pulse Rifle");
  t.take("onto", "Ash");
  t.take("end_recruit");
  t.take("end_formation");
  t.take("stun", "Marine");
  EXPECT_EQ(t.field("first.equipment"), "[M41A Pulse Rifle {on=5}]");
  t.take("use", "Ash");
  EXPECT_EQ(t.offered("discard"), Names{"The Auriga"});
  t.take("discard", "The Auriga");
  EXPECT_EQ(t.engine().option_keys(), Names{"send_to second"});
  t.take("send_to second");
  EXPECT_EQ(t.field("first.back_row"), "[]");
  EXPECT_EQ(t.field("first.equipment"), "[]");
  EXPECT_EQ(t.field("second.back_row"), "[Ash {used 0}]");
  EXPECT_EQ(t.field("second.equipment"), "[M41A Pulse Rifle {on=5}]");
  t.take("end_main");
  t.draw({"Space", "Space"});
  t.skip_to("stun");
  t.take("stun", "The Queen");
  EXPECT_EQ(t.offered("attack"), Names{"Ash"});
  t.take("attack", "Ash");
  EXPECT_EQ(t.offered("target"), Names{"Warrant Officer Ripley"});
}

// "That player's cards" (000:547, README "Rulings"): Ash, sent to the
// second player's side in a game of three, is removed from the game with
// that side when its Main Character is KO'd, into his owner's zone.
TEST_P(Control, Aln021_RemovedWithTheSideHeIsOn) {
  Vs2pcgTable t(GetParam(), decks, {"crew", "glass", "glass"});
  t.set_up({"front", "front", "front"}, {{"Ash"}, {}, {}}, {"Earth", "Space", "Space"});
  build_up(t, "first", 6, {{"first", "Earth"}, {"second", "Space"}, {"third", "Space"}});
  t.take("recruit_back", "Ash");
  EXPECT_EQ(t.engine().option_keys(), (Names{"send_to second", "send_to third", "stay"}));
  t.take("send_to second");
  t.take("end_recruit");
  t.take("end_formation");
  t.take("attack", "Warrant Officer Ripley");
  // Glass Jaw#57 is the second seat's (the Crew deck holds 56 cards).
  t.take("target Glass Jaw#57");
  while (t.offers("pass")) t.take("pass");
  EXPECT_EQ(t.field("second.out"), "1");
  EXPECT_EQ(t.field("second.back_row"), "[]");
  EXPECT_EQ(t.field("first.removed"), "[Ash]");
}

// 000:441: "You may never control a character with the same name as your
// Main Character. If an effect would cause that, ignore that effect": the
// second player's Main Character is named Ash, so only the third player
// may take ours.
TEST_P(Control, Aln021_NeverToASideWhoseMainCharacterHasHisName) {
  Vs2pcgTable t(GetParam(), decks, {"crew", "namesake", "hive"});
  t.set_up({"front", "front", "front"}, {{"Ash"}, {}, {}}, {"Earth", "Space", "Space"});
  build_up(t, "first", 6, {{"first", "Earth"}, {"second", "Space"}, {"third", "Space"}});
  t.take("recruit_back", "Ash");
  EXPECT_EQ(t.engine().option_keys(), (Names{"send_to third", "stay"}));
  t.take("send_to third");
  EXPECT_EQ(t.field("third.back_row"), "[Ash]");
  EXPECT_EQ(t.field("second.front_row"), "[Ash]");
}

// ----------------------------------------------------- Ash, four players

class ControlFormats : public ::testing::TestWithParam<std::tuple<EngineKind, std::string>> {};

// "Another player" (README "Rulings"): in Free for All and in 2 vs 2 every
// other player (a teammate too, 000:558); in 2-Headed Teammates the
// teammate's rows are Ash's own (000:567), so only the other team's, named
// by its first seat.
TEST_P(ControlFormats, Aln021_WhoIsAnotherPlayer) {
  const auto& [kind, format] = GetParam();
  Vs2pcgTable t(kind, decks, {"crew", "hive", "crew", "hive"});
  t.play_format(format);
  t.set_up({"front", "front", "front", "front"}, {{"Ash"}, {}, {}, {}}, {"Earth", "Space", "Earth", "Space"});
  build_up(t, "first", 6);
  t.take("recruit_back", "Ash");
  EXPECT_EQ(t.pending(), "player first");
  if (format == "two_headed") {
    EXPECT_EQ(t.engine().option_keys(), (Names{"send_to third", "stay"}));
    t.take("send_to third");
    EXPECT_EQ(t.field("third.back_row"), "[Ash]");
  } else {
    EXPECT_EQ(t.engine().option_keys(), (Names{"send_to fourth", "send_to second", "send_to third", "stay"}));
    t.take("send_to third");
    EXPECT_EQ(t.field("third.back_row"), "[Ash]");
  }
  EXPECT_EQ(t.field("first.back_row"), "[]");
}

INSTANTIATE_TEST_SUITE_P(Engines, Control, ::testing::ValuesIn(vs2pcg_engines()),
                         [](const auto& info) { return engine_name(info.param); });

INSTANTIATE_TEST_SUITE_P(Engines, ControlFormats,
                         ::testing::Combine(::testing::ValuesIn(vs2pcg_engines()),
                                            ::testing::Values("free_for_all", "two_vs_two", "two_headed")),
                         [](const auto& info) {
                           return engine_name(std::get<0>(info.param)) + "_" + std::get<1>(info.param);
                         });

}  // namespace
}  // namespace canbeat::testing
