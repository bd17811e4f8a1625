// A card's powers, triggers and continuous effects as the engine keeps
// them (power.hpp): what the engine reads itself (a power's name, timing,
// cost and Reaction event; a trigger's event; an effect's member and
// operator) from the card's AST, and each body, `where` and amount
// compiled by the shared card compiler (fast-engine/cards/). What either
// cannot take refuses the card alone, at the construct's file:line:col.
#include <algorithm>
#include <stdexcept>

#include "dsl/game.hpp"
#include "fast-engine/card_number.hpp"
#include "fast-engine/cards/compile.hpp"
#include "fast-engine/vs2pcg/card_words.hpp"
#include "fast-engine/vs2pcg/data.hpp"

namespace canbeat::fast::vs2pcg {

namespace {

// The timing words of powers.rules as Timing numbers them.
constexpr std::pair<const char*, Timing> kTimings[] = {
    {"build", Timing::build},
    {"main", Timing::main},
    {"combat", Timing::combat},
    {"any_turn_combat", Timing::any_turn_combat},
    {"any_combat", Timing::any_combat},
    {"any_turn_any_combat", Timing::any_turn_any_combat},
    {"reaction", Timing::reaction},
    {"recruit", Timing::recruit}};

// Refuses the card `def` at `at`: "FILE:LINE:COL: error: card 'NAME': why".
[[noreturn]] void refuse(const dsl::Game& game, const ast::CardDef& def, const ast::Pos& at, const std::string& why) {
  refuse_at(game, at, "card '" + def.name + "': " + why);
}

Timing timing_of(const dsl::Game& game, const ast::CardDef& def, const ast::Power& p) {
  for (const auto& [word, t] : kTimings)
    if (p.timing == word) return t;
  refuse(game, def, p, "power '" + p.name + "': unknown timing '" + p.timing + "'");
}

// The engine has no secret decisions, and numbers a choice's options in an
// option's arg (kMaxFrameOptions): a body with a secret choice, or one of
// more options, is refused.
void check_runnable(const dsl::Game& game, const ast::CardDef& def, const ast::Pos& at, const std::string& what,
                    const cards::Program& p) {
  for (const cards::Choice& c : p.choices) {
    if (c.secret) refuse(game, def, at, what + ": a secret choice is not compiled");
    if (c.options.size() > std::size_t(kMaxFrameOptions))
      refuse(game, def, at, what + ": a choice of more than " + std::to_string(kMaxFrameOptions) + " options");
  }
}

// `c.M = true` or `c.M = false`: whether the effect takes M away.
bool takes_away(const dsl::Game& game, const ast::CardDef& def, const ast::Continuous& e) {
  const auto* v = boost::get<ast::Ref>(&e.amount.root.get());
  if (!v || (v->head != "true" && v->head != "false") || !v->members.empty() || e.op != "=")
    refuse(game, def, e, "expected `c." + e.target.members.at(0) + " = true` or `= false`");
  return v->head == "false";
}

// Which member an effect changes: a stat, a keyword, a declared team or
// trait, or a power symbol (docs/dsl.md "Continuous effects").
void member_of(const dsl::Game& game, const ast::CardDef& def, const ast::Continuous& e, Continuous& out) {
  static constexpr std::pair<const char*, Continuous::Member> kStats[] = {
      {"atk", Continuous::Member::atk}, {"def", Continuous::Member::def}, {"cost", Continuous::Member::cost},
      {"health", Continuous::Member::health}, {"level", Continuous::Member::level}};
  const std::string& m = e.target.members.at(0);
  const std::vector<std::string> stats = vs2pcg_stats(game);
  const auto other = std::find(stats.begin(), stats.end(), m);
  const auto* stat = std::find_if(std::begin(kStats), std::end(kStats), [&](const auto& s) { return m == s.first; });
  if (stat != std::end(kStats) || other != stats.end()) {
    if (e.op != "+=" && e.op != "-=") refuse(game, def, e, "expected `c." + m + " += N` or `c." + m + " -= N`");
    out.member = other != stats.end() ? Continuous::Member::stat : stat->second;
    out.stat = other != stats.end() ? std::int16_t(other - stats.begin()) : -1;
    out.negate = e.op == "-=";
    if (const long* n = boost::get<long>(&e.amount.root.get()); n && *n <= 1000)
      out.amount = std::int16_t(out.negate ? -*n : *n);
    return;
  }
  if (const std::uint32_t bit = vs2pcg_keyword(m)) out.member = Continuous::Member::keyword, out.keyword = bit;
  else if (const std::uint32_t fact = vs2pcg_fact(game, m)) out.member = Continuous::Member::fact, out.fact = fact;
  else if (const std::uint8_t sym = vs2pcg_symbol(m)) out.member = Continuous::Member::symbol, out.symbol = sym;
  else refuse(game, def, e, "a continuous effect on '" + m + "' is not compiled (a stat, a keyword, a power symbol, a team or a trait)");
  out.lose = takes_away(game, def, e);
}

}  // namespace

// A Super Power (000:346-406): its cost paid name by name, in the order
// each name first appears (powers.rules pay_power), a name's copies
// together; a Reaction's event one plot_twists.rules offers (001:397).
Power power_of(const dsl::Game& game, const cards::Binding& binding, const ast::CardDef& def, const ast::Power& p) {
  Power u;
  u.name = p.name;
  u.timing = timing_of(game, def, p);
  if (u.timing == Timing::reaction) {
    if (p.event.value_or("") != "enemy_plays_twist")
      refuse(game, def, p, "the rules offer Reactions to enemy_plays_twist only, not '" + p.event.value_or("") + "'");
    u.reacts = Reacts::enemy_plays_twist;
  }
  for (const std::string& s : p.cost) {
    const std::uint8_t bit = vs2pcg_symbol(s);
    if (!bit) refuse(game, def, p, "unknown power symbol '" + s + "'");
    if (std::find(u.cost.begin(), u.cost.end(), bit) != u.cost.end()) continue;
    for (const std::string& t : p.cost)
      if (t == s) u.cost.push_back(bit);
  }
  ast::Power body = p;
  body.event.reset();
  body.cost.clear();
  u.program = cards::compile_power(game, binding, def, body);
  check_runnable(game, def, p, "power '" + p.name + "'", u.program);
  check_asks(game, p, u.program);
  return u;
}

// A trigger (000:481): its event numbered as every card of the table
// numbers it (vs2pcg_events), its card's controller its `you`.
Power trigger_of(const dsl::Game& game, const cards::Binding& binding, const ast::CardDef& def, const ast::Trigger& t) {
  const std::vector<std::string> events = vs2pcg_events(game);
  const auto at = std::find(events.begin(), events.end(), t.event);
  if (at == events.end()) refuse(game, def, t, "the event '" + t.event + "' has no number");
  if (at - events.begin() >= kMaxEvents)
    refuse(game, def, t, "more than " + std::to_string(kMaxEvents - kEvents) + " events of the card sets");
  Power u;
  u.name = t.cite.value_or(t.event);
  u.timing = Timing::trigger;
  u.event = Event(at - events.begin());
  u.program = cards::compile_trigger(game, binding, def, t);
  check_runnable(game, def, t, "trigger '" + u.name + "'", u.program);
  check_asks(game, t, u.program);
  return u;
}

// A continuous effect (000:308-316): `self` its card, `you` that card's
// controller, the bound card in local 0 of its test and amount.
Continuous continuous_of(const dsl::Game& game, const cards::Binding& binding, const ast::CardDef& def,
                         const ast::Continuous& e) {
  Continuous out;
  member_of(game, def, e, out);
  out.program = cards::compile_effect(game, binding, def, e);
  check_asks(game, e, out.program);
  return out;
}

}  // namespace canbeat::fast::vs2pcg
