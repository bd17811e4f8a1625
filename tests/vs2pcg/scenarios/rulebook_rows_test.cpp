// Angry's requirement (001:739, attack.rules `must join`) met blocked by
// two Angry characters that can't attack together (reference only: a
// `must` is for the conflict finder, neither engine reads it). It checks
// the reference's legality log (which `must` each join query recorded,
// blocked or met), which a scenario file cannot observe; the other rows
// this file held are in rulebook-rows.scenario and ex001-04-epic-duel.scenario.
// ../shared/seeds/001_7b361cf90076b544.txt is "001".
#include <gtest/gtest.h>

#include "interpreter/interpreter.hpp"
#include "tests/vs2pcg/scenarios/table.hpp"

namespace canbeat::testing {
namespace {

using Names = std::vector<std::string>;

const char* const angry_decks = R"(
deck hotheads "Hotheads" {
  ALN-001 x1; ALN-002 x1;   # Warrant Officer Ripley
  card "Hothead" { type supporting_character; team company; cost 0; atk 3; def 3; health 2; keyword angry; }
  card "Brawler" { type supporting_character; team xenomorph; cost 0; atk 3; def 3; health 2; keyword angry; }
  card "Rager" { type supporting_character; team company; cost 0; atk 3; def 3; health 2; keyword angry; }
  ALN-059 x30;  # Earth
}
deck xenos "Xenos" {
  ALN-029 x1; ALN-030 x1;   # The Queen
  ALN-060 x30;  # Space
}
)";

// The join queries the reference answered for the pending "with" decision.
std::vector<interp::LegalityAnswer> joins(const Vs2pcgTable& t) {
  const auto& ref = dynamic_cast<const interp::Reference&>(t.engine());
  std::vector<interp::LegalityAnswer> out;
  for (const interp::LegalityAnswer& a : ref.legality_log())
    if (a.query.rfind("join(", 0) == 0) out.push_back(a);
  return out;
}

// 001:739: "This character must be in your first attack each turn if able.
// (It can be a Team Attack.)" The Hothead (Company) leads the first
// attack; the Brawler, Angry too and able to attack, is a Xenomorph: it
// can't team attack with him (000:254), so the must that it join holds
// while the join is illegal, with nothing permitting it: two requirements
// that can't both hold, which `canbeat conflicts` reports as a blocked
// must. The Rager (Company, Angry) joins: its must holds and is met.
// Stays in C++: it checks the reference's legality log (blocked/met musts), not an observation field or option.
TEST(AngryRequirement, TwoAngryCharactersThatCantAttackTogether) {
  Vs2pcgTable t(EngineKind::reference, angry_decks, {"hotheads", "xenos"});
  t.set_up({"back", "front"}, {{"Hothead", "Brawler", "Rager"}, {}}, {"Earth", "Space"});
  t.take("location", "Earth");
  for (const char* name : {"Hothead", "Brawler", "Rager"}) t.take("recruit_front", name);
  t.skip_to("attack");
  t.take("attack", "Hothead");
  EXPECT_EQ(t.offered("with"), Names{"Rager"});
  std::size_t blocked = 0, met = 0;
  for (const interp::LegalityAnswer& a : joins(t)) {
    if (a.query.find("Brawler#") != std::string::npos) {
      EXPECT_TRUE(a.blocked()) << a.query;
      ASSERT_EQ(a.required.size(), 1u) << a.query;
      EXPECT_NE(a.required[0].statement->cite.value_or("").find("Angry (001:739)"), std::string::npos);
      EXPECT_EQ(a.decider, nullptr);  // nothing permits it
      ++blocked;
    }
    if (a.query.find("Rager#") != std::string::npos && a.legal) {
      EXPECT_EQ(a.required.size(), 1u) << a.query;
      ++met;
    }
  }
  EXPECT_GT(blocked, 0u);
  EXPECT_GT(met, 0u);
}

}  // namespace
}  // namespace canbeat::testing
