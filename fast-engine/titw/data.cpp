// Card data from a loaded DSL game, through dsl/game.hpp's API only: the
// seats from `players`, each seat's deck from `decks`, each card's type,
// numbers, keywords, its power (by name and body) and its own prohibitions.
#include <stdexcept>
#include <string>

#include "dsl/game.hpp"
#include "fast-engine/card_number.hpp"
#include "fast-engine/known_powers.hpp"
#include "fast-engine/titw/engine.hpp"

namespace canbeat::fast::titw {

namespace {

[[noreturn]] void refuse(const dsl::Game& game, const ast::Pos& at, const std::string& card, const std::string& why) {
  refuse_at(game, at, "card '" + card + "': " + why);
}

Type type_of(const dsl::Game& game, const ast::CardDef& def, const std::string& t) {
  if (t == "firepower" || t == "FP") return Type::firepower;
  if (t == "attack" || t == "AT") return Type::attack;
  if (t == "rowblock" || t == "RB") return Type::rowblock;
  if (t == "oneshot" || t == "OS") return Type::oneshot;
  if (t == "battlefield" || t == "BF") return Type::battlefield;
  if (t == "character" || t == "CH") return Type::character;
  if (t == "airlock" || t == "AL") return Type::airlock;
  if (t == "nuke" || t == "NK") return Type::nuke;
  refuse(game, def, def.name, "unknown type '" + t + "'");
}

// The powers the engine plays (engine.cpp, one routine each), by name, with
// the body each routine implements: the text games/titw/*.cards (and the
// dropship scenario's test card) give that power, printed canonically
// (known_powers.hpp). A card's power of another name, or of a known name
// with another body, is refused: never run with a known effect.
struct KnownPower {
  const char* name;
  Effect effect;
  const char* body;
};
const KnownPower kPowers[] = {
    {"Explosive tip", Effect::explosive_tip, R"(if any(x in alien.inplay : x.col == field and x.alien_card and x.power <= 1) {
  choose you {
    option "kill" x in alien.inplay where x.col == field and x.alien_card and x.power <= 1 {
      kill(you, x);
    }
  }
}
)"},
    {"Short, Controlled Bursts", Effect::bursts, R"(if any(x in alien.inplay : x.col == field and x.alien_card and x.power <= 2) {
  choose you {
    option "kill" x in alien.inplay where x.col == field and x.alien_card and x.power <= 2 {
      kill(you, x);
    }
  }
}
)"},
    {"Covering Fire", Effect::covering_fire, R"(if any(x in alien.inplay : x.col == field and x.alien_card and x.power <= 1) {
  choose you {
    option "kill" x in alien.inplay where x.col == field and x.alien_card and x.power <= 1 {
      kill(you, x);
    }
  }
}
)"},
    {"Let's Rock!", Effect::lets_rock, R"(repeat 2 {
  if any(x in instances : x.col == field and x.alien_card and (x in alien.inplay or x in marine.inplay)) {
    choose you {
      option "kill" x in instances where x.col == field and x.alien_card and (x in alien.inplay or x in marine.inplay) {
        kill(you, x);
      }
    }
  }
}
)"},
    {"Get away from her", Effect::get_away, R"(for x in alien.inplay where x.col == field and x.name == "Alien Queen" {
  if legal remove(you, x) {
    leave_play(x, alien.removed);
  }
}
)"},
    {"Minus one turn", Effect::minus_turn, R"(marker_forward();
)"},
    {"Laying eggs", Effect::laying_eggs, R"(for x in alien.discard where x.name == "Alien Queen" {
  set x.col = field;
  move x to alien.inplay;
  break;
}
)"},
    {"Burke. Carter J.", Effect::burke_card, R"(casualty();
)"},
    {"Extra turn", Effect::extra_turn, R"(marker_back();
)"},
    {"Acid Blood", Effect::acid_blood, R"(if any(x in marine.inplay : x.col == field and x.type == firepower and not x.red_title and legal remove(you, x)) {
  choose you {
    option "remove" x in marine.inplay where x.col == field and x.type == firepower and not x.red_title and legal remove(you, x) {
      remove_from_play(you, x);
    }
  }
}
)"},
    {"Sucked out", Effect::sucked_out, R"(for x in instances where x.col == size(marine.battlefields) and (x in marine.inplay or x in alien.inplay) {
  remove_from_play(you, x);
}
)"},
    {"Company man", Effect::company_man, R"(death_tokens(2);
)"},
    {"Test: Newt back", Effect::newt_back, R"(for c in marine.dead where c.name == "Newt" {
  move c to marine.roster;
}
update_last();
)"},
};

// The card-level statements the engine plays, as games/titw/marine.cards
// words them: the Powerloader's Impervious! (003:192-194) and Weld's
// stand-in effect. Another condition is refused: the engine would ignore it.
const char* const kImpervious = "cant remove(p, c) when c == self and p == alien";
const char* const kWeld = "cant place(p, c, b) when p == alien and self in alien.inplay and self.col == b.order";

// titw.rules runs a card's powers where the card is (resolving, in play,
// on the table, dead: `activate`), whatever their timing, which is a label
// there.
Effect effect_of(const dsl::Game& game, const ast::CardDef& def, const ast::Power& p) {
  return known_power(game, def, p, kPowers, "games/titw/*.cards").effect;
}

int number(const dsl::Game& game, const ast::CardDef& def, const char* key, int absent) {
  std::optional<int> v = canbeat::fast::card_number(game, def, key);
  if (!v) return absent;
  if (*v < -100 || *v > 100) refuse(game, def, def.name, std::string(key) + " outside -100..100");
  return *v;
}

Card card_of(const dsl::Game& game, const ast::CardDef& def, long copies) {
  Card c;
  c.name = def.name;
  auto type = dsl::card_name_value(def, "type");
  if (!type) refuse(game, def, def.name, "no type");
  c.type = type_of(game, def, *type);
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
  if (c.cost < 0) refuse(game, def, def.name, "negative cost");
  for (const ast::CardItem& item : def.items) {
    if (const auto* p = boost::get<ast::Power>(&item)) {
      if (c.effect != Effect::none) refuse(game, *p, def.name, "more than one power");
      c.effect = effect_of(game, def, *p);
    } else if (const auto* s = boost::get<ast::Permission>(&item)) {
      const std::string text = statement_text(*s);
      if (text == kImpervious && !c.impervious)
        c.impervious = true;
      else if (text == kWeld && !c.weld)
        c.weld = true;
      else
        refuse(game, *s, def.name,
               "'" + text + "' is not a statement the fast engine plays (only the Powerloader's Impervious! " +
                   "and Weld's, as games/titw/marine.cards words them)");
    } else if (!boost::get<ast::Property>(&item)) {
      refuse(game, def, def.name, "a trigger or continuous effect the fast engine does not play");
    }
  }
  if (copies < 0 || copies > Engine::kMaxCards) refuse(game, def, def.name, "bad number of copies");
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

std::optional<std::string> card_refusal(const dsl::Game& game, const ast::CardDef& card) {
  try {
    card_of(game, card, 1);
    return std::nullopt;
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
}

}  // namespace canbeat::fast::titw
