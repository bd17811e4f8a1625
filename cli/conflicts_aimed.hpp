// The pairs no game of a conflict search met, searched again on the tables
// that deal the cards they name (the game's table rules: engines/registry.hpp
// table_dealing). A pair met there takes that table's witness game, saved
// with that table, and its finding says which table it was. A pair
// witnessed only from a position of one table is still looked for from the
// start of the later ones, whose witness game replaces the position's.
#pragma once

#include <cstdint>
#include <functional>

#include "analysis/conflict_report.hpp"
#include "analysis/position_search.hpp"
#include "cli/session.hpp"

namespace canbeat::cli {

// A witness saver for a table (its repros and scenarios name its decks).
using SaverFor = std::function<analysis::SaveWitness(const Session& table)>;
// Where a table's witnesses from positions go (analysis/position_search.hpp).
using SinkFor = std::function<analysis::PositionSink(const Session& table)>;

// For every pair of `report` neither witnessed nor impossible whose
// statements belong to cards table `s` does not deal: `games` seeded games
// on each table that deals one, and the pairs met there witnessed; those
// still unmet then from that table's positions (through `sink`). Returns
// how many pairs it witnessed; `report` is updated in place.
std::size_t witness_on_dealing_tables(const Session& s, const analysis::ConflictSearch& r,
                                      analysis::ConflictReport& report, long games, std::uint64_t seed, int jobs,
                                      const SaverFor& saver, const SinkFor& sink);

}  // namespace canbeat::cli
