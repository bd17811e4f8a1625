// The DSL grammar's entry point, declared here and defined in grammar_def.hpp
// (the layout of X3's rexpr example). Only grammar.cpp includes the
// definition, so the cost of compiling X3 stays in one translation unit;
// parser.cpp drives it.
#pragma once

#include <boost/spirit/home/x3.hpp>
#include <cstddef>
#include <string_view>
#include <vector>

#include "dsl/ast.hpp"

namespace canbeat::dsl::grammar {
namespace x3 = boost::spirit::x3;

using iterator_type = const char*;

// Parser state threaded through the X3 context: where the text starts and
// where its lines start (for on_success positions), and how deep the
// recursive rules are nested (so no input can use up the stack).
struct State {
  iterator_type begin = nullptr;
  int file = -1;
  std::vector<std::size_t> line_starts;  // offsets of every line's first byte
  int depth = 0;
  void position(iterator_type at, int& line, int& col) const;
};
struct state_tag;

// Thrown by the depth guard; parse_text turns it into a diagnostic.
struct too_deep {
  iterator_type where;
};

// Expression nesting (parentheses, unary operators) allowed by the guard.
constexpr int max_depth = 200;

// Thrown when one expression chains more binary operators (outside its
// parentheses) than max_operators; parse_text turns it into a diagnostic.
struct too_many_operators {
  int line = 0, col = 0;  // of the first operator beyond the limit
};
constexpr std::size_t max_operators = 100;

// Whitespace and `#` comments to the end of the line. Bytes are tested as
// unsigned values by hand: the encodings' character classes assert on, or
// are undefined for, bytes above 0x7f.
struct skipper_parser : x3::parser<skipper_parser> {
  using attribute_type = x3::unused_type;
  static bool const has_attribute = false;
  template <class It, class Ctx, class RCtx, class Attr>
  bool parse(It& first, const It& last, const Ctx&, RCtx&, Attr&) const {
    It i = first;
    while (i != last) {
      char c = *i;
      if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
        ++i;
      } else if (c == '#') {
        while (i != last && *i != '\n') ++i;
      } else {
        break;
      }
    }
    bool moved = i != first;
    first = i;
    return moved;
  }
};
inline constexpr skipper_parser skipper{};

using phrase_context_type = x3::phrase_parse_context<skipper_parser>::type;
using context_type =
    x3::context<state_tag, std::reference_wrapper<State>, phrase_context_type>;

struct file_class;
using file_type = x3::rule<file_class, ast::File>;
BOOST_SPIRIT_DECLARE(file_type)
file_type file_rule();

}  // namespace canbeat::dsl::grammar
