// The viewer page's data and its HTML (view_page.hpp).
#include "cli/view_page.hpp"

#include <map>

#include "analysis/json.hpp"
#include "cli/view_template.hpp"

namespace canbeat::cli {

namespace {

using analysis::json_string;

// Card texts are written once each; a zone is a list of their numbers.
struct Texts {
  std::map<std::string, std::size_t> index;
  std::vector<std::string> order;
  const std::function<bool(std::string_view)>& is_name;

  std::size_t number(const std::string& text) {
    auto it = index.find(text);
    if (it != index.end()) return it->second;
    index.emplace(text, order.size());
    order.push_back(text);
    return order.size() - 1;
  }

  // A zone as [numbers], anything else as a JSON string.
  std::string value(const std::string& v) {
    auto cards = zone_cards(v, is_name);
    if (!cards) return json_string(v);
    std::string out = "[";
    for (std::size_t i = 0; i < cards->size(); ++i) out += (i ? "," : "") + std::to_string(number((*cards)[i]));
    return out + "]";
  }
};

std::string field_json(Texts& t, const Field& f) { return json_string(f.path) + ":" + t.value(f.value); }

std::string state_json(Texts& t, const Observation& o) {
  std::string out = "{";
  for (std::size_t i = 0; i < o.fields.size(); ++i) out += (i ? "," : "") + field_json(t, o.fields[i]);
  return out + "}";
}

// The fields of `now` that are not in `before` as they are, and the
// paths of `before` gone from `now` (null).
std::string delta_json(Texts& t, const Observation& before, const Observation& now) {
  std::string out = "{";
  bool first = true;
  auto add = [&](const std::string& text) {
    out += (first ? "" : ",") + text;
    first = false;
  };
  for (const Field& f : now.fields) {
    const std::string* was = before.find(f.path);
    if (!was || *was != f.value) add(field_json(t, f));
  }
  for (const Field& f : before.fields)
    if (!now.find(f.path)) add(json_string(f.path) + ":null");
  return out + "}";
}

std::string strings_json(const std::vector<std::string>& v) {
  std::vector<std::string> items;
  for (const std::string& s : v) items.push_back(json_string(s));
  return analysis::json_list(items);
}

std::string steps_json(Texts& t, const ViewSection& s) {
  std::string out = "[";
  const Observation* before = &s.start;
  for (std::size_t i = 0; i < s.steps.size(); ++i) {
    const ViewStep& st = s.steps[i];
    out += (i ? ",\n" : "\n") + std::string("[") + json_string(st.who) + "," + json_string(st.choice) + "," +
           delta_json(t, *before, st.after) + "]";
    before = &st.after;
  }
  return out + "]";
}

std::string statements_json(const std::vector<ViewStatement>& v) {
  std::vector<std::string> items;
  for (const ViewStatement& s : v)
    items.push_back("{\"role\":" + json_string(s.role) + ",\"query\":" + json_string(s.query) +
                    ",\"text\":" + json_string(s.text) +
                    ",\"where\":" + json_string(s.where) + "}");
  return analysis::json_list(items);
}

// The parts that number card texts are written one statement at a time,
// so cards are numbered in the order the page shows them, whatever order
// a compiler evaluates one long expression in.
std::string section_json(Texts& t, const ViewSection& s) {
  std::string start = state_json(t, s.start);
  std::string steps = steps_json(t, s);
  std::string other = s.other ? state_json(t, *s.other) : std::string("null");
  return "{\"title\":" + json_string(s.title) + ",\"notes\":" + strings_json(s.notes) + ",\"end\":" + json_string(s.end) +
         ",\"verdict\":" + json_string(s.verdict) + ",\"start\":" + start + ",\"steps\":" + steps + ",\"focus\":" +
         (s.focus ? std::to_string(*s.focus) : std::string("null")) + ",\"marked\":" + strings_json(s.marked) +
         ",\"otherTitle\":" + json_string(s.other_title) + ",\"other\":" + other +
         ",\"statements\":" + statements_json(s.statements) + "}";
}

// JSON inside a <script> element ends at the first "</": every '<' (which
// JSON text holds only inside strings) is written as its escape.
std::string script_safe(const std::string& json) {
  std::string out;
  out.reserve(json.size());
  for (char c : json) {
    if (c == '<') out += "\\u003c";
    else out += c;
  }
  return out;
}

std::string html_text(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else if (c == '&') out += "&amp;";
    else out += c;
  }
  return out;
}

void replace_once(std::string& text, std::string_view mark, const std::string& with) {
  std::size_t at = text.find(mark);
  if (at != std::string::npos) text.replace(at, mark.size(), with);
}

}  // namespace

std::string view_json(const ViewPage& page, const std::function<bool(std::string_view)>& is_name) {
  Texts t{{}, {}, is_name};
  std::string sections = "[";
  for (std::size_t i = 0; i < page.sections.size(); ++i)
    sections += (i ? ",\n" : "") + section_json(t, page.sections[i]);
  sections += "]";
  return "{\"title\":" + json_string(page.title) + ",\"kind\":" + json_string(page.kind) +
         ",\"game\":" + json_string(page.game) + ",\"source\":" + json_string(page.source) +
         ",\"seats\":" + strings_json(page.seats) + ",\"board\":" + page.board_json +
         ",\"cards\":" + strings_json(t.order) + ",\n\"sections\":" + sections + "}";
}

std::string view_html(const ViewPage& page, const std::function<bool(std::string_view)>& is_name) {
  std::string html = kViewTemplate;
  replace_once(html, "@TITLE@", html_text(page.title));
  replace_once(html, "@DATA@", script_safe(view_json(page, is_name)));
  return html;
}

}  // namespace canbeat::cli
