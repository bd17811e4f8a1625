// The can/can't pairs of `canbeat conflicts`: every permission and
// prohibition about one action that could meet (rulebook and card
// statements alike), which one the golden rules make win when both apply
// (a card's statement beats the rulebook's; at the same level can't beats
// can), and whether play reached a legality query where both applied.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "dsl/game.hpp"
#include "harness/shrink.hpp"
#include "analysis/legality_walk.hpp"
#include "interpreter/interpreter.hpp"

namespace canbeat::analysis {

struct Statement {
  const ast::Permission* p = nullptr;
  std::string source;  // "rulebook" or "card Pup"
  bool card = false;
  std::string text;  // "file:line:col card Pup cant attack("Passive ...")"
  const ast::CardDef* card_def = nullptr;  // the card that carries it
  int self_param = -1;  // the parameter its condition binds to `self`, or -1
};

struct StatementPair {
  const Statement* winner = nullptr;
  const Statement* loser = nullptr;
  // A card statement against a rulebook one: the card overrides the rulebook.
  bool override_rulebook = false;
  std::size_t reached = 0;
  std::vector<std::string> witness;  // the choices up to the first decision that met it
  std::string option;                // the option being considered there
  // Why both can never apply in one query (never_both.hpp), or "".
  std::string impossible;
};

class PairTable {
 public:
  explicit PairTable(const dsl::Game& g);
  std::vector<StatementPair>& pairs() { return pairs_; }
  // Pairs left out because their scopes cannot meet (two cards' statements
  // each about its own card).
  std::size_t disjoint() const { return disjoint_; }
  const std::vector<StatementPair>& pairs() const { return pairs_; }

  // The pairs met at the pending decision of `ref` (built explaining): both
  // statements applied in one legality query. Returns the pair indices, each
  // once, with the option whose condition asked the query.
  std::map<std::size_t, std::string> met(const interp::Reference& ref) const;

  // The witness property of pair `i`: replays keys on a fresh explaining
  // interpreter and stops at the first decision where the pair is met.
  StepProperty property(std::size_t i, const Table& s) const;

 private:
  std::vector<Statement> statements_;
  std::vector<StatementPair> pairs_;
  std::map<std::pair<const ast::Permission*, const ast::Permission*>, std::size_t> index_;
  std::size_t disjoint_ = 0;
};

}  // namespace canbeat::analysis
