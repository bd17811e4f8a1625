// The board in text (board_map.hpp). Pieces are read back from the
// observation's card texts, `Name {x=4, y=3, ...}`: a var left at its
// initial value is not shown, so its initial value is taken from the game.
#include "cli/board_map.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "dsl/board.hpp"

namespace canbeat::cli {

namespace {

struct Piece {
  std::string name;
  long x = 0, y = 0;
};

long initial(const ast::Declare& d) {
  if (!d.init) return 0;
  const auto* n = boost::get<long>(&d.init->root);
  return n ? *n : 0;
}

}  // namespace

PieceZones piece_zones(const dsl::Game& g) {
  PieceZones p;
  for (const ast::Declare* d : g.all<ast::Declare>()) {
    bool pieces = std::find(d->flags.begin(), d->flags.end(), "pieces") != d->flags.end();
    if (d->what == "zone" && pieces) p.zones.push_back(d->name);
    if (d->what == "var" && d->name == "x") p.x0 = initial(*d);
    if (d->what == "var" && d->name == "y") p.y0 = initial(*d);
  }
  return p;
}

namespace {

// "[A {x=1}, B]" as its card texts, split at the commas outside braces.
std::vector<std::string> card_texts(const std::string& zone) {
  std::vector<std::string> out;
  if (zone.size() < 2) return out;
  std::string inner = zone.substr(1, zone.size() - 2), item;
  int depth = 0;
  for (std::size_t i = 0; i < inner.size(); ++i) {
    char c = inner[i];
    depth += c == '{' ? 1 : c == '}' ? -1 : 0;
    if (c == ',' && depth == 0 && i + 1 < inner.size() && inner[i + 1] == ' ') {
      out.push_back(item);
      item.clear();
      ++i;
    } else {
      item += c;
    }
  }
  if (!item.empty()) out.push_back(item);
  return out;
}

// A var's value in "{x=4, y=3}", or `fallback` when it is not shown.
long var_of(const std::string& text, const std::string& var, long fallback) {
  for (std::string key : {"{" + var + "=", " " + var + "="}) {
    std::size_t at = text.find(key);
    if (at != std::string::npos) return std::strtol(text.c_str() + at + key.size(), nullptr, 10);
  }
  return fallback;
}

std::vector<Piece> pieces_of(const dsl::Game& g, const Observation& o) {
  PieceZones pz = piece_zones(g);
  std::vector<Piece> out;
  for (const Field& f : o.fields) {
    std::size_t dot = f.path.find('.');
    if (dot == std::string::npos) continue;
    std::string zone = f.path.substr(dot + 1);
    if (std::find(pz.zones.begin(), pz.zones.end(), zone) == pz.zones.end()) continue;
    for (const std::string& t : card_texts(f.value))
      out.push_back({t.substr(0, t.find(" {")), var_of(t, "x", pz.x0), var_of(t, "y", pz.y0)});
  }
  return out;
}

char glyph(std::size_t i) {
  if (i < 26) return static_cast<char>('a' + i);
  if (i < 52) return static_cast<char>('A' + i - 26);
  return '*';
}

// The mark of the edge between spaces a and b (' ' when open).
char edge_mark(const dsl::Board& b, int a, int c, bool vertical) {
  if (a < 0 || c < 0) return ' ';
  std::pair<int, int> e{std::min(a, c), std::max(a, c)};
  if (b.walls.count(e)) return vertical ? '|' : '-';
  if (b.barriers.count(e)) return vertical ? ':' : '~';
  int d = b.door_between(a, c);
  return d >= 0 ? b.doors[static_cast<std::size_t>(d)].name.front() : ' ';
}

}  // namespace

bool has_board_map(const dsl::Game& g) { return !g.boards.empty() && !piece_zones(g).zones.empty(); }

std::string draw_board(const dsl::Game& g, const dsl::Board& b, const Observation& o) {
  std::vector<std::string> rows(static_cast<std::size_t>(2 * b.height + 1),
                                std::string(static_cast<std::size_t>(2 * b.width + 1), ' '));
  for (int y = 0; y < b.height; ++y)
    for (int x = 0; x < b.width; ++x) {
      int s = b.at(x, y);
      rows[2 * y + 1][2 * x + 1] = s >= 0 ? '.' : '#';
      if (x + 1 < b.width) rows[2 * y + 1][2 * x + 2] = edge_mark(b, s, b.at(x + 1, y), true);
      if (y + 1 < b.height) rows[2 * y + 2][2 * x + 1] = edge_mark(b, s, b.at(x, y + 1), false);
    }
  std::vector<Piece> pieces = pieces_of(g, o);
  std::string legend;
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const Piece& p = pieces[i];
    if (p.x >= 0 && p.y >= 0 && p.x < b.width && p.y < b.height) rows[2 * p.y + 1][2 * p.x + 1] = glyph(i);
    legend += fmt::format("         {} {} {},{}\n", glyph(i), p.name, p.x, p.y);
  }
  std::string out;
  for (const std::string& r : rows) out += "         " + r.substr(0, r.find_last_not_of(' ') + 1) + "\n";
  return out + legend;
}

}  // namespace canbeat::cli
