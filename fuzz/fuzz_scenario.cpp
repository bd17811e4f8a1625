// Fuzz target for scenario files (docs/scenarios.md): any bytes must parse
// or be rejected with a diagnostic, never crash or hang; a file that parses
// and names a game that loads is run on every engine of the game: failed
// expectations are fine, a crash is not.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "analysis/scenario_run.hpp"

using namespace canbeat;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  dsl::Diagnostics diags;
  auto file = analysis::parse_scenario(text, "fuzz.scenario", diags);
  if (!file) {
    if (diags.items.empty()) {
      std::fprintf(stderr, "a scenario file rejected without a diagnostic\n");
      std::abort();
    }
    (void)diags.text();
    return 0;
  }
  // Only built-in games: a fuzzed path must not walk the disk.
  if (file->game.find('/') != std::string::npos || file->game.find('.') != std::string::npos) return 0;
  std::unique_ptr<dsl::Game> game = analysis::load_scenario_game(*file, diags);
  if (!game) return 0;
  (void)analysis::run_scenarios(*file, *game);
  return 0;
}
