// SETUP (setup.rules, 002:65-89), the turn, and 1. MARINE PHASE with the
// MARINE ACTIONS (marines.rules, 002:91-141, 002:245-283), statement by
// statement in the rules' order.
#include "fast-engine/corps/engine.hpp"

namespace canbeat::fast::corps {

namespace {
bool is_endurance(Type t) { return t == Type::weapon || t == Type::equipment || t == Type::event || t == Type::hazard; }
}  // namespace

// GAME TURN (002:91-243): marines, aliens, finish.
Proc Engine::play() {
  co_await setup();
  co_await play_from(0);
}

// The turn from phase `first` (0 marines, 1 aliens, 2 finish), then turn
// after turn.
Proc Engine::play_from(int first) {
  for (int k = first;; k = 0) {
    if (k <= 0) {
      phase_ = "marines";
      co_await marines();
    }
    if (k <= 1) {
      phase_ = "aliens";
      co_await aliens();
    }
    phase_ = "finish";
    co_await finish();
    ++turn_;
  }
}

Proc Engine::setup() {
  // lay_out (002:81-83).
  for (int c : snapshot(0, supply)) {
    Type t = card(c).type;
    if (card(c).has_longer_play) move(c, 0, box);  // setup.rules (002:852)
    else if (t == Type::mission) move(c, 0, missions);
    else if (t == Type::character && !card(c).newt) {  // Newt waits (002:71)
      move(c, 0, roster);
      if (card(c).expansion) gv_.fireteam = 6;  // fireteams.rules (002:994)
    }
    else if (t == Type::tracker) move(c, 0, tracker_deck);
    else if (t == Type::blip) move(c, 0, pool);
    else if ((t == Type::alien && card(c).has_sx) || t == Type::loader) {  // facehuggers (002:454), the queen, a loader
      v_[c][vx] = card(c).sx;
      v_[c][vy] = card(c).sy;
      move(c, 0, board);
    } else if (t == Type::alien) move(c, 0, models);
    else if (t == Type::apc) {  // apc.rules
      v_[c][vx] = card(c).sx;
      v_[c][vy] = card(c).sy;
      move(c, 0, vehicles);
    } else if ((t == Type::spawn && !card(c).has_tunnel) || t == Type::terminal || t == Type::start || t == Type::airlock) {
      v_[c][vx] = card(c).sx;
      v_[c][vy] = card(c).sy;
      move(c, 0, markers);
    }
  }
  co_await hive_setup();
  // choose_mission (002:67; README.md, Rulings 11).
  ask(Decider::player, 0);
  for (int m : snapshot(0, missions))
    if (!extra_mission(m)) opt_card("mission", m, m);
  int m = co_await decide();
  gv_.campaign_serial = m + 1;
  gv_.bug_hunt = card(m).bug_hunt;
  mission_terms(m);
  if (card(m).has_legs) gv_.legs = card(m).legs;
  if (gv_.fireteam > 0 && card(m).has_fields) gv_.fireteam = card(m).fields;  // a bigger bug hunt (002:994)
  longer_play_cards();
  queen_tracker_cards();
  co_await choose_fireteam();
  // choose_heroes (002:69); the Hive plays no character (002:862).
  for (int p = 0; p < nplayers(); ++p) {
    if (hive_[p] == 1) continue;
    ask(Decider::player, p);
    for (int c : snapshot(0, roster))
      if (v_[c][hero] == 0) opt_card("hero", c, c);
    int c = co_await decide();
    v_[c][hero] = p + 1;
  }
  if (campaign_experience()) co_await gain_experience();
  co_await gear_up();
  // 002:77: the endurance deck.
  for (int e : snapshot(0, supply))
    if (is_endurance(card(e).type)) move(e, 0, endurance);
  for (int c : snapshot(0, roster)) v_[c][dial] = card(c).aim;  // 002:79
  co_await place_characters();
  if (gv_.bug_hunt == 1) co_await place_sentry_guns();
  gv_.turn_dial = 1;  // 002:85
}

// place_characters (002:83): the start markers in order.
Proc Engine::place_characters() {
  for (int c : snapshot(0, roster)) {
    int s = -1;
    const Pile& mk = pile(0, markers);
    for (int k = 0; k < mk.n && s < 0; ++k)
      if (card(mk.c[k]).type == Type::start && empty_space(at(mk.c[k]))) s = mk.c[k];
    if (s < 0) co_await end(Outcome::Kind::undecided, "no-start-space");
    v_[c][vx] = v_[s][vx];
    v_[c][vy] = v_[s][vy];
    move(c, 0, board);
  }
}

// 002:73-75: gear up; a Bug Hunt: an HK VP70 Pistol each.
Proc Engine::gear_up() {
  for (int c : snapshot(0, roster)) {
    if (gv_.bug_hunt == 1) {
      const Pile& s = pile(0, supply);
      for (int k = 0; k < s.n; ++k)
        if (card(s.c[k]).name == "HK VP70 Pistol") {
          co_await equip(c, s.c[k]);
          break;
        }
      continue;
    }
    for (;;) {
      ask(Decider::player, controller_of(c));
      for (int w : snapshot(0, supply)) {
        Type t = card(w).type;
        if ((t == Type::weapon || t == Type::equipment) && fits(w, c)) opt_card("gear", w, w);
      }
      opt("geared", -1);
      int w = co_await decide();
      if (w < 0) break;
      co_await equip(c, w);
    }
  }
}

// equip (002:73): the card's slot, then into the gear.
Proc Engine::equip(int t, int w) {
  v_[w][on] = t + 1;
  move(w, 0, gear);
  co_return;
}

// 1. MARINE PHASE (002:93-141).
Proc Engine::marines() {
  co_await nobody_left();
  if (bug_hunt_experience()) co_await gain_experience();
  for (int c : snapshot(0, board))
    if (card(c).type == Type::character) {
      v_[c][dial] = card(c).aim;
      v_[c][activated] = 0;
      v_[c][rerolls_used] = 0;
    }
  co_await choose_first_player();
  while (gv_.token > 0) {
    co_await activate_hero(gv_.token - 1);
    // pass_token (002:137-139); a player keeps it while a HERO of theirs
    // waits (Ripley and Newt, 002:71).
    int current = gv_.token - 1;
    if (!waiting_hero_of(current)) {
      int next = left_with_hero(current);
      gv_.token = waiting_hero_of(next) ? next + 1 : 0;
    }
  }
  co_await remaining_grunts();
}

// ACTIVATION ORDER (002:101-103, 002:141).
Proc Engine::choose_first_player() {
  int first = -1, heroes = 0;
  bool marine = false;
  for (int p = 0; p < nplayers(); ++p)
    if (has_hero(p)) {
      if (first < 0) first = p;
      ++heroes;
      marine |= marine_hero(p);
    }
  if (first < 0) throw EngineBug("corps: first(p in players where has_hero(p)) found no element");
  gv_.token = first + 1;
  if (heroes > 1) {
    ask(Decider::player, marine ? marine_leader() : leader());
    for (int p = 0; p < nplayers(); ++p)
      if (has_hero(p)) opt("start " + d_->seats[p], p);
    gv_.token = co_await decide() + 1;
  }
}

// The player on p's left, seats without a HERO passed over (README.md,
// Rulings 14); p itself when no other seat has one.
int Engine::left_with_hero(int p) const {
  for (int k = 1; k < nplayers(); ++k) {
    int q = (p + k) % nplayers();
    if (has_hero(q)) return q;
  }
  return p;
}

// A HERO of p on the board not activated this Marine phase.
bool Engine::waiting_hero(int c, int p) const {
  return card(c).type == Type::character && v_[c][hero] == p + 1 && v_[c][activated] == 0;
}

bool Engine::waiting_hero_of(int p) const {
  for (int c : snapshot(0, board))
    if (waiting_hero(c, p)) return true;
  return false;
}

// ACTIVATIONS (002:105-135): p's HERO, or the one p chooses of two (002:71).
Proc Engine::activate_hero(int p) {
  std::vector<int> waiting;
  for (int c : snapshot(0, board))
    if (waiting_hero(c, p)) waiting.push_back(c);
  if (waiting.size() > 1) {
    ask(Decider::player, p);
    for (int c : waiting) opt_card("activate", c, c);
    co_await activate_character(p, co_await decide());
  } else {
    co_await activate_character(p, waiting.empty() ? hero_of(p) : waiting[0]);
  }
}

Proc Engine::activate_character(int p, int c) {
  v_[c][activated] = 1;
  co_await resolve_abilities(p, c, Timing::on_activation);
  co_await equip_step(p, c);
  if (has_hero(p) && v_[c][down] == 0 && in(c, board)) co_await take_actions(p, c);
  if (v_[c][hero] > 0 && in(c, board)) co_await resolve_abilities(p, c, Timing::end_of_activation);
  if (card(c).marine && v_[c][hero] > 0) co_await activate_grunts(p, c);
}

// EQUIP ENDURANCE CARDS (002:113-121).
Proc Engine::equip_step(int p, int c) {
  for (;;) {
    ask(Decider::player, p);
    for (int w : snapshot(p, hand))
      if (can_equip_somewhere(c, w)) opt_card("equip", w, w);
    for (int w : snapshot(0, gear))
      if (v_[w][on] == c + 1 && card(w).type != Type::hazard) opt_card("unequip", w, 1000 + w);
    opt("done", -1);
    int v = co_await decide();
    if (v < 0) break;
    if (v < 1000) {
      co_await equip_from_hand(p, c, v);
    } else {
      int w = v - 1000;
      v_[w][on] = 0;
      move(w, p, hand);
    }
  }
}

// 002:117, 002:121: onto a character within 2 spaces, paying the cost.
Proc Engine::equip_from_hand(int p, int c, int w) {
  int n = 0, only = -1;
  for (int t : snapshot(0, board))
    if (within_two(c, t) && fits(w, t)) ++n, only = only < 0 ? t : only;
  if (n == 1) {
    co_await equip(only, w);
  } else {
    ask(Decider::player, p);
    for (int t : snapshot(0, board))
      if (within_two(c, t) && fits(w, t)) opt_card("onto", t, t);
    int t = co_await decide();
    co_await equip(t, w);
  }
  co_await pay(card(w).cost);
}

namespace {
enum Act { a_move, a_attack, a_door, a_spawn, a_aim, a_interact, a_airlock, a_loader, a_mount, a_dismount, a_crew, a_turret,
           a_rest, a_event, a_ability, a_end };
// An action and its card, door or space (a board has fewer than 2^16).
int act(Act a, int arg = 0) { return a * 65536 + arg; }
}  // namespace

// PERFORM UP TO 2 ACTIONS (002:123-127).
Proc Engine::take_actions(int p, int c) {
  gv_.actions = 2;
  gv_.free_taken = 0;
  while (gv_.actions > 0 && v_[c][down] == 0 && in(c, board)) {
    aim_turret(c);
    ask(Decider::player, p);
    opt("move", act(a_move));
    for (int w : snapshot(0, gear))
      if (v_[w][on] == c + 1 && card(w).type == Type::weapon && has_target(c, w, 0)) opt_card("attack", w, act(a_attack, w));
    for (int d = 0; d < g().doors(); ++d)
      if (at(c) == g().door_a(d) || at(c) == g().door_b(d) ||
          (v_[c][loader] > 0 && (occupies(c, g().door_a(d)) || occupies(c, g().door_b(d)))))
        opt("barricade " + g().door_name(d), act(a_door, d));
    for (int s : snapshot(0, markers))
      if (card(s).type == Type::spawn && next_to(c, at(s))) opt_card("barricade", s, act(a_spawn, s));
    opt("aim", act(a_aim));
    for (int t : snapshot(0, markers))
      if (card(t).type == Type::terminal && v_[t][done] == 0 && next_to(c, at(t)))
        opt_card("interact", t, act(a_interact, t));
    for (int t : snapshot(0, markers))
      if (card(t).type == Type::airlock && by_airlock(c, t)) opt_card("interact", t, act(a_airlock, t));
    // loader.rules: the power loader's attack, mounting and dismounting (002:926-930).
    for (int l : snapshot(0, cab))
      if (l + 1 == v_[c][loader] && any_loader_prey(c)) opt_card("attack", l, act(a_loader, l));
    for (int l : snapshot(0, board))
      if (may_mount(c, l)) opt_card("interact", l, act(a_mount, l));
    if (v_[c][loader] > 0)
      for (int t = 0; t < g().spaces(); ++t)
        if (dismount_space(c, t)) opt("dismount " + g().key(t), act(a_dismount, t));
    // apc.rules: the APC's crew (002:956, 002:968-982).
    if (const int v = apc(); v >= 0) {
      if (crew_interacts(c, v)) opt_card("interact", v, act(a_crew, v));
      if (gv_.turret_ready > 0 && (front_gunner(c, v) || rear_gunner(c, v))) opt_card("attack", v, act(a_turret, v));
    }
    opt("rest", act(a_rest));
    for (int e : snapshot(p, hand))
      if (v_[c][hero] > 0 && card(e).type == Type::event && playable(e)) opt_card("event", e, act(a_event, e));
    // abilities.rules: a DURING ACTIVATION ability of a HERO (002:343).
    if (v_[c][hero] > 0)
      for (int u : ready_powers(c, Timing::during_activation)) opt(power_key(u), act(a_ability, u));
    opt("end", act(a_end));
    int v = co_await decide();
    int arg = v % 65536;
    switch (Act(v / 65536)) {
      case a_move: --gv_.actions; co_await move_action(p, c); break;
      case a_attack: --gv_.actions; co_await attack_action(p, c, arg); break;
      case a_door:  // BARRICADE a door (002:267)
        --gv_.actions;
        co_await tech_test(c);
        if (gv_.passed == 1) shut_[arg] = 1 - shut_[arg];
        break;
      case a_spawn:  // BARRICADE a spawn point (002:267)
        --gv_.actions;
        co_await tech_test(c);
        if (gv_.passed == 1) v_[arg][barricaded] = 1 - v_[arg][barricaded];
        break;
      case a_aim:  // AIM (002:273-275)
        --gv_.actions;
        if (v_[c][dial] < 10) ++v_[c][dial];
        break;
      case a_interact:  // INTERACT (002:277-279)
        --gv_.actions;
        co_await tech_test(c);
        if (gv_.passed == 1) v_[arg][done] = 1;
        break;
      case a_airlock: --gv_.actions; co_await open_airlock(c, arg); break;
      case a_loader: --gv_.actions; co_await loader_attack(p, c); break;
      case a_mount: --gv_.actions; mount(p, c, arg); break;
      case a_dismount: --gv_.actions; dismount(c, arg); break;
      case a_crew: --gv_.actions; co_await crew_interact(p, c, arg); break;
      case a_turret: --gv_.actions; co_await turret_attack(p, c, arg); break;
      case a_rest: --gv_.actions; co_await rest(p, c); break;
      case a_event: co_await play_event(c, arg); break;
      case a_ability: co_await activate(arg, p); break;
      case a_end: co_return;
    }
  }
}

// EVENT cards (002:293, 002:349, 002:512).
Proc Engine::play_event(int c, int e) {
  if (card(e).action_card) --gv_.actions;
  else if (card(e).free_action) gv_.free_taken = 1;
  co_await pay(card(e).cost);
  if (card(e).has_defense_bonus) v_[c][braced] = card(e).defense_bonus;  // Get Down (stand-in)
  if (card(e).has_aim_bonus) v_[c][dial] += card(e).aim_bonus;
  if (v_[c][dial] > 10) v_[c][dial] = 10;
  if (card(e).has_extra_actions) gv_.actions += card(e).extra_actions;
  for (int k = 0; k < card(e).draws; ++k) co_await draw_card(c);  // Scavenge (stand-in)
  move(e, 0, exhaust);  // GF9 FAQ 1.1: pay, follow, then the exhaust pile
}

// MOVE (002:247-249; README.md, Rulings 6).
Proc Engine::move_action(int p, int c) {
  if (v_[c][loader] > 0) {  // loader.rules: a large model's MOVE (002:908)
    co_await move_loader(p, c);
    co_return;
  }
  gv_.steps_left = card(c).speed;
  gv_.stop_x = v_[c][vx];
  gv_.stop_y = v_[c][vy];
  while (in(c, board) && (gv_.steps_left > 0 || character_under(c))) {
    bool under = character_under(c);
    bool can = false;
    if (under && gv_.steps_left > 0)
      for (int s : g().neighbours(at(c)))
        if (adj(at(c), s) && may_step(c, s)) can = true;
    if (under && !can) {
      v_[c][vx] = gv_.stop_x;
      v_[c][vy] = gv_.stop_y;
      gv_.steps_left = 0;
      continue;
    }
    ask(Decider::player, p);
    for (int s : g().neighbours(at(c)))
      if (adj(at(c), s) && may_step(c, s)) opt("step " + g().key(s), s);
    if (!under) opt("stop", -1);
    int s = co_await decide();
    if (s < 0) gv_.steps_left = 0;
    else co_await step(c, s);
  }
}

Proc Engine::step(int c, int s) {
  if (apc_door(at(c), s)) gv_.apc_crossed = 1;  // apc.rules, 002:944
  v_[c][vx] = g().x(s);
  v_[c][vy] = g().y(s);
  if (!character_under(c)) {
    gv_.stop_x = g().x(s);
    gv_.stop_y = g().y(s);
  }
  --gv_.steps_left;
  if (threat_next_to(s)) gv_.steps_left = 0;
  co_await sentry_fire(c);
  if (!in(c, board)) gv_.steps_left = 0;
  co_await spot();
}

// ATTACK (002:251-259).
Proc Engine::attack_action(int p, int c, int w) {
  ask(Decider::player, p);
  for (int a : snapshot(0, board))
    if (can_shoot(c, w, a)) opt_card("target", a, a);
  int a = co_await decide();
  door_gunner_fires(c, a);  // apc.rules (002:974)
  // grenade.rules `fire`: a weapon that launches may launch an equipped
  // GRENADE card instead of rolling (002:363, stand-in).
  bool grenade = false;
  for (int g : snapshot(0, gear)) grenade |= v_[g][on] == c + 1 && card(g).grenade;
  if (!card(w).has_launches || !grenade) {
    co_await shoot(p, c, w, a, 0);
    co_return;
  }
  ask(Decider::player, p);
  for (int g : snapshot(0, gear))
    if (v_[g][on] == c + 1 && card(g).grenade) opt_card("launch", g, g);
  opt("shoot", -1);
  int g = co_await decide();
  if (g < 0) {
    co_await shoot(p, c, w, a, 0);
  } else {  // launch: the card discarded, the alien and its tokens removed
    v_[g][on] = 0;
    move(g, 0, discard);
    remove_alien(a);
  }
}

// One attack roll, then FULL AUTO (002:361).
Proc Engine::shoot(int p, int c, int w, int a, int only) {
  co_await attack_roll(c, a);
  while (gv_.hit == 1 && card(w).full_auto && has_target(c, w, only)) {
    ask(Decider::player, p);
    for (int t : snapshot(0, board))
      if ((only == 0 || t + 1 == only) && can_shoot(c, w, t)) opt_card("full auto", t, t);
    opt("stop", -1);
    int t = co_await decide();
    if (t < 0) break;
    co_await pay(1);
    co_await attack_roll(c, t);
  }
}

Proc Engine::attack_roll(int c, int a) {
  gv_.hit = 0;
  ask(Decider::chance, -1);
  for (int r = 1; r <= 10; ++r) opt("attack " + std::to_string(r), r);
  gv_.roll = co_await decide();
  co_await reroll_window(c);
  if (gv_.roll <= v_[c][dial]) {
    gv_.hit = 1;
    wound_alien(a);
  }
  if (v_[c][dial] > 1) --v_[c][dial];
}

// 002:257, 002:205: the model, or one of its tokens.
void Engine::wound_alien(int a) {
  if (card(a).queen) {
    wound_queen(a);  // 002:918
  } else if (v_[a][tokens] > 0) {
    --v_[a][tokens];
  } else {
    reset(a);
    move(a, 0, models);
  }
}

// A tech test (002:127).
Proc Engine::tech_test(int c) {
  gv_.passed = 0;
  ask(Decider::chance, -1);
  for (int r = 1; r <= 10; ++r) opt("tech " + std::to_string(r), r);
  gv_.roll = co_await decide();
  co_await reroll_window(c);
  if (gv_.roll <= tech_of(c)) gv_.passed = 1;
}

// REST (002:281-283).
Proc Engine::rest(int p, int c) {
  if (v_[c][hero] > 0) {
    gv_.steps_left = 2;
    while (gv_.steps_left > 0 && !deck_empty()) {
      ask(Decider::player, p);
      opt("draw", 1);
      opt("drawn", 0);
      if (co_await decide() == 0) break;
      --gv_.steps_left;
      co_await draw_card(c);
    }
  }
  gv_.steps_left = 3;
  while (gv_.steps_left > 0 && (!empty(exhaust) || (v_[c][hero] > 0 && pile(p, hand).n > 0))) {
    ask(Decider::player, p);
    bool exhausted = !empty(exhaust);
    if (exhausted) opt("recycle exhaust", -2);
    for (int e : snapshot(p, hand))
      if (!exhausted || v_[c][hero] > 0) opt_card("recycle", e, e);
    opt("rested", -1);
    int v = co_await decide();
    if (v == -1) break;
    --gv_.steps_left;
    if (v == -2) move(top(exhaust), 0, under);
    else move(v, 0, under);
  }
}

// USE RANK TO ACTIVATE GRUNTS (002:133-135).
Proc Engine::activate_grunts(int p, int c) {
  gv_.grunts_left = card(c).rank;
  for (;;) {
    if (gv_.grunts_left <= 0) break;
    bool any = false;
    for (int g : snapshot(0, board))
      if (waiting_grunt(g) && card(g).rank <= card(c).rank) any = true;
    if (!any) break;
    ask(Decider::player, p);
    for (int g : snapshot(0, board))
      if (waiting_grunt(g) && card(g).rank <= card(c).rank) opt_card("grunt", g, g);
    opt("no grunt", -1);
    int g = co_await decide();
    if (g < 0) break;
    --gv_.grunts_left;
    co_await activate_grunt(p, g);
  }
}

Proc Engine::activate_grunt(int p, int g) {
  v_[g][activated] = 1;
  if (v_[g][down] == 0) co_await take_actions(p, g);
}

// 002:141: the leader activates the GRUNTS left.
Proc Engine::remaining_grunts() {
  for (;;) {
    bool waiting = false, heroes = false;
    for (int g : snapshot(0, board)) waiting |= waiting_grunt(g);
    for (int p = 0; p < nplayers(); ++p) heroes |= has_hero(p);
    if (!waiting || !heroes) break;
    ask(Decider::player, leader());
    for (int g : snapshot(0, board))
      if (waiting_grunt(g)) opt_card("grunt", g, g);
    int g = co_await decide();
    co_await activate_grunt(leader(), g);
  }
}

}  // namespace canbeat::fast::corps
