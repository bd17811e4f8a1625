// What `canbeat explain` prints, as the viewer page's data: the rulebook and
// card statements that decided options at one decision of a game, each with
// its file:line:col (only the reference interpreter keeps provenance).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "cli/session.hpp"
#include "cli/view_page.hpp"

namespace canbeat::cli {

// The statements deciding the options at the decision after `step` of
// `choices`: of the options `keys` names (by key or a prefix up to '#'),
// or, when `keys` is empty, of every option where one statement beat
// another (of every option, `every`). Each decider, then the statements it
// beat. At most `limit`.
std::vector<ViewStatement> deciding_statements(const Session& s, const std::vector<std::string>& choices,
                                               std::size_t step, const std::vector<std::string>& keys,
                                               bool every = false, std::size_t limit = 40);

}  // namespace canbeat::cli
