// Aliens: This Time It's War, natively. Each step names the seed lines
// (003_27d54a5f57ee5a28.txt) and the titw.rules part it plays; the rulings
// where the seed is silent are games/titw/README.md's.
#include "fast-engine/titw/engine.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>

#include <fmt/format.h>

#include "fast-engine/cards/options.hpp"
#include "fast-engine/position.hpp"
#include "fast-engine/two_seats.hpp"

namespace canbeat::fast::titw {

namespace {
constexpr int kMarine = 0, kAlien = 1;
constexpr const char* kZoneNames[] = {"deck",   "hand", "inplay",       "discard", "removed",      "resolving",
                                      "roster", "dead", "battlefields", "side",    "beside_sulaco"};
constexpr const char* kPhaseNames[] = {"",           "marine_advance", "marine_draw", "marine_cards",
                                       "alien_draw", "alien_cards",    "alien_attack"};
constexpr const char* kVerbs[] = {"airlock", "discard", "done", "play", "to", "pay", "", "casualty", "draw"};
constexpr int kHand = 5;  // 003:52: five cards each
constexpr int kDraws = 2; // 003:86: "Draw two cards."
// The row of a zone value the card compiler makes: the table's zones lie
// in the Marine's row (engine.hpp table_zone).
int row_of(int z) { return z / cards::kZoneStride == cards::kTableSeat ? kMarine : z / cards::kZoneStride; }
}  // namespace

struct Engine::Tables {
  std::vector<std::string> seat_names;
  std::vector<Card> kinds;
  std::vector<std::uint8_t> kind_of;   // by instance
  std::vector<std::uint8_t> owner_of;  // by instance
  std::vector<std::string> key;        // by instance: "Name#N", the reference's instance key
  std::vector<std::uint8_t> by_key;    // instances in byte order of their keys
  std::vector<std::uint8_t> rank_of;   // by instance: its place in by_key
  // The rulebook names these characters and cards (003:18, 003:178, 003:186).
  std::vector<bool> ripley, ferro, newt;
  std::vector<int> battlefield_cards;  // the instances of battlefield type
  std::shared_ptr<const std::vector<cards::Program>> programs;  // the cards' texts (data.cpp)
  // Every card's `cant` statements by the action they forbid: (instance, program).
  std::array<std::vector<std::pair<int, int>>, kQueries> cants;
  std::array<std::vector<std::pair<int, int>>, kQueries> cans;  // and their `can` statements
  std::vector<std::pair<int, int>> obligations;  // `must only play`: (instance, program)
};

// The card machine's view of the engine (fast-engine/cards/vm.hpp): the ids
// of titw's binding (data.cpp) on the flat state.
struct Engine::Host {
  Engine& e;
  int cards() const { return int(e.t_->kind_of.size()); }
  int seats() const { return 2; }
  // A card's `win`, `lose`, `tie` or `undecided` (cards::Stop::over): the
  // game is over.
  void end_game(const Outcome& o) {
    e.s_.end = End::card;
    e.s_.card_end = o;
    e.s_.step = Step::over;
  }
  const Card& kind(int c) const { return e.t_->kinds[e.s_.inst[c].kind]; }
  bool prints(int id, int c) const { return kind(c).printed >> id & 1; }
  bool has(int fact, int c) const { return cards::Facts::lists(kind(c).facts, fact); }
  int member(int id, int c) const {
    const Card& k = kind(c);
    const Inst& in = e.s_.inst[c];
    switch (Member(id)) {
      case m_power: return k.power;
      case m_cost: return k.cost;
      case m_rating: return k.rating;
      case m_toughness: return k.toughness;
      case m_order: return k.order;
      case m_spaces: return k.spaces;
      case m_defense: return k.defense;
      case m_dashes: return k.dashes;
      case m_ferro_spaces: return k.ferro_spaces;
      case m_newt_spaces: return k.newt_spaces;
      case m_tokens: return k.tokens;
      case m_red_title: return k.red_title;
      case m_impervious: return k.impervious;
      case m_upcoming: return k.upcoming;
      case m_alien_card: return k.alien_card;
      case m_minus_turn: return k.minus_turn;
      case m_extra_turn: return k.extra_turn;
      case m_type: return int(k.type);
      case m_name: return k.name_id;
      case m_col: return in.col;
      case m_wounds: return in.wounds;
      case m_kills: return in.kills;
      case m_used: return in.used;
    }
    return 0;
  }
  void set_member(int id, int c, int v) {
    Inst& in = e.s_.inst[c];
    std::int8_t* at = id == m_col ? &in.col : id == m_wounds ? &in.wounds : id == m_kills ? &in.kills : &in.used;
    *at = std::int8_t(std::clamp(v, -128, 127));
  }
  int* var(int id) const {
    State& s = e.s_;
    int* const vars[] = {&s.field, &s.space, &s.last, &s.nuke_tokens, &s.marine_turns, &s.alien_power, &s.marine_power};
    return vars[id];
  }
  int game_var(int id) const { return *var(id); }
  void set_game_var(int id, int v) { *var(id) = v; }
  int owner(int c) const { return e.t_->owner_of[c]; }
  // A card on the table is its owner's (docs/dsl.md, table zones).
  int controller(int c) const { return table_zone(e.s_.inst[c].zone) ? owner(c) : e.s_.inst[c].seat; }
  bool in_zone(int c, int z) const { return e.s_.inst[c].seat == row_of(z) && e.s_.inst[c].zone == z % cards::kZoneStride; }
  int zone_size(int z) const { return e.s_.count[row_of(z)][z % cards::kZoneStride]; }
  void move(int c, int z) { e.move(c, row_of(z), z % cards::kZoneStride); }
  void move_bottom(int c, int z) { e.move_bottom(c, row_of(z), z % cards::kZoneStride); }
  // The k-th card of a zone in order of arrival, as the reference keeps
  // every zone (docs/dsl.md "Moves"; the battlefields' order, 003:47): by
  // the move that brought it, cards never moved (seq 0) by instance, as
  // they were dealt.
  int zone_card(int z, int k) const {
    std::array<std::pair<std::int64_t, int>, Engine::kMaxCards> in;
    int n = 0;
    for (int c = 0; c < cards(); ++c)
      if (in_zone(c, z)) in[std::size_t(n++)] = {e.arrival(c), c};
    if (k < 0 || k >= n) return -1;
    std::nth_element(in.begin(), in.begin() + k, in.begin() + n);
    return in[std::size_t(k)].second;
  }
  int function(int, const int*) const { return 0; }  // titw binds no function of its rules
  // A card's one power (power c * kPowerStride), as a card's text reads and
  // activates it (titw.rules' airlocks: `activate u, p;`); its name and
  // timing are string ids (Data::names), it answers to no event.
  int power_count(int c) const { return kind(c).program >= 0 ? 1 : 0; }
  int power(cards::PowerRead r, int u) const {
    const int c = u / cards::kPowerStride;
    switch (r) {
      case cards::PowerRead::name: return kind(c).power_name_id;
      case cards::PowerRead::timing: return kind(c).power_timing_id;
      case cards::PowerRead::event: return -2;
      case cards::PowerRead::used: return e.s_.inst[c].power_turn == e.s_.turn;
    }
    return 0;
  }
  // The engine runs it above the running text once the machine stops
  // (continue_text): pushing a text now would move the running frame.
  bool activate(int u, int p) {
    e.activating_ = {u / cards::kPowerStride, p};
    return true;
  }
  bool perform(int id, const int* args) { return e.perform(id, args); }
  bool legal(int id, const int* args) const {
    switch (Query(id)) {
      case q_play: {
        Columns k(e);
        return e.legal_play(args[0], args[1], k);
      }
      case q_place: {
        Columns k(e);
        return e.legal_place(args[0], args[1], args[2], k);
      }
      case q_remove: return e.legal_remove(args[0], args[1]);
      case q_discard_in_play:
        return e.t_->owner_of[args[1]] == args[0] && e.in_play(args[1]) && !e.forbidden(q_discard_in_play, args);
      case q_activate_airlock:
        return args[0] == kMarine && kind(args[1]).type == Type::airlock && e.s_.inst[args[1]].used == 0 &&
               !e.forbidden(q_activate_airlock, args);
      case kQueries: break;
    }
    return false;
  }
};

namespace {
bool has_power(const Card& c) { return c.program >= 0; }
}  // namespace

Engine::Engine(const Data& data, Faults faults) : faults_(faults) {
  auto t = std::make_shared<Tables>();
  t->seat_names = {data.seat_names[0], data.seat_names[1]};
  // game titw { start_zone deck; }: every card of a seat's deck starts in it,
  // numbered in deck order, the Marine deck first.
  int n = 0;
  for (int s = 0; s < 2; ++s) {
    for (const Card& c : data.decks[s]) {
      if (t->kinds.size() >= 255) throw std::invalid_argument("titw: more than 255 card entries");
      int k = int(t->kinds.size());
      t->kinds.push_back(c);
      t->ripley.push_back(c.name == "Ripley");
      t->ferro.push_back(c.name == "Cpl. Ferro");
      t->newt.push_back(c.name == "Newt");
      for (int j = 0; j < c.copies; ++j) {
        if (n >= kMaxCards) throw std::invalid_argument("titw: more than 255 cards on the table");
        s_.inst[n].kind = std::uint8_t(k);
        s_.inst[n].owner = std::uint8_t(s);
        s_.inst[n].seat = std::uint8_t(s);
        s_.inst[n].zone = deck;
        ++s_.count[s][deck];
        t->kind_of.push_back(std::uint8_t(k));
        t->owner_of.push_back(std::uint8_t(s));
        t->key.push_back(fmt::format("{}#{}", c.name, n + 1));
        if (c.type == Type::battlefield) t->battlefield_cards.push_back(n);
        for (const auto& [query, program] : c.cants) {
          t->cants[std::size_t(query)].emplace_back(n, program);
          cant_queries_ |= std::uint8_t(1u << query);
        }
        for (const auto& [query, program] : c.cans) {
          t->cans[std::size_t(query)].emplace_back(n, program);
          can_queries_ |= std::uint8_t(1u << query);
        }
        for (int program : c.obligations) t->obligations.emplace_back(n, program);
        ++n;
      }
    }
  }
  std::vector<int> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](int a, int b) { return t->key[a] < t->key[b]; });
  t->rank_of.resize(std::size_t(n));
  for (int i : order) {
    t->rank_of[std::size_t(i)] = std::uint8_t(t->by_key.size());
    t->by_key.push_back(std::uint8_t(i));
  }
  for (int i = 0; i < n; ++i) s_.ranked[s_.inst[i].seat][deck].add(t->rank_of[std::size_t(i)]);
  t->programs = data.programs;  // shared: compiled once per table
  // The card phase offers each card at most once (it is in play or in
  // hand) and three more; a card's choice each card once per binding option.
  std::size_t widest = 1;
  for (const cards::Program& p : *t->programs)
    for (const cards::Choice& c : p.choices) widest = std::max(widest, c.options.size());
  const std::size_t options = widest * std::size_t(n) + 4;
  option_verb_.assign(options, 0);
  option_inst_.assign(options, 0);
  option_choice_.assign(options, 0);
  t_ = t;

  // SETUP (003:47): the battlefields in their order, left to right.
  int fields = 0;
  for (int i = 0; i < n; ++i)
    if (s_.inst[i].seat == kMarine && s_.inst[i].zone == deck && t_->kinds[s_.inst[i].kind].type == Type::battlefield)
      ++fields;
  for (int f = 1; f <= fields; ++f)
    for (int i = 0; i < n; ++i) {
      const Card& c = t_->kinds[s_.inst[i].kind];
      if (s_.inst[i].seat == kMarine && s_.inst[i].zone == deck && c.type == Type::battlefield && c.order == f)
        move(i, kMarine, battlefields);
    }
  // 003:48-50: the marker on the Reactor Chamber's "1"; the Airlock, the Nuke
  // card and its tokens, the sixteen characters.
  s_.field = 1;
  s_.space = 1;
  for (int i = 0; i < n; ++i) {
    const Card& c = t_->kinds[s_.inst[i].kind];
    if (s_.inst[i].seat == kMarine && s_.inst[i].zone == deck && (c.type == Type::airlock || c.type == Type::nuke))
      move(i, kMarine, c.type == Type::airlock ? beside_sulaco : side);
  }
  for (int i = 0; i < n; ++i)
    if (s_.inst[i].zone == side && t_->kinds[s_.inst[i].kind].type == Type::nuke)
      s_.nuke_tokens = t_->kinds[s_.inst[i].kind].tokens;
  for (int i = 0; i < n; ++i)
    if (s_.inst[i].seat == kMarine && s_.inst[i].zone == deck && t_->kinds[s_.inst[i].kind].type == Type::character)
      move(i, kMarine, roster);
  update_last();
  // 003:51-52: five cards each, the Marines first.
  s_.phase = Phase::setup;
  start_draws(kMarine, kHand);
  make_options();
}

const std::vector<std::string>& Engine::seats() const { return t_->seat_names; }

void Engine::move(int i, int seat, int zone) {
  Inst& c = s_.inst[i];
  const int rank = t_->rank_of[std::size_t(i)];
  --s_.count[c.seat][c.zone];
  s_.ranked[c.seat][c.zone].remove(rank);
  c.seat = std::uint8_t(seat);
  c.zone = std::uint8_t(zone);
  c.seq = ++s_.seq;
  ++s_.count[seat][zone];
  s_.ranked[std::size_t(seat)][zone].add(rank);
}

// A card's `move ... to bottom` (docs/dsl.md "Moves"): under the zone's cards.
void Engine::move_bottom(int i, int seat, int zone) {
  move(i, seat, zone);
  s_.inst[i].seq = --s_.low;
}

// A card leaves play: its column and wounds forgotten (titw.rules leave_play).
void Engine::leave_play(int i, int zone) {
  s_.inst[i].col = 0;
  s_.inst[i].wounds = 0;
  move(i, t_->owner_of[i], zone);
}

// 003:98 with 003:176-178: the current battlefield's last space; Dropship
// Evac's F spaces once Ferro is dead, its N space once Newt has been killed
// exactly once.
void Engine::update_last() {
  s_.last = 0;
  int n = int(t_->kind_of.size());
  for (int b = 0; b < n; ++b) {
    if (s_.inst[b].zone != battlefields) continue;
    const Card& bf = t_->kinds[s_.inst[b].kind];
    if (bf.order != s_.field) continue;
    s_.last = bf.spaces;
    if (bf.ferro_spaces >= 0) {
      for (int i = 0; i < n; ++i)
        if (s_.inst[i].zone == dead && s_.inst[i].seat == kMarine && t_->ferro[s_.inst[i].kind]) {
          s_.last += bf.ferro_spaces;
          break;
        }
    }
    if (bf.newt_spaces >= 0) {
      for (int i = 0; i < n; ++i)
        if (t_->newt[s_.inst[i].kind] && s_.inst[i].kills == 1) {
          s_.last += bf.newt_spaces;
          break;
        }
    }
  }
}

// What the placement limits read (003:70, 003:110, 003:224-226), counted
// once for all the options of a decision that ask about the column.
void Engine::Columns::count(int order) {
  col = order;
  marine = blockers = 0;
  e.s_.ranked[0][inplay].each_of_both(e.s_.ranked[1][inplay], [&](int r) {
    const Inst& in = e.s_.inst[e.t_->by_key[std::size_t(r)]];
    if (in.col != order) return;
    if (in.seat == kMarine) ++marine;
    if (e.t_->kinds[in.kind].type == Type::rowblock) ++blockers;
  });
}

// 003:104-112, 003:220-222: a card from hand, its cost payable with the
// other cards of the hand; a one-shot card, or a card with a column to go to.
bool Engine::legal_play(int p, int i, Columns& k) const {
  return allowed_play(p, i, k) && !obliged_elsewhere(p, i);
}

// legal_play but for the cards' obligations: the can and can't statements,
// weighed as the reference weighs them (docs/dsl.md "Legality"): the cans
// first, then the cants only when one permits. Every card's cant is weighed
// once a can permits, even where a rulebook cant already forbids: a rules
// error in one is met where the reference meets it.
bool Engine::allowed_play(int p, int i, Columns& k) const {
  const Card& c = t_->kinds[s_.inst[i].kind];
  if (c.type != Type::oneshot && !placeable(p, i, k)) return false;
  const int args[] = {p, i};
  const bool card_forbids = forbidden(q_play, args);
  if (s_.count[p][hand] - 1 < c.cost) return false;
  if (c.minus_turn && s_.space >= s_.last) return false;
  return !card_forbids;
}

// titw.rules' `any(b in battlefields : legal place(p, c, b))`. The
// reference's any() asks every battlefield, so where a card's `can` or
// `cant place` may meet a rules error every one is asked here too.
bool Engine::placeable(int p, int i, Columns& k) const {
  const bool every = (can_queries_ | cant_queries_) >> q_place & 1;
  bool any = false;
  for (int b : t_->battlefield_cards) {
    if (s_.inst[b].zone != battlefields || s_.inst[b].seat != kMarine) continue;
    any = legal_place(p, i, b, k) || any;
    if (any && !every) return true;
  }
  return any;
}

// Whether a card's obligation (`must only play`) holds for p playing card i.
bool Engine::obliged(int p, int i) const {
  Host host{const_cast<Engine&>(*this)};
  const int args[] = {p, i};
  for (const auto& [instance, program] : t_->obligations)
    if (cards::holds((*t_->programs)[std::size_t(program)], host, instance, args, 2)) return true;
  return false;
}

// docs/dsl.md "Obligation": while an obligation holds for a card the can
// and can't statements let p play from hand (003:106), p may play no card
// it does not hold for. A card's obligation outranks every statement of
// this game but a card's `cant`, which leaves the card illegal anyway.
bool Engine::obliged_elsewhere(int p, int i) const {
  if (t_->obligations.empty() || obliged(p, i)) return false;
  for (int j = 0; j < int(t_->kind_of.size()); ++j) {
    Columns k(*this);
    if (j != i && s_.inst[j].seat == p && s_.inst[j].zone == hand && obliged(p, j) && allowed_play(p, j, k)) return true;
  }
  return false;
}

// docs/dsl.md "Permission": the rulebook's answer or a card's `can place`,
// and no card's `cant place`, weighed (as the reference does) only when
// something permits the placement. The cards' cans are weighed every time,
// the rulebook's answer or not, as the reference weighs every can: a rules
// error in one is met where the reference meets it.
bool Engine::legal_place(int p, int i, int b, Columns& k) const {
  const int args[] = {p, i, b};
  const bool permits = permitted(q_place, args);
  const bool allowed = rulebook_place(p, i, b, k) || permits;
  return allowed && !forbidden(q_place, args);
}

// 003:106-110, 003:224-230: the current column (a row-blocker on the other
// side), or a later one for row-blockers and Lurkers; at most 3 cards in a
// Marine column, 2 row-blockers a battlefield.
bool Engine::rulebook_place(int p, int i, int b, Columns& k) const {
  const Card& c = t_->kinds[s_.inst[i].kind];
  int order = t_->kinds[s_.inst[b].kind].order;
  bool can = (order == s_.field &&
              (c.type == Type::firepower || c.type == Type::attack || c.type == Type::rowblock)) ||
             (order > s_.field && c.upcoming);
  const bool marine = p == kMarine, rowblock = c.type == Type::rowblock;
  if (!can || (!marine && !rowblock)) return can;  // no limit to count
  if (k.col != order) k.count(order);
  return !(marine && k.marine >= 3) && (!rowblock || k.blockers < 2);
}

// Removal from play (003:122, 003:182, 003:194): a card in play, unless a
// card's `cant remove` (Impervious!) holds; or a card's `can remove` allows it.
bool Engine::legal_remove(int p, int i) const {
  const int args[] = {p, i};
  const bool permits = permitted(q_remove, args);  // weighed every time, as legal_place's
  const bool allowed = in_play(i) || permits;
  return allowed && !forbidden(q_remove, args);
}

// Whether one of the cards' `can` (or `cant`) statements of a query holds
// for the arguments. Every one is weighed, none skipped once one holds, as
// the reference weighs them: a rules error in a later one is met too.
bool Engine::card_says(Query q, bool can, const int* args) const {
  const auto& statements = (can ? t_->cans : t_->cants)[std::size_t(q)];
  Host host{const_cast<Engine&>(*this)};
  const int nargs = q == q_place ? 3 : 2;
  bool says = false;
  for (const auto& [instance, program] : statements)
    says = cards::holds((*t_->programs)[std::size_t(program)], host, instance, args, nargs) || says;
  return says;
}

// 003:86: draw from the deck; an empty deck is undecided "empty-draw".
void Engine::start_draws(int seat, int n) {
  s_.seat = std::uint8_t(seat);
  s_.draws_left = std::uint8_t(n);
  s_.step = Step::draw;
  if (s_.count[seat][deck] == 0) {
    s_.end = End::empty_draw;
    s_.step = Step::over;
  }
}

void Engine::after_draws() {
  switch (s_.phase) {
    case Phase::setup:
      if (s_.seat == kMarine)
        start_draws(kAlien, kHand);
      else
        start_turn();
      break;
    case Phase::marine_draw:
      s_.phase = Phase::marine_cards;
      s_.step = Step::card_phase;
      s_.seat = kMarine;
      break;
    case Phase::alien_draw:
      s_.phase = Phase::alien_cards;
      s_.step = Step::card_phase;
      s_.seat = kAlien;
      break;
    default: throw EngineBug("titw: draws outside a draw phase");
  }
}

// 003:84, 003:94-100: the marker moves ahead one space at the start of every
// Marine turn after the first; from a battlefield's last space to the next
// one's "1"; beyond the Sulaco's last space the seed names none.
void Engine::start_turn() {
  s_.phase = Phase::marine_advance;
  ++s_.marine_turns;
  if (s_.marine_turns > 1) {
    update_last();
    if (s_.space >= s_.last) {
      if (s_.field >= s_.count[kMarine][battlefields]) {
        s_.end = End::beyond_sulaco;
        s_.step = Step::over;
        return;
      }
      ++s_.field;
      s_.space = 1;
      update_last();
    } else {
      ++s_.space;
    }
  }
  s_.phase = Phase::marine_draw;
  start_draws(kMarine, kDraws);
}

void Engine::end_card_phase() {
  if (s_.seat == kMarine) {
    s_.phase = Phase::alien_draw;
    start_draws(kAlien, kDraws);
  } else {
    attack();
  }
}

// 003:146-156: the current column only: the Aliens' attack cards against the
// Marines' firepower plus the battlefield's defensive power. Greater: a
// casualty; equal or less: a Nuke token (003:154).
void Engine::attack() {
  s_.phase = Phase::alien_attack;
  int a = 0, m = 0;
  int n = int(t_->kind_of.size());
  for (int i = 0; i < n; ++i) {
    const Inst& in = s_.inst[i];
    const Card& c = t_->kinds[in.kind];
    if (in.zone == inplay && in.col == s_.field) {
      if (in.seat == kAlien && c.type == Type::attack) a += c.power;
      if (in.seat == kMarine && c.type == Type::firepower) m += c.power;
    }
    if (in.zone == battlefields && c.order == s_.field) m += c.defense;
  }
  s_.alien_power = a;
  s_.marine_power = m;
  if (a > m || (faults_.tie_kills && a == m)) {
    start_casualty();
    return;
  }
  remove_token();
  after_attack();
}

// 003:18: Ripley reaches the Sulaco's "4" and survives its attack; then play
// passes to the Marines (003:156), a new turn.
void Engine::after_attack() {
  if (s_.step == Step::over) return;
  if (s_.field == s_.count[kMarine][battlefields]) {
    bool reached = false, ripley = false;
    int n = int(t_->kind_of.size());
    for (int i = 0; i < n; ++i) {
      const Inst& in = s_.inst[i];
      if (in.zone == battlefields && t_->kinds[in.kind].order == s_.field && s_.space >= t_->kinds[in.kind].spaces)
        reached = true;
      if (in.zone == roster && in.seat == kMarine && t_->ripley[in.kind]) ripley = true;
    }
    if (reached && ripley) {
      win(kMarine);
      return;
    }
  }
  ++s_.turn;
  start_turn();
}

// 003:130-138: the Marine player flips a character of the lowest Survival
// Rating; the Aliens win when none is left (003:17).
void Engine::start_casualty() {
  if (s_.count[kMarine][roster] > 0) {
    s_.step = Step::casualty;
    s_.seat = kMarine;
    return;
  }
  win(kAlien);
  after_casualty();
}

// After the character's fate (titw.rules casualty): the last space may have
// moved (003:178); no character left, the Aliens win (003:17).
void Engine::finish_casualty() {
  update_last();
  if (s_.count[kMarine][roster] == 0) win(kAlien);
  after_casualty();
}

// A card's `casualty()` waits in its frame; the Attack phase's goes on.
void Engine::after_casualty() {
  if (!s_.texts.empty())
    continue_text();
  else
    after_attack();
}

// 003:142-144: the last token: the Marines win.
void Engine::remove_token() {
  --s_.nuke_tokens;
  if (s_.nuke_tokens <= 0) win(kMarine);
}

void Engine::win(int seat) {
  s_.end = End::win;
  s_.winner = std::uint8_t(seat);
  s_.step = Step::over;
}

// The cost is paid (003:112); the card is put into play, a row-blocker on
// the other side (003:106), its text acting at once (003:122-124); a
// one-shot card acts, then goes to the discard pile.
void Engine::after_pay() {
  // The player who plays it, its owner or not (a card a text moved into
  // another player's hand is played as that player's: titw.rules
  // play_card's p).
  int i = s_.playing;
  int p = s_.seat;
  const Card& c = t_->kinds[s_.inst[i].kind];
  if (c.type != Type::oneshot) move(i, c.type == Type::rowblock ? 1 - p : p, inplay);
  run_power(i, p);
}

// A card's power for player `you` (titw.rules `activate`): marked used this
// turn, then its compiled text; a choice stops it (do_apply resumes it).
void Engine::run_power(int i, int you, Return back) {
  const Card& c = t_->kinds[s_.inst[i].kind];
  if (!has_power(c)) {
    if (back == Return::fate)
      finish_casualty();
    else
      after_effect();
    return;
  }
  s_.inst[i].power_turn = s_.turn;
  s_.texts.push_back({cards::start(c.program, i, you), back});
  continue_text();
}

// Runs the innermost text on to its next choice (with options: a choose
// whose every option is empty is passed over), to a casualty it asked for,
// or to its end, where what started it goes on.
void Engine::continue_text() {
  while (!s_.texts.empty() && s_.step != Step::over) {
    cards::Frame& f = s_.texts.back().frame;
    Host host{*this};
    cards::Stop stop = cards::run((*t_->programs)[std::size_t(f.program)], f, host);
    if (s_.step == Step::over) return;
    if (stop == cards::Stop::native) {
      if (activating_.first < 0) return;  // a decision of the engine's own
      // `activate u, p;` (exec_activate): marked used, its text run above
      // the caller's, which goes on after it.
      const auto [c, you] = std::exchange(activating_, {-1, -1});
      s_.inst[c].power_turn = s_.turn;
      s_.texts.push_back({cards::start(t_->kinds[s_.inst[c].kind].program, c, you), Return::text});
      continue;
    }
    if (stop == cards::Stop::choice) {
      s_.step = Step::choice;
      s_.seat = std::uint8_t(s_.texts.back().frame.chooser);
      make_options();
      if (option_count_ > 0) {
        options_made_ = true;  // nothing moves before do_apply ends: its make_options is spared
        return;
      }
      continue;
    }
    const Return back = s_.texts.back().back;
    s_.texts.pop_back();
    if (back == Return::text) continue;
    if (back == Return::fate)
      finish_casualty();
    else
      after_effect();
    return;
  }
}

// titw.rules' procedures a card's text calls (binding: data.cpp); true when
// the engine stops for a decision of its own (a casualty) or the game ended.
bool Engine::perform(int procedure, const int* args) {
  switch (Procedure(procedure)) {
    case p_kill:
      // 003:204-206: a kill wounds a card with Toughness left, else discards it.
      if (legal_remove(args[0], args[1])) {
        const Card& c = t_->kinds[s_.inst[args[1]].kind];
        if (c.toughness >= 0 && s_.inst[args[1]].wounds < c.toughness)
          ++s_.inst[args[1]].wounds;
        else
          leave_play(args[1], discard);
      }
      return false;
    case p_leave_play:
      s_.inst[args[0]].col = 0;
      s_.inst[args[0]].wounds = 0;
      move(args[0], row_of(args[1]), args[1] % cards::kZoneStride);
      return false;
    case p_remove_from_play:
      if (legal_remove(args[0], args[1])) leave_play(args[1], discard);
      return false;
    case p_marker_forward:
      // 003:220-222: one space ahead, never onto the next battlefield.
      if (s_.space < s_.last) ++s_.space;
      return false;
    case p_marker_back:
      // 003:216-218: one space back, never before the first dash space.
      for (int b = 0; b < int(t_->kind_of.size()); ++b)
        if (s_.inst[b].zone == battlefields && t_->kinds[s_.inst[b].kind].order == s_.field &&
            s_.space > 1 - t_->kinds[s_.inst[b].kind].dashes)
          --s_.space;
      return false;
    case p_casualty: start_casualty(); return true;
    case p_death_tokens:
      // 003:168-170: tokens off the Nuke card, never the last.
      for (int k = 0; k < args[0]; ++k)
        if (s_.nuke_tokens > 1) --s_.nuke_tokens;
      return false;
    case p_update_last: update_last(); return false;
    case p_remove_token: remove_token(); return s_.step == Step::over;
  }
  return false;
}

// After a card's text: a one-shot goes to its player's discard pile; the
// Card phase goes on. (Characters' fate powers return to the casualty.)
void Engine::after_effect() {
  if (s_.step == Step::over) return;
  if (s_.playing >= 0 && s_.inst[s_.playing].zone == resolving) {
    int i = s_.playing;
    move(i, s_.inst[i].seat, discard);
  }
  s_.playing = -1;
  s_.step = Step::card_phase;
  s_.seat = s_.phase == Phase::marine_cards ? kMarine : kAlien;
}

void Engine::make_options() {
  int n = 0;
  std::uint8_t* const verbs = option_verb_.data();
  std::int16_t* const insts = option_inst_.data();
  std::uint16_t* const choices = option_choice_.data();
  auto add = [&](Verb v, int i, int choice = 0) __attribute__((always_inline)) {
    verbs[n] = v;
    insts[n] = std::int16_t(i);
    choices[n] = std::uint16_t(choice);
    ++n;
  };
  int p = s_.seat;
  const auto& order = t_->by_key;
  // A seat's zone in key order.
  auto each = [&](int seat, Zone z, auto&& visit) {
    s_.ranked[std::size_t(seat)][z].each([&](int r) { visit(int(order[std::size_t(r)])); });
  };
  switch (s_.step) {
    case Step::over: break;
    case Step::draw:
      each(p, deck, [&](int i) { add(v_draw, i); });
      break;
    case Step::card_phase: {
      // 003:88, 003:126: "airlock" < "discard" < "done" < "play". Each
      // verb's candidates in key order; their legality is asked verb by
      // verb, in the order the reference asks it (a card's rules error met
      // first is the same).
      if (p == kMarine)
        each(kMarine, beside_sulaco, [&](int i) {
          const int args[] = {p, i};
          if (t_->kinds[s_.inst[i].kind].type == Type::airlock && s_.inst[i].used == 0 &&
              !forbidden(q_activate_airlock, args))
            add(v_airlock, i);
        });
      s_.ranked[0][inplay].each_of_both(s_.ranked[1][inplay], [&](int r) {
        const int args[] = {p, int(order[std::size_t(r)])};
        if (t_->owner_of[std::size_t(args[1])] == p && !forbidden(q_discard_in_play, args)) add(v_discard, args[1]);
      });
      add(v_done, -1);
      Columns k(*this);
      each(p, hand, [&](int i) {
        if (legal_play(p, i, k)) add(v_play, i);
      });
      break;
    }
    case Step::place: {
      Columns k(*this);
      each(kMarine, battlefields, [&](int b) {
        if (legal_place(p, s_.playing, b, k)) add(v_to, b);
      });
      break;
    }
    case Step::pay:
      each(p, hand, [&](int i) { add(v_pay, i); });
      break;
    case Step::choice: {
      // A card's `choose` or `chance`, listed by the shared lister
      // (cards::list_options): in key order, but where a label begins
      // another's ("a", "a b"), when they are sorted.
      cards::Frame& f = s_.texts.back().frame;
      const cards::Program& prog = (*t_->programs)[std::size_t(f.program)];
      const cards::Choice& choice = prog.choices[std::size_t(f.choice)];
      Host host{*this};
      const int first = t_->seat_names[1] < t_->seat_names[0] ? 1 : 0;
      const int seats[] = {first, 1 - first};
      auto each_card = [&](int zone, auto&& visit) {
        for (int i : order)
          if (zone < 0 || host.in_zone(i, zone)) visit(i);
      };
      cards::list_options(prog, f, host, choice, seats, each_card,
                          [&](int o, int e, std::uint32_t) { add(v_choice, e, o); });
      option_count_ = std::uint16_t(n);
      if (!cards::listed_in_key_order(choice)) sort_choice_options();
      return;
    }
    case Step::casualty: {
      int low = 1 << 30;
      each(kMarine, roster, [&](int i) { low = std::min(low, t_->kinds[s_.inst[i].kind].rating); });
      each(kMarine, roster, [&](int i) {
        if (t_->kinds[s_.inst[i].kind].rating == low) add(v_casualty, i);
      });
      break;
    }
  }
  option_count_ = std::uint16_t(n);
}

void Engine::do_apply(std::size_t o) {
  if (s_.step == Step::over || o >= option_count_) throw EngineBug("titw: do_apply with no such option");
  int p = s_.seat;
  int i = option_inst_[o];
  switch (Verb(option_verb_[o])) {
    case v_draw:
      move(i, p, hand);
      if (--s_.draws_left > 0) {
        if (s_.count[p][deck] == 0) {
          s_.end = End::empty_draw;
          s_.step = Step::over;
        }
      } else {
        after_draws();
      }
      break;
    case v_done: end_card_phase(); break;
    case v_discard: leave_play(i, discard); break;
    case v_airlock:
      // 003:126: once a game (README.md), on the Marines' turn.
      s_.inst[i].used = 1;
      s_.playing = -1;
      run_power(i, p);
      break;
    case v_play: {
      s_.playing = std::int16_t(i);
      const Card& c = t_->kinds[s_.inst[i].kind];
      if (c.type != Type::oneshot) {
        s_.step = Step::place;
        break;
      }
      move(i, p, resolving);
      s_.pays_left = std::uint8_t(c.cost);
      if (s_.pays_left > 0)
        s_.step = Step::pay;
      else
        after_pay();
      break;
    }
    case v_to: {
      int c = s_.playing;
      s_.inst[c].col = std::int8_t(t_->kinds[s_.inst[i].kind].order);
      move(c, p, resolving);
      s_.pays_left = std::uint8_t(t_->kinds[s_.inst[c].kind].cost);
      if (s_.pays_left > 0)
        s_.step = Step::pay;
      else
        after_pay();
      break;
    }
    case v_pay:
      move(i, p, discard);
      if (--s_.pays_left == 0) after_pay();
      break;
    case v_choice: {
      cards::Frame& f = s_.texts.back().frame;
      const cards::Choice& choice = (*t_->programs)[std::size_t(f.program)].choices[std::size_t(f.choice)];
      const int taken = option_choice_[o];
      cards::take(f, choice.options[std::size_t(taken)], cards::element_value(choice, taken, i));
      continue_text();
      break;
    }
    case v_casualty:
      // 003:138: its special text obeyed, then the casualty ends.
      move(i, kMarine, dead);
      ++s_.inst[i].kills;
      run_power(i, kMarine, Return::fate);
      break;
  }
  if (!options_made_) make_options();
  options_made_ = false;
}

Pending Engine::pending() const {
  switch (s_.step) {
    case Step::over: return Pending{};
    case Step::draw: return Pending{Decider::chance, s_.seat};
    case Step::choice: {
      // A card's `choose`, or its `chance` (the pile's seat's, or none).
      const cards::Frame& f = s_.texts.back().frame;
      const cards::Choice& c = (*t_->programs)[std::size_t(f.program)].choices[std::size_t(f.choice)];
      if (c.chance) return Pending{Decider::chance, f.chooser};
      return Pending{Decider::player, s_.seat, c.secret};
    }
    default: return Pending{Decider::player, s_.seat};
  }
}

std::string Engine::option_key(std::size_t o) const {
  if (o >= option_count_) throw std::out_of_range("titw: option_key index out of range");
  Verb v = Verb(option_verb_[o]);
  if (v == v_done) return "done";
  if (v == v_choice) {
    const cards::Frame& f = s_.texts.back().frame;
    const cards::Choice& choice = (*t_->programs)[std::size_t(f.program)].choices[std::size_t(f.choice)];
    std::string key;
    cards::option_key(key, choice, option_choice_[o], option_inst_[o], [&](cards::Element kind, int x, std::string& out) {
      if (kind == cards::Element::seat) out += t_->seat_names[std::size_t(x)];
      else if (kind == cards::Element::card) out += t_->key[x];
      else out.append(t_->key[x / cards::kPowerStride]).append(1, '/').append(t_->kinds[s_.inst[x / cards::kPowerStride].kind].power_name);
    });
    return key;
  }
  return std::string(kVerbs[v]) + " " + t_->key[option_inst_[o]];
}

// Each option one element, weight 1; a chance's key of a list known when
// compiled weighs as many elements of that key as its where holds for.
std::uint32_t Engine::option_weight(std::size_t o) const {
  if (o >= option_count_) throw std::out_of_range("titw: option_weight index out of range");
  if (Verb(option_verb_[o]) != v_choice) return 1;
  const cards::Frame& f = s_.texts.back().frame;
  const cards::Program& prog = (*t_->programs)[std::size_t(f.program)];
  const cards::Choice& choice = prog.choices[std::size_t(f.choice)];
  const int option = option_choice_[o];
  if (!choice.chance || cards::element_of(choice, option) != cards::Element::known) return 1;
  Host host{const_cast<Engine&>(*this)};
  return cards::known_weight(prog, f, host, choice.options[std::size_t(option)], option_inst_[o]);
}

// The listed options of a card's choice sorted by key (the reference's
// order), where listing them did not leave them so.
void Engine::sort_choice_options() {
  std::vector<std::pair<std::string, int>> keyed;
  for (std::size_t o = 0; o < option_count_; ++o) keyed.emplace_back(option_key(o), int(o));
  std::stable_sort(keyed.begin(), keyed.end());
  std::vector<std::int16_t> insts;
  std::vector<std::uint16_t> choices;
  for (const auto& [key, o] : keyed) insts.push_back(option_inst_[std::size_t(o)]), choices.push_back(option_choice_[std::size_t(o)]);
  std::copy(insts.begin(), insts.end(), option_inst_.begin());
  std::copy(choices.begin(), choices.end(), option_choice_.begin());
}

Outcome Engine::outcome() const {
  switch (s_.end) {
    case End::none: break;
    case End::win: return won_by(s_.winner);
    case End::empty_draw: return undecided("empty-draw");
    case End::beyond_sulaco: return undecided("beyond-sulaco");
    case End::card: return s_.card_end;
  }
  return {};
}

// The text of zone `z` of the seats in bitset `seats`: its cards' texts
// (card_shown below), the battlefields in their order (003:47), the others
// sorted.
std::string Engine::zone_text(int seats, int z) const {
  std::vector<std::pair<std::int64_t, std::string>> cards;
  for (int i = 0; i < int(t_->kind_of.size()); ++i) {
    const Inst& in = s_.inst[i];
    if ((seats >> in.seat & 1) && in.zone == z) cards.emplace_back(z == battlefields ? arrival(i) : 0, card_shown(i));
  }
  if (z == battlefields)
    std::sort(cards.begin(), cards.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  else
    std::sort(cards.begin(), cards.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
  std::string text = "[";
  for (const auto& [seq, t] : cards) {
    if (text.size() > 1) text += ", ";
    text += t;
  }
  return text + ']';
}

// A card's text: its name, then its `per_card` vars that differ from 0
// (col, wounds, kills, used, as titw.rules declares them), then its power if
// used this turn ("used 0"), as observation.hpp writes them.
std::string Engine::card_shown(int i) const {
  const Inst& in = s_.inst[i];
  const Card& c = t_->kinds[in.kind];
  std::string extra;
  auto add = [&](std::string s) {
    if (!extra.empty()) extra += ", ";
    extra += s;
  };
  if (in.col) add(fmt::format("col={}", in.col));
  if (in.wounds) add(fmt::format("wounds={}", in.wounds));
  if (in.kills) add(fmt::format("kills={}", in.kills));
  if (in.used) add(fmt::format("used={}", in.used));
  if (has_power(c) && in.power_turn == s_.turn) add("used 0");
  return extra.empty() ? c.name : c.name + " {" + extra + "}";
}

Observation Engine::observe() const {
  Observation obs;
  for (int p = 0; p < 2; ++p)
    for (int z = 0; z < kZones; ++z)
      if (!table_zone(z)) obs.add(t_->seat_names[p] + "." + kZoneNames[z], zone_text(1 << p, z));
  for (int z = 0; z < kZones; ++z)
    if (table_zone(z)) obs.add(std::string("table.") + kZoneNames[z], zone_text(3, z));
  obs.add("game.alien_power", std::to_string(s_.alien_power));
  obs.add("game.field", std::to_string(s_.field));
  obs.add("game.last", std::to_string(s_.last));
  obs.add("game.marine_power", std::to_string(s_.marine_power));
  obs.add("game.marine_turns", std::to_string(s_.marine_turns));
  obs.add("game.nuke_tokens", std::to_string(s_.nuke_tokens));
  obs.add("game.space", std::to_string(s_.space));
  obs.add("outcome", outcome_text(outcome(), t_->seat_names));
  obs.add("pending", pending_text(pending(), t_->seat_names));
  obs.add("phase", kPhaseNames[int(s_.phase)]);
  obs.add("turn", std::to_string(s_.turn));
  obs.sort();
  return obs;
}

std::unique_ptr<canbeat::Engine> Engine::clone() const { return std::make_unique<Engine>(*this); }

// The inverse of observe() at the start of a turn (seam/engine.hpp
// Engine::stage): every var at its initial value (titw.rules) and every
// card in its owner's deck, then each card a position names (a copy its seat
// owns first) moved into its zone in the order listed (the battlefields are
// ordered), with its marks, the vars it sets, and the turn from its Advance
// phase. Only the start of a turn is staged.
std::string Engine::stage(const Observation& position) {
  Position p;
  auto is_name = [this](std::string_view name) {
    return std::any_of(t_->kinds.begin(), t_->kinds.end(), [&](const Card& c) { return c.name == name; });
  };
  std::vector<std::string> seat_zones, table_zones;
  for (int z = 0; z < kZones; ++z) (table_zone(z) ? table_zones : seat_zones).push_back(kZoneNames[z]);
  if (std::string why = read_position(position, t_->seat_names, seat_zones, p, is_name, table_zones); !why.empty())
    return why;
  if (p.phase != "marine_advance") return "the fast engine stages only at the start of a turn (marine_advance)";
  const int n = int(t_->kind_of.size());
  s_ = State{};
  for (int i = 0; i < n; ++i) {
    s_.inst[i].kind = t_->kind_of[i];
    s_.inst[i].owner = s_.inst[i].seat = t_->owner_of[i];
    ++s_.count[t_->owner_of[i]][deck];
    s_.ranked[t_->owner_of[i]][deck].add(t_->rank_of[std::size_t(i)]);
  }
  s_.turn = int(p.turn);
  int* const vars[] = {&s_.alien_power, &s_.field, &s_.last, &s_.marine_power, &s_.marine_turns, &s_.nuke_tokens, &s_.space};
  const char* const names[] = {"alien_power", "field", "last", "marine_power", "marine_turns", "nuke_tokens", "space"};
  for (const auto& [var, v] : p.game) {
    const std::string& name = var;  // a structured binding: clang 14 cannot capture it
    auto at = std::find_if(std::begin(names), std::end(names), [&](const char* x) { return name == x; });
    if (at == std::end(names)) return "game." + name + ": not a field of the fast engine";
    *vars[at - std::begin(names)] = int(v);
  }
  std::vector<bool> placed(std::size_t(n), false);
  for (int q = 0; q < 2; ++q)
    if (!p.numbers[q].empty()) return t_->seat_names[q] + "." + p.numbers[q].begin()->first + ": not a field of the fast engine";
  for (const Position::Zone& staged : p.zones) {
    const int z = int(std::find(kZoneNames, kZoneNames + kZones, staged.zone) - kZoneNames);
    const bool table = staged.seat == Position::kTable;
    for (const std::string& text : staged.cards)
      if (std::string why = stage_card(table ? kMarine : staged.seat, z, text, placed); !why.empty())
        return (table ? std::string("table") : t_->seat_names[staged.seat]) + "." + staged.zone + ": " + why;
  }
  // Setup (003:45-52) takes the battlefields, characters, Airlock and Nuke
  // out of the deck for good; this engine's program never meets one in a
  // deck or a hand, so a position that leaves one there is not staged (the
  // reference plays it until the rules ask its missing cost: the second
  // outside probe's swapped decks, a position fuzzer's staged roster left out).
  for (int i = 0; i < n; ++i) {
    const Card& c = t_->kinds[s_.inst[i].kind];
    bool component = c.type == Type::battlefield || c.type == Type::character || c.type == Type::airlock || c.type == Type::nuke;
    if (component && (s_.inst[i].zone == deck || s_.inst[i].zone == hand))
      return t_->seat_names[s_.inst[i].seat] + "." + kZoneNames[s_.inst[i].zone] + ": '" + c.name +
             "' is a component setup puts on the table: the fast engine stages none in a deck or a hand";
  }
  option_count_ = 0;
  start_turn();
  make_options();
  return "";
}

std::string Engine::stage_card(int q, int zone, const std::string& text, std::vector<bool>& placed) {
  CardText card;
  try {
    card = card_text(text);
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  if (!card.refs.empty()) return "'" + text + "': a mark naming a card (VAR=CARD): this engine stages none";
  int i = -1;
  for (int pass = 0; pass < 2 && i < 0; ++pass)
    for (int j = 0; j < int(placed.size()) && i < 0; ++j)
      if (!placed[std::size_t(j)] && t_->kinds[t_->kind_of[j]].name == card.name && (pass == 1 || t_->owner_of[j] == q)) i = j;
  if (i < 0) return "no copy of '" + card.name + "' is left to place";
  placed[std::size_t(i)] = true;
  move(i, q, zone);
  Inst& c = s_.inst[i];
  for (const auto& [mark, v] : card.marks) {
    std::int8_t* field = mark == "col" ? &c.col : mark == "wounds" ? &c.wounds : mark == "kills" ? &c.kills
                       : mark == "used" ? &c.used : nullptr;
    if (!field) return "'" + text + "': a mark that is not a per_card var";
    if (std::string why = put_staged(*field, v, "'" + text + "': " + mark); !why.empty()) return why;
  }
  if (card.used & 1) c.power_turn = s_.turn;
  return "";
}

}  // namespace canbeat::fast::titw
