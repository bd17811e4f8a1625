// libFuzzer target for random-card differential testing on corps
// (random_cards.hpp): the input's bytes steer the card generator, its
// first byte the number of players, the input's hash seeds the game; both
// engines play the game with the characters in its roster
// (random_table.hpp) in lockstep, and a divergence aborts (libFuzzer keeps
// the input). The cards the fast engine refuses are left out for both.
// Built by fuzz/CMakeLists.txt as every tests/*/fuzz_*.cpp is; its seeds
// are corpus/corps_cards.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "engines/refusals.hpp"
#include "engines/registry.hpp"
#include "harness/agent.hpp"
#include "harness/lockstep.hpp"
#include "tests/corps/random_table.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace canbeat;
  using namespace canbeat::testing::corps_cards;
  testing::Picks picks(std::vector<unsigned>(data, data + size));
  Setup setup;
  setup.players = 1 + picks.pick(4);
  CardSet set = random_card_set(picks);
  if (std::getenv("CANBEAT_PRINT_SET")) std::fprintf(stderr, "%zu players\n%s", setup.players, set.text.c_str());
  dsl::Diagnostics diags;
  auto game = corps_with(set, diags);
  if (!game) {
    std::fprintf(stderr, "the generator wrote cards that do not check:\n%s\n%s", diags.text().c_str(), set.text.c_str());
    std::abort();
  }
  drop_refused(*game, setup);
  std::unique_ptr<Engine> reference = make_engine(EngineKind::reference, *game, setup);
  std::unique_ptr<Engine> fast = make_engine(EngineKind::fast, *game, setup);
  RandomAgent agent(std::hash<std::string_view>()(std::string_view(reinterpret_cast<const char*>(data), size)));
  LockstepResult r = lockstep(*reference, *fast, agent, 1000);
  if (r.end == RunEnd::diverged) {
    std::fprintf(stderr, "random corps cards diverge at step %zu (%zu players):\n%s", r.steps, setup.players,
                 set.text.c_str());
    std::abort();
  }
  return 0;
}
