// Obligations (`must only`, docs/dsl.md "Obligation"): a must the engines
// enforce. While one holds for some cards the action is legal for, the
// action is closed to every card no obligation requires, as a `cant` of the
// obligation's rank would close it (card beats rulebook, can't beats can).
#include "interpreter/interpreter.hpp"

namespace canbeat::interp {

namespace {

// An obligation weighs as a cant of its own rank (legality.cpp's strength).
int closing_strength(int instance) { return (instance >= 0 ? 2 : 0) + 1; }

}  // namespace

bool Reference::obligation_holds(const ast::Permission& p, int instance, std::span<const Value> args) {
  Value self = Value::card(instance);
  return statement_applies(p, args, instance >= 0 ? &self : nullptr);
}

// Arguments equal to `args` but at the card parameters, where an obligation
// holds and the golden rules make the action legal (obligations aside).
bool Reference::required_elsewhere(const NameInfo& name, const ActionStatements& said, const ast::Permission& p,
                                   int instance, std::span<const Value> args, const ast::Pos& at) {
  const std::vector<std::size_t>& varied = said.card_params;
  const int cards = static_cast<int>(state_.cards.size());
  if (varied.empty() || cards == 0) return false;
  std::vector<Value> other(args.begin(), args.end());
  std::vector<int> pick(varied.size(), 0);  // an odometer over the card parameters
  for (;;) {
    bool same = true;
    for (std::size_t k = 0; k < varied.size(); ++k) {
      other[varied[k]] = Value::card(pick[k]);
      same = same && other[varied[k]] == args[varied[k]];
    }
    if (!same && obligation_holds(p, instance, other)) {
      Verdict v = weigh_statements(name, said, other, at, nullptr);
      if (v.decider && v.decider->modality == "can") return true;
    }
    std::size_t k = 0;
    while (k < pick.size() && ++pick[k] == cards) pick[k++] = 0;
    if (k == pick.size()) return false;
  }
}

void Reference::weigh_obligations(const NameInfo& name, const ActionStatements& said, std::span<const Value> args,
                                  const ast::Pos& at, Verdict& v, LegalityAnswer* log) {
  for (const ast::Permission* p : said.rulebook_obligations)
    if (obligation_holds(*p, -1, args)) return;  // these cards are required
  for (const auto& [instance, p] : said.card_obligations)
    if (obligation_holds(*p, instance, args)) return;
  auto close = [&](const ast::Permission* p, int instance) {
    if (closing_strength(instance) <= v.strength) return false;  // a stronger statement decided
    if (!required_elsewhere(name, said, *p, instance, args, at)) return false;
    v = {p, closing_strength(instance), instance};
    if (log) log->considered.push_back({p, printed_on(instance), true});
    return true;
  };
  // The strongest first: a card's obligation, then the rulebook's.
  for (const auto& [instance, p] : said.card_obligations)
    if (close(p, instance)) return;
  for (const ast::Permission* p : said.rulebook_obligations)
    if (close(p, -1)) return;
}

}  // namespace canbeat::interp
