// The flat board (geometry.hpp): docs/dsl.md "Board" computed natively.
#include "fast-engine/corps/geometry.hpp"

#include <cstdlib>
#include <stdexcept>

#include "dsl/board.hpp"

namespace canbeat::fast::corps {

Geometry::Geometry(const dsl::Board& b)
    : n_(int(b.spaces.size())), width_(b.width), height_(b.height), viewer_corners_(b.viewer_corners) {
  if (n_ > kMaxSpaces) throw std::invalid_argument("corps: a board of more than 256 spaces");
  number_.assign(std::size_t(width_) * height_, -1);
  for (int s = 0; s < n_; ++s) {
    x_.push_back(b.spaces[s].first);
    y_.push_back(b.spaces[s].second);
    number_[std::size_t(y_[s]) * width_ + x_[s]] = s;
    key_.push_back(std::to_string(x_[s]) + "," + std::to_string(y_[s]));
  }
  right_.assign(n_, 0);
  down_.assign(n_, 0);
  auto mark = [&](int p, int q, int code) {
    int lo = x_[p] + y_[p] < x_[q] + y_[q] ? p : q, hi = lo == p ? q : p;
    (x_[hi] > x_[lo] ? right_ : down_)[lo] = std::uint8_t(code);
  };
  for (const auto& [p, q] : b.walls) mark(p, q, 1);
  for (const auto& [p, q] : b.barriers) mark(p, q, 2);
  for (std::size_t d = 0; d < b.doors.size(); ++d) {
    if (d > 250) throw std::invalid_argument("corps: too many doors");
    mark(b.doors[d].a, b.doors[d].b, int(3 + d));
    door_a_.push_back(b.doors[d].a);
    door_b_.push_back(b.doors[d].b);
    door_name_.push_back(b.doors[d].name);
  }
  // Adjacency: side by side with no wall or barrier; a corner apart on a
  // diagonal board with no wall, barrier or door at the corner.
  adj_.assign(std::size_t(n_) * n_, 0);
  nb_.resize(n_);
  for (int s = 0; s < n_; ++s)
    for (int dy = -1; dy <= 1; ++dy)
      for (int dx = -1; dx <= 1; ++dx) {
        int t = at(x_[s] + dx, y_[s] + dy);
        if ((!dx && !dy) || t < 0) continue;
        bool ok;
        if (dx && dy) {
          int ax = at(x_[s] + dx, y_[s]), ay = at(x_[s], y_[s] + dy);
          ok = b.diagonal && !feature(s, ax) && !feature(s, ay) && !feature(ax, t) && !feature(ay, t);
        } else {
          int e = edge(s, t);
          ok = e != 1 && e != 2;
        }
        if (!ok) continue;
        adj_[std::size_t(s) * n_ + t] = 1;
        nb_[s].push_back(t);
      }
  // Every distance, breadth first.
  dist_.assign(std::size_t(n_) * n_, -1);
  std::vector<int> todo(n_);
  for (int a = 0; a < n_; ++a) {
    std::int16_t* d = &dist_[std::size_t(a) * n_];
    int head = 0, tail = 0;
    d[a] = 0;
    todo[tail++] = a;
    while (head < tail) {
      int s = todo[head++];
      for (int t : nb_[s])
        if (d[t] < 0) d[t] = std::int16_t(d[s] + 1), todo[tail++] = t;
    }
  }
}

int Geometry::at(int x, int y) const {
  if (x < 0 || y < 0 || x >= width_ || y >= height_) return -1;
  return number_[std::size_t(y) * width_ + x];
}

int Geometry::edge(int a, int b) const {
  if (x_[b] == x_[a] + 1 && y_[b] == y_[a]) return right_[a];
  if (x_[a] == x_[b] + 1 && y_[b] == y_[a]) return right_[b];
  if (y_[b] == y_[a] + 1 && x_[b] == x_[a]) return down_[a];
  if (y_[a] == y_[b] + 1 && x_[b] == x_[a]) return down_[b];
  return 0;
}

int Geometry::door_between(int a, int b) const {
  int e = edge(a, b);
  return e >= 3 ? e - 3 : -1;
}

void Geometry::steps_from(int from, const std::uint8_t* enter, std::int16_t* out) const {
  int todo[kMaxSpaces];
  for (int s = 0; s < n_; ++s) out[s] = -1;
  int head = 0, tail = 0;
  out[from] = 0;
  todo[tail++] = from;
  while (head < tail) {
    int s = todo[head++];
    for (int t : nb_[s])
      if (out[t] < 0 && enter[t]) out[t] = std::int16_t(out[s] + 1), todo[tail++] = t;
  }
}

// interpreter semantics (docs/dsl.md "Board"): steps to b counted backwards
// from b, a space one further than a neighbour it may pass into.
int Geometry::toward(int a, int b, const std::uint8_t* enter, int* out) const {
  std::int16_t steps[kMaxSpaces];
  int todo[kMaxSpaces];
  for (int s = 0; s < n_; ++s) steps[s] = -1;
  int head = 0, tail = 0;
  steps[b] = 0;
  todo[tail++] = b;
  while (head < tail) {
    int t = todo[head++];
    if (!enter[t]) continue;
    for (int s : nb_[t])
      if (steps[s] < 0) steps[s] = std::int16_t(steps[t] + 1), todo[tail++] = s;
  }
  int here = steps[a], n = 0;
  if (here <= 0) return 0;
  for (int t : nb_[a])
    if (steps[t] == here - 1 && enter[t]) out[n++] = t;
  return n;
}

// A step of the line into a side-by-side space: no wall (a barrier lets
// sight through) and no closed door.
bool Geometry::sight_step(int a, int b, const std::uint8_t* closed) const {
  if (a < 0 || b < 0) return false;
  int e = edge(a, b);
  if (e == 1) return false;
  return e < 3 || !closed[e - 3];
}

bool Geometry::los(int a, int b, const std::uint8_t* blocks, const std::uint8_t* closed) const {
  const int x0 = x_[a], y0 = y_[a];
  const long dx = std::abs(x_[b] - x0), dy = std::abs(y_[b] - y0);
  const int sx = x_[b] > x0 ? 1 : -1, sy = y_[b] > y0 ? 1 : -1;
  auto enters = [&](int from, int to) { return to >= 0 && sight_step(from, to, closed) && (to == b || !blocks[to]); };
  int here = a;
  for (long ix = 0, iy = 0; ix < dx || iy < dy;) {
    const long column = (1 + 2 * ix) * dy, row = (1 + 2 * iy) * dx;
    const int cx = x_[here], cy = y_[here];
    int next;
    if (column == row) {
      next = at(cx + sx, cy + sy);
      int side_x = at(cx + sx, cy), side_y = at(cx, cy + sy);
      bool round_x = enters(here, side_x) && enters(side_x, next);
      bool round_y = enters(here, side_y) && enters(side_y, next);
      if (!round_x && !round_y) return false;
      if (viewer_corners_ && !(round_x && round_y) && here != a) return false;
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

}  // namespace canbeat::fast::corps
