// The observation (harness/observation.hpp field contract) of the
// Vs. System 2PCG engine: built only when asked, never on the hot path.
#include <fmt/format.h>

#include <algorithm>
#include <deque>
#include <limits>
#include <optional>
#include <string_view>
#include <type_traits>
#include <utility>

#include "fast-engine/vs2pcg/engine.hpp"
#include "fast-engine/vs2pcg/legality.hpp"
#include "fast-engine/vs2pcg/tables.hpp"
#include "fast-engine/position.hpp"

namespace canbeat::fast::vs2pcg {

constexpr long kMaxStagedTurn = 30000;

namespace {

constexpr const char* kZoneNames[kZones] = {"deck",      "hand",      "ko_pile",
                                               "resource_row", "front_row", "back_row",
                                               "equipment", "set_aside", "removed",
                                               "facehuggers", "captives", "deck_bottom",
                                               "revealed"};
// The phase names of turn.rules; setup runs before the first phase, when the
// phase is "".
constexpr const char* kPhaseNames[] = {"",       "draw", "recovery", "resource",
                                       "recruit", "formation", "main", "end_of_turn"};

// A card's marks, as its text shows them after its name: its `per_card`
// vars that differ from their initial value (all 0), in declaration order
// (vs2pcg.rules, then the card sets' vars, kept as the difference from
// their initial value), then "used I" for each Super Power it used this
// turn (000:404), by index: " {wounds=1, used 0}", or "" when it has none.
std::string card_marks(const CardState& c, std::uint8_t used, const std::vector<CardSetVar>& set_vars,
                       const std::int32_t* set_values) {
  std::string text, sep = " {";
  each_card_var(c, [&](const char* var, const auto& v) {
    if (v == 0) return;
    text += fmt::format("{}{}={}", sep, var, v);
    sep = ", ";
  });
  for (std::size_t i = 0; i < set_vars.size(); ++i) {
    if (set_values[i] == 0) continue;
    text += fmt::format("{}{}={}", sep, set_vars[i].name, set_vars[i].init + set_values[i]);
    sep = ", ";
  }
  for (int i = 0; used >> i; ++i) {
    if (!(used >> i & 1)) continue;
    text += fmt::format("{}used {}", sep, i);
    sep = ", ";
  }
  if (sep == ", ") text += "}";
  return text;
}

}  // namespace

const std::pair<const char*, int Engine::State::*> Engine::kGameVars[17] = {
    {"first_seat", &State::first_seat}, {"active", &State::active},   {"k", &State::k},
    {"combat", &State::combat},         {"ranged_combat", &State::ranged_combat},
    {"window", &State::window},         {"passes", &State::passes}, {"mc_attacked", &State::mc_attacked},
    {"quiet", &State::quiet},           {"format", &State::format}, {"attacks", &State::attacks},
    {"paid", &State::paid},             {"amplified", &State::amplified},
    {"effect_stop", &State::effect_stop}, {"turn_side", &State::turn_side}, {"cancelled", &State::cancelled},
    {"combat_cancelled", &State::combat_cancelled}};
const std::pair<const char*, int (Engine::State::*)[Engine::kMaxSeats]> Engine::kSeatVars[5] = {
    {"rp", &State::rp}, {"turns", &State::turns}, {"out", &State::out}, {"side", &State::side}, {"lead", &State::lead}};

Observation Engine::observe() const {
  Observation o;
  o.add("outcome", outcome_text(outcome(), t_->seat_names));
  o.add("pending", pending_text(pending_, t_->seat_names));
  o.add("phase", kPhaseNames[int(s_.phase)]);
  o.add("turn", std::to_string(s_.turn));
  for (const auto& [name, field] : kGameVars) o.add(std::string("game.") + name, std::to_string(s_.*field));
  // eliminated = [P, ...] once a card's `eliminate` took a seat out.
  if (s_.eliminated) {
    std::vector<std::string> out;
    for (int s = 0; s < t_->seats; ++s)
      if (s_.eliminated >> s & 1) out.push_back(t_->seat_names[std::size_t(s)]);
    o.add("eliminated", fmt::format("[{}]", fmt::join(out, ", ")));
  }
  // Each seat's zones hold the cards it controls (controller(): in
  // 2-Headed Teammates the shared rows are the lead seat's).
  // The deck's known bottom is ordered (vs2pcg.rules): its cards in the
  // order they arrived; every other zone is unordered.
  std::vector<int> order(std::size_t(t_->cards));
  for (int c = 0; c < t_->cards; ++c) order[std::size_t(c)] = c;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return s_.arrival[a] < s_.arrival[b]; });
  // A card without marks shows as its name, read where it lies; a marked
  // card's text is kept in a deque, whose elements never move.
  std::deque<std::string> marked;
  std::vector<std::string_view> zones[kMaxSeats][kZones];
  for (int c : order) {
    std::string marks = card_marks(s_.card[c], s_.used_turn[c] == s_.turn ? s_.used_bits[c] : 0, t_->card_vars,
                                   set_vars_.data() + std::size_t(c) * t_->card_vars.size());
    zones[controller(c)][int(s_.card[c].zone)].push_back(marks.empty() ? std::string_view(t_->name[c])
                                                                       : marked.emplace_back(t_->name[c] + marks));
  }
  for (int s = 0; s < t_->seats; ++s) {
    const std::string& seat = t_->seat_names[s];
    for (const auto& [name, field] : kSeatVars) o.add(seat + "." + name, std::to_string((s_.*field)[s]));
    for (std::size_t k = 0; k < t_->seat_vars.size(); ++k)
      o.add(seat + "." + t_->seat_vars[k].name, std::to_string(seat_var(s, int(k))));
    for (int z = 0; z < kZones; ++z) {
      // An unordered zone is observed sorted by card text.
      if (Zone(z) != Zone::deck_bottom) std::sort(zones[s][z].begin(), zones[s][z].end());
      o.add(seat + "." + kZoneNames[z], fmt::format("[{}]", fmt::join(zones[s][z], ", ")));
    }
  }
  o.sort();
  return o;
}

// The inverse of observe() at the start of a turn (seam/engine.hpp
// Engine::stage): the cards as dealt, each card a position names (a copy
// its seat owns first) moved out of its owner's deck into the zone, held by
// that seat, with its marks and the powers it used this turn; the game's and
// the seats' vars it sets; then the turn's Draw Phase, as every turn starts.
std::string Engine::stage(const Observation& position) {
  Position p;
  if (std::string why = read_position(position, t_->seat_names, {kZoneNames, kZoneNames + kZones}, p); !why.empty()) return why;
  const auto* phase = std::find(std::begin(kPhaseNames) + 1, std::end(kPhaseNames), p.phase);
  if (phase == std::end(kPhaseNames)) return "phase: no phase or step '" + p.phase + "' of a turn";
  // Every var at its initial value (vs2pcg.rules: 0; setup, which numbers
  // the sides and leads, does not run), every card in its owner's deck.
  s_ = State{};
  std::fill(set_vars_.begin(), set_vars_.end(), 0);
  reset_seat_vars();
  for (int s = 0; s < t_->seats; ++s)
    s_.zone_bits[s][int(Zone::deck)] = t_->count[s] == kMaxSeatCards ? ~Bits{0} : (Bits{1} << t_->count[s]) - 1;
  // A power's turn of use is kept in 16 bits (State::used_turn): a staged
  // turn leaves room for the turns still to play.
  if (p.turn > kMaxStagedTurn) return out_of_range("turn", p.turn, 1, kMaxStagedTurn);
  s_.turn = int(p.turn);
  if (std::string why = stage_numbers(p); !why.empty()) return why;
  std::vector<bool> placed(std::size_t(t_->cards), false);
  std::vector<Naming> naming;
  for (const Position::Zone& staged : p.zones) {
    const Zone z = Zone(std::find(kZoneNames, kZoneNames + kZones, staged.zone) - kZoneNames);
    for (const std::string& text : staged.cards)
      if (std::string why = stage_card(staged.seat, z, text, placed, naming); !why.empty())
        return t_->seat_names[staged.seat] + "." + staged.zone + ": " + why;
  }
  if (std::string why = stage_refs(naming, placed); !why.empty()) return why;
  option_count_ = 0;  // the decision the constructor stopped at is gone
  pending_ = {};
  start_phase(Phase(phase - std::begin(kPhaseNames)));
  return "";
}

// A phase or step of the turn (turn.rules, build.rules, attack.rules) from
// its beginning, as staging starts it.
void Engine::start_phase(Phase phase) {
  switch (phase) {
    case Phase::setup:
    case Phase::draw: return start_turn();
    case Phase::recovery: return recovery_phase();
    case Phase::resource: return start_resource();
    case Phase::recruit: return start_recruit();
    case Phase::formation: return start_formation();
    case Phase::main: return start_main();
    case Phase::end_of_turn: return end_of_turn();
  }
}

namespace {

// The values the rules give a var (vs2pcg.rules, setup.rules): a flag is 0
// or 1, and the engine tests it as a bool; a seat, a side or a lead is a
// seat of the table; `format` 1 and 2 are four-seat formats (setup.rules).
// Any other number within the staged range.
std::pair<long, long> staged_range(const std::string& name, int seats) {
  static const char* const flags[] = {"combat",       "ranged_combat", "mc_attacked", "amplified",
                                      "effect_stop",  "cancelled",     "combat_cancelled", "out"};
  for (const char* f : flags)
    if (name == f) return {0, 1};
  if (name == "window" || name == "side" || name == "lead") return {0, seats - 1};
  if (name == "format") return {0, seats == 4 ? 2 : 0};
  return {kStagedMin, kStagedMax};
}

}  // namespace

std::string Engine::stage_numbers(const Position& p) {
  for (const auto& [var, v] : p.game) {
    const std::string& name = var;  // a structured binding: clang 14 cannot capture it
    auto at = std::find_if(std::begin(kGameVars), std::end(kGameVars), [&](const auto& g) { return name == g.first; });
    if (at == std::end(kGameVars)) return "game." + name + ": not a field of the fast engine";
    auto [lo, hi] = staged_range(name, t_->seats);
    if (std::string why = put_staged(s_.*at->second, v, "game." + name, lo, hi); !why.empty()) return why;
  }
  for (int q = 0; q < t_->seats; ++q)
    for (const auto& [name, v] : p.numbers[q]) {
      const std::string& seat_name = name;  // a structured binding: clang 14 cannot capture it
      auto own = std::find_if(std::begin(kSeatVars), std::end(kSeatVars), [&](const auto& g) { return seat_name == g.first; });
      if (own == std::end(kSeatVars)) {
        auto k = std::find_if(t_->seat_vars.begin(), t_->seat_vars.end(), [&](const CardSetVar& s) { return s.name == seat_name; });
        if (k == t_->seat_vars.end()) return t_->seat_names[q] + "." + name + ": not a field of the fast engine";
        if (std::string why = put_staged(seat_var(q, int(k - t_->seat_vars.begin())), v, t_->seat_names[q] + "." + name);
            !why.empty())
          return why;
        continue;
      }
      auto [lo, hi] = staged_range(name, t_->seats);
      if (std::string why = put_staged((s_.*own->second)[q], v, t_->seat_names[q] + "." + name, lo, hi); !why.empty())
        return why;
    }
  return "";
}

std::optional<long> Engine::Tables::printed(int c, const std::string& stat) const {
  static const char* const five[] = {"cost", "atk", "def", "health", "level"};
  const std::array<std::int16_t, kMaxCards>* values[] = {&cost, &atk, &def, &health, &level};
  for (int k = 0; k < 5; ++k)
    if (stat == five[k]) return missing[c] >> k & 1 ? std::nullopt : std::optional<long>((*values[k])[c]);
  auto k = std::size_t(std::find(stat_names.begin(), stat_names.end(), stat) - stat_names.begin());
  if (k == stat_names.size() || !printed_stat[std::size_t(c) * stat_names.size() + k]) return std::nullopt;
  return stats[std::size_t(c) * stat_names.size() + k];
}

std::string Engine::stage_card(int q, Zone z, const std::string& text, std::vector<bool>& placed,
                               std::vector<Naming>& naming) {
  CardText card;
  try {
    card = fast::card_text(text);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  auto is_card_var = [&](const std::string& mark) {
    bool known = false;
    each_card_var(s_.card[0], [&](const char* var, const auto&) { known = known || mark == var; });
    return known || std::any_of(t_->card_vars.begin(), t_->card_vars.end(), [&](const auto& v) { return v.name == mark; });
  };
  // A mark naming no per_card var picks the copy: one that prints it.
  std::vector<std::pair<std::string, long>> picks;
  for (const auto& [mark, v] : card.marks)
    if (!is_card_var(mark)) picks.emplace_back(mark, v);
  auto prints = [&](int i) {
    return std::all_of(picks.begin(), picks.end(), [&](const auto& m) { return t_->printed(i, m.first) == m.second; });
  };
  int c = -1;
  for (int pass = 0; pass < 2 && c < 0; ++pass)
    for (int i = 0; i < t_->cards && c < 0; ++i)
      if (!placed[std::size_t(i)] && t_->name[i] == card.name && (pass == 1 || t_->owner[i] == q) && prints(i)) c = i;
  if (c < 0) return "no copy of '" + text + "' is left to place";
  placed[std::size_t(c)] = true;
  move(c, z);
  if (vs2::row(z) || z == Zone::equipment) set_holder(c, q);
  std::size_t known = 0;
  for (const auto& [mark, v] : card.marks)
    if (is_card_var(mark)) {
      if (std::string why = stage_mark(c, mark, v, text); !why.empty()) return why;
      ++known;
    }
  if (known + picks.size() != card.marks.size()) return "'" + text + "': a mark that is not a per_card var";
  if (!card.refs.empty()) naming.push_back({c, t_->seat_names[std::size_t(q)] + "." + kZoneNames[int(z)], text, card.refs});
  if (card.used) {
    if (std::string late = put_staged(s_.used_turn[c], s_.turn, "turn"); !late.empty()) return late;
    s_.used_bits[c] = std::uint8_t(card.used);
  }
  return "";
}

// Card c's per_card var `var` staged at v (kept as the difference from a
// set-declared var's initial value).
std::string Engine::stage_mark(int c, const std::string& var, long v, const std::string& text) {
  std::string why;
  bool found = false;
  each_card_var(s_.card[c], [&](const char* name, auto& field) {
    if (var != name) return;
    found = true;
    why = put_staged(field, v, "'" + text + "': " + var);
  });
  if (found) return why;
  for (std::size_t i = 0; i < t_->card_vars.size(); ++i)
    if (t_->card_vars[i].name == var) {
      const long init = t_->card_vars[i].init, lo = init + std::numeric_limits<std::int32_t>::min(),
                 hi = init + std::numeric_limits<std::int32_t>::max();
      if (v < lo || v > hi) return out_of_range("'" + text + "': " + var, v, lo, hi);
      set_var(c, int(i)) = std::int32_t(v - init);
      return "";
    }
  return "'" + text + "': a mark that is not a per_card var";
}

// A mark naming a card (`M41A Pulse Rifle {on=Ripley}`) stages that card's
// serial: the one copy of it the position places (docs/scenarios.md).
std::string Engine::stage_refs(const std::vector<Naming>& naming, const std::vector<bool>& placed) {
  for (const Naming& n : naming)
    for (const auto& [var, name] : n.refs) {
      int found = -1, copies = 0;
      for (int i = 0; i < t_->cards; ++i)
        if (placed[std::size_t(i)] && t_->name[i] == name) found = i, ++copies;
      if (copies != 1)
        return n.path + ": '" + n.text + "': " +
               (copies ? "the position places several copies of '" : "the position places no card named '") + name + "'";
      if (std::string why = stage_mark(n.card, var, found + 1, n.text); !why.empty()) return n.path + ": " + why;
    }
  return "";
}

}  // namespace canbeat::fast::vs2pcg
