// The one legality query of the golden rules (../shared/DESIGN.md "Golden
// rules are semantics", after the golden rules of the first card game
// encoded): every `can` and `cant` statement about an action is
// considered; a card statement beats a rulebook statement, and at the same
// level a `cant` beats a `can`. Nothing permitting an action makes it illegal.
#pragma once

#include <string>
#include <vector>

#include "dsl/ast.hpp"

namespace canbeat::interp {

// Where a statement comes from: the name of the card it is printed on (the
// card definition's, which lives as long as the game), or nullptr for the
// rulebook. Kept as a pointer: a log of every query is written at every
// decision, and read rarely.
std::string source_text(const std::string* card);  // "card Facehugger" or "rulebook"

struct StatementVerdict {
  const ast::Permission* statement = nullptr;
  const std::string* card = nullptr;  // source_text
  bool applies = false;
  // How far its condition is from holding where it does not apply, when
  // the interpreter measures it (Reference::keep_gaps): -1 unmeasured.
  long gap = -1;
  std::string source() const { return source_text(card); }
};

// `query`, `considered` and `required` are filled only when the
// interpreter keeps its legality log (Keep, interpreter.hpp); `legal` and
// `decider` always.
struct LegalityAnswer {
  std::string query;  // "discard(north, Pebble)"
  bool legal = false;
  std::vector<StatementVerdict> considered;
  const ast::Permission* decider = nullptr;  // nullptr: nothing permits it
  const std::string* decider_card = nullptr;  // source_text
  // One readable sentence: "QUERY: legal (SOURCE MODALITY, CITE)".
  std::string because() const;
  // The `must` statements about the action whose condition held (applies
  // is true for each): requirements that the action be legal.
  std::vector<StatementVerdict> required;
  // A requirement the can/cant statements leave illegal (docs/dsl.md
  // "Requirement"): no golden rule decides between them.
  bool blocked() const { return !legal && !required.empty(); }
};

}  // namespace canbeat::interp
