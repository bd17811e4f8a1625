// A game prepared for one table: what every engine of that table shares,
// loaded and compiled once (OpenSpiel's Game beside its States), and the
// engines a run needs started from it. diff starts two per game, a shrink
// two per probe, the fuzz targets two per input: none of them pays again
// for what only depends on the rules, the cards and the table.
#pragma once

#include <memory>

#include "seam/engine.hpp"

namespace canbeat {

class PreparedGame {
 public:
  virtual ~PreparedGame() = default;

  // A fresh engine at the start of the game, the same as one made from
  // the rules for this table. May be called from many threads at once
  // (diff --jobs): a prepared game changes nothing a start reads, and the
  // engines it starts share nothing they change. An engine it started
  // may outlive it.
  virtual std::unique_ptr<Engine> start() const = 0;
};

}  // namespace canbeat
