// Card data from a loaded DSL game, through dsl/game.hpp's API only: the
// seats from `players`, each seat's deck from `decks`, each card's type,
// numbers, keywords, and its power and prohibitions compiled by the shared
// card compiler (fast-engine/cards/) over titw's binding.
#include <stdexcept>
#include <string>

#include "dsl/game.hpp"
#include "fast-engine/card_number.hpp"
#include "fast-engine/cards/compile.hpp"
#include "fast-engine/titw/engine.hpp"
#include "fast-engine/two_seats.hpp"

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

// How the card compiler reads titw's text: a card's stats and keywords
// (titw.rules `stat`, `keyword`), its type and name, the `per_card` vars;
// the game vars; the eleven zones (the table's battlefields ordered,
// 003:47); the rulebook's procedures a card may call and the actions a card
// may forbid.
// engine.cpp's Host answers each id.
const cards::Kind V = cards::Kind::value, C = cards::Kind::card, P = cards::Kind::player, Z = cards::Kind::zone;

}  // namespace

cards::Binding binding(const std::vector<std::string>& names, const cards::Facts& facts) {
  cards::Binding b;
  b.seats = {"marine", "alien"};
  // Every zone kept in the reference's order (Inst::seq): a card's `first`
  // or `for` over a hand walks it as the reference does, by arrival.
  for (const char* z : {"deck", "hand", "inplay", "discard", "removed", "resolving", "roster", "dead"})
    b.zones.push_back({z, false, true});
  b.zones.push_back({"battlefields", true, true, true});
  b.zones.push_back({"side", false, true});
  b.zones.push_back({"beside_sulaco", false, true, true});
  const char* members[] = {"power",      "cost",      "rating",     "toughness", "order",      "spaces",
                           "defense",    "dashes",    "ferro_spaces", "newt_spaces", "tokens", "red_title",
                           "impervious", "upcoming",  "alien_card", "minus_turn", "extra_turn", "type",
                           "name",       "col",       "wounds",     "kills",     "used"};
  // The stats (m_power to m_tokens) some cards do not print.
  for (int m = 0; m <= m_used; ++m) b.members.push_back({members[m], m, m >= m_col, m <= m_tokens});
  const char* vars[] = {"field", "space", "last", "nuke_tokens", "marine_turns", "alien_power", "marine_power"};
  for (int v = 0; v <= g_marine_power; ++v) b.game_vars.push_back({vars[v], v, true});
  const char* types[] = {"firepower", "attack", "rowblock", "oneshot", "battlefield", "character", "airlock", "nuke"};
  for (int t = 0; t < 8; ++t) b.constants.push_back({types[t], t});
  b.procedures = {{"kill", p_kill, {P, C}},
                  {"leave_play", p_leave_play, {C, Z}},
                  {"remove_from_play", p_remove_from_play, {P, C}},
                  {"marker_forward", p_marker_forward, {}},
                  {"marker_back", p_marker_back, {}},
                  {"casualty", p_casualty, {}},
                  {"death_tokens", p_death_tokens, {V}},
                  {"update_last", p_update_last, {}},
                  {"remove_token", p_remove_token, {}}};
  b.moves_to_bottom = true;  // engine.cpp Host::move_bottom
  b.known_options = true;    // engine.cpp make_options (cards::list_options)
  b.powers = true;           // engine.cpp Host::power_count, power, activate
  b.power_options = true;
  b.queries = {{"play", q_play, {P, C}},
               {"place", q_place, {P, C, C}},
               {"remove", q_remove, {P, C}},
               {"discard_in_play", q_discard_in_play, {P, C}},
               {"activate_airlock", q_activate_airlock, {P, C}}};
  b.string_id = [&names](const std::string& s) {
    for (std::size_t i = 0; i < names.size(); ++i)
      if (names[i] == s) return int(i);
    return -2;  // a name no card carries
  };
  b.fact_id = [&facts](const std::string& s) { return facts.id(s); };
  return b;
}

namespace {

// The card's stat `key` (Member m), `absent` where it prints none; marks it
// printed.
int number(const dsl::Game& game, const ast::CardDef& def, const char* key, int absent, Card& c, Member m) {
  std::optional<int> v = canbeat::fast::card_number(game, def, key);
  if (!v) return absent;
  c.printed = std::uint16_t(c.printed | 1u << m);
  if (*v < -100 || *v > 100) refuse(game, def, def.name, std::string(key) + " outside -100..100");
  return *v;
}

Card card_of(const dsl::Game& game, const ast::CardDef& def, long copies, std::vector<cards::Program>& programs,
             const cards::Binding& b) {
  Card c;
  c.name = def.name;
  c.name_id = b.string_id(def.name);
  c.facts = cards::fact_ids(b, def);
  auto type = dsl::card_name_value(def, "type");
  if (!type) refuse(game, def, def.name, "no type");
  c.type = type_of(game, def, *type);
  c.power = number(game, def, "power", 0, c, m_power);
  c.cost = number(game, def, "cost", 0, c, m_cost);
  c.rating = number(game, def, "rating", 0, c, m_rating);
  c.toughness = number(game, def, "toughness", -1, c, m_toughness);
  c.order = number(game, def, "order", 0, c, m_order);
  c.spaces = number(game, def, "spaces", 0, c, m_spaces);
  c.defense = number(game, def, "defense", 0, c, m_defense);
  c.dashes = number(game, def, "dashes", 0, c, m_dashes);
  c.ferro_spaces = number(game, def, "ferro_spaces", -1, c, m_ferro_spaces);
  c.newt_spaces = number(game, def, "newt_spaces", -1, c, m_newt_spaces);
  c.tokens = number(game, def, "tokens", 0, c, m_tokens);
  c.red_title = dsl::card_has(def, "red_title");
  c.upcoming = dsl::card_has(def, "upcoming");
  c.alien_card = dsl::card_has(def, "alien_card");
  c.minus_turn = dsl::card_has(def, "minus_turn");
  if (c.cost < 0) refuse(game, def, def.name, "negative cost");
  c.extra_turn = dsl::card_has(def, "extra_turn");
  // titw.rules runs a card's powers where the card is (resolving, in play,
  // on the table, dead: `activate`), whatever their timing, which is a label
  // there; a card's `cant` is weighed wherever the card lies.
  for (const ast::CardItem& item : def.items) {
    if (const auto* p = boost::get<ast::Power>(&item)) {
      if (c.program >= 0) refuse(game, *p, def.name, "more than one power");
      programs.push_back(cards::compile_power(game, b, def, *p));
      c.program = int(programs.size()) - 1;
      c.power_name = p->name;
      c.power_name_id = b.string_id(p->name);
      c.power_timing_id = b.string_id(p->timing);
    } else if (const auto* s = boost::get<ast::Permission>(&item)) {
      int query = 0;
      programs.push_back(cards::compile_condition(game, b, def, *s, &query));
      const int program = int(programs.size()) - 1;
      if (programs.back().obligation) {
        if (query != q_play)
          refuse(game, *s, def.name, "an obligation on '" + s->action + "': the fast engine enforces one on 'play' only");
        c.obligations.push_back(program);
      } else if (programs.back().permission) {
        // The fast engine lists the candidates of the other actions from
        // the zones the rulebook's cans allow; a card's can may allow more.
        if (query != q_place && query != q_remove)
          refuse(game, *s, def.name, "a 'can " + s->action + "': the fast engine weighs one on 'place' and 'remove' only");
        c.cans.emplace_back(query, program);
      } else {
        c.cants.emplace_back(query, program);
      }
    } else if (!boost::get<ast::Property>(&item)) {
      refuse(game, def, def.name, "a trigger or continuous effect the fast engine does not play");
    }
  }
  if (copies < 0 || copies > Engine::kMaxCards) refuse(game, def, def.name, "bad number of copies");
  c.copies = int(copies);
  return c;
}

// A card's words a text may compare (cards::Binding::string_id): its
// name, its power's name and timing.
void add_words(const ast::CardDef& def, std::vector<std::string>& names) {
  names.push_back(def.name);
  for (const ast::CardItem& item : def.items)
    if (const auto* p = boost::get<ast::Power>(&item)) {
      names.push_back(p->name);
      names.push_back(p->timing);
    }
}

}  // namespace

Data load_data(const dsl::Game& game) {
  const std::array<SeatDeck, 2> seats = two_seat_decks(game);
  Data data;
  cards::Facts facts;
  for (int s = 0; s < 2; ++s) {
    const dsl::DeckList& deck = *seats[s].deck;
    if (!deck.outside.empty())
      refuse_at(game, game.decl(), "deck '" + deck.name + "': cards from outside the game are not played by the fast engine");
    data.seat_names[s] = seats[s].player;
    for (const dsl::DeckCard& dc : deck.cards) {
      add_words(*dc.def, data.names);
      facts.add(*dc.def);
    }
  }
  const cards::Binding b = binding(data.names, facts);
  std::vector<cards::Program> programs;
  for (int s = 0; s < 2; ++s)
    for (const dsl::DeckCard& dc : seats[s].deck->cards)
      data.decks[s].push_back(card_of(game, *dc.def, dc.copies, programs, b));
  data.programs = std::make_shared<const std::vector<cards::Program>>(std::move(programs));
  return data;
}

std::optional<std::string> card_refusal(const dsl::Game& game, const ast::CardDef& card) {
  try {
    std::vector<std::string> names;
    add_words(card, names);
    cards::Facts facts;
    facts.add(card);
    std::vector<cards::Program> programs;
    card_of(game, card, 1, programs, binding(names, facts));
    return std::nullopt;
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
}

}  // namespace canbeat::fast::titw
