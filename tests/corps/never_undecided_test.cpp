// The static proofs that corps's `undecided` statements are never reached
// (analysis/never_undecided.hpp, never_undecided_capacity.hpp): a blip
// always finds an empty space, since the 88 spaces of hadley.board all
// reach each other and no more than 34 pieces ever stand on the board; a
// character always finds a start space, since the roster holds at most 7
// characters, the 7 start markers stand on 7 spaces and the board holds
// nothing else there when the characters are placed. Soundness first:
// copies of the rules made to reach them on purpose (more alien models
// than spaces, a space cut off, more characters, a facehugger on a start
// space, a start marker left out) must not be called impossible. The
// counts are the loaded game's, not written here.
#include "analysis/never_undecided.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "analysis/conflict_search.hpp"
#include "cli/session.hpp"
#include "tests/support/rules_copy.hpp"

namespace canbeat::cli {
using namespace canbeat::analysis;
namespace {

namespace fs = std::filesystem;

void replace(std::string& text, const std::string& from, const std::string& to) {
  testing::replace_once(text, from, to, "corps");
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
    std::string text = testing::read_text(dir / e.file);
    replace(text, e.from, e.to);
    std::ofstream(dir / e.file) << text;
  }
  Session s;
  s.game = load_game_or_throw(dir.string());
  fs::remove_all(dir);
  return s;
}

// "FILE:LINE" of the first line of games/corps/FILE that holds `text`: the
// proofs cite the rules where they say it, wherever the line moves.
std::string line_of(const std::string& file, const std::string& text) {
  std::ifstream in(CANBEAT_SOURCE_DIR "/games/corps/" + file);
  std::string line;
  for (int n = 1; std::getline(in, line); ++n)
    if (line.find(text) != std::string::npos) return file + ":" + std::to_string(n);
  ADD_FAILURE() << file << " has no line holding " << text;
  return "?";
}

TEST(CorpsNeverUndecided, ABlipAlwaysFindsAnEmptySpace) {
  Session s;
  s.game = load_game_or_throw(CANBEAT_SOURCE_DIR "/games/corps");
  std::optional<std::string> why = never_undecided(*s.game, "no-empty-space");
  ASSERT_TRUE(why.has_value());
  EXPECT_NE(why->find("each of the 88 spaces of board hadley"), std::string::npos) << *why;
  EXPECT_NE(why->find(line_of("tracker.rules", "not any(s in spaces where empty_space(s)") + ":6 `not any(s in spaces where empty_space(s)"), std::string::npos) << *why;
  EXPECT_NE(why->find(line_of("corps.rules", "function empty_space") + ":1 `function empty_space`"), std::string::npos) << *why;
  EXPECT_NE(why->find("every space reaches every other"), std::string::npos) << *why;
  EXPECT_NE(why->find("\"Alien\" x16"), std::string::npos) << *why;
  EXPECT_NE(why->find(line_of("tracker.rules", "move b to board;") + ":3"), std::string::npos) << *why;
}

TEST(CorpsNeverUndecided, EveryCharacterFindsAStartSpace) {
  Session s;
  s.game = load_game_or_throw(CANBEAT_SOURCE_DIR "/games/corps");
  std::optional<std::string> why = never_undecided(*s.game, "no-start-space");
  ASSERT_TRUE(why.has_value());
  EXPECT_NE(why->find(line_of("setup.rules", "if any(s in markers where s.type == start") + ":8 `not any(s in markers where s.type == start : empty_space(at(s)))`"),
            std::string::npos)
      << *why;
  EXPECT_NE(why->find("\"Start 1\" at 0,7"), std::string::npos) << *why;
  EXPECT_NE(why->find("roster holds at most 9 cards"), std::string::npos) << *why;
  EXPECT_NE(why->find(line_of("campaign.rules", "for m in board where m.type != character") + ":3 (empties board of `m.type != character`)"), std::string::npos) << *why;
  EXPECT_NE(why->find("9 + 0 cards for 9 spaces"), std::string::npos) << *why;
}

// Planted: an eighth character (Newt makes it one too many in a
// campaign's next mission), a facehugger on a start space, a start marker
// left out: none may be called impossible. Their setup-time forms (a
// ninth character, both facehuggers on start spaces, two markers left out:
// setup places six characters) are met in play too.
TEST(CorpsNeverUndecided, MoreCharactersThanFreeStartSpacesIsNotCalledImpossible) {
  const Edit renamed{"corps.rules", "game corps {", "game corps_variant {"};
  const Edit hugger_a{"components.cards", "card \"Facehugger A\" { type alien; keyword facehugger; sx 8; sy 0;",
                      "card \"Facehugger A\" { type alien; keyword facehugger; sx 0; sy 7;"};
  const Edit hugger_b{"components.cards", "card \"Facehugger B\" { type alien; keyword facehugger; sx 4; sy 2;",
                      "card \"Facehugger B\" { type alien; keyword facehugger; sx 1; sy 7;"};
  struct Plant {
    std::vector<Edit> edits;
    bool at_setup;  // met in the first game's setup
  };
  const Plant plants[] = {
      {{{"corps.deck", "\"Cpl. Hicks\";", "\"Cpl. Hicks\" x2;"}}, false},
      {{hugger_a}, false},
      {{{"corps.deck", "\"Start 7\"; ", ""}}, false},
      // the queen, a large model (002:908), laid out with her top left
      // above the start spaces and Start 7 under her other spaces
      {{{"components.cards", "keyword queen, large; sx 0; sy 0;", "keyword queen, large; sx 0; sy 4;"}}, false},
      {{{"corps.deck", "\"Cpl. Hicks\";", "\"Cpl. Hicks\" x3;"}, renamed}, true},
      {{hugger_a, hugger_b, renamed}, true},
      {{{"corps.deck", "\"Start 7\"; ", ""}, {"corps.deck", "\"Start 6\";", ""}, renamed}, true},
  };
  for (const Plant& p : plants) {
    Session v = variant(p.edits);
    std::optional<std::string> why = never_undecided(*v.game, "no-start-space");
    EXPECT_FALSE(why.has_value()) << p.edits[0].to << ": " << *why;
    if (!p.at_setup) continue;
    ConflictSearch r = find_conflicts(v, 2, 1);
    ASSERT_TRUE(r.undecided.count("no-start-space")) << p.edits[0].to;
    EXPECT_GT(r.undecided.at("no-start-space").reached, 0u) << p.edits[0].to;
  }
}

// Planted: more alien models than the board has spaces, and a corner
// space walled off from the rest: neither may be called impossible.
TEST(CorpsNeverUndecided, AFullerBoardOrACutOffSpaceIsNotCalledImpossible) {
  Session more = variant({{"corps.deck", "\"Alien\" x16", "\"Alien\" x90"}});
  EXPECT_FALSE(never_undecided(*more.game, "no-empty-space").has_value());
  Session cut = variant({{"hadley.board", "wall 5,2 6,2", "wall 0,0 1,0\nwall 0,0 0,1\nwall 5,2 6,2"}});
  EXPECT_FALSE(never_undecided(*cut.game, "no-empty-space").has_value());
  // Sixteen queens, each on 4 spaces (002:908), and the other pieces.
  Session queens = variant({{"corps.deck", "\"Alien Queen\";", "\"Alien Queen\" x16;"}});
  EXPECT_FALSE(never_undecided(*queens.game, "no-empty-space").has_value());
}

// The proof counts a large model on its 4 spaces: with the alien queen
// dealt it still holds, and says so.
TEST(CorpsNeverUndecided, TheQueenIsCountedOnHerFourSpaces) {
  Session s;
  s.game = load_game_or_throw(CANBEAT_SOURCE_DIR "/games/corps");
  std::optional<std::string> why = never_undecided(*s.game, "no-empty-space");
  ASSERT_TRUE(why.has_value());
  // The queen, and the characters (any may be in the power loader).
  EXPECT_NE(why->find("board on up to 4 spaces each (\"Alien Queen\", \"Bishop\""), std::string::npos) << *why;
  EXPECT_NE(why->find(line_of("corps.rules", "function occupies") + ":1 `function occupies`"), std::string::npos) << *why;
}

}  // namespace
}  // namespace canbeat::cli
