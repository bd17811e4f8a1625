// The card vocabulary's desugaring (desugar.hpp). The rewrite works in place
// on a copy of each file's AST: a use of the vocabulary becomes the kernel
// text an author would otherwise write by hand, positioned where the use is,
// so the checker's errors about the result point at the card.
#include "dsl/desugar.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "dsl/game.hpp"

namespace canbeat::dsl {
namespace {
namespace x3 = boost::spirit::x3;
using NodeFn = std::function<void(ast::Node&)>;

template <class T>
T* as(ast::Node& n) {
  auto* f = boost::get<x3::forward_ast<T>>(&n.get());
  return f ? &f->get() : nullptr;
}

void each_binder(ast::Binder& b, const NodeFn& f) {
  f(b.domain.root);
  if (b.where) f(b.where->root);
}

// f on every direct sub-expression of n.
void each_child(ast::Node& n, const NodeFn& f) {
  if (auto* c = as<ast::Call>(n)) for (auto& a : c->args) f(a.root);
  if (auto* l = as<ast::Legal>(n)) for (auto& a : l->args) f(a.root);
  if (auto* u = as<ast::Unary>(n)) f(u->operand);
  if (auto* p = as<ast::Paren>(n)) f(p->inner.root);
  if (auto* b = as<ast::Binary>(n)) {
    f(b->lhs);
    f(b->rhs);
  }
  if (auto* a = as<ast::Aggregate>(n)) {
    each_binder(a->binder, f);
    if (a->value) f(a->value->root);
  }
}

void place(ast::Pos& p, const ast::Pos& at) { p = at; }

// Every position in n moved to `at`: an expansion is blamed where it is used.
void place_all(ast::Node& n, const ast::Pos& at) {
  if (auto* r = boost::get<ast::Ref>(&n.get())) place(*r, at);
  if (auto* c = as<ast::Call>(n)) place(*c, at);
  if (auto* l = as<ast::Legal>(n)) place(*l, at);
  if (auto* u = as<ast::Unary>(n)) place(*u, at);
  if (auto* p = as<ast::Paren>(n)) place(p->inner, at);
  if (auto* b = as<ast::Binary>(n)) place(*b, at);
  if (auto* a = as<ast::Aggregate>(n)) {
    place(*a, at);
    place(a->binder, at);
    place(a->binder.domain, at);
    if (a->binder.where) place(*a->binder.where, at);
    if (a->value) place(*a->value, at);
  }
  each_child(n, [&](ast::Node& c) { place_all(c, at); });
}

void bound_names(ast::Node& n, std::set<std::string>& out) {
  if (auto* a = as<ast::Aggregate>(n)) out.insert(a->binder.var);
  each_child(n, [&](ast::Node& c) { bound_names(c, out); });
}

ast::Node paren(ast::Node n, const ast::Pos& at) {
  if (!as<ast::Binary>(n)) return n;
  ast::Paren p;
  p.inner.root = std::move(n);
  place(p.inner, at);
  return ast::Node(std::move(p));
}

// lhs op rhs, as the grammar would fold it (left-associative).
ast::Node join(std::vector<ast::Node> parts, ast::BinaryOp op, const ast::Pos& at) {
  ast::Node out = std::move(parts.front());
  for (std::size_t i = 1; i < parts.size(); ++i) {
    ast::Binary b;
    place(b, at);
    b.op = op;
    b.lhs = std::move(out);
    b.rhs = std::move(parts[i]);
    out = ast::Node(std::move(b));
  }
  return out;
}

struct Vocabulary {
  std::map<std::string, const ast::Term*> terms;
  std::map<std::string, const ast::Declare*> groups;
  std::map<std::string, const ast::Ability*> abilities;
  std::string picked;   // the per_card var declared `picked`: chosen in an up to / any number choice
  std::string stopped;  // the var declared `stopped`: its player took the `else` option
  // Each duration's vars (`var v: per_card, turn = 0;`), which `expire turn;` resets.
  std::map<std::string, std::vector<const ast::Declare*>> durations;
};

bool has_flag(const ast::Declare& d, const std::string& flag) {
  return std::find(d.flags.begin(), d.flags.end(), flag) != d.flags.end();
}

ast::Node name_ref(const std::string& head, std::vector<std::string> members, const ast::Pos& at) {
  ast::Ref r;
  place(r, at);
  r.head = head;
  r.members = std::move(members);
  return ast::Node(std::move(r));
}

ast::Node binary(ast::BinaryOp op, ast::Node lhs, ast::Node rhs, const ast::Pos& at) {
  std::vector<ast::Node> parts;
  parts.push_back(std::move(lhs));
  parts.push_back(std::move(rhs));
  return join(std::move(parts), op, at);
}

ast::Expr expr_at(ast::Node n, const ast::Pos& at) {
  ast::Expr e;
  place(e, at);
  e.root = std::move(n);
  return e;
}

// set TARGET = 1;
ast::Stmt mark(ast::Node target, const ast::Pos& at) {
  ast::Set s;
  place(s, at);
  s.target = boost::get<ast::Ref>(target.get());
  s.value = expr_at(ast::Node(1L), at);
  return ast::Stmt(std::move(s));
}

class Desugar {
 public:
  Desugar(const Game& game, Diagnostics& out, const Vocabulary& v) : game_(game), out_(out), v_(v) {}

  void error(const ast::Pos& at, const std::string& message) {
    out_.items.push_back({Diagnostic::Kind::error, game_.where(at), message, game_.line_text(at)});
  }

  // The zones a group names, when e is `P.GROUP`.
  const std::vector<std::string>* group(const ast::Node& e) const {
    const auto* r = boost::get<ast::Ref>(&e.get());
    if (!r || r->members.empty()) return nullptr;
    auto it = v_.groups.find(r->members.back());
    return it == v_.groups.end() ? nullptr : &it->second->flags;
  }

  static ast::Node with_zone(const ast::Node& e, const std::string& zone) {
    ast::Ref r = boost::get<ast::Ref>(e.get());
    r.members.back() = zone;
    return ast::Node(std::move(r));
  }

  void expr(ast::Expr& e) { node(e.root); }
  void node(ast::Node& n);
  void block(ast::Block& b);
  void item(ast::CardItem& item);
  void card(ast::CardDef& c);
  bool decl(ast::Decl& d);  // false: the declaration leaves the kernel

 private:
  void binder(ast::Binder& b) { each_binder(b, [this](ast::Node& c) { node(c); }); }
  bool ref(ast::Node& n);
  bool group_in(ast::Node& n);
  bool group_aggregate(ast::Node& n);
  bool group_call(ast::Node& n);
  void stmt(ast::Stmt& s, std::vector<ast::Stmt>& out);
  bool group_for(ast::For& f, std::vector<ast::Stmt>& out);
  bool group_move(ast::Move& m, std::vector<ast::Stmt>& out);
  void choose(ast::Choose& c, std::vector<ast::Stmt>& out);
  bool expire(const ast::Verb& v, std::vector<ast::Stmt>& out);
  void expand_options(ast::Choose& c);
  bool limit_misused(const ast::Choose& c);
  void limited(ast::Choose& c, std::vector<ast::Stmt>& out);
  ast::Node any_option(const ast::Option& o);

  const Game& game_;
  Diagnostics& out_;
  const Vocabulary& v_;
  int depth_ = 0;
};

// `x.TERM`: the term's body, its parameter replaced by `x`; a zone group
// outside the places that take one is an error.
bool Desugar::ref(ast::Node& n) {
  auto* r = boost::get<ast::Ref>(&n.get());
  if (!r || r->members.empty()) return false;
  if (group(n)) {
    error(*r, "zone group '" + r->members.back() + "' is not one zone: use it after `in`, in `for`, an aggregate, an option, size, empty or move all");
    return true;
  }
  auto it = v_.terms.find(r->members.back());
  if (it == v_.terms.end()) return false;
  const ast::Term& t = *it->second;
  ast::Ref subject = *r;
  subject.members.pop_back();
  ast::Pos at = *r;
  ast::Node body = t.body.root;
  std::set<std::string> bound;
  bound_names(body, bound);
  if (bound.count(subject.head)) {
    error(at, "term '" + t.name + "' binds '" + subject.head + "' itself: name the card another way here");
    return true;
  }
  NodeFn subst = [&](ast::Node& m) {
    auto* s = boost::get<ast::Ref>(&m.get());
    if (s && s->head == t.param) {
      ast::Ref with = subject;
      for (const auto& member : s->members) with.members.push_back(member);
      m = ast::Node(std::move(with));
      return;
    }
    each_child(m, subst);
  };
  subst(body);
  place_all(body, at);
  if (++depth_ > 32) {
    error(at, "term '" + t.name + "' expands into itself");
  } else {
    node(body);
    n = paren(std::move(body), at);
  }
  --depth_;
  return true;
}

// `x in P.GROUP`: in any of its zones.
bool Desugar::group_in(ast::Node& n) {
  auto* b = as<ast::Binary>(n);
  if (!b || b->op != ast::BinaryOp::in || !group(b->rhs)) return false;
  node(b->lhs);
  std::vector<ast::Node> parts;
  for (const auto& z : *group(b->rhs)) {
    ast::Binary one = *b;
    one.rhs = with_zone(b->rhs, z);
    parts.push_back(ast::Node(std::move(one)));
  }
  ast::Pos at = *b;
  n = paren(join(std::move(parts), ast::BinaryOp::or_, at), at);
  return true;
}

// any/all/count/sum over a group: one aggregate per zone, joined.
bool Desugar::group_aggregate(ast::Node& n) {
  auto* a = as<ast::Aggregate>(n);
  if (!a || !group(a->binder.domain.root)) return false;
  static const std::map<std::string, ast::BinaryOp> joins = {
      {"any", ast::BinaryOp::or_}, {"all", ast::BinaryOp::and_},
      {"count", ast::BinaryOp::add}, {"sum", ast::BinaryOp::add}};
  auto op = joins.find(a->fn);
  if (op == joins.end()) {
    error(*a, "'" + a->fn + "' over a zone group: only any, all, count and sum join its zones");
    return true;
  }
  std::vector<ast::Node> parts;
  for (const auto& z : *group(a->binder.domain.root)) {
    ast::Aggregate one = *a;
    one.binder.domain.root = with_zone(a->binder.domain.root, z);
    ast::Node part = ast::Node(std::move(one));
    node(part);
    parts.push_back(std::move(part));
  }
  ast::Pos at = *a;
  n = paren(join(std::move(parts), op->second, at), at);
  return true;
}

// size(P.GROUP) and empty(P.GROUP): of its zones together.
bool Desugar::group_call(ast::Node& n) {
  auto* c = as<ast::Call>(n);
  if (!c || c->args.size() != 1 || !group(c->args[0].root)) return false;
  if (c->name != "size" && c->name != "empty") return false;
  std::vector<ast::Node> parts;
  for (const auto& z : *group(c->args[0].root)) {
    ast::Call one = *c;
    one.args[0].root = with_zone(c->args[0].root, z);
    parts.push_back(ast::Node(std::move(one)));
  }
  ast::Pos at = *c;
  n = paren(join(std::move(parts), c->name == "size" ? ast::BinaryOp::add : ast::BinaryOp::and_, at), at);
  return true;
}

void Desugar::node(ast::Node& n) {
  if (ref(n) || group_in(n) || group_aggregate(n) || group_call(n)) return;
  each_child(n, [this](ast::Node& c) { node(c); });
}

// A `break` of this loop (not of a loop inside it).
bool breaks(const ast::Block& b);
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

// any(x in D : W) for an option `x in D where W` (`true` without a where).
ast::Node Desugar::any_option(const ast::Option& o) {
  ast::Aggregate a;
  place(a, o);
  a.fn = "any";
  a.binder.var = o.binder->var;
  a.binder.domain = o.binder->domain;
  place(a.binder, o);
  ast::Expr value;
  if (o.binder->where) {
    value = *o.binder->where;
  } else {
    ast::Ref t;
    t.head = "true";
    place(t, o);
    value.root = ast::Node(std::move(t));
  }
  place(value, o);
  a.value = value;
  return ast::Node(std::move(a));
}

// Options over a group become one option per zone, each then rewritten.
void Desugar::expand_options(ast::Choose& c) {
  expr(c.player);
  std::vector<ast::Option> options;
  for (auto& o : c.options) {
    const auto* zones = o.binder ? group(o.binder->domain.root) : nullptr;
    if (!zones) options.push_back(o);
    for (std::size_t i = 0; zones && i < zones->size(); ++i) {
      options.push_back(o);
      options.back().binder->domain.root = with_zone(o.binder->domain.root, (*zones)[i]);
    }
  }
  for (auto& o : options) {
    if (o.binder) binder(*o.binder);
    block(o.body);
  }
  c.options = std::move(options);
}

// `if any` becomes the `if` around the choice that asks whether any option
// that binds an element has one.
void Desugar::choose(ast::Choose& c, std::vector<ast::Stmt>& out) {
  if (c.up_to || c.any_number || c.stop) return limited(c, out);
  expand_options(c);
  if (!c.if_any) return void(out.push_back(ast::Stmt(c)));
  std::vector<ast::Node> any;
  for (const auto& o : c.options)
    if (o.binder) any.push_back(any_option(o));
  if (any.empty()) return error(c, "'choose ... if any' with no option that binds an element: it is never skipped");
  c.if_any = false;
  ast::Branch br;
  place(br, c);
  br.cond = expr_at(join(std::move(any), ast::BinaryOp::or_, c), c);
  place(br.body, c);
  br.body.stmts.push_back(ast::Stmt(c));
  ast::If i;
  place(i, c);
  i.branches.push_back(std::move(br));
  out.push_back(ast::Stmt(std::move(i)));
}

bool Desugar::limit_misused(const ast::Choose& c) {
  const char* why = nullptr;
  if (c.up_to && c.any_number) why = "'up to' and 'any number' together: say one";
  else if (!c.up_to && !c.any_number) why = "'else' names the option that stops an 'up to' or 'any number' choice";
  else if (!c.stop) why = "an 'up to' or 'any number' choice names its option to stop: else \"LABEL\"";
  else if (c.if_any) why = "'if any' is implied: an 'up to' or 'any number' choice stops when nothing is left";
  else if (v_.picked.empty() || v_.stopped.empty())
    why = "'up to' and 'any number' need the rules' marks: a per_card var flagged picked and a var flagged stopped";
  if (why) error(c, why);
  return why != nullptr;
}

// Each binding option offers only elements not picked yet and marks what it
// picks; `else` stops. `up to N`: N rounds at most; `any number`: until
// nothing is left or the player stops. The rules clear the marks (their
// vars) once the effect is over, as they do for hand-written marks.
void Desugar::limited(ast::Choose& c, std::vector<ast::Stmt>& out) {
  if (limit_misused(c)) return;
  expand_options(c);
  std::vector<ast::Node> any;
  for (auto& o : c.options) {
    if (!o.binder) continue;
    ast::Node fresh = binary(ast::BinaryOp::eq, name_ref(o.binder->var, {v_.picked}, c), ast::Node(0L), c);
    o.binder->where = expr_at(o.binder->where ? binary(ast::BinaryOp::and_, o.binder->where->root, fresh, c) : fresh, c);
    o.body.stmts.push_back(mark(name_ref(o.binder->var, {v_.picked}, c), c));
    any.push_back(any_option(o));
  }
  if (any.empty()) return error(c, "an 'up to' or 'any number' choice with no option that binds an element");
  ast::Option stop;
  place(stop, c);
  place(stop.body, c);
  stop.label = *c.stop;
  stop.body.stmts.push_back(mark(name_ref(v_.stopped, {}, c), c));
  c.options.push_back(std::move(stop));
  ast::Node going = binary(ast::BinaryOp::eq, name_ref(v_.stopped, {}, c), ast::Node(0L), c);
  ast::Expr cond = expr_at(binary(ast::BinaryOp::and_, going, paren(join(std::move(any), ast::BinaryOp::or_, c), c), c), c);
  const bool forever = c.any_number;
  boost::optional<ast::Expr> count = c.up_to;
  c.up_to.reset();
  c.any_number = false;
  c.stop.reset();
  ast::Block body;
  place(body, c);
  if (forever) {
    body.stmts.push_back(ast::Stmt(c));
    ast::While w;
    place(w, c);
    w.cond = cond;
    w.body = std::move(body);
    return void(out.push_back(ast::Stmt(std::move(w))));
  }
  expr(*count);
  ast::If guard;
  place(guard, c);
  guard.branches.push_back({});
  place(guard.branches[0], c);
  guard.branches[0].cond = cond;
  place(guard.branches[0].body, c);
  guard.branches[0].body.stmts.push_back(ast::Stmt(c));
  body.stmts.push_back(ast::Stmt(std::move(guard)));
  ast::Repeat r;
  place(r, c);
  r.count = *count;
  r.body = std::move(body);
  out.push_back(ast::Stmt(std::move(r)));
}

// `expire turn;`: every var that lasts a turn back to its initial value
// (per card: only the cards that hold another).
bool Desugar::expire(const ast::Verb& e, std::vector<ast::Stmt>& out) {
  const auto* r = e.args.size() == 1 ? boost::get<ast::Ref>(&e.args[0].root.get()) : nullptr;
  auto it = r && r->members.empty() && e.verb == "expire" ? v_.durations.find(r->head) : v_.durations.end();
  if (it == v_.durations.end()) return false;
  for (const ast::Declare* d : it->second) {
    ast::Node init = d->init ? d->init->root : ast::Node(0L);
    place_all(init, e);
    const bool per_card = has_flag(*d, "per_card"), per_player = has_flag(*d, "per_player");
    const std::string who = per_card ? "c" : "p";
    ast::Set set;
    place(set, e);
    set.target = boost::get<ast::Ref>(name_ref(per_card || per_player ? who : d->name, {}, e).get());
    if (per_card || per_player) set.target.members.push_back(d->name);
    set.value = expr_at(init, e);
    if (!per_card && !per_player) {
      out.push_back(ast::Stmt(std::move(set)));
      continue;
    }
    ast::For f;
    place(f, e);
    place(f.body, e);
    f.binder.var = who;
    place(f.binder, e);
    f.binder.domain = expr_at(name_ref(per_card ? "instances" : "players", {}, e), e);
    if (per_card) f.binder.where = expr_at(binary(ast::BinaryOp::ne, ast::Node(set.target), init, e), e);
    f.body.stmts.push_back(ast::Stmt(std::move(set)));
    out.push_back(ast::Stmt(std::move(f)));
  }
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
  if (auto* x = boost::get<ast::Set>(&v)) expr(x->value);
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

bool is_ability_use(const ast::CardItem& i) {
  const auto* p = boost::get<ast::Property>(&i.get());
  return p && p->key == "ability";
}

// `ability NAME;` replaced by the ability's items, then every item rewritten.
void Desugar::card(ast::CardDef& c) {
  std::vector<ast::CardItem> items;
  for (auto& i : c.items) {
    if (!is_ability_use(i)) {
      items.push_back(std::move(i));
      continue;
    }
    for (const auto& value : boost::get<ast::Property>(i.get()).values) {
      const auto* r = boost::get<ast::Ref>(&value.root.get());
      auto it = r && r->members.empty() ? v_.abilities.find(r->head) : v_.abilities.end();
      if (it == v_.abilities.end()) {
        error(value, "unknown ability '" + (r ? r->head : std::string("?")) + "' (declare it: ability NAME { ... })");
        continue;
      }
      for (const auto& a : it->second->items) items.push_back(a);
    }
  }
  for (auto& i : items) item(i);
  c.items = std::move(items);
}

bool Desugar::decl(ast::Decl& d) {
  auto& v = d.get();
  if (boost::get<ast::Term>(&v) || boost::get<ast::Ability>(&v)) return false;
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
