#include "analysis/never_undecided_conserved.hpp"

#include <algorithm>
#include <map>

namespace canbeat::analysis {

namespace {

namespace x3 = boost::spirit::x3;

void items_bodies(const std::vector<ast::CardItem>& items, std::vector<const ast::Block*>& out) {
  for (const auto& item : items) {
    if (const auto* t = boost::get<ast::Trigger>(&item.get())) out.push_back(&t->body);
    if (const auto* p = boost::get<ast::Power>(&item.get())) out.push_back(&p->body);
  }
}

// "X" when `e` is `X.ZONE` for a per-player zone; "" otherwise.
std::string seat_of_zone(const ast::Expr& e, const std::set<std::string>& zones) {
  const auto* r = boost::get<ast::Ref>(&e.root.get());
  return r && r->members.size() == 1 && zones.count(r->members[0]) ? r->head : "";
}

// The names bound so far to a card of a seat's zone, with that seat's
// name: `c` -> "p" after `c in p.hand`. A name bound again is forgotten,
// and so is every card bound from a seat so named.
using Bound = std::map<std::string, std::string>;

void rebind(Bound& bound, const std::string& name, const std::string& seat) {
  for (auto it = bound.begin(); it != bound.end();) it = it->second == name ? bound.erase(it) : std::next(it);
  bound.erase(name);
  if (!seat.empty()) bound[name] = seat;
}

// `globals`: the game's own vars, which a `set` may point at another seat
// between a card's binding and its move.
bool keeps_seat(const ast::Move& m, const Bound& bound, const std::set<std::string>& zones,
                const std::set<std::string>& globals) {
  std::string to = seat_of_zone(m.to, zones);
  if (to.empty() || globals.count(to)) return false;
  if (m.all) return seat_of_zone(m.what, zones) == to;
  const auto* r = boost::get<ast::Ref>(&m.what.root.get());
  if (!r || !r->members.empty()) return false;
  auto it = bound.find(r->head);
  return it != bound.end() && it->second == to;
}

struct Names {
  std::set<std::string> zones, globals;
};

bool block_keeps_seats(const ast::Block& b, Bound bound, const Names& n);

bool stmt_keeps_seats(const ast::Stmt& s, Bound& bound, const Names& n) {
  if (const auto* m = boost::get<ast::Move>(&s.get())) return keeps_seat(*m, bound, n.zones, n.globals);
  if (const auto* l = boost::get<ast::Let>(&s.get())) rebind(bound, l->name, "");
  auto binder_in = [&](const ast::Binder& b, const ast::Block& body) {
    Bound inner = bound;
    rebind(inner, b.var, seat_of_zone(b.domain, n.zones));
    return block_keeps_seats(body, inner, n);
  };
  if (const auto* f = boost::get<x3::forward_ast<ast::For>>(&s.get())) return binder_in(f->get().binder, f->get().body);
  if (const auto* h = boost::get<x3::forward_ast<ast::Chance>>(&s.get())) return binder_in(h->get().binder, h->get().body);
  if (const auto* c = boost::get<x3::forward_ast<ast::Choose>>(&s.get())) {
    for (const auto& o : c->get().options)
      if (!(o.binder ? binder_in(*o.binder, o.body) : block_keeps_seats(o.body, bound, n))) return false;
    return true;
  }
  for (const ast::Block* inner : inner_blocks(s))
    if (!block_keeps_seats(*inner, bound, n)) return false;
  return true;
}

bool block_keeps_seats(const ast::Block& b, Bound bound, const Names& n) {
  return std::all_of(b.stmts.begin(), b.stmts.end(), [&](const ast::Stmt& s) { return stmt_keeps_seats(s, bound, n); });
}

}  // namespace

std::vector<std::pair<const ast::Block*, Entry>> entries(const ast::Stmt& s) {
  std::vector<std::pair<const ast::Block*, Entry>> out;
  if (const auto* i = boost::get<x3::forward_ast<ast::If>>(&s.get())) {
    for (const auto& b : i->get().branches) out.push_back({&b.body, {&b.cond, false, ""}});
    if (i->get().otherwise) out.push_back({&*i->get().otherwise, {}});
  } else if (const auto* w = boost::get<x3::forward_ast<ast::While>>(&s.get())) {
    out.push_back({&w->get().body, {&w->get().cond, true, ""}});
  } else if (const auto* f = boost::get<x3::forward_ast<ast::For>>(&s.get())) {
    out.push_back({&f->get().body, {nullptr, true, f->get().binder.var}});
  } else if (const auto* p = boost::get<x3::forward_ast<ast::Repeat>>(&s.get())) {
    out.push_back({&p->get().body, {nullptr, true, ""}});
  } else if (const auto* c = boost::get<x3::forward_ast<ast::Choose>>(&s.get())) {
    for (const auto& o : c->get().options) out.push_back({&o.body, {nullptr, false, o.binder ? o.binder->var : ""}});
  } else if (const auto* h = boost::get<x3::forward_ast<ast::Chance>>(&s.get())) {
    out.push_back({&h->get().body, {nullptr, false, h->get().binder.var}});
  }
  return out;
}

std::vector<const ast::Block*> inner_blocks(const ast::Stmt& s) {
  std::vector<const ast::Block*> out;
  for (const auto& e : entries(s)) out.push_back(e.first);
  return out;
}

std::vector<const ast::Block*> every_body(const dsl::Game& g) {
  std::vector<const ast::Block*> out;
  for (const auto* p : g.all<ast::Procedure>()) out.push_back(&p->body);
  for (const auto* p : g.all<ast::Phase>()) out.push_back(&p->body);
  for (const auto* t : g.all<ast::Trigger>()) out.push_back(&t->body);
  for (const auto* c : g.card_defs()) items_bodies(c->items, out);
  for (const auto* a : g.all<ast::Ability>()) items_bodies(a->items, out);
  for (const auto* a : g.all<ast::Attribute>()) {
    if (a->first) out.push_back(&*a->first);
    items_bodies(a->items, out);
  }
  return out;
}

void each_stmt(const ast::Block& b, const std::function<void(const ast::Stmt&)>& f) {
  for (const auto& s : b.stmts) {
    f(s);
    for (const ast::Block* inner : inner_blocks(s)) each_stmt(*inner, f);
  }
}

bool is_undecided(const ast::Stmt& s, const std::string& id) {
  const auto* v = boost::get<ast::Verb>(&s.get());
  if (!v || v->verb != "undecided" || v->args.empty()) return false;
  const auto* text = boost::get<std::string>(&v->args[0].root.get());
  return text && *text == id;
}

namespace {

void guards_in(const ast::Block& b, const std::string& id, std::vector<const ast::Expr*>& held,
               std::vector<std::vector<const ast::Expr*>>& out) {
  for (const ast::Stmt& s : b.stmts) {
    if (is_undecided(s, id)) out.push_back(held);
    for (const auto& [inner, entry] : entries(s)) {
      if (entry.when) held.push_back(entry.when);
      guards_in(*inner, id, held, out);
      if (entry.when) held.pop_back();
    }
  }
}

}  // namespace

std::vector<std::vector<const ast::Expr*>> undecided_guards(const dsl::Game& g, const std::string& id) {
  std::vector<std::vector<const ast::Expr*>> out;
  std::vector<const ast::Expr*> held;
  for (const ast::Block* body : every_body(g)) guards_in(*body, id, held, out);
  return out;
}

std::set<std::string> seat_zones(const dsl::Game& g) {
  std::set<std::string> out;
  for (const auto* d : g.all<ast::Declare>())
    if (d->what == "zone" && std::count(d->flags.begin(), d->flags.end(), "per_player")) out.insert(d->name);
  return out;
}

std::optional<long> conserved_cards(const dsl::Game& g) {
  Names n{seat_zones(g), {}};
  for (const auto* d : g.all<ast::Declare>())
    if (d->what == "var") n.globals.insert(d->name);
  std::vector<std::string> start = g.list_property("start_zone");
  if (start.size() != 1 || !n.zones.count(start[0])) return std::nullopt;
  for (const ast::Block* b : every_body(g))
    if (!block_keeps_seats(*b, {}, n)) return std::nullopt;
  std::optional<long> fewest;
  for (const dsl::DeckList& d : g.deck_lists()) fewest = std::min(fewest.value_or(d.card_count()), d.card_count());
  return fewest;
}

}  // namespace canbeat::analysis
