// The optimized native engine for Aliens: Another Glorious Day in the Corps
// (../shared/seeds/002_101a2205318d67bb.txt), written from the seed, the
// game's README (its rulings) and the rule text of games/corps/*.rules,
// independently of interpreter/. Its decisions, option keys, option order
// and observation are those of the DSL rulebook; the lockstep runner holds
// it to that. See README.md.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "fast-engine/cards/binding.hpp"
#include "fast-engine/cards/facts.hpp"
#include "fast-engine/cards/program.hpp"
#include "fast-engine/corps/faults.hpp"
#include "fast-engine/corps/geometry.hpp"
#include "fast-engine/corps/task.hpp"
#include "seam/engine.hpp"

namespace canbeat::dsl {
struct Game;
}
namespace canbeat::ast {
struct CardDef;
}
namespace canbeat::fast::cards {
struct Frame;
}

namespace canbeat::fast::corps {

// corps.rules `type`s.
enum class Type : std::uint8_t { character, weapon, equipment, event, hazard, tracker, blip, alien, spawn, terminal, start, mission, sentry,
                                  experience, hivemind, airlock, loader, apc };

// A character's ability's timing (abilities.rules, 002:341-345), in the
// order binding.cpp binds them.
enum class Timing : std::uint8_t { on_activation, during_activation, end_of_activation, finish_start };
// One of a card's abilities (002:337-345), in the card's order ("used I"
// is its index): its text compiled by fast-engine/cards (Data::programs).
struct Power {
  int program = -1;
  Timing timing = Timing::on_activation;
  std::string name;  // the option key "NAME#N/POWER"
  // Its name, timing and event (none) as a card's text compares them
  // (Binding::string_id): Host::power.
  int name_id = -2, timing_id = -2, event_id = -2;
};

// A card's printed data (corps.rules stats and keywords); `has_*`: the stat
// is printed (`printed(c, "...")`).
struct Card {
  std::string name;
  Type type = Type::character;
  int rank = 0, speed = 0, aim = 0, tech = 0, defense = 0, melee = 0;
  int cost = 0, defense_bonus = 0, tech_bonus = 0, aim_bonus = 0, extra_actions = 0, exhausts = 0;
  int blips = 0, location = 0, hidden_bonus = 0, active_bonus = 0, drone = 0, number = 0;
  int rerolls = 0;  // a PASSIVE's re-rolls a turn (002:89, 002:339; rerolls.rules)
  int sx = 0, sy = 0, objectives = 0, turns = 0, bug_hunt = 0, dial_start = 0, legs = 0, counted_killed = 0;
  bool has_sx = false, has_tunnel = false, has_legs = false, has_reroll = false;
  // The stats it prints, one bit per card member a card's text reads
  // (host.hpp Host::Member, its stats): reading one it does not print is
  // the reference's rules error (cards::Member::optional).
  std::uint32_t printed = 0;
  bool has_rescue = false, has_resupply = false;  // an extra mission (002:414-424)
  bool has_queen_out = false;  // the stand-in Airlock mission (airlock.rules)
  int chase = 0;               // APC Chase's column for the APC (002:856; finish.rules)
  bool has_chase = false;
  // 002:852-854 (setup.rules): a longer mission; a card only it adds; an
  // Alien Queen motion tracker card.
  bool has_longer = false, has_longer_play = false, has_queen_tracker = false;
  int resupply = 0;
  int path = 0, level = 0;  // an experience card's (002:764; experience.rules)
  int seat = 0;             // the seat whose deck brings it (its `supply` at the start)
  int draws = 0;  // an event's cards drawn by its character (stand-in; 002:295)
  int queen_heals = 0;  // an Alien Queen motion tracker card's (stand-in, 002:854)
  std::vector<Power> powers;
  std::vector<int> facts;  // the keywords it lists (cards::fact_ids)
  bool has_defense_bonus = false, has_tech_bonus = false, has_aim_bonus = false, has_extra_actions = false;
  bool has_hidden_bonus = false, has_active_bonus = false, has_drone = false, has_queen_heals = false;
  bool marine = false, civilian = false, backup = false, bulky = false, close = false, cumbersome = false;
  bool full_auto = false, action_card = false, free_action = false, facehugger = false;
  bool newt = false, guardian = false;  // Newt and Ripley (002:71)
  bool synthetic = false, expansion = false;  // Bishop (002:984-986)
  bool queen = false, large = false;          // the alien queen on 4 spaces (002:908, 002:912)
  bool grenade = false, has_launches = false;  // GRENADE (002:363; grenade.rules)
  bool nature = false, instinct = false, reaction = false;  // a hivemind card's kind (002:900; hive.rules)
  bool hive_hazard = false;                                  // a hive hazard card (002:866)
  int roll_bonus = 0;                                        // a stand-in Reaction's effect (hivemind.cards)
  int speed_bonus = 0, willpower_bonus = 0;                  // a stand-in Nature's, while in play
  int fields = 0;                                            // a mission's fireteam (002:994)
  bool has_fields = false;
  bool adds_hazard = false, places_hazard = false;           // a stand-in Instinct's effect (hivemind.cards)
  int copies = 1;
};

struct Data {
  std::vector<std::string> seats;  // the `players`, as many as play
  // The seats' decks in seat order, each in list order: the first seat's
  // (`corps`: every component), then another seat's experience cards
  // (`ultimate_badasses`, Card::seat), or the hivemind and experience
  // cards of the seat that plays the Hive (`hive`, 002:858), if one
  // brings them.
  std::vector<Card> deck;
  std::shared_ptr<const Geometry> board;
  // The cards' powers compiled (Power::program), shared by every engine
  // made from one load.
  std::shared_ptr<const std::vector<cards::Program>> programs = std::make_shared<const std::vector<cards::Program>>();
  // "FILE:LINE:COL: rules error: ", as the interpreter words the rules
  // errors the engine meets natively: a piece on no space of the board
  // (corps.rules `at`), a `hero` mark naming no seat (`player_at`).
  std::string no_space_at, no_seat_in_lose_character, no_seat_in_into_hand;
};

// From a loaded DSL game, the number of players (1-6) and the seats' decks
// (none: the game's own, `decks_for`). Throws
// std::invalid_argument for data the engine cannot play: a card's with
// "FILE:LINE:COL: error: card 'NAME': why" (a power the card compiler
// refuses, a statement or trigger).
Data load_data(const canbeat::dsl::Game& game, std::size_t players, const std::vector<std::string>& decks = {});

// Why the engine cannot play `card` (load_data's reason), or nullopt.
std::optional<std::string> card_refusal(const canbeat::dsl::Game& game, const canbeat::ast::CardDef& card);

class Engine final : public canbeat::Engine {
 public:
  // A card is an 8-bit index in a pile (Pile), as titw's: 255 at most.
  static constexpr int kMaxCards = 255;
  static constexpr int kSeats = 6;
  static constexpr int kMaxPowers = 4;  // abilities on one card; a power is card * kMaxPowers + index
  // corps.rules zones, in declaration order.
  enum Zone : std::uint8_t { supply, hand, roster, board, markers, gear, endurance, under, exhaust, discard,
                             tracker_deck, tracker_discard, tracker_bottom, pool, models, dead, captured, reserve, missions, removed,
                             cab, experience,
                             hivemind_deck, hive_hand, hive_discard, nature, tracker_top, hive_hazards, vehicles, box, kZones };
  // A zone the table shares (corps.rules: declared without per_player),
  // kept in row 0 of z_; supply, hand, experience and hive_hand are each
  // seat's.
  static constexpr bool table_zone(int z) { return z != supply && z != hand && z != experience && z != hive_hand; }
  static constexpr const char* kZoneNames[] = {
      "supply",     "hand",  "roster",        "board",       "markers",     "gear",         "endurance",
      "under",      "exhaust", "discard",     "tracker_deck", "tracker_discard", "tracker_bottom", "pool",
      "models",     "dead",  "captured",      "reserve",     "missions",    "removed",      "cab",          "experience",
      "hivemind_deck", "hive_hand", "hive_discard", "nature", "tracker_top", "hive_hazards", "vehicles", "box"};
  static_assert(std::size(kZoneNames) == kZones);
  // corps.rules per_card vars, in declaration order.
  enum Var : std::uint8_t { vx, vy, hero, dial, activated, down, hugged, braced, on, tokens, moved, barricaded, done,
                            facing, ammo, rerolls_used, damage, loader, riding, kVars };
  static constexpr const char* kVarNames[] = {"x",    "y",          "hero",  "dial",   "activated", "down",
                                              "hugged", "braced",   "on",    "tokens", "moved",     "barricaded",
                                              "done", "facing",     "ammo",  "rerolls_used", "damage", "loader",
                                              "riding"};
  static_assert(std::size(kVarNames) == kVars);

  // How the card compiler reads corps's text (binding.cpp): `names` the
  // deck's card names (a name's id), `seats` those in play, `facts` the
  // keywords its cards list.
  static cards::Binding binding(const std::vector<std::string>& names, const std::vector<std::string>& seats,
                                const cards::Facts& facts);
  // The stats `def` prints, as Card::printed holds them (binding.cpp).
  static std::uint32_t printed_stats(const dsl::Game& game, const ast::CardDef& def);

  Engine(std::shared_ptr<const Data> data, Faults faults);
  ~Engine() override;

  std::string game() const override { return "corps"; }
  const std::vector<std::string>& seats() const override { return d_->seats; }
  Pending pending() const override;
  std::size_t option_count() const override { return opts_.size(); }
  std::string option_key(std::size_t i) const override { return opts_.at(i).key; }
  std::uint32_t option_weight(std::size_t i) const override { return opts_.at(i).weight; }
  Observation observe() const override;
  std::optional<Observation> view(int seat) const override;
  Outcome outcome() const override { return outcome_; }
  std::unique_ptr<canbeat::Engine> clone() const override;
  bool clone_replays() const override { return true; }  // its coroutines cannot be copied
  std::string stage(const Observation& position) override;

 protected:
  void do_apply(std::size_t i) override;

 private:
  struct Host;  // what a card's compiled text reads and does (host.hpp)
  struct Opt {
    std::string key;
    std::uint32_t weight = 1;
    int value = 0;
  };
  struct Pile {
    std::uint8_t n = 0;
    std::uint8_t c[kMaxCards];
  };
  // A decision point: the options built, the procedure suspends until the
  // engine resumes it with the value of the option taken.
  struct Decide {
    Engine* e;
    bool await_ready() const noexcept { return false; }
    void await_suspend(std::coroutine_handle<> h) noexcept { e->waiting_ = h; }
    int await_resume() const noexcept { return e->chosen_; }
  };
  // The game is over: the procedures stop where they are, never resumed.
  struct Halt {
    bool await_ready() const noexcept { return false; }
    void await_suspend(std::coroutine_handle<>) noexcept {}
    void await_resume() const noexcept {}
  };

  // Decisions (engine.cpp).
  void ask(Decider who, int seat);
  void opt(std::string key, int value, std::uint32_t weight = 1);
  void opt_card(const char* label, int i, int value);
  Decide decide();
  Halt end(Outcome::Kind kind, std::string reason = {});
  Halt end_won_by(int winner, std::uint32_t allies);
  Halt halt();
  void run(std::coroutine_handle<> h);

  // Cards and zones (engine.cpp).
  const Card& card(int i) const { return d_->deck[kind_[i]]; }
  Pile& pile(int seat, int zone) { return z_[seat][zone]; }
  const Pile& pile(int seat, int zone) const { return z_[seat][zone]; }
  bool in(int i, int zone) const { return seat_[i] == 0 && zone_[i] == zone; }
  void move(int i, int seat, int zone, bool bottom = false);
  void move_all(int from, int to);
  void reset(int i);
  std::vector<std::uint8_t> snapshot(int seat, int zone) const;
  int top(int zone) const { return pile(0, zone).c[pile(0, zone).n - 1]; }
  int bottom(int zone) const { return pile(0, zone).c[0]; }
  bool empty(int zone) const { return pile(0, zone).n == 0; }
  int nplayers() const { return int(d_->seats.size()); }
  std::string card_text(int i) const;
  std::string zone_text(int seat, int zone, int viewer = -1) const;
  Observation observe_as(int viewer) const;
  bool unseen_by(int viewer, int seat, int zone) const;

  // The functions of corps.rules (functions.cpp).
  // corps.rules `at(m)` is space_at(m.x, m.y): a rules error where the board
  // has no such space (a piece staged off the board, a start the board lacks).
  int at(int i) const {
    int s = g().at(v_[i][vx], v_[i][vy]);
    if (s < 0) no_space(i);
    return s;
  }
  [[noreturn]] void no_space(int i) const;
  // The seat a HERO's `hero` mark names (`player_at(c.hero - 1)`): a rules
  // error, worded with `where` (Data), where the table has no such seat.
  int hero_seat(int c, const std::string& where) const;
  const Geometry& g() const { return *d_->board; }
  bool alien_at(int s) const;
  bool blip_at(int s) const;
  bool character_at(int s) const;
  bool empty_space(int s) const;
  bool threat_next_to(int s) const;
  bool character_next_to(int s) const;
  bool prey_next_to(int s) const;
  bool goal_next_to(int m) const;
  bool alien_next_to(int c) const;
  bool los(int a, int b) const;
  // What stands in sight's way as the board stands: standing characters'
  // spaces, and each door closed or not (los()).
  struct SightMap {
    std::uint8_t blocks[Geometry::kMaxSpaces] = {}, closed[256] = {};
  };
  void sight_map(SightMap& m) const;
  bool in_sight_of_characters(int s) const;
  bool has_hero(int p) const;
  int hero_of(int p) const;
  int hero_rank(int p) const;
  bool marine_hero(int p) const;
  int leader() const;
  int marine_leader() const;
  int controller_of(int c) const;
  int weapon_count(int c) const;
  int equipment_count(int c) const;
  int defense_of(int c) const;
  int tech_of(int c) const;
  int tile(int s) const { return g().x(s) / 6 + 1; }
  void enterable(std::uint8_t* enter) const;
  // queen.rules and the large models of corps.rules (queen.cpp, 002:908).
  // corps.rules `wide`: printed large, or a character in the power loader.
  bool wide(int m) const { return card(m).large || v_[m][loader] > 0; }
  bool occupies(int m, int s) const;
  int gap(int m, int c) const;
  bool touching(int m, int c) const;
  bool sees(int c, int m) const;
  // The spaces a piece stands on, its top left first (a wide one's others
  // on the board, in reading order): their count.
  int spaces_of(int m, int* out) const {
    out[0] = at(m);
    return wide(m) ? 1 + more_spaces(out[0], out + 1) : 1;
  }
  int more_spaces(int top, int* out) const;
  bool next_to(int m, int s) const;
  int distance_from(int m, int s) const;
  bool in_sight(int s, int m) const;
  bool room_for(int m, int b) const;
  void enterable_by(int m, std::uint8_t* enter) const;
  int route_to(int m, int c, const std::int16_t* steps) const;
  bool prey_by(int m) const;
  bool large_goal(int m) const;
  bool queen_reach(int q, int c) const;
  bool in_reach(int q, int c) const;
  int frenzy_steps() const { return 2 * gv_.frenzy; }
  void queen_phase_start();
  void queen_rests();
  void queen_stirs(int n);
  void frenzy_ends();
  void wound_queen(int q) { ++v_[q][damage]; }
  Proc activate_queen(int q, int speed);
  Proc advance_large(int m, int speed);
  Proc queen_strikes(int q);
  int nearness(int m) const;
  std::vector<int> closest(const std::vector<std::uint8_t>& b, const std::function<bool(int)>& waiting) const;
  bool near_any(int m) const;
  void unreachable_stay(const std::vector<std::uint8_t>& b, const std::function<bool(int)>& waiting);
  bool fits(int w, int t) const;
  bool within_two(int c, int t) const;
  bool can_equip_somewhere(int c, int w) const;
  bool may_step(int c, int s) const;
  bool character_under(int c) const;
  bool can_shoot(int c, int w, int a) const;
  bool has_target(int c, int w, int only) const;
  bool playable(int e) const;
  bool waiting_grunt(int g) const;
  bool deck_empty() const { return empty(endurance) && empty(under); }
  bool mission_met() const;
  int spawn_point(int n) const;

  // The procedures of the rules files: setup.rules and marines.rules
  // (marines.cpp), aliens.rules (aliens.cpp), tracker.rules,
  // endurance.rules and finish.rules (tracker.cpp).
  Proc play();
  Proc play_from(int phase);
  std::string place_staged(int seat, int zone, const std::string& text, std::vector<bool>& placed);
  std::string staged_overlays() const;
  Proc setup();
  Proc choose_fireteam();  // fireteams.cpp
  bool longer_mission() const;  // setup.rules (002:852-854), campaign.cpp
  void longer_play_cards();
  void queen_tracker_cards();
  Proc change_reserve();
  Proc field_fireteam();
  bool may_field(int c) const;
  Proc gear_up();
  Proc place_characters();
  Proc equip(int t, int w);
  Proc marines();
  Proc choose_first_player();
  Proc activate_hero(int p);
  Proc activate_character(int p, int c);
  bool waiting_hero(int c, int p) const;
  bool waiting_hero_of(int p) const;
  int left_with_hero(int p) const;
  Proc flip_hero(int p, int g);
  Proc newt_joins(int n);
  void newt_score(int deck);
  Proc equip_step(int p, int c);
  Proc equip_from_hand(int p, int c, int w);
  Proc take_actions(int p, int c);
  Proc play_event(int c, int e);
  Proc move_action(int p, int c);
  Proc step(int c, int s);
  Proc attack_action(int p, int c, int w);
  Proc shoot(int p, int c, int w, int a, int only);
  Proc attack_roll(int c, int a);
  void wound_alien(int a);
  Proc tech_test(int c);
  Proc rest(int p, int c);
  Proc activate_grunts(int p, int c);
  Proc activate_grunt(int p, int g);
  Proc remaining_grunts();
  Proc aliens();
  Proc stand_or_captured();
  Proc captured_by(int c);
  void remove_alien(int a);
  Proc lose_character(int c, int pile_zone);
  Proc nobody_left();
  Proc place_sentry_guns();
  bool aimed(int g, int s) const;
  int sentry_target(int g, int m) const;
  Proc sentry_fire(int m);
  Proc sentry_shot(int g, int s);
  Proc new_hero(int p);
  Proc activate_aliens();
  Proc activate_alien(int a, int speed);
  Proc alien_strikes(int a);
  Proc advance(int m, int speed);
  Proc choose_target(int m);
  bool draws(int m, int c, int kind, const std::int16_t* steps) const;
  Proc target_of_kind(int m, int kind, const std::int16_t* steps);
  bool apc_draws(int m, int kind, const std::int16_t* steps) const;
  Proc target_among(const std::vector<std::uint8_t>& b, const std::function<bool(int)>& nearest, bool with_apc);
  bool attacked(int a, int c) const;
  int target_of() const;
  Proc tear_down_at_the_end(int m);
  Proc alien_step(int m, int s);
  Proc piece_steps(int m, int s);
  Proc defensive_fire(int a);
  Proc alien_attacks(int a);
  Proc defend(int c, int a);
  Proc activate_blips();
  Proc activate_tile();
  Proc activate_blip(int b);
  Proc spot();
  Proc flip(int b);
  Proc draw_tracker_cards();
  Proc draw_tracker();
  Proc resolve_tracker(int t);
  Proc spawn_blip(int n);
  Proc place_blip(int n);
  Proc put_blip(int b, int s);
  Proc every_blip_moves();
  void reshuffle();
  Proc check_endurance();
  Proc exhaust_one();
  Proc pay(int n);
  Proc resolve_hazard(int h);
  Proc draw_card(int c);
  void into_hand(int c, int e);
  Proc discard_card(int e);
  Proc discard_one(int p);
  Proc discard_top();
  Proc reveal_card(Type kind, bool by_tracker);
  Proc finish();
  // experience.rules (experience.cpp).
  bool campaign_experience() const;
  bool bug_hunt_experience() const;
  Proc gain_experience();
  bool can_gain(int p, int x) const;
  // hive.rules (hive.cpp): the Alien Hive player (002:858-904).
  bool has_hive() const { return hive_player() >= 0; }
  int hive_player() const;
  int alien_mind() const;
  Proc hive_setup();
  void gain_willpower(int p, int n);
  Proc hivemind_step();
  Proc draw_hivemind(int p);
  Proc use_willpower(int p);
  Proc swap_blips(int p);
  Proc reorder_deck(int p);
  Proc hive_sees_top();
  bool hive_may_step(int m, int s) const;
  bool movable_by_hive(int m) const;
  Proc hive_move(int p, int m);
  bool queen_may_step(int q, int s) const;
  bool character_in_square(int b) const;
  bool by_airlock(int c, int t) const;
  bool in_airlock(int a, int t) const;
  Proc open_airlock(int c, int t);
  bool in_square(int s, int b) const;
  bool friendly_under(int m, int o, int b) const;
  bool room_dest(int m, int a, int t, int b) const;
  bool room_left(int m, int b, int gone, int taken) const;
  Proc make_room(int m, int who);
  // apc.rules (apc.cpp, 002:940-982): the standing APC, its hull and door.
  struct Hull {
    int x = 0, y = 0;                  // the APC's top left when found
    std::vector<std::uint8_t> walled;  // Geometry's `walled`, per step
    std::vector<std::uint8_t> front;   // the same as the front turret sees it (002:972)
  };
  int apc() const;
  bool in_apc(int v, int s) const;
  bool apc_door(int a, int b) const;
  bool apc_door_shut(int a, int b) const { return gv_.apc_open == 0 && apc_door(a, b); }
  bool barred(int a, int b) const;
  void open_way(int a, int b);
  bool apc_under(int b) const;
  const Hull* hull() const;
  const std::uint8_t* walls() const;  // nullptr: no APC
  bool adj(int a, int b) const;       // corps.rules `adjacent`, not across the hull
  bool hull_between(int a, int b) const;
  void door_for_aliens();
  // apc.rules: aliens and blips treat it as a character (002:948-950).
  bool next_to_apc(int s) const;
  void apc_goals(int m, int v, std::uint8_t* goal) const;
  bool apc_by(int m) const;
  int apc_gap(int m, int v) const;
  bool apc_in_reach(int q) const;
  int route_to_target(int m, const std::int16_t* steps) const;
  Proc queen_attacks(int q, int near);
  int apc_route(int m, const std::int16_t* steps) const;
  bool going_for_apc() const;
  int ways_toward_target(int m, const std::uint8_t* enter, int* ways) const;
  bool apc_sees(int s) const;
  Proc apc_defends(int v, int a);
  // apc.rules DRIVER (apc_drive.cpp, 002:956-966).
  int apc_at(int v) const { return g().at(v_[v][vx], v_[v][vy]); }
  bool at_the_wheel(int c, int v) const;
  bool in_rect(int b, int s) const;
  bool apc_fits(int b) const;
  bool drive_to(int v, int s) const;
  bool crushed(int b, int a) const;
  bool apc_room(int b, int a, int t) const;
  bool apc_room_left(int b, int gone, int taken) const;
  Proc drive(int p, int c, int v);
  Proc drive_step(int v, int s);
  Proc apc_make_room(int v);
  // apc.rules crew positions (apc_crew.cpp, 002:952, 002:968-982).
  bool crew_space(int v, int s) const;
  bool crew_interacts(int c, int v) const;
  Proc crew_interact(int p, int c, int v);
  bool front_gunner(int c, int v) const;
  bool rear_gunner(int c, int v) const;
  bool door_gunner(int c, int v) const;
  bool ahead_or_right(int v, int s) const;
  bool turret_target(int c, int a) const;
  void aim_turret(int c);
  Proc turret_attack(int p, int c, int v);
  bool apc_allows(int c, int a) const;
  void door_gunner_fires(int c, int a);
  bool repair_space(int c, int v) const;
  bool scanner(int c, int v) const;
  bool any_blip() const;
  Proc scan(int p, int c);
  Proc repair(int c, int v);
  // loader.rules (loader.cpp, 002:924-940).
  bool loader_at(int s) const;
  int overlay(int c) const { return v_[c][loader] - 1; }
  int speed_of(int c) const { return v_[c][loader] > 0 ? card(overlay(c)).speed : card(c).speed; }
  int melee_of(int c) const { return v_[c][loader] > 0 ? card(overlay(c)).melee : card(c).melee; }
  int base_defense(int c) const { return v_[c][loader] > 0 ? card(overlay(c)).defense : card(c).defense; }
  bool may_mount(int c, int l) const;
  void mount(int p, int c, int l);
  bool dismount_space(int c, int t) const;
  void dismount(int c, int t);
  void leave_loader(int c);
  bool loader_may_step(int c, int b) const;
  bool threat_next_to_model(int c) const;
  Proc move_loader(int p, int c);
  bool loader_prey(int c, int a) const;
  bool any_loader_prey(int c) const;
  Proc loader_attack(int p, int c);
  Proc loader_strike(int p, int c, int a);
  Proc push_queen(int p, int c, int q);
  Proc loader_steps(int c, int b);
  bool pushed_to(int c, int a, int b) const;
  Proc push_back(int p, int c, int a);
  bool movable_queen(int q) const;
  Proc move_queen(int p, int q);
  Proc play_hivemind(int p, int c);
  Proc resolve_instinct(int p, int c);
  Proc place_hive_hazard(int p, int h);
  Proc hive_hazard_drawn(int c, int h);
  Proc hive_reaction();
  int nature_bonus(int Card::*bonus) const;
  Proc discard_to_hand_size(int p);
  Proc marines_win();
  Proc marines_lose();
  // abilities.rules (abilities.cpp), campaign.rules (campaign.cpp).
  bool ready(int u, Timing t) const;
  std::vector<int> ready_powers(int c, Timing t) const;
  bool has_ability(int c, Timing t) const { return !ready_powers(c, t).empty(); }
  std::string power_key(int u) const;
  Proc activate(int u, int p);
  Proc card_choice(const cards::Program& prog, cards::Frame& f);
  // A listed option of a card's choice (cards::list_options) is its
  // option * kListedStride + its element + 1.
  static constexpr int kListedStride = 4096;
  static_assert(kMaxCards * cards::kPowerStride < kListedStride);
  Proc resolve_abilities(int p, int c, Timing t);
  Proc finish_abilities();
  Proc event_window(int c);
  Proc aliens_turn_events();
  bool any_time(int e) const;
  bool offer_any_time_events(int p);
  Proc place_tunnel();
  // rerolls.rules (rerolls.cpp).
  Proc reroll_window(int c);
  Proc reroll();
  Proc mission_won();
  Proc between_missions();
  Proc next_mission();
  // extra-missions.rules (extra_missions.cpp).
  bool extra_mission(int m) const { return card(m).has_rescue || card(m).has_resupply; }
  bool between(int m) const;        // extra-missions.rules: played before the campaign's next
  void mission_terms(int m);
  bool may_attempt(int m) const;
  Proc choose_next_mission();
  Proc extra_mission_won();
  void final_score();

  std::shared_ptr<const Data> d_;
  Faults faults_;
  int ncards_ = 0;
  std::vector<std::uint8_t> kind_;       // instance -> deck entry
  std::vector<std::string> inst_key_;    // instance -> "Name#serial"

  // The state.
  std::uint8_t seat_[kMaxCards] = {}, zone_[kMaxCards] = {};
  int v_[kMaxCards][kVars] = {};
  // The seats that looked at each card (`look`, apc.rules `scan`) since it
  // last moved, a bit each: a blip shows face up to them.
  std::uint32_t shown_[kMaxCards] = {};
  int power_turn_[kMaxCards][kMaxPowers] = {};  // the turn each of a card's abilities was last used
  Pile z_[kSeats][kZones];
  std::vector<int> shut_;  // per door
  mutable std::shared_ptr<const Hull> hull_;  // apc.rules `walled`, found once per APC place
  struct Vars {
    int bug_hunt = 0, turn_dial = 0, turn_limit = 0, objectives = 0, leg = 1, legs = 1, score = 0, tunnel_turn = 0;
    int campaign_serial = 0, extra_serial = 0, resupplied = 0, fireteam = 0, chase_to = 0, chased = 0;
    int roll = 0, passed = 0, actions = 0,
        blip_speed = 0, token = 0, placed = 0, placed_in_sight = 0, steps_left = 0, stop_x = 0, stop_y = 0,
        grunts_left = 0, free_taken = 0, hit = 0, target = 0, ring = 0, current_tile = 0, mover = 0,
        spawned = 0, ended = 0, rerolled = 0, queen_resting = 0, frenzy = 0, queen_moved = 0, smash = 0,
        apc_crossed = 0, apc_open = 0, turret = 0, turret_ready = 0;
  } gv_;
  // corps.rules game vars by name: what observe() shows and stage() sets.
  static constexpr std::pair<const char*, int Vars::*> kGameVars[] = {
      {"bug_hunt", &Vars::bug_hunt},       {"turn_dial", &Vars::turn_dial},     {"turn_limit", &Vars::turn_limit},
      {"leg", &Vars::leg},                 {"legs", &Vars::legs},               {"score", &Vars::score},
      {"tunnel_turn", &Vars::tunnel_turn}, {"campaign_serial", &Vars::campaign_serial},
      {"extra_serial", &Vars::extra_serial}, {"resupplied", &Vars::resupplied}, {"fireteam", &Vars::fireteam},
      {"objectives", &Vars::objectives},   {"roll", &Vars::roll},               {"passed", &Vars::passed},
      {"actions", &Vars::actions},         {"blip_speed", &Vars::blip_speed},   {"token", &Vars::token},
      {"placed", &Vars::placed},           {"placed_in_sight", &Vars::placed_in_sight},
      {"steps_left", &Vars::steps_left},   {"stop_x", &Vars::stop_x},           {"stop_y", &Vars::stop_y},
      {"grunts_left", &Vars::grunts_left}, {"free_taken", &Vars::free_taken},   {"hit", &Vars::hit},
      {"target", &Vars::target},           {"ring", &Vars::ring},               {"current_tile", &Vars::current_tile},
      {"mover", &Vars::mover},             {"spawned", &Vars::spawned},         {"ended", &Vars::ended},
      {"rerolled", &Vars::rerolled},       {"queen_resting", &Vars::queen_resting}, {"frenzy", &Vars::frenzy},
      {"queen_moved", &Vars::queen_moved}, {"smash", &Vars::smash},     {"apc_crossed", &Vars::apc_crossed},
      {"apc_open", &Vars::apc_open},       {"turret", &Vars::turret},           {"turret_ready", &Vars::turret_ready},
      {"chase_to", &Vars::chase_to},       {"chased", &Vars::chased}};
  bool eliminated_[kSeats] = {};
  // corps.rules per_player vars: the seat playing the Hive, its willpower
  // dial (002:858-868).
  int hive_[kSeats] = {}, willpower_[kSeats] = {}, reacted_[kSeats] = {};
  int turn_ = 1;
  const char* phase_ = "";
  Outcome outcome_;

  // The pending decision.
  Pending pending_;
  std::vector<Opt> opts_;
  int chosen_ = 0;
  std::coroutine_handle<> waiting_;
  std::shared_ptr<const Observation> staged_;  // the position staged, replayed by clone()
  Proc root_;
  Proc native_;  // a procedure a card's text called, for activate() to await
};

}  // namespace canbeat::fast::corps
