// Aliens: This Time It's War, natively. Each step names the seed lines
// (003_27d54a5f57ee5a28.txt) and the titw.rules part it plays; the rulings
// where the seed is silent are games/titw/README.md's.
#include "fast-engine/titw/engine.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>

#include <fmt/format.h>

#include "fast-engine/position.hpp"

namespace canbeat::fast::titw {

namespace {
constexpr int kMarine = 0, kAlien = 1;
constexpr const char* kZoneNames[] = {"deck",    "hand", "inplay", "discard",      "removed",
                                      "resolving", "roster", "dead", "battlefields", "table"};
constexpr const char* kPhaseNames[] = {"",           "marine_advance", "marine_draw", "marine_cards",
                                       "alien_draw", "alien_cards",    "alien_attack"};
constexpr const char* kVerbs[] = {"airlock", "discard", "done", "play", "to",
                                  "pay",     "kill",    "remove", "casualty", "draw"};
constexpr int kHand = 5;  // 003:52: five cards each
constexpr int kDraws = 2; // 003:86: "Draw two cards."
}  // namespace

struct Engine::Tables {
  std::vector<std::string> seat_names;
  std::vector<Card> kinds;
  std::vector<std::uint8_t> kind_of;   // by instance
  std::vector<std::uint8_t> owner_of;  // by instance
  std::vector<std::string> key;        // by instance: "Name#N", the reference's instance key
  std::vector<std::uint8_t> by_key;    // instances in byte order of their keys
  // The rulebook names these characters and cards (003:18, 003:178, 003:186).
  std::vector<bool> ripley, ferro, newt, queen;
};

namespace {
bool has_power(const Card& c) { return c.effect != Effect::none; }
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
      t->queen.push_back(c.name == "Alien Queen");
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
        ++n;
      }
    }
  }
  std::vector<int> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](int a, int b) { return t->key[a] < t->key[b]; });
  for (int i : order) t->by_key.push_back(std::uint8_t(i));
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
      move(i, kMarine, table);
  }
  for (int i = 0; i < n; ++i)
    if (s_.inst[i].zone == table && t_->kinds[s_.inst[i].kind].type == Type::nuke)
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
  --s_.count[c.seat][c.zone];
  c.seat = std::uint8_t(seat);
  c.zone = std::uint8_t(zone);
  c.seq = ++s_.seq;
  ++s_.count[seat][zone];
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

// 003:104-112, 003:220-222: a card from hand, its cost payable with the
// other cards of the hand; a one-shot card, or a card with a column to go to.
bool Engine::legal_play(int p, int i) const {
  const Card& c = t_->kinds[s_.inst[i].kind];
  if (s_.count[p][hand] - 1 < c.cost) return false;
  if (c.minus_turn && s_.space >= s_.last) return false;
  if (c.type == Type::oneshot) return true;
  int n = int(t_->kind_of.size());
  for (int b = 0; b < n; ++b)
    if (s_.inst[b].zone == battlefields && s_.inst[b].seat == kMarine && legal_place(p, i, b)) return true;
  return false;
}

// 003:106-110, 003:224-230: the current column (a row-blocker on the other
// side), or a later one for row-blockers and Lurkers; at most 3 cards in a
// Marine column, 2 row-blockers a battlefield; Weld's column closed to the Aliens.
bool Engine::legal_place(int p, int i, int b) const {
  const Card& c = t_->kinds[s_.inst[i].kind];
  int order = t_->kinds[s_.inst[b].kind].order;
  bool can = (order == s_.field &&
              (c.type == Type::firepower || c.type == Type::attack || c.type == Type::rowblock)) ||
             (order > s_.field && c.upcoming);
  if (!can) return false;
  int marine_column = 0, blockers = 0;
  bool welded = false;
  int n = int(t_->kind_of.size());
  for (int x = 0; x < n; ++x) {
    const Inst& in = s_.inst[x];
    if (in.zone != inplay || in.col != order) continue;
    const Card& xc = t_->kinds[in.kind];
    if (in.seat == kMarine) ++marine_column;
    if (xc.type == Type::rowblock) ++blockers;
    if (xc.weld && in.seat == kAlien) welded = true;
  }
  if (p == kMarine && marine_column >= 3) return false;
  if (c.type == Type::rowblock && blockers >= 2) return false;
  if (p == kAlien && welded) return false;
  return true;
}

// What the pending kill may target (10mm, Short Controlled Bursts, Covering
// Fire: the Aliens' side; Let's Rock!: either side).
bool Engine::kill_target(int i) const {
  const Inst& in = s_.inst[i];
  const Card& c = t_->kinds[in.kind];
  if (in.zone != inplay || in.col != s_.field || !c.alien_card) return false;
  switch (s_.effect) {
    case Effect::explosive_tip:
    case Effect::covering_fire: return in.seat == kAlien && c.power <= 1;
    case Effect::bursts: return in.seat == kAlien && c.power <= 2;
    case Effect::lets_rock: return true;
    default: return false;
  }
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
    start_casualty(true);
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
void Engine::start_casualty(bool in_attack) {
  s_.casualty_in_attack = in_attack;
  if (s_.count[kMarine][roster] > 0) {
    s_.step = Step::casualty;
    s_.seat = kMarine;
    return;
  }
  win(kAlien);
  after_casualty();
}

void Engine::after_casualty() {
  if (s_.casualty_in_attack)
    after_attack();
  else
    after_effect();
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
  int i = s_.playing;
  int p = t_->owner_of[i];
  const Card& c = t_->kinds[s_.inst[i].kind];
  if (c.type != Type::oneshot) move(i, c.type == Type::rowblock ? 1 - p : p, inplay);
  run_power(i, p);
}

// A card's power for player `you` (titw.rules `activate`): marked used this
// turn, then its effect; a choice stops here and resumes in do_apply.
void Engine::run_power(int i, int you) {
  const Card& c = t_->kinds[s_.inst[i].kind];
  if (!has_power(c)) {
    after_effect();
    return;
  }
  s_.inst[i].power_turn = s_.turn;
  s_.effect = c.effect;
  int n = int(t_->kind_of.size());
  auto any = [&](auto pred) {
    for (int x = 0; x < n; ++x)
      if (pred(x)) return true;
    return false;
  };
  switch (c.effect) {
    case Effect::explosive_tip:
    case Effect::bursts:
    case Effect::covering_fire:
      if (any([&](int x) { return kill_target(x); })) {
        s_.step = Step::kill;
        s_.seat = std::uint8_t(you);
        return;
      }
      break;
    case Effect::lets_rock:
      // 003:208-210: two kills, both may hit the same card.
      s_.kills_left = 2;
      while (s_.kills_left > 0) {
        --s_.kills_left;
        if (any([&](int x) { return kill_target(x); })) {
          s_.step = Step::kill;
          s_.seat = std::uint8_t(you);
          return;
        }
      }
      break;
    case Effect::get_away:
      // 003:186: the Queen of the current column out of the game.
      for (int x = 0; x < n; ++x) {
        const Inst& in = s_.inst[x];
        if (in.zone == inplay && in.seat == kAlien && in.col == s_.field && t_->queen[in.kind] &&
            !(t_->kinds[in.kind].impervious && you == kAlien))
          leave_play(x, removed);
      }
      break;
    case Effect::minus_turn:
      // 003:220-222: one space ahead, never onto the next battlefield.
      if (s_.space < s_.last) ++s_.space;
      break;
    case Effect::laying_eggs:
      // 003:184-186: the Queen from the discard pile, in the current column.
      for (int x = 0; x < n; ++x) {
        const Inst& in = s_.inst[x];
        if (in.zone == discard && in.seat == kAlien && t_->queen[in.kind]) {
          s_.inst[x].col = std::int8_t(s_.field);
          move(x, kAlien, inplay);
          break;
        }
      }
      break;
    case Effect::burke_card:
      start_casualty(false);
      return;
    case Effect::extra_turn: {
      // 003:216-218: one space back, never before the first dash space.
      for (int b = 0; b < n; ++b)
        if (s_.inst[b].zone == battlefields && t_->kinds[s_.inst[b].kind].order == s_.field &&
            s_.space > 1 - t_->kinds[s_.inst[b].kind].dashes)
          --s_.space;
      break;
    }
    case Effect::acid_blood:
      if (any([&](int x) {
            const Inst& in = s_.inst[x];
            const Card& xc = t_->kinds[in.kind];
            return in.zone == inplay && in.seat == kMarine && in.col == s_.field && xc.type == Type::firepower &&
                   !xc.red_title && !(xc.impervious && you == kAlien);
          })) {
        s_.step = Step::acid;
        s_.seat = std::uint8_t(you);
        return;
      }
      break;
    case Effect::sucked_out: {
      // 003:126, 003:194: the Sulaco's column leaves play, both sides.
      int last_column = s_.count[kMarine][battlefields];
      for (int x = 0; x < n; ++x) {
        const Inst& in = s_.inst[x];
        if (in.zone == inplay && in.col == last_column && !(t_->kinds[in.kind].impervious && you == kAlien))
          leave_play(x, discard);
      }
      break;
    }
    case Effect::company_man:
      // 003:168-170: two tokens, never the last.
      for (int k = 0; k < 2; ++k)
        if (s_.nuke_tokens > 1) --s_.nuke_tokens;
      break;
    case Effect::newt_back:
      for (int x = 0; x < n; ++x)
        if (s_.inst[x].zone == dead && s_.inst[x].seat == kMarine && t_->newt[s_.inst[x].kind])
          move(x, kMarine, roster);
      update_last();
      break;
    case Effect::none: break;
  }
  after_effect();
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
  s_.effect = Effect::none;
  s_.step = Step::card_phase;
  s_.seat = s_.phase == Phase::marine_cards ? kMarine : kAlien;
}

void Engine::make_options() {
  int n = 0;
  auto add = [&](Verb v, int i) {
    option_verb_[n] = v;
    option_inst_[n] = std::int16_t(i);
    ++n;
  };
  int p = s_.seat;
  const auto& order = t_->by_key;
  switch (s_.step) {
    case Step::over: break;
    case Step::draw:
      for (int i : order)
        if (s_.inst[i].zone == deck && s_.inst[i].seat == p) add(v_draw, i);
      break;
    case Step::card_phase:
      // 003:88, 003:126: "airlock" < "discard" < "done" < "play".
      if (p == kMarine)
        for (int i : order)
          if (s_.inst[i].zone == table && s_.inst[i].seat == kMarine &&
              t_->kinds[s_.inst[i].kind].type == Type::airlock && s_.inst[i].used == 0)
            add(v_airlock, i);
      for (int i : order)
        if (s_.inst[i].zone == inplay && t_->owner_of[i] == p) add(v_discard, i);
      add(v_done, -1);
      for (int i : order)
        if (s_.inst[i].zone == hand && s_.inst[i].seat == p && legal_play(p, i)) add(v_play, i);
      break;
    case Step::place:
      for (int b : order)
        if (s_.inst[b].zone == battlefields && s_.inst[b].seat == kMarine && legal_place(p, s_.playing, b))
          add(v_to, b);
      break;
    case Step::pay:
      for (int i : order)
        if (s_.inst[i].zone == hand && s_.inst[i].seat == p) add(v_pay, i);
      break;
    case Step::kill:
      for (int i : order)
        if (kill_target(i)) add(v_kill, i);
      break;
    case Step::acid:
      for (int i : order) {
        const Inst& in = s_.inst[i];
        const Card& c = t_->kinds[in.kind];
        if (in.zone == inplay && in.seat == kMarine && in.col == s_.field && c.type == Type::firepower &&
            !c.red_title && !(c.impervious && p == kAlien))
          add(v_remove, i);
      }
      break;
    case Step::casualty: {
      int low = 1 << 30;
      for (int i : order)
        if (s_.inst[i].zone == roster && s_.inst[i].seat == kMarine)
          low = std::min(low, t_->kinds[s_.inst[i].kind].rating);
      for (int i : order)
        if (s_.inst[i].zone == roster && s_.inst[i].seat == kMarine && t_->kinds[s_.inst[i].kind].rating == low)
          add(v_casualty, i);
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
    case v_kill: {
      // 003:204-206: a kill wounds a card with Toughness left, else discards it.
      const Card& c = t_->kinds[s_.inst[i].kind];
      if (c.toughness >= 0 && s_.inst[i].wounds < c.toughness)
        ++s_.inst[i].wounds;
      else
        leave_play(i, discard);
      if (s_.effect == Effect::lets_rock) {
        int n = int(t_->kind_of.size());
        while (s_.kills_left > 0) {
          --s_.kills_left;
          for (int x = 0; x < n; ++x)
            if (kill_target(x)) {
              make_options();
              return;
            }
        }
      }
      after_effect();
      break;
    }
    case v_remove: leave_play(i, discard); after_effect(); break;
    case v_casualty: {
      move(i, kMarine, dead);
      ++s_.inst[i].kills;
      const Card& c = t_->kinds[s_.inst[i].kind];
      if (has_power(c)) {
        // A character's fate (Burke, 003:168-170) acts at once, no choice.
        Effect saved = s_.effect;
        s_.inst[i].power_turn = s_.turn;
        if (c.effect == Effect::company_man) {
          for (int k = 0; k < 2; ++k)
            if (s_.nuke_tokens > 1) --s_.nuke_tokens;
        } else {
          throw EngineBug("titw: a character power the engine does not play");
        }
        s_.effect = saved;
      }
      update_last();
      if (s_.count[kMarine][roster] == 0) win(kAlien);
      after_casualty();
      break;
    }
  }
  make_options();
}

Pending Engine::pending() const {
  switch (s_.step) {
    case Step::over: return Pending{};
    case Step::draw: return Pending{Decider::chance, s_.seat};
    default: return Pending{Decider::player, s_.seat};
  }
}

std::string Engine::option_key(std::size_t o) const {
  if (o >= option_count_) throw std::out_of_range("titw: option_key index out of range");
  Verb v = Verb(option_verb_[o]);
  if (v == v_done) return "done";
  return std::string(kVerbs[v]) + " " + t_->key[option_inst_[o]];
}

std::uint32_t Engine::option_weight(std::size_t o) const {
  if (o >= option_count_) throw std::out_of_range("titw: option_weight index out of range");
  return 1;
}

Outcome Engine::outcome() const {
  Outcome o;
  switch (s_.end) {
    case End::none: break;
    case End::win:
      o.kind = Outcome::Kind::win;
      o.winner = s_.winner;
      break;
    case End::empty_draw:
      o.kind = Outcome::Kind::undecided;
      o.reason = "empty-draw";
      break;
    case End::beyond_sulaco:
      o.kind = Outcome::Kind::undecided;
      o.reason = "beyond-sulaco";
      break;
  }
  return o;
}

// observation.hpp: a card's text is its name, then its `per_card` vars that
// differ from 0 (col, wounds, kills, used, as titw.rules declares them),
// then its power if used this turn ("used 0").
Observation Engine::observe() const {
  Observation obs;
  int n = int(t_->kind_of.size());
  std::vector<std::pair<std::uint32_t, std::string>> cards;
  for (int p = 0; p < 2; ++p) {
    for (int z = 0; z < kZones; ++z) {
      cards.clear();
      for (int i = 0; i < n; ++i) {
        const Inst& in = s_.inst[i];
        if (in.seat != p || in.zone != z) continue;
        const Card& c = t_->kinds[in.kind];
        std::string text = c.name;
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
        if (!extra.empty()) text += " {" + extra + "}";
        cards.emplace_back(z == battlefields ? in.seq : 0, std::move(text));
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
      text += ']';
      obs.add(t_->seat_names[p] + "." + kZoneNames[z], std::move(text));
    }
  }
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
  if (std::string why = read_position(position, t_->seat_names, {kZoneNames, kZoneNames + kZones}, p, is_name);
      !why.empty())
    return why;
  if (p.phase != "marine_advance") return "the fast engine stages only at the start of a turn (marine_advance)";
  const int n = int(t_->kind_of.size());
  s_ = State{};
  for (int i = 0; i < n; ++i) {
    s_.inst[i].kind = t_->kind_of[i];
    s_.inst[i].owner = s_.inst[i].seat = t_->owner_of[i];
    ++s_.count[t_->owner_of[i]][deck];
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
    for (const std::string& text : staged.cards)
      if (std::string why = stage_card(staged.seat, z, text, placed); !why.empty())
        return t_->seat_names[staged.seat] + "." + staged.zone + ": " + why;
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
