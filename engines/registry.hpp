// The engines there are for each game: the reference interpreter runs every
// game in games/; a fast engine exists for some. The only place that knows
// both kinds, so that interpreter/ and fast-engine/ never see each other.
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "dsl/game.hpp"
#include "fast-engine/aliens_engine.hpp"
#include "fast-engine/faults.hpp"
#include "fast-engine/vs2pcg_engine.hpp"
#include "harness/engine.hpp"

namespace canbeat {

enum class EngineKind { reference, fast };

// "ref" | "reference" -> reference, "fast" -> fast; throws std::invalid_argument.
EngineKind engine_kind(std::string_view name);

// Whether `game` has a native fast engine.
bool has_fast_engine(std::string_view game);

// A fresh engine at the start of a game. `faults` are the fast engine's
// test-only deliberate bugs (ignored by the reference). Throws
// std::invalid_argument when the game has no engine of that kind or a deck
// is unknown.
std::unique_ptr<Engine> make_engine(EngineKind kind, const dsl::Game& game, const Setup& setup,
                                    const fast::Faults& faults = {});

// The test-only faults by name: tactics-without-plus-one, tie-to-reserve,
// fifth-discard (ALIENS), strict-stun (vs2pcg). Throws std::invalid_argument for an unknown name.
fast::Faults fault_by_name(std::string_view name);

}  // namespace canbeat
