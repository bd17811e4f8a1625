// The little JSON the analyses' findings and the commands print with --json
// (conflicts, coverage): a string with its escapes, and a list of values
// already written as JSON. Here, not in cli/, because each finding formats
// its own JSON (findings.hpp).
#pragma once

#include <fmt/format.h>

#include <string>
#include <vector>

namespace canbeat::analysis {

// JSON text is UTF-8: a byte that is not part of a well-formed sequence
// (names may hold any bytes) becomes U+FFFD, so the output always parses.
inline std::string json_string(const std::string& v) {
  std::string out = "\"";
  for (std::size_t i = 0; i < v.size();) {
    auto c = static_cast<unsigned char>(v[i]);
    if (c == '"' || c == '\\') out += '\\', out += static_cast<char>(c);
    else if (c == '\n') out += "\\n";
    else if (c < 0x20 || c == 0x7f) out += fmt::format("\\u{:04x}", c);
    if (c < 0x80) {
      if (!(c == '"' || c == '\\' || c == '\n' || c < 0x20 || c == 0x7f)) out += static_cast<char>(c);
      ++i;
      continue;
    }
    std::size_t n = c >= 0xf0 && c <= 0xf4 ? 4 : c >= 0xe0 && c < 0xf0 ? 3 : c >= 0xc2 && c < 0xe0 ? 2 : 0;
    bool ok = n > 0 && i + n <= v.size();
    for (std::size_t k = 1; ok && k < n; ++k) ok = (static_cast<unsigned char>(v[i + k]) & 0xc0) == 0x80;
    auto second = ok ? static_cast<unsigned char>(v[i + 1]) : 0;
    if (ok && ((c == 0xe0 && second < 0xa0) || (c == 0xed && second >= 0xa0) || (c == 0xf0 && second < 0x90) ||
               (c == 0xf4 && second >= 0x90)))
      ok = false;
    if (!ok) {
      out += "\\ufffd";
      ++i;
      continue;
    }
    out.append(v, i, n);
    i += n;
  }
  return out + "\"";
}

inline std::string json_list(const std::vector<std::string>& items) {
  std::string out = "[";
  for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + items[i];
  return out + "]";
}

}  // namespace canbeat::analysis
