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

#include "fast-engine/vs2pcg/tables.hpp"

namespace canbeat::fast::vs2pcg {

namespace {

constexpr const char* kLabels[] = {
    "chooser", "first", "main_front", "main_back", "draw", "mulligan", "keep",
    "resource", "location", "no_resource", "recruit_front", "recruit_back", "equip",
    "end_recruit", "onto", "to_back", "to_front", "end_formation", "attack", "power_up",
    "end_main", "on", "with", "target", "pass", "strike_back", "hide", "stay",
    "free_for_all", "two_vs_two", "two_headed", "mate_power_up", "use", "turn_down",
    "discard", "pick", "play", "recover", "resolve", "reveal", "react", "decline", "replace",
    "nest_off",
    "recruit_front_symbols", "recruit_back_symbols", "send_to",
    "bottom",
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

Engine::Engine(const Data& data, Faults faults) : faults_(faults) {
  int seats = int(data.seats.size());
  if (seats < 2 || seats > kMaxSeats) throw std::invalid_argument("vs2pcg: 2 to 4 seats");
  auto t = std::make_shared<Tables>();
  t->seats = seats;
  std::map<std::string, int> names, teams{{"", 0}};
  for (int s = 0; s < seats; ++s) {
    t->seat_names.push_back(data.seats[s].name);
    t->first[s] = t->cards;
    for (const Card& c : data.seats[s].cards) {
      if (c.powers.size() > std::size_t(kMaxPowers))
        throw std::invalid_argument("vs2pcg: '" + c.name + "' has more than 4 Super Powers and triggers");
      const int first_power = int(t->powers.size());
      t->powers.insert(t->powers.end(), c.powers.begin(), c.powers.end());
      const int first_continuous = int(t->continuous.size());
      t->continuous.insert(t->continuous.end(), c.continuous.begin(), c.continuous.end());
      const int first_statement = int(t->statements.size());
      t->statements.insert(t->statements.end(), c.statements.begin(), c.statements.end());
      for (int n = 0; n < c.copies; ++n) {
        int i = t->cards++;
        if (i >= kMaxCards) throw std::invalid_argument("vs2pcg: more than 264 cards in play");
        t->owner[i] = std::uint8_t(s);
        t->type[i] = c.type;
        t->cost[i] = stat(c.cost, c.name);
        t->atk[i] = stat(c.atk, c.name);
        t->def[i] = stat(c.def, c.name);
        t->health[i] = stat(c.health, c.name);
        t->level[i] = stat(c.level, c.name);
        t->level_up_xp[i] = stat(c.level_up_xp, c.name);
        t->team_symbols[i] = std::int8_t(stat(c.team_symbols, c.name));
        t->team.push_back(c.team);
        t->keywords[i] = c.keywords;
        t->missing[i] = c.missing;
        t->name_id[i] = std::uint16_t(names.emplace(c.name, int(names.size())).first->second);
        t->team_id[i] = std::uint16_t(teams.emplace(c.team, int(teams.size())).first->second);
        t->name.push_back(c.name);
        // key_of: a card instance is "Name#serial" where cards carry state.
        t->key.push_back(c.name + "#" + std::to_string(i + 1));
        t->symbols[i] = c.symbols;
        t->first_power[i] = std::int16_t(first_power);
        t->power_count[i] = std::uint8_t(c.powers.size());
        for (std::size_t k = 0; k < c.continuous.size(); ++k)
          t->continuous_of.emplace_back(std::int16_t(i), std::int16_t(first_continuous + int(k)));
        for (std::size_t k = 0; k < c.powers.size(); ++k)
          if (c.powers[k].timing == Timing::trigger)
            t->triggers[int(c.powers[k].event)].emplace_back(std::int16_t(i), std::int16_t(i * kMaxPowers + int(k)));
        for (std::size_t k = 0; k < c.statements.size(); ++k)
          t->card_statements[int(c.statements[k].action)].emplace_back(std::int16_t(i),
                                                                      std::int16_t(first_statement + k));
      }
    }
    t->count[s] = t->cards - t->first[s];
    if (t->count[s] > kMaxSeatCards)
      throw std::invalid_argument("vs2pcg: more than 128 cards in deck of " + data.seats[s].name);
  }
  // good_team (vs2pcg.rules; 000:501, 001:488): The Company and the Prey.
  t->good_team.assign(teams.size(), 0);
  for (const auto& [n, id] : teams) t->good_team[std::size_t(id)] = n == "company" || n == "prey";
  t->seats_by_name.resize(seats);
  for (int s = 0; s < seats; ++s) t->seats_by_name[s] = s;
  std::sort(t->seats_by_name.begin(), t->seats_by_name.end(),
            [&](int a, int b) { return t->seat_names[a] < t->seat_names[b]; });
  for (int i = 0; i < t->cards; ++i) t->by_key.push_back(std::int16_t(i));
  std::sort(t->by_key.begin(), t->by_key.end(), [&](int a, int b) { return t->key[a] < t->key[b]; });
  for (std::size_t r = 0; r < t->by_key.size(); ++r) {
    const std::int16_t c = t->by_key[r];
    auto& mine = t->seat_by_key[t->owner[c]];
    t->bit[c] = std::uint8_t(mine.size());
    t->rank[c] = std::int16_t(r);
    mine.push_back(c);
  }
  for (int s = 0; s < seats; ++s) t->seat_rank[t->seats_by_name[s]] = std::int16_t(s);
  // The power slots in byte order of their keys (key_of: "Name#serial/Power").
  std::vector<std::pair<std::string, int>> slots;
  for (int c = 0; c < t->cards; ++c)
    for (int i = 0; i < t->power_count[c]; ++i)
      slots.emplace_back(t->key[c] + "/" + t->powers[t->first_power[c] + i].name, c * kMaxPowers + i);
  std::sort(slots.begin(), slots.end());
  t->power_rank.assign(std::size_t(t->cards) * kMaxPowers, -1);
  for (std::size_t r = 0; r < slots.size(); ++r) t->power_rank[slots[r].second] = std::int16_t(r);
  t_ = std::move(t);
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
  const Option& o = options_[i];
  std::string key = kLabels[o.label];
  if (o.arg < 0) return key;
  if (o.label == l_use || o.label == l_play || o.label == l_resolve || o.label == l_react) {
    const int c = o.arg / kMaxPowers;
    return key + ' ' + t_->key[c] + '/' + power_def(o.arg).name;
  }
  if (o.label == l_pick) {
    // arg: the option's index in the choice * 512 + the card + 1 (0: none)
    const Alt& alt = power_def(s_.power).choices[s_.choice].alts[o.arg / 512];
    key = alt.label;
    if (o.arg % 512 == 0) return alt.element.empty() ? key : key + ' ' + alt.element;
    return key + ' ' + t_->key[o.arg % 512 - 1];
  }
  key += ' ';
  key += (o.label == l_chooser || o.label == l_first || o.label == l_send_to) ? t_->seat_names[o.arg] : t_->key[o.arg];
  return key;
}

// Every element of a decision has its own key (the serial tells copies
// apart), so no option stands for more than one card: weight 1.
std::uint32_t Engine::option_weight(std::size_t i) const {
  if (i >= option_count_) throw std::out_of_range("vs2pcg: option_weight index out of range");
  return 1;
}

Outcome Engine::outcome() const {
  const bool won = s_.end == Outcome::Kind::win;
  return {s_.end, won ? s_.winner : -1, {}, won ? s_.allies : 0};
}

std::unique_ptr<canbeat::Engine> Engine::clone() const { return std::make_unique<Engine>(*this); }

// The chosen option's body, then the rest of the rulebook program up to the
// next decision.
void Engine::do_apply(std::size_t i) {
  const Option o = options_[i];
  option_count_ = 0;
  pending_ = {};
  const int p = s_.seat;
  switch (s_.at) {
    case At::format:
      return choose_format(o.label);
    case At::chooser:
      offer_seats(At::first, l_first, Decider::player, o.arg);
      return;
    case At::first:
      s_.first_seat = o.arg;
      s_.active = s_.first_seat;
      s_.k = 0;
      s_.cursor = 0;
      // 000:527: the Facehugger Pile's cards start out of play, in their pile.
      for (int q = 0; q < t_->seats; ++q)
        for (int c = t_->first[q]; c < t_->first[q] + t_->count[q]; ++c)
          if (t_->type[c] == Type::facehugger_pile) move(c, Zone::facehuggers);
      return place_main_characters();
    case At::main_row:
      move(s_.cursor, o.label == l_main_front ? Zone::front_row : Zone::back_row);
      starting_drone(p, s_.cursor);
      ++s_.cursor;
      return place_main_characters();
    case At::draw:
      move(o.arg, Zone::hand);
      return continue_draws();
    case At::mulligan:
      if (o.label == l_keep) {
        ++s_.k;
        return offer_mulligans();
      }
      // 000:165: shuffle the hand into the deck and draw 7 new cards.
      t_->each(p, bits(p, Zone::hand), [&](int c) { move(c, Zone::deck); });
      s_.draw_for = DrawFor::mulligan;
      s_.draw_seat = std::int8_t(p);
      s_.draws_left = 7;
      return continue_draws();
    case At::resource:
      if (o.label == l_resource) {
        move(o.arg, Zone::resource_row);
        s_.card[o.arg].face_down = 1;
      } else if (o.label == l_location) {
        move(o.arg, Zone::resource_row);
      }
      return resource_step(p + 1);
    case At::recruit:
      if (o.label == l_end_recruit) {
        s_.rp[p] = 0;  // 000:205: unspent Recruit Points go away
        return recruit_step(p + 1);
      }
      if (o.label == l_equip) {
        s_.held = o.arg;
        return offer_onto();
      }
      if (o.label == l_use) return start_power(p, o.arg);
      if (o.label == l_play) return play_twist(p, o.arg);
      if (o.label == l_recruit_front_symbols || o.label == l_recruit_back_symbols)
        return recruit_by_symbols(p, o.arg, o.label == l_recruit_front_symbols ? Zone::front_row : Zone::back_row);
      s_.rp[p] -= t_->cost[o.arg];
      enter_play(s_.lead[p], o.arg, o.label == l_recruit_front ? Zone::front_row : Zone::back_row);
      return resolve_triggers(After::recruit);
    case At::onto:
      s_.rp[p] -= t_->cost[s_.held];
      attach(s_.held, o.arg);
      s_.held = -1;
      return resolve_triggers(After::recruit);
    case At::formation:
      if (o.label == l_end_formation) return end_formation();
      move(o.arg, o.label == l_to_back ? Zone::back_row : Zone::front_row);
      s_.card[o.arg].moved = 1;
      return offer_formation();
    case At::main:
      if (o.label == l_end_main) return end_of_turn();
      if (o.label == l_use) return start_power(p, o.arg);
      if (o.label == l_play) return play_twist(p, o.arg);
      if (o.label == l_power_up || o.label == l_mate_power_up) {
        s_.held = o.arg;
        return offer_main_on();
      }
      ++s_.attacks;
      s_.card[o.arg].attacking = 1;
      s_.first_attacker = o.arg;
      return offer_team();
    case At::main_on:
      discard_to_power_up(t_->owner[s_.held], s_.held, o.arg);
      s_.held = -1;
      return continue_main();
    case At::team:
      if (o.label == l_with) {
        s_.card[o.arg].attacking = 1;
        return offer_team();
      }
      s_.card[o.arg].defending = 1;
      return declare_attack();
    case At::window:
      if (o.label == l_use) return start_power(s_.window, o.arg);
      if (o.label == l_play) return play_twist(s_.window, o.arg);
      if (o.label == l_nest_off) {
        nest_off(s_.window, o.arg);
        s_.passes = 0;
        s_.window = (s_.window + 1) % t_->seats;
        return continue_window();
      }
      if (o.label == l_power_up) {
        s_.held = o.arg;
        return offer_window_on(s_.window);
      }
      ++s_.passes;
      s_.window = (s_.window + 1) % t_->seats;
      return continue_window();
    case At::window_on:
      discard_to_power_up(s_.window, s_.held, o.arg);
      s_.held = -1;
      s_.passes = 0;
      s_.window = (s_.window + 1) % t_->seats;
      return continue_window();
    case At::strike_back:
      s_.card[o.arg].struck = 1;
      return strike(s_.defender);
    case At::hide:
      if (o.label == l_hide) hide(s_.held);
      s_.hide_after = s_.arrival[s_.held] + 1;
      s_.held = -1;
      return end_of_turn();
    case At::pay:
      return paid_symbol(o);
    case At::pick:
      return pick(o.arg);
    case At::order:
      for (int k = 0; k < s_.trig_n; ++k)
        if (s_.trig[k] == o.arg) return run_trigger(k);
      throw EngineBug("vs2pcg: resolve of a trigger not fired");
    case At::reveal:
      return revealed(o.arg);
    case At::react:
      // The seat asked last (next_reaction has moved past it).
      if (o.label == l_react) return start_power((s_.twist_player + s_.react_k - 1) % t_->seats, o.arg);
      return next_reaction();
    case At::replace:
      // Death Trap (001:514): the deck's top card, face down in its place.
      move(o.arg, Zone::resource_row);
      s_.card[o.arg].face_down = 1;
      return twist_done();
    case At::send:
      // send_away (actions.rules): to that player's Back Row, or it stays.
      if (o.label == l_send_to) to_back_row_of(s_.sending, o.arg);
      s_.sending = -1;
      return run_power();
    case At::reveal_top:
      move(o.arg, Zone::revealed);
      return continue_reveals();
    case At::bottom:
      move(o.arg, Zone::deck_bottom);
      if (offer_bottom()) return;
      return run_power();
    case At::durable:
      // recover (000:306): face up, stays exhausted, keeps its wounds.
      if (o.label == l_recover) s_.card[s_.dazed].face_down = s_.card[s_.dazed].hidden = 0;
      s_.dazed = -1;
      return run_power();
    case At::over:
      throw EngineBug("vs2pcg: apply after the end of the game");
  }
}

void Engine::stop(At at, Decider who, int seat) {
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
  auto before = [&](const Option& x, const Option& y) {
    if (x.label != y.label) return ranks[x.label] < ranks[y.label];
    auto element = [&](const Option& o) {
      if (o.arg < 0) return -1;
      if (o.label == l_use || o.label == l_play || o.label == l_resolve || o.label == l_react)
        return int(t_->power_rank[o.arg]);
      if (o.label == l_pick) {
        const int card = o.arg % 512 - 1;
        return power_def(s_.power).choices[s_.choice].alts[o.arg / 512].rank * 512 + (card < 0 ? 0 : 1 + t_->rank[card]);
      }
      return int(o.label == l_chooser || o.label == l_first || o.label == l_send_to ? t_->seat_rank[o.arg]
                                                                                   : t_->rank[o.arg]);
    };
    return element(x) < element(y);
  };
  Option* end = options_ + option_count_;
  if (!std::is_sorted(options_, end, before)) std::sort(options_, end, before);
}

}  // namespace canbeat::fast::vs2pcg
