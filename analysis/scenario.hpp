// Scenario files (docs/scenarios.md): a rules team's tests in text. A file
// names a game, may add DSL (test cards and decks), and holds scenarios:
// steps that take options by card name and expectations on what the
// engines observe, offer and decide. This is the file as read; running it
// is scenario_run.hpp.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dsl/diagnostics.hpp"
#include "seam/engine.hpp"

namespace canbeat::analysis {

struct Step {
  enum class Kind {
    take,           // take [if offered] KEY [N] [xN]
    until,          // until offers PATTERN take KEY | KEY ...
    expect_field,   // expect PATH = VALUE
    expect_count,   // expect count PATH = N
    expect_holds,   // expect PATH contains CARD
    expect_offers,  // expect [not] offers PATTERN [decided by FILE:LINE]
    expect_offered_count,  // expect count offers PATTERN = N
    expect_options,        // expect options = KEY | KEY ... (every option, in order, without serials)
    expect_option_total,   // expect count options = N
    expect_weight,         // expect weight PATTERN = N (a chance option: how many cards it stands for)
    expect_pending,        // expect pending TEXT
    expect_outcome,        // expect outcome TEXT
    show,                  // show: print every observed field here (writing a scenario)
    expect_card_value,     // expect card "NAME" MEMBER = VALUE (computed, every effect applied)
    expect_event,          // expect [not] event PATTERN (since the last take: a procedure run, an event fired)
    expect_asked,          // expect asked QUERY = legal|illegal [decided by FILE:LINE] (a legality query since the last take)
  };
  Kind kind = Kind::take;
  int line = 0, col = 0;  // of the step's first word
  std::string path;       // a field path (expect_field, expect_count, expect_holds)
  std::string text;       // an option key or pattern, a value, a card
  std::vector<std::string> via;  // until: the options it takes, the first offered of them; expect options: the list
  long number = 1;               // take xN; count N
  long nth = 1;                  // take KEY [N]: the Nth option KEY names
  bool negated = false;          // expect not offers, expect not event
  bool optional = false;         // take if offered: a key not offered is skipped, not a failure
  std::string decided_by;        // expect (not) offers / asked ... decided by FILE:LINE
  std::string member;            // expect card: the card's value asked (atk); `path` holds its name
  std::string zone;              // expect card ... in SEAT.ZONE: where the card is ("": anywhere in play)

  // The expectation as written, for failure messages.
  std::string text_as_written;
  // A step of a `define`d block: the line of the `do` that ran it (0: none).
  int done_at = 0;
};

// One line of a `position` block: PATH = VALUE.
struct PositionField {
  std::string path, value;
  int line = 0;
  // Copied from the position a block starts `from`: a line of the block's
  // own with the same path replaces it.
  bool inherited = false;
};

// A position block given a name in the header (`position "NAME"`), for
// scenarios to start `from`.
struct NamedPosition {
  std::string name;
  std::vector<PositionField> fields;
};

struct Scenario {
  std::string name;
  int line = 0;
  std::vector<Step> steps;
  // `players`/`decks` lines right after `scenario`: this scenario's table
  // instead of the file's (0 / empty: the file's).
  std::size_t players = 0;
  std::vector<std::string> decks;
  // `position` ... `end` right after the scenario line: where it starts
  // (observation fields, PATH = VALUE), staged instead of played to.
  std::vector<PositionField> position;
};

struct ScenarioFile {
  std::string path;
  std::string game;  // a built-in game's name, or a rules folder relative to the file's folder
  int game_line = 0;
  // `game NAME only FILE...`: only these files of the game's folder (the
  // rulebook without its card lists, the scenario's own in their place).
  std::vector<std::string> only;
  // The `dsl` block, with every other line of the file blank, so that its
  // diagnostics name the scenario file's own lines. Empty when none.
  std::string dsl_text;
  std::size_t players = 0;         // 0: the game's default
  std::vector<std::string> decks;  // empty: the game's
  std::vector<Step> prelude;       // steps before the first scenario: run first by each
  std::vector<PositionField> position;  // the header's `position`: every scenario's
  std::vector<NamedPosition> named_positions;  // the header's `position "NAME"` blocks
  std::vector<Scenario> scenarios;
};

// How many steps one scenario (or the prelude) may hold once `do NAME xN`
// has copied its defined steps: a file of a few lines cannot ask for
// gigabytes of steps.
inline constexpr long kMaxScenarioSteps = 100000;
// How many choices one scenario may take on one engine (`take KEY xN`,
// `until`, repeated by `do`): a game that never ends stops there, failed,
// instead of running until killed.
inline constexpr std::size_t kMaxScenarioChoices = 1000000;

// Reads one scenario file. Errors are added to `out` as FILE:LINE:COL
// diagnostics (the DSL's format); nullopt when there is one.
std::optional<ScenarioFile> parse_scenario(std::string_view text, const std::string& path, dsl::Diagnostics& out);

// Whether option `key` is what `pattern` names: the same without serials,
// or its first words ("play" names "play Rally#3").
bool names_option(std::string_view pattern, std::string_view key);
// Whether an observed value is the expected one; a '*' in the expected text
// stands for any run of characters.
bool matches_value(std::string_view expected, std::string_view observed);

}  // namespace canbeat::analysis
