// The findings of `canbeat conflicts` as data (../shared/DESIGN.md
// "Conflict finder"): one type per kind, holding what was found (statements
// by file:line:col, counts, the saved witness game), never its text. Each
// prints through its fmt::formatter in two forms, so the text report and
// the JSON one cannot drift apart:
//   fmt::format("{}", f)    the line of the text report
//   fmt::format("{:j}", f)  its JSON value
// ConflictReport holds them all and prints the whole report the same way.
// conflict_report.hpp builds one from a search.
#pragma once

#include <fmt/format.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace canbeat::analysis {

// A shrunk witness game, saved as a repro file.
struct Witness {
  std::string path;             // as printed: the file, or "(not saved)"
  std::size_t choices = 0;      // its length after shrinking
  std::size_t shrunk_from = 0;  // the length of the first game that showed it
  std::size_t cut_after = 0;    // replays, when the search's budget or time stopped the shrink
  std::string scenario;         // the same witness as a scenario file, or ""
  std::size_t scenario_lines = 0;
  // Found from a declared position (position_search.hpp), not from the
  // table's start: `path` is its scenario file, `choices` those after the position.
  bool from_position = false;
  // A scenario of the game's own that shows it (scenario_witness.hpp):
  // its name and line; `path` its file. "": found by a search.
  std::string scenario_name;
  int scenario_line = 0;
  // Found from the table's start by the aimed search (start_search.hpp)
  // after this many tries, none of the seeded games having met it; 0: a
  // seeded game met it.
  std::size_t aimed_tries = 0;
};

// A declared invariant the data breaks, as the check states it.
struct Contradiction {
  std::string text;
};

// Two opposite statements about one action that the golden rules order: a
// card's over the rulebook's (an override) or can't over can at the same
// level (a collision). Reached: play met a legality query where both applied.
struct PairFinding {
  std::string winner, loser;  // "file:line:col card Pup cant attack(...)"
  bool override_rulebook = false;
  std::size_t reached = 0;
  std::string option;              // the option being considered; "" for a rule's own query
  long budget = 0;                 // games searched, for "not reached"
  std::optional<Witness> witness;  // present when reached
  std::string impossible;          // why both never apply (never_both.hpp), when not reached
  std::string table;               // the decks of the table it was met on, when not the searched one
  std::vector<std::string> tried;  // what was searched beyond the budget's games, when not reached
  // "witnessed", "impossible" or "not-reached".
  const char* status() const {
    if (witness) return witness->from_position ? "witnessed-from-position" : "witnessed";
    return impossible.empty() ? "not-reached" : "impossible";
  }
};

// A situation the rules do not decide (`undecided "id", "why"`).
struct UndecidedFinding {
  std::string id, where, why;
  std::size_t reached = 0, games = 0;
  long budget = 0;
  std::optional<Witness> witness;  // present when reached
  std::vector<std::string> tried;  // what was searched beyond the budget's games, when not reached
  std::string impossible;          // why no game reaches it (never_undecided.hpp), or ""
  const char* status() const {
    if (!impossible.empty()) return "impossible";
    return witness ? witness->from_position ? "witnessed-from-position" : "witnessed" : "not-reached";
  }
};

// An effect that never ends, named by the lap of statements it repeats.
struct NeverEndingFinding {
  std::vector<std::string> lap;  // "file:line:col" of each statement
  bool periodic = true;          // false: no lap repeats; `lap` is what the last steps ran
  bool at_start = false;         // before the first decision, so in every game
  std::size_t reached = 0, games = 0;
  Witness witness;  // its last choice starts the loop
};

// Simultaneous triggers whose order changes the state. The rules give the
// choice to a player, so it is decided, but a rules team wants to see it.
struct TriggerOrderFinding {
  std::string triggers;  // card/power names without serials
  std::size_t reached = 0;
  Witness witness;  // its last decision orders the triggers
};

// A `must`, met blocked (its action illegal while it held) or never; or
// met required, not enforced (`open` set: its action legal, and an option
// it does not require open beside it).
struct MustFinding {
  std::string must;     // the statement, "file:line:col rulebook must ..."
  std::string query;    // the first query met blocked: "join(first, Dutch#3)"
  std::string decider;  // the statement that decided it; "" when nothing permits the action
  std::string option;   // the option whose condition asked it; "" for a rule's own query
  std::size_t reached = 0;
  long budget = 0;
  std::optional<Witness> witness;  // present when met blocked
  std::string open;     // not enforced: the option open that the must does not require
};

// Games that end in an error of the rules (a player with no option open, a
// member a value lacks, ...), by the error's text: each a finding.
struct ErrorFinding {
  std::string error;
  std::size_t reached = 0, games = 0;
  Witness witness;  // its last choice meets the error
};

// An engine disagreement met in play, as the lockstep harness states it.
struct Divergence {
  std::string text;
};

// Searched games that reached the decision limit without an outcome.
struct UnfinishedGames {
  std::size_t count = 0, games = 0, decision_limit = 0;
  std::uint64_t first_seed = 0;
};

// Everything `canbeat conflicts` reports, in the order it is printed.
struct ConflictReport {
  std::string game;
  std::size_t games = 0;
  std::uint64_t seed = 0;
  std::vector<Contradiction> contradictions;
  std::vector<PairFinding> overrides, collisions;
  std::size_t disjoint_pairs = 0;  // can/can't pairs whose scopes cannot meet
  std::vector<UndecidedFinding> undecided;
  std::vector<Divergence> divergences;
  std::vector<NeverEndingFinding> never_ending;
  std::vector<TriggerOrderFinding> trigger_orders;
  std::vector<MustFinding> musts;  // the blocked ones first
  std::vector<MustFinding> unenforced;  // musts met required, not enforced
  std::vector<ErrorFinding> errors;
  UnfinishedGames unfinished;
  std::size_t unresolved = 0;  // findings no golden rule settles (conflict_search.hpp unresolved())
};

// The parsing every finding's formatter shares: `{}` or `{:j}`.
struct FindingFormat {
  bool json = false;
  constexpr auto parse(fmt::format_parse_context& ctx) -> decltype(ctx.begin()) {
    auto it = ctx.begin();
    if (it != ctx.end() && *it == 'j') json = true, ++it;
    if (it != ctx.end() && *it != '}') throw fmt::format_error("a finding formats as {} or {:j}");
    return it;
  }
};

}  // namespace canbeat::analysis

// One formatter per finding, defined in findings.cpp.
#define CANBEAT_FINDING_FORMATTER(T)                                                          \
  template <>                                                                                 \
  struct fmt::formatter<canbeat::analysis::T> : canbeat::analysis::FindingFormat {            \
    fmt::format_context::iterator format(const canbeat::analysis::T& f, fmt::format_context& ctx) const; \
  };
CANBEAT_FINDING_FORMATTER(Witness)
CANBEAT_FINDING_FORMATTER(Contradiction)
CANBEAT_FINDING_FORMATTER(PairFinding)
CANBEAT_FINDING_FORMATTER(UndecidedFinding)
CANBEAT_FINDING_FORMATTER(NeverEndingFinding)
CANBEAT_FINDING_FORMATTER(TriggerOrderFinding)
CANBEAT_FINDING_FORMATTER(MustFinding)
CANBEAT_FINDING_FORMATTER(ErrorFinding)
CANBEAT_FINDING_FORMATTER(Divergence)
CANBEAT_FINDING_FORMATTER(UnfinishedGames)
CANBEAT_FINDING_FORMATTER(ConflictReport)
#undef CANBEAT_FINDING_FORMATTER
