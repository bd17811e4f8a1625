#include "analysis/conflict_pairs.hpp"

#include <fmt/format.h>

#include <set>

#include "analysis/never_both.hpp"

namespace canbeat::analysis {

namespace {

// The golden rules' order, strongest first: a card's cant, a card's can, the
// rulebook's cant, the rulebook's can (interpreter/legality.cpp).
int strength(const Statement& s) { return (s.card ? 2 : 0) + (s.p->modality == "cant" ? 1 : 0); }

// The parameter a card statement binds to its own card: its condition is
// `PARAM == self` or has it as a conjunct (`... and c == self and ...`), so
// it speaks of that card only. -1 when none.
int self_bound_param(const ast::Permission& p) {
  if (!p.when) return -1;
  const ast::Binary* top = ast::as_binary(p.when->root);
  if (top && top->op == ast::BinaryOp::or_) return -1;  // not a plain conjunction
  for (const ast::Node* c : ast::parts_of(p.when->root, ast::BinaryOp::and_))
    if (int k = ast::self_equal_param(*c, p.params); k >= 0) return k;
  return -1;
}

void add_card_statements(const dsl::Game& g, const ast::CardDef& c, std::vector<Statement>& out) {
  std::string source = "card " + (c.id ? *c.id + " " : std::string()) + c.name;
  for (const auto& item : c.items)
    if (const auto* p = boost::get<ast::Permission>(&item))
      out.push_back({p, source, true, located_statement(g, *p, source), &c, self_bound_param(*p)});
}

}  // namespace

PairTable::PairTable(const dsl::Game& g) {
  for (const auto* p : g.all<ast::Permission>())
    statements_.push_back({p, "rulebook", false, located_statement(g, *p, "rulebook"), nullptr, -1});
  for (const ast::CardDef* c : g.card_defs()) add_card_statements(g, *c, statements_);
  // Every can against every cant about the same action, in source order.
  for (const Statement& can : statements_) {
    if (can.p->modality != "can") continue;
    for (const Statement& cant : statements_) {
      if (cant.p->modality != "cant" || cant.p->action != can.p->action) continue;
      // Static scope: two cards' statements that each speak of their own
      // card only (the same parameter bound to `self`) never meet.
      if (can.card_def && cant.card_def && can.card_def != cant.card_def && can.self_param >= 0 &&
          can.self_param == cant.self_param) {
        ++disjoint_;
        continue;
      }
      StatementPair pair;
      bool cant_wins = strength(cant) > strength(can);
      pair.winner = cant_wins ? &cant : &can;
      pair.loser = cant_wins ? &can : &cant;
      pair.override_rulebook = can.card != cant.card;
      pair.impossible = never_both(g, {can.p, can.self_param}, {cant.p, cant.self_param}).value_or("");
      index_[{can.p, cant.p}] = pairs_.size();
      pairs_.push_back(pair);
    }
  }
}

std::map<std::size_t, std::string> PairTable::met(const interp::Reference& ref) const {
  std::map<std::size_t, std::string> out;
  auto note = [&](const interp::LegalityAnswer& a, const std::string& option) {
    for (const auto& can : a.considered) {
      if (!can.applies || can.statement->modality != "can") continue;
      for (const auto& cant : a.considered) {
        if (!cant.applies || cant.statement->modality != "cant") continue;
        if (auto it = index_.find({can.statement, cant.statement}); it != index_.end())
          out.emplace(it->second, option);
      }
    }
  };
  each_answer(ref, note);
  return out;
}

StepProperty PairTable::property(std::size_t i, const Table& s) const {
  return witness_property(s, fmt::format("pair {}", i),
                           [this, i](const interp::Reference& ref) { return met(ref).count(i) > 0; });
}

}  // namespace canbeat::analysis
