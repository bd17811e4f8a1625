#include "analysis/copied_powers.hpp"

#include <vector>

#include "analysis/card_flow.hpp"
#include "analysis/never_undecided_conserved.hpp"

namespace canbeat::analysis {

namespace {

namespace x3 = boost::spirit::x3;

struct CopyScan {
  const PrintedReader reader;
  const std::vector<const ast::CardDef*> cards;
  std::vector<const ast::Binder*> binders;  // around the statement, innermost last
  std::set<const ast::CardDef*> out;

  // The cards `copy_effect X, ...` may copy: X's binder's where lets them be.
  void copy(const ast::Verb& v) {
    const auto* r = v.args.empty() ? nullptr : boost::get<ast::Ref>(&v.args[0].root.get());
    for (auto it = binders.rbegin(); r && r->members.empty() && it != binders.rend(); ++it)
      if ((*it)->var == r->head) {
        for (const ast::CardDef* d : cards)
          if (!(*it)->where || reader.may(*d, r->head, (*it)->where->root, true)) out.insert(d);
        return;
      }
    out.insert(cards.begin(), cards.end());
  }
  void bound(const ast::Binder& b, const ast::Block& body) {
    binders.push_back(&b);
    block(body);
    binders.pop_back();
  }
  void block(const ast::Block& b) {
    for (const ast::Stmt& s : b.stmts) stmt(s);
  }
  void stmt(const ast::Stmt& s) {
    if (const auto* v = boost::get<ast::Verb>(&s.get()); v && v->verb == "copy_effect") return copy(*v);
    if (const auto* f = boost::get<x3::forward_ast<ast::For>>(&s.get())) return bound(f->get().binder, f->get().body);
    if (const auto* h = boost::get<x3::forward_ast<ast::Chance>>(&s.get())) return bound(h->get().binder, h->get().body);
    if (const auto* c = boost::get<x3::forward_ast<ast::Choose>>(&s.get())) {
      for (const ast::Option& o : c->get().options)
        if (o.binder) bound(*o.binder, o.body);
        else block(o.body);
      return;
    }
    // A name a `let` or an `if` keeps is bound by none: every card.
    for (const ast::Block* inner : inner_blocks(s)) block(*inner);
  }
};

}  // namespace

std::set<const ast::CardDef*> copied_cards(const dsl::Game& g) {
  CopyScan scan{PrintedReader(g), g.card_defs(), {}, {}};
  for (const ast::Block* b : every_body(g)) scan.block(*b);
  return scan.out;
}

}  // namespace canbeat::analysis
