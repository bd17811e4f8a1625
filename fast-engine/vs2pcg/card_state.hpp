// Where a card lies and the rules' per_card vars it carries (vs2pcg.rules,
// "The state of a card in play"), listed once: CardState's fields, the
// CardVar a card's text reads and sets, the name a mark shows and a staged
// position sets, in declaration order (the order a card's marks show in).
#pragma once

#include <cstdint>
#include <type_traits>

namespace canbeat::fast::vs2pcg {

// The zones of a player, in the order vs2pcg.rules declares them.
enum class Zone : std::uint8_t {
  deck,
  hand,
  ko_pile,
  resource_row,
  front_row,
  back_row,
  equipment,
  set_aside,
  removed,
  facehuggers,  // the Facehugger Pile (000:527)
  captives,     // captured cards (000:532-533), their captor's serial in `captor`
  deck_bottom,  // the deck's known bottom, in order (arrival), under the shuffled `deck`
  revealed,     // cards an effect revealed from the top of the deck (ALN-003, ALN-029)
};
inline constexpr int kZones = 13;

// X(name, field type) for each per_card var of vs2pcg.rules, in
// declaration order.
#define VS2PCG_CARD_VARS(X)                                                                              \
  X(face_down, std::uint8_t) X(exhausted, std::uint8_t) X(wounds, std::uint8_t)                          \
  X(plus, std::int16_t) X(minus, std::int16_t)                                                           \
  X(on, std::int16_t)              /* the serial of the character an Equipment is on (000:310) */        \
  X(attacking, std::uint8_t) X(defending, std::uint8_t)                                                  \
  X(struck, std::uint8_t)          /* struck this combat (combat.rules) */                               \
  X(doomed, std::uint8_t)          /* to be stunned when the strikes land (combat.rules) */              \
  X(moved, std::uint8_t)           /* changed rows this Formation step (build.rules) */                  \
  X(hidden, std::uint8_t)                                                                                \
  X(combat_atk, std::int8_t) X(combat_def, std::int8_t) /* "this combat" ATK/DEF changes */             \
  X(strike_extra, std::uint8_t)    /* strikes with 1 + this times its ATK */                             \
  X(no_strike_back, std::uint8_t)  /* its defender can't strike back (ALN-027) */                        \
  X(chosen, std::uint8_t)          /* chosen by the running power or twist */                            \
  X(xp, std::uint8_t)              /* XP counters (on a set-aside Level 2 version, 000:418) */           \
  X(no_strikes, std::uint8_t)      /* its attackers can't strike this combat (ALN-028) */                \
  X(combat_ferocious, std::uint8_t) X(combat_monstrous, std::uint8_t) /* gained this combat (ALN-034) */ \
  X(spent, std::uint8_t)           /* a once-a-game power used */                                        \
  X(delayed, std::uint8_t)         /* an end-of-turn effect waiting */                                   \
  X(turn_lethal, std::uint8_t)     /* Lethal this turn (ALN-032) */                                      \
  X(egg, std::int16_t)             /* a revealed Facehugger Pile card: its Ovomorph's serial (000:530) */ \
  X(captor, std::int16_t)          /* a captive: its captor's serial (000:533) */                        \
  X(turn_bio_mask, std::uint8_t)   /* may attack face-down characters this turn (PRD-017) */             \
  X(turning, std::uint8_t)         /* Edwin (001:518): 1 may turn Evil, 2 Evil (vs2pcg.rules) */         \
  X(turn_nest_off, std::uint8_t)   /* its Sniper Nest turned off this turn (PRD-008, 001:551) */         \
  X(turn_atk, std::int16_t) X(turn_def, std::int16_t) /* "this turn" ATK/DEF changes (ALN-018) */       \
  X(acid, std::uint8_t)            /* Acidic Blood (ALN-007/008): counters she took while it runs */

#define VS2PCG_ENUMERATOR(name, type) name,
enum class CardVar : std::uint8_t { VS2PCG_CARD_VARS(VS2PCG_ENUMERATOR) };
#undef VS2PCG_ENUMERATOR
#define VS2PCG_NAME(name, type) #name,
inline constexpr const char* kCardVarNames[] = {VS2PCG_CARD_VARS(VS2PCG_NAME)};
#undef VS2PCG_NAME
inline constexpr int kCardVars = int(std::size(kCardVarNames));
inline const char* card_var_name(CardVar v) { return kCardVarNames[int(v)]; }

// The state of one card instance: where it is and its per_card vars. A
// card lies in a zone of its owner, except that a character in play and
// its Equipment lie in the rows (and equipment zone) of its owner's `lead`
// seat: in 2-Headed Teammates the team's shared rows (000:567-569); that
// seat is its controller (Engine::controller). A character moved to
// another player's rows (ALN-021 Ash) and its Equipment lie in that
// player's (State::held_at). The card sets' own per_card vars live beside
// State (Engine::set_vars_): a set declares as many as it needs.
struct CardState {
  Zone zone = Zone::deck;
#define VS2PCG_FIELD(name, type) type name = 0;
  VS2PCG_CARD_VARS(VS2PCG_FIELD)
#undef VS2PCG_FIELD
  bool operator==(const CardState&) const = default;
};

// f(var's name, its field of k) for each per_card var, in declaration
// order; f(the field v names) for one. K is CardState or const CardState.
template <class K, class F>
void each_card_var(K& k, F&& f) {
#define VS2PCG_EACH(name, type) f(#name, k.name);
  VS2PCG_CARD_VARS(VS2PCG_EACH)
#undef VS2PCG_EACH
}
template <class K, class F>
decltype(auto) with_card_var(K& k, CardVar v, F&& f) {
  switch (v) {
#define VS2PCG_CASE(name, type) \
  case CardVar::name: return f(k.name);
    VS2PCG_CARD_VARS(VS2PCG_CASE)
#undef VS2PCG_CASE
  }
  return f(k.face_down);
}

// The rules' per_card vars a card's text reads and sets (inline: the
// expressions read them on the hot path).
inline int card_var(const CardState& k, CardVar v) {
  return with_card_var(k, v, [](const auto& field) { return int(field); });
}
inline void put_card_var(CardState& k, CardVar v, bool set, int b) {
  with_card_var(k, v, [&](auto& field) {
    const int value = set ? b : int(field) + b;
    field = static_cast<std::remove_reference_t<decltype(field)>>(value);
  });
}

}  // namespace canbeat::fast::vs2pcg
