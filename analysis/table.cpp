#include "analysis/table.hpp"

namespace canbeat::analysis {

std::unique_ptr<Engine> Table::make(EngineKind kind) const { return make_engine(kind, *game, setup, faults); }

EngineFactory Table::factory(EngineKind kind) const {
  return [this, kind] { return make(kind); };
}

}  // namespace canbeat::analysis
