// The cards a can/can't pair is about: the cards its statements belong to,
// then the cards that print a keyword its conditions read (`a.swift`,
// `any(x in instances : x.keen)`). A rulebook pair about a
// keyword is met only where a card with it is dealt: the tables searched
// again and the cards a changed position moves are picked from these.
#pragma once

#include <vector>

#include "analysis/conflict_pairs.hpp"

namespace canbeat::analysis {

// Each card once, the statements' own first, then by keyword in card order.
std::vector<const ast::CardDef*> pair_cards(const dsl::Game& g, const StatementPair& p);

}  // namespace canbeat::analysis
