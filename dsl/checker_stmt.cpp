// Checks statements (docs/dsl.md, "Statements"): each verb, move and set
// against the types it needs, procedure calls against their declarations,
// and `break` only inside a loop.
#include <boost/variant/apply_visitor.hpp>

#include "dsl/checker_env.hpp"

namespace canbeat::dsl::check_detail {
namespace {

using K = Type::Kind;

// Only declared vars can change: `set p.discards = ...;`, `set c.damage = ...;`,
// `set d.open = ...;` (a door's) or `set round = ...;`.
void check_set(Env& env, const ast::Set& s) {
  Type target = type_of_ref(env, s.target);
  bool global = s.target.members.empty() && env.global_vars.count(s.target.head);
  const Type* owner = s.target.members.size() == 1 ? env.lookup(s.target.head) : nullptr;
  const std::string& member = s.target.members.empty() ? s.target.head : s.target.members[0];
  bool per_player = owner && owner->kind == K::player && env.per_player_vars.count(member);
  bool per_card = owner && owner->kind == K::card && env.per_card_vars.count(member);
  bool per_door = owner && owner->kind == K::door && env.per_door_vars.count(member);
  if (target.kind != K::unknown && !global && !per_player && !per_card && !per_door)
    env.error(s.target, "only a declared var can be set");
  // A game var holds what it is declared to (`var leader: player;`).
  const Type* declared = global ? env.lookup(s.target.head) : nullptr;
  expect_type(env, s.value, type_of(env, s.value), declared ? *declared : Type::of(K::int_), "the value set");
}

void check_move(Env& env, const ast::Move& m) {
  Type what = type_of(env, m.what);
  expect_type(env, m.what, what, Type::of(m.all ? K::zone : K::card),
              m.all ? "what `move all` moves" : "what `move` moves");
  expect_type(env, m.to, type_of(env, m.to), Type::of(K::zone), "where `move` moves to");
}

// `tap c;` for a procedure the rules declare a verb (`verb tap;`).
void check_declared_verb(Env& env, const ast::Verb& v) {
  auto it = env.procedures.find(v.verb);
  if (it == env.procedures.end()) {
    for (const auto& a : v.args) type_of(env, a);
    return;  // the `verb` declaration reports it
  }
  check_args(env, v, "verb '" + v.verb + "'", param_types(it->second), v.args);
}

// `all` alone, the argument of `win all;` and `lose all;`.
bool is_all(const ast::Expr& e) {
  const auto* r = boost::get<ast::Ref>(&e.root.get());
  return r && r->head == "all" && r->members.empty();
}

// `win all;` `lose all;`: every seat together. Elsewhere `all` opens an
// aggregate, `all(x in L : C)`.
bool check_all(Env& env, const ast::Verb& v) {
  bool any = false;
  for (const auto& a : v.args) any = any || is_all(a);
  if (!any) return false;
  if ((v.verb != "win" && v.verb != "lose") || v.args.size() != 1)
    env.error(v, "'all' stands alone, after win or lose: `win all;` `lose all;`");
  return true;
}

void check_verb(Env& env, const ast::Verb& v) {
  if (check_all(env, v)) return;
  const VerbSignature* sig = find_verb(v.verb);
  if (!sig && env.is("verb", v.verb)) return check_declared_verb(env, v);
  if (!sig) {
    env.error(v, "unknown verb '" + v.verb + "'");
    for (const auto& a : v.args) type_of(env, a);
    return;
  }
  if (v.verb == "break" && env.loop_depth == 0) env.error(v, "'break' outside a loop");
  std::vector<Type> ps;
  for (K k : sig->params) ps.push_back(Type::of(k));
  // `win a, b;`: a team wins together.
  if (v.verb == "win" && v.args.size() > 1) ps.assign(v.args.size(), Type::of(K::player));
  // `look p, c;`: one card instead of a zone's.
  if (v.verb == "look" && v.args.size() == 2 && type_of(env, v.args[1]).kind == K::card) ps[1] = Type::of(K::card);
  check_args(env, v, "'" + v.verb + "'", ps, v.args);
}

void check_perform(Env& env, const ast::Perform& p) {
  auto it = env.procedures.find(p.call.name);
  if (it == env.procedures.end()) {
    env.error(p.call, "unknown procedure '" + p.call.name + "'");
    for (const auto& a : p.call.args) type_of(env, a);
    return;
  }
  check_args(env, p.call, "procedure '" + p.call.name + "'", param_types(it->second),
             p.call.args);
}

void check_cond(Env& env, const ast::Expr& e, const char* what) {
  expect_type(env, e, type_of(env, e), Type::of(K::bool_), what);
}

void check_loop_body(Env& env, const ast::Block& b) {
  ++env.loop_depth;
  check_block(env, b);
  --env.loop_depth;
}

struct StmtChecker {
  using result_type = void;
  Env& env;
  void operator()(const ast::Let& s) const { env.bind(s.name, type_of(env, s.value)); }
  void operator()(const ast::Set& s) const { check_set(env, s); }
  void operator()(const ast::Move& s) const { check_move(env, s); }
  void operator()(const ast::Verb& s) const { check_verb(env, s); }
  void operator()(const ast::Perform& s) const { check_perform(env, s); }
  void operator()(const ast::If& s) const {
    for (const auto& b : s.branches) {
      check_cond(env, b.cond, "an 'if' condition");
      check_block(env, b.body);
    }
    if (s.otherwise) check_block(env, *s.otherwise);
  }
  void operator()(const ast::For& s) const {
    Scoped scope(env);
    bind_binder(env, s.binder);
    check_loop_body(env, s.body);
  }
  void operator()(const ast::Repeat& s) const {
    expect_type(env, s.count, type_of(env, s.count), Type::of(K::int_), "a 'repeat' count");
    check_loop_body(env, s.body);
  }
  void operator()(const ast::While& s) const {
    check_cond(env, s.cond, "a 'while' condition");
    check_loop_body(env, s.body);
  }
  void operator()(const ast::Choose& s) const {
    expect_type(env, s.player, type_of(env, s.player), Type::of(K::player),
                "who chooses");
    for (const auto& o : s.options) {
      check_key_text(env, o, o.label, "an option's label", !o.binder);
      Scoped scope(env);
      if (o.binder) bind_binder(env, *o.binder);
      check_block(env, o.body);
    }
  }
  void operator()(const ast::Chance& s) const {
    check_key_text(env, s, s.label, "a chance's label", false);
    Scoped scope(env);
    bind_binder(env, s.binder);
    check_block(env, s.body);
  }
  template <class T>
  void operator()(const boost::spirit::x3::forward_ast<T>& f) const {
    (*this)(f.get());
  }
};

}  // namespace

// Option keys are built from labels and card names and saved one per line
// in repro files: a key must not be empty nor hold a control byte (a CR
// would end the line early on a Windows checkout).
void check_key_text(Env& env, const ast::Pos& at, const std::string& text, const std::string& what,
                    bool needs_text) {
  if (needs_text && text.empty()) env.error(at, what + " cannot be empty: it is the option's key");
  for (unsigned char c : text)
    if (c < 0x20 || c == 0x7f) {
      static const char* digits = "0123456789abcdef";
      env.error(at, what + " cannot hold a control character (byte 0x" + std::string(1, digits[c >> 4]) +
                        digits[c & 0xf] + ")");
      return;
    }
}

void check_block(Env& env, const ast::Block& b) {
  Scoped scope(env);
  for (const auto& s : b.stmts) boost::apply_visitor(StmtChecker{env}, s.get());
}

void bind_params(Env& env, const std::vector<ast::Param>& ps) {
  for (const auto& p : ps) {
    Type t;
    if (!parse_type_name(p.type, t)) env.error(p, "unknown type '" + p.type + "'");
    env.bind(p.name, t);
  }
}

}  // namespace canbeat::dsl::check_detail
