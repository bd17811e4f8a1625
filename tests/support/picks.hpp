// The stream of numbers that steers a random-card generator
// (tests/GAME/random_cards.hpp), so RapidCheck (a vector it shrinks) and
// libFuzzer (the input's bytes) drive the same generator; past the
// stream's end every pick is the first, simplest one.
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace canbeat::testing {

class Picks {
 public:
  explicit Picks(std::vector<unsigned> numbers) : numbers_(std::move(numbers)) {}
  // A number in [0, n): the next of the stream modulo n, 0 past its end.
  unsigned pick(unsigned n) {
    unsigned v = next_ < numbers_.size() ? numbers_[next_] : 0;
    ++next_;
    return n <= 1 ? 0 : v % n;
  }
  template <class T, std::size_t N>
  const T& one(const T (&xs)[N]) { return xs[pick(N)]; }

 private:
  std::vector<unsigned> numbers_;
  std::size_t next_ = 0;
};

// A generated card's line indented `indent` levels.
inline std::string pad(int indent) { return std::string(std::size_t(indent) * 2, ' '); }

// A block of a generated power: 1 to 3 statements, each `stmt()`.
template <class Stmt>
std::string statements(Picks& p, Stmt&& stmt) {
  std::string out;
  const int n = 1 + int(p.pick(3));
  for (int i = 0; i < n; ++i) out += stmt();
  return out;
}

}  // namespace canbeat::testing
