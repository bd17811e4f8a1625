#include "cli/diff_report.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdio>

#include "analysis/json.hpp"

namespace canbeat::cli {

using analysis::json_string;

void DiffReport::add(const DiffGame& g) {
  ++added_;
  steps_ += g.steps;
  if (g.end == RunEnd::diverged) {
    if (++divergences_ == 1 && !silent_)
      std::printf("game %ld (seed %llu) diverges:\n%s", g.index, static_cast<unsigned long long>(g.seed),
                  g.divergence.c_str());
    if (saved_.first(g.signature) && !silent_) std::printf("%s\n", g.saved.c_str());
    unsaved_ = unsaved_ || g.unsaved;
  } else if (g.end == RunEnd::engine_error) {
    ++errors_;
    if (!silent_)
      std::printf("game %ld (seed %llu): both engines failed alike: %s\n", g.index,
                static_cast<unsigned long long>(g.seed), g.error.c_str());
  } else if (g.end == RunEnd::out_of_budget) {
    ++out_of_budget_;
  } else {
    ++outcomes_[g.outcome];
  }
  long every = std::max(1L, run_.games / 10);
  if (!quiet_ && !silent_ && (static_cast<long>(added_) % every == 0 || static_cast<long>(added_) == run_.games))
    std::fprintf(stderr, "diff %s: %zu/%ld games, %zu decisions, %zu divergences\n", run_.game.c_str(), added_,
                 run_.games, steps_, divergences_);
}

int DiffReport::finish() {
  if (!silent_) print_summary();
  if (unsaved_) return 2;  // a repro could not be written (a full disk)
  return divergences_ + errors_ + out_of_budget_ > 0 ? 1 : 0;
}

void DiffReport::print_summary() const {
  std::printf("diff %s: %zu games, %zu decisions, %zu divergences, %zu engine errors, %zu out of budget\n",
              run_.game.c_str(), added_, steps_, divergences_, errors_, out_of_budget_);
  for (const auto& [outcome, n] : outcomes_) std::printf("  %-28s %zu\n", outcome.c_str(), n);
  std::fflush(stdout);
}

namespace {

constexpr RunEnd kEnds[] = {RunEnd::game_over, RunEnd::diverged,  RunEnd::out_of_budget,
                            RunEnd::stopped,   RunEnd::bad_key,   RunEnd::engine_error};

std::string game_json(const DiffGame& g) {
  return fmt::format(
      "{{\"index\": {}, \"seed\": {}, \"steps\": {}, \"end\": {}, \"outcome\": {}, \"error\": {}, "
      "\"signature\": {}, \"divergence\": {}, \"saved\": {}, \"unsaved\": {}}}",
      g.index, g.seed, g.steps, json_string(run_end_text(g.end)), json_string(g.outcome), json_string(g.error),
      json_string(g.signature), json_string(g.divergence), json_string(g.saved), g.unsaved);
}

DiffGame game_of(const Json& j, const std::string& file) {
  DiffGame g;
  g.index = static_cast<long>(j.at("index", file).unsigned_number(file, "a game's index"));
  g.seed = j.at("seed", file).unsigned_number(file, "a game's seed");
  g.steps = j.at("steps", file).unsigned_number(file, "a game's steps");
  const std::string& end = j.at("end", file).string(file, "a game's end");
  auto it = std::find_if(std::begin(kEnds), std::end(kEnds), [&](RunEnd e) { return end == run_end_text(e); });
  if (it == std::end(kEnds)) throw UsageError(file + ": expected a game's end ('game over', 'diverged', ...), got '" + end + "'");
  g.end = *it;
  g.outcome = j.at("outcome", file).string(file, "a game's outcome");
  g.error = j.at("error", file).string(file, "a game's error");
  g.signature = j.at("signature", file).string(file, "a divergence's signature");
  g.divergence = j.at("divergence", file).string(file, "a divergence");
  g.saved = j.at("saved", file).string(file, "a saved repro's line");
  const Json& unsaved = j.at("unsaved", file);
  if (unsaved.kind != Json::Kind::boolean) throw UsageError(file + ": expected \"unsaved\" as true or false");
  g.unsaved = unsaved.truth;
  return g;
}

}  // namespace

std::string diff_json(const DiffRun& run, const Shard& shard, const std::vector<DiffGame>& games) {
  std::string out = fmt::format(
      "{{\"canbeat\": \"diff\", \"version\": 1, \"game\": {}, \"rules_hash\": {}, \"cards_hash\": {}, "
      "\"table\": {}, \"games\": {}, \"seed\": {}, \"max_steps\": {}, \"shard\": {}, \"shards\": {}, "
      "\"records\": [",
      json_string(run.game), json_string(run.rules_hash), json_string(run.cards_hash), json_string(run.table),
      run.games, run.seed, run.max_steps, shard.index, shard.total);
  for (std::size_t i = 0; i < games.size(); ++i) out += (i ? ",\n  " : "\n  ") + game_json(games[i]);
  return out + "\n]}\n";
}

void read_diff_json(const Json& j, const std::string& file, DiffRun& run, Shard& shard, std::vector<DiffGame>& games) {
  run.game = j.at("game", file).string(file, "the game");
  run.rules_hash = j.at("rules_hash", file).string(file, "the rules' hash");
  run.cards_hash = j.at("cards_hash", file).string(file, "the cards' hash");
  run.table = j.at("table", file).string(file, "the table");
  run.games = static_cast<long>(j.at("games", file).unsigned_number(file, "the number of games"));
  run.seed = j.at("seed", file).unsigned_number(file, "the seed");
  run.max_steps = j.at("max_steps", file).unsigned_number(file, "max_steps");
  shard.index = static_cast<long>(j.at("shard", file).unsigned_number(file, "the shard's index"));
  shard.total = static_cast<long>(j.at("shards", file).unsigned_number(file, "the number of shards"));
  const Json& records = j.at("records", file);
  if (records.kind != Json::Kind::array) throw UsageError(file + ": expected \"records\" as a list");
  for (const Json& r : records.items) games.push_back(game_of(r, file));
}

}  // namespace canbeat::cli
