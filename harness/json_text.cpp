#include "harness/json_text.hpp"

#include <fmt/format.h>

#include <cctype>
#include <charconv>

namespace canbeat::json {

namespace {

class Reader {
 public:
  Reader(std::string_view text, const Limits& limits) : s_(text), limits_(limits) {}

  Value document() {
    Value v = value(0);
    space();
    if (at_ < s_.size()) fail(limits_.one_line ? "the end of the line" : "the end of the file");
    return v;
  }

 private:
  [[noreturn]] void fail(const std::string& expected) const {
    int line = 1, col = 1;
    for (std::size_t i = 0; i < at_ && i < s_.size(); ++i) s_[i] == '\n' ? (++line, col = 1) : ++col;
    throw ParseError(line, col, expected);
  }
  void space() {
    while (at_ < s_.size() && (s_[at_] == ' ' || s_[at_] == '\r' || s_[at_] == '\t' ||
                               (s_[at_] == '\n' && !limits_.one_line)))
      ++at_;
  }
  bool eat(char c) {
    space();
    if (at_ < s_.size() && s_[at_] == c) return ++at_, true;
    return false;
  }
  bool word(std::string_view w) {
    if (s_.substr(at_, w.size()) != w) return false;
    at_ += w.size();
    return true;
  }

  Value value(int depth) {
    if (depth > limits_.depth) fail(fmt::format("at most {} levels of nesting", limits_.depth));
    space();
    Value v;
    if (at_ >= s_.size()) fail("a value");
    char c = s_[at_];
    if (c == '{') return object(depth);
    if (c == '[') return array(depth);
    if (c == '"') return v.kind = Value::Kind::string, v.text = string(), v;
    if (word("true")) return v.kind = Value::Kind::boolean, v.truth = true, v;
    if (word("false")) return v.kind = Value::Kind::boolean, v;
    if (word("null")) return v;
    return number();
  }
  Value number() {
    std::size_t start = at_;
    if (at_ < s_.size() && s_[at_] == '-') ++at_;
    while (at_ < s_.size() && (std::isdigit(static_cast<unsigned char>(s_[at_])) || s_[at_] == '.' ||
                               s_[at_] == 'e' || s_[at_] == 'E' || s_[at_] == '+' || s_[at_] == '-'))
      ++at_;
    if (at_ == start || !std::isdigit(static_cast<unsigned char>(s_[at_ - 1]))) {
      at_ = start;
      fail("a value");
    }
    Value v;
    v.kind = Value::Kind::number;
    v.text = std::string(s_.substr(start, at_ - start));
    return v;
  }
  Value array(int depth) {
    Value v;
    v.kind = Value::Kind::array;
    ++at_;
    if (eat(']')) return v;
    do v.items.push_back(value(depth + 1));
    while (eat(','));
    if (!eat(']')) fail("',' or ']'");
    return v;
  }
  Value object(int depth) {
    Value v;
    v.kind = Value::Kind::object;
    ++at_;
    if (eat('}')) return v;
    do {
      space();
      if (at_ >= s_.size() || s_[at_] != '"') fail("a member name in quotes");
      std::string key = string();
      if (!eat(':')) fail("':'");
      v.names.push_back(std::move(key));
      v.values.push_back(value(depth + 1));
    } while (eat(','));
    if (!eat('}')) fail("',' or '}'");
    return v;
  }
  std::string string() {
    std::string out;
    for (++at_; at_ < s_.size() && s_[at_] != '"'; ++at_) {
      if (static_cast<unsigned char>(s_[at_]) < 0x20) fail("a character, not a control byte, in a string");
      if (s_[at_] != '\\') {
        out += s_[at_];
        continue;
      }
      if (++at_ >= s_.size()) break;
      switch (s_[at_]) {
        case 'n': out += '\n'; break;
        case 't': out += '\t'; break;
        case 'r': out += '\r'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'u': utf8(out, code_point()); break;
        case '"': case '\\': case '/': out += s_[at_]; break;
        default: fail("an escape (\\n, \\\", \\\\, \\uXXXX)");
      }
    }
    if (at_ >= s_.size()) fail("'\"' to close the string");
    ++at_;
    return out;
  }
  // The XXXX of \uXXXX (at_ on the 'u'), left on its last digit.
  unsigned hex4() {
    unsigned code = 0;
    auto hex = s_.substr(at_ + 1, 4);
    auto [end, ec] = std::from_chars(hex.data(), hex.data() + hex.size(), code, 16);
    if (hex.size() != 4 || ec != std::errc() || end != hex.data() + 4) fail("four hex digits after \\u");
    at_ += 4;
    return code;
  }
  // A \u escape; a surrogate pair is one code point, a lone surrogate U+FFFD.
  unsigned code_point() {
    unsigned code = hex4();
    if (code >= 0xd800 && code < 0xdc00 && s_.substr(at_ + 1, 2) == "\\u") {
      std::size_t back = at_;
      at_ += 2;
      unsigned low = hex4();
      if (low >= 0xdc00 && low < 0xe000) return 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
      at_ = back;
    }
    return code >= 0xd800 && code < 0xe000 ? 0xfffd : code;
  }
  static void utf8(std::string& out, unsigned cp) {
    auto byte = [&out](unsigned b) { out += static_cast<char>(b); };
    if (cp < 0x80) return byte(cp);
    if (cp < 0x800) return byte(0xc0 | (cp >> 6)), byte(0x80 | (cp & 0x3f));
    if (cp < 0x10000) return byte(0xe0 | (cp >> 12)), byte(0x80 | ((cp >> 6) & 0x3f)), byte(0x80 | (cp & 0x3f));
    byte(0xf0 | (cp >> 18)), byte(0x80 | ((cp >> 12) & 0x3f)), byte(0x80 | ((cp >> 6) & 0x3f)),
        byte(0x80 | (cp & 0x3f));
  }

  std::string_view s_;
  const Limits& limits_;
  std::size_t at_ = 0;
};

}  // namespace

const Value* Value::find(std::string_view key) const {
  for (std::size_t i = 0; i < names.size(); ++i)
    if (names[i] == key) return &values[i];
  return nullptr;
}

const Value& Value::at(std::string_view key, std::string_view where) const {
  if (const Value* v = find(key)) return *v;
  throw Error(fmt::format("{}: expected a member \"{}\"", where, key));
}

std::uint64_t Value::unsigned_number(std::string_view where, std::string_view what) const {
  std::uint64_t n = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (kind != Kind::number || ec != std::errc() || end != text.data() + text.size())
    throw Error(fmt::format("{}: expected {} as an unsigned whole number", where, what));
  return n;
}

const std::string& Value::string(std::string_view where, std::string_view what) const {
  if (kind != Kind::string) throw Error(fmt::format("{}: expected {} as a string", where, what));
  return text;
}

Value parse(std::string_view text, const Limits& limits) { return Reader(text, limits).document(); }

std::string quote(std::string_view s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      out += fmt::format("\\u{:04x}", static_cast<unsigned>(c));
    } else {
      out += c;
    }
  }
  return out + "\"";
}

}  // namespace canbeat::json
