// canbeat coverage [FILES_OR_DIRS...]: which card abilities the given games
// reach (issue 4, "Card abilities": the seed corpus should reach every
// card's ability). Every repro file is replayed on the reference
// interpreter; every ability of the game's cards (coverage.hpp) is listed,
// reached ones first, with how often and in how many games it was reached,
// then the total `abilities reached: N of M`. Without files: the game's repro
// files under the corpus/ folder beside the built-in games. --json prints the
// same content as one JSON object.
#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>

#include "cli/commands.hpp"
#include "cli/coverage.hpp"
#include "cli/json.hpp"
#include "cli/session.hpp"

namespace canbeat::cli {

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
  dsl::Where w = g.where(a.power ? static_cast<const ast::Pos&>(*a.power) : *a.statement);
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
  std::string name = a.power ? a.power->name : statement_text(*a.statement);
  return fmt::format("{{\"card_id\": {}, \"card\": {}, \"kind\": {}, \"ability\": {}, \"at\": {}, \"times\": {}, "
                     "\"games\": {}}}",
                     a.card->id ? json_string(*a.card->id) : "null", json_string(a.card->name),
                     json_string(a.power ? "power" : a.statement->modality), json_string(name),
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

}  // namespace

int cmd_coverage(int argc, char** argv) {
  Args args(argc, argv, 2, {"json"}, {"game", "rules"});
  Session s = open_session(args);
  const dsl::Game& g = *s.game;
  std::vector<std::string> given = args.positional();
  if (given.empty()) given.push_back(default_corpus());
  Coverage c = card_abilities(g);
  std::vector<std::string> errors;
  for (const std::string& path : repro_files(given, g.name())) {
    Repro r = load_repro(path);
    if (StaleCheck stale = check_stale(r, g.rules_hash, g.cards_hash); stale.staleness == Staleness::stale)
      throw UsageError(fmt::format("{}: not replayed, {}", path, stale.message));
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
  if (args.flag("json")) print_json(g, c, errors);
  else print_text(g, c, errors);
  return errors.empty() ? 0 : 1;
}

}  // namespace canbeat::cli
