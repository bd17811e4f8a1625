// Which zones a `move`'s card may be in when it moves (for
// never_undecided_drawn.hpp): a flow-insensitive reading of where the
// moved name comes from. A name bound by `for`, `chance` or an option over
// a zone (`c in p.hand`: "hand"; a table zone: its name) is in that zone;
// over anything else (`instances`), in the zones its `where` asks it to be
// in: a part `x in Y`, parts `x in A or x in B`, or `legal A(.., x, ..)`,
// read the same way in the `when` of every `can` of A (a legal action
// needs one to hold). `let x = first(y in D where ...)` and `top(D)`,
// `bottom(D)` read D so. A procedure's parameter is in what every call
// passes. Anything else (`self`, a value computed) may be anywhere: the
// reading gives nullopt for it, and a `move all Y` gives Y's name.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>

#include "dsl/game.hpp"

namespace canbeat::analysis {

using ZoneNames = std::optional<std::set<std::string>>;  // nullopt: may be any

// Every move of the game (the rules', the cards', abilities' and
// attributes'), with the zones its card may come from.
std::map<const ast::Move*, ZoneNames> move_sources(const dsl::Game& g);

}  // namespace canbeat::analysis
