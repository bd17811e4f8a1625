#include "cli/junit.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "dsl/file_io.hpp"

namespace canbeat::cli {

namespace {

// Text as XML 1.0 allows it, in an attribute or an element: line breaks
// kept (as &#10;), every other control byte and the noncharacters U+FFFE
// and U+FFFF (no XML character) as '?'.
std::string xml(std::string_view s) {
  std::string out;
  for (std::size_t at = 0; at <= s.size();) {
    std::size_t nl = std::min(s.find('\n', at), s.size());
    std::string line = files::printable(s.substr(at, nl - at), '?');
    for (std::size_t i = 0; i < line.size(); ++i) {
      char c = line[i];
      if (line.compare(i, 3, "\xEF\xBF\xBE") == 0 || line.compare(i, 3, "\xEF\xBF\xBF") == 0) {
        out += '?';
        i += 2;
        continue;
      }
      switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        default: out += c;
      }
    }
    if (nl < s.size()) out += "&#10;";
    at = nl + 1;
  }
  return out;
}

const char* engine_text(EngineKind k) { return k == EngineKind::reference ? "reference" : "fast"; }

std::string testcase(const std::string& path, const analysis::ScenarioResult& r, const analysis::EngineVerdict& v) {
  std::string head = fmt::format("    <testcase classname=\"{}\" name=\"{} [{}]\"", xml(path), xml(r.name), engine_text(v.engine));
  using R = analysis::EngineVerdict::Result;
  if (v.result == R::pass) return head + "/>\n";
  if (v.result == R::cannot_run)
    return head + fmt::format(">\n      <skipped message=\"cannot run: {}\"/>\n    </testcase>\n", xml(v.note));
  std::string text;
  for (const analysis::Failure& f : v.failures) text += failure_text(path, v.engine, f);
  return head + fmt::format(">\n      <failure message=\"{}\">{}</failure>\n    </testcase>\n",
                            xml(v.failures.front().expected), xml(text));
}

}  // namespace

std::string failure_text(const std::string& path, EngineKind engine, const analysis::Failure& f) {
  std::string after = f.choices == 0 ? "before any choice"
                                     : fmt::format("after {} choice{}, the last '{}'", f.choices,
                                                   f.choices == 1 ? "" : "s", f.last_choice);
  std::string from = f.done_at ? fmt::format(" (in the steps done at line {})", f.done_at) : "";
  return fmt::format("{}:{}:{}: [{}] {}{}\n    observed: {}\n    {}\n", path, f.line, f.col, engine_text(engine),
                     f.expected, from, f.observed, after);
}

std::string junit_xml(const std::vector<ScenarioFileResult>& files) {
  std::string suites;
  std::size_t tests = 0, failures = 0, errors = 0;
  for (const ScenarioFileResult& f : files) {
    std::string cases;
    std::size_t t = 0, fl = 0;
    for (const auto& r : f.scenarios)
      for (const auto& v : r.engines) {
        ++t;
        fl += v.result == analysis::EngineVerdict::Result::fail;
        cases += testcase(f.path, r, v);
      }
    if (!f.error.empty()) {
      ++t;
      cases += fmt::format("    <testcase classname=\"{}\" name=\"(the file)\">\n      <error message=\"{}\"/>\n    </testcase>\n",
                           xml(f.path), xml(f.error));
    }
    std::string properties =
        f.view.empty() ? "" : fmt::format("    <properties>\n      <property name=\"view\" value=\"{}\"/>\n    </properties>\n", xml(f.view));
    suites += fmt::format("  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"{}\">\n{}{}  </testsuite>\n",
                          xml(f.path), t, fl, f.error.empty() ? 0 : 1, properties, cases);
    tests += t;
    failures += fl;
    errors += !f.error.empty();
  }
  return fmt::format("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites tests=\"{}\" failures=\"{}\" errors=\"{}\">\n{}</testsuites>\n",
                     tests, failures, errors, suites);
}

}  // namespace canbeat::cli
