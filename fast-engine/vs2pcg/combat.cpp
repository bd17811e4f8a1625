// "Attacking" and "Combat" (000:219-268), attack.rules and combat.rules:
// declaring the attack, the combat window, the strikes and the keywords
// that change them (Ferocious 000:707, Lethal 000:709, Monstrous 000:711,
// Passive 000:713, Leader 001:755, Invade 001:751, Quick Draw 001:763).
// The attackers are the active player's characters with `attacking`; the
// defender is the one character with `defending`.
#include "fast-engine/vs2pcg/engine.hpp"
#include "fast-engine/vs2pcg/legality.hpp"
#include "fast-engine/vs2pcg/tables.hpp"

namespace canbeat::fast::vs2pcg {

// make_attack after "target D": 000:223, 000:243: attacking exhausts; a
// Back Row attack is a Ranged attack. Then fight(p): the combat window.
void Engine::declare_attack() {
  const int p = s_.active;
  s_.ranged_combat = 0;
  each_in_rows(p, [&](int x) {
    CardState& c = s_.card[x];
    if (!c.attacking) return;
    c.exhausted = 1;
    if (c.zone == Zone::back_row) s_.ranged_combat = 1;
  });
  const int d = defender();
  if (d >= 0 && t_->type[d] == Type::main_character) s_.mc_attacked = 1;
  // "When ... attacks" triggers (000:481, triggers.rules): each attacker in
  // the rows' order, then the attack itself; resolved before the combat.
  if (!t_->triggers[int(Event::attacks)].empty())
    for (Zone z : {Zone::front_row, Zone::back_row})
      each_held(p, z, [&](int x) {
        if (s_.card[x].attacking) fire(Event::attacks, x);
      });
  fire(Event::attack_made, s_.first_attacker);
  if (d >= 0) fire(Event::attacked, d);
  resolve_triggers(After::fight);
}

// make_attack: with B, another attacker of the team (000:263), or target D.
void Engine::choose_team(const Option& o) {
  if (o.label == l_with) {
    s_.card[o.arg].attacking = 1;
    return offer_team();
  }
  s_.card[o.arg].defending = 1;
  declare_attack();
}

// fight(p): the combat window opens with the attacking player (000:228).
void Engine::start_fight() {
  const int p = s_.active;
  s_.combat = 1;
  s_.window = p;
  s_.passes = 0;
  continue_window();
}

// 000:228, 000:546: in turn order, each living player may Power Up or pass,
// until all living players pass in a row.
void Engine::continue_window() {
  const int n = t_->seats;
  // A cancelled combat (000:669) ends at once, with no strikes.
  while (s_.passes < alive() && !s_.combat_cancelled) {
    if (!s_.out[s_.window]) return offer_window(s_.window);
    s_.window = (s_.window + 1) % n;
  }
  // A combat left with no attacker in it (every attacker stunned in the
  // window) or no defender (stunned or gone) is cancelled (combat.rules
  // fight; published-rulings.md C-41).
  bool attacker = false, defender = false;
  for (int x = 0; x < t_->cards; ++x) {
    attacker = attacker || (s_.card[x].attacking && !s_.card[x].face_down);
    defender = defender || s_.card[x].defending;
  }
  if (!attacker || !defender) s_.combat_cancelled = 1;
  if (s_.combat_cancelled) return finish_fight();
  resolve_combat();
}

// The combat window's options (000:228): use, play, nest_off L (Sniper
// Nest, 001:551), power_up H (then on which character), or pass; after
// anything but a pass the passes start over.
void Engine::choose_window(const Option& o) {
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
  continue_window();
}

// on C after a combat window's "power_up H" (000:447).
void Engine::choose_window_on(int c) {
  discard_to_power_up(s_.window, s_.held, c);
  s_.held = -1;
  s_.passes = 0;
  s_.window = (s_.window + 1) % t_->seats;
  continue_window();
}

// Sniper Nest (001:549-551; combat.rules): an attacker of another side
// than q's whose Sniper Nest is on (it attacks from its Back Row).
bool Engine::nest_on_against(int q) const {
  for (int a = 0; a < t_->cards; ++a) {
    const CardState& k = s_.card[a];
    if (has_now(a, kw_sniper_nest) && k.attacking && !k.turn_nest_off && k.zone == Zone::back_row &&
        s_.side[controller(a)] != s_.side[q])
      return true;
  }
  return false;
}

// q turns l face down: every attacking Sniper Nest of another side is off
// for the turn.
void Engine::nest_off(int q, int l) {
  s_.card[l].face_down = 1;
  for (int a = 0; a < t_->cards; ++a)
    if (has_now(a, kw_sniper_nest) && s_.card[a].attacking && s_.side[controller(a)] != s_.side[q])
      s_.card[a].turn_nest_off = 1;
}

// 000:231-237, 000:263-264: whom the defender strikes back at, among the
// attackers it may strike back at (Invade, Quick Draw). Monstrous (000:711)
// strikes each attacker of a melee team attack; otherwise, with more than
// one, the defending player (the defender's controller) picks one, or the
// attacking player if an attacker is a Leader (001:755).
void Engine::resolve_combat() {
  const int p = s_.active;
  const int d = defender();
  if (d < 0) return finish_fight();
  s_.defender = std::int16_t(d);
  int targets = 0;
  bool leader = false;
  each_in_rows(p, [&](int x) {
    if (!s_.card[x].attacking) return;
    leader = leader || has_now(x, kw_leader);
    targets += legal_strike_back_at(d, x);
  });
  if (legal_strike_back(d) && targets > 0) {
    const bool monstrous = has_now(d, kw_monstrous) || s_.card[d].combat_monstrous;
    if ((monstrous && s_.ranged_combat == 0) || targets == 1) {
      each_in_rows(p, [&](int x) {
        if (s_.card[x].attacking && legal_strike_back_at(d, x)) s_.card[x].struck = 1;
      });
    } else {
      return offer_strike_back(leader ? p : controller(d));
    }
  }
  strike(d);
}

// The strikes of the defender and its attackers. Ferocious (000:707): in
// Melee combat it strikes first, a team only if every attacker has it. A
// Melee attack comes from the Front Row (000:246): combat.rules reads the
// Front Row's attackers only, so with none left there (an effect moved
// them) every one of them is Ferocious and none is (all and any over
// nothing).
void Engine::strike(int d) {
  bool all_ferocious = true, some_ferocious = false;
  each_in_zone(s_.active, Zone::front_row, [&](int x) {
    if (!s_.card[x].attacking) return;
    const bool f = ferocious(x);
    all_ferocious = all_ferocious && f;
    some_ferocious = some_ferocious || f;
  });
  const bool d_ferocious = ferocious(d);
  if (s_.ranged_combat == 0 && all_ferocious && !d_ferocious) {
    attackers_strike(d);
    land_strikes(d);
    defender_strikes(d);
    land_strikes(d);
  } else if (s_.ranged_combat == 0 && d_ferocious && !all_ferocious) {
    defender_strikes(d);
    land_strikes(d);
    attackers_strike(d);
    land_strikes(d);
  } else if (s_.ranged_combat == 0 && some_ferocious && !d_ferocious) {
    // Some Ferocious in a team (the keyword FAQ, combat.rules): they
    // strike first; if they fail, the whole team and the defender together.
    attackers_strike(d, true);
    if (!s_.card[d].doomed) {
      attackers_strike(d);
      defender_strikes(d);
    }
    land_strikes(d);
  } else {
    attackers_strike(d);
    defender_strikes(d);
    land_strikes(d);
  }
  finish_fight();
}

// Ferocious (000:707): printed, or gained this combat (ALN-034).
bool Engine::ferocious(int x) const { return has_now(x, kw_ferocious) || s_.card[x].combat_ferocious; }

// Combat (000:234), Team Attacks (000:263): the team's ATK against the
// defender's DEF, counters counted (000:278); ATK >= DEF stuns. A striker
// stunned by an earlier strike (Ferocious) no longer strikes. `fierce`:
// only the Ferocious attackers strike (their first strike in a team).
void Engine::attackers_strike(int d, bool fierce) {
  int total = 0, strikers = 0;
  each_in_rows(s_.active, [&](int x) {
    const CardState& c = s_.card[x];
    if (!c.attacking) return;
    ++strikers;
    if (fierce && !ferocious(x)) return;
    t_->need(x, st_atk);
    total += (atk_of(x) + c.plus - c.minus + c.combat_atk + c.turn_atk) * (1 + c.strike_extra);
  });
  CardState& dc = s_.card[d];
  if (!dc.defending || strikers == 0 || dc.no_strikes) return;
  t_->need(d, st_def);
  const int def = def_of(d) + dc.plus - dc.minus + dc.combat_def + dc.turn_def;
  if (faults_.strict_stun ? total > def : total >= def) dc.doomed = 1;
}

// Combat (000:234), Team Attacks (000:264): the defender strikes each
// attacker it strikes back at.
void Engine::defender_strikes(int d) {
  const CardState& dc = s_.card[d];
  if (!dc.defending) return;
  const int atk = (atk_of(d) + dc.plus - dc.minus + dc.combat_atk + dc.turn_atk) * (1 + dc.strike_extra);
  each_in_rows(s_.active, [&](int x) {
    CardState& c = s_.card[x];
    if (!c.attacking || !c.struck) return;
    t_->need(d, st_atk);
    t_->need(x, st_def);
    const int def = def_of(x) + c.plus - c.minus + c.combat_def + c.turn_def;
    if (faults_.strict_stun ? atk > def : atk >= def) c.doomed = 1;
  });
}

// The strikes land together: the defender first, then the attackers (a
// stunned defender is wounded instead, 001:531). Lethal (000:709, as the
// July 2019 rules update words it: combat.rules): the defending Supporting
// Character is stunned or wounded by the strike, then KO'd.
void Engine::land_strikes(int d) {
  const int p = s_.active;
  CardState& x = s_.card[d];
  if (x.doomed) {
    x.doomed = 0;
    bool lethal = false;
    if (t_->type[d] == Type::supporting_character)
      each_in_rows(p, [&](int a) {
        lethal = lethal || (s_.card[a].attacking && (has_now(a, kw_lethal) || s_.card[a].turn_lethal));
      });
    if (x.face_down && !x.hidden) {
      // Enhanced Bio-Mask (001:531, 001:533): an already stunned defender
      // is wounded instead; it is not stunned again: no trigger.
      wound(d);
    } else {
      stun(d);
      // "When ... stuns a defending enemy character" (ALN-017; 000:481).
      fire(Event::defender_stunned, d);
    }
    if (lethal && (s_.card[d].zone == Zone::front_row || s_.card[d].zone == Zone::back_row)) ko(d);
  }
  each_in_rows(p, [&](int a) {
    if (!s_.card[a].doomed) return;
    s_.card[a].doomed = 0;
    stun(a);
  });
}

// The one character with `defending` (it is on another side than the attacker's).
int Engine::defender() const {
  int d = -1;
  for (int s = 0; s < t_->seats && d < 0; ++s)
    t_->each(s, rows(s), [&](int x) {
      if (s_.card[x].defending) d = x;
    });
  return d;
}

// fight(p) after the strikes: the combat is over, then Ending the Game.
void Engine::finish_fight() {
  // "Survives a combat" triggers (000:382, 000:481): each character still
  // in the combat, in instance order (combat.rules, fight).
  // Nobody survives a cancelled combat, which never resolved (README.md).
  if (!t_->triggers[int(Event::survives)].empty() && !s_.combat_cancelled)
    for (int x = 0; x < t_->cards; ++x)
      if ((s_.card[x].attacking || s_.card[x].defending) && !s_.card[x].face_down) fire(Event::survives, x);
  // Only characters in play carry combat flags (a stun or a KO clears them).
  for (int s = 0; s < t_->seats; ++s)
    t_->each(s, rows(s), [&](int x) {
      CardState& c = s_.card[x];
      c.attacking = c.defending = c.struck = 0;
      c.combat_atk = c.combat_def = 0;  // "this combat" effects end
      c.strike_extra = c.no_strike_back = 0;
      c.no_strikes = c.combat_ferocious = c.combat_monstrous = 0;
    });
  // The card sets' own "this combat" vars, on every card (`expire combat;`).
  if (!t_->combat_vars.empty())
    for (int x = 0; x < t_->cards; ++x) expire_set_vars(x, t_->combat_vars);
  s_.combat = 0;
  s_.ranged_combat = 0;
  s_.combat_cancelled = 0;
  s_.defender = -1;
  s_.first_attacker = -1;
  check_end();
  if (s_.end != Outcome::Kind::ongoing) return;
  resolve_triggers(After::main);
}

}  // namespace canbeat::fast::vs2pcg
