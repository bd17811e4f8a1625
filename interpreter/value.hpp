// Runtime values of the reference interpreter. One plain struct with a kind
// tag, cheap to copy: a number for most kinds, a text by pointer to a string
// that lasts as long as the game, and a list shared by its copies (a list is
// never changed once built, so sharing it is copying it).
#pragma once

#include <memory>
#include <string>
#include <vector>

namespace canbeat::interp {

struct Value {
  enum class Kind { none, integer, boolean, text, player, card, zone, type, list, power, trigger, card_def, space, door };
  Kind kind = Kind::none;
  long num = 0;       // integer, boolean (0/1), player seat, card instance, zone owner seat, space,
                      // card definition (its place in `cards`, Index::definitions)
  int zone = -1;      // zone index, for Kind::zone; the power's index on its card, for Kind::power
  // text, type name: a string of the game's AST or one Names::lasting keeps
  const std::string* text_ = nullptr;
  std::shared_ptr<const std::vector<Value>> items_;  // list

  const std::string& text() const { return text_ ? *text_ : empty_text(); }
  const std::vector<Value>& items() const { return items_ ? *items_ : empty_items(); }

  static Value integer(long n) { return {Kind::integer, n}; }
  static Value boolean(bool b) { return {Kind::boolean, b ? 1 : 0}; }
  static Value player(int seat) { return {Kind::player, seat}; }
  // A card of the table's deck has no owner (docs/dsl.md "Table zones").
  static Value seat_or_none(int seat) { return seat < 0 ? Value{} : player(seat); }
  static Value card(int instance) { return {Kind::card, instance}; }
  static Value zone_of(int seat, int zone) { return {Kind::zone, seat, zone}; }
  static Value power(int instance, int index) { return {Kind::power, instance, index}; }
  // A fired card trigger not resolved yet: its place in `triggered`.
  static Value trigger(int pending) { return {Kind::trigger, pending}; }
  // A card definition of `cards` (docs/dsl.md): a card as printed, not an
  // instance of the game being played.
  static Value card_def(int definition) { return {Kind::card_def, definition}; }
  // A space of the game's board: its number (dsl/board.hpp).
  static Value space(int number) { return {Kind::space, number}; }
  // A door of the board: its place in the board file's list.
  static Value door(int index) { return {Kind::door, index}; }
  // `lasting` outlives every value: a string of the game or of Names::lasting.
  static Value text_value(const std::string& lasting) { return {Kind::text, 0, -1, &lasting}; }
  static Value type_value(const std::string& lasting) { return {Kind::type, 0, -1, &lasting}; }
  static Value list(std::vector<Value> items) {
    return {Kind::list, 0, -1, nullptr, std::make_shared<const std::vector<Value>>(std::move(items))};
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

const char* kind_name(Value::Kind k);

}  // namespace canbeat::interp
