#include "cli/json_read.hpp"

#include <fmt/format.h>

#include "cli/args.hpp"

namespace canbeat::cli {

Json parse_json(std::string_view text, const std::string& file) {
  try {
    return json::parse(text);
  } catch (const json::ParseError& e) {
    throw UsageError(fmt::format("{}:{}:{}: expected {}", file, e.line, e.col, e.expected));
  }
}

}  // namespace canbeat::cli
