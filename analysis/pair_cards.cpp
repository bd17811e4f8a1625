#include "analysis/pair_cards.hpp"

#include <algorithm>
#include <set>
#include <string>

#include "analysis/ast_as.hpp"

namespace canbeat::analysis {

namespace {

// Every member name an expression reads, at any depth.
void members_read(const ast::Node& n, std::set<std::string>& out) {
  if (const auto* r = boost::get<ast::Ref>(&n.get())) out.insert(r->members.begin(), r->members.end());
  if (const auto* c = as<ast::Call>(n))
    for (const ast::Expr& a : c->args) members_read(a.root, out);
  if (const auto* l = as<ast::Legal>(n))
    for (const ast::Expr& a : l->args) members_read(a.root, out);
  if (const auto* a = as<ast::Aggregate>(n)) {
    members_read(a->binder.domain.root, out);
    if (a->binder.where) members_read(a->binder.where->root, out);
    if (a->value) members_read(a->value->root, out);
  }
  if (const auto* u = as<ast::Unary>(n)) members_read(u->operand, out);
  if (const auto* b = as<ast::Binary>(n)) members_read(b->lhs, out), members_read(b->rhs, out);
  if (const auto* p = as<ast::Paren>(n)) members_read(p->inner.root, out);
}

std::set<std::string> keywords_read(const dsl::Game& g, const StatementPair& p) {
  std::set<std::string> read, out;
  for (const Statement* st : {p.winner, p.loser})
    if (st->p->when) members_read(st->p->when->root, read);
  for (const ast::Declare* d : g.all<ast::Declare>())
    if (d->what == "keyword" && read.count(d->name)) out.insert(d->name);
  return out;
}

}  // namespace

std::vector<const ast::CardDef*> pair_cards(const dsl::Game& g, const StatementPair& p) {
  std::vector<const ast::CardDef*> out;
  auto add = [&out](const ast::CardDef* c) {
    if (c && std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
  };
  add(p.winner->card_def), add(p.loser->card_def);
  const std::set<std::string> keywords = keywords_read(g, p);
  for (const ast::CardDef* c : g.card_defs())
    for (const std::string& k : keywords)
      if (dsl::card_has(*c, k)) add(c);
  return out;
}

}  // namespace canbeat::analysis
