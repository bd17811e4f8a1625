// parse(print(ast)) == ast on every DSL file under games/, and printing is
// idempotent (print(parse(print(x))) == print(x)).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "dsl/game.hpp"
#include "dsl/printer.hpp"

namespace canbeat::dsl {
namespace {
namespace fs = std::filesystem;

TEST(RoundTrip, EveryGameFile) {
  int files = 0;
  for (const auto& e : fs::recursive_directory_iterator(builtin_games_dir())) {
    auto ext = e.path().extension();
    if (ext != ".rules" && ext != ".cards" && ext != ".deck") continue;
    ++files;
    std::ifstream in(e.path(), std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    Diagnostics d;
    auto ast = parse_text(ss.str(), e.path().string(), 0, d);
    ASSERT_TRUE(ast) << d.text();
    std::string printed = print(*ast);
    auto again = parse_text(printed, "printed", 0, d);
    ASSERT_TRUE(again) << d.text() << printed;
    EXPECT_TRUE(*again == *ast) << e.path() << "\n" << printed;
    EXPECT_EQ(print(*again), printed);
  }
  EXPECT_GE(files, 3);
}

}  // namespace
}  // namespace canbeat::dsl
