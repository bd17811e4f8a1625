// Keywords given only through a link, for never_both (never_both.hpp): a
// keyword that continuous effects give only to the card whose serial a
// per-card var of their carrier holds (`for c in instances where
// c.serial == self.on: c.armed = true`, what an item is on). Such a
// keyword holds of a card that prints it, or that the var names; and the
// var names only cards that every `set X.on = V.serial` of the game lets V
// be. A card's serial is its own and never changes (interpreter/eval.cpp
// card_serial), and the var's literal initial value names no card when it
// is below 1; every other `set` of the var refuses the argument.
//
// What V may be is read from where it is bound: its binder's `where` (the
// parts joined with `and`), or, for a procedure's parameter, the argument
// every call passes. A part excludes a card when the card prints a keyword
// `not V.K` denies, is not of the type `V.type == T` asks for, or prints a
// keyword a rulebook `cant A` reads of V's place in `legal A(..., V, ...)`
// (`when X.K`, nothing else), when no card statement can beat it (a card
// beats the rulebook: any `can A` carried by a card refuses the part). Only
// what a card prints and nothing changes is read, so a part that held once
// holds ever after.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "dsl/game.hpp"

namespace canbeat::analysis {

class Links {
 public:
  // `unchanged`: the keywords a card prints and nothing gives or takes;
  // `type_printed`: a card's type is the one it prints.
  Links(const dsl::Game& g, const std::set<std::string>& unchanged, bool type_printed);
  // The keywords given only through a link (none refused).
  const std::set<std::string>& linked() const { return linked_; }
  // Whether card `def` may gain linked keyword `k` through its link.
  bool may_gain(const std::string& k, const ast::CardDef& def) const;
  // Linked keyword `k`'s var and the `set`s of it.
  const std::string& var_of(const std::string& k) const { return var_of_.at(k); }
  std::vector<const ast::Pos*> sets_of(const std::string& k) const;

  // Where names are bound: the parts a binder's `where` joins with `and`
  // (none: bound to anything), or a procedure's parameter.
  struct Bound {
    std::map<std::string, std::vector<const ast::Node*>> where;
    std::map<std::string, std::size_t> param;
    const ast::Procedure* proc = nullptr;
  };
  // A `set X.M = V.serial` (`name`: V) or a call (each argument's name, ""
  // when it is not a bare name).
  struct Site {
    Bound bound;
    std::string name;
    std::vector<std::string> args;
    const ast::Pos* at = nullptr;
  };

 private:
  bool excludes(const ast::CardDef& def, const std::string& name, const Site& at, int depth) const;
  bool part_excludes(const ast::CardDef& def, const std::string& name, const ast::Node& part) const;
  const dsl::Game& g_;
  const std::set<std::string>& unchanged_;
  bool type_printed_;
  std::set<std::string> linked_;
  std::map<std::string, std::string> var_of_;           // keyword -> the link var its effects read
  std::map<std::string, std::vector<Site>> sets_;       // link var -> its sets
  std::map<std::string, std::vector<Site>> calls_;      // procedure -> its calls
  std::set<std::string> refused_vars_, refused_procs_;  // a set or call the argument cannot read
  std::set<std::string> beaten_;                        // actions a card's `can` may decide
};

}  // namespace canbeat::analysis
