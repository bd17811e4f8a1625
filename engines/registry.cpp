#include "engines/registry.hpp"

#include <stdexcept>

#include "interpreter/interpreter.hpp"

namespace canbeat {

EngineKind engine_kind(std::string_view name) {
  if (name == "ref" || name == "reference") return EngineKind::reference;
  if (name == "fast") return EngineKind::fast;
  throw std::invalid_argument("unknown engine '" + std::string(name) + "' (expected ref or fast)");
}

bool has_fast_engine(std::string_view game) { return game == "aliens" || game == "vs2pcg"; }

std::unique_ptr<Engine> make_engine(EngineKind kind, const dsl::Game& game, const Setup& setup,
                                    const fast::Faults& faults) {
  if (kind == EngineKind::reference) return std::make_unique<interp::Reference>(game, setup);
  // Vs. System 2PCG: any table size and any decks of the game.
  if (game.name() == "vs2pcg")
    return std::make_unique<fast::Vs2Engine>(fast::vs2pcg_data(game, setup), faults);
  if (game.name() != "aliens")
    throw std::invalid_argument("no fast engine for game '" + game.name() + "'");
  fast::AliensData data = fast::aliens_data(game);
  if (!setup.decks.empty() && setup.decks != game.list_property("decks"))
    throw std::invalid_argument("the fast ALIENS engine plays the game's own decks only");
  return std::make_unique<fast::AliensEngine>(data, faults);
}

fast::Faults fault_by_name(std::string_view name) {
  fast::Faults f;
  if (name == "tactics-without-plus-one") f.tactics_without_plus_one = true;
  else if (name == "tie-to-reserve") f.tie_to_reserve = true;
  else if (name == "fifth-discard") f.fifth_discard = true;
  else if (name == "strict-stun") f.strict_stun = true;
  else throw std::invalid_argument("unknown fault '" + std::string(name) + "'");
  return f;
}

}  // namespace canbeat
