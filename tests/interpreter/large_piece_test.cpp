// A piece larger than one space on the reference interpreter (docs/dsl.md
// "Board"): the rules' `pass` asks footprint_fits() and footprint() of the space a
// step would put the piece's top left on, so routes go round where it does
// not fit. The game is the purpose-built large_piece/ folder next to this
// file: a crate two by two, a fence with one gap two spaces high.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "interpreter/interpreter.hpp"
#include "tests/interpreter/test_games.hpp"

namespace canbeat::interp {
namespace {

using Keys = std::vector<std::string>;

std::string field(const Reference& r, const std::string& path) {
  Observation o = r.observe();
  const std::string* v = o.find(path);
  return v ? *v : "<absent>";
}

TEST(LargePiece, ItsRouteGoesThroughTheGapItFits) {
  Reference r(test_game("large_piece"));
  // Down to row 3 (3 steps), through the gap to column 4 (4), up (3).
  EXPECT_EQ(field(r, "game.steps_left"), "10");
  EXPECT_EQ(r.option_keys(), (Keys{"shut 2,3", "shut 3,3", "step 0,1", "step 1,0"}));
  for (int i = 0; i < 10; ++i) r.apply(r.option_keys().back());
  EXPECT_EQ(outcome_text(r.outcome(), r.seats()), "win north");
}

TEST(LargePiece, NoPartOfItMayCoverAShutSpace) {
  Reference r(test_game("large_piece"));
  r.apply("shut 3,3");  // every footprint across the fence covers 3,3 or 2,3
  EXPECT_EQ(field(r, "game.steps_left"), "-1");
  EXPECT_EQ(r.option_keys(), (Keys{"shut 2,3", "shut 3,3"}));
}

// A footprint of no width is the rules' mistake, named where it is made.
TEST(LargePiece, ABadFootprintIsARulesError) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / "canbeat-large-piece-bad";
  fs::remove_all(dir);
  fs::copy(CANBEAT_SOURCE_DIR "/tests/interpreter/large_piece", dir);
  std::string rules;
  {
    std::ifstream in(dir / "haul.rules");
    rules.assign(std::istreambuf_iterator<char>(in), {});
  }
  const std::string fits = "footprint_fits(b, 2, 2)";
  rules.replace(rules.find(fits), fits.size(), "footprint_fits(b, 0, 2)");
  std::ofstream(dir / "haul.rules") << rules;
  dsl::Diagnostics diags;
  auto game = dsl::load_game(dir.string(), diags);
  ASSERT_TRUE(game) << diags.text();
  std::string error = "no error";
  try {
    Reference r(*game);
  } catch (const EngineBug& e) {
    error = e.what();
  }
  EXPECT_NE(error.find("a footprint of 0 by 2: at least 1 by 1"), std::string::npos) << error;
  EXPECT_NE(error.find("haul.rules:"), std::string::npos) << error;
}

}  // namespace
}  // namespace canbeat::interp
