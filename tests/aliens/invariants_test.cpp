// Invariant properties checked on both engines after every step of seeded
// random games (RapidCheck generates the seeds and shrinks failing ones):
//  - every card is in exactly one zone: each seat's zones together hold
//    exactly its deck list (ALIENS: DECKS, 004_41363310b93d11c8.txt);
//  - the game ends within 70 turns: every encounter sends at least one hand
//    to a Casualty pile (CASUALTY PHASE), Casualty piles never shrink, and
//    the two decks hold 34 + 36 = 70 cards;
//  - an observation serializes and parses back to itself.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <map>

#include "harness/agent.hpp"
#include "tests/support/game_fixture.hpp"

namespace canbeat {
namespace {

constexpr long turn_bound = 70;

// "[A, B, B]" -> {A, B, B}
std::vector<std::string> zone_cards(const std::string& value) {
  std::vector<std::string> out;
  std::string inner = value.substr(1, value.size() - 2);
  std::size_t start = 0;
  while (!inner.empty() && start <= inner.size()) {
    std::size_t comma = inner.find(", ", start);
    out.push_back(inner.substr(start, comma - start));
    if (comma == std::string::npos) break;
    start = comma + 2;
  }
  return out;
}

// Each seat's cards across its zones, sorted.
std::map<std::string, std::vector<std::string>> cards_by_seat(const Engine& e) {
  std::map<std::string, std::vector<std::string>> out;
  Observation o = e.observe();
  for (const std::string& seat : e.seats())
    for (const char* zone : {"deck", "hand", "reserve", "casualty"})
      for (auto& c : zone_cards(*o.find(seat + "." + zone))) out[seat].push_back(c);
  for (auto& [seat, cards] : out) std::sort(cards.begin(), cards.end());
  return out;
}

void check_every_step(EngineKind kind, std::uint64_t seed) {
  auto engine = testing::fresh(kind, "aliens");
  const auto start = cards_by_seat(*engine);
  RandomAgent agent(seed);
  while (engine->outcome().kind == Outcome::Kind::ongoing) {
    engine->apply(agent.choose(*engine));
    RC_ASSERT(cards_by_seat(*engine) == start);
    Observation o = engine->observe();
    RC_ASSERT(Observation::parse(o.serialize()) == o);
    RC_ASSERT(std::stol(*o.find("turn")) <= turn_bound);
  }
  RC_ASSERT(engine->option_count() == 0u);
  RC_ASSERT(engine->pending().who == Decider::none);
}

RC_GTEST_PROP(AliensInvariants, ReferenceKeepsEveryCardInOneZoneAndEnds, (std::uint64_t seed)) {
  check_every_step(EngineKind::reference, seed);
}

RC_GTEST_PROP(AliensInvariants, FastKeepsEveryCardInOneZoneAndEnds, (std::uint64_t seed)) {
  check_every_step(EngineKind::fast, seed);
}

}  // namespace
}  // namespace canbeat
