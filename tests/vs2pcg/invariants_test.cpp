// Invariant properties of the Vs. System 2PCG on both engines after every
// step of seeded random games (RapidCheck generates the seeds and shrinks
// failing ones).
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "harness/agent.hpp"
#include "tests/support/game_fixture.hpp"

namespace canbeat {
namespace {

// Vs. System 2PCG (games/vs2pcg): every card instance is in exactly one zone
// of the table (000:136-145: deck, hand, KO pile, the three rows; and the
// zones the rules add: equipment, set aside, removed; the Facehugger Pile
// and the captives, 000:523-537; the deck's known bottom and the revealed
// cards, actions.rules "the deck"), the same cards as at
// the start, counters shown after the name ("Bishop {wounds=1}") aside. The
// whole table, not each seat: in 2-Headed Teammates a teammate's characters
// sit in the team's shared rows, kept at its first seat (000:567).
// "[A {x=1, y=2}, B]" -> {A, B}: the names, counters dropped.
std::vector<std::string> card_names(const std::string& value) {
  std::vector<std::string> out;
  std::string name;
  int depth = 0;
  for (std::size_t i = 1; i + 1 < value.size(); ++i) {
    char c = value[i];
    if (c == '{') ++depth;
    if (depth == 0 && c == ',') {
      out.push_back(name);
      name.clear();
      ++i;  // the space after the comma
      continue;
    }
    if (depth == 0 && c != '{') name += c;
    if (c == '}') --depth;
  }
  if (!name.empty()) out.push_back(name);
  for (auto& n : out)
    while (!n.empty() && n.back() == ' ') n.pop_back();
  return out;
}

std::vector<std::string> vs2pcg_cards(const Engine& e) {
  std::vector<std::string> out;
  Observation o = e.observe();
  for (const std::string& seat : e.seats())
    for (const char* zone : {"deck", "hand", "ko_pile", "resource_row", "front_row", "back_row",
                             "equipment", "set_aside", "removed", "facehuggers", "captives", "deck_bottom",
                             "revealed"})
      for (auto& c : card_names(*o.find(seat + "." + zone))) out.push_back(c);
  std::sort(out.begin(), out.end());
  return out;
}

// Random games end: 60-card decks run out after about 30 turns each, after
// which a round without an attack on a Main Character ends the game
// (000:469). 400 turns is far above what seeded games take (~60).
void check_vs2pcg(EngineKind kind, std::uint64_t seed, std::size_t players) {
  Setup setup;
  setup.players = players;
  auto engine = make_engine(kind, testing::builtin_game("vs2pcg"), setup);
  const auto start = vs2pcg_cards(*engine);
  RandomAgent agent(seed);
  while (engine->outcome().kind == Outcome::Kind::ongoing) {
    engine->apply(agent.choose(*engine));
    RC_ASSERT(vs2pcg_cards(*engine) == start);
    RC_ASSERT(std::stol(*engine->observe().find("turn")) <= 400);
  }
  RC_ASSERT(engine->option_count() == 0u);
}

RC_GTEST_PROP(Vs2pcgInvariants, ReferenceKeepsEveryCardInOneZoneAndEnds, (std::uint64_t seed)) {
  check_vs2pcg(EngineKind::reference, seed, *rc::gen::inRange<std::size_t>(2, 5));
}

RC_GTEST_PROP(Vs2pcgInvariants, FastKeepsEveryCardInOneZoneAndEnds, (std::uint64_t seed)) {
  check_vs2pcg(EngineKind::fast, seed, *rc::gen::inRange<std::size_t>(2, 5));
}

}  // namespace
}  // namespace canbeat
