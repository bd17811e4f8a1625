// Vs. System 2PCG natively: the card tables and the seam (harness/engine.hpp).
// The rulebook program itself is in setup.cpp, turn.cpp and
// combat.cpp.
#include "fast-engine/vs2pcg/engine.hpp"

#include <algorithm>
#include <array>
#include <iterator>
#include <map>
#include <string_view>
#include <stdexcept>

#include "fast-engine/vs2pcg/card_words.hpp"
#include "fast-engine/vs2pcg/tables.hpp"

namespace canbeat::fast::vs2pcg {

namespace {

constexpr const char* kLabels[] = {
    "chooser", "first", "main_front", "main_back", "draw", "mulligan", "keep",
    "resource", "location", "no_resource", "recruit_front", "recruit_back", "equip",
    "end_recruit", "onto", "to_back", "to_front", "end_formation", "attack", "power_up",
    "end_main", "on", "with", "target", "pass", "strike_back", "hide", "stay",
    "free_for_all", "two_vs_two", "two_headed", "mate_power_up", "use", "turn_down",
    "discard", "play", "resolve", "react", "decline", "replace",
    "nest_off",
    "recruit_front_symbols", "recruit_back_symbols",
    "pick",  // l_option: the key is the option's own label (Engine::frame_key_to)
};
constexpr int kLabelCount = int(std::size(kLabels));

// Each label's place in byte order: options sort by it, then by element.
const std::array<std::uint8_t, kLabelCount>& label_ranks() {
  static const std::array<std::uint8_t, kLabelCount> ranks = [] {
    std::array<int, kLabelCount> order{};
    for (int i = 0; i < kLabelCount; ++i) order[i] = i;
    std::sort(order.begin(), order.end(),
              [](int a, int b) { return std::string_view(kLabels[a]) < std::string_view(kLabels[b]); });
    std::array<std::uint8_t, kLabelCount> r{};
    for (int i = 0; i < kLabelCount; ++i) r[order[i]] = std::uint8_t(i);
    return r;
  }();
  return ranks;
}

std::int16_t stat(int v, const std::string& card) {
  if (v < -1000 || v > 1000) throw std::invalid_argument("vs2pcg: a stat of '" + card + "' out of range");
  return std::int16_t(v);
}

}  // namespace

// Names and Team Affiliations interned while the tables are built: equal
// names, equal ids; team 0 is none.
struct Engine::Tables::Interned {
  std::map<std::string, int> names, teams{{"", 0}};
};

// Seat s's deck, line by line, the copies of a line consecutive (the DSL's
// instance order): its compiled powers, statements and continuous effects
// once per line, its stats once per copy.
void Engine::Tables::add_deck(const Seat& seat, int s, Interned& ids) {
  seat_names.push_back(seat.name);
  first[s] = cards;
  for (const Card& c : seat.cards) {
    if (c.powers.size() > std::size_t(kMaxPowers))
      throw std::invalid_argument("vs2pcg: '" + c.name + "' has more than 4 Super Powers and triggers");
    const Line line{int(powers.size()), int(continuous.size()), int(statements.size())};
    powers.insert(powers.end(), c.powers.begin(), c.powers.end());
    continuous.insert(continuous.end(), c.continuous.begin(), c.continuous.end());
    statements.insert(statements.end(), c.statements.begin(), c.statements.end());
    for (int n = 0; n < c.copies; ++n) add_copy(c, s, line, ids);
  }
  count[s] = cards - first[s];
  if (count[s] > kMaxSeatCards) throw std::invalid_argument("vs2pcg: more than 128 cards in deck of " + seat.name);
}

// The rule statements the engine does not encode (Data::rule_statements):
// first in each action's list, with no instance (-1), so they are read
// before the cards', as the interpreter reads the rulebook's first.
void Engine::Tables::add_rule_statements(const std::vector<Statement>& rules) {
  for (const Statement& st : rules) {
    statements.push_back(st);
    add_statement(-1, int(statements.size()) - 1);
  }
}

// Statement k said by card instance `instance` (-1: a rule's).
void Engine::Tables::add_statement(int instance, int k) {
  const Statement& st = statements[std::size_t(k)];
  card_statements[int(st.action)].add({std::int16_t(instance), std::int16_t(k), st.cant, st.rulebook}, instance,
                                      st.program);
  cants_said[int(st.action)] = cants_said[int(st.action)] || (st.cant && !st.rulebook);
}

// One instance of a deck line.
void Engine::Tables::add_copy(const Card& c, int s, const Line& line, Interned& ids) {
  const int i = cards++;
  if (i >= kMaxCards) throw std::invalid_argument("vs2pcg: more than 264 cards in play");
  owner[i] = std::uint8_t(s);
  type[i] = c.type;
  cost[i] = stat(c.cost, c.name);
  atk[i] = stat(c.atk, c.name);
  def[i] = stat(c.def, c.name);
  health[i] = stat(c.health, c.name);
  level[i] = stat(c.level, c.name);
  for (int k = 0; k < stat_count; ++k) {
    const std::optional<int> n = std::size_t(k) < c.stats.size() ? c.stats[k] : std::nullopt;
    stats.push_back(stat(n.value_or(0), c.name));
    printed_stat.push_back(n.has_value());
  }
  team.push_back(c.team);
  keywords[i] = c.keywords;
  facts[i] = c.facts;
  missing[i] = c.missing;
  name_id[i] = std::uint16_t(ids.names.emplace(c.name, int(ids.names.size())).first->second);
  team_id[i] = std::uint16_t(ids.teams.emplace(c.team, int(ids.teams.size())).first->second);
  name.push_back(c.name);
  name_sid[i] = std::int16_t(sid(c.name));
  team_sid[i] = std::int16_t(sid(c.team));
  fact_ids.push_back(c.fact_ids);
  // key_of: a card instance is "Name#serial" where cards carry state.
  key.push_back(c.name + "#" + std::to_string(i + 1));
  symbols[i] = c.symbols;
  first_power[i] = std::int16_t(line.first_power);
  power_count[i] = std::uint8_t(c.powers.size());
  for (std::size_t k = 0; k < c.continuous.size(); ++k)
    continuous_of.emplace_back(std::int16_t(i), std::int16_t(line.first_continuous + int(k)));
  for (std::size_t k = 0; k < c.powers.size(); ++k)
    if (c.powers[k].timing == Timing::trigger)
      triggers[int(c.powers[k].event)].emplace_back(std::int16_t(i), std::int16_t(i * kMaxPowers + int(k)));
  for (std::size_t k = 0; k < c.statements.size(); ++k) add_statement(i, line.first_statement + int(k));
}

int Engine::Tables::sid(const std::string& s) const { return string_index(strings, s); }

// The strings of the powers, timings, events, symbols and teams.
void Engine::Tables::intern_words(const Interned& ids) {
  for (const Power& u : powers) power_name_sid.push_back(std::int16_t(sid(u.name)));
  for (int t = 0; t < int(timing_sid.size()); ++t) timing_sid[t] = std::int16_t(sid(timing_word(Timing(t))));
  for (int r = 0; r < int(reacts_sid.size()); ++r) reacts_sid[r] = std::int16_t(sid(reacts_word(Reacts(r))));
  symbol_sid.fill(kNoString);
  for (int k = 0; k < kSymbolCount; ++k) symbol_sid[std::size_t(k)] = std::int16_t(sid(kSymbolNames[k]));
  team_sid_of.assign(ids.teams.size(), kNoString);
  for (const auto& [n, id] : ids.teams) team_sid_of[std::size_t(id)] = std::int16_t(sid(n));
}

// good_team (vs2pcg.rules; 000:501, 001:488): The Company and the Prey.
void Engine::Tables::mark_good_teams(const Interned& ids) {
  good_team.assign(ids.teams.size(), 0);
  for (const auto& [n, id] : ids.teams) good_team[std::size_t(id)] = n == "company" || n == "prey";
}

// Seats by name and instances by key, in byte order: options over seats,
// `instances` or a zone come out sorted by walking these.
void Engine::Tables::order_by_key() {
  seats_by_name.resize(seats);
  for (int s = 0; s < seats; ++s) seats_by_name[s] = s;
  std::sort(seats_by_name.begin(), seats_by_name.end(), [&](int a, int b) { return seat_names[a] < seat_names[b]; });
  for (int i = 0; i < cards; ++i) by_key.push_back(std::int16_t(i));
  std::sort(by_key.begin(), by_key.end(), [&](int a, int b) { return key[a] < key[b]; });
  for (std::size_t r = 0; r < by_key.size(); ++r) {
    const std::int16_t c = by_key[r];
    auto& mine = seat_by_key[owner[c]];
    bit[c] = std::uint8_t(mine.size());
    rank[c] = std::int16_t(r);
    mine.push_back(c);
  }
  for (int s = 0; s < seats; ++s) seat_rank[seats_by_name[s]] = std::int16_t(s);
}

// The power slots in byte order of their keys (key_of: "Name#serial/Power").
void Engine::Tables::order_power_slots() {
  std::vector<std::pair<std::string, int>> slots;
  for (int c = 0; c < cards; ++c)
    for (int i = 0; i < power_count[c]; ++i)
      slots.emplace_back(key[c] + "/" + powers[first_power[c] + i].name, c * kMaxPowers + i);
  std::sort(slots.begin(), slots.end());
  power_rank.assign(std::size_t(cards) * kMaxPowers, -1);
  for (std::size_t r = 0; r < slots.size(); ++r) power_rank[slots[r].second] = std::int16_t(r);
}

Engine::Engine(const Data& data, Faults faults) : faults_(faults) {
  int seats = int(data.seats.size());
  if (seats < 2 || seats > kMaxSeats) throw std::invalid_argument("vs2pcg: 2 to 4 seats");
  auto t = std::make_shared<Tables>();
  t->seats = seats;
  Tables::Interned ids;
  // The declared teams first: their ids are those the compiler gave team
  // literals (vs2pcg_team_id).
  for (const std::string& team : data.teams) ids.teams.emplace(team, int(ids.teams.size()));
  for (const std::string& name : data.card_names) ids.names.emplace(name, int(ids.names.size()));
  t->strings = data.strings;
  t->roles = data.action_roles;
  t->fact_of_string = data.fact_of_string;
  t->add_rule_statements(data.rule_statements);
  t->stat_count = int(data.stats.size());
  t->stat_names = data.stats;
  for (int k = 0; k < t->stat_count; ++k)
    if (data.stats[k] == "team_symbols") t->team_symbols_stat = k;
  for (int s = 0; s < seats; ++s) t->add_deck(data.seats[s], s, ids);
  t->mark_good_teams(ids);
  t->intern_words(ids);
  t->order_by_key();
  t->order_power_slots();
  for (const Continuous& e : t->continuous) {
    t->effect_members |= 1u << int(e.member);
    if (e.member == Continuous::Member::keyword) t->effect_keywords |= e.keyword;
    if (e.member == Continuous::Member::fact) t->effect_facts |= e.fact;
    if (e.member == Continuous::Member::symbol) t->effect_symbols |= e.symbol;
  }
  t->card_vars = data.card_vars;
  t->seat_vars = data.seat_vars;
  t->pay_dead_end = data.pay_dead_end;
  t->no_first_seat = data.no_first_seat;
  t->no_active_seat = data.no_active_seat;
  for (std::size_t i = 0; i < t->card_vars.size(); ++i) {
    if (t->card_vars[i].lasts == "turn") t->turn_vars.push_back(std::uint16_t(i));
    if (t->card_vars[i].lasts == "combat") t->combat_vars.push_back(std::uint16_t(i));
  }
  t_ = std::move(t);
  set_var_count_ = t_->card_vars.size();
  set_vars_.assign(std::size_t(t_->cards) * set_var_count_, 0);
  reset_seat_vars();
  for (int s = 0; s < seats; ++s) {
    s_.zone_bits[s][int(Zone::deck)] = t_->count[s] == kMaxSeatCards ? ~Bits{0} : (Bits{1} << t_->count[s]) - 1;
    s_.side[s] = s_.lead[s] = s;
  }
  // "Multiplayer Games" (000:539-571): four players first agree on a format.
  if (seats == 4) {
    offer_format();
    return;
  }
  // "Setting Up the Game" (000:161): chance "chooser" c in players.
  offer_seats(At::chooser, l_chooser, Decider::chance, -1);
}

const std::vector<std::string>& Engine::seats() const { return t_->seat_names; }
int Engine::card_count() const { return t_->cards; }
const std::string& Engine::card_key(int card) const { return t_->key.at(card); }
int Engine::owner(int card) const { return t_->owner.at(card); }

std::string Engine::option_key(std::size_t i) const {
  if (i >= option_count_) throw std::out_of_range("vs2pcg: option_key index out of range");
  return key_of(options_[i]);
}

void Engine::option_key_to(std::size_t i, std::string& out) const {
  if (i >= option_count_) throw std::out_of_range("vs2pcg: option_key index out of range");
  key_to(options_[i], out);
}

std::string Engine::key_of(const Option& o) const {
  std::string key;
  key_to(o, key);
  return key;
}

// The key written over `key`, appended piece by piece so that a string
// kept from the last step is reused (Engine::option_key_to).
void Engine::key_to(const Option& o, std::string& key) const {
  auto card = [&](int c) -> const std::string& { return t_->key[c]; };
  key = kLabels[o.label];
  if (o.arg < 0) return;
  if (o.label == l_option) return frame_key_to(o.arg, key);
  key += ' ';
  if (o.label == l_use || o.label == l_play || o.label == l_resolve || o.label == l_react) {
    key.append(card(o.arg / kMaxPowers)).append(1, '/').append(power_def(o.arg).name);
    return;
  }
  key += (o.label == l_chooser || o.label == l_first) ? t_->seat_names[o.arg] : card(o.arg);
}

// Every element of a decision has its own key (the serial tells copies
// apart), so no option stands for more than one card: weight 1. A die's
// face stands for each time the die lists it.
std::uint32_t Engine::option_weight(std::size_t i) const {
  if (i >= option_count_) throw std::out_of_range("vs2pcg: option_weight index out of range");
  const Option& o = options_[i];
  return o.label == l_option ? frame_weight(o.arg) : 1;
}

Outcome Engine::outcome() const {
  const bool won = s_.end == Outcome::Kind::win;
  // undecided "ID" in a card's power: the id is among its texts.
  std::string reason;
  if (s_.end == Outcome::Kind::undecided)
    reason = power_def(s_.undecided_slot).program.texts.at(std::size_t(s_.undecided_id));
  return {s_.end, won ? s_.winner : -1, reason, won ? s_.allies : 0};
}

std::unique_ptr<canbeat::Engine> Engine::clone() const { return std::make_unique<Engine>(*this); }

// The chosen option's body (each decision's in the file of its phase), then
// the rest of the rulebook program up to the next decision.
void Engine::do_apply(std::size_t i) {
  const Option o = options_[i];
  option_count_ = 0;
  ops_ = 0;
  pending_ = {};
  const int p = s_.seat;
  switch (s_.at) {
    case At::format: return choose_format(o.label);
    case At::chooser: return offer_seats(At::first, l_first, Decider::player, o.arg);
    case At::first: return choose_first_player(o.arg);
    case At::main_row: return choose_main_row(p, o.label);
    case At::draw:
      move(o.arg, Zone::hand);
      return continue_draws();
    case At::mulligan: return choose_mulligan(p, o.label);
    case At::resource: return choose_resource(p, o);
    case At::recruit: return choose_recruit(p, o);
    case At::onto: return choose_onto(p, o.arg);
    case At::formation: return choose_formation(o);
    case At::main: return choose_main(p, o);
    case At::main_on: return choose_main_on(o.arg);
    case At::team: return choose_team(o);
    case At::window: return choose_window(o);
    case At::window_on: return choose_window_on(o.arg);
    case At::strike_back:
      s_.card[o.arg].struck = 1;
      return strike(s_.defender);
    case At::hide: return choose_hide(o.label);
    case At::pay: return paid_symbol(o);
    case At::pick: return take_option(o.arg);
    case At::order: return choose_trigger(o.arg);
    case At::react: return choose_reaction(o);
    case At::replace: return replace_death_trap(o.arg);
    case At::over:
      throw EngineBug("vs2pcg: apply after the end of the game");
  }
}

void Engine::stop(At at, Decider who, int seat) {
  // exec_choose: an eliminated seat is never asked (a rules error).
  if (who == Decider::player && (s_.eliminated >> seat & 1))
    throw EngineBug("vs2pcg: seat " + t_->seat_names[std::size_t(seat)] + " is eliminated: it decides nothing");
  s_.at = at;
  pending_ = {who, seat};
  if (option_count_ == 0) throw EngineBug("vs2pcg: a decision without options");
  sort_options();
}

// Key order: by label in byte order, then by element (a seat by its name, a
// card by its key); a label followed by a space sorts before a longer label
// it begins, so this is byte order of the whole keys.
void Engine::sort_options() {
  const auto& ranks = label_ranks();
  Option* end = options_ + option_count_;
  if (s_.at == At::pick) return;  // offer_frame_choice sorts what it lists out of order
  auto before = [&](const Option& x, const Option& y) {
    if (x.label != y.label) return ranks[x.label] < ranks[y.label];
    auto element = [&](const Option& o) {
      if (o.arg < 0) return -1;
      if (o.label == l_use || o.label == l_play || o.label == l_resolve || o.label == l_react)
        return int(t_->power_rank[o.arg]);
      return int(o.label == l_chooser || o.label == l_first ? t_->seat_rank[o.arg]
                                                                                   : t_->rank[o.arg]);
    };
    return element(x) < element(y);
  };
  if (!std::is_sorted(options_, end, before)) std::sort(options_, end, before);
}

}  // namespace canbeat::fast::vs2pcg
