// Super Powers (000:346-406 of ../shared/seeds/000_03a9bc82aad99cdb.txt;
// games/vs2pcg/powers.rules): who may use a card's power, paying its cost
// with Locations, and running its compiled program (power.hpp),
// suspended at its draws and choices.
#include <algorithm>
#include <bit>

#include "fast-engine/vs2pcg/card_host.hpp"
#include "fast-engine/vs2pcg/card_vars.hpp"
#include "fast-engine/vs2pcg/engine.hpp"
#include "fast-engine/vs2pcg/legality.hpp"
#include "fast-engine/vs2pcg/tables.hpp"

namespace canbeat::fast::vs2pcg {

const Power& Engine::power_def(int slot) const {
  const int c = slot / kMaxPowers;
  return t_->powers[t_->first_power[c] + slot % kMaxPowers];
}

// 000:404: "you can't use the same Super Power more than once each turn".
bool Engine::power_used(int slot) const {
  const int c = slot / kMaxPowers;
  return s_.used_turn[c] == s_.turn && (s_.used_bits[c] >> (slot % kMaxPowers) & 1);
}

// pay_symbol (000:400): a face-up Location of p's Resource Row with the
// symbol, or one in p's hand; cant (000:658): a Special Location pays only
// for a power of a character of its team, an Equipment's power being its
// holder's (the M41A ruling, powers.rules). `l` lies in p's Resource Row or
// hand (the callers walk those).
// Then the cards' own statements of pay_symbol(p, u, l, s) decide over the
// rulebook's: the Falcon Drone's Bond (001:508-510).
bool Engine::legal_pay_symbol(int p, int slot, int l, std::uint8_t sym) const {
  const int c = slot / kMaxPowers;
  auto can = [&] {
    return t_->type[l] == Type::location && (t_->symbols[l] & sym) &&
           !(s_.card[l].zone == Zone::resource_row && s_.card[l].face_down);
  };
  auto rulebook = [&] {
    if (!can()) return false;
    if (t_->team_id[l] == 0) return true;
    const int user = t_->type[c] == Type::equipment ? s_.card[c].on - 1 : c;  // on: a serial
    return user >= 0 && affiliated(user, t_->team_id[l]);
  };
  return card_statements_decide(Action::pay_symbol, l, c, rulebook(), slot, p, can, symbol_sid(sym));
}

// Some Location of p other than `except` pays `sym`.
bool Engine::payable(int p, int slot, int except, std::uint8_t sym) const {
  bool found = false;
  t_->each(p, bits(p, Zone::resource_row) | bits(p, Zone::hand), [&](int l) {
    found = found || (l != except && legal_pay_symbol(p, slot, l, sym));
  });
  return found;
}

// How many Locations of p other than `except` pay one of the symbols of
// the bits `syms` (powers.rules `payers`).
int Engine::payers(int p, int slot, int except, std::uint8_t syms) const {
  int n = 0;
  t_->each(p, bits(p, Zone::resource_row) | bits(p, Zone::hand), [&](int l) {
    if (l == except) return;
    for (std::uint8_t bit = 1; bit; bit = std::uint8_t(bit << 1))
      if ((syms & bit) && legal_pay_symbol(p, slot, l, bit)) {
        ++n;
        return;
      }
  });
  return n;
}

// leaves_payer(p, u, l, s) (powers.rules; 000:406, 000:461): once l pays
// the symbol at `paid` (the cost in paying order), the symbols still to
// pay keep payers: Hall's condition on every one or two of their names
// and on all of them, as the rules write it. Then the cards' own
// statements of leaves_payer(p, u, l, s).
bool Engine::leaves_payer(int p, int slot, int l, int paid) const {
  return card_statements_decide(Action::leaves_payer, l, slot / kMaxPowers, rulebook_leaves_payer(p, slot, l, paid),
                                slot, p, {}, symbol_sid(power_def(slot).cost[std::size_t(paid)]));
}

bool Engine::rulebook_leaves_payer(int p, int slot, int l, int paid) const {
  const std::vector<std::uint8_t>& cost = power_def(slot).cost;
  const std::uint8_t s = cost[paid];
  int still = 0;
  std::uint8_t later = 0;
  for (std::size_t j = paid + 1; j < cost.size(); ++j) {
    if (cost[j] == s) ++still;
    else later = std::uint8_t(later | cost[j]);
  }
  auto copies = [&](std::uint8_t x) { return int(std::count(cost.begin(), cost.end(), x)); };
  if (payers(p, slot, l, s) < still) return false;
  for (std::uint8_t x = 1; x; x = std::uint8_t(x << 1)) {
    if (!(later & x)) continue;
    if (payers(p, slot, l, x) < copies(x) || payers(p, slot, l, std::uint8_t(x | s)) < copies(x) + still)
      return false;
    for (std::uint8_t y = 1; y; y = std::uint8_t(y << 1))
      if ((later & y) && y != x && payers(p, slot, l, std::uint8_t(x | y)) < copies(x) + copies(y)) return false;
  }
  return payers(p, slot, l, std::uint8_t(later | (still > 0 ? s : 0))) >= int(cost.size()) - paid - 1;
}

// use_power (000:400, 000:404, 000:406; 000:296: a stunned character loses
// its powers): every symbol has a payer and there are as many payers as
// symbols. Then the cards' own statements of use_power(p, u) decide over
// the rulebook's: ALN-033/034's empty-hand condition.
// payable(p, u) (powers.rules): every symbol has a payer, and as many payers
// as symbols; a cost of three symbols or more, that its first symbol has a
// payer leaves_payer allows. Then the cards' own statements of payable(p, u).
bool Engine::legal_payable(int p, int slot) const {
  auto can = [&] { return rulebook_payable(p, slot, false); };
  return card_statements_decide(Action::payable, p, slot / kMaxPowers, rulebook_payable(p, slot, true), slot, -1, can);
}

// The can, and with `cants` the cant of three symbols or more.
bool Engine::rulebook_payable(int p, int slot, bool cants) const {
  const Power& u = power_def(slot);
  for (std::uint8_t sym : u.cost)
    if (!payable(p, slot, -1, sym)) return false;
  int payers = 0;
  t_->each(p, bits(p, Zone::resource_row) | bits(p, Zone::hand), [&](int l) {
    for (std::uint8_t sym : u.cost)
      if (legal_pay_symbol(p, slot, l, sym)) {
        ++payers;
        return;
      }
  });
  if (payers < int(u.cost.size())) return false;
  if (!cants || u.cost.size() <= 2) return true;
  bool first = false;
  t_->each(p, bits(p, Zone::resource_row) | bits(p, Zone::hand), [&](int l) {
    first = first || (legal_pay_symbol(p, slot, l, u.cost[0]) && leaves_payer(p, slot, l, 0));
  });
  return first;
}

bool Engine::legal_use_power(int p, int slot) const {
  const int c = slot / kMaxPowers;
  auto rulebook = [&] {
    if (power_used(slot) || s_.card[c].face_down) return false;
    return legal_payable(p, slot);
  };
  auto can = [&] { return legal_payable(p, slot); };
  return card_statements_decide(Action::use_power, p, c, rulebook(), slot, -1, can);
}

// option "use" u in powers(holder's Front Row, Back Row, equipment) where
// u.timing == timing and legal use_power(p, u).
void Engine::add_uses(int p, int holder, Timing timing) {
  for (Zone z : {Zone::front_row, Zone::back_row, Zone::equipment})
    each_held(holder, z, [&](int c) {
      for (int i = 0; i < t_->power_count[c]; ++i) {
        const int slot = c * kMaxPowers + i;
        if (power_def(slot).timing == timing && legal_use_power(p, slot)) add(l_use, slot);
      }
    });
}

// combat_power(q, p, u) (powers.rules; 000:396-398, 000:663): q uses u in
// a combat of the active player's turn. Combat: on q's side's turn, by a
// character in the combat; Any Turn: on any turn; Any Combat: by a
// character out of the combat too. Then the cards' own statements of
// combat_power(q, p, u), p the combat's (the active) player.
bool Engine::legal_combat_power(int q, int slot) const {
  const int c = slot / kMaxPowers;
  const bool yours = s_.lead[q] == s_.lead[s_.active];
  const bool in_combat = s_.card[c].attacking || s_.card[c].defending;
  bool rulebook = false;
  switch (power_def(slot).timing) {
    case Timing::combat: rulebook = yours && in_combat; break;
    case Timing::any_turn_combat: rulebook = in_combat; break;
    case Timing::any_combat: rulebook = yours; break;
    case Timing::any_turn_any_combat: rulebook = true; break;
    default: break;
  }
  return card_statements_decide(Action::combat_power, s_.active, c, rulebook, slot, q);
}

// combat_twist(q, p, u) (plot_twists.rules; 000:324): Combat on your
// side's turn; with the Any Turn symbol on any turn. Then the cards' own
// statements of it, p the combat's (the active) player.
bool Engine::legal_combat_twist(int q, int slot) const {
  const Timing timing = power_def(slot).timing;
  const bool rulebook =
      timing == Timing::any_turn_combat || (timing == Timing::combat && s_.lead[q] == s_.lead[s_.active]);
  return card_statements_decide(Action::combat_twist, s_.active, slot / kMaxPowers, rulebook, slot, q);
}

// combat_window: option "use" u in powers(rows.front_row / rows.back_row)
// where legal combat_power(q, p, u) and legal use_power(q, u); rows are q's
// side's (2-Headed Teammates share the lead's). A trigger is no power
// (powers(Z) leaves it out), so no statement of combat_power is asked of
// it: a card's can would offer it, a condition would be read.
void Engine::add_combat_uses(int q) {
  for (Zone z : {Zone::front_row, Zone::back_row})
    each_held(s_.lead[q], z, [&](int c) {
      for (int i = 0; i < t_->power_count[c]; ++i) {
        const int slot = c * kMaxPowers + i;
        if (power_def(slot).timing == Timing::trigger) continue;
        if (legal_combat_power(q, slot) && legal_use_power(q, slot)) add(l_use, slot);
      }
    });
}

// use(p, u): pay_power, then activate.
void Engine::start_power(int p, int slot) {
  s_.power = std::int16_t(slot);
  s_.you = std::int8_t(p);
  s_.paid = 0;
  offer_pay();
}

// pay_power: for the next symbol (in paying order), turn_down L (Resource
// Row) | discard L (hand), L leaving payers to the symbols still to pay
// (leaves_payer, 000:406); when all are paid, activate: the power is used this turn
// and its program runs with `self` its card and `you` its user.
void Engine::offer_pay() {
  const Power& u = power_def(s_.power);
  const int p = s_.you;
  if (s_.paid < int(u.cost.size())) {
    const std::uint8_t sym = u.cost[s_.paid];
    const bool last = s_.paid + 1 == int(u.cost.size());
    auto leaves = [&](int l) { return leaves_payer(p, s_.power, l, s_.paid); };
    t_->each(p, bits(p, Zone::hand), [&](int l) {
      if (legal_pay_symbol(p, s_.power, l, sym) && (last || leaves(l))) add(l_discard, l);
    });
    t_->each(p, bits(p, Zone::resource_row), [&](int l) {
      if (legal_pay_symbol(p, s_.power, l, sym) && (last || leaves(l))) add(l_turn_down, l);
    });
    // No payer: a card's can made a power usable that cannot be paid (the
    // rules' choice meets no option).
    if (option_count_ == 0 && !t_->pay_dead_end.empty()) throw EngineBug(t_->pay_dead_end);
    return stop(At::pay, Decider::player, p);
  }
  s_.paid = 0;
  mark_used(s_.power);
  s_.pc = 0;
  s_.target = -1;
  drop_for_frames();
  start_frame();
  run_power();
}

// activate u, p marks u used this turn (000:404), whatever its card.
void Engine::mark_used(int slot) {
  const int c = slot / kMaxPowers;
  if (s_.used_turn[c] != s_.turn) s_.used_bits[c] = 0;
  s_.used_turn[c] = std::uint16_t(s_.turn);
  s_.used_bits[c] |= std::uint8_t(1u << (slot % kMaxPowers));
}

// play_twist(p, u) (plot_twists.rules; 000:67, 000:330, 000:659): a Plot
// Twist in p's hand, or a Death Trap face down in p's Resource Row
// (001:514); one with a team needs a face-up character of that team in the
// rows of a seat led by p's lead; cant (001:741): an enemy Combat Master in
// the combat; with more than one Team Symbol, that many members (001:344).
// Then the cards' own statements of play_twist(p, u).
bool Engine::legal_play_twist(int p, int slot) const {
  auto can = [&] { return can_play_twist(p, slot); };
  return card_statements_decide(Action::play_twist, p, slot / kMaxPowers, twist_by_rulebook(p, slot), slot, -1, can);
}

// The cans of play_twist: a Plot Twist in p's hand, or a Death Trap face
// down in p's Resource Row.
bool Engine::can_play_twist(int p, int slot) const {
  const int c = slot / kMaxPowers;
  const CardState& k = s_.card[c];
  const bool from_row = k.zone == Zone::resource_row && k.face_down && has_now(c, kw_death_trap);
  return t_->type[c] == Type::plot_twist && (k.zone == Zone::hand || from_row) && controller(c) == p;
}

bool Engine::twist_by_rulebook(int p, int slot) const {
  const int c = slot / kMaxPowers;
  if (!can_play_twist(p, slot)) return false;
  if (s_.combat) {
    bool mastered = false;
    for (int o = 0; o < t_->seats; ++o)
      each_in_rows(o, [&](int x) {
        mastered = mastered || (has_now(x, kw_combat_master) && (s_.card[x].attacking || s_.card[x].defending) &&
                                s_.side[controller(x)] != s_.side[p]);
      });
    if (mastered) return false;
  }
  if (t_->team_id[c] == 0) return true;
  // 001:344: as many face-up members as it shows Team Symbols (one unless
  // printed otherwise).
  const int needed = std::max(1, team_symbols_of(c));
  int members = 0;
  for (int o = 0; o < t_->seats && members < needed; ++o) {
    if (s_.lead[o] != s_.lead[p]) continue;
    each_in_rows(o, [&](int x) { members += !s_.card[x].face_down && affiliated(x, t_->team_id[c]); });
  }
  return members >= needed;
}

// option "play" u in powers(p.hand) (and powers(p.resource_row), Death
// Trap) where u.timing == timing and legal play_twist(p, u).
void Engine::add_twists(int p, Timing timing) {
  t_->each(p, bits(p, Zone::hand) | bits(p, Zone::resource_row), [&](int c) {
    for (int i = 0; i < t_->power_count[c]; ++i) {
      const int slot = c * kMaxPowers + i;
      if (power_def(slot).timing == timing && legal_play_twist(p, slot)) add(l_play, slot);
    }
  });
}

// combat_window: option "play" u in powers(q.hand) where legal
// combat_twist(q, p, u) and legal play_twist(q, u); not of a trigger, as
// in add_combat_uses.
void Engine::add_combat_twists(int q) {
  t_->each(q, bits(q, Zone::hand) | bits(q, Zone::resource_row), [&](int c) {
    for (int i = 0; i < t_->power_count[c]; ++i) {
      const int slot = c * kMaxPowers + i;
      if (power_def(slot).timing == Timing::trigger) continue;
      if (legal_combat_twist(q, slot) && legal_play_twist(q, slot)) add(l_play, slot);
    }
  });
}

// play(p, u) (000:328): first the enemies' Reactions (001:397-399), then
// its effect unless one cancelled it; finish_twist puts it into the KO
// pile.
void Engine::play_twist(int p, int slot) {
  s_.twist = std::int16_t(slot);
  s_.twist_player = std::int8_t(p);
  s_.twist_from_row = s_.card[slot / kMaxPowers].zone == Zone::resource_row;
  s_.react_k = 1;
  next_reaction();
}

// reaction(q, r, "enemy_plays_twist") (plot_twists.rules; 001:397): a
// Reaction to that event that q can use (use_power: paid, once each turn,
// not while stunned), or a power a card's statement makes one.
bool Engine::legal_reaction(int q, int slot) const {
  const Power& r = power_def(slot);
  const bool rulebook = r.timing == Timing::reaction && r.reacts == Reacts::enemy_plays_twist && legal_use_power(q, slot);
  // Then the cards' own statements of reaction(q, r, e): any power of the
  // card (`powers(zone)`: not its triggers) may be made one.
  return card_statements_decide(Action::reaction, q, slot / kMaxPowers, rulebook, slot, -1, {},
                                t_->reacts_sid[int(Reacts::enemy_plays_twist)]);
}

// twist_reactions / offer_reactions (plot_twists.rules): each enemy of the
// twist's player, in turn order from the next seat, while the twist stands,
// may use one Reaction of a character of its side's rows: react R |
// decline. Then the twist's effect, unless cancelled.
void Engine::next_reaction() {
  const int p = s_.twist_player;
  while (s_.react_k < t_->seats && !s_.cancelled) {
    const int q = (p + s_.react_k++) % t_->seats;
    if (s_.out[q] || s_.side[q] == s_.side[p]) continue;
    for (Zone z : {Zone::front_row, Zone::back_row})
      each_held(s_.lead[q], z, [&](int c) {
        for (int i = 0; i < t_->power_count[c]; ++i)
          if (power_def(c * kMaxPowers + i).timing != Timing::trigger && legal_reaction(q, c * kMaxPowers + i))
            add(l_react, c * kMaxPowers + i);
      });
    if (option_count_ == 0) continue;
    add(l_decline);
    return stop(At::react, Decider::player, q);
  }
  if (s_.cancelled) return finish_twist();
  twist_effect();
}

// react R | decline: the seat asked last (next_reaction has moved past it).
void Engine::choose_reaction(const Option& o) {
  if (o.label == l_react) return start_power((s_.twist_player + s_.react_k - 1) % t_->seats, o.arg);
  next_reaction();
}

// activate u, p: the twist's effect (000:328).
void Engine::twist_effect() {
  s_.power = s_.twist;
  s_.you = s_.twist_player;
  mark_used(s_.twist);
  s_.pc = 0;
  s_.target = -1;
  drop_for_frames();
  start_frame();
  run_power();
}

// 000:328 and 001:399: into its owner's KO pile, with or without its
// effect; a Death Trap from the Resource Row is replaced by a card of the
// deck, face down, when the deck has one (001:514).
void Engine::finish_twist() {
  const int c = s_.twist / kMaxPowers;
  const int p = s_.twist_player;
  s_.cancelled = 0;
  move(c, Zone::ko_pile);
  if (s_.twist_from_row) {
    clear_state(c);
    if (bits(p, Zone::deck)) {
      t_->each(p, bits(p, Zone::deck), [&](int x) { add(l_replace, x); });
      return stop(At::replace, Decider::chance, p);
    }
    // The shuffled part empty: the known bottom's first card, no chance.
    if (const int x = bottom_first(p); x >= 0) {
      move(x, Zone::resource_row);
      s_.card[x].face_down = 1;
    }
  }
  twist_done();
}

// Death Trap (001:514): the deck's top card, face down in its place.
void Engine::replace_death_trap(int x) {
  move(x, Zone::resource_row);
  s_.card[x].face_down = 1;
  twist_done();
}

// The end of play(p, u): Ending the Game (000:272), then the triggers its
// effect fired (000:481).
void Engine::twist_done() {
  s_.twist = -1;
  s_.twist_player = -1;
  s_.react_k = 0;
  s_.twist_from_row = 0;
  check_end();
  if (s_.end != Outcome::Kind::ongoing) return;
  resolve_triggers(After::power);
}

// A discard gets the power's Amplify text (000:521): `amplified` holds
// until the power ends.
void Engine::paid_symbol(const Option& o) {
  if (o.label == l_turn_down) {
    s_.card[o.arg].face_down = 1;
  } else {
    move(o.arg, Zone::ko_pile);
    s_.amplified = 1;
  }
  ++s_.paid;
  offer_pay();
}

// The option taken in a choice of the power: its card, then its body.
// option "L" u in powers(P.ZONE) where W: a power whose W holds with u
// bound to it, each once under one label (as a card is).
void Engine::offer_power_alt(const Power& u, int alt) {
  const Choice& ch = u.choices[s_.choice];
  const Aggregate& g = u.ex.aggregates[ch.alts[alt].powers];
  const Scope scope = power_scope();
  std::int32_t locals[kMaxLocals];
  std::copy(std::begin(s_.locals), std::end(s_.locals), locals);
  each_power_in(eval(scope, g.seat, locals), Zone(g.zone), [&](int slot) {
    locals[g.var] = slot;
    if (g.where >= 0 && !eval(scope, g.where, locals)) return;
    for (std::uint16_t j = 0; j < option_count_; ++j)
      if (options_[j].label == l_pick_power && options_[j].arg % 2048 == slot &&
          ch.alts[options_[j].arg / 2048].label == ch.alts[alt].label)
        return;
    add(l_pick_power, alt * 2048 + slot);
  });
}

// The chosen power in the option's local, and its body.
void Engine::pick_power(int arg) {
  const Alt& alt = power_def(s_.power).choices[s_.choice].alts[arg / 2048];
  s_.locals[power_def(s_.power).ex.aggregates[alt.powers].var] = arg % 2048;
  s_.target = -1;
  s_.pc = alt.body;
  s_.choice = -1;
  run_power();
}

void Engine::pick(int arg) {
  const Alt& alt = power_def(s_.power).choices[s_.choice].alts[arg / 512];
  s_.target = std::int16_t(arg % 512 - 1);
  s_.pc = alt.body;
  s_.choice = -1;
  run_power();
}

// f(c) for each card of the pick's domain whose test holds (the card bound
// while it is tested, the enclosing one its outer).
template <class F>
void Engine::each_pick(const Scope& scope, const Pick& pick, F&& f) const {
  each_in_domain(scope, pick, [&](int c) {
    Scope inner = scope;
    inner.outer = scope.bound;
    inner.bound = c;
    if (pick.test < 0 || holds(inner, pick.test)) f(c);
  });
}

// f(c) for each card of the pick's domain, its test not asked.
template <class F>
void Engine::each_in_domain(const Scope& scope, const Pick& pick, F&& keep) const {
  const int you = you_of(scope);
  switch (pick.domain) {
    case Pick::Domain::you_front_row: return each_held(you, Zone::front_row, keep);
    case Pick::Domain::you_back_row: return each_held(you, Zone::back_row, keep);
    case Pick::Domain::you_equipment: return each_held(you, Zone::equipment, keep);
    case Pick::Domain::you_deck: return t_->each(you, bits(you, Zone::deck), keep);
    case Pick::Domain::you_hand: return t_->each(you, bits(you, Zone::hand), keep);
    case Pick::Domain::you_ko_pile: return t_->each(you, bits(you, Zone::ko_pile), keep);
    case Pick::Domain::you_resource_row: return t_->each(you, bits(you, Zone::resource_row), keep);
    case Pick::Domain::you_deck_bottom: return t_->each(you, bits(you, Zone::deck_bottom), keep);
    case Pick::Domain::you_revealed: return t_->each(you, bits(you, Zone::revealed), keep);
    case Pick::Domain::you_set_aside: return t_->each(you, bits(you, Zone::set_aside), keep);
    case Pick::Domain::instances:
      for (int c = 0; c < t_->cards; ++c) keep(c);
      return;
    case Pick::Domain::seat_zone: {
      const int seat = eval(scope, pick.seat);
      return each_in_zone(seat, Zone(pick.zone), keep);
    }
    case Pick::Domain::controller_front_row: {
      const int of = subject_card(scope, pick.who);
      if (of >= 0) each_held(controller(of), Zone::front_row, keep);
      return;
    }
  }
}

// The golden rules (000:489; docs/dsl.md): a card's statement beats the
// rulebook's, and can't beats can: any card cant that applies makes the
// action (on arg0, arg1) illegal, else any card can makes it legal, else
// the rulebook decides: its answer (`rulebook`, or a rule can of a card
// set's own action or of a house rule) unless a rule cant the engine does
// not encode applies (instance -1). A house rule's can beats the rules'
// silence, not their cants: those are read when it alone would make the
// action legal. The cans are read first, every one, and a cant only when
// a can applies (a rule cant only when no card's can does), as the
// interpreter reads them (docs/dsl.md "Legality"): a cant's condition may
// meet a rules error that the interpreter then never meets.
bool Engine::statements_decide(Action action, int arg0, int arg1, bool rulebook, int slot, int seat,
                               Permits permits, int text) const {
  const auto& said = t_->card_statements[int(action)];
  int args[cards::kLocals];
  const int n = statement_args(action, arg0, arg1, slot, seat, text, args);
  CardHost host{*this};
  auto applies = [&](const Statement& st, int instance) {
    return cards::holds(st.program, host, instance, args, n);
  };
  bool can = false, rule_can = false;
  for (const auto& [instance, k] : said) {
    const Statement& st = t_->statements[k];
    if (!st.rulebook && !st.cant && applies(st, instance)) (instance < 0 ? rule_can : can) = true;
  }
  if (!can && !rule_can && !rulebook && (!permits.given() || !permits())) return false;
  bool cant = false, rule_cant = false;
  for (const auto& [instance, k] : said) {
    const Statement& st = t_->statements[k];
    if (st.rulebook || !st.cant) continue;
    if (instance >= 0) cant = applies(st, instance) || cant;
    else if (!can) rule_cant = applies(st, instance) || rule_cant;
  }
  if (cant) return false;
  if (can || rule_cant) return can;
  if (rulebook || !rule_can) return rulebook;
  for (const auto& [instance, k] : said)
    if (t_->statements[k].rulebook && applies(t_->statements[k], instance)) return false;
  return true;
}

// A power symbol's name as a string index (Tables::strings; kNoString: none).
int Engine::symbol_sid(std::uint8_t sym) const {
  return sym ? t_->symbol_sid[std::countr_zero(unsigned(sym))] : kNoString;
}

// The action's parameters in their declared order, as its statements'
// conditions read them (locals 0..), from the engine's call: their roles
// (card_words.hpp action_roles).
int Engine::statement_args(Action action, int arg0, int arg1, int slot, int seat, int text, int* args) const {
  const std::string& roles = t_->roles[std::size_t(action)];
  for (std::size_t i = 0; i < roles.size(); ++i) {
    int& v = args[i];
    switch (roles[i]) {
      case 'P': v = seat >= 0 ? seat : arg0; break;
      case 'Q': case '0': v = arg0; break;
      case '1': v = arg1; break;
      case 'U': v = slot < 0 ? -1 : CardHost::power_value(slot); break;
      case 'T': v = slot >= 0 && std::size_t(slot) < t_->team_sid_of.size() ? t_->team_sid_of[std::size_t(slot)] : kNoString; break;
      case 'S': v = text; break;
      default: v = slot;  // N, B
    }
  }
  return int(roles.size());
}

// `legal ACTION(args)` in a statement's condition, the arguments in the
// action's declared order: the engine's answer (legal_query, legal_own).
bool Engine::CardHost::legal(int id, const int* a) const {
  const std::string& roles = e.t_->roles[std::size_t(id)];
  const QueryDepth depth(e.queries_);
  if (id >= kActions) {
    int arg0 = -1, arg1 = -1, seat = -1, at = -1;
    for (std::size_t i = 0; i < roles.size(); ++i) {
      const char r = roles[i];
      if (r == '0') arg0 = a[i];
      else if (r == '1') arg1 = a[i];
      else if (r == 'P') seat = a[i];
      else at = r == 'U' ? slot(a[i]) : a[i];
    }
    return e.legal_own(id, arg0, arg1, seat, at);
  }
  int q[4] = {};
  for (std::size_t i = 0; i < roles.size() && i < 4; ++i) {
    const char r = roles[i];
    q[i] = r == 'U' ? slot(a[i]) : a[i];
    if (r == 'S') q[i] = symbol_of(a[i]);
    if (r == 'T') q[i] = team_of(a[i]);
  }
  return e.legal_query(LegalQuery(legal_query_of(Action(id))), q);
}

// legal OWN(...) of a card set's own action (docs/dsl.md "The golden
// rules"): its rule statements (outside any card) give the rulebook's
// answer, a can and no cant; the cards' statements beat it.
bool Engine::legal_own(int action, int arg0, int arg1, int seat, int slot) const {
  return card_statements_decide(Action(action), arg0, arg1, false, slot, seat);
}

// The running power's scope: its card, the chosen card.
Engine::Scope Engine::power_scope() const {
  const Power& u = power_def(s_.power);
  return {&u.tests, &u.picks, s_.power / kMaxPowers, s_.target, s_.event_card, -1, &u.names, -1, &u.ex};
}

// The card a subject names in `scope`.
int Engine::subject_card(const Scope& scope, Subject who) {
  switch (who) {
    case Subject::bound: return scope.bound;
    case Subject::self: return scope.self;
    case Subject::arg0: return scope.arg0;
    case Subject::arg1: return scope.arg1;
    case Subject::outer: return scope.outer;
  }
  return -1;
}

// Test t of a compiled power or card statement, in `scope`: its guard,
// then its expression.
bool Engine::holds(const Scope& scope, int t) const {
  const Test& x = (*scope.tests)[t];
  if (x.guard_zone >= 0) {
    if (scope.self < 0) throw EngineBug("vs2pcg: a card's expression reads a card that is not there");
    if (s_.card[scope.self].zone != Zone(x.guard_zone)) return false;
  }
  return eval(scope, x.expr) != 0;
}

// The cards in a seat's zone; a row or the equipment zone as that seat
// holds it (each_held).
int Engine::zone_count(int seat, Zone z) const {
  int n = 0;
  if (held_zone(z)) each_held(seat, z, [&](int) { ++n; });
  else n = count_bits(bits(seat, z));
  return n;
}

// The ops that act on one card and never stop at a decision.
void Engine::card_op(const Op& op, int c) {
  switch (op.code) {
    case Op::Code::ready:
      if (!s_.card[c].face_down || s_.card[c].hidden) s_.card[c].exhausted = 0;
      break;
    case Op::Code::exhaust: s_.card[c].exhausted = 1; break;
    case Op::Code::wound: wound(c); break;
    case Op::Code::ko: ko(c); break;
    case Op::Code::gain_plus: gain_plus(c); break;
    case Op::Code::gain_xp: gain_xp(c); break;
    case Op::Code::set_var:
    case Op::Code::add_var: put_card_var(s_.card[c], CardVar(op.a), op.code == Op::Code::set_var, op.b); break;
    case Op::Code::move_row:
    case Op::Code::move_zone: move(c, Zone(op.a)); break;
    case Op::Code::equip_chosen:
      // equip_chosen (actions.rules): each chosen card, in instance order.
      for (int e = 0; e < t_->cards; ++e)
        if (s_.card[e].chosen) attach(e, c);
      break;
    case Op::Code::to_hand:
      // to_hand (actions.rules): its Equipment KO'd, its state cleared.
      ko_equipment_on(c);
      clear_state(c);
      move(c, Zone::hand);
      release(c);
      break;
    case Op::Code::hug: hug(c); break;
    case Op::Code::capture: capture(op.a == int(Subject::self) ? s_.power / kMaxPowers : s_.target, c); break;
    case Op::Code::burst: burst(c); break;
    case Op::Code::put_into_play: put_into_play(c); break;
    case Op::Code::replace_main:
      replace_main(op.a == int(Subject::self) ? s_.power / kMaxPowers : s_.target, c);
      break;
    default: throw EngineBug("vs2pcg: not a card op");
  }
}

// The power's program from s_.pc until it stops at a decision or ends.
// Called while a power runs (its end started the next trigger), it only
// asks the running loop to go on with the power now set up (running_).
void Engine::run_power() {
  if (running_) {
    rerun_ = true;
    return;
  }
  running_ = true;
  struct Running {  // off again also when a rules error ends the power
    bool& on;
    ~Running() { on = false; }
  } running{running_};
  do {
    rerun_ = false;
    run_power_ops();
  } while (rerun_);
}

// The power's ops: its flow (loops, tests, choices) here, its effects in
// power_effect. Every call that starts another power is its last step.
void Engine::run_power_ops() {
  const Power& u = power_def(s_.power);
  if (u.shared) return run_frame();
  for (;;) {
    if (++ops_ > kOpBudget)
      throw OutOfBudget("vs2pcg: no decision after " + std::to_string(kOpBudget) +
                        " power ops (a card's effects feed each other)");
    const Op& op = u.ops[s_.pc++];
    switch (op.code) {
      case Op::Code::for_each: start_for(u, op); break;
      case Op::Code::for_next: next_for(u, op); break;
      case Op::Code::loop_set: s_.locals[op.b] = eval(power_scope(), op.a); break;
      case Op::Code::loop_next:
        if (s_.locals[op.a] <= 0) s_.pc = op.b;
        else --s_.locals[op.a];
        break;
      case Op::Code::jump_unless:
        if (!holds(power_scope(), op.a)) s_.pc = op.b;
        break;
      case Op::Code::jump: s_.pc = op.b; break;
      case Op::Code::next_seat:
        if (++s_.locals[op.a] >= t_->seats) s_.pc = op.b;
        break;
      case Op::Code::for_powers: start_power_for(u, op); break;
      case Op::Code::power_next:
        ++for_frames_.back().i;
        if (bind_power_for(u.ex.aggregates[op.a])) s_.pc = op.b;
        break;
      case Op::Code::drop_for:
        pop_for_frame();
        s_.pc = op.b;
        break;
      case Op::Code::for_break:
        s_.target = -1;
        pop_for_frame();
        s_.pc = op.b;
        break;
      case Op::Code::chance: return offer_power_chance(u, op.a);
      case Op::Code::choose: return offer_power_choice(u, op.a);
      case Op::Code::end:
        if (!calls_.empty()) return return_from_activate();
        return end_power();
      default:
        if (power_effect(op) || rerun_) return;  // stopped at a decision
    }
  }
}

// activate u, p (docs/dsl.md "Power"; interpreter exec_activate): u is
// marked used this turn and its program runs with `self` its card and
// `you` p; the running power goes on after it. The run loop starts again
// on u's program (rerun_).
void Engine::activate(int slot, int p) {
  Call& call = calls_.emplace_back();
  call.power = s_.power, call.pc = s_.pc, call.target = s_.target, call.you = s_.you;
  std::copy(std::begin(s_.locals), std::end(s_.locals), call.locals);
  call.frame = frame_;
  mark_used(slot);
  s_.power = std::int16_t(slot);
  s_.pc = 0;
  s_.target = -1;
  s_.you = std::int8_t(p);
  start_frame();
  rerun_ = true;
}

// The activated power ended: the one that activated it goes on.
void Engine::return_from_activate() {
  const Call& call = calls_.back();
  s_.power = call.power, s_.pc = call.pc, s_.target = call.target, s_.you = call.you;
  std::copy(std::begin(call.locals), std::end(call.locals), s_.locals);
  frame_ = call.frame;
  calls_.pop_back();
  rerun_ = true;
}

// One op of the power that acts on the game; true when it stopped at a
// decision.
bool Engine::power_effect(const Op& op) {
  const int c = op.who == Subject::self               ? s_.power / kMaxPowers
                : op.who == Subject::arg0               ? s_.event_card
                : int(op.who) >= kLocalSubject          ? s_.locals[int(op.who) - kLocalSubject]
                                                        : s_.target;
  switch (op.code) {
    case Op::Code::activate: {
      const Scope scope = power_scope();
      activate(eval(scope, op.b), eval(scope, op.a));
      return false;
    }
    case Op::Code::hatch: return hatch(c);
    case Op::Code::gain_minus:
      gain_minus(c);
      return offer_durable();
    // An effect's stun or daze (actions.rules stun, daze): Durable (001:747).
    case Op::Code::stun:
      effect_stun(c);
      return offer_durable();
    case Op::Code::daze:
      effect_daze(c);
      return offer_durable();
    case Op::Code::send_away: return offer_send(c, op.a != 0, s_.you);
    case Op::Code::discard_hand: discard_hand(s_.you); return false;
    case Op::Code::deck_seat:
      s_.deck_seat = std::int8_t(op.b < 0 ? s_.you : eval(power_scope(), op.b));
      return false;
    case Op::Code::shuffle_deck: shuffle_deck(s_.deck_seat); return false;
    case Op::Code::shuffle_enemy_decks:
      for (int q = 0; q < t_->seats; ++q)
        if (s_.side[q] != s_.side[s_.deck_seat]) shuffle_deck(q);
      return false;
    case Op::Code::main_gains_stats: main_gains_stats(s_.deck_seat, c); return false;
    case Op::Code::bottom_location_to_hand: bottom_location_to_hand(s_.deck_seat); return false;
    case Op::Code::reveal_top:
      // One reveal of one or more cards (001:539), when the deck has one.
      if (bits(s_.deck_seat, Zone::deck) || bits(s_.deck_seat, Zone::deck_bottom)) reveals(s_.deck_seat);
      // repeat n (actions.rules): no round when n < 0.
      s_.reveals_left = op.a >= 0 ? op.a : std::max(0, eval(power_scope(), op.b));
      return offer_reveal_top();
    case Op::Code::bottom_in_order: return offer_bottom();
    case Op::Code::reveals: reveals(s_.deck_seat); return false;
    case Op::Code::set_game: game_var_ref(GameVar(op.a)) = op.b; return false;  // the game vars a power sets
    case Op::Code::draw: return offer_power_draw(op.a < 0 ? s_.you : eval(power_scope(), op.a));
    case Op::Code::set_game_expr: game_var_ref(GameVar(op.a)) = eval(power_scope(), op.b); return false;
    case Op::Code::set_player_var: {
      const int seat = s_.locals[op.a >> 3];
      (PlayerVar(op.a & 7) == PlayerVar::rp ? s_.rp : s_.turns)[seat] = eval(power_scope(), op.b);
      return false;
    }
    case Op::Code::set_seat_var: seat_var(s_.locals[op.a >> 7], op.a & 127) = eval(power_scope(), op.b); return false;
    case Op::Code::let: s_.locals[op.a] = eval(power_scope(), op.b); return false;
    case Op::Code::rebind: s_.target = std::int16_t(s_.locals[op.a]); return false;
    case Op::Code::set_you: s_.you = std::int8_t(s_.locals[op.a]); return false;
    case Op::Code::move_to: {
      // A raw `move` (docs/dsl.md "Moves"): the card's state goes with it.
      const int seat = eval(power_scope(), op.b);
      const Zone z = Zone(op.a & 0x7f);
      if (held_zone(z)) {
        move(c, z);
        set_holder(c, seat);
      } else {
        if (seat != t_->owner[c]) throw EngineBug("vs2pcg: a card moved to a zone of a player that does not own it");
        move(c, z);
      }
      if (op.a & 0x80) s_.arrival[c] = --s_.under;  // `move ... to bottom`: under the zone's cards
      return false;
    }
    case Op::Code::set_expr: {
      const int v = eval(power_scope(), op.b);
      if (op.a < 0) set_var(c, -1 - op.a) = v - t_->card_vars[std::size_t(-1 - op.a)].init;
      else put_card_var(s_.card[c], CardVar(op.a), true, v);
      return false;
    }
    case Op::Code::recover:
      // recover (actions.rules): a stunned, not hidden character recovers.
      if (s_.card[c].face_down && !s_.card[c].hidden) {
        s_.card[c].face_down = 0;
        fire(Event::recovered, c);
      }
      s_.card[c].face_down = s_.card[c].hidden = 0;
      return false;
    case Op::Code::win_game: {
      // exec_win: the first player wins, the others its allies.
      const int winner = eval(power_scope(), op.b);
      win(winner, op.a < 0 ? 0 : 1u << eval(power_scope(), op.a));
      return true;
    }
    case Op::Code::lose_game: {
      // loss_of: every other seat still in wins, the first of them with the
      // rest as allies; none left: every seat has lost.
      const int loser = eval(power_scope(), op.b);
      int winner = -1;
      std::uint32_t allies = 0;
      for (int q = 0; q < t_->seats; ++q) {
        if (q == loser || (s_.eliminated >> q & 1)) continue;
        if (winner < 0) winner = q;
        else allies |= 1u << q;
      }
      if (winner < 0) end_as(Outcome::Kind::loss);
      else win(winner, allies);
      return true;
    }
    case Op::Code::eliminate: s_.eliminated |= std::uint8_t(1u << eval(power_scope(), op.b)); return false;
    case Op::Code::tie_game: tie(); return true;
    case Op::Code::win_all: {
      // exec_outcome: the first seat the winner, every other its ally.
      std::uint32_t allies = 0;
      for (int q = 1; q < t_->seats; ++q) allies |= 1u << q;
      win(0, allies);
      return true;
    }
    case Op::Code::lose_all: end_as(Outcome::Kind::loss); return true;
    case Op::Code::undecided:
      s_.undecided_slot = s_.power;
      s_.undecided_id = op.a;
      end_as(Outcome::Kind::undecided);
      return true;
    case Op::Code::reset_card: clear_state(c); return false;
    case Op::Code::fire_event:
      if (op.a >= 0) fire(Event(op.a), c);
      return false;
    case Op::Code::reveal_zone: eval(power_scope(), op.b); return false;
    default: card_op(op, c); return false;
  }
}

// effect_stun (Durable, 001:747): a Durable character an effect just
// stunned; its controller may recover it (stopped: true).
bool Engine::offer_durable() {
  if (s_.dazed < 0) return false;
  add(l_recover);
  add(l_stay);
  stop(At::durable, Decider::player, controller(s_.dazed));
  return true;
}

// recover | stay; recover (000:306): face up, stays exhausted, keeps its wounds.
void Engine::choose_durable(Label l) {
  if (l == l_recover) {
    // recover (actions.rules): dazed, so stunned and not hidden: it recovers.
    s_.card[s_.dazed].face_down = s_.card[s_.dazed].hidden = 0;
    fire(Event::recovered, s_.dazed);
  }
  s_.dazed = -1;
  run_power();
}

// draw_card(p): a draw from an empty deck is skipped (000:469).
bool Engine::offer_power_draw(int p) {
  if (!offer_draw(p)) return false;
  s_.draw_for = DrawFor::power;
  s_.draw_seat = std::int8_t(p);
  s_.draws_left = 0;
  return true;
}

// bottom_location_to_hand(p): the bottom's first basic Location (no Team
// Affiliation, 000:132).
void Engine::bottom_location_to_hand(int p) {
  int found = -1;
  t_->each(p, bits(p, Zone::deck_bottom), [&](int x) {
    if (t_->type[x] == Type::location && t_->team[x].empty() && (found < 0 || s_.arrival[x] < s_.arrival[found]))
      found = x;
  });
  if (found >= 0) move(found, Zone::hand);
}

// A new innermost loop's frame, empty, above the enclosing loops'. A for
// of a power another activated stands on its caller's frames, so the
// compiler's depth check does not bound them all.
Engine::ForFrame& Engine::push_for_frame() {
  return for_frames_.emplace_back(ForFrame{std::int32_t(for_cards_.size()), 0, 0});
}

// The innermost for is over: its frame and its cards dropped.
void Engine::pop_for_frame() {
  for_cards_.resize(std::size_t(for_frames_.back().base));
  for_frames_.pop_back();
}

// A power starts: no for of an earlier one is running.
void Engine::drop_for_frames() {
  for_frames_.clear();
  for_cards_.clear();
}

// for c in picks[a]: the cards are taken when the loop starts (the
// interpreter's for), kept in a frame of their own above any enclosing
// for's; none: past the body.
void Engine::start_for(const Power& u, const Op& op) {
  const Pick& pick = u.picks[op.a];
  ForFrame& f = push_for_frame();
  each_in_domain(power_scope(), pick, [&](int x) { for_cards_.push_back(std::uint16_t(x)); });
  f.n = std::int32_t(for_cards_.size()) - f.base;
  std::uint16_t* cards = for_cards_.data() + f.base;
  if (pick.in_zone_order && pick.domain != Pick::Domain::instances) sort_by_arrival(cards, f.n);
  if (pick.reversed) std::reverse(cards, cards + f.n);
  if (!bind_for(pick)) s_.pc = op.b;
}

// for u in powers(P.ZONE) where W: the powers are taken when the loop
// starts, in a frame of their own as a for's cards; u is a local.
void Engine::start_power_for(const Power& u, const Op& op) {
  const Aggregate& g = u.ex.aggregates[op.a];
  ForFrame& f = push_for_frame();
  each_power_in(eval(power_scope(), g.seat), Zone(g.zone), [&](int slot) { for_cards_.push_back(std::uint16_t(slot)); });
  f.n = std::int32_t(for_cards_.size()) - f.base;
  if (!bind_power_for(g)) s_.pc = op.b;
}

// The loop's power from its i on whose W holds now, in u's local; false,
// the frame dropped, when none is left.
bool Engine::bind_power_for(const Aggregate& g) {
  ForFrame& f = for_frames_.back();
  for (; f.i < f.n; ++f.i) {
    s_.locals[g.var] = for_cards_[std::size_t(f.base + f.i)];
    if (g.where < 0 || eval(power_scope(), g.where)) return true;
  }
  pop_for_frame();
  return false;
}

// The next card bound and back to the body, or past the loop.
void Engine::next_for(const Power& u, const Op& op) {
  ++for_frames_.back().i;
  if (bind_for(u.picks[op.a])) s_.pc = op.b;
}

// Binds the innermost loop's card from its i on whose `where` holds now,
// as the interpreter tests it when each round comes (exec_for: the cards
// are taken at the start, the condition read per round, so a round sees
// what the earlier ones changed); false, the loop's frame dropped, when
// none is left.
bool Engine::bind_for(const Pick& pick) {
  ForFrame& f = for_frames_.back();
  for (; f.i < f.n; ++f.i) {
    s_.target = for_cards_[std::size_t(f.base + f.i)];
    if (pick.test < 0 || holds(power_scope(), pick.test)) return true;
  }
  s_.target = -1;
  pop_for_frame();
  return false;
}

// A chance inside the power: one option per card or power, weight 1 (its
// key names the instance).
void Engine::offer_power_chance(const Power& u, int choice) {
  const Choice& ch = u.choices[choice];
  s_.choice = std::int16_t(choice);
  if (ch.alts[0].pick < 0 && ch.alts[0].powers < 0) {
    // A die's faces (Alt::when, Alt::weight): a list, no seat's pile.
    for (std::size_t i = 0; i < ch.alts.size(); ++i)
      if (alt_open(ch.alts[i])) add(l_pick, int(i) * 512);
    return stop_power_choice(ch, Decider::chance, -1);
  }
  if (ch.alts[0].powers >= 0) {
    // powers(...) is a list, no seat's pile (interpreter decide.cpp).
    offer_power_alt(u, 0);
    return stop_power_choice(ch, Decider::chance, -1);
  }
  const Pick& pick = u.picks[ch.alts[0].pick];
  each_pick(power_scope(), pick, [&](int x) { add(l_pick, x + 1); });
  stop_power_choice(ch, Decider::chance, chance_seat(power_scope(), pick));
}

// Whose pile a chance draws from (interpreter decide.cpp): a zone's seat
// (you's, a card's controller's, any player's); `instances` is a list, no
// seat's pile (-1).
int Engine::chance_seat(const Scope& scope, const Pick& pick) const {
  switch (pick.domain) {
    case Pick::Domain::instances: return -1;
    case Pick::Domain::seat_zone: return eval(scope, pick.seat);
    case Pick::Domain::controller_front_row: {
      const int of = subject_card(scope, pick.who);
      return of >= 0 ? controller(of) : -1;
    }
    default: return you_of(scope);
  }
}

// Whether an alternative without a card is open: its `when`, read with a
// copy of the power's locals (it sets its own).
bool Engine::alt_open(const Alt& alt) const {
  return alt.when < 0 || alt_reading(alt) != 0;
}

std::int32_t Engine::alt_reading(const Alt& alt) const {
  std::int32_t locals[kMaxLocals];
  std::copy(std::begin(s_.locals), std::end(s_.locals), locals);
  return eval(power_scope(), alt.when, locals);
}

// The power's choice or chance stops for its decider; with no option open
// it is the rules error the interpreter meets there (after an eliminated
// decider's, which it checks first).
void Engine::stop_power_choice(const Choice& ch, Decider who, int seat) {
  const bool asks_eliminated = who == Decider::player && (s_.eliminated >> seat & 1);
  if (option_count_ == 0 && ch.none >= 0 && !asks_eliminated)
    throw EngineBug(power_def(s_.power).ex.errors[std::size_t(ch.none)]);
  stop(At::pick, who, seat);
}

// A `choose you` inside the power: each alternative's cards under its label.
void Engine::offer_power_choice(const Power& u, int choice) {
  const Choice& ch = u.choices[choice];
  s_.choice = std::int16_t(choice);
  for (std::size_t i = 0; i < ch.alts.size(); ++i) {
    const int base = int(i) * 512;
    if (ch.alts[i].powers >= 0) {
      offer_power_alt(u, int(i));
      continue;
    }
    if (ch.alts[i].pick < 0) {
      if (alt_open(ch.alts[i])) add(l_pick, base);
      continue;
    }
    each_pick(power_scope(), u.picks[ch.alts[i].pick], [&](int x) {
      // An element offered twice under one label is one option.
      for (std::uint16_t j = 0; j < option_count_; ++j)
        if (options_[j].label == l_pick && options_[j].arg % 512 == x + 1 &&
            ch.alts[options_[j].arg / 512].label == ch.alts[i].label)
          return;
      add(l_pick, base + x + 1);
    });
  }
  stop_power_choice(ch, Decider::player, ch.decider < 0 ? s_.you : eval(power_scope(), ch.decider));
}

// use(p, u) ends with check_end() (000:272); then the phase's loop goes on:
// in a combat window the next player acts and the passes start over. A Plot
// Twist goes to its owner's KO pile first (000:328).
void Engine::end_power() {
  // end_effect (powers.rules): Amplify, an "up to" stop and the marks end.
  s_.amplified = 0;
  s_.effect_stop = 0;
  for (int x = 0; x < t_->cards; ++x) s_.card[x].chosen = 0;
  const Timing timing = power_def(s_.power).timing;
  if (timing == Timing::trigger) return triggers_done();
  // A Reaction runs inside the play of a twist (so does any power a card's
  // statement makes one): the next enemy is asked.
  const bool reaction = timing == Timing::reaction || (s_.twist >= 0 && s_.power != s_.twist);
  // The twist being played (play, plot_twists.rules): any card's power a
  // house rule's or a card's can play_twist lets be played as one.
  const bool twist = s_.twist >= 0 && s_.power == s_.twist;
  if (timing == Timing::recruit && !reaction && !twist) return recruited_by_symbols();
  s_.power = -1;
  s_.target = -1;
  s_.pc = 0;
  s_.you = -1;
  if (reaction) return next_reaction();
  if (twist) return finish_twist();
  check_end();
  if (s_.end != Outcome::Kind::ongoing) return;
  // The triggers its effect fired resolve (powers.rules, use; 000:481).
  resolve_triggers(After::power);
}

// send_away(you, c, may) (actions.rules; ALN-021): c, a character in play,
// goes to the Back Row of a player `you` picks among those change_side
// allows (send_to SEAT); with `may`, or it stays. False when there is
// nothing to decide (c out of play, or no player to take it).
bool Engine::offer_send(int c, bool may, int chooser) {
  if (!in_play(c)) return false;
  for (int q : t_->seats_by_name)
    if (legal_change_side(c, q)) add(l_send_to, q);
  if (option_count_ == 0) return false;
  if (may) add(l_stay);
  s_.sending = std::int16_t(c);
  stop(At::send, Decider::player, chooser);
  return true;
}

// send_away (actions.rules): to that player's Back Row, or it stays.
void Engine::choose_send(const Option& o) {
  if (o.label == l_send_to) to_back_row_of(s_.sending, o.arg);
  s_.sending = -1;
  run_power();
}

// The slot of c's `recruit` power (ALN-016's symbols), -1 none.
int Engine::recruit_power(int c) const {
  for (int i = 0; i < t_->power_count[c]; ++i)
    if (power_def(c * kMaxPowers + i).timing == Timing::recruit) return c * kMaxPowers + i;
  return -1;
}

// pay_recruit_symbols(p, c) (build.rules): the rulebook's cant (000:197),
// beaten by a card's can (ALN-016, 000:489); and some `recruit` power of c
// whose cost p can pay (payable, powers.rules).
bool Engine::legal_recruit_symbols(int p, int c) const {
  if (!card_statements_decide(Action::pay_recruit_symbols, c, -1, false, -1, p)) return false;
  const int slot = recruit_power(c);
  return slot >= 0 && legal_payable(p, slot);
}

// recruit_by_symbols(p, c, row) (build.rules): c's `recruit` power is paid
// (pay_power) and activated; then recruited_by_symbols.
void Engine::recruit_by_symbols(int p, int c, Zone row) {
  s_.recruiting = std::int16_t(c);
  s_.recruit_row = row;
  start_power(p, recruit_power(c));
}

// The power has run (end_effect done): c enters the row of p's side as a
// recruited card does (enter_play), and its triggers resolve.
void Engine::recruited_by_symbols() {
  const int p = s_.you, c = s_.recruiting;
  s_.power = -1;
  s_.target = -1;
  s_.pc = 0;
  s_.you = -1;
  s_.recruiting = -1;
  enter_play(s_.lead[p], c, s_.recruit_row);
  resolve_triggers(After::recruit);
}

// After a power or twist and its triggers: the phase's loop goes on.
void Engine::after_power() {
  if (s_.combat) {
    s_.passes = 0;
    s_.window = (s_.window + 1) % t_->seats;
    return continue_window();
  }
  if (s_.phase == Phase::main) return continue_main();
  offer_recruit();
}

}  // namespace canbeat::fast::vs2pcg

namespace canbeat::fast::vs2pcg {

// reveal_top(you, N) (actions.rules): the next card from the deck's top into
// you.revealed: a chance over the shuffled part (stopped: true), else the
// known bottom's first card, until N are revealed or the deck is empty.
bool Engine::offer_reveal_top() {
  for (; s_.reveals_left > 0; --s_.reveals_left) {
    // The rounds left once the deck and its known bottom are empty reveal
    // nothing (a count computed by a card may be large).
    if (!bits(s_.deck_seat, Zone::deck) && !bits(s_.deck_seat, Zone::deck_bottom)) {
      s_.reveals_left = 0;
      break;
    }
    if (bits(s_.deck_seat, Zone::deck)) {
      --s_.reveals_left;
      t_->each(s_.deck_seat, bits(s_.deck_seat, Zone::deck), [&](int x) { add(l_reveal, x); });
      stop(At::reveal_top, Decider::chance, s_.deck_seat);
      return true;
    }
    const int x = bottom_first(s_.deck_seat);
    if (x >= 0) move(x, Zone::revealed);
  }
  return false;
}

// After a revealed card: the next ones, then the power goes on.
void Engine::continue_reveals() {
  if (offer_reveal_top()) return;
  run_power();
}

// bottom_in_order(you) (actions.rules): while you.revealed holds a card,
// you choose the next one to go under the deck (stopped: true).
bool Engine::offer_bottom() {
  if (!bits(s_.deck_seat, Zone::revealed)) return false;
  t_->each(s_.deck_seat, bits(s_.deck_seat, Zone::revealed), [&](int x) { add(l_bottom, x); });
  stop(At::bottom, Decider::player, s_.deck_seat);
  return true;
}

// bottom C: under the deck's known bottom; then the next, or the power goes on.
void Engine::choose_bottom(int x) {
  move(x, Zone::deck_bottom);
  if (offer_bottom()) return;
  run_power();
}

}  // namespace canbeat::fast::vs2pcg
