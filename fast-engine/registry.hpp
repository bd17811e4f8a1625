// How a fast engine joins canbeat: it registers itself from its own folder
// (fast-engine/<game>/register.cpp) with its game's name, a factory, its
// test-only faults and its table rules, in the manner of OpenSpiel's
// REGISTER_SPIEL_GAME. engines/ makes engines from what is registered; the
// CLI, the conformance suite, the stateful property, the fuzz targets and
// bench iterate it. Nothing outside a game's folders names the game.
// docs/adding-a-game.md walks through a registration.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dsl/game.hpp"
#include "seam/engine.hpp"

namespace canbeat::fast {

// The deliberate bugs switched on, by name (`--fault NAME`); each engine
// reads the ones it registered and ignores none: make_engine refuses a
// name its game does not register.
struct Faults {
  std::vector<std::string> names;
  bool has(std::string_view name) const;
  bool operator==(const Faults&) const = default;
};

// A fault a fast engine can be built with, and the rule it breaks.
// What the harness must achieve on it is part of the registration, so that
// one generic test (properties/fault_injection_test.cpp) holds every
// engine's faults to it: lockstep finds it within `found_within` seeded
// random games, and the shrinker cuts the case to at most `shrunk_at_most`
// choices.
struct FaultInfo {
  std::string name;  // "strict-stun"
  std::string rule;  // "Combat (000:234): a strike stuns only when ATK > DEF"
  int found_within = 200;
  std::size_t shrunk_at_most = 200;
};

// What a game says about its tables beyond its DSL: decks it builds from
// other decks when a table names them (the Vs. System's `company@ALN-005`,
// 000:647; deck_variants.hpp builds those of that shape in a game's
// words). Both are optional.
struct TableRules {
  // Adds to `g` every deck of `decks` that the game builds from others and
  // `g` lacks. Throws std::invalid_argument naming the deck when it cannot.
  std::function<void(dsl::Game& g, const std::vector<std::string>& decks)> build_decks;
  // A table like `base` that deals `card`, for a card `base` does not deal
  // (searches that want every card played), or deals in some seats only
  // (a table dealing it in another seat), or nullopt.
  std::function<std::optional<Setup>(const dsl::Game& g, const Setup& base, const ast::CardDef& card)>
      table_dealing;
};

using EngineMaker =
    std::function<std::unique_ptr<canbeat::Engine>(const dsl::Game&, const Setup&, const Faults&)>;

// Why the fast engine cannot play `card` (its compiler refuses an ability:
// "file:line:col: ..."), or nullopt when it can.
using CardRefusal = std::function<std::optional<std::string>(const dsl::Game&, const ast::CardDef&)>;

struct Registration {
  std::string game;  // the name its rules declare (`game NAME { ... }`)
  EngineMaker make;  // throws std::invalid_argument for a table it cannot play
  // Optional: asked card by card, so that a table holding a card the engine
  // refuses plays on without it (engines/refusals.hpp) instead of not at all.
  CardRefusal refuses;
  std::vector<FaultInfo> faults;
  TableRules table;
};

// Adds `r` (at static initialisation: `const bool registered =
// add_registration(...)` in the game's register.cpp). Returns true. A second
// registration of one game name is an error at start-up (std::logic_error).
bool add_registration(Registration r);

// Every registration, by game name.
const std::vector<Registration>& registrations();

// The registration of `game`, or nullptr.
const Registration* find_registration(std::string_view game);

}  // namespace canbeat::fast
