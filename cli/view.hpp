// Viewer pages for the commands that write one beside a file they save
// (`view`, `diff --out`, `test --view-dir`): see docs/viewer.md.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "cli/session.hpp"
#include "cli/view_page.hpp"
#include "harness/repro.hpp"

namespace canbeat::cli {

// Tells a card's name (or a seat's) from the rest of a zone's text.
std::function<bool(std::string_view)> card_name_test(const dsl::Game& g, const std::vector<std::string>& seats);

// A repro's page: the reference's run, and when the engines disagree on
// it, both at the first differing step; a conflict's witness at its
// collision.
ViewPage repro_page(const Session& s, const Repro& repro, const std::string& path);

// A scenario file's page: each scenario on each engine, run here; sets
// `is_name` for the file's game. Throws UsageError for a file that cannot
// be read or has errors.
ViewPage scenario_page(const std::string& path, std::function<bool(std::string_view)>& is_name);

// The page of a repro file just saved at `path`, written beside it
// (FILE.repro -> FILE.html); returns its path. The repro is already safe:
// a page that cannot be written is only a line on stderr.
std::string write_view_beside(const Session& s, const Repro& repro, const std::string& path);

// Writes the page (atomically, as every file canbeat writes).
void write_view(const std::string& out, const ViewPage& page, const std::function<bool(std::string_view)>& is_name);

}  // namespace canbeat::cli
