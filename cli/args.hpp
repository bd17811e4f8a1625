// A small command-line reader: positional words, `--name value` options and
// `--flag` switches, with the errors a user needs (exit code 2).
#pragma once

#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace canbeat::cli {

// Bad usage or bad input: the command prints it and exits 2.
struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class Args {
 public:
  // `flags` take no value; every other --name takes one; `-o` means --out.
  Args(int argc, char** argv, int first, const std::set<std::string>& flags,
       const std::set<std::string>& options);

  const std::vector<std::string>& positional() const { return positional_; }
  bool flag(const std::string& name) const { return flags_.count(name) > 0; }
  bool has(const std::string& name) const { return values_.count(name) > 0; }
  std::string get(const std::string& name, const std::string& fallback) const;
  long number(const std::string& name, long fallback, long min, long max) const;
  std::uint64_t seed(const std::string& name, std::uint64_t fallback) const;

 private:
  std::vector<std::string> positional_;
  std::set<std::string> flags_;
  std::map<std::string, std::string> values_;
};

}  // namespace canbeat::cli
