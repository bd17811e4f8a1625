// Which legality queries a statement's condition may ask: the
// engine answers a query by reading the action's statements, whose
// conditions may ask other queries. A statement of A that asks B is
// compiled unless B's answer may come back to A: every statement of the
// game (the rules', standing for the engine's native answers, the card
// sets' outside any card, every dealt card's), and the functions their
// conditions call, give the edges. The interpreter meets such a loop as a
// rules error 64 queries deep (interpreter/legality.cpp), which the
// engine's native answers, nested otherwise, could not meet at the same
// query: the card is refused instead.
#include <map>
#include <set>
#include <string>
#include <vector>

#include "fast-engine/vs2pcg/power_compile.hpp"

namespace canbeat::fast::vs2pcg::compiler {

namespace {

using Asks = std::map<std::string, std::set<std::string>>;

void asked_in(const dsl::Game& game, const ast::Node& n, std::set<std::string>& out, std::set<std::string>& functions);

void asked_in(const dsl::Game& game, const ast::Expr& e, std::set<std::string>& out, std::set<std::string>& functions) {
  asked_in(game, e.root, out, functions);
}

// The actions whose legality n asks, through the game's functions it calls
// too (each function walked once: the checker refuses recursion).
void asked_in(const dsl::Game& game, const ast::Node& n, std::set<std::string>& out, std::set<std::string>& functions) {
  if (const auto* l = boost::get<x3::forward_ast<ast::Legal>>(&n.get())) {
    out.insert(l->get().action);
    for (const auto& a : l->get().args) asked_in(game, a, out, functions);
  } else if (const auto* c = boost::get<x3::forward_ast<ast::Call>>(&n.get())) {
    for (const auto& a : c->get().args) asked_in(game, a, out, functions);
    if (functions.insert(c->get().name).second)
      for (const ast::Function* f : game.all<ast::Function>())
        if (f->name == c->get().name) asked_in(game, f->body, out, functions);
  } else if (const auto* a = boost::get<x3::forward_ast<ast::Aggregate>>(&n.get())) {
    asked_in(game, a->get().binder.domain, out, functions);
    if (a->get().binder.where) asked_in(game, *a->get().binder.where, out, functions);
    if (a->get().value) asked_in(game, *a->get().value, out, functions);
  } else if (const auto* u = boost::get<x3::forward_ast<ast::Unary>>(&n.get())) {
    asked_in(game, u->get().operand, out, functions);
  } else if (const auto* p = boost::get<x3::forward_ast<ast::Paren>>(&n.get())) {
    asked_in(game, p->get().inner, out, functions);
  } else if (const ast::Binary* b = ast::as_binary(n)) {
    asked_in(game, b->lhs, out, functions);
    asked_in(game, b->rhs, out, functions);
  }
}

void add_statement(const dsl::Game& game, const ast::Permission& p, Asks& asks) {
  std::set<std::string>& out = asks[p.action];
  std::set<std::string> functions;
  if (p.when) asked_in(game, *p.when, out, functions);
}

Asks game_asks(const dsl::Game& game) {
  Asks asks;
  for (const ast::Permission* p : game.all<ast::Permission>()) add_statement(game, *p, asks);
  std::set<const ast::CardDef*> seen;
  for (const dsl::DeckList& d : game.deck_lists())
    for (const auto* cards : {&d.cards, &d.outside})
      for (const dsl::DeckCard& dc : *cards)
        if (dc.def && seen.insert(dc.def).second)
          for (const auto& item : dc.def->items)
            if (const auto* st = boost::get<ast::Permission>(&item.get())) add_statement(game, *st, asks);
  return asks;
}

}  // namespace

// Whether a query of `action` may lead back to the statement being
// compiled (of deciding_name_): `action` itself, or an action its
// statements ask, on and on.
bool Compiler::may_come_back(const std::string& action) const {
  if (!asks_) asks_ = game_asks(game_);
  std::set<std::string> seen{action};
  std::vector<std::string> todo{action};
  while (!todo.empty()) {
    const std::string a = todo.back();
    todo.pop_back();
    if (a == deciding_name_) return true;
    if (auto it = asks_->find(a); it != asks_->end())
      for (const std::string& b : it->second)
        if (seen.insert(b).second) todo.push_back(b);
  }
  return false;
}

}  // namespace canbeat::fast::vs2pcg::compiler
