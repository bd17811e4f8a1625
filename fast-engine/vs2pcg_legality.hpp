// The can/can't statements of the rulebook as direct checks, inline: they
// run for every candidate option. Private to the vs2pcg_*.cpp files. Vanilla cards
// carry no statements, so by the golden rules (docs/dsl.md "Permission") an
// action is legal when some rulebook `can` applies and no rulebook `cant`
// does. Each check cites its statements (build.rules, attack.rules,
// combat.rules, actions.rules) and their seed lines.
#pragma once

#include "fast-engine/vs2pcg_engine.hpp"
#include "fast-engine/vs2pcg_tables.hpp"

namespace canbeat::fast {

namespace vs2 {
inline bool row(Vs2Zone z) { return z == Vs2Zone::front_row || z == Vs2Zone::back_row; }
}  // namespace vs2

// In its controller's Front or Back Row.
inline bool Vs2Engine::in_play(int c) const { return vs2::row(s_.card[c].zone); }

inline int Vs2Engine::alive() const {
  int n = 0;
  for (int q = 0; q < t_->seats; ++q) n += !s_.out[q];
  return n;
}

// can recruit (000:197): a Supporting Character in hand within the Recruit
// Points. cant recruit (Uniqueness, 000:441): not with your Main
// Character's name.
inline bool Vs2Engine::legal_recruit(int p, int c) const {
  if (t_->owner[c] != p || s_.card[c].zone != Vs2Zone::hand) return false;
  if (t_->type[c] != Vs2Type::supporting_character) return false;
  t_->need(c, st_cost);
  if (t_->cost[c] > s_.rp[p]) return false;
  bool named = false;
  t_->each(p, rows(p), [&](int m) {
    named = named || (t_->type[m] == Vs2Type::main_character && t_->name_id[m] == t_->name_id[c]);
  });
  return !named;
}

// can play_equipment (000:310): Equipment in hand within the Recruit Points,
// onto a face-up character on your side. cant (000:316): a Team Symbol needs
// a face-up character of that team on your side. cant (Creature, 000:705):
// a Creature can't have Equipment.
inline bool Vs2Engine::legal_play_equipment(int p, int e, int c) const {
  if (t_->owner[e] != p || s_.card[e].zone != Vs2Zone::hand) return false;
  if (t_->type[e] != Vs2Type::equipment) return false;
  t_->need(e, st_cost);
  if (t_->cost[e] > s_.rp[p]) return false;
  if (t_->owner[c] != p || !in_play(c) || s_.card[c].face_down) return false;
  if (t_->has(c, kw_creature)) return false;
  if (t_->team_id[e] == 0) return true;
  bool team = false;
  t_->each(p, rows(p), [&](int x) {
    team = team || (!s_.card[x].face_down && t_->team_id[x] == t_->team_id[e]);
  });
  return team;
}

// can attack (000:215, 000:223): a ready Front Row character; (000:217,
// 000:243) a ready Back Row character with Ranged. cant: stunned (000:695),
// Passive (000:713).
inline bool Vs2Engine::legal_attack(int p, int a) const {
  const Vs2CardState& x = s_.card[a];
  if (t_->owner[a] != p || x.exhausted || x.face_down || t_->has(a, kw_passive)) return false;
  return x.zone == Vs2Zone::front_row || (x.zone == Vs2Zone::back_row && t_->has(a, kw_ranged));
}

// Who protects each side's Back Row (can target, 000:223-224): a face-up
// Front Row character, and a face-up Front Row character with Flight; and
// whether the Back Row has a face-up character.
inline Vs2Engine::Guards Vs2Engine::guards() const {
  Guards g;
  for (int s = 0; s < t_->seats; ++s) {
    t_->each(s, bits(s, Vs2Zone::back_row), [&](int c) { g.open_back[s] |= !s_.card[c].face_down; });
    t_->each(s, bits(s, Vs2Zone::front_row), [&](int c) {
      if (s_.card[c].face_down) return;
      g.guarded[s] = true;
      g.flight_guarded[s] |= t_->has(c, kw_flight);
    });
  }
  return g;
}

// can target: an enemy face-up Front Row character (000:223); the Back Row
// when no face-up Front Row character protects it (000:223); with Flight,
// unless a face-up Flight character is in front (000:224); Stealth from the
// Front Row, even protected (001:765). cant: face-down characters (stunned,
// 000:296; hidden, 001:711); Dodge against a Ranged (Back Row) attacker (001:745).
inline bool Vs2Engine::legal_target(int a, int d, const Guards& g) const {
  const int o = t_->owner[d];
  const Vs2CardState& x = s_.card[d];
  if (o == t_->owner[a] || x.face_down) return false;
  if (t_->has(d, kw_dodge) && s_.card[a].zone == Vs2Zone::back_row) return false;
  if (x.zone == Vs2Zone::front_row) return true;
  if (x.zone != Vs2Zone::back_row) return false;
  return !g.guarded[o] || (t_->has(a, kw_flight) && !g.flight_guarded[o]) ||
         (t_->has(a, kw_stealth) && s_.card[a].zone == Vs2Zone::front_row);
}

// can team_attack (000:254): the same Team Affiliation, in the same row.
inline bool Vs2Engine::legal_team_attack(int a, int b) const {
  if (b == a || t_->team_id[a] == 0 || t_->team_id[b] != t_->team_id[a]) return false;
  if (t_->owner[b] != t_->owner[a]) return false;
  const Vs2Zone za = s_.card[a].zone;
  return vs2::row(za) && s_.card[b].zone == za;
}

// can strike_back (000:233; 000:244: in a Ranged attack only with Ranged).
// cant (Passive, 000:713).
inline bool Vs2Engine::legal_strike_back(int d) const {
  if (t_->has(d, kw_passive)) return false;
  return s_.ranged_combat == 0 || t_->has(d, kw_ranged);
}

// can strike_back_at (000:264): the defender strikes back at an attacker.
// cant: Invade (001:751) when the defender is in the Back Row; Quick Draw
// (001:763) in a Ranged attack.
inline bool Vs2Engine::legal_strike_back_at(int d, int x) const {
  if (t_->has(x, kw_invade) && s_.card[d].zone == Vs2Zone::back_row) return false;
  return !(t_->has(x, kw_quick_draw) && s_.ranged_combat == 1);
}

// can power_up (000:447): a card in hand named as a face-up character on
// your side. cant (000:447): as a Combat action, only a character in the combat.
inline bool Vs2Engine::legal_power_up(int p, int h, int c) const {
  if (t_->owner[h] != p || s_.card[h].zone != Vs2Zone::hand) return false;
  const Vs2CardState& x = s_.card[c];
  if (t_->owner[c] != p || !in_play(c) || x.face_down || t_->name_id[h] != t_->name_id[c]) return false;
  return !(s_.combat == 1 && !x.attacking && !x.defending);
}

// any(d in instances : legal target(a, d)): only enemy characters in play
// can be targets.
inline bool Vs2Engine::any_target(int a, const Guards& g) const {
  bool any = false;
  for (int o = 0; o < t_->seats && !any; ++o)
    if (o != t_->owner[a]) t_->each(o, rows(o), [&](int d) { any = any || legal_target(a, d, g); });
  return any;
}

inline bool Vs2Engine::any_common_target(int a, int b, const Guards& g) const {
  bool any = false;
  for (int o = 0; o < t_->seats && !any; ++o)
    if (o != t_->owner[a])
      t_->each(o, rows(o), [&](int d) { any = any || (legal_target(a, d, g) && legal_target(b, d, g)); });
  return any;
}

}  // namespace canbeat::fast
