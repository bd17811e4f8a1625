#include "analysis/scenario.hpp"

#include <fmt/format.h>

#include <cctype>
#include <charconv>
#include <map>

namespace canbeat::analysis {

namespace {

// Raised by the reader at the first error; parse_scenario turns it into a
// diagnostic (one error per file: the rest would follow from it).
struct Bad {
  int line, col;
  std::string message;
};

std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

// A comment starts with a '#' that stands alone: at the start of a line or
// after a blank, and followed by a blank or the end of the line. A '#'
// inside a word ("Newt#12"), opening one ("Ripley #8") or inside double
// quotes is part of the text.
std::string_view without_comment(std::string_view s) {
  auto blank = [](char c) { return c == ' ' || c == '\t'; };
  bool quoted = false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '"') quoted = !quoted;
    if (quoted || s[i] != '#') continue;
    if ((i == 0 || blank(s[i - 1])) && (i + 1 == s.size() || blank(s[i + 1]) || s[i + 1] == '\r')) return s.substr(0, i);
  }
  return s;
}

bool starts_word(std::string_view s, std::string_view word) {
  return s.substr(0, word.size()) == word && (s.size() == word.size() || s[word.size()] == ' ');
}

// One line being read: its text, number and where each part starts.
struct Line {
  std::string_view full;  // the whole line, for columns
  std::string_view rest;  // what is still to read
  int number;

  int col() const { return static_cast<int>(rest.data() - full.data()) + 1; }
  [[noreturn]] void fail(std::string message) const { throw Bad{number, col(), std::move(message)}; }
  // Consumes `word` and the blanks after it; false when the line does not start with it.
  bool take(std::string_view word) {
    if (!starts_word(rest, word)) return false;
    rest = trim(rest.substr(word.size()));
    return true;
  }
  long number_or_fail(std::string_view what) {
    long n = 0;
    auto [end, ec] = std::from_chars(rest.data(), rest.data() + rest.size(), n);
    if (ec != std::errc() || end != rest.data() + rest.size() || n < 0 || n > 1000000) fail("expected " + std::string(what));
    return n;
  }
};

std::vector<std::string> words(std::string_view s) {
  std::vector<std::string> out;
  while (!(s = trim(s)).empty()) {
    std::size_t end = s.find(' ');
    out.emplace_back(s.substr(0, end));
    s = end == std::string_view::npos ? std::string_view() : s.substr(end);
  }
  return out;
}

// `KEY [N]`: the Nth option KEY names (two copies of one card's trigger).
void read_nth(Line& l, std::string_view& key, Step& s) {
  std::size_t open = key.rfind(" [");
  if (open == std::string_view::npos || key.back() != ']') return;
  std::string_view digits = key.substr(open + 2, key.size() - open - 3);
  if (digits.empty() || digits.find_first_not_of("0123456789") != std::string_view::npos) return;
  Line n{l.full, digits, l.number};
  s.nth = n.number_or_fail("a number in '[N]'");
  if (s.nth < 1) n.fail("expected the option's place, 1 or more, in '[N]'");
  key = trim(key.substr(0, open));
}

// `take [if offered] KEY [N] [xN]`
Step read_take(Line& l) {
  Step s{Step::Kind::take};
  if (l.take("if")) {
    if (!l.take("offered")) l.fail("expected 'offered' after 'take if' (take if offered KEY)");
    s.optional = true;
  }
  if (l.rest.empty()) l.fail("expected an option key after 'take' (\"draw Newt\")");
  std::string_view key = l.rest;
  std::size_t x = key.rfind(" x");
  if (x != std::string_view::npos && x + 2 < key.size() &&
      key.find_first_not_of("0123456789", x + 2) == std::string_view::npos) {
    Line count{l.full, key.substr(x + 2), l.number};
    s.number = count.number_or_fail("a number of times after 'x'");
    if (s.number < 1) count.fail("expected a number of times of at least 1");
    key = trim(key.substr(0, x));
  }
  read_nth(l, key, s);
  s.text = key;
  return s;
}

// "KEY | KEY ..." into `keys`; an empty key is an error at its place.
void read_keys(Line& l, std::string_view list, std::vector<std::string>& keys) {
  while (!list.empty()) {
    std::size_t bar = list.find('|');
    std::string_view key = trim(list.substr(0, bar));
    if (key.empty()) {
      l.rest = list;
      l.fail("expected an option key between the '|'");
    }
    keys.emplace_back(key);
    list = bar == std::string_view::npos ? std::string_view() : list.substr(bar + 1);
  }
}

// `until offers PATTERN take KEY | KEY ...`
Step read_until(Line& l) {
  Step s{Step::Kind::until};
  if (!l.take("offers")) l.fail("expected 'offers' after 'until' (until offers attack take pass | done)");
  std::size_t take = l.rest.find(" take ");
  if (take == std::string_view::npos) l.fail("expected 'take KEY | KEY ...' after the option it waits for");
  s.text = trim(l.rest.substr(0, take));
  if (s.text.empty()) l.fail("expected the option it waits for after 'offers'");
  read_keys(l, l.rest.substr(take + 6), s.via);
  return s;
}

// `... decided by FILE:LINE` at the end of an offers expectation.
void read_decided_by(Step& s) {
  std::size_t by = s.text.rfind(" decided by ");
  if (by == std::string::npos) return;
  s.decided_by = trim(std::string_view(s.text).substr(by + 12));
  s.text = trim(std::string_view(s.text).substr(0, by));
}

// `PATH = VALUE` (the path is one word).
void read_field_value(Line& l, Step& s, std::string_view what) {
  std::size_t eq = l.rest.find(" = ");
  if (eq == std::string_view::npos) {
    std::string_view r = l.rest;
    l.rest = r.substr(std::min(r.size(), r.find(' ') == std::string_view::npos ? r.size() : r.find(' ')));
    l.fail(fmt::format("expected ' = ' and {}", what));
  }
  s.path = trim(l.rest.substr(0, eq));
  if (s.path.empty() || s.path.find(' ') != std::string::npos) l.fail("expected a field path (first.hand, phase)");
  l.rest = trim(l.rest.substr(eq + 3));
}

Step read_expect(Line& l) {
  Step s;
  if (l.take("not")) {
    if (l.take("event")) s.kind = Step::Kind::expect_event;
    else if (l.take("offers")) s.kind = Step::Kind::expect_offers;
    else l.fail("expected 'offers' or 'event' after 'expect not'");
    s.negated = true;
  } else if (l.take("event")) {
    s.kind = Step::Kind::expect_event;
  } else if (l.take("offers")) {
    s.kind = Step::Kind::expect_offers;
  } else if (l.take("asked")) {
    // asked QUERY = legal|illegal [decided by FILE:LINE]
    s.kind = Step::Kind::expect_asked;
    std::size_t eq = l.rest.rfind(" = ");
    if (eq == std::string_view::npos || eq == 0) l.fail("expected 'QUERY = legal' or 'QUERY = illegal' after 'asked'");
    s.path = trim(l.rest.substr(0, eq));
    l.rest = trim(l.rest.substr(eq + 3));
    s.negated = l.take("illegal");
    if (!s.negated && !l.take("legal")) l.fail("expected 'legal' or 'illegal' after the query");
    if (!l.rest.empty()) {
      if (!l.take("decided") || !l.take("by") || l.rest.empty()) l.fail("expected 'decided by FILE:LINE' or the end of the line");
      s.decided_by = l.rest;
    }
    s.text = s.path;
    return s;
  } else if (l.take("pending")) {
    s.kind = Step::Kind::expect_pending;
  } else if (l.take("outcome")) {
    s.kind = Step::Kind::expect_outcome;
  } else if (l.take("card")) {
    // card "NAME" [in SEAT.ZONE] MEMBER = VALUE
    s.kind = Step::Kind::expect_card_value;
    std::size_t close = l.rest.size() > 1 && l.rest[0] == '"' ? l.rest.find('"', 1) : std::string_view::npos;
    if (close == std::string_view::npos) l.fail("expected the card's name in double quotes after 'card'");
    s.path = l.rest.substr(1, close - 1);
    l.rest = trim(l.rest.substr(close + 1));
    if (l.take("in")) {
      s.zone = l.rest.substr(0, l.rest.find(' '));
      l.rest = trim(l.rest.substr(s.zone.size()));
    }
    std::size_t eq = l.rest.find(" = ");
    if (eq == std::string_view::npos || l.rest.substr(0, eq).find(' ') != std::string_view::npos || eq == 0)
      l.fail("expected MEMBER = VALUE after the card's name (atk = 5)");
    s.member = l.rest.substr(0, eq);
    l.rest = trim(l.rest.substr(eq + 3));
  } else if (l.take("options")) {
    s.kind = Step::Kind::expect_options;
    if (!l.take("=")) l.fail("expected '= KEY | KEY ...' after 'options'");
    read_keys(l, l.rest, s.via);
    return s;
  } else if (l.take("weight")) {
    s.kind = Step::Kind::expect_weight;
    std::size_t eq = l.rest.find(" = ");
    if (eq == std::string_view::npos) l.fail("expected 'PATTERN = N' after 'weight'");
    s.text = trim(l.rest.substr(0, eq));
    l.rest = trim(l.rest.substr(eq + 3));
    s.number = l.number_or_fail("a number");
    return s;
  } else if (l.take("count")) {
    if (l.take("options")) {
      s.kind = Step::Kind::expect_option_total;
      if (!l.take("=")) l.fail("expected '= N' after 'count options'");
      s.number = l.number_or_fail("a number");
      return s;
    }
    bool offers = l.take("offers");
    s.kind = offers ? Step::Kind::expect_offered_count : Step::Kind::expect_count;
    if (offers) {
      std::size_t eq = l.rest.find(" = ");
      if (eq == std::string_view::npos) l.fail("expected 'PATTERN = N' after 'count offers'");
      s.text = trim(l.rest.substr(0, eq));
      l.rest = trim(l.rest.substr(eq + 3));
    } else {
      read_field_value(l, s, "a number");
    }
    s.number = l.number_or_fail("a number");
    return s;
  } else {
    std::string_view path = l.rest.substr(0, l.rest.find(' '));
    if (path.empty() || !std::isalpha(static_cast<unsigned char>(path[0])))
      l.fail("expected what to expect: a field path, count, offers, not offers, options, weight, card, event, asked, pending or outcome");
    if (l.rest.find(" contains ") == path.size()) {
      s.kind = Step::Kind::expect_holds;
      s.path = path;
      l.rest = trim(l.rest.substr(path.size() + 10));
    } else {
      s.kind = Step::Kind::expect_field;
      read_field_value(l, s, "the value it must have");
    }
  }
  if (l.rest.empty()) l.fail("expected what to expect after it");
  s.text = l.rest;
  if (s.kind == Step::Kind::expect_offers) read_decided_by(s);
  return s;
}

Step read_step(Line& l) {
  Line at = l;
  Step s;
  if (l.take("take")) s = read_take(l);
  else if (l.take("until")) s = read_until(l);
  else if (l.take("expect")) s = read_expect(l);
  else if (l.rest == "show") s.kind = Step::Kind::show;
  else l.fail("expected a step (take, until, expect, do, show), 'scenario \"NAME\"', 'define NAME', or a header line (game, players, decks, dsl)");
  s.line = at.number;
  s.col = at.col();
  s.text_as_written = std::string(at.rest);
  return s;
}

std::string read_name(Line& l) {
  if (l.rest.size() < 2 || l.rest.front() != '"' || l.rest.back() != '"' ||
      l.rest.substr(1, l.rest.size() - 2).find('"') != std::string_view::npos)
    l.fail("expected the scenario's name in double quotes");
  return std::string(l.rest.substr(1, l.rest.size() - 2));
}

// The reader: header lines, the dsl block, the prelude and the scenarios.
class Reader {
 public:
  Reader(std::string_view text, const std::string& path) : text_(text) { file_.path = path; }

  ScenarioFile read() {
    while (next()) line();
    if (in_dsl_) throw Bad{dsl_line_, 1, "expected 'end' to close the dsl block opened here"};
    if (defining_) throw Bad{define_line_, 1, "expected 'end' to close the define opened here"};
    if (in_position_) throw Bad{position_line_, 1, "expected 'end' to close the position opened here"};
    if (file_.game.empty()) throw Bad{1, 1, "expected a 'game NAME' line (a built-in game or a rules folder)"};
    if (file_.scenarios.empty()) throw Bad{number_ + 1, 1, "expected at least one 'scenario \"NAME\"'"};
    return std::move(file_);
  }

 private:
  // The next line; a final newline ends the last line, it does not start one.
  bool next() {
    if (pos_ >= text_.size()) return false;
    std::size_t nl = text_.find('\n', pos_);
    if (nl == std::string_view::npos) nl = text_.size();
    raw_ = text_.substr(pos_, nl - pos_);
    if (!raw_.empty() && raw_.back() == '\r') raw_.remove_suffix(1);
    pos_ = nl + 1;
    ++number_;
    return true;
  }

  void line() {
    if (in_dsl_) return dsl_line();
    file_.dsl_text += '\n';
    std::string_view body = trim(without_comment(raw_));
    if (body.empty()) return;
    Line l{raw_, body, number_};
    if (raw_.find('\0') != std::string_view::npos) l.fail("expected text (the line holds a NUL byte)");
    if (defining_) return define_line(l);
    if (in_position_) return position_line(l);
    if (l.take("game")) return header_game(l);
    if (l.take("players")) return table_line(l, true);
    if (l.take("decks")) return table_line(l, false);
    if (l.take("dsl")) return header(l, [&] { begin_dsl(l); });
    if (l.take("define")) return begin_define(l);
    if (l.take("position")) return begin_position(l);
    if (l.take("scenario")) {
      Scenario sc;
      sc.name = read_name(l);
      sc.line = number_;
      file_.scenarios.push_back(std::move(sc));
      return;
    }
    if (l.take("do")) return do_steps(l);
    add(read_step(l));
  }

  void add(Step s) { (file_.scenarios.empty() ? file_.prelude : file_.scenarios.back().steps).push_back(std::move(s)); }

  // `players N` / `decks A B`: the file's table in the header, or one
  // scenario's, right after its `scenario` line.
  void table_line(Line& l, bool players) {
    std::size_t* n = &file_.players;
    std::vector<std::string>* decks = &file_.decks;
    if (!file_.scenarios.empty()) {
      Scenario& sc = file_.scenarios.back();
      if (!sc.steps.empty()) l.fail("expected players and decks right after the scenario line, before its steps");
      n = &sc.players;
      decks = &sc.decks;
    } else if (!file_.prelude.empty()) {
      l.fail("expected header lines (game, players, decks, dsl) before the first step and scenario");
    }
    if (players) {
      // 0 would silently mean "the game's default": a table has a player.
      long count = l.number_or_fail("a number of players");
      if (count < 1) l.fail("expected a number of players of at least 1");
      *n = static_cast<std::size_t>(count);
    }
    else *decks = words(l.rest);
  }

  // `position` ... `end`: the file's (in the header) or one scenario's
  // (right after its line) starting position, PATH = VALUE per line. The
  // header may also name positions (`position "NAME"`), and a block may
  // start `from header` or `from "NAME"`: those fields, then its own lines,
  // each replacing the inherited line of the same path.
  void begin_position(Line& l) {
    Line at = l;
    std::string name = l.rest.empty() || l.rest[0] != '"' ? "" : quoted(l, "the position's name");
    if (!name.empty() && !file_.scenarios.empty())
      at.fail("expected a named position in the header, before the first scenario");
    position_ = target(at, name);
    if (l.take("from")) *position_ = inherited(l);
    if (!l.rest.empty())
      l.fail("expected the position's fields to start on the next line (or 'from header', 'from \"NAME\"')");
    in_position_ = true;
    position_line_ = number_;
  }

  // Where a block's fields go; each position is given once, before the
  // steps it starts.
  std::vector<PositionField>* target(Line& l, const std::string& name) {
    if (!name.empty()) {
      if (named(name)) l.fail(fmt::format("expected each position name once: \"{}\" is given above", name));
      file_.named_positions.push_back({name, {}});
      return &file_.named_positions.back().fields;
    }
    if (!file_.scenarios.empty() ? !file_.scenarios.back().steps.empty() || !file_.scenarios.back().position.empty()
                                 : !file_.prelude.empty() || !file_.position.empty())
      l.fail("expected one position, before the steps it starts");
    return file_.scenarios.empty() ? &file_.position : &file_.scenarios.back().position;
  }

  // The fields after `from`: the header's position or a named one.
  std::vector<PositionField> inherited(Line& l) {
    const std::vector<PositionField>* from = nullptr;
    if (l.take("header")) {
      if (file_.position.empty()) l.fail("expected a 'position' block in the header to start from");
      from = &file_.position;
    } else if (!l.rest.empty() && l.rest[0] == '"') {
      Line at = l;
      std::string name = quoted(l, "the name of a position");
      from = named(name);
      if (!from) at.fail(fmt::format("expected the name of a position the header gives: \"{}\" is not one", name));
    } else {
      l.fail("expected 'header' or a position's name in double quotes after 'from'");
    }
    std::vector<PositionField> fields = *from;
    for (PositionField& f : fields) f.inherited = true;
    return fields;
  }

  const std::vector<PositionField>* named(const std::string& name) const {
    for (const NamedPosition& n : file_.named_positions)
      if (n.name == name) return &n.fields;
    return nullptr;
  }

  // A name in double quotes at the start of the line's rest, taken off it.
  static std::string quoted(Line& l, const char* what) {
    std::size_t close = l.rest.size() > 1 ? l.rest.find('"', 1) : std::string_view::npos;
    if (close == std::string_view::npos) l.fail(fmt::format("expected {} in double quotes", what));
    std::string name(l.rest.substr(1, close - 1));
    l.rest = trim(l.rest.substr(close + 1));
    return name;
  }

  void position_line(Line& l) {
    if (l.rest == "end") {
      in_position_ = false;
      return;
    }
    std::size_t eq = l.rest.find(" = ");
    if (eq == std::string_view::npos) l.fail("expected PATH = VALUE (first.hand = [Newt, Earth]) or 'end'");
    std::string path(trim(l.rest.substr(0, eq)));
    PositionField field{path, std::string(trim(l.rest.substr(eq + 3))), number_};
    for (PositionField& f : *position_) {
      if (f.path != path) continue;
      // Engines would stage one value or the other: neither is guessed.
      if (!f.inherited) l.fail(fmt::format("expected each field once: '{}' is given on line {} too", path, f.line));
      f = std::move(field);
      return;
    }
    position_->push_back(std::move(field));
  }

  // `define NAME` ... `end`: steps that `do NAME` runs where it stands.
  void begin_define(Line& l) {
    if (l.rest.empty() || l.rest.find(' ') != std::string_view::npos) l.fail("expected one word: the name of the steps");
    if (defines_.count(std::string(l.rest))) l.fail("expected a name not defined before");
    defining_ = true;
    define_name_ = l.rest;
    defines_[define_name_];
    define_line_ = number_;
  }

  void define_line(Line& l) {
    if (l.rest == "end") {
      defining_ = false;
      return;
    }
    if (starts_word(l.rest, "define") || starts_word(l.rest, "scenario") || starts_word(l.rest, "do"))
      l.fail("expected a step (take, until, expect) or 'end' inside a define");
    defines_[define_name_].push_back(read_step(l));
  }

  // `do NAME [xN]`
  void do_steps(Line& l) {
    std::vector<std::string> w = words(l.rest);
    long times = 1;
    if (w.size() == 2 && w[1].size() > 1 && w[1][0] == 'x' && w[1].find_first_not_of("0123456789", 1) == std::string::npos) {
      // Every digit counts, as in `take KEY xN`: x00000005 is 5 times.
      Line count{l.full, l.rest.substr(l.rest.find_last_of(' ') + 2), l.number};
      times = count.number_or_fail("a number of times after 'x'");
      if (times < 1) count.fail("expected a number of times of at least 1");
    } else if (w.size() != 1) {
      l.fail("expected the name of defined steps, and 'xN' to run them N times");
    }
    auto it = defines_.find(w.empty() ? "" : w[0]);
    if (it == defines_.end()) l.fail("expected the name of steps defined above with 'define'");
    // The steps are copied where they stand: bounded before any is copied.
    std::size_t have = (file_.scenarios.empty() ? file_.prelude : file_.scenarios.back().steps).size();
    long adding = times * static_cast<long>(it->second.size());
    if (static_cast<long>(have) + adding > kMaxScenarioSteps)
      l.fail(fmt::format("at most {} steps in a scenario: 'do {} x{}' would make it {}", kMaxScenarioSteps, w[0], times,
                         static_cast<long>(have) + adding));
    for (long k = 0; k < times; ++k)
      for (Step s : it->second) {
        s.done_at = number_;
        add(std::move(s));
      }
  }

  template <class F>
  void header(Line& l, F read) {
    if (!file_.scenarios.empty() || !file_.prelude.empty())
      l.fail("expected header lines (game, players, decks, dsl) before the first step and scenario");
    read();
  }

  void header_game(Line& l) {
    header(l, [&] {
      if (!file_.game.empty()) l.fail("expected 'game' only once");
      std::vector<std::string> w = words(l.rest);
      if (w.empty()) l.fail("expected a game: a built-in game's name or a rules folder");
      if (w.size() > 1 && (w[1] != "only" || w.size() == 2)) {
        l.rest = l.rest.substr(w[0].size());
        l.rest = trim(l.rest);
        l.fail("expected the end of the line, or 'only FILE...' (the game's files to read)");
      }
      file_.game = w[0];
      file_.only.assign(w.begin() + std::min<std::size_t>(w.size(), 2), w.end());
      file_.game_line = number_;
    });
  }

  void begin_dsl(Line& l) {
    if (!l.rest.empty()) l.fail("expected the dsl block to start on the next line");
    if (dsl_line_) l.fail("expected one dsl block only");
    in_dsl_ = true;
    dsl_line_ = number_;
  }

  void dsl_line() {
    if (trim(without_comment(raw_)) == "end") {
      in_dsl_ = false;
      file_.dsl_text += '\n';
      return;
    }
    file_.dsl_text += std::string(raw_) + '\n';
  }

  std::string_view text_;
  std::string_view raw_;
  std::size_t pos_ = 0;
  int number_ = 0;
  bool in_dsl_ = false;
  int dsl_line_ = 0;
  bool in_position_ = false;
  int position_line_ = 0;
  std::vector<PositionField>* position_ = nullptr;  // the open block's fields
  bool defining_ = false;
  int define_line_ = 0;
  std::string define_name_;
  std::map<std::string, std::vector<Step>> defines_;
  ScenarioFile file_;
};

}  // namespace

std::optional<ScenarioFile> parse_scenario(std::string_view text, const std::string& path, dsl::Diagnostics& out) {
  try {
    ScenarioFile f = Reader(text, path).read();
    if (f.dsl_text.find_first_not_of('\n') == std::string::npos) f.dsl_text.clear();
    return f;
  } catch (const Bad& b) {
    std::string_view rest = text;
    for (int i = 1; i < b.line && !rest.empty(); ++i) {
      std::size_t nl = rest.find('\n');
      rest = nl == std::string_view::npos ? std::string_view() : rest.substr(nl + 1);
    }
    std::string source(rest.substr(0, rest.find('\n')));
    out.items.push_back({dsl::Diagnostic::Kind::error, {path, b.line, b.col}, b.message, source});
    return std::nullopt;
  }
}

bool names_option(std::string_view pattern, std::string_view key) {
  if (pattern == key) return true;
  std::string plain = without_serials(key);
  // A power's key is CARD/POWER: "use Hunter" names "use Hunter#3/Cloak".
  return plain == pattern || starts_word(plain, pattern) ||
         (plain.size() > pattern.size() && plain.compare(0, pattern.size(), pattern) == 0 && plain[pattern.size()] == '/');
}

bool matches_value(std::string_view expected, std::string_view observed) {
  // Glob: each '*' any run of characters (the captor's serial in
  // "Recruit {wounds=1, captor=*}"). Two pointers: on a mismatch only the
  // last '*' seen takes one more character (an earlier '*' could have
  // taken the same ones), so a match costs at most the product of the two
  // lengths, never an exponential search.
  std::size_t e = 0, o = 0;
  std::size_t star = std::string_view::npos, resume = 0;  // the last '*' and where its run ends
  while (o < observed.size()) {
    if (e < expected.size() && expected[e] == '*') {
      star = e++;
      resume = o;
    } else if (e < expected.size() && expected[e] == observed[o]) {
      ++e, ++o;
    } else if (star != std::string_view::npos) {
      e = star + 1;
      o = ++resume;
    } else {
      return false;
    }
  }
  while (e < expected.size() && expected[e] == '*') ++e;
  return e == expected.size();
}

}  // namespace canbeat::analysis
