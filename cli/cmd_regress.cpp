// canbeat regress --baseline DIR_OR_GIT_REV [--json] [FILE_OR_DIR...]:
// what a change of the sources changed in play. Every repro file (and every
// scenario file) is replayed on the built-in games as they were (the
// baseline: a folder of games, or a git revision of this source tree) and as
// they are, on both engines: unchanged; changed at step K (the first
// differing field, baseline against now, and for an option the statement
// that decides it now and did then); broken (a choice no longer offered,
// with the options that are); not compared (its game missing from the
// baseline or now, a choice the baseline does not offer). Then a summary by
// kind and by card. Exit 1 when anything plays differently, else 2 when a
// file could not be compared. Default files: the corpus.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>
#include <mutex>

#include "analysis/json.hpp"
#include "analysis/regress.hpp"
#include "analysis/scenario_run.hpp"
#include "cli/args.hpp"
#include "cli/commands.hpp"
#include "cli/session.hpp"
#include "cli/scale.hpp"
#include "harness/parallel.hpp"
#include "cli/file_list.hpp"
#include "cli/repro_io.hpp"
#include "dsl/file_io.hpp"

namespace canbeat::cli {

namespace {

namespace fs = std::filesystem;
using analysis::GameChange;

// The baseline's games folder: DIR itself (a folder of game folders), or
// the games/ folder of a git revision of the source tree, extracted into a
// temporary folder that lives as long as the command.
struct Baseline {
  std::string games;
  fs::path temp;
  ~Baseline();
};

// The extracted folder, for a SIGINT or SIGTERM that ends the command
// before ~Baseline runs: the handler may only call async-signal-safe
// functions, so it runs `rm -rf` in a child process, then dies of the signal.
char g_temp_path[4096];
struct sigaction g_old_int, g_old_term;

extern "C" void remove_temp_and_die(int sig) {
  if (g_temp_path[0]) {
    pid_t child = ::fork();
    if (child == 0) {
      ::execl("/bin/rm", "rm", "-rf", "--", g_temp_path, static_cast<char*>(nullptr));
      ::_exit(127);
    }
    if (child > 0) ::waitpid(child, nullptr, 0);
  }
  ::signal(sig, SIG_DFL);
  ::raise(sig);
}

void remove_on_signals(const fs::path& temp) {
  const std::string& p = temp.native();
  if (p.size() >= sizeof g_temp_path) return;  // mkdtemp's name in TMPDIR: never this long in practice
  std::memcpy(g_temp_path, p.c_str(), p.size() + 1);
  struct sigaction sa {};
  sa.sa_handler = remove_temp_and_die;
  sigemptyset(&sa.sa_mask);
  ::sigaction(SIGINT, &sa, &g_old_int);
  ::sigaction(SIGTERM, &sa, &g_old_term);
}

Baseline::~Baseline() {
  if (temp.empty()) return;
  ::sigaction(SIGINT, &g_old_int, nullptr);
  ::sigaction(SIGTERM, &g_old_term, nullptr);
  g_temp_path[0] = '\0';
  std::error_code ec;
  fs::remove_all(temp, ec);
}

std::string shell_quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// Printable, line by line (the text's own line breaks kept).
std::string lines(const std::string& text) {
  std::string out;
  for (std::size_t at = 0; at <= text.size();) {
    std::size_t nl = std::min(text.find('\n', at), text.size());
    out += files::printable(std::string_view(text).substr(at, nl - at));
    if (nl < text.size()) out += '\n';
    at = nl + 1;
  }
  return out;
}

void open_baseline(const std::string& arg, Baseline& b) {
  std::error_code ec;
  if (fs::is_directory(arg, ec)) {
    b.games = arg;
    return;
  }
  fs::path repo = fs::path(dsl::builtin_games_dir()).parent_path();
  std::string check = fmt::format("git -C {} rev-parse --verify --quiet {} > /dev/null 2>&1", shell_quote(repo.string()),
                                  shell_quote(arg + "^{commit}"));
  if (std::system(check.c_str()) != 0)
    throw UsageError(fmt::format("--baseline {}: neither a folder nor a git revision of {}", arg, repo.string()));
  // A fresh folder of our own (mode 0700, a name no one can plant beforehand).
  std::string name = (fs::temp_directory_path() / "canbeat-baseline-XXXXXX").string();
  if (!::mkdtemp(name.data()))
    throw UsageError(fmt::format("--baseline {}: cannot make a temporary folder in {}: {}", arg,
                                 fs::temp_directory_path().string(), std::strerror(errno)));
  b.temp = name;
  remove_on_signals(b.temp);
  std::string extract = fmt::format("git -C {} archive {} games | tar -x -C {}", shell_quote(repo.string()),
                                    shell_quote(arg), shell_quote(b.temp.string()));
  if (std::system(extract.c_str()) != 0 || !fs::is_directory(b.temp / "games"))
    throw UsageError(fmt::format("--baseline {}: cannot read its games/ folder", arg));
  b.games = (b.temp / "games").string();
}

// Loaded games, by folder: each is read once.
// Loaded once each, for every thread of --jobs (the lock guards loading;
// a loaded game is only read).
class Games {
 public:
  const dsl::Game* get(const std::string& dir) {
    std::lock_guard lock(mutex_);
    auto it = games_.find(dir);
    if (it != games_.end()) return it->second.get();
    std::error_code ec;
    std::unique_ptr<dsl::Game> g;
    if (fs::is_directory(dir, ec)) {
      dsl::Diagnostics diags;
      if (auto loaded = dsl::load_game(dir, diags)) g = std::make_unique<dsl::Game>(std::move(*loaded));
    }
    return games_.emplace(dir, std::move(g)).first->second.get();
  }

 private:
  std::mutex mutex_;
  std::map<std::string, std::unique_ptr<dsl::Game>> games_;
};

struct FileVerdict {
  std::string path;
  std::vector<std::pair<EngineKind, GameChange>> engines;
  std::string game;
  std::string scenario_text;  // scenario files: what changed, "" when unchanged
  std::string scenario_not_compared;  // scenario files: why they were not run on both sides ("" when they were)
  bool changed() const {
    if (!scenario_text.empty()) return true;
    for (const auto& [k, c] : engines)
      if (c.kind == GameChange::Kind::changed || c.kind == GameChange::Kind::broken) return true;
    return false;
  }
  // Why the file was not compared, "" when it was: never counted as unchanged.
  std::string not_compared() const {
    if (!scenario_not_compared.empty()) return scenario_not_compared;
    for (const auto& [k, c] : engines)
      if (c.kind == GameChange::Kind::not_run) return c.note;
    return "";
  }
  std::string kind() const {
    if (changed()) return !engines.empty() && engines.front().second.kind == GameChange::Kind::broken ? "broken" : "changed";
    return not_compared().empty() ? "unchanged" : "not compared";
  }
};

const char* engine_name(EngineKind k) { return k == EngineKind::reference ? "reference" : "fast"; }

FileVerdict regress_repro(const std::string& path, const std::string& baseline_games, Games& games) {
  Repro r = load_repro(path);
  FileVerdict v{path, {}, r.game, "", ""};
  const dsl::Game* base = games.get(baseline_games + "/" + r.game);
  const dsl::Game* now = games.get(dsl::builtin_games_dir() + "/" + r.game);
  if (!base || !now) {
    GameChange c{GameChange::Kind::not_run};
    c.note = !now ? "no built-in game '" + r.game + "' now (or it has errors)"
                  : "no game '" + r.game + "' in the baseline (or it has errors)";
    v.engines.emplace_back(EngineKind::reference, c);
    return v;
  }
  Setup setup{r.decks, r.seats.size()};
  dsl::Game base_copy = *base, now_copy = *now;  // table rules may add decks
  // A table replay refuses is not compared either (never a replay of another table).
  std::string why = table_problem(now_copy, r);
  if (why.empty()) why = table_problem(base_copy, r);
  if (!why.empty()) {
    GameChange c{GameChange::Kind::not_run};
    c.note = why;
    v.engines.emplace_back(EngineKind::reference, c);
    return v;
  }
  std::vector<EngineKind> kinds = {EngineKind::reference};
  if (has_fast_engine(r.game)) kinds.push_back(EngineKind::fast);
  for (EngineKind k : kinds) v.engines.emplace_back(k, analysis::compare_games(base_copy, now_copy, setup, r.choices, k));
  return v;
}

// Each scenario and engine's verdict, "pass" or "FAIL (line N: observed)",
// by `line L "NAME" [ENGINE]`.
std::map<std::string, std::string> scenario_verdicts(const std::vector<analysis::ScenarioResult>& rs) {
  std::map<std::string, std::string> out;
  for (const auto& r : rs)
    for (const auto& e : r.engines) {
      std::string v = e.result == analysis::EngineVerdict::Result::pass   ? "pass"
                      : e.result == analysis::EngineVerdict::Result::fail ? "FAIL"
                                                                          : "cannot run";
      for (const auto& f : e.failures) v += fmt::format(" (line {}: {})", f.line, f.observed);
      // Keyed by line too: both sides run the same file, and two
      // scenarios of one name must not hide each other's change.
      out[fmt::format("line {} \"{}\" [{}]", r.line, r.name, engine_name(e.engine))] = v;
    }
  return out;
}

// The scenarios whose verdict differs: "line L "NAME" [ENGINE]: baseline V, now W".
std::string scenario_changes(const std::map<std::string, std::string>& base, const std::map<std::string, std::string>& now) {
  std::string out;
  for (const auto& [name, v] : now) {
    auto it = base.find(name);
    std::string before = it == base.end() ? "not there" : it->second;
    if (before != v) out += fmt::format("  {}: baseline {}, now {}\n", name, before, v);
  }
  for (const auto& [name, v] : base)
    if (!now.count(name)) out += fmt::format("  {}: baseline {}, now not there\n", name, v);
  return out;
}

FileVerdict regress_scenario(const std::string& path, const std::string& baseline_games) {
  FileVerdict v{path, {}, "", "", ""};
  std::string text, why;
  if (!files::read_regular_file(path, text, why)) throw UsageError(path + ": cannot read the scenario file: " + why);
  dsl::Diagnostics diags;
  auto f = analysis::parse_scenario(text, path, diags);
  if (!f) throw UsageError(lines(diags.text()));
  v.game = f->game;
  auto now = analysis::load_scenario_game(*f, diags);
  auto base = analysis::load_scenario_game(*f, diags, baseline_games);
  if (!base || !now) {
    std::string first = diags.text();  // the first diagnostic's line says why
    v.scenario_not_compared = fmt::format("its game '{}' does not load {}: {}", f->game, !now ? "now" : "on the baseline",
                                          files::printable(first.substr(0, first.find('\n'))));
    return v;
  }
  v.scenario_text = scenario_changes(scenario_verdicts(analysis::run_scenarios(*f, *base)),
                                     scenario_verdicts(analysis::run_scenarios(*f, *now)));
  return v;
}

void print_text(const FileVerdict& v) {
  if (!v.scenario_text.empty()) {
    std::printf("%s: scenarios changed\n%s", v.path.c_str(), lines(v.scenario_text).c_str());
    return;
  }
  if (v.engines.empty()) {
    std::printf("%s: %s\n", v.path.c_str(),
                v.scenario_not_compared.empty() ? "unchanged" : ("not compared: " + v.scenario_not_compared).c_str());
    return;
  }
  std::string ref = change_text(v.engines.front().second);
  std::printf("%s: %s\n", v.path.c_str(), lines(ref).c_str());
  for (std::size_t i = 1; i < v.engines.size(); ++i) {
    std::string t = change_text(v.engines[i].second);
    if (t != ref) std::printf("  %s: %s\n", engine_name(v.engines[i].first), lines(t).c_str());
  }
}

std::string json_of(const FileVerdict& v) {
  using analysis::json_string;
  std::vector<std::string> engines;
  for (const auto& [k, c] : v.engines) {
    const char* kind = c.kind == GameChange::Kind::unchanged ? "unchanged"
                       : c.kind == GameChange::Kind::changed ? "changed"
                       : c.kind == GameChange::Kind::broken  ? "broken"
                                                             : "not_compared";
    engines.push_back(fmt::format("{}: {{\"verdict\": \"{}\", \"step\": {}, \"field\": {}, \"baseline\": {}, \"now\": {}, "
                                  "\"decided\": {}, \"note\": {}}}",
                                  json_string(engine_name(k)), kind, c.step, json_string(c.field), json_string(c.before),
                                  json_string(c.after), json_string(c.decided), json_string(c.note)));
  }
  return fmt::format("{{\"file\": {}, \"game\": {}, \"engines\": {{{}}}, \"scenarios_changed\": {}, \"not_compared\": {}}}",
                     json_string(v.path), json_string(v.game), fmt::join(engines, ", "), json_string(v.scenario_text),
                     json_string(v.not_compared()));
}

}  // namespace

int cmd_regress(int argc, char** argv) {
  Args args(argc, argv, 2, {"json"}, {"baseline", "jobs", "engine-cmd"});
  use_engine_command(args);
  if (!args.has("baseline"))
    throw UsageError("regress needs --baseline DIR_OR_GIT_REV: canbeat regress --baseline HEAD~1 [FILE_OR_DIR...]");
  Baseline baseline;
  open_baseline(args.get("baseline", ""), baseline);
  std::vector<std::string> inputs = args.positional();
  if (inputs.empty()) inputs.push_back((fs::path(dsl::builtin_games_dir()).parent_path() / "corpus").string());
  Games games;
  std::vector<FileVerdict> verdicts;
  auto regress_file = [&](const std::string& path) {
    bool scenario = fs::path(path).extension() == ".scenario";
    return scenario ? regress_scenario(path, baseline.games) : regress_repro(path, baseline.games, games);
  };
  ordered_parallel(files_below(inputs, {".repro", ".scenario"}), jobs_of(args), regress_file,
                   [&](const std::string&, FileVerdict v) { verdicts.push_back(std::move(v)); });
  std::map<std::string, std::size_t> by_kind;
  std::map<std::string, std::vector<std::string>> by_card;  // a changed card -> the changed files of its game
  std::map<std::string, std::vector<std::string>> cards_of_game;
  for (const FileVerdict& v : verdicts) {
    ++by_kind[v.kind()];
    if (!v.changed() || v.game.empty() || v.game.find('/') != std::string::npos) continue;
    if (!cards_of_game.count(v.game)) {
      const dsl::Game* b = games.get(baseline.games + "/" + v.game);
      const dsl::Game* n = games.get(dsl::builtin_games_dir() + "/" + v.game);
      cards_of_game[v.game] = b && n ? analysis::changed_cards(*b, *n) : std::vector<std::string>{};
    }
    for (const std::string& c : cards_of_game[v.game]) by_card[v.game + ": " + c].push_back(v.path);
  }
  if (args.flag("json")) {
    std::vector<std::string> files, cards;
    for (const FileVerdict& v : verdicts) files.push_back(json_of(v));
    for (const auto& [card, paths] : by_card)
      cards.push_back(fmt::format("{}: {}", analysis::json_string(card), paths.size()));
    std::printf("{\"baseline\": %s, \"files\": [%s], \"unchanged\": %zu, \"not_compared\": %zu, \"changed\": %zu, "
                "\"broken\": %zu, \"changed_cards\": {%s}}\n",
                analysis::json_string(args.get("baseline", "")).c_str(), fmt::format("{}", fmt::join(files, ", ")).c_str(),
                by_kind["unchanged"], by_kind["not compared"], by_kind["changed"], by_kind["broken"],
                fmt::format("{}", fmt::join(cards, ", ")).c_str());
  } else {
    for (const FileVerdict& v : verdicts)
      if (v.kind() != "unchanged") print_text(v);
    std::printf("regress against %s: %zu file%s: %zu unchanged, %zu not compared, %zu changed, %zu broken\n",
                args.get("baseline", "").c_str(), verdicts.size(), verdicts.size() == 1 ? "" : "s", by_kind["unchanged"],
                by_kind["not compared"], by_kind["changed"], by_kind["broken"]);
    for (const auto& [card, paths] : by_card)
      std::printf("  changed card %s: in the game of %zu changed file%s\n", card.c_str(), paths.size(), paths.size() == 1 ? "" : "s");
  }
  if (by_kind["changed"] + by_kind["broken"] > 0) return 1;
  return by_kind["not compared"] > 0 || verdicts.empty() ? 2 : 0;
}

}  // namespace canbeat::cli
