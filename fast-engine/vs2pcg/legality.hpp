// The can/can't statements of the rulebook as direct checks, inline: they
// run for every candidate option. Private to the vs2pcg_*.cpp files. Vanilla cards
// carry no statements, so by the golden rules (docs/dsl.md "Permission") an
// action is legal when some rulebook `can` applies and no rulebook `cant`
// does. Each check cites its statements (build.rules, attack.rules,
// combat.rules, actions.rules) and their seed lines.
#pragma once

#include "fast-engine/vs2pcg/engine.hpp"
#include "fast-engine/vs2pcg/tables.hpp"

namespace canbeat::fast::vs2pcg {

namespace vs2 {
inline bool row(Zone z) { return z == Zone::front_row || z == Zone::back_row; }
}  // namespace vs2

inline bool Engine::held_zone(Zone z) { return vs2::row(z) || z == Zone::equipment; }

// In its controller's Front or Back Row.
inline bool Engine::in_play(int c) const { return vs2::row(s_.card[c].zone); }

// The seat whose zone holds c: for a character in play and for Equipment,
// its owner's lead seat (its own, or in 2-Headed Teammates the team's first
// seat, whose rows are shared, 000:567-569), unless it was moved to another
// player's rows (held_at, ALN-021); otherwise its owner.
inline int Engine::controller(int c) const {
  const int o = t_->owner[c];
  const Zone z = s_.card[c].zone;
  if (!held_zone(z)) return o;
  return s_.held_at[c] ? s_.held_at[c] - 1 : s_.lead[o];
}

// The cards at home (owner by owner), then those held away from home.
template <class F>
void Engine::each_held(int holder, Zone z, F&& f) const {
  for (int s = 0; s < t_->seats; ++s)
    if (s_.lead[s] == holder) t_->each(s, bits(s, z) & ~s_.away[s], f);
  for (int s = 0; s < t_->seats; ++s)
    if (const Bits b = bits(s, z) & s_.away[s])
      t_->each(s, b, [&](int c) {
        if (s_.held_at[c] - 1 == holder) f(c);
      });
}

// f(c) for each card of seat's zone z: a zone of play as the seat holds
// it (each_held), any other as its owner's.
template <class F>
void Engine::each_in_zone(int seat, Zone z, F&& f) const {
  if (held_zone(z)) each_held(seat, z, f);
  else t_->each(seat, bits(seat, z), f);
}

// The cards seat holds in zone z in the order they arrived (the
// interpreter's zone order, from the bottom): what `first` walks.
template <class F>
void Engine::each_arrived(int seat, Zone z, F&& f) const {
  std::uint16_t cards[kMaxCards];
  int n = 0;
  each_in_zone(seat, z, [&](int c) { cards[n++] = std::uint16_t(c); });
  sort_by_arrival(cards, n);
  for (int i = 0; i < n; ++i) f(cards[i]);
}

template <class F>
void Engine::each_in_rows(int holder, F&& f) const {
  for (int s = 0; s < t_->seats; ++s)
    if (s_.lead[s] == holder) t_->each(s, rows(s) & ~s_.away[s], f);
  for (int s = 0; s < t_->seats; ++s)
    if (const Bits b = rows(s) & s_.away[s])
      t_->each(s, b, [&](int c) {
        if (s_.held_at[c] - 1 == holder) f(c);
      });
}

inline int Engine::alive() const {
  int n = 0;
  for (int q = 0; q < t_->seats; ++q) n += !s_.out[q];
  return n;
}

// count(q in players where q.out == 0 and q.lead == seat_of(q)): the living
// players whose turns are taken (a 2-Headed team counts once).
inline int Engine::living_leads() const {
  int n = 0;
  for (int q = 0; q < t_->seats; ++q) n += !s_.out[q] && s_.lead[q] == q;
  return n;
}

// The golden rules (000:489; docs/dsl.md): a card's statement beats the
// rulebook's and can't beats can (statements_decide, powers.cpp). An action
// no card speaks of is the rulebook's alone.
inline bool Engine::card_statements_decide(Action action, int arg0, int arg1, bool rulebook, int slot, int seat,
                                           Permits permits, int text) const {
  if (t_->card_statements[int(action)].empty()) return rulebook;
  return statements_decide(action, arg0, arg1, rulebook, slot, seat, permits, text);
}

// can recruit (000:197): a Supporting Character in hand. cant recruit
// (Uniqueness, 000:441): not with the name of a Main Character on your side
// (the rows of your lead seat). How it is paid is asked apart: can
// pay_recruit_points (000:197), a printed cost (the Xenomorph Lance-Tail has
// none) within the Recruit Points, in offer_recruit; pay_recruit_symbols,
// legal_recruit_symbols.
inline bool Engine::legal_recruit(int p, int c) const {
  auto can = [&] {
    return t_->owner[c] == p && s_.card[c].zone == Zone::hand && t_->type[c] == Type::supporting_character;
  };
  auto rulebook = [&] {
    if (!can()) return false;
    bool named = false;
    each_in_rows(s_.lead[p], [&](int m) {
      named = named || (t_->type[m] == Type::main_character && t_->name_id[m] == t_->name_id[c]);
    });
    return !named;
  };
  // Then the cards' own statements of recruit(p, c).
  return card_statements_decide(Action::recruit, p, c, rulebook(), -1, -1, can);
}

// can pay_recruit_points (build.rules; 000:197): a printed cost within the
// Recruit Points; then the cards' own statements.
inline bool Engine::legal_pay_recruit_points(int p, int c) const {
  const bool rulebook = !(t_->missing[c] & st_cost) && cost_of(c) <= s_.rp[p];
  return card_statements_decide(Action::pay_recruit_points, p, c, rulebook);
}

// can change_row (build.rules; 000:207-209): each character moves once in
// the Formation Step; then the cards' own statements (ALN-010's Immobile).
inline bool Engine::legal_change_row(int p, int c) const {
  const bool rulebook = !s_.card[c].moved;
  return card_statements_decide(Action::change_row, p, c, rulebook);
}

// can play_equipment (000:310): Equipment in hand within the Recruit Points,
// onto a face-up character on your side (the rows of your lead seat). cant
// (000:316): a Team Symbol needs a face-up character of that team on your
// side. cant (Creature, 000:705): a Creature can't have Equipment.
inline bool Engine::legal_play_equipment(int p, int e, int c) const {
  auto can = [&] {
    if (t_->owner[e] != p || s_.card[e].zone != Zone::hand) return false;
    if (t_->type[e] != Type::equipment) return false;
    t_->need(e, st_cost);
    if (cost_of(e) > s_.rp[p]) return false;
    return in_play(c) && controller(c) == s_.lead[p] && !s_.card[c].face_down;
  };
  auto rulebook = [&] {
    if (!can()) return false;
    if (has_now(c, kw_creature)) return false;
    if (t_->team_id[e] == 0) return true;
    bool team = false;
    each_in_rows(s_.lead[p], [&](int x) {
      team = team || (!s_.card[x].face_down && affiliated(x, t_->team_id[e]));
    });
    return team;
  };
  // Then the cards' own statements of play_equipment(p, e, c).
  return card_statements_decide(Action::play_equipment, e, c, rulebook(), -1, p, can);
}

// can attack (000:215, 000:223): a ready Front Row character; (000:217,
// 000:243) a ready Back Row character with Ranged.
inline bool Engine::can_attack(int p, int a) const {
  const CardState& x = s_.card[a];
  if (!in_play(a) || controller(a) != p || x.exhausted) return false;
  return x.zone == Zone::front_row || has_now(a, kw_ranged);
}

// can_attack, and cant: stunned (000:695), Passive (000:713).
inline bool Engine::basic_attack(int p, int a) const {
  return can_attack(p, a) && !s_.card[a].face_down && !has_now(a, kw_passive);
}

// basic_attack, and cant (Angry, 001:739): before the first attack of the
// turn, while an Angry character of p's can attack someone, only an Angry
// one may start an attack. Then the cards' own statements of attack(p, a)
// decide over the rulebook's (card_statements_decide, powers.cpp), in the
// Angry test too: there `legal attack(p, x)` asks them of x.
inline bool Engine::legal_attack(int p, int a, const Guards& g) const {
  const bool statements = !t_->card_statements[int(Action::attack)].empty();
  auto decide = [&](int x, bool rulebook) {
    auto can = [&] { return can_attack(p, x); };
    return statements ? card_statements_decide(Action::attack, p, x, rulebook, -1, -1, can) : rulebook;
  };
  if (!basic_attack(p, a)) return decide(a, false);
  if (s_.attacks != 0 || has_now(a, kw_angry)) return decide(a, true);
  bool angry = false;
  each_in_rows(p, [&](int x) {
    angry = angry || (has_now(x, kw_angry) && decide(x, basic_attack(p, x)) && legal_reach(p, x, g));
  });
  return decide(a, !angry);
}

// Who protects each seat's Back Row (can target, 000:223-224): a face-up
// Front Row character, and a face-up Front Row character with Flight.
inline Engine::Guards Engine::guards() const {
  Guards g;
  for (int s = 0; s < t_->seats; ++s) {
    t_->each(s, bits(s, Zone::front_row), [&](int c) {
      if (s_.card[c].face_down) return;
      const int holder = controller(c);
      g.guarded[holder] = true;
      g.flight_guarded[holder] |= has_now(c, kw_flight);
    });
  }
  return g;
}

// can target: an enemy (another side's, 000:557) face-up Front Row
// character (000:223); the Back Row when no face-up Front Row character
// protects it (000:223); with Flight, unless a face-up Flight character is in
// front (000:224); Stealth from the Front Row, even protected (001:765). cant:
// face-down characters (stunned, 000:296; hidden, 001:711); Dodge against a
// Ranged (Back Row) attacker (001:745).
// Then the cards' own statements of target(a, d) decide over the rulebook's
// (card_statements_decide, powers.cpp): ALN-037's Camouflage.
inline bool Engine::legal_target(int a, int d, const Guards& g) const {
  const CardState& x = s_.card[d];
  const int o = controller(d);
  const bool can = in_play(d) && !x.face_down && s_.side[o] != s_.side[controller(a)] &&
                   (x.zone == Zone::front_row || !g.guarded[o] || (has_now(a, kw_flight) && !g.flight_guarded[o]) ||
                    (has_now(a, kw_stealth) && s_.card[a].zone == Zone::front_row));
  const bool rulebook = can && !(has_now(d, kw_dodge) && s_.card[a].zone == Zone::back_row);
  return card_statements_decide(Action::target, a, d, rulebook, -1, -1, [&] { return can; });
}

// can reach(p, a) (000:219-223; attack.rules): a character of a side other
// than p's that a may attack (a house rule's or a card's can target may
// name one of p's own). Only characters in play can be targets. Then the
// cards' own statements of reach(p, a).
inline bool Engine::legal_reach(int p, int a, const Guards& g) const {
  bool any = false;
  // rows(o): o's cards in the rows, wherever held (a card sent away,
  // ALN-021, is its holder's: controller).
  for (int o = 0; o < t_->seats && !any; ++o)
    t_->each(o, rows(o), [&](int d) { any = any || (s_.side[controller(d)] != s_.side[p] && legal_target(a, d, g)); });
  return card_statements_decide(Action::reach, p, a, any);
}

// can reach(p, a) for any p (a card's `legal reach`).
inline bool Engine::legal_reach_of(int p, int a) const { return legal_reach(p, a, guards()); }

// good_team(t) (vs2pcg.rules; 000:501, 001:488): The Company and the Prey;
// then the cards' own statements (the team in the statement's slot).
inline bool Engine::good_team(int team) const {
  return card_statements_decide(Action::good_team, -1, -1, t_->good_team[std::size_t(team)], team);
}

// affiliated(c, t) (vs2pcg.rules): the card's team; every Good team with No
// Autographs (001:547); cant (001:518): an Evil Edwin is on no Good team.
// Then the cards' own statements. good_team(t) is asked only where the
// rules' conditions reach it (`c.no_autographs and ...`, `c.turning == 2
// and ...`): a card's statement of good_team may meet a rules error, which
// the interpreter meets only then (random cards seed 4005).
inline bool Engine::affiliated(int c, int team) const {
  auto rulebook = [&] {
    const bool autographs = has_now(c, kw_no_autographs), evil = s_.card[c].turning == 2;
    const bool good = (autographs || evil) && good_team(team);
    if (good && evil) return false;
    return (team != 0 && t_->team_id[c] == team) || (good && autographs);
  };
  auto can = [&] {
    return (team != 0 && t_->team_id[c] == team) || (has_now(c, kw_no_autographs) && good_team(team));
  };
  return card_statements_decide(Action::affiliated, c, -1, rulebook(), team, -1, can);
}

// can team_attack (000:254): a shared Team Affiliation, in the same row.
inline bool Engine::legal_team_attack(int a, int b) const {
  auto rulebook = [&] {
    const int ta = t_->team_id[a], tb = t_->team_id[b];
    if (b == a || ta == 0 || tb == 0) return false;
    if (!((affiliated(a, tb) && affiliated(b, tb)) || (affiliated(b, ta) && affiliated(a, ta)))) return false;
    const Zone za = s_.card[a].zone;
    return vs2::row(za) && s_.card[b].zone == za && controller(b) == controller(a);
  };
  // Then the cards' own statements of team_attack(a, b).
  return card_statements_decide(Action::team_attack, a, b, rulebook());
}

// Every attacker so far (p's characters with `attacking`) may attack d.
inline bool Engine::targets_all_attackers(int p, int d, const Guards& g) const {
  bool all = true;
  each_in_rows(p, [&](int x) { all = all && (!s_.card[x].attacking || legal_target(x, d, g)); });
  return all;
}

// can join (000:252-256): b may attack, may team up with a, and shares an
// enemy defender with every attacker so far.
inline bool Engine::legal_join(int p, int a, int b, const Guards& g) const {
  auto rulebook = [&] {
    if (s_.card[b].attacking || !legal_attack(p, b, g) || !legal_team_attack(a, b)) return false;
    bool any = false;
    for (int o = 0; o < t_->seats && !any; ++o)
      t_->each(o, rows(o), [&](int d) {
        any = any || (s_.side[controller(d)] != s_.side[p] && legal_target(b, d, g) && targets_all_attackers(p, d, g));
      });
    return any;
  };
  // Then the cards' own statements of join(p, a, b).
  return card_statements_decide(Action::join, a, b, rulebook(), -1, p);
}

// can strike_back (000:233; 000:244: in a Ranged attack only with Ranged).
// cant (Passive, 000:713).
// Then the cards' own statements of strike_back(d): ALN-027/028's Its
// Structural Perfection.
inline bool Engine::legal_strike_back(int d) const {
  const bool can = s_.ranged_combat == 0 || has_now(d, kw_ranged);
  return card_statements_decide(Action::strike_back, d, -1, can && !has_now(d, kw_passive), -1, -1,
                                [&] { return can; });
}

// can strike_back_at (000:264): the defender strikes back at an attacker.
// cant: Invade (001:751) when the defender is in the Back Row; Quick Draw
// (001:763) in a Ranged attack.
inline bool Engine::legal_strike_back_at(int d, int x) const {
  const bool rulebook = !(has_now(x, kw_invade) && s_.card[d].zone == Zone::back_row) &&
                        !(has_now(x, kw_quick_draw) && s_.ranged_combat == 1);
  // Then the cards' own statements of strike_back_at(d, x).
  return card_statements_decide(Action::strike_back_at, d, x, rulebook, -1, -1, [] { return true; });
}

// can power_up (000:447): a card in hand named as a face-up character on
// your side (the rows of your lead seat). cant (000:447): as a Combat
// action, only a character in the combat.
inline bool Engine::legal_power_up(int p, int h, int c) const {
  const CardState& x = s_.card[c];
  auto can = [&] {
    if (t_->owner[h] != p || s_.card[h].zone != Zone::hand) return false;
    return in_play(c) && controller(c) == s_.lead[p] && !x.face_down && t_->name_id[h] == t_->name_id[c];
  };
  const bool rulebook = can() && !(s_.combat == 1 && !x.attacking && !x.defending);
  // Card statements (ALN-013's Full of Surprises) beat the rulebook's.
  return card_statements_decide(Action::power_up, h, c, rulebook, -1, p, can);
}

// can change_side (actions.rules; 000:558, 000:685): q, a living player
// whose rows are its own (a 2-Headed team's by its first seat), and not the
// rows c is in. cant (Uniqueness, 000:441): q's side has a Main Character
// of c's name.
inline bool Engine::legal_change_side(int c, int q) const {
  auto can = [&] { return !s_.out[q] && s_.lead[q] == q && controller(c) != q; };
  auto rulebook = [&] {
    if (!can()) return false;
    bool named = false;
    each_in_rows(q, [&](int m) {
      named = named || (t_->type[m] == Type::main_character && t_->name_id[m] == t_->name_id[c]);
    });
    return !named;
  };
  // Then the cards' own statements of change_side(c, q).
  return card_statements_decide(Action::change_side, c, -1, rulebook(), -1, q, can);
}

}  // namespace canbeat::fast::vs2pcg
