// A rule that never reaches a decision, and where it loops. When an apply()
// runs out of its step budget, the statements run in the budget's last steps
// name the loop: the shortest lap they repeat ("Conflict finder": effects
// that loop forever; "interpreter/": a step budget turns runaway loops into
// a reported conflict, not a hang; ../shared/DESIGN.md).
#pragma once

#include <string>
#include <vector>

#include "dsl/ast.hpp"
#include "seam/engine.hpp"

namespace canbeat::interp {

// The steps, before the budget runs out, whose statements are kept.
constexpr std::size_t runaway_window = 4096;

// OutOfBudget with the loop it ran out in: `lap` is the statements one lap
// runs, "file:line:col" each, in the order they run, starting with the
// lap's first in source order (so one loop always reads the same, wherever
// the budget cut it). `periodic` false: the last steps repeat no lap; `lap`
// then lists the statements they ran, in source order.
struct Runaway : OutOfBudget {
  Runaway(const std::string& what, std::vector<std::string> lap_, bool periodic_)
      : OutOfBudget(what), lap(std::move(lap_)), periodic(periodic_) {}
  std::vector<std::string> lap;
  bool periodic = true;
};

// The shortest lap that `steps` (statements, in the order run) repeat at
// least twice over their whole length, rotated to start at its first
// statement in source order; empty when they repeat none.
std::vector<const ast::Pos*> shortest_lap(const std::vector<const ast::Pos*>& steps);

// The distinct statements of `steps`, in source order.
std::vector<const ast::Pos*> in_source_order(std::vector<const ast::Pos*> steps);

}  // namespace canbeat::interp
