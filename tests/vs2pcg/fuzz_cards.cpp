// libFuzzer target for random-card differential testing
// (random_cards.hpp): the input's bytes steer the card-set generator, the
// rest of the input's hash seeds the game; both engines play the set's
// decks in lockstep and a divergence aborts (libFuzzer keeps the input).
// The cards the fast engine refuses are left out for both. Built by fuzz/CMakeLists.txt as
// every tests/*/fuzz_*.cpp is; its seeds are corpus/cards.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "dsl/game.hpp"
#include "engines/refusals.hpp"
#include "engines/registry.hpp"
#include "harness/agent.hpp"
#include "harness/lockstep.hpp"
#include "tests/vs2pcg/random_cards.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace canbeat;
  std::vector<unsigned> numbers(data, data + size);
  testing::Picks picks(numbers);
  testing::RandomCardSet set = testing::random_card_set(picks);
  // To read the set a crashing input wrote (a crash prints nothing else).
  if (std::getenv("CANBEAT_PRINT_SET")) std::fprintf(stderr, "%s", set.text.c_str());
  dsl::Diagnostics diags;
  static const std::string vs2pcg = dsl::builtin_games_dir() + "/vs2pcg";
  auto game = dsl::load_game(vs2pcg, diags, {dsl::SourceFile{"generated.cards", set.text, {}}});
  if (!game) {
    std::fprintf(stderr, "the generator wrote a set that does not check:\n%s\n%s", diags.text().c_str(), set.text.c_str());
    std::abort();
  }
  Setup setup;
  setup.decks = {"gen_company", "gen_xenomorphs"};
  // A card the fast engine cannot compile is taken out for both engines,
  // as `canbeat diff` does (engines/refusals.hpp); the rest is played.
  drop_refused(*game, setup);
  std::unique_ptr<Engine> reference = make_engine(EngineKind::reference, *game, setup);
  std::unique_ptr<Engine> fast = make_engine(EngineKind::fast, *game, setup);
  RandomAgent agent(std::hash<std::string_view>()(std::string_view(reinterpret_cast<const char*>(data), size)));
  LockstepResult r = lockstep(*reference, *fast, agent, 200);
  if (r.end == RunEnd::diverged) {
    std::fprintf(stderr, "random cards diverge at step %zu:\n%s", r.steps, set.text.c_str());
    std::abort();
  }
  return 0;
}
