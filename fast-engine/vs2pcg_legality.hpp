// The can/can't statements of the rulebook as direct checks. Vanilla cards
// carry no statements, so by the golden rules (docs/dsl.md "Permission") an
// action is legal when some rulebook `can` applies and no rulebook `cant`
// does. Each check cites its statements (build.rules, attack.rules,
// combat.rules, actions.rules) and their seed lines.
#include "fast-engine/vs2pcg_engine.hpp"
#include "fast-engine/vs2pcg_tables.hpp"

namespace canbeat::fast {

namespace {
bool row(Vs2Zone z) { return z == Vs2Zone::front_row || z == Vs2Zone::back_row; }
}  // namespace

// In its controller's Front or Back Row.
bool Vs2Engine::in_play(int c) const { return row(s_.card[c].zone); }

int Vs2Engine::alive() const {
  int n = 0;
  for (int q = 0; q < t_->seats; ++q) n += !s_.out[q];
  return n;
}

// can recruit (000:197): a Supporting Character in hand within the Recruit
// Points. cant recruit (Uniqueness, 000:441): not with your Main
// Character's name.
bool Vs2Engine::legal_recruit(int p, int c) const {
  if (t_->owner[c] != p || s_.card[c].zone != Vs2Zone::hand) return false;
  if (t_->type[c] != Vs2Type::supporting_character || t_->cost[c] > s_.rp[p]) return false;
  for (int m = t_->first[p]; m < t_->first[p] + t_->count[p]; ++m)
    if (t_->type[m] == Vs2Type::main_character && in_play(m) && t_->name_id[m] == t_->name_id[c])
      return false;
  return true;
}

// can play_equipment (000:310): Equipment in hand within the Recruit Points,
// onto a face-up character on your side. cant (000:316): a Team Symbol needs
// a face-up character of that team on your side. cant (Creature, 000:705):
// a Creature can't have Equipment.
bool Vs2Engine::legal_play_equipment(int p, int e, int c) const {
  if (t_->owner[e] != p || s_.card[e].zone != Vs2Zone::hand) return false;
  if (t_->type[e] != Vs2Type::equipment || t_->cost[e] > s_.rp[p]) return false;
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
bool Vs2Engine::legal_attack(int p, int a) const {
  const Vs2CardState& x = s_.card[a];
  if (t_->owner[a] != p || x.exhausted || x.face_down || t_->has(a, kw_passive)) return false;
  return x.zone == Vs2Zone::front_row || (x.zone == Vs2Zone::back_row && t_->has(a, kw_ranged));
}

// can target: an enemy face-up Front Row character (000:223); the Back Row
// when no face-up Front Row character protects it (000:223); with Flight,
// unless a face-up Flight character is in front (000:224). cant: stunned
// characters can't be attacked (000:296).
bool Vs2Engine::legal_target(int a, int d) const {
  const int o = t_->owner[d];
  const Vs2CardState& x = s_.card[d];
  if (o == t_->owner[a] || x.face_down) return false;
  if (x.zone == Vs2Zone::front_row) return true;
  if (x.zone != Vs2Zone::back_row) return false;
  bool guarded = false, flight_guarded = false;
  for (int f = t_->first[o]; f < t_->first[o] + t_->count[o]; ++f) {
    const Vs2CardState& y = s_.card[f];
    if (y.zone != Vs2Zone::front_row || y.face_down) continue;
    guarded = true;
    if (t_->has(f, kw_flight)) flight_guarded = true;
  }
  return !guarded || (t_->has(a, kw_flight) && !flight_guarded);
}

// can team_attack (000:254): the same Team Affiliation, in the same row.
bool Vs2Engine::legal_team_attack(int a, int b) const {
  if (b == a || t_->team_id[a] == 0 || t_->team_id[b] != t_->team_id[a]) return false;
  if (t_->owner[b] != t_->owner[a]) return false;
  const Vs2Zone za = s_.card[a].zone;
  return row(za) && s_.card[b].zone == za;
}

// can strike_back (000:233; 000:244: in a Ranged attack only with Ranged).
// cant (Passive, 000:713).
bool Vs2Engine::legal_strike_back(int d) const {
  if (t_->has(d, kw_passive)) return false;
  return s_.ranged_combat == 0 || t_->has(d, kw_ranged);
}

// can power_up (000:447): a card in hand named as a face-up character on
// your side. cant (000:447): as a Combat action, only a character in the combat.
bool Vs2Engine::legal_power_up(int p, int h, int c) const {
  if (t_->owner[h] != p || s_.card[h].zone != Vs2Zone::hand) return false;
  const Vs2CardState& x = s_.card[c];
  if (t_->owner[c] != p || !in_play(c) || x.face_down || t_->name_id[h] != t_->name_id[c]) return false;
  return !(s_.combat == 1 && !x.attacking && !x.defending);
}

bool Vs2Engine::any_target(int a) const {
  for (int d = 0; d < t_->cards; ++d)
    if (legal_target(a, d)) return true;
  return false;
}

bool Vs2Engine::any_common_target(int a, int b) const {
  for (int d = 0; d < t_->cards; ++d)
    if (legal_target(a, d) && legal_target(b, d)) return true;
  return false;
}

}  // namespace canbeat::fast
