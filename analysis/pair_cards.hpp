// The cards a can/can't pair is about: the cards its statements belong to,
// then the cards that print a keyword its conditions read (`a.swift`,
// `any(x in instances : x.keen)`), then the cards of a type they ask for
// (`u.card.type == equipment`). A rulebook pair about a keyword or a kind
// of card is met only where such a card is dealt: the tables searched
// again and the cards a changed position moves are picked from these.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "analysis/conflict_pairs.hpp"
#include "seam/engine.hpp"

namespace canbeat::analysis {

// Each card once, the statements' own first, then by keyword, then by type,
// in card order.
std::vector<const ast::CardDef*> pair_cards(const dsl::Game& g, const StatementPair& p);

// The cards of a type the pair's conditions ask for, in card order.
std::vector<const ast::CardDef*> pair_type_cards(const dsl::Game& g, const StatementPair& p);

// Every member name the pair's conditions read (`d.shut`, `c.type`), with
// `heads` the names they start from too (`field`): the numbers of a
// position named so are the ones a changed position steps.
std::set<std::string> pair_members_read(const StatementPair& p, bool heads = false);

// The cards table `t` deals: every seat's deck (the game's defaults
// filled in), and the cards each deck lists outside it.
std::set<const ast::CardDef*> cards_dealt(const dsl::Game& g, const Setup& t);

// Whether a game on a table dealing `dealt` can meet pair `p`: it is about
// no card, or about one dealt.
bool pair_dealt(const dsl::Game& g, const StatementPair& p, const std::set<const ast::CardDef*>& dealt);

}  // namespace canbeat::analysis
