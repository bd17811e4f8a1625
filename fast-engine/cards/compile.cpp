// The card compiler (compile.hpp): one recursive pass over a card's kernel
// AST. Expressions leave one value on the machine's stack; statements leave
// none, so a choice or a game's own decision stops the machine between
// statements with only the frame's locals to keep (vm.hpp).
#include "fast-engine/cards/compile.hpp"

#include <algorithm>
#include <climits>

#include "fast-engine/card_number.hpp"

namespace canbeat::fast::cards {

namespace {

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

  Program condition(const ast::Permission& s, int* query) {
    const Verb* q = find(b_.queries, s.action);
    if (!q) fail(s, "a statement on '" + s.action + "', which the fast engine does not ask: not compiled");
    const bool obligation = s.modality == "must" && s.only;
    if (s.modality != "cant" && !obligation)
      fail(s, "a '" + s.modality + " " + s.action +
                  "' statement: the fast engine plays a card's 'cant' and 'must only' only");
    prog_.obligation = obligation;
    if (s.params.size() != q->params.size()) fail(s, "'" + s.action + "' with another number of parameters");
    for (std::size_t i = 0; i < s.params.size(); ++i) scope_.push_back({s.params[i], new_slot(s), q->params[i]});
    std::vector<int> otherwise;
    if (s.when) {
      guard(s.when->root, s.params);
      otherwise = unless(s.when->root, *s.when);
    }
    emit(Op::num, 0, 1);
    emit(Op::ret);
    const int no = here();
    for (int j : otherwise) patch_a(j, no);
    if (!otherwise.empty()) emit(Op::num, 0, 0), emit(Op::ret);
    *query = q->id;
    return finish();
  }

 private:
  struct Local {
    std::string name;
    int slot;
    Kind kind;
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
    if (max_depth_ > kStack) fail(card_, "an expression deeper than the fast engine's stack");
    prog_.locals = slots_;
    return std::move(prog_);
  }

  // The stack effect of each instruction, so that a card whose expressions
  // outgrow the machine's stack is refused when compiled.
  static int effect(Op op, int n) {
    switch (op) {
      case Op::num: case Op::local: case Op::self: case Op::you: case Op::game_var: return 1;
      case Op::set_local: case Op::set_game_var: case Op::jump_false: case Op::next: case Op::choose:
      case Op::ret: return -1;
      case Op::set_member: case Op::move: return -2;
      case Op::in_zone: case Op::add: case Op::sub: case Op::mul: case Op::div: case Op::mod: case Op::eq:
      case Op::ne: case Op::lt: case Op::le: case Op::gt: case Op::ge: return -1;
      case Op::perform: return -n;
      case Op::legal: case Op::call: return 1 - n;
      case Op::next_at: case Op::snap: return -1;
      default: return 0;
    }
  }

  int emit(Op op, int a = 0, int n = 0) {
    depth_ += effect(op, n);
    max_depth_ = std::max(max_depth_, depth_);
    if (fuse(op, a)) return int(prog_.code.size()) - 1;
    prog_.code.push_back({op, std::int16_t(a), n});
    return int(prog_.code.size()) - 1;
  }

  // Peephole: the new instruction joins the last one when no jump lands
  // between them (a label taken by here() is a barrier). Stack depth is
  // counted as for the pair.
  bool fuse(Op op, int a) {
    const int size = int(prog_.code.size());
    if (size == 0 || barrier_ >= size) return false;
    Instr& last = prog_.code.back();
    if (last.op == Op::num && op == Op::zone) return last.n = last.n * kZoneStride + a, true;
    if (last.op == Op::num && op == Op::in_zone) return last.op = Op::in_zone_k, true;
    if (last.op == Op::local && op == Op::member) return last.op = Op::local_member, last.n = a, true;
    if (last.op == Op::self && op == Op::member) return last.op = Op::self_member, last.n = a, true;
    static const std::pair<Op, Op> with_constant[] = {{Op::eq, Op::eq_k}, {Op::ne, Op::ne_k}, {Op::lt, Op::lt_k},
                                                      {Op::le, Op::le_k}, {Op::gt, Op::gt_k}, {Op::ge, Op::ge_k}};
    if (last.op == Op::num)
      for (const auto& [plain_op, fused] : with_constant)
        if (op == plain_op) return last.op = fused, true;
    static const std::pair<Op, Op> then_jump[] = {{Op::eq_k, Op::jf_eq_k}, {Op::ne_k, Op::jf_ne_k},
                                                  {Op::lt_k, Op::jf_lt_k}, {Op::le_k, Op::jf_le_k},
                                                  {Op::gt_k, Op::jf_gt_k}, {Op::ge_k, Op::jf_ge_k},
                                                  {Op::in_zone_k, Op::jf_in_zone_k}};
    if (op == Op::jump_false)
      for (const auto& [test, fused] : then_jump)
        if (last.op == test) return last.op = fused, last.a = std::int16_t(a), true;
    return false;
  }

  // The next instruction's index, as a jump's target.
  int here() {
    barrier_ = int(prog_.code.size());
    return barrier_;
  }
  void patch_a(int at, int to) { prog_.code[std::size_t(at)].a = std::int16_t(to); }
  void patch_n(int at, int to) { prog_.code[std::size_t(at)].n = to; }

  int new_slot(const ast::Pos& at) {
    if (slots_ >= kLocals) fail(at, "more locals than the fast engine's frame holds");
    return slots_++;
  }

  // ------------------------------------------------------------ names

  const Local* local(const std::string& name) const {
    for (auto it = scope_.rbegin(); it != scope_.rend(); ++it)
      if (it->name == name) return &*it;
    return nullptr;
  }

  Kind head(const ast::Ref& r) {
    if (const Local* l = local(r.head)) return emit(Op::local, l->slot), l->kind;
    if (r.head == "self") return emit(Op::self), Kind::card;
    if (r.head == "you") return emit(Op::you), Kind::player;
    for (std::size_t s = 0; s < b_.seats.size(); ++s)
      if (b_.seats[s] == r.head) return emit(Op::num, 0, int(s)), Kind::player;
    if (const int z = table_zone(r.head); z >= 0) return emit(Op::num, 0, kTableSeat * kZoneStride + z), Kind::zone;
    if (const GameVar* v = find(b_.game_vars, r.head)) return emit(Op::game_var, v->id), Kind::value;
    for (const auto& [name, id] : b_.constants)
      if (name == r.head) return emit(Op::num, 0, id), Kind::value;
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
      if (m == "owner") return emit(Op::owner), Kind::player;
      if (m == "controller") return emit(Op::controller), Kind::player;
      if (const Member* x = find(b_.members, m)) return emit(Op::member, x->id), Kind::value;
    } else if (on == Kind::player) {
      for (std::size_t z = 0; z < b_.zones.size(); ++z)
        if (!b_.zones[z].table && b_.zones[z].name == m) return emit(Op::zone, int(z)), Kind::zone;
    }
    fail(r, "'" + m + "' is not a member the fast engine binds here");
  }

  Kind ref(const ast::Ref& r) {
    Kind k = head(r);
    for (const std::string& m : r.members) k = member(r, k, m);
    return k;
  }

  // ------------------------------------------------------------ expressions

  void value(const ast::Expr& e) { node(e.root, e); }

  Kind node(const ast::Node& n, const ast::Pos& at) {
    if (const long* v = plain<long>(n)) {
      if (*v < INT_MIN || *v > INT_MAX) fail(at, "a number beyond 32 bits");
      return emit(Op::num, 0, int(*v)), Kind::value;
    }
    if (const auto* s = plain<std::string>(n)) return emit(Op::num, 0, b_.string_id(*s)), Kind::value;
    if (const auto* r = plain<ast::Ref>(n)) return ref(*r);
    if (const auto* p = boxed<ast::Paren>(n)) return node(p->inner.root, p->inner);
    if (const auto* u = boxed<ast::Unary>(n)) {
      node(u->operand, *u);
      emit(u->op == ast::UnaryOp::neg ? Op::neg : Op::not_);
      return Kind::value;
    }
    if (const auto* b = boxed<ast::Binary>(n)) return binary(*b);
    if (const auto* c = boxed<ast::Call>(n)) return call(*c);
    if (const auto* l = boxed<ast::Legal>(n)) return legal(*l), Kind::value;
    if (const auto* a = boxed<ast::Aggregate>(n)) return aggregate(*a), Kind::value;
    fail(at, "an expression the fast engine does not compile");
  }

  Kind binary(const ast::Binary& b) {
    using B = ast::BinaryOp;
    if (b.op == B::and_ || b.op == B::or_) {
      node(b.lhs, b);
      int skip = emit(Op::jump_false);
      if (b.op == B::and_) {
        node(b.rhs, b);
        int end = emit(Op::jump);
        patch_a(skip, here());
        emit(Op::num, 0, 0);
        depth_ -= 1;  // one of the two branches runs
        patch_a(end, here());
      } else {
        emit(Op::num, 0, 1);
        int end = emit(Op::jump);
        patch_a(skip, here());
        depth_ -= 1;
        node(b.rhs, b);
        patch_a(end, here());
      }
      return Kind::value;
    }
    if (b.op == B::in) {
      node(b.lhs, b);
      if (domain(b.rhs, b) == Kind::value) fail(b, "'in' over every instance: not compiled");
      emit(Op::in_zone);
      return Kind::value;
    }
    Kind l = node(b.lhs, b);
    Kind r = node(b.rhs, b);
    if ((l == Kind::zone || r == Kind::zone)) fail(b, "a zone compared as a value: not compiled");
    static const std::pair<B, Op> ops[] = {{B::eq, Op::eq},   {B::ne, Op::ne},   {B::lt, Op::lt},   {B::le, Op::le},
                                           {B::gt, Op::gt},   {B::ge, Op::ge},   {B::add, Op::add}, {B::sub, Op::sub},
                                           {B::mul, Op::mul}, {B::div, Op::div}, {B::mod, Op::mod}};
    for (const auto& [op, code] : ops)
      if (op == b.op) return emit(code), Kind::value;
    fail(b, "an operator the fast engine does not compile");
  }

  // The condition's guard (Program::self_in, self_is, arg_is), from the
  // conjuncts of its top-level `and`: `self in SEAT.ZONE`, `PARAM == self`,
  // `PARAM == SEAT`.
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
    if (b->op == ast::BinaryOp::eq && l && r)
      for (std::size_t i = 0; i < params.size(); ++i)
        for (const auto& [one, other] : {std::pair{l, r}, std::pair{r, l}}) {
          if (one->head != params[i]) continue;
          if (other->head == "self") prog_.self_is = int(i);
          for (std::size_t seat = 0; seat < b_.seats.size(); ++seat)
            if (other->head == b_.seats[seat] && !local(other->head)) prog_.arg = int(i), prog_.arg_is = int(seat);
        }
  }

  // A test compiled as jumps: falls through when it holds, else jumps to
  // one of the returned instructions (to be patched to the false target),
  // so `a and b` in an `if` or a `where` costs no value of its own.
  std::vector<int> unless(const ast::Node& n, const ast::Pos& at) {
    if (const auto* p = boxed<ast::Paren>(n)) return unless(p->inner.root, p->inner);
    if (const auto* b = boxed<ast::Binary>(n); b && b->op == ast::BinaryOp::and_) {
      std::vector<int> jumps = unless(b->lhs, *b);
      for (int j : unless(b->rhs, *b)) jumps.push_back(j);
      return jumps;
    }
    node(n, at);
    return {emit(Op::jump_false)};
  }
  void unless(const ast::Expr& e, int target) {
    for (int j : unless(e.root, e)) patch_a(j, target);
  }

  // A binder's domain: pushes a zone, or -1 for `instances` (returns
  // Kind::value then).
  Kind domain(const ast::Node& n, const ast::Pos& at) {
    if (const auto* r = plain<ast::Ref>(n); r && r->head == "instances" && r->members.empty() && !local("instances"))
      return emit(Op::num, 0, -1), Kind::value;
    if (node(n, at) != Kind::zone) fail(at, "a binder's domain that is not a zone or 'instances': not compiled");
    return Kind::zone;
  }

  // The kernel's functions on a zone and a seat, then the game's own
  // (Binding::functions).
  Kind call(const ast::Call& c) {
    const bool on_zone = c.name == "size" || c.name == "empty" || c.name == "top" || c.name == "bottom";
    if (on_zone && c.args.size() == 1) {
      if (domain(c.args[0].root, c) != Kind::zone) fail(c, c.name + " of every instance: not compiled");
      if (c.name == "top" || c.name == "bottom") {
        if (!ordered(c.args[0])) fail(c, c.name + " of a zone whose order is not the game's: not compiled");
        return emit(Op::zone_card, 0, c.name == "top" ? -1 : 0), Kind::card;
      }
      emit(Op::zone_size);
      if (c.name == "empty") emit(Op::num, 0, 0), emit(Op::eq);
      return Kind::value;
    }
    if (c.name == "seat_of" && c.args.size() == 1 && !find(b_.functions, c.name)) {
      if (node(c.args[0].root, c.args[0]) != Kind::player) fail(c, "seat_of of something that is not a player");
      return Kind::value;
    }
    const Verb* f = find(b_.functions, c.name);
    if (!f) fail(c, "the function '" + c.name + "' is not compiled by the fast engine");
    arguments(c.args, *f, c);
    emit(Op::call, f->id, int(c.args.size()));
    return f->result;
  }

  void arguments(const std::vector<ast::Expr>& args, const Verb& v, const ast::Pos& at) {
    if (args.size() != v.params.size()) fail(at, "'" + v.name + "' with another number of arguments");
    for (std::size_t i = 0; i < args.size(); ++i)
      if (node(args[i].root, args[i]) != v.params[i] && v.params[i] != Kind::value)
        fail(args[i], "an argument of '" + v.name + "' of another kind than the fast engine binds");
  }

  void legal(const ast::Legal& l) {
    const Verb* q = find(b_.queries, l.action);
    if (!q) fail(l, "legal " + l.action + ": an action the fast engine does not ask");
    arguments(l.args, *q, l);
    emit(Op::legal, q->id, int(l.args.size()));
  }

  // any, all, count, sum: a loop over the binder's domain into an
  // accumulator; any and all stop at their first answer.
  void aggregate(const ast::Aggregate& a) {
    const std::string& fn = a.fn;
    if (fn != "any" && fn != "all" && fn != "count" && fn != "sum")
      fail(a, "the aggregate '" + fn + "' is not compiled by the fast engine");
    const int acc = new_slot(a), x = new_slot(a);
    emit(Op::num, 0, fn == "all" ? 1 : 0);
    emit(Op::set_local, acc);
    emit(Op::num, 0, -1);
    emit(Op::set_local, x);
    const int top = here();
    domain(a.binder.domain.root, a.binder.domain);
    const int next = emit(Op::next, x);
    scope_.push_back({a.binder.var, x, Kind::card});
    if (a.binder.where) unless(*a.binder.where, top);
    int done = -1;
    if (fn == "any" || fn == "all") {
      if (!a.value) fail(a, fn + " without a test");
      value(*a.value);
      if (fn == "all") emit(Op::not_);
      emit(Op::jump_false, top);
      emit(Op::num, 0, fn == "any" ? 1 : 0);
      emit(Op::set_local, acc);
      done = emit(Op::jump);
    } else {
      emit(Op::local, acc);
      if (fn == "count") emit(Op::num, 0, 1); else if (a.value) value(*a.value); else fail(a, "sum without a value");
      emit(Op::add);
      emit(Op::set_local, acc);
      emit(Op::jump, top);
    }
    scope_.pop_back();
    patch_n(next, here());
    if (done >= 0) patch_a(done, here());
    emit(Op::local, acc);
  }

  // ------------------------------------------------------------ statements

  void block(const ast::Block& b) {
    const std::size_t mark = scope_.size();
    for (const ast::Stmt& s : b.stmts) stmt(s);
    scope_.resize(mark);
  }

  void stmt(const ast::Stmt& s) {
    const ast::Stmt& v = s;
    if (const auto* x = plain<ast::Let>(v)) {
      const Kind kind = node(x->value.root, x->value);  // a card's let has its members
      int slot = new_slot(*x);
      emit(Op::set_local, slot);
      scope_.push_back({x->name, slot, kind});
    } else if (const auto* x = plain<ast::Set>(v)) {
      set(*x);
    } else if (const auto* x = plain<ast::Move>(v)) {
      if (x->all || x->bottom) fail(*x, "'move all' or 'to bottom': not compiled");
      if (node(x->what.root, x->what) != Kind::card) fail(*x, "a move of something that is not a card");
      if (node(x->to.root, x->to) != Kind::zone) fail(*x, "a move to something that is not a zone");
      emit(Op::move);
    } else if (const auto* x = plain<ast::Perform>(v)) {
      const Verb* p = find(b_.procedures, x->call.name);
      if (!p) fail(x->call, "the procedure '" + x->call.name + "' is not one the fast engine binds");
      arguments(x->call.args, *p, x->call);
      emit(Op::perform, p->id, int(x->call.args.size()));
    } else if (const auto* x = boxed<ast::If>(v)) {
      if_(*x);
    } else if (const auto* x = boxed<ast::For>(v)) {
      for_(*x);
    } else if (const auto* x = boxed<ast::Repeat>(v)) {
      const int k = new_slot(*x);
      value(x->count);
      emit(Op::set_local, k);
      const int top = here();
      const int test = emit(Op::count_down, k);
      loop_body(x->body, top, test);
    } else if (const auto* x = boxed<ast::While>(v)) {
      const int top = here();
      value(x->cond);
      const int test = emit(Op::jump_false);
      loop_body(x->body, top, test, true);
    } else if (const auto* x = boxed<ast::Choose>(v)) {
      choose(*x);
    } else if (const auto* x = plain<ast::Verb>(v)) {
      if (x->verb != "break" || breaks_.empty()) fail(*x, "the statement '" + x->verb + "' is not compiled");
      breaks_.back().push_back(emit(Op::jump));
    } else {
      fail(card_, "a statement the fast engine does not compile");
    }
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
    if (ref(card) != Kind::card || !m || !m->writable)
      fail(s, "'" + t.members.back() + "' is not a card var the fast engine lets a card set");
    value(s.value);
    emit(Op::set_member, m->id);
  }

  void if_(const ast::If& x) {
    std::vector<int> ends;
    for (const ast::Branch& br : x.branches) {
      const std::vector<int> skip = unless(br.cond.root, br.cond);
      block(br.body);
      ends.push_back(emit(Op::jump));
      const int next = here();
      for (int j : skip) patch_a(j, next);
    }
    if (x.otherwise) block(*x.otherwise);
    for (int at : ends) patch_a(at, here());
  }

  void for_(const ast::For& x) {
    const Zone* z = domain_zone(x.binder.domain);
    if (z && z->kept) return for_snapshot(x);
    const int slot = new_slot(x);
    emit(Op::num, 0, -1);
    emit(Op::set_local, slot);
    const int top = here();
    const bool by_position = domain(x.binder.domain.root, x.binder.domain) == Kind::zone && ordered(x.binder.domain);
    if (by_position && moves(x.body))
      fail(x, "a 'for' over an ordered zone whose body may move cards: not compiled (the walk is by position)");
    // By position: `slot` counts, the binder is the next slot.
    const int binder = by_position ? new_slot(x) : slot;
    const int next = emit(by_position ? Op::next_at : Op::next, slot);
    scope_.push_back({x.binder.var, binder, Kind::card});
    if (x.binder.where) unless(*x.binder.where, top);
    loop_body(x.body, top, next);
    scope_.pop_back();
  }

  // A `for` over a zone the host keeps in the reference's order: the zone's
  // cards copied once, when the loop starts, then walked by position (the
  // reference evaluates the domain once, docs/dsl.md "Moves"); the
  // snapshot's height back at the exit (the end, a `break`).
  void for_snapshot(const ast::For& x) {
    const int slot = new_slot(x);
    new_slot(x);
    const int binder = new_slot(x);
    if (domain(x.binder.domain.root, x.binder.domain) != Kind::zone) fail(x, "a 'for' over something that is not a zone");
    emit(Op::snap, slot);
    const int top = here();
    const int next = emit(Op::next_snap, slot);
    scope_.push_back({x.binder.var, binder, Kind::card});
    if (x.binder.where) unless(*x.binder.where, top);
    loop_body(x.body, top, next);
    emit(Op::unsnap, slot);
    scope_.pop_back();
  }

  // Whether a block may change where a card lies: a move, a choice (its
  // options' bodies run later, from the game), or a procedure that moves.
  bool moves(const ast::Block& b) const {
    for (const ast::Stmt& s : b.stmts) {
      if (plain<ast::Move>(s) || boxed<ast::Choose>(s)) return true;
      if (const auto* p = plain<ast::Perform>(s)) {
        const Verb* v = find(b_.procedures, p->call.name);
        if (!v || v->moves) return true;
      }
      if (const auto* i = boxed<ast::If>(s)) {
        for (const ast::Branch& br : i->branches)
          if (moves(br.body)) return true;
        if (i->otherwise && moves(*i->otherwise)) return true;
      }
      if (const auto* f = boxed<ast::For>(s); f && moves(f->body)) return true;
      if (const auto* r = boxed<ast::Repeat>(s); r && moves(r->body)) return true;
      if (const auto* w = boxed<ast::While>(s); w && moves(w->body)) return true;
    }
    return false;
  }

  bool ordered(const ast::Expr& e) const {
    const Zone* z = domain_zone(e);
    return z && z->ordered;
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
    if (c.secret) fail(c, "a secret choice: not compiled");
    if (node(c.player.root, c.player) != Kind::player) fail(c, "a choice by something that is not a player");
    const int at = int(prog_.choices.size());
    prog_.choices.emplace_back();
    emit(Op::choose, at);
    const int over = emit(Op::jump);
    std::vector<int> ends;
    std::vector<Option> options;
    for (const ast::Option& o : c.options) {
      Option opt;
      opt.label = o.label;
      const std::size_t mark = scope_.size();
      if (o.binder) {
        opt.binder = new_slot(o);
        opt.domain = here();
        domain(o.binder->domain.root, o.binder->domain);
        if (here() == opt.domain + 1 && prog_.code.back().op == Op::num) opt.zone = prog_.code.back().n;
        emit(Op::ret);
        scope_.push_back({o.binder->var, opt.binder, Kind::card});
        if (o.binder->where) opt.where = here(), value(*o.binder->where), emit(Op::ret);
      }
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

  const dsl::Game& game_;
  const Binding& b_;
  const ast::CardDef& card_;
  Program prog_;
  std::vector<Local> scope_;
  std::vector<std::vector<int>> breaks_;
  int slots_ = 0, depth_ = 0, max_depth_ = 0;
  int barrier_ = 0;  // no fusion into an instruction before this index
};

}  // namespace

Program compile_power(const dsl::Game& game, const Binding& binding, const ast::CardDef& card,
                      const ast::Power& power) {
  return Compiler(game, binding, card).power(power);
}

Program compile_condition(const dsl::Game& game, const Binding& binding, const ast::CardDef& card,
                          const ast::Permission& statement, int* query) {
  return Compiler(game, binding, card).condition(statement, query);
}

}  // namespace canbeat::fast::cards
