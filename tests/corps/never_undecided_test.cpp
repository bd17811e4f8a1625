// The static proofs that corps's `undecided` statements are never reached
// (analysis/never_undecided.hpp, never_undecided_capacity.hpp): a blip
// always finds an empty space, since the 88 spaces of hadley.board all
// reach each other and no more than 36 pieces ever stand on the board.
// Soundness first: copies of the rules made to fill the board on purpose
// (more alien models than spaces) or with a space cut off must not be
// called impossible. The counts are the loaded game's, not written here.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "analysis/never_undecided.hpp"
#include "cli/session.hpp"

namespace canbeat::cli {
using namespace canbeat::analysis;
namespace {

namespace fs = std::filesystem;

std::string read(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

void replace(std::string& text, const std::string& from, const std::string& to) {
  std::size_t at = text.find(from);
  if (at == std::string::npos) throw std::runtime_error("not in the corps sources: " + from);
  text.replace(at, from.size(), to);
}

struct Edit {
  std::string file, from, to;
};

// A copy of games/corps with each edit's file's text `from` made `to`, loaded.
Session variant(const std::vector<Edit>& edits) {
  const fs::path dir = fs::temp_directory_path() / ("canbeat-corps-undecided-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::copy(CANBEAT_SOURCE_DIR "/games/corps", dir, fs::copy_options::recursive);
  for (const Edit& e : edits) {
    std::string text = read(dir / e.file);
    replace(text, e.from, e.to);
    std::ofstream(dir / e.file) << text;
  }
  Session s;
  s.game = load_game_or_throw(dir.string());
  fs::remove_all(dir);
  return s;
}

TEST(CorpsNeverUndecided, ABlipAlwaysFindsAnEmptySpace) {
  Session s;
  s.game = load_game_or_throw(CANBEAT_SOURCE_DIR "/games/corps");
  std::optional<std::string> why = never_undecided(*s.game, "no-empty-space");
  ASSERT_TRUE(why.has_value());
  EXPECT_NE(why->find("each of the 88 spaces of board hadley"), std::string::npos) << *why;
  EXPECT_NE(why->find("tracker.rules:103:6 `not any(s in spaces where empty_space(s)"), std::string::npos) << *why;
  EXPECT_NE(why->find("corps.rules:265:1 `function empty_space`"), std::string::npos) << *why;
  EXPECT_NE(why->find("every space reaches every other"), std::string::npos) << *why;
  EXPECT_NE(why->find("\"Alien\" x16"), std::string::npos) << *why;
  EXPECT_NE(why->find("tracker.rules:125:3"), std::string::npos) << *why;
}

// Planted: more alien models than the board has spaces, and a corner
// space walled off from the rest: neither may be called impossible.
TEST(CorpsNeverUndecided, AFullerBoardOrACutOffSpaceIsNotCalledImpossible) {
  Session more = variant({{"corps.deck", "\"Alien\" x16", "\"Alien\" x90"}});
  EXPECT_FALSE(never_undecided(*more.game, "no-empty-space").has_value());
  Session cut = variant({{"hadley.board", "wall 5,2 6,2", "wall 0,0 1,0\nwall 0,0 0,1\nwall 5,2 6,2"}});
  EXPECT_FALSE(never_undecided(*cut.game, "no-empty-space").has_value());
}

}  // namespace
}  // namespace canbeat::cli
