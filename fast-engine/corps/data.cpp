// Card data and the board from a loaded DSL game, through dsl/game.hpp's
// API only, once when the engine is made: the seats, the first seat's deck
// (`corps`: every component), each card's type, stats and keywords
// (corps.rules), its powers compiled by the shared card compiler
// (fast-engine/cards/, binding.cpp), and the board (hadley.board) made flat
// (geometry.hpp).
#include <fmt/format.h>

#include <stdexcept>
#include <string>
#include <string_view>

#include "dsl/game.hpp"
#include "fast-engine/card_number.hpp"
#include "fast-engine/cards/compile.hpp"
#include "fast-engine/corps/engine.hpp"

namespace canbeat::fast::corps {

namespace x3 = boost::spirit::x3;

namespace {

[[noreturn]] void refuse(const dsl::Game& game, const ast::Pos& at, const std::string& card, const std::string& why) {
  refuse_at(game, at, "card '" + card + "': " + why);
}

Type type_of(const dsl::Game& game, const ast::CardDef& def, const std::string& t) {
  static const std::pair<const char*, Type> types[] = {
      {"CH", Type::character}, {"WP", Type::weapon}, {"EQ", Type::equipment}, {"EV", Type::event},
      {"HZ", Type::hazard},    {"MT", Type::tracker}, {"BL", Type::blip},     {"AL", Type::alien},
      {"SP", Type::spawn},     {"TM", Type::terminal}, {"ST", Type::start},   {"MS", Type::mission},
      {"SG", Type::sentry},    {"XP", Type::experience}, {"HM", Type::hivemind}, {"AK", Type::airlock}, {"PL", Type::loader},
      {"AP", Type::apc}};
  static const char* names[] = {"character", "weapon", "equipment", "event", "hazard", "tracker",     "blip",
                                "alien",     "spawn",  "terminal",  "start", "mission", "sentry", "experience",
                                "hivemind", "airlock", "loader", "apc"};
  for (int k = 0; k < int(std::size(types)); ++k)
    if (t == types[k].first || t == names[k]) return types[k].second;
  refuse(game, def, def.name, "unknown type '" + t + "'");
}

// A stat: its value and whether it is printed (`printed(c, "stat")`).
int number(const dsl::Game& game, const ast::CardDef& def, const char* key, bool* printed = nullptr) {
  std::optional<int> v = canbeat::fast::card_number(game, def, key);
  if (printed) *printed = v.has_value();
  if (v && (*v < -1000 || *v > 1000))
    refuse(game, def, def.name, std::string(key) + " outside -1000..1000");
  return v.value_or(0);
}

// A card's powers' names, after every card's name (Engine::binding).
void add_power_names(const ast::CardDef& def, std::vector<std::string>& names) {
  for (const ast::CardItem& item : def.items)
    if (const auto* p = boost::get<ast::Power>(&item)) names.push_back(p->name);
}

Card card_of(const dsl::Game& game, const ast::CardDef& def, long copies, const cards::Binding& b,
             std::vector<cards::Program>& programs) {
  Card c;
  c.name = def.name;
  c.facts = cards::fact_ids(b, def);
  auto type = dsl::card_name_value(def, "type");
  if (!type) refuse(game, def, def.name, "no type");
  c.type = type_of(game, def, *type);
  c.rank = number(game, def, "rank");
  c.speed = number(game, def, "speed");
  c.aim = number(game, def, "aim");
  c.tech = number(game, def, "tech");
  c.defense = number(game, def, "defense");
  c.melee = number(game, def, "melee");
  c.cost = number(game, def, "cost");
  c.defense_bonus = number(game, def, "defense_bonus", &c.has_defense_bonus);
  c.tech_bonus = number(game, def, "tech_bonus", &c.has_tech_bonus);
  c.aim_bonus = number(game, def, "aim_bonus", &c.has_aim_bonus);
  c.extra_actions = number(game, def, "extra_actions", &c.has_extra_actions);
  c.exhausts = number(game, def, "exhausts");
  c.draws = number(game, def, "draws");
  c.blips = number(game, def, "blips");
  c.location = number(game, def, "location");
  c.hidden_bonus = number(game, def, "hidden_bonus", &c.has_hidden_bonus);
  c.active_bonus = number(game, def, "active_bonus", &c.has_active_bonus);
  c.drone = number(game, def, "drone", &c.has_drone);
  c.queen_heals = number(game, def, "queen_heals", &c.has_queen_heals);
  c.number = number(game, def, "number");
  c.sx = number(game, def, "sx", &c.has_sx);
  c.dial_start = number(game, def, "dial_start");
  number(game, def, "tunnel", &c.has_tunnel);
  c.legs = number(game, def, "legs", &c.has_legs);
  c.fields = number(game, def, "fields", &c.has_fields);
  c.counted_killed = number(game, def, "counted_killed");
  c.rerolls = number(game, def, "rerolls");
  number(game, def, "rescue", &c.has_rescue);
  number(game, def, "queen_out", &c.has_queen_out);
  c.chase = number(game, def, "chase", &c.has_chase);
  number(game, def, "longer", &c.has_longer);
  number(game, def, "longer_play", &c.has_longer_play);
  number(game, def, "queen_tracker", &c.has_queen_tracker);
  c.resupply = number(game, def, "resupply", &c.has_resupply);
  number(game, def, "reroll", &c.has_reroll);
  c.sy = number(game, def, "sy");
  c.objectives = number(game, def, "objectives");
  c.turns = number(game, def, "turns");
  c.bug_hunt = number(game, def, "bug_hunt");
  c.path = number(game, def, "path");
  c.level = number(game, def, "level");
  c.printed = Engine::printed_stats(game, def);
  c.marine = dsl::card_has(def, "marine");
  c.civilian = dsl::card_has(def, "civilian");
  c.backup = dsl::card_has(def, "backup");
  c.bulky = dsl::card_has(def, "bulky");
  c.close = dsl::card_has(def, "close");
  c.cumbersome = dsl::card_has(def, "cumbersome");
  c.full_auto = dsl::card_has(def, "full_auto");
  c.action_card = dsl::card_has(def, "action_card");
  c.free_action = dsl::card_has(def, "free_action");
  c.facehugger = dsl::card_has(def, "facehugger");
  c.newt = dsl::card_has(def, "newt");
  c.grenade = dsl::card_has(def, "grenade");
  number(game, def, "launches", &c.has_launches);
  c.guardian = dsl::card_has(def, "guardian");
  c.synthetic = dsl::card_has(def, "synthetic");
  c.queen = dsl::card_has(def, "queen");
  c.large = dsl::card_has(def, "large");
  c.expansion = dsl::card_has(def, "expansion");
  c.nature = dsl::card_has(def, "nature");
  c.instinct = dsl::card_has(def, "instinct");
  c.reaction = dsl::card_has(def, "reaction");
  c.hive_hazard = dsl::card_has(def, "hive_hazard");
  c.roll_bonus = number(game, def, "roll_bonus");
  c.speed_bonus = number(game, def, "speed_bonus");
  c.willpower_bonus = number(game, def, "willpower_bonus");
  c.adds_hazard = dsl::card_has(def, "adds_hazard");
  c.places_hazard = dsl::card_has(def, "places_hazard");
  for (const ast::CardItem& item : def.items) {
    if (boost::get<ast::Property>(&item)) continue;
    const auto* p = boost::get<ast::Power>(&item);
    if (!p) refuse(game, def, def.name, "a statement, trigger or continuous effect the fast engine does not play");
    // A power is card * kMaxPowers + its index (Engine::power_turn_).
    if (c.powers.size() == std::size_t(Engine::kMaxPowers))
      refuse(game, *p, def.name, "more than " + std::to_string(Engine::kMaxPowers) + " powers");
    programs.push_back(cards::compile_power(game, b, def, *p));
    // An option's value is its index * kMaxCards + its element's.
    for (const cards::Choice& ch : programs.back().choices)
      for (const cards::Option& o : ch.options)
        if (o.elements.size() >= std::size_t(Engine::kMaxCards - 1))
          refuse(game, *p, def.name, "an option over more than " + std::to_string(Engine::kMaxCards - 2) + " elements");
    c.powers.push_back({int(programs.size()) - 1, Timing(programs.back().timing), p->name, b.string_id(p->name),
                        b.string_id(b.timings[std::size_t(programs.back().timing)]), b.string_id("")});
  }
  if (copies < 0 || copies > Engine::kMaxCards) refuse(game, def, def.name, "bad number of copies");
  c.copies = int(copies);
  return c;
}

// The first call of `name` in a block, as a statement's value or
// argument (in an `if` or not): where the rules meet the errors it raises.
const ast::Pos* call_in(const ast::Block& b, std::string_view name) {
  auto in_expr = [&](const ast::Expr& e) -> const ast::Pos* {
    const auto* c = boost::get<x3::forward_ast<ast::Call>>(&e.root.get());
    return c && c->get().name == name ? &c->get() : nullptr;
  };
  for (const ast::Stmt& st : b.stmts) {
    const ast::Pos* found = nullptr;
    if (const auto* l = boost::get<ast::Let>(&st.get())) found = in_expr(l->value);
    if (const auto* p = boost::get<ast::Perform>(&st.get()))
      for (const ast::Expr& a : p->call.args)
        if (!found) found = in_expr(a);
    if (const auto* i = boost::get<x3::forward_ast<ast::If>>(&st.get())) {
      for (const ast::Branch& br : i->get().branches)
        if (!found) found = call_in(br.body, name);
      if (!found && i->get().otherwise) found = call_in(*i->get().otherwise, name);
    }
    if (found) return found;
  }
  return nullptr;
}

// "FILE:LINE:COL: rules error: " where the interpreter raises the rules
// errors the engine meets natively, so that both engines word them alike:
// `space_at` in the function `at`, `player_at` in procedure `proc`.
std::string where_rules_fail(const dsl::Game& game, std::string_view function, std::string_view proc) {
  const ast::Pos* at = nullptr;
  for (const ast::Function* f : game.all<ast::Function>())
    if (!function.empty() && f->name == function) at = &f->body;
  for (const ast::Procedure* p : game.all<ast::Procedure>())
    if (!proc.empty() && p->name == proc) at = call_in(p->body, "player_at");
  if (!at) return "rules error: ";
  const dsl::Where w = game.where(*at);
  return fmt::format("{}:{}:{}: rules error: ", w.file, w.line, w.col);
}

}  // namespace

Data load_data(const dsl::Game& game, std::size_t players, const std::vector<std::string>& dealt) {
  std::vector<std::string> seats = game.seats_for(players);
  std::vector<std::string> decks = game.decks_for(players, dealt);
  if (seats.size() > std::size_t(Engine::kSeats)) refuse_at(game, game.decl(), "the fast engine plays at most 6 players");
  const dsl::Board* board = game.board_for(decks);
  if (!board) refuse_at(game, game.decl(), "the fast engine plays a game with a board");
  Data data;
  data.seats = seats;
  std::vector<const dsl::DeckList*> lists;
  for (const std::string& name : decks) {
    const dsl::DeckList* deck = game.find_deck(name);
    if (!deck) refuse_at(game, game.decl(), "no deck named '" + name + "'");
    if (!deck->outside.empty()) refuse_at(game, game.decl(), "deck '" + name + "': cards from outside the game are not played by the fast engine");
    lists.push_back(deck);
  }
  std::vector<std::string> names;
  cards::Facts facts;
  for (const dsl::DeckList* deck : lists)
    for (const dsl::DeckCard& dc : deck->cards) {
      names.push_back(dc.def->name);
      facts.add(*dc.def);
    }
  for (const dsl::DeckList* deck : lists)
    for (const dsl::DeckCard& dc : deck->cards) add_power_names(*dc.def, names);
  // Every seat the game declares (a table of fewer seats still has their
  // zones, kSeats), as card_refusal binds them.
  const cards::Binding b = Engine::binding(names, game.list_property("players"), facts);
  std::vector<cards::Program> programs;
  long instances = 0;
  for (std::size_t s = 0; s < lists.size(); ++s) {
    for (const dsl::DeckCard& dc : lists[s]->cards) {
      data.deck.push_back(card_of(game, *dc.def, dc.copies, b, programs));
      data.deck.back().seat = int(s);
      // 002:764, 002:858: another seat brings the expansions' experience
      // and hivemind cards only.
      const Type t = data.deck.back().type;
      if (s > 0 && t != Type::experience && t != Type::hivemind && !data.deck.back().hive_hazard)
        refuse_at(game, *lists[s]->deck, "deck '" + decks[s] + "': only the first seat brings components");
    }
    instances += lists[s]->card_count();
    if (instances > Engine::kMaxCards)
      refuse_at(game, *lists[s]->deck, "deck '" + decks[s] + "': more than " + std::to_string(Engine::kMaxCards) +
                                           " cards at the table, the most the fast engine holds");
  }
  data.programs = std::make_shared<const std::vector<cards::Program>>(std::move(programs));
  data.board = std::make_shared<const Geometry>(*board);
  data.no_space_at = where_rules_fail(game, "at", "");
  data.no_seat_in_lose_character = where_rules_fail(game, "", "lose_character");
  data.no_seat_in_into_hand = where_rules_fail(game, "", "into_hand");
  return data;
}

std::optional<std::string> card_refusal(const dsl::Game& game, const ast::CardDef& card) {
  try {
    std::vector<cards::Program> programs;
    cards::Facts facts;
    facts.add(card);
    std::vector<std::string> names{card.name};
    add_power_names(card, names);
    card_of(game, card, 1, Engine::binding(names, game.list_property("players"), facts), programs);
    return std::nullopt;
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
}

}  // namespace canbeat::fast::corps
