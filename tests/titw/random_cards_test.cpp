// Random-card differential testing on titw (random_cards.hpp): a random
// set of Marine and Alien cards, well typed by construction, is dealt into
// the game's own decks (random_table.hpp), and seeded random games are
// played on the reference interpreter and the fast engine in lockstep. A
// divergence fails the property; RapidCheck shrinks the numbers that
// steered the generator (a smaller set) and the game's seed, and prints
// the set.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include "engines/refusals.hpp"
#include "engines/registry.hpp"
#include "harness/agent.hpp"
#include "harness/lockstep.hpp"
#include "tests/support/shared_card_items.hpp"
#include "tests/titw/random_table.hpp"

namespace canbeat {
namespace {

using namespace testing::titw_cards;

RC_GTEST_PROP(TitwRandomCards, BothEnginesAgreeOnRandomCards, ()) {
  auto numbers = *rc::gen::container<std::vector<unsigned>>(rc::gen::inRange<unsigned>(0, 64));
  auto seed = *rc::gen::arbitrary<std::uint64_t>();
  testing::Picks picks(numbers);
  CardSet set = random_card_set(picks);
  dsl::Diagnostics diags;
  auto game = titw_with(set, diags);
  if (!game) RC_FAIL("the generator wrote cards that do not check:\n" + diags.text() + "\n" + set.text);
  Setup setup;
  std::vector<RefusedCard> refused = drop_refused(*game, setup);
  RC_CLASSIFY(!refused.empty(), "a card refused by the fast engine");
  RC_CLASSIFY(set.text.find("choose") != std::string::npos, "a choice");
  testing::classify_shared_card_items(set.text);
  RC_CLASSIFY(set.text.find("choose you if any") != std::string::npos, "a choice skipped on nothing");
  RC_CLASSIFY(set.text.find("min(") != std::string::npos || set.text.find("max(") != std::string::npos ||
                  set.text.find("first(") != std::string::npos,
              "a min, max or first (over nothing: a rules error)");
  RC_CLASSIFY(set.text.find("remove_from_play you") != std::string::npos, "a procedure said as the set's verb");
  RC_CLASSIFY(set.text.find("cant ") != std::string::npos, "a cant statement");
  RC_CLASSIFY(set.text.find("    can ") != std::string::npos, "a can statement");
  RC_CLASSIFY(set.text.find("to bottom") != std::string::npos, "a move to the bottom");
  RC_CLASSIFY(set.text.find("move all") != std::string::npos, "a move all");
  RC_CLASSIFY(set.text.find(".hand to bottom") != std::string::npos, "a move all to the bottom");
  RC_CLASSIFY(set.text.find("chance") != std::string::npos, "a chance");
  auto reference = make_engine(EngineKind::reference, *game, setup);
  auto fast = make_engine(EngineKind::fast, *game, setup);
  RandomAgent agent(seed);
  LockstepResult r = lockstep(*reference, *fast, agent, 400);
  if (r.end == RunEnd::diverged)
    RC_FAIL(fmt::format("{} random cards diverge at step {}: {}\n{}", set.cards, r.steps,
                        fmt::join(r.divergence->choices, " / "), set.text));
}

// The generator's own test: every set it writes checks.
RC_GTEST_PROP(TitwRandomCards, EveryGeneratedSetChecks, ()) {
  auto numbers = *rc::gen::container<std::vector<unsigned>>(rc::gen::inRange<unsigned>(0, 64));
  testing::Picks picks(numbers);
  CardSet set = random_card_set(picks);
  dsl::Diagnostics diags;
  if (!titw_with(set, diags)) RC_FAIL(diags.text() + "\n" + set.text);
}

}  // namespace
}  // namespace canbeat
