#include "cli/session.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>

#include "engines/engine_command.hpp"

namespace canbeat::cli {

std::unique_ptr<dsl::Game> load_game_or_throw(const std::string& dir_or_name) {
  std::string dir = dir_or_name;
  if (dir.empty()) throw UsageError("no game named '': give --game NAME or --rules DIR");
  std::error_code ec;
  std::filesystem::file_status st = std::filesystem::status(dir, ec);
  if (std::filesystem::exists(st) && !std::filesystem::is_directory(st))
    throw UsageError(dir + ": not a folder (a game is a folder of *.rules, *.cards and *.deck files)");
  if (!std::filesystem::is_directory(st)) {
    std::string builtin = dsl::builtin_games_dir() + "/" + dir_or_name;
    if (dir_or_name.find('/') != std::string::npos || !std::filesystem::is_directory(builtin, ec))
      throw UsageError("no game '" + dir_or_name + "' (built-in games are in " +
                       dsl::builtin_games_dir() + "; use --rules DIR for others)");
    dir = builtin;
  }
  dsl::Diagnostics diags;
  std::optional<dsl::Game> game = dsl::load_game(dir, diags);
  if (!game) {
    std::fputs(diags.text().c_str(), stderr);
    throw UsageError("the game in " + dir + " has errors");
  }
  return std::make_unique<dsl::Game>(std::move(*game));
}

void build_decks(dsl::Game& g, const std::vector<std::string>& decks) {
  try {
    build_table_decks(g, decks);
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
}

void use_engine_command(const Args& args) {
  if (!args.has("engine-cmd")) return;
  std::string cmd = args.get("engine-cmd", "");
  if (cmd.find_first_not_of(" \t") == std::string::npos) throw UsageError("--engine-cmd needs a command");
  set_engine_command(cmd);
}

Session open_session(const Args& args) {
  use_engine_command(args);
  Session s;
  s.game = load_game_or_throw(args.has("rules") ? args.get("rules", "") : args.get("game", dsl::default_game()));
  if (args.has("game") && args.has("rules") && s.game->name() != args.get("game", ""))
    throw UsageError("--rules holds game '" + s.game->name() + "', not '" + args.get("game", "") + "'");
  // A game with declarations and card data but no `turn` yet
  // can be checked, not played: no engine has anything to run.
  if (s.game->all<ast::Turn>().empty())
    throw UsageError("game '" + s.game->name() +
                     "' has no turn sequence yet: only `canbeat check` applies");
  // --players N and --decks a,b,...: the table (dsl::Game::seats_for, decks_for).
  if (args.has("players")) s.setup.players = static_cast<std::size_t>(args.number("players", 0, 1, 16));
  if (args.has("decks")) {
    std::string list = args.get("decks", "");
    for (std::size_t at = 0; at <= list.size();) {
      std::size_t comma = std::min(list.find(',', at), list.size());
      s.setup.decks.push_back(list.substr(at, comma - at));
      at = comma + 1;
    }
    if (!args.has("players")) s.setup.players = s.setup.decks.size();
    build_decks(*s.game, s.setup.decks);
  }
  try {
    // An unknown deck is named before the table is counted.
    for (const std::string& d : s.setup.decks)
      if (!s.game->find_deck(d)) throw std::invalid_argument("no deck named '" + d + "'");
    s.game->decks_for(s.setup.players, s.setup.decks);
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
  if (args.has("fault") && !engine_command().empty()) throw UsageError("--fault plants a bug in a built-in fast engine, not in --engine-cmd");
  if (args.has("fault")) s.faults = fault_of_game(s.game->name(), args.get("fault", ""));
  return s;
}

void play_without_refused(Session& s, const char* command) {
  std::vector<RefusedCard> refused;
  try {
    refused = s.play_without_refused();
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
  for (const RefusedCard& r : refused)
    std::fprintf(stderr, "canbeat %s: the fast engine refuses %s (%s); this table plays without it on both engines\n",
                 command, r.key.c_str(), r.reason.c_str());
}

fast::Faults fault_of_game(const std::string& game, const std::string& name) {
  fast::Faults f;
  try {
    f = fault_by_name(name);
  } catch (const std::invalid_argument& e) {
    throw UsageError(e.what());
  }
  if (std::string of = game_of_fault(name); of != game)
    throw UsageError("fault '" + name + "' is a bug of the " + of + " fast engine, not of game '" + game + "'");
  return f;
}

}  // namespace canbeat::cli
