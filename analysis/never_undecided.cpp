#include "analysis/never_undecided.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <limits>
#include <map>
#include <set>

#include "analysis/never_undecided_capacity.hpp"
#include "analysis/never_undecided_conserved.hpp"
#include "analysis/never_undecided_drawn.hpp"
#include "dsl/printer.hpp"

namespace canbeat::analysis {

namespace {

namespace x3 = boost::spirit::x3;

constexpr long kMany = std::numeric_limits<long>::max();

// How many cards one zone of one seat holds, at least and at most.
struct Range {
  long lo = 0, hi = kMany;
};
using Zone = std::pair<std::string, std::string>;  // {"p", "deck"}: p.deck

// What must hold at one point of the rules for a statement after it to run.
struct Facts {
  std::map<Zone, Range> zones;
  std::set<std::string> because;  // "file:line:col `text`"
  bool never = false;             // nothing can reach the statement
};

struct Reader {
  const dsl::Game& g;
  std::set<std::string> seat_zones;
  std::set<std::string> globals;
  long conserved;
};

std::optional<Zone> zone_of(const Reader& r, const ast::Expr& e) {
  const auto* ref = boost::get<ast::Ref>(&e.root.get());
  if (!ref || ref->members.size() != 1 || !r.seat_zones.count(ref->members[0])) return std::nullopt;
  return Zone{ref->head, ref->members[0]};
}

std::string located(const Reader& r, const ast::Pos& at, const std::string& text) {
  dsl::Where w = r.g.where(at);
  return fmt::format("{}:{}:{} `{}`", w.file, w.line, w.col, text);
}

// The count `size(Z) OP n` (or its negation) allows, or nullopt.
std::optional<Range> size_range(ast::BinaryOp op, long n, bool holds) {
  using ast::BinaryOp;
  if (!holds) {
    static const std::map<BinaryOp, BinaryOp> opposite{{BinaryOp::lt, BinaryOp::ge}, {BinaryOp::le, BinaryOp::gt},
                                                      {BinaryOp::gt, BinaryOp::le}, {BinaryOp::ge, BinaryOp::lt},
                                                      {BinaryOp::ne, BinaryOp::eq}};
    auto it = opposite.find(op);
    return it == opposite.end() ? std::nullopt : size_range(it->second, n, true);
  }
  switch (op) {
    case BinaryOp::lt: return Range{0, n - 1};
    case BinaryOp::le: return Range{0, n};
    case BinaryOp::eq: return Range{n, n};
    case BinaryOp::ge: return Range{n, kMany};
    case BinaryOp::gt: return Range{n + 1, kMany};
    default: return std::nullopt;
  }
}

// One fact a condition's part states about a zone, when it holds (or not).
std::optional<std::pair<Zone, Range>> fact_of(const Reader& r, const ast::Node& n, bool holds) {
  if (const auto* p = boost::get<x3::forward_ast<ast::Paren>>(&n.get())) return fact_of(r, p->get().inner.root, holds);
  if (const auto* u = boost::get<x3::forward_ast<ast::Unary>>(&n.get()); u && u->get().op == ast::UnaryOp::not_)
    return fact_of(r, u->get().operand, !holds);
  const auto* c = boost::get<x3::forward_ast<ast::Call>>(&n.get());
  if (c && c->get().name == "empty" && c->get().args.size() == 1)
    if (auto z = zone_of(r, c->get().args[0])) return std::pair{*z, holds ? Range{0, 0} : Range{1, kMany}};
  const ast::Binary* b = ast::as_binary(n);
  if (!b) return std::nullopt;
  const auto* size = boost::get<x3::forward_ast<ast::Call>>(&b->lhs.get());
  const auto* count = boost::get<long>(&b->rhs.get());
  if (!size || !count || size->get().name != "size" || size->get().args.size() != 1) return std::nullopt;
  auto z = zone_of(r, size->get().args[0]);
  auto range = size_range(b->op, *count, holds);
  if (!z || !range) return std::nullopt;
  return std::pair{*z, *range};
}

void narrow(Facts& f, const Zone& z, Range range) {
  Range& now = f.zones[z];
  now.lo = std::max(now.lo, range.lo), now.hi = std::min(now.hi, range.hi);
  if (now.lo > now.hi) f.never = true;
}

// `cond` holds (or not: read only when it is one part) where `f` is.
void assume(const Reader& r, Facts& f, const ast::Expr& cond, bool holds) {
  std::vector<const ast::Node*> parts = ast::parts_of(cond.root, ast::BinaryOp::and_);
  if (!holds && parts.size() != 1) return;
  for (const ast::Node* part : parts)
    if (auto fact = fact_of(r, *part, holds)) {
      narrow(f, fact->first, fact->second);
      f.because.insert(located(r, cond, (holds ? "" : "not ") + dsl::print(cond)));
    }
}

// What holds on either of two ways.
Facts either(const Facts& a, const Facts& b) {
  if (a.never) return b;
  if (b.never) return a;
  Facts out;
  for (const auto& [z, x] : a.zones)
    if (auto it = b.zones.find(z); it != b.zones.end())
      out.zones[z] = {std::min(x.lo, it->second.lo), std::max(x.hi, it->second.hi)};
  out.because = a.because;
  out.because.insert(b.because.begin(), b.because.end());
  return out;
}

void forget(Facts& f, const std::string& name) {
  for (auto it = f.zones.begin(); it != f.zones.end();) it = it->first.first == name ? f.zones.erase(it) : std::next(it);
}

// Whether `s` moves no card and calls nothing that might.
bool moves_nothing(const ast::Stmt& s) {
  static const std::set<std::string> pure{"win", "lose", "eliminate", "tie", "reset", "break", "reveal", "look",
                                          "undecided", "fire"};
  bool moves = false;
  auto check = [&moves](const ast::Stmt& x) {
    if (boost::get<ast::Move>(&x.get()) || boost::get<ast::Perform>(&x.get())) moves = true;
    if (const auto* v = boost::get<ast::Verb>(&x.get()); v && !pure.count(v->verb)) moves = true;
  };
  ast::Block one;
  one.stmts.push_back(s);
  each_stmt(one, check);
  return !moves;
}

Facts before(const Reader& r, const ast::Stmt& s, Facts f);

Facts before_block(const Reader& r, const ast::Block& b, Facts f) {
  for (auto it = b.stmts.rbegin(); it != b.stmts.rend() && !f.never; ++it) f = before(r, *it, f);
  return f;
}

// `move all A to B`: B then holds what both held.
Facts before_move_all(const Reader& r, const ast::Move& m, Facts f) {
  auto from = zone_of(r, m.what), to = zone_of(r, m.to);
  if (!from || !to || from == to) return {};
  auto it = f.zones.find(*to);
  f.zones.erase(*from);
  if (it == f.zones.end()) return f;
  long most = it->second.hi;
  f.zones[*to] = {0, most}, f.zones[*from] = {0, most};
  std::string text = dsl::print(ast::Stmt{m});
  text.erase(text.find_last_not_of(" \n") + 1);
  f.because.insert(located(r, m, text));
  return f;
}

// `if C { ... }` without else: C and what its body needs, or not C.
Facts before_if(const Reader& r, const ast::If& i, const Facts& f) {
  if (i.branches.size() != 1 || i.otherwise) return {};
  Facts taken = before_block(r, i.branches[0].body, f);
  if (!taken.never) assume(r, taken, i.branches[0].cond, true);
  Facts skipped = f;
  assume(r, skipped, i.branches[0].cond, false);
  return either(taken, skipped);
}

// What must hold before `s` for `f` to hold after it (nothing known when
// `s` may move cards in a way not read here).
Facts before(const Reader& r, const ast::Stmt& s, Facts f) {
  if (const auto* m = boost::get<ast::Move>(&s.get()); m && m->all) return before_move_all(r, *m, f);
  if (const auto* i = boost::get<x3::forward_ast<ast::If>>(&s.get()); i && !moves_nothing(s)) return before_if(r, i->get(), f);
  if (!moves_nothing(s)) return {};
  ast::Block one;
  one.stmts.push_back(s);
  each_stmt(one, [&f](const ast::Stmt& x) {
    if (const auto* l = boost::get<ast::Let>(&x.get())) forget(f, l->name);
    if (const auto* set = boost::get<ast::Set>(&x.get())) forget(f, set->target.head);
  });
  return f;
}

struct Frame {
  const ast::Block* block;
  std::size_t at;
  Entry entry;
};

// The frames from `b` down to statement `target`, or false.
bool path_to(const ast::Block& b, Entry entry, const ast::Stmt* target, std::vector<Frame>& path) {
  for (std::size_t i = 0; i < b.stmts.size(); ++i) {
    path.push_back({&b, i, entry});
    if (&b.stmts[i] == target) return true;
    for (const auto& [inner, e] : entries(b.stmts[i]))
      if (path_to(*inner, e, target, path)) return true;
    path.pop_back();
  }
  return false;
}

// Carried back from the statement the path ends at; `start` tells whether
// it came back to the start of the outermost block.
Facts back(const Reader& r, const std::vector<Frame>& path, Facts f, bool& start) {
  start = false;
  for (auto level = path.rbegin(); level != path.rend(); ++level) {
    for (std::size_t i = level->at; i-- > 0 && !f.never;) f = before(r, level->block->stmts[i], f);
    if (level->entry.when && !f.never) assume(r, f, *level->entry.when, true);
    if (f.never || level->entry.loop) return f;
    if (!level->entry.binds.empty()) forget(f, level->entry.binds);
  }
  start = true;
  return f;
}

// Whether the seat cards `f` bounds in every seat zone are fewer than
// any seat holds.
bool too_few(const Reader& r, Facts& f) {
  std::map<std::string, std::pair<long, std::size_t>> seats;  // head -> {cards at most, zones bounded}
  for (const auto& [z, range] : f.zones) {
    auto& [most, zones] = seats[z.first];
    if (range.hi == kMany || most == kMany) most = kMany;
    else most += range.hi;
    ++zones;
  }
  for (const auto& [head, s] : seats)
    if (s.second == r.seat_zones.size() && s.first < r.conserved) return f.never = true;
  return f.never;
}

bool never_runs(const Reader& r, const ast::Block& body, const ast::Stmt* s, Facts f, int depth,
                std::set<std::string>& why);

// Each call of procedure `p`, with `f` (what must hold at its start) said
// of the call's arguments, never runs.
bool no_call_runs(const Reader& r, const ast::Procedure& p, const Facts& f, int depth, std::set<std::string>& why) {
  if (depth == 0 || p.name == "setup") return false;
  std::size_t calls = 0;
  for (const ast::Block* body : every_body(r.g)) {
    bool all = true;
    each_stmt(*body, [&](const ast::Stmt& s) {
      const auto* v = boost::get<ast::Verb>(&s.get());
      if (v && v->verb == p.name) all = false;  // a game's verb: called as one
      const auto* call = boost::get<ast::Perform>(&s.get());
      if (!call || call->call.name != p.name || !all) return;
      ++calls;
      Facts at_call;
      at_call.because = f.because;
      for (const auto& [z, range] : f.zones)
        for (std::size_t k = 0; k < p.params.size() && k < call->call.args.size(); ++k) {
          const auto* arg = boost::get<ast::Ref>(&call->call.args[k].root.get());
          if (p.params[k].name == z.first && arg && arg->members.empty()) at_call.zones[{arg->head, z.second}] = range;
        }
      all = never_runs(r, *body, &s, at_call, depth - 1, why);
    });
    if (!all) return false;
  }
  return calls > 0;
}

// Whether statement `s` of `body` never runs when `f` must hold where it
// is; `why` gets the facts that show it.
bool never_runs(const Reader& r, const ast::Block& body, const ast::Stmt* s, Facts f, int depth,
                std::set<std::string>& why) {
  std::vector<Frame> path;
  if (!path_to(body, {}, s, path)) return false;
  bool start = false;
  f = back(r, path, f, start);
  if (f.never || too_few(r, f)) {
    why.insert(f.because.begin(), f.because.end());
    return true;
  }
  if (!start) return false;
  for (const ast::Procedure* p : r.g.all<ast::Procedure>())
    if (&p->body == &body) return no_call_runs(r, *p, f, depth, why);
  return false;
}

}  // namespace

// By card conservation (never_undecided_conserved.hpp).
static std::optional<std::string> never_undecided_conserved(const dsl::Game& g, const std::string& id) {
  std::optional<long> conserved = conserved_cards(g);
  if (!conserved) return std::nullopt;
  Reader r{g, seat_zones(g), {}, *conserved};
  std::set<std::string> because;
  std::size_t found = 0;
  for (const ast::Block* body : every_body(g)) {
    bool all = true;
    each_stmt(*body, [&](const ast::Stmt& s) {
      if (!all || !is_undecided(s, id)) return;
      ++found;
      all = never_runs(r, *body, &s, Facts{}, 4, because);
    });
    if (!all) return std::nullopt;
  }
  if (found == 0) return std::nullopt;
  return fmt::format("a seat holds {} cards or more in its zones {} together (each move keeps a card among "
                     "them); where the statement runs, {} leave it fewer",
                     *conserved, fmt::join(r.seat_zones, ", "), fmt::join(because, ", "));
}

std::optional<std::string> never_undecided(const dsl::Game& g, const std::string& id) {
  if (auto why = never_undecided_conserved(g, id)) return why;
  if (auto why = never_undecided_drawn(g, id)) return why;
  return never_undecided_capacity(g, id);
}

}  // namespace canbeat::analysis
