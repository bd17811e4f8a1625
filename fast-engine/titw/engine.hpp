// The optimized native engine for Aliens: This Time It's War
// (../shared/seeds/003_27d54a5f57ee5a28.txt), written from the seed, the
// game's README (its rulings) and the rule text of games/titw/titw.rules,
// independently of interpreter/. Its decisions, option keys, option order
// and observation are those of the DSL rulebook; the lockstep runner holds
// it to that. See README.md.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "fast-engine/card_set.hpp"
#include "fast-engine/cards/binding.hpp"
#include "fast-engine/cards/facts.hpp"
#include "fast-engine/cards/vm.hpp"
#include "fast-engine/titw/faults.hpp"
#include "seam/engine.hpp"

namespace canbeat::dsl {
struct Game;
}
namespace canbeat::ast {
struct CardDef;
}

namespace canbeat::fast::titw {

// 003:64-72 TYPES OF CARDS, and the table's components (003:24-43).
enum class Type : std::uint8_t { firepower, attack, rowblock, oneshot, battlefield, character, airlock, nuke };

// The names a titw card's text may use (binding.hpp's ids, data.cpp's
// binding()): the Host of engine.cpp answers them.
enum Member : int {
  m_power, m_cost, m_rating, m_toughness, m_order, m_spaces, m_defense, m_dashes, m_ferro_spaces,
  m_newt_spaces, m_tokens, m_red_title, m_impervious, m_upcoming, m_alien_card, m_minus_turn, m_extra_turn,
  m_type, m_name, m_col, m_wounds, m_kills, m_used,
};
enum GameVar : int { g_field, g_space, g_last, g_nuke_tokens, g_marine_turns, g_alien_power, g_marine_power };
enum Procedure : int {
  p_kill, p_leave_play, p_remove_from_play, p_marker_forward, p_marker_back, p_casualty, p_death_tokens,
  p_update_last, p_remove_token,
};
enum Query : int { q_play, q_place, q_remove, q_discard_in_play, q_activate_airlock, kQueries };
cards::Binding binding(const std::vector<std::string>& names, const cards::Facts& facts);

struct Card {
  std::string name;
  Type type = Type::oneshot;
  int power = 0, cost = 0, rating = 0;
  int toughness = -1;  // -1: no Toughness printed
  int order = 0, spaces = 0, defense = 0, dashes = 0, ferro_spaces = -1, newt_spaces = -1, tokens = 0;
  bool red_title = false, impervious = false, upcoming = false, alien_card = false, minus_turn = false;
  bool extra_turn = false;
  // The stats it prints, one bit per Member from m_power to m_tokens: a
  // card's text reading one it does not print meets the reference's rules
  // error (cards::Member::optional).
  std::uint16_t printed = 0;
  int name_id = 0;    // its place in Data::names
  std::string power_name;  // its power's, "" none
  int power_name_id = -2, power_timing_id = -2;  // its power's name and timing word in Data::names
  std::vector<int> facts;  // the keywords and team it lists (cards::fact_ids)
  int program = -1;   // its power, compiled (Data::programs), -1: none
  std::vector<std::pair<int, int>> cants;  // its `cant` statements: (Query, program)
  std::vector<std::pair<int, int>> cans;   // its `can` statements: (Query, program)
  std::vector<int> obligations;            // its `must only play` statements: programs
  int copies = 1;
  bool operator==(const Card&) const = default;
};

struct Data {
  std::array<std::string, 2> seat_names;        // 0 = marine, 1 = alien
  std::array<std::vector<Card>, 2> decks;       // in deck-list order
  std::vector<std::string> names;               // every card's and power's name and timing word (string ids)
  // The cards' powers and statements, compiled once and shared by every
  // engine made from this Data. None until cards are compiled (a table
  // built by hand, with no powers).
  std::shared_ptr<const std::vector<cards::Program>> programs = std::make_shared<const std::vector<cards::Program>>();
  bool operator==(const Data& o) const {
    return seat_names == o.seat_names && decks == o.decks && names == o.names && *programs == *o.programs;
  }
};

// From a loaded DSL game, every card's text compiled (fast-engine/cards).
// Throws std::invalid_argument for a card the engine cannot play (a text
// the compiler refuses, missing type, number out of range),
// "FILE:LINE:COL: titw: card 'NAME': why".
Data load_data(const canbeat::dsl::Game& game);

// Why the engine cannot play `card` (load_data's reason), or nullopt.
std::optional<std::string> card_refusal(const canbeat::dsl::Game& game, const canbeat::ast::CardDef& card);

class Engine final : public canbeat::Engine {
 public:
  static constexpr int kMaxCards = 255;

  explicit Engine(const Data& data, Faults faults = {});

  std::string game() const override { return "titw"; }
  const std::vector<std::string>& seats() const override;
  Pending pending() const override;
  std::size_t option_count() const override { return option_count_; }
  std::string option_key(std::size_t i) const override;
  std::uint32_t option_weight(std::size_t i) const override;
  Observation observe() const override;
  Outcome outcome() const override;
  std::unique_ptr<canbeat::Engine> clone() const override;
  std::string stage(const Observation& position) override;

  int nuke_tokens() const { return s_.nuke_tokens; }

 protected:
  void do_apply(std::size_t i) override;

 private:
  struct Tables;
  struct Host;
  // What a finished text returns to: the card phase, or a casualty's end.
  // text: the text below, which activated it (`activate u, p;`).
  enum class Return : std::uint8_t { effect, fate, text };
  // A card text running: its machine's frame, and what it returns to.
  struct Text {
    cards::Frame frame{};
    Return back = Return::effect;
  };
  // Zones of titw.rules, per player, in declaration order.
  enum Zone : std::uint8_t { deck, hand, inplay, discard, removed, resolving, roster, dead, battlefields, side, beside_sulaco, kZones };
  // The table's zones (titw.rules), kept in the Marine player's row: their
  // cards are hers (003:47-49), observed and staged as `table.ZONE`.
  static bool table_zone(int z) { return z == battlefields || z == beside_sulaco; }
  enum class Phase : std::uint8_t { setup, marine_advance, marine_draw, marine_cards, alien_draw, alien_cards, alien_attack };
  enum class Step : std::uint8_t { draw, card_phase, place, pay, choice, casualty, over };
  // How the game ended; `card`: a card's `win`, `lose` or `tie`, whose
  // outcome the state keeps (State::card_end).
  enum class End : std::uint8_t { none, win, empty_draw, beyond_sulaco, card };
  // v_choice: a card's `choose` or `chance`, its option and element as
  // cards::list_options lists them.
  enum Verb : std::uint8_t { v_airlock, v_discard, v_done, v_play, v_to, v_pay, v_choice, v_casualty, v_draw };

  struct Inst {
    std::uint8_t kind = 0, owner = 0;
    std::uint8_t seat = 0, zone = deck;  // where it lies
    std::int8_t col = 0, wounds = 0, kills = 0, used = 0;
    std::int32_t power_turn = 0;         // the turn its power was last activated
    // Its place in its zone, kept in the reference's order: a move on top
    // counts up, a move to the bottom down; 0, never moved: by instance.
    std::int32_t seq = 0;
  };

  struct State {
    std::array<Inst, kMaxCards> inst{};
    std::uint8_t count[2][kZones] = {};
    // Each seat's zones as the ranks of their cards' keys (Tables::by_key):
    // the options list a zone's cards in key order at the cost of its size.
    // `count` keeps the sizes apart: read often, a count of the bits costs
    // 12% more work (callgrind, 200 games).
    std::array<std::array<CardSet<kMaxCards>, kZones>, 2> ranked{};
    int field = 1, space = 1, last = 0, nuke_tokens = 0, marine_turns = 0, alien_power = 0, marine_power = 0;
    int turn = 1;
    std::int32_t seq = 0, low = 0;  // the last Inst::seq given on top, at the bottom
    Phase phase = Phase::setup;
    Step step = Step::draw;
    End end = End::none;
    std::uint8_t winner = 0;
    Outcome card_end;  // End::card: the outcome a card's verb gave
    std::uint8_t seat = 0;        // who decides (or whose pile is drawn)
    std::uint8_t draws_left = 0;  // draws left in this draw phase, or setup's ten
    std::int16_t playing = -1;    // the card being played (hand, then resolving)
    std::uint8_t pays_left = 0;
    // The card texts running, innermost last: a power waits in its frame
    // for its choice, or for the casualty it asked for (whose fate power
    // then runs above it), as many deep as a chain of casualties goes.
    std::vector<Text> texts;
  };

  void move(int i, int seat, int zone);
  void move_bottom(int i, int seat, int zone);
  // Where card i lies in its zone's order, a key that sorts by Inst::seq,
  // then by instance.
  std::int64_t arrival(int i) const { return std::int64_t(s_.inst[i].seq) * kMaxCards + i; }
  std::string stage_card(int q, int zone, const std::string& text, std::vector<bool>& placed);
  std::string zone_text(int seats, int z) const;
  std::string card_shown(int i) const;
  void leave_play(int i, int zone);
  bool in_play(int i) const { return s_.inst[i].zone == inplay; }
  int field_card() const;
  void update_last();
  // A column's Marine cards and row-blockers, counted when a decision's
  // options first ask about a placement there (mostly the current column).
  struct Columns {
    const Engine& e;
    int col = -1000;  // the column counted (its order); none yet
    int marine = 0, blockers = 0;
    explicit Columns(const Engine& engine) : e(engine) {}
    void count(int order);
  };
  bool legal_play(int p, int i, Columns& k) const;
  bool allowed_play(int p, int i, Columns& k) const;
  bool legal_place(int p, int i, int b, Columns& k) const;
  bool rulebook_place(int p, int i, int b, Columns& k) const;
  bool legal_remove(int p, int i) const;
  // Whether a card's `cant` statement applies (most actions have none).
  bool forbidden(Query q, const int* args) const { return (cant_queries_ >> q & 1) && card_says(q, false, args); }
  // Whether a card's `can` statement applies: it beats the rulebook's cant.
  bool placeable(int p, int i, Columns& k) const;
  bool permitted(Query q, const int* args) const { return (can_queries_ >> q & 1) && card_says(q, true, args); }
  bool obliged(int p, int i) const;
  bool obliged_elsewhere(int p, int i) const;
  bool card_says(Query q, bool can, const int* args) const;

  void start_draws(int seat, int n);
  void after_draws();
  void start_turn();
  void end_card_phase();
  void attack();
  void after_attack();
  void start_casualty();
  void finish_casualty();
  void after_casualty();
  void after_pay();
  void run_power(int i, int you, Return back = Return::effect);
  void continue_text();
  bool perform(int procedure, const int* args);
  void after_effect();
  void finish_oneshot();
  void remove_token();
  void win(int seat);
  void make_options();
  void sort_choice_options();

  std::shared_ptr<const Tables> t_;
  Faults faults_;
  State s_;
  // The options of the pending decision, sized when the engine is made for
  // the widest decision its cards can offer (a `choose` with several binding
  // options offers a card once per option).
  std::vector<std::uint8_t> option_verb_;
  std::vector<std::int16_t> option_inst_;  // a card, a seat, a power (cards::list_options), ...
  static_assert(kMaxCards * cards::kPowerStride <= INT16_MAX, "a power option's element fits option_inst_");
  std::vector<std::uint16_t> option_choice_;  // the option of a card's choice
  std::uint16_t option_count_ = 0;
  std::uint8_t cant_queries_ = 0;
  std::uint8_t can_queries_ = 0;  // bit q: some card carries a `can` of Query q
  bool options_made_ = false;      // a card's choice listed the options inside do_apply
  // The card whose power a running text activates, and for whom: set while
  // the machine stops, then run (continue_text).
  std::pair<int, int> activating_{-1, -1};
};

}  // namespace canbeat::fast::titw
