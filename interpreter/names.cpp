#include "interpreter/names.hpp"

#include <algorithm>

namespace canbeat::interp {

namespace {

bool has_flag(const ast::Declare& d, std::string_view flag) {
  return std::find(d.flags.begin(), d.flags.end(), flag) != d.flags.end();
}

// The slot of `name` in `names`, -1 when it is not there.
int slot_of(const std::vector<std::string>& names, const std::string& name) {
  auto it = std::find(names.begin(), names.end(), name);
  return it == names.end() ? -1 : static_cast<int>(it - names.begin());
}

void declare(std::vector<std::string>& names, const std::string& name) {
  if (slot_of(names, name) < 0) names.push_back(name);
}

std::vector<std::size_t> by_name(const std::vector<std::string>& names) {
  std::vector<std::size_t> order(names.size());
  for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return names[a] < names[b]; });
  return order;
}

}  // namespace

Names::Names(const dsl::Game& game, const Index& index, std::vector<std::string> seats)
    : game_(&game), index_(&index), seats_(std::move(seats)), definitions_(index.definitions) {
  for (const ast::Declare* d : game.all<ast::Declare>()) {
    if (d->what == "zone") zones.push_back(d->name);  // as Reference::zone_index finds them
    if (d->what == "zone" && !has_flag(*d, "per_player")) table_zones.push_back(d->name);
    if (d->what != "var") continue;
    if (has_flag(*d, "per_player")) declare(player_vars, d->name);
    else if (has_flag(*d, "per_card")) declare(card_vars, d->name);
    else if (!has_flag(*d, "per_door") && slot_of(game_vars, d->name) < 0) {
      game_vars.push_back(d->name);
      game_var_kinds.push_back(has_flag(*d, "player") ? VarKind::player
                               : has_flag(*d, "card") ? VarKind::card
                               : has_flag(*d, "bool") ? VarKind::boolean
                                                      : VarKind::integer);
    }
  }
  game_vars_by_name = by_name(game_vars);
  player_vars_by_name = by_name(player_vars);
  self = id("self");
  you = id("you");
  pass = id("pass");
  if (index.action_declared("walled")) walled = id("walled");
  if (index.action_declared("blocks")) blocks = id("blocks");
  if (index.action_declared("closed")) closed = id("closed");
}

int Names::id(const std::string& name) {
  auto [it, fresh] = ids_.try_emplace(name, static_cast<int>(infos_.size()));
  if (fresh) infos_.push_back(resolve(name));
  return it->second;
}

int Names::written_number(const std::string& written) {
  if (int n = written_.find(&written, -1); n >= 0) return n;
  int n = id(written);
  written_.add(&written, n);
  return n;
}

// The order of eval_ref's cases (docs/dsl.md "Names"): the built-in lists
// and seats before the game's dice and variables, a type last.
NameInfo Names::resolve(const std::string& name) const {
  NameInfo n;
  n.text = name;
  n.seat = slot_of(seats_, name);
  n.die = index_->dice.count(name) ? index_->dice.at(name) : nullptr;
  n.zone = slot_of(zones, name);
  n.game_var = slot_of(game_vars, name);
  n.player_var = slot_of(player_vars, name);
  n.card_var = slot_of(card_vars, name);
  auto type = index_->types.find(name);
  n.type = type != index_->types.end();
  if (n.type) n.type_name = type->second;
  n.card_fact = index_->card_facts.count(name) > 0;
  for (int k = 0; k <= dsl::Type::door; ++k) n.member[k] = dsl::find_member(static_cast<dsl::Type::Kind>(k), name);
  look_up(n);
  bool board = !game_->boards.empty();
  if (name == "players") n.global = Global::players;
  else if (n.seat >= 0) n.global = Global::seat;
  else if (name == "cards") n.global = Global::cards;
  else if (name == "instances") n.global = Global::instances;
  else if (name == "triggered") n.global = Global::triggered;
  else if (name == "types" && !n.type) n.global = Global::types;
  else if (name == "true" || name == "false") n.global = Global::boolean;
  else if (name == "spaces" && board) n.global = Global::spaces;
  else if (name == "doors" && board) n.global = Global::doors;
  else if (n.die) n.global = Global::die;
  else if (slot_of(table_zones, name) >= 0) n.global = Global::table_zone;
  else if (n.game_var >= 0) n.global = Global::game_var;
  else n.global = n.type ? Global::type : Global::unknown;
  return n;
}

// What the name is in the index: every map read once, here.
void Names::look_up(NameInfo& n) const {
  auto find = [&n](const auto& map) {
    auto it = map.find(n.text);
    return it == map.end() ? nullptr : &it->second;
  };
  n.builtin_function = dsl::find_function(n.text);
  if (const ast::Function* const* f = find(index_->functions)) n.function = *f;
  n.verb = dsl::find_verb(n.text);
  if (const ast::Procedure* const* p = find(index_->procedures)) n.procedure = *p;
  if (const ast::Phase* const* p = find(index_->phases)) n.phase = *p;
  n.said = find(index_->actions_said);
  n.triggers = find(index_->card_triggers);
  n.continuous = find(index_->card_continuous);
}

void Names::reindex() {
  for (std::size_t i = 0; i < infos_.size(); ++i) look_up(infos_[i]);
}

int Names::definition_slot(const ast::CardDef* def) {
  auto it = std::find(definitions_.begin(), definitions_.end(), def);
  if (it != definitions_.end()) return static_cast<int>(it - definitions_.begin());
  definitions_.push_back(def);
  return static_cast<int>(definitions_.size()) - 1;
}

// A card's printed numbers and facts (dsl::card_number, facts()),
// read from its text once per name and definition.
void Names::fill_definitions(NameInfo& n) {
  for (std::size_t d = n.number.size(); d < definitions_.size(); ++d) {
    n.number.push_back(dsl::card_number(*definitions_[d], n.text));
    const std::vector<std::string>& printed = facts(static_cast<int>(d));
    n.has.push_back(std::find(printed.begin(), printed.end(), n.text) != printed.end());
  }
}

const std::string& Names::printed(int definition, Printed key) {
  auto& known = key == Printed::type ? types_ : teams_;
  auto d = static_cast<std::size_t>(definition);
  if (known.size() <= d) known.resize(definitions_.size(), nullptr);
  if (!known[d]) {
    const char* name = key == Printed::type ? "type" : "team";
    std::string text = dsl::card_name_value(*definitions_.at(d), name).value_or("");
    auto type = index_->types.find(text);
    known[d] = key == Printed::type && type != index_->types.end() ? type->second : &lasting(text);
  }
  return *known[d];
}

std::vector<const ast::Power*> powers_of(const ast::CardDef& c) {
  std::vector<const ast::Power*> out;
  for (const auto& item : c.items)
    if (const auto* p = boost::get<ast::Power>(&item.get())) out.push_back(p);
  return out;
}

const std::vector<const ast::Power*>& Names::powers(int definition) {
  auto d = static_cast<std::size_t>(definition);
  if (powers_.size() <= d) {
    powers_.resize(definitions_.size());
    powers_listed_.resize(definitions_.size(), false);
  }
  if (!powers_listed_[d]) {
    powers_[d] = powers_of(*definitions_.at(d));
    powers_listed_[d] = true;
  }
  return powers_[d];
}

const std::vector<std::string>& Names::facts(int definition) {
  auto d = static_cast<std::size_t>(definition);
  if (facts_.size() <= d) facts_.resize(definitions_.size());
  if (!facts_[d]) facts_[d] = dsl::card_facts(*definitions_.at(d));
  return *facts_[d];
}

const std::string& Names::lasting(const std::string& text) { return *lasting_.insert(text).first; }

std::optional<long> Names::number(int id, int definition) {
  NameInfo& n = infos_[static_cast<std::size_t>(id)];
  if (static_cast<std::size_t>(definition) >= n.number.size()) fill_definitions(n);
  return n.number[static_cast<std::size_t>(definition)];
}

bool Names::has(int id, int definition) {
  NameInfo& n = infos_[static_cast<std::size_t>(id)];
  if (static_cast<std::size_t>(definition) >= n.has.size()) fill_definitions(n);
  return n.has[static_cast<std::size_t>(definition)] != 0;
}

}  // namespace canbeat::interp
