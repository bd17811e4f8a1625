#include "cli/args.hpp"

#include <charconv>

namespace canbeat::cli {

Args::Args(int argc, char** argv, int first, const std::set<std::string>& flags,
           const std::set<std::string>& options) {
  for (int i = first; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "-o") a = "--out";
    if (a.rfind("--", 0) != 0 || a.size() == 2) {
      positional_.push_back(a);
      continue;
    }
    std::string name = a.substr(2);
    if (flags.count(name)) {
      flags_.insert(name);
    } else if (options.count(name)) {
      if (i + 1 >= argc) throw UsageError("option --" + name + " needs a value");
      values_[name] = argv[++i];
    } else {
      throw UsageError("unknown option --" + name);
    }
  }
}

std::string Args::get(const std::string& name, const std::string& fallback) const {
  auto it = values_.find(name);
  return it == values_.end() ? fallback : it->second;
}

long Args::number(const std::string& name, long fallback, long min, long max) const {
  auto it = values_.find(name);
  if (it == values_.end()) return fallback;
  long v = 0;
  const std::string& s = it->second;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size() || v < min || v > max)
    throw UsageError("--" + name + " expects a whole number from " + std::to_string(min) +
                     " to " + std::to_string(max) + ", got '" + s + "'");
  return v;
}

std::uint64_t Args::seed(const std::string& name, std::uint64_t fallback) const {
  auto it = values_.find(name);
  if (it == values_.end()) return fallback;
  std::uint64_t v = 0;
  const std::string& s = it->second;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size())
    throw UsageError("--" + name + " expects an unsigned number, got '" + s + "'");
  return v;
}

}  // namespace canbeat::cli
