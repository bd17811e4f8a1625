// The board's built-ins (docs/dsl.md "Board"): a space is a number of the
// table's board (dsl::Game::board_for, dsl/board.hpp); route and toward
// step only where the rules allow it, asking the game's `pass(m, s, t)` by
// the golden rules, so a card can open or close a way as it can any other
// action.
#include <fmt/format.h>

#include <algorithm>

#include "interpreter/interpreter.hpp"

namespace canbeat::interp {

const dsl::Board& Reference::board(const ast::Pos& at) const {
  if (!board_) fail(at, "the game has no board");
  return *board_;
}

// `spaces`: every space of the board, in reading order.
Value Reference::all_spaces(const ast::Pos& at) const {
  const std::size_t n = board(at).spaces.size();
  std::vector<Value> list;
  list.reserve(n);
  for (std::size_t s = 0; s < n; ++s) list.push_back(Value::space(static_cast<int>(s)));
  return Value::list(std::move(list));
}

Value Reference::space_at(const Value& x, const Value& y, const ast::Pos& at) {
  int s = board(at).at(integer(x, at), integer(y, at));
  if (s < 0) fail(at, fmt::format("no space at {},{} of the board", x.num, y.num));
  return Value::space(s);
}

int Reference::space_arg(const Value& v, const ast::Pos& at) const {
  if (v.kind != Value::Kind::space) fail(at, "expected a space");
  return static_cast<int>(v.num);
}

// Each step a route search asks about is charged as kRouteStepWork
// expressions of the work budget besides the ones its query evaluates (the
// rules' statements looked up, the answer logged): a board of the
// documented maximum (200 by 200: some 320,000 steps a search) then runs
// out of work at the decision that searches it more than once, naming the
// search's file:line:col, instead of playing for hours at seconds a
// decision (the second outside probe).
constexpr long kRouteStepWork = 32;

// Whether the rules put a wall between neighbouring spaces a and b: `legal
// walled(a, b)` when the game declares the action (a vehicle's hull that
// moves with it, docs/dsl.md "Walls the rules put up"), else never.
bool Reference::walled(int a, int b, const ast::Pos& at) {
  if (names_->walled < 0) return false;
  const Value args[] = {Value::space(a), Value::space(b)};
  return asks(names_->walled, args, at);
}

// `adjacent(a, b)`: the board's, and no wall the rules put up between
// (docs/dsl.md "Walls the rules put up": a hull is a wall for what is next
// to what, as a board's wall is).
Value Reference::adjacent(std::span<const Value> args, const ast::Pos& at) {
  const int a = space_arg(args[0], at), b = space_arg(args[1], at);
  return Value::boolean(board(at).adjacent(a, b) && !walled(a, b, at));
}

// `distance(a, b)`: the board's table, whatever stands between: walls the
// rules put up are things that stand there (docs/dsl.md "Walls the rules
// put up"), which rules reaching "within N spaces" ask about themselves.
Value Reference::distance(std::span<const Value> args, const ast::Pos& at) {
  const dsl::Board& b = board(at);
  return Value::integer(b.distance(space_arg(args[0], at), space_arg(args[1], at)));
}

// One step of a route: no wall the rules put up, then `legal pass(m, from,
// to)`, each logged as every query is.
bool Reference::may_pass(const Value& piece, int from, int to, const ast::Pos& at) {
  work_ += kRouteStepWork;
  if (work_ > budget_.work) ran_out_of_work(at);
  if (walled(from, to, at)) return false;
  const Value args[] = {piece, Value::space(from), Value::space(to)};
  return asks(names_->pass, args, at);
}

// A route search asked again under the same revision gets the answer it
// had, and charges the work it charged: the rules ask one search many
// times in a decision (a candidate's `where`, then its value; a count, then
// a first). Nothing else an engine does differs: the answer is the one the
// search would give, the work the same, and a search that would run out of
// work runs again to fail where it fails. An engine keeping a legality log
// logs again what the search logged: the queries it asked, in order, and
// the continuous effects it read.
std::vector<long> Reference::steps_to(const Value& piece, const std::vector<int>& goals, int from,
                                      const ast::Pos& at) {
  for (const RouteSearch& r : route_searches_)
    if (r.revision == revision_ && r.piece == piece.num && r.goals == goals && r.from == from &&
        r.depth == legality_depth_ && r.continuous == in_continuous_ && work_ + r.work <= budget_.work) {
      work_ += r.work;
      log_again(r.steps);
      return r.steps.value;
    }
  // A few searches a revision: a longer list would cost more to scan.
  if (!route_searches_.empty() && (route_searches_.front().revision != revision_ || route_searches_.size() >= 64))
    route_searches_.clear();
  const long before = work_;
  RouteSearch r{revision_, piece.num, goals, from, legality_depth_, in_continuous_, {}, 0};
  r.steps = logging<std::vector<long>>([&] { return search_steps(piece, goals, from, at); });
  r.work = work_ - before;
  route_searches_.push_back(std::move(r));
  return route_searches_.back().steps.value;
}

void Reference::log_effects(const std::vector<const ast::Continuous*>& effects) {
  for (const ast::Continuous* e : effects)
    if (std::find(continuous_log_.begin(), continuous_log_.end(), e) == continuous_log_.end())
      continuous_log_.push_back(e);
}

// Steps to the nearest of `goals` (-1: none or not searched), walking
// backwards from them: a space is one step further than a neighbour it may
// pass to. Breadth first, the goals in the order given, neighbours in
// reading order, so the queries asked are the same at every run. The
// search ends once `from` is reached: every space nearer a goal than
// `from` has its steps by then.
std::vector<long> Reference::search_steps(const Value& piece, const std::vector<int>& goals, int from,
                                          const ast::Pos& at) {
  const dsl::Board& b = board(at);
  std::vector<long> steps(b.spaces.size(), -1);
  // The queue: every space enters it once at most, so a list of them read
  // from the front, allocated once.
  std::vector<int> todo;
  todo.reserve(b.spaces.size());
  for (int goal : goals)
    if (steps[static_cast<std::size_t>(goal)] < 0) {
      steps[static_cast<std::size_t>(goal)] = 0;
      todo.push_back(goal);
    }
  for (std::size_t next = 0; next < todo.size() && steps[static_cast<std::size_t>(from)] < 0; ++next) {
    int t = todo[next];
    for (int s : b.neighbours(t))
      if (steps[static_cast<std::size_t>(s)] < 0 && may_pass(piece, s, t, at)) {
        steps[static_cast<std::size_t>(s)] = steps[static_cast<std::size_t>(t)] + 1;
        todo.push_back(s);
      }
  }
  return steps;
}

// route(m, a, b): the fewest steps, -1 when b cannot be reached.
Value Reference::route(std::span<const Value> args, const ast::Pos& at) {
  card_arg(args[0], at);
  int from = space_arg(args[1], at), to = space_arg(args[2], at);
  return Value::integer(steps_to(args[0], {to}, from, at).at(static_cast<std::size_t>(from)));
}

// The goals a list names (route_any, toward_any).
std::vector<int> Reference::goal_spaces(const Value& list, const ast::Pos& at) const {
  std::vector<int> goals;
  if (list.kind != Value::Kind::list) fail(at, "expected a list of spaces");
  for (const Value& g : list.items()) goals.push_back(space_arg(g, at));
  return goals;
}

// route_any(m, a, goals): the fewest steps to the nearest of the goals, in
// one search from all of them; -1 when none can be reached (or none given).
Value Reference::route_any(std::span<const Value> args, const ast::Pos& at) {
  card_arg(args[0], at);
  int from = space_arg(args[1], at);
  std::vector<int> goals = goal_spaces(args[2], at);
  if (goals.empty()) return Value::integer(-1);
  return Value::integer(steps_to(args[0], goals, from, at).at(static_cast<std::size_t>(from)));
}

// toward(m, a, b): each space next to a, a step the rules allow, on some
// shortest route to b; empty when a is b or b cannot be reached.
Value Reference::toward(std::span<const Value> args, const ast::Pos& at) {
  card_arg(args[0], at);
  return first_steps(args[0], {space_arg(args[2], at)}, space_arg(args[1], at), at);
}

// toward_any(m, a, goals): toward the nearest of the goals, one search
// from all of them; empty when a is one or none can be reached.
Value Reference::toward_any(std::span<const Value> args, const ast::Pos& at) {
  card_arg(args[0], at);
  int from = space_arg(args[1], at);
  std::vector<int> goals = goal_spaces(args[2], at);
  if (goals.empty()) return Value::list({});
  return first_steps(args[0], goals, from, at);
}

Value Reference::first_steps(const Value& piece, const std::vector<int>& goals, int from, const ast::Pos& at) {
  std::vector<long> steps = steps_to(piece, goals, from, at);
  std::vector<Value> list;
  long here = steps.at(static_cast<std::size_t>(from));
  if (here <= 0) return Value::list(std::move(list));
  for (int t : board(at).neighbours(from))
    if (steps[static_cast<std::size_t>(t)] == here - 1 && may_pass(piece, from, t, at))
      list.push_back(Value::space(t));
  return Value::list(std::move(list));
}

// The width and height of footprint(s, w, h) and footprint_fits(s, w, h): at least
// one space each way (a rules error otherwise, as space_at off the board).
std::pair<long, long> Reference::footprint_size(std::span<const Value> args, const ast::Pos& at) const {
  long w = integer(args[1], at), h = integer(args[2], at);
  if (w < 1 || h < 1) fail(at, fmt::format("a footprint of {} by {}: at least 1 by 1", w, h));
  return {w, h};
}

Value Reference::footprint(std::span<const Value> args, const ast::Pos& at) const {
  auto [w, h] = footprint_size(args, at);
  std::vector<Value> list;
  for (int s : board(at).footprint(space_arg(args[0], at), w, h)) list.push_back(Value::space(s));
  return Value::list(std::move(list));
}

Value Reference::covering(std::span<const Value> args, const ast::Pos& at) const {
  auto [w, h] = footprint_size(args, at);
  std::vector<Value> list;
  for (int s : board(at).covering(space_arg(args[0], at), w, h)) list.push_back(Value::space(s));
  return Value::list(std::move(list));
}

Value Reference::beside(std::span<const Value> args, const ast::Pos& at) const {
  auto [w, h] = footprint_size(args, at);
  auto [pw, ph] = footprint_size(args.subspan(2), at);
  std::vector<Value> list;
  for (int s : board(at).beside(space_arg(args[0], at), w, h, pw, ph)) list.push_back(Value::space(s));
  return Value::list(std::move(list));
}

// doors_between(a, b): the door on the edge between two spaces, as a list
// (empty where there is none), so that `any(d in doors_between(a, b) :
// d.open == 0)` reads a door's state without a case for none.
Value Reference::doors_between(std::span<const Value> args, const ast::Pos& at) {
  std::vector<Value> list;
  int d = board(at).door_between(space_arg(args[0], at), space_arg(args[1], at));
  if (d >= 0) list.push_back(Value::door(d));
  return Value::list(std::move(list));
}

// los(a, b): the board's line (dsl::Board::in_sight); a space between
// blocks it when `legal blocks(s)` holds, a door it crosses when `legal
// closed(d)` does, an edge it crosses when `legal walled(a, b)` does, each
// asked only if the game declares the action (its name resolved when the
// game loaded, names.hpp).
Value Reference::los(std::span<const Value> args, const ast::Pos& at) {
  int from = space_arg(args[0], at), to = space_arg(args[1], at);
  std::function<bool(int)> blocks = [](int) { return false; }, closed;
  if (names_->blocks >= 0)
    blocks = [this, &at](int s) {
      const Value arg = Value::space(s);
      return asks(names_->blocks, {&arg, 1}, at);
    };
  if (names_->closed >= 0)
    closed = [this, &at](int d) {
      const Value arg = Value::door(d);
      return asks(names_->closed, {&arg, 1}, at);
    };
  std::function<bool(int, int)> walls;
  if (names_->walled >= 0) walls = [this, &at](int a, int b) { return walled(a, b, at); };
  return Value::boolean(board(at).in_sight(from, to, blocks, closed, walls));
}

}  // namespace canbeat::interp
