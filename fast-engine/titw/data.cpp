// Card data from a loaded DSL game, through dsl/game.hpp's API only: the
// seats from `players`, each seat's deck from `decks`, each card's type,
// numbers, keywords, its power (by name) and its own prohibitions.
#include <stdexcept>
#include <string>

#include "dsl/game.hpp"
#include "fast-engine/card_number.hpp"
#include "fast-engine/titw/engine.hpp"

namespace canbeat::fast::titw {

namespace {

Type type_of(const std::string& t, const dsl::Game& game, const ast::CardDef& def) {
  if (t == "firepower" || t == "FP") return Type::firepower;
  if (t == "attack" || t == "AT") return Type::attack;
  if (t == "rowblock" || t == "RB") return Type::rowblock;
  if (t == "oneshot" || t == "OS") return Type::oneshot;
  if (t == "battlefield" || t == "BF") return Type::battlefield;
  if (t == "character" || t == "CH") return Type::character;
  if (t == "airlock" || t == "AL") return Type::airlock;
  if (t == "nuke" || t == "NK") return Type::nuke;
  refuse_at(game, def, "card '" + def.name + "' has unknown type '" + t + "'");
}

// The powers of games/titw/*.cards (and the scenarios' test card), by name.
Effect effect_of(const std::string& power, const dsl::Game& game, const ast::CardDef& def) {
  if (power == "Explosive tip") return Effect::explosive_tip;
  if (power == "Short, Controlled Bursts") return Effect::bursts;
  if (power == "Covering Fire") return Effect::covering_fire;
  if (power == "Let's Rock!") return Effect::lets_rock;
  if (power == "Get away from her") return Effect::get_away;
  if (power == "Minus one turn") return Effect::minus_turn;
  if (power == "Laying eggs") return Effect::laying_eggs;
  if (power == "Burke. Carter J.") return Effect::burke_card;
  if (power == "Extra turn") return Effect::extra_turn;
  if (power == "Acid Blood") return Effect::acid_blood;
  if (power == "Sucked out") return Effect::sucked_out;
  if (power == "Company man") return Effect::company_man;
  if (power == "Test: Newt back") return Effect::newt_back;
  refuse_at(game, def, "card '" + def.name + "': power '" + power + "' is not one the fast engine plays");
}

int number(const dsl::Game& game, const ast::CardDef& def, const char* key, int absent) {
  std::optional<int> v = canbeat::fast::card_number(game, def, key);
  if (!v) return absent;
  if (*v < -100 || *v > 100)
    refuse_at(game, def, "card '" + def.name + "': " + key + " outside -100..100");
  return *v;
}

Card card_of(const dsl::Game& game, const ast::CardDef& def, long copies) {
  Card c;
  c.name = def.name;
  auto type = dsl::card_name_value(def, "type");
  if (!type) refuse_at(game, def, "card '" + def.name + "' has no type");
  c.type = type_of(*type, game, def);
  c.power = number(game, def, "power", 0);
  c.cost = number(game, def, "cost", 0);
  c.rating = number(game, def, "rating", 0);
  c.toughness = number(game, def, "toughness", -1);
  c.order = number(game, def, "order", 0);
  c.spaces = number(game, def, "spaces", 0);
  c.defense = number(game, def, "defense", 0);
  c.dashes = number(game, def, "dashes", 0);
  c.ferro_spaces = number(game, def, "ferro_spaces", -1);
  c.newt_spaces = number(game, def, "newt_spaces", -1);
  c.tokens = number(game, def, "tokens", 0);
  c.red_title = dsl::card_has(def, "red_title");
  c.upcoming = dsl::card_has(def, "upcoming");
  c.alien_card = dsl::card_has(def, "alien_card");
  c.minus_turn = dsl::card_has(def, "minus_turn");
  if (c.cost < 0) refuse_at(game, def, "card '" + def.name + "': negative cost");
  for (const ast::CardItem& item : def.items) {
    if (const auto* p = boost::get<ast::Power>(&item)) {
      if (c.effect != Effect::none)
        refuse_at(game, def, "card '" + def.name + "' has more than one power");
      c.effect = effect_of(p->name, game, def);
    } else if (const auto* s = boost::get<ast::Permission>(&item)) {
      // Powerloader's Impervious! (003:194) and Weld's stand-in effect.
      if (s->modality == "cant" && s->action == "remove")
        c.impervious = true;
      else if (s->modality == "cant" && s->action == "place")
        c.weld = true;
      else
        refuse_at(game, def, "card '" + def.name + "': a '" + s->modality + " " + s->action +
                                 "' the fast engine does not play");
    } else if (!boost::get<ast::Property>(&item)) {
      refuse_at(game, def, "card '" + def.name + "' has a trigger or continuous effect");
    }
  }
  if (copies < 0 || copies > Engine::kMaxCards)
    refuse_at(game, def, "bad number of copies of '" + def.name + "'");
  c.copies = int(copies);
  return c;
}

}  // namespace

Data load_data(const dsl::Game& game) {
  std::vector<std::string> players = game.list_property("players");
  std::vector<std::string> decks = game.list_property("decks");
  if (players.size() != 2 || decks.size() != 2)
    refuse_at(game, game.decl(), "the fast engine plays a game of 2 players and 2 decks");
  Data data;
  for (int s = 0; s < 2; ++s) {
    const dsl::DeckList* deck = game.find_deck(decks[s]);
    if (!deck) refuse_at(game, game.decl(), "no deck named '" + decks[s] + "'");
    if (!deck->outside.empty()) refuse_at(game, game.decl(), "deck '" + decks[s] + "': cards from outside the game are not played by the fast engine");
    data.seat_names[s] = players[s];
    for (const dsl::DeckCard& dc : deck->cards) data.decks[s].push_back(card_of(game, *dc.def, dc.copies));
  }
  return data;
}

}  // namespace canbeat::fast::titw
