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

// What a card's text does, by the name of its power (games/titw/*.cards).
// The engine knows these; a card with another power is refused.
enum class Effect : std::uint8_t {
  none,
  explosive_tip,   // 10mm: kill an Alien card of power <= 1 in the current column
  bursts,          // Short, Controlled Bursts: ... of power <= 2
  covering_fire,   // Stand-in Covering Fire: ... of power <= 1
  lets_rock,       // Let's Rock!: two kills, Alien cards of the current column
  get_away,        // Get away from her: the Queen of the current column out of the game
  minus_turn,      // Let's get out of here: the marker one space ahead
  laying_eggs,     // So who's laying these eggs?: the Queen back from the discard pile
  burke_card,      // Burke. Carter J.: a casualty
  extra_turn,      // Stand-in Extra Turn: the marker one space back
  acid_blood,      // Stand-in Acid Blood: remove a Marine firepower card
  sucked_out,      // the Airlock: the Sulaco's column leaves play
  company_man,     // Burke's fate: two Nuke tokens, never the last
  newt_back,       // a scenario's test card: Newt back on the roster
};

struct Card {
  std::string name;
  Type type = Type::oneshot;
  int power = 0, cost = 0, rating = 0;
  int toughness = -1;  // -1: no Toughness printed
  int order = 0, spaces = 0, defense = 0, dashes = 0, ferro_spaces = -1, newt_spaces = -1, tokens = 0;
  bool red_title = false, impervious = false, upcoming = false, alien_card = false, minus_turn = false;
  bool weld = false;  // its own `cant place`: the Aliens place nothing in its column
  Effect effect = Effect::none;
  int copies = 1;
  bool operator==(const Card&) const = default;
};

struct Data {
  std::array<std::string, 2> seat_names;        // 0 = marine, 1 = alien
  std::array<std::vector<Card>, 2> decks;       // in deck-list order
  bool operator==(const Data&) const = default;
};

// From a loaded DSL game. Throws std::invalid_argument for a card the
// engine cannot play (unknown power, a known power's name with another
// body, a statement it does not play, missing type, number out of range),
// "FILE:LINE:COL: titw: card 'NAME': why".
Data load_data(const canbeat::dsl::Game& game);

// Why the engine cannot play `card` (load_data's reason), or nullopt.
std::optional<std::string> card_refusal(const canbeat::dsl::Game& game, const canbeat::ast::CardDef& card);

class Engine final : public canbeat::Engine {
 public:
  static constexpr int kMaxCards = 255;
  static constexpr int kMaxOptions = kMaxCards + 4;

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
  // Zones of titw.rules, per player, in declaration order.
  enum Zone : std::uint8_t { deck, hand, inplay, discard, removed, resolving, roster, dead, battlefields, table, kZones };
  enum class Phase : std::uint8_t { setup, marine_advance, marine_draw, marine_cards, alien_draw, alien_cards, alien_attack };
  enum class Step : std::uint8_t { draw, card_phase, place, pay, kill, acid, casualty, over };
  enum class End : std::uint8_t { none, win, empty_draw, beyond_sulaco };
  enum Verb : std::uint8_t { v_airlock, v_discard, v_done, v_play, v_to, v_pay, v_kill, v_remove, v_casualty, v_draw };

  struct Inst {
    std::uint8_t kind = 0, owner = 0;
    std::uint8_t seat = 0, zone = deck;  // where it lies
    std::int8_t col = 0, wounds = 0, kills = 0, used = 0;
    std::int32_t power_turn = 0;         // the turn its power was last activated
    std::uint32_t seq = 0;               // order of arrival in an ordered zone
  };

  struct State {
    std::array<Inst, kMaxCards> inst{};
    std::uint8_t count[2][kZones] = {};
    int field = 1, space = 1, last = 0, nuke_tokens = 0, marine_turns = 0, alien_power = 0, marine_power = 0;
    int turn = 1;
    std::uint32_t seq = 0;
    Phase phase = Phase::setup;
    Step step = Step::draw;
    End end = End::none;
    std::uint8_t winner = 0;
    std::uint8_t seat = 0;        // who decides (or whose pile is drawn)
    std::uint8_t draws_left = 0;  // draws left in this draw phase, or setup's ten
    std::int16_t playing = -1;    // the card being played (hand, then resolving)
    std::uint8_t pays_left = 0;
    std::uint8_t kills_left = 0;  // Let's Rock!'s second kill
    Effect effect = Effect::none; // the effect whose choice is pending
    bool casualty_in_attack = false;
  };

  void move(int i, int seat, int zone);
  std::string stage_card(int q, int zone, const std::string& text, std::vector<bool>& placed);
  void leave_play(int i, int zone);
  bool in_play(int i) const { return s_.inst[i].zone == inplay; }
  int field_card() const;
  void update_last();
  bool legal_play(int p, int i) const;
  bool legal_place(int p, int i, int b) const;
  bool kill_target(int i) const;

  void start_draws(int seat, int n);
  void after_draws();
  void start_turn();
  void end_card_phase();
  void attack();
  void after_attack();
  void start_casualty(bool in_attack);
  void after_casualty();
  void after_pay();
  void run_power(int i, int you);
  void after_effect();
  void finish_oneshot();
  void remove_token();
  void win(int seat);
  void make_options();

  std::shared_ptr<const Tables> t_;
  Faults faults_;
  State s_;
  std::uint8_t option_verb_[kMaxOptions] = {};
  std::int16_t option_inst_[kMaxOptions] = {};
  std::uint16_t option_count_ = 0;
};

}  // namespace canbeat::fast::titw
