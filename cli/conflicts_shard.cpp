#include "cli/conflicts_shard.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <map>

#include "analysis/json.hpp"
#include "cli/commands.hpp"

namespace canbeat::cli {

using analysis::GameFinds;
using analysis::json_list;
using analysis::json_string;

namespace {

std::string strings_json(const std::vector<std::string>& v) {
  std::vector<std::string> items;
  for (const std::string& s : v) items.push_back(json_string(s));
  return json_list(items);
}

std::string finds_json(long index, const GameFinds& f) {
  std::vector<std::string> pairs, musts, orders;
  for (const auto& [i, m] : f.pairs) pairs.push_back(fmt::format("[{}, {}, {}, {}]", i, m.count, m.before, json_string(m.option)));
  for (const auto& [key, b] : f.musts)
    musts.push_back(fmt::format("[{}, {}, {}, {}, {}, {}, {}, {}]", json_string(key), b.found.must,
                                json_string(b.found.decider), json_string(b.found.query), json_string(b.found.option),
                                b.count, b.before, json_string(b.found.open)));
  for (const auto& [order, m] : f.orders) orders.push_back(fmt::format("[{}, {}, {}]", json_string(order), m.count, m.before));
  std::string runaway = "null";
  if (f.runaway)
    runaway = fmt::format("{{\"what\": {}, \"lap\": {}, \"periodic\": {}}}", json_string(f.runaway->what()),
                          strings_json(f.runaway->lap), f.runaway->periodic);
  return fmt::format(
      "{{\"index\": {}, \"pairs\": {}, \"musts\": {}, \"orders\": {}, \"choices\": {}, \"outcome\": {}, "
      "\"divergence\": {}, \"unfinished\": {}, \"ran_out\": {}, \"error\": {}, \"runaway\": {}, "
      "\"runaway_at_start\": {}, \"runaway_applied\": {}}}",
      index, json_list(pairs), json_list(musts), json_list(orders), strings_json(f.choices), json_string(f.outcome),
      json_string(f.divergence), f.unfinished, f.ran_out, json_string(f.error), runaway, f.runaway_at_start,
      strings_json(f.runaway_applied));
}

// Reads the typed parts of a shard file, each naming the file when wrong.
struct Reader {
  const std::string& file;
  std::size_t number(const Json& j) const { return j.unsigned_number(file, "a count"); }
  const std::string& text(const Json& j) const { return j.string(file, "a string"); }
  bool truth(const Json& j) const {
    if (j.kind != Json::Kind::boolean) throw UsageError(file + ": expected true or false");
    return j.truth;
  }
  const std::vector<Json>& list(const Json& j, std::size_t size = 0) const {
    if (j.kind != Json::Kind::array || (size && j.items.size() != size))
      throw UsageError(fmt::format("{}: expected a list{}", file, size ? fmt::format(" of {}", size) : ""));
    return j.items;
  }
  std::vector<std::string> texts(const Json& j) const {
    std::vector<std::string> out;
    for (const Json& x : list(j)) out.push_back(text(x));
    return out;
  }
};

std::pair<long, GameFinds> finds_of(const Json& j, const Reader& in) {
  GameFinds f;
  long index = static_cast<long>(in.number(j.at("index", in.file)));
  for (const Json& p : in.list(j.at("pairs", in.file))) {
    const auto& v = in.list(p, 4);
    f.pairs[in.number(v[0])] = {in.number(v[1]), in.number(v[2]), in.text(v[3])};
  }
  for (const Json& m : in.list(j.at("musts", in.file))) {
    const auto& v = in.list(m, 8);
    analysis::BlockedMust found{in.number(v[1]), in.text(v[2]), in.text(v[3]), in.text(v[4]), 0, {}, in.text(v[7])};
    f.musts[in.text(v[0])] = {found, in.number(v[5]), in.number(v[6])};
  }
  for (const Json& o : in.list(j.at("orders", in.file))) {
    const auto& v = in.list(o, 3);
    f.orders[in.text(v[0])] = {in.number(v[1]), in.number(v[2]), ""};
  }
  f.choices = in.texts(j.at("choices", in.file));
  f.outcome = in.text(j.at("outcome", in.file));
  f.divergence = in.text(j.at("divergence", in.file));
  f.unfinished = in.truth(j.at("unfinished", in.file));
  f.ran_out = in.truth(j.at("ran_out", in.file));
  f.error = in.text(j.at("error", in.file));
  if (const Json& r = j.at("runaway", in.file); r.kind != Json::Kind::null)
    f.runaway.emplace(in.text(r.at("what", in.file)), in.texts(r.at("lap", in.file)), in.truth(r.at("periodic", in.file)));
  f.runaway_at_start = in.truth(j.at("runaway_at_start", in.file));
  f.runaway_applied = in.texts(j.at("runaway_applied", in.file));
  return {index, std::move(f)};
}

// What must be the same in every shard of one run.
std::string run_identity(const Json& j, const std::string& file) {
  std::string out;
  for (const char* key : {"rules_hash", "cards_hash", "budget", "seed", "shards"}) out += j.at(key, file).text + "|";
  Reader in{file};
  for (const std::string& w : in.texts(j.at("table", file))) out += w + "|";
  return out;
}

// A Session for the table a shard file names (its own --game/--rules words).
Session session_of(const Json& j, const std::string& file) {
  std::vector<std::string> words = {"canbeat", "conflicts"};
  for (const std::string& w : Reader{file}.texts(j.at("table", file))) words.push_back(w);
  std::vector<char*> argv;
  for (std::string& w : words) argv.push_back(w.data());
  Args args(static_cast<int>(argv.size()), argv.data(), 2, {}, {"game", "rules", "players", "decks"});
  Session s = open_session(args);
  if (s.game->rules_hash != j.at("rules_hash", file).text || s.game->cards_hash != j.at("cards_hash", file).text)
    throw UsageError(file + ": the game's rules or cards changed since this shard ran (its content hashes differ)");
  return s;
}

}  // namespace

std::vector<std::string> table_words(const Args& args) {
  std::vector<std::string> out;
  for (const char* name : {"game", "rules", "players", "decks"})
    if (args.has(name)) out.push_back(std::string("--") + name), out.push_back(args.get(name, ""));
  return out;
}

std::string conflicts_json(const Session& s, const std::vector<std::string>& table, long budget,
                           std::uint64_t seed, const Shard& shard,
                           const std::vector<std::pair<long, GameFinds>>& games) {
  std::string out = fmt::format(
      "{{\"canbeat\": \"conflicts\", \"version\": 1, \"game\": {}, \"table\": {}, \"rules_hash\": {}, "
      "\"cards_hash\": {}, \"budget\": {}, \"seed\": {}, \"shard\": {}, \"shards\": {}, \"records\": [",
      json_string(s.game->name()), strings_json(table), json_string(s.game->rules_hash),
      json_string(s.game->cards_hash), budget, seed, shard.index, shard.total);
  for (std::size_t i = 0; i < games.size(); ++i) out += (i ? ",\n  " : "\n  ") + finds_json(games[i].first, games[i].second);
  return out + "\n]}\n";
}

int merge_conflicts(const std::vector<std::string>& paths, const std::vector<Json>& docs, const Args& args) {
  std::vector<std::pair<long, GameFinds>> games;
  std::map<long, std::string> seen;
  const std::string identity = run_identity(docs[0], paths[0]);
  const long total = static_cast<long>(docs[0].at("shards", paths[0]).unsigned_number(paths[0], "the number of shards"));
  for (std::size_t f = 0; f < docs.size(); ++f) {
    if (run_identity(docs[f], paths[f]) != identity)
      throw UsageError(paths[f] + ": a shard of another run than " + paths[0] + " (table, rules, budget or seed differ)");
    long index = static_cast<long>(docs[f].at("shard", paths[f]).unsigned_number(paths[f], "the shard's index"));
    if (index >= total) throw UsageError(fmt::format("{}: shard {}/{} does not exist", paths[f], index, total));
    if (!seen.emplace(index, paths[f]).second)
      throw UsageError(fmt::format("{}: shard {}/{} is also {}", paths[f], index, total, seen[index]));
    Reader in{paths[f]};
    for (const Json& r : in.list(docs[f].at("records", paths[f]))) games.push_back(finds_of(r, in));
  }
  for (long i = 0; i < total; ++i)
    if (!seen.count(i)) throw UsageError(fmt::format("merge: shard {}/{} is missing", i, total));
  std::sort(games.begin(), games.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  Session s = session_of(docs[0], paths[0]);
  long budget = static_cast<long>(docs[0].at("budget", paths[0]).unsigned_number(paths[0], "the budget"));
  std::uint64_t seed = docs[0].at("seed", paths[0]).unsigned_number(paths[0], "the seed");
  analysis::ConflictSearch r = analysis::static_conflicts(s);
  for (const auto& [g, finds] : games)
    if (!analysis::add_game(r, finds, seed + static_cast<std::uint64_t>(g))) break;
  return report_conflicts(s, r, budget, seed, args);
}

}  // namespace canbeat::cli
