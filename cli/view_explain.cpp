// The deciding statements of a decision (view_explain.hpp).
#include "cli/view_explain.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "cli/sarif.hpp"
#include "interpreter/interpreter.hpp"

namespace canbeat::cli {

namespace {

using Candidate = interp::Reference::Candidate;

ViewStatement statement(const dsl::Game& g, const std::string& role, const std::string& query,
                        const interp::StatementVerdict& v) {
  dsl::Where w = g.where(*v.statement);
  return {role, query,
          fmt::format("{} {} {}(\"{}\")", v.source(), v.statement->modality, v.statement->action,
                      v.statement->cite.value_or("")),
          fmt::format("{}:{}:{}", relative_to_cwd(w.file), w.line, w.col)};
}

bool names(const std::vector<std::string>& keys, const std::string& key) {
  return std::any_of(keys.begin(), keys.end(), [&](const std::string& k) {
    return key == k || key.substr(0, key.find('#')) == k.substr(0, k.find('#'));
  });
}

bool beats_another(const interp::LegalityAnswer& a) {
  return a.decider && std::any_of(a.considered.begin(), a.considered.end(), [&](const interp::StatementVerdict& v) {
           return v.applies && v.statement != a.decider && v.statement->modality != a.decider->modality;
         });
}

// One answer: its decider, then the applying statements of the other
// modality it beat (can't beats can, card beats rulebook).
void add_answer(const dsl::Game& g, const Candidate& c, const interp::LegalityAnswer& a,
                std::vector<ViewStatement>& out) {
  std::string query = fmt::format("{}: {} {}", c.key, a.query, a.legal ? "legal" : "illegal");
  if (!a.decider) {
    out.push_back({"decides", query, "no statement permits it", ""});
    return;
  }
  for (const auto& v : a.considered)
    if (v.statement == a.decider) out.push_back(statement(g, "decides", query, v));
  for (const auto& v : a.considered)
    if (v.applies && v.statement != a.decider && v.statement->modality != a.decider->modality)
      out.push_back(statement(g, "beaten", query, v));
}

}  // namespace

std::vector<ViewStatement> deciding_statements(const Session& s, const std::vector<std::string>& choices,
                                               std::size_t step, const std::vector<std::string>& keys,
                                               bool every, std::size_t limit) {
  std::vector<ViewStatement> out;
  try {
    interp::Reference ref(*s.game, s.setup, interp::Keep::explanations);
    for (std::size_t i = 0; i < step && i < choices.size(); ++i) {
      if (ref.find_option(choices[i]) == Engine::npos) return out;
      ref.apply(choices[i]);
    }
    for (const Candidate& c : ref.candidates()) {
      if (!keys.empty() && !names(keys, c.key)) continue;
      for (const interp::LegalityAnswer& a : c.answers)
        if (out.size() < limit && (every || !keys.empty() || beats_another(a))) add_answer(*s.game, c, a, out);
    }
  } catch (const std::exception&) {
    // A game that ends in an error there: its page names the error itself.
  }
  return out;
}

}  // namespace canbeat::cli
