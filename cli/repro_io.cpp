#include "cli/repro_io.hpp"

#include <fmt/format.h>


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
  r.comments = comments;
  r.choices = choices;
  return r;
}

Session open_repro(const std::string& path, const Args& args, Repro& out) {
  out = load_repro(path);
  Session s;
  s.game = load_game_or_throw(args.has("rules") ? args.get("rules", "") : out.game);
  if (s.game->name() != out.game)
    throw UsageError(fmt::format("{}: repro is for game '{}', the rules are for '{}'", path,
                                 out.game, s.game->name()));
  StaleCheck stale = check_stale(out, s.game->rules_hash, s.game->cards_hash);
  if (stale.staleness == Staleness::stale)
    throw UsageError(fmt::format("{}: not replayed, {}", path, stale.message));
  s.setup.players = out.seats.size();
  s.setup.decks = out.decks;
  build_decks(*s.game, s.setup.decks);
  if (args.has("fault")) s.faults = fault_by_name(args.get("fault", ""));
  return s;
}

}  // namespace canbeat::cli
