// canbeat merge FILE...: the shards of one run (each written by a command's
// --json with --shard I/N) joined into the report the whole run prints, in
// the same order, with the same exit code. Refuses files of different runs,
// a shard given twice or a shard missing (docs/scale.md).
#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "cli/commands.hpp"
#include "cli/conflicts_shard.hpp"
#include "cli/diff_report.hpp"
#include "cli/json_read.hpp"
#include "dsl/file_io.hpp"

namespace canbeat::cli {

namespace {

Json read_shard_file(const std::string& path) {
  std::string text, error;
  if (!files::read_regular_file(path, text, error)) throw UsageError("cannot read " + path + ": " + error);
  Json j = parse_json(text, path);
  if (j.kind != Json::Kind::object) throw UsageError(path + ":1:1: expected a JSON object written by --json");
  return j;
}

// Every shard 0..N-1 exactly once, all of the same N.
void check_shards(const std::map<long, std::string>& seen, long total) {
  for (long i = 0; i < total; ++i)
    if (!seen.count(i)) throw UsageError(fmt::format("merge: shard {}/{} is missing", i, total));
}

int merge_diff(const std::vector<std::string>& paths, const std::vector<Json>& docs, bool quiet) {
  DiffRun first;
  std::vector<DiffGame> games;
  std::map<long, std::string> seen;
  long total = 0;
  for (std::size_t f = 0; f < docs.size(); ++f) {
    DiffRun run;
    Shard shard;
    read_diff_json(docs[f], paths[f], run, shard, games);
    if (f == 0) first = run, total = shard.total;
    if (!(run == first)) throw UsageError(paths[f] + ": a shard of another run than " + paths[0] + " (game, rules, table, games or seed differ)");
    if (shard.total != total || shard.index >= total)
      throw UsageError(fmt::format("{}: shard {}/{} does not fit {}/{} of {}", paths[f], shard.index, shard.total, 0, total, paths[0]));
    if (!seen.emplace(shard.index, paths[f]).second)
      throw UsageError(fmt::format("{}: shard {}/{} is also {}", paths[f], shard.index, total, seen[shard.index]));
  }
  check_shards(seen, total);
  std::sort(games.begin(), games.end(), [](const DiffGame& a, const DiffGame& b) { return a.index < b.index; });
  DiffReport report(first, quiet);
  for (const DiffGame& g : games) report.add(g);
  return report.finish();
}

}  // namespace

int cmd_merge(int argc, char** argv) {
  Args args(argc, argv, 2, {"quiet", "json"}, {"out", "jobs"});
  args.expect_positional(1, 100000, "merge takes the shard files: canbeat merge FILE...");
  const std::vector<std::string>& paths = args.positional();
  std::vector<Json> docs;
  for (const std::string& p : paths) docs.push_back(read_shard_file(p));
  std::string kind = docs[0].at("canbeat", paths[0]).string(paths[0], "what wrote the file (\"canbeat\")");
  for (std::size_t f = 1; f < docs.size(); ++f)
    if (docs[f].at("canbeat", paths[f]).string(paths[f], "what wrote the file") != kind)
      throw UsageError(paths[f] + ": not a shard of a '" + kind + "' run like " + paths[0]);
  if (kind == "diff") return merge_diff(paths, docs, args.flag("quiet"));
  if (kind == "conflicts") return merge_conflicts(paths, docs, args);
  throw UsageError(paths[0] + ": expected a shard of a 'diff' or 'conflicts' run, got '" + kind + "'");
}

}  // namespace canbeat::cli
