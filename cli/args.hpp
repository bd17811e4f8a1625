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

// Throws UsageError unless a file can be saved at `path` (its folder exists
// or can be made, and files can be created in it): checked before the work
// whose result it will hold.
void check_output_file(const std::string& path);
// The same for a folder that files will be saved in.
void check_output_dir(const std::string& dir);

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
  // Throws UsageError(`usage`) unless there are min..max positional words.
  void expect_positional(std::size_t min, std::size_t max, const std::string& usage) const;

 private:
  std::vector<std::string> positional_;
  std::set<std::string> flags_;
  std::map<std::string, std::string> values_;
};

}  // namespace canbeat::cli
