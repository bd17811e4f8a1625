// canbeat explain FILE [--step K] OPTION: why an option is, or is not, open
// at one decision of a repro file, naming every rulebook and card statement
// that decided it. Only the reference interpreter keeps provenance: the
// legality queries of the golden rules (interpreter/legality.hpp), asked while
// the option's condition was evaluated.
#include <fmt/format.h>

#include <cstdio>

#include "cli/commands.hpp"
#include "cli/repro_io.hpp"
#include "dsl/file_io.hpp"
#include "interpreter/interpreter.hpp"

namespace canbeat::cli {

namespace {

using Candidate = interp::Reference::Candidate;

std::string where_text(const dsl::Game& g, const ast::Pos& p) {
  dsl::Where w = g.where(p);
  return fmt::format("{}:{}:{}", w.file, w.line, w.col);
}

// "rulebook cant attack("Passive: ...") at GAME/attack.rules:12:1"
std::string statement_text(const dsl::Game& g, const interp::StatementVerdict& v) {
  return fmt::format("{} {} {}(\"{}\") at {}", v.source(), v.statement->modality, v.statement->action,
                     v.statement->cite.value_or(""), where_text(g, *v.statement));
}

// The requirements (`must`, docs/dsl.md) that held for a query: a blocked
// one when the query is illegal.
void print_required(const dsl::Game& g, const interp::LegalityAnswer& a) {
  for (const auto& m : a.required)
    std::printf("      %s %s\n", a.legal ? "required by" : "blocked, though required by (no golden rule decides):",
                statement_text(g, m).c_str());
}

// One legality answer: the verdict, the statement that decided it and the
// applying statements it beat (card beats rulebook, can't beats can).
void print_answer(const dsl::Game& g, const interp::LegalityAnswer& a) {
  if (!a.decider) {
    std::printf("  %s: illegal: no statement permits it; none of these applied:\n", a.query.c_str());
    for (const auto& v : a.considered)
      if (v.statement->modality == "can") std::printf("      %s\n", statement_text(g, v).c_str());
    print_required(g, a);
    return;
  } else {
    const interp::StatementVerdict* won = nullptr;
    for (const auto& v : a.considered)
      if (v.statement == a.decider) won = &v;
    std::printf("  %s: %s, decided by %s\n", a.query.c_str(), a.legal ? "legal" : "illegal",
                statement_text(g, *won).c_str());
    // Opposite modality: beaten (can't beats can, card beats rulebook);
    // the same modality: it agrees, and is weaker or as strong.
    for (const auto& v : a.considered)
      if (v.applies && v.statement != a.decider)
        std::printf("      %s %s\n", v.statement->modality == a.decider->modality ? "agreeing, weaker:" : "which beats",
                    statement_text(g, v).c_str());
    print_required(g, a);
  }
  std::size_t silent = 0;
  for (const auto& v : a.considered) silent += !v.applies;
  if (silent) std::printf("      (%zu more statement%s about %s did not apply)\n", silent, silent == 1 ? "" : "s",
                          a.query.substr(0, a.query.find('(')).c_str());
}

// The candidate the user names: its exact key, else the first whose key
// starts with OPTION followed by '#' or ' ' ("attack Ovomorph" names
// "attack Ovomorph#12").
const Candidate* find_candidate(const std::vector<Candidate>& all, const std::string& option) {
  for (const Candidate& c : all)
    if (c.key == option) return &c;
  for (const Candidate& c : all)
    if (c.key.size() > option.size() && c.key.compare(0, option.size(), option) == 0 &&
        (c.key[option.size()] == '#' || c.key[option.size()] == ' '))
      return &c;
  return nullptr;
}

}  // namespace

int cmd_explain(int argc, char** argv) {
  Args args(argc, argv, 2, {}, {"rules", "step"});
  if (args.positional().size() != 2)
    throw UsageError("explain needs a repro file and an option: canbeat explain FILE [--step K] OPTION");
  const std::string& file = args.positional()[0];
  const std::string& option = args.positional()[1];
  Repro repro;
  Session s = open_repro(file, args, repro);
  interp::Reference ref(*s.game, s.setup, interp::Keep::explanations);
  // Default: the decision pending after the whole file, or, when the game
  // ended, the last decision the file took.
  std::size_t n = repro.choices.size();
  long step = args.number("step", -1, 0, 1L << 40);
  if (step < 0) {
    interp::Reference probe(*s.game, s.setup);
    for (const std::string& key : repro.choices) {
      if (probe.find_option(key) == Engine::npos) break;
      probe.apply(key);
    }
    step = probe.outcome().kind == Outcome::Kind::ongoing ? static_cast<long>(n) : static_cast<long>(n) - 1;
  }
  if (step < 0 || static_cast<std::size_t>(step) > n)
    throw UsageError(fmt::format("--step {} is outside the file's {} choices", step, n));
  for (long i = 0; i < step; ++i) {
    const std::string& key = repro.choices[static_cast<std::size_t>(i)];
    if (ref.find_option(key) == Engine::npos)
      throw ReproError(fmt::format("{}:{}:1: error: choice {} ('{}') is not an option there", file,
                                   repro.choices_line + static_cast<std::size_t>(i), i + 1, files::printable(key)));
    ref.apply(key);
  }
  if (ref.outcome().kind != Outcome::Kind::ongoing)
    throw UsageError(fmt::format("{}: the game is over after {} choices ({})", file, step,
                                 outcome_text(ref.outcome(), ref.seats())));
  Observation o = ref.observe();
  std::printf("%s, step %ld: turn %s, phase %s, %s\n", file.c_str(), step, o.find("turn")->c_str(),
              o.find("phase")->c_str(), pending_text(ref.pending(), ref.seats()).c_str());
  const Candidate* c = find_candidate(ref.candidates(), option);
  if (!c) {
    std::string considered;
    for (const Candidate& x : ref.candidates()) considered += "\n  " + x.key + (x.offered ? "" : " (not open)");
    if (ref.pending().who != Decider::player)
      throw UsageError(fmt::format("step {} is a chance decision, not a player's: nothing to explain", step));
    throw UsageError(fmt::format("no option '{}' is considered at step {}; the options considered:{}", option, step,
                                 considered));
  }
  std::printf("%s: %s\n", c->key.c_str(), c->offered ? "open" : "not open");
  if (!c->where) {
    std::printf("  an option without a condition: always open at this decision\n");
  } else {
    std::printf("  its condition at %s is %s\n", where_text(*s.game, *c->where).c_str(),
                c->offered ? "true" : "false");
    if (c->answers.empty()) std::printf("  (no legality query was asked: the condition's own tests decided)\n");
    for (const interp::LegalityAnswer& a : c->answers) print_answer(*s.game, a);
  }
  return 0;
}

}  // namespace canbeat::cli
