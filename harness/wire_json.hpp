// The JSON of the engine protocol (docs/engine-protocol.md): one object per
// line, read from another program, so every malformed line is an error
// with a message, never a crash. Shared by the harness side (an engine run
// as a child process) and the engine side (`canbeat serve`).
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace canbeat::wire {

struct Json {
  enum class Kind { null, boolean, number, string, array, object };
  Kind kind = Kind::null;
  bool truth = false;
  std::string text;  // a string's value, or a number as written
  std::vector<Json> items;
  // An object's members in the order written: names[i] is values[i]'s
  // (two vectors, as a vector of pairs cannot hold the incomplete Json).
  std::vector<std::string> names;
  std::vector<Json> values;

  const Json* find(std::string_view key) const;
};

struct BadLine : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// One line's object; throws BadLine saying what was expected where.
Json parse_line(std::string_view line);

// `s` as a JSON string literal, quotes included.
std::string quote(std::string_view s);

// Typed reads of member `key`; each throws BadLine naming the key.
const std::string& string_member(const Json& j, std::string_view key);
std::vector<std::string> strings_member(const Json& j, std::string_view key);
std::uint64_t number_of(const Json& j, std::string_view what);

}  // namespace canbeat::wire
