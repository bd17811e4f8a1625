#include "analysis/scenario_run.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <filesystem>
#include <set>
#include <stdexcept>

#include "analysis/coverage.hpp"
#include "dsl/file_io.hpp"
#include "interpreter/interpreter.hpp"

namespace canbeat::analysis {

namespace {

namespace fs = std::filesystem;

// "games/GAME/combat.rules:125" ends with "combat.rules:125": a `decided
// by` names the end of the statement's path.
bool path_ends_with(const std::string& path, const std::string& end) {
  return path.size() >= end.size() && path.compare(path.size() - end.size(), std::string::npos, end) == 0;
}

// A play of one scenario on one engine.
class Play {
 public:
  // `asks`: the scenario has an `expect asked`, so the reference's
  // legality log is read after every choice; otherwise it is never read.
  Play(Engine& e, interp::Reference* explaining, const dsl::Game& g, bool asks)
      : e_(e), explaining_(explaining), g_(g), asks_(asks) {
    for (const ast::CardDef* c : card_definitions(g)) names_.insert(c->name);
    collect_asked();
  }

  // Runs the step; false when the run cannot go on (a take that failed).
  bool step(const Step& s) {
    try {
      return dispatch(s);
    } catch (const std::exception& x) {
      fail(s, fmt::format("an error: {}", x.what()));
      return false;
    }
  }

  std::vector<Failure> failures;
  std::vector<std::string> notes;  // things to look at that are not failures
  std::string shown;
  bool unchecked_deciders = false;  // a `decided by` this engine cannot tell
  bool unchecked_values = false;    // an `expect card` this engine cannot tell
  bool unchecked_events = false;    // an `expect event` this engine cannot tell
  bool unchecked_asked = false;     // an `expect asked` this engine cannot tell
  bool record = false;              // keep each choice and the state after it in `taken`
  std::vector<EngineVerdict::Taken> taken;

 private:
  bool dispatch(const Step& s) {
    switch (s.kind) {
      case Step::Kind::take: return take(s);
      case Step::Kind::until: return until(s);
      case Step::Kind::expect_field: return expect_matching(s, field(s.path), s.text);
      case Step::Kind::expect_count: return expect_count(s);
      case Step::Kind::expect_holds: return expect_holds(s);
      case Step::Kind::expect_offers: return expect_offers(s);
      case Step::Kind::expect_offered_count:
        return expect_equal(s, std::to_string(named(s.text).size()), std::to_string(s.number));
      case Step::Kind::expect_options: return expect_options(s);
      case Step::Kind::expect_option_total:
        return expect_equal(s, std::to_string(e_.option_count()), std::to_string(s.number));
      case Step::Kind::expect_weight: return expect_weight(s);
      case Step::Kind::expect_pending: return expect_equal(s, pending_text(e_.pending(), e_.seats()), s.text);
      case Step::Kind::expect_outcome: return expect_equal(s, outcome_text(e_.outcome(), e_.seats()), s.text);
      case Step::Kind::expect_card_value:
        if (!explaining_) {
          unchecked_values = true;
          return true;
        }
        return expect_matching(s, explaining_->card_value(s.path, s.member, s.zone), s.text);
      case Step::Kind::expect_event:
        if (!explaining_) {
          unchecked_events = true;
          return true;
        }
        return expect_event(s);
      case Step::Kind::expect_asked:
        if (!explaining_) {
          unchecked_asked = true;
          return true;
        }
        return expect_asked(s);
      case Step::Kind::show:
        shown += fmt::format("line {}, after {} choice{}:\n{}options = {}\n", s.line, choices_, choices_ == 1 ? "" : "s",
                             e_.observe().serialize(), options_text(true));
        return true;
    }
    return true;
  }

  void fail(const Step& s, std::string observed) {
    failures.push_back({s.line, s.col, s.text_as_written, std::move(observed), choices_, last_, s.done_at});
  }

  // A field of the state, or of a seat's view: "view.SEAT.PATH" (as the
  // lockstep compares views, Engine::view).
  std::string field(const std::string& path) const {
    std::optional<Observation> o = e_.observe();
    std::string inner = path;
    if (path.rfind("view.", 0) == 0) {
      std::size_t dot = path.find('.', 5);
      const auto& seats = e_.seats();
      auto seat = std::find(seats.begin(), seats.end(), path.substr(5, dot == std::string::npos ? dot : dot - 5));
      if (seat == seats.end() || dot == std::string::npos) return "<no seat " + path.substr(5, dot - 5) + ">";
      o = e_.view(static_cast<int>(seat - seats.begin()));
      if (!o) return "<this engine does not say what a seat sees>";
      inner = path.substr(dot + 1);
    }
    const std::string* v = o->find(inner);
    return v ? *v : "<absent>";
  }

  std::string options_text(bool all = false) const {
    if (e_.option_count() == 0) return fmt::format("nothing: the game is over ({})", outcome_text(e_.outcome(), e_.seats()));
    // A long list is cut: the first ones say what kind of decision it is.
    std::vector<std::string> keys = e_.option_keys();
    if (all || keys.size() <= 8) return fmt::format("{}", fmt::join(keys, ", "));
    return fmt::format("{}, ... ({} in all)", fmt::join(keys.begin(), keys.begin() + 8, ", "), keys.size());
  }

  // The options `pattern` names, in key order.
  std::vector<std::size_t> named(const std::string& pattern) const {
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < e_.option_count(); ++i)
      if (names_option(pattern, e_.option_key(i))) out.push_back(i);
    return out;
  }

  // The option a take means: the `nth` whose key is `pattern` without
  // serials, else the `nth` `pattern` names.
  std::size_t chosen(const std::string& pattern, long nth = 1) const {
    long seen = 0;
    for (std::size_t i = 0; i < e_.option_count(); ++i)
      if ((e_.option_key(i) == pattern || without_serials(e_.option_key(i)) == pattern) && ++seen == nth) return i;
    std::vector<std::size_t> n = named(pattern);
    return static_cast<long>(n.size()) < nth ? Engine::npos : n[static_cast<std::size_t>(nth - 1)];
  }

  void apply(std::size_t i) {
    if (choices_ >= kMaxScenarioChoices)
      throw std::runtime_error(fmt::format("the scenario's budget of {} choices ran out (a game that never ends?)",
                                           kMaxScenarioChoices));
    last_ = e_.option_key(i);
    std::string who = record ? pending_text(e_.pending(), e_.seats()) : "";
    e_.apply(i);
    ++choices_;
    collect_asked();
    if (record) taken.push_back({who, last_, e_.observe()});
  }

  // What happened since the last take or until began (the reference's
  // events: procedures run, events fired, powers used); `expect event`
  // reads it.
  void collect_events() {
    if (!explaining_) return;
    for (std::string& e : explaining_->take_events()) happened_.push_back(std::move(e));
  }
  void new_events_window() {
    collect_events();
    happened_.clear();
    asked_.clear();
  }

  // The legality queries asked since the last take or until began (the
  // reference's log after each choice: the rules' own queries, then the
  // options'); `expect asked` reads them.
  void collect_asked() {
    if (!explaining_ || !asks_) return;
    for (const interp::LegalityAnswer& a : explaining_->legality_log())
      asked_.push_back({a.query, a.legal, a.decider ? where_of(*a.decider) : "no statement permits it"});
  }

  std::string where_of(const ast::Permission& p) const {
    dsl::Where w = g_.where(p);
    return fmt::format("{}:{}", w.file, w.line);
  }

  // A query `s.path` names (serial numbers may be left out, `*` any run of
  // characters) answered as expected, and by the statement `decided by` names.
  bool expect_asked(const Step& s) {
    std::vector<std::string> seen;
    for (const Asked& a : asked_) {
      if (!matches_value(s.path, a.query) && !matches_value(s.path, without_serials(a.query))) continue;
      if (a.legal != s.negated && (s.decided_by.empty() || path_ends_with(a.decider, s.decided_by))) return true;
      seen.push_back(fmt::format("{} = {} decided by {}", a.query, a.legal ? "legal" : "illegal", a.decider));
    }
    if (!seen.empty()) fail(s, fmt::format("asked {}", fmt::join(seen, " | ")));
    else fail(s, asked_.empty() ? std::string("no legality query was asked since the last take")
                                : fmt::format("not asked; {} other quer{} since the last take, the first {}", asked_.size(),
                                              asked_.size() == 1 ? "y" : "ies", asked_.front().query));
    return true;
  }

  bool expect_event(const Step& s) {
    collect_events();
    bool seen = false;
    for (const std::string& e : happened_)
      seen = seen || matches_value(s.text, e) || matches_value(s.text, without_serials(e));
    if (seen == s.negated) {
      std::size_t shown = std::min<std::size_t>(happened_.size(), 12);
      fail(s, happened_.empty() ? std::string("nothing happened since the last take")
                                : fmt::format("{}: {}{}", s.negated ? "it happened; since the last take" : "since the last take",
                                              fmt::join(happened_.begin(), happened_.begin() + long(shown), " | "),
                                              shown < happened_.size() ? fmt::format(" | ... ({} in all)", happened_.size()) : ""));
    }
    return true;
  }

  bool take(const Step& s) {
    new_events_window();
    for (long k = 0; k < s.number; ++k) {
      std::size_t i = chosen(s.text, s.nth);
      if (i == Engine::npos && s.optional) return true;
      if (i == Engine::npos) {
        // Every option: the keys to write are what the reader looks for here.
        fail(s, fmt::format("'{}{}' is not offered{}; offered: {}", s.text, s.nth > 1 ? fmt::format(" [{}]", s.nth) : "",
                            s.number > 1 ? fmt::format(" the {} time", k + 1) : "", options_text(true)));
        return false;
      }
      apply(i);
    }
    return true;
  }

  bool until(const Step& s) {
    new_events_window();
    for (int guard = 0; guard < 100000; ++guard) {
      if (!named(s.text).empty()) return true;
      std::size_t i = Engine::npos;
      for (const std::string& via : s.via)
        if ((i = chosen(via)) != Engine::npos) break;
      if (i == Engine::npos) {
        fail(s, fmt::format("'{}' was never offered; at the end neither it nor '{}' is offered: {}", s.text,
                            fmt::join(s.via, "' nor '"), options_text()));
        return false;
      }
      apply(i);
    }
    fail(s, "'" + s.text + "' was not offered in 100000 choices");
    return false;
  }

  bool expect_matching(const Step& s, const std::string& observed, const std::string& expected) {
    if (!matches_value(expected, observed)) fail(s, observed);
    return true;
  }

  bool expect_equal(const Step& s, const std::string& observed, const std::string& expected) {
    if (observed != expected) fail(s, observed);
    return true;
  }

  bool expect_options(const Step& s) {
    std::vector<std::string> plain;
    for (const std::string& k : e_.option_keys()) plain.push_back(without_serials(k));
    if (plain == s.via) return true;
    std::vector<std::string> missing, extra;
    for (const std::string& k : s.via)
      if (std::find(plain.begin(), plain.end(), k) == plain.end()) missing.push_back(k);
    for (const std::string& k : plain)
      if (std::find(s.via.begin(), s.via.end(), k) == s.via.end()) extra.push_back(k);
    fail(s, fmt::format("{} option{}; not offered: {}; offered besides: {}", plain.size(), plain.size() == 1 ? "" : "s",
                        missing.empty() ? "none" : fmt::format("{}", fmt::join(missing, " | ")),
                        extra.empty() ? "none (another order)" : extra.size() <= 8 ? fmt::format("{}", fmt::join(extra, " | "))
                                      : fmt::format("{} | ... ({} in all)", fmt::join(extra.begin(), extra.begin() + 8, " | "), extra.size())));
    return true;
  }

  bool expect_weight(const Step& s) {
    std::size_t i = chosen(s.text);
    if (i == Engine::npos) fail(s, fmt::format("'{}' is not offered; offered: {}", s.text, options_text()));
    else if (e_.option_weight(i) != static_cast<std::uint32_t>(s.number)) fail(s, fmt::format("weight {}", e_.option_weight(i)));
    return true;
  }

  bool expect_count(const Step& s) {
    std::string value = field(s.path);
    auto cards = zone_cards(value, [this](std::string_view n) { return names_.count(std::string(n)) > 0; });
    if (!cards) fail(s, fmt::format("{} is not a zone: {}", s.path, value));
    else if (static_cast<long>(cards->size()) != s.number) fail(s, fmt::format("{} cards: {}", cards->size(), value));
    return true;
  }

  bool expect_holds(const Step& s) {
    std::string value = field(s.path);
    auto cards = zone_cards(value, [this](std::string_view n) { return names_.count(std::string(n)) > 0; });
    bool held = false;
    for (const std::string& c : cards.value_or(std::vector<std::string>{}))
      held = held || matches_value(s.text, c) || matches_value(s.text, c.substr(0, c.find(" {")));
    if (!held) fail(s, value);
    return true;
  }

  bool expect_offers(const Step& s) {
    bool offered = !named(s.text).empty();
    if (offered == s.negated) {
      fail(s, offered ? fmt::format("offered: {}", options_text())
                      : fmt::format("not offered; offered: {}", options_text()));
      return true;
    }
    if (s.negated && explaining_ && !considered(s.text))
      notes.push_back(fmt::format("line {}: 'not offers {}' names no option the rules considered there "
                                  "(a misspelt key passes vacuously)", s.line, s.text));
    if (s.decided_by.empty()) return true;
    if (!explaining_) {
      unchecked_deciders = true;
      return true;
    }
    std::vector<std::string> deciders = decided(s.text, !s.negated);
    for (const std::string& d : deciders)
      if (path_ends_with(d, s.decided_by)) return true;
    fail(s, deciders.empty() ? "no legality query decided it (the option's own condition did)"
                             : fmt::format("decided by {}", fmt::join(deciders, ", ")));
    return true;
  }

  bool considered(const std::string& pattern) const {
    for (const auto& c : explaining_->candidates())
      if (names_option(pattern, c.key)) return true;
    return false;
  }

  // FILE:LINE of every statement that decided a legality query of an
  // option `pattern` names ("no statement permits it" when none did).
  std::vector<std::string> decided(const std::string& pattern, bool offered) const {
    std::vector<std::string> out;
    for (const auto& c : explaining_->candidates()) {
      if (!names_option(pattern, c.key) || c.offered != offered) continue;
      for (const interp::LegalityAnswer& a : c.answers) {
        if (a.legal != offered) continue;
        if (!a.decider) {
          out.push_back("no statement permits it");
          continue;
        }
        out.push_back(where_of(*a.decider));
      }
    }
    return out;
  }

  Engine& e_;
  interp::Reference* explaining_;
  const dsl::Game& g_;
  bool asks_;
  std::set<std::string> names_;  // every card name of the game
  std::size_t choices_ = 0;
  std::string last_;
  std::vector<std::string> happened_;  // the reference's events since the last take (expect event)
  struct Asked {
    std::string query;
    bool legal = false;
    std::string decider;  // FILE:LINE of the statement that decided it
  };
  std::vector<Asked> asked_;  // the reference's legality queries since the last take (expect asked)
};

bool has_expect_asked(const std::vector<Step>& steps) {
  return std::any_of(steps.begin(), steps.end(), [](const Step& s) { return s.kind == Step::Kind::expect_asked; });
}

// The scenario's own table where it sets one, else the file's.
Setup setup_of(const ScenarioFile& f, const Scenario& sc) {
  Setup s;
  s.decks = sc.decks.empty() ? f.decks : sc.decks;
  s.players = sc.players ? sc.players : f.players ? f.players : s.decks.size();
  return s;
}

// The line of the position field an error names ("red.field: ..."), else `fallback`.
int line_of(const std::vector<PositionField>& position, const std::string& why, int fallback) {
  for (const PositionField& p : position)
    if (why.rfind(p.path + ":", 0) == 0 || why.rfind(p.path + " =", 0) == 0) return p.line;
  return fallback;
}

EngineVerdict run_on(EngineKind kind, const ScenarioFile& f, const Scenario& sc, const dsl::Game& g, bool record) {
  EngineVerdict v;
  v.engine = kind;
  std::unique_ptr<Engine> engine;
  interp::Reference* explaining = nullptr;
  try {
    if (kind == EngineKind::reference) {
      auto ref = std::make_unique<interp::Reference>(g, setup_of(f, sc), interp::Keep::explanations);
      ref->keep_events();
      explaining = ref.get();
      engine = std::move(ref);
    } else {
      engine = make_engine(kind, g, setup_of(f, sc));
    }
  } catch (const std::exception& x) {
    // The fast engine refusing a card it cannot compile is a verdict of its
    // own; the reference refusing the table is a failure of the file.
    if (kind == EngineKind::fast) {
      v.result = EngineVerdict::Result::cannot_run;
      v.note = x.what();
    } else {
      v.result = EngineVerdict::Result::fail;
      v.failures.push_back({sc.line, 1, "the game to start", x.what(), 0, "", 0});
    }
    return v;
  }
  const auto& position = sc.position.empty() ? f.position : sc.position;
  if (!position.empty()) {
    Observation o;
    for (const PositionField& p : position) o.add(p.path, p.value);
    o.sort();
    std::string why;
    bool raised = false;  // staged, then an error running to the first decision
    try {
      why = engine->stage(o);
    } catch (const std::exception& x) {
      why = std::string("an error while staging: ") + x.what();
      raised = true;
    }
    if (!why.empty()) {
      // A position a fast engine cannot hold is its own verdict; a rules
      // error after staging fails on every engine, as on the reference.
      bool refused = kind == EngineKind::fast && !raised;
      v.result = refused ? EngineVerdict::Result::cannot_run : EngineVerdict::Result::fail;
      if (refused) v.note = fmt::format("cannot stage: {}:{}:1: {}", f.path, line_of(position, why, sc.line), why);
      else v.failures.push_back({line_of(position, why, sc.line), 1, "the position to be staged", why, 0, "", 0});
      return v;
    }
  }
  Play play(*engine, explaining, g, has_expect_asked(f.prelude) || has_expect_asked(sc.steps));
  play.record = record;
  if (record) v.start = engine->observe();
  bool going = true;
  for (const Step& s : f.prelude)
    if (going) going = play.step(s);
  for (const Step& s : sc.steps)
    if (going) going = play.step(s);
  v.failures = std::move(play.failures);
  v.shown = std::move(play.shown);
  v.taken = std::move(play.taken);
  v.result = v.failures.empty() ? EngineVerdict::Result::pass : EngineVerdict::Result::fail;
  if (play.unchecked_deciders) play.notes.push_back("'decided by' is checked on the reference interpreter only");
  if (play.unchecked_values) play.notes.push_back("'expect card' values are checked on the reference interpreter only");
  if (play.unchecked_events) play.notes.push_back("'expect event' is checked on the reference interpreter only");
  if (play.unchecked_asked) play.notes.push_back("'expect asked' is checked on the reference interpreter only");
  for (const std::string& n : play.notes) v.note += (v.note.empty() ? "" : "; ") + n;
  return v;
}

}  // namespace

bool ScenarioResult::passed() const {
  for (const EngineVerdict& v : engines)
    if (v.result == EngineVerdict::Result::fail) return false;
  return true;
}

std::unique_ptr<dsl::Game> load_scenario_game(const ScenarioFile& f, dsl::Diagnostics& out,
                                              const std::string& games_dir) {
  fs::path dir = f.game;
  fs::path builtin = games_dir.empty() ? dsl::builtin_games_dir() : games_dir;
  std::error_code ec;
  // `.` and `..` name folders beside the file, never a built-in game.
  if (f.game.find('/') == std::string::npos && f.game != "." && f.game != ".." && fs::is_directory(builtin / f.game, ec))
    dir = builtin / f.game;
  else if (dir.is_relative())
    dir = (fs::path(f.path).parent_path() / dir).lexically_normal();
  if (!fs::is_directory(dir, ec)) {
    out.items.push_back({dsl::Diagnostic::Kind::error, {f.path, f.game_line, 6},
                         "expected a built-in game or a rules folder: no game '" + f.game + "'", "game " + f.game});
    return nullptr;
  }
  std::vector<dsl::SourceFile> extra;
  if (!f.dsl_text.empty()) extra.push_back({f.path, f.dsl_text, {}});
  std::vector<std::string> only;
  for (const std::string& name : f.only) {
    // Only the game's own DSL files: anything else would be read, and its
    // first line quoted in a syntax error, as if it were rules.
    std::string why, path = files::path_inside(dir.string(), name, why);
    std::string ext = fs::path(name).extension().string();
    if (!path.empty() && ext != ".rules" && ext != ".cards" && ext != ".deck")
      why = "expected a .rules, .cards or .deck file of the game, not '" + files::printable(name) + "'";
    if (!why.empty()) {
      std::string line = "game " + f.game + " only";
      for (const std::string& o : f.only) line += " " + o;
      out.items.push_back({dsl::Diagnostic::Kind::error, {f.path, f.game_line, 1}, "game " + f.game + " only: " + why, line});
      return nullptr;
    }
    only.push_back(path);
  }
  std::optional<dsl::Game> g = only.empty() ? dsl::load_game(dir.string(), out, std::move(extra))
                                            : dsl::load_files(only, out, std::move(extra));
  if (!g) return nullptr;
  auto game = std::make_unique<dsl::Game>(std::move(*g));
  try {
    build_table_decks(*game, f.decks);
    for (const Scenario& sc : f.scenarios) build_table_decks(*game, sc.decks);
  } catch (const std::invalid_argument& e) {
    out.items.push_back({dsl::Diagnostic::Kind::error, {f.path, 1, 1}, e.what(), ""});
    return nullptr;
  }
  return game;
}

std::vector<ScenarioResult> run_scenarios(const ScenarioFile& f, const dsl::Game& game, bool record) {
  std::vector<EngineKind> kinds = {EngineKind::reference};
  if (has_fast_engine(game.name())) kinds.push_back(EngineKind::fast);
  std::vector<ScenarioResult> results;
  for (const Scenario& sc : f.scenarios) {
    ScenarioResult r{sc.name, sc.line, {}};
    for (EngineKind k : kinds) r.engines.push_back(run_on(k, f, sc, game, record));
    results.push_back(std::move(r));
  }
  return results;
}

}  // namespace canbeat::analysis
