// The golden-rule legality query (see legality.hpp). The can/cant statements
// about the action are evaluated with its parameters bound to the arguments;
// a logged answer keeps all of them and names the one that decided.
#include <fmt/format.h>

#include <algorithm>
#include <string_view>

#include "interpreter/interpreter.hpp"
#include "interpreter/profile.hpp"

namespace canbeat::interp {

namespace {

// Compared as views, the length first: asked at every legality query.
bool modality_is(const ast::Permission& p, std::string_view m) { return std::string_view(p.modality) == m; }

// Golden rules, strongest first: a card's cant, a card's can, the rulebook's
// cant, the rulebook's can. ("Card beats rulebook"; "can't beats can".)
int strength(const ast::Permission& statement, bool card) {
  return (card ? 2 : 0) + (modality_is(statement, "cant") ? 1 : 0);
}

}  // namespace

// A card's statement also sees `self`, the card instance that carries it.
bool Reference::statement_applies(const ast::Permission& p, std::span<const Value> args,
                                  const Value* self) {
  if (!p.when) return true;
  RulesProfile::Timer timed(p);
  push_scope(true);  // a statement sees its parameters and globals only
  for (std::size_t i = 0; i < p.params.size() && i < args.size(); ++i) bind_first(names_->of(p.params[i]), args[i]);
  if (self) bind_first(names_->self, *self);
  bool applies = truthy(eval(*p.when), *p.when);
  pop_scope();
  return applies;
}

// The action's `must` statements whose condition holds for these arguments
// (docs/dsl.md "Requirement"): recorded, never weighed by the golden rules,
// so evaluated only where the log is kept (the conflict search reads them).
void Reference::note_requirements(const ActionStatements& said, std::span<const Value> args,
                                  LegalityAnswer& answer) {
  if (keep_ == Keep::nothing) return;
  for (const ast::Permission* p : said.rulebook_musts)
    if (statement_applies(*p, args, nullptr)) answer.required.push_back({p, nullptr, true});
  for (const auto& [instance, p] : said.card_musts) {
    Value self = Value::card(instance);
    if (statement_applies(*p, args, &self)) answer.required.push_back({p, printed_on(instance), true});
  }
}

// `action` is the action's name (Names::id).
LegalityAnswer Reference::legal(int action, std::span<const Value> args, const ast::Pos& at) {
  const NameInfo& name = names_->info(action);
  // A condition that asks `legal` of its own action (directly or through
  // other actions' conditions) would recurse forever; the checker rejects
  // the cycles it can see, this catches the rest.
  struct Depth {
    int& depth;
    explicit Depth(int& d) : depth(d) { ++depth; }
    ~Depth() { --depth; }
  } depth(legality_depth_);
  if (legality_depth_ > legality_depth_limit)
    fail(at, fmt::format("legality of '{}' asked inside its own condition (queries nested more than {} deep)",
                         name.text, legality_depth_limit));
  LegalityAnswer answer;
  const bool logged = keep_ != Keep::nothing;
  static const ActionStatements unsaid;
  const ActionStatements& said = name.said ? *name.said : unsaid;
  Verdict v = weigh_statements(name, said, args, at, logged ? &answer : nullptr);
  if (!said.rulebook_obligations.empty() || !said.card_obligations.empty())
    weigh_obligations(name, said, args, at, v, logged ? &answer : nullptr);
  answer.decider = v.decider;
  note_requirements(said, args, answer);
  answer.legal = answer.decider && modality_is(*answer.decider, "can");
  if (!logged) return answer;
  answer.query = query_text(name.text, args);
  answer.decider_card = printed_on(v.card);
  return answer;
}

std::string source_text(const std::string* card) { return card ? "card " + *card : "rulebook"; }

std::string LegalityAnswer::because() const {
  if (!decider) return query + ": no statement permits it";
  const ast::Permission& s = *decider;
  return query + (legal ? ": legal (" : ": illegal (") + source_text(decider_card) + " " + s.modality +
         (s.only ? " only" : "") + ", " + (s.cite ? *s.cite : s.action) + ")";
}

// The golden rules over the action's can/cant statements: the first
// applying statement of the strongest kind decides. `log`, when kept,
// gets every statement considered.
Reference::Verdict Reference::weigh_statements(const NameInfo& name, const ActionStatements& said,
                                               std::span<const Value> args, const ast::Pos& at,
                                               LegalityAnswer* log) {
  Verdict v;
  auto weigh = [&](const ast::Permission* p, int instance, int self_param = -1) {
    Value self = Value::card(instance);
    bool applies = !asked_of_other_card(*p, args, self_param, instance) &&
                   statement_applies(*p, args, instance >= 0 ? &self : nullptr);
    if (applies && strength(*p, instance >= 0) > v.strength) v = {p, strength(*p, instance >= 0), instance};
    if (!log) return;
    log->considered.push_back({p, printed_on(instance), applies});
    if (!applies && std::find(gapped_.begin(), gapped_.end(), p) != gapped_.end())
      log->considered.back().gap = statement_gap(*p, args, instance >= 0 ? &self : nullptr);
  };
  for (const ast::Permission* p : said.rulebook)
    if (p->params.size() != args.size()) fail(at, "wrong number of arguments for " + name.text);
  if (log) {
    for (const ast::Permission* p : said.rulebook) weigh(p, -1);
    for (std::size_t i = 0; i < said.cards.size(); ++i)
      weigh(said.cards[i].second, said.cards[i].first, said.cards_self_param[i]);
    return v;
  }
  // Unlogged, only the answer counts: without an applying can nothing
  // permits the action, so a cant is weighed only when it could beat the
  // strongest can that applies (a card's cant beats any can, the
  // rulebook's only the rulebook's).
  auto weigh_all = [&](bool cants) {
    for (std::size_t i = 0; i < said.rulebook.size(); ++i)
      if (said.rulebook_cant[i] == cants && (!cants || v.strength < 1)) weigh(said.rulebook[i], -1);
    for (std::size_t i = 0; i < said.cards.size(); ++i)
      if (said.cards_cant[i] == cants) weigh(said.cards[i].second, said.cards[i].first, said.cards_self_param[i]);
  };
  weigh_all(false);
  if (v.decider) weigh_all(true);
  return v;
}

// A card's statement whose condition begins `PARAM == self`, asked with
// another card there: its first part is false, so it does not apply. It
// charges the one unit of work evaluating its condition would, so a game
// runs out of work where it did.
bool Reference::asked_of_other_card(const ast::Permission& p, std::span<const Value> args, int self_param,
                                    int instance) {
  if (self_param < 0 || static_cast<std::size_t>(self_param) >= args.size()) return false;
  const Value& arg = args[static_cast<std::size_t>(self_param)];
  if (arg.kind != Value::Kind::card || arg.num == instance) return false;
  if (++work_ > budget_.work) ran_out_of_work(*p.when);
  return true;
}

// `action NAME(...) while COND`: COND read once per state; while it is
// false the action is illegal and no query of it is asked or logged
// (asks, every query's way in, tests it first).
bool Reference::action_exists(int action) {
  for (Guard& g : guards_) {
    if (g.action != action) continue;
    if (g.revision != revision_) g.holds = truthy(eval(*g.cond), *g.cond), g.revision = revision_;
    return g.holds;
  }
  return true;
}

bool Reference::asks(int action, std::span<const Value> args, const ast::Pos& at) {
  if (!guards_.empty() && !action_exists(action)) return false;
  if (keep_ == Keep::nothing) return answered(action, args, at);
  const std::optional<QueryKey> key = QueryKey::of(action, args, legality_depth_, in_continuous_);
  return remembered(logged_answers_, key, [&] {
    LegalityAnswer answer = legal(action, args, at);
    bool holds = answer.legal;
    legality_log_.push_back(std::move(answer));
    return holds;
  });
}

// A query asked again under the same revision, at the same depth, gets the
// answer it had and charges the work it charged, as a route search does
// (board.cpp): the answer is the one the statements would give, the work
// the same, and a query that would run out of work runs again to fail
// where it fails. An engine keeping a legality log keeps what each query
// logged with it (asks, above).
bool Reference::answered(int action, std::span<const Value> args, const ast::Pos& at) {
  const std::optional<QueryKey> key = QueryKey::of(action, args, legality_depth_, in_continuous_);
  if (key)
    if (const QueryMemo::Answer* kept = answers_.find(*key, revision_); kept && work_ + kept->work <= budget_.work) {
      work_ += kept->work;
      return kept->result;
    }
  const long before = work_;
  const bool holds = legal(action, args, at).legal;
  if (key) answers_.keep(*key, {revision_, holds, work_ - before});
  return holds;
}

// "discard(north, Pebble)": the action and its arguments' keys.
std::string Reference::query_text(const std::string& action, std::span<const Value> args) const {
  std::string text = action;
  text += '(';
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (i) text += ", ";
    text += key_of(args[i]);
  }
  text += ')';
  return text;
}

}  // namespace canbeat::interp
