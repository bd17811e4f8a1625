#include "fast-engine/deck_variants.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <vector>

namespace canbeat::fast {

namespace {

using Words = DeckVariantWords;

bool is_swapped(const Words& w, const ast::CardDef& c) {
  return dsl::card_name_value(c, w.type_member) == w.swapped_type;
}

std::optional<long> version(const Words& w, const ast::CardDef& c) { return dsl::card_number(c, w.version_member); }

// `base@card_id`, `base+card_id`, and the deck either is built from (the
// name itself when it is none).
std::string swapped_deck_name(const std::string& base, const std::string& id) { return base + "@" + id; }
std::string dealing_deck_name(const std::string& base, const std::string& id) { return base + "+" + id; }
std::string variant_base(const std::string& name) { return name.substr(0, name.find_first_of("@+")); }

const ast::CardDef* card_by_id(const dsl::Game& g, const std::string& id) {
  for (const ast::CardSet* s : g.all<ast::CardSet>())
    for (const ast::CardDef& c : s->cards)
      if (c.id && *c.id == id) return &c;
  return nullptr;
}

// The version `n` of `c`'s name with an id, or nullptr; `c` itself when it
// is one. Only a card of the swapped type has versions.
const ast::CardDef* swapped_version(const dsl::Game& g, const Words& w, const ast::CardDef& c, long n) {
  if (!is_swapped(w, c)) return nullptr;
  for (const ast::CardSet* s : g.all<ast::CardSet>())
    for (const ast::CardDef& v : s->cards)
      if (is_swapped(w, v) && v.name == c.name && v.id && version(w, v) == n) return &v;
  return nullptr;
}

// Whether `d` deals card `c` among its cards (not one from outside the game).
bool deals(const dsl::DeckList& d, const ast::CardDef* c) {
  return std::any_of(d.cards.begin(), d.cards.end(), [c](const dsl::DeckCard& x) { return x.def == c; });
}

// The card a deck line names.
const ast::CardDef* line_card(const dsl::Game& g, const ast::DeckEntry& e) {
  if (const auto* use = boost::get<ast::CardUse>(&e)) return card_by_id(g, use->card);
  return &boost::get<ast::CardDef>(e);
}

// One copy of card `id`, at the place of deck line `e`.
ast::CardUse line_at(const ast::DeckEntry& e, const std::string& id) {
  ast::CardUse use{{}, id, 1};
  static_cast<ast::Pos&>(use) = boost::apply_visitor([](const ast::Pos& p) { return p; }, e.get());
  return use;
}

const dsl::DeckList& base_deck(const dsl::Game& g, const std::string& name, const std::string& base) {
  if (const dsl::DeckList* from = g.find_deck(base)) return *from;
  throw std::invalid_argument(fmt::format("deck '{}': no deck named '{}'", name, base));
}

// Card `id` of deck `name` (BASE@ID), checked to be version 1 of the
// swapped type sharing the kept member of `own`, BASE's.
const ast::CardDef& chosen_card(const dsl::Game& g, const Words& w, const std::string& name, const std::string& base,
                                const ast::CardDef* own) {
  std::string id = name.substr(base.size() + 1);
  const ast::CardDef* chosen = card_by_id(g, id);
  if (!chosen || !is_swapped(w, *chosen) || version(w, *chosen) != 1)
    throw std::invalid_argument(
        fmt::format("deck '{}': '{}' is no {} 1 {}", name, id, w.version_title, w.swapped_title));
  if (!own)
    throw std::invalid_argument(fmt::format("deck '{}': '{}' has no {} to swap", name, base, w.swapped_title));
  if (dsl::card_name_value(*own, w.kept_member) != dsl::card_name_value(*chosen, w.kept_member))
    throw std::invalid_argument(fmt::format("deck '{}': \"{}\" is not of the {} of '{}' (\"{}\")", name, chosen->name,
                                            w.kept_member, base, own->name));
  return *chosen;
}

// Deck `name` (BASE@ID) from BASE's entries, each line of the swapped type
// swapped for ID's version of its number.
ast::Deck swapped_deck(const dsl::Game& g, const Words& w, const std::string& name) {
  std::string base = variant_base(name);
  const dsl::DeckList& from = base_deck(g, name, base);
  const ast::CardDef& chosen = chosen_card(g, w, name, base, deck_swapped_card(w, from));
  ast::Deck deck = *from.deck;
  deck.name = name;
  // A checked game's deck resolves every line: its cards are its lines.
  for (std::size_t i = 0; i < deck.entries.size() && i < from.cards.size(); ++i) {
    const ast::CardDef* card = from.cards[i].def;
    if (!is_swapped(w, *card)) continue;
    long n = version(w, *card).value_or(1);
    const ast::CardDef* v = swapped_version(g, w, chosen, n);
    if (!v)
      throw std::invalid_argument(
          fmt::format("deck '{}': \"{}\" has no {} {} version", name, chosen.name, w.version_title, n));
    deck.entries[i] = line_at(deck.entries[i], *v->id);
  }
  return deck;
}

// `deck` (a copy of `from`) with one copy of its last line of another type
// than the swapped one given up for one of card `id`; false when it has none.
bool give_up_last_line(const dsl::Game& g, const Words& w, const dsl::DeckList& from, ast::Deck& deck,
                       const std::string& id) {
  for (std::size_t i = deck.entries.size(); i-- > 0;) {
    const ast::CardDef* c = line_card(g, deck.entries[i]);
    if (!c || is_swapped(w, *c) || !deals(from, c)) continue;
    ast::DeckEntry added;
    added = line_at(deck.entries[i], id);
    boost::apply_visitor([](auto& e) { e.copies = e.copies.value_or(1) - 1; }, deck.entries[i].get());
    if (boost::apply_visitor([](const auto& e) { return *e.copies == 0; }, deck.entries[i].get()))
      deck.entries.erase(deck.entries.begin() + static_cast<long>(i));
    deck.entries.push_back(added);
    return true;
  }
  return false;
}

// Deck `name` (BASE+ID): as many cards as BASE, no more copies of one.
ast::Deck dealing_deck(const dsl::Game& g, const Words& w, const std::string& name) {
  std::string base = name.substr(0, name.find('+')), id = name.substr(base.size() + 1);
  const dsl::DeckList& from = base_deck(g, name, base);
  const ast::CardDef* card = card_by_id(g, id);
  if (!card || is_swapped(w, *card) || deals(from, card))
    throw std::invalid_argument(fmt::format("deck '{}': '{}' is no card '{}' could add", name, id, base));
  ast::Deck deck = *from.deck;
  deck.name = name;
  if (give_up_last_line(g, w, from, deck, id)) return deck;
  throw std::invalid_argument(fmt::format("deck '{}': '{}' has no line to give up", name, base));
}

bool has_deck(const dsl::SourceFile& f, const std::string& name) {
  return std::any_of(f.ast.decls.begin(), f.ast.decls.end(),
                     [&](const ast::Decl& d) { return boost::get<ast::Deck>(d.var).name == name; });
}

void add_variants(dsl::Game& g, const Words& w, const std::vector<std::string>& names) {
  dsl::SourceFile variants;
  variants.path = fmt::format("<decks with another {}>", w.swapped_title);
  for (const std::string& name : names) {
    if (name.find_first_of("@+") == std::string::npos || g.find_deck(name) || has_deck(variants, name)) continue;
    ast::Decl deck;
    deck = name.find('+') != std::string::npos ? dealing_deck(g, w, name) : swapped_deck(g, w, name);
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
    if (dealt(base.decks[seat]) || variant_base(base.decks[seat]) != base.decks[seat]) continue;
    Setup t = base;
    t.decks[seat] = dealing_deck_name(base.decks[seat], *card.id);
    return t;
  }
  return std::nullopt;
}

std::optional<Setup> table_dealing(const dsl::Game& g, const Words& w, const Setup& base, const ast::CardDef& card) {
  const ast::CardDef* first = swapped_version(g, w, card, 1);
  if (!first) return table_crossing(g, base, card);
  for (std::size_t seat = 0; seat < base.decks.size(); ++seat) {
    const dsl::DeckList* deck = g.find_deck(base.decks[seat]);
    const ast::CardDef* own = deck ? deck_swapped_card(w, *deck) : nullptr;
    if (!own || dsl::card_name_value(*own, w.kept_member) != dsl::card_name_value(*first, w.kept_member)) continue;
    Setup t = base;
    t.decks[seat] = swapped_deck_name(variant_base(base.decks[seat]), *first->id);
    return t;
  }
  return std::nullopt;
}

}  // namespace

const ast::CardDef* deck_swapped_card(const Words& w, const dsl::DeckList& d) {
  for (const dsl::DeckCard& c : d.cards)
    if (is_swapped(w, *c.def) && version(w, *c.def) == 1) return c.def;
  return nullptr;
}

TableRules deck_variants(DeckVariantWords words) {
  return {
      .build_decks = [words](dsl::Game& g, const std::vector<std::string>& decks) { add_variants(g, words, decks); },
      .table_dealing = [words](const dsl::Game& g, const Setup& base,
                               const ast::CardDef& card) { return table_dealing(g, words, base, card); },
  };
}

}  // namespace canbeat::fast
