#include "interpreter/index.hpp"

#include <algorithm>

namespace canbeat::interp {

Index::Index(const dsl::Game& game) {
  for (const ast::Permission* p : game.all<ast::Permission>())
  {
    ActionStatements& said = actions_said[p->action];
    (p->modality == "must" ? said.rulebook_musts : said.rulebook).push_back(p);
    if (p->modality != "must") said.rulebook_cant.push_back(p->modality == "cant");
    if (p->only) said.rulebook_obligations.push_back(p);
  }
  for (const ast::Procedure* p : game.all<ast::Procedure>()) procedures.emplace(p->name, p);
  for (const ast::Phase* p : game.all<ast::Phase>()) phases.emplace(p->name, p);
  for (const ast::ActionDecl* a : game.all<ast::ActionDecl>()) {
    actions.insert(a->name);
    for (std::size_t i = 0; i < a->params.size(); ++i)
      if (a->params[i].type == "card") actions_said[a->name].card_params.push_back(i);
  }
  for (const ast::Die* d : game.all<ast::Die>()) dice.emplace(d->name, d);
  for (const ast::Function* f : game.all<ast::Function>()) functions.emplace(f->name, f);
  for (const ast::Declare* d : game.all<ast::Declare>()) {
    if (d->what == "type") types.try_emplace(d->name, &d->name);
    if (d->what == "keyword" || d->what == "team" || d->what == "trait" || d->what == "symbol")
      card_facts.insert(d->name);
  }
  auto define = [&](const ast::CardDef* c) {
    if (std::find(definitions.begin(), definitions.end(), c) == definitions.end()) definitions.push_back(c);
  };
  for (const ast::CardSet* s : game.all<ast::CardSet>())
    for (const ast::CardDef& c : s->cards) define(&c);
  for (const dsl::DeckList& d : game.deck_lists())
    for (const dsl::DeckCard& c : d.cards) define(c.def);
}

namespace {

// The parameter the condition's first part compares with `self`, or -1.
int first_self_param(const ast::Permission& p) {
  if (!p.when) return -1;
  return ast::self_equal_param(*ast::parts_of(p.when->root, ast::BinaryOp::and_).front(), p.params);
}

}  // namespace

void Index::add_card_statements(const std::vector<const ast::CardDef*>& defs) {
  for (std::size_t i = 0; i < defs.size(); ++i)
    for (const ast::CardItem& item : defs[i]->items)
      if (const auto* p = boost::get<ast::Permission>(&item.var)) {
        ActionStatements& said = actions_said[p->action];
        (p->modality == "must" ? said.card_musts : said.cards).emplace_back(static_cast<int>(i), p);
        if (p->modality != "must") {
          said.cards_self_param.push_back(first_self_param(*p));
          said.cards_cant.push_back(p->modality == "cant");
        }
        if (p->only) said.card_obligations.emplace_back(static_cast<int>(i), p);
      }
      else if (const auto* t = boost::get<ast::Trigger>(&item.var))
        card_triggers[t->event].emplace_back(static_cast<int>(i), t);
      else if (const auto* c = boost::get<ast::Continuous>(&item.var); c && c->target.members.size() == 1)
        card_continuous[c->target.members[0]].emplace_back(static_cast<int>(i), c);
}

}  // namespace canbeat::interp
