#include "cli/json_read.hpp"

#include <fmt/format.h>

#include <cctype>
#include <charconv>

#include "cli/args.hpp"

namespace canbeat::cli {

namespace {

class Reader {
 public:
  Reader(std::string_view text, const std::string& file) : s_(text), file_(file) {}

  Json document() {
    Json v = value(0);
    space();
    if (at_ < s_.size()) fail("the end of the file");
    return v;
  }

 private:
  [[noreturn]] void fail(const std::string& expected) const {
    std::size_t line = 1, col = 1;
    for (std::size_t i = 0; i < at_ && i < s_.size(); ++i) s_[i] == '\n' ? (++line, col = 1) : ++col;
    throw UsageError(fmt::format("{}:{}:{}: expected {}", file_, line, col, expected));
  }
  void space() {
    while (at_ < s_.size() && (s_[at_] == ' ' || s_[at_] == '\n' || s_[at_] == '\r' || s_[at_] == '\t')) ++at_;
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

  Json value(int depth) {
    if (depth > 64) fail("at most 64 levels of nesting");
    space();
    Json v;
    if (at_ >= s_.size()) fail("a value");
    char c = s_[at_];
    if (c == '{') return object(depth);
    if (c == '[') return array(depth);
    if (c == '"') return v.kind = Json::Kind::string, v.text = string(), v;
    if (word("true")) return v.kind = Json::Kind::boolean, v.truth = true, v;
    if (word("false")) return v.kind = Json::Kind::boolean, v;
    if (word("null")) return v;
    return number();
  }
  Json number() {
    std::size_t start = at_;
    if (at_ < s_.size() && s_[at_] == '-') ++at_;
    while (at_ < s_.size() && (std::isdigit(static_cast<unsigned char>(s_[at_])) || s_[at_] == '.' ||
                               s_[at_] == 'e' || s_[at_] == 'E' || s_[at_] == '+' || s_[at_] == '-'))
      ++at_;
    if (at_ == start || !std::isdigit(static_cast<unsigned char>(s_[at_ - 1]))) fail("a value");
    Json v;
    v.kind = Json::Kind::number;
    v.text = std::string(s_.substr(start, at_ - start));
    return v;
  }
  Json array(int depth) {
    Json v;
    v.kind = Json::Kind::array;
    ++at_;
    if (eat(']')) return v;
    do v.items.push_back(value(depth + 1));
    while (eat(','));
    if (!eat(']')) fail("',' or ']'");
    return v;
  }
  Json object(int depth) {
    Json v;
    v.kind = Json::Kind::object;
    ++at_;
    if (eat('}')) return v;
    do {
      space();
      if (at_ >= s_.size() || s_[at_] != '"') fail("a member name in quotes");
      std::string key = string();
      if (!eat(':')) fail("':'");
      v.members.emplace_back(std::move(key), value(depth + 1));
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
        case 'u': out += escaped(); break;
        case '"': case '\\': case '/': out += s_[at_]; break;
        default: fail("an escape (\\n, \\\", \\\\, \\uXXXX)");
      }
    }
    if (at_ >= s_.size()) fail("'\"' to close the string");
    ++at_;
    return out;
  }
  // \uXXXX as UTF-8 (a lone surrogate, which canbeat never writes, as U+FFFD).
  std::string escaped() {
    unsigned code = 0;
    auto hex = s_.substr(at_ + 1, 4);
    auto [end, ec] = std::from_chars(hex.data(), hex.data() + hex.size(), code, 16);
    if (hex.size() != 4 || ec != std::errc() || end != hex.data() + 4) fail("four hex digits after \\u");
    at_ += 4;
    if (code >= 0xd800 && code < 0xe000) code = 0xfffd;
    std::string out;
    if (code < 0x80) out += static_cast<char>(code);
    else if (code < 0x800) out += static_cast<char>(0xc0 | (code >> 6)), out += static_cast<char>(0x80 | (code & 0x3f));
    else
      out += static_cast<char>(0xe0 | (code >> 12)), out += static_cast<char>(0x80 | ((code >> 6) & 0x3f)),
          out += static_cast<char>(0x80 | (code & 0x3f));
    return out;
  }

  std::string_view s_;
  const std::string& file_;
  std::size_t at_ = 0;
};

}  // namespace

const Json* Json::find(const std::string& key) const {
  for (const auto& [k, v] : members)
    if (k == key) return &v;
  return nullptr;
}

const Json& Json::at(const std::string& key, const std::string& file) const {
  if (const Json* v = find(key)) return *v;
  throw UsageError(fmt::format("{}: expected a member \"{}\"", file, key));
}

std::uint64_t Json::unsigned_number(const std::string& file, const std::string& what) const {
  std::uint64_t n = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
  if (kind != Kind::number || ec != std::errc() || end != text.data() + text.size())
    throw UsageError(fmt::format("{}: expected {} as an unsigned whole number", file, what));
  return n;
}

const std::string& Json::string(const std::string& file, const std::string& what) const {
  if (kind != Kind::string) throw UsageError(fmt::format("{}: expected {} as a string", file, what));
  return text;
}

Json parse_json(std::string_view text, const std::string& file) { return Reader(text, file).document(); }

}  // namespace canbeat::cli
