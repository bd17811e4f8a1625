// What a card prints and nothing changes, for never_both (never_both.hpp):
// a keyword (trait, team, symbol) that no continuous effect gives or takes,
// and the card's type. Facts a pair's conditions state about one card on
// these alone can be checked against every card the game defines: when no
// card has them all, no query meets them (every card in play is one the
// game defines, and what it prints is what such a member reads).
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "analysis/never_both_facts.hpp"
#include "analysis/never_both_links.hpp"
#include "analysis/never_both_own_vars.hpp"

namespace canbeat::analysis {

struct PrintedConflict {
  std::string term;                          // "#1": the card, argument 2
  std::vector<const facts::Clause*> clauses;  // no card has them all
  bool own_vars = false;                      // some read a var only some cards set (never_both_own_vars.hpp)
  std::string linked;                         // a keyword some read is given only through a link (never_both_links.hpp)
};

class PrintedFacts {
 public:
  explicit PrintedFacts(const dsl::Game& g);
  PrintedFacts(const PrintedFacts&) = delete;  // links_ reads unchanged_
  PrintedFacts& operator=(const PrintedFacts&) = delete;
  // The keywords nothing makes true: none printed, none given.
  const std::set<std::string>& never_held() const { return never_held_; }
  const Links& links() const { return *links_; }
  // A card of action `action`'s arguments that the parts of `a` and `b`
  // about what it prints leave no card of the game to be, or nullopt.
  std::optional<PrintedConflict> no_card_has(const std::string& action, const std::vector<facts::Clause>& a,
                                             const std::vector<facts::Clause>& b) const;

 private:
  std::optional<std::string> printed_member(const std::string& term, const std::string& card) const;
  bool card_may_hold(const ast::CardDef& c, const facts::Fact& f, const std::string& member) const;
  const dsl::Game& g_;
  const OwnVars own_;
  std::set<std::string> unchanged_;  // keywords nothing gives or takes
  std::set<std::string> never_held_;
  bool type_printed_ = true;  // no per-card var or stat named `type` reads first
  std::optional<Links> links_;
};

}  // namespace canbeat::analysis
