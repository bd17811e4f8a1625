// The one-file HTML viewer page (`canbeat view`, docs/viewer.md): a game's
// record as plain data, written into the page as JSON beside the page's
// script and style (view_template.hpp), so the page needs nothing else.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "seam/observation.hpp"

namespace canbeat::cli {

// One decision: who decided ("player marine", "chance alien"), the key
// taken, and the full state after it.
struct ViewStep {
  std::string who, choice;
  Observation after;
};

// A statement that decided something at the section's focus: its text and
// where it is written (file:line:col), and what it did there.
struct ViewStatement {
  std::string role;   // "decides", "beaten", "won", "lost"
  std::string query;  // the option and legality query it answered ("" when none)
  std::string text, where;
};

// One engine's run of one game (or one scenario on one engine).
struct ViewSection {
  std::string title;
  std::vector<std::string> notes;  // lines shown above the scrubber
  Observation start;               // the state before the first decision
  std::vector<ViewStep> steps;
  std::string end;                 // the outcome, or the error it ends in
  std::string verdict;             // a scenario's: "pass" or "fail"; "" otherwise
  // The step the page opens at (a divergence, a collision) and what to
  // show beside it: the fields that differ there, the other engine's
  // state at that step, the statements that decided it.
  std::optional<std::size_t> focus;
  std::vector<std::string> marked;
  std::optional<Observation> other;
  std::string other_title;
  std::vector<ViewStatement> statements;
};

struct ViewPage {
  std::string title, kind, game, source;
  std::vector<std::string> seats;
  std::vector<ViewSection> sections;
  std::string board_json = "null";  // view_board.hpp
};

// The page's data as one JSON object. Each state is stored once in full
// (the start) and then only the fields a step changed; a zone's cards are
// indices into one table of card texts, so a long game stays small.
// `is_name` tells card names from the rest of a zone's text (a name may
// hold ", ").
std::string view_json(const ViewPage& page, const std::function<bool(std::string_view)>& is_name);

// The whole page: the template with the data and the title put in.
std::string view_html(const ViewPage& page, const std::function<bool(std::string_view)>& is_name);

}  // namespace canbeat::cli
