// The options of the pending decision, and the listing of the next one.
#pragma once

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <stdexcept>
#include <string>
#include <vector>

#include "dsl/ast.hpp"
#include "interpreter/value.hpp"

namespace canbeat::interp {

// One option of the pending decision, with what taking it means.
struct Alternative {
  std::string key;
  std::uint32_t weight = 1;
  const ast::Block* body = nullptr;
  int var = -1;  // the name bound to `value` while the body runs (-1: none)
  Value value;
};

// A decision's alternatives are listed (start, add, close), then sorted by
// key in byte order, the alternatives of one key made one option counting
// them (stable, so the first listed stands for them). Sorted as indices, N
// log N, each alternative moved once: a domain of N elements never costs
// N^2 (the second outside probe: a die of 100,000 faces took 21 s a roll).
// The alternatives' strings are kept from decision to decision and written
// over (add() hands one back to write its key into): a draw lists every
// card of a pile, and a key allocated for each was, under ASan, the
// largest share of a fuzzed game's allocations.
class Options {
 public:
  Options() = default;
  // A copy (an engine's clone) takes the options, not the spare strings.
  Options(const Options& o) : options_(o.options_.begin(), o.options_.begin() + static_cast<long>(o.count_)), count_(o.count_) {}
  Options& operator=(const Options& o) {
    if (this != &o) *this = Options(o);
    return *this;
  }
  Options(Options&&) noexcept = default;
  Options& operator=(Options&&) noexcept = default;

  std::size_t size() const { return count_; }
  const Alternative& at(std::size_t i) const {
    if (i >= count_) throw std::out_of_range("interpreter: option index out of range");
    return options_[i];
  }
  void clear() { count_ = 0; }

  void start() { listed_ = 0; }
  // The next alternative listed, its key to be written over.
  Alternative& add() {
    if (listed_ == listing_.size()) listing_.emplace_back();
    Alternative& a = listing_[listed_++];
    a.weight = 1;
    return a;
  }
  // The listed alternatives become the options; `weighted`: identical keys
  // count (a chance), else each option weighs 1 (a player's).
  void close(bool weighted) {
    order_.resize(listed_);
    std::iota(order_.begin(), order_.end(), 0u);
    std::sort(order_.begin(), order_.end(), [&](std::uint32_t a, std::uint32_t b) {
      int c = listing_[a].key.compare(listing_[b].key);
      return c < 0 || (c == 0 && a < b);
    });
    count_ = 0;
    for (std::uint32_t i : order_) {
      Alternative& a = listing_[i];
      if (count_ > 0 && options_[count_ - 1].key == a.key) {
        if (weighted) options_[count_ - 1].weight += a.weight;
        continue;
      }
      if (count_ == options_.size()) options_.emplace_back();
      std::swap(options_[count_++], a);  // strings change hands, none is freed
    }
  }

 private:
  std::vector<Alternative> options_;  // the options: the first count_
  std::vector<Alternative> listing_;  // being listed: the first listed_
  std::vector<std::uint32_t> order_;
  std::size_t count_ = 0, listed_ = 0;
};

}  // namespace canbeat::interp
