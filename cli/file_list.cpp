#include "cli/file_list.hpp"

#include <algorithm>
#include <filesystem>

#include "cli/args.hpp"

namespace canbeat::cli {

std::vector<std::string> files_below(const std::vector<std::string>& args, const std::vector<std::string>& extensions) {
  namespace fs = std::filesystem;
  std::vector<std::string> out;
  for (const std::string& a : args) {
    std::error_code ec;
    if (!fs::is_directory(a, ec)) {
      out.push_back(a);
      continue;
    }
    std::vector<std::string> found;
    for (fs::recursive_directory_iterator it(a, ec), end; !ec && it != end; it.increment(ec))
      // A folder named x.scenario is walked into, not taken for a file.
      if (std::error_code kind;
          std::find(extensions.begin(), extensions.end(), it->path().extension().string()) != extensions.end() &&
          !it->is_directory(kind))
        found.push_back(it->path().string());
    if (ec) throw UsageError(a + ": cannot list the folder: " + ec.message());
    if (found.empty()) throw UsageError(a + ": no " + extensions.front() + " files in this folder");
    std::sort(found.begin(), found.end());
    out.insert(out.end(), found.begin(), found.end());
  }
  return out;
}

}  // namespace canbeat::cli
