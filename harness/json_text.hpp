// JSON text as canbeat reads it: the engine protocol's lines (wire_json.hpp)
// and the files canbeat writes itself (`merge` reads shard results). One
// depth-bounded recursive descent; malformed text is a ParseError at a line
// and column with what was expected there, never a crash.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace canbeat::json {

// JSON that is malformed or not what the reader expects: bad input
// (std::invalid_argument: exit 2 at the command line).
struct Error : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

// Where parsing stopped (1-based) and what was expected there.
struct ParseError : Error {
  ParseError(int line, int col, const std::string& expected)
      : Error("expected " + expected), line(line), col(col), expected(expected) {}
  int line, col;
  std::string expected;
};

struct Value {
  enum class Kind { null, boolean, number, string, array, object };
  Kind kind = Kind::null;
  bool truth = false;
  std::string text;  // a string's value, or a number as written
  std::vector<Value> items;
  // An object's members in the order written: names[i] is values[i]'s
  // (two vectors, as a vector of pairs cannot hold the incomplete Value).
  std::vector<std::string> names;
  std::vector<Value> values;

  const Value* find(std::string_view key) const;
  // Typed reads; each throws Error("WHERE: expected ...") naming `what`.
  const Value& at(std::string_view key, std::string_view where) const;
  std::uint64_t unsigned_number(std::string_view where, std::string_view what) const;
  const std::string& string(std::string_view where, std::string_view what) const;
};

struct Limits {
  int depth = 64;         // nesting deeper than this is an error
  bool one_line = false;  // a newline is an error (a protocol line)
};

Value parse(std::string_view text, const Limits& limits = {});

// `s` as a JSON string literal, quotes included.
std::string quote(std::string_view s);

}  // namespace canbeat::json
