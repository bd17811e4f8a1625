// The card tables of the Vs. System 2PCG engine: one entry per card
// instance, built once from Data and shared read-only between clones.
// Private to the vs2pcg_*.cpp files.
#pragma once

#include <array>
#include <bit>
#include <optional>
#include <string>
#include <vector>

#include "fast-engine/cards/guard_index.hpp"
#include "fast-engine/vs2pcg/engine.hpp"

namespace canbeat::fast::vs2pcg {

struct Engine::Tables {
  int seats = 0;
  int cards = 0;
  std::vector<std::string> seat_names;
  std::vector<int> seats_by_name;  // seat numbers in byte order of their names
  std::array<std::int16_t, kMaxSeats> seat_rank{};  // a seat's index in seats_by_name
  // Each seat's instances are [first[s], first[s] + count[s]) in creation
  // order (each deck's lines in order, copies consecutively), as the DSL
  // numbers them: instance c has serial c + 1.
  std::array<int, kMaxSeats> first{}, count{};
  // Per instance.
  std::array<std::uint8_t, kMaxCards> owner{};
  std::array<Type, kMaxCards> type{};
  std::array<std::int16_t, kMaxCards> cost{}, atk{}, def{}, health{}, level{};
  // The other declared stats (Data::stats): instance c's k-th is
  // stats[c * stat_count + k], printed when printed_stat says so (else 0).
  int stat_count = 0;
  std::vector<std::string> stat_names;  // Data::stats
  std::vector<std::int16_t> stats;
  std::vector<std::uint8_t> printed_stat;
  // Where the native rules read two of them: a Level Up number (000:412),
  // a Plot Twist's Team Symbols (001:344); -1: the game declares none.
  int team_symbols_stat = -1;
  std::vector<std::string> team;                     // Team Affiliation ("" none)
  std::array<std::uint32_t, kMaxCards> keywords{};
  std::array<std::uint8_t, kMaxCards> missing{};  // Stat bits
  std::array<std::uint16_t, kMaxCards> name_id{};  // equal names, equal ids
  std::array<std::uint16_t, kMaxCards> team_id{};  // 0: no Team Affiliation
  std::array<std::uint32_t, kMaxCards> facts{};    // the declared teams and traits it prints (vs2pcg_facts bits)
  std::vector<std::uint8_t> good_team;             // by team id: a Good team (vs2pcg.rules good_team)
  std::vector<std::string> name;                   // card name
  std::vector<std::string> key;                    // "Name#serial": the option key element
  // Instances in byte order of their keys: options over `instances` or a
  // zone come out sorted by walking these lists.
  std::vector<std::int16_t> by_key;
  std::array<std::vector<std::int16_t>, kMaxSeats> seat_by_key;
  std::array<std::uint8_t, kMaxCards> bit{};    // c's index in seat_by_key[owner[c]]
  std::array<std::int16_t, kMaxCards> rank{};   // c's index in by_key
  // Super Powers (000:346-406), compiled once per deck line: instance c's
  // powers are powers[first_power[c] + i], i < power_count[c]; a power slot
  // is c * kMaxPowers + i, and power_rank[slot] orders the keys
  // "Name#serial/Power" in byte order.
  std::array<std::uint8_t, kMaxCards> symbols{};  // Symbol bits
  std::array<std::int16_t, kMaxCards> first_power{};
  std::array<std::uint8_t, kMaxCards> power_count{};
  std::vector<Power> powers;
  std::vector<std::int16_t> power_rank;
  // The strings a card's text compares (Data::strings), as their indexes:
  // each instance's name and team, each power's name (by powers' index),
  // a timing's word, a Reaction's event, a power symbol's name (by bit
  // index), a team id's name. What card_host.hpp answers.
  std::vector<std::string> strings;
  std::array<std::int16_t, kMaxCards> name_sid{}, team_sid{};
  std::vector<std::vector<int>> fact_ids;  // per instance: Card::fact_ids
  std::vector<std::int16_t> power_name_sid, team_sid_of;
  std::array<std::int16_t, 9> timing_sid{};
  std::array<std::int16_t, 2> reacts_sid{};
  std::array<std::int16_t, 8> symbol_sid{};
  std::vector<std::string> roles;  // Data::action_roles, by Action
  std::vector<int> fact_of_string;  // Data::fact_of_string
  int sid(const std::string& s) const;
  // Card statements (card beats rulebook, can't beats can), compiled once
  // per deck line; per action, each instance that carries a statement of it,
  // after the rule statements the engine does not encode (instance -1): its
  // index k and, read before it, its flags; kept by their guards.
  std::vector<Statement> statements;
  struct Said { std::int16_t instance, k; bool cant, rulebook; };
  std::array<cards::GuardedList<Said>, kMaxActions> card_statements;
  std::array<bool, kMaxActions> cants_said{};  // some statement of the action, not the rulebook's, is a cant
  void add_statement(int instance, int k);
  // Continuous effects, compiled once per deck line, and the instances
  // that carry one with the effect's index (none: printed stats hold).
  std::vector<Continuous> continuous;
  std::vector<std::pair<std::int16_t, std::int16_t>> continuous_of;
  std::uint32_t effect_keywords = 0;  // Keyword bits some effect gives or takes (else has_now reads the print)
  std::uint32_t effect_facts = 0;     // fact bits (vs2pcg_facts) some effect gives or takes (else fact_now reads the print)
  std::uint8_t effect_symbols = 0;    // power symbol bits some effect gives or takes (else symbol_now reads the print)
  std::uint32_t effect_members = 0;   // bit Continuous::Member: some effect changes it (else the print holds)
  std::vector<CardSetVar> card_vars;  // the card sets' per_card vars (Engine::set_vars_)
  std::vector<CardSetVar> seat_vars;  // the card sets' per_player vars (Engine::seat_vars_)
  std::string pay_dead_end;           // Data::pay_dead_end
  std::string no_first_seat, no_active_seat;  // Data's
  // The stat NAME instance c prints, nullopt when it prints none of that
  // name (a staged position's `{level=2}` picks a copy by it).
  std::optional<long> printed(int c, const std::string& stat) const;
  // Those declared to last a turn, a combat (reset at its end), by index.
  std::vector<std::uint16_t> turn_vars, combat_vars;
  // Card triggers (000:481), per event: (instance, trigger slot), in
  // instance order (the order the interpreter fires them in).
  std::array<std::vector<std::pair<std::int16_t, std::int16_t>>, kMaxEvents> triggers;

  // Building them (engine.cpp): each seat's deck in seat order, then the
  // good teams and the key orders.
  struct Interned;
  struct Line {  // where a deck line's compiled items start
    int first_power, first_continuous, first_statement;
  };
  void add_rule_statements(const std::vector<Statement>& rules);
  void add_deck(const Seat& seat, int s, Interned& ids);
  void add_copy(const Card& c, int s, const Line& line, Interned& ids);
  void mark_good_teams(const Interned& ids);
  void intern_words(const Interned& ids);
  void order_by_key();
  void order_power_slots();

  // f(c) for each card of seat s whose bit is set, in key order.
  template <class F>
  void each(int s, Bits bits, F&& f) const {
    for (; bits; bits &= bits - 1) f(int(seat_by_key[s][lowest_bit(bits)]));
  }
  Bits mask(int c) const { return Bits{1} << bit[c]; }

  bool has(int c, Keyword k) const { return keywords[c] & k; }
  // Reading a stat the card lacks is a rules error (the DSL's "card has no
  // member"): the game cannot go on.
  void need(int c, Stat st) const {
    static constexpr const char* names[] = {"cost", "atk", "def", "health", "level"};  // Stat's bits in order
    if (missing[c] & st) throw EngineBug("vs2pcg: card '" + key[c] + "' has no " + names[std::countr_zero(unsigned(st))]);
  }
};

inline const Power& Engine::power_def(int slot) const {
  return t_->powers[std::size_t(t_->first_power[slot / kMaxPowers] + slot % kMaxPowers)];
}

// Whether c has keyword kw now. Most keywords no effect gives or takes:
// those read the print here, with no call (the legality walks ask often).
inline bool Engine::has_now(int c, Keyword kw) const {
  const bool printed = t_->has(c, kw);
  return t_->effect_keywords & kw ? keyword_now(c, kw, printed) : printed;
}

}  // namespace canbeat::fast::vs2pcg
