#include "cli/args.hpp"

#include <charconv>
#include <filesystem>

#include "dsl/file_io.hpp"

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

void Args::expect_positional(std::size_t min, std::size_t max, const std::string& usage) const {
  if (positional_.size() < min || positional_.size() > max) {
    std::string extra = positional_.size() > max ? " (unexpected '" + positional_[max] + "')" : "";
    throw UsageError(usage + extra);
  }
}

void check_output_file(const std::string& path) {
  if (path.empty()) throw UsageError("cannot write '': an empty file name");
  std::filesystem::path p(path);
  if (p.filename().empty()) throw UsageError("cannot write " + path + ": names a folder");
  std::error_code ec;
  std::filesystem::file_status st = std::filesystem::status(p, ec);
  if (std::filesystem::is_directory(st)) throw UsageError("cannot write " + path + ": is a folder");
  if (std::filesystem::exists(st) && !std::filesystem::is_regular_file(st))
    throw UsageError("cannot write " + path + ": not a regular file");
  std::string parent = p.parent_path().string();
  if (std::string why = files::output_dir_problem(parent.empty() ? "." : parent); !why.empty())
    throw UsageError("cannot write " + path + ": " + why);
}

void check_output_dir(const std::string& dir) {
  if (std::string why = files::output_dir_problem(dir); !why.empty())
    throw UsageError("cannot save files in " + dir + ": " + why);
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
