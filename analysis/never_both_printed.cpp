#include "analysis/never_both_printed.hpp"

#include <algorithm>
#include <map>

#include "analysis/card_flow.hpp"

namespace canbeat::analysis {

using facts::Clause;
using facts::Fact;

namespace {

// The cards an action's argument terms name: "#i" for a card parameter,
// "#i.card" for a power's card.
std::set<std::string> card_terms(const dsl::Game& g, const std::string& action) {
  std::set<std::string> out;
  for (const ast::ActionDecl* d : g.all<ast::ActionDecl>())
    if (d->name == action)
      for (std::size_t i = 0; i < d->params.size(); ++i) {
        if (d->params[i].type == "card") out.insert("#" + std::to_string(i));
        if (d->params[i].type == "power") out.insert("#" + std::to_string(i) + ".card");
      }
  return out;
}

}  // namespace

// A keyword a card member reads is its printed one, changed only by a
// continuous effect on it (interpreter/eval.cpp card_member), unless a
// stat or per-card var of that name is read first.
PrintedFacts::PrintedFacts(const dsl::Game& g) : g_(g), own_(g) {
  std::set<std::string> shadowed;
  for (const ast::Declare* d : g.all<ast::Declare>()) {
    bool per_card = std::find(d->flags.begin(), d->flags.end(), "per_card") != d->flags.end();
    if (d->what == "keyword" || d->what == "trait" || d->what == "team" || d->what == "symbol") unchanged_.insert(d->name);
    if (d->what == "stat" || (d->what == "var" && per_card)) shadowed.insert(d->name);
  }
  for (const ast::Continuous* e : continuous_effects(g))
    if (!e->target.members.empty()) unchanged_.erase(e->target.members.back()), shadowed.insert(e->target.members.back());
  for (const std::string& name : shadowed) unchanged_.erase(name);
  type_printed_ = !shadowed.count("type");
  const std::vector<const ast::CardDef*> cards = g.card_defs();
  // A card printing the name as a number reads that number.
  for (const ast::CardDef* c : cards)
    for (auto it = unchanged_.begin(); it != unchanged_.end();)
      it = dsl::card_number(*c, *it) ? unchanged_.erase(it) : std::next(it);
  for (const std::string& name : unchanged_)
    if (std::none_of(cards.begin(), cards.end(), [&](const ast::CardDef* c) { return dsl::card_has(*c, name); }))
      never_held_.insert(name);
  links_.emplace(g, unchanged_, type_printed_);
}

// The member `term` reads of card `card` ("#1.type" of "#1": "type"), when
// it is one a card prints and nothing changes.
std::optional<std::string> PrintedFacts::printed_member(const std::string& term, const std::string& card) const {
  if (term.size() <= card.size() + 1 || term.compare(0, card.size() + 1, card + ".") != 0) return std::nullopt;
  std::string m = term.substr(card.size() + 1);
  if (m.find('.') != std::string::npos) return std::nullopt;
  // A card's name and team are its printed ones (built-in members, read first).
  if ((m == "type" && type_printed_) || m == "name" || m == "team" || unchanged_.count(m) || links_->linked().count(m))
    return m;
  return std::nullopt;
}

// Whether fact `f` about `member` may hold of a copy of `c`: a keyword is
// printed or not; a type is the printed one (a card printing none errs on
// `.type`, taken here as may-hold).
bool PrintedFacts::card_may_hold(const ast::CardDef& c, const Fact& f, const std::string& member) const {
  if (member == "name" || member == "team") {
    std::string v = member == "name" ? c.name : dsl::card_name_value(c, "team").value_or("");
    if (f.type_name || (f.kind != Fact::Kind::text_eq && f.kind != Fact::Kind::text_ne)) return true;
    return (v == f.text) == (f.kind == Fact::Kind::text_eq);
  }
  if (links_->linked().count(member))  // taken away too: only its gain is known
    return f.kind != Fact::Kind::truth || !f.truth || dsl::card_has(c, member) || links_->may_gain(member, c);
  if (member != "type") return f.kind == Fact::Kind::truth && dsl::card_has(c, member) == f.truth;
  std::optional<std::string> t = dsl::card_name_value(c, "type");
  if (!t || !f.type_name) return true;
  if (f.kind == Fact::Kind::text_eq) return *t == f.text;
  if (f.kind == Fact::Kind::text_ne) return *t != f.text;
  return true;
}

// The parts about what a card prints must hold of one card the game
// defines; the parts about a var only some cards set leave those cards.
std::optional<PrintedConflict> PrintedFacts::no_card_has(const std::string& action, const std::vector<Clause>& a,
                                                         const std::vector<Clause>& b) const {
  const std::vector<const ast::CardDef*> cards = g_.card_defs();
  for (const std::string& card : card_terms(g_, action)) {
    PrintedConflict out{card, {}};
    std::vector<const Clause*> printed;
    std::vector<const std::set<const ast::CardDef*>*> setters;
    for (const std::vector<Clause>* side : {&a, &b})
      for (const Clause& c : *side)
        if (std::all_of(c.any.begin(), c.any.end(), [&](const Fact& f) { return printed_member(f.term, card).has_value(); })) {
          out.clauses.push_back(&c), printed.push_back(&c);
          for (const Fact& f : c.any)
            if (links_->linked().count(*printed_member(f.term, card))) out.linked = *printed_member(f.term, card);
        }
        else if (const std::set<const ast::CardDef*>* s = own_.setters(c, card))
          out.clauses.push_back(&c), setters.push_back(s), out.own_vars = true;
    if (out.clauses.empty()) continue;
    auto may_be = [&](const ast::CardDef* def) {
      return std::all_of(setters.begin(), setters.end(), [def](const auto* s) { return s->count(def) > 0; }) &&
             std::all_of(printed.begin(), printed.end(), [&](const Clause* c) {
               return std::any_of(c->any.begin(), c->any.end(),
                                  [&](const Fact& f) { return card_may_hold(*def, f, *printed_member(f.term, card)); });
             });
    };
    if (std::none_of(cards.begin(), cards.end(), may_be)) return out;
  }
  return std::nullopt;
}

}  // namespace canbeat::analysis
