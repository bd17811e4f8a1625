#include "analysis/table.hpp"

#include <unistd.h>

#include <cstdio>

namespace canbeat::analysis {

std::unique_ptr<Engine> Table::make(EngineKind kind) const { return make_engine(kind, *game, setup, faults); }

void Table::play_without(const std::vector<std::string>& keys) {
  if (keys.empty()) return;
  *game = without_cards(*game, keys);
  without.insert(without.end(), keys.begin(), keys.end());
}

std::vector<RefusedCard> Table::play_without_refused() {
  std::vector<RefusedCard> refused = refused_cards(*game, setup);
  play_without(keys_of(refused));
  return refused;
}

EngineFactory Table::factory(EngineKind kind) const {
  return [this, kind] { return make(kind); };
}

void Table::progress(const std::string& line) const {
  if (isatty(STDERR_FILENO)) std::fprintf(stderr, "%s: %s\n", game->name().c_str(), line.c_str());
}

void Table::prepare_threads() const {
  try {
    game->deck_lists();
  } catch (const std::exception&) {
    // A deck that does not build fails each game alike, on any thread.
  }
}

}  // namespace canbeat::analysis
