// Fuzz target for the DSL front end: any bytes must parse or be rejected with
// a diagnostic, never crash or hang; whatever parses must check without
// crashing and print to text that parses back to the same AST
// (parse(print(ast)) == ast). A mismatch prints both texts and aborts.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "dsl/checker.hpp"
#include "dsl/game.hpp"
#include "dsl/invariants.hpp"
#include "dsl/printer.hpp"

using namespace canbeat;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  dsl::Diagnostics diags;
  auto file = dsl::parse_text(text, "fuzz.rules", 0, diags);
  if (!file) {
    if (diags.items.empty()) {
      std::fprintf(stderr, "parse failed without a diagnostic\n");
      std::abort();
    }
    (void)diags.text();
    return 0;
  }

  dsl::Game game;
  game.dir = "fuzz";
  game.files.push_back({"fuzz.rules", std::string(text), *file});
  dsl::Diagnostics checked;
  dsl::check(game, checked);
  (void)checked.text();
  if (!checked.has_errors()) (void)dsl::check_invariants(game);

  std::string printed = dsl::print(*file);
  dsl::Diagnostics again;
  auto reparsed = dsl::parse_text(printed, "printed.rules", 0, again);
  if (!reparsed || !(*reparsed == *file)) {
    std::fprintf(stderr, "round trip failed\n--- input\n%.*s\n--- printed\n%s\n--- diagnostics\n%s",
                 static_cast<int>(size), reinterpret_cast<const char*>(data), printed.c_str(),
                 again.text().c_str());
    if (reparsed) std::fprintf(stderr, "--- reprinted\n%s\n", dsl::print(*reparsed).c_str());
    std::abort();
  }
  return 0;
}
