#include "fast-engine/known_powers.hpp"

#include "dsl/printer.hpp"
#include "fast-engine/card_number.hpp"

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

void accept_known_power(const dsl::Game& game, const ast::CardDef& def, const ast::Power& p, const char* body,
                        const std::string& worded_in) {
  const std::string card = "card '" + def.name + "': power '" + p.name + "'";
  if (!body) refuse_at(game, p, card + " is not one the fast engine plays");
  if (power_body_text(p) != body)
    refuse_at(game, p,
              card + " has another body than the one the fast engine plays under that name (as " + worded_in +
                  " words it): not compiled");
  if (p.event || !p.cost.empty() || !p.attributes.empty())
    refuse_at(game, p, card + " with an event, cost or attribute the fast engine does not play");
}

}  // namespace canbeat::fast
