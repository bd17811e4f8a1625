// The rules' per_card vars (vs2pcg.rules, "The state of a card in play")
// a card's text reads and sets: each CardVar is one field of CardState.
// Inline: the expressions read them on the hot path.
#pragma once

#include <type_traits>

#include "fast-engine/vs2pcg/engine.hpp"

namespace canbeat::fast::vs2pcg {

namespace card_vars_detail {
// f(the field of k that v names).
template <class K, class F>
decltype(auto) with_field(K& k, CardVar v, F&& f) {
  switch (v) {
    case CardVar::face_down: return f(k.face_down);
    case CardVar::exhausted: return f(k.exhausted);
    case CardVar::wounds: return f(k.wounds);
    case CardVar::plus: return f(k.plus);
    case CardVar::minus: return f(k.minus);
    case CardVar::hidden: return f(k.hidden);
    case CardVar::attacking: return f(k.attacking);
    case CardVar::defending: return f(k.defending);
    case CardVar::combat_atk: return f(k.combat_atk);
    case CardVar::combat_def: return f(k.combat_def);
    case CardVar::strike_extra: return f(k.strike_extra);
    case CardVar::no_strike_back: return f(k.no_strike_back);
    case CardVar::chosen: return f(k.chosen);
    case CardVar::xp: return f(k.xp);
    case CardVar::no_strikes: return f(k.no_strikes);
    case CardVar::combat_ferocious: return f(k.combat_ferocious);
    case CardVar::combat_monstrous: return f(k.combat_monstrous);
    case CardVar::spent: return f(k.spent);
    case CardVar::delayed: return f(k.delayed);
    case CardVar::turn_lethal: return f(k.turn_lethal);
    case CardVar::egg: return f(k.egg);
    case CardVar::captor: return f(k.captor);
    case CardVar::turn_bio_mask: return f(k.turn_bio_mask);
    case CardVar::turning: return f(k.turning);
    case CardVar::turn_nest_off: return f(k.turn_nest_off);
    case CardVar::turn_atk: return f(k.turn_atk);
    case CardVar::turn_def: return f(k.turn_def);
    case CardVar::acid: return f(k.acid);
    case CardVar::on: return f(k.on);        // the serial of the character an Equipment is on (000:310)
    case CardVar::struck: return f(k.struck);  // struck this combat (combat.rules)
    case CardVar::doomed: return f(k.doomed);  // to be stunned when the strikes land (combat.rules)
    case CardVar::moved: return f(k.moved);    // changed rows this Formation step (build.rules)
  }
  return f(k.face_down);
}
}  // namespace card_vars_detail

inline int card_var(const CardState& k, CardVar v) {
  return card_vars_detail::with_field(k, v, [](const auto& field) { return int(field); });
}

inline void put_card_var(CardState& k, CardVar v, bool set, int b) {
  card_vars_detail::with_field(k, v, [&](auto& field) {
    const int value = set ? b : int(field) + b;
    field = static_cast<std::remove_reference_t<decltype(field)>>(value);
  });
}

}  // namespace canbeat::fast::vs2pcg
