// The board drawn in text for `canbeat play --trace --map` (docs/dsl.md
// "Board"): spaces, walls, barriers and doors from the board file, and the
// cards of every zone declared `pieces` at their per_card vars x and y, as
// the observation shows them, so it draws either engine's game.
#pragma once

#include <string>
#include <vector>

#include "dsl/game.hpp"
#include "seam/observation.hpp"

namespace canbeat::cli {

// The zones declared `pieces`, and the initial values of the vars x and y
// (a var at its initial value is not shown in a card's text).
struct PieceZones {
  std::vector<std::string> zones;
  long x0 = 0, y0 = 0;
};
PieceZones piece_zones(const dsl::Game& g);

// Whether the game has a board and a zone declared `pieces`.
bool has_board_map(const dsl::Game& g);

// The map: one text row per board row and one per row of edges between
// them; a space is `.`, no space `#`, a wall `|` or `-`, a barrier `:` or
// `~`, a door the first letter of its name, a piece a letter (`a`, `b`,
// ... in the order the observation lists them), then a legend line per
// piece: `a Cpl. Hicks 0,3`. `b` is the table's board (dsl::Game::board_for).
std::string draw_board(const dsl::Game& g, const dsl::Board& b, const Observation& o);

}  // namespace canbeat::cli
