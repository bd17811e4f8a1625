// canbeat coverage [FILES_OR_DIRS...]: which card abilities the given games
// reach ("Card abilities": the seed corpus should reach every
// card's ability). Every repro file is replayed on the reference
// interpreter; every ability of the game's cards (coverage.hpp) is listed,
// reached ones first, with how often and in how many games it was reached,
// then the total `abilities reached: N of M`. Without files: the game's repro
// files under the corpus/ folder beside the built-in games. --json prints the
// same content as one JSON object. --fill DIR searches for a game reaching
// each ability not reached (ability_search.hpp) at the table of --players
// and --decks and its variants with other Main Characters, saves them in
// DIR and counts them in the report.
#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>

#include "analysis/ability_search.hpp"
#include "cli/commands.hpp"
#include "cli/scale.hpp"
#include "cli/repro_io.hpp"
#include "analysis/coverage.hpp"
#include "analysis/json.hpp"
#include "cli/session.hpp"
#include "dsl/file_io.hpp"
#include "engines/registry.hpp"
#include "harness/lockstep.hpp"

namespace canbeat::cli {
using namespace canbeat::analysis;

namespace {

namespace fs = std::filesystem;

// A file named on the command line must be of the game; a folder gives its
// *.repro files of the game (recursively, sorted), skipping other games'.
std::vector<std::string> repro_files(const std::vector<std::string>& given, const std::string& game) {
  std::vector<std::string> out;
  for (const std::string& g : given) {
    if (!fs::is_directory(g)) {
      if (!fs::exists(g)) throw UsageError(g + ": no such file or folder");
      if (std::string other = load_repro(g).game; other != game)
        throw UsageError(fmt::format("{}: repro is for game '{}', not '{}'", g, other, game));
      out.push_back(g);
      continue;
    }
    std::vector<std::string> found;
    for (const fs::directory_entry& e : fs::recursive_directory_iterator(g))
      if (e.is_regular_file() && e.path().extension() == ".repro" && load_repro(e.path()).game == game)
        found.push_back(e.path().string());
    std::sort(found.begin(), found.end());
    out.insert(out.end(), found.begin(), found.end());
  }
  return out;
}

// The corpus ctest replays (corpus/README.md), shown relative to the
// working directory when it is below it.
std::string default_corpus() {
  fs::path corpus = fs::path(dsl::builtin_games_dir()).parent_path() / "corpus";
  if (!fs::is_directory(corpus))
    throw UsageError("no corpus folder at " + corpus.string() + ": name the repro files or folders");
  fs::path below = corpus.lexically_proximate(fs::current_path());
  return (below.empty() || *below.begin() == "..") ? corpus.string() : below.string();
}

std::string where_line(const dsl::Game& g, const Ability& a) {
  dsl::Where w = g.where(ability_pos(a));
  return fmt::format("{}:{}", w.file, w.line);
}

std::string ability_line(const dsl::Game& g, const Ability& a) {
  std::string line = fmt::format("  {} at {}: {} time{} in {} game{}", ability_text(a), where_line(g, a), a.times,
                                 a.times == 1 ? "" : "s", a.games.size(), a.games.size() == 1 ? "" : "s");
  if (!a.games.empty()) line += ", first " + a.games.front();
  return line;
}

std::string ability_json(const dsl::Game& g, const Ability& a) {
  std::vector<std::string> games;
  for (const std::string& f : a.games) games.push_back(json_string(f));
  std::string name = ability_name(a);
  return fmt::format("{{\"card_id\": {}, \"card\": {}, \"kind\": {}, \"ability\": {}, \"at\": {}, \"times\": {}, "
                     "\"games\": {}}}",
                     a.card->id ? json_string(*a.card->id) : "null", json_string(a.card->name),
                     json_string(ability_kind(a)), json_string(name),
                     json_string(where_line(g, a)), a.times, json_list(games));
}

void print_text(const dsl::Game& g, const Coverage& c, const std::vector<std::string>& errors) {
  std::printf("coverage %s: %zu game%s replayed on the reference interpreter\n", g.name().c_str(), c.files.size(),
              c.files.size() == 1 ? "" : "s");
  for (bool reached : {true, false}) {
    std::size_t n = reached ? c.reached() : c.abilities.size() - c.reached();
    std::printf("== %s: %zu\n", reached ? "reached" : "not reached", n);
    for (const Ability& a : c.abilities)
      if ((a.times > 0) == reached) std::printf("%s\n", ability_line(g, a).c_str());
  }
  for (const std::string& e : errors) std::printf("engine error: %s\n", e.c_str());
  std::printf("abilities reached: %zu of %zu\n", c.reached(), c.abilities.size());
}

void print_json(const dsl::Game& g, const Coverage& c, const std::vector<std::string>& errors) {
  std::vector<std::string> files, reached, not_reached, error_list;
  for (const std::string& f : c.files) files.push_back(json_string(f));
  for (const Ability& a : c.abilities) (a.times > 0 ? reached : not_reached).push_back(ability_json(g, a));
  for (const std::string& e : errors) error_list.push_back(json_string(e));
  std::printf("{\"game\": %s, \"games\": %s, \"reached\": %s, \"not_reached\": %s, \"engine_errors\": %s, "
              "\"abilities_reached\": %zu, \"abilities\": %zu}\n",
              json_string(g.name()).c_str(), json_list(files).c_str(), json_list(reached).c_str(),
              json_list(not_reached).c_str(), json_list(error_list).c_str(), c.reached(), c.abilities.size());
}

// A found game replayed on both engines, as ctest replays the corpus: a
// divergence is printed. A table the fast engine cannot play (a card it
// refuses) is said so and kept: the search found the game on the reference.
bool replays_alike(const dsl::Game& g, const Setup& table, const std::vector<std::string>& choices) {
  if (!has_fast_engine(g.name())) return true;
  std::unique_ptr<Engine> ref = make_engine(EngineKind::reference, g, table);
  std::unique_ptr<Engine> fast;
  try {
    fast = make_engine(EngineKind::fast, g, table);
  } catch (const std::exception& e) {
    std::printf("  not replayed on the fast engine, which cannot play this table: %s\n", e.what());
    return true;
  }
  LockstepResult r = replay_keys(*ref, *fast, choices);
  if (r.divergence) std::printf("%s", describe(*r.divergence, ref->seats()).c_str());
  if (r.end == RunEnd::engine_error || r.end == RunEnd::bad_key) std::printf("error: %s\n", error_text(r.error).c_str());
  return !r.divergence && r.end != RunEnd::engine_error && r.end != RunEnd::bad_key;
}

// --fill DIR: a game for each ability not reached, saved in DIR and counted
// (ability_search.hpp); the found and the missed are printed before the
// report. A saved game the engines disagree on is a finding, printed.
bool fill(dsl::Game& g, Coverage& c, const std::vector<Setup>& tables, const SearchOptions& options,
          const std::string& dir, bool& unsaved) {
  AbilitySearch search = search_abilities(g, c, tables, options);
  std::printf("fill %s: %zu table%s, at most %zu games each from seed %llu\n", dir.c_str(), tables.size(),
              tables.size() == 1 ? "" : "s", options.games_per_table,
              static_cast<unsigned long long>(options.first_seed));
  for (std::size_t t = 0; t < tables.size(); ++t)
    std::printf("  table %s: %zu game%s\n", table_text(g, tables[t]).c_str(), search.games[t],
                search.games[t] == 1 ? "" : "s");
  bool agree = true;
  std::vector<std::pair<Repro, std::string>> saved;
  for (const AbilityGame& f : search.found) {
    Repro r = ability_repro(g, c, f);
    record_end(r, g, f.table);
    std::string path;
    try {
      path = save_repro(dir, r, ability_stem(c, f.ability)).string();
    } catch (const files::OutputError& e) {
      // The search is not thrown away: the others are saved and reported.
      std::fprintf(stderr, "canbeat coverage: error: %s\n", e.what());
      unsaved = true;
      continue;
    }
    std::printf("found %s: seed %llu at %s, %zu choices shrunk to %zu: %s\n", ability_text(c.abilities[f.ability]).c_str(),
                static_cast<unsigned long long>(f.seed), table_text(g, f.table).c_str(), f.cut, f.choices.size(),
                path.c_str());
    agree = replays_alike(g, f.table, r.choices) && agree;
    saved.emplace_back(std::move(r), path);
  }
  for (std::size_t i : search.missed)
    std::printf("not found %s: in %zu game%s at the tables that deal it\n", ability_text(c.abilities[i]).c_str(),
                search.dealing[i], search.dealing[i] == 1 ? "" : "s");
  for (const auto& [r, path] : saved) add_game(c, g, r, path);
  return agree;
}

}  // namespace

int cmd_coverage(int argc, char** argv) {
  Args args(argc, argv, 2, {"json"}, {"game", "rules", "players", "decks", "fill", "budget", "seed", "jobs"});
  Session s = open_session(args);
  dsl::Game& g = *s.game;
  bool filling = args.has("fill");
  if (filling && args.flag("json")) throw UsageError("--fill prints text: not with --json");
  if (!filling && (args.has("budget") || args.has("seed") || args.has("players") || args.has("decks")))
    throw UsageError("--budget, --seed, --players and --decks set the tables of --fill");
  if (filling) check_output_dir(args.get("fill", ""));
  SearchOptions options;
  options.games_per_table = static_cast<std::size_t>(args.number("budget", 100, 1, 1000000));
  options.first_seed = args.seed("seed", 1);
  options.jobs = jobs_of(args);
  std::vector<std::string> given = args.positional();
  if (given.empty()) given.push_back(default_corpus());
  // Every deck the games and the search name is built before anything
  // points into the game (build_decks).
  std::vector<std::pair<Repro, std::string>> games;
  std::vector<std::string> decks;
  for (const std::string& path : repro_files(given, g.name())) {
    Repro r = load_repro(path);
    if (StaleCheck stale = check_stale(r, g.rules_hash, g.cards_hash); stale.staleness == Staleness::stale)
      throw UsageError(fmt::format("{}: not replayed, {}", path, stale.message));
    decks.insert(decks.end(), r.decks.begin(), r.decks.end());
    games.emplace_back(std::move(r), path);
  }
  std::vector<Setup> tables;
  if (filling) tables = search_tables(g, s.setup);
  for (const Setup& t : tables) decks.insert(decks.end(), t.decks.begin(), t.decks.end());
  build_decks(g, decks);
  Coverage c = card_abilities(g);
  std::vector<std::string> errors;
  for (const auto& [r, path] : games) {
    try {
      add_game(c, g, r, path);
    } catch (const ReproError&) {
      throw;
    } catch (const std::invalid_argument& e) {
      throw UsageError(fmt::format("{}: {}", path, e.what()));  // a deck or table the game lacks
    } catch (const std::exception& e) {
      // The rules ran away or broke: a finding (exit 1); the games still count.
      errors.push_back(fmt::format("{}: {}", path, e.what()));
    }
  }
  bool agree = true, unsaved = false;
  if (filling) agree = fill(g, c, tables, options, args.get("fill", ""), unsaved);
  if (args.flag("json")) print_json(g, c, errors);
  else print_text(g, c, errors);
  if (unsaved) return 2;  // a found game could not be written (a full disk)
  return errors.empty() && agree ? 0 : 1;
}

}  // namespace canbeat::cli
