#include "analysis/conflict_musts.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace canbeat::analysis {

namespace {

void add_card_musts(const dsl::Game& g, const ast::CardDef& c, std::vector<MustStatement>& out) {
  std::string source = "card " + (c.id ? *c.id + " " : std::string()) + c.name;
  for (const auto& item : c.items)
    if (const auto* p = boost::get<ast::Permission>(&item); p && p->modality == "must")
      out.push_back({p, located_statement(g, *p, source)});
}

}  // namespace

MustTable::MustTable(const dsl::Game& g) : game_(&g) {
  for (const auto* p : g.all<ast::Permission>())
    if (p->modality == "must") musts_.push_back({p, located_statement(g, *p, "rulebook")});
  for (const ast::CardDef* c : g.card_defs()) add_card_musts(g, *c, musts_);
  for (std::size_t i = 0; i < musts_.size(); ++i) index_.emplace(musts_[i].p, i);
}

std::map<std::string, BlockedMust> MustTable::met(const interp::Reference& ref) const {
  std::map<std::string, BlockedMust> out;
  auto note = [&](const interp::LegalityAnswer& a, const std::string& option) {
    if (!a.blocked()) return;
    std::string decider;
    for (const auto& v : a.considered)
      if (v.statement == a.decider) decider = located_statement(*game_, *v.statement, v.source());
    for (const auto& m : a.required) {
      auto it = index_.find(m.statement);
      if (it == index_.end()) continue;
      std::string key = fmt::format("{:04} | {}", it->second, decider);
      out.emplace(key, BlockedMust{it->second, decider, a.query, option, 0, {}});
    }
  };
  each_answer(ref, note);
  note_unenforced(ref, out);
  return out;
}

// Per must, the open options whose own legality queries it requires (and
// that are legal); when another option is open too, the player may do
// otherwise: the must is met required, not enforced. A rule's own queries
// (no option) are left to the blocked musts.
void MustTable::note_unenforced(const interp::Reference& ref, std::map<std::string, BlockedMust>& out) const {
  std::map<std::size_t, std::pair<const interp::LegalityAnswer*, std::string>> first_required;
  std::map<std::size_t, std::vector<std::string>> required_options;
  for (const auto& c : ref.candidates()) {
    if (!c.offered) continue;
    for (const auto& a : c.answers) {
      if (!a.legal) continue;
      for (const auto& m : a.required) {
        auto it = index_.find(m.statement);
        if (it == index_.end()) continue;
        first_required.try_emplace(it->second, &a, c.key);
        required_options[it->second].push_back(c.key);
      }
    }
  }
  for (const auto& [must, options] : required_options)
    for (const auto& c : ref.candidates())
      if (c.offered && std::find(options.begin(), options.end(), c.key) == options.end()) {
        const auto& [answer, option] = first_required.at(must);
        out.emplace(fmt::format("{:04} ~ not enforced", must),
                    BlockedMust{must, "", answer->query, option, 0, {}, c.key});
        break;
      }
}

StepProperty MustTable::property(const std::string& key, const Table& s) const {
  return witness_property(s, "blocked must " + key,
                           [this, key](const interp::Reference& ref) { return met(ref).count(key) > 0; });
}

}  // namespace canbeat::analysis
