#include "analysis/never_both_legal.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <map>
#include <vector>

#include "analysis/ast_as.hpp"
#include "analysis/card_flow.hpp"
#include "dsl/printer.hpp"

namespace canbeat::analysis {

namespace {

using Known = PrintedReader::Known;
// A term ("#1.card": argument 2's card) -> the cards it can be.
using Pins = std::map<std::string, std::vector<const ast::CardDef*>>;

const ast::Node& bare(const ast::Node& n) {
  const auto* p = as<ast::Paren>(n);
  return p ? bare(p->inner.root) : n;
}

// "#I.M.." for a reference to parameter I of `s` (its members but the last
// `drop`), or "".
std::string term_of(const ast::Permission& s, const ast::Node& n, std::size_t drop = 0) {
  const auto* r = boost::get<ast::Ref>(&bare(n).get());
  auto it = r ? std::find(s.params.begin(), s.params.end(), r->head) : s.params.end();
  if (it == s.params.end() || r->members.size() < drop) return "";
  std::string t = "#" + std::to_string(it - s.params.begin());
  for (std::size_t i = 0; i + drop < r->members.size(); ++i) t += "." + r->members[i];
  return t;
}

// The card carrying statement `p`, or nullptr (a rulebook statement).
const ast::CardDef* carrier_of(const dsl::Game& g, const ast::Permission* p) {
  for (const ast::CardDef* c : g.card_defs())
    for (const ast::CardItem& i : c->items)
      if (boost::get<ast::Permission>(&i) == p) return c;
  return nullptr;
}

// Narrows `pins[term]` to `cards` (the first pin takes them all).
void pin(Pins& pins, const std::string& term, std::vector<const ast::CardDef*> cards) {
  auto [it, fresh] = pins.emplace(term, cards);
  if (fresh) return;
  std::vector<const ast::CardDef*> both;
  for (const ast::CardDef* c : it->second)
    if (std::count(cards.begin(), cards.end(), c)) both.push_back(c);
  it->second = both;
}

// What statement `s` pins: its `self` parameter, its `T.name == "N"` conjuncts.
void pins_of(const dsl::Game& g, const BoundStatement& s, Pins& pins) {
  if (const ast::CardDef* c = carrier_of(g, s.p); c && s.self_param >= 0) pin(pins, "#" + std::to_string(s.self_param), {c});
  if (!s.p->when) return;
  for (const ast::Node* part : ast::parts_of(bare(s.p->when->root), ast::BinaryOp::and_)) {
    const ast::Binary* b = ast::as_binary(bare(*part));
    if (!b || b->op != ast::BinaryOp::eq) continue;
    for (auto [l, r] : {std::pair{&b->lhs, &b->rhs}, std::pair{&b->rhs, &b->lhs}}) {
      const auto* ref = boost::get<ast::Ref>(&bare(*l).get());
      const auto* name = boost::get<std::string>(&bare(*r).get());
      if (!ref || !name || ref->members.empty() || ref->members.back() != "name") continue;
      std::string term = term_of(*s.p, *l, 1);
      if (term.empty()) continue;
      std::vector<const ast::CardDef*> named;
      for (const ast::CardDef* c : g.card_defs())
        if (c->name == *name) named.push_back(c);
      pin(pins, term, named);
    }
  }
}

// The values argument `n` of statement `s` can take: each pinned card, or
// the name or team each prints; empty when it is not pinned.
std::vector<Known> values_of(const ast::Permission& s, const ast::Node& n, const Pins& pins) {
  std::vector<Known> out;
  if (auto it = pins.find(term_of(s, n)); it != pins.end()) {
    for (const ast::CardDef* c : it->second) out.push_back({c, ""});
    return out;
  }
  const auto* r = boost::get<ast::Ref>(&bare(n).get());
  auto it = r && !r->members.empty() ? pins.find(term_of(s, n, 1)) : pins.end();
  if (it == pins.end() || (r->members.back() != "name" && r->members.back() != "team")) return out;
  for (const ast::CardDef* c : it->second)
    out.push_back({nullptr, r->members.back() == "name" ? c->name : dsl::card_name_value(*c, "team").value_or("")});
  return out;
}

// Whether `legal l` surely holds for every value of its pinned arguments.
bool surely_legal(const PrintedReader& reader, const ast::Permission& s, const ast::Legal& l, const Pins& pins) {
  std::vector<std::vector<Known>> choices;
  for (const ast::Expr& a : l.args) {
    choices.push_back(values_of(s, a.root, pins));
    if (choices.back().empty()) return false;
  }
  std::vector<std::size_t> at(choices.size(), 0);
  for (std::size_t n = 0; n < 256; ++n) {
    std::vector<std::optional<Known>> args;
    for (std::size_t i = 0; i < choices.size(); ++i) args.emplace_back(choices[i][at[i]]);
    if (reader.may_be_legal(l.action, args, false)) return false;
    std::size_t i = 0;
    while (i < at.size() && ++at[i] == choices[i].size()) at[i++] = 0;
    if (i == at.size()) return true;
  }
  return false;
}

std::string where(const dsl::Game& g, const ast::Pos& p) {
  dsl::Where w = g.where(p);
  return fmt::format("{}:{}:{}", w.file, w.line, w.col);
}

// "argument 2's card" for "#1.card".
std::string argument_name(const std::string& term) {
  std::size_t dot = term.find('.');
  std::string arg = "argument " + std::to_string(std::stoi(term.substr(1, dot)) + 1);
  return dot == std::string::npos ? arg : arg + "'s " + term.substr(dot + 1);
}

// The argument printed: where the pins come from, the statements of A read.
std::string why(const dsl::Game& g, const PrintedReader& reader, const ast::Legal& l, const Pins& pins) {
  std::vector<std::string> cards, read;
  for (const auto& [term, defs] : pins) {
    std::vector<std::string> names;
    for (const ast::CardDef* c : defs) names.push_back(c->id ? *c->id : c->name);
    cards.push_back(fmt::format("{} is {}", argument_name(term), fmt::join(names, " or ")));
  }
  for (const ast::Permission* p : reader.statements_of(l.action)) read.push_back(where(g, *p));
  return fmt::format("where both apply {}, and by what they print `legal {}` holds for each (a can of {} holds and no "
                     "cant may: {})",
                     fmt::join(cards, ", "), l.action, l.action, fmt::join(read, ", "));
}

}  // namespace

std::optional<std::string> never_not_legal(const dsl::Game& g, const BoundStatement& a, const BoundStatement& b) {
  Pins pins;
  pins_of(g, a, pins), pins_of(g, b, pins);
  if (pins.empty()) return std::nullopt;
  const PrintedReader reader(g, true);
  for (const BoundStatement* s : {&a, &b}) {
    if (!s->p->when) continue;
    for (const ast::Node* part : ast::parts_of(bare(s->p->when->root), ast::BinaryOp::and_)) {
      const ast::Unary* u = as<ast::Unary>(bare(*part));
      const ast::Legal* l = u && u->op == ast::UnaryOp::not_ ? as<ast::Legal>(bare(u->operand)) : nullptr;
      if (!l || !surely_legal(reader, *s->p, *l, pins)) continue;
      ast::Expr e;
      e.root = *part;
      return fmt::format("{} `{}` never holds: {}", where(g, ast::pos_of(*part, *s->p->when)), dsl::print(e),
                         why(g, reader, *l, pins));
    }
  }
  return std::nullopt;
}

}  // namespace canbeat::analysis
