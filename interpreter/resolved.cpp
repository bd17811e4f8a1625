// Resolving a game's expressions once (resolved.hpp): a walk over every
// declaration, statement and expression of the game's files, first to
// learn which names are ever bound as locals, then to build each
// expression's nodes.
#include "interpreter/resolved.hpp"

#include <unordered_set>

namespace canbeat::interp {

namespace {

Fold fold_of(const std::string& fn) {
  if (fn == "count") return Fold::count;
  if (fn == "sum") return Fold::sum;
  if (fn == "min") return Fold::min;
  if (fn == "max") return Fold::max;
  if (fn == "any") return Fold::any;
  if (fn == "all") return Fold::all;
  if (fn == "first") return Fold::first;
  return Fold::unknown;
}

}  // namespace

// The walk. `locals` first collects every name a rule binds; `resolving`
// then builds the nodes of every expression met.
struct Resolution::Builder {
  Resolution& out;
  Names& names;
  std::unordered_set<int> locals;
  bool resolving = false;

  void local(const std::string& name) { locals.insert(names.id(name)); }

  Resolved& node(Resolved::Op op, const ast::Pos* at) {
    Resolved& r = out.nodes_.emplace_back();
    r.op = op;
    r.at = at;
    return r;
  }

  // ------------------------------------------------------------ expressions
  const Resolved* expr(const ast::Expr& e) {
    if (!resolving) {
      walk_locals(e.root);
      return nullptr;
    }
    Resolved* r = const_cast<Resolved*>(resolve(e.root, e));
    r->expr = &e;
    out.resolved_.add(&e, r);
    return r;
  }
  void expr(const boost::optional<ast::Expr>& e) {
    if (e) expr(*e);
  }

  // Only the binders inside an expression bind names (an aggregate's).
  void walk_locals(const ast::Node& n) {
    if (const auto* c = boost::get<ast::x3::forward_ast<ast::Call>>(&n.var))
      for (const ast::Expr& a : c->get().args) walk_locals(a.root);
    else if (const auto* l = boost::get<ast::x3::forward_ast<ast::Legal>>(&n.var))
      for (const ast::Expr& a : l->get().args) walk_locals(a.root);
    else if (const auto* a = boost::get<ast::x3::forward_ast<ast::Aggregate>>(&n.var)) {
      binder(a->get().binder);
      if (a->get().value) walk_locals(a->get().value->root);
    } else if (const auto* u = boost::get<ast::x3::forward_ast<ast::Unary>>(&n.var))
      walk_locals(u->get().operand);
    else if (const auto* b = boost::get<ast::x3::forward_ast<ast::Binary>>(&n.var)) {
      walk_locals(b->get().lhs);
      walk_locals(b->get().rhs);
    } else if (const auto* p = boost::get<ast::x3::forward_ast<ast::Paren>>(&n.var))
      walk_locals(p->get().inner.root);
  }

  // `at`: what an operator's errors name (Reference::eval_binary): the
  // expression around it, or the unary operator it is the operand of.
  const Resolved* resolve(const ast::Node& n, const ast::Pos& at) {
    struct Visit {
      Builder& b;
      const ast::Pos& at;
      const Resolved* operator()(long v) const {
        Resolved& r = b.node(Resolved::Op::integer, &at);
        r.number = v;
        return &r;
      }
      const Resolved* operator()(const std::string& s) const {
        Resolved& r = b.node(Resolved::Op::text, &at);
        r.text = &s;
        return &r;
      }
      const Resolved* operator()(const ast::Ref& x) const { return b.ref(x); }
      const Resolved* operator()(const ast::x3::forward_ast<ast::Call>& x) const { return b.call(x.get()); }
      const Resolved* operator()(const ast::x3::forward_ast<ast::Legal>& x) const {
        Resolved& r = b.node(Resolved::Op::legal, &x.get());
        r.name = b.names.id(x.get().action);
        for (const ast::Expr& a : x.get().args) r.args.push_back(b.expr(a));
        return &r;
      }
      const Resolved* operator()(const ast::x3::forward_ast<ast::Aggregate>& x) const {
        return b.aggregate(x.get());
      }
      const Resolved* operator()(const ast::x3::forward_ast<ast::Unary>& x) const {
        const ast::Unary& u = x.get();
        Resolved& r = b.node(u.op == ast::UnaryOp::neg ? Resolved::Op::neg : Resolved::Op::not_, &u);
        r.lhs = b.resolve(u.operand, u);
        return &r;
      }
      const Resolved* operator()(const ast::x3::forward_ast<ast::Binary>& x) const {
        const ast::Binary& bin = x.get();
        using enum ast::BinaryOp;
        Resolved& r = b.node(bin.op == and_  ? Resolved::Op::and_
                             : bin.op == or_ ? Resolved::Op::or_
                                             : Resolved::Op::binary,
                             &at);
        r.binary = bin.op;
        r.lhs = b.resolve(bin.lhs, at);
        r.rhs = b.resolve(bin.rhs, at);
        return &r;
      }
      const Resolved* operator()(const ast::x3::forward_ast<ast::Paren>& x) const {
        Resolved& r = b.node(Resolved::Op::paren, &at);
        r.lhs = b.expr(x.get().inner);
        return &r;
      }
    };
    return boost::apply_visitor(Visit{*this, at}, n.var);
  }

  // p.hand.size: the name, then each member in turn, each naming the
  // reference in its errors.
  const Resolved* ref(const ast::Ref& x) {
    Resolved* r = &node(Resolved::Op::name, &x);
    r->name = names.id(x.head);
    r->maybe_local = locals.count(r->name) > 0;
    for (const std::string& m : x.members) {
      Resolved& member = node(Resolved::Op::member, &x);
      member.name = names.id(m);
      out.members_read_.insert(member.name);
      member.lhs = r;
      r = &member;
    }
    return r;
  }

  // A built-in function first, then the game's (Reference::eval_call).
  const Resolved* call(const ast::Call& c) {
    const NameInfo& name = names.info(names.id(c.name));
    Resolved& r = node(!name.builtin_function && name.function ? Resolved::Op::function : Resolved::Op::call, &c);
    r.builtin = name.builtin_function;
    r.function = name.function;
    r.call = &c;
    for (const ast::Expr& a : c.args) r.args.push_back(expr(a));
    return &r;
  }

  const Resolved* aggregate(const ast::Aggregate& a) {
    Resolved& r = node(Resolved::Op::aggregate, &a);
    r.fold = fold_of(a.fn);
    r.aggregate = &a;
    r.name = names.id(a.binder.var);
    r.lhs = expr(a.binder.domain);
    if (a.binder.where) r.rhs = expr(*a.binder.where);
    if (a.value) r.value = expr(*a.value);
    return &r;
  }

  // ------------------------------------------------------------- statements
  void binder(const ast::Binder& b) {
    local(b.var);
    expr(b.domain);
    expr(b.where);
  }

  void block(const ast::Block& b) {
    for (const ast::Stmt& s : b.stmts) stmt(s);
  }

  void stmt(const ast::Stmt& s) {
    struct Visit {
      Builder& b;
      void operator()(const ast::Let& x) const {
        b.local(x.name);
        b.expr(x.value);
      }
      void operator()(const ast::Set& x) const { b.expr(x.value); }
      void operator()(const ast::Move& x) const {
        b.expr(x.what);
        b.expr(x.to);
      }
      void operator()(const ast::Verb& x) const {
        for (const ast::Expr& a : x.args) b.expr(a);
      }
      void operator()(const ast::Perform& x) const {
        for (const ast::Expr& a : x.call.args) b.expr(a);
      }
      void operator()(const ast::x3::forward_ast<ast::If>& x) const {
        for (const ast::Branch& br : x.get().branches) {
          b.expr(br.cond);
          b.block(br.body);
        }
        if (x.get().otherwise) b.block(*x.get().otherwise);
      }
      void operator()(const ast::x3::forward_ast<ast::For>& x) const {
        b.binder(x.get().binder);
        b.block(x.get().body);
      }
      void operator()(const ast::x3::forward_ast<ast::Repeat>& x) const {
        b.expr(x.get().count);
        b.block(x.get().body);
      }
      void operator()(const ast::x3::forward_ast<ast::While>& x) const {
        b.expr(x.get().cond);
        b.block(x.get().body);
      }
      void operator()(const ast::x3::forward_ast<ast::Choose>& x) const {
        const ast::Choose& c = x.get();
        b.expr(c.player);
        b.expr(c.up_to);
        for (const ast::Option& o : c.options) {
          if (o.binder) b.binder(*o.binder);
          b.block(o.body);
        }
      }
      void operator()(const ast::x3::forward_ast<ast::Chance>& x) const {
        b.binder(x.get().binder);
        b.block(x.get().body);
      }
    };
    boost::apply_visitor(Visit{*this}, s.var);
  }

  // ----------------------------------------------------------- declarations
  void permission(const ast::Permission& p) {
    for (const std::string& n : p.params) local(n);
    expr(p.when);
  }
  void trigger(const ast::Trigger& t) {
    for (const std::string& n : t.params) local(n);
    expr(t.where);
    block(t.body);
  }
  void continuous(const ast::Continuous& c) {
    binder(c.binder);
    expr(c.amount);
  }

  // A card's statements, triggers, effects and powers (its properties are
  // read as printed, never evaluated).
  void card(const ast::CardDef& c) {
    for (const ast::CardItem& item : c.items) {
      if (const auto* p = boost::get<ast::Permission>(&item.var)) permission(*p);
      else if (const auto* t = boost::get<ast::Trigger>(&item.var)) trigger(*t);
      else if (const auto* k = boost::get<ast::Continuous>(&item.var)) continuous(*k);
      else if (const auto* w = boost::get<ast::Power>(&item.var)) block(w->body);
    }
  }

  void decl(const ast::Decl& d) {
    if (const auto* x = boost::get<ast::Declare>(&d.var)) expr(x->init);
    else if (const auto* a = boost::get<ast::ActionDecl>(&d.var)) expr(a->guard);
    else if (const auto* p = boost::get<ast::Permission>(&d.var)) permission(*p);
    else if (const auto* pr = boost::get<ast::Procedure>(&d.var)) {
      for (const ast::Param& param : pr->params) local(param.name);
      block(pr->body);
    } else if (const auto* ph = boost::get<ast::Phase>(&d.var)) block(ph->body);
    else if (const auto* t = boost::get<ast::Trigger>(&d.var)) trigger(*t);
    else if (const auto* c = boost::get<ast::Continuous>(&d.var)) continuous(*c);
    else if (const auto* s = boost::get<ast::CardSet>(&d.var))
      for (const ast::CardDef& c : s->cards) card(c);
    else if (const auto* k = boost::get<ast::Deck>(&d.var)) {
      for (const ast::DeckEntry& e : k->entries)
        if (const auto* c = boost::get<ast::CardDef>(&e.var)) card(*c);
    } else if (const auto* die = boost::get<ast::Die>(&d.var)) {
      for (const ast::Expr& f : die->faces) expr(f);
    } else if (const auto* f = boost::get<ast::Function>(&d.var)) {
      for (const ast::Param& param : f->params) local(param.name);
      expr(f->body);
    }
  }

  void game(const dsl::Game& g) {
    for (const dsl::SourceFile& f : g.files)
      for (const ast::Decl& d : f.ast.decls) decl(d);
  }
};

Resolution::Resolution(const dsl::Game& game, Names& names) {
  Builder b{*this, names, {}, false};
  b.local("self");
  b.local("you");
  b.game(game);
  b.resolving = true;
  b.game(game);
}

}  // namespace canbeat::interp
