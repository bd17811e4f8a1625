// A board: a grid of spaces read from a text file (`board NAME = "FILE";`,
// docs/dsl.md "Board" describes the format). Plain data both engines read;
// the rules walk it with space_at, adjacent, route and toward.
#pragma once

#include <functional>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "dsl/diagnostics.hpp"

namespace canbeat::dsl {

struct Board {
  std::string name;  // as declared
  std::string path;  // the file it was read from
  int width = 0, height = 0;
  // Spaces are numbered in reading order (rows top to bottom, each left to
  // right): the order of `spaces` and of every list of spaces.
  std::vector<std::pair<int, int>> spaces;  // number -> (x, y)
  std::vector<int> numbers;                 // y * width + x -> number, -1 where there is none
  std::set<std::pair<int, int>> walls;      // pairs of space numbers, the smaller first
  // Edges nothing passes but sight does (a thick line, impassable terrain):
  // `barrier X,Y X,Y`.
  std::set<std::pair<int, int>> barriers;
  // `diagonal`: spaces a corner apart are adjacent too, unless a wall, a
  // barrier or a door touches the corner they share (a door's posts).
  bool diagonal = false;
  // `corners viewer`: a line of sight through a corner with one side
  // blocked passes only at a corner of the viewer's own space (the one
  // that draws it); without it, at any corner.
  bool viewer_corners = false;
  // A door: a named edge between two side-by-side spaces, which the rules
  // give state (`var open: per_door = 0;`). It is no wall: the spaces stay
  // adjacent, and whether a piece passes it is the rules' `pass`.
  struct Door {
    std::string name;
    int a = -1, b = -1;  // space numbers, the smaller first
  };
  std::vector<Door> doors;  // in the file's order
  int door_between(int a, int b) const;  // the door's index, -1 where there is none

  int at(long x, long y) const;  // the space's number, -1 where there is none
  // Side by side (a row or a column apart) with no wall or barrier between;
  // on a `diagonal` board also a corner apart with nothing at the corner.
  bool adjacent(int a, int b) const;
  const std::vector<int>& neighbours(int s) const;  // the adjacent spaces, in number order
  // The fewest steps from a to b between adjacent spaces, whatever stands
  // on them; -1 when b cannot be reached.
  int distance(int a, int b) const;
  // A piece larger than one space: the spaces of the w by h rectangle whose
  // top left is s that are on the board, in reading order; footprint_fits()
  // when all of them are and no wall or barrier stands between two side by side.
  std::vector<int> footprint(int s, long w, long h) const;
  bool footprint_fits(int s, long w, long h) const;
  // The top left spaces t, on the board and in reading order, whose w by h
  // rectangle holds s: where such a piece may stand to cover s.
  std::vector<int> covering(int s, long w, long h) const;
  // The top left spaces, on the board and in reading order, from which a
  // pw by ph piece is next to the w by h rectangle whose top left is s and
  // not on it (a space of each a row and a column apart at most, corners
  // too), whatever stands between; 1 by 1: the spaces round it.
  std::vector<int> beside(int s, long w, long h, long pw, long ph) const;
  // Computes the tables neighbours() and distance() read: parse_board calls
  // it once the board is whole; call it again after changing the board.
  void index();
  // Line of sight from the centre of a to the centre of b: every space the
  // straight line enters is a space, it crosses no wall, and no space
  // strictly between a and b `blocks`, and it crosses no door that is
  // `shut` (by the door's index), nor an edge the rules have `walled` (by its
  // two spaces). Where the line passes exactly through a corner it goes
  // round by either side, the clear one.
  bool in_sight(int a, int b, const std::function<bool(int)>& blocks,
                const std::function<bool(int)>& shut = nullptr,
                const std::function<bool(int, int)>& walled = nullptr) const;
  // The board as its canonical text (the format's, without comments): what
  // the rules hash covers, so editing a board stales the repro files.
  std::string canonical() const;

 private:
  std::vector<int> find_neighbours(int s) const;
  std::vector<std::vector<int>> adjacency_;  // index(): neighbours of each space
  std::vector<int> distances_;               // index(): spaces * spaces steps, -1 none
  bool edge_blocks_corner(int x, int y, int dx, int dy) const;
  bool side_by_side_in_sight(int a, int b, const std::function<bool(int)>& shut,
                             const std::function<bool(int, int)>& walled) const;
};

// Reads the board format; on an error returns nullopt and adds a diagnostic
// at `path`:line:col.
std::optional<Board> parse_board(std::string_view text, const std::string& path, Diagnostics& out);

}  // namespace canbeat::dsl
