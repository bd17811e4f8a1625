// `canbeat bench --profile`: the bench's reference games played again with
// the rules profile on (interpreter/profile.hpp), and the definitions that
// took the most time printed with their file:line.
#pragma once

#include <cstdint>

#include "cli/session.hpp"

namespace canbeat::cli {

void print_rules_profile(const Session& s, long games, std::uint64_t seed, std::size_t top);

}  // namespace canbeat::cli
