// Staging (seam/engine.hpp Engine::stage, docs/scenarios.md "Staging a
// position"): every var at its initial value (0 in corps.rules), each card
// the position names placed in the order listed with its marks (a copy from
// the seat's own deck first; on the table, the first copy left), every
// other card in its seat's supply in deck order, the doors' vars, then the
// named phase from its beginning in turn `turn` (setup does not run).
#include <algorithm>

#include "fast-engine/corps/engine.hpp"
#include "fast-engine/position.hpp"

namespace canbeat::fast::corps {

namespace {
constexpr const char* kPhases[] = {"marines", "aliens", "finish"};
}  // namespace

std::string Engine::stage(const Observation& position) {
  std::fill(std::begin(shown_), std::end(shown_), 0u);  // a position says nothing of looks
  // `door.NAME.shut`: read here; the rest by fast::read_position.
  Observation rest;
  std::vector<std::pair<int, int>> doors;
  for (const Field& f : position.fields) {
    if (f.path.rfind("door.", 0) != 0) {
      rest.add(f.path, f.value);
      continue;
    }
    int d = 0;
    while (d < g().doors() && f.path != "door." + g().door_name(d) + ".shut") ++d;
    if (d == g().doors()) return f.path + ": not a door variable";
    try {
      doors.push_back({d, int(staged_number(f))});
    } catch (const std::invalid_argument& e) {
      return e.what();
    }
  }
  rest.sort();
  Position p;
  auto is_name = [this](std::string_view name) {
    return std::any_of(d_->deck.begin(), d_->deck.end(), [&](const Card& c) { return c.name == name; });
  };
  std::vector<std::string> seat_zones, table_zones;
  for (int z = 0; z < kZones; ++z) (table_zone(z) ? table_zones : seat_zones).push_back(kZoneNames[z]);
  if (std::string why = read_position(rest, d_->seats, seat_zones, p, is_name, table_zones); !why.empty()) return why;
  // corps.rules' per_player vars (hive.rules).
  std::fill(std::begin(hive_), std::end(hive_), 0);
  std::fill(std::begin(willpower_), std::end(willpower_), 0);
  std::fill(std::begin(reacted_), std::end(reacted_), 0);
  for (int s = 0; s < nplayers(); ++s)
    for (const auto& [var, v] : p.numbers[s]) {
      if (var == "hive") hive_[s] = int(v);
      else if (var == "willpower") willpower_[s] = int(v);
      else if (var == "reacted") reacted_[s] = int(v);
      else return d_->seats[s] + "." + var + ": no such variable";
    }
  int phase = int(std::find(std::begin(kPhases), std::end(kPhases), p.phase) - std::begin(kPhases));
  if (phase == 3) return "phase = " + p.phase + ": not a phase of the turn";
  // Everything back to its initial value.
  for (auto& seat : z_)
    for (Pile& pl : seat) pl.n = 0;
  for (int i = 0; i < ncards_; ++i) {
    reset(i);
    for (int& t : power_turn_[i]) t = 0;
  }
  gv_ = Vars{};
  std::fill(shut_.begin(), shut_.end(), 0);
  std::fill(std::begin(eliminated_), std::end(eliminated_), false);
  outcome_ = {};
  turn_ = int(p.turn);
  for (const auto& [var, v] : p.game) {
    const std::string& name = var;  // a structured binding: clang 14 cannot capture it
    auto at = std::find_if(std::begin(kGameVars), std::end(kGameVars), [&](const auto& g) { return name == g.first; });
    if (at == std::end(kGameVars)) return "game." + name + ": not a variable of the game";
    gv_.*(at->second) = int(v);
  }
  for (auto [d, v] : doors) shut_[d] = v;
  std::vector<bool> placed(std::size_t(ncards_), false);
  for (const Position::Zone& z : p.zones) {
    int zone = int(std::find(std::begin(kZoneNames), std::end(kZoneNames), z.zone) - std::begin(kZoneNames));
    for (const std::string& text : z.cards)
      if (std::string why = place_staged(z.seat, zone, text, placed); !why.empty())
        return (z.seat == Position::kTable ? std::string("table") : d_->seats[z.seat]) + "." + z.zone + ": " + why;
  }
  for (int i = 0; i < ncards_; ++i)
    if (!placed[i]) {
      Pile& pl = z_[card(i).seat][supply];
      pl.c[pl.n++] = std::uint8_t(i);
      seat_[i] = std::uint8_t(card(i).seat);
      zone_[i] = supply;
    }
  if (std::string why = staged_overlays(); !why.empty()) return why;
  staged_ = std::make_shared<const Observation>(position);
  root_ = play_from(phase);
  run(root_.handle());
  return "";
}

// A character in the power loader reads its overlay from the card its
// `loader` names (overlay()), where loader.rules reads it from the card of
// that serial in `table.cab`: a position that names no card in the cab is
// one this engine does not play.
std::string Engine::staged_overlays() const {
  for (int i = 0; i < ncards_; ++i) {
    const int o = v_[i][loader] - 1;
    if (v_[i][loader] != 0 && (o < 0 || o >= ncards_ || zone_[o] != cab))
      return "'" + card(i).name + "': loader = " + std::to_string(v_[i][loader]) +
             " names no card in table.cab (this engine reads the overlay only from there)";
  }
  return "";
}

std::string Engine::place_staged(int seat, int zone, const std::string& text, std::vector<bool>& placed) {
  CardText c;
  try {
    c = canbeat::fast::card_text(text);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  if (!c.refs.empty()) return "'" + text + "': a mark naming a card (VAR=CARD): this engine stages none";
  int i = -1;
  for (int pass = 0; pass < 2 && i < 0; ++pass)
    for (int j = 0; j < ncards_ && i < 0; ++j)
      if (!placed[j] && card(j).name == c.name && (pass == 1 || card(j).seat == seat)) i = j;
  if (i < 0) return "no copy of '" + c.name + "' is left to place";
  placed[i] = true;
  if (seat == Position::kTable) seat = 0;  // the table's zones lie in row 0
  Pile& pl = z_[seat][zone];
  pl.c[pl.n++] = std::uint8_t(i);
  seat_[i] = std::uint8_t(seat);
  zone_[i] = std::uint8_t(zone);
  for (const auto& [mark, v] : c.marks) {
    const std::string& m = mark;
    auto at = std::find_if(std::begin(kVarNames), std::end(kVarNames), [&](const char* x) { return m == x; });
    if (at == std::end(kVarNames)) return "'" + text + "': a mark that is not a per_card var";
    v_[i][at - std::begin(kVarNames)] = int(v);
  }
  if (c.used >> card(i).powers.size()) return "'" + text + "': no such power to have used";
  for (std::size_t k = 0; k < card(i).powers.size(); ++k)
    if (c.used >> k & 1u) power_turn_[i][k] = turn_;
  return "";
}

}  // namespace canbeat::fast::corps
