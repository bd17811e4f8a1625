// The board format (board.hpp; docs/dsl.md "Board"): a `grid` block, one
// text line per row, `.` a space and `#` none; then `wall X,Y X,Y`,
// `barrier X,Y X,Y` and `door NAME X,Y X,Y` lines, each on the edge between
// two side-by-side spaces, `diagonal` and `corners viewer`. `#` after a blank starts a comment.
#include "dsl/board.hpp"

#include <algorithm>
#include <charconv>
#include <cctype>
#include <cstdlib>
#include <deque>
#include <stdexcept>

namespace canbeat::dsl {

namespace {

// Boards are small: this bounds the work of route() and the text kept.
constexpr int max_side = 200;

struct Reader {
  const std::string& path;
  Diagnostics& out;
  // No line of the file is quoted: a file that fails to read as a board may
  // be any file at all, and its text is not ours to print (file:line:col says where).
  bool error(int line, int col, const std::string& message, std::string_view /*text*/) {
    out.items.push_back({Diagnostic::Kind::error, {path, line, col}, message, ""});
    return false;
  }
};

std::string_view without_comment(std::string_view line) {
  for (std::size_t i = 0; i < line.size(); ++i)
    if (line[i] == '#' && (i == 0 || line[i - 1] == ' ')) return line.substr(0, i);
  return line;
}

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t' || s.front() == '\r')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

// A grid row as written: a '#' at its start is a cell (none), not a
// comment, and its leading blanks stay (an error at their column): only a
// comment after a blank and the blanks at its end are cut. "" for a line
// of blanks and comment only.
std::string_view grid_row(std::string_view raw) {
  std::string_view row = raw;
  for (std::size_t i = 1; i < raw.size(); ++i)
    if (raw[i] == '#' && (raw[i - 1] == ' ' || raw[i - 1] == '\t')) {
      row = raw.substr(0, i);
      break;
    }
  while (!row.empty() && (row.back() == ' ' || row.back() == '\t' || row.back() == '\r')) row.remove_suffix(1);
  return trimmed(row).empty() ? std::string_view() : row;
}

// "X,Y" as two numbers.
bool coordinates(std::string_view word, int& x, int& y) {
  std::size_t comma = word.find(',');
  if (comma == std::string_view::npos) return false;
  auto number = [](std::string_view s, int& n) {
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
    return ec == std::errc() && end == s.data() + s.size() && !s.empty();
  };
  return number(word.substr(0, comma), x) && number(word.substr(comma + 1), y);
}

// A grid row: `.` a space, `#` none.
bool read_row(Reader& r, Board& b, std::string_view row, int line, std::string_view text) {
  if (b.height >= max_side) return r.error(line, 1, "a board has at most 200 rows", text);
  if (row.size() > static_cast<std::size_t>(max_side)) return r.error(line, 1, "a board has at most 200 columns", text);
  std::vector<char> cells(row.begin(), row.end());
  for (std::size_t x = 0; x < cells.size(); ++x)
    if (cells[x] != '.' && cells[x] != '#')
      return r.error(line, static_cast<int>(x) + 1 + static_cast<int>(row.data() - text.data()),
                     "expected '.' (a space) or '#' (none)", text);
  b.width = std::max(b.width, static_cast<int>(cells.size()));
  ++b.height;
  return true;
}

// `X,Y X,Y`: the edge between two side-by-side spaces, the smaller number
// first, for a `what` (wall, door).
std::optional<std::pair<int, int>> read_edge(Reader& r, const Board& b, std::string_view rest, int line,
                                             std::string_view text, const std::string& what) {
  std::size_t space = rest.find(' ');
  std::string_view first = rest.substr(0, space), second = space == std::string_view::npos ? "" : trimmed(rest.substr(space));
  int x1, y1, x2, y2;
  int col = static_cast<int>(text.find(rest)) + 1;
  if (!coordinates(first, x1, y1) || !coordinates(second, x2, y2))
    return r.error(line, col, "expected two spaces: " + what + " X,Y X,Y", text), std::nullopt;
  int a = b.at(x1, y1), c = b.at(x2, y2);
  if (a < 0 || c < 0) return r.error(line, col, "a " + what + " stands between two spaces of the grid", text), std::nullopt;
  if (std::abs(x1 - x2) + std::abs(y1 - y2) != 1)
    return r.error(line, col, "a " + what + " stands between two side-by-side spaces", text), std::nullopt;
  std::pair<int, int> edge{std::min(a, c), std::max(a, c)};
  if (b.walls.count(edge) || b.barriers.count(edge) || b.door_between(a, c) >= 0)
    return r.error(line, col, "this edge already has a wall, a barrier or a door", text), std::nullopt;
  return edge;
}

// `wall X,Y X,Y` or `barrier X,Y X,Y`.
bool read_wall(Reader& r, Board& b, std::string_view rest, int line, std::string_view text, const std::string& what) {
  auto edge = read_edge(r, b, rest, line, text, what);
  if (edge) (what == "wall" ? b.walls : b.barriers).insert(*edge);
  return edge.has_value();
}

bool is_name(std::string_view w) {
  if (w.empty() || !(std::isalpha(static_cast<unsigned char>(w[0])) || w[0] == '_')) return false;
  return std::all_of(w.begin(), w.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

// `door NAME X,Y X,Y`.
bool read_door(Reader& r, Board& b, std::string_view rest, int line, std::string_view text) {
  std::size_t space = rest.find(' ');
  std::string name(rest.substr(0, space));
  int col = static_cast<int>(text.find(rest)) + 1;
  if (!is_name(name) || space == std::string_view::npos)
    return r.error(line, col, "expected a door's name and two spaces: door NAME X,Y X,Y", text);
  for (const Board::Door& d : b.doors)
    if (d.name == name) return r.error(line, col, "door '" + name + "' is already on the board", text);
  auto edge = read_edge(r, b, trimmed(rest.substr(space)), line, text, "door");
  if (edge) b.doors.push_back({name, edge->first, edge->second});
  return edge.has_value();
}

}  // namespace

int Board::door_between(int a, int b) const {
  std::pair<int, int> edge{std::min(a, b), std::max(a, b)};
  for (std::size_t i = 0; i < doors.size(); ++i)
    if (doors[i].a == edge.first && doors[i].b == edge.second) return static_cast<int>(i);
  return -1;
}

int Board::at(long x, long y) const {
  if (x < 0 || y < 0 || x >= width || y >= height) return -1;
  return numbers[static_cast<std::size_t>(y * width + x)];
}

// Whether a wall, a barrier or a door lies on one of the four edges that
// meet at the corner between (x, y) and (x + dx, y + dy).
bool Board::edge_blocks_corner(int x, int y, int dx, int dy) const {
  auto feature = [this](int p, int q) {
    if (p < 0 || q < 0) return false;
    std::pair<int, int> e{std::min(p, q), std::max(p, q)};
    return walls.count(e) || barriers.count(e) || door_between(p, q) >= 0;
  };
  int here = at(x, y), across_x = at(x + dx, y), across_y = at(x, y + dy), there = at(x + dx, y + dy);
  return feature(here, across_x) || feature(here, across_y) || feature(across_x, there) || feature(across_y, there);
}

bool Board::adjacent(int a, int b) const {
  if (a < 0 || b < 0 || a >= static_cast<int>(spaces.size()) || b >= static_cast<int>(spaces.size())) return false;
  auto [ax, ay] = spaces[static_cast<std::size_t>(a)];
  auto [bx, by] = spaces[static_cast<std::size_t>(b)];
  int dx = bx - ax, dy = by - ay;
  if (diagonal && std::abs(dx) == 1 && std::abs(dy) == 1) return !edge_blocks_corner(ax, ay, dx, dy);
  if (std::abs(dx) + std::abs(dy) != 1) return false;
  std::pair<int, int> e{std::min(a, b), std::max(a, b)};
  return !walls.count(e) && !barriers.count(e);
}

const std::vector<int>& Board::neighbours(int s) const { return adjacency_.at(static_cast<std::size_t>(s)); }

std::vector<int> Board::find_neighbours(int s) const {
  std::vector<int> out;
  auto [x, y] = spaces.at(static_cast<std::size_t>(s));
  for (int dy = -1; dy <= 1; ++dy)  // reading order
    for (int dx = -1; dx <= 1; ++dx)
      if (int t = at(x + dx, y + dy); (dx || dy) && t >= 0 && adjacent(s, t)) out.push_back(t);
  return out;
}

int Board::distance(int a, int b) const {
  std::size_t n = spaces.size();
  if (a < 0 || b < 0 || static_cast<std::size_t>(a) >= n || static_cast<std::size_t>(b) >= n)
    throw std::out_of_range("Board::distance: no such space");
  if (!distances_.empty()) return distances_[static_cast<std::size_t>(a) * n + static_cast<std::size_t>(b)];
  std::vector<int> steps(n, -1);  // a board too large for the table
  std::deque<int> todo{a};
  steps[static_cast<std::size_t>(a)] = 0;
  while (!todo.empty()) {
    int s = todo.front();
    todo.pop_front();
    if (s == b) return steps[static_cast<std::size_t>(s)];
    for (int t : neighbours(s))
      if (steps[static_cast<std::size_t>(t)] < 0) {
        steps[static_cast<std::size_t>(t)] = steps[static_cast<std::size_t>(s)] + 1;
        todo.push_back(t);
      }
  }
  return -1;
}

std::vector<int> Board::footprint(int s, long w, long h) const {
  auto [x, y] = spaces.at(static_cast<std::size_t>(s));
  std::vector<int> out;
  for (long dy = 0; dy < h && y + dy < height; ++dy)
    for (long dx = 0; dx < w && x + dx < width; ++dx)
      if (int t = at(x + dx, y + dy); t >= 0) out.push_back(t);
  return out;
}

std::vector<int> Board::covering(int s, long w, long h) const {
  auto [x, y] = spaces.at(static_cast<std::size_t>(s));
  std::vector<int> out;
  for (long ty = std::max(0L, y - h + 1); ty <= y; ++ty)
    for (long tx = std::max(0L, x - w + 1); tx <= x; ++tx)
      if (int t = at(tx, ty); t >= 0) out.push_back(t);
  return out;
}

std::vector<int> Board::beside(int s, long w, long h, long pw, long ph) const {
  auto [x, y] = spaces.at(static_cast<std::size_t>(s));
  std::vector<int> out;
  for (long ty = std::max(0L, y - ph); ty <= y + h && ty < height; ++ty)
    for (long tx = std::max(0L, x - pw); tx <= x + w && tx < width; ++tx) {
      const bool on = x - pw < tx && tx < x + w && y - ph < ty && ty < y + h;
      if (int t = at(tx, ty); t >= 0 && !on) out.push_back(t);
    }
  return out;
}

// Two side-by-side spaces are adjacent exactly when no wall or barrier
// stands between them.
bool Board::footprint_fits(int s, long w, long h) const {
  auto [x, y] = spaces.at(static_cast<std::size_t>(s));
  if (x + w > width || y + h > height) return false;
  for (long dy = 0; dy < h; ++dy)
    for (long dx = 0; dx < w; ++dx) {
      int t = at(x + dx, y + dy);
      if (t < 0) return false;
      if (dx > 0 && !adjacent(at(x + dx - 1, y + dy), t)) return false;
      if (dy > 0 && !adjacent(at(x + dx, y + dy - 1), t)) return false;
    }
  return true;
}

// Breadth first from every space: boards are at most 200 by 200, but the
// games' are small; the table makes distance() a look-up.
void Board::index() {
  std::size_t n = spaces.size();
  adjacency_.assign(n, {});
  for (std::size_t s = 0; s < n; ++s) adjacency_[s] = find_neighbours(static_cast<int>(s));
  distances_.assign(n <= 4096 ? n * n : 0, -1);
  if (distances_.empty()) return;
  for (std::size_t a = 0; a < n; ++a) {
    int* steps = &distances_[a * n];
    std::deque<int> todo{static_cast<int>(a)};
    steps[a] = 0;
    while (!todo.empty()) {
      int s = todo.front();
      todo.pop_front();
      for (int t : adjacency_[static_cast<std::size_t>(s)])
        if (steps[t] < 0) {
          steps[t] = steps[s] + 1;
          todo.push_back(t);
        }
    }
  }
}

// A step of a line of sight into a side-by-side space: no wall (a barrier
// does not stop sight), no shut door and no wall the rules put up between.
bool Board::side_by_side_in_sight(int a, int b, const std::function<bool(int)>& shut,
                                  const std::function<bool(int, int)>& walled) const {
  if (a < 0 || b < 0) return false;
  auto [ax, ay] = spaces[static_cast<std::size_t>(a)];
  auto [bx, by] = spaces[static_cast<std::size_t>(b)];
  if (std::abs(ax - bx) + std::abs(ay - by) != 1 || walls.count({std::min(a, b), std::max(a, b)})) return false;
  int d = shut ? door_between(a, b) : -1;
  if (d >= 0 && shut(d)) return false;
  return !walled || !walled(a, b);
}

// The line's cells, walked as Amanatides and Woo do, in integers: after ix
// columns and iy rows, the next border the line meets is a column's when
// (1 + 2 ix) dy < (1 + 2 iy) dx, a row's when greater, a corner when equal.
bool Board::in_sight(int a, int b, const std::function<bool(int)>& blocks, const std::function<bool(int)>& shut,
                     const std::function<bool(int, int)>& walled) const {
  // No structured bindings here: clang 14 (the libFuzzer build) refuses a
  // lambda that captures one.
  const int x = spaces.at(static_cast<std::size_t>(a)).first, y = spaces[static_cast<std::size_t>(a)].second;
  const int tx = spaces.at(static_cast<std::size_t>(b)).first, ty = spaces[static_cast<std::size_t>(b)].second;
  const long dx = std::abs(tx - x), dy = std::abs(ty - y);
  const int sx = tx > x ? 1 : -1, sy = ty > y ? 1 : -1;
  // One step into a side-by-side space: no wall or shut door, and not
  // blocking unless it is b.
  auto enters = [this, b, &blocks, &shut, &walled](int from, int to) {
    return to >= 0 && side_by_side_in_sight(from, to, shut, walled) && (to == b || !blocks(to));
  };
  int here = a;
  for (long ix = 0, iy = 0; ix < dx || iy < dy;) {
    const long column = (1 + 2 * ix) * dy, row = (1 + 2 * iy) * dx;
    int cx = spaces[static_cast<std::size_t>(here)].first, cy = spaces[static_cast<std::size_t>(here)].second;
    int next = -1;
    if (column == row) {
      next = at(cx + sx, cy + sy);
      int side_x = at(cx + sx, cy), side_y = at(cx, cy + sy);
      bool round_x = enters(here, side_x) && enters(side_x, next);
      bool round_y = enters(here, side_y) && enters(side_y, next);
      if (!round_x && !round_y) return false;
      if (viewer_corners && !(round_x && round_y) && here != a) return false;
      ++ix, ++iy;
    } else {
      next = column < row ? at(cx + sx, cy) : at(cx, cy + sy);
      if (!enters(here, next)) return false;
      (column < row ? ix : iy) += 1;
    }
    here = next;
  }
  return true;
}

std::string Board::canonical() const {
  std::string out = "grid\n";
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) out += at(x, y) >= 0 ? '.' : '#';
    out += '\n';
  }
  out += "end\n";
  auto edge = [this](int a, int b) {
    return std::to_string(spaces[a].first) + "," + std::to_string(spaces[a].second) + " " +
           std::to_string(spaces[b].first) + "," + std::to_string(spaces[b].second) + "\n";
  };
  for (const auto& w : walls) out += "wall " + edge(w.first, w.second);
  for (const auto& w : barriers) out += "barrier " + edge(w.first, w.second);
  for (const Door& d : doors) out += "door " + d.name + " " + edge(d.a, d.b);
  if (diagonal) out += "diagonal\n";
  if (viewer_corners) out += "corners viewer\n";
  return out;
}

std::optional<Board> parse_board(std::string_view text, const std::string& path, Diagnostics& out) {
  Reader r{path, out};
  Board b;
  b.path = path;
  std::vector<std::string> rows;
  enum { before, grid, after } part = before;
  int line = 0;
  for (std::size_t at = 0; at <= text.size();) {
    std::size_t end = std::min(text.find('\n', at), text.size());
    std::string_view raw = text.substr(at, end - at), content = trimmed(without_comment(raw));
    at = end + 1;
    ++line;
    if (part == grid && content != "end") content = grid_row(raw);
    if (content.empty()) continue;
    if (part == grid) {
      if (content == "end") {
        part = after;
        // Numbers in reading order, now that the width is known.
        b.numbers.assign(static_cast<std::size_t>(b.width * b.height), -1);
        for (int y = 0; y < b.height; ++y)
          for (int x = 0; x < static_cast<int>(rows[y].size()); ++x)
            if (rows[y][x] == '.') {
              b.numbers[static_cast<std::size_t>(y * b.width + x)] = static_cast<int>(b.spaces.size());
              b.spaces.push_back({x, y});
            }
        continue;
      }
      if (!read_row(r, b, content, line, raw)) return std::nullopt;
      rows.emplace_back(content);
    } else if (part == before) {
      if (content != "grid") {
        r.error(line, 1, "expected 'grid': a board starts with its grid", raw);
        return std::nullopt;
      }
      part = grid;
    } else if (content.substr(0, 5) == "wall ") {
      if (!read_wall(r, b, trimmed(content.substr(5)), line, raw, "wall")) return std::nullopt;
    } else if (content.substr(0, 8) == "barrier ") {
      if (!read_wall(r, b, trimmed(content.substr(8)), line, raw, "barrier")) return std::nullopt;
    } else if (content == "diagonal") {
      b.diagonal = true;
    } else if (content == "corners viewer") {
      b.viewer_corners = true;
    } else if (content.substr(0, 5) == "door ") {
      if (!read_door(r, b, trimmed(content.substr(5)), line, raw)) return std::nullopt;
    } else {
      r.error(line, static_cast<int>(raw.find(content)) + 1, "expected 'wall X,Y X,Y', 'barrier X,Y X,Y', 'door NAME X,Y X,Y', 'diagonal' or 'corners viewer'", raw);
      return std::nullopt;
    }
  }
  if (part != after) {
    r.error(line, 1, part == before ? "expected 'grid': a board starts with its grid" : "expected 'end' after the grid's rows", "");
    return std::nullopt;
  }
  if (b.spaces.empty()) {
    r.error(1, 1, "a board needs at least one space ('.')", "");
    return std::nullopt;
  }
  b.index();
  return b;
}

}  // namespace canbeat::dsl
