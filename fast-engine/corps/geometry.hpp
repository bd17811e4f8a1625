// The board of games/corps, flat: loaded once from the dsl::Board
// (hadley.board) into arrays, its adjacency (the 8 neighbours in reading
// order, the corner rule of a `diagonal` board), every distance and each
// pair's line of sight requirements precomputed. Routes, the first steps toward a goal and line of sight are
// computed here natively, with the semantics of docs/dsl.md "Board"; the
// rules' `pass`, `blocks`, `closed` and `walled` are the caller's arrays.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace canbeat::dsl {
struct Board;
}

namespace canbeat::fast::corps {

class Geometry {
 public:
  static constexpr int kMaxSpaces = 256;

  explicit Geometry(const dsl::Board& board);
  Geometry() = default;

  int spaces() const { return n_; }
  int x(int s) const { return x_[s]; }
  int y(int s) const { return y_[s]; }
  int at(int x, int y) const {  // -1 where there is no space
    if (x < 0 || y < 0 || x >= width_ || y >= height_) return -1;
    return number_[std::size_t(y) * width_ + x];
  }
  const std::string& key(int s) const { return key_[s]; }  // "x,y"
  int doors() const { return int(door_a_.size()); }
  const std::string& door_name(int d) const { return door_name_[d]; }
  int door_a(int d) const { return door_a_[d]; }
  int door_b(int d) const { return door_b_[d]; }
  int door_between(int a, int b) const;  // -1 where there is none

  bool adjacent(int a, int b) const { return adj_[a * n_ + b] != 0; }
  const std::vector<int>& neighbours(int s) const { return nb_[s]; }  // reading order
  int distance(int a, int b) const { return dist_[a * n_ + b]; }     // whatever stands between

  // A step from a to b, one of the 8 spaces round it, as an index of the
  // caller's `walled` array (kMaxSpaces * 8 entries): walled[step(a, b)]
  // holds where the rules' `walled(a, b)` does (docs/dsl.md "Walls the
  // rules put up"); -1 when b is not round a.
  int step(int a, int b) const;

  // adjacent(a, b) where the rules put up walls (docs/dsl.md "Walls the
  // rules put up"): no adjacency across a walled step; `walled` as above.
  // Distance counts through them, as through any piece.
  bool adjacent(int a, int b, const std::uint8_t* walled) const {
    return adjacent(a, b) && !(walled && walled[step(a, b)]);
  }

  // Fewest steps from `from` to every space entering only spaces where
  // enter[t] holds (the start never entered), and with `walled`, never by
  // a walled step: the rules' `route` for a piece whose `pass` depends on
  // the space entered only.
  void steps_from(int from, const std::uint8_t* enter, std::int16_t* out,
                  const std::uint8_t* walled = nullptr) const;
  // toward(m, a, b): the first steps of every shortest route from a to b,
  // in reading order; `enter` and `walled` as above.
  int toward(int a, int b, const std::uint8_t* enter, int* out, const std::uint8_t* walled = nullptr) const;
  // toward_any(m, a, goals): toward the nearest of the spaces where
  // goal[s] holds, one walk; none when a is one of them or none is reached.
  int toward_any(int a, const std::uint8_t* goal, const std::uint8_t* enter, int* out,
                 const std::uint8_t* walled = nullptr) const;

  // Line of sight from a to b (docs/dsl.md "Board"; 002:261-263): the
  // segment between the two centres enters only spaces, crosses no wall and
  // no closed door (closed[d]), meets no blocking space strictly between;
  // where it runs through a corner of four spaces it goes round by either
  // side, and with `corners viewer` by both unless the corner is one of a's
  // own. Each pair's requirements are found once, when the board is made,
  // by testing the segment against every space, edge and corner of the
  // pair's box; a query checks only the ones the pieces can change. With
  // `walled`, no step between side-by-side spaces it crosses is walled.
  bool los(int a, int b, const std::uint8_t* blocks, const std::uint8_t* closed,
           const std::uint8_t* walled = nullptr) const;

 private:
  // The walk toward() and toward_any() share: breadth first out of a, each
  // space's distance into steps and the first steps of its shortest routes
  // into first (bit k: a's k-th neighbour); reached(t) for each space
  // walked into, and done(s) ends the walk before space s is left.
  template <class Reached, class Done>
  void walk_first(int a, const std::uint8_t* enter, const std::uint8_t* walled, std::int16_t* steps,
                  std::uint8_t* first, Reached&& reached, Done&& done) const;
  // The edge between two side-by-side spaces: 0 none, 1 wall, 2 barrier,
  // 3 + d door d.
  int edge(int a, int b) const;
  bool feature(int p, int q) const { return p >= 0 && q >= 0 && edge(p, q) != 0; }

  // A way round a corner through a side space: the side (-1: no space, or
  // a wall on the way), the doors on its two edges (-1: none) and its two
  // steps (step()).
  struct Round {
    std::int16_t side = -1;
    std::int16_t door[2] = {-1, -1};
    std::int16_t steps[2] = {-1, -1};
  };
  struct Corner {
    Round way[2];
    bool both = false;  // `corners viewer`, a corner not of the viewer's own space
  };
  // What the line from a to b needs: open is false where the segment meets
  // a missing space or crosses a wall.
  struct Sight {
    bool open = true;
    std::vector<std::uint8_t> between;  // spaces it enters strictly between a and b
    std::vector<std::uint8_t> doors;    // doors whose edge it crosses
    std::vector<std::int16_t> steps;    // steps across the edges it crosses, from a's side
    std::vector<Corner> corners;
  };
  struct Segment;
  struct Box;
  Sight sight_between(int a, int b) const;
  void sight_spaces(const Box& box, Sight& s) const;
  void sight_edges(const Box& box, Sight& s) const;
  void sight_corners(const Box& box, Sight& s) const;
  Round round_by(int from, int side, int to) const;
  bool clear(const Round& r, const std::uint8_t* blocks, const std::uint8_t* closed, const std::uint8_t* walled) const;

  int n_ = 0, width_ = 0, height_ = 0;
  bool viewer_corners_ = false;  // `corners viewer` (002:263)
  std::vector<int> x_, y_, number_;
  std::vector<std::string> key_;
  std::vector<std::uint8_t> right_, down_;  // edge codes to (x+1,y) and (x,y+1)
  std::vector<std::uint8_t> adj_;
  std::vector<std::vector<int>> nb_;
  // nb_ again as the walks read it: each neighbour with its walled[] index
  // (step()), in a fixed array.
  struct Near {
    int count = 0;
    std::array<std::int16_t, 8> to{}, step{};
  };
  std::vector<Near> near_;
  std::vector<std::int16_t> dist_;
  std::vector<int> door_a_, door_b_;
  std::vector<std::string> door_name_;
  std::vector<Sight> sight_;  // a * n_ + b
};

}  // namespace canbeat::fast::corps
