#include "analysis/pair_cards.hpp"

#include <algorithm>
#include <set>
#include <string>

#include "analysis/ast_as.hpp"

namespace canbeat::analysis {

namespace {

// Every member name an expression reads, at any depth; with `heads`, the
// names it starts from too (`field` in `b.order > field`).
void members_read(const ast::Node& n, std::set<std::string>& out, bool heads = false) {
  if (const auto* r = boost::get<ast::Ref>(&n.get())) {
    out.insert(r->members.begin(), r->members.end());
    if (heads) out.insert(r->head);
  }
  if (const auto* c = as<ast::Call>(n))
    for (const ast::Expr& a : c->args) members_read(a.root, out, heads);
  if (const auto* l = as<ast::Legal>(n))
    for (const ast::Expr& a : l->args) members_read(a.root, out, heads);
  if (const auto* a = as<ast::Aggregate>(n)) {
    members_read(a->binder.domain.root, out, heads);
    if (a->binder.where) members_read(a->binder.where->root, out, heads);
    if (a->value) members_read(a->value->root, out, heads);
  }
  if (const auto* u = as<ast::Unary>(n)) members_read(u->operand, out, heads);
  if (const auto* b = as<ast::Binary>(n)) members_read(b->lhs, out, heads), members_read(b->rhs, out, heads);
  if (const auto* p = as<ast::Paren>(n)) members_read(p->inner.root, out, heads);
}

}  // namespace

std::set<std::string> pair_members_read(const StatementPair& p, bool heads) {
  std::set<std::string> read;
  for (const Statement* st : {p.winner, p.loser})
    if (st->p->when) members_read(st->p->when->root, read, heads);
  return read;
}

namespace {

std::set<std::string> keywords_read(const dsl::Game& g, const StatementPair& p) {
  std::set<std::string> read = pair_members_read(p), out;
  for (const ast::Declare* d : g.all<ast::Declare>())
    if (d->what == "keyword" && read.count(d->name)) out.insert(d->name);
  return out;
}

// The types the conditions ask a card to have (`u.card.type == equipment`):
// a rulebook pair about a kind of card is met only where one is in play.
void types_wanted(const ast::Node& n, std::set<std::string>& out) {
  if (const auto* b = as<ast::Binary>(n)) {
    if (b->op == ast::BinaryOp::eq) {
      const auto* l = boost::get<ast::Ref>(&b->lhs.get());
      const auto* r = boost::get<ast::Ref>(&b->rhs.get());
      if (l && r && !l->members.empty() && l->members.back() == "type" && r->members.empty()) out.insert(r->head);
    }
    types_wanted(b->lhs, out), types_wanted(b->rhs, out);
  }
  if (const auto* p = as<ast::Paren>(n)) types_wanted(p->inner.root, out);
  if (const auto* u = as<ast::Unary>(n)) types_wanted(u->operand, out);
  // `any(l in board where l.type == crate : ...)`: the kind its binder picks.
  if (const auto* a = as<ast::Aggregate>(n)) {
    if (a->binder.where) types_wanted(a->binder.where->root, out);
    if (a->value) types_wanted(a->value->root, out);
  }
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
  for (const ast::CardDef* c : pair_type_cards(g, p)) add(c);
  return out;
}

std::vector<const ast::CardDef*> pair_type_cards(const dsl::Game& g, const StatementPair& p) {
  std::set<std::string> types;
  for (const Statement* st : {p.winner, p.loser})
    if (st->p->when) types_wanted(st->p->when->root, types);
  std::vector<const ast::CardDef*> out;
  for (const ast::CardDef* c : g.card_defs())
    if (std::optional<std::string> t = dsl::card_name_value(*c, "type"); t && types.count(*t)) out.push_back(c);
  return out;
}

std::set<const ast::CardDef*> cards_dealt(const dsl::Game& g, const Setup& t) {
  std::set<const ast::CardDef*> cards;
  for (const std::string& d : g.decks_for(t.players, t.decks))
    if (const dsl::DeckList* deck = g.find_deck(d)) {
      for (const dsl::DeckCard& c : deck->cards) cards.insert(c.def);
      for (const dsl::DeckCard& c : deck->outside) cards.insert(c.def);
    }
  return cards;
}

bool pair_dealt(const dsl::Game& g, const StatementPair& p, const std::set<const ast::CardDef*>& dealt) {
  const std::vector<const ast::CardDef*> cards = pair_cards(g, p);
  return cards.empty() || std::any_of(cards.begin(), cards.end(), [&](const ast::CardDef* c) { return dealt.count(c) > 0; });
}

}  // namespace canbeat::analysis
