#include "analysis/legality_walk.hpp"

#include <fmt/format.h>

namespace canbeat::analysis {

void each_answer(const interp::Reference& ref,
                 const std::function<void(const interp::LegalityAnswer&, const std::string& option)>& note) {
  for (const auto& c : ref.candidates())
    for (const auto& a : c.answers) note(a, c.key);
  for (const auto& a : ref.legality_log()) note(a, "");
}

SignatureFn witness_signature(const Table& s, std::string hit, std::function<bool(const interp::Reference&)> holds) {
  return [&s, hit = std::move(hit), holds = std::move(holds)](const std::vector<std::string>& keys,
                                                               std::vector<std::string>& applied) {
    try {
      std::unique_ptr<interp::Reference> made = s.make_explaining();
      interp::Reference& ref = *made;
      if (holds(ref)) return hit;
      for (const std::string& k : keys) {
        if (ref.outcome().kind != Outcome::Kind::ongoing) break;
        std::size_t o = ref.find_option(k);
        if (o == Engine::npos) continue;
        ref.apply(o);
        applied.push_back(k);
        if (holds(ref)) return hit;
      }
    } catch (const std::exception&) {
      // An engine error is not this witness.
    }
    return std::string();
  };
}

std::string located_statement(const dsl::Game& g, const ast::Permission& p, const std::string& source) {
  dsl::Where w = g.where(p);
  return fmt::format("{}:{}:{} {} {} {}(\"{}\")", w.file, w.line, w.col, source, p.modality, p.action,
                     p.cite.value_or(""));
}

}  // namespace canbeat::analysis
