#include "fast-engine/cards/asks.hpp"

#include <vector>

namespace canbeat::fast::cards {

namespace {

namespace x3 = boost::spirit::x3;

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

void add_statement(const dsl::Game& game, const ast::Permission& p, std::map<std::string, std::set<std::string>>& asks) {
  std::set<std::string>& out = asks[p.action];
  std::set<std::string> functions;
  if (p.when) asked_in(game, *p.when, out, functions);
}

}  // namespace

Asks::Asks(const dsl::Game& game) {
  for (const ast::Permission* p : game.all<ast::Permission>()) add_statement(game, *p, asks_);
  std::set<const ast::CardDef*> seen;
  for (const dsl::DeckList& d : game.deck_lists())
    for (const auto* cards : {&d.cards, &d.outside})
      for (const dsl::DeckCard& dc : *cards)
        if (dc.def && seen.insert(dc.def).second)
          for (const auto& item : dc.def->items)
            if (const auto* st = boost::get<ast::Permission>(&item.get())) add_statement(game, *st, asks_);
}

bool Asks::may_come_back(const std::string& action, const std::string& deciding) const {
  std::set<std::string> seen{action};
  std::vector<std::string> todo{action};
  while (!todo.empty()) {
    const std::string a = todo.back();
    todo.pop_back();
    if (a == deciding) return true;
    if (auto it = asks_.find(a); it != asks_.end())
      for (const std::string& b : it->second)
        if (seen.insert(b).second) todo.push_back(b);
  }
  return false;
}

}  // namespace canbeat::fast::cards
