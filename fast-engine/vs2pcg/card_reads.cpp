// What a card's text reads of the fast state beyond the tables (the host,
// card_host.hpp, asks these): the card sets' per_card and per_player vars,
// a stat as the rules read it, and the engine's answer to a legality
// query.
#include "fast-engine/vs2pcg/engine.hpp"
#include "fast-engine/vs2pcg/legality.hpp"
#include "fast-engine/vs2pcg/tables.hpp"

namespace canbeat::fast::vs2pcg {

void Engine::reset_seat_vars() {
  seat_var_count_ = t_->seat_vars.size();
  seat_vars_.resize(std::size_t(t_->seats) * seat_var_count_);
  for (int s = 0; s < t_->seats; ++s)
    for (std::size_t k = 0; k < seat_var_count_; ++k) seat_var(s, int(k)) = t_->seat_vars[k].init;
}

int Engine::card_set_var(int c, int i) const {
  return t_->card_vars[std::size_t(i)].init + set_vars_[std::size_t(c) * set_var_count_ + std::size_t(i)];
}

// Basic Game Concepts (000:145-153): a card out of play has no state, the
// card sets' vars included.
void Engine::clear_set_vars(int c) {
  for (std::size_t i = 0; i < set_var_count_; ++i) set_var(c, int(i)) = 0;
}

// `expire DURATION;`: the card sets' per_card vars declared to last it go
// back to their initial values (docs/dsl.md "Duration"), as the rules' own.
// `vars`: Tables::turn_vars or combat_vars.
void Engine::expire_set_vars(int c, const std::vector<std::uint16_t>& vars) {
  for (std::uint16_t i : vars) set_var(c, i) = 0;
}

// A stat as the rules read it: printed, plus the continuous effects on it
// (none when the reader is an effect's own condition or amount).
int Engine::stat_now(int c, Stat st, bool printed) const {
  t_->need(c, st);
  switch (st) {
    case st_cost: return printed ? t_->cost[c] : cost_of(c);
    case st_atk: return printed ? t_->atk[c] : atk_of(c);
    case st_def: return printed ? t_->def[c] : def_of(c);
    case st_health: return printed ? t_->health[c] : health_of(c);
    case st_level: return printed ? t_->level[c] : level_of(c);
  }
  return 0;
}

// Another declared stat k (Tables::stats) of a card that prints it.
int Engine::other_stat_now(int c, int k, bool printed) const {
  return printed ? t_->stats[std::size_t(c) * t_->stat_count + k] : other_stat_of(c, k);
}

// legal ACTION(args) in a card's expression: the engine's
// own answer for the action (legality.hpp), the rulebook's statements and
// the cards' (card_statements_decide) as the options of the rules ask it.
bool Engine::legal_query(LegalQuery q, const int* a) const {
  for (int k = 0; k < legal_arity(int(q)); ++k)
    if (a[k] < 0) throw EngineBug("vs2pcg: a legality query of a card that is not there");
  switch (q) {
    case LegalQuery::change_row: return legal_change_row(a[0], a[1]);
    case LegalQuery::attack: return legal_attack(a[0], a[1], guards());
    case LegalQuery::target: return legal_target(a[0], a[1], guards());
    case LegalQuery::team_attack: return legal_team_attack(a[0], a[1]);
    case LegalQuery::strike_back: return legal_strike_back(a[0]);
    case LegalQuery::strike_back_at: return legal_strike_back_at(a[0], a[1]);
    case LegalQuery::power_up: return legal_power_up(a[0], a[1], a[2]);
    case LegalQuery::recruit: return legal_recruit(a[0], a[1]);
    case LegalQuery::join: return legal_join(a[0], a[1], a[2], guards());
    case LegalQuery::reach: return legal_reach_of(a[0], a[1]);
    case LegalQuery::change_side: return legal_change_side(a[0], a[1]);
    case LegalQuery::play_equipment: return legal_play_equipment(a[0], a[1], a[2]);
    case LegalQuery::pay_recruit_points: return legal_pay_recruit_points(a[0], a[1]);
    case LegalQuery::use_power: return legal_use_power(a[0], a[1]);
    case LegalQuery::payable: return legal_payable(a[0], a[1]);
    case LegalQuery::play_twist: return legal_play_twist(a[0], a[1]);
    case LegalQuery::pay_symbol: return legal_pay_symbol(a[0], a[1], a[2], std::uint8_t(a[3]));
    case LegalQuery::affiliated: return affiliated(a[0], a[1]);
    case LegalQuery::good_team: return good_team(a[0]);
  }
  throw EngineBug("vs2pcg: an unknown legality query");
}

// Cards in the order they arrived; cards dealt (arrival 0) keep the order
// they came in.
void Engine::sort_by_arrival(std::uint16_t* cards, int n) const {
  std::stable_sort(cards, cards + n, [&](int a, int b) { return s_.arrival[a] < s_.arrival[b]; });
}

}  // namespace canbeat::fast::vs2pcg
