#include "analysis/never_undecided_drawn.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <map>
#include <set>

#include "analysis/card_flow.hpp"
#include "analysis/move_sources.hpp"
#include "analysis/capacity_reader.hpp"
#include "analysis/never_undecided_conserved.hpp"
#include "analysis/turn_bound.hpp"
#include "dsl/printer.hpp"

namespace canbeat::analysis {

namespace {

namespace x3 = boost::spirit::x3;

constexpr int kCalls = 16;

using capacity::bare;

// The draw: procedure D, its player parameter P, the zone Z of `P.Z`.
struct Draw {
  const ast::Procedure* proc = nullptr;
  std::string pile;  // "p.deck"
  std::string zone;  // "deck"
  std::size_t param = 0;
};

// Whether `b` has `undecided "id"` among its own statements.
bool says_undecided(const ast::Block& b, const std::string& id) {
  return std::any_of(b.stmts.begin(), b.stmts.end(), [&](const ast::Stmt& s) { return is_undecided(s, id); });
}

std::optional<Draw> draw_of(const dsl::Game& g, const std::string& id, const std::string& start) {
  for (const auto* p : g.all<ast::Procedure>()) {
    if (p->body.stmts.empty()) continue;
    const auto* i = boost::get<x3::forward_ast<ast::If>>(&p->body.stmts[0].get());
    if (!i || !says_undecided(i->get().branches[0].body, id)) continue;
    const auto* c = boost::get<x3::forward_ast<ast::Call>>(&bare(i->get().branches[0].cond.root).get());
    if (!c || c->get().name != "empty" || c->get().args.size() != 1) return std::nullopt;
    const auto* r = boost::get<ast::Ref>(&bare(c->get().args[0].root).get());
    if (!r || r->members.size() != 1 || r->members[0] != start) return std::nullopt;
    for (std::size_t k = 0; k < p->params.size(); ++k)
      if (p->params[k].name == r->head && p->params[k].type == "player")
        return Draw{p, dsl::print(c->get().args[0]), start, k};
    return std::nullopt;
  }
  return std::nullopt;
}

// Every `undecided "id"` of the game stands where draw_of found it.
bool only_at_draw(const dsl::Game& g, const std::string& id, const Draw& d) {
  std::size_t all = 0;
  for (const ast::Block* b : every_body(g))
    each_stmt(*b, [&](const ast::Stmt& s) { all += is_undecided(s, id); });
  const auto& first = boost::get<x3::forward_ast<ast::If>>(d.proc->body.stmts[0].get()).get().branches[0].body;
  return all == static_cast<std::size_t>(std::count_if(first.stmts.begin(), first.stmts.end(),
                                                       [&](const ast::Stmt& s) { return is_undecided(s, id); }));
}

// The larger of two counts, nullopt when either is unknown.
std::optional<long> most(std::optional<long> a, std::optional<long> b) {
  if (!a || !b) return std::nullopt;
  return std::max(*a, *b);
}

// The most cards one run of `b` takes from the pile by names bound from it.
std::optional<long> taken_a_call(const ast::Block& b, const Draw& d, std::set<std::string> names,
                                 std::set<const ast::Move*>& moves);

std::optional<long> taken_bound(const ast::Binder& binder, const ast::Block& body, const Draw& d,
                                std::set<std::string> names, std::set<const ast::Move*>& moves) {
  if (dsl::print(binder.domain) == d.pile) names.insert(binder.var);
  else names.erase(binder.var);
  return taken_a_call(body, d, names, moves);
}

std::optional<long> taken_stmt(const ast::Stmt& s, const Draw& d, std::set<std::string>& names,
                               std::set<const ast::Move*>& moves) {
  if (const auto* m = boost::get<ast::Move>(&s.get())) {
    const auto* r = boost::get<ast::Ref>(&bare(m->what.root).get());
    if (m->all || !r || !r->members.empty() || !names.count(r->head)) return 0;
    moves.insert(m);
    return 1;
  }
  if (const auto* l = boost::get<ast::Let>(&s.get())) return names.erase(l->name), 0;
  if (boost::get<ast::Perform>(&s.get())) return std::nullopt;
  if (const auto* v = boost::get<ast::Verb>(&s.get())) {
    static const std::set<std::string> plain{"win", "lose", "tie", "undecided", "reveal", "look", "reset", "eliminate"};
    return plain.count(v->verb) ? std::optional<long>{0} : std::nullopt;
  }
  if (const auto* i = boost::get<x3::forward_ast<ast::If>>(&s.get())) {
    std::optional<long> out = i->get().otherwise ? taken_a_call(*i->get().otherwise, d, names, moves) : 0;
    for (const auto& br : i->get().branches) out = most(out, taken_a_call(br.body, d, names, moves));
    return out;
  }
  if (const auto* c = boost::get<x3::forward_ast<ast::Choose>>(&s.get())) {
    std::optional<long> out = 0;
    for (const auto& o : c->get().options)
      out = most(out, o.binder ? taken_bound(*o.binder, o.body, d, names, moves) : taken_a_call(o.body, d, names, moves));
    return out;
  }
  if (const auto* h = boost::get<x3::forward_ast<ast::Chance>>(&s.get()))
    return taken_bound(h->get().binder, h->get().body, d, names, moves);
  if (const auto* r = boost::get<x3::forward_ast<ast::Repeat>>(&s.get())) {
    const auto* n = boost::get<long>(&bare(r->get().count.root).get());
    auto body = taken_a_call(r->get().body, d, names, moves);
    if (!body || (*body > 0 && !n)) return std::nullopt;
    return *body * (n ? std::max(*n, 0L) : 0);
  }
  std::optional<long> body;  // for, while: nothing taken in them
  if (const auto* f = boost::get<x3::forward_ast<ast::For>>(&s.get()))
    body = taken_bound(f->get().binder, f->get().body, d, names, moves);
  if (const auto* w = boost::get<x3::forward_ast<ast::While>>(&s.get())) body = taken_a_call(w->get().body, d, names, moves);
  return body == 0 ? body : std::nullopt;
}

std::optional<long> taken_a_call(const ast::Block& b, const Draw& d, std::set<std::string> names,
                                 std::set<const ast::Move*>& moves) {
  long out = 0;
  for (const ast::Stmt& s : b.stmts) {
    auto n = taken_stmt(s, d, names, moves);
    if (!n) return std::nullopt;
    out += *n;
  }
  return out;
}

// How many times a run of a block calls D for one seat.
struct Calls {
  const Draw& d;
  std::map<std::string, const ast::Procedure*> procedures;
  std::set<std::string> seats;
  long table = 1;  // the most seats a table has
};

// `bound`: a `for x in players` name -> whether x is the seat counted.
using Bound = std::map<std::string, bool>;

std::optional<long> calls_in(const Calls& c, const ast::Block& b, const std::string& seat, const Bound& bound, int depth);

std::optional<long> call_count(const Calls& c, const std::string& name, const std::vector<ast::Expr>& args,
                               const std::string& seat, const Bound& bound, int depth) {
  if (name == c.d.proc->name) {
    if (c.d.param >= args.size()) return std::nullopt;
    const auto* r = boost::get<ast::Ref>(&bare(args[c.d.param].root).get());
    if (r && r->members.empty() && c.seats.count(r->head) && !bound.count(r->head)) return r->head == seat ? 1 : 0;
    if (r && r->members.empty() && bound.count(r->head)) return bound.at(r->head) ? 1 : 0;
    return 1;
  }
  auto it = c.procedures.find(name);
  if (it == c.procedures.end()) return 0;
  if (depth >= kCalls) return std::nullopt;
  return calls_in(c, it->second->body, seat, {}, depth + 1);
}

std::optional<long> calls_stmt(const Calls& c, const ast::Stmt& s, const std::string& seat, const Bound& bound,
                               int depth) {
  if (const auto* p = boost::get<ast::Perform>(&s.get())) return call_count(c, p->call.name, p->call.args, seat, bound, depth);
  if (const auto* v = boost::get<ast::Verb>(&s.get())) return call_count(c, v->verb, v->args, seat, bound, depth);
  if (const auto* i = boost::get<x3::forward_ast<ast::If>>(&s.get())) {
    std::optional<long> out = i->get().otherwise ? calls_in(c, *i->get().otherwise, seat, bound, depth) : 0;
    for (const auto& br : i->get().branches) out = most(out, calls_in(c, br.body, seat, bound, depth));
    return out;
  }
  if (const auto* ch = boost::get<x3::forward_ast<ast::Choose>>(&s.get())) {
    std::optional<long> out = 0;
    for (const auto& o : ch->get().options) out = most(out, calls_in(c, o.body, seat, bound, depth));
    return out;
  }
  if (const auto* h = boost::get<x3::forward_ast<ast::Chance>>(&s.get())) return calls_in(c, h->get().body, seat, bound, depth);
  if (const auto* r = boost::get<x3::forward_ast<ast::Repeat>>(&s.get())) {
    const auto* n = boost::get<long>(&bare(r->get().count.root).get());
    auto body = calls_in(c, r->get().body, seat, bound, depth);
    if (!body || (*body > 0 && !n)) return std::nullopt;
    return *body * (n ? std::max(*n, 0L) : 0);
  }
  if (const auto* f = boost::get<x3::forward_ast<ast::For>>(&s.get())) {
    const auto& binder = f->get().binder;
    Bound mine = bound, other = bound;
    mine[binder.var] = true;
    other[binder.var] = false;
    auto once = calls_in(c, f->get().body, seat, mine, depth);
    auto rest = calls_in(c, f->get().body, seat, other, depth);
    if (!once || !rest) return std::nullopt;
    if (dsl::print(binder.domain) == "players") return *once + (c.table - 1) * *rest;
    return *once + *rest == 0 ? std::optional<long>{0} : std::nullopt;
  }
  if (const auto* w = boost::get<x3::forward_ast<ast::While>>(&s.get())) {
    auto body = calls_in(c, w->get().body, seat, bound, depth);
    return body == 0 ? body : std::nullopt;
  }
  return 0;
}

std::optional<long> calls_in(const Calls& c, const ast::Block& b, const std::string& seat, const Bound& bound, int depth) {
  long out = 0;
  for (const ast::Stmt& s : b.stmts) {
    auto n = calls_stmt(c, s, seat, bound, depth);
    if (!n) return std::nullopt;
    out += *n;
  }
  return out;
}

// Whether a card's text, a trigger, an ability or an attribute may call D.
bool called_from_cards(const dsl::Game& g, const Calls& c) {
  std::set<const ast::Block*> counted;
  for (const auto* p : g.all<ast::Procedure>()) counted.insert(&p->body);
  for (const auto* p : g.all<ast::Phase>()) counted.insert(&p->body);
  for (const ast::Block* b : every_body(g)) {
    if (counted.count(b)) continue;
    auto n = calls_in(c, *b, "", {}, 0);
    if (!n || *n > 0) return true;
  }
  return false;
}

// Whether some move may put a card into a seat's `zone` (card_flow's keys: "north.deck").
bool moved_into(const CardFlow& flow, const std::string& zone) {
  for (const auto& [key, moves] : flow.moves)
    if (!moves.empty() && key.substr(key.find('.') + 1) == zone) return true;
  return false;
}

}  // namespace

std::optional<std::string> never_undecided_drawn(const dsl::Game& g, const std::string& id) {
  std::vector<std::string> start = g.list_property("start_zone");
  // A game that deals only its table deck gives the seats no deck at all.
  if (start.size() != 1 || g.list_property("decks").empty()) return std::nullopt;
  std::optional<Draw> d = draw_of(g, id, start[0]);
  if (!d || !only_at_draw(g, id, *d)) return std::nullopt;
  std::set<const ast::Move*> drawn;
  std::optional<long> per_call = taken_a_call(d->proc->body, *d, {}, drawn);
  std::optional<CardFlow> flow = card_flow(g);
  std::optional<TurnBound> turns = turn_bound(g);
  if (!per_call || !flow || !turns) return std::nullopt;
  // Setup's own moves: the ones whose cards do not count for draws.
  std::set<const ast::Move*> at_setup;
  const ast::Procedure* setup = nullptr;
  for (const auto* p : g.all<ast::Procedure>())
    if (p->name == "setup") setup = p;
  if (setup)
    each_stmt(setup->body, [&](const ast::Stmt& s) {
      if (const auto* m = boost::get<ast::Move>(&s.get())) at_setup.insert(m);
    });
  std::set<const ast::CardDef*> taken;
  std::vector<std::string> takers;
  if (moved_into(*flow, d->zone)) return std::nullopt;
  for (const auto& [m, from] : move_sources(g)) {
    if (drawn.count(m) || (from && !from->count(d->zone))) continue;
    if (m->all || !at_setup.count(m) || !flow->touched.count(m)) return std::nullopt;
    for (const auto& o : flow->touched.at(m)) taken.insert(o.second);
    dsl::Where w = g.where(*m);
    takers.push_back(fmt::format("{}:{}:{}", w.file, w.line, w.col));
  }
  std::sort(takers.begin(), takers.end());
  Calls c{*d, {}, {}, 1};
  for (const auto* p : g.all<ast::Procedure>()) c.procedures[p->name] = p;
  for (const std::string& s : g.list_property("players")) c.seats.insert(s);
  for (long n : g.table_sizes()) c.table = std::max(c.table, n);
  if (called_from_cards(g, c)) return std::nullopt;
  std::map<std::string, const ast::Phase*> phases;
  for (const auto* p : g.all<ast::Phase>()) phases[p->name] = p;
  long need = 0;
  for (const std::string& seat : c.seats) {
    std::optional<long> at_start = setup ? calls_in(c, setup->body, seat, {}, 0) : 0;
    long a_turn = 0;
    for (const std::string& name : g.all<ast::Turn>()[0]->phases) {
      auto n = calls_in(c, phases.at(name)->body, seat, {}, 0);
      if (!n || !at_start) return std::nullopt;
      a_turn += *n;
    }
    need = std::max(need, *per_call * (*at_start + turns->turns * a_turn));
  }
  std::optional<long> kept;
  for (const dsl::DeckList& l : g.deck_lists()) {
    long n = 0;
    for (const dsl::DeckCard& card : l.cards) n += taken.count(card.def) ? 0 : card.copies;
    kept = std::min(kept.value_or(n), n);
  }
  if (!kept || need > *kept) return std::nullopt;
  dsl::Where w = g.where(*d->proc);
  return fmt::format(
      "the game lasts at most {} turns (each turn spends one of: {}); a seat takes at most {} cards from {} by "
      "{} ({}:{}:{}, {} a call, from setup and the turn's phases), and every deck keeps at least {} for it "
      "(setup takes out only what the moves at {} may move; nothing moves a card into {})",
      turns->turns, fmt::join(turns->spent, "; "), need, d->pile, d->proc->name, w.file, w.line, w.col, *per_call,
      *kept, takers.empty() ? std::string("none") : fmt::format("{}", fmt::join(takers, ", ")), d->zone);
}

}  // namespace canbeat::analysis
