// RapidCheck: random small ASTs (valid identifiers, every node kind) print to
// text that parses back to the same AST. The generator stays inside what the
// grammar can spell: identifiers are not reserved words, numbers are not
// negative (`-5` is a unary minus), strings hold no quote or newline, and a
// verb's or `move all`'s first argument does not start with '(' (that reads
// as a call or an aggregate). Binary trees are those the parser builds: a
// side that binds more loosely than its operator is parenthesised.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include "dsl/game.hpp"
#include "dsl/keywords.hpp"
#include "dsl/precedence.hpp"
#include "dsl/printer.hpp"

namespace canbeat::dsl {
namespace {

int pick(int lo, int hi) { return *rc::gen::inRange(lo, hi + 1); }
bool coin() { return pick(0, 1) == 1; }

std::string word() {
  static const std::string first = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_";
  static const std::string rest = first + "0123456789";
  std::string s(1, first[static_cast<std::size_t>(pick(0, static_cast<int>(first.size()) - 1))]);
  for (int n = pick(0, 6); n > 0; --n)
    s += rest[static_cast<std::size_t>(pick(0, static_cast<int>(rest.size()) - 1))];
  return s;
}

std::string ident() {
  std::string s = word();
  return is_reserved(s) ? s + "_" : s;
}

std::string text() {
  std::string s;
  for (int n = pick(0, 8); n > 0; --n) {
    char c = static_cast<char>(pick(32, 126));
    s += c == '"' ? '\'' : c;
  }
  return s;
}

template <class T>
boost::optional<T> maybe(T (*make)(int), int depth) {
  if (coin()) return make(depth);
  return boost::none;
}

boost::optional<std::string> maybe_text() {
  if (coin()) return text();
  return boost::none;
}

ast::Expr expr(int depth);

ast::Binder binder(int depth) {
  ast::Binder b;
  b.var = ident();
  b.domain = expr(depth);
  b.where = maybe(expr, depth);
  return b;
}

std::vector<ast::Expr> exprs(int depth, int lo, int hi) {
  std::vector<ast::Expr> v;
  for (int n = pick(lo, hi); n > 0; --n) v.push_back(expr(depth));
  return v;
}

ast::Node paren(ast::Expr e) { return ast::Node(ast::Paren{std::move(e)}); }

// An operand of a binary operator: never a bare Binary.
ast::Node operand(int depth) {
  int k = depth <= 0 ? pick(0, 2) : pick(0, 7);
  switch (k) {
    case 0: return ast::Node(static_cast<long>(pick(0, 1000000)));
    case 1: return ast::Node(text());
    case 2: {
      ast::Ref r;
      r.head = ident();
      for (int n = pick(0, 2); n > 0; --n) r.members.push_back(word());
      return ast::Node(r);
    }
    case 3: {
      ast::Call c;
      c.name = ident();
      c.args = exprs(depth - 1, 0, 3);
      return ast::Node(c);
    }
    case 4: {
      ast::Legal l;
      l.action = ident();
      l.args = exprs(depth - 1, 0, 3);
      return ast::Node(l);
    }
    case 5: {
      static const char* fns[] = {"count", "sum", "min", "max", "any", "all"};
      ast::Aggregate a;
      a.fn = fns[pick(0, 5)];
      a.binder = binder(depth - 1);
      a.value = maybe(expr, depth - 1);
      return ast::Node(a);
    }
    case 6: {
      ast::Unary u;
      u.op = coin() ? ast::UnaryOp::neg : ast::UnaryOp::not_;
      u.operand = operand(depth - 1);
      return ast::Node(u);
    }
    default: return paren(expr(depth - 1));
  }
}

// How tightly n binds: an operand binds tighter than any operator.
int binding(const ast::Node& n) {
  const ast::Binary* b = ast::as_binary(n);
  return b ? precedence(b->op) : 6;
}

// `ops` binary operators over random operands. All operators are
// left-associative, so a right side as loose as its operator needs
// parentheses too.
ast::Node tree(int depth, int ops) {
  if (ops == 0) return operand(depth);
  int left = pick(0, ops - 1);
  ast::Binary b;
  b.op = static_cast<ast::BinaryOp>(pick(0, 13));
  b.lhs = tree(depth, left);
  b.rhs = tree(depth - 1, ops - 1 - left);
  if (binding(b.lhs) < precedence(b.op)) b.lhs = paren(ast::Expr{{}, b.lhs});
  if (binding(b.rhs) <= precedence(b.op)) b.rhs = paren(ast::Expr{{}, b.rhs});
  return ast::Node(b);
}

ast::Expr expr(int depth) {
  ast::Expr e;
  e.root = tree(depth, depth <= 0 ? 0 : pick(0, 3));
  return e;
}

bool starts_with_paren(const ast::Expr& e) {
  const ast::Node* first = ast::chain_operands(e.root).front();
  return boost::get<boost::spirit::x3::forward_ast<ast::Paren>>(&first->get()) != nullptr;
}

ast::Expr expr_no_paren(int depth) {
  ast::Expr e = expr(depth);
  if (starts_with_paren(e)) e.root = ast::Node(7L);
  return e;
}

// After `move c to bottom` a leading '-' would be read as the operator of
// `bottom - x` (grammar_def.hpp), so the generator avoids it there.
bool starts_with_minus(const ast::Expr& e) {
  const ast::Node* first = ast::chain_operands(e.root).front();
  const auto* u = boost::get<boost::spirit::x3::forward_ast<ast::Unary>>(&first->get());
  return u && u->get().op == ast::UnaryOp::neg;
}

// The lone word of `win all;` `lose all;`: a Ref no identifier can be.
ast::Expr all_word() {
  ast::Ref r;
  r.head = "all";
  return ast::Expr{{}, ast::Node(r)};
}

ast::Block block(int depth);

ast::Stmt stmt(int depth) {
  int k = depth <= 0 ? pick(0, 4) : pick(0, 10);
  switch (k) {
    case 0: return ast::Stmt(ast::Let{{}, ident(), expr(depth)});
    case 1: {
      ast::Set s;
      s.target.head = ident();
      if (coin()) s.target.members.push_back(word());
      s.value = expr(depth);
      return ast::Stmt(s);
    }
    case 2: {
      ast::Move m;
      m.all = coin();
      m.what = m.all ? expr_no_paren(depth) : expr(depth);
      m.bottom = coin();
      m.to = m.bottom ? expr_no_paren(depth) : expr(depth);
      if (m.bottom && starts_with_minus(m.to)) m.to = expr_no_paren(0);
      return ast::Stmt(m);
    }
    case 3: {
      ast::Verb v;
      v.verb = ident();
      v.args = exprs(depth, 0, 2);
      if (!v.args.empty() && starts_with_paren(v.args[0])) v.args[0] = expr_no_paren(0);
      if (pick(0, 4) == 0) v.args = {all_word()};  // `win all;`
      return ast::Stmt(v);
    }
    case 4: {
      ast::Perform p;
      p.call.name = ident();
      p.call.args = exprs(depth, 0, 2);
      return ast::Stmt(p);
    }
    case 5: {
      ast::If i;
      for (int n = pick(1, 3); n > 0; --n) i.branches.push_back({{}, expr(depth - 1), block(depth - 1)});
      if (coin()) i.otherwise = block(depth - 1);
      return ast::Stmt(i);
    }
    case 6: return ast::Stmt(ast::For{{}, binder(depth - 1), block(depth - 1)});
    case 7: return ast::Stmt(ast::Repeat{{}, expr(depth - 1), block(depth - 1)});
    case 8: return ast::Stmt(ast::While{{}, expr(depth - 1), block(depth - 1)});
    case 9: {
      ast::Choose c;
      c.player = expr(depth - 1);
      c.secret = coin();
      c.if_any = coin();
      if (coin()) c.up_to = expr(depth - 1);
      c.any_number = coin();
      if (coin()) c.stop = text();
      for (int n = pick(0, 3); n > 0; --n) {
        ast::Option o;
        o.label = text();
        o.binder = maybe(binder, depth - 1);
        o.body = block(depth - 1);
        c.options.push_back(o);
      }
      return ast::Stmt(c);
    }
    default: return ast::Stmt(ast::Chance{{}, text(), binder(depth - 1), block(depth - 1)});
  }
}

ast::Block block(int depth) {
  ast::Block b;
  for (int n = pick(0, 3); n > 0; --n) b.stmts.push_back(stmt(depth));
  return b;
}

std::vector<ast::Param> params() {
  std::vector<ast::Param> ps;
  for (int n = pick(0, 3); n > 0; --n) ps.push_back({{}, ident(), word()});
  return ps;
}

std::vector<std::string> idents(int lo, int hi) {
  std::vector<std::string> v;
  for (int n = pick(lo, hi); n > 0; --n) v.push_back(ident());
  return v;
}

ast::Property property(int depth) { return {{}, ident(), exprs(depth, 0, 3)}; }

ast::Permission permission(int depth) {
  static const char* modalities[] = {"can", "cant", "must"};
  ast::Permission p{{}, modalities[pick(0, 2)], ident(), idents(0, 3), maybe_text(), maybe(expr, depth)};
  p.only = p.modality == "must" && coin();  // `must only`: an obligation
  return p;
}

ast::Trigger trigger(int depth) {
  return {{}, ident(), idents(0, 2), maybe_text(), maybe(expr, depth), block(depth)};
}

ast::Continuous continuous(int depth) {
  static const char* ops[] = {"+=", "-=", "="};
  ast::Continuous c;
  c.name = ident();
  c.cite = maybe_text();
  c.binder = binder(depth);
  c.target.head = ident();
  c.target.members = {word()};
  c.op = ops[pick(0, 2)];
  c.amount = expr(depth);
  return c;
}

// A power, its attributes any words but `power` (which opens it).
ast::Power power(int depth) {
  ast::Power p;
  for (auto a : idents(0, 2)) p.attributes.push_back(a == "power" ? a + "_" : a);
  p.name = text();
  p.timing = ident();
  if (coin()) p.event = ident();
  p.cost = idents(0, 2);
  p.body = block(depth);
  return p;
}

std::string card_id() {
  static const char* ids[] = {"ALN-001", "A-1", "X9-B-77", "core-12"};
  return ids[pick(0, 3)];
}

ast::CardDef card(int depth) {
  ast::CardDef c;
  if (coin()) c.id = card_id();
  c.name = text();
  if (coin()) c.copies = static_cast<long>(pick(0, 40));
  for (int n = pick(0, 3); n > 0; --n) {
    switch (pick(0, 4)) {
      case 4: c.items.push_back(ast::CardItem(power(depth))); break;
      case 0: c.items.push_back(ast::CardItem(property(depth))); break;
      case 1: c.items.push_back(ast::CardItem(permission(depth))); break;
      case 2: c.items.push_back(ast::CardItem(trigger(depth))); break;
      default: c.items.push_back(ast::CardItem(continuous(depth))); break;
    }
  }
  return c;
}

ast::Decl decl(int depth) {
  switch (pick(0, 17)) {
    case 17: {
      ast::Attribute a{{}, ident(), ident(), maybe_text(), {}, {}};
      if (coin()) a.first = block(depth);
      for (const auto& item : card(depth).items) a.items.push_back(item);
      return ast::Decl(a);
    }
    case 16: return ast::Decl(ast::Term{{}, ident(), ident(), maybe_text(), expr(depth)});
    case 15: {
      ast::Ability a{{}, ident(), maybe_text(), {}};
      for (const auto& item : card(depth).items) a.items.push_back(item);
      return ast::Decl(a);
    }
    case 14: return ast::Decl(ast::BoardDecl{{}, ident(), text()});
    case 12: return ast::Decl(ast::Die{{}, ident(), exprs(depth, 1, 4)});
    case 13: {
      static const char* types[] = {"int", "card", "list<player>"};
      return ast::Decl(ast::Function{{}, ident(), params(), types[pick(0, 2)], maybe_text(), expr(depth)});
    }
    case 0: {
      ast::GameDecl g;
      g.name = ident();
      for (int n = pick(0, 3); n > 0; --n) g.props.push_back(property(depth));
      return ast::Decl(g);
    }
    case 1: {
      static const char* whats[] = {"type", "stat", "zone", "var", "counter", "keyword", "trait", "team"};
      ast::Declare d;
      d.what = whats[pick(0, 7)];
      d.name = ident();
      for (int n = pick(0, 2); n > 0; --n) d.flags.push_back(word());
      d.init = maybe(expr, depth);
      return ast::Decl(d);
    }
    case 2: return ast::Decl(ast::ActionDecl{{}, ident(), params(), maybe_text(), maybe(expr, depth)});
    case 3: return ast::Decl(permission(depth));
    case 4: {
      ast::Invariant inv;
      inv.name = ident();
      inv.text = text();
      for (int n = pick(1, 2); n > 0; --n) inv.binders.push_back(binder(depth));
      inv.check = expr(depth);
      return ast::Decl(inv);
    }
    case 5: return ast::Decl(ast::Procedure{{}, ident(), params(), maybe_text(), block(depth)});
    case 6: return ast::Decl(ast::Phase{{}, coin() ? "phase" : "step", ident(), maybe_text(), block(depth)});
    case 7: return ast::Decl(ast::Turn{{}, maybe_text(), idents(1, 4)});
    case 8: return ast::Decl(trigger(depth));
    case 9: return ast::Decl(continuous(depth));
    case 10: {
      ast::CardSet s;
      s.name = ident();
      s.cite = maybe_text();
      for (int n = pick(0, 2); n > 0; --n) s.cards.push_back(card(depth));
      return ast::Decl(s);
    }
    default: {
      ast::Deck d;
      d.name = ident();
      d.cite = maybe_text();
      if (coin()) d.board = ident();
      for (int n = pick(0, 3); n > 0; --n) {
        if (coin()) {
          d.entries.push_back(ast::DeckEntry(card(depth)));
        } else {
          ast::CardUse u;
          u.card = coin() ? card_id() : text();
          if (coin()) u.copies = static_cast<long>(pick(0, 9));
          d.entries.push_back(ast::DeckEntry(u));
        }
      }
      return ast::Decl(d);
    }
  }
}

RC_GTEST_PROP(RoundTripProperty, ExpressionsPrintAndParseBack, ()) {
  ast::File f;
  ast::Let let;
  let.name = ident();
  let.value = expr(pick(0, 4));
  f.decls.push_back(ast::Decl(ast::Procedure{{}, "f", {}, boost::none, ast::Block{{}, {ast::Stmt(let)}, ""}}));
  std::string printed = print(f);
  Diagnostics d;
  auto back = parse_text(printed, "p", 0, d);
  RC_ASSERT(back.has_value());
  RC_ASSERT(*back == f);
}

RC_GTEST_PROP(RoundTripProperty, FilesPrintAndParseBack, ()) {
  ast::File f;
  int depth = pick(1, 4);
  for (int n = pick(1, 6); n > 0; --n) f.decls.push_back(decl(depth));
  std::string printed = print(f);
  RC_CLASSIFY(printed.size() > 500, "over 500 bytes");
  Diagnostics d;
  auto back = parse_text(printed, "p", 0, d);
  if (!back) RC_FAIL(printed + "\n" + d.text());
  if (!(*back == f)) RC_FAIL(printed + "\n--- reprinted\n" + print(*back));
}

}  // namespace
}  // namespace canbeat::dsl
