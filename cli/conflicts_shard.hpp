// A shard of `canbeat conflicts` (docs/scale.md): what each of its searched
// games found (analysis::GameFinds), as JSON, and `canbeat merge` of such
// files: the games folded into one search in game order, then the report,
// witnesses shrunk and saved, as the whole run prints it.
#pragma once

#include <string>
#include <vector>

#include "analysis/conflict_search.hpp"
#include "cli/args.hpp"
#include "cli/json_read.hpp"
#include "cli/scale.hpp"
#include "cli/session.hpp"

namespace canbeat::cli {

// The options of `args` that choose the game and table, as words again
// (--game, --rules, --players, --decks): what merge loads the game with.
std::vector<std::string> table_words(const Args& args);

// The shard file: the table's words and content hashes, budget and seed,
// the shard, then each game (its number and finds).
std::string conflicts_json(const Session& s, const std::vector<std::string>& table, long budget,
                           std::uint64_t seed, const Shard& shard,
                           const std::vector<std::pair<long, analysis::GameFinds>>& games);

// The report of search `r`, printed (text, or --json), its witnesses saved
// in --out; the command's exit code. `args` are the command's.
int report_conflicts(const Session& s, const analysis::ConflictSearch& r, long budget, std::uint64_t seed,
                     const Args& args);

// canbeat merge of conflicts shard files; `args` are merge's own (--out,
// --json, --jobs).
int merge_conflicts(const std::vector<std::string>& paths, const std::vector<Json>& docs, const Args& args);

}  // namespace canbeat::cli
