#include "analysis/table.hpp"

#include <unistd.h>

#include <cstdio>

#include "interpreter/interpreter.hpp"

namespace canbeat::analysis {

std::unique_ptr<Engine> Table::make(EngineKind kind) const { return prepared(kind)->start(); }

std::shared_ptr<const PreparedGame> Table::prepared(EngineKind kind) const {
  return prepared_once(cache_->kinds[kind == EngineKind::reference ? 0 : 1],
                       [&] { return prepare_engine(kind, *game, setup, faults); });
}

std::unique_ptr<interp::Reference> Table::make_explaining() const {
  auto prepared = prepared_once(cache_->explaining, [&] {
    return std::make_shared<const interp::PreparedReference>(*game, setup, interp::Keep::explanations);
  });
  return static_cast<const interp::PreparedReference&>(*prepared).start_reference();
}

// Prepares again when the game, setup or faults are not those `p` was
// prepared for; one thread at a time (engines are made on many).
std::shared_ptr<const PreparedGame> Table::prepared_once(
    Prepared& p, const std::function<std::shared_ptr<const PreparedGame>()>& prepare) const {
  std::lock_guard<std::mutex> hold(cache_->lock);
  if (!p.prepared || p.game != game.get() || !(p.setup == setup) || !(p.faults == faults))
    p = {game.get(), setup, faults, prepare()};
  return p.prepared;
}

void Table::play_without(const std::vector<std::string>& keys) {
  if (keys.empty()) return;
  *game = without_cards(*game, keys);
  for (Prepared& p : cache_->kinds) p = {};
  cache_->explaining = {};
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

std::unique_ptr<Engine> saved_reference(const Engine& e) {
  if (const auto* ref = dynamic_cast<const interp::Reference*>(&e)) return ref->independent_copy();
  return e.clone();
}

}  // namespace canbeat::analysis
