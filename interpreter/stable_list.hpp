// A list whose elements never move as it grows (a reference to one stays
// valid, as a deque's does), found by one shift and one mask: the names'
// meanings are read at every evaluation, and a deque of elements as large
// as a name's finds one through its node map, with a division and several
// comparisons (the fuzz targets' coverage instruments each comparison).
#pragma once

#include <array>
#include <cstddef>
#include <memory>
#include <vector>

namespace canbeat::interp {

template <class T>
class StableList {
 public:
  StableList() = default;
  StableList(StableList&&) noexcept = default;
  StableList& operator=(StableList&&) noexcept = default;
  // A copy owns copies of the elements: a copy of the names is independent.
  StableList(const StableList& o) : size_(o.size_) {
    for (const auto& chunk : o.chunks_) chunks_.push_back(std::make_unique<Chunk>(*chunk));
  }
  StableList& operator=(const StableList& o) {
    StableList copy(o);
    return *this = std::move(copy);
  }

  std::size_t size() const { return size_; }
  T& operator[](std::size_t i) { return (*chunks_[i >> kBits])[i & kMask]; }
  const T& operator[](std::size_t i) const { return (*chunks_[i >> kBits])[i & kMask]; }
  void push_back(T x) {
    if ((size_ & kMask) == 0) chunks_.push_back(std::make_unique<Chunk>());
    (*chunks_.back())[size_ & kMask] = std::move(x);
    ++size_;
  }

 private:
  static constexpr std::size_t kBits = 6, kMask = (std::size_t{1} << kBits) - 1;
  using Chunk = std::array<T, std::size_t{1} << kBits>;
  std::vector<std::unique_ptr<Chunk>> chunks_;
  std::size_t size_ = 0;
};

}  // namespace canbeat::interp
