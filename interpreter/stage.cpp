// Staging a declared position (seam/engine.hpp Engine::stage; the scenario
// files' `position` block, docs/scenarios.md): the cards as dealt, placed in
// the zones the position names with the marks it shows, the variables it
// sets, then its phase run from its beginning. Everything a position can say
// is an observation field, so staging the observation of a turn's start
// reproduces that turn (tests/interpreter/staging_test.cpp).
#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <set>

#include "interpreter/interpreter.hpp"

namespace canbeat::interp {

namespace {

// "Pup {marked=1, used 0}" -> name and marks.
struct CardText {
  std::string name;
  std::vector<std::string> marks;
};

CardText card_text_of(const std::string& text) {
  std::size_t brace = text.find(" {");
  CardText card{text.substr(0, brace), {}};
  if (brace == std::string::npos || text.back() != '}') return card;
  std::string marks = text.substr(brace + 2, text.size() - brace - 3);
  for (std::size_t at = 0; at <= marks.size();) {
    std::size_t comma = std::min(marks.find(", ", at), marks.size());
    card.marks.push_back(marks.substr(at, comma - at));
    at = comma + 2;
  }
  return card;
}

std::optional<long> number(const std::string& s) {
  long n = 0;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
  if (ec != std::errc() || end != s.data() + s.size() || s.empty()) return std::nullopt;
  return n;
}

// A mark "NAME=N" whose NAME is no per_card var picks the copy instead:
// one whose card prints NAME as N (`Pup {level=2}`: its Level 2
// version). Among those, a copy not placed yet, the seat's own first.
int pick_copy(const std::vector<CardInstance>& cards, Names& names, const CardText& text, int seat,
              const std::vector<bool>& placed) {
  auto prints = [&](const CardInstance& c) {
    for (const std::string& mark : text.marks) {
      std::size_t eq = mark.find('=');
      if (eq == std::string::npos || names.info(mark.substr(0, eq)).card_var >= 0) continue;
      std::optional<long> want = number(mark.substr(eq + 1));
      if (!want || names.number(names.id(mark.substr(0, eq)), names.definition_slot(c.def)) != want) return false;
    }
    return true;
  };
  for (int pass = 0; pass < 2; ++pass)
    for (std::size_t i = 0; i < cards.size(); ++i)
      if (!placed[i] && cards[i].def->name == text.name && (pass == 1 || cards[i].owner == seat) && prints(cards[i]))
        return static_cast<int>(i);
  return -1;
}

}  // namespace

std::string Reference::stage(const Observation& position) {
  state_ = *dealt_;
  ++revision_;
  frames_.clear();
  scopes_.clear();
  locals_.clear();
  pending_ = {};
  options_.clear();
  triggered_.clear();
  events_.clear();
  candidates_.clear();
  std::size_t phase = turn_decl_->phases.size();
  if (std::string why = place(position, phase); !why.empty()) return why;
  if (phase == turn_decl_->phases.size()) return "the position names no phase of the turn (phase = NAME)";
  Frame turn;
  turn.kind = Frame::Kind::turn;
  turn.pc = phase;
  push_frame(std::move(turn));
  run();
  return "";
}

// The fields of the position, each where it belongs; `phase` gets the index
// of the phase to start.
std::string Reference::place(const Observation& position, std::size_t& phase) {
  std::vector<bool> placed(state_.cards.size(), false);
  std::vector<StagedRef> refs;
  auto place_cards = [&](int seat, int zone, const Field& f) {
    std::size_t before = refs.size();
    std::string why = place_zone(seat, zone, f.value, placed, refs);
    for (std::size_t k = before; k < refs.size(); ++k) refs[k].path = f.path;
    return why;
  };
  for (auto& seat : state_.zones)
    for (auto& z : seat) z.clear();
  for (CardInstance& c : state_.cards) c.shown = 0;  // a position says nothing of looks
  // The turn first: a card's "used N" mark means used in this turn. A
  // position that names none is in turn 1 (docs/scenarios.md), as the
  // fast engines stage it (the dealt state is before turn 1).
  state_.turn = 1;
  if (const std::string* turn = position.find("turn")) {
    std::optional<long> t = number(*turn);
    if (!t || *t < 1) return "turn = " + *turn + ": expected a turn number of at least 1";
    state_.turn = *t;
  }
  for (const Field& f : position.fields) {
    // What staging leads to, not what it sets.
    if (f.path == "outcome" || f.path == "pending" || f.path == "turn") continue;
    if (f.path == "phase") {
      auto it = std::find(turn_decl_->phases.begin(), turn_decl_->phases.end(), f.value);
      if (it == turn_decl_->phases.end()) return "phase = " + f.value + ": not a phase of the turn";
      phase = static_cast<std::size_t>(it - turn_decl_->phases.begin());
      continue;
    }
    if (f.path == "eliminated") {
      if (std::string why = place_eliminated(f.value); !why.empty()) return f.path + " = " + f.value + ": " + why;
      continue;
    }
    std::size_t dot = f.path.find('.');
    std::string owner = f.path.substr(0, dot), name = dot == std::string::npos ? "" : f.path.substr(dot + 1);
    if (owner == "game") {
      auto slot = static_cast<std::size_t>(names_->info(name).game_var);
      std::optional<long> v = slot < state_.game_vars.size() ? game_var_from(slot, f.value) : std::nullopt;
      if (!v) return f.path + " = " + f.value + ": not a game variable and a value of its kind";
      state_.game_vars[slot] = *v;
      continue;
    }
    if (owner == "door" && !state_.door_vars.empty()) {
      if (std::string why = place_door_var(name, f.value); !why.empty()) return f.path + " = " + f.value + ": " + why;
      continue;
    }
    if (owner == "table") {
      int z = zone_index(name);
      if (z < 0 || !state_.zone_decls[static_cast<std::size_t>(z)].table) return f.path + ": no table zone '" + name + "'";
      if (std::string why = place_cards(state_.table_row(), z, f); !why.empty()) return f.path + ": " + why;
      continue;
    }
    auto seat = std::find(state_.seats.begin(), state_.seats.end(), owner);
    if (seat == state_.seats.end()) return f.path + ": no seat '" + owner + "'";
    int s = static_cast<int>(seat - state_.seats.begin());
    if (auto slot = static_cast<std::size_t>(names_->info(name).player_var); slot < state_.player_vars[s].size()) {
      std::optional<long> v = number(f.value);
      if (!v) return f.path + " = " + f.value + ": expected a number";
      state_.player_vars[s][slot] = *v;
      continue;
    }
    int z = zone_index(name);
    if (z < 0 || state_.zone_decls[static_cast<std::size_t>(z)].table)
      return f.path + ": no variable or zone '" + name + "' of a player";
    if (std::string why = place_cards(s, z, f); !why.empty()) return f.path + ": " + why;
  }
  if (std::string why = resolve_refs(refs, placed); !why.empty()) return why;
  // Every card the position does not place: in its owner's start zone, as dealt.
  for (std::size_t i = 0; i < state_.cards.size(); ++i) {
    const CardInstance& dealt = dealt_->cards[i];
    if (placed[i]) continue;
    state_.cards[i].seat = dealt.seat;
    state_.cards[i].zone = dealt.zone;
    state_.zones[dealt.seat][dealt.zone].push_back(static_cast<int>(i));
  }
  return "";
}

// `door.NAME.VAR = N`: a door's `per_door` variable.
std::string Reference::place_door_var(const std::string& path, const std::string& value) {
  std::size_t dot = path.find('.');
  if (!board_) return "not a door variable and a number";
  const auto& doors = board_->doors;
  for (std::size_t d = 0; d < doors.size(); ++d) {
    if (dot == std::string::npos || doors[d].name != path.substr(0, dot)) continue;
    auto var = state_.door_vars[d].find(path.substr(dot + 1));
    std::optional<long> v = number(value);
    if (var == state_.door_vars[d].end() || !v) return "not a door variable and a number";
    var->second = *v;
    return "";
  }
  return "no door '" + path.substr(0, dot) + "' on the board";
}

// `eliminated = [north, south]`: the seats out of the game (outcomes.cpp).
std::string Reference::place_eliminated(const std::string& value) {
  auto is_seat = [this](std::string_view n) {
    return std::find(state_.seats.begin(), state_.seats.end(), n) != state_.seats.end();
  };
  auto seats = zone_cards(value, is_seat);
  if (!seats) return "expected the seats out: [SEAT, SEAT]";
  for (const std::string& name : *seats) {
    auto seat = std::find(state_.seats.begin(), state_.seats.end(), name);
    if (seat == state_.seats.end()) return "no seat '" + name + "'";
    state_.eliminated[static_cast<std::size_t>(seat - state_.seats.begin())] = true;
  }
  return "";
}

std::string Reference::place_zone(int seat, int zone, const std::string& value, std::vector<bool>& placed,
                                  std::vector<StagedRef>& refs) {
  std::set<std::string, std::less<>> names;
  for (const CardInstance& c : state_.cards) names.insert(c.def->name);
  auto cards = zone_cards(value, [&names](std::string_view n) { return names.count(n) > 0; });
  if (!cards) return "expected a zone: [Card, Card {mark=1}, ...]";
  for (const std::string& card : *cards) {
    CardText text = card_text_of(card);
    int found = pick_copy(state_.cards, *names_, text, seat, placed);
    if (found < 0)
      return fmt::format("no copy of '{}' is left to place (the decks hold no more{})", card,
                         text.marks.empty() ? "" : " that print those stats");
    CardInstance& c = state_.cards[found];
    for (const std::string& mark : text.marks) {
      std::size_t eq = mark.find('=');
      if (mark.rfind("used ", 0) == 0) {
        std::optional<long> i = number(mark.substr(5));
        if (!i || *i < 0 || *i >= static_cast<long>(powers_of(*c.def).size()))
          return fmt::format("'{}': no power {} on {}", mark, mark.substr(5), text.name);
        auto at = static_cast<std::size_t>(*i);
        if (c.power_used.size() <= at) c.power_used.resize(at + 1, 0);
        c.power_used[at] = state_.turn;  // used this turn
        continue;
      }
      std::optional<long> v = eq == std::string::npos ? std::nullopt : number(mark.substr(eq + 1));
      int slot = eq == std::string::npos ? -1 : names_->info(mark.substr(0, eq)).card_var;
      if (!v && slot >= 0 && static_cast<std::size_t>(slot) < c.vars.size()) {
        refs.push_back({found, static_cast<std::size_t>(slot), mark.substr(eq + 1), card});
        continue;
      }
      if (!v)
        return fmt::format("'{}': expected VAR=NUMBER or VAR=CARD (a per_card var, or a printed stat picking the copy)",
                           mark);
      if (slot < 0) continue;  // a printed stat: it picked the copy
      if (static_cast<std::size_t>(slot) >= c.vars.size()) return fmt::format("'{}': no such per_card var", mark);
      c.vars[static_cast<std::size_t>(slot)] = *v;
    }
    placed[static_cast<std::size_t>(found)] = true;
    c.seat = seat;
    c.zone = zone;
    state_.zones[seat][zone].push_back(found);
  }
  return "";
}

// A mark naming a card (`Collar {on=Pup}`) sets the var to
// that card's serial: the one copy of it the position places
// (docs/scenarios.md), which the zone texts would otherwise show only as a
// number.
std::string Reference::resolve_refs(const std::vector<StagedRef>& refs, const std::vector<bool>& placed) {
  for (const StagedRef& r : refs) {
    int found = -1, copies = 0;
    for (std::size_t i = 0; i < state_.cards.size(); ++i)
      if (placed[i] && state_.cards[i].def->name == r.name) found = static_cast<int>(i), ++copies;
    if (copies != 1)
      return fmt::format("{}: '{}': {} '{}'", r.path, r.text,
                         copies ? "the position places several copies of" : "the position places no card named", r.name);
    state_.cards[static_cast<std::size_t>(r.card)].vars[r.slot] = found + 1;
  }
  return "";
}

std::string Reference::card_value(const std::string& name, const std::string& member, const std::string& where) {
  int start = zone_index(game_->list_property("start_zone").at(0));
  int seat = -1, zone = -1;
  if (!where.empty()) {
    std::size_t dot = where.find('.');
    std::string owner = where.substr(0, dot);
    auto it = std::find(state_.seats.begin(), state_.seats.end(), owner);
    zone = dot == std::string::npos ? -1 : zone_index(where.substr(dot + 1));
    bool table = owner == "table";
    if ((it == state_.seats.end() && !table) || zone < 0 ||
        state_.zone_decls[static_cast<std::size_t>(zone)].table != table)
      return "error: '" + where + "' is not a zone of a seat or the table (SEAT.ZONE, table.ZONE)";
    seat = table ? state_.table_row() : static_cast<int>(it - state_.seats.begin());
  }
  std::vector<int> copies, all;
  for (std::size_t i = 0; i < state_.cards.size(); ++i) {
    const CardInstance& c = state_.cards[i];
    if (c.def->name != name) continue;
    all.push_back(static_cast<int>(i));
    if (where.empty() ? c.zone != start : c.seat == seat && c.zone == zone) copies.push_back(static_cast<int>(i));
  }
  if (copies.empty() && where.empty()) copies = all;
  if (copies.empty()) return "error: no card named '" + name + "'" + (where.empty() ? "" : " in " + where);
  std::string first, each;
  for (int c : copies) {
    std::string text;
    try {
      Value v = eval_member(Value::card(c), names_->id(member), ast::Pos{});
      text = v.kind == Value::Kind::integer ? std::to_string(v.num)
             : v.kind == Value::Kind::boolean ? (v.num ? "true" : "false")
             : v.kind == Value::Kind::text || v.kind == Value::Kind::type ? v.text()
             : key_of(v);
    } catch (const std::exception& e) {
      return std::string("error: ") + e.what();
    }
    each += fmt::format("{}{}#{} {}", each.empty() ? "" : ", ", name, c + 1, text);
    if (first.empty()) first = text;
    else if (text != first) return "error: its copies differ: " + each;
  }
  return first;
}

// The reverse, for a staged position; nullopt when `text` is no value of
// the var's kind.
std::optional<long> Reference::game_var_from(std::size_t slot, const std::string& text) const {
  Names::VarKind k = names_->game_var_kinds[slot];
  if (k == Names::VarKind::integer) return number(text);
  if (k == Names::VarKind::boolean) {
    if (text == "true" || text == "false") return text == "true" ? 1 : 0;
    return std::nullopt;
  }
  if (text == "none") return -1;
  if (k == Names::VarKind::player) {
    for (std::size_t s = 0; s < state_.seats.size(); ++s)
      if (state_.seats[s] == text) return static_cast<long>(s);
    return std::nullopt;
  }
  for (std::size_t c = 0; c < state_.cards.size(); ++c)
    if (key_of(Value::card(static_cast<int>(c))) == text) return static_cast<long>(c);
  return std::nullopt;
}

}  // namespace canbeat::interp
