#include "seam/observation.hpp"

#include <algorithm>
#include <stdexcept>

namespace canbeat {

void Observation::add(std::string path, std::string value) {
  // A game's observation holds tens of fields: grown once, not field by field.
  if (fields.empty()) fields.reserve(64);
  fields.push_back({std::move(path), std::move(value)});
}

void Observation::sort() {
  std::sort(fields.begin(), fields.end(),
            [](const Field& a, const Field& b) { return a.path < b.path; });
}

const std::string* Observation::find(std::string_view path) const {
  auto it = std::lower_bound(fields.begin(), fields.end(), path,
                             [](const Field& f, std::string_view p) { return f.path < p; });
  return it != fields.end() && it->path == path ? &it->value : nullptr;
}

std::string Observation::serialize() const {
  std::string out;
  for (const Field& f : fields) {
    out += f.path;
    out += " = ";
    out += f.value;
    out += '\n';
  }
  return out;
}

Observation Observation::parse(std::string_view text) {
  Observation o;
  std::size_t line = 0;
  while (!text.empty()) {
    ++line;
    std::size_t nl = text.find('\n');
    std::string_view row = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view{} : text.substr(nl + 1);
    std::size_t eq = row.find(" = ");
    if (eq == std::string_view::npos || eq == 0)
      throw std::runtime_error("observation line " + std::to_string(line) +
                               ": expected 'path = value'");
    o.add(std::string(row.substr(0, eq)), std::string(row.substr(eq + 3)));
  }
  return o;
}

std::vector<FieldDiff> diff(const Observation& reference, const Observation& fast) {
  // Merge walk over two path-sorted lists.
  std::vector<FieldDiff> out;
  const auto& a = reference.fields;
  const auto& b = fast.fields;
  std::size_t i = 0, j = 0;
  while (i < a.size() || j < b.size()) {
    if (j == b.size() || (i < a.size() && a[i].path < b[j].path)) {
      out.push_back({a[i].path, a[i].value, "<absent>"});
      ++i;
    } else if (i == a.size() || b[j].path < a[i].path) {
      out.push_back({b[j].path, "<absent>", b[j].value});
      ++j;
    } else {
      if (a[i].value != b[j].value) out.push_back({a[i].path, a[i].value, b[j].value});
      ++i, ++j;
    }
  }
  return out;
}

std::string zone_text(const std::vector<std::string_view>& names) {
  std::string out = "[";
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i) out += ", ";
    out += names[i];
  }
  out += ']';
  return out;
}

std::optional<std::vector<std::string>> zone_cards(std::string_view value,
                                                   const std::function<bool(std::string_view)>& is_name) {
  if (value.size() < 2 || value.front() != '[' || value.back() != ']') return std::nullopt;
  std::vector<std::string> cards;
  std::string_view inner = value.substr(1, value.size() - 2);
  int depth = 0;
  std::size_t start = 0;
  for (std::size_t i = 0; !inner.empty() && i <= inner.size(); ++i) {
    char c = i < inner.size() ? inner[i] : ',';
    depth += c == '{' ? 1 : c == '}' ? -1 : 0;
    if (c != ',' || depth != 0) continue;
    std::string_view card = inner.substr(start, i - start);
    if (i < inner.size() && !is_name(card.substr(0, card.find(" {")))) continue;
    // Cards are named and parted by ", ": "[, ,]" or "[A,B]" is no zone.
    if (card.empty() || (i < inner.size() && (i + 1 == inner.size() || inner[i + 1] != ' '))) return std::nullopt;
    cards.emplace_back(card);
    start = i + 2;  // ", "
  }
  return cards;
}

}  // namespace canbeat
