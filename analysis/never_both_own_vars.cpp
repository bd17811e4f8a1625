#include "analysis/never_both_own_vars.hpp"

#include <algorithm>
#include <cctype>

#include "dsl/printer.hpp"

namespace canbeat::analysis {

namespace {

bool is_name_char(char ch) { return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_' || ch == '.'; }

// The targets of the `set` statements of `text` (the printer's canonical
// text, dsl/printer.cpp: "set TARGET = VALUE;"): "self.V", "c.V", "round".
// Text that only looks like one (inside a cite) adds a target, which only
// makes the argument refuse more.
std::multiset<std::string> set_targets(const std::string& text) {
  std::multiset<std::string> out;
  for (std::size_t at = text.find("set "); at != std::string::npos; at = text.find("set ", at + 1)) {
    if (at > 0 && is_name_char(text[at - 1])) continue;
    std::size_t end = at + 4;
    while (end < text.size() && is_name_char(text[end])) ++end;
    if (end > at + 4 && text.compare(end, 3, " = ") == 0) out.insert(text.substr(at + 4, end - at - 4));
  }
  return out;
}

std::string var_of(const std::string& target) {
  std::size_t dot = target.rfind('.');
  return dot == std::string::npos ? "" : target.substr(dot + 1);
}

std::string card_text(const ast::CardDef& c) {
  ast::File f;
  ast::CardSet set;
  set.cards.push_back(c);
  f.decls.push_back(ast::Decl(set));
  return dsl::print(f);
}

}  // namespace

OwnVars::OwnVars(const dsl::Game& g) {
  for (const ast::Declare* d : g.all<ast::Declare>()) {
    bool per_card = std::find(d->flags.begin(), d->flags.end(), "per_card") != d->flags.end();
    const long* init = d->init ? boost::get<long>(&d->init->root.get()) : nullptr;
    if (d->what == "var" && per_card && d->flags.size() == 1 && init) initial_[d->name] = *init;
  }
  // Every set of a var in the game, then those in each card's own text:
  // a var keeps its cards when all its sets are `self`'s, in cards.
  std::map<std::string, std::size_t> in_game, in_cards;
  std::set<std::string> refused;
  for (const dsl::SourceFile& f : g.files)
    for (const std::string& t : set_targets(dsl::print(f.ast))) {
      ++in_game[var_of(t)];
      if (t != "self." + var_of(t)) refused.insert(var_of(t));
    }
  std::set<const ast::CardDef*> copiers;
  for (const ast::CardDef* c : g.card_defs()) {
    const std::string text = card_text(*c);
    if (text.find("copy_effect") != std::string::npos) copiers.insert(c);
    for (const std::string& t : set_targets(text)) ++in_cards[var_of(t)], setters_[var_of(t)].insert(c);
  }
  for (auto it = setters_.begin(); it != setters_.end();) {
    const std::string& v = it->first;
    bool kept = initial_.count(v) && !refused.count(v) && in_game[v] == in_cards[v];
    if (kept) it->second.insert(copiers.begin(), copiers.end());
    it = kept ? std::next(it) : setters_.erase(it);
  }
  // A var no statement sets keeps its initial value on every card.
  for (const auto& [name, init] : initial_)
    if (!in_game.count(name)) setters_[name];
}

const std::set<const ast::CardDef*>* OwnVars::setters(const facts::Clause& c, const std::string& card) const {
  if (c.any.empty()) return nullptr;
  const std::string v = var_of(c.any.front().term);
  auto it = setters_.find(v);
  if (it == setters_.end()) return nullptr;
  const long init = initial_.at(v);
  for (const facts::Fact& f : c.any)
    if (f.term != card + "." + v || f.kind != facts::Fact::Kind::number || !ints_contradict({f.number, {IntFact::Rel::eq, init}}))
      return nullptr;
  return &it->second;
}

}  // namespace canbeat::analysis
