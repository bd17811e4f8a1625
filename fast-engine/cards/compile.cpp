// The card compiler (compile.hpp): one recursive pass over a card's kernel
// AST. Every expression becomes one of the program's ExprSet, for the
// expression machine every game shares (expr.hpp), with the bound codes
// (BoundCode) for the names the game binds; a statement evaluates its
// expressions onto the statements' stack (Op::value) and leaves nothing
// there, so a choice or a game's own decision stops the machine between
// statements with only the frame's locals to keep (vm.hpp).
#include "fast-engine/cards/compile.hpp"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <optional>
#include <stdexcept>

#include "dsl/printer.hpp"
#include "fast-engine/card_number.hpp"
#include "fast-engine/cards/asks.hpp"

namespace canbeat::fast::cards {

const ExprFusion& bound_fusion() {
  static const ExprFusion f = [] {
    ExprFusion g;
    for (int c : {BoundCode::game_var, BoundCode::member, BoundCode::owner, BoundCode::controller,
                  BoundCode::in_zone, BoundCode::zone_size, BoundCode::member_opt})
      g.free_n.set(std::size_t(c));
    g.own_error.set(BoundCode::zone_card);
    g.own_error.set(BoundCode::member_opt);
    g.own_error.set(BoundCode::printed);
    return g;
  }();
  return f;
}

namespace {

using C = BoundCode;

// The alternatives of ast::Node and ast::Stmt: held in place, or behind
// an x3::forward_ast.
template <class T, class V>
const T* plain(const V& v) {
  return boost::get<T>(&v.get());
}
template <class T, class V>
const T* boxed(const V& v) {
  const auto* f = boost::get<ast::x3::forward_ast<T>>(&v.get());
  return f ? &f->get() : nullptr;
}

class Compiler {
 public:
  Compiler(const dsl::Game& game, const Binding& b, const ast::CardDef& card) : game_(game), b_(b), card_(card) {}

  Program power(const ast::Power& p) {
    if (p.event || !p.cost.empty() || !p.attributes.empty())
      fail(p, "power '" + p.name + "' has an event, cost or attribute: not compiled");
    if (!b_.timings.empty()) {
      const auto t = std::find(b_.timings.begin(), b_.timings.end(), p.timing);
      if (t == b_.timings.end())
        fail(p, "power '" + p.name + "': the timing '" + p.timing + "' is not one the fast engine plays");
      prog_.timing = int(t - b_.timings.begin());
    }
    block(p.body);
    emit(Op::halt);
    return finish();
  }

  // A trigger: its parameter, the event's card, in local 0 of its `where`
  // (Program::test, guarded as a condition is) and of its body.
  Program trigger(const ast::Trigger& t) {
    if (!b_.event_id) fail(t, "a trigger: the fast engine fires no events of its own");
    if (t.params.size() != 1) fail(t, "a trigger of another number of parameters than one");
    scope_.push_back({t.params[0], new_slot(t), Kind::card});
    if (t.where) {
      guard(t.where->root, t.params);
      prog_.test = expr(t.where->root, *t.where);
    }
    block(t.body);
    emit(Op::halt);
    return finish();
  }

  // A continuous effect `for c in instances where W: c.M OP X`: W its
  // test and X its amount, c in local 0 of both; the member and the
  // operator are the game's to read.
  Program effect(const ast::Continuous& e) {
    if (!bare(e.binder.domain, "instances")) fail(e.binder.domain, "an effect over another domain than instances");
    if (e.target.head != e.binder.var || e.target.members.size() != 1)
      fail(e.target, "an effect on another card than its binder's");
    scope_.push_back({e.binder.var, new_slot(e), Kind::card});
    if (e.binder.where) {
      guard(e.binder.where->root, {e.binder.var});
      prog_.test = expr(e.binder.where->root, *e.binder.where);
    }
    prog_.amount = expr(e.amount.root, e.amount);
    return finish();
  }

  Program condition(const ast::Permission& s, int* query, bool native) {
    const Verb* q = find(b_.queries, s.action);
    if (!q) fail(s, "a statement on '" + s.action + "', which the fast engine does not ask: not compiled");
    const bool obligation = s.modality == "must" && s.only;
    const bool permission = s.modality == "can";
    if (s.modality != "cant" && !obligation && !permission)
      fail(s, "a '" + s.modality + " " + s.action +
                  "' statement: the fast engine plays a card's 'can', 'cant' and 'must only' only");
    prog_.obligation = obligation;
    prog_.permission = permission;
    if (s.params.size() != q->params.size()) fail(s, "'" + s.action + "' with another number of parameters");
    for (std::size_t i = 0; i < s.params.size(); ++i) scope_.push_back({s.params[i], new_slot(s), q->params[i]});
    if (!native) deciding_ = s.action;
    if (s.when) {
      guard(s.when->root, s.params);
      prog_.test = expr(s.when->root, *s.when);
    }
    *query = q->id;
    return finish();
  }

 private:
  struct Local {
    std::string name;
    int slot;
    Kind kind;
    // A list known when compiled (`let l = players;`, a die, `cards`,
    // `types`, `u.cost`, a list parameter): the expression it names, read
    // where the name is walked; no slot.
    const ast::Expr* alias = nullptr;
    // A card as printed a binder over `cards` names: the binder, whose
    // where tells which definitions it may name (copy_effect).
    const ast::Binder* from = nullptr;
  };

  [[noreturn]] void fail(const ast::Pos& at, const std::string& why) const {
    refuse_at(game_, at, "card '" + card_.name + "': " + why);
  }

  template <class T>
  static const T* find(const std::vector<T>& v, const std::string& name) {
    for (const T& x : v)
      if (x.name == name) return &x;
    return nullptr;
  }

  Program finish() {
    if (max_depth_ > kStack) fail(card_, "a statement deeper than the fast engine's stack");
    fits();
    prog_.locals = top_slots_;
    return std::move(prog_);
  }

  // The statements' stack effect of each instruction, so that a card whose
  // statements outgrow the machine's stack is refused when compiled.
  static int effect(Op op, int n) {
    switch (op) {
      case Op::value: return 1;
      case Op::set_game_var: case Op::choose: case Op::snap: case Op::fire: case Op::reset: return -1;
      case Op::set_member: case Op::set_seat_var: case Op::move: case Op::activate: return -2;
      case Op::perform: case Op::end_game: return -n;
      default: return 0;
    }
  }

  // An instruction's jump and operands are 16 bits (Instr::a, b): a text
  // laid out longer is refused as soon as it is (copies of copies of
  // effects grow fast).
  void fits() const {
    const std::size_t most = std::max({prog_.code.size(), prog_.exprs.exprs.size(), prog_.exprs.aggregates.size(),
                                       prog_.exprs.errors.size(), prog_.exprs.printed.size()});
    if (most > std::size_t(INT16_MAX))
      fail(card_, "the text lays out more than " + std::to_string(INT16_MAX) +
                      " instructions or expressions, more than the fast engine numbers");
  }

  int emit(Op op, int a = 0, int n = 0, int b = 0) {
    if (prog_.code.size() >= std::size_t(INT16_MAX)) fits();
    depth_ += effect(op, n);
    max_depth_ = std::max(max_depth_, depth_);
    prog_.code.push_back({op, std::int16_t(a), n, std::int16_t(b)});
    return int(prog_.code.size()) - 1;
  }

  // ------------------------------------------------------------ the expression machine's code

  // The expression stack effect of an instruction (ExprCode, BoundCode).
  static int xeffect(int code, int n) {
    switch (code) {
      case C::num: case C::subject: case C::local: case C::game_var: case C::aggregate: return 1;
      case C::add: case C::sub: case C::mul: case C::div: case C::mod: case C::eq: case C::ne: case C::lt:
      case C::le: case C::gt: case C::ge: case C::in_zone: case C::jump_false: case C::jump_true: return -1;
      case C::legal: case C::call: return 1 - n;
      case C::store: return -1;
      default: return 0;
    }
  }

  // Appends an instruction to the expression being compiled; a constant
  // zone (`num; zone`) and a test of one (`num; in_zone`) become one
  // instruction when no jump lands between them.
  ExprInstr& xemit(int code, int a = 0, int n = 0) {
    xdepth_ += xeffect(code, n);
    xmax_ = std::max(xmax_, xdepth_);
    if (!x_.empty() && int(x_.size()) > xbarrier_ && x_.back().code == C::num) {
      ExprInstr& last = x_.back();
      if (code == C::zone) return last.n = last.n * kZoneStride + a, last;
      if (code == C::in_zone) return last.code = C::in_zone_k, last;
      if (code == C::zone_size) return last.code = C::zone_size_k, last;
    }
    ExprInstr i;
    i.code = std::uint8_t(code);
    i.a = std::int16_t(a);
    i.n = n;
    x_.push_back(i);
    return x_.back();
  }

  // A rules error of the text as the reference words it
  // (interpreter.cpp Reference::fail).
  std::int16_t rules_error(const ast::Pos& at, const std::string& what) {
    const dsl::Where w = game_.where(at);
    prog_.exprs.errors.push_back(w.file + ":" + std::to_string(w.line) + ":" + std::to_string(w.col) +
                                 ": rules error: " + what);
    return std::int16_t(prog_.exprs.errors.size() - 1);
  }

  // One expression of the program: what `body` emits, fused (expr.hpp
  // fuse()); its index in Program::exprs. An aggregate's tests compile to
  // expressions of their own while another is being compiled.
  template <class Body>
  int expr(const ast::Pos& at, Body&& body, Kind* kind = nullptr) {
    std::vector<ExprInstr> outer;
    std::swap(outer, x_);
    const int depth = xdepth_, max = xmax_, barrier = xbarrier_;
    xdepth_ = xmax_ = xbarrier_ = 0;
    const Kind k = body();
    if (xmax_ > kStack - 2) fail(at, "an expression deeper than the fast engine's stack");
    if (x_.size() > std::size_t(INT16_MAX)) fail(at, "an expression of more instructions than the fast engine numbers");
    fuse(x_, bound_fusion());
    prog_.exprs.exprs.push_back({std::move(x_)});
    if (prog_.exprs.exprs.size() > std::size_t(INT16_MAX)) fits();
    x_ = std::move(outer);
    xdepth_ = depth, xmax_ = max, xbarrier_ = barrier;
    if (kind) *kind = k;
    return int(prog_.exprs.exprs.size()) - 1;
  }
  int expr(const ast::Node& n, const ast::Pos& at, Kind* kind = nullptr) {
    return expr(at, [&] { return node(n, at); }, kind);
  }

  // A statement's operand: its value pushed on the statements' stack.
  Kind value(const ast::Node& n, const ast::Pos& at) {
    Kind k;
    emit(Op::value, expr(n, at, &k));
    return k;
  }
  Kind value(const ast::Expr& e) { return value(e.root, e); }

  // The next instruction's index, as a jump's target.
  int here() { return int(prog_.code.size()); }
  void patch_a(int at, int to) { prog_.code[std::size_t(at)].a = std::int16_t(to); }
  void patch_n(int at, int to) { prog_.code[std::size_t(at)].n = to; }

  int new_slot(const ast::Pos& at) {
    if (slots_ >= kLocals) fail(at, "more locals than the fast engine's frame holds");
    top_slots_ = std::max(top_slots_, slots_ + 1);
    return slots_++;
  }

  // ------------------------------------------------------------ names

  const Local* local(const std::string& name) const {
    for (auto it = scope_.rbegin(); it != scope_.rend(); ++it)
      if (it->name == name) return &*it;
    return nullptr;
  }

  Kind head(const ast::Ref& r) {
    if (const Local* l = local(r.head)) {
      if (l->alias) fail(r, "the list '" + r.head + "' but as a binder's domain or after 'in': not compiled");
      return xemit(C::local, l->slot), l->kind;
    }
    if ((r.head == "self" || r.head == "you") && inlined_ > 0)
      fail(r, "'" + r.head + "' in a function's or procedure's body: not compiled");
    if (r.head == "self") return xemit(C::subject, 0), Kind::card;
    if (r.head == "you") return xemit(C::subject, 1), Kind::player;
    for (std::size_t s = 0; s < b_.seats.size(); ++s)
      if (b_.seats[s] == r.head) return xemit(C::num, 0, int(s)), Kind::player;
    if (const int z = table_zone(r.head); z >= 0) return xemit(C::num, 0, kTableSeat * kZoneStride + z), Kind::zone;
    if (const GameVar* v = find(b_.game_vars, r.head)) return xemit(C::game_var, v->id), Kind::value;
    for (const auto& [name, id] : b_.constants)
      if (name == r.head) return xemit(C::num, 0, id), Kind::value;
    if (r.head == "true" || r.head == "false") return xemit(C::num, 0, r.head == "true"), Kind::value;
    if (r.head == "players") fail(r, "'players' but as an aggregate's or a for's domain: not compiled");
    fail(r, "'" + r.head + "' is not a name the fast engine binds");
  }

  // The id of the table zone `name` (bound `table`), or -1.
  int table_zone(const std::string& name) const {
    for (std::size_t z = 0; z < b_.zones.size(); ++z)
      if (b_.zones[z].table && b_.zones[z].name == name) return int(z);
    return -1;
  }

  Kind member(const ast::Ref& r, Kind on, const std::string& m) {
    if (on == Kind::card) {
      if (m == "owner") return xemit(C::owner), Kind::player;
      if (m == "controller") return xemit(C::controller), Kind::player;
      if (const Member* x = find(b_.members, m)) {
        if (!x->optional) return xemit(C::member, x->id), Kind::value;
        const std::int16_t error = rules_error(r, "card has no member '" + m + "'");
        xemit(C::member_opt, x->id).error = error;
        return Kind::value;
      }
    } else if (on == Kind::power) {
      return power_member(r, m);
    } else if (on == Kind::printed) {
      return printed_member(r, m);
    } else if (on == Kind::player) {
      for (std::size_t z = 0; z < b_.zones.size(); ++z)
        if (!b_.zones[z].table && b_.zones[z].name == m) return xemit(C::zone, int(z)), Kind::zone;
      if (const GameVar* v = find(b_.seat_vars, m)) return xemit(C::seat_var, v->id), Kind::value;
    }
    fail(r, "'" + m + "' is not a member the fast engine binds here");
  }

  // A power's card, or a read its host answers (docs/dsl.md "Power"):
  // `u.cost`, a list, is not compiled.
  Kind power_member(const ast::Ref& r, const std::string& m) {
    if (m == "card") return xemit(C::power_card), Kind::card;
    static const std::pair<const char*, PowerRead> reads[] = {
        {"name", PowerRead::name}, {"timing", PowerRead::timing}, {"event", PowerRead::event}, {"used", PowerRead::used}};
    for (const auto& [name, read] : reads)
      if (m == name) return xemit(C::power_read, int(read)), Kind::value;
    fail(r, "a power's '" + m + "' is not compiled");
  }

  // `u.cost`, a power's cost as a domain (Binding::power_costs): the ref
  // to the power (u), else null.
  std::optional<ast::Ref> cost_of(const ast::Expr& domain) const {
    const auto* r = plain<ast::Ref>(domain.root);
    if (!r || r->members.empty() || r->members.back() != "cost" || !b_.power_costs) return std::nullopt;
    ast::Ref u = *r;
    u.members.pop_back();
    return u;
  }

  // The game's card definitions, each once: `cards`.
  const std::vector<const ast::CardDef*>& printed_cards() {
    if (printed_.empty())
      for (const ast::CardDef* d : game_.card_defs())
        if (std::find(printed_.begin(), printed_.end(), d) == printed_.end()) printed_.push_back(d);
    return printed_;
  }

  // t.m of a card as printed, as the reference reads its definition: its
  // name and team (strings), its type (the declared type's constant), a
  // stat (a number; one it does not print, the rules error where it is
  // read), a keyword, trait, team or symbol it lists (true or false). A
  // column of ExprSet::printed, one value per definition.
  Kind printed_member(const ast::Ref& r, const std::string& m) {
    const Member* x = find(b_.members, m);
    const bool listed = (x && !x->optional && !x->writable && m != "name" && m != "team" && m != "type" &&
                         m != "serial") || (!x && declared_fact(m));
    if ((!x && !listed) || (x && x->writable) || m == "serial")
      fail(r, "a card as printed has no '" + m + "' the fast engine reads");
    std::vector<std::int32_t> column;
    bool unprinted = false;
    for (const ast::CardDef* d : printed_cards()) {
      if (m == "name") column.push_back(b_.string_id(d->name));
      else if (m == "team") column.push_back(b_.string_id(dsl::card_name_value(*d, "team").value_or("")));
      else if (m == "type") column.push_back(type_constant(dsl::card_name_value(*d, "type").value_or("")));
      else if (listed) column.push_back(dsl::card_has(*d, m) ? 1 : 0);
      else if (const std::optional<long> n = dsl::card_number(*d, m)) column.push_back(std::int32_t(*n));
      else column.push_back(kUnprinted), unprinted = true;
    }
    prog_.exprs.printed.push_back(std::move(column));
    ExprInstr& i = xemit(C::printed, int(prog_.exprs.printed.size()) - 1);
    if (unprinted) i.error = rules_error(r, "card has no member '" + m + "'");
    return Kind::value;
  }

  // Whether the game declares the name a fact a card may list (a keyword,
  // trait, team or symbol), which a card as printed has or not.
  bool declared_fact(const std::string& name) const {
    for (const ast::Declare* d : game_.all<ast::Declare>())
      if ((d->what == "keyword" || d->what == "trait" || d->what == "team" || d->what == "symbol") && d->name == name)
        return true;
    return false;
  }

  // A card's type as the constant the game binds for it: by the type's
  // name, or by the short name the rules declare for it (`type NAME =
  // "SHORT";`); a type the game binds no constant for, a number no bound
  // constant is (no text names it but through a card's `type`).
  int type_constant(const std::string& type) const {
    std::string name = type;
    int unbound = -2;
    for (const ast::Declare* d : game_.all<ast::Declare>()) {
      if (d->what != "type") continue;
      if (d->init)
        if (const auto* s = plain<std::string>(d->init->root); s && *s == type) name = d->name;
      if (d->name == name) break;
      --unbound;
    }
    for (const auto& [n, id] : b_.constants)
      if (n == name) return id;
    return INT_MIN / 2 + unbound;
  }

  // The zone of `powers(Z)` (docs/dsl.md "Power"), a domain whose elements
  // are powers; null for another domain.
  const ast::Expr* powers_of(const ast::Expr& domain) const {
    const auto* c = boxed<ast::Call>(domain.root);
    if (!c || c->name != "powers" || c->args.size() != 1) return nullptr;
    if (!b_.powers) fail(*c, "powers: the fast engine binds no card's powers");
    if (!kept(c->args[0])) fail(*c, "powers of a zone the engine does not keep in the reference's order: not compiled");
    return &c->args[0];
  }

  Kind ref(const ast::Ref& r) {
    Kind k = head(r);
    if (k == Kind::printed && r.members.empty()) fail(r, "a card as printed but read by a member: not compiled");
    for (const std::string& m : r.members) k = member(r, k, m);
    return k;
  }

  // ------------------------------------------------------------ expressions

  Kind node(const ast::Node& n, const ast::Pos& at) {
    if (const long* v = plain<long>(n)) {
      if (*v < INT_MIN || *v > INT_MAX) fail(at, "a number beyond 32 bits");
      return xemit(C::num, 0, int(*v)), Kind::value;
    }
    if (const auto* s = plain<std::string>(n)) return xemit(C::num, 0, b_.string_id(*s)), Kind::value;
    if (const auto* r = plain<ast::Ref>(n)) return ref(*r);
    if (const auto* p = boxed<ast::Paren>(n)) return node(p->inner.root, p->inner);
    if (const auto* u = boxed<ast::Unary>(n)) {
      node(u->operand, *u);
      xemit(u->op == ast::UnaryOp::neg ? C::neg : C::not_);
      return Kind::value;
    }
    if (const auto* b = boxed<ast::Binary>(n)) return binary(*b, at);
    if (const auto* c = boxed<ast::Call>(n)) return call(*c);
    if (const auto* l = boxed<ast::Legal>(n)) return legal(*l), Kind::value;
    if (const auto* a = boxed<ast::Aggregate>(n)) return aggregate(*a);
    fail(at, "an expression the fast engine does not compile");
  }

  // `at`: the expression around the operator, which its rules errors name
  // as the reference's do (interpreter/resolved.cpp): a Binary's own
  // position is its left operand's, none when that is a literal.
  Kind binary(const ast::Binary& b, const ast::Pos& at) {
    using B = ast::BinaryOp;
    // `and` (`or`): the left operand's value when it is false (true), else
    // the right's.
    if (b.op == B::and_ || b.op == B::or_) {
      node(b.lhs, at);
      const std::size_t skip = x_.size();
      xemit(b.op == B::and_ ? C::jump_false : C::jump_true);
      node(b.rhs, at);
      xbarrier_ = int(x_.size());
      x_[skip].a = std::int16_t(x_.size());
      return Kind::value;
    }
    if (b.op == B::in) {
      if (const ast::Die* die = die_named(b.rhs)) return in_die(b, *die, at);
      ast::Expr list;
      list.root = b.rhs;
      const ast::Expr& whole = resolved(list);
      if (bare(whole, "players") || bare(whole, "instances") || bare(whole, "cards")) {
        // Every element of its kind is in it: read for its rules errors,
        // then true.
        node(b.lhs, at);
        xemit(C::num, 0, 0), xemit(C::mul), xemit(C::num, 0, 1), xemit(C::add);
        return Kind::value;
      }
      node(b.lhs, at);
      if (domain(b.rhs, b) == Kind::value) fail(b, "'in' over every instance: not compiled");
      xemit(C::in_zone);
      return Kind::value;
    }
    Kind l = node(b.lhs, at);
    Kind r = node(b.rhs, at);
    if ((l == Kind::zone || r == Kind::zone)) fail(b, "a zone compared as a value: not compiled");
    static const std::pair<B, int> ops[] = {{B::eq, C::eq},   {B::ne, C::ne},   {B::lt, C::lt},   {B::le, C::le},
                                            {B::gt, C::gt},   {B::ge, C::ge},   {B::add, C::add}, {B::sub, C::sub},
                                            {B::mul, C::mul}, {B::div, C::div}, {B::mod, C::mod}};
    for (const auto& [op, code] : ops)
      if (op == b.op) {
        ExprInstr& i = xemit(code);
        if (code == C::div || code == C::mod) i.a = rules_error(at, "division by zero");
        return Kind::value;
      }
    fail(b, "an operator the fast engine does not compile");
  }

  // The condition's guard (Program::self_in, self_is, arg_is, power_of),
  // from the conjuncts of its top-level `and`: `self in SEAT.ZONE`,
  // `PARAM == self`, `PARAM == SEAT`, `PARAM.card == self` (a power's).
  void guard(const ast::Node& n, const std::vector<std::string>& params) {
    if (const auto* p = boxed<ast::Paren>(n)) return guard(p->inner.root, params);
    const auto* b = boxed<ast::Binary>(n);
    if (!b) return;
    if (b->op == ast::BinaryOp::and_) return guard(b->lhs, params), guard(b->rhs, params);
    auto bare = [&](const ast::Node& x) -> const ast::Ref* {
      const auto* r = plain<ast::Ref>(x);
      return r && r->members.empty() ? r : nullptr;
    };
    const ast::Ref* l = bare(b->lhs);
    const ast::Ref* r = bare(b->rhs);
    if (b->op == ast::BinaryOp::in && l && l->head == "self" && !local("self"))
      if (const auto* z = plain<ast::Ref>(b->rhs); z && z->members.size() == 1)
        for (std::size_t seat = 0; seat < b_.seats.size(); ++seat)
          for (std::size_t zone = 0; zone < b_.zones.size(); ++zone)
            if (z->head == b_.seats[seat] && !local(z->head) && z->members[0] == b_.zones[zone].name)
              prog_.self_in = int(seat) * kZoneStride + int(zone);
    if (b->op == ast::BinaryOp::in && l && l->head == "self" && !local("self"))
      if (const ast::Ref* z = bare(b->rhs); z && !local(z->head) && table_zone(z->head) >= 0)
        prog_.self_in = kTableSeat * kZoneStride + table_zone(z->head);
    if (b->op == ast::BinaryOp::in && l && l->head == "self" && !local("self"))
      if (const auto* z = plain<ast::Ref>(b->rhs); z && z->head == "self" && z->members.size() == 2 &&
                                                   z->members[0] == "controller")
        for (std::size_t zone = 0; zone < b_.zones.size(); ++zone)
          if (!b_.zones[zone].table && z->members[1] == b_.zones[zone].name) prog_.self_held = int(zone);
    const auto* card_of = plain<ast::Ref>(b->lhs);  // `PARAM.card == self`, a power PARAM
    if (b->op == ast::BinaryOp::eq && r && r->head == "self" && !local("self") && card_of &&
        card_of->members == std::vector<std::string>{"card"})
      for (std::size_t i = 0; i < params.size(); ++i)
        if (const Local* x = local(params[i]); x && x->kind == Kind::power && card_of->head == params[i])
          prog_.power_of = int(i);
    if (b->op == ast::BinaryOp::eq && l && r)
      for (std::size_t i = 0; i < params.size(); ++i)
        for (const auto& [one, other] : {std::pair{l, r}, std::pair{r, l}}) {
          if (one->head != params[i]) continue;
          if (other->head == "self") prog_.self_is = int(i);
          for (std::size_t seat = 0; seat < b_.seats.size(); ++seat)
            if (other->head == b_.seats[seat] && !local(other->head)) prog_.arg = int(i), prog_.arg_is = int(seat);
        }
  }

  // The expression a list's name stands for: a local alias (`let l =
  // players;`), or the body of a function of the game's files whose body
  // is such a list (`function everyone() = players;`); e itself otherwise.
  const ast::Expr& resolved(const ast::Expr& e) const {
    if (const auto* r = plain<ast::Ref>(e.root); r && r->members.empty())
      if (const Local* l = local(r->head); l && l->alias) return resolved(*l->alias);
    if (const auto* c = boxed<ast::Call>(e.root); c && c->args.empty() && !find(b_.functions, c->name))
      for (const ast::Function* g : game_.all<ast::Function>())
        if (g->name == c->name && g->params.empty() && is_list(g->body)) return resolved(g->body);
    return e;
  }

  // Whether e names a list known when compiled: every instance, the
  // players, the cards as printed, the declared types, a die, a power's
  // cost.
  bool is_list(const ast::Expr& e) const {
    const ast::Expr& r = resolved(e);
    return bare(r, "instances") || bare(r, "players") || bare(r, "cards") || bare(r, "types") || die_named(r) ||
           cost_of(r);
  }

  // The declared types in declaration order (`types`), each its constant.
  std::vector<std::pair<std::string, int>> declared_types() const {
    std::vector<std::pair<std::string, int>> out;
    for (const ast::Declare* d : game_.all<ast::Declare>())
      if (d->what == "type") out.emplace_back(d->name, type_constant(d->name));
    return out;
  }

  // Whether a domain is the global `name` (`instances`, `players`), no
  // local of that name hiding it.
  bool bare(const ast::Node& n, const char* name) const {
    const auto* r = plain<ast::Ref>(n);
    return r && r->head == name && r->members.empty() && !local(name);
  }
  bool bare(const ast::Expr& e, const char* name) const { return bare(e.root, name); }

  // A binder's domain: pushes a zone, or -1 for `instances` (returns
  // Kind::value then).
  Kind domain(const ast::Node& n, const ast::Pos& at) {
    if (bare(n, "instances")) return xemit(C::num, 0, -1), Kind::value;
    if (node(n, at) != Kind::zone) fail(at, "a binder's domain that is not a zone or 'instances': not compiled");
    return Kind::zone;
  }

  // A function the game's files declare and the game does not bind,
  // compiled in place: each argument, in order, stored into a local of its
  // own, and the body compiled seeing those alone, not the caller's locals
  // nor `self` and `you` (docs/dsl.md "Function": its body sees its
  // parameters and the global names). The checker refuses recursion.
  Kind inline_function(const ast::Function& f, const ast::Call& c) {
    if (c.args.size() != f.params.size()) fail(c, "'" + f.name + "' with another number of arguments");
    if (inlined_ >= kInlineDepth) fail(c, "functions called " + std::to_string(kInlineDepth) + " deep: not compiled");
    std::vector<Local> params;
    for (std::size_t i = 0; i < c.args.size(); ++i) {
      if (is_list(c.args[i])) {
        params.push_back(list_param(f.params[i].name, c.args[i]));
        continue;
      }
      const Kind k = node(c.args[i].root, c.args[i]);
      const int slot = new_slot(c.args[i]);
      xemit(C::store, slot);
      params.push_back({f.params[i].name, slot, k});
    }
    Kind k = Kind::value;
    in_callee(std::move(params), c, f.name, [&] { k = node(f.body.root, f.body); });
    return k;
  }

  // A list parameter (`cs: list<card>`): the list its argument names,
  // which reads no name of the caller's (a power's cost does).
  Local list_param(const std::string& name, const ast::Expr& arg) const {
    const ast::Expr& list = resolved(arg);
    if (cost_of(list)) fail(arg, "a power's cost passed as a list: not compiled");
    return {name, -1, Kind::value, &list};
  }

  // Compiles `body` seeing only `params` as locals, with no enclosing loop
  // to break out of, one call deeper; what it cannot compile refuses the
  // card at the call (`at`, of `name`), with the body's reason.
  template <class Body>
  void in_callee(std::vector<Local> params, const ast::Pos& at, const std::string& name, Body&& body) {
    std::vector<std::vector<int>> loops;
    std::swap(scope_, params);
    std::swap(breaks_, loops);
    ++inlined_;
    try {
      body();
    } catch (const std::invalid_argument& e) {
      fail(at, "'" + name + "', compiled in place, does not compile: " + e.what());
    }
    --inlined_;
    std::swap(breaks_, loops);
    std::swap(scope_, params);
  }

  // The kernel's functions on a zone and the seats, then the game's own
  // (Binding::functions), then the game's files' (inline_function).
  Kind call(const ast::Call& c) {
    const bool on_zone = c.name == "size" || c.name == "empty" || c.name == "top" || c.name == "bottom";
    if (on_zone && c.args.size() == 1) {
      if (domain(c.args[0].root, c) != Kind::zone) fail(c, c.name + " of every instance: not compiled");
      if (c.name == "top" || c.name == "bottom") {
        if (!in_order(c.args[0]))
          fail(c, c.name + " of a zone the fast engine does not keep in the reference's order: not compiled");
        xemit(C::zone_card, 0, c.name == "top" ? -1 : 0).error =
            rules_error(c, c.name + "(" + dsl::print(c.args[0]) + ") of an empty zone (guard it with empty(...))");
        return Kind::card;
      }
      xemit(C::zone_size);
      if (c.name == "empty") xemit(C::num, 0, 0), xemit(C::eq);
      return Kind::value;
    }
    if (c.name == "powers") fail(c, "powers(...) but as the domain of an aggregate or a 'for': not compiled");
    if (c.name == "printed" && c.args.size() == 2 && !find(b_.functions, c.name)) return printed(c);
    if (c.name == "has" && c.args.size() == 2 && !find(b_.functions, c.name)) return has(c);
    if (c.name == "seat_of" && c.args.size() == 1 && !find(b_.functions, c.name)) {
      if (node(c.args[0].root, c.args[0]) != Kind::player) fail(c, "seat_of of something that is not a player");
      return Kind::value;
    }
    if ((c.name == "opponent" || c.name == "player_at") && c.args.size() == 1 && !find(b_.functions, c.name))
      return seat_call(c);
    const Verb* f = find(b_.functions, c.name);
    if (!f) {
      for (const ast::Function* g : game_.all<ast::Function>())
        if (g->name == c.name) return inline_function(*g, c);
      fail(c, "the function '" + c.name + "' is not compiled by the fast engine");
    }
    arguments(c.args, *f, c);
    xemit(C::call, f->id, int(c.args.size()));
    return f->result;
  }

  // `opponent(p)` and `player_at(n)`, the machine's own (every host counts
  // its seats), with the reference's rules errors at the call
  // (interpreter/eval.cpp eval_call, seat_at): a table of another count
  // than two; a number past the last seat or negative, which the machine
  // words after "no seat number ".
  Kind seat_call(const ast::Call& c) {
    const bool opponent = c.name == "opponent";
    if (node(c.args[0].root, c.args[0]) != (opponent ? Kind::player : Kind::value))
      fail(c, c.name + (opponent ? " of something that is not a player" : " of something that is not a number"));
    xemit(opponent ? C::opponent : C::player_at).error =
        rules_error(c, opponent ? "opponent() needs exactly two players" : "no seat number ");
    return Kind::player;
  }

  // `printed(c, "NAME")`: whether the card prints the stat, for a stat
  // some cards do not print (Member::optional, Host::prints); the
  // reference asks the card's definition (interpreter/eval.cpp).
  Kind printed(const ast::Call& c) {
    const auto* name = plain<std::string>(c.args[1].root);
    const Member* m = name ? find(b_.members, *name) : nullptr;
    if (!m || !m->optional)
      fail(c.args[1], "printed of something but a stat some cards do not print: not compiled");
    if (node(c.args[0].root, c.args[0]) != Kind::card) fail(c.args[0], "printed of something that is not a card");
    xemit(C::prints, m->id);
    return Kind::value;
  }

  // `has(c, "NAME")`: whether the card lists the keyword, trait, team or
  // symbol, as printed (the reference asks the card's definition:
  // interpreter/eval.cpp); a name no card lists is the id -1, never held.
  Kind has(const ast::Call& c) {
    if (!b_.fact_id) fail(c, "has: the fast engine binds no card's keywords, traits, teams or symbols");
    const auto* name = plain<std::string>(c.args[1].root);
    if (!name && !b_.has_named) fail(c.args[1], "has of something but a string literal: not compiled");
    if (node(c.args[0].root, c.args[0]) != Kind::card) fail(c.args[0], "has of something that is not a card");
    if (name) {
      xemit(C::has, b_.fact_id(*name));
    } else {
      node(c.args[1].root, c.args[1]);
      xemit(C::has_named);
    }
    return Kind::value;
  }

  // A call's arguments in order: in the expression (on the statements'
  // stack, `statement`).
  void arguments(const std::vector<ast::Expr>& args, const Verb& v, const ast::Pos& at, bool statement = false) {
    if (args.size() != v.params.size()) fail(at, "'" + v.name + "' with another number of arguments");
    for (std::size_t i = 0; i < args.size(); ++i)
      if ((statement ? value(args[i]) : node(args[i].root, args[i])) != v.params[i] && v.params[i] != Kind::value)
        fail(args[i], "an argument of '" + v.name + "' of another kind than the fast engine binds");
  }

  void legal(const ast::Legal& l) {
    const Verb* q = find(b_.queries, l.action);
    if (!q) fail(l, "legal " + l.action + ": an action the fast engine does not ask");
    if (!deciding_.empty() && asks().may_come_back(l.action, deciding_))
      fail(l, "a legality query (legal " + l.action + ") in a statement of " + deciding_ +
                  " is not compiled: its answer may ask " + deciding_ +
                  "'s again (the game's statements, and the functions they call, ask each other in a loop)");
    arguments(l.args, *q, l);
    xemit(C::legal, q->id, int(l.args.size()));
  }

  // any, all, count, sum, min, max, first over a zone or `instances`
  // (expr.hpp aggregate()): the binder a local, the `where` and the value
  // expressions of their own; min and max over nothing and first finding
  // none are the reference's rules errors (interpreter/eval.cpp,
  // functions.cpp eval_first). first is an element (a card, a player), the
  // others values.
  Kind aggregate(const ast::Aggregate& a) {
    using Fn = ExprAggregate::Fn;
    static const std::pair<const char*, Fn> fns[] = {{"any", Fn::any}, {"all", Fn::all},   {"count", Fn::count},
                                                     {"sum", Fn::sum}, {"min", Fn::min},   {"max", Fn::max},
                                                     {"first", Fn::first}};
    const std::string& fn = a.fn;
    ExprAggregate g;
    const auto* f = std::find_if(std::begin(fns), std::end(fns), [&fn](const auto& x) { return fn == x.first; });
    if (f == std::end(fns)) fail(a, "the aggregate '" + fn + "' is not compiled by the fast engine");
    g.fn = f->second;
    const bool valued = g.fn != Fn::count && g.fn != Fn::first;
    if (valued && !a.value) fail(a, fn + (g.fn == Fn::any || g.fn == Fn::all ? " without a test" : " without a value"));
    if (!valued && a.value) fail(a, fn + " with a value: not compiled");
    if (g.fn == Fn::min || g.fn == Fn::max) g.error = rules_error(a, fn + " over nothing");
    if (g.fn == Fn::first) {
      const std::string where = a.binder.where ? " where " + dsl::print(*a.binder.where) : "";
      g.error = rules_error(a, "first(" + a.binder.var + " in " + dsl::print(a.binder.domain) + where + ") found no element");
    }
    Kind element = Kind::card;
    const ast::Expr& dom = resolved(a.binder.domain);
    if (const std::optional<ast::Ref> u = cost_of(dom)) {
      g.domain = BoundDomain::cost;
      Kind k;
      g.seat = std::int16_t(expr(ast::Node(*u), dom, &k));
      if (k != Kind::power) fail(dom, "'cost' of something that is not a power: not compiled");
      element = Kind::value;
    } else if (const ast::Expr* zone = powers_of(dom)) {
      g.domain = BoundDomain::powers;
      g.seat = std::int16_t(expr(zone->root, *zone));
      element = Kind::power;
    } else if (bare(dom, "instances")) {
      g.domain = ExprAggregate::Domain::instances;
    } else if (bare(dom, "cards")) {
      // The cards as printed (docs/dsl.md "Names"): each definition once,
      // in the game's order of them, its members read from
      // ExprSet::printed.
      g.domain = ExprAggregate::Domain::faces;
      for (std::size_t k = 0; k < printed_cards().size(); ++k) g.faces.push_back(int(k));
      element = Kind::printed;
    } else if (bare(dom, "types")) {
      // The declared types in declaration order, each its constant.
      g.domain = ExprAggregate::Domain::faces;
      for (const auto& t : declared_types()) g.faces.push_back(t.second);
      element = Kind::value;
    } else if (bare(dom, "players")) {
      // Every seat in seat order, as the reference lists `players`.
      g.domain = ExprAggregate::Domain::players;
      element = Kind::player;
    } else if (const ast::Die* die = die_named(dom)) {
      // A die's faces as it prints them, in its order (docs/dsl.md "Die").
      g.domain = ExprAggregate::Domain::faces;
      for (const ast::Expr& f : die->faces) g.faces.push_back(face(f, *die));
      element = Kind::value;
    } else {
      g.domain = BoundDomain::zone;
      Kind k;
      g.seat = std::int16_t(expr(dom.root, dom, &k));
      if (k != Kind::zone) fail(dom, "a binder's domain that is not a zone or 'instances': not compiled");
      // The first of a zone is by the reference's order of it, an
      // unordered zone's too (docs/dsl.md "Moves"): walked by position
      // where the host keeps that order, else refused.
      if (g.fn == Fn::first) {
        if (!kept(dom)) fail(a, "first over a zone the engine does not keep in the reference's order: not compiled");
        g.domain = BoundDomain::kept_zone;
      }
    }
    g.var = std::int16_t(new_slot(a));
    scope_.push_back({a.binder.var, g.var, element, nullptr, element == Kind::printed ? &a.binder : nullptr});
    if (a.binder.where) g.where = std::int16_t(expr(a.binder.where->root, *a.binder.where));
    if (valued) g.value = std::int16_t(expr(a.value->root, *a.value));
    scope_.pop_back();
    g.stop = (g.fn == Fn::any || g.fn == Fn::all) && quiet(g.where) && quiet(g.value);
    const bool first = g.fn == Fn::first;
    prog_.exprs.aggregates.push_back(std::move(g));
    xemit(C::aggregate, int(prog_.exprs.aggregates.size()) - 1);
    return first ? element : Kind::value;
  }

  // Whether expression x (-1: none) can meet no rules error, nor ask the
  // game anything that might: no division, no top or bottom, no opponent
  // or player_at, no function or legality query of the rules, its
  // aggregates' tests likewise.
  bool quiet(int x) const {
    if (x < 0) return true;
    for (const ExprInstr& i : prog_.exprs.exprs[std::size_t(x)].code) {
      switch (i.code) {
        case C::div: case C::mod: case C::zone_card: case C::call: case C::legal: case C::error: case C::error_if:
        case C::member_opt: case C::opponent: case C::player_at: case C::printed:
          return false;
        case C::aggregate: {
          const ExprAggregate& g = prog_.exprs.aggregates[std::size_t(i.a)];
          if (!quiet(g.seat) || !quiet(g.where) || !quiet(g.value)) return false;
          break;
        }
        default: break;
      }
    }
    return true;
  }

  // ------------------------------------------------------------ statements

  // A block's locals end with it: the next block reuses their slots.
  void block(const ast::Block& b) {
    const std::size_t mark = scope_.size();
    const int base = slots_;
    for (const ast::Stmt& s : b.stmts) stmt(s);
    scope_.resize(mark);
    slots_ = base;
  }

  void stmt(const ast::Stmt& s) {
    const ast::Stmt& v = s;
    if (const auto* x = plain<ast::Let>(v)) {
      if (is_list(x->value)) return scope_.push_back({x->name, -1, Kind::value, &x->value});
      Kind kind;  // a card's let has its members
      const int e = expr(x->value.root, x->value, &kind);
      int slot = new_slot(*x);
      const std::vector<ExprInstr>& c = prog_.exprs.exprs[std::size_t(e)].code;
      if (c.size() == 1 && c[0].code == C::num && !c[0].from && !c[0].fused) emit(Op::set, slot, c[0].n);
      else emit(Op::let, slot, e);
      const auto* first = boxed<ast::Aggregate>(x->value.root);
      const bool named = kind == Kind::printed && first && first->fn == "first";
      scope_.push_back({x->name, slot, kind, nullptr, named ? &first->binder : nullptr});
    } else if (const auto* x = plain<ast::Set>(v)) {
      set(*x);
    } else if (const auto* x = plain<ast::Move>(v)) {
      if (x->all) return move_all(*x);
      if (x->bottom && !b_.moves_to_bottom) fail(*x, "'to bottom': not compiled for this game");
      if (value(x->what) != Kind::card) fail(*x, "a move of something that is not a card");
      if (value(x->to) != Kind::zone) fail(*x, "a move to something that is not a zone");
      emit(Op::move, x->bottom ? 1 : 0);
    } else if (const auto* x = plain<ast::Perform>(v)) {
      perform(x->call.name, x->call.args, x->call);
    } else if (const auto* x = boxed<ast::If>(v)) {
      if_(*x);
    } else if (const auto* x = boxed<ast::For>(v)) {
      for_(*x);
    } else if (const auto* x = boxed<ast::Repeat>(v)) {
      const int k = new_slot(*x);
      emit(Op::let, k, expr(x->count.root, x->count));
      const int top = here();
      const int test = emit(Op::count_down, k);
      loop_body(x->body, top, test);
    } else if (const auto* x = boxed<ast::While>(v)) {
      const int top = here();
      const int test = emit(Op::test, 0, expr(x->cond.root, x->cond));
      loop_body(x->body, top, test, true);
    } else if (const auto* x = boxed<ast::Choose>(v)) {
      choose(*x);
    } else if (const auto* x = boxed<ast::Chance>(v)) {
      chance(*x);
    } else if (const auto* x = plain<ast::Verb>(v)) {
      verb(*x);
    } else {
      fail(card_, "a statement the fast engine does not compile");
    }
  }

  // A call of a procedure of the rules: the game's own answer where it
  // binds one, else its body compiled in place.
  // The procedure `name` called with `args` at `at` (a call statement, or
  // a verb the game's files declare).
  void perform(const std::string& name, const std::vector<ast::Expr>& args, const ast::Pos& at) {
    const Verb* p = find(b_.procedures, name);
    if (!p) {
      for (const ast::Procedure* g : game_.all<ast::Procedure>())
        if (g->name == name) return inline_procedure(*g, args, at);
      fail(at, "the procedure '" + name + "' is not one the fast engine binds");
    }
    arguments(args, *p, at, true);
    emit(Op::perform, p->id, int(args.size()));
  }

  // The kernel's verbs a card may say: `break`; `reveal Z;`; those that
  // end the game (docs/dsl.md "Verbs"): `win p, ...;` `lose p;` `win all;`
  // `lose all;` `tie;` (each seat pushed in order) and `undecided`; and
  // the game's own, declared `verb NAME;`: `NAME a, b;` is the procedure
  // call `NAME(a, b);`, as the reference runs it (interpreter/exec.cpp
  // exec_verb: the built-in verbs first).
  void verb(const ast::Verb& x) {
    if (x.verb == "break" && !breaks_.empty() && x.args.empty()) return breaks_.back().push_back(emit(Op::jump));
    if (x.verb == "undecided") return undecided(x);
    if (x.verb == "reveal" && x.args.size() == 1) return reveal(x);
    if (x.verb == "activate" && x.args.size() == 2) return activate(x);
    if (x.verb == "fire" && x.args.size() == 2) return fire(x);
    if (x.verb == "reset" && x.args.size() == 1) return reset(x);
    if (x.verb == "copy_effect" && x.args.size() == 2) return copy_effect(x);
    if (x.verb == "eliminate" && x.args.size() == 1) return eliminate(x);
    if (declares_verb(x.verb)) return perform(x.verb, x.args, x);
    const auto* all = x.args.size() == 1 ? plain<ast::Ref>(x.args[0].root) : nullptr;
    const bool names_all = all && all->head == "all" && all->members.empty();
    Ending how;
    if (x.verb == "tie" && x.args.empty()) how = Ending::tie;
    else if ((x.verb == "win" || x.verb == "lose") && names_all) how = x.verb == "win" ? Ending::win_all : Ending::lose_all;
    else if (x.verb == "win" && !x.args.empty()) how = Ending::win;
    else if (x.verb == "lose" && x.args.size() == 1) how = Ending::lose;
    else fail(x, "the statement '" + x.verb + "' is not compiled");
    if (!names_all)
      for (const ast::Expr& a : x.args)
        if (value(a) != Kind::player) fail(a, "'" + x.verb + "' of something that is not a player");
    emit(Op::end_game, int(how), names_all ? 0 : int(x.args.size()));
  }

  bool declares_verb(const std::string& name) const {
    for (const ast::Declare* d : game_.all<ast::Declare>())
      if (d->what == "verb" && d->name == name) return true;
    return false;
  }

  // `reveal Z;`: the reference logs the zone's cards as an event, which no
  // engine observes and no state keeps; the zone is evaluated for its rules
  // errors, a test that goes on to the next statement either way.
  void reveal(const ast::Verb& x) {
    Kind k;
    const int e = expr(x.args[0].root, x.args[0], &k);
    if (k != Kind::zone) fail(x, "'reveal' of something that is not a zone");
    emit(Op::test, here() + 1, e);
  }

  // `activate u, p;` (interpreter/exec.cpp exec_activate): the host marks
  // the power used this turn and runs its text with `self` its card and
  // `you` p (Host::activate), a text of the game's own programs.
  void activate(const ast::Verb& x) {
    if (!b_.powers) fail(x, "activate: the fast engine binds no card's powers");
    if (value(x.args[0]) != Kind::power) fail(x.args[0], "'activate' of something that is not a power");
    if (value(x.args[1]) != Kind::player) fail(x.args[1], "'activate' for something that is not a player");
    emit(Op::activate);
  }

  // `fire "EVENT", c;` (docs/dsl.md "Trigger"): the host fires the event
  // for card c (Host::fire), one no trigger answers (Binding::event_id -1)
  // with c still evaluated for its rules errors.
  void fire(const ast::Verb& x) {
    if (!b_.event_id) fail(x, "fire: the fast engine fires no events of a card's");
    const auto* name = plain<std::string>(x.args[0].root);
    if (!name) fail(x.args[0], "fire needs the event's name as a string literal");
    if (value(x.args[1]) != Kind::card) fail(x.args[1], "'fire' for something that is not a card");
    emit(Op::fire, b_.event_id(*name));
  }

  // `reset c;` (docs/dsl.md "Verbs"): every per_card var of c, the rules'
  // and the card sets', back to its initial value (Host::reset).
  void reset(const ast::Verb& x) {
    if (!b_.resets) fail(x, "reset: the fast engine binds no reset of a card");
    if (value(x.args[0]) != Kind::card) fail(x.args[0], "'reset' of something that is not a card");
    emit(Op::reset);
  }

  // `eliminate p;` (docs/dsl.md "Outcomes"): the seat decides nothing more
  // (Host::eliminate).
  void eliminate(const ast::Verb& x) {
    if (!b_.eliminates) fail(x, "eliminate: not compiled for this game");
    if (value(x.args[0]) != Kind::player) fail(x.args[0], "'eliminate' of something that is not a player");
    emit(Op::eliminate);
  }

  // `copy_effect t, p;` (interpreter/exec.cpp exec_copy_effect): the first
  // power of t, a card of `cards`, runs for p as the running card's own
  // (`self` stays; nothing is marked used), then the text goes on as its
  // user's. t is a definition's index known only when the game runs:
  // each definition the binder that names t may name (its where decided
  // on the print where it can be, may_name) gets the copy of its power's
  // body, behind a test of t.
  void copy_effect(const ast::Verb& x) {
    const auto* r = plain<ast::Ref>(x.args[0].root);
    const Local* t = r && r->members.empty() ? local(r->head) : nullptr;
    if (!t || t->alias || t->kind != Kind::printed)
      fail(x.args[0], "copy_effect of something but a card of `cards` a binder names: not compiled");
    if (inlined_ > 0) {
      // A call hides the card's `self`: the reference's rules error.
      emit(Op::test, here() + 1, expr(x, [&] {
             xemit(C::num, 0, 0);
             xemit(C::error_if, 0, 0).error = rules_error(x, "copy_effect outside a card's text");
             return Kind::value;
           }));
      return;
    }
    if (copies_ >= kInlineDepth) fail(x, "copy_effect " + std::to_string(kInlineDepth) + " deep: not compiled");
    const int saved = new_slot(x);
    emit(Op::let, saved, expr(x, [&] { return xemit(C::subject, 1), Kind::player; }));
    if (value(x.args[1]) != Kind::player) fail(x.args[1], "copy_effect for something that is not a player");
    emit(Op::set_you);
    const Local card = *t;
    std::vector<int> ends;
    // One copy runs: each copy's locals start at the same slot.
    const int base = slots_;
    int top = base;
    for (std::size_t d = 0; d < printed_cards().size(); ++d) {
      if (card.from && !may_name(*card.from, *printed_cards()[d])) continue;
      const int skip = emit(Op::test, 0, expr(x, [&] {
                              xemit(C::local, card.slot), xemit(C::num, 0, int(d)), xemit(C::eq);
                              return Kind::value;
                            }));
      slots_ = base;
      copied(*printed_cards()[d], x);
      top = std::max(top, slots_);
      ends.push_back(emit(Op::jump));
      patch_a(skip, here());
    }
    slots_ = top;
    for (int e : ends) patch_a(e, here());
    local_value(saved, x);
    emit(Op::set_you);
  }

  // The first power of d run in place, seeing none of the copying text's
  // names but `self` and `you`; a card with none, the reference's rules
  // error.
  void copied(const ast::CardDef& d, const ast::Verb& x) {
    const ast::Power* power = nullptr;
    for (const auto& item : d.items)
      if (const auto* p = boost::get<ast::Power>(&item.get()); p && !power) power = p;
    if (!power) {
      emit(Op::test, here() + 1, expr(x, [&] {
             xemit(C::num, 0, 0);
             xemit(C::error_if, 0, 0).error = rules_error(x, "copy_effect: " + d.name + " has no effect");
             return Kind::value;
           }));
      return;
    }
    std::vector<Local> none;
    std::vector<std::vector<int>> loops;
    std::swap(scope_, none);
    std::swap(breaks_, loops);
    ++copies_;
    block(power->body);
    --copies_;
    std::swap(breaks_, loops);
    std::swap(scope_, none);
  }

  // Whether a binder over `cards` may name definition d: false where its
  // where, read on d's print, is false (decided()).
  bool may_name(const ast::Binder& b, const ast::CardDef& d) const {
    return !b.where || decided(b.where->root, b.var, d) != 0;
  }

  // A condition read on a card's print: 1 true, 0 false, -1 where it reads
  // anything but the binder's printed members, numbers, strings and bound
  // constants (`and`, `or` and `not` decided as far as their parts are).
  int decided(const ast::Node& n, const std::string& var, const ast::CardDef& d) const {
    if (const auto* p = boxed<ast::Paren>(n)) return decided(p->inner.root, var, d);
    if (const auto* u = boxed<ast::Unary>(n); u && u->op == ast::UnaryOp::not_) {
      const int v = decided(u->operand, var, d);
      return v < 0 ? -1 : !v;
    }
    const auto* b = boxed<ast::Binary>(n);
    if (!b) {
      const std::optional<int> v = printed_value(n, var, d);
      return v ? *v != 0 : -1;
    }
    using B = ast::BinaryOp;
    if (b->op == B::and_ || b->op == B::or_) {
      const int l = decided(b->lhs, var, d), r = decided(b->rhs, var, d);
      const int stop = b->op == B::and_ ? 0 : 1;
      if (l == stop || r == stop) return stop;
      return l < 0 || r < 0 ? -1 : !stop;
    }
    const std::optional<int> l = printed_value(b->lhs, var, d), r = printed_value(b->rhs, var, d);
    if (!l || !r) return -1;
    switch (b->op) {
      case B::eq: return *l == *r;
      case B::ne: return *l != *r;
      case B::lt: return *l < *r;
      case B::le: return *l <= *r;
      case B::gt: return *l > *r;
      case B::ge: return *l >= *r;
      default: return -1;
    }
  }

  // A value known from d's print: a number, a string, a bound constant,
  // true or false, or var's printed name, team, type, stat or listed
  // keyword (as printed_member reads them).
  std::optional<int> printed_value(const ast::Node& n, const std::string& var, const ast::CardDef& d) const {
    if (const long* v = plain<long>(n)) return int(*v);
    if (const auto* str = plain<std::string>(n)) return b_.string_id(*str);
    const auto* r = plain<ast::Ref>(n);
    if (!r) return std::nullopt;
    if (r->members.empty()) {
      if (local(r->head)) return std::nullopt;
      if (r->head == "true" || r->head == "false") return int(r->head == "true");
      for (const auto& [name, id] : b_.constants)
        if (name == r->head) return id;
      return std::nullopt;
    }
    if (r->head != var || r->members.size() != 1) return std::nullopt;
    const std::string& m = r->members[0];
    const Member* x = find(b_.members, m);
    if (!x) return declared_fact(m) ? std::optional<int>(dsl::card_has(d, m)) : std::nullopt;
    if (x->writable || m == "serial") return std::nullopt;
    if (m == "name") return b_.string_id(d.name);
    if (m == "team") return b_.string_id(dsl::card_name_value(d, "team").value_or(""));
    if (m == "type") return type_constant(dsl::card_name_value(d, "type").value_or(""));
    if (!x->optional) return int(dsl::card_has(d, m));
    if (const std::optional<long> v = dsl::card_number(d, m)) return int(*v);
    return std::nullopt;
  }

  // `undecided "id", "why";`: the outcome `undecided id` (the why is the
  // reference's event log's, which no engine observes).
  void undecided(const ast::Verb& x) {
    const auto* id = x.args.empty() || x.args.size() > 2 ? nullptr : plain<std::string>(x.args[0].root);
    if (!id || (x.args.size() == 2 && !plain<std::string>(x.args[1].root)))
      fail(x, "'undecided' but with a literal id and reason: not compiled");
    prog_.texts.push_back(*id);
    emit(Op::end_game, int(Ending::undecided), 0, int(prog_.texts.size()) - 1);
  }

  // A procedure the game's files declare and the game does not bind,
  // compiled in place as inline_function compiles a function: each
  // argument, in order, into a local of its own, and the body seeing those
  // alone (not the caller's locals, loops, `self` or `you`).
  void inline_procedure(const ast::Procedure& f, const std::vector<ast::Expr>& args, const ast::Pos& at) {
    if (args.size() != f.params.size()) fail(at, "'" + f.name + "' with another number of arguments");
    if (inlined_ >= kInlineDepth) fail(at, "procedures called " + std::to_string(kInlineDepth) + " deep: not compiled");
    std::vector<Local> params;
    const int base = slots_;
    for (std::size_t i = 0; i < args.size(); ++i) {
      if (is_list(args[i])) {
        params.push_back(list_param(f.params[i].name, args[i]));
        continue;
      }
      Kind kind;
      const int e = expr(args[i].root, args[i], &kind);
      const int slot = new_slot(args[i]);
      emit(Op::let, slot, e);
      params.push_back({f.params[i].name, slot, kind});
    }
    in_callee(std::move(params), at, f.name, [&] { block(f.body); });
    slots_ = base;  // the parameters end with the call, as a block's locals
  }

  // The body, a jump back to `top`, and the exit (`test`'s target, every
  // `break`) after it; `a_field`: the exit is test's a, else its n.
  void loop_body(const ast::Block& body, int top, int test, bool a_field = false) {
    breaks_.emplace_back();
    block(body);
    emit(Op::jump, top);
    const int end = here();
    if (a_field) patch_a(test, end); else patch_n(test, end);
    for (int at : breaks_.back()) patch_a(at, end);
    breaks_.pop_back();
  }

  void set(const ast::Set& s) {
    const ast::Ref& t = s.target;
    if (t.members.empty()) {
      const GameVar* v = find(b_.game_vars, t.head);
      if (!v || !v->writable) fail(s, "'" + t.head + "' is not a var the fast engine lets a card set");
      value(s.value);
      emit(Op::set_game_var, v->id);
      return;
    }
    ast::Ref card = t;
    card.members.pop_back();
    const Member* m = find(b_.members, t.members.back());
    Kind k;
    emit(Op::value, expr(s, [&] { return ref(card); }, &k));
    if (k == Kind::player) return set_seat_var(s);
    if (k != Kind::card || !m || !m->writable)
      fail(s, "'" + t.members.back() + "' is not a card var the fast engine lets a card set");
    value(s.value);
    emit(Op::set_member, m->id);
  }

  // `set P.NAME = v;`, the seat P on the statements' stack.
  void set_seat_var(const ast::Set& s) {
    const GameVar* v = find(b_.seat_vars, s.target.members.back());
    if (!v || !v->writable)
      fail(s, "'" + s.target.members.back() + "' is not a player's var the fast engine lets a card set");
    value(s.value);
    emit(Op::set_seat_var, v->id);
  }

  void if_(const ast::If& x) {
    std::vector<int> ends;
    for (const ast::Branch& br : x.branches) {
      const int skip = emit(Op::test, 0, expr(br.cond.root, br.cond));
      block(br.body);
      ends.push_back(emit(Op::jump));
      patch_a(skip, here());
    }
    if (x.otherwise) block(*x.otherwise);
    for (int at : ends) patch_a(at, here());
  }

  void for_(const ast::For& x) {
    const ast::Expr& dom = resolved(x.binder.domain);
    if (bare(dom, "players")) return for_seats(x);
    if (bare(dom, "cards")) return for_known(x, std::vector<int>(printed_cards().size()), Kind::printed);
    if (bare(dom, "types")) {
      std::vector<int> types;
      for (const auto& t : declared_types()) types.push_back(t.second);
      return for_known(x, types, Kind::value);
    }
    if (const ast::Die* die = die_named(dom)) {
      std::vector<int> faces;
      for (const ast::Expr& f : die->faces) faces.push_back(face(f, *die));
      return for_known(x, faces, Kind::value);
    }
    if (const ast::Expr* zone = powers_of(dom)) {
      Kind k;
      const int e = expr(*zone, [&] { return domain(zone->root, *zone); }, &k);
      if (k != Kind::zone) fail(x, "a 'for' over something that is not a zone");
      return for_snapshot(x, e, Kind::power);
    }
    // Every instance, in instance order, as the reference lists them. A
    // zone's walk is by the reference's order of it, an unordered zone's
    // too (docs/dsl.md "Moves"), which only a zone the host keeps has.
    Kind k;
    const int every = expr(dom, [&] { return domain(dom.root, dom); }, &k);
    if (k == Kind::zone) {
      if (!kept(dom))
        fail(x, "a 'for' over a zone the fast engine does not keep in the reference's order: not compiled");
      return for_snapshot(x, every, Kind::card);
    }
    const int slot = new_slot(x);
    const int in = new_slot(x);
    emit(Op::let, in, every);
    emit(Op::set, slot, -1);
    const int top = here();
    const int next = emit(Op::next, slot, 0, in);
    scope_.push_back({x.binder.var, slot, Kind::card});
    if (x.binder.where) emit(Op::test, top, expr(x.binder.where->root, *x.binder.where));
    loop_body(x.body, top, next);
    scope_.pop_back();
  }

  // A `for` over a list known when compiled, in its order: the cards as
  // printed (Kind::printed: the binder is the definition's index), or
  // `values` (the declared types, a die's faces), the binder read from a
  // column of ExprSet::printed at the round's index.
  void for_known(const ast::For& x, const std::vector<int>& values, Kind element) {
    const int index = new_slot(x);
    const bool printed = element == Kind::printed;
    const int binder = printed ? index : new_slot(x);
    emit(Op::set, index, -1);
    const int top = here();
    const int next = emit(Op::count_up, index, 0, int(values.size()));
    if (!printed) {
      prog_.exprs.printed.push_back(values);
      const int column = int(prog_.exprs.printed.size()) - 1;
      emit(Op::let, binder, expr(x, [&] { return xemit(C::local, index), xemit(C::printed, column), Kind::value; }));
    }
    scope_.push_back({x.binder.var, binder, element, nullptr, printed ? &x.binder : nullptr});
    if (x.binder.where) emit(Op::test, top, expr(x.binder.where->root, *x.binder.where));
    loop_body(x.body, top, next);
    scope_.pop_back();
  }

  // `for p in players where W { ... }`: every seat in seat order, as the
  // reference lists `players`.
  void for_seats(const ast::For& x) {
    const int slot = new_slot(x);
    emit(Op::set, slot, -1);
    const int top = here();
    const int next = emit(Op::next_seat, slot);
    scope_.push_back({x.binder.var, slot, Kind::player});
    if (x.binder.where) emit(Op::test, top, expr(x.binder.where->root, *x.binder.where));
    loop_body(x.body, top, next);
    scope_.pop_back();
  }

  // A `for` over a zone the host keeps in the reference's order: the zone's
  // cards copied once, when the loop starts, then walked by position (the
  // reference evaluates the domain once, docs/dsl.md "Moves"); the
  // snapshot's height back at the exit (the end, a `break`). Over
  // `powers(zone)` (element Kind::power), each card's powers in its stead.
  void for_snapshot(const ast::For& x, int zone, Kind element) {
    const int slot = new_slot(x);
    new_slot(x);
    const int binder = new_slot(x);
    emit(Op::value, zone);
    emit(Op::snap, slot, 0, element == Kind::power);
    const int top = here();
    const int next = emit(Op::next_snap, slot);
    scope_.push_back({x.binder.var, binder, element});
    if (x.binder.where) emit(Op::test, top, expr(x.binder.where->root, *x.binder.where));
    loop_body(x.body, top, next);
    emit(Op::unsnap, slot);
    scope_.pop_back();
  }

  // `move all Z to W`: as the reference moves them (interpreter/exec.cpp),
  // W read once, then Z's cards in Z's order each onto W's top, or to its
  // bottom last card first (so the first ends lowest): a snapshot of a
  // zone the host keeps in the reference's order, walked by position.
  void move_all(const ast::Move& x) {
    if (!kept(x.what))
      fail(x, "'move all' from a zone the fast engine does not keep in the reference's order: not compiled");
    if (x.bottom && !b_.moves_to_bottom) fail(x, "'to bottom': not compiled for this game");
    Kind k;
    const int to = new_slot(x);
    emit(Op::let, to, expr(x.to.root, x.to, &k));
    if (k != Kind::zone) fail(x, "a move to something that is not a zone");
    const int slot = new_slot(x);
    new_slot(x);
    const int card = new_slot(x);
    value(x.what);
    emit(Op::snap, slot, x.bottom ? 1 : 0);
    const int top = here();
    const int next = emit(Op::next_snap, slot);
    local_value(card, x);
    local_value(to, x);
    emit(Op::move, x.bottom ? 1 : 0);
    emit(Op::jump, top);
    patch_n(next, here());
    emit(Op::unsnap, slot);
  }

  // A local's value pushed on the statements' stack.
  void local_value(int slot, const ast::Pos& at) {
    emit(Op::value, expr(at, [&] { return xemit(C::local, slot), Kind::value; }));
  }

  // A zone the host answers by position in the reference's order: an
  // ordered one, or any it keeps (docs/dsl.md "Moves": `top` is the last
  // card moved there, ordered or not).
  bool in_order(const ast::Expr& e) const {
    const Zone* z = domain_zone(e);
    return z ? z->ordered || z->kept : every_kept();
  }

  // Whether the host keeps the zone a domain names in the reference's
  // order; a zone it names by no bound name (a let's, a function's) where
  // the host keeps every zone.
  bool kept(const ast::Expr& e) const {
    const Zone* z = domain_zone(e);
    return z ? z->kept : every_kept();
  }

  bool every_kept() const {
    return !b_.zones.empty() && std::all_of(b_.zones.begin(), b_.zones.end(), [](const Zone& z) { return z.kept; });
  }

  // The bound zone a domain names (`you.hand`), or none.
  const Zone* domain_zone(const ast::Expr& e) const {
    const auto* r = plain<ast::Ref>(e.root);
    if (r && r->members.empty() && !local(r->head) && table_zone(r->head) >= 0)
      return &b_.zones[std::size_t(table_zone(r->head))];
    if (!r || r->members.empty()) return nullptr;
    for (const Zone& z : b_.zones)
      if (!z.table && z.name == r->members.back()) return &z;
    return nullptr;
  }

  // `choose P { option ... }`: the machine stops with the chooser; each
  // option's domain and where become tests the game runs per candidate,
  // its body the code take() jumps to.
  void choose(const ast::Choose& c) {
    if (c.if_any || c.up_to || c.any_number || c.stop) fail(c, "'if any', 'up to' or 'any number': not compiled");
    if (value(c.player) != Kind::player) fail(c, "a choice by something that is not a player");
    const int at = int(prog_.choices.size());
    prog_.choices.emplace_back().secret = c.secret;
    prog_.choices.back().none = rules_error(c, "a player must choose, but no option is open");
    emit(Op::choose, at);
    const int over = emit(Op::jump);
    std::vector<int> ends;
    std::vector<Option> options;
    for (const ast::Option& o : c.options) {
      Option opt;
      opt.label = o.label;
      const std::size_t mark = scope_.size();
      if (o.binder) bind_option(opt, *o.binder, o);
      opt.body = here();
      block(o.body);
      ends.push_back(emit(Op::jump));
      scope_.resize(mark);
      options.push_back(opt);
    }
    for (int e : ends) patch_a(e, here());
    patch_a(over, here());
    std::stable_sort(options.begin(), options.end(),
                     [](const Option& a, const Option& b) { return a.label + " " < b.label + " "; });
    prog_.choices[std::size_t(at)].options = std::move(options);
  }

  // An option's binder: its local, its domain (a constant zone noted, as
  // the game lists its candidates without the machine) and `where` as
  // expressions, the name in scope until the caller's mark.
  void bind_option(Option& opt, const ast::Binder& b, const ast::Pos& at) {
    opt.binder = new_slot(at);
    const ast::Expr& dom = resolved(b.domain);
    if (known_list(dom, opt)) {
      if (!b_.known_options) fail(at, "an option over a list known when compiled: not compiled for this game");
      const bool printed = bare(dom, "cards");
      scope_.push_back({b.var, opt.binder, printed ? Kind::printed : Kind::value, nullptr, printed ? &b : nullptr});
      if (b.where) opt.where = expr(b.where->root, *b.where);
      return;
    }
    if (bare(dom, "players")) {
      // Every seat, the game listing them (option_ok); a player's key is
      // its seat's name.
      opt.players = true;
      scope_.push_back({b.var, opt.binder, Kind::player});
      if (b.where) opt.where = expr(b.where->root, *b.where);
      return;
    }
    const ast::Expr* powers = powers_of(dom);
    if (powers && !b_.power_options) fail(at, "an option over powers(...): not compiled for this game");
    const ast::Expr& zone = powers ? *powers : dom;
    opt.powers = powers != nullptr;
    opt.domain = expr(zone, [&] { return domain(zone.root, zone); });
    const std::vector<ExprInstr>& d = prog_.exprs.exprs[std::size_t(opt.domain)].code;
    if (d.size() == 1 && d[0].code == C::num && !d[0].from && !d[0].fused) opt.zone = d[0].n;
    scope_.push_back({b.var, opt.binder, powers ? Kind::power : Kind::card});
    if (b.where) opt.where = expr(b.where->root, *b.where);
  }

  // An option's candidates known when compiled (Option::elements, keys):
  // the cards as printed (a definition's index, keyed by its name), the
  // declared types (keyed by name) or a die's faces (by number); false for
  // another domain.
  bool known_list(const ast::Expr& dom, Option& opt) {
    if (bare(dom, "cards")) {
      for (std::size_t k = 0; k < printed_cards().size(); ++k)
        opt.elements.push_back(int(k)), opt.keys.push_back(printed_cards()[k]->name);
    } else if (bare(dom, "types")) {
      for (const auto& [name, id] : declared_types()) opt.elements.push_back(id), opt.keys.push_back(name);
    } else if (const ast::Die* die = die_named(dom)) {
      for (const ast::Expr& f : die->faces) {
        opt.elements.push_back(face(f, *die));
        opt.keys.push_back(std::to_string(opt.elements.back()));
      }
    } else {
      return false;
    }
    return true;
  }

  // `chance "LABEL" x in D where W { ... }` (interpreter/decide.cpp): the
  // driver picks one of D's elements W holds for, each its own option
  // (a card's key is its own); the decision is D's seat's, none for a table
  // zone or every instance. Over nothing it is the reference's rules error,
  // met after W is asked of every element, as the reference asks it.
  void chance(const ast::Chance& c) {
    if (const ast::Die* die = die_named(c.binder.domain)) return roll(c, *die);
    if (bare(resolved(c.binder.domain), "players")) fail(c, "a chance over the players: not compiled");
    ast::Aggregate open;
    static_cast<ast::Pos&>(open) = c;
    open.fn = "count";
    open.binder = c.binder;
    const int none = rules_error(c, "chance over nothing");
    const int counted = expr(c, [&] {
      aggregate(open);
      xemit(C::error_if, 0, 0).error = std::int16_t(none);
      return Kind::value;
    });
    emit(Op::test, here() + 1, counted);
    const int at = int(prog_.choices.size());
    prog_.choices.emplace_back().chance = true;
    Option opt;
    opt.label = c.label;
    const std::size_t mark = scope_.size();
    bind_option(opt, c.binder, c);
    // The pile, whose seat draws; powers(Z) and a list known when compiled
    // are no seat's pile (interpreter/decide.cpp).
    if (opt.powers || !opt.elements.empty()) emit(Op::value, expr(c, [&] { return xemit(C::num, 0, -1), Kind::value; }));
    else emit(Op::value, opt.domain);
    chance_body(c, at, opt, mark);
  }

  // A chance's stop (its chooser on the stack) at choice `at`, and its one
  // option's body, the scope back to `mark` after it.
  void chance_body(const ast::Chance& c, int at, Option& opt, std::size_t mark) {
    emit(Op::chance, at);
    const int over = emit(Op::jump);
    opt.body = here();
    block(c.body);
    scope_.resize(mark);
    patch_a(over, here());
    prog_.choices[std::size_t(at)].options = {opt};
  }

  // `x in DIE`: whether x is one of the die's faces, as `x == F1 or x ==
  // F2 ...` with x read once.
  Kind in_die(const ast::Binary& b, const ast::Die& die, const ast::Pos& at) {
    node(b.lhs, at);
    const int slot = new_slot(b);
    xemit(C::store, slot);
    std::vector<std::size_t> found;
    for (std::size_t k = 0; k < die.faces.size(); ++k) {
      if (k > 0) found.push_back(x_.size()), xemit(C::jump_true);
      xemit(C::local, slot);
      xemit(C::num, 0, face(die.faces[k], die));
      xemit(C::eq);
    }
    if (die.faces.empty()) xemit(C::num, 0, 0);
    xbarrier_ = int(x_.size());
    for (std::size_t at_jump : found) x_[at_jump].a = std::int16_t(x_.size());
    return Kind::value;
  }

  // The die a bare name means (`alien_die`), unless a local hides it.
  const ast::Die* die_named(const ast::Expr& e) const { return die_named(e.root); }
  const ast::Die* die_named(const ast::Node& n) const {
    const auto* r = plain<ast::Ref>(n);
    if (r && r->members.empty())
      if (const Local* l = local(r->head); l && l->alias) return die_named(l->alias->root);
    if (!r || !r->members.empty() || local(r->head)) return nullptr;
    for (const ast::Die* d : game_.all<ast::Die>())
      if (d->name == r->head) return d;
    return nullptr;
  }

  // A die's face as printed: a number, or minus one.
  int face(const ast::Expr& f, const ast::Pos& at) {
    const ast::Node* n = &f.root;
    int sign = 1;
    if (const auto* u = boxed<ast::Unary>(*n); u && u->op == ast::UnaryOp::neg) n = &u->operand, sign = -1;
    const long* v = plain<long>(*n);
    if (!v) fail(at, "a die whose face is not a number: not compiled");
    return sign * int(*v);
  }

  // `chance "LABEL" r in DIE where W { ... }` (interpreter/decide.cpp): the
  // driver rolls, no seat's decision; each face W holds for is an option,
  // one printed twice weighing two (open_faces). W is asked of every face
  // in the die's order first, as the reference asks it, so a rules error
  // in W is met where the reference meets it; none holding is its "chance
  // over nothing".
  void roll(const ast::Chance& c, const ast::Die& die) {
    if (!b_.rolls_dice) fail(c, "a chance over a die: not compiled for this game");
    if (die.faces.size() > std::size_t(kMaxFaces)) fail(c, "a die of more faces than the fast engine lists: not compiled");
    std::vector<int> faces;
    for (const ast::Expr& f : die.faces) faces.push_back(face(f, die));
    Option opt;
    opt.label = c.label;
    opt.zone = -1;  // no pile: the host lists the faces
    const std::size_t mark = scope_.size();
    opt.binder = new_slot(c);
    scope_.push_back({c.binder.var, opt.binder, Kind::value});
    if (c.binder.where) {
      opt.where = expr(c.binder.where->root, *c.binder.where);
      const int found = new_slot(c);
      emit(Op::set, found, 0);
      for (int v : faces) {
        emit(Op::set, opt.binder, v);
        const int fails = emit(Op::test, 0, opt.where);
        emit(Op::set, found, 1);
        patch_a(fails, here());
      }
      const int none = rules_error(c, "chance over nothing");
      emit(Op::test, here() + 1, expr(c, [&] {
             xemit(C::local, found);
             xemit(C::error_if, 0, 0).error = std::int16_t(none);
             return Kind::value;
           }));
    }
    const int at = int(prog_.choices.size());
    prog_.choices.emplace_back().chance = true;
    prog_.choices.back().faces = std::move(faces);
    emit(Op::value, expr(c, [&] { return xemit(C::num, 0, -1), Kind::value; }));  // no seat's
    chance_body(c, at, opt, mark);
  }

  const dsl::Game& game_;
  const Binding& b_;
  const ast::CardDef& card_;
  Program prog_;
  std::vector<Local> scope_;
  std::vector<std::vector<int>> breaks_;
  int slots_ = 0, top_slots_ = 0, depth_ = 0, max_depth_ = 0;
  std::vector<ExprInstr> x_;  // the expression being compiled
  int xdepth_ = 0, xmax_ = 0;
  int xbarrier_ = 0;  // no fusion into an expression instruction before this index
  // The action of the statement whose condition is being compiled ("" for
  // a power): a legality query that may come back to it is refused.
  std::string deciding_;
  // Which actions each action's statements ask, built once per card when a
  // statement's condition first asks a query.
  std::optional<Asks> asks_;
  std::vector<const ast::CardDef*> printed_;  // `cards`, once listed
  const Asks& asks() {
    if (!asks_) asks_.emplace(game_);
    return *asks_;
  }
  // Game functions and procedures being compiled in place, innermost last.
  static constexpr int kInlineDepth = 16;
  int inlined_ = 0;
  int copies_ = 0;  // copy_effect bodies being compiled in place
};

}  // namespace

Program compile_power(const dsl::Game& game, const Binding& binding, const ast::CardDef& card,
                      const ast::Power& power) {
  return Compiler(game, binding, card).power(power);
}

Program compile_trigger(const dsl::Game& game, const Binding& binding, const ast::CardDef& card,
                        const ast::Trigger& trigger) {
  return Compiler(game, binding, card).trigger(trigger);
}

Program compile_effect(const dsl::Game& game, const Binding& binding, const ast::CardDef& card,
                       const ast::Continuous& effect) {
  return Compiler(game, binding, card).effect(effect);
}

Program compile_condition(const dsl::Game& game, const Binding& binding, const ast::CardDef& card,
                          const ast::Permission& statement, int* query, bool native) {
  return Compiler(game, binding, card).condition(statement, query, native);
}

}  // namespace canbeat::fast::cards
