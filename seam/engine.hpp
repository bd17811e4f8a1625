// The seam: what every engine (the reference interpreter and each fast engine)
// implements, and all the harness (lockstep, shrink, repro, agents) relies on.
// See ../shared/DESIGN.md "The seam". An engine is a state machine of
// decisions: pending() says who decides now, the options are listed in one
// canonical order with canonical text keys, apply() takes one of them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "seam/observation.hpp"

namespace canbeat {

// How deep legality queries may nest inside each other's conditions (a
// statement asking `legal` of another action, and so on) before the game
// stops with a rules error: the same bound on every engine (docs/dsl.md
// "Legality queries").
inline constexpr int kLegalityDepthLimit = 64;

// Who decides now. `chance` decisions are resolved by the driver (engines
// hold no random generator); `none` means the game is over.
enum class Decider : std::uint8_t { none, player, chance };

struct Pending {
  Decider who = Decider::none;
  int seat = -1;  // the deciding player, or the owner of the shuffled pile
  // A player's secret decision (`choose p secret`): the other seats see
  // that the player chose, not what (a --view trace shows "?").
  bool secret = false;
  bool operator==(const Pending&) const = default;
};

// How a game ended. `undecided` is a named situation the rulebook does not
// decide (e.g. "empty-draw"): reported identically by every engine, never a
// guess and never a crash. `loss`: every seat lost together (a game the
// seats play together, against the game itself: `lose all;`).
struct Outcome {
  enum class Kind : std::uint8_t { ongoing, win, tie, undecided, loss };
  Kind kind = Kind::ongoing;
  int winner = -1;     // seat, when kind == win
  std::string reason;  // id, when kind == undecided
  std::uint32_t allies = 0;  // further seats that win with the winner (a team), one bit each
  bool operator==(const Outcome&) const = default;
};

// "ongoing", "win north", "win first+third" (a team), "tie", "undecided empty-draw",
// "lose all"
std::string outcome_text(const Outcome& o, const std::vector<std::string>& seats);
// "player marine", "player north secret", "chance alien", "none"
std::string pending_text(const Pending& p, const std::vector<std::string>& seats);

// A rule violation: an option that is not legal now. Part of the game, so it
// is compared across engines; the message is built here so it is identical.
struct IllegalOption : std::runtime_error {
  using std::runtime_error::runtime_error;
};
// A broken invariant inside an engine: abort the run and save the case.
struct EngineBug : std::logic_error {
  using std::logic_error::logic_error;
};
// The step budget ran out: reported as a possible endless loop.
struct OutOfBudget : std::runtime_error {
  using std::runtime_error::runtime_error;
};
// The work one decision may do before an engine says OutOfBudget: the
// expressions the reference evaluates and the elements aggregates visit
// (a fast engine counts only the latter, never more than the reference).
inline constexpr long kDecisionWork = 4'000'000;

// Which decks sit at which seats. Empty decks means the game's defaults.
struct Setup {
  std::vector<std::string> decks;  // one per seat; empty: the game's own (dsl::Game::decks_for)
  std::size_t players = 0;         // 0: the game's default number (dsl::Game::seats_for)
  bool operator==(const Setup&) const = default;
};

// An option key with its cards' serial numbers removed: "attack Newt#12"
// is "attack Newt" (engines number a card's copies where copies differ;
// scenario files and staging name cards by name). A name's own "#8", after
// a blank ("Ripley #8#2" is "Ripley #8"), stays.
std::string without_serials(std::string_view key);

class Engine {
 public:
  virtual ~Engine() = default;

  // The game's name as the DSL declares it (`game NAME { ... }`).
  virtual std::string game() const = 0;

  // The seat names in seat order (the DSL's `players` property).
  virtual const std::vector<std::string>& seats() const = 0;

  // Who decides now. Decider::none exactly when outcome() is not ongoing.
  virtual Pending pending() const = 0;

  // The options of the pending decision, 0 when the game is over. Options
  // are distinct and sorted by key (byte order); every decision is listed,
  // even one with a single option.
  virtual std::size_t option_count() const = 0;

  // The canonical text key of option i, e.g. "draw Private", "discard Queen",
  // "done". Keys are the language of repro files.
  virtual std::string option_key(std::size_t i) const = 0;

  // option_key(i) written into `out`, over what it held: the lockstep reads
  // every option of both engines at every step, and an engine that writes
  // its keys in place reuses the last step's strings instead of allocating.
  virtual void option_key_to(std::size_t i, std::string& out) const { out = option_key(i); }

  // Relative weight of option i: for chance decisions, how many identical
  // cards that option stands for; 1 for player decisions.
  virtual std::uint32_t option_weight(std::size_t i) const = 0;

  // The full canonical state (see observation.hpp for the field contract).
  virtual Observation observe() const = 0;

  // What seat `seat` sees of it (docs/dsl.md "Who sees a zone"): the same
  // fields, each card it may not see written "?". nullopt from an engine
  // that does not model who sees what (the default); the lockstep compares
  // views wherever both engines give them, so an engine that shows a seat
  // a card it may not see diverges.
  virtual std::optional<Observation> view(int seat) const;

  // The result so far; Kind::ongoing until the game ends.
  virtual Outcome outcome() const = 0;

  // An independent copy in the same state, history included.
  virtual std::unique_ptr<Engine> clone() const = 0;

  // Whether clone() replays the history on a new game (an engine whose
  // state cannot be copied): a copy costs the whole game so far, so a
  // caller that keeps many states keeps their histories instead and
  // replays only the one it resumes.
  virtual bool clone_replays() const { return false; }

  // Staging (scenario files, docs/scenarios.md "position"): on a fresh
  // engine, puts the game in a declared position instead of playing to it,
  // then runs to the first decision. `position` holds observation fields as
  // observe() writes them: `turn`, `phase` (the phase to start, from its
  // beginning), `game.VAR`, `SEAT.VAR`, `SEAT.ZONE` (card texts with their
  // marks); every card it does not place stays in its owner's start zone.
  // Returns "" when staged, else why not (an engine that cannot stage says so).
  virtual std::string stage(const Observation& position);

  // Takes option i (i < option_count()), records it, advances to the next
  // decision. Throws IllegalOption when i is out of range.
  void apply(std::size_t i);

  // Takes the option whose key is `key`. Throws IllegalOption naming the key
  // and the pending decision when there is no such option.
  void apply(std::string_view key);

  // Index of the option with this key, or npos.
  std::size_t find_option(std::string_view key) const;

  // Every option index applied so far, in order.
  const std::vector<std::uint32_t>& history() const { return history_; }

  // All option keys of the pending decision, in order.
  std::vector<std::string> option_keys() const;

  static constexpr std::size_t npos = static_cast<std::size_t>(-1);

 protected:
  // Advance by option i; i has been range-checked by apply().
  virtual void do_apply(std::size_t i) = 0;

 private:
  std::vector<std::uint32_t> history_;
};

}  // namespace canbeat
