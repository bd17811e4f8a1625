// What every analysis starts from: a loaded game, the table (seats and
// decks) and the test-only faults, and fresh engines of either kind for it.
// The CLI's session is this (cli/session.hpp).
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "dsl/game.hpp"
#include "engines/refusals.hpp"
#include "engines/registry.hpp"
#include "harness/shrink.hpp"

namespace canbeat::interp {
class Reference;
class PreparedReference;
}  // namespace canbeat::interp

namespace canbeat::analysis {

struct Table {
  std::unique_ptr<dsl::Game> game;  // engines point into it: it never moves
  Setup setup;
  fast::Faults faults;  // test-only, from --fault
  // The cards this table is played without (engines/refusals.hpp): the
  // ones the fast engine refuses, for the commands that run both engines.
  std::vector<std::string> without;
  // When the analyses stop (--seconds): no game starts after it, and a
  // shrink keeps the witness it has. None: they run to their budgets.
  std::optional<std::chrono::steady_clock::time_point> deadline;
  bool time_up() const { return deadline && std::chrono::steady_clock::now() >= *deadline; }
  // Threads one finding's own work may use (a witness's shrink): --jobs.
  // Results are the same for any number.
  int jobs = 1;
  // A line on stderr saying how far a long analysis is, when stderr is a
  // terminal (a log or a test reads only the report).
  void progress(const std::string& line) const;

  // Takes the cards `keys` names out of the decks (before any engine is
  // made) and remembers them in `without`.
  void play_without(const std::vector<std::string>& keys);
  // The cards of this table the fast engine refuses, taken out as above;
  // returns them with the reasons.
  std::vector<RefusedCard> play_without_refused();

  // A fresh engine at the start of the game, started from the table
  // prepared once (engines/registry.hpp prepare_engine) for the game,
  // setup and faults as they are now. Throws std::invalid_argument when the
  // game has no engine of that kind or the table is not one it plays.
  std::unique_ptr<Engine> make(EngineKind kind) const;
  EngineFactory factory(EngineKind kind) const;
  // The reference that explains (interp::Keep::explanations: conflicts),
  // started likewise from the table prepared once. Throws as
  // interp::Reference's constructor (a rule that runs away at the start).
  std::unique_ptr<interp::Reference> make_explaining() const;
  // Builds what the game builds on first use (its deck lists), so that
  // engines may then be made on many threads at once: call it first.
  void prepare_threads() const;

 private:
  // The prepared table of each kind and what it was prepared for: another
  // game, setup or faults prepares again; play_without forgets them (the
  // game changed in place). Behind a pointer: a table moves, its lock not.
  struct Prepared {
    const dsl::Game* game = nullptr;
    Setup setup;
    fast::Faults faults;
    std::shared_ptr<const PreparedGame> prepared;
  };
  struct PreparedCache {
    std::mutex lock;
    Prepared kinds[2];
    Prepared explaining;  // its `prepared` a PreparedReference
  };
  std::shared_ptr<const PreparedGame> prepared_once(Prepared& p, const std::function<std::shared_ptr<const PreparedGame>()>& prepare) const;
  std::shared_ptr<const PreparedGame> prepared(EngineKind kind) const;
  std::unique_ptr<PreparedCache> cache_ = std::make_unique<PreparedCache>();
};

// A copy of the reference interpreter `e` that another thread may play
// while `e` goes on (StepProperty::save): a clone shares the names it
// resolves on first use.
std::unique_ptr<Engine> saved_reference(const Engine& e);

}  // namespace canbeat::analysis
