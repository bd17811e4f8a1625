// What `canbeat diff` prints, from one record per game: the same text for
// one run, for --jobs N (records consumed in game order) and for the shards
// of a run joined by `canbeat merge` (each shard's records as JSON).
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "cli/json_read.hpp"
#include "cli/scale.hpp"
#include "harness/lockstep.hpp"

namespace canbeat::cli {

// One game of a diff run, as far as the report needs it.
struct DiffGame {
  long index = 0;
  std::uint64_t seed = 0;
  std::size_t steps = 0;
  RunEnd end = RunEnd::game_over;
  std::string outcome, error;
  // A diverging game: how it diverges (divergence_signature), the report of
  // its first difference (describe), and the line saying where its shrunk
  // repro went, when this run saved it.
  std::string signature, divergence, saved;
  bool unsaved = false;  // the repro could not be written
};

// The first divergence of each way of diverging is shrunk and saved, for
// the first five ways: the rule of a whole run, and of each shard (a
// shard saves a superset of what the whole run saves among its games).
class SavedWays {
 public:
  bool first(const std::string& signature) { return seen_.insert(signature).second && seen_.size() <= 5; }

 private:
  std::set<std::string> seen_;
};

// What identifies the run a shard belongs to.
struct DiffRun {
  std::string game, rules_hash, cards_hash, table;
  long games = 0;
  std::uint64_t seed = 1;
  std::size_t max_steps = 0;
  bool operator==(const DiffRun&) const = default;
};

class DiffReport {
 public:
  // `silent`: nothing printed (the run writes JSON), only the exit code.
  DiffReport(const DiffRun& run, bool quiet, bool silent = false) : run_(run), quiet_(quiet), silent_(silent) {}
  // Prints what game `g` adds (its divergence, its saved repro, a failure
  // both engines share), and progress on stderr. Games come in order.
  void add(const DiffGame& g);
  // The summary; the exit code of the run.
  int finish();

 private:
  void print_summary() const;
  DiffRun run_;
  bool quiet_, silent_;
  std::size_t added_ = 0, steps_ = 0, divergences_ = 0, errors_ = 0, out_of_budget_ = 0;
  bool unsaved_ = false;
  std::map<std::string, std::size_t> outcomes_;
  SavedWays saved_;
};

// The shard file `diff --json` writes: the run, the shard, every record.
std::string diff_json(const DiffRun& run, const Shard& shard, const std::vector<DiffGame>& games);
// Reads one back; throws UsageError naming `file`.
void read_diff_json(const Json& j, const std::string& file, DiffRun& run, Shard& shard, std::vector<DiffGame>& games);

}  // namespace canbeat::cli
