// The optimized native engine for Vs. System 2PCG, Alien Battles, core rules
// (../shared/seeds/000_03a9bc82aad99cdb.txt, games/vs2pcg/*.rules), written
// from the rulebook and the rule text of the DSL, independently of
// interpreter/. Its decisions, option keys, option order, weights and
// observation are those of the DSL rulebook; the lockstep runner holds it to
// that. See README.md, "Vs. System 2PCG".
//
// The engine is split by purpose: engine.cpp (tables, the seam),
// setup.cpp, turn.cpp, combat.cpp (the rulebook program, stopped at each
// decision; do_apply resumes it at that decision's answer, a choose_* in
// the file of its phase or powers.cpp), actions.cpp (stun, daze, wound,
// KO, ...), legality.hpp (the can/can't statements as C++ checks),
// options.cpp (the options of each decision, in key order),
// observe.cpp.
#pragma once

#include <bit>
#include <cstdint>
#include <map>
#include <memory>
#include <utility>
#include <string>
#include <vector>

#include "fast-engine/cards/vm.hpp"
#include "fast-engine/position.hpp"
#include "fast-engine/vs2pcg/card_state.hpp"
#include "fast-engine/vs2pcg/data.hpp"
#include "fast-engine/vs2pcg/faults.hpp"
#include "fast-engine/vs2pcg/queries.hpp"
#include "seam/engine.hpp"

namespace canbeat::fast::vs2pcg {

// A test read only if needed, held by reference (the caller's lambda
// outlives the call); empty, it is not read.
class Permits {
 public:
  Permits() = default;
  template <class F>
  Permits(const F& f) : f_(&f), call_([](const void* g) { return (*static_cast<const F*>(g))(); }) {}
  bool given() const { return call_ != nullptr; }
  bool operator()() const { return call_(f_); }

 private:
  const void* f_ = nullptr;
  bool (*call_)(const void*) = nullptr;
};

// One bit per card of a seat (in key order): up to 128, a deck of 60, its
// Main Character's two versions and a Facehugger Pile of four (000:527).
using Bits = unsigned __int128;
inline int count_bits(Bits b) {
  return std::popcount(std::uint64_t(b)) + std::popcount(std::uint64_t(b >> 64));
}
inline int lowest_bit(Bits b) {
  const auto low = std::uint64_t(b);
  return low ? std::countr_zero(low) : 64 + std::countr_zero(std::uint64_t(b >> 64));
}

class Engine final : public canbeat::Engine {
 public:
  static constexpr int kMaxSeats = 4;
  // Instances, all seats together: four decks of 60, two Main Character
  // versions and a Facehugger Pile each (66), or a card from outside the
  // game (ALN-006) instead of the pile.
  static constexpr int kMaxCards = 264;
  static constexpr int kMaxSeatCards = 128;             // instances of one seat (60 + 2 Main Characters + 4 pile cards)
  static constexpr int kMaxOptions = 5 * kMaxCards + 4;  // recruit: front, back, equip, and with symbols per card
  static constexpr int kMaxPowers = 4;                  // Super Powers and triggers of one card
  static constexpr int kMaxTriggers = 32;               // fired and not yet resolved (000:481)

  // A new game, stopped at the first decision of setup ("chooser"). Throws
  // std::invalid_argument for data the engine cannot hold (not 2-4 seats,
  // more than kMaxCards cards, stats out of range).
  explicit Engine(const Data& data, Faults faults = {});

  std::string game() const override { return "vs2pcg"; }
  const std::vector<std::string>& seats() const override;
  Pending pending() const override { return pending_; }
  std::size_t option_count() const override { return option_count_; }
  std::string option_key(std::size_t i) const override;
  void option_key_to(std::size_t i, std::string& out) const override;
  std::uint32_t option_weight(std::size_t i) const override;
  Observation observe() const override;
  Outcome outcome() const override;
  std::unique_ptr<canbeat::Engine> clone() const override;
  std::string stage(const Observation& position) override;  // observe.cpp

  // Cheap accessors for tests and benchmarks (no strings built).
  int card_count() const;                      // instances, all seats
  const std::string& card_key(int card) const;  // "Name#serial"
  int owner(int card) const;
  const CardState& card(int card) const { return s_.card[card]; }
  int zone_size(int seat, Zone z) const { return count_bits(s_.zone_bits[seat][int(z)]); }
  int turn() const { return s_.turn; }
  int active() const { return s_.active; }
  int out(int seat) const { return s_.out[seat]; }
  int format() const { return s_.format; }

 protected:
  void do_apply(std::size_t i) override;

 private:
  struct Tables;  // card data, shared between clones, read-only

  // Where the rulebook program is stopped: one value per decision point.
  enum class At : std::uint8_t {
    format,       // setup, 4 players: free_for_all | two_vs_two | two_headed
    chooser,      // setup: chance "chooser"
    first,        // setup: the chooser picks the first player
    main_row,     // setup: main_front | main_back
    draw,         // draw_card(p): chance "draw"
    mulligan,     // setup: keep | mulligan
    resource,     // Resource Step
    recruit,      // Recruit Step loop
    onto,         // Recruit Step: equip E, onto which character
    formation,    // Formation Step loop
    main,         // Main Phase loop (attack, use, play, power_up, end_main)
    main_on,      // Main Phase: power_up H or mate_power_up H, on which character
    team,         // make_attack: with B | target D
    window,       // combat window: power_up | pass | use
    window_on,    // combat window: power_up H, on which character
    strike_back,  // resolve_combat: whom the defender strikes
    hide,         // end of turn: hide an Invisibility character or let it stay
    pay,          // pay_power: turn_down L | discard L, for the next symbol
    pick,         // a choice inside a Super Power
    order,        // resolve_triggers: which fired trigger resolves first (000:481)
    react,        // play: an enemy's Reaction to the Plot Twist (001:397-399): react R | decline
    replace,      // play: chance "replace" c in p.deck (Death Trap, 001:514)
    over,
  };
  // What the running `repeat N { draw_card(p); }` belongs to.
  enum class DrawFor : std::uint8_t { setup, mulligan, turn, power };
  enum class Phase : std::uint8_t { setup, draw, recovery, resource, recruit, formation, main, end_of_turn };
  // Where the rulebook program goes on once the fired triggers are resolved.
  enum class After : std::uint8_t { draw, resource, recruit, main, end_of_turn, fight, power, turn_start, recovery };

  // Where a power that activated another goes on (Engine::calls_).
  struct Call {
    std::int16_t power = -1;
    std::int8_t you = -1;
    cards::Frame frame;
  };

  // The whole game state: flat, copied by clone(), no heap.
  // Below every arrival: a walk of a zone in arrival order from its start.
  static constexpr std::int32_t kNoArrival = INT32_MIN;
  struct State {
    CardState card[kMaxCards];
    // Control apart from ownership (actions.rules to_back_row_of; ALN-021):
    // held_at[c] is 1 + the seat whose rows (or equipment zone) hold c, a
    // card in play away from its owner's lead seat; 0 otherwise. Bit i of
    // away[s]: seat s's i-th card (key order) is so held.
    std::uint8_t held_at[kMaxCards] = {};
    Bits away[kMaxSeats] = {};
    // Bit i of zone_bits[s][z]: seat s's i-th card in key order
    // (Tables::seat_by_key) lies in zone z; walking the set bits lists a
    // zone in option-key order.
    Bits zone_bits[kMaxSeats][kZones] = {};
    // arrival[c] orders a zone as the rules keep it (a `for` and `first`
    // walk it; Invisibility's end-of-turn loop): 0 as dealt, a `move` puts
    // a card on top (the clock counts up), `move ... to bottom` under every
    // other card (`under` counts down).
    std::int32_t arrival[kMaxCards] = {};
    std::int32_t clock = 0, under = 0;
    // per-player vars (vs2pcg.rules): rp, turns, out, side, lead
    int rp[kMaxSeats] = {}, turns[kMaxSeats] = {}, out[kMaxSeats] = {}, side[kMaxSeats] = {},
        lead[kMaxSeats] = {};
    // game vars (vs2pcg.rules)
    int first_seat = 0, active = 0, k = 0, combat = 0, ranged_combat = 0, window = 0, passes = 0,
        mc_attacked = 0, quiet = 0, format = 0, attacks = 0, paid = 0, amplified = 0, effect_stop = 0,
        turn_side = 0, cancelled = 0, combat_cancelled = 0;
    // The Plot Twist being played (plot_twists.rules, play; its slot, -1
    // none), its player, whether it came from the Resource Row (Death Trap,
    // 001:514), and the next seat after its player asked for Reactions.
    std::int16_t twist = -1;
    std::int8_t twist_player = -1, react_k = 0;
    std::uint8_t twist_from_row = 0;
    // Super Powers (000:404): the turn a card last used a power, and which
    // of its powers (bits) it used in that turn. Kept when it leaves play.
    std::uint16_t used_turn[kMaxCards] = {};
    std::uint8_t used_bits[kMaxCards] = {};
    // The Super Power being paid or run (card * kMaxPowers + index; -1
    // none) and the choice its body stopped at (its user is `you`; where
    // its body stands, Engine::frame_).
    std::int16_t power = -1, choice = -1;
    std::uint8_t eliminated = 0;  // seats a card's `eliminate` took out (docs/dsl.md "Outcomes"), one bit each
    // recruit_by_symbols (build.rules; ALN-016): the card being recruited
    // with its power symbols, and its row.
    std::int16_t recruiting = -1;
    Zone recruit_row = Zone::back_row;
    // Fired triggers not resolved yet (000:481), in the order fired: the
    // trigger's slot and its event's card; the running trigger's event card.
    std::int16_t trig[kMaxTriggers] = {}, trig_card[kMaxTriggers] = {};
    std::uint8_t trig_n = 0;
    std::int16_t event_card = -1;
    After after = After::main;
    std::int8_t you = -1;
    int turn = 1;
    Phase phase = Phase::setup;
    // The resume point of the rulebook program.
    At at = At::chooser;
    DrawFor draw_for = DrawFor::setup;
    std::int8_t seat = 0;        // the player whose procedure runs (p; the team's player in a turn loop)
    std::int8_t draw_seat = 0;   // whose draws run
    std::int8_t draws_left = 0;  // of the running repeat of draw_card
    std::int16_t held = -1;      // the hand card of "equip E" / "power_up H"
    std::int16_t first_attacker = -1;  // a of make_attack(p, a)
    std::int16_t defender = -1;  // the defender whose strikes resolve_combat runs
    std::int16_t cursor = 0;     // setup: next card of the placement loop
    std::uint8_t hide_row = 0;   // end of turn: 0 Front Row, 1 Back Row, 2 done
    std::int32_t hide_after = kNoArrival;  // end of turn: arrival + 1 of the last card asked
    Outcome::Kind end = Outcome::Kind::ongoing;
    std::int8_t winner = -1;
    std::uint32_t allies = 0;  // a team win: the winner's teammates, one bit per seat
    // undecided "ID" in a card's power: that power's slot and the id's index among its names.
    std::int16_t undecided_slot = 0, undecided_id = 0;
  };

  // One option: a label and its element (a card instance or a seat; -1 none).
  enum Label : std::uint8_t {
    l_chooser, l_first, l_main_front, l_main_back, l_draw, l_mulligan, l_keep,
    l_resource, l_location, l_no_resource, l_recruit_front, l_recruit_back, l_equip,
    l_end_recruit, l_onto, l_to_back, l_to_front, l_end_formation, l_attack, l_power_up,
    l_end_main, l_on, l_with, l_target, l_pass, l_strike_back, l_hide, l_stay,
    l_free_for_all, l_two_vs_two, l_two_headed, l_mate_power_up, l_use, l_turn_down,
    l_discard, l_play, l_resolve, l_react, l_decline, l_replace,
    l_nest_off,
    l_recruit_front_symbols, l_recruit_back_symbols,
    l_option,  // an option of a choice of a power's body (Engine::frame_)
  };
  struct Option {
    Label label;
    std::int16_t arg;
  };

  // setup.cpp
  void choose_format(Label l);
  void choose_first_player(int seat);
  void choose_main_row(int p, Label l);
  void choose_mulligan(int p, Label l);
  void place_main_characters();
  void starting_drone(int p, int m);
  void continue_draws();
  void offer_mulligans();
  // turn.cpp
  void start_turn();
  void draw_phase(int from);
  void recovery_phase();
  void start_resource();
  void resource_step(int from);
  void choose_resource(int p, const Option& o);
  void start_recruit();
  void recruit_step(int from);
  void choose_recruit(int p, const Option& o);
  void choose_onto(int p, int c);
  void start_formation();
  void choose_formation(const Option& o);
  void end_formation();
  void start_main();
  void continue_main();
  void choose_main(int p, const Option& o);
  void choose_main_on(int c);
  void end_of_turn();
  void choose_hide(Label l);
  void turn_ends();
  void check_end();
  void win_side(int side);
  void remove_from_game(int p);
  // combat.cpp
  void choose_team(const Option& o);
  void declare_attack();
  void start_fight();
  void continue_window();
  void choose_window(const Option& o);
  void choose_window_on(int c);
  bool nest_on_against(int q) const;
  void nest_off(int q, int l);
  void resolve_combat();
  void strike(int d);
  void attackers_strike(int d, bool fierce = false);
  bool ferocious(int x) const;
  void defender_strikes(int d);
  void land_strikes(int d);
  void finish_fight();
  int defender() const;
  // actions.cpp
  void move(int c, Zone to);
  void stun(int c);
  void daze(int c);
  void wound(int c);
  void ko(int c);
  void ko_equipment_on(int c);
  // The deck (actions.rules, "the deck"): its shuffled part, then its known
  // bottom in order.
  int bottom_first(int p) const;
  void clear_state(int c);
  void enter_play(int p, int c, Zone row);
  void attach(int e, int c);
  void discard_to_power_up(int p, int h, int c);
  void win(int seat, std::uint32_t allies = 0);
  void tie();
  void end_as(Outcome::Kind k);
  void hide(int c);
  void gain_plus(int c);
  void release(int f);  // a captor leaving play lets its captives go (000:534)
  // Control apart from ownership (actions.rules; ALN-021).
  void set_holder(int c, int q);
  std::string stage_numbers(const fast::Position& p);
  // The game vars and per-player vars of vs2pcg.rules by name, each a
  // field of State: what observe() shows and stage() sets.
  static const std::pair<const char*, int State::*> kGameVars[17];
  static const std::pair<const char*, int (State::*)[kMaxSeats]> kSeatVars[5];
  void start_phase(Phase phase);
  // A staged card whose marks name a card (`on=Ripley`), its zone's path,
  // its text and those marks: resolved once every card is placed.
  struct Naming {
    int card;
    std::string path, text;
    std::map<std::string, std::string> refs;
  };
  std::string stage_card(int q, Zone z, const std::string& text, std::vector<bool>& placed, std::vector<Naming>& naming);
  std::string stage_mark(int c, const std::string& var, long v, const std::string& text);
  std::string stage_refs(const std::vector<Naming>& naming, const std::vector<bool>& placed);
  bool legal_change_side(int c, int q) const;
  // build.rules: ALN-016's alternative recruit cost.
  int recruit_power(int c) const;
  bool legal_recruit_symbols(int p, int c) const;
  void recruit_by_symbols(int p, int c, Zone row);
  void recruited_by_symbols();
  // powers.cpp: Super Powers (000:346-406)
  inline const Power& power_def(int slot) const;  // tables.hpp
  bool power_used(int slot) const;
  bool legal_pay_symbol(int p, int slot, int l, std::uint8_t sym) const;
  bool payable(int p, int slot, int except, std::uint8_t sym) const;
  int payers(int p, int slot, int except, std::uint8_t syms) const;
  bool leaves_payer(int p, int slot, int l, int paid) const;
  bool rulebook_leaves_payer(int p, int slot, int l, int paid) const;
  bool legal_payable(int p, int slot) const;
  bool rulebook_payable(int p, int slot, bool cants) const;
  bool legal_use_power(int p, int slot) const;
  void add_uses(int p, int holder, Timing timing);
  bool legal_combat_power(int q, int slot) const;
  bool legal_combat_twist(int q, int slot) const;
  void add_combat_uses(int q);
  void start_power(int p, int slot);
  bool legal_play_twist(int p, int slot) const;
  bool can_play_twist(int p, int slot) const;
  bool twist_by_rulebook(int p, int slot) const;
  void add_twists(int p, Timing timing);
  void add_combat_twists(int q);
  void play_twist(int p, int slot);
  bool legal_reaction(int q, int slot) const;
  void next_reaction();
  void choose_reaction(const Option& o);
  void twist_effect();
  void finish_twist();
  void replace_death_trap(int x);
  void twist_done();
  void mark_used(int slot);
  void offer_pay();
  void paid_symbol(const Option& o);
  std::string key_of(const Option& o) const;
  void key_to(const Option& o, std::string& key) const;
  void run_power();
  void activate(int slot, int p);
  void return_from_activate();
  void end_power();
  void after_power();
  // power_run.cpp: a power's body on the shared card machine
  struct PowerHost;  // power_host.hpp: the host's writes and procedures
  void start_frame();
  void run_frame();
  void offer_frame_choice();
  void sort_frame_options(const cards::Choice& ch, bool by_rank);
  std::pair<int, int> listed(int arg) const;
  std::uint32_t frame_weight(int arg) const;
  static_assert(kMaxCards * kMaxPowers < kOptionStride);
  void take_option(int arg);
  void frame_key_to(int arg, std::string& key) const;
  bool perform(int native, const int* args);
  void move_by_card(int c, int zone, bool bottom);
  void end_by_card(const Outcome& o);
  // continuous.cpp: stats and keywords as the continuous effects of the
  // cards make them (the printed ones when there are none); `stat`: which
  // of Tables::stats, for Member::stat.
  int stat_with(int c, Continuous::Member member, int printed, int stat = -1) const;
  int other_stat_of(int c, int k) const;
  int team_symbols_of(int c) const;
  int atk_of(int c) const;
  int cost_of(int c) const;
  int health_of(int c) const;
  int level_of(int c) const;
  int def_of(int c) const;
  inline bool has_now(int c, Keyword k) const;  // tables.hpp
  bool keyword_now(int c, Keyword k, bool printed) const;
  bool fact_now(int c, std::uint32_t bit) const;
  bool symbol_now(int c, std::uint8_t bit) const;
  template <class Mine>
  bool given_now(int c, bool printed, Mine&& mine) const;
  // triggers.cpp: triggers (000:481) and Level Up (000:408-424)
  void fire(Event e, int c);
  void fire_rows(Event e);
  void resolve_triggers(After then);
  void next_trigger();
  void choose_trigger(int slot);
  void run_trigger(int k);  // the k-th waiting trigger
  void triggers_done();
  void reveals(int p);
  bool legal_reveals_draws(int p) const;
  bool legal_query(LegalQuery q, const int* args) const;
  bool legal_own(int action, int arg0, int arg1, int seat, int slot) const;
  template <class F>
  void each_arrived(int seat, Zone z, F&& f) const;
  void sort_by_arrival(std::uint16_t* cards, int n) const;
  int stat_now(int c, Stat st, bool printed) const;
  int other_stat_now(int c, int k, bool printed) const;
  int card_set_var(int c, int i) const;
  std::int32_t& set_var(int c, int i) { return set_vars_[std::size_t(c) * set_var_count_ + std::size_t(i)]; }
  void clear_set_vars(int c);
  // A card set's per_player var k of `seat` (Data::seat_vars), its value.
  std::int32_t& seat_var(int seat, int k) { return seat_vars_[std::size_t(seat) * seat_var_count_ + std::size_t(k)]; }
  std::int32_t seat_var(int seat, int k) const { return seat_vars_[std::size_t(seat) * seat_var_count_ + std::size_t(k)]; }
  void reset_seat_vars();  // every seat's at its initial value
  void expire_set_vars(int c, const std::vector<std::uint16_t>& vars);
  bool effect_holds(const Continuous& e, int source, int c) const;
  // The game vars a test reads and a power sets (vs2pcg.rules): S is
  // State or const State.
  template <class S>
  static auto& game_var_of(S& s, GameVar g) {
    switch (g) {
      case GameVar::amplified: return s.amplified;
      case GameVar::ranged_combat: return s.ranged_combat;
      case GameVar::combat: return s.combat;
      case GameVar::cancelled: return s.cancelled;
      case GameVar::combat_cancelled: return s.combat_cancelled;
      case GameVar::attacks: return s.attacks;
      case GameVar::effect_stop: break;
    }
    return s.effect_stop;
  }
  int game_var(GameVar g) const { return game_var_of(s_, g); }
  int& game_var_ref(GameVar g) { return game_var_of(s_, g); }
  int zone_count(int seat, Zone z) const;
  // The golden rules over the rulebook's answer (legality.hpp): the
  // actions no card speaks of (most, in most sets) cost one test.
  // permits: whether one of the rulebook's cans applies, its cants aside
  // (by default, its answer); asked only when the answer hangs on it.
  // text: a string parameter's index among Tables::strings (a symbol's
  // name of pay_symbol; -2: none).
  bool card_statements_decide(Action action, int arg0, int arg1, bool rulebook, int slot = -1, int seat = -1,
                              Permits permits = {}, int text = -2) const;
  bool statements_decide(Action action, int arg0, int arg1, bool rulebook, int slot, int seat,
                         Permits permits, int text) const;
  int symbol_sid(std::uint8_t sym) const;
  int statement_args(Action action, int arg0, int arg1, int slot, int seat, int text, int* args) const;
  struct CardHost;  // card_host.hpp: the fast state as the shared card machine reads it
  // legality.hpp
  bool in_play(int c) const;
  int controller(int c) const;
  // f(c) for each card that seat `holder` holds in zone z, owner by owner
  // (seat order), each in key order. Only for the zones of play (Front Row,
  // Back Row, equipment), where a card lies in its owner's lead's zone.
  template <class F>
  void each_held(int holder, Zone z, F&& f) const;
  // The zones a seat holds (rows, equipment): a card there may be held away
  // from its owner's lead (set_holder).
  static bool held_zone(Zone z);
  template <class F>
  void each_in_zone(int seat, Zone z, F&& f) const;
  template <class F>
  void each_in_rows(int holder, F&& f) const;
  bool legal_recruit(int p, int c) const;
  bool legal_play_equipment(int p, int e, int c) const;
  bool legal_change_row(int p, int c) const;
  // Per seat holding rows: a face-up Front Row character / one with Flight (can target).
  struct Guards {
    bool guarded[kMaxSeats] = {}, flight_guarded[kMaxSeats] = {};
  };
  bool legal_attack(int p, int a, const Guards& g) const;
  bool can_attack(int p, int a) const;
  bool basic_attack(int p, int a) const;
  Guards guards() const;
  bool legal_target(int a, int d, const Guards& g) const;
  bool legal_reach(int p, int a, const Guards& g) const;
  bool legal_pay_recruit_points(int p, int c) const;
  bool angry_must_join(int p, int a, int b, const Guards& g) const;
  bool legal_reach_of(int p, int a) const;
  bool legal_team_attack(int a, int b) const;
  bool affiliated(int c, int team) const;
  bool good_team(int team) const;
  bool legal_join(int p, int a, int b, const Guards& g) const;
  bool targets_all_attackers(int p, int d, const Guards& g) const;
  bool legal_strike_back(int d) const;
  bool legal_strike_back_at(int d, int x) const;
  bool legal_power_up(int p, int h, int c) const;
  int alive() const;
  int living_leads() const;
  // options.cpp: set the pending decision and its options; stop()
  // puts them in key order.
  void offer_format();
  void offer_seats(At at, Label label, Decider who, int seat);
  void offer_main_row(int p);
  bool offer_draw(int p);
  void offer_mulligan(int p);
  void offer_resource(int p);
  void offer_recruit();
  void offer_onto();
  void offer_formation();
  void offer_main();
  void offer_main_on();
  void add_power_ups(int q, Label label);
  // Seat s's own cards in its Front and Back Rows (wherever they are held).
  Bits rows(int s) const {
    return s_.zone_bits[s][int(Zone::front_row)] | s_.zone_bits[s][int(Zone::back_row)];
  }
  Bits bits(int s, Zone z) const { return s_.zone_bits[s][int(z)]; }
  void offer_team();
  void offer_window(int q);
  void offer_window_on(int q);
  void offer_strike_back(int decider);
  bool offer_hide();
  void add(Label l, int arg = -1) { options_[option_count_++] = {l, std::int16_t(arg)}; }
  void stop(At at, Decider who, int seat);
  void sort_options();

  std::shared_ptr<const Tables> t_;
  Faults faults_;
  State s_;
  // The card sets' per_card vars (Data::card_vars), card by card
  // (cards * card_vars.size(), sized at load so that a set declares as many
  // as it needs), each as the difference from its initial value, so that
  // clearing a card's state resets them too. Empty for a table whose sets
  // declare none: clone() then copies no heap.
  std::vector<std::int32_t> set_vars_;
  std::size_t set_var_count_ = 0;  // Tables::card_vars.size()
  // The card sets' per_player vars (Data::seat_vars), seat by seat, each
  // at its value; empty for a table whose sets declare none.
  std::vector<std::int32_t> seat_vars_;
  std::size_t seat_var_count_ = 0;  // Tables::seat_vars.size()
  // The powers that activated the running one (`activate u, p`),
  // innermost last: where each goes on once it returns. Beside State, as
  // deep as a chain of activations goes (the reference has no limit but
  // its work budget; here kOpBudget ends a chain that never does).
  std::vector<Call> calls_;
  // Where the running power's body stands: its pc, locals and loops'
  // snapshots.
  cards::Frame frame_;
  // The power the running one activates (`activate u, p`), and for whom:
  // set while the machine stops, then run (Engine::run_frame).
  int activating_ = -1, activating_for_ = -1;
  Pending pending_;
  Option options_[kMaxOptions];
  std::uint16_t option_count_ = 0;
  // Power and trigger ops run since the last decision: a card set whose
  // triggers feed each other (a stunned trigger that stuns its card) never
  // reaches a decision; past kOpBudget the engine stops with OutOfBudget,
  // as the interpreter does at its step budget, never a hang.
  static constexpr long kOpBudget = 20'000'000;
  long ops_ = 0;
  // Legality queries a card's text asks, nested (a statement's condition
  // asking another action's legality): the compiler refuses a loop of them
  // (fast-engine/cards/asks.hpp); past kLegalityDepthLimit (seam/), as the interpreter, the
  // engine stops instead of overflowing its stack.
  mutable int queries_ = 0;
  struct QueryDepth {
    int& depth;
    explicit QueryDepth(int& d) : depth(d) {
      if (++depth > kLegalityDepthLimit) {
        --depth;
        throw EngineBug("vs2pcg: legality queries nested more than 64 deep");
      }
    }
    ~QueryDepth() { --depth; }
  };
  // While a continuous effect's condition or amount is read, every stat and
  // keyword reads as printed, in the engine's own answers too (a legality
  // query in the condition): effects don't see each other, as the
  // interpreter's `in_continuous_` (docs/dsl.md "Continuous").
  mutable bool in_effect_ = false;
  struct EffectReads {
    bool& on;
    explicit EffectReads(bool& flag) : on(flag) { on = true; }
    ~EffectReads() { on = false; }
  };
  // A power that ends starts the next waiting trigger, whose end starts the
  // next: run_power is a loop (running, rerun), not a recursion, so a chain
  // of triggers as long as the op budget never overflows the stack.
  bool running_ = false;
  bool rerun_ = false;
};

}  // namespace canbeat::fast::vs2pcg
