// Reading the JSON canbeat itself writes (shard results for `merge`): a
// small tree of values. Malformed text is a UsageError naming
// file:line:col and what was expected (exit 2), never a crash.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace canbeat::cli {

struct Json {
  enum class Kind { null, boolean, number, string, array, object };
  Kind kind = Kind::null;
  bool truth = false;
  std::string text;  // a string's value, or a number as written
  std::vector<Json> items;
  std::vector<std::pair<std::string, Json>> members;  // in the order written

  // The member `key`; throws UsageError naming `file` when it is absent.
  const Json& at(const std::string& key, const std::string& file) const;
  const Json* find(const std::string& key) const;
  // Typed reads; each throws UsageError naming `file` and `what` on a
  // value of another kind.
  std::uint64_t unsigned_number(const std::string& file, const std::string& what) const;
  const std::string& string(const std::string& file, const std::string& what) const;
};

// Throws UsageError("FILE:LINE:COL: expected ...") on malformed text; at
// most 64 levels of nesting.
Json parse_json(std::string_view text, const std::string& file);

}  // namespace canbeat::cli
