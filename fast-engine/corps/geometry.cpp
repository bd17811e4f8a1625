// The flat board (geometry.hpp): docs/dsl.md "Board" computed natively.
#include "fast-engine/corps/geometry.hpp"

#include <algorithm>
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
  near_.resize(std::size_t(n_));
  for (int s = 0; s < n_; ++s)
    for (int t : nb_[s]) {
      Near& near = near_[std::size_t(s)];
      near.to[std::size_t(near.count)] = std::int16_t(t);
      near.step[std::size_t(near.count++)] = std::int16_t(step(s, t));
    }
  sight_.resize(std::size_t(n_) * n_);
  for (int a = 0; a < n_; ++a)
    for (int c = 0; c < n_; ++c) sight_[std::size_t(a) * n_ + c] = sight_between(a, c);
  // Every distance: Floyd and Warshall over the adjacency (unreached: -1).
  const int far = n_ + 1;
  std::vector<int> d(std::size_t(n_) * n_, far);
  for (int s = 0; s < n_; ++s) {
    d[std::size_t(s) * n_ + s] = 0;
    for (int t : nb_[s]) d[std::size_t(s) * n_ + t] = 1;
  }
  for (int k = 0; k < n_; ++k)
    for (int i = 0; i < n_; ++i) {
      const int ik = d[std::size_t(i) * n_ + k];
      if (ik == far) continue;
      for (int j = 0; j < n_; ++j)
        d[std::size_t(i) * n_ + j] = std::min(d[std::size_t(i) * n_ + j], ik + d[std::size_t(k) * n_ + j]);
    }
  dist_.resize(d.size());
  for (std::size_t k = 0; k < d.size(); ++k) dist_[k] = std::int16_t(d[k] >= far ? -1 : d[k]);
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

// The 8 directions round a space in reading order, the centre left out.
int Geometry::step(int a, int b) const {
  if (a < 0 || b < 0) return -1;
  const int dx = x_[b] - x_[a], dy = y_[b] - y_[a];
  if (std::abs(dx) > 1 || std::abs(dy) > 1 || (!dx && !dy)) return -1;
  const int slot = (dy + 1) * 3 + (dx + 1);
  return a * 8 + (slot > 4 ? slot - 1 : slot);
}

void Geometry::steps_from(int from, const std::uint8_t* enter, std::int16_t* out, const std::uint8_t* walled) const {
  int todo[kMaxSpaces];
  for (int s = 0; s < n_; ++s) out[s] = -1;
  int head = 0, tail = 0;
  out[from] = 0;
  todo[tail++] = from;
  while (head < tail) {
    const int s = todo[head++];
    const Near& near = near_[std::size_t(s)];
    const std::int16_t next = std::int16_t(out[s] + 1);
    for (int k = 0; k < near.count; ++k) {
      const int t = near.to[std::size_t(k)];
      if (out[t] < 0 && enter[t] && !(walled && walled[near.step[std::size_t(k)]])) out[t] = next, todo[tail++] = t;
    }
  }
}

template <class Reached, class Done>
void Geometry::walk_first(int a, const std::uint8_t* enter, const std::uint8_t* walled, std::int16_t* steps,
                          std::uint8_t* first, Reached&& reached, Done&& done) const {
  int todo[kMaxSpaces];
  for (int s = 0; s < n_; ++s) steps[s] = -1;
  int head = 0, tail = 0;
  steps[a] = 0;
  todo[tail++] = a;
  while (head < tail) {
    const int s = todo[head++];
    if (done(s)) break;
    const Near& near = near_[std::size_t(s)];
    const std::int16_t next = std::int16_t(steps[s] + 1);
    const std::uint8_t via = first[s];
    for (int k = 0; k < near.count; ++k) {
      const int t = near.to[std::size_t(k)];
      if (!enter[t] || (walled && walled[near.step[std::size_t(k)]])) continue;
      if (steps[t] < 0) steps[t] = next, todo[tail++] = t, reached(t);
      if (steps[t] == next) first[t] |= s == a ? std::uint8_t(1u << k) : via;
    }
  }
}

// docs/dsl.md "Board": the first step of every shortest route, in reading
// order. One breadth-first walk out of a carries to each space the set of
// a's neighbours (bit k: the k-th) that some shortest route to it starts
// with; b's set, read in a's neighbour order, is the answer.
int Geometry::toward(int a, int b, const std::uint8_t* enter, int* out, const std::uint8_t* walled) const {
  std::int16_t steps[kMaxSpaces];
  std::uint8_t first[kMaxSpaces] = {};
  // Every route into b came from a space walked before it.
  walk_first(a, enter, walled, steps, first, [](int) {}, [&](int s) { return s == b; });
  int n = 0;
  if (steps[b] <= 0) return 0;
  for (std::size_t k = 0; k < nb_[a].size(); ++k)
    if (first[b] >> k & 1u) out[n++] = nb_[a][k];
  return n;
}

// As toward(), to the nearest goals: the walk stops past the first goal's
// distance, and the first steps of every goal at it are the answer.
int Geometry::toward_any(int a, const std::uint8_t* goal, const std::uint8_t* enter, int* out,
                         const std::uint8_t* walled) const {
  if (goal[a]) return 0;
  std::int16_t steps[kMaxSpaces];
  std::uint8_t first[kMaxSpaces] = {};
  int found = -1;
  // Every route into a goal at `found` is walked once a space that far is left.
  walk_first(
      a, enter, walled, steps, first, [&](int t) { if (goal[t] && found < 0) found = steps[t]; },
      [&](int s) { return found >= 0 && steps[s] >= found; });
  if (found < 0) return 0;
  std::uint8_t ways = 0;
  for (int s = 0; s < n_; ++s)
    if (goal[s] && steps[s] == found) ways |= first[s];
  int n = 0;
  for (std::size_t k = 0; k < nb_[a].size(); ++k)
    if (ways >> k & 1u) out[n++] = nb_[a][k];
  return n;
}

// The geometry below works in half-spaces: space (x, y) is the open square
// (2x, 2x+2) by (2y, 2y+2), its centre (2x+1, 2y+1). The segment from a's
// centre A to b's is A + t D, t in [0, 1]; every t is kept as an integer
// t * m, where m = |Dx| |Dy| (a zero factor counted as 1) makes each
// crossing of a grid line a whole number.
struct Geometry::Segment {
  long ax, ay, dx, dy, m;
  Segment(int xa, int ya, int xb, int yb)
      : ax(2L * xa + 1), ay(2L * ya + 1), dx(2L * (xb - xa)), dy(2L * (yb - ya)),
        m((dx ? std::labs(dx) : 1) * (dy ? std::labs(dy) : 1)) {}
  // The open range of t * m where the coordinate (start a, change d) lies
  // strictly between lo and lo + 2; false when it never does.
  bool inside(long a, long d, long lo, long& from, long& to) const {
    if (d == 0) {
      from = -1, to = m + 1;
      return a > lo && a < lo + 2;
    }
    long p = (lo - a) * m / d, q = (lo + 2 - a) * m / d;
    from = std::min(p, q), to = std::max(p, q);
    return true;
  }
  // The segment meets the open square of space (x, y).
  bool enters(int x, int y) const {
    long fx, tx, fy, ty;
    if (!inside(ax, dx, 2L * x, fx, tx) || !inside(ay, dy, 2L * y, fy, ty)) return false;
    long from = std::max(fx, fy), to = std::min(tx, ty);
    return from < to && from < m && to > 0;
  }
  // The segment crosses the line X = 2x strictly between 2y and 2y + 2 (the
  // edge left of space (x, y)); `swap` asks the same of Y = 2y.
  bool crosses(long line, long lo, bool swap) const {
    long a = swap ? ay : ax, d = swap ? dy : dx, b = swap ? ax : ay, e = swap ? dx : dy;
    if (d == 0) return false;
    long t = (line - a) * m / d;
    if (t <= 0 || t >= m) return false;
    long at = b * m + t * e;
    return at > lo * m && at < (lo + 2) * m;
  }
  // The segment runs through the grid point (2i, 2j).
  bool through(long i, long j) const {
    long px = 2 * i - ax, py = 2 * j - ay;
    if (px * dy != py * dx) return false;
    long dot = px * dx + py * dy;
    return dot > 0 && dot < dx * dx + dy * dy;
  }
};

Geometry::Round Geometry::round_by(int from, int side, int to) const {
  Round r;
  if (from < 0 || side < 0 || to < 0) return r;
  int e[2] = {edge(from, side), edge(side, to)};
  for (int k = 0; k < 2; ++k) {
    if (e[k] == 1) return r;  // a wall; a barrier lets sight through
    r.door[k] = std::int16_t(e[k] >= 3 ? e[k] - 3 : -1);
  }
  r.steps[0] = std::int16_t(step(from, side));
  r.steps[1] = std::int16_t(step(side, to));
  r.side = std::int16_t(side);
  return r;
}

// The box two spaces span, and the segment between their centres.
struct Geometry::Box {
  int a, b, x0, x1, y0, y1;
  Segment seg;
  Box(const Geometry& g, int a_, int b_)
      : a(a_), b(b_), x0(std::min(g.x(a_), g.x(b_))), x1(std::max(g.x(a_), g.x(b_))),
        y0(std::min(g.y(a_), g.y(b_))), y1(std::max(g.y(a_), g.y(b_))), seg(g.x(a_), g.y(a_), g.x(b_), g.y(b_)) {}
};

// What the line from a to b needs of the board and its pieces.
Geometry::Sight Geometry::sight_between(int a, int b) const {
  Sight s;
  const Box box(*this, a, b);
  sight_spaces(box, s);
  if (s.open) sight_edges(box, s);
  if (s.open) sight_corners(box, s);
  return s;
}

// Every space whose inside the segment meets: it must be one of the board's,
// and those strictly between must not block.
void Geometry::sight_spaces(const Box& box, Sight& s) const {
  for (int y = box.y0; y <= box.y1; ++y)
    for (int x = box.x0; x <= box.x1; ++x) {
      if (!box.seg.enters(x, y)) continue;
      int c = at(x, y);
      if (c < 0) s.open = false;
      else if (c != box.a && c != box.b) s.between.push_back(std::uint8_t(c));
    }
}

// Every edge the segment crosses: no wall; a door must be open; the step
// across it, from a's side, must not be walled.
void Geometry::sight_edges(const Box& box, Sight& s) const {
  auto crossing = [&](int p, int q, bool from_q) {
    int e = edge(p, q);
    if (e == 1) s.open = false;
    if (e >= 3) s.doors.push_back(std::uint8_t(e - 3));
    s.steps.push_back(std::int16_t(from_q ? step(q, p) : step(p, q)));
  };
  const bool leftward = x_[box.b] < x_[box.a], upward = y_[box.b] < y_[box.a];
  for (int y = box.y0; y <= box.y1; ++y)
    for (int x = box.x0 + 1; x <= box.x1; ++x)
      if (box.seg.crosses(2L * x, 2L * y, false)) crossing(at(x - 1, y), at(x, y), leftward);
  for (int y = box.y0 + 1; y <= box.y1; ++y)
    for (int x = box.x0; x <= box.x1; ++x)
      if (box.seg.crosses(2L * y, 2L * x, true)) crossing(at(x, y - 1), at(x, y), upward);
}

// Every grid point the segment runs through: between the space before it
// and the one after, a way round by each side space (002:263).
void Geometry::sight_corners(const Box& box, Sight& s) const {
  const int sx = x_[box.b] > x_[box.a] ? 1 : -1, sy = y_[box.b] > y_[box.a] ? 1 : -1;
  for (int j = box.y0 + 1; j <= box.y1; ++j)
    for (int i = box.x0 + 1; i <= box.x1; ++i) {
      if (!box.seg.through(i, j)) continue;
      const int px = sx > 0 ? i - 1 : i, py = sy > 0 ? j - 1 : j;
      const int p = at(px, py), q = at(px + sx, py + sy);
      Corner k;
      k.way[0] = round_by(p, at(px + sx, py), q);
      k.way[1] = round_by(p, at(px, py + sy), q);
      k.both = viewer_corners_ && p != box.a;
      s.corners.push_back(k);
    }
}

bool Geometry::clear(const Round& r, const std::uint8_t* blocks, const std::uint8_t* closed,
                     const std::uint8_t* walled) const {
  if (r.side < 0 || blocks[r.side]) return false;
  for (std::int16_t d : r.door)
    if (d >= 0 && closed[d]) return false;
  return !walled || (!walled[r.steps[0]] && !walled[r.steps[1]]);
}

bool Geometry::los(int a, int b, const std::uint8_t* blocks, const std::uint8_t* closed,
                   const std::uint8_t* walled) const {
  const Sight& s = sight_[std::size_t(a) * n_ + b];
  if (!s.open) return false;
  for (std::uint8_t c : s.between)
    if (blocks[c]) return false;
  for (std::uint8_t d : s.doors)
    if (closed[d]) return false;
  if (walled)
    for (std::int16_t t : s.steps)
      if (walled[t]) return false;
  for (const Corner& k : s.corners) {
    int ways = clear(k.way[0], blocks, closed, walled) + clear(k.way[1], blocks, closed, walled);
    if (ways == 0 || (k.both && ways < 2)) return false;
  }
  return true;
}

}  // namespace canbeat::fast::corps
