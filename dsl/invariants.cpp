// Evaluates `invariant` declarations over the static data of a game
// (invariants.hpp): decks (iterating one gives each card once per copy),
// types, cards (each definition once), seats. Anything that needs a running
// game (zones, vars, legality) cannot be evaluated here and gives a note.
#include "dsl/invariants.hpp"

#include <boost/variant/apply_visitor.hpp>
#include <algorithm>
#include <limits>
#include <map>
#include <string>
#include <set>

#include "dsl/precedence.hpp"
#include "dsl/printer.hpp"

namespace canbeat::dsl {
namespace {

struct Element;

struct Value {
  enum Kind { int_, bool_, str, type, deck, card, player, list } kind = int_;
  long i = 0;
  std::string s;                                  // str, type, player
  const DeckList* deck_ptr = nullptr;                 // deck
  const ast::CardDef* card_ptr = nullptr;            // card
  std::vector<Element> items;                     // list
  bool operator==(const Value& o) const;
};

// One element of a list or deck, with how many copies of it there are.
struct Element {
  Value value;
  long copies = 1;
  bool operator==(const Element&) const = default;
};

bool Value::operator==(const Value& o) const {
    if (kind != o.kind) return false;
    switch (kind) {
      case int_: case bool_: return i == o.i;
      case str: case type: case player: return s == o.s;
      case deck: return deck_ptr == o.deck_ptr;
      case card: return card_ptr == o.card_ptr;
      case list: return items == o.items;
    }
    return false;
}

Value make_int(long v) { Value x; x.kind = Value::int_; x.i = v; return x; }
Value make_bool(bool v) { Value x; x.kind = Value::bool_; x.i = v; return x; }
Value make_named(Value::Kind k, std::string s) { Value x; x.kind = k; x.s = std::move(s); return x; }

// Raised where an invariant needs more than the static data.
struct not_static {
  std::string why;
};

std::string text_of(const Value& v) {
  switch (v.kind) {
    case Value::int_: return std::to_string(v.i);
    case Value::bool_: return v.i ? "true" : "false";
    case Value::str: return '"' + v.s + '"';
    case Value::type: case Value::player: return v.s;
    case Value::deck: return v.deck_ptr->name;
    case Value::card: return '"' + v.card_ptr->name + '"';
    case Value::list: return "a list of " + std::to_string(v.items.size());
  }
  return "?";
}

std::string describe(const Value& v) {
  switch (v.kind) {
    case Value::deck: return "deck " + v.deck_ptr->name;
    case Value::card: return "card " + text_of(v);
    case Value::type: return "type " + v.s;
    case Value::player: return "seat " + v.s;
    default: return text_of(v);
  }
}

struct Evaluator {
  const Game& game;
  std::vector<DeckList> decks;
  std::map<std::string, Value> globals;
  std::set<std::string> facts;  // declared keyword, team, trait and symbol names: c.NAME is a bool
  std::vector<std::pair<std::string, Value>> bound;  // innermost last
  long budget = 1000000;  // evaluation steps per invariant; see check_invariants

  explicit Evaluator(const Game& g) : game(g), decks(g.deck_lists()) {
    Value ds, ts, cs, ps;
    ds.kind = ts.kind = cs.kind = ps.kind = Value::list;
    // `cards`: each definition once, those of the card sets first, then the
    // ones decks define themselves (a deck line using a set's card adds none).
    auto add_card = [&cs](const ast::CardDef* c) {
      Value cv; cv.kind = Value::card; cv.card_ptr = c;
      if (std::find(cs.items.begin(), cs.items.end(), Element{cv, 1}) == cs.items.end())
        cs.items.push_back({cv, 1});
    };
    for (const auto* s : g.all<ast::CardSet>())
      for (const auto& c : s->cards) add_card(&c);
    for (const auto& d : decks) {
      Value v; v.kind = Value::deck; v.deck_ptr = &d;
      ds.items.push_back({v, 1});
      for (const auto& c : d.cards) add_card(c.def);
    }
    for (const auto* d : g.all<ast::Declare>())
      if (d->what == "keyword" || d->what == "team" || d->what == "trait" || d->what == "symbol")
        facts.insert(d->name);
    for (const auto* d : g.all<ast::Declare>())
      if (d->what == "type") {
        ts.items.push_back({make_named(Value::type, d->name), 1});
        globals[d->name] = make_named(Value::type, d->name);
      }
    for (const auto& seat : g.list_property("players")) {
      ps.items.push_back({make_named(Value::player, seat), 1});
      globals[seat] = make_named(Value::player, seat);
    }
    globals["decks"] = ds;
    globals["types"] = ts;
    globals["cards"] = cs;
    globals["players"] = ps;
    globals["true"] = make_bool(true);
    globals["false"] = make_bool(false);
  }

  Value lookup(const std::string& name) const {
    for (auto it = bound.rbegin(); it != bound.rend(); ++it)
      if (it->first == name) return it->second;
    if (auto it = globals.find(name); it != globals.end()) return it->second;
    throw not_static{"'" + name + "' is not static data"};
  }

  Value member(const Value& v, const std::string& m) const {
    if (v.kind == Value::card) {
      if (m == "name") return make_named(Value::str, v.card_ptr->name);
      if (m == "team") return make_named(Value::str, card_name_value(*v.card_ptr, "team").value_or(""));
      if (facts.count(m)) return make_bool(card_has(*v.card_ptr, m));
      if (m == "type") {
        if (auto t = card_name_value(*v.card_ptr, "type")) return make_named(Value::type, *t);
      } else if (auto n = card_number(*v.card_ptr, m)) {
        return make_int(*n);
      }
      throw not_static{"card \"" + v.card_ptr->name + "\" has no " + m};
    }
    throw not_static{"'." + m + "' needs a running game"};
  }

  // Elements of a domain with their multiplicity.
  std::vector<Element> elements(const Value& d) const {
    if (d.kind == Value::list) return d.items;
    if (d.kind == Value::deck) {
      std::vector<Element> out;
      for (const auto& c : d.deck_ptr->cards) {
        Value cv; cv.kind = Value::card; cv.card_ptr = c.def;
        out.push_back({cv, c.copies});
      }
      return out;
    }
    throw not_static{"cannot iterate " + text_of(d)};
  }

  long as_int(const Value& v) const {
    if (v.kind != Value::int_) throw not_static{text_of(v) + " is not a number"};
    return v.i;
  }
  bool as_bool(const Value& v) const {
    if (v.kind != Value::bool_) throw not_static{text_of(v) + " is not true or false"};
    return v.i != 0;
  }

  Value aggregate(const ast::Aggregate& a) {
    auto elems = elements(eval(a.binder.domain));
    long total = 0, count = 0;
    bool any = false, all = true, first = true;
    for (const auto& [e, copies] : elems) {
      bound.push_back({a.binder.var, e});
      bool keep = !a.binder.where || as_bool(eval(*a.binder.where));
      if (keep) {
        count = static_cast<long>(static_cast<unsigned long>(count) +
                                  static_cast<unsigned long>(copies));
        if (a.value) {
          Value v = eval(*a.value);
          if (a.fn == "any" || a.fn == "all") {
            any = any || as_bool(v);
            all = all && as_bool(v);
          } else {
            long n = as_int(v);
            long part = 0;
            if (a.fn == "sum" &&
                (__builtin_mul_overflow(n, copies, &part) || __builtin_add_overflow(total, part, &total)))
              throw not_static{"integer overflow in sum + " + std::to_string(n)};
            if (a.fn == "sum") {
            } else if (first) total = n;
            else total = a.fn == "min" ? std::min(total, n) : std::max(total, n);
            first = false;
          }
        }
      }
      bound.pop_back();
    }
    if (a.fn == "count") return make_int(count);
    if (a.fn == "any") return make_bool(any);
    if (a.fn == "all") return make_bool(all);
    return make_int(total);
  }

  Value operand(const ast::Node& o) {
    struct V {
      using result_type = Value;
      Evaluator& ev;
      Value operator()(long n) const { return make_int(n); }
      Value operator()(const std::string& s) const { return make_named(Value::str, s); }
      Value operator()(const ast::Ref& r) const {
        Value v = ev.lookup(r.head);
        for (const auto& m : r.members) v = ev.member(v, m);
        return v;
      }
      Value operator()(const boost::spirit::x3::forward_ast<ast::Call>& c) const {
        throw not_static{"'" + c.get().name + "' needs a running game"};
      }
      Value operator()(const boost::spirit::x3::forward_ast<ast::Legal>&) const {
        throw not_static{"'legal' needs a running game"};
      }
      Value operator()(const boost::spirit::x3::forward_ast<ast::Aggregate>& a) const {
        return ev.aggregate(a.get());
      }
      Value operator()(const boost::spirit::x3::forward_ast<ast::Unary>& u) const {
        Value v = ev.operand(u.get().operand);
        if (u.get().op == ast::UnaryOp::not_) return make_bool(!ev.as_bool(v));
        long n = ev.as_int(v), out = 0;
        if (__builtin_sub_overflow(0L, n, &out)) throw not_static{"integer overflow in -(" + std::to_string(n) + ")"};
        return make_int(out);
      }
      Value operator()(const boost::spirit::x3::forward_ast<ast::Paren>& p) const {
        return ev.eval(p.get().inner);
      }
      Value operator()(const boost::spirit::x3::forward_ast<ast::Binary>& b) const {
        return ev.binary(b.get());
      }
    };
    return boost::apply_visitor(V{*this}, o.get());
  }

  // `and` / `or` do not evaluate a right side the left side decides (the
  // meaning docs/dsl.md gives them): `c.type == x and c.level == 1` never
  // reads the level of a card of another type.
  Value binary(const ast::Binary& b) {
    Value l = operand(b.lhs);
    if ((b.op == ast::BinaryOp::and_ && !as_bool(l)) || (b.op == ast::BinaryOp::or_ && as_bool(l)))
      return l;
    return apply(b.op, l, operand(b.rhs));
  }

  Value apply(ast::BinaryOp bop, const Value& l, const Value& r) const {
    using enum ast::BinaryOp;
    const std::string op(spelling(bop));
    if (bop == eq) return make_bool(l == r);
    if (bop == ne) return make_bool(!(l == r));
    if (bop == and_) return make_bool(as_bool(l) && as_bool(r));
    if (bop == or_) return make_bool(as_bool(l) || as_bool(r));
    if (bop == in) {
      for (const auto& [e, copies] : elements(r))
        if (e == l) return make_bool(true);
      return make_bool(false);
    }
    long a = as_int(l), b = as_int(r);
    if (bop == lt) return make_bool(a < b);
    if (bop == le) return make_bool(a <= b);
    if (bop == gt) return make_bool(a > b);
    if (bop == ge) return make_bool(a >= b);
    // The interpreter's meaning (docs/dsl.md "Integers"): a result a long
    // cannot hold is an error naming the operation, never a wrapped number.
    long out = 0;
    auto overflow = [&] { return not_static{"integer overflow in " + std::to_string(a) + " " + op + " " + std::to_string(b)}; };
    if (bop == add) return __builtin_add_overflow(a, b, &out) ? throw overflow() : make_int(out);
    if (bop == sub) return __builtin_sub_overflow(a, b, &out) ? throw overflow() : make_int(out);
    if (bop == mul) return __builtin_mul_overflow(a, b, &out) ? throw overflow() : make_int(out);
    if (b == 0) throw not_static{"division by zero"};
    if (b == -1 && a == std::numeric_limits<long>::min()) throw overflow();
    return make_int(bop == div ? a / b : a % b);
  }

  Value eval(const ast::Expr& e) {
    if (--budget < 0) throw not_static{"it takes too many steps"};
    return operand(e.root);
  }
};

std::string operand_text(const ast::Node& o) {
  ast::Expr e;
  e.root = o;
  return print(e);
}

// == != < <= > >=: a check whose two sides are worth showing apart.
bool is_comparison(ast::BinaryOp op) {
  return dsl::precedence(op) == 3 && op != ast::BinaryOp::in;
}

bool is_literal(const ast::Node& o) {
  return boost::get<long>(&o.get()) || boost::get<std::string>(&o.get());
}

// The actual values behind a failure: for `X op Y`, "X is 34, expected 36"
// (or "expected >= 30"); otherwise every non-literal operand and its value.
std::string actual_values(Evaluator& ev, const ast::Expr& check) {
  const std::vector<const ast::Node*> operands = ast::chain_operands(check.root);
  if (const ast::Binary* b = ast::as_binary(check.root); b && operands.size() == 2 && is_comparison(b->op)) {
    const std::string op(spelling(b->op));
    std::string out = operand_text(b->lhs) + " is " + text_of(ev.operand(b->lhs));
    std::string want = text_of(ev.operand(b->rhs));
    return out + ", expected " + (b->op == ast::BinaryOp::eq ? "" : op + " ") + want;
  }
  std::vector<std::string> seen;
  std::string out;
  auto note = [&](const ast::Node& o) {
    if (is_literal(o)) return;
    std::string t = operand_text(o);
    if (std::find(seen.begin(), seen.end(), t) != seen.end()) return;
    seen.push_back(t);
    out += (out.empty() ? "" : ", ") + t + " is " + text_of(ev.operand(o));
  };
  for (const ast::Node* o : operands) note(*o);
  return out.empty() ? "it is false" : out;
}

// Walks every binding of binders[k..] and reports each failing one.
void each_binding(Evaluator& ev, const ast::Invariant& inv, std::size_t k,
                  std::vector<Diagnostic>& out) {
  if (k < inv.binders.size()) {
    const auto& b = inv.binders[k];
    for (const auto& [e, copies] : ev.elements(ev.eval(b.domain))) {
      ev.bound.push_back({b.var, e});
      if (!b.where || ev.as_bool(ev.eval(*b.where))) each_binding(ev, inv, k + 1, out);
      ev.bound.pop_back();
    }
    return;
  }
  if (ev.as_bool(ev.eval(inv.check))) return;
  // Blame the most specific data bound: a card, else a deck, else the invariant.
  const ast::Pos* at = &inv;
  std::string which;
  for (const auto& [name, v] : ev.bound) {
    which += (which.empty() ? "" : ", ") + describe(v);
    if (v.kind == Value::card) at = v.card_ptr;
    else if (v.kind == Value::deck && at == &inv) at = v.deck_ptr->deck;
  }
  Diagnostic d;
  d.kind = Diagnostic::Kind::finding;
  d.where = ev.game.where(*at);
  d.source_line = ev.game.line_text(*at);
  d.message = "invariant " + inv.name + " (\"" + inv.text + "\") fails for " + which + ": " +
              actual_values(ev, inv.check);
  out.push_back(std::move(d));
}

}  // namespace

std::vector<Diagnostic> check_invariants(const Game& game) {
  std::vector<Diagnostic> out;
  Evaluator ev(game);
  for (const auto* inv : game.all<ast::Invariant>()) {
    ev.budget = 1000000;
    try {
      each_binding(ev, *inv, 0, out);
    } catch (const not_static& e) {
      ev.bound.clear();
      Diagnostic d;
      d.kind = Diagnostic::Kind::note;
      d.where = game.where(*inv);
      d.source_line = game.line_text(*inv);
      d.message = "invariant " + inv->name + " cannot be checked on the static data: " + e.why;
      out.push_back(std::move(d));
    }
  }
  return out;
}

}  // namespace canbeat::dsl
