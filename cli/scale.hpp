// How a command that plays many games spreads them: `--jobs N` threads on
// this machine, `--shard I/N` of the games on each of N machines (also read
// from the CI conventions TEST_SHARD_INDEX/TEST_TOTAL_SHARDS, which ctest
// and Bazel set, and GTEST_SHARD_INDEX/GTEST_TOTAL_SHARDS). docs/scale.md.
#pragma once

#include <string>
#include <vector>

#include "cli/args.hpp"
#include "harness/parallel.hpp"

namespace canbeat::cli {

struct Shard {
  long index = 0, total = 1;
  bool whole() const { return total == 1; }
  // Game g of a run belongs to shard g mod total: every shard gets games
  // from the whole run, long and short alike.
  bool owns(long game) const { return game % total == index; }
};

// --shard I/N, else the environment's; 0/1 when none is set. Touches
// TEST_SHARD_STATUS_FILE when the environment set the shard (it asks the
// runner to say it shards). Throws UsageError on a malformed value.
Shard shard_of(const Args& args);
// --jobs N (1 to 1024), default the machine's cores.
int jobs_of(const Args& args);
// The games 0..count-1 of `shard`, in order.
GameRange shard_games(long count, const Shard& shard);

}  // namespace canbeat::cli
