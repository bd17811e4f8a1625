// Random-card differential testing (random_cards.hpp): a random
// card set, well typed by construction, is added to the Vs. System rules
// as a user's set would be, and seeded random games of its two decks are
// played on the reference interpreter and the fast engine in lockstep. A
// divergence fails the property; RapidCheck then shrinks the numbers that
// steered the generator (a smaller card set) and the game's seed, and the
// failure names a folder holding the generated cards and the repro file of
// the shrunk game (`canbeat replay` with `--rules` a copy of games/vs2pcg
// plus that set).
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include <filesystem>
#include <cstdio>
#include <cstdlib>
#include <fstream>

#include "engines/refusals.hpp"
#include "engines/registry.hpp"
#include "harness/agent.hpp"
#include "harness/lockstep.hpp"
#include "harness/repro.hpp"
#include "tests/support/game_fixture.hpp"
#include "tests/vs2pcg/random_cards.hpp"

namespace canbeat {
namespace {

namespace fs = std::filesystem;

std::unique_ptr<dsl::Game> with_set(const std::string& text, dsl::Diagnostics& diags) {
  auto game = dsl::load_game((fs::path(dsl::builtin_games_dir()) / "vs2pcg").string(), diags,
                             {dsl::SourceFile{"generated.cards", text, {}}});
  return game ? std::make_unique<dsl::Game>(std::move(*game)) : nullptr;
}

// The generated cards and the shrunk game, where a person can replay them:
// DIR/game is games/vs2pcg with the set added (its hashes are those of the
// folder as `canbeat --rules` loads it), `canbeat replay --rules DIR/game
// DIR/vs2pcg-divergence.repro`.
std::string save_case(const dsl::Game& g, const testing::RandomCardSet& set, const LockstepResult& r,
                      const std::vector<std::string>& without) {
  fs::path dir = fs::temp_directory_path() / ("canbeat-random-cards-" + g.cards_hash);
  fs::create_directories(dir / "game");
  for (const auto& f : fs::directory_iterator(fs::path(dsl::builtin_games_dir()) / "vs2pcg"))
    if (f.path().extension() != ".md") fs::copy_file(f.path(), dir / "game" / f.path().filename(),
                                                    fs::copy_options::overwrite_existing);
  std::ofstream(dir / "game" / "generated.cards") << set.text;
  dsl::Diagnostics diags;
  auto folder = dsl::load_game((dir / "game").string(), diags);
  Repro repro;
  repro.game = "vs2pcg";
  repro.rules_hash = folder ? folder->rules_hash : g.rules_hash;
  repro.cards_hash = folder ? folder->cards_hash : g.cards_hash;
  repro.seats = g.seats_for(0);
  repro.decks = {"gen_company", "gen_xenomorphs"};
  repro.without = without;
  repro.comments = {"random cards: replay with --rules game (games/vs2pcg and generated.cards)"};
  repro.choices = r.divergence->choices;
  return "canbeat replay --rules " + (dir / "game").string() + " " + save_repro(dir, repro, "divergence").string();
}

// Plays one seeded game of the set's decks in lockstep; fails on a
// divergence. The cards the fast engine refuses (a card it cannot compile)
// are taken out of the decks for both engines (engines/refusals.hpp), as
// `canbeat diff` does, and the rest of the set is played; how many sets
// lose a card is classified: the compiler's coverage, measured apart.
// Whether the set writes a can of a rules action outside any card (a
// house rule: random_cards.hpp house_rules).
bool has_house_can(const std::string& text) {
  for (std::size_t at = text.find("\ncan "); at != std::string::npos; at = text.find("\ncan ", at + 1))
    if (text.compare(text.find(')', at) + 1, 12, " \"Gen House\"") == 0) return true;
  return false;
}

void lockstep_random_cards(const std::vector<unsigned>& numbers, std::uint64_t seed) {
  testing::Picks picks(numbers);
  testing::RandomCardSet set = testing::random_card_set(picks);
  dsl::Diagnostics diags;
  auto game = with_set(set.text, diags);
  if (!game) RC_FAIL("the generator wrote a set that does not check:\n" + diags.text() + "\n" + set.text);
  Setup setup;
  setup.decks = {"gen_company", "gen_xenomorphs"};
  std::vector<RefusedCard> refused = drop_refused(*game, setup);
  // CANBEAT_RANDOM_CARDS_REFUSALS=1: why, to see what the compiler lacks.
  if (std::getenv("CANBEAT_RANDOM_CARDS_REFUSALS"))
    for (const RefusedCard& c : refused) std::fprintf(stderr, "refused: %s\n%s", c.reason.c_str(), set.text.c_str());
  RC_CLASSIFY(!refused.empty(), "a card refused by the fast engine");
  RC_CLASSIFY(set.text.find("\"Gen House\"") != std::string::npos, "the set's can or cant of a rules action");
  RC_CLASSIFY(has_house_can(set.text), "the set's can of a rules action");
  RC_CLASSIFY(set.text.find("in gen_die") != std::string::npos || set.text.find("in gen_dice") != std::string::npos,
              "a die rolled, walked or summed");
  RC_CLASSIFY(set.text.find("copy_effect") != std::string::npos, "a card's effect copied");
  RC_CLASSIFY(set.text.find("copy_effect t, opponent") != std::string::npos, "an effect copied for the other player");
  RC_CLASSIFY(set.text.find("t9 in ") != std::string::npos, "the cards as printed, in an aggregate or an option");
  RC_CLASSIFY(set.text.find("ty9 in ") != std::string::npos, "the types in an aggregate");
  RC_CLASSIFY(set.text.find("first(ty9") != std::string::npos, "first over the types");
  RC_CLASSIFY(set.text.find("u9 in cards") != std::string::npos, "a card of cards inside another's term");
  RC_CLASSIFY(set.text.find("first(t9 in cards") != std::string::npos, "a let of first over cards");
  RC_CLASSIFY(set.text.find(".gen_charge); copy_effect") != std::string::npos ||
                  set.text.find("first(t9 in cards where t9.type") != std::string::npos ||
                  set.text.find("first(t9 in cards where t9.name == \"The Dragon\" and (") != std::string::npos,
              "a let of first over cards whose where reads the game");
  RC_CLASSIFY(set.text.find("\"gen omen\" t9 in cards where (") != std::string::npos,
              "a chance over cards whose where reads the game");
  const std::size_t procedure = set.text.find("procedure gen_drill");
  RC_CLASSIFY(procedure != std::string::npos &&
                  set.text.substr(procedure, set.text.find('\n', procedure) - procedure).find("copy_effect") !=
                      std::string::npos,
              "copy_effect in the set's procedure (the rules error)");
  RC_CLASSIFY(set.text.find("let z") != std::string::npos, "a zone kept in a let");
  RC_CLASSIFY(set.text.find(".gen_mass") != std::string::npos, "the set's own stat read or changed");
  RC_CLASSIFY(set.text.find("c.level_up_xp") != std::string::npos, "an effect on a Level Up number");
  bool effect_asks = false;
  for (std::size_t at = set.text.find("continuous "); at != std::string::npos; at = set.text.find("continuous ", at + 1))
    effect_asks = effect_asks || set.text.substr(at, set.text.find('\n', at) - at).find("legal ") != std::string::npos;
  RC_CLASSIFY(effect_asks, "an effect's condition asks legality");
  RC_CLASSIFY(set.text.find("legal gen_quota") != std::string::npos || set.text.find("cant gen_quota(q") != std::string::npos,
              "the set's own action of a number");
  RC_CLASSIFY(set.text.find("in gen_seats()") != std::string::npos || set.text.find("gen_marked(instances)") != std::string::npos ||
                  set.text.find("let gen_q_seats") != std::string::npos,
              "a list as a value");
  RC_CLASSIFY(set.text.find(", gen_fav())") != std::string::npos, "a string a function returns");
  auto reference = make_engine(EngineKind::reference, *game, setup);
  auto fast = make_engine(EngineKind::fast, *game, setup);
  RandomAgent agent(seed);
  LockstepResult r = lockstep(*reference, *fast, agent, 400);
  if (r.end == RunEnd::diverged)
    RC_FAIL(fmt::format("{} random cards diverge at step {}; saved: {}\n{}", set.cards, r.steps,
                        save_case(*game, set, r, keys_of(refused)), set.text));
}

RC_GTEST_PROP(RandomCards, BothEnginesAgreeOnRandomCardSets, ()) {
  auto numbers = *rc::gen::container<std::vector<unsigned>>(rc::gen::inRange<unsigned>(0, 64));
  auto seed = *rc::gen::arbitrary<std::uint64_t>();
  lockstep_random_cards(numbers, seed);
}

// The generator's own test: every set it writes checks, for streams of
// every length (a set that did not check would be no test of the engines).
RC_GTEST_PROP(RandomCards, EveryGeneratedSetChecks, ()) {
  auto numbers = *rc::gen::container<std::vector<unsigned>>(rc::gen::inRange<unsigned>(0, 64));
  testing::Picks picks(numbers);
  testing::RandomCardSet set = testing::random_card_set(picks);
  dsl::Diagnostics diags;
  if (!with_set(set.text, diags)) RC_FAIL(diags.text() + "\n" + set.text);
}

}  // namespace
}  // namespace canbeat
