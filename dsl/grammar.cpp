// The one translation unit that compiles the X3 grammar (see grammar.hpp).
#include "dsl/grammar_def.hpp"

namespace canbeat::dsl::grammar {

BOOST_SPIRIT_INSTANTIATE(file_type, iterator_type, context_type)

file_type file_rule() { return file; }

void State::position(iterator_type at, int& line, int& col) const {
  std::size_t off = static_cast<std::size_t>(at - begin);
  auto it = std::upper_bound(line_starts.begin(), line_starts.end(), off);
  std::size_t index = static_cast<std::size_t>(it - line_starts.begin()) - 1;
  line = static_cast<int>(index) + 1;
  col = static_cast<int>(off - line_starts[index]) + 1;
}

}  // namespace canbeat::dsl::grammar
