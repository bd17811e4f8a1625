// The canonical observation of a game state, as both engines report it, and
// the field-by-field diff the lockstep runner prints.
//
// Field contract (every engine of a game emits exactly these paths, sorted by
// path in byte order; values are canonical text):
//   outcome            outcome_text(): ongoing | win SEAT | tie | undecided ID | lose all
//   eliminated         the seats out of the game (`eliminate p;`), in seat
//                      order: [SEAT, SEAT]; absent while no seat is
//   door.NAME.VAR      each `per_door` var of each door of the game's board,
//                      as an integer (docs/dsl.md "Board")
//   pending            pending_text(): player SEAT [secret] | chance SEAT | none
//   phase              name of the phase (or step) being played
//   turn               turn number, 1 for the first turn
//   game.VAR           each game-level `var` of the DSL: an integer, or for
//                      a var of a kind true/false, a seat, a card, none
//   SEAT.VAR           each `per_player` var, per seat
//   SEAT.ZONE          each `per_player` zone: [Card A, Card B]; unordered
//                      zones are sorted by card text (byte order), ordered
//                      zones are listed in order, the first card first (the
//                      bottom: a plain move puts a card last, on top,
//                      docs/dsl.md "Moves"); [] when empty. A card's
//                      text is its name, followed by its `per_card` vars
//                      that differ from their initial value, in declaration
//                      order: "Hound {wounds=1, exhausted=1}"
//   table.ZONE         each table zone (not `per_player`, shared by every
//                      seat), as a seat's zone is shown
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace canbeat {

struct Field {
  std::string path;
  std::string value;
  bool operator==(const Field&) const = default;
};

struct Observation {
  std::vector<Field> fields;  // sorted by path, paths unique

  bool operator==(const Observation&) const = default;

  // Adds a field; call sort() once after the last add.
  void add(std::string path, std::string value);
  void sort();
  const std::string* find(std::string_view path) const;

  // "path = value" lines; parse() reads them back (throws std::runtime_error
  // with the line number on malformed text).
  std::string serialize() const;
  static Observation parse(std::string_view text);
};

// One differing field: reference value, fast value ("<absent>" if missing).
struct FieldDiff {
  std::string path;
  std::string reference;
  std::string fast;
  bool operator==(const FieldDiff&) const = default;
};

std::vector<FieldDiff> diff(const Observation& reference, const Observation& fast);

// "[A, B, C]" from names already in the order to show.
std::string zone_text(const std::vector<std::string_view>& names);

// The reverse: a zone's value, "[A, B {wounds=1}]", as its cards' texts
// ("A", "B {wounds=1}"); nullopt when the value is not a zone. A card's name
// may hold ", " itself ("Short, Controlled Bursts"): pieces are joined until
// `is_name` accepts the name before the marks.
std::optional<std::vector<std::string>> zone_cards(std::string_view value,
                                                   const std::function<bool(std::string_view)>& is_name);

}  // namespace canbeat
