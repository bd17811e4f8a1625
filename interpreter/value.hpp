// Runtime values of the reference interpreter. One plain struct with a kind
// tag, cheap to copy: a number for most kinds, a text by pointer to a string
// that lasts as long as the game, and a list shared by its copies (a list is
// never changed once built, so sharing it is copying it).
#pragma once

#include <atomic>
#include <string>
#include <utility>
#include <vector>

namespace canbeat::interp {

struct Value;

// A list's items, shared by every copy of the list (never changed once
// built): one counted pointer, so that a Value stays four words and a copy
// of a value that is not a list touches no count. The count is atomic: a
// prepared game's engines, started on several threads, share the lists of
// its start state.
class Items {
 public:
  Items() = default;
  explicit Items(std::vector<Value> items);
  Items(const Items& o) noexcept : box_(o.box_) { retain(); }
  Items(Items&& o) noexcept : box_(std::exchange(o.box_, nullptr)) {}
  Items& operator=(Items o) noexcept {
    std::swap(box_, o.box_);
    return *this;
  }
  ~Items() { release(); }

  explicit operator bool() const { return box_ != nullptr; }
  const std::vector<Value>& operator*() const;
  const std::vector<Value>* operator->() const { return &**this; }
  friend bool operator==(const Items& a, const Items& b) { return a.box_ == b.box_; }

 private:
  struct Box;
  void retain() const;
  void release();
  Box* box_ = nullptr;
};

struct Value {
  enum class Kind { none, integer, boolean, text, player, card, zone, type, list, power, trigger, card_def, space, door };
  Kind kind = Kind::none;
  int zone = -1;      // zone index, for Kind::zone; the power's index on its card, for Kind::power
  long num = 0;       // integer, boolean (0/1), player seat, card instance, zone owner seat, space,
                      // card definition (its place in `cards`, Index::definitions)
  // text, type name: a string of the game's AST or one Names::lasting keeps
  const std::string* text_ = nullptr;
  Items items_;  // list

  Value() = default;
  Value(Kind k, int z, long n, const std::string* t = nullptr, Items i = {}) noexcept
      : kind(k), zone(z), num(n), text_(t), items_(std::move(i)) {}
  // Copied member by member: a defaulted copy copies the first three words
  // as one memcpy, and AddressSanitizer (the fuzz build) makes each memcpy
  // a checked call, at every evaluation.
  Value(const Value& o) noexcept : kind(o.kind), zone(o.zone), num(o.num), text_(o.text_), items_(o.items_) {}
  Value(Value&& o) noexcept
      : kind(o.kind), zone(o.zone), num(o.num), text_(o.text_), items_(std::move(o.items_)) {}
  Value& operator=(const Value& o) noexcept {
    kind = o.kind, zone = o.zone, num = o.num, text_ = o.text_, items_ = o.items_;
    return *this;
  }
  Value& operator=(Value&& o) noexcept {
    kind = o.kind, zone = o.zone, num = o.num, text_ = o.text_, items_ = std::move(o.items_);
    return *this;
  }

  const std::string& text() const { return text_ ? *text_ : empty_text(); }
  const std::vector<Value>& items() const { return items_ ? *items_ : empty_items(); }

  static Value integer(long n) { return {Kind::integer, -1, n}; }
  static Value boolean(bool b) { return {Kind::boolean, -1, b ? 1 : 0}; }
  static Value player(int seat) { return {Kind::player, -1, seat}; }
  // A card of the table's deck has no owner (docs/dsl.md "Table zones").
  static Value seat_or_none(int seat) { return seat < 0 ? Value{} : player(seat); }
  static Value card(int instance) { return {Kind::card, -1, instance}; }
  static Value zone_of(int seat, int zone) { return {Kind::zone, zone, seat}; }
  static Value power(int instance, int index) { return {Kind::power, index, instance}; }
  // A fired card trigger not resolved yet: its place in `triggered`.
  static Value trigger(int pending) { return {Kind::trigger, -1, pending}; }
  // A card definition of `cards` (docs/dsl.md): a card as printed, not an
  // instance of the game being played.
  static Value card_def(int definition) { return {Kind::card_def, -1, definition}; }
  // A space of the game's board: its number (dsl/board.hpp).
  static Value space(int number) { return {Kind::space, -1, number}; }
  // A door of the board: its place in the board file's list.
  static Value door(int index) { return {Kind::door, -1, index}; }
  // `lasting` outlives every value: a string of the game or of Names::lasting.
  static Value text_value(const std::string& lasting) { return {Kind::text, -1, 0, &lasting}; }
  static Value type_value(const std::string& lasting) { return {Kind::type, -1, 0, &lasting}; }
  static Value list(std::vector<Value> items) {
    return {Kind::list, -1, 0, nullptr, Items(std::move(items))};
  }

  // Equal kinds and contents (two texts are equal when they read the same).
  bool operator==(const Value& o) const {
    return kind == o.kind && num == o.num && zone == o.zone && (text_ == o.text_ || text() == o.text()) &&
           (items_ == o.items_ || items() == o.items());
  }

 private:
  static const std::string& empty_text();
  static const std::vector<Value>& empty_items();
};

static_assert(sizeof(Value) == 4 * sizeof(void*), "a Value is four words: copied at every evaluation");

struct Items::Box {
  std::atomic<long> count{1};
  std::vector<Value> items;
};

inline Items::Items(std::vector<Value> items) : box_(new Box{1, std::move(items)}) {}
inline const std::vector<Value>& Items::operator*() const { return box_->items; }
inline void Items::retain() const {
  if (box_) box_->count.fetch_add(1, std::memory_order_relaxed);
}
inline void Items::release() {
  if (box_ && box_->count.fetch_sub(1, std::memory_order_acq_rel) == 1) delete box_;
}

const char* kind_name(Value::Kind k);

}  // namespace canbeat::interp
