#include "engines/staged.hpp"

#include "engines/registry.hpp"

namespace canbeat {

namespace {

Staged stage(std::unique_ptr<Engine> e, const Observation& position) {
  Staged s{std::move(e), "", ""};
  try {
    s.refused = s.engine->stage(position);
  } catch (const std::exception& x) {
    s.error = x.what();
  }
  return s;
}

}  // namespace

StagedPair stage_both(const dsl::Game& game, const Observation& position) {
  return {stage(make_engine(EngineKind::reference, game, {}), position),
          stage(make_engine(EngineKind::fast, game, {}), position)};
}

}  // namespace canbeat
