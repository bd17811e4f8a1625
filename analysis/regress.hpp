// Regression of a changed game: the same choices replayed on the game as it
// was (the baseline sources) and as it is, on one engine kind, compared step
// by step: the first decision where what the engine observes or offers
// differs, or the first choice the current game no longer offers.
#pragma once

#include <string>
#include <vector>

#include "dsl/game.hpp"
#include "engines/registry.hpp"

namespace canbeat::analysis {

struct GameChange {
  enum class Kind { unchanged, changed, broken, not_run } kind = Kind::unchanged;
  std::size_t step = 0;   // decisions made before the difference
  std::string field;      // the first differing field ("options" when only they differ)
  std::string before, after;  // its value on the baseline and now
  std::string decided;    // changed options: the statement that decides it now, and on the baseline
  std::vector<std::string> offered;  // broken: what the current game offers instead
  std::string note;       // not_run: why (an engine that cannot run the game)
};

// Replays `choices` on a fresh engine of `kind` for each game and compares.
GameChange compare_games(const dsl::Game& baseline, const dsl::Game& current, const Setup& setup,
                         const std::vector<std::string>& choices, EngineKind kind);

// "unchanged", "changed at step 12: first.hand [A] -> [A, B]", "broken at step 3: ..."
std::string change_text(const GameChange& c);

// The names of the cards whose definition differs between the two games
// (printed form), added or removed.
std::vector<std::string> changed_cards(const dsl::Game& baseline, const dsl::Game& current);

}  // namespace canbeat::analysis
