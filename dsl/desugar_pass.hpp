// The desugaring pass itself (desugar.hpp): the game's vocabulary and the
// rewriter, whose rules are split by what they rewrite: desugar_expr.cpp
// (terms, groups in expressions), desugar_choose.cpp (the choice forms),
// desugar_card.cpp (a card's abilities and power attributes), desugar.cpp
// (statements, declarations, the driver).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "dsl/desugar_nodes.hpp"
#include "dsl/game.hpp"

namespace canbeat::dsl::sugar {

struct Vocabulary {
  std::map<std::string, const ast::Term*> terms;
  std::map<std::string, const ast::Declare*> groups;
  std::map<std::string, const ast::Ability*> abilities;
  std::map<std::string, const ast::Attribute*> attributes;
  std::string picked;   // the per_card var declared `picked`: chosen in an up to / any number choice
  std::string stopped;  // the var declared `stopped`: its player took the `else` option
  // Each duration's vars (`var v: per_card, turn = 0;`), which `expire turn;` resets.
  std::map<std::string, std::vector<const ast::Declare*>> durations;
};

// The power an attribute is being attached to: inside the attribute,
// `param.name` is its name, `param.bit` its bit and `param.card` the card.
struct PowerUse {
  std::string param;
  std::string name;
  long bit = 0;
};

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
  std::vector<ast::CardItem> with_abilities(std::vector<ast::CardItem>& items);
  void rename_power(std::vector<ast::CardItem>& items, std::size_t from, const ast::Expr& name);
  std::vector<ast::CardItem> attach(ast::Power& p, int index);
  std::vector<ast::CardItem> attribute_items(const ast::Attribute& a);
  bool power_ref(ast::Node& n);
  void power_target(ast::Ref& r);
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
  std::vector<ast::Node> picking(ast::Choose& c);
  ast::Node expand_term(const ast::Term& t, const ast::Ref& use);
  ast::Node any_option(const ast::Option& o);

  const Game& game_;
  Diagnostics& out_;
  const Vocabulary& v_;
  int depth_ = 0;
  const PowerUse* power_ = nullptr;  // while an attribute's text is attached
};

// A `break` of this loop (not of a loop inside it).
bool breaks(const ast::Block& b);

// A card's `ability A, B;`.
bool is_ability_use(const ast::CardItem& i);

}  // namespace canbeat::dsl::sugar
