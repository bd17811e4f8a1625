// Reading the JSON canbeat itself writes (shard results for `merge`), with
// harness/json_text.hpp's parser. Malformed text is a UsageError naming
// file:line:col and what was expected (exit 2), never a crash; a value of
// the wrong kind a json::Error naming the file (exit 2 too).
#pragma once

#include <string>
#include <string_view>

#include "harness/json_text.hpp"

namespace canbeat::cli {

using Json = json::Value;

// Throws UsageError("FILE:LINE:COL: expected ...") on malformed text; at
// most 64 levels of nesting.
Json parse_json(std::string_view text, const std::string& file);

}  // namespace canbeat::cli
