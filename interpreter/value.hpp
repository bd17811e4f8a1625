// Runtime values of the reference interpreter. One plain struct with a kind
// tag: slow and obvious on purpose (see interpreter/README.md).
#pragma once

#include <string>
#include <vector>

namespace canbeat::interp {

struct Value {
  enum class Kind { none, integer, boolean, text, player, card, zone, type, list, power, trigger, card_def, space, door };
  Kind kind = Kind::none;
  long num = 0;       // integer, boolean (0/1), player seat, card instance, zone owner seat, space,
                      // card definition (its place in `cards`, Index::definitions)
  int zone = -1;      // zone index, for Kind::zone; the power's index on its card, for Kind::power
  std::string text;   // text, type name
  std::vector<Value> items;  // list

  static Value integer(long n) { return {Kind::integer, n}; }
  static Value boolean(bool b) { return {Kind::boolean, b ? 1 : 0}; }
  static Value player(int seat) { return {Kind::player, seat}; }
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
  static Value text_value(std::string s) {
    Value v{Kind::text};
    v.text = std::move(s);
    return v;
  }
  static Value type_value(std::string s) {
    Value v{Kind::type};
    v.text = std::move(s);
    return v;
  }

  bool operator==(const Value&) const = default;
};

const char* kind_name(Value::Kind k);

}  // namespace canbeat::interp
