// The board as the viewer page's data (view_board.hpp).
#include "cli/view_board.hpp"

#include <fmt/format.h>

#include "analysis/json.hpp"
#include "cli/board_map.hpp"

namespace canbeat::cli {

namespace {

using analysis::json_string;

std::string xy(const dsl::Board& b, int space) {
  auto p = b.spaces[static_cast<std::size_t>(space)];
  return fmt::format("[{},{}]", p.first, p.second);
}

// Edges as [[x,y],[x,y]] pairs of the spaces they part.
std::string edges_json(const dsl::Board& b, const std::set<std::pair<int, int>>& edges) {
  std::vector<std::string> out;
  for (const auto& e : edges) out.push_back("[" + xy(b, e.first) + "," + xy(b, e.second) + "]");
  return analysis::json_list(out);
}

std::string doors_json(const dsl::Board& b) {
  std::vector<std::string> out;
  for (const dsl::Board::Door& d : b.doors)
    out.push_back("{\"name\":" + json_string(d.name) + ",\"a\":" + xy(b, d.a) + ",\"b\":" + xy(b, d.b) + "}");
  return analysis::json_list(out);
}

// Per space, in number order, a string of '0' and '1': which spaces it
// sees with nothing standing between and every door open (what the page
// shows for a selected piece; the rules' own blockers are the game's).
std::string sight_json(const dsl::Board& b) {
  std::vector<std::string> rows;
  auto nothing = [](int) { return false; };
  for (std::size_t a = 0; a < b.spaces.size(); ++a) {
    std::string row;
    for (std::size_t c = 0; c < b.spaces.size(); ++c)
      row += b.in_sight(static_cast<int>(a), static_cast<int>(c), nothing, nothing) ? '1' : '0';
    rows.push_back("\"" + row + "\"");
  }
  return analysis::json_list(rows);
}

std::string spaces_json(const dsl::Board& b) {
  std::vector<std::string> out;
  for (std::size_t s = 0; s < b.spaces.size(); ++s) out.push_back(xy(b, static_cast<int>(s)));
  return analysis::json_list(out);
}

}  // namespace

std::string board_json(const dsl::Game& g, const std::vector<std::string>& dealt) {
  if (!has_board_map(g)) return "null";
  const dsl::Board& b = *g.board_for(dealt);
  PieceZones pz = piece_zones(g);
  std::vector<std::string> zones;
  for (const std::string& z : pz.zones) zones.push_back(json_string(z));
  return fmt::format(
      "{{\"name\":{},\"width\":{},\"height\":{},\"spaces\":{},\"walls\":{},\"barriers\":{},\"doors\":{},"
      "\"pieceZones\":{},\"x0\":{},\"y0\":{},\"sight\":{}}}",
      json_string(b.name), b.width, b.height, spaces_json(b), edges_json(b, b.walls), edges_json(b, b.barriers),
      doors_json(b), analysis::json_list(zones), pz.x0, pz.y0, sight_json(b));
}

}  // namespace canbeat::cli
