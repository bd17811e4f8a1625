#include "harness/wire_json.hpp"

#include <fmt/format.h>

namespace canbeat::wire {

// A protocol line is short: 32 levels of nesting are plenty.
Json parse_line(std::string_view line) {
  Json j;
  try {
    j = json::parse(line, {32, true});
  } catch (const json::ParseError& e) {
    throw BadLine(fmt::format("expected {} at column {}", e.expected, e.col));
  }
  if (j.kind != Json::Kind::object) throw BadLine("expected a JSON object");
  return j;
}

const std::string& string_member(const Json& j, std::string_view key) {
  const Json* m = j.find(key);
  if (!m || m->kind != Json::Kind::string) throw BadLine(fmt::format("expected a string \"{}\"", key));
  return m->text;
}

std::vector<std::string> strings_member(const Json& j, std::string_view key) {
  const Json* m = j.find(key);
  if (!m || m->kind != Json::Kind::array) throw BadLine(fmt::format("expected an array \"{}\"", key));
  std::vector<std::string> out;
  for (const Json& i : m->items) {
    if (i.kind != Json::Kind::string) throw BadLine(fmt::format("expected strings in \"{}\"", key));
    out.push_back(i.text);
  }
  return out;
}

std::uint64_t number_of(const Json& j, std::string_view what) {
  if (j.kind != Json::Kind::number || j.text.empty() || j.text.size() > 10 ||
      j.text.find_first_not_of("0123456789") != std::string::npos)
    throw BadLine(fmt::format("expected a whole number for {}", what));
  return std::stoull(j.text);
}

}  // namespace canbeat::wire
