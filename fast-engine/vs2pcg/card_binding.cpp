// How the shared card compiler (fast-engine/cards/) reads this game's text:
// the seats, vs2pcg.rules' zones (every one kept in arrival order:
// Engine::each_arrived), a card's stats, keywords, declared teams and
// traits, power symbols, per_card vars (the rules' and the card sets'),
// name, type, team and serial, the game vars and per_player vars a card
// may read, the types, and the actions whose statements the engine asks.
// card_host.hpp answers each id; its card statements compile here.
#include <algorithm>
#include <bit>
#include <memory>

#include "dsl/game.hpp"
#include "fast-engine/card_number.hpp"
#include "fast-engine/cards/compile.hpp"
#include "fast-engine/cards/facts.hpp"
#include "fast-engine/vs2pcg/card_words.hpp"

namespace canbeat::fast::vs2pcg {

namespace {

using K = cards::Kind;

K kind_of(const std::string& type) {
  if (type == "card") return K::card;
  if (type == "player") return K::player;
  if (type == "power") return K::power;
  if (type == "zone") return K::zone;
  return K::value;
}

// The powers.rules timings as a power's `u.timing` reads them (Timing).
constexpr const char* kTimingWords[] = {"build",    "main",     "combat",   "any_turn_combat", "any_combat",
                                        "any_turn_any_combat", "trigger", "reaction", "recruit"};

void add_string(std::vector<std::string>& out, const std::string& s) {
  if (std::find(out.begin(), out.end(), s) == out.end()) out.push_back(s);
}

// The procedures the engine performs (Native), each where the rules
// declare it and no card set declares its own of that name (a card set's
// procedure hides the rules' one: compiled in place).
void add_natives(const dsl::Game& game, cards::Binding& b) {
  for (int n = 0; n < kNatives; ++n) {
    const std::string name = native_name(Native(n));
    const ast::Procedure* rules = nullptr;
    bool hidden = false;
    for (const ast::Procedure* p : game.all<ast::Procedure>()) {
      if (p->name != name) continue;
      if (vs2pcg_rules_file(game.where(*p).file)) rules = rules ? rules : p;
      else hidden = true;
    }
    if (!rules || hidden) continue;
    cards::Verb v{name, n, {}};
    for (const ast::Param& q : rules->params) v.params.push_back(kind_of(q.type));
    b.procedures.push_back(std::move(v));
  }
}

}  // namespace

const char* timing_word(Timing t) { return kTimingWords[int(t)]; }

const char* reacts_word(Reacts r) { return r == Reacts::enemy_plays_twist ? "enemy_plays_twist" : ""; }

std::vector<std::string> vs2pcg_strings(const dsl::Game& game) {
  std::vector<std::string> out = vs2pcg_card_names(game);
  add_string(out, "");
  for (const std::string& t : vs2pcg_teams(game)) add_string(out, t);
  for (const ast::CardDef* c : game.card_defs()) {
    if (auto team = dsl::card_name_value(*c, "team")) add_string(out, *team);
    for (const auto& item : c->items)
      if (const auto* p = boost::get<ast::Power>(&item.get())) add_string(out, p->name);
  }
  for (const char* w : kTimingWords) add_string(out, w);
  add_string(out, reacts_word(Reacts::enemy_plays_twist));
  for (const char* s : kSymbolNames) add_string(out, s);
  return out;
}

int string_index(const std::vector<std::string>& strings, const std::string& s) {
  const auto at = std::find(strings.begin(), strings.end(), s);
  return at == strings.end() ? kNoString : int(at - strings.begin());
}

cards::Binding vs2pcg_binding(const dsl::Game& game) {
  cards::Binding b;
  b.seats = game.list_property("players");
  for (const ast::Declare* d : game.all<ast::Declare>()) {
    if (d->what != "zone") continue;
    const bool unordered = std::find(d->flags.begin(), d->flags.end(), "unordered") != d->flags.end();
    b.zones.push_back({d->name, !unordered, true, false});
  }
  using M = CardMember;
  const char* five[] = {"cost", "atk", "def", "health", "level"};
  for (int k = 0; k < 5; ++k) b.members.push_back({five[k], member_id(M::stat, k), false, true});
  const std::vector<std::string> stats = vs2pcg_stats(game);
  for (std::size_t k = 0; k < stats.size(); ++k) b.members.push_back({stats[k], member_id(M::other_stat, int(k)), false, true});
  for (const ast::Declare* d : game.all<ast::Declare>())
    if (d->what == "keyword")
      if (const std::uint32_t bit = vs2pcg_keyword(d->name))
        b.members.push_back({d->name, member_id(M::keyword, std::countr_zero(bit))});
  const std::vector<std::string> facts = vs2pcg_facts(game);
  for (std::size_t k = 0; k < facts.size(); ++k) b.members.push_back({facts[k], member_id(M::fact, int(k))});
  for (int k = 0; k < kSymbolCount; ++k) b.members.push_back({kSymbolNames[k], member_id(M::symbol, k)});
  for (int v = 0; v < kCardVars; ++v) b.members.push_back({card_var_name(CardVar(v)), member_id(M::card_var, v), true});
  const std::vector<CardSetVar> set_vars = card_set_vars(game);
  for (std::size_t k = 0; k < set_vars.size(); ++k)
    b.members.push_back({set_vars[k].name, member_id(M::set_var, int(k)), true});
  b.members.push_back({"name", member_id(M::name, 0)});
  b.members.push_back({"type", member_id(M::type, 0)});
  b.members.push_back({"team", member_id(M::team, 0)});
  b.members.push_back({"serial", member_id(M::serial, 0)});
  // The game vars a power may set: Amplify's mark, a Ranged combat, an
  // "up to" stop, a cancelled twist or combat, the attacks made.
  for (int g = 0; g < kExprVars; ++g) {
    const ExprVar v = ExprVar(g);
    const bool writable = v != ExprVar::combat && v != ExprVar::active && v != ExprVar::turn_side;
    b.game_vars.push_back({expr_var_name(v), g, writable});
  }
  for (int p = 0; p < kPlayerVars; ++p)
    b.seat_vars.push_back({player_var_name(PlayerVar(p)), p, p == int(PlayerVar::rp) || p == int(PlayerVar::turns)});
  const std::vector<CardSetVar> seat_vars = seat_set_vars(game);
  for (std::size_t k = 0; k < seat_vars.size(); ++k)
    b.seat_vars.push_back({seat_vars[k].name, kPlayerVars + int(k), true});
  for (int t = 0; t < 6; ++t) b.constants.push_back({vs2pcg_type_name(Type(t)), t});
  int own = kActions;
  for (const ast::ActionDecl* d : game.all<ast::ActionDecl>()) {
    const int rules = vs2pcg_rules_action_number(d->name);
    cards::Verb v{d->name, rules >= 0 ? rules : own++, {}};
    for (const ast::Param& q : d->params) v.params.push_back(kind_of(q.type));
    b.queries.push_back(std::move(v));
  }
  add_natives(game, b);
  auto events = std::make_shared<const std::vector<std::string>>(vs2pcg_events(game));
  b.event_id = [events](const std::string& s) {
    const auto at = std::find(events->begin(), events->end(), s);
    return at == events->end() ? -1 : int(at - events->begin());
  };
  b.moves_to_bottom = true;
  b.resets = true;
  b.rolls_dice = true;
  b.power_options = true;
  b.known_options = true;
  b.eliminates = true;
  b.powers = true;
  b.power_costs = true;
  b.has_named = true;
  auto strings = std::make_shared<const std::vector<std::string>>(vs2pcg_strings(game));
  b.string_id = [strings](const std::string& s) { return string_index(*strings, s); };
  auto known = std::make_shared<cards::Facts>();
  for (const ast::CardDef* c : game.card_defs()) known->add(*c);
  b.fact_id = [known](const std::string& s) { return known->id(s); };
  return b;
}

namespace {

Statement compile(const dsl::Game& game, const cards::Binding& b, const ast::CardDef& card, const ast::Permission& p,
                  bool native) {
  // An obligation weighs the action's other cards (docs/dsl.md "Obligation").
  if (p.only) refuse_at(game, p, "card '" + card.name + "': an obligation (`must only " + p.action + "`) is not compiled");
  Statement st;
  int query = -1;
  st.program = cards::compile_condition(game, b, card, p, &query, native);
  check_asks(game, p, st.program);
  st.action = Action(query);
  if (query >= kMaxActions) refuse_at(game, p, "more than " + std::to_string(kMaxActions - kActions) + " actions of the card sets");
  if (action_roles(game, query) == "!")
    refuse_at(game, p, "the action " + p.action +
                           "'s parameters are not compiled (up to two cards, a player, and one power, number or truth value)");
  st.cant = p.modality == "cant";
  return st;
}

}  // namespace

Statement compile_statement(const dsl::Game& game, const cards::Binding& b, const ast::CardDef& card,
                            const ast::Permission& p) {
  return compile(game, b, card, p, false);
}

Statement compile_rule_statement(const dsl::Game& game, const ast::Permission& p, bool rulebook) {
  ast::CardDef rules;
  rules.name = "(a rule statement)";
  // A rules file's cant stands for the engine's native answer, whose
  // queries end (Angry's cant attack asks attack).
  Statement st = compile(game, vs2pcg_binding(game), rules, p, rulebook);
  st.rulebook = rulebook;
  return st;
}

// What the engine answers of a `legal ACTION(...)` a card's text asks
// (Engine::CardHost::legal): the rules' actions it decides natively
// (LegalQuery), and the card sets' own, whose rule statements (outside any
// card) give the rulebook's answer (Engine::legal_own), so each of those
// must compile.
void check_asks(const dsl::Game& game, const ast::Pos& at, const cards::Program& program) {
  for (const cards::CompiledExpr& x : program.exprs.exprs)
    for (const cards::ExprInstr& i : x.code) {
      if (i.code != cards::BoundCode::legal) continue;
      if (i.a < kActions) {
        if (legal_query_of(Action(i.a)) < 0)
          refuse_at(game, at, "the fast engine does not answer a legality query of its action number " +
                                  std::to_string(i.a) + " (" + vs2pcg_action_name(Action(i.a)) + ")");
        continue;
      }
      const std::string& name = own_action_name(game, i.a);
      for (const ast::Permission* p : game.all<ast::Permission>()) {
        if (p->action != name || (p->modality == "must" && !p->only)) continue;
        try {
          compile_rule_statement(game, *p);
        } catch (const std::invalid_argument& e) {
          refuse_at(game, at, "the action " + name + " is decided by a rule statement the fast engine cannot compile: " +
                                  e.what());
        }
      }
    }
}

}  // namespace canbeat::fast::vs2pcg
