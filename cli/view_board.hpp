// The board of a game with one, as data for the viewer page's SVG: the
// grid's spaces, walls, barriers and doors from the board file, which zones
// hold pieces (placed at their cards' x and y, as board_map.hpp reads
// them), and each space's line of sight on the empty board.
#pragma once

#include <string>

#include "dsl/game.hpp"

namespace canbeat::cli {

// A JSON object, or "null" for a game without a board and pieces: the
// board of the table that deals `dealt` (dsl::Game::board_for).
std::string board_json(const dsl::Game& g, const std::vector<std::string>& dealt);

}  // namespace canbeat::cli
