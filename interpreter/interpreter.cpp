// Building the start state, observing it, and the small helpers over it.
#include "interpreter/interpreter.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <deque>
#include <stdexcept>

namespace canbeat::interp {

namespace {

bool has_flag(const ast::Declare& d, std::string_view flag) {
  return std::find(d.flags.begin(), d.flags.end(), flag) != d.flags.end();
}

// Sets a var's slot; slots join in declaration order, so a slot not there
// yet is the next one.
void set_slot(std::vector<long>& vars, int slot, long value) {
  auto k = static_cast<std::size_t>(slot);
  if (k >= vars.size()) vars.resize(k + 1);
  vars[k] = value;
}

// "a, b, c": the pieces as fmt::join(parts, ", ") shows them, without a
// format string to parse (observe() shows every card at every step).
std::string joined(const std::vector<std::string>& parts) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i) out += ", ";
    out += parts[i];
  }
  return out;
}

}  // namespace

const std::string& Value::empty_text() {
  static const std::string empty;
  return empty;
}

const std::vector<Value>& Value::empty_items() {
  static const std::vector<Value> empty;
  return empty;
}

const char* kind_name(Value::Kind k) {
  switch (k) {
    case Value::Kind::none: return "nothing";
    case Value::Kind::integer: return "int";
    case Value::Kind::boolean: return "bool";
    case Value::Kind::text: return "string";
    case Value::Kind::player: return "player";
    case Value::Kind::card: return "card";
    case Value::Kind::zone: return "zone";
    case Value::Kind::type: return "type";
    case Value::Kind::list: return "list";
    case Value::Kind::power: return "power";
    case Value::Kind::card_def: return "card";
    case Value::Kind::trigger: return "trigger";
    case Value::Kind::space: return "space";
    case Value::Kind::door: return "door";
  }
  return "?";
}

// Start of play: every seat's deck list becomes card instances in the game's
// `start_zone`, declared variables take their initial values, `setup` runs
// (if the rulebook has one), then the turn sequence begins with turn 1.
Reference::Reference(const dsl::Game& game, const Setup& setup, Keep keep, Budget budget)
    : game_(&game), keep_(keep), budget_(budget) {
  // Card triggers run (`fire`, `resolve`); a rulebook-level one has no card
  // to carry it.
  if (!game.all<ast::Trigger>().empty() || !game.all<ast::Continuous>().empty())
    throw EngineBug("interpreter: rulebook-level triggers and continuous effects are not executable yet (cards' are)");
  state_.seats = game.seats_for(setup.players);
  std::vector<std::string> decks = game.decks_for(setup.players, setup.decks);
  std::size_t seats = state_.seats.size();
  state_.player_vars.resize(seats);
  state_.eliminated.assign(seats, false);
  std::vector<std::pair<std::string, long>> door_var_inits;
  // Indexed before the vars take their values: an initial value may call a
  // function or name a die.
  auto index = std::make_shared<Index>(game);
  index_ = index;
  names_ = std::make_shared<Names>(game, *index, state_.seats);
  resolved_ = std::make_shared<const Resolution>(game, *names_);
  for (const ast::ActionDecl* a : game.all<ast::ActionDecl>())
    if (a->guard) guards_.push_back({names_->id(a->name), &*a->guard});
  shows_used_ = resolved_->reads_member(names_->id("used"));
  // A zone flag naming a per_player var: the slot of its declared group.
  auto seen_by_slot = [this](const ast::Declare& zone) {
    const std::vector<std::string>& vars = names_->player_vars;
    for (const std::string& f : zone.flags)
      if (auto it = std::find(vars.begin(), vars.end(), f); it != vars.end()) return static_cast<int>(it - vars.begin());
    return -1;
  };
  for (const ast::Declare* d : game.all<ast::Declare>()) {
    if (d->what == "type" && has_flag(*d, "facedown")) facedown_.emplace_back(index_->types.at(d->name), seen_by_slot(*d));
    if (d->what == "zone")
      state_.zone_decls.push_back({d->name, !has_flag(*d, "unordered"), !has_flag(*d, "per_player"),
                                   has_flag(*d, "hidden")    ? ZoneDecl::Seen::nobody
                                   : has_flag(*d, "private") ? ZoneDecl::Seen::holder
                                                             : ZoneDecl::Seen::all,
                                   seen_by_slot(*d)});
    if (d->what != "var") continue;
    const NameInfo& n = names_->info(d->name);
    if (!has_flag(*d, "per_player") && !has_flag(*d, "per_card") && !has_flag(*d, "per_door")) {
      auto slot = static_cast<std::size_t>(n.game_var);
      set_slot(state_.game_vars, n.game_var, d->init ? game_var_raw(slot, eval(*d->init), *d->init) : game_var_unset(slot));
      continue;
    }
    long init = d->init ? integer(eval(*d->init), *d->init) : 0;
    if (has_flag(*d, "per_player"))
      for (auto& vars : state_.player_vars) set_slot(vars, n.player_var, init);
    else if (has_flag(*d, "per_card"))
      state_.card_vars.emplace_back(d->name, init);
    else
      door_var_inits.emplace_back(d->name, init);
  }
  state_.zones.assign(seats + 1, std::vector<std::vector<int>>(state_.zone_decls.size()));
  board_ = game.board_for(decks);
  if (board_)
    state_.door_vars.assign(board_->doors.size(),
                            std::map<std::string, long>(door_var_inits.begin(), door_var_inits.end()));
  deal(decks);
  ++revision_;  // the answers kept while the vars' initial values were read are stale
  std::vector<const ast::CardDef*> defs;
  for (const CardInstance& c : state_.cards) defs.push_back(c.def);
  index->add_card_statements(defs);
  names_->reindex();
  index_ = std::move(index);
  auto turns = game.all<ast::Turn>();
  if (turns.size() != 1 || turns[0]->phases.empty())
    throw EngineBug("interpreter: the rulebook needs exactly one turn sequence");
  turn_decl_ = turns[0];
  dealt_ = std::make_shared<const GameState>(state_);
  Frame turn;
  turn.kind = Frame::Kind::turn;
  push_frame(std::move(turn));
  state_.turn = 1;
  if (auto it = index_->procedures.find("setup"); it != index_->procedures.end() && it->second->params.empty())
    push_block(it->second->body, {}, true);
  run();
}

// Every seat's deck into its `start_zone` (or, when that is a table zone,
// into the table's), then the game's `table_deck`, whose cards no seat owns,
// into the table's start zone (docs/dsl.md "Table zones").
void Reference::deal(const std::vector<std::string>& decks) {
  std::vector<std::string> start = game_->list_property("start_zone");
  int start_zone = start.empty() ? -1 : zone_index(start[0]);
  if (start_zone < 0) throw EngineBug("interpreter: the game names no start_zone");
  int table = state_.table_row();
  int row = state_.zone_decls[static_cast<std::size_t>(start_zone)].table ? table : -1;
  for (std::size_t s = 0; s < decks.size(); ++s) {
    if (decks[s].empty()) continue;  // a game dealing only its table_deck
    const dsl::DeckList* deck = game_->find_deck(decks[s]);
    if (!deck) throw std::invalid_argument("no deck named '" + decks[s] + "'");
    deal_deck(*deck, static_cast<int>(s), row < 0 ? static_cast<int>(s) : row, start_zone);
  }
  for (const std::string& name : game_->list_property("table_deck")) {
    const dsl::DeckList* deck = game_->find_deck(name);
    if (!deck) throw std::invalid_argument("no deck named '" + name + "'");
    deal_deck(*deck, -1, table, start_zone);
  }
}

// Cards from outside the game its cards name (dsl::DeckList::outside) come
// after the deck's, in the start zone too; the rules put them aside (a
// game's setup rules).
void Reference::deal_deck(const dsl::DeckList& deck, int owner, int row, int zone) {
  auto add = [&](const dsl::DeckCard& dc) {
    state_.zones[static_cast<std::size_t>(row)][static_cast<std::size_t>(zone)].push_back(
        static_cast<int>(state_.cards.size()));
    state_.cards.push_back(new_card(dc.def, owner, row, zone));
  };
  for (const dsl::DeckCard& dc : deck.cards)
    for (long n = 0; n < dc.copies; ++n) add(dc);
  for (const dsl::DeckCard& dc : deck.outside) add(dc);
}

// A card of seat `owner`'s deck (-1: the table's) at zones[row][zone], its
// vars at their initial values.
CardInstance Reference::new_card(const ast::CardDef* def, int owner, int row, int zone) {
  CardInstance card{def, owner, {}, row, zone};
  card.definition = names_->definition_slot(def);
  for (const auto& [name, init] : state_.card_vars) card.vars.push_back(init);
  return card;
}

std::string Reference::game() const { return game_->name(); }

std::unique_ptr<Engine> Reference::clone() const { return std::make_unique<Reference>(*this); }

std::vector<std::string> Reference::take_events() {
  std::vector<std::string> out;
  out.swap(events_);
  return out;
}

// The field contract of seam/observation.hpp, from the declarations.
Observation Reference::observe() const { return observe_as(-1); }

std::optional<Observation> Reference::view(int seat) const {
  if (seat < 0 || seat >= state_.table_row()) return std::nullopt;
  return observe_as(seat);
}

// The whole state (viewer -1), or what seat `viewer` sees of it: each card
// it may not see shown as "?" (docs/dsl.md "Who sees a zone").
Observation Reference::observe_as(int viewer) const {
  Observation o;
  o.add("outcome", outcome_text(state_.outcome, state_.seats));
  o.add("pending", pending_text(pending_, state_.seats));
  o.add("phase", state_.phase);
  o.add("turn", std::to_string(state_.turn));
  for (std::size_t k : names_->game_vars_by_name) o.add("game." + names_->game_vars[k], game_var_text(k));
  if (std::find(state_.eliminated.begin(), state_.eliminated.end(), true) != state_.eliminated.end())
    o.add("eliminated", eliminated_text());
  for (std::size_t d = 0; d < state_.door_vars.size(); ++d)
    for (const auto& [name, value] : state_.door_vars[d])
      o.add("door." + board_->doors[d].name + "." + name, std::to_string(value));
  for (std::size_t s = 0; s < state_.seats.size(); ++s) {
    const std::string& seat = state_.seats[s];
    for (std::size_t k : names_->player_vars_by_name)
      o.add(seat + "." + names_->player_vars[k], std::to_string(state_.player_vars[s][k]));
    add_zones(o, static_cast<int>(s), viewer);
  }
  add_zones(o, state_.table_row(), viewer);
  o.sort();
  return o;
}

// One row's zones as "SEAT.ZONE" (the table's as "table.ZONE") fields: a
// seat's row holds its per_player zones, the table's row the table zones.
// A card shows as its name, read where it lies, unless it carries marks
// (card_text): observe() runs at every compared step.
void Reference::add_zones(Observation& o, int row, int viewer) const {
  bool table = row == state_.table_row();
  std::deque<std::string> marked;  // `shown` points into it: a deque never moves what it holds
  std::vector<std::string_view> shown;
  for (std::size_t z = 0; z < state_.zone_decls.size(); ++z) {
    const ZoneDecl& decl = state_.zone_decls[z];
    if (decl.table != table) continue;
    bool seen = viewer < 0 || decl.seen == ZoneDecl::Seen::all || (decl.seen == ZoneDecl::Seen::holder && row == viewer) ||
                (decl.seen_by >= 0 && state_.player_vars[static_cast<std::size_t>(viewer)][static_cast<std::size_t>(decl.seen_by)] != 0);
    const std::vector<int>& cards = state_.zones[static_cast<std::size_t>(row)][z];
    marked.clear();
    shown.clear();
    for (int c : cards) {
      const CardInstance& card = state_.cards[static_cast<std::size_t>(c)];
      if (!seen && !card.shown_to(viewer)) shown.emplace_back("?");
      else if (face_down_to(card, viewer)) shown.emplace_back(marked.emplace_back("?" + card_text(c).substr(card.def->name.size())));
      else if (!has_marks(card)) shown.emplace_back(card.def->name);
      else shown.emplace_back(marked.emplace_back(card_text(c)));
    }
    if (!decl.ordered) std::sort(shown.begin(), shown.end());
    std::string value = "[";
    for (std::size_t i = 0; i < shown.size(); ++i) (value += i ? ", " : "") += shown[i];
    o.add(row_name(row) + "." + decl.name, value + "]");
  }
}

// A card of a `facedown` type that `viewer` neither belongs to the type's
// group to see nor has looked at since it last moved.
bool Reference::face_down_to(const CardInstance& c, int viewer) const {
  if (viewer < 0 || facedown_.empty() || c.shown_to(viewer)) return false;
  const std::string* type = &names_->printed(c.definition, Names::Printed::type);
  for (const auto& [facedown, group] : facedown_)
    if (type == facedown)
      return group < 0 || state_.player_vars[static_cast<std::size_t>(viewer)][static_cast<std::size_t>(group)] == 0;
  return false;
}

const std::string& Reference::row_name(int row) const {
  static const std::string table = "table";
  return row == state_.table_row() ? table : state_.seats.at(static_cast<std::size_t>(row));
}

std::vector<int>& Reference::zone(const Value& z, const ast::Pos& at) {
  if (z.kind != Value::Kind::zone) fail(at, std::string("expected a zone, got ") + kind_name(z.kind));
  return state_.zones.at(z.num).at(z.zone);
}

int Reference::zone_index(const std::string& name) const {
  for (std::size_t i = 0; i < state_.zone_decls.size(); ++i)
    if (state_.zone_decls[i].name == name) return static_cast<int>(i);
  return -1;
}

int Reference::controller_of(int instance) const {
  const CardInstance& c = state_.cards.at(instance);
  // A card on the table is its owner's to control (-1: the table deck's).
  return c.seat >= 0 && c.seat != state_.table_row() ? c.seat : c.owner;
}

std::string Reference::card_name(int instance) const { return state_.cards.at(instance).def->name; }

const std::string* Reference::printed_on(int instance) const {
  return instance >= 0 ? &state_.cards.at(instance).def->name : nullptr;
}

const ast::Power& Reference::power_of(const Value& v) const {
  return *names_->powers(state_.cards.at(v.num).definition).at(static_cast<std::size_t>(v.zone));
}

// Whether a card shows more than its name: a `per_card` var that differs
// from its initial value, or a power used this turn.
bool Reference::has_marks(const CardInstance& c) const {
  for (std::size_t k = 0; k < state_.card_vars.size(); ++k)
    if (c.vars[k] != state_.card_vars[k].second) return true;
  for (std::size_t i = 0; shows_used_ && i < c.power_used.size(); ++i)
    if (c.power_used[i] == state_.turn) return true;
  return false;
}

// How a card shows in an observed zone (seam/observation.hpp): its name,
// then its `per_card` vars that differ from their initial values.
std::string Reference::card_text(int instance) const {
  const CardInstance& c = state_.cards.at(instance);
  if (!has_marks(c)) return c.def->name;
  // c.vars holds the card_vars' values by slot: shown in declaration order.
  std::vector<std::string> changed;
  for (std::size_t k = 0; k < state_.card_vars.size(); ++k)
    if (c.vars[k] != state_.card_vars[k].second)
      changed.push_back(state_.card_vars[k].first + "=" + std::to_string(c.vars[k]));
  // A power used this turn: "used 2" is its index on the card.
  for (std::size_t i = 0; shows_used_ && i < c.power_used.size(); ++i)
    if (c.power_used[i] == state_.turn) changed.push_back("used " + std::to_string(i));
  return c.def->name + " {" + joined(changed) + "}";
}

namespace {

// A card's part of a key. Where cards carry state (`per_card` vars) two
// copies of a card are different options: the key names the instance,
// "Bishop#37".
void append_card_key(const std::string& name, long instance, bool serials, std::string& out) {
  out.append(name);
  if (serials) out.append(1, '#').append(std::to_string(instance + 1));
}

}  // namespace

// An option's key, "LABEL ELEMENT", written over `key`: a draw lists
// every card of a pile, so a card's name is appended in place.
void Reference::write_key(const std::string& label, const Value& v, std::string& key) const {
  key.assign(label).append(1, ' ');
  if (v.kind == Value::Kind::card)
    append_card_key(state_.cards.at(v.num).def->name, v.num, !state_.card_vars.empty(), key);
  else
    key.append(key_of(v));
}

std::string Reference::labelled_key(const std::string& label, const Value& v) const {
  std::string key;
  write_key(label, v, key);
  return key;
}

// The text an element contributes to an option key.
std::string Reference::key_of(const Value& v) const {
  switch (v.kind) {
    case Value::Kind::card: {
      std::string key;
      append_card_key(state_.cards.at(v.num).def->name, v.num, !state_.card_vars.empty(), key);
      return key;
    }
    case Value::Kind::player: return state_.seats.at(v.num);
    case Value::Kind::integer: return std::to_string(v.num);
    case Value::Kind::boolean: return v.num ? "true" : "false";
    case Value::Kind::text:
    case Value::Kind::type: return v.text();
    case Value::Kind::zone: return row_name(static_cast<int>(v.num)) + "." + state_.zone_decls.at(v.zone).name;
    // "The Dragon#40/Nobody Can Stop It": the card, then the power's name.
    case Value::Kind::power:
      return key_of(Value::card(static_cast<int>(v.num))) + "/" + power_of(v).name;
    case Value::Kind::card_def: return index_->definitions.at(v.num)->name;
    // "Captain Dallas#12/You Have Your Orders": the card, then the trigger's name.
    case Value::Kind::trigger: {
      const PendingTrigger& t = triggered_.at(v.num);
      return key_of(Value::card(t.card)) + "/" + t.trigger->cite.value_or(t.trigger->event);
    }
    case Value::Kind::door: return board_->doors.at(static_cast<std::size_t>(v.num)).name;
    // "3,1": its column and row.
    case Value::Kind::space: {
      auto [x, y] = board_->spaces.at(static_cast<std::size_t>(v.num));
      return fmt::format("{},{}", x, y);
    }
    default: return kind_name(v.kind);
  }
}

// A card leaves whatever zone holds it and goes on top of `to` (its end),
// or under it (`move c to bottom Z;`: before its first card).
void Reference::move_card(int instance, const Value& to, const ast::Pos& at, bool bottom) {
  std::vector<int>& dest = zone(to, at);
  CardInstance& c = state_.cards.at(instance);
  if (c.seat < 0) fail(at, "card " + card_name(instance) + " is in no zone");
  auto& from = state_.zones[c.seat][c.zone];
  from.erase(std::find(from.begin(), from.end(), instance));
  if (bottom) dest.insert(dest.begin(), instance);
  else dest.push_back(instance);
  c.seat = static_cast<int>(to.num);
  c.zone = to.zone;
  c.shown = 0;  // a look shows where the card was, not where it goes
}

void Reference::fail(const ast::Pos& at, const std::string& what) const {
  dsl::Where w = game_->where(at);
  // A question asked from outside the rules (a scenario's `expect card`) has
  // no position of its own: its caller names the scenario line instead.
  if (w.line == 0) throw EngineBug("rules error: " + what);
  throw EngineBug(fmt::format("{}:{}:{}: rules error: {}", w.file, w.line, w.col, what));
}

}  // namespace canbeat::interp
