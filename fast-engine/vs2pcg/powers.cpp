// Super Powers (000:346-406 of ../shared/seeds/000_03a9bc82aad99cdb.txt;
// games/vs2pcg/powers.rules): who may use a card's power, paying its cost
// with Locations, and running its compiled program (power.hpp),
// suspended at its draws and choices.
#include <algorithm>
#include <bit>

#include "fast-engine/vs2pcg/card_host.hpp"
#include "fast-engine/vs2pcg/engine.hpp"
#include "fast-engine/vs2pcg/legality.hpp"
#include "fast-engine/vs2pcg/tables.hpp"

namespace canbeat::fast::vs2pcg {

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

// Some Location of p other than `except` pays `sym`. Where no card says
// pay_symbol, one without the symbol cannot (legal_pay_symbol's can).
bool Engine::payable(int p, int slot, int except, std::uint8_t sym) const {
  const bool said = !t_->card_statements[int(Action::pay_symbol)].empty();
  bool found = false;
  t_->each(p, bits(p, Zone::resource_row) | bits(p, Zone::hand), [&](int l) {
    found = found || (l != except && (said || (t_->symbols[l] & sym)) && legal_pay_symbol(p, slot, l, sym));
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
  int payable = -1;  // legal_payable, asked once: the rulebook's can and its answer read it
  auto can = [&] { return bool(payable < 0 ? (payable = legal_payable(p, slot)) : payable); };
  const bool rulebook = !power_used(slot) && !s_.card[c].face_down && can();
  return card_statements_decide(Action::use_power, p, c, rulebook, slot, -1, can);
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
// meet a rules error that the interpreter then never meets. The
// rulebook's can (permits) is asked only where a cant is said.
bool Engine::statements_decide(Action action, int arg0, int arg1, bool rulebook, int slot, int seat,
                               Permits permits, int text) const {
  int args[cards::kLocals];
  const int n = statement_args(action, arg0, arg1, slot, seat, text, args);
  std::int16_t room[64];  // the statements whose guard may hold (cards::GuardIndex)
  const auto said = t_->card_statements[int(action)].pick(args, room, 64);
  CardHost host{*this};
  auto applies = [&](const Tables::Said& s) {
    return cards::holds(t_->statements[std::size_t(s.k)].program, host, s.instance, args, n);
  };
  bool can = false, rule_can = false;
  for (const Tables::Said& s : said)
    if (!s.rulebook && !s.cant && applies(s)) (s.instance < 0 ? rule_can : can) = true;
  if (!can && !rule_can && !rulebook && !(permits.given() && t_->cants_said[int(action)] && permits())) return false;
  bool cant = false, rule_cant = false;
  for (const Tables::Said& s : said) {
    if (s.rulebook || !s.cant) continue;
    if (s.instance >= 0) cant = applies(s) || cant;
    else if (!can) rule_cant = applies(s) || rule_cant;
  }
  if (cant) return false;
  if (can || rule_cant) return can;
  if (rulebook || !rule_can) return rulebook;
  for (const Tables::Said& s : said)
    if (s.rulebook && applies(s)) return false;
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

// The cards in a seat's zone; a row or the equipment zone as that seat
// holds it (each_held).
int Engine::zone_count(int seat, Zone z) const {
  int n = 0;
  if (held_zone(z)) each_held(seat, z, [&](int) { ++n; });
  else n = count_bits(bits(seat, z));
  return n;
}

// The power's body from where its frame stands until it stops at a
// decision or ends.
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
    run_frame();
  } while (rerun_);
}

// activate u, p (docs/dsl.md "Power"; interpreter exec_activate): u is
// marked used this turn and its program runs with `self` its card and
// `you` p; the running power goes on after it. The run loop starts again
// on u's program (rerun_).
void Engine::activate(int slot, int p) {
  Call& call = calls_.emplace_back();
  call.power = s_.power, call.you = s_.you;
  call.frame = frame_;
  mark_used(slot);
  s_.power = std::int16_t(slot);
  s_.you = std::int8_t(p);
  start_frame();
  rerun_ = true;
}

// The activated power ended: the one that activated it goes on.
void Engine::return_from_activate() {
  const Call& call = calls_.back();
  s_.power = call.power, s_.you = call.you;
  frame_ = call.frame;
  calls_.pop_back();
  rerun_ = true;
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
  s_.you = -1;
  if (reaction) return next_reaction();
  if (twist) return finish_twist();
  check_end();
  if (s_.end != Outcome::Kind::ongoing) return;
  // The triggers its effect fired resolve (powers.rules, use; 000:481).
  resolve_triggers(After::power);
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
