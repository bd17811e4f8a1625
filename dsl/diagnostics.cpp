// Diagnostic formatting: one format for parse errors, check errors and
// invariant findings (diagnostics.hpp), so tools and editors read them alike.
#include "dsl/diagnostics.hpp"

#include "dsl/file_io.hpp"
#include "dsl/source_text.hpp"

namespace canbeat::dsl {
namespace {

const char* kind_name(Diagnostic::Kind k) {
  switch (k) {
    case Diagnostic::Kind::error: return "error";
    case Diagnostic::Kind::finding: return "finding";
    case Diagnostic::Kind::note: return "note";
  }
  return "error";
}

// Control bytes (C1 ones and invalid UTF-8 included) would garble a
// terminal; each becomes one '?' so the caret still lines up.
std::string printable(const std::string& line) { return files::printable(line, '?'); }

// Spaces up to the column, counting a UTF-8 sequence as one character and
// keeping tabs, so the caret sits under the character in a terminal.
std::string caret(const std::string& line, int col) {
  std::string s;
  for (int i = 0; i + 1 < col && i < static_cast<int>(line.size()); ++i) {
    unsigned char u = static_cast<unsigned char>(line[static_cast<std::size_t>(i)]);
    if ((u & 0xC0) == 0x80) continue;
    s += line[static_cast<std::size_t>(i)] == '\t' ? '\t' : ' ';
  }
  for (int i = static_cast<int>(line.size()); i + 1 < col; ++i) s += ' ';
  return s + '^';
}

}  // namespace

std::string line_of(std::string_view text, int line) {
  if (line < 1) return "";
  std::size_t start = 0;
  for (int l = 1; l < line; ++l) {
    std::size_t nl = text.find('\n', start);
    if (nl == std::string_view::npos) return "";
    start = nl + 1;
  }
  std::size_t end = text.find('\n', start);
  if (end == std::string_view::npos) end = text.size();
  std::string s(text.substr(start, end - start));
  if (!s.empty() && s.back() == '\r') s.pop_back();
  return s;
}

std::string format(const Diagnostic& d) {
  std::string out = files::printable(d.where.file);
  if (d.where.line > 0)
    out += ":" + std::to_string(d.where.line) + ":" + std::to_string(d.where.col);
  out += std::string(": ") + kind_name(d.kind) + ": " + files::printable(d.message) + "\n";
  if (d.where.line > 0) {
    std::string line = printable(d.source_line);
    out += line + "\n";
    out += caret(line, d.where.col) + "\n";
  }
  return out;
}

bool Diagnostics::has_errors() const { return count(Diagnostic::Kind::error) > 0; }

std::size_t Diagnostics::count(Diagnostic::Kind k) const {
  std::size_t n = 0;
  for (const auto& d : items)
    if (d.kind == k) ++n;
  return n;
}

std::string Diagnostics::text() const {
  std::string out;
  for (const auto& d : items) out += format(d);
  return out;
}

}  // namespace canbeat::dsl
