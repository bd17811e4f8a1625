// The card vocabulary's desugaring (desugar.hpp). The rewrite works in place
// on a copy of each file's AST: a use of the vocabulary becomes the kernel
// text an author would otherwise write by hand, positioned where the use is,
// so the checker's errors about the result point at the card.
#include "dsl/desugar.hpp"

#include <map>
#include <set>
#include <string>
#include <vector>

#include "dsl/desugar_pass.hpp"
#include "dsl/game.hpp"

namespace canbeat::dsl {
namespace sugar {

bool breaks(const ast::Stmt& s) {
  if (const auto* v = boost::get<ast::Verb>(&s.get())) return v->verb == "break";
  if (const auto* i = boost::get<x3::forward_ast<ast::If>>(&s.get())) {
    for (const auto& br : i->get().branches)
      if (breaks(br.body)) return true;
    return i->get().otherwise && breaks(*i->get().otherwise);
  }
  if (const auto* c = boost::get<x3::forward_ast<ast::Choose>>(&s.get()))
    for (const auto& o : c->get().options)
      if (breaks(o.body)) return true;
  if (const auto* c = boost::get<x3::forward_ast<ast::Chance>>(&s.get())) return breaks(c->get().body);
  return false;
}
bool breaks(const ast::Block& b) {
  for (const auto& s : b.stmts)
    if (breaks(s)) return true;
  return false;
}

// `for x in P.GROUP { B }`: one loop per zone, in the group's order.
bool Desugar::group_for(ast::For& f, std::vector<ast::Stmt>& out) {
  const auto* zones = group(f.binder.domain.root);
  if (!zones) return false;
  if (breaks(f.body)) error(f, "'break' in a for over a zone group: it would leave only one of its zones");
  for (const auto& z : *zones) {
    ast::For one = f;
    one.binder.domain.root = with_zone(f.binder.domain.root, z);
    binder(one.binder);
    block(one.body);
    out.push_back(ast::Stmt(std::move(one)));
  }
  return true;
}

bool Desugar::group_move(ast::Move& m, std::vector<ast::Stmt>& out) {
  const auto* zones = group(m.what.root);
  if (!m.all || !zones) return false;
  node(m.to.root);
  for (const auto& z : *zones) {
    ast::Move one = m;
    one.what.root = with_zone(m.what.root, z);
    out.push_back(ast::Stmt(std::move(one)));
  }
  return true;
}


// `expire turn;`: every var that lasts a turn back to its initial value:
// one loop over the cards that hold another value of one of them, each
// seat's, and the game's own.
bool Desugar::expire(const ast::Verb& e, std::vector<ast::Stmt>& out) {
  const auto* r = e.args.size() == 1 ? boost::get<ast::Ref>(&e.args[0].root.get()) : nullptr;
  auto it = r && r->members.empty() && e.verb == "expire" ? v_.durations.find(r->head) : v_.durations.end();
  if (it == v_.durations.end()) return false;
  ast::For cards = reset_loop("c", "instances", e), seats = reset_loop("p", "players", e);
  std::vector<ast::Node> held;
  for (const ast::Declare* d : it->second) {
    ast::Node init = d->init ? d->init->root : ast::Node(0L);
    place_all(init, e);
    const bool per_card = has_flag(*d, "per_card"), per_player = has_flag(*d, "per_player");
    ast::Node target = per_card || per_player ? name_ref(per_card ? "c" : "p", {d->name}, e) : name_ref(d->name, {}, e);
    if (per_card) held.push_back(binary(ast::BinaryOp::ne, target, init, e));
    ast::Stmt set = reset(std::move(target), std::move(init), e);
    if (per_card || per_player) (per_card ? cards : seats).body.stmts.push_back(std::move(set));
    else out.push_back(std::move(set));
  }
  if (!held.empty()) cards.binder.where = expr_at(join(std::move(held), ast::BinaryOp::or_, e), e);
  if (!cards.body.stmts.empty()) out.push_back(ast::Stmt(std::move(cards)));
  if (!seats.body.stmts.empty()) out.push_back(ast::Stmt(std::move(seats)));
  return true;
}

void Desugar::stmt(ast::Stmt& s, std::vector<ast::Stmt>& out) {
  auto& v = s.get();
  if (auto* e = boost::get<ast::Verb>(&v); e && expire(*e, out)) return;
  if (auto* c = boost::get<x3::forward_ast<ast::Choose>>(&v)) return choose(c->get(), out);
  if (auto* f = boost::get<x3::forward_ast<ast::For>>(&v); f && group_for(f->get(), out)) return;
  if (auto* m = boost::get<ast::Move>(&v); m && group_move(*m, out)) return;
  if (auto* c = boost::get<x3::forward_ast<ast::Chance>>(&v); c && group(c->get().binder.domain.root))
    return error(c->get(), "a chance over a zone group: draw from one zone at a time");
  if (auto* x = boost::get<ast::Let>(&v)) expr(x->value);
  if (auto* x = boost::get<ast::Set>(&v)) power_target(x->target), expr(x->value);
  if (auto* x = boost::get<ast::Move>(&v)) expr(x->what), expr(x->to);
  if (auto* x = boost::get<ast::Verb>(&v)) for (auto& a : x->args) expr(a);
  if (auto* x = boost::get<ast::Perform>(&v)) for (auto& a : x->call.args) expr(a);
  if (auto* x = boost::get<x3::forward_ast<ast::If>>(&v)) {
    for (auto& br : x->get().branches) expr(br.cond), block(br.body);
    if (x->get().otherwise) block(*x->get().otherwise);
  }
  if (auto* x = boost::get<x3::forward_ast<ast::For>>(&v)) binder(x->get().binder), block(x->get().body);
  if (auto* x = boost::get<x3::forward_ast<ast::Repeat>>(&v)) expr(x->get().count), block(x->get().body);
  if (auto* x = boost::get<x3::forward_ast<ast::While>>(&v)) expr(x->get().cond), block(x->get().body);
  if (auto* x = boost::get<x3::forward_ast<ast::Chance>>(&v)) binder(x->get().binder), block(x->get().body);
  out.push_back(std::move(s));
}

void Desugar::block(ast::Block& b) {
  std::vector<ast::Stmt> out;
  for (auto& s : b.stmts) stmt(s, out);
  b.stmts = std::move(out);
}

void Desugar::item(ast::CardItem& i) {
  auto& v = i.get();
  if (auto* p = boost::get<ast::Permission>(&v); p && p->when) expr(*p->when);
  if (auto* t = boost::get<ast::Trigger>(&v)) {
    if (t->where) expr(*t->where);
    block(t->body);
  }
  if (auto* c = boost::get<ast::Continuous>(&v)) binder(c->binder), expr(c->amount);
  if (auto* p = boost::get<ast::Power>(&v)) block(p->body);
}

bool Desugar::decl(ast::Decl& d) {
  auto& v = d.get();
  if (boost::get<ast::Term>(&v) || boost::get<ast::Ability>(&v) || boost::get<ast::Attribute>(&v)) return false;
  if (auto* x = boost::get<ast::Declare>(&v)) {
    std::erase_if(x->flags, [this](const std::string& f) {
      return f == "picked" || f == "stopped" || v_.durations.count(f);
    });
    return x->what != "group" && x->what != "duration";
  }
  if (auto* x = boost::get<ast::Permission>(&v); x && x->when) expr(*x->when);
  if (auto* x = boost::get<ast::Invariant>(&v)) {
    for (auto& b : x->binders) binder(b);
    expr(x->check);
  }
  if (auto* x = boost::get<ast::Procedure>(&v)) block(x->body);
  if (auto* x = boost::get<ast::Phase>(&v)) block(x->body);
  if (auto* x = boost::get<ast::Function>(&v)) expr(x->body);
  if (auto* x = boost::get<ast::Trigger>(&v)) {
    if (x->where) expr(*x->where);
    block(x->body);
  }
  if (auto* x = boost::get<ast::Continuous>(&v)) binder(x->binder), expr(x->amount);
  if (auto* x = boost::get<ast::CardSet>(&v)) for (auto& c : x->cards) card(c);
  if (auto* x = boost::get<ast::Deck>(&v))
    for (auto& e : x->entries)
      if (auto* c = boost::get<ast::CardDef>(&e.get())) card(*c);
  return true;
}

}  // namespace sugar

namespace {
using sugar::Desugar;
using sugar::Vocabulary;
using sugar::has_flag;
using sugar::is_ability_use;

template <class T>
void add_once(std::map<std::string, const T*>& names, const std::string& name, const T* d, const char* what,
              Desugar& ds) {
  if (!names.emplace(name, d).second) ds.error(*d, std::string("a second ") + what + " '" + name + "'");
}

// The declarations of one kind as written (the kernel drops the vocabulary's).
template <class T>
std::vector<const T*> written(const Game& game) {
  std::vector<const T*> out;
  for (const auto& f : game.files)
    for (const auto& d : f.written.decls)
      if (const T* p = boost::get<T>(&d.get())) out.push_back(p);
  return out;
}

// Every term, group and ability of the game, each name once; a group lists
// declared zones and an ability uses no other.
void collect(const Game& game, Vocabulary& v, Desugar& ds) {
  std::set<std::string> zones, names;
  for (const auto* d : written<ast::Declare>(game)) {
    if (d->what == "zone") zones.insert(d->name);
    if (d->what != "group") names.insert(d->name);
  }
  for (const auto* t : written<ast::Term>(game)) add_once(v.terms, t->name, t, "term", ds);
  for (const auto* a : written<ast::Ability>(game)) add_once(v.abilities, a->name, a, "ability", ds);
  for (const auto* a : written<ast::Attribute>(game)) add_once(v.attributes, a->name, a, "attribute", ds);
  for (const auto* d : written<ast::Declare>(game)) {
    if (d->what == "duration") v.durations[d->name];
    if (d->what == "var" && has_flag(*d, "picked")) v.picked = d->name;
    if (d->what == "var" && has_flag(*d, "picked") && !has_flag(*d, "per_card"))
      ds.error(*d, "var '" + d->name + "' flagged picked marks cards: make it per_card");
    if (d->what == "var" && has_flag(*d, "stopped")) v.stopped = d->name;
    if (d->what != "group") continue;
    add_once(v.groups, d->name, d, "group", ds);
    if (d->flags.empty()) ds.error(*d, "group '" + d->name + "' names no zone");
    for (const auto& z : d->flags)
      if (!zones.count(z)) ds.error(*d, "group '" + d->name + "': unknown zone '" + z + "'");
  }
  for (const auto* d : written<ast::Declare>(game))
    for (const auto& f : d->flags)
      if (d->what == "var" && v.durations.count(f)) v.durations[f].push_back(d);
  for (const auto& [name, t] : v.terms)
    if (names.count(name) || v.groups.count(name)) ds.error(*t, "term '" + name + "' has the name of another declaration");
  for (const auto& [name, g] : v.groups)
    if (names.count(name)) ds.error(*g, "group '" + name + "' has the name of another declaration");
  for (const auto& [name, a] : v.abilities)
    for (const auto& i : a->items)
      if (is_ability_use(i)) ds.error(*a, "ability '" + name + "' uses another ability: list both on the card");
  for (const auto& [name, a] : v.attributes)
    if (names.count(name) || v.terms.count(name) || v.abilities.count(name))
      ds.error(*a, "attribute '" + name + "' has the name of another declaration");
}

}  // namespace

bool desugar(Game& game, Diagnostics& out) {
  std::size_t errors = out.count(Diagnostic::Kind::error);
  for (auto& f : game.files) f.written = f.ast;
  Vocabulary v;
  Desugar ds(game, out, v);
  collect(game, v, ds);
  if (out.count(Diagnostic::Kind::error) > errors) return false;
  for (auto& f : game.files) {
    std::vector<ast::Decl> kernel;
    for (auto& d : f.written.decls) {
      ast::Decl copy = d;
      if (ds.decl(copy)) kernel.push_back(std::move(copy));
    }
    f.ast.decls = std::move(kernel);
  }
  return out.count(Diagnostic::Kind::error) == errors;
}

}  // namespace canbeat::dsl
