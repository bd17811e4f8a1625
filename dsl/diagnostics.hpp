// Diagnostics of the DSL front end and of `canbeat check`: one format for
// parse errors, check errors and invariant findings:
//   FILE:LINE:COL: error: expected ';'
//     card "Private" x7 { type combatant force 2; }
//                                        ^
#pragma once

#include <string>
#include <vector>

namespace canbeat::dsl {

struct Where {
  std::string file;
  int line = 0;  // 1-based; 0 when unknown
  int col = 0;   // 1-based
};

struct Diagnostic {
  enum class Kind { error, finding, note };
  Kind kind = Kind::error;
  Where where;
  std::string message;      // "expected ';'", "unknown name 'foo'", ...
  std::string source_line;  // the line of text the position points into
};

// "file:line:col: error: message\n<source line>\n<caret>\n"
std::string format(const Diagnostic& d);

struct Diagnostics {
  std::vector<Diagnostic> items;
  bool has_errors() const;
  std::size_t count(Diagnostic::Kind k) const;
  std::string text() const;  // all of them, formatted, in order
};

}  // namespace canbeat::dsl
