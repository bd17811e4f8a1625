// parse_text: drives the X3 grammar (grammar.hpp) over one text and turns
// every way a parse can fail into a positioned diagnostic. Whatever the bytes,
// this returns: nesting is bounded before and during the parse, and every
// exception is caught.
#include <boost/spirit/home/x3.hpp>
#include <exception>
#include <string>

#include "dsl/game.hpp"
#include "dsl/grammar.hpp"
#include "dsl/source_text.hpp"

namespace canbeat::dsl {
namespace {

namespace x3 = boost::spirit::x3;
using grammar::iterator_type;

// Brackets deeper than this are rejected before X3 recurses into them.
constexpr int max_bracket_depth = 64;

grammar::State make_state(std::string_view text, int file_index) {
  grammar::State st;
  st.begin = text.data();
  st.file = file_index;
  st.line_starts.push_back(0);
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] == '\n') st.line_starts.push_back(i + 1);
  return st;
}

Diagnostic at(const grammar::State& st, std::string_view text, const std::string& path,
              iterator_type where, std::string message) {
  Diagnostic d;
  d.where.file = path;
  st.position(where, d.where.line, d.where.col);
  d.message = std::move(message);
  d.source_line = line_of(text, d.where.line);
  return d;
}

// The pre-scan: finds the first bracket nested deeper than the limit,
// skipping strings and comments the way the grammar does.
const char* too_deep_bracket(std::string_view text) {
  int depth = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '#') {
      while (i < text.size() && text[i] != '\n') ++i;
    } else if (c == '"') {
      ++i;
      while (i < text.size() && text[i] != '"' && text[i] != '\n') ++i;
    } else if (c == '(' || c == '{' || c == '[') {
      if (++depth > max_bracket_depth) return text.data() + i;
    } else if (c == ')' || c == '}' || c == ']') {
      if (depth > 0) --depth;
    }
  }
  return nullptr;
}

// The pre-scan: the first number (or `xN` copies) a long cannot hold, which
// the grammar would only see as "expected ';'". Digits inside a word or a
// card id (ALN-001) are not numbers.
const char* too_large_number(std::string_view text) {
  auto ident = [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '#') {
      while (i < text.size() && text[i] != '\n') ++i;
    } else if (c == '"') {
      ++i;
      while (i < text.size() && text[i] != '"' && text[i] != '\n') ++i;
    } else if (c >= '0' && c <= '9') {
      std::size_t start = i;
      while (i < text.size() && text[i] >= '0' && text[i] <= '9') ++i;
      bool after_word = start > 0 && ident(text[start - 1]) && text[start - 1] != 'x';
      bool word_follows = i < text.size() && (ident(text[i]) || text[i] == '-');
      --i;
      if (after_word || word_follows) {
        while (i + 1 < text.size() && (ident(text[i + 1]) || text[i + 1] == '-')) ++i;
        continue;
      }
      std::string_view digits = text.substr(start, i + 1 - start);
      while (digits.size() > 1 && digits.front() == '0') digits.remove_prefix(1);
      constexpr std::string_view max = "9223372036854775807";
      if (digits.size() > max.size() || (digits.size() == max.size() && digits > max))
        return text.data() + start;
    } else if (ident(c)) {
      if (c == 'x' && i + 1 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '9') continue;  // xN copies
      while (i + 1 < text.size() && (ident(text[i + 1]) || text[i + 1] == '-')) ++i;
    }
  }
  return nullptr;
}

// A missing terminator belongs to the line that lacks it: when the parser
// stopped at the start of a later line, point just after the last token.
iterator_type back_to_line_end(iterator_type where, iterator_type begin) {
  iterator_type i = where;
  bool crossed_line = false;
  while (i != begin && (i[-1] == ' ' || i[-1] == '\t' || i[-1] == '\r' || i[-1] == '\n')) {
    if (i[-1] == '\n') crossed_line = true;
    --i;
  }
  return crossed_line ? i : where;
}

iterator_type skip_space(iterator_type i, iterator_type end) {
  x3::unused_type u;
  grammar::skipper.parse(i, end, u, u, u);
  return i;
}

}  // namespace

std::optional<ast::File> parse_text(std::string_view text, const std::string& path,
                                    int file_index, Diagnostics& out) {
  grammar::State st = make_state(text, file_index);
  iterator_type first = text.data();
  iterator_type last = text.data() + text.size();
  if (const char* deep = too_deep_bracket(text)) {
    out.items.push_back(at(st, text, path, deep,
                           "nesting deeper than " + std::to_string(max_bracket_depth) +
                               " levels"));
    return std::nullopt;
  }
  if (const char* big = too_large_number(text)) {
    out.items.push_back(at(st, text, path, big, "number too large (at most 9223372036854775807)"));
    return std::nullopt;
  }
  ast::File file;
  try {
    auto parser = x3::with<grammar::state_tag>(std::ref(st))[grammar::file_rule()];
    iterator_type i = first;
    bool ok = x3::phrase_parse(i, last, parser, grammar::skipper, file);
    i = skip_space(i, last);
    if (!ok || i != last) {
      out.items.push_back(at(st, text, path, i, "expected declaration"));
      return std::nullopt;
    }
  } catch (const x3::expectation_failure<iterator_type>& e) {
    iterator_type where = e.which() == "';'" ? back_to_line_end(e.where(), first) : e.where();
    out.items.push_back(at(st, text, path, where, "expected " + e.which()));
    return std::nullopt;
  } catch (const grammar::too_deep& e) {
    out.items.push_back(at(st, text, path, e.where,
                           "expression nested deeper than " +
                               std::to_string(grammar::max_depth) + " levels"));
    return std::nullopt;
  } catch (const grammar::too_many_operators& e) {
    Diagnostic d;
    d.where = {path, e.line, e.col};
    d.message = "expression with more than " + std::to_string(grammar::max_operators) + " operators";
    d.source_line = line_of(text, e.line);
    out.items.push_back(std::move(d));
    return std::nullopt;
  } catch (const std::exception& e) {
    out.items.push_back(at(st, text, path, first, std::string("parser failure: ") + e.what()));
    return std::nullopt;
  } catch (...) {
    out.items.push_back(at(st, text, path, first, "parser failure"));
    return std::nullopt;
  }
  return file;
}

}  // namespace canbeat::dsl
