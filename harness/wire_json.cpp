#include "harness/wire_json.hpp"

#include <fmt/format.h>

namespace canbeat::wire {

const Json* Json::find(std::string_view key) const {
  for (std::size_t i = 0; i < names.size(); ++i)
    if (names[i] == key) return &values[i];
  return nullptr;
}

namespace {

// A recursive descent over one line; depth-bounded so that a hostile line
// cannot exhaust the stack.
class Reader {
 public:
  explicit Reader(std::string_view s) : s_(s) {}

  Json document() {
    Json j = value(0);
    space();
    if (at_ < s_.size()) fail("end of line");
    if (j.kind != Json::Kind::object) throw BadLine("expected a JSON object");
    return j;
  }

 private:
  [[noreturn]] void fail(const char* what) const {
    throw BadLine(fmt::format("expected {} at column {}", what, at_ + 1));
  }
  void space() {
    while (at_ < s_.size() && (s_[at_] == ' ' || s_[at_] == '\t' || s_[at_] == '\r')) ++at_;
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
    if (depth > 32) fail("less nesting");
    space();
    Json j;
    if (at_ >= s_.size()) fail("a value");
    char c = s_[at_];
    if (c == '{') return object(depth);
    if (c == '[') return array(depth);
    if (c == '"') {
      j.kind = Json::Kind::string;
      j.text = string();
    } else if (word("true") || word("false")) {
      j.kind = Json::Kind::boolean;
      j.truth = s_[at_ - 1] == 'e' && s_[at_ - 2] == 'u';
    } else if (word("null")) {
      j.kind = Json::Kind::null;
    } else if (c == '-' || (c >= '0' && c <= '9')) {
      j.kind = Json::Kind::number;
      std::size_t from = at_;
      while (at_ < s_.size() && std::string_view("+-.eE0123456789").find(s_[at_]) != std::string_view::npos) ++at_;
      j.text = std::string(s_.substr(from, at_ - from));
    } else {
      fail("a value");
    }
    return j;
  }

  Json object(int depth) {
    Json j;
    j.kind = Json::Kind::object;
    ++at_;
    if (eat('}')) return j;
    do {
      space();
      if (at_ >= s_.size() || s_[at_] != '"') fail("a member name");
      std::string key = string();
      if (!eat(':')) fail("':'");
      j.names.push_back(std::move(key));
      j.values.push_back(value(depth + 1));
    } while (eat(','));
    if (!eat('}')) fail("',' or '}'");
    return j;
  }

  Json array(int depth) {
    Json j;
    j.kind = Json::Kind::array;
    ++at_;
    if (eat(']')) return j;
    do j.items.push_back(value(depth + 1));
    while (eat(','));
    if (!eat(']')) fail("',' or ']'");
    return j;
  }

  unsigned hex4() {
    if (at_ + 4 > s_.size()) fail("4 hex digits");
    unsigned v = 0;
    for (int k = 0; k < 4; ++k) {
      char h = s_[at_++];
      v <<= 4;
      if (h >= '0' && h <= '9') v |= unsigned(h - '0');
      else if (h >= 'a' && h <= 'f') v |= unsigned(h - 'a' + 10);
      else if (h >= 'A' && h <= 'F') v |= unsigned(h - 'A' + 10);
      else fail("a hex digit");
    }
    return v;
  }

  void utf8(std::string& out, unsigned cp) {
    if (cp < 0x80) {
      out += char(cp);
    } else if (cp < 0x800) {
      out += char(0xC0 | (cp >> 6));
      out += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      out += char(0xE0 | (cp >> 12));
      out += char(0x80 | ((cp >> 6) & 0x3F));
      out += char(0x80 | (cp & 0x3F));
    } else {
      out += char(0xF0 | (cp >> 18));
      out += char(0x80 | ((cp >> 12) & 0x3F));
      out += char(0x80 | ((cp >> 6) & 0x3F));
      out += char(0x80 | (cp & 0x3F));
    }
  }

  std::string string() {
    ++at_;
    std::string out;
    while (true) {
      if (at_ >= s_.size()) fail("a closing '\"'");
      char c = s_[at_++];
      if (c == '"') return out;
      if (c != '\\') {
        out += c;
        continue;
      }
      if (at_ >= s_.size()) fail("an escape");
      char e = s_[at_++];
      switch (e) {
        case '"': case '\\': case '/': out += e; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
          unsigned cp = hex4();
          if (cp >= 0xD800 && cp < 0xDC00 && word("\\u")) cp = 0x10000 + ((cp - 0xD800) << 10) + (hex4() - 0xDC00);
          utf8(out, cp);
          break;
        }
        default: fail("an escape");
      }
    }
  }

  std::string_view s_;
  std::size_t at_ = 0;
};

}  // namespace

Json parse_line(std::string_view line) { return Reader(line).document(); }

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

const std::string& string_member(const Json& j, std::string_view key) {
  const Json* m = j.find(key);
  if (!m || m->kind != Json::Kind::string) throw BadLine(fmt::format("expected a string \"{}\"", key));
  return m->text;
}

std::vector<std::string> strings_member(const Json& j, std::string_view key) {
  const Json* m = j.find(key);
  if (!m || m->kind != Json::Kind::array) throw BadLine(fmt::format("expected an array \"{}\"", key));
  std::vector<std::string> out;
  for (const Json& i : m->items) {
    if (i.kind != Json::Kind::string) throw BadLine(fmt::format("expected strings in \"{}\"", key));
    out.push_back(i.text);
  }
  return out;
}

std::uint64_t number_of(const Json& j, std::string_view what) {
  if (j.kind != Json::Kind::number || j.text.empty() || j.text.size() > 10 ||
      j.text.find_first_not_of("0123456789") != std::string::npos)
    throw BadLine(fmt::format("expected a whole number for {}", what));
  return std::stoull(j.text);
}

}  // namespace canbeat::wire
