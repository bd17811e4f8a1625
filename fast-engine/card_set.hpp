// A set of small numbers below N (a zone's cards, by instance or by the
// rank of their keys) as N bits: an engine that keeps one per zone visits a
// zone's cards in order at the cost of its size, not of the table's.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

namespace canbeat::fast {

template <int N>
class CardSet {
 public:
  void add(int i) { words_[std::size_t(i >> 6)] |= std::uint64_t{1} << (i & 63); }
  void remove(int i) { words_[std::size_t(i >> 6)] &= ~(std::uint64_t{1} << (i & 63)); }

  // visit(i) for each i in the set, smallest first.
  template <class Visit>
  void each(Visit&& visit) const {
    for (std::size_t w = 0; w < kWords; ++w)
      for (std::uint64_t bits = words_[w]; bits != 0; bits &= bits - 1)
        visit(int(w * 64) + std::countr_zero(bits));
  }

  // visit(i) for each i in this set or `other`, smallest first.
  template <class Visit>
  void each_of_both(const CardSet& other, Visit&& visit) const {
    for (std::size_t w = 0; w < kWords; ++w)
      for (std::uint64_t bits = words_[w] | other.words_[w]; bits != 0; bits &= bits - 1)
        visit(int(w * 64) + std::countr_zero(bits));
  }

 private:
  static constexpr std::size_t kWords = (std::size_t(N) + 63) / 64;
  std::array<std::uint64_t, kWords> words_{};
};

}  // namespace canbeat::fast
