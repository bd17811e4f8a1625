// The statements of one action, each said by a card, indexed by the guard
// their conditions begin with (Program::self_is: an argument is the card
// saying it; Program::power_of: an argument is a power of that card), so
// that a question weighs only those whose guard can hold. Most of an
// action's statements are other cards' and their guards fail: the index
// finds the rest without reading them. holds() still tests every guard; the
// index only leaves out statements it would refuse.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "fast-engine/cards/program.hpp"

namespace canbeat::fast::cards {

class GuardIndex {
 public:
  // The entry at position `at` of the game's list of the action's
  // statements, said by `instance` (-1: a rule's), its condition `p`.
  void add(int at, int instance, const Program& p) {
    const int arg = p.self_is >= 0 ? p.self_is : p.power_of;
    if (instance < 0 || arg < 0) {
      open_.push_back(std::int16_t(at));
      return;
    }
    const bool power = p.self_is < 0;
    auto key = std::find_if(keys_.begin(), keys_.end(), [&](const Key& k) { return k.arg == arg && k.power == power; });
    if (key == keys_.end()) key = keys_.insert(keys_.end(), Key{std::int8_t(arg), power, {}});
    if (std::size_t(instance) >= key->at.size()) key->at.resize(std::size_t(instance) + 1);
    key->at[std::size_t(instance)].push_back(std::int16_t(at));
  }

  // The positions whose guard may hold for the action's arguments, in the
  // order added: `count` of them at `at`, or `all` entries. One list is
  // read in place; two or more are merged into out[0, room).
  struct Picked {
    const std::int16_t* at = nullptr;
    int count = 0;
    bool all = false;
  };
  Picked pick(const int* args, std::int16_t* out, int room) const {
    const std::vector<std::int16_t>* one = open_.empty() ? nullptr : &open_;
    for (const Key& k : keys_)
      if (const std::vector<std::int16_t>* at = k.of(args)) {
        if (one) return merged(args, out, room);
        one = at;
      }
    return one ? Picked{one->data(), int(one->size())} : Picked{};
  }

 private:
  struct Key {
    std::int8_t arg;  // the argument the guard reads
    bool power;       // power_of (the argument's card), else self_is
    std::vector<std::vector<std::int16_t>> at;  // by instance: its positions
    // The positions of the card the arguments name, as holds() reads the
    // guard (vm.hpp); none: null.
    const std::vector<std::int16_t>* of(const int* args) const {
      const std::size_t v = std::size_t(power ? args[arg] / kPowerStride : args[arg]);
      return v < this->at.size() && !this->at[v].empty() ? &this->at[v] : nullptr;
    }
  };

  [[gnu::noinline]] Picked merged(const int* args, std::int16_t* out, int room) const {
    int n = 0;
    auto take = [&](const std::vector<std::int16_t>& at) {
      if (n + int(at.size()) > room) return false;
      for (std::int16_t i : at) out[n++] = i;
      return true;
    };
    if (!take(open_)) return {nullptr, 0, true};
    for (const Key& k : keys_)
      if (const std::vector<std::int16_t>* at = k.of(args); at && !take(*at)) return {nullptr, 0, true};
    std::sort(out, out + n);
    return {out, n};
  }
  std::vector<std::int16_t> open_;  // positions no guard tells apart
  std::vector<Key> keys_;
};

// A game's list of an action's statements (Entry: what it keeps of each)
// with their GuardIndex: pick() reads only those whose guard may hold.
template <class Entry>
class GuardedList {
 public:
  void add(const Entry& e, int instance, const Program& p) {
    index_.add(int(entries_.size()), instance, p);
    entries_.push_back(e);
  }
  bool empty() const { return entries_.empty(); }

  // The picked entries, in the order added (a range for `for`).
  class View {
   public:
    struct Iter {
      const Entry* base;
      const std::int16_t* at;  // null: every entry
      int i;
      const Entry& operator*() const { return base[at ? at[i] : i]; }
      Iter& operator++() {
        ++i;
        return *this;
      }
      bool operator!=(const Iter& o) const { return i != o.i; }
    };
    Iter begin() const { return {base_, at_, 0}; }
    Iter end() const { return {base_, at_, count_}; }

   private:
    friend class GuardedList;
    View(const Entry* base, const std::int16_t* at, int count) : base_(base), at_(at), count_(count) {}
    const Entry* base_;
    const std::int16_t* at_;
    int count_;
  };

  // The entries whose guard may hold for the action's arguments; `room`
  // holds up to `size` positions when two or more lists are merged.
  View pick(const int* args, std::int16_t* room, int size) const {
    const GuardIndex::Picked m = index_.pick(args, room, size);
    if (m.all) return View(entries_.data(), nullptr, int(entries_.size()));
    return View(entries_.data(), m.at, m.count);
  }

 private:
  std::vector<Entry> entries_;
  GuardIndex index_;
};

}  // namespace canbeat::fast::cards
