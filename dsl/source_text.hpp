// Small helpers over source text shared by the parser, the loader and the
// diagnostics: the text of one line, for the line-and-caret display.
#pragma once

#include <string>
#include <string_view>

namespace canbeat::dsl {

// Line `line` (1-based) of text, without its line break; "" if out of range.
std::string line_of(std::string_view text, int line);

}  // namespace canbeat::dsl
