#include "cli/repro_io.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

#include "dsl/file_io.hpp"
#include "harness/replay_end.hpp"

namespace canbeat::cli {

Repro make_repro(const Session& s, const std::vector<std::string>& choices,
                 const std::vector<std::string>& comments) {
  Repro r;
  r.version = 1;
  r.game = s.game->name();
  r.rules_hash = s.game->rules_hash;
  r.cards_hash = s.game->cards_hash;
  r.seats = s.game->seats_for(s.setup.players);
  r.decks = s.game->decks_for(s.setup.players, s.setup.decks);
  r.without = s.without;
  r.comments = comments;
  r.choices = choices;
  record_end(r, *s.game, s.setup);
  return r;
}

ReplayEnd reference_end(const dsl::Game& g, const Setup& setup, const std::vector<std::string>& choices) {
  std::unique_ptr<Engine> ref;
  try {
    ref = make_engine(EngineKind::reference, g, setup);
  } catch (const std::exception& e) {
    // The rules can fail before the first decision (a witness of an effect
    // that never ends): that error is where the game ends.
    ReplayEnd end;
    end.ends = std::string("error before the first choice: ") + e.what();
    return end;
  }
  return replay_end(*ref, choices);
}

void record_end(Repro& r, const dsl::Game& g, const Setup& setup) {
  ReplayEnd end = reference_end(g, setup, r.choices);
  r.ends = end.ends;
  r.end_state = end.end_state;
}

std::string table_problem(dsl::Game& game, const Repro& r) {
  try {
    std::vector<std::string> seats = game.seats_for(r.seats.size());
    if (seats != r.seats)
      throw std::invalid_argument(fmt::format("seats '{}' are not the game's seats for {} players ('{}')",
                                              fmt::join(r.seats, " "), seats.size(), fmt::join(seats, " ")));
    build_table_decks(game, r.decks);
    game.decks_for(r.seats.size(), r.decks);
    for (const std::string& d : r.decks)
      if (!game.find_deck(d)) throw std::invalid_argument("no deck named '" + d + "'");
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
  return "";
}

Session open_repro(const std::string& path, const Args& args, Repro& out, bool stale_ok) {
  out = load_repro(path);
  use_engine_command(args);
  Session s;
  s.game = load_game_or_throw(args.has("rules") ? args.get("rules", "") : out.game);
  if (s.game->name() != out.game)
    throw UsageError(fmt::format("{}: repro is for game '{}', the rules are for '{}'", path,
                                 out.game, s.game->name()));
  StaleCheck stale = check_stale(out, s.game->rules_hash, s.game->cards_hash);
  if (stale.staleness == Staleness::stale && !stale_ok)
    throw UsageError(fmt::format("{}: not replayed, {}", path, stale.message));
  s.setup.players = out.seats.size();
  s.setup.decks = out.decks;
  // Bad input, exit 2, never a replay of another table.
  if (std::string why = table_problem(*s.game, out); !why.empty()) throw UsageError(fmt::format("{}: {}", path, why));
  // The table as it was played: without the cards the file names.
  s.play_without(out.without);
  if (args.has("fault")) s.faults = fault_of_game(s.game->name(), args.get("fault", ""));
  return s;
}

std::string choice_error(const std::string& path, const Repro& repro, const LockstepResult& r) {
  std::size_t index = std::min(r.choices.size(), repro.choices.size());
  // Made printable here: an exception's what() would end at a NUL byte.
  return fmt::format("{}:{}:1: error: {}", path, repro.choices_line + index, files::printable(r.error));
}

}  // namespace canbeat::cli
