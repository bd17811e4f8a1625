// Static proof that a draw from an empty deck never happens
// (docs/conflicts.md "Impossible"): the game ends before its decks run
// out. The `undecided` statement opens the first statement of a procedure
// D, `if empty(P.Z) { .. undecided ..; }`, P a parameter, Z the seats'
// start zone. D moves at most k cards out of P.Z a call (cards bound from
// it; no loop, no call in D); every other move whose card may be in Z
// (move_sources.hpp) is setup's own, and takes only the cards card_flow
// says it may (those are not counted for draws); nothing moves a card into
// Z. D is called from setup and the turn's phases only (no card text, no
// trigger), a known number of times for each seat: `repeat N` multiplies,
// branches and options take their most, `for x in players` calls once for
// each seat, any other loop gives up. With the turn bound of
// turn_bound.hpp (T turns at most), each seat takes no more than
// k * (setup's calls + T * a turn's calls) cards by D; when every deck list
// of the game keeps that many cards after setup's takings, P.Z is never
// empty where D runs. Anything else: no proof (sound, not complete).
#pragma once

#include <optional>
#include <string>

#include "dsl/game.hpp"

namespace canbeat::analysis {

std::optional<std::string> never_undecided_drawn(const dsl::Game& g, const std::string& id);

}  // namespace canbeat::analysis
