#include "cli/conflict_musts.hpp"

#include <fmt/format.h>

namespace canbeat::cli {

namespace {

void add_card_musts(const dsl::Game& g, const ast::CardDef& c, std::vector<MustStatement>& out) {
  std::string source = "card " + (c.id ? *c.id + " " : std::string()) + c.name;
  for (const auto& item : c.items)
    if (const auto* p = boost::get<ast::Permission>(&item); p && p->modality == "must")
      out.push_back({p, located_statement(g, *p, source)});
}

}  // namespace

std::string located_statement(const dsl::Game& g, const ast::Permission& p, const std::string& source) {
  dsl::Where w = g.where(p);
  return fmt::format("{}:{}:{} {} {} {}(\"{}\")", w.file, w.line, w.col, source, p.modality, p.action,
                     p.cite.value_or(""));
}

MustTable::MustTable(const dsl::Game& g) : game_(&g) {
  for (const auto* p : g.all<ast::Permission>())
    if (p->modality == "must") musts_.push_back({p, located_statement(g, *p, "rulebook")});
  for (const auto* set : g.all<ast::CardSet>())
    for (const auto& c : set->cards) add_card_musts(g, c, musts_);
  for (const auto* deck : g.all<ast::Deck>())
    for (const auto& e : deck->entries)
      if (const auto* c = boost::get<ast::CardDef>(&e)) add_card_musts(g, *c, musts_);
  for (std::size_t i = 0; i < musts_.size(); ++i) index_.emplace(musts_[i].p, i);
}

std::map<std::string, BlockedMust> MustTable::met(const interp::Reference& ref) const {
  std::map<std::string, BlockedMust> out;
  auto note = [&](const interp::LegalityAnswer& a, const std::string& option) {
    if (!a.blocked()) return;
    std::string decider;
    for (const auto& v : a.considered)
      if (v.statement == a.decider) decider = located_statement(*game_, *v.statement, v.source);
    for (const auto& m : a.required) {
      auto it = index_.find(m.statement);
      if (it == index_.end()) continue;
      std::string key = fmt::format("{:04} | {}", it->second, decider);
      out.emplace(key, BlockedMust{it->second, decider, a.query, option, 0, {}});
    }
  };
  // As PairTable::met: first the queries of options' conditions (they name
  // the option), then the rules' own queries since the last choice.
  for (const auto& c : ref.candidates())
    for (const auto& a : c.answers) note(a, c.key);
  for (const auto& a : ref.legality_log()) note(a, "");
  return out;
}

SignatureFn MustTable::signature(const std::string& key, const dsl::Game& g, const Setup& setup) const {
  return [this, key, &g, setup](const std::vector<std::string>& keys, std::vector<std::string>& applied) {
    const std::string hit = "blocked must " + key;
    try {
      interp::Reference ref(g, setup, /*explaining=*/true);
      if (met(ref).count(key)) return hit;
      for (const std::string& k : keys) {
        if (ref.outcome().kind != Outcome::Kind::ongoing) break;
        std::size_t o = ref.find_option(k);
        if (o == Engine::npos) continue;
        ref.apply(o);
        applied.push_back(k);
        if (met(ref).count(key)) return hit;
      }
    } catch (const std::exception&) {
      // An engine error is not this witness.
    }
    return std::string();
  };
}

}  // namespace canbeat::cli
