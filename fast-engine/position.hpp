// A staged position (seam/engine.hpp Engine::stage) read for a fast engine:
// its observation fields sorted into turn, phase, game and seat numbers, and
// the cards of each seat's zones by name. Each engine then puts them into
// its own state.
#pragma once

#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "seam/observation.hpp"

namespace canbeat::fast {

struct Position {
  long turn = 1;
  std::string phase;  // never "": a position that names none is refused
  std::map<std::string, long> game;                     // game.VAR
  std::vector<std::map<std::string, long>> numbers;     // per seat: SEAT.VAR
  // SEAT.ZONE's card texts, in the position's path order (the order the
  // interpreter places them in: a card named in two zones goes to the first);
  // table.ZONE's, a zone every seat shares (docs/dsl.md), with seat kTable.
  static constexpr int kTable = -1;
  struct Zone {
    int seat;
    std::string zone;
    std::vector<std::string> cards;
  };
  std::vector<Zone> zones;
};

// A card text of a zone, "Newt {wounds=1, used 0}": its name, its marks as
// VAR -> value, and the bits of the powers it used this turn ("used I").
// `refs`: the marks naming a card, VAR -> its name ("Collar {on=Pup}"),
// which stage the serial of the one copy of it the position
// places (docs/scenarios.md).
struct CardText {
  std::string name;
  std::map<std::string, long> marks;
  unsigned used = 0;
  std::map<std::string, std::string> refs;
};
// Throws std::invalid_argument for a mark that is none of VAR=NUMBER,
// VAR=CARD and "used I", or whose number lies beyond kStagedMin..kStagedMax.
CardText card_text(const std::string& text);

// A staged field's number: all of its text a decimal long within
// kStagedMin..kStagedMax; throws std::invalid_argument naming the field
// otherwise. Every number a fast engine stages is read by it.
long staged_number(const Field& f);

// Puts a staged number into a fast engine's field: "" when `v` lies in
// [lo, hi] (by default the field type's own range), else why not, naming
// `what` ("game.active", "'Newt {x=300}': x"). The reference keeps every
// number in 64 bits; a value an engine's narrower field cannot hold, or a
// seat number a table lacks, is refused rather than wrapped into another value.
std::string out_of_range(std::string_view what, long v, long lo, long hi);
// The numbers a fast engine stages: each keeps its numbers in int (or
// narrower), and a staged value must leave room for the rules' arithmetic
// on it (a counter incremented, totals added) without overflowing where
// the reference, in 64 bits, would not.
inline constexpr long kStagedMin = -1000000000, kStagedMax = 1000000000;
template <class T>
std::string put_staged(T& field, long v, std::string_view what, long lo = long(std::numeric_limits<T>::min()),
                       long hi = long(std::numeric_limits<T>::max())) {
  static_assert(sizeof(T) < sizeof(long), "a staged number is read as a long");
  if (v < lo || v > hi) return out_of_range(what, v, lo, hi);
  field = static_cast<T>(v);
  return "";
}

// Fills `out`; returns "" or why the position cannot be read (the field
// that is not a number, a seat or a zone of `zones`, a number no fast engine
// stages: beyond kStagedMin..kStagedMax, a field given twice), which a fast engine's
// stage() returns as it is. `is_name` tells card names that hold ", "
// ("Short, Controlled Bursts") from two cards; by default every piece is a name.
// `table_zones`: the zones every seat shares, staged as `table.ZONE` (a game
// without them passes none: `table.` is then no seat, refused).
std::string read_position(const Observation& position, const std::vector<std::string>& seats,
                          const std::vector<std::string>& zones, Position& out,
                          const std::function<bool(std::string_view)>& is_name = {},
                          const std::vector<std::string>& table_zones = {});

}  // namespace canbeat::fast
