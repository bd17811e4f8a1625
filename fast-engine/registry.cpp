#include "fast-engine/registry.hpp"

#include <algorithm>
#include <stdexcept>

namespace canbeat::fast {

namespace {

// A function-local table: registrations run during static initialisation,
// in an order no translation unit controls.
std::vector<Registration>& table() {
  static std::vector<Registration> all;
  return all;
}

}  // namespace

bool Faults::has(std::string_view name) const { return std::find(names.begin(), names.end(), name) != names.end(); }

bool add_registration(Registration r) {
  auto& all = table();
  if (find_registration(r.game)) throw std::logic_error("fast engine '" + r.game + "' registered twice");
  auto at = std::lower_bound(all.begin(), all.end(), r.game,
                             [](const Registration& a, const std::string& name) { return a.game < name; });
  all.insert(at, std::move(r));
  return true;
}

const std::vector<Registration>& registrations() { return table(); }

const Registration* find_registration(std::string_view game) {
  for (const Registration& r : table())
    if (r.game == game) return &r;
  return nullptr;
}

}  // namespace canbeat::fast
