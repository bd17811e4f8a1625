// Continuous effects of the cards (docs/dsl.md, "Continuous effects";
// Equipment, 000:308-316): an Equipment's ATK, DEF and keywords for the
// character it is on, as interpreter/eval.cpp `with_continuous` reads them.
// An effect's condition reads printed values (in_effect_: the engine's
// own answers too, for a legality query there); losing a keyword beats
// gaining it. With no effect in the decks the printed value is returned at
// once.
#include "fast-engine/vs2pcg/card_host.hpp"
#include "fast-engine/vs2pcg/engine.hpp"
#include "fast-engine/vs2pcg/legality.hpp"
#include "fast-engine/vs2pcg/tables.hpp"

namespace canbeat::fast::vs2pcg {

namespace {
template <class F>
void each_effect(const std::vector<std::pair<std::int16_t, std::int16_t>>& of, F&& f) {
  for (const auto& [source, k] : of) f(int(source), int(k));
}
}  // namespace

// Whether an effect of source's holds for c: its condition with `self`
// source, `you` its controller, the bound card c.
bool Engine::effect_holds(const Continuous& e, int source, int c) const {
  CardHost host{*this};
  return cards::holds(e.program, host, source, &c, 1, controller(source));
}

// The printed value v of c's stat plus each effect on it that holds.
int Engine::stat_with(int c, Continuous::Member member, int v, int stat) const {
  if (!(t_->effect_members & (1u << int(member))) || in_effect_) return v;
  const EffectReads printed(in_effect_);
  each_effect(t_->continuous_of, [&](int source, int k) {
    const Continuous& e = t_->continuous[k];
    if (e.member != member || e.stat != stat || !effect_holds(e, source, c)) return;
    if (e.amount) {
      v += *e.amount;
    } else {
      CardHost host{*this};
      const int x = cards::amount(e.program, host, source, c, controller(source));
      v += e.negate ? -x : x;
    }
  });
  return v;
}

int Engine::atk_of(int c) const { return stat_with(c, Continuous::Member::atk, t_->atk[c]); }
int Engine::def_of(int c) const { return stat_with(c, Continuous::Member::def, t_->def[c]); }
int Engine::cost_of(int c) const { return stat_with(c, Continuous::Member::cost, t_->cost[c]); }
int Engine::health_of(int c) const { return stat_with(c, Continuous::Member::health, t_->health[c]); }
int Engine::level_of(int c) const { return stat_with(c, Continuous::Member::level, t_->level[c]); }

// Another declared stat k (Tables::stats) of a card that prints it.
int Engine::other_stat_of(int c, int k) const {
  return stat_with(c, Continuous::Member::stat, t_->stats[std::size_t(c) * t_->stat_count + k], k);
}

int Engine::team_symbols_of(int c) const {
  const int k = t_->team_symbols_stat;
  return k >= 0 && t_->printed_stat[std::size_t(c) * t_->stat_count + k] ? other_stat_of(c, k) : 0;
}

// Whether c has a keyword, fact or symbol (`printed` as the card prints
// it) as the effects the predicate `mine` picks make it: losing beats
// gaining.
template <class Mine>
bool Engine::given_now(int c, bool printed, Mine&& mine) const {
  if (in_effect_) return printed;
  const EffectReads as_printed(in_effect_);
  bool gain = false, lose = false;
  each_effect(t_->continuous_of, [&](int source, int k) {
    const Continuous& e = t_->continuous[k];
    if (mine(e) && effect_holds(e, source, c)) (e.lose ? lose : gain) = true;
  });
  return !lose && (gain || printed);
}

// A declared team or trait (bit of vs2pcg_facts) as the effects make it.
bool Engine::fact_now(int c, std::uint32_t bit) const {
  const bool printed = t_->facts[c] & bit;
  if (!(t_->effect_facts & bit)) return printed;
  return given_now(c, printed, [&](const Continuous& e) { return e.member == Continuous::Member::fact && e.fact == bit; });
}

// A power symbol a card makes (its member `c.energy`) as the effects make
// it. has(l, s), which pays, reads the print.
bool Engine::symbol_now(int c, std::uint8_t bit) const {
  const bool printed = t_->symbols[c] & bit;
  if (!(t_->effect_symbols & bit)) return printed;
  return given_now(c, printed,
                   [&](const Continuous& e) { return e.member == Continuous::Member::symbol && e.symbol == bit; });
}

// A keyword some effect gives or takes, as the effects make it (has_now).
bool Engine::keyword_now(int c, Keyword kw, bool printed) const {
  return given_now(c, printed,
                   [&](const Continuous& e) { return e.member == Continuous::Member::keyword && e.keyword == kw; });
}

}  // namespace canbeat::fast::vs2pcg
