#include "analysis/legality_walk.hpp"

#include <fmt/format.h>

namespace canbeat::analysis {

void each_answer(const interp::Reference& ref,
                 const std::function<void(const interp::LegalityAnswer&, const std::string& option)>& note) {
  for (const auto& c : ref.candidates())
    for (const auto& a : c.answers) note(a, c.key);
  for (const auto& a : ref.legality_log()) note(a, "");
}

StepProperty witness_property(const Table& s, std::string hit, std::function<bool(const interp::Reference&)> holds) {
  StepProperty p;
  p.start = [&s] { return std::unique_ptr<Engine>(s.make_explaining()); };
  p.save = saved_reference;
  p.along = [hit = std::move(hit), holds = std::move(holds)](const Engine& e) {
    return holds(static_cast<const interp::Reference&>(e)) ? hit : std::string();
  };
  p.on_error = [](const std::exception&) { return std::string(); };  // an engine error is not this witness
  return p;
}

std::string located_statement(const dsl::Game& g, const ast::Permission& p, const std::string& source) {
  dsl::Where w = g.where(p);
  return fmt::format("{}:{}:{} {} {} {}(\"{}\")", w.file, w.line, w.col, source, p.modality, p.action,
                     p.cite.value_or(""));
}

}  // namespace canbeat::analysis
