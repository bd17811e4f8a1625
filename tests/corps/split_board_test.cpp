// A board in parts (games/corps README.md, Rulings 32; aliens.rules
// `unreachable_stay`): games/corps with hadley.board's two tiles walled
// off from each other (walls for the bulkhead door and the open row), so no
// character can be reached from an alien or blip on the other tile. Those
// do not activate, `nearness` is never a min over nothing, and both
// engines play the same decisions from the staged position.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "dsl/game.hpp"
#include "engines/registry.hpp"
#include "interpreter/interpreter.hpp"

namespace canbeat {
namespace {

namespace fs = std::filesystem;

// games/corps copied to a scratch folder, its board cut in two.
fs::path split_corps() {
  fs::path dir = fs::temp_directory_path() / ("canbeat-corps-split-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  for (const auto& f : fs::directory_iterator(dsl::builtin_games_dir() + "/corps"))
    fs::copy(f.path(), dir / f.path().filename());
  std::ifstream in(dir / "hadley.board");
  std::stringstream text;
  text << in.rdbuf();
  std::string board = text.str();
  const std::string door = "door bulkhead 5,3 6,3";
  std::size_t at = board.find(door);
  EXPECT_NE(at, std::string::npos);
  board.replace(at, door.size(), "wall 5,3 6,3\nwall 5,6 6,6");
  std::ofstream(dir / "hadley.board") << board;
  return dir;
}

TEST(CorpsSplitBoard, PiecesNoCharacterCanReachDoNotActivate) {
  fs::path dir = split_corps();
  dsl::Diagnostics diags;
  auto game = dsl::load_game(dir.string(), diags);
  fs::remove_all(dir);
  ASSERT_TRUE(game) << diags.text();
  Observation position;
  position.add("phase", "aliens");
  position.add("turn", "1");
  position.add("table.board", "[Cpl. Hicks {x=0, y=3, hero=1}, Alien {x=9, y=5}, Blip 1 {x=10, y=6}]");
  position.sort();
  interp::Reference ref(*game);
  ASSERT_EQ(ref.stage(position), "");
  std::unique_ptr<Engine> fast = make_engine(EngineKind::fast, *game, {});
  ASSERT_EQ(fast->stage(position), "");
  bool back_to_marines = false;
  for (int step = 0; step < 60 && ref.option_count() > 0; ++step) {
    ASSERT_EQ(ref.observe().serialize(), fast->observe().serialize()) << "step " << step;
    ASSERT_EQ(ref.option_keys(), fast->option_keys()) << "step " << step;
    const std::string* phase = ref.observe().find("phase");
    if (phase && *phase == "marines" && !back_to_marines) {
      back_to_marines = true;
      // The alien and the blip stayed where they were: neither activated.
      const std::string* b = ref.observe().find("table.board");
      ASSERT_TRUE(b);
      EXPECT_NE(b->find("Alien {x=9, y=5, moved=1}"), std::string::npos) << *b;
      EXPECT_NE(b->find("Blip 1 {x=10, y=6, moved=1}"), std::string::npos) << *b;
    }
    ref.apply(0);
    fast->apply(0);
  }
  EXPECT_TRUE(back_to_marines);
}

}  // namespace
}  // namespace canbeat
