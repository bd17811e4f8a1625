#include "fast-engine/position.hpp"

#include <algorithm>
#include <charconv>
#include <stdexcept>

namespace canbeat::fast {

namespace {

long number_of(const Field& f) {
  long n = 0;
  auto [end, ec] = std::from_chars(f.value.data(), f.value.data() + f.value.size(), n);
  if (ec != std::errc() || end != f.value.data() + f.value.size() || f.value.empty())
    throw std::invalid_argument(f.path + " = " + f.value + ": expected a number");
  return n;
}

// "[A, B, B]" as names. Names of these games hold no ", " and no marks.
std::vector<std::string> names_of(const Field& f) {
  auto cards = zone_cards(f.value, [](std::string_view) { return true; });
  if (!cards) throw std::invalid_argument(f.path + ": expected a zone: [Card, Card, ...]");
  for (const std::string& c : *cards)
    if (c.find(" {") != std::string::npos) throw std::invalid_argument(f.path + ": '" + c + "': no marks here");
  return *cards;
}

}  // namespace

Position read_position(const Observation& position, const std::vector<std::string>& seats,
                       const std::vector<std::string>& zones) {
  Position p;
  p.numbers.resize(seats.size());
  p.zones.resize(seats.size());
  for (const Field& f : position.fields) {
    if (f.path == "outcome" || f.path == "pending") continue;  // what staging leads to
    if (f.path == "turn") {
      p.turn = number_of(f);
      if (p.turn < 1) throw std::invalid_argument("turn = " + f.value + ": expected a turn number of at least 1");
      continue;
    }
    if (f.path == "phase") {
      p.phase = f.value;
      continue;
    }
    std::size_t dot = f.path.find('.');
    std::string owner = f.path.substr(0, dot), name = dot == std::string::npos ? "" : f.path.substr(dot + 1);
    if (owner == "game") {
      p.game[name] = number_of(f);
      continue;
    }
    auto seat = std::find(seats.begin(), seats.end(), owner);
    if (seat == seats.end()) throw std::invalid_argument(f.path + ": no seat '" + owner + "'");
    auto s = static_cast<std::size_t>(seat - seats.begin());
    if (std::find(zones.begin(), zones.end(), name) != zones.end()) p.zones[s][name] = names_of(f);
    else p.numbers[s][name] = number_of(f);
  }
  return p;
}

}  // namespace canbeat::fast
