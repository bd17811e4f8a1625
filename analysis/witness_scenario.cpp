#include "analysis/witness_scenario.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <exception>

#include "analysis/scenario.hpp"
#include "analysis/scenario_run.hpp"
#include "interpreter/interpreter.hpp"

namespace canbeat::analysis {

namespace {

bool applies_in(const interp::LegalityAnswer& a, const ast::Permission* p) {
  return std::any_of(a.considered.begin(), a.considered.end(),
                     [p](const interp::StatementVerdict& v) { return v.statement == p && v.applies; });
}

// FILE:LINE with the file's name only: a `decided by` matches the end of
// the statement's path, so the scenario reads the same from any folder.
std::string file_line(const dsl::Game& g, const ast::Permission& p) {
  dsl::Where w = g.where(p);
  return fmt::format("{}:{}", w.file.substr(w.file.rfind('/') + 1), w.line);
}

// Replays `choices` (each offered, as a shrunk witness's are) on `ref`.
bool replayed(interp::Reference& ref, const std::vector<std::string>& choices) {
  for (const std::string& k : choices) {
    std::size_t o = ref.find_option(k);
    if (o == Engine::npos) return false;
    ref.apply(o);
  }
  return true;
}

// The scenario's lines: its header, the title, the position, the steps.
struct Form {
  const std::vector<Field>* position = nullptr;
  std::vector<std::string> takes;
  bool plain = false;    // cards named without serial numbers, expectations too
  bool compact = false;  // the position without empty zones and zero numbers
  std::vector<bool> dropped;  // fields of the position left out (shortened)
};

// A field staging gives anyway when it is left out: a zone no card is in,
// a number at 0 (the usual start). Tried first, checked like any form.
bool left_out(const Field& f) { return f.value == "[]" || f.value == "0"; }

// How many turn starts, from the last one back, a witness is staged from
// (with every phase start after the earliest of them).
constexpr std::size_t kTurnsTried = 3;

// A position a witness may be staged from: where a phase began, and how
// many of the witness's choices came before it.
struct Start {
  Observation position;
  std::size_t after = 0;
};

// The phase starts that `choices` pass on table `s`, from its start or
// from `position` staged: the last first, back to the kTurnsTried-th turn
// start. None when a choice is not offered or the game errs.
std::vector<Start> starts_along(const Table& s, const Observation* position, const std::vector<std::string>& choices) {
  std::vector<Start> starts;
  std::vector<bool> turn_start;
  try {
    interp::Reference ref(*s.game, s.setup);
    if (position && !ref.stage(*position).empty()) return {};
    ref.keep_phase_starts();
    for (std::size_t i = 0; i < choices.size(); ++i) {
      std::size_t phases = ref.phase_starts().size();
      std::size_t o = ref.find_option(choices[i]);
      if (o == Engine::npos) return {};
      ref.apply(o);
      // One choice may pass several phase starts (phases with no decision).
      for (std::size_t k = phases; k < ref.phase_starts().size(); ++k) {
        starts.push_back({ref.phase_starts()[k].position, i + 1});
        turn_start.push_back(ref.phase_starts()[k].turn_start);
      }
    }
  } catch (const std::exception&) {
    return {};
  }
  std::vector<Start> tried;
  std::size_t turns = 0;
  for (std::size_t n = starts.size(); n-- > 0 && turns < kTurnsTried;) {
    turns += turn_start[n];
    tried.push_back(std::move(starts[n]));
  }
  return tried;
}

// The four forms of `fields` staged, then `takes`: the cards with their
// serial numbers or without, every field or no empty zone and zero number.
void add_forms(std::vector<Form>& forms, const std::vector<Field>* fields, std::vector<std::string> takes) {
  Form exact{fields, std::move(takes)};
  Form plain = exact;
  plain.plain = true;
  for (std::string& k : plain.takes) k = without_serials(k);
  for (bool compact : {true, false}) {
    exact.compact = plain.compact = compact;
    forms.push_back(exact);
    forms.push_back(plain);
  }
}

std::vector<std::string> after(const std::vector<std::string>& choices, std::size_t n) {
  return {choices.begin() + static_cast<long>(n), choices.end()};
}

// The position block: the fields `form` keeps.
std::string position_text(const Form& form) {
  std::string out = "position\n";
  // Who decides and how the game stands follow from the rest.
  for (std::size_t i = 0; i < form.position->size(); ++i) {
    const Field& f = (*form.position)[i];
    bool dropped = i < form.dropped.size() && form.dropped[i];
    if (f.path != "pending" && f.path != "outcome" && !(form.compact && left_out(f)) && !dropped)
      out += fmt::format("  {} = {}\n", f.path, f.value);
  }
  return out + "end\n";
}

std::string lines_of(const Form& form, const std::string& word, const std::vector<std::string>& lines) {
  std::string out;
  for (const std::string& l : lines) out += word + (form.plain ? without_serials(l) : l) + "\n";
  return out;
}

// One scenario after the witness's choices; with branches, the position
// and the choices are the file's header and each branch a scenario.
std::string text_of(const Table& s, const std::string& game_line, const std::string& title,
                    const std::vector<std::string>& comments, const Form& form, const Ending& end) {
  std::string out;
  for (const std::string& c : comments) out += "# " + c + "\n";
  out += game_line + "\n";
  if (s.setup.players) out += fmt::format("players {}\n", s.setup.players);
  if (!s.setup.decks.empty()) out += fmt::format("decks {}\n", fmt::join(s.setup.decks, " "));
  if (end.branches.empty()) out += fmt::format("\nscenario \"{}\"\n", title);
  else out += "\n";
  if (form.position) out += position_text(form);
  out += lines_of(form, "take ", form.takes);
  out += lines_of(form, "", end.expectations);
  for (const Branch& b : end.branches) {
    std::vector<std::string> takes = b.takes;
    if (form.plain) takes.front() = b.plain_first;
    out += fmt::format("\nscenario \"{}: {} first\"\n", title, takes.front());
    out += lines_of(form, "take ", takes) + lines_of(form, "", b.expectations);
  }
  return out;
}

// The game of every draft of one witness: they share its game line, so
// the first draft loads it and the rest reuse it.
struct Loaded {
  std::unique_ptr<dsl::Game> game;
  bool tried = false;
};

// Whether the scenario passes on every engine the game has.
bool passes(const std::string& text, const std::string& path, Loaded& loaded) {
  dsl::Diagnostics diags;
  std::optional<ScenarioFile> f = parse_scenario(text, path, diags);
  if (!f) return false;
  if (!loaded.tried) loaded.game = load_scenario_game(*f, diags);
  loaded.tried = true;
  if (!loaded.game) return false;
  for (const ScenarioResult& r : run_scenarios(*f, *loaded.game))
    for (const EngineVerdict& v : r.engines)
      if (v.result != EngineVerdict::Result::pass) return false;
  return true;
}

// The passing scenario of `form` with every field of its position left
// out that it passes without (staging deals a zone left out as the game
// does, a number at its start), one at a time in order: a rules team
// reads only the fields the witness needs.
WitnessScenario shortened(const Table& s, const std::string& game_line, const std::string& title,
                          const std::vector<std::string>& comments, Form form, const Ending& expectations,
                          const std::string& path, Loaded& loaded) {
  std::string text = text_of(s, game_line, title, comments, form, expectations);
  if (form.position) {
    form.dropped.assign(form.position->size(), false);
    for (std::size_t i = 0; i < form.position->size(); ++i) {
      form.dropped[i] = true;
      std::string without = text_of(s, game_line, title, comments, form, expectations);
      if (without == text || !passes(without, path, loaded)) form.dropped[i] = false;
      else text = without;
    }
  }
  return {text, static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')), form.position != nullptr};
}

// The first of `forms` that passes on every engine with `end` (its
// branches' places swapped too), shortened; failing that, the first that
// passes with its expectations without their `decided by`: a pair met in
// a query nested in the option's (a rule asking `legal` of another
// action) shows as the option offered or not, and the statement that
// decided the option's own query is another one.
std::optional<WitnessScenario> first_passing(const Table& s, const std::string& path, const std::string& game_line,
                                             const std::string& title, const std::vector<std::string>& comments,
                                             const std::vector<Form>& forms, const Ending& end) {
  // Two branches of options with one name: staging may deal the copies in
  // the other order, so the second named may lead where the first did.
  Ending swapped = end;
  std::vector<std::vector<const Ending*>> tries = {{&end}};
  if (swapped.branches.size() == 2) {
    std::swap(swapped.branches[0].plain_first, swapped.branches[1].plain_first);
    tries.front().push_back(&swapped);
  }
  Ending undecorated = end;
  for (std::string& e : undecorated.expectations) e = e.substr(0, e.find(" decided by "));
  if (undecorated.expectations != end.expectations) tries.push_back({&undecorated});
  Loaded loaded;
  for (const std::vector<const Ending*>& endings : tries)
    for (const Form& form : forms)
      for (const Ending* ending : endings) {
        if (ending == &swapped && !form.plain) continue;  // the same keys
        std::string text = text_of(s, game_line, title, comments, form, *ending);
        if (passes(text, path, loaded)) return shortened(s, game_line, title, comments, form, *ending, path, loaded);
      }
  return std::nullopt;
}

}  // namespace

std::string pair_expectation_at(const dsl::Game& g, const interp::Reference& ref, const StatementPair& p) {
  for (const auto& c : ref.candidates())
    for (const auto& a : c.answers)
      if (a.decider && applies_in(a, p.winner->p) && applies_in(a, p.loser->p))
        return fmt::format("expect {}offers {} decided by {}", c.offered ? "" : "not ", c.key,
                           file_line(g, *a.decider));
  // Met in a query the rules asked themselves (no option to name): the
  // query and its answer.
  for (const auto& a : ref.legality_log())
    if (a.decider && applies_in(a, p.winner->p) && applies_in(a, p.loser->p))
      return fmt::format("expect asked {} = {} decided by {}", a.query, a.legal ? "legal" : "illegal",
                         file_line(g, *a.decider));
  return "";
}

std::string pair_expectation(const Table& s, const StatementPair& p, const std::vector<std::string>& choices) {
  try {
    interp::Reference ref(*s.game, s.setup, interp::Keep::explanations);
    if (!replayed(ref, choices)) return "";
    return pair_expectation_at(*s.game, ref, p);
  } catch (const std::exception&) {
    // A witness that errs shows nothing here; its repro still replays.
  }
  return "";
}

std::optional<WitnessScenario> witness_scenario(const Table& s, const std::string& path, const std::string& game_line,
                                                const std::string& title, const std::vector<std::string>& comments,
                                                const std::vector<std::string>& choices, const Ending& end) {
  if (!s.without.empty() || (end.expectations.empty() && end.branches.empty())) return std::nullopt;
  // Where each phase began: its position, and the choices after it. The
  // last phase's start first; an earlier one when staging that one shows
  // the game otherwise than play (state no observation holds) or an engine
  // stages only where turns begin.
  std::vector<Start> starts = starts_along(s, nullptr, choices);
  std::vector<Form> forms;
  for (const Start& start : starts) add_forms(forms, &start.position.fields, after(choices, start.after));
  forms.push_back({nullptr, choices});
  return first_passing(s, path, game_line, title, comments, forms, end);
}

std::optional<WitnessScenario> position_scenario(const Table& s, const std::string& path, const std::string& game_line,
                                                 const std::string& title, const std::vector<std::string>& comments,
                                                 const Observation& position, const std::vector<std::string>& choices,
                                                 const std::vector<std::string>& expectations) {
  if (!s.without.empty() || expectations.empty()) return std::nullopt;
  // A phase start the choices pass first, the last one first (as above),
  // then the position itself.
  std::vector<Start> starts = starts_along(s, &position, choices);
  std::vector<Form> forms;
  for (const Start& start : starts) add_forms(forms, &start.position.fields, after(choices, start.after));
  add_forms(forms, &position.fields, choices);
  return first_passing(s, path, game_line, title, comments, forms, Ending{expectations, {}});
}

}  // namespace canbeat::analysis
