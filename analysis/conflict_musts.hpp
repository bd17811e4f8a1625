// The requirements of `canbeat conflicts` (docs/dsl.md "Requirement"): every
// `must` statement of the rules and cards, and each way play met one
// blocked: a legality query of its action, asked by the rules, came out
// illegal while the must's condition held. The golden rules order can
// against can't and card against rulebook, never a must against either
// (../shared/DESIGN.md, "a 'must' that only a 'can't' blocks"), so a
// blocked must is a conflict no golden rule resolves; the report names what
// decided the query instead: the statement that won it, or that nothing
// permits the action.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "dsl/game.hpp"
#include "harness/shrink.hpp"
#include "analysis/legality_walk.hpp"
#include "interpreter/interpreter.hpp"

namespace canbeat::analysis {

struct MustStatement {
  const ast::Permission* p = nullptr;
  std::string text;  // "file:line:col rulebook must join("Angry ...")"
};

// One must met blocked, by what decided the query: a statement, or none.
// Or one must met required, not enforced (`open` set): its query legal, the
// option asking it open, and beside it an option no must requires, so the
// rules require the action and let the player do otherwise.
struct BlockedMust {
  std::size_t must = 0;   // index into MustTable::musts()
  std::string decider;    // the deciding statement's text; "" when nothing permits the action
  std::string query;      // the first query met: "join(first, Dutch#3, Brute#5)"
  std::string option;     // the option whose condition asked it; "" for a rule's own query
  std::size_t reached = 0;
  std::vector<std::string> witness;  // the choices up to the first decision that met it
  std::string open;       // not enforced: the first option open that the must does not require
  bool enforced() const { return open.empty(); }
};

class MustTable {
 public:
  explicit MustTable(const dsl::Game& g);
  const std::vector<MustStatement>& musts() const { return musts_; }
  // By key (must_key()), in the order first met.
  std::map<std::string, BlockedMust>& blocked() { return blocked_; }
  const std::map<std::string, BlockedMust>& blocked() const { return blocked_; }

  // The blocked musts met at the pending decision of `ref` (built
  // explaining), keyed as blocked(): each once, with the query and the
  // option that asked it; and the musts met required, not enforced there.
  std::map<std::string, BlockedMust> met(const interp::Reference& ref) const;

  // The witness property of blocked must `key`: replays keys on a fresh
  // explaining interpreter and stops at the first decision where it is met.
  StepProperty property(const std::string& key, const Table& s) const;

 private:
  const dsl::Game* game_;
  std::vector<MustStatement> musts_;
  std::map<const ast::Permission*, std::size_t> index_;
  std::map<std::string, BlockedMust> blocked_;

  void note_unenforced(const interp::Reference& ref, std::map<std::string, BlockedMust>& out) const;
};

}  // namespace canbeat::analysis
