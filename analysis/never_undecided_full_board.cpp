#include "analysis/never_undecided_full_board.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

#include "analysis/capacity_reader.hpp"
#include "analysis/card_flow.hpp"
#include "analysis/never_undecided_conserved.hpp"
#include "dsl/printer.hpp"

namespace canbeat::analysis::capacity {

namespace {

namespace x3 = boost::spirit::x3;

// Whether part `n` says no card of a zone stands on space `v`, or holds
// whenever it is read; false when it may say anything else.
bool space_part(Reader& r, const ast::Node& n, const Scope& scope, const ast::Binder* v, bool connected) {
  if (empty_part(r, n, scope, v) || cover_part(r, n, scope, v)) return true;
  const ast::Binary* b = ast::as_binary(n);
  if (!b || !connected || r.functions.count("distance")) return false;
  const auto* d = boost::get<x3::forward_ast<ast::Call>>(&bare(b->lhs).get());
  const auto* k = boost::get<long>(&bare(b->rhs).get());
  if (!d || d->get().name != "distance" || d->get().args.size() != 2 || !k) return false;
  if (!((b->op == ast::BinaryOp::ge && *k <= 0) || (b->op == ast::BinaryOp::gt && *k < 0))) return false;
  r.distance = true;
  return true;
}

// Whether condition `cond`, holding as `holds`, says every space of the
// board holds a card of r.zones.
bool every_space_held(Reader& r, const ast::Expr& cond, bool holds, bool connected) {
  const bool stated = holds;
  const ast::Node* n = &bare(cond.root);
  while (const auto* u = boost::get<x3::forward_ast<ast::Unary>>(&n->get())) {
    if (u->get().op != ast::UnaryOp::not_) return false;
    n = &bare(u->get().operand), holds = !holds;
  }
  const auto* a = boost::get<x3::forward_ast<ast::Aggregate>>(&n->get());
  if (holds || !a || a->get().fn != "any" || !a->get().value) return false;
  const ast::Binder& v = a->get().binder;
  const auto* domain = boost::get<ast::Ref>(&bare(v.domain.root).get());
  if (!domain || domain->head != "spaces" || !domain->members.empty()) return false;
  Scope& scope = r.scopes.emplace_back();
  scope.names[v.var] = {&v, nullptr, nullptr};
  Parts parts;
  if (v.where) conjuncts(r, v.where->root, scope, parts);
  conjuncts(r, a->get().value->root, scope, parts);
  for (const auto& [p, s] : parts)
    if (!space_part(r, *p, *s, &v, connected)) return false;
  if (r.zones.empty()) return false;
  r.because.insert(located(r, cond, (stated ? "" : "not ") + dsl::print(cond)));
  return true;
}

// Whether the rules bind a name `spaces` of their own anywhere.
bool spaces_shadowed(const dsl::Game& g) {
  for (const ast::Procedure* p : g.all<ast::Procedure>())
    for (const ast::Param& q : p->params)
      if (q.name == "spaces") return true;
  for (const ast::Function* f : g.all<ast::Function>())
    for (const ast::Param& q : f->params)
      if (q.name == "spaces") return true;
  bool found = false;
  for (const ast::Block* body : every_body(g))
    each_stmt(*body, [&found](const ast::Stmt& s) {
      if (const auto* l = boost::get<ast::Let>(&s.get()); l && l->name == "spaces") found = true;
      for (const auto& [block, entry] : entries(s))
        if (entry.binds == "spaces") found = true;
    });
  return found;
}

// Whether every space of `board` reaches every other one (each reaches
// space 0 and space 0 reaches it).
bool every_space_reaches(const dsl::Board& board) {
  int n = static_cast<int>(board.spaces.size());
  bool connected = true;
  for (int s = 0; s < n && connected; ++s) connected = board.distance(0, s) >= 0 && board.distance(s, 0) >= 0;
  return connected;
}

// Whether each statement's branch runs only when every space holds a card
// of r.zones.
bool board_full_at(Reader& r, const std::vector<Place>& places, bool connected) {
  for (const Place& p : places) {
    if (!p.first) return false;
    const auto& branches = p.in->branches;
    std::size_t taken = p.branch < 0 ? branches.size() : static_cast<std::size_t>(p.branch);
    bool held = false;
    for (std::size_t k = 0; k < branches.size() && k <= taken && !held; ++k)
      held = every_space_held(r, branches[k].cond, k == taken, connected);
    if (!held) return false;
  }
  return true;
}

// The most spaces the large cards of r.covers stand on at once: each copy
// its filters may pick, on its spaces; and which cards those are.
long covered(const dsl::Game& g, const Reader& r, const CardFlow& flow, std::vector<std::string>& held) {
  PrintedReader printed(g);
  long most = 0;
  for (const Reader::Cover& c : r.covers) {
    long cards = 0;
    std::map<std::string, long> names;
    if (auto it = flow.in.find(c.zone); it != flow.in.end())
      for (const CardFlow::Origin& o : it->second) {
        bool picked = std::all_of(c.filters.begin(), c.filters.end(),
                                  [&](const ast::Node* f) { return printed.may(*o.second, c.var, *f, true); });
        if (picked) cards += flow.copies.at(o.second), names[o.second->name] += flow.copies.at(o.second);
      }
    most += cards * c.spaces;
    std::vector<std::string> what;
    for (const auto& [name, n] : names) what.push_back(n > 1 ? fmt::format("\"{}\" x{}", name, n) : "\"" + name + "\"");
    held.push_back(fmt::format("{} on up to {} spaces each ({})", c.zone, c.spaces, fmt::join(what, ", ")));
  }
  return most;
}

}  // namespace

// The game's board with the fewest spaces (a table plays on one of them,
// docs/dsl.md "Board"), or nullptr when one has none.
const dsl::Board* smallest_board(const dsl::Game& g) {
  const dsl::Board* least = nullptr;
  for (const dsl::Board& b : g.boards) {
    if (b.spaces.empty()) return nullptr;
    if (!least || b.spaces.size() < least->spaces.size()) least = &b;
  }
  return least;
}

std::optional<std::string> board_full(const dsl::Game& g, const std::string& id) {
  const dsl::Board* smallest = smallest_board(g);
  if (!smallest || spaces_shadowed(g)) return std::nullopt;
  const dsl::Board& board = *smallest;
  int n = static_cast<int>(board.spaces.size());
  std::vector<Place> places = places_of(g, id);
  if (places.empty()) return std::nullopt;
  Reader r = reader_of(g);
  const bool connected = std::all_of(g.boards.begin(), g.boards.end(), every_space_reaches);
  if (!board_full_at(r, places, connected)) return std::nullopt;
  std::optional<CardFlow> flow = card_flow(g);
  if (!flow) return std::nullopt;
  long most = 0;
  std::vector<std::string> held, moves;
  for (const std::string& z : r.zones) {
    most += flow->most(z);
    held.push_back(fmt::format("{} ({})", z, flow->what(z)));
    if (auto it = flow->moves.find(z); it != flow->moves.end())
      moves.insert(moves.end(), it->second.begin(), it->second.end());
  }
  most += covered(g, r, *flow, held);
  if (most >= n) return std::nullopt;
  const bool large = !r.covers.empty();
  return fmt::format(
      "where the statement runs, {} leave no space free: each of the {} spaces of board {} ({}{}) holds a card of {}, "
      "one card a space{}{}; but at most {} {}: {}, every one dealt by a deck (the most copies one "
      "seat's deck deals), put there only by the moves at {}",
      fmt::join(r.because, ", "), n, board.name, board.path,
      g.boards.size() > 1 ? "; the game's smallest board, each table playing on one" : "", fmt::join(r.zones, " or "),
      large ? " or a large one on several" : "",
      r.distance ? ", and every space reaches every other (distance >= 0 always)" : "", most,
      large ? "spaces are ever held" : "cards are ever there", fmt::join(held, "; "), fmt::join(moves, ", "));
}

}  // namespace canbeat::analysis::capacity
