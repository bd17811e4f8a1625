// SARIF 2.1.0 and Markdown from findings (sarif.hpp).
#include "cli/sarif.hpp"

#include <fmt/format.h>

#include <cctype>
#include <filesystem>
#include <map>

#include "analysis/json.hpp"
#include "harness/repro.hpp"

namespace canbeat::cli {

namespace {

using analysis::json_string;

// A number right after `at` and the position after it; -1 when none.
int number_at(const std::string& s, std::size_t& at) {
  std::size_t start = at;
  while (at < s.size() && std::isdigit(static_cast<unsigned char>(s[at]))) ++at;
  if (at == start || at - start > 9) return -1;
  return std::stoi(s.substr(start, at - start));
}

// A relative path as it is (code scanning resolves it against the
// checkout), an absolute one as a file URI.
std::string uri_of(const std::string& path) {
  std::string file = relative_to_cwd(path);
  std::string out;
  for (char c : file) {
    if (c == ' ') out += "%20";
    else if (c == '%') out += "%25";
    else out += c;
  }
  return file.empty() || file[0] != '/' ? out : "file://" + out;
}

std::string message_json(const std::string& text) { return "{\"text\":" + json_string(text) + "}"; }

std::string location_json(const SarifPlace& p, int id = -1) {
  std::string region = p.line > 0 ? fmt::format(",\"region\":{{\"startLine\":{}{}}}", p.line,
                                                p.col > 0 ? fmt::format(",\"startColumn\":{}", p.col) : "")
                                  : "";
  return "{" + (id >= 0 ? fmt::format("\"id\":{},", id) : std::string()) +
         "\"physicalLocation\":{\"artifactLocation\":{\"uri\":" + json_string(uri_of(p.file)) + "}" + region + "}" +
         (p.message.empty() ? "" : ",\"message\":" + message_json(p.message)) + "}";
}

std::string flow_json(const std::vector<SarifPlace>& flow) {
  std::vector<std::string> steps;
  for (const SarifPlace& p : flow) steps.push_back("{\"location\":" + location_json(p) + "}");
  return "[{\"message\":" + message_json("the witness game, choice by choice") +
         ",\"threadFlows\":[{\"locations\":" + analysis::json_list(steps) + "}]}]";
}

std::string result_json(const SarifResult& r, const std::map<std::string, std::size_t>& rule_index) {
  auto it = rule_index.find(r.rule);
  std::string out = "{\"ruleId\":" + json_string(r.rule) +
                    (it != rule_index.end() ? fmt::format(",\"ruleIndex\":{}", it->second) : "") +
                    ",\"level\":" + json_string(r.level) + ",\"message\":" + message_json(r.message);
  if (!r.location.file.empty()) out += ",\"locations\":[" + location_json(r.location) + "]";
  std::vector<std::string> related;
  for (std::size_t i = 0; i < r.related.size(); ++i)
    if (!r.related[i].file.empty()) related.push_back(location_json(r.related[i], static_cast<int>(i)));
  if (!related.empty()) out += ",\"relatedLocations\":" + analysis::json_list(related);
  if (!r.flow.empty()) out += ",\"codeFlows\":" + flow_json(r.flow);
  out += ",\"partialFingerprints\":{\"canbeatStatement/v1\":" + json_string(fnv1a_hex(r.rule + "\n" + r.fingerprint)) + "}";
  return out + "}";
}

std::string rule_json(const SarifRule& r) {
  return "{\"id\":" + json_string(r.id) + ",\"name\":" + json_string(r.name) +
         ",\"shortDescription\":" + message_json(r.description) + "}";
}

std::string cell(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '|') out += "\\|";
    else if (c == '\n') out += ' ';
    else out += c;
  }
  return out;
}

}  // namespace

std::string relative_to_cwd(const std::string& path) {
  std::error_code ec;
  std::filesystem::path cwd = std::filesystem::current_path(ec);
  if (ec || path.empty() || path[0] != '/') return path;
  std::filesystem::path rel = std::filesystem::path(path).lexically_relative(cwd);
  return rel.empty() || *rel.begin() == ".." ? path : rel.generic_string();
}

SarifPlace split_place(const std::string& text) {
  SarifPlace p;
  std::size_t colon = text.find(':');
  while (colon != std::string::npos) {
    std::size_t at = colon + 1;
    int line = number_at(text, at);
    if (line > 0 && at < text.size() && text[at] == ':') {
      ++at;
      int col = number_at(text, at);
      p.file = text.substr(0, colon), p.line = line, p.col = col > 0 ? col : 0;
      while (at < text.size() && (text[at] == ' ' || text[at] == ':')) ++at;
      p.message = text.substr(at);
      return p;
    }
    colon = text.find(':', colon + 1);
    if (colon != std::string::npos && text.find(' ') < colon) break;
  }
  p.message = text;
  return p;
}

std::string sarif_log(const std::vector<SarifRule>& rules, const std::vector<SarifResult>& results) {
  std::map<std::string, std::size_t> index;
  std::vector<std::string> rule_items, result_items;
  for (const SarifRule& r : rules) index.emplace(r.id, rule_items.size()), rule_items.push_back(rule_json(r));
  for (const SarifResult& r : results) result_items.push_back(result_json(r, index));
  return "{\"$schema\":\"https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json\","
         "\"version\":\"2.1.0\",\"runs\":[{\"tool\":{\"driver\":{\"name\":\"canbeat\",\"rules\":" + analysis::json_list(rule_items) + "}},\"results\":[\n" +
         [&] {
           std::string s;
           for (std::size_t i = 0; i < result_items.size(); ++i) s += (i ? ",\n" : "") + result_items[i];
           return s;
         }() +
         "\n]}]}\n";
}

std::string markdown_summary(const std::string& title, const std::vector<SarifRule>& rules,
                             const std::vector<SarifResult>& results) {
  std::string out = "## " + title + "\n\n";
  std::map<std::string, std::size_t> count;
  for (const SarifResult& r : results) ++count[r.rule];
  out += "| kind | results |\n|---|---|\n";
  for (const SarifRule& r : rules) out += fmt::format("| {} (`{}`) | {} |\n", cell(r.name), r.id, count[r.id]);
  if (results.empty()) return out + "\nNo findings.\n";
  out += "\n| level | kind | where | finding |\n|---|---|---|---|\n";
  for (const SarifResult& r : results) {
    std::string where = r.location.file.empty() ? "" : fmt::format("`{}:{}`", r.location.file, r.location.line);
    out += fmt::format("| {} | `{}` | {} | {} |\n", r.level, r.rule, where, cell(r.message));
  }
  return out;
}

std::vector<SarifPlace> witness_flow(const std::string& path, std::size_t limit) {
  std::vector<SarifPlace> out;
  Repro r;
  try {
    r = load_repro(path);
  } catch (const std::exception&) {
    return out;
  }
  std::size_t first = r.choices.size() > limit ? r.choices.size() - limit : 0;
  for (std::size_t i = first; i < r.choices.size(); ++i)
    out.push_back({path, static_cast<int>(r.choices_line + i), 1, fmt::format("step {}: {}", i + 1, r.choices[i])});
  return out;
}

}  // namespace canbeat::cli
