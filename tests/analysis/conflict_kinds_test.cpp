// The conflict finder on purpose-built games with known findings
// (golden tests): the report lists exactly those, and counts as unresolved
// only what no golden rule settles (a contradiction, an undecided situation
// play reached), never a pair the golden rules decide or a situation play
// did not reach. golden_rules/ holds the overrides and same-source
// collisions, conflict_kinds/ the kinds golden_rules/ lacks; endless/ and
// detour/ an effect that never ends, before the first decision and after
// the detour.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "analysis/conflict_search.hpp"
#include "cli/session.hpp"

namespace canbeat::cli {
using namespace canbeat::analysis;
namespace {

Session session_of(const std::string& dir) {
  Session s;
  s.game = load_game_or_throw(CANBEAT_SOURCE_DIR "/tests/interpreter/" + dir);
  return s;
}

// "winner > loser, reached|not reached, override|collision": one line per
// pair, in the finder's order, with the statements' sources and citations.
std::vector<std::string> pair_lines(const ConflictSearch& r) {
  auto said = [](const Statement& st) {
    return st.source + " " + st.p->modality + " " + st.p->action + " \"" + st.p->cite.value_or("") + "\"";
  };
  std::vector<std::string> out;
  for (const StatementPair& p : r.pairs.pairs())
    out.push_back(said(*p.winner) + " > " + said(*p.loser) + (p.reached ? ", reached" : ", not reached") +
                  (p.override_rulebook ? ", override" : ", collision"));
  return out;
}

TEST(ConflictKinds, GoldenRulesHasOnlyItsPairs) {
  Session s = session_of("golden_rules");
  ConflictSearch r = find_conflicts(s, 3, 1);
  EXPECT_TRUE(r.contradictions.empty());
  EXPECT_EQ(pair_lines(r),
            (std::vector<std::string>{
                "rulebook cant attack \"rulebook: rebels may not attack\" > rulebook can attack \"rulebook: any unit "
                "in hand may attack\", reached, collision",
                "card Pup cant attack \"Passive: this card cannot attack\" > rulebook can attack \"rulebook: any "
                "unit in hand may attack\", reached, override",
                "card Torn cant attack \"Torn: may not attack\" > rulebook can attack \"rulebook: any unit in hand "
                "may attack\", reached, override",
                "card Rebel can attack \"Rebel: this card may attack\" > rulebook cant attack \"rulebook: rebels may "
                "not attack\", reached, override",
                // The rulebook's cant is about Rebels only: it never applies to Torn.
                "card Torn can attack \"Torn: may attack\" > rulebook cant attack \"rulebook: rebels may not "
                "attack\", not reached, override",
                "card Torn cant attack \"Torn: may not attack\" > card Torn can attack \"Torn: may attack\", "
                "reached, collision",
            }));
  // Rebel's and Torn's statements, each about its own card, cannot meet.
  EXPECT_EQ(r.pairs.disjoint(), 3u);
  EXPECT_TRUE(r.undecided.empty());
  EXPECT_TRUE(r.divergences.empty());
  EXPECT_EQ(unresolved(r), 0u);
}

TEST(ConflictKinds, ConflictKindsHasOneOfEach) {
  Session s = session_of("conflict_kinds");
  ConflictSearch r = find_conflicts(s, 50, 1);
  ASSERT_EQ(r.contradictions.size(), 1u);
  EXPECT_NE(r.contradictions[0].find("kinds.cards:7: invariant deck_size"), std::string::npos) << r.contradictions[0];
  EXPECT_NE(r.contradictions[0].find("fails for deck blue: count(c in d) is 3, expected 4"), std::string::npos)
      << r.contradictions[0];
  EXPECT_EQ(pair_lines(r),
            (std::vector<std::string>{
                "card Warden cant deploy \"Warden: the opponent may not deploy\" > rulebook can deploy \"rulebook: a "
                "unit in hand may be deployed\", reached, override",
                "card Warden cant deploy \"Warden: the opponent may not deploy\" > card Scout can deploy \"Scout: "
                "may always be deployed\", reached, collision",
            }));
  EXPECT_EQ(r.pairs.disjoint(), 0u);
  ASSERT_EQ(r.undecided.size(), 2u);
  EXPECT_GT(r.undecided.at("empty-draw").reached, 0u);
  EXPECT_EQ(r.undecided.at("overfull").reached, 0u);
  EXPECT_TRUE(r.divergences.empty());
  // Two musts; the Scout's met blocked by the Warden's cant (the Hound's
  // never: nothing forbids red's units). Both met required, not enforced:
  // a player may deploy another unit or pass instead.
  ASSERT_EQ(r.musts.musts().size(), 2u);
  ASSERT_EQ(r.musts.blocked().size(), 3u);
  std::vector<std::string> unenforced;
  for (const auto& [key, m] : r.musts.blocked())
    if (!m.enforced()) unenforced.push_back(m.query.substr(0, m.query.find('(')) + " / " + m.option + " / " + m.open);
  EXPECT_EQ(unenforced, (std::vector<std::string>{"deploy / deploy Scout / deploy Bear", "deploy / deploy Hound / pass"}));
  const BlockedMust& b = r.musts.blocked().begin()->second;
  ASSERT_TRUE(b.enforced());
  EXPECT_NE(r.musts.musts()[b.must].text.find("rulebook must deploy(\"rulebook: a Scout in hand must be deployed\")"),
            std::string::npos);
  EXPECT_NE(b.decider.find("card Warden cant deploy"), std::string::npos) << b.decider;
  EXPECT_EQ(b.query, "deploy(blue, Scout)");
  EXPECT_GT(b.reached, 0u);
  EXPECT_FALSE(b.witness.empty());
  // The contradiction, the empty draw, the blocked must and the two musts
  // not enforced; not the pairs, not `overfull`.
  EXPECT_EQ(unresolved(r), 5u);
}

// A blocked (or not enforced) must's witness shrinks to a game whose last
// decision meets it, and no single choice can go (as
// tests/harness/test_witness_minimal.cpp checks for the other findings).
TEST(ConflictKinds, MustWitnessesAreMinimal) {
  Session s = session_of("conflict_kinds");
  ConflictSearch r = find_conflicts(s, 50, 1);
  ASSERT_EQ(r.musts.blocked().size(), 3u);
  for (const auto& entry : r.musts.blocked()) {
    const std::string& key = entry.first;
    WitnessShrink w = shrink_blocked_must(s, r, key);
    SignatureFn met = signature_of(r.musts.property(key, s));
    std::vector<std::string> applied;
    EXPECT_FALSE(met(w.choices, applied).empty()) << key;
    for (std::size_t i = 0; i < w.choices.size(); ++i) {
      std::vector<std::string> fewer = w.choices;
      fewer.erase(fewer.begin() + static_cast<long>(i));
      std::vector<std::string> taken;
      EXPECT_TRUE(met(fewer, taken).empty()) << key << ": choice " << i << " (" << w.choices[i] << ") can go";
    }
  }
}

// A lap's statements with their file's path from tests/interpreter/ on.
std::vector<std::string> lap_of(const NeverEnding& n) {
  std::vector<std::string> out;
  for (const std::string& at : n.lap) out.push_back(at.substr(at.find("tests/interpreter/")));
  return out;
}

// Nothing else to find, and one unresolved finding: the never-ending one.
void expect_only_never_ending(const ConflictSearch& r) {
  EXPECT_TRUE(r.contradictions.empty());
  EXPECT_TRUE(r.pairs.pairs().empty());
  EXPECT_TRUE(r.undecided.empty());
  EXPECT_TRUE(r.divergences.empty());
  EXPECT_EQ(r.never_ending.size(), 1u);
  EXPECT_EQ(unresolved(r), 1u);
}

TEST(ConflictKinds, EndlessNeverEndsBeforeTheFirstDecision) {
  Session s = session_of("endless");
  ConflictSearch r = find_conflicts(s, 3, 1);
  expect_only_never_ending(r);
  ASSERT_FALSE(r.never_ending.empty());
  const NeverEnding& n = r.never_ending.begin()->second;
  EXPECT_EQ(lap_of(n), (std::vector<std::string>{"tests/interpreter/endless/endless.rules:16:14",
                                                 "tests/interpreter/endless/endless.rules:17:5"}));
  EXPECT_TRUE(n.periodic);
  // Every game would be this one: the search stops after it.
  EXPECT_TRUE(n.at_start);
  EXPECT_EQ(r.games, 1u);
  EXPECT_TRUE(n.witness.empty());
}

TEST(ConflictKinds, DetourNeverEndsAfterTheDetour) {
  Session s = session_of("detour");
  ConflictSearch r = find_conflicts(s, 5, 1);
  expect_only_never_ending(r);
  ASSERT_FALSE(r.never_ending.empty());
  const NeverEnding& n = r.never_ending.begin()->second;
  EXPECT_EQ(lap_of(n), (std::vector<std::string>{"tests/interpreter/detour/detour.rules:23:19",
                                                 "tests/interpreter/detour/detour.rules:24:5",
                                                 "tests/interpreter/detour/detour.rules:25:5"}));
  EXPECT_TRUE(n.periodic);
  EXPECT_FALSE(n.at_start);
  EXPECT_EQ(r.games, 5u);
  EXPECT_GT(n.reached, 0u);
  EXPECT_LT(n.reached, 5u);
  ASSERT_FALSE(n.witness.empty());
  EXPECT_EQ(n.witness.back(), "detour");
}

}  // namespace
}  // namespace canbeat::cli
