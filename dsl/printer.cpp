// Canonical text of the AST (printer.hpp). Each node prints the tokens the
// grammar (grammar_def.hpp) reads back into the same node; where the grammar
// has two spellings for one value (a deck line's card as id or as "name"),
// the printer picks the one the parser reads back into the same string.
#include "dsl/printer.hpp"

#include <boost/variant/apply_visitor.hpp>

namespace canbeat::dsl {
namespace {

std::string quoted(const std::string& s) { return '"' + s + '"'; }

std::string cite(const boost::optional<std::string>& c) {
  return c ? " " + quoted(*c) : "";
}

// Same shape as grammar_def.hpp's card_id: alphanumeric runs joined by dashes.
bool looks_like_card_id(const std::string& s) {
  auto alnum = [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
  };
  bool dash = false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '-') {
      if (i == 0 || i + 1 == s.size() || s[i - 1] == '-') return false;
      dash = true;
    } else if (!alnum(s[i])) {
      return false;
    }
  }
  return dash;
}

std::string join_names(const std::vector<std::string>& v) {
  std::string out;
  for (std::size_t i = 0; i < v.size(); ++i) out += (i ? ", " : "") + v[i];
  return out;
}

std::string expr_text(const ast::Expr& e);
std::string binder_text(const ast::Binder& b);

std::string args_text(const std::vector<ast::Expr>& args) {
  std::string out = "(";
  for (std::size_t i = 0; i < args.size(); ++i) out += (i ? ", " : "") + expr_text(args[i]);
  return out + ")";
}

struct NodePrinter {
  using result_type = std::string;
  std::string operator()(long n) const { return std::to_string(n); }
  std::string operator()(const std::string& s) const { return quoted(s); }
  std::string operator()(const ast::Ref& r) const {
    std::string out = r.head;
    for (const auto& m : r.members) out += "." + m;
    return out;
  }
  std::string operator()(const ast::Call& c) const { return c.name + args_text(c.args); }
  std::string operator()(const ast::Legal& l) const {
    return "legal " + l.action + args_text(l.args);
  }
  std::string operator()(const ast::Aggregate& a) const {
    std::string out = a.fn + "(" + binder_text(a.binder);
    if (a.value) out += " : " + expr_text(*a.value);
    return out + ")";
  }
  std::string operator()(const ast::Unary& u) const {
    std::string inner = boost::apply_visitor(*this, u.operand.get());
    return u.op == ast::UnaryOp::neg ? "-" + inner : "not " + inner;
  }
  // The tree came from text that needed no more parentheses than its Paren
  // nodes, so none are added here: what was parsed prints back as written.
  std::string operator()(const ast::Binary& b) const {
    return boost::apply_visitor(*this, b.lhs.get()) + " " + std::string(spelling(b.op)) + " " +
           boost::apply_visitor(*this, b.rhs.get());
  }
  std::string operator()(const ast::Paren& p) const { return "(" + expr_text(p.inner) + ")"; }
  template <class T>
  std::string operator()(const boost::spirit::x3::forward_ast<T>& f) const {
    return (*this)(f.get());
  }
};

std::string expr_text(const ast::Expr& e) { return boost::apply_visitor(NodePrinter{}, e.root.get()); }

std::string binder_text(const ast::Binder& b) {
  std::string out = b.var + " in " + expr_text(b.domain);
  if (b.where) out += " where " + expr_text(*b.where);
  return out;
}

std::string exprs_text(const std::vector<ast::Expr>& v) {
  std::string out;
  for (std::size_t i = 0; i < v.size(); ++i) out += (i ? ", " : "") + expr_text(v[i]);
  return out;
}

std::string params_text(const std::vector<ast::Param>& ps) {
  std::string out = "(";
  for (std::size_t i = 0; i < ps.size(); ++i)
    out += (i ? ", " : "") + ps[i].name + ": " + ps[i].type;
  return out + ")";
}

std::string pad(int indent) { return std::string(static_cast<std::size_t>(indent) * 2, ' '); }

std::string block_text(const ast::Block& b, int indent);

// Statements print at `indent` and end with a newline.
struct StmtPrinter {
  using result_type = std::string;
  int indent;
  std::string operator()(const ast::Let& s) const {
    return pad(indent) + "let " + s.name + " = " + expr_text(s.value) + ";\n";
  }
  std::string operator()(const ast::Set& s) const {
    return pad(indent) + "set " + NodePrinter{}(s.target) + " = " + expr_text(s.value) +
           ";\n";
  }
  std::string operator()(const ast::Move& s) const {
    return pad(indent) + "move " + (s.all ? "all " : "") + expr_text(s.what) + " to " +
           (s.bottom ? "bottom " : "") + expr_text(s.to) + ";\n";
  }
  std::string operator()(const ast::Verb& s) const {
    return pad(indent) + s.verb + (s.args.empty() ? "" : " " + exprs_text(s.args)) + ";\n";
  }
  std::string operator()(const ast::Perform& s) const {
    return pad(indent) + s.call.name + args_text(s.call.args) + ";\n";
  }
  std::string operator()(const ast::If& s) const {
    std::string out = pad(indent);
    for (std::size_t i = 0; i < s.branches.size(); ++i) {
      out += (i ? " else if " : "if ") + expr_text(s.branches[i].cond) + " " +
             block_text(s.branches[i].body, indent);
    }
    if (s.otherwise) out += " else " + block_text(*s.otherwise, indent);
    return out + "\n";
  }
  std::string operator()(const ast::For& s) const {
    return pad(indent) + "for " + binder_text(s.binder) + " " + block_text(s.body, indent) +
           "\n";
  }
  std::string operator()(const ast::Repeat& s) const {
    return pad(indent) + "repeat " + expr_text(s.count) + " " + block_text(s.body, indent) +
           "\n";
  }
  std::string operator()(const ast::While& s) const {
    return pad(indent) + "while " + expr_text(s.cond) + " " + block_text(s.body, indent) + "\n";
  }
  std::string operator()(const ast::Choose& s) const {
    std::string out = pad(indent) + "choose " + expr_text(s.player) + (s.secret ? " secret" : "") +
                      (s.if_any ? " if any" : "") + (s.up_to ? " up to " + expr_text(*s.up_to) : "") + (s.any_number ? " any number" : "") +
                      (s.stop ? " else " + quoted(*s.stop) : "") + " {\n";
    for (const auto& o : s.options) {
      out += pad(indent + 1) + "option " + quoted(o.label);
      if (o.binder) out += " " + binder_text(*o.binder);
      out += " " + block_text(o.body, indent + 1) + "\n";
    }
    return out + pad(indent) + "}\n";
  }
  std::string operator()(const ast::Chance& s) const {
    return pad(indent) + "chance " + quoted(s.label) + " " + binder_text(s.binder) + " " +
           block_text(s.body, indent) + "\n";
  }
  template <class T>
  std::string operator()(const boost::spirit::x3::forward_ast<T>& f) const {
    return (*this)(f.get());
  }
};

// "{\n ...statements... <pad>}" without a trailing newline, so that
// `} else {` can follow on the same line.
std::string block_text(const ast::Block& b, int indent) {
  std::string out = "{\n";
  for (const auto& s : b.stmts) out += boost::apply_visitor(StmtPrinter{indent + 1}, s.get());
  return out + pad(indent) + "}";
}

// A card's `ability A "NAME";` writes no comma before the string that
// renames A's power (card vocabulary; only a card item reads it so); every
// other list has commas.
std::string property_text(const ast::Property& p, bool card_item = true) {
  std::string out = p.key;
  for (std::size_t i = 0; i < p.values.size(); ++i) {
    const bool renames =
        card_item && p.key == "ability" && i > 0 && boost::get<std::string>(&p.values[i].root.get());
    out += (i == 0 || renames ? " " : ", ") + expr_text(p.values[i]);
  }
  return out + ";";
}

std::string permission_text(const ast::Permission& p) {
  std::string out = p.modality + (p.only ? " only " : " ") + p.action + "(" + join_names(p.params) + ")" + cite(p.cite);
  if (p.when) out += " when " + expr_text(*p.when);
  return out + ";";
}

std::string trigger_text(const ast::Trigger& t, int indent) {
  return "when " + t.event + "(" + join_names(t.params) + ")" + cite(t.cite) +
         (t.where ? " where " + expr_text(*t.where) : "") + " " + block_text(t.body, indent);
}

std::string continuous_text(const ast::Continuous& c) {
  return "continuous " + c.name + cite(c.cite) + " for " + binder_text(c.binder) + ": " +
         NodePrinter{}(c.target) + " " + c.op + " " + expr_text(c.amount) + ";";
}

std::string power_text(const ast::Power& p, int indent) {
  const std::string cost = p.cost.empty() ? "" : join_names(p.cost) + " ";
  const std::string event = p.event ? "(" + *p.event + ")" : "";
  std::string attributes;
  for (const auto& a : p.attributes) attributes += a + " ";
  return attributes + "power " + quoted(p.name) + " " + p.timing + event + " " + cost + block_text(p.body, indent);
}

struct CardItemPrinter {
  using result_type = std::string;
  int indent;
  std::string operator()(const ast::Property& p) const { return property_text(p); }
  std::string operator()(const ast::Permission& p) const { return permission_text(p); }
  std::string operator()(const ast::Trigger& t) const { return trigger_text(t, indent); }
  std::string operator()(const ast::Continuous& c) const { return continuous_text(c); }
  std::string operator()(const ast::Power& p) const { return power_text(p, indent); }
};

// A card of plain properties fits on one line, as the card lists are
// written; a card with abilities gets one item per line.
std::string card_text(const ast::CardDef& c, int indent) {
  std::string out = pad(indent) + "card ";
  if (c.id) out += *c.id + " ";
  out += quoted(c.name);
  if (c.copies) out += " x" + std::to_string(*c.copies);
  bool flat = true;
  for (const auto& item : c.items)
    if (!boost::get<ast::Property>(&item.get())) flat = false;
  if (flat) {
    out += " {";
    for (const auto& item : c.items) out += " " + property_text(boost::get<ast::Property>(item.get()));
    return out + (c.items.empty() ? "}\n" : " }\n");
  }
  out += " {\n";
  for (const auto& item : c.items)
    out += pad(indent + 1) + boost::apply_visitor(CardItemPrinter{indent + 1}, item.get()) +
           "\n";
  return out + pad(indent) + "}\n";
}

struct DeclPrinter {
  using result_type = std::string;
  std::string operator()(const ast::GameDecl& g) const {
    std::string out = "game " + g.name + " {\n";
    for (const auto& p : g.props) out += pad(1) + property_text(p, false) + "\n";
    return out + "}\n";
  }
  std::string operator()(const ast::Declare& d) const {
    std::string out = d.what + " " + d.name;
    if (!d.flags.empty()) out += ": " + join_names(d.flags);
    if (d.init) out += " = " + expr_text(*d.init);
    return out + ";\n";
  }
  std::string operator()(const ast::ActionDecl& a) const {
    return "action " + a.name + params_text(a.params) + cite(a.cite) + (a.guard ? " while " + expr_text(*a.guard) : "") +
           ";\n";
  }
  std::string operator()(const ast::Permission& p) const { return permission_text(p) + "\n"; }
  std::string operator()(const ast::Invariant& inv) const {
    std::string out = "invariant " + inv.name + " " + quoted(inv.text) + " for ";
    for (std::size_t i = 0; i < inv.binders.size(); ++i)
      out += (i ? ", " : "") + binder_text(inv.binders[i]);
    return out + ": " + expr_text(inv.check) + ";\n";
  }
  std::string operator()(const ast::Procedure& p) const {
    return "procedure " + p.name + params_text(p.params) + cite(p.cite) + " " +
           block_text(p.body, 0) + "\n";
  }
  std::string operator()(const ast::Phase& p) const {
    return p.kind + " " + p.name + cite(p.cite) + " " + block_text(p.body, 0) + "\n";
  }
  std::string operator()(const ast::Turn& t) const {
    return "turn" + cite(t.cite) + ": " + join_names(t.phases) + ";\n";
  }
  std::string operator()(const ast::Trigger& t) const { return trigger_text(t, 0) + "\n"; }
  std::string operator()(const ast::Continuous& c) const { return continuous_text(c) + "\n"; }
  std::string operator()(const ast::Die& d) const {
    return "die " + d.name + " = " + exprs_text(d.faces) + ";\n";
  }
  std::string operator()(const ast::Function& f) const {
    return "function " + f.name + params_text(f.params) + ": " + f.type + cite(f.cite) + " = " +
           expr_text(f.body) + ";\n";
  }
  std::string operator()(const ast::BoardDecl& b) const {
    return "board " + b.name + " = " + quoted(b.path) + ";\n";
  }
  std::string operator()(const ast::Term& t) const {
    return "term " + t.name + "(" + t.param + ")" + cite(t.cite) + " = " + expr_text(t.body) + ";\n";
  }
  std::string operator()(const ast::Ability& a) const {
    std::string out = "ability " + a.name + cite(a.cite) + " {\n";
    for (const auto& item : a.items)
      out += pad(1) + boost::apply_visitor(CardItemPrinter{1}, item.get()) + "\n";
    return out + "}\n";
  }
  std::string operator()(const ast::Attribute& a) const {
    std::string out = "attribute " + a.name + "(" + a.param + ")" + cite(a.cite) + " {\n";
    if (a.first) out += pad(1) + "first " + block_text(*a.first, 1) + "\n";
    for (const auto& item : a.items)
      out += pad(1) + boost::apply_visitor(CardItemPrinter{1}, item.get()) + "\n";
    return out + "}\n";
  }
  std::string operator()(const ast::CardSet& s) const {
    std::string out = "set " + s.name + cite(s.cite) + " {\n";
    for (const auto& c : s.cards) out += card_text(c, 1);
    return out + "}\n";
  }
  std::string operator()(const ast::Deck& d) const {
    std::string out = "deck " + d.name + cite(d.cite) + (d.board ? " board " + *d.board : "") + " {\n";
    for (const auto& e : d.entries) {
      if (const auto* c = boost::get<ast::CardDef>(&e.get())) {
        out += card_text(*c, 1);
      } else {
        const auto& u = boost::get<ast::CardUse>(e.get());
        out += pad(1) + (looks_like_card_id(u.card) ? u.card : quoted(u.card));
        if (u.copies) out += " x" + std::to_string(*u.copies);
        out += ";\n";
      }
    }
    return out + "}\n";
  }
};

}  // namespace

std::string print(const ast::Expr& expr) { return expr_text(expr); }

std::string print(const ast::Stmt& stmt, int indent) {
  return boost::apply_visitor(StmtPrinter{indent}, stmt.get());
}

// Declarations are separated by a blank line, except runs of one-line
// declarations of the same kind (types, zones, vars), which stay together.
std::string print(const ast::File& file) {
  std::string out;
  int prev_kind = -1;
  for (const auto& d : file.decls) {
    int kind = d.get().which();
    std::string text = boost::apply_visitor(DeclPrinter{}, d.get());
    bool one_line = text.find('\n') + 1 == text.size();
    if (!out.empty() && !(one_line && kind == prev_kind)) out += "\n";
    out += text;
    prev_kind = one_line ? kind : -1;
  }
  return out;
}

}  // namespace canbeat::dsl
