// The names of this game's words as its card text spells them (card_words.hpp).
#include "fast-engine/vs2pcg/card_words.hpp"

#include <algorithm>
#include <iterator>

#include "dsl/game.hpp"

namespace canbeat::fast::vs2pcg {

namespace {

// The actions whose card statements the engine asks (power.hpp, Action),
// the legality query it answers of each (-1: none), and what each
// parameter is to its call (card_words.hpp action_roles).
struct ActionShape {
  const char* name;
  Action action;
  const char* roles;
  int query;
};
constexpr ActionShape kActionShapes[] = {
    {"target", Action::target, "01", int(LegalQuery::target)},
    {"strike_back", Action::strike_back, "0", int(LegalQuery::strike_back)},
    {"use_power", Action::use_power, "PU", int(LegalQuery::use_power)},
    {"change_row", Action::change_row, "P1", int(LegalQuery::change_row)},
    {"power_up", Action::power_up, "P01", int(LegalQuery::power_up)},
    {"pay_symbol", Action::pay_symbol, "PU0S", int(LegalQuery::pay_symbol)},  // l the paying card; u.card is arg1
    {"reveals_draws", Action::reveals_draws, "P", -1},
    {"pay_recruit_symbols", Action::pay_recruit_symbols, "P0", -1},
    {"attack", Action::attack, "P1", int(LegalQuery::attack)},
    {"recruit", Action::recruit, "P1", int(LegalQuery::recruit)},
    {"play_equipment", Action::play_equipment, "P01", int(LegalQuery::play_equipment)},
    {"join", Action::join, "P01", int(LegalQuery::join)},
    {"strike_back_at", Action::strike_back_at, "01", int(LegalQuery::strike_back_at)},
    {"team_attack", Action::team_attack, "01", int(LegalQuery::team_attack)},
    {"reach", Action::reach, "P1", int(LegalQuery::reach)},
    {"change_side", Action::change_side, "0P", int(LegalQuery::change_side)},
    {"play_twist", Action::play_twist, "PU", int(LegalQuery::play_twist)},
    {"combat_power", Action::combat_power, "PQU", -1},
    {"combat_twist", Action::combat_twist, "PQU", -1},
    {"pay_recruit_points", Action::pay_recruit_points, "P1", int(LegalQuery::pay_recruit_points)},
    {"reaction", Action::reaction, "PUS", -1},
    {"affiliated", Action::affiliated, "0T", int(LegalQuery::affiliated)},  // t the team (vs2pcg.rules)
    {"good_team", Action::good_team, "T", int(LegalQuery::good_team)},
    {"payable", Action::payable, "PU", int(LegalQuery::payable)},
    {"leaves_payer", Action::leaves_payer, "PU0S", -1},  // as pay_symbol's
};
// In Action's order: kActionShapes[a] is action a's.
constexpr bool in_action_order() {
  for (int i = 0; i < kActions; ++i)
    if (int(kActionShapes[i].action) != i) return false;
  return true;
}
static_assert(in_action_order());
static_assert(std::size(kActionShapes) == kActions);

constexpr const char* kNativeNames[] = {"wound", "ko", "gain_plus", "reveals", "draw_card"};
static_assert(std::size(kNativeNames) == kNatives);
}  // namespace

const char* native_name(Native n) { return kNativeNames[int(n)]; }

namespace {
constexpr std::pair<const char*, Event> kRuleEvents[] = {
    {"build_start", Event::build_start}, {"main_start", Event::main_start},
    {"turn_end", Event::turn_end},       {"appears", Event::appears},
    {"attacks", Event::attacks},         {"attack_made", Event::attack_made},
    {"attacked", Event::attacked},       {"survives", Event::survives},
    {"stunned", Event::stunned},         {"kod", Event::kod},
    {"defender_stunned", Event::defender_stunned}, {"turn_over", Event::turn_over},
    {"revealed", Event::revealed}, {"enemy_reveals", Event::enemy_reveals},
    {"turn_start", Event::turn_start}, {"recovered", Event::recovered}};
static_assert(std::size(kRuleEvents) == kEvents);
}  // namespace

std::vector<std::string> vs2pcg_events(const dsl::Game& game) {
  std::vector<std::string> out(kEvents), own;
  for (const auto& [name, e] : kRuleEvents) out[std::size_t(e)] = name;
  auto add_own = [&](const ast::CardDef& d) {
    for (const ast::CardItem& item : d.items)
      if (const auto* t = boost::get<ast::Trigger>(&item.get()))
        if (std::find(out.begin(), out.end(), t->event) == out.end()) own.push_back(t->event);
  };
  for (const ast::CardSet* s : game.all<ast::CardSet>())
    for (const ast::CardDef& d : s->cards) add_own(d);
  for (const dsl::DeckList& deck : game.deck_lists())
    for (const dsl::DeckCard& d : deck.cards) add_own(*d.def);
  std::sort(own.begin(), own.end());
  own.erase(std::unique(own.begin(), own.end()), own.end());
  out.insert(out.end(), own.begin(), own.end());
  return out;
}

const char* expr_var_name(ExprVar v) {
  constexpr const char* kNames[] = {"amplified", "ranged_combat", "effect_stop", "combat", "cancelled",
                                    "combat_cancelled", "active", "turn_side", "attacks"};
  static_assert(std::size(kNames) == kExprVars);
  return kNames[int(v)];
}

const char* player_var_name(PlayerVar v) {
  constexpr const char* kNames[] = {"rp", "turns", "out", "side", "lead", "eliminated"};
  static_assert(std::size(kNames) == kPlayerVars);
  return kNames[int(v)];
}

const char* vs2pcg_type_name(Type t) {
  constexpr const char* kNames[] = {"main_character", "supporting_character", "plot_twist",
                                    "equipment",      "location",             "facehugger_pile"};
  return kNames[int(t)];
}

int vs2pcg_rules_action_number(const std::string& name) {
  for (const ActionShape& a : kActionShapes)
    if (name == a.name) return int(a.action);
  return -1;
}

const char* vs2pcg_action_name(Action a) { return kActionShapes[int(a)].name; }

int legal_query_of(Action a) { return kActionShapes[int(a)].query; }

std::string own_action_roles(const ast::ActionDecl& d) {
  std::string roles;
  int cards = 0;
  for (const ast::Param& q : d.params) {
    const bool slot_free = roles.find_first_of("UNB") == std::string::npos;
    if (q.type == "card" && cards < 2) roles += char('0' + cards++);
    else if (q.type == "player" && roles.find('P') == std::string::npos) roles += 'P';
    else if (q.type == "power" && slot_free) roles += 'U';
    else if (q.type == "int" && slot_free) roles += 'N';
    else if (q.type == "bool" && slot_free) roles += 'B';
    else return "!";
  }
  return roles;
}

// A card set's own action numbered `action` (from kActions, in declaration
// order), or null.
static const ast::ActionDecl* own_action(const dsl::Game& game, int action) {
  int number = kActions;
  for (const ast::ActionDecl* d : game.all<ast::ActionDecl>()) {
    if (vs2pcg_rules_action_number(d->name) >= 0) continue;
    if (number++ == action) return d;
  }
  return nullptr;
}

std::string action_roles(const dsl::Game& game, int action) {
  if (action < kActions) return kActionShapes[action].roles;
  const ast::ActionDecl* d = own_action(game, action);
  return d ? own_action_roles(*d) : "!";
}

std::string own_action_name(const dsl::Game& game, int action) {
  const ast::ActionDecl* d = own_action(game, action);
  return d ? d->name : "";
}

bool vs2pcg_rules_action(const std::string& name) { return vs2pcg_rules_action_number(name) >= 0; }

}  // namespace canbeat::fast::vs2pcg
