// The engines there are for each game: the reference interpreter runs every
// game; a fast engine exists for the games that registered one
// (fast-engine/registry.hpp). The only place that knows both kinds, so that
// interpreter/ and fast-engine/ never see each other. It names no game.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dsl/game.hpp"
#include "fast-engine/registry.hpp"
#include "seam/engine.hpp"
#include "seam/prepared.hpp"

namespace canbeat {

enum class EngineKind { reference, fast };

// "ref" | "reference" -> reference, "fast" -> fast; throws std::invalid_argument.
EngineKind engine_kind(std::string_view name);

// Whether `game` has a registered fast engine.
bool has_fast_engine(std::string_view game);

// The games with a fast engine, by name.
std::vector<std::string> fast_engine_games();

// A fresh engine at the start of a game. `faults` are the fast engine's
// test-only deliberate bugs (ignored by the reference). Throws
// std::invalid_argument when the game has no engine of that kind, a deck
// is unknown, or a fault is not one of the game's.
std::unique_ptr<Engine> make_engine(EngineKind kind, const dsl::Game& game, const Setup& setup,
                                    const fast::Faults& faults = {});

// The table prepared once (seam/prepared.hpp), to start as many engines
// as a run needs, each as make_engine would make it: the reference's start
// of play run once; a built-in fast engine made once (its data loaded, its
// cards compiled) and each start a clone of it; an engine command's made
// afresh at each start (a process of its own). Throws as make_engine: when
// preparing, or at each start of an engine command.
std::shared_ptr<const PreparedGame> prepare_engine(EngineKind kind, const dsl::Game& game, const Setup& setup,
                                                   const fast::Faults& faults = {});

// The fault `name` of any registered fast engine (make_engine checks that it
// is the game's). Throws std::invalid_argument for an unknown name.
fast::Faults fault_by_name(std::string_view name);

// The game whose fast engine registers `fault`; "" when none does.
std::string game_of_fault(std::string_view fault);

// "NAME (GAME), ...": every registered fault with its game.
std::string fault_names();

// The game's table rules (fast::TableRules), applied to `g` for a table of
// `decks`: decks built from others are added. Nothing for a game without
// such rules. Throws std::invalid_argument naming a deck it cannot build.
void build_table_decks(dsl::Game& g, const std::vector<std::string>& decks);

// A table like `base` that deals `card`, by the game's table rules, or nullopt.
std::optional<Setup> table_dealing(const dsl::Game& g, const Setup& base, const ast::CardDef& card);

}  // namespace canbeat
