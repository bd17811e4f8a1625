#include "fast-engine/known_powers.hpp"


#include "dsl/printer.hpp"

namespace canbeat::fast {

std::string power_body_text(const ast::Power& power) {
  std::string text;
  for (const ast::Stmt& s : power.body.stmts) text += dsl::print(s, 0);
  return text;
}

std::string statement_text(const ast::Permission& statement) {
  std::string text = statement.modality + " " + statement.action + "(";
  for (std::size_t i = 0; i < statement.params.size(); ++i) text += (i ? ", " : "") + statement.params[i];
  text += ")";
  if (statement.when) text += " when " + dsl::print(*statement.when);
  return text;
}

}  // namespace canbeat::fast
