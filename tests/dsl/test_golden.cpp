// Golden files (tests/golden/README.md): each NAME.input beside NAME.expect,
// which holds the printer's output when the input parses and checks, else the
// exact diagnostics. CANBEAT_REGEN=1 rewrites the .expect files.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "dsl/checker.hpp"
#include "dsl/game.hpp"
#include "dsl/printer.hpp"

namespace canbeat::dsl {
namespace {
namespace fs = std::filesystem;

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string front_end_output(const std::string& name, const std::string& text) {
  Diagnostics d;
  auto ast = parse_text(text, name, 0, d);
  if (!ast) return d.text();
  Game g;
  g.dir = ".";
  g.files.push_back({name, text, *ast});
  check(g, d);
  if (d.has_errors()) return d.text();
  return print(*ast);
}

TEST(Golden, Dsl) {
  fs::path dir = fs::path(CANBEAT_SOURCE_DIR) / "tests" / "golden" / "dsl";
  bool regen = std::getenv("CANBEAT_REGEN") != nullptr;
  std::vector<fs::path> inputs;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().extension() == ".input") inputs.push_back(e.path());
  std::sort(inputs.begin(), inputs.end());
  EXPECT_GE(inputs.size(), 15u);
  for (const auto& in : inputs) {
    std::string got = front_end_output(in.filename().string(), slurp(in));
    fs::path expect = fs::path(in).replace_extension(".expect");
    if (regen) {
      std::ofstream(expect, std::ios::binary) << got;
      continue;
    }
    ASSERT_TRUE(fs::exists(expect)) << expect << " is missing; run with CANBEAT_REGEN=1";
    EXPECT_EQ(got, slurp(expect)) << "golden mismatch for " << in.filename();
  }
}

}  // namespace
}  // namespace canbeat::dsl
