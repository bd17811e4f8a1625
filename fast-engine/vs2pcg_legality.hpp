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
  for (int m = t_->first[p]; m < t_->first[p] + t_->count[p]; ++m)
    if (t_->type[m] == Vs2Type::main_character && in_play(m) && t_->name_id[m] == t_->name_id[c])
      return false;
  return true;
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
  for (int x = t_->first[p]; x < t_->first[p] + t_->count[p]; ++x)
    if (in_play(x) && !s_.card[x].face_down && t_->team_id[x] == t_->team_id[e]) return true;
  return false;
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
  for (int c = 0; c < t_->cards; ++c) {
    const Vs2CardState& y = s_.card[c];
    if (y.zone == Vs2Zone::back_row && !y.face_down) g.open_back[t_->owner[c]] = true;
    if (y.zone != Vs2Zone::front_row || y.face_down) continue;
    g.guarded[t_->owner[c]] = true;
    if (t_->has(c, kw_flight)) g.flight_guarded[t_->owner[c]] = true;
  }
  return g;
}

// can target: an enemy face-up Front Row character (000:223); the Back Row
// when no face-up Front Row character protects it (000:223); with Flight,
// unless a face-up Flight character is in front (000:224). cant: stunned
// characters can't be attacked (000:296).
inline bool Vs2Engine::legal_target(int a, int d, const Guards& g) const {
  const int o = t_->owner[d];
  const Vs2CardState& x = s_.card[d];
  if (o == t_->owner[a] || x.face_down) return false;
  if (x.zone == Vs2Zone::front_row) return true;
  if (x.zone != Vs2Zone::back_row) return false;
  return !g.guarded[o] || (t_->has(a, kw_flight) && !g.flight_guarded[o]);
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

// can power_up (000:447): a card in hand named as a face-up character on
// your side. cant (000:447): as a Combat action, only a character in the combat.
inline bool Vs2Engine::legal_power_up(int p, int h, int c) const {
  if (t_->owner[h] != p || s_.card[h].zone != Vs2Zone::hand) return false;
  const Vs2CardState& x = s_.card[c];
  if (t_->owner[c] != p || !in_play(c) || x.face_down || t_->name_id[h] != t_->name_id[c]) return false;
  return !(s_.combat == 1 && !x.attacking && !x.defending);
}

// any(d in instances : legal target(a, d)), from the guards: a side with a
// face-up Front Row character offers it to every attacker; a side without
// one offers its face-up Back Row to every attacker. So whether some target
// exists depends on the attacker's side only, not on its Flight.
inline bool Vs2Engine::any_target(int a, const Guards& g) const {
  for (int o = 0; o < t_->seats; ++o)
    if (o != t_->owner[a] && (g.guarded[o] || g.open_back[o])) return true;
  return false;
}

// any(d : legal target(a, d) and legal target(b, d)) for two attackers of
// one side: by the same argument, the first side's targets are common.
inline bool Vs2Engine::any_common_target(int a, int b, const Guards& g) const {
  return t_->owner[a] == t_->owner[b] ? any_target(a, g) : false;
}

}  // namespace canbeat::fast
