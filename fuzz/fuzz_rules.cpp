// Rulebook fuzzer: any bytes as one DSL file holding a whole game (rules and
// decks). Whatever parses and checks is played by the reference interpreter
// for a bounded number of decisions, the bytes choosing the options. Users
// run the interpreter on their own rules (`--rules DIR`), so an ill-behaved
// rulebook must end in a diagnostic or a reported rules error (EngineBug,
// OutOfBudget, ...), never a crash, a sanitizer report or a hang.
#include <cstdint>
#include <exception>
#include <string_view>

#include "dsl/checker.hpp"
#include "dsl/game.hpp"
#include "harness/agent.hpp"
#include "interpreter/interpreter.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace canbeat;
  std::string_view text(reinterpret_cast<const char*>(data), size);
  dsl::Diagnostics diags;
  auto file = dsl::parse_text(text, "fuzz.rules", 0, diags);
  if (!file) return 0;
  dsl::Game game;
  game.files.push_back({"fuzz.rules", std::string(text), std::move(*file)});
  dsl::check(game, diags);
  if (diags.has_errors()) return 0;
  try {
    // A fiftieth of the default budget: a runaway rulebook is reported
    // just the same, but in milliseconds under ASan, not a minute.
    interp::Reference engine(game, {}, interp::Keep::nothing, interp::Budget{20'000, 80'000});
    BytesAgent agent(data, size);
    for (int step = 0; step < 500 && engine.option_count() > 0; ++step) {
      std::size_t i = agent.choose(engine);
      if (i == Chooser::stop) i = 0;
      engine.apply(i);
      engine.observe();
    }
  } catch (const std::exception&) {
    // A rules error, an unknown deck, a loop out of budget: all reported.
  }
  return 0;
}
