// Where a rule that never reaches a decision loops (runaway.hpp): the
// statements of the step budget's last steps, and the lap they repeat.
#include "interpreter/runaway.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <tuple>

#include "interpreter/interpreter.hpp"

namespace canbeat::interp {

namespace {

bool before(const ast::Pos* a, const ast::Pos* b) {
  return std::tie(a->file, a->line, a->col) < std::tie(b->file, b->line, b->col);
}

// Every statement node is a Pos; the compound ones sit behind forward_ast.
struct StmtPos {
  using result_type = const ast::Pos&;
  const ast::Pos& operator()(const ast::Pos& p) const { return p; }
  template <class T>
  const ast::Pos& operator()(const ast::x3::forward_ast<T>& p) const {
    return p.get();
  }
};

const ast::Pos& stmt_pos(const ast::Stmt& s) { return boost::apply_visitor(StmtPos{}, s.var); }

}  // namespace

// The shortest period of a sequence is its length minus its longest border
// (a proper prefix that is also a suffix): the Knuth-Morris-Pratt failure
// function, in one pass. Equal pointers are one statement of the AST.
std::vector<const ast::Pos*> shortest_lap(const std::vector<const ast::Pos*>& steps) {
  std::size_t n = steps.size();
  if (n < 2) return {};
  std::vector<std::size_t> border(n, 0);
  for (std::size_t i = 1; i < n; ++i) {
    std::size_t k = border[i - 1];
    while (k > 0 && steps[i] != steps[k]) k = border[k - 1];
    border[i] = k + (steps[i] == steps[k]);
  }
  std::size_t period = n - border[n - 1];
  if (2 * period > n) return {};
  // The last lap, turned to start at its first statement in source order;
  // among equal starts, the rotation that reads smallest.
  std::vector<const ast::Pos*> lap(steps.end() - static_cast<long>(period), steps.end()), best;
  for (std::size_t r = 0; r < period; ++r) {
    std::vector<const ast::Pos*> turned(lap.begin() + static_cast<long>(r), lap.end());
    turned.insert(turned.end(), lap.begin(), lap.begin() + static_cast<long>(r));
    if (best.empty() || std::lexicographical_compare(turned.begin(), turned.end(), best.begin(), best.end(), before))
      best = std::move(turned);
  }
  return best;
}

std::vector<const ast::Pos*> in_source_order(std::vector<const ast::Pos*> steps) {
  std::sort(steps.begin(), steps.end(), before);
  steps.erase(std::unique(steps.begin(), steps.end()), steps.end());
  return steps;
}

// What the next step runs: a block's next statement, the lap a loop starts
// (named by its body's `{`), or the phase the turn starts. nullptr: the end
// of a block, which runs nothing.
const ast::Pos* Reference::next_step_at() const {
  const Frame& f = frames_.back();
  if (f.kind == Frame::Kind::block)
    return f.pc < f.block->stmts.size() ? &stmt_pos(f.block->stmts[f.pc]) : nullptr;
  if (f.kind != Frame::Kind::turn) return f.block;
  const auto& phases = turn_decl_->phases;
  auto it = index_->phases.find(phases[f.pc == phases.size() ? 0 : f.pc]);
  return it == index_->phases.end() ? nullptr : it->second;
}

// The budget ran out: throws Runaway with the lap of `last_steps`, the
// statements the last runaway_window steps ran (fewer on a short budget).
void Reference::ran_away(const std::vector<const ast::Pos*>& last_steps) const {
  std::vector<const ast::Pos*> lap = shortest_lap(last_steps);
  bool periodic = !lap.empty();
  if (!periodic) lap = in_source_order(last_steps);
  std::vector<std::string> where;
  for (const ast::Pos* p : lap) {
    dsl::Where w = game_->where(*p);
    where.push_back(fmt::format("{}:{}:{}", w.file, w.line, w.col));
  }
  // A long lap is shown in part; Runaway::lap keeps all of it.
  constexpr std::size_t shown = 8;
  auto end = where.begin() + static_cast<long>(std::min(shown, where.size()));
  std::string list = fmt::format("{}", fmt::join(where.begin(), end, ", "));
  if (where.size() > shown) list += fmt::format(" and {} more", where.size() - shown);
  throw Runaway(fmt::format("interpreter: no decision after {} steps (turn {}, phase {}); {}: {}", budget_.steps,
                            state_.turn, state_.phase,
                            periodic ? "the lap that repeats" : "no lap repeats; the last steps ran", list),
                where, periodic);
}

// The work budget ran out inside one statement: a Runaway whose lap is the
// expression that was being evaluated, so it is reported (and shrunk) as an
// effect that never ends.
void Reference::ran_out_of_work(const ast::Pos& at) const {
  dsl::Where w = game_->where(at);
  std::string where = fmt::format("{}:{}:{}", w.file, w.line, w.col);
  throw Runaway(fmt::format("interpreter: no decision after {} expressions evaluated and elements visited (turn {}, phase {}); "
                            "the expression evaluated last: {}",
                            budget_.work, state_.turn, state_.phase, where),
                {where}, false);
}

}  // namespace canbeat::interp
