#include "harness/repro.hpp"

#include <fmt/format.h>

#include <array>
#include <charconv>

#include "dsl/file_io.hpp"

namespace canbeat {

namespace {

constexpr std::string_view magic = "canbeat-repro";
constexpr int current_version = 1;

bool is_hex(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

std::vector<std::string> words(std::string_view s) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < s.size()) {
    std::size_t j = s.find(' ', i);
    if (j == std::string_view::npos) j = s.size();
    if (j > i) out.emplace_back(s.substr(i, j - i));
    i = j + 1;
  }
  return out;
}

// Splits text into lines (a final newline ends the last line, it does not
// start an empty one) and tracks where errors point.
class Reader {
 public:
  Reader(std::string_view text, const std::string& path) : text_(text), path_(path) {}

  bool next(std::string_view& line) {
    if (pos_ >= text_.size()) return false;
    std::size_t nl = text_.find('\n', pos_);
    if (nl == std::string_view::npos) nl = text_.size();
    line = text_.substr(pos_, nl - pos_);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);  // CRLF checkouts
    pos_ = nl + 1;
    ++line_;
    return true;
  }

  std::size_t line() const { return line_; }

  [[noreturn]] void fail(std::size_t col, std::string_view expected) const {
    throw ReproError(fmt::format("{}:{}:{}: error: expected {}", path_, line_, col, expected));
  }
  // Errors about something missing at the end point just past the last line.
  [[noreturn]] void fail_at_end(std::string_view expected) {
    ++line_;
    fail(1, expected);
  }

 private:
  std::string_view text_;
  const std::string& path_;
  std::size_t pos_ = 0;
  std::size_t line_ = 0;
};

void read_magic(Reader& in, Repro& r) {
  std::string_view line;
  if (!in.next(line)) in.fail_at_end("'canbeat-repro 1' on the first line");
  if (line.substr(0, magic.size()) != magic ||
      (line.size() > magic.size() && line[magic.size()] != ' '))
    in.fail(1, "'canbeat-repro' (this is not a canbeat repro file)");
  std::string_view v = line.substr(std::min(line.size(), magic.size() + 1));
  auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), r.version);
  if (ec != std::errc() || end != v.data() + v.size() || v.empty())
    in.fail(magic.size() + 2, "a format version number");
  if (r.version != current_version)
    in.fail(magic.size() + 2, fmt::format("format version {} (file has {})", current_version,
                                          r.version));
}

// Header names, in the order write_repro() emits them; the first five are
// required, `ends` and `end-state` (what the game ends in) are optional.
constexpr std::array<std::string_view, 7> header_names = {"game", "rules-hash", "cards-hash", "seats",
                                                          "decks", "ends", "end-state"};
constexpr std::size_t required_fields = 5;

void read_field(Reader& in, Repro& r, std::string_view name, std::string_view value) {
  std::size_t col = name.size() + 2;
  if (name == "game") {
    if (value.empty() || value.find(' ') != std::string_view::npos)
      in.fail(col, "a game name (one word)");
    r.game = value;
  } else if (name == "rules-hash" || name == "cards-hash") {
    if (!is_hex(value)) in.fail(col, "a hash in lowercase hex digits");
    (name == "rules-hash" ? r.rules_hash : r.cards_hash) = value;
  } else if (name == "end-state") {
    if (!is_hex(value)) in.fail(col, "a hash in lowercase hex digits");
    r.end_state = value;
  } else if (name == "ends") {
    if (value.empty()) in.fail(col, "what the game ends in (an outcome, or the error)");
    r.ends = value;
  } else if (name == "seats") {
    r.seats = words(value);
    if (r.seats.empty()) in.fail(col, "at least one seat name");
  } else {
    r.decks = words(value);  // none: the game's default decks
  }
}

// Header lines up to and including "choices"; each field exactly once.
void read_header(Reader& in, Repro& r) {
  std::array<bool, header_names.size()> seen{};
  std::string_view line;
  while (in.next(line)) {
    if (!line.empty() && line[0] == '#') {
      line.remove_prefix(line.size() > 1 && line[1] == ' ' ? 2 : 1);
      r.comments.emplace_back(line);
      continue;
    }
    if (line == "choices") {
      for (std::size_t i = 0; i < required_fields; ++i)
        if (!seen[i]) in.fail(1, fmt::format("'{}' before 'choices'", header_names[i]));
      r.choices_line = in.line() + 1;
      return;
    }
    std::string_view name = line.substr(0, line.find(' '));
    if (name == "without") {
      // One card per line, as many lines as cards.
      if (line.size() <= name.size() + 1) in.fail(name.size() + 2, "a card (its id, else its name)");
      r.without.emplace_back(line.substr(name.size() + 1));
      continue;
    }
    std::size_t i = 0;
    while (i < header_names.size() && header_names[i] != name) ++i;
    if (i == header_names.size())
      in.fail(1, "a header field (game, rules-hash, cards-hash, seats, decks, ends, end-state, without), "
                 "a '#' comment or 'choices'");
    if (seen[i]) in.fail(1, fmt::format("'{}' only once", name));
    seen[i] = true;
    read_field(in, r, name, line.substr(std::min(line.size(), name.size() + 1)));
  }
  in.fail_at_end("'choices' after the header");
}

void read_choices(Reader& in, Repro& r) {
  std::string_view line;
  while (in.next(line)) {
    if (line.empty()) in.fail(1, "a choice key (blank lines are not allowed after 'choices')");
    r.choices.emplace_back(line);
  }
}

void check_line(std::string_view s, std::string_view what) {
  if (s.find_first_of("\r\n") != std::string_view::npos)
    throw std::invalid_argument(fmt::format("repro {} contains a line break: {}", what, s));
}

}  // namespace

std::string write_repro(const Repro& r) {
  std::string out = fmt::format("{} {}\n", magic, r.version);
  out += fmt::format("game {}\nrules-hash {}\ncards-hash {}\n", r.game, r.rules_hash,
                     r.cards_hash);
  out += fmt::format("seats {}\n", fmt::join(r.seats, " "));
  out += r.decks.empty() ? "decks\n" : fmt::format("decks {}\n", fmt::join(r.decks, " "));
  if (!r.ends.empty()) {
    check_line(r.ends, "ends");
    out += fmt::format("ends {}\n", r.ends);
  }
  if (!r.end_state.empty()) out += fmt::format("end-state {}\n", r.end_state);
  for (const std::string& w : r.without) {
    check_line(w, "card");
    if (w.empty()) throw std::invalid_argument("repro 'without' cards cannot be empty");
    out += fmt::format("without {}\n", w);
  }
  for (const std::string& c : r.comments) {
    check_line(c, "comment");
    out += "# " + c + "\n";
  }
  out += "choices\n";
  for (const std::string& k : r.choices) {
    check_line(k, "choice");
    if (k.empty()) throw std::invalid_argument("repro choice keys cannot be empty");
    out += k + "\n";
  }
  return out;
}

Repro read_repro(std::string_view text, const std::string& path) {
  Repro r;
  Reader in(text, path);
  read_magic(in, r);
  read_header(in, r);
  read_choices(in, r);
  return r;
}

StaleCheck check_stale(const Repro& r, std::string_view rules_hash,
                       std::string_view cards_hash) {
  StaleCheck c;
  auto compare = [&](std::string_view what, const std::string& file, std::string_view now) {
    if (file == now) return;
    c.staleness = Staleness::stale;
    if (!c.message.empty()) c.message += "; ";
    c.message += fmt::format("{} changed: file has {}, game now has {}", what, file, now);
  };
  compare("rules-hash", r.rules_hash, rules_hash);
  compare("cards-hash", r.cards_hash, cards_hash);
  if (c.staleness == Staleness::stale) c.message = "stale repro (" + c.message + ")";
  return c;
}

std::string fnv1a_hex(std::string_view bytes) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (unsigned char c : bytes) {
    h ^= c;
    h *= 0x100000001b3ULL;
  }
  return fmt::format("{:016x}", h);
}

std::filesystem::path save_repro(const std::filesystem::path& dir, const Repro& r, const std::string& stem) {
  std::string keys;
  for (const std::string& k : r.choices) keys += k + "\n";
  std::filesystem::path path =
      dir / (r.game + "-" + (stem.empty() ? fnv1a_hex(keys).substr(0, 12) : stem) + ".repro");
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) throw files::OutputError("cannot write " + path.string() + ": " + ec.message());
  files::write_file_atomic(path.string(), write_repro(r));
  return path;
}

Repro load_repro(const std::filesystem::path& path) {
  std::string text, why;
  if (!files::read_regular_file(path.string(), text, why))
    throw ReproError(path.string() + ": error: cannot read the repro file: " + why);
  return read_repro(text, path.string());
}

}  // namespace canbeat
