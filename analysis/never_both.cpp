#include "analysis/never_both.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <climits>
#include <set>

#include <fmt/ranges.h>

#include "analysis/never_both_asked.hpp"
#include "analysis/never_both_facts.hpp"
#include "analysis/never_both_legal.hpp"
#include "analysis/never_both_monotone.hpp"
#include "analysis/never_both_printed.hpp"
#include "dsl/printer.hpp"

namespace canbeat::analysis {

using facts::Clause;
using facts::Fact;

namespace {

std::string written(const dsl::Game& g, const Clause& c) {
  dsl::Where w = g.where(*c.at);
  ast::Expr e;
  e.root = *c.node;
  return fmt::format("{}:{}:{} `{}`", w.file, w.line, w.col, dsl::print(e));
}

std::string value_name(const std::string& term) {
  if (term.empty() || term[0] != '#') return "the global " + term;
  std::size_t dot = term.find('.');
  std::string arg = "argument " + std::to_string(std::stoi(term.substr(1, dot)) + 1);
  return dot == std::string::npos ? arg : arg + "'s " + term.substr(dot + 1);
}

// Every fact of `y` contradicts `a`, about one value.
bool refutes(const Clause& y, const Fact& a) {
  return std::all_of(y.any.begin(), y.any.end(),
                     [&a](const Fact& b) { return a.term == b.term && facts::contradict(a, b); });
}

// The parts of `all` (the parts of both conditions, which hold together
// where the pair meets) that leave none of `x`'s facts true: one for each
// fact of x, or none when some fact of x no part refutes.
std::vector<const Clause*> refuted(const Clause& x, const std::vector<const Clause*>& all) {
  std::vector<const Clause*> by;
  for (const Fact& a : x.any) {
    auto it = std::find_if(all.begin(), all.end(), [&](const Clause* y) { return y != &x && refutes(*y, a); });
    if (it == all.end()) return {};
    if (std::find(by.begin(), by.end(), *it) == by.end()) by.push_back(*it);
  }
  return by;
}

// Why a fact never holds: a keyword nothing makes true, or a fact of its
// own kind (never_both_facts.cpp never_reason); "" when it may hold.
std::string never_reason(const Fact& f, const std::set<std::string>& unheld) {
  if (f.kind == Fact::Kind::never) return f.text;
  std::size_t dot = f.term.rfind('.');
  if (f.kind != Fact::Kind::truth || !f.truth || dot == std::string::npos || !unheld.count(f.term.substr(dot + 1)))
    return "";
  return "no card of the game has " + f.term.substr(dot + 1) + ", and no continuous effect gives it";
}

// Why no fact of part `c` ever holds (each reason once), or "".
std::string never_holds(const Clause& c, const std::set<std::string>& unheld) {
  std::vector<std::string> why;
  for (const Fact& f : c.any) {
    std::string r = never_reason(f, unheld);
    if (r.empty()) return "";
    if (std::find(why.begin(), why.end(), r) == why.end()) why.push_back(r);
  }
  // Several keywords of one `or` keep the words the report always gave them.
  bool keywords = std::all_of(c.any.begin(), c.any.end(), [](const Fact& f) { return f.kind == Fact::Kind::truth; });
  if (keywords && why.size() > 1) return "no card of the game has any of them, and no continuous effect gives it";
  return fmt::format("{}", fmt::join(why, "; "));
}

// A keyword given only through a link: where the link is set, each set's
// binding keeping the card from it (never_both_links.hpp).
std::string linked_how(const dsl::Game& g, const PrintedFacts& printed, const std::string& k) {
  std::vector<std::string> at;
  for (const ast::Pos* p : printed.links().sets_of(k)) {
    dsl::Where w = g.where(*p);
    at.push_back(fmt::format("{}:{}:{}", w.file, w.line, w.col));
  }
  return fmt::format("printed, or {} given only to the card its carrier's `{}` names, set at {} to cards their "
                     "bindings keep from it",
                     k, printed.links().var_of(k), fmt::join(at, ", "));
}

}  // namespace

std::optional<std::string> never_both(const dsl::Game& g, const BoundStatement& a, const BoundStatement& b) {
  if (a.p->params.size() != b.p->params.size()) return std::nullopt;
  const PrintedFacts printed(g);
  const facts::GameNames names = facts::game_names(g, printed.never_held());
  const std::vector<Clause> ca = facts::clauses_of(a, names), cb = facts::clauses_of(b, names);
  for (const std::vector<Clause>* clauses : {&ca, &cb})
    for (const Clause& c : *clauses)
      if (std::string why = never_holds(c, printed.never_held()); !why.empty())
        return fmt::format("{} never holds: {}", written(g, c), why);
  std::vector<const Clause*> all;
  for (const std::vector<Clause>* clauses : {&ca, &cb})
    for (const Clause& c : *clauses) all.push_back(&c);
  for (const Clause* x : all)
    if (std::vector<const Clause*> by = refuted(*x, all); !by.empty()) {
      std::vector<std::string> others;
      for (const Clause* y : by) others.push_back(written(g, *y));
      return fmt::format("{} and {} cannot both hold ({})", written(g, *x), fmt::join(others, " and "),
                         value_name(x->any.front().term));
    }
  if (std::optional<PrintedConflict> p = printed.no_card_has(a.p->action, ca, cb)) {
    std::vector<std::string> parts;
    for (const Clause* c : p->clauses) parts.push_back(written(g, *c));
    std::string how = p->own_vars ? "printed, or a var only some cards' own text sets on themselves"
                                   : "printed, and nothing changes them";
    if (!p->linked.empty()) how = linked_how(g, printed, p->linked);
    return fmt::format("no card of the game has {} ({}: {})", fmt::join(parts, " and "), value_name(p->term), how);
  }
  if (std::optional<std::string> asked = never_asked_together(g, a, b)) return asked;
  if (std::optional<std::string> rising = never_both_monotone(g, a, b)) return rising;
  return never_not_legal(g, a, b);
}

bool ints_contradict(const std::vector<IntFact>& facts) {
  // Every fact keeps a value in an interval, but for `!=`: the bounds, then
  // whether a value in them is left once the excluded ones are out.
  long lo = LONG_MIN, hi = LONG_MAX;
  std::set<long> excluded;
  for (const IntFact& f : facts) switch (f.rel) {
      case IntFact::Rel::eq: lo = std::max(lo, f.k), hi = std::min(hi, f.k); break;
      case IntFact::Rel::ne: excluded.insert(f.k); break;
      case IntFact::Rel::lt:
        if (f.k == LONG_MIN) return true;
        hi = std::min(hi, f.k - 1);
        break;
      case IntFact::Rel::le: hi = std::min(hi, f.k); break;
      case IntFact::Rel::gt:
        if (f.k == LONG_MAX) return true;
        lo = std::max(lo, f.k + 1);
        break;
      case IntFact::Rel::ge: lo = std::max(lo, f.k); break;
    }
  if (lo > hi) return true;
  // The interval holds more values than are excluded: one is left.
  if (static_cast<unsigned long>(hi) - static_cast<unsigned long>(lo) >= excluded.size()) return false;
  for (long v = lo;; ++v) {
    if (!excluded.count(v)) return false;
    if (v == hi) return true;
  }
}

}  // namespace canbeat::analysis
