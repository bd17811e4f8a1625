// The files a command reads from its FILE_OR_DIR arguments: a file as given;
// a folder searched below for the extensions the command reads, in name order.
#pragma once

#include <string>
#include <vector>

namespace canbeat::cli {

// Throws UsageError for a folder that cannot be listed or holds no such file.
std::vector<std::string> files_below(const std::vector<std::string>& args, const std::vector<std::string>& extensions);

}  // namespace canbeat::cli
