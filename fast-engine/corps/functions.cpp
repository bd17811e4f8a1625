// The functions of games/corps/corps.rules, marines.rules and aliens.rules
// (pure: no decision), on the flat state.
#include <fmt/format.h>

#include <algorithm>

#include "fast-engine/corps/engine.hpp"

namespace canbeat::fast::corps {

namespace {
bool is(const Card& c, Type t) { return c.type == t; }
}  // namespace

void Engine::no_space(int i) const {
  throw EngineBug(fmt::format("{}no space at {},{} of the board", d_->no_space_at, v_[i][vx], v_[i][vy]));
}

int Engine::hero_seat(int c, const std::string& where) const {
  int seat = v_[c][hero] - 1;
  if (seat < 0 || seat >= nplayers()) throw EngineBug(fmt::format("{}no seat number {}", where, seat));
  return seat;
}

// corps.rules: pieces on the board.
bool Engine::alien_at(int s) const {
  const Pile& b = pile(0, board);
  for (int k = 0; k < b.n; ++k)
    if (occupies(b.c[k], s) && is(card(b.c[k]), Type::alien)) return true;
  return false;
}

bool Engine::blip_at(int s) const {
  const Pile& b = pile(0, board);
  for (int k = 0; k < b.n; ++k)
    if (is(card(b.c[k]), Type::blip) && at(b.c[k]) == s) return true;
  return false;
}

bool Engine::character_at(int s) const {
  const Pile& b = pile(0, board);
  for (int k = 0; k < b.n; ++k)
    if (is(card(b.c[k]), Type::character) && occupies(b.c[k], s)) return true;
  return false;
}

bool Engine::empty_space(int s) const {
  const Pile& b = pile(0, board);
  for (int k = 0; k < b.n; ++k)
    if (occupies(b.c[k], s)) return false;
  return true;
}

// 002:249: an alien model or blip token next to a space.
bool Engine::threat_next_to(int s) const {
  const Pile& b = pile(0, board);
  for (int k = 0; k < b.n; ++k) {
    Type t = card(b.c[k]).type;
    if ((t == Type::alien || t == Type::blip) && next_to(b.c[k], s)) return true;
  }
  return false;
}

// 002:153: a character next to a space.
bool Engine::character_next_to(int s) const {
  const Pile& b = pile(0, board);
  for (int k = 0; k < b.n; ++k)
    if (is(card(b.c[k]), Type::character) && next_to(b.c[k], s)) return true;
  return next_to_apc(s);  // 002:948
}

// 002:986: a non-synthetic character next to a space.
bool Engine::prey_next_to(int s) const {
  const Pile& b = pile(0, board);
  for (int k = 0; k < b.n; ++k)
    if (is(card(b.c[k]), Type::character) && !card(b.c[k]).synthetic && next_to(b.c[k], s)) return true;
  return next_to_apc(s);  // 002:948
}

// 002:155, 002:986: next to a character the moving piece stops by: a
// non-synthetic one, or any when it goes for a synthetic one.
bool Engine::goal_next_to(int m) const {
  if (prey_next_to(at(m))) return true;
  const int t = gv_.target - 1;  // a serial: the card's index + 1
  return t >= 0 && t < ncards_ && in(t, board) && card(t).synthetic && character_next_to(at(m));
}

// 002:165, 002:986: a character next to the alien it may attack: a
// synthetic one only when no other is next to it.
bool Engine::attacked(int a, int c) const {
  return card(c).type == Type::character && touching(a, c) && (!card(c).synthetic || !prey_next_to(at(a)));
}

// 002:179: an alien model next to a character.
bool Engine::alien_next_to(int c) const {
  const Pile& b = pile(0, board);
  for (int k = 0; k < b.n; ++k)
    if (is(card(b.c[k]), Type::alien) && touching(b.c[k], c)) return true;
  return false;
}

// LOS (002:261, 002:377-381; marines.rules `blocks`, `closed`): standing
// characters block; a door is closed unless a piece stands on one of its
// two spaces, or when barricaded.
void Engine::sight_map(SightMap& m) const {
  std::uint8_t occupied[Geometry::kMaxSpaces] = {};
  const Pile& p = pile(0, board);
  for (int k = 0; k < p.n; ++k) {
    int i = p.c[k], sp[4], n = spaces_of(i, sp);  // 002:908: a large one on 4
    for (int j = 0; j < n; ++j) occupied[sp[j]] = 1;
    if (is(card(i), Type::character) && v_[i][down] == 0)
      for (int j = 0; j < n; ++j) m.blocks[sp[j]] = 1;  // in the power loader, its 4
  }
  for (int d = 0; d < g().doors(); ++d)
    m.closed[d] = shut_[d] == 1 || (!occupied[g().door_a(d)] && !occupied[g().door_b(d)]);
}

bool Engine::los(int a, int b) const {
  SightMap m;
  sight_map(m);
  return g().los(a, b, m.blocks, m.closed, walls());
}

// The board is read once for every character's sight.
bool Engine::in_sight_of_characters(int s) const {
  const Pile& b = pile(0, board);
  SightMap m;
  bool mapped = false;
  for (int k = 0; k < b.n; ++k) {
    if (!is(card(b.c[k]), Type::character)) continue;
    if (!mapped) sight_map(m), mapped = true;
    int sp[4];
    const int n = spaces_of(b.c[k], sp);  // in the power loader, from any of its spaces
    for (int j = 0; j < n; ++j)
      if (g().los(sp[j], s, m.blocks, m.closed, walls())) return true;
  }
  return apc_sees(s);  // 002:948
}

// Characters and players (corps.rules): `instances` in serial order.
bool Engine::has_hero(int p) const {
  for (int i = 0; i < ncards_; ++i)
    if (is(card(i), Type::character) && v_[i][hero] == p + 1) return true;
  return false;
}

int Engine::hero_of(int p) const {
  for (int i = 0; i < ncards_; ++i)
    if (is(card(i), Type::character) && v_[i][hero] == p + 1) return i;
  throw EngineBug("corps: first(c in instances ...) found no element (hero)");
}

// The highest rank of p's HEROES (two with Newt, 002:71).
int Engine::hero_rank(int p) const {
  bool any = false;
  int r = 0;
  for (int i = 0; i < ncards_; ++i)
    if (is(card(i), Type::character) && v_[i][hero] == p + 1) r = any ? std::max(r, card(i).rank) : card(i).rank, any = true;
  if (!any) throw EngineBug("corps: max over nothing (hero_rank)");
  return r;
}

bool Engine::marine_hero(int p) const {
  for (int i = 0; i < ncards_; ++i)
    if (is(card(i), Type::character) && v_[i][hero] == p + 1 && card(i).marine) return true;
  return false;
}

// 002:87: the highest rank; ties to the first seat (README.md, Rulings 1).
int Engine::leader() const {
  bool any = false;
  int top = 0;
  for (int p = 0; p < nplayers(); ++p)
    if (has_hero(p)) top = any ? std::max(top, hero_rank(p)) : hero_rank(p), any = true;
  if (!any) throw EngineBug("corps: max over nothing (top_rank)");
  for (int p = 0; p < nplayers(); ++p)
    if (has_hero(p) && hero_rank(p) == top) return p;
  throw EngineBug("corps: no leader");
}

// 002:103: the highest-ranked MARINE HERO's player.
int Engine::marine_leader() const {
  bool any = false;
  int top = 0;
  for (int p = 0; p < nplayers(); ++p)
    if (has_hero(p) && marine_hero(p)) top = any ? std::max(top, hero_rank(p)) : hero_rank(p), any = true;
  if (!any) throw EngineBug("corps: max over nothing (top_marine_rank)");
  for (int p = 0; p < nplayers(); ++p)
    if (has_hero(p) && marine_hero(p) && hero_rank(p) == top) return p;
  throw EngineBug("corps: no marine leader");
}

// A HERO's player, or the leader for a GRUNT.
int Engine::controller_of(int c) const {
  for (int p = 0; p < nplayers(); ++p)
    if (v_[c][hero] == p + 1 || (v_[c][hero] == 0 && p == leader())) return p;
  throw EngineBug("corps: first(p in players ...) found no element (controller_of)");
}

// Equipment (002:73, 002:287-291).
int Engine::weapon_count(int c) const {
  int n = 0;
  const Pile& p = pile(0, gear);
  for (int k = 0; k < p.n; ++k)
    if (v_[p.c[k]][on] == c + 1 && is(card(p.c[k]), Type::weapon)) ++n;
  return n;
}

int Engine::equipment_count(int c) const {
  int n = 0;
  const Pile& p = pile(0, gear);
  for (int k = 0; k < p.n; ++k)
    if (v_[p.c[k]][on] == c + 1 && is(card(p.c[k]), Type::equipment)) ++n;
  return n;
}

int Engine::defense_of(int c) const {
  int d = base_defense(c);
  const Pile& p = pile(0, gear);
  for (int k = 0; k < p.n; ++k)
    if (v_[p.c[k]][on] == c + 1 && card(p.c[k]).has_defense_bonus) d += card(p.c[k]).defense_bonus;
  return d;
}

int Engine::tech_of(int c) const {
  int d = card(c).tech;
  const Pile& p = pile(0, gear);
  for (int k = 0; k < p.n; ++k)
    if (v_[p.c[k]][on] == c + 1 && card(p.c[k]).has_tech_bonus) d += card(p.c[k]).tech_bonus;
  return d;
}

// marines.rules `pass` for an alien or blip: never into an alien model's or
// blip token's space (002:157, 002:193).
void Engine::enterable(std::uint8_t* enter) const {
  for (int s = 0; s < g().spaces(); ++s) enter[s] = 1;
  const Pile& b = pile(0, board);
  for (int k = 0; k < b.n; ++k) {
    Type t = card(b.c[k]).type;
    if (t != Type::alien && t != Type::blip && t != Type::loader) continue;  // loader.rules: an empty loader too
    int sp[4];
    const int n = spaces_of(b.c[k], sp);  // 002:908: a large one on 4
    for (int j = 0; j < n; ++j) enter[sp[j]] = 0;
  }
}

// aliens.rules `nearness`: spaces to the nearest character, whatever
// stands between (README.md, Rulings 2).
int Engine::nearness(int m) const {
  bool any = false;
  int best = 0;
  const Pile& b = pile(0, board);
  for (int k = 0; k < b.n; ++k) {
    if (!is(card(b.c[k]), Type::character)) continue;
    int d = gap(m, b.c[k]);
    if (d >= 0) best = any ? std::min(best, d) : d, any = true;
  }
  if (!any) throw EngineBug("corps: min over nothing (nearness)");
  return best;
}

bool Engine::near_any(int m) const {
  const Pile& b = pile(0, board);
  for (int k = 0; k < b.n; ++k)
    if (is(card(b.c[k]), Type::character) && gap(m, b.c[k]) >= 0) return true;
  return false;
}

// 002:73, 002:353-355: an empty slot for the card.
bool Engine::fits(int w, int t) const {
  const Card& c = card(w);
  if (c.type == Type::equipment && equipment_count(t) < 2) return true;
  if (c.type != Type::weapon || card(t).newt) return false;  // 002:71: Newt, no weapons
  if (!c.backup && v_[t][loader] > 0) return false;  // 002:928: in the power loader
  int n = weapon_count(t);
  if (n == 0) return true;
  if (n != 1 || c.bulky) return false;
  // One of the two a BACKUP (002:353), neither BULKY (002:355).
  const Pile& p = pile(0, gear);
  for (int k = 0; k < p.n; ++k) {
    int v = p.c[k];
    if (v_[v][on] == t + 1 && is(card(v), Type::weapon) && !card(v).bulky && card(v).backup != c.backup) return true;
  }
  return false;
}

// 002:121: within 2 spaces.
bool Engine::within_two(int c, int t) const {
  if (!is(card(t), Type::character) || !in(t, board)) return false;
  int d = gap(c, t);
  return d >= 0 && d <= 2 && !hull_between(at(c), at(t));  // apc.rules, 002:944
}

bool Engine::can_equip_somewhere(int c, int w) const {
  const Pile& b = pile(0, board);
  for (int k = 0; k < b.n; ++k)
    if (within_two(c, b.c[k]) && fits(w, b.c[k])) return true;
  return false;
}

bool Engine::character_under(int c) const {
  const Pile& b = pile(0, board);
  for (int k = 0; k < b.n; ++k) {
    int o = b.c[k];
    if (is(card(o), Type::character) && o != c && occupies(o, at(c))) return true;
  }
  return false;
}

// marines.rules may_step: `legal pass` for a character (not through a
// barricaded door, not into an alien or blip space), and a step onto a
// character only with a step after it.
bool Engine::may_step(int c, int s) const {
  int d = g().door_between(at(c), s);
  if (d >= 0 && shut_[d] == 1) return false;
  if (alien_at(s) || blip_at(s) || loader_at(s)) return false;
  return !character_at(s) || (gv_.steps_left >= 2 && !threat_next_to(s));
}

// ATTACK (002:251-259): an alien model in LOS; CLOSE weapons next to it.
bool Engine::can_shoot(int c, int w, int a) const {
  return is(card(a), Type::alien) && sees(c, a) && (!card(w).close || touching(a, c)) && apc_allows(c, a);
}

bool Engine::has_target(int c, int w, int only) const {
  const Pile& b = pile(0, board);
  for (int k = 0; k < b.n; ++k) {
    int a = b.c[k];
    if ((only == 0 || a + 1 == only) && can_shoot(c, w, a)) return true;
  }
  return false;
}

// 002:349, 002:512.
bool Engine::playable(int e) const {
  return card(e).action_card || (card(e).free_action && gv_.free_taken == 0) || any_time(e);
}

bool Engine::waiting_grunt(int g) const {
  return is(card(g), Type::character) && v_[g][hero] == 0 && v_[g][activated] == 0;
}

int Engine::spawn_point(int n) const {
  const Pile& m = pile(0, markers);
  for (int k = 0; k < m.n; ++k)
    if (is(card(m.c[k]), Type::spawn) && card(m.c[k]).number == n) return m.c[k];
  throw EngineBug("corps: first(s in markers ...) found no element (spawn_point)");
}

// finish.rules mission_met (002:239, 002:428).
bool Engine::mission_met() const {
  if (gv_.bug_hunt == 0 && gv_.objectives > 0) {
    int n = 0;
    const Pile& m = pile(0, markers);
    for (int k = 0; k < m.n; ++k)
      if (is(card(m.c[k]), Type::terminal) && v_[m.c[k]][done] == 1) ++n;
    if (n >= gv_.objectives) return true;
  }
  // The stand-in Airlock mission: the queen thrown out (airlock.rules).
  const int mission = gv_.campaign_serial - 1;
  if (gv_.bug_hunt == 0 && mission >= 0 && in(mission, missions) && card(mission).has_queen_out) {
    const Pile& r = pile(0, removed);
    for (int k = 0; k < r.n; ++k)
      if (card(r.c[k]).queen) return true;
  }
  // The stand-in APC Chase: the APC at the far end of the road (002:856).
  if (gv_.chase_to > 0) {
    const Pile& v = pile(0, vehicles);
    for (int k = 0; k < v.n; ++k)
      if (v_[v.c[k]][vx] >= gv_.chase_to) return true;
  }
  if (gv_.bug_hunt == 1 && empty(tracker_deck) && empty(tracker_top) && empty(tracker_bottom)) {
    bool threat = false, character = false;
    const Pile& b = pile(0, board);
    for (int k = 0; k < b.n; ++k) {
      Type t = card(b.c[k]).type;
      threat |= t == Type::alien || t == Type::blip;
      character |= t == Type::character;
    }
    return !threat && character;
  }
  return false;
}

}  // namespace canbeat::fast::corps
