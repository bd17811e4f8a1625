#include "fast-engine/position.hpp"

#include <algorithm>
#include <fmt/format.h>

#include <charconv>
#include <limits>
#include <set>
#include <stdexcept>

namespace canbeat::fast {

// A number every fast engine can stage (kStagedMin..kStagedMax).
long staged_number(const Field& f) {
  long n = 0;
  auto [end, ec] = std::from_chars(f.value.data(), f.value.data() + f.value.size(), n);
  if (ec != std::errc() || end != f.value.data() + f.value.size() || f.value.empty())
    throw std::invalid_argument(f.path + " = " + f.value + ": expected a number");
  if (n < kStagedMin || n > kStagedMax) throw std::invalid_argument(out_of_range(f.path, n, kStagedMin, kStagedMax));
  return n;
}

namespace {

// "[A, B {x=1}]" as card texts.
std::vector<std::string> names_of(const Field& f, const std::function<bool(std::string_view)>& is_name) {
  auto cards = zone_cards(f.value, is_name ? is_name : [](std::string_view) { return true; });
  if (!cards) throw std::invalid_argument(f.path + ": expected a zone: [Card, Card, ...]");
  return *cards;
}

}  // namespace

std::string out_of_range(std::string_view what, long v, long lo, long hi) {
  return fmt::format("{} = {}: out of the range the fast engine holds ({}..{})", what, v, lo, hi);
}

CardText card_text(const std::string& text) {
  std::size_t brace = text.find(" {");
  CardText c{text.substr(0, brace), {}, 0};
  if (brace == std::string::npos) return c;
  if (text.back() != '}') throw std::invalid_argument("'" + text + "': expected marks in {...}");
  std::string marks = text.substr(brace + 2, text.size() - brace - 3);
  for (std::size_t at = 0; at <= marks.size();) {
    std::size_t comma = std::min(marks.find(", ", at), marks.size());
    std::string mark = marks.substr(at, comma - at);
    at = comma + 2;
    std::size_t eq = mark.find('=');
    bool used = mark.rfind("used ", 0) == 0;
    std::string digits = used ? mark.substr(5) : eq == std::string::npos ? "" : mark.substr(eq + 1);
    long n = 0;
    auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
    bool is_number = !digits.empty() && ec == std::errc() && end == digits.data() + digits.size();
    if (!used && !digits.empty() && !is_number) {  // VAR=CARD: a card by name
      c.refs[mark.substr(0, eq)] = digits;
      continue;
    }
    if (!is_number || (used && (n < 0 || n > 15)))
      throw std::invalid_argument("'" + text + "': expected VAR=NUMBER, VAR=CARD or 'used I' marks");
    if (!used && (n < kStagedMin || n > kStagedMax))
      throw std::invalid_argument(out_of_range("'" + text + "': " + mark.substr(0, eq), n, kStagedMin, kStagedMax));
    if (used) c.used |= 1u << n;
    else c.marks[mark.substr(0, eq)] = n;
  }
  return c;
}

namespace {

// The fields sorted; throws std::invalid_argument naming a bad one.
Position read_fields(const Observation& position, const std::vector<std::string>& seats,
                     const std::vector<std::string>& zones, const std::function<bool(std::string_view)>& is_name,
                     const std::vector<std::string>& table_zones) {
  Position p;
  p.numbers.resize(seats.size());
  std::set<std::string_view> seen;
  for (const Field& f : position.fields) {
    // Which of two values would be meant is anyone's guess: neither is staged.
    if (!seen.insert(f.path).second) throw std::invalid_argument(f.path + ": given twice");
    if (f.path == "outcome" || f.path == "pending") continue;  // what staging leads to
    if (f.path == "turn") {
      p.turn = staged_number(f);
      if (p.turn < 1) throw std::invalid_argument("turn = " + f.value + ": expected a turn number of at least 1");
      continue;
    }
    if (f.path == "phase") {
      // An empty phase would read as none given (the staging engine's own).
      if (f.value.empty()) throw std::invalid_argument("phase = : expected the name of a phase");
      p.phase = f.value;
      continue;
    }
    std::size_t dot = f.path.find('.');
    std::string owner = f.path.substr(0, dot), name = dot == std::string::npos ? "" : f.path.substr(dot + 1);
    if (owner == "game") {
      p.game[name] = staged_number(f);
      continue;
    }
    if (owner == "table" && !table_zones.empty()) {
      if (std::find(table_zones.begin(), table_zones.end(), name) == table_zones.end())
        throw std::invalid_argument(f.path + ": not a zone of the table");
      p.zones.push_back({Position::kTable, name, names_of(f, is_name)});
      continue;
    }
    auto seat = std::find(seats.begin(), seats.end(), owner);
    if (seat == seats.end()) throw std::invalid_argument(f.path + ": no seat '" + owner + "'");
    auto s = static_cast<std::size_t>(seat - seats.begin());
    if (std::find(zones.begin(), zones.end(), name) != zones.end()) p.zones.push_back({int(s), name, names_of(f, is_name)});
    else p.numbers[s][name] = staged_number(f);
  }
  // The reference starts a staged turn at the phase named, and at none
  // without one (interpreter/stage.cpp): neither does a fast engine.
  if (p.phase.empty()) throw std::invalid_argument("the position names no phase of the turn (phase = NAME)");
  return p;
}

}  // namespace

std::string read_position(const Observation& position, const std::vector<std::string>& seats,
                          const std::vector<std::string>& zones, Position& out,
                          const std::function<bool(std::string_view)>& is_name,
                          const std::vector<std::string>& table_zones) {
  try {
    out = read_fields(position, seats, zones, is_name, table_zones);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "";
}

}  // namespace canbeat::fast
