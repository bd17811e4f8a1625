#include "analysis/goal.hpp"

#include <algorithm>

#include "analysis/never_undecided_conserved.hpp"
#include "analysis/pair_cards.hpp"
#include "analysis/witness_scenario.hpp"

namespace canbeat::analysis {

namespace {

// The distance of a state where no option asks the pair's action: farther
// than any where one does.
constexpr long kUnasked = 1L << 20;
// An undecided situation's gap outweighs any game's length.
constexpr long kLonger = 1L << 10;

bool considers(const interp::LegalityAnswer& a, const ast::Permission* p) {
  return std::any_of(a.considered.begin(), a.considered.end(),
                     [p](const interp::StatementVerdict& v) { return v.statement == p; });
}

// How far statement `p` is from applying in query `a`: 0 where it
// applies, its condition's gap (the interpreter's measure, gap.cpp) where
// it does not, two parts where the query does not consider it (a card's
// statement with the card elsewhere).
long statement_distance(const interp::LegalityAnswer& a, const ast::Permission* p) {
  constexpr long part = interp::Reference::gap_part;
  for (const interp::StatementVerdict& v : a.considered)
    if (v.statement == p) return v.applies ? 0 : v.gap >= 0 ? v.gap : part;
  return 2 * part;
}

// The gaps of the conditions held around a statement added, or -1 where
// one cannot be measured on the state alone.
long guards_gap(interp::Reference& ref, const std::vector<const ast::Expr*>& held) {
  long sum = 0;
  for (const ast::Expr* cond : held) {
    const long gap = ref.condition_gap(*cond);
    if (gap < 0) return -1;
    sum += gap;
  }
  return sum;
}

}  // namespace

Goal pair_goal(const dsl::Game& g, const StatementPair& p) {
  Goal goal;
  goal.shows = [&g, &p](const interp::Reference& ref) { return pair_expectation_at(g, ref, p); };
  // The nearest query of the action at this decision: the gaps of the two
  // statements' conditions added; farthest, no query of the action.
  goal.distance = [&p](interp::Reference& ref) {
    long best = kUnasked;
    for (const auto& c : ref.candidates())
      for (const auto& a : c.answers)
        if (considers(a, p.winner->p) || considers(a, p.loser->p))
          best = std::min(best, statement_distance(a, p.winner->p) + statement_distance(a, p.loser->p));
    return static_cast<int>(best);
  };
  goal.reads = pair_members_read(p, true);
  goal.measured = {p.winner->p, p.loser->p};
  return goal;
}

Goal undecided_goal(const dsl::Game& g, const std::string& id) {
  Goal goal;
  std::vector<std::vector<const ast::Expr*>> guards = undecided_guards(g, id);
  if (!guards.empty())
    goal.distance = [guards = std::move(guards)](interp::Reference& ref) {
      const long played = std::min<long>(static_cast<long>(ref.history().size()), kLonger - 1);
      long best = -1;
      for (const auto& held : guards)
        if (long gap = guards_gap(ref, held); gap >= 0 && (best < 0 || gap < best)) best = gap;
      // Unmeasured (a parameter's condition): the longest games, as a
      // situation random games never reach at their end is often a long
      // game's; measured, the same gap in fewer choices is nearer.
      return static_cast<int>(best < 0 ? kLonger - 1 - played : best * kLonger + played);
    };
  goal.shows = [id](const interp::Reference& ref) {
    const Outcome o = ref.outcome();
    return o.kind == Outcome::Kind::undecided && o.reason == id ? "expect outcome undecided " + id : std::string();
  };
  return goal;
}

PairFinding* finding_of(const StatementPair& p, ConflictReport& report) {
  auto& list = p.override_rulebook ? report.overrides : report.collisions;
  auto it = std::find_if(list.begin(), list.end(), [&p](const PairFinding& f) {
    return f.winner == p.winner->text && f.loser == p.loser->text;
  });
  return it == list.end() ? nullptr : &*it;
}

}  // namespace canbeat::analysis
