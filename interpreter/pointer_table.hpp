// A map from addresses in a game's AST (which outlives every engine that
// plays it) to values, by open addressing: the hot lookups of names and of
// resolved expressions hash a pointer, never a string.
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace canbeat::interp {

template <class K, class V>
class PointerTable {
 public:
  // The value added for `key`, or `none` when none was.
  V find(const K* key, V none) const {
    for (std::size_t i = home(key);; i = next(i)) {
      if (slots_[i].first == key) return slots_[i].second;
      if (!slots_[i].first) return none;
    }
  }

  // Adds `key`, or gives it a new value. Kept at most half full, so a
  // probe soon meets an empty slot.
  void add(const K* key, V value) {
    if (2 * (used_ + 1) > slots_.size()) grow();
    std::size_t i = home(key);
    while (slots_[i].first && slots_[i].first != key) i = next(i);
    if (!slots_[i].first) ++used_;
    slots_[i] = {key, value};
  }

 private:
  std::size_t home(const K* key) const {
    return static_cast<std::size_t>((reinterpret_cast<std::uintptr_t>(key) * 0x9E3779B97F4A7C15ull) >> (64 - bits_));
  }
  std::size_t next(std::size_t i) const { return (i + 1) & (slots_.size() - 1); }
  void grow() {
    std::vector<std::pair<const K*, V>> old(slots_.size() * 2);
    old.swap(slots_);
    ++bits_;
    used_ = 0;
    for (const auto& slot : old)
      if (slot.first) add(slot.first, slot.second);
  }

  std::vector<std::pair<const K*, V>> slots_ = std::vector<std::pair<const K*, V>>(std::size_t{1} << 10);
  int bits_ = 10;
  std::size_t used_ = 0;
};

}  // namespace canbeat::interp
