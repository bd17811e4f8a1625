// Which dealt cards can ever be in each zone (for never_undecided_capacity,
// never_undecided.hpp): a flow-insensitive reading of every `move` of the
// rules. A card is named by its origin, the seat whose deck dealt it and
// its definition. Every seat starts with one deck list of the game (its
// cards and the cards they bring from outside the game) in the start zone:
// one its `decks` deal it, or any but one named after another seat;
// `move E to Z` may put into Z what E may be, `move all Y to Z` what Y may
// hold. What E may be: a name bound by `for`, `chance`, an option or `let`
// from a zone (`first(x in Y where ...)`, `top(Y)`), a procedure's
// parameter (what every call passes), a card's own `self`, each narrowed
// by what the binder's `where` and the `if`s around it say of the card's
// printed type (`c.type == T`, `!=`) and stats (`printed(c, "S")`, its
// `not`), when nothing changes them; anything else may be every card. A
// zone of a seat named in `players` (`first.supply`) is that seat's; any
// other seat's zone (`p.hand`) may be every seat's, but for `move c to
// X.Z` with c bound from `X.Y` (a binder's zone, X a name bound and not
// again in between), which keeps each seat's cards to itself. A move to a zone this
// reading cannot name, or a table deck (`table_deck`), and it gives up.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "dsl/game.hpp"

namespace canbeat::analysis {

// Every continuous effect of the game: the rules', the cards', those of
// abilities and attributes.
std::vector<const ast::Continuous*> continuous_effects(const dsl::Game& g);

// What a condition says of a card's printed facts, which nothing changes:
// its type (`c.type == T`, `!=`; unless a stat, per-card var or continuous
// effect is named `type`), its name (`c.name == "N"`), `printed(c, "S")`,
// a keyword no continuous effect gives or takes (`c.K`), joined by `and`,
// `or`, `not` and read through the rules' functions; anything else may be
// either. A reader made `joined` also reads two cards' texts compared
// (`c.name == m.name`, `c.team == t`), `any(m in X.ZONE : ...)`, which
// holds only if some card of the game may be its `m` (a zone holds cards),
// and `legal B(..)` (may_be_legal), within a bound on the steps taken (past
// it: may be either): the never_both arguments ask it of a few cards, where
// card_flow asks the plain reading of every card at every binder.
class PrintedReader {
 public:
  explicit PrintedReader(const dsl::Game& g, bool joined = false);
  // Whether `cond`, with `var` a card of definition `d`, may come out `holds`.
  bool may(const ast::CardDef& d, const std::string& var, const ast::Node& cond, bool holds, int depth = 0) const;
  // A value known: a card of a definition, or else a text (a card's
  // printed name or team: `c.team`, built-in members read before all else).
  struct Known {
    const ast::CardDef* card = nullptr;
    std::string text;
  };
  // Whether `legal action(args)` may come out `holds` (an argument nullopt:
  // unknown), by the rules' cans and cants of the action read as above: it
  // may hold where a can may; it may fail where no can surely holds or a
  // cant may. A card's statement of the action may do either.
  bool may_be_legal(const std::string& action, const std::vector<std::optional<Known>>& args, bool holds,
                    int depth = 0) const;
  // The rules' can or cant of `action` (not the cards') whose condition
  // decides it, for the argument printed by never_both_legal.
  const std::vector<const ast::Permission*>& statements_of(const std::string& action) const;

 private:
  // The names bound to known values, the last one first.
  using Bound = std::vector<std::pair<std::string, Known>>;
  bool may_bound(const Bound& b, const ast::Node& cond, bool holds, int depth) const;
  bool may_compare(const Bound& b, const ast::Binary& eq, bool holds) const;
  bool may_any(const Bound& b, const ast::Node& cond, bool holds, int depth) const;
  bool may_legal(const Bound& b, const ast::Legal& l, bool holds, int depth) const;
  std::set<std::string> types_, keywords_, zones_;
  bool type_printed_ = true;
  bool joined_ = false;
  mutable long steps_ = 0;  // of one joined reading, against kJoinedSteps
  std::map<std::string, const ast::Function*> functions_;
  std::vector<const ast::CardDef*> cards_;
  std::map<std::string, std::vector<const ast::Permission*>> rules_;  // the rulebook's, by action
  std::set<std::string> carded_;  // the actions some card's statement is about
};

struct CardFlow {
  using Origin = std::pair<std::string, const ast::CardDef*>;  // seat, definition
  // Zone key ("board", or "first.supply" for a per-player zone) -> the
  // cards that may ever be there.
  std::map<std::string, std::set<Origin>> in;
  // A Move's, a `set X.M`'s (X's) or a `reset`'s (ast::Verb) cards: what
  // it may move or change.
  std::map<const void*, std::set<Origin>> touched;
  // Zone key -> the moves (file:line:col) that may put a card there.
  std::map<std::string, std::set<std::string>> moves;
  // Definition -> the most copies one seat's deck list deals of it.
  std::map<const ast::CardDef*, long> copies;
  // The most cards zone `key` can ever hold at once: each seat's copies of
  // each definition that may be there.
  long most(const std::string& key) const;
  // The definitions (names, sorted, "xN" when more than one copy) behind most().
  std::string what(const std::string& key) const;
};

std::optional<CardFlow> card_flow(const dsl::Game& g);

}  // namespace canbeat::analysis
