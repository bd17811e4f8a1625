// A staged position (seam/engine.hpp Engine::stage) read for a fast engine:
// its observation fields sorted into turn, phase, game and seat numbers, and
// the cards of each seat's zones by name. Each engine then puts them into
// its own state.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "seam/observation.hpp"

namespace canbeat::fast {

struct Position {
  long turn = 1;
  std::string phase;  // "" when the position names none
  std::map<std::string, long> game;                     // game.VAR
  std::vector<std::map<std::string, long>> numbers;     // per seat: SEAT.VAR
  // SEAT.ZONE's card texts, in the position's path order (the order the
  // interpreter places them in: a card named in two zones goes to the first).
  struct Zone {
    int seat;
    std::string zone;
    std::vector<std::string> cards;
  };
  std::vector<Zone> zones;
};

// A card text of a zone, "Newt {wounds=1, used 0}": its name, its marks as
// VAR -> value, and the bits of the powers it used this turn ("used I").
struct CardText {
  std::string name;
  std::map<std::string, long> marks;
  unsigned used = 0;
};
// Throws std::invalid_argument for a mark that is neither VAR=NUMBER nor "used I".
CardText card_text(const std::string& text);

// Fills `out`; returns "" or why the position cannot be read (the field
// that is not a number, a seat or a zone of `zones`), which a fast engine's
// stage() returns as it is. `is_name` tells card names that hold ", "
// ("Short, Controlled Bursts") from two cards; by default every piece is a name.
std::string read_position(const Observation& position, const std::vector<std::string>& seats,
                          const std::vector<std::string>& zones, Position& out,
                          const std::function<bool(std::string_view)>& is_name = {});

}  // namespace canbeat::fast
