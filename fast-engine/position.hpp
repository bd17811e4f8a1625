// A staged position (seam/engine.hpp Engine::stage) read for a fast engine:
// its observation fields sorted into turn, phase, game and seat numbers, and
// the cards of each seat's zones by name. Each engine then puts them into
// its own state.
#pragma once

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
  std::vector<std::map<std::string, std::vector<std::string>>> zones;  // per seat: SEAT.ZONE's card names
};

// Throws std::invalid_argument naming the field that is not a number, a seat
// or a zone of `zones` (card marks are refused: these engines' cards carry none).
Position read_position(const Observation& position, const std::vector<std::string>& seats,
                       const std::vector<std::string>& zones);

}  // namespace canbeat::fast
