#include "fast-engine/vs2pcg/deck_variants.hpp"

#include <fmt/format.h>

#include <algorithm>

#include <stdexcept>

namespace canbeat::fast::vs2pcg {

namespace {

bool is_main_character(const ast::CardDef& c) { return dsl::card_name_value(c, "type") == "main_character"; }

const ast::CardDef* card_by_id(const dsl::Game& g, const std::string& id) {
  for (const ast::CardSet* s : g.all<ast::CardSet>())
    for (const ast::CardDef& c : s->cards)
      if (c.id && *c.id == id) return &c;
  return nullptr;
}

// `chosen`'s version at `level` as a deck line naming it by id.
ast::CardUse version_of(const dsl::Game& g, const ast::CardDef& chosen, long level, const std::string& variant) {
  if (const ast::CardDef* c = main_character_version(g, chosen, level)) return ast::CardUse{{}, *c->id, 1};
  throw std::invalid_argument(fmt::format("deck '{}': \"{}\" has no Level {} version", variant, chosen.name, level));
}

// Deck `name` (BASE@ID) from BASE's entries, each Main Character line
// swapped for ID's version of its Level; positions stay BASE's.
ast::Deck variant_deck(const dsl::Game& g, const std::string& name) {
  std::string base = deck_variant_base(name), id = name.substr(base.size() + 1);
  const dsl::DeckList* from = g.find_deck(base);
  if (!from) throw std::invalid_argument(fmt::format("deck '{}': no deck named '{}'", name, base));
  const ast::CardDef* chosen = card_by_id(g, id);
  if (!chosen || !is_main_character(*chosen) || dsl::card_number(*chosen, "level") != 1)
    throw std::invalid_argument(fmt::format("deck '{}': '{}' is no Level 1 Main Character", name, id));
  const ast::CardDef* own = deck_main_character(*from);
  if (!own) throw std::invalid_argument(fmt::format("deck '{}': '{}' has no Main Character to swap", name, base));
  // "any of a team's Main Characters" (000:647): the deck's own team only.
  if (dsl::card_name_value(*own, "team") != dsl::card_name_value(*chosen, "team"))
    throw std::invalid_argument(fmt::format("deck '{}': \"{}\" is not of the team of '{}' (\"{}\")", name, chosen->name,
                                 base, own->name));
  ast::Deck deck = *from->deck;
  deck.name = name;
  // A checked game's deck resolves every line: its cards are its lines.
  for (std::size_t i = 0; i < deck.entries.size() && i < from->cards.size(); ++i) {
    ast::DeckEntry& e = deck.entries[i];
    const ast::CardDef* card = from->cards[i].def;
    if (!is_main_character(*card)) continue;
    ast::CardUse swapped = version_of(g, *chosen, dsl::card_number(*card, "level").value_or(1), name);
    static_cast<ast::Pos&>(swapped) = boost::apply_visitor([](const ast::Pos& p) { return p; }, e.get());
    e = swapped;
  }
  return deck;
}

// Whether `d` deals card `c` among its 60 (not one from outside the game).
bool deals(const dsl::DeckList& d, const ast::CardDef* c) {
  return std::any_of(d.cards.begin(), d.cards.end(), [c](const dsl::DeckCard& x) { return x.def == c; });
}

// The card a deck line names.
const ast::CardDef* line_card(const dsl::Game& g, const ast::DeckEntry& e) {
  if (const auto* use = boost::get<ast::CardUse>(&e)) return card_by_id(g, use->card);
  return &boost::get<ast::CardDef>(e);
}

// Deck `name` (BASE+ID) from BASE's lines, one copy of its last Supporting
// Character, Plot Twist, Equipment or Location line given up for one of
// card ID: still 60 cards, at most four of one (000:653-656), "any
// Supporting Characters, Plot Twists, Equipment, and Locations"
// (000:656-659), of any team.
ast::Deck dealing_deck(const dsl::Game& g, const std::string& name) {
  std::string base = name.substr(0, name.find('+')), id = name.substr(base.size() + 1);
  const dsl::DeckList* from = g.find_deck(base);
  if (!from) throw std::invalid_argument(fmt::format("deck '{}': no deck named '{}'", name, base));
  const ast::CardDef* card = card_by_id(g, id);
  if (!card || is_main_character(*card) || deals(*from, card))
    throw std::invalid_argument(fmt::format("deck '{}': '{}' is no card '{}' could add", name, id, base));
  ast::Deck deck = *from->deck;
  deck.name = name;
  for (std::size_t i = deck.entries.size(); i-- > 0;) {
    const ast::CardDef* c = line_card(g, deck.entries[i]);
    if (!c || is_main_character(*c) || !deals(*from, c)) continue;
    ast::CardUse added{{}, id, 1};
    static_cast<ast::Pos&>(added) = boost::apply_visitor([](const ast::Pos& p) { return p; }, deck.entries[i].get());
    boost::apply_visitor([](auto& e) { e.copies = e.copies.value_or(1) - 1; }, deck.entries[i].get());
    if (boost::apply_visitor([](const auto& e) { return *e.copies == 0; }, deck.entries[i].get()))
      deck.entries.erase(deck.entries.begin() + static_cast<long>(i));
    ast::DeckEntry line;
    line = added;
    deck.entries.push_back(line);
    return deck;
  }
  throw std::invalid_argument(fmt::format("deck '{}': '{}' has no line to give up", name, base));
}

}  // namespace

std::string deck_variant_name(const std::string& base, const std::string& card_id) { return base + "@" + card_id; }

std::string deck_variant_base(const std::string& name) { return name.substr(0, name.find_first_of("@+")); }

std::string dealing_deck_name(const std::string& base, const std::string& card_id) { return base + "+" + card_id; }

const ast::CardDef* main_character_version(const dsl::Game& g, const ast::CardDef& c, long level) {
  if (!is_main_character(c)) return nullptr;
  for (const ast::CardSet* s : g.all<ast::CardSet>())
    for (const ast::CardDef& v : s->cards)
      if (is_main_character(v) && v.name == c.name && v.id && dsl::card_number(v, "level") == level) return &v;
  return nullptr;
}

const ast::CardDef* deck_main_character(const dsl::DeckList& d) {
  for (const dsl::DeckCard& c : d.cards)
    if (is_main_character(*c.def) && dsl::card_number(*c.def, "level") == 1) return c.def;
  return nullptr;
}

void add_deck_variants(dsl::Game& g, const std::vector<std::string>& names) {
  dsl::SourceFile variants;
  variants.path = "<decks with another Main Character>";
  for (const std::string& name : names) {
    if (name.find_first_of("@+") == std::string::npos || g.find_deck(name)) continue;
    bool again = std::any_of(variants.ast.decls.begin(), variants.ast.decls.end(), [&](const ast::Decl& d) {
      return boost::get<ast::Deck>(d.var).name == name;
    });
    if (again) continue;
    ast::Decl deck;
    deck = name.find('+') != std::string::npos ? dealing_deck(g, name) : variant_deck(g, name);
    variants.ast.decls.push_back(std::move(deck));
  }
  if (variants.ast.decls.empty()) return;
  // A copy builds its own deck lists (dsl::Game's DeckCache), so they see
  // the new decks; the hashes stay those of the files read.
  dsl::Game rebuilt = g;
  rebuilt.files.push_back(std::move(variants));
  g = std::move(rebuilt);
}

// `base` with the first seat whose deck does not deal `card` dealing it
// (BASE+ID), where another seat's does; or nullopt.
std::optional<Setup> table_crossing(const dsl::Game& g, const Setup& base, const ast::CardDef& card) {
  auto dealt = [&](const std::string& d) { return g.find_deck(d) && deals(*g.find_deck(d), &card); };
  if (!card.id || std::none_of(base.decks.begin(), base.decks.end(), dealt)) return std::nullopt;
  for (std::size_t seat = 0; seat < base.decks.size(); ++seat) {
    if (dealt(base.decks[seat]) || deck_variant_base(base.decks[seat]) != base.decks[seat]) continue;
    Setup t = base;
    t.decks[seat] = dealing_deck_name(base.decks[seat], *card.id);
    return t;
  }
  return std::nullopt;
}

std::optional<Setup> table_dealing(const dsl::Game& g, const Setup& base, const ast::CardDef& card) {
  const ast::CardDef* level_one = main_character_version(g, card, 1);
  if (!level_one) return table_crossing(g, base, card);
  for (std::size_t seat = 0; seat < base.decks.size(); ++seat) {
    const dsl::DeckList* deck = g.find_deck(base.decks[seat]);
    const ast::CardDef* own = deck ? deck_main_character(*deck) : nullptr;
    if (!own || dsl::card_name_value(*own, "team") != dsl::card_name_value(*level_one, "team")) continue;
    Setup t = base;
    t.decks[seat] = deck_variant_name(deck_variant_base(base.decks[seat]), *level_one->id);
    return t;
  }
  return std::nullopt;
}

}  // namespace canbeat::fast::vs2pcg
