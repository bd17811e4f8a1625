// canbeat view FILE [-o OUT.html]: a repro file (a game, a divergence, a
// conflict's witness) or a scenario file as one self-contained HTML page
// (docs/viewer.md).
#include <fmt/format.h>

#include <cctype>
#include <cstdio>
#include <filesystem>
#include <set>

#include "analysis/coverage.hpp"
#include "cli/commands.hpp"
#include "cli/repro_io.hpp"
#include "cli/sarif.hpp"
#include "cli/view.hpp"
#include "cli/view_board.hpp"
#include "cli/view_explain.hpp"
#include "dsl/file_io.hpp"

namespace canbeat::cli {

namespace {

// One engine's run of `keys` (at most `limit`), each state observed; it
// ends at the game's end, a key not offered or the error it meets.
ViewSection record_run(const Session& s, EngineKind kind, const std::vector<std::string>& keys, std::size_t limit) {
  ViewSection out;
  std::unique_ptr<Engine> e;
  try {
    e = s.make(kind);
    out.start = e->observe();
    for (std::size_t i = 0; i < keys.size() && i < limit; ++i) {
      if (e->find_option(keys[i]) == Engine::npos) {
        out.end = fmt::format("step {}: '{}' is not offered", i + 1, keys[i]);
        return out;
      }
      std::string who = pending_text(e->pending(), e->seats());
      e->apply(keys[i]);
      out.steps.push_back({who, keys[i], e->observe()});
    }
    out.end = outcome_text(e->outcome(), e->seats());
  } catch (const std::invalid_argument&) {
    throw;
  } catch (const std::exception& ex) {
    out.end = std::string("error: ") + ex.what();
  }
  return out;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::size_t at = 0;
  while (at < text.size()) {
    std::size_t nl = text.find('\n', at);
    if (nl == std::string::npos) nl = text.size();
    out.push_back(text.substr(at, nl - at));
    at = nl + 1;
  }
  return out;
}

// The options one engine offers and the other does not.
std::vector<std::string> options_apart(const Divergence& d) {
  std::set<std::string> r(d.reference_options.begin(), d.reference_options.end());
  std::set<std::string> f(d.fast_options.begin(), d.fast_options.end());
  std::vector<std::string> out;
  for (const std::string& k : r)
    if (!f.count(k)) out.push_back(k);
  for (const std::string& k : f)
    if (!r.count(k)) out.push_back(k);
  return out;
}

// Both engines up to the first differing step, side by side there: the
// differing fields marked, the statements deciding the options that
// differ (or, when only the state differs, the last choice's).
void add_divergence(const Session& s, const Repro& repro, const Divergence& d, ViewPage& page) {
  ViewSection& ref = page.sections.front();
  ref.focus = d.step;
  for (const FieldDiff& f : d.fields) ref.marked.push_back(f.path);
  // The report `replay` prints, without its list of choices (the page's
  // log is that list).
  for (const std::string& line : lines_of(describe(d, page.seats)))
    if (line != "choices so far:" && line.find_first_not_of(' ') != std::string::npos &&
        !std::isdigit(static_cast<unsigned char>(line[line.find_first_not_of(' ')])))
      ref.notes.push_back(line);
  ViewSection fast = record_run(s, EngineKind::fast, repro.choices, d.step);
  ref.other = fast.steps.empty() ? fast.start : fast.steps.back().after;
  ref.other_title = "fast engine at step " + std::to_string(d.step);
  std::vector<std::string> apart = options_apart(d);
  if (!apart.empty()) ref.statements = deciding_statements(s, repro.choices, d.step, apart);
  else if (d.step > 0) ref.statements = deciding_statements(s, repro.choices, d.step - 1, {d.choices.back()});
  // A choice no statement decided: what decides the options at the step.
  if (ref.statements.empty()) ref.statements = deciding_statements(s, repro.choices, d.step, {}, /*every=*/true);
  page.kind = "divergence";
}

// A statement as a witness's comment names it, "FILE:LINE:COL text".
ViewStatement named(const std::string& role, const std::string& comment) {
  SarifPlace p = split_place(comment);
  if (p.file.empty()) return {role, "", comment, ""};
  return {role, "", p.message, fmt::format("{}:{}:{}", relative_to_cwd(p.file), p.line, p.col)};
}

// The answers at the collision that the winning statement decided.
std::vector<ViewStatement> decided_by(const std::vector<ViewStatement>& all, const std::string& where) {
  std::set<std::string> queries;
  for (const ViewStatement& v : all)
    if (v.role == "decides" && v.where == where) queries.insert(v.query);
  std::vector<ViewStatement> out;
  for (const ViewStatement& v : all)
    if (queries.count(v.query)) out.push_back(v);
  return out;
}

// A conflict's witness names itself in its comments: "witness: ...",
// then the statements (the winner first). The collision is at the
// decision after its last choice (or the one it took, when the game ended).
void add_witness(const Session& s, const Repro& repro, ViewPage& page) {
  ViewSection& ref = page.sections.front();
  ref.focus = ref.steps.size();
  ref.notes = repro.comments;
  std::size_t at = repro.choices.size();
  std::vector<ViewStatement> all = deciding_statements(s, repro.choices, at, {});
  if (all.empty() && at > 0) all = deciding_statements(s, repro.choices, at - 1, {});
  bool pair = repro.comments.front().find("both statements apply") != std::string::npos && repro.comments.size() >= 3;
  if (pair) {
    ref.statements = {named("won", repro.comments[1]), named("lost", repro.comments[2])};
    all = decided_by(all, ref.statements.front().where);
  }
  ref.statements.insert(ref.statements.end(), all.begin(), all.end());
  page.kind = "witness";
}

bool is_witness(const Repro& r) { return !r.comments.empty() && r.comments.front().rfind("witness:", 0) == 0; }

}  // namespace

std::function<bool(std::string_view)> card_name_test(const dsl::Game& g, const std::vector<std::string>& seats) {
  std::set<std::string, std::less<>> names(seats.begin(), seats.end());
  for (const ast::CardDef* c : analysis::card_definitions(g)) names.insert(c->name);
  return [names](std::string_view n) { return names.count(n) > 0; };
}

ViewPage repro_page(const Session& s, const Repro& repro, const std::string& path) {
  ViewPage page;
  page.kind = "game";
  page.game = s.game->name();
  page.source = path;
  page.seats = s.game->seats_for(s.setup.players);
  page.title = fmt::format("{}: {} ({} choices)", page.game, path, repro.choices.size());
  page.board_json = board_json(*s.game, s.game->decks_for(s.setup.players, s.setup.decks));
  page.sections.push_back(record_run(s, EngineKind::reference, repro.choices, repro.choices.size()));
  page.sections.front().title = "reference interpreter";
  std::optional<Divergence> d;
  if (has_fast_engine(page.game)) {
    try {
      auto ref = s.make(EngineKind::reference);
      auto fast = s.make(EngineKind::fast);
      d = replay_keys(*ref, *fast, repro.choices).divergence;
    } catch (const std::exception&) {
      // A table the fast engine refuses, or rules that fail before the
      // first decision: the reference's run alone, with its end.
    }
  }
  if (d) add_divergence(s, repro, *d, page);
  else if (is_witness(repro)) add_witness(s, repro, page);
  return page;
}

void write_view(const std::string& out, const ViewPage& page, const std::function<bool(std::string_view)>& is_name) {
  files::write_file_atomic(out, view_html(page, is_name));
}

std::string write_view_beside(const Session& s, const Repro& repro, const std::string& path) {
  std::string out = std::filesystem::path(path).replace_extension(".html").string();
  try {
    ViewPage page = repro_page(s, repro, path);
    write_view(out, page, card_name_test(*s.game, page.seats));
  } catch (const std::exception& e) {
    std::fprintf(stderr, "canbeat: error: %s: %s\n", out.c_str(), e.what());
    return "";
  }
  return out;
}

int cmd_view(int argc, char** argv) {
  Args args(argc, argv, 2, {}, {"rules", "fault", "out"});
  if (args.positional().size() != 1) throw UsageError("view needs exactly one file: canbeat view FILE [-o OUT.html]");
  const std::string& path = args.positional()[0];
  std::string out = args.get("out", path + ".html");
  if (path.size() > 9 && path.compare(path.size() - 9, 9, ".scenario") == 0) {
    std::function<bool(std::string_view)> is_name;
    ViewPage page = scenario_page(path, is_name);
    write_view(out, page, is_name);
    std::printf("view %s: %s\n", out.c_str(), page.title.c_str());
    return 0;
  }
  Repro repro;
  Session s = open_repro(path, args, repro);
  ViewPage page = repro_page(s, repro, path);
  write_view(out, page, card_name_test(*s.game, page.seats));
  std::printf("view %s: %s, %zu steps, %s\n", out.c_str(), page.kind.c_str(), page.sections.front().steps.size(),
              page.sections.front().end.c_str());
  return 0;
}

}  // namespace canbeat::cli
