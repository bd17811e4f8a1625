// The JSON of the engine protocol (docs/engine-protocol.md): one object per
// line, read from another program, so every malformed line is an error
// with a message, never a crash. Shared by the harness side (an engine run
// as a child process) and the engine side (`canbeat serve`); the parser is
// json_text.hpp's.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "harness/json_text.hpp"

namespace canbeat::wire {

using Json = json::Value;
using json::quote;

struct BadLine : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// One line's object; throws BadLine saying what was expected where.
Json parse_line(std::string_view line);

// Typed reads of member `key`; each throws BadLine naming the key.
const std::string& string_member(const Json& j, std::string_view key);
std::vector<std::string> strings_member(const Json& j, std::string_view key);
std::uint64_t number_of(const Json& j, std::string_view what);

}  // namespace canbeat::wire
