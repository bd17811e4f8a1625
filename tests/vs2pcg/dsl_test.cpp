// games/vs2pcg: the Alien Battles card data and the rulebook's starter decks
// (../shared/seeds/000_03a9bc82aad99cdb.txt, "Building Your First Decks",
// 000:573-647) load and check cleanly, every card's numbers equal the card
// data in ../shared/cards/alien-battles.json, and the deck-building
// invariants ("Deck Building Rules", 000:649-659) decide as the rules say.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <stdexcept>

#include <unistd.h>

#include "dsl/game.hpp"
#include "dsl/invariants.hpp"

namespace canbeat::dsl {
namespace {
namespace fs = std::filesystem;

const fs::path kGame = fs::path(CANBEAT_SOURCE_DIR) / "games" / "vs2pcg";

Game load(const fs::path& dir) {
  Diagnostics d;
  auto g = load_game(dir.string(), d);
  EXPECT_TRUE(g.has_value()) << d.text();
  EXPECT_EQ(d.text(), "");
  return g ? std::move(*g) : Game{};
}

// The cards of one set (`alien_battles` unless told), in file order.
std::vector<const ast::CardDef*> set_cards(const Game& g, const std::string& set = "alien_battles") {
  std::vector<const ast::CardDef*> out;
  for (const auto* s : g.all<ast::CardSet>())
    if (s->name == set)
      for (const auto& c : s->cards) out.push_back(&c);
  return out;
}

// The names a card property lists (`keyword creature, swarm;`).
std::vector<std::string> names_of(const ast::CardDef& c, const std::string& key) {
  std::vector<std::string> out;
  for (const auto& item : c.items)
    if (const auto* p = boost::get<ast::Property>(&item.get()); p && p->key == key)
      for (const auto& v : p->values)
        if (const auto* r = boost::get<ast::Ref>(&v.root.get())) out.push_back(r->head);
  return out;
}

long deck_size(const Game& g, const char* name) {
  const DeckList* d = g.find_deck(name);
  return d ? d->card_count() : -1;
}

std::string read(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// "alien-battles.cards:N": the line that defines card `id` (findings about
// a card point at its definition, which moves as cards gain abilities).
std::string card_line(const std::string& id) {
  const std::string text = read(kGame / "alien-battles.cards");
  const std::size_t at = text.find("card " + id + " ");
  return "alien-battles.cards:" + std::to_string(1 + std::count(text.begin(), text.begin() + long(at), '\n'));
}

// The findings of check_invariants, one "file:line: message" line each.
// The findings about decks: the invariants of the rulebook's pictures
// (EX-000-10, two of them broken by the card data) are left to
// ThePicturedLevelUpNumbersContradictTheCards.
std::vector<std::string> findings(const Game& g, bool pictures = false) {
  std::vector<std::string> out;
  for (const auto& d : check_invariants(g)) {
    if ((d.message.find("_pictured_") != std::string::npos) != pictures) continue;
    out.push_back(fs::path(d.where.file).filename().string() + ":" +
                  std::to_string(d.where.line) + ": " +
                  (d.kind == Diagnostic::Kind::finding ? "finding: " : "note: ") + d.message);
  }
  return out;
}

// A copy of games/vs2pcg in a fresh folder, with `from` replaced by `to` in
// `file` (each edit must match exactly once).
struct Variant {
  fs::path dir;
  explicit Variant(const std::string& name) {
    dir = fs::temp_directory_path() / ("canbeat-vs2pcg-" + name + "-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    for (const auto& e : fs::directory_iterator(kGame)) fs::copy_file(e.path(), dir / e.path().filename());
  }
  ~Variant() { fs::remove_all(dir); }
  void edit(const std::string& file, const std::string& from, const std::string& to) {
    std::string text = read(dir / file);
    auto at = text.find(from);
    ASSERT_NE(at, std::string::npos) << from;
    ASSERT_EQ(text.find(from, at + 1), std::string::npos) << from;
    text.replace(at, from.size(), to);
    std::ofstream(dir / file, std::ios::binary) << text;
  }
};

// ------------------------------------------------------------ a flat JSON
// alien-battles.json is an array of objects whose values are all strings.
struct JsonReader {
  std::string s;
  std::size_t i = 0;
  void ws() { while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i; }
  bool eat(char c) { ws(); if (i < s.size() && s[i] == c) { ++i; return true; } return false; }
  std::string str() {
    ws();
    if (s.at(i++) != '"') throw std::runtime_error("expected a string");
    std::string out;
    while (s.at(i) != '"') {
      char c = s[i++];
      if (c != '\\') { out += c; continue; }
      char e = s.at(i++);
      if (e == 'n') out += '\n';
      else if (e == 't') out += '\t';
      else if (e == 'u') { out += '?'; i += 4; }  // only card text has these
      else out += e;
    }
    ++i;
    return out;
  }
  std::vector<std::map<std::string, std::string>> cards() {
    std::vector<std::map<std::string, std::string>> out;
    if (!eat('[')) throw std::runtime_error("expected [");
    while (eat('{')) {
      auto& card = out.emplace_back();
      while (!eat('}')) {
        std::string k = str();
        if (!eat(':')) throw std::runtime_error("expected :");
        card[k] = str();
        eat(',');
      }
      eat(',');
    }
    if (!eat(']')) throw std::runtime_error("expected ]");
    return out;
  }
};

// The Super Powers a card's printed text shows: a timing word followed by
// a cost in power symbols ("Main [might]"), as the rulebook's pictures
// show them (000:354-365). "Level Up" is not one.
std::size_t super_powers_in(const std::string& text) {
  static const std::regex power(R"(\b(Build|Main|Combat)\s*\[[a-z]+\])");
  return std::size_t(std::distance(std::sregex_iterator(text.begin(), text.end(), power), std::sregex_iterator()));
}

// ------------------------------------------------------------------ tests

TEST(Vs2pcg, LoadsAndChecks) {
  Game g = load(kGame);
  std::vector<std::string> names;
  for (const auto& f : g.files) names.push_back(fs::path(f.path).filename().string());
  // *.rules first, then *.cards, then *.deck, each group sorted by name.
  EXPECT_EQ(names, (std::vector<std::string>{"actions.rules", "attack.rules", "build.rules",
                                             "combat.rules", "facehuggers.rules", "plot_twists.rules", "powers.rules", "setup.rules", "triggers.rules", "turn.rules",
                                             "vs2pcg.rules", "alien-battles.cards", "predator-battles.cards",
                                             "company.deck", "predators.deck", "prey.deck", "vanilla.deck",
                                             "xenomorphs.deck"}));
  EXPECT_EQ(g.name(), "vs2pcg");
  EXPECT_EQ(g.list_property("players"),
            (std::vector<std::string>{"first", "second", "third", "fourth"}));
  EXPECT_EQ(g.table_sizes(), (std::vector<long>{2, 3, 4}));
  EXPECT_EQ(g.seats_for(0), (std::vector<std::string>{"first", "second"}));
  EXPECT_EQ(g.decks_for(4, {}), (std::vector<std::string>{"vanilla_company", "vanilla_xenomorphs",
                                                           "vanilla_company", "vanilla_xenomorphs"}));
  EXPECT_THROW(g.seats_for(5), std::invalid_argument);
  EXPECT_EQ(g.list_property("decks"),
            (std::vector<std::string>{"vanilla_company", "vanilla_xenomorphs"}));
  EXPECT_EQ(g.all<ast::Turn>().size(), 1u);
  EXPECT_FALSE(g.all<ast::Phase>().empty());
  EXPECT_FALSE(g.all<ast::Procedure>().empty());
}

TEST(Vs2pcg, SixtyCardsInOrder) {
  Game g = load(kGame);
  auto cards = set_cards(g);
  ASSERT_EQ(cards.size(), 60u);
  for (std::size_t i = 0; i < cards.size(); ++i) {
    char id[16];
    std::snprintf(id, sizeof id, "ALN-%03zu", i + 1);
    ASSERT_TRUE(cards[i]->id.has_value());
    EXPECT_EQ(*cards[i]->id, id);
    EXPECT_FALSE(cards[i]->copies.has_value()) << id;
  }
}

// R-KW-00 (000:340): a card names its keywords (Creature, Swarm, Legion);
// their text is the rules' (the load fails on an undeclared one).
TEST(Vs2pcg, SpotChecks) {
  Game g = load(kGame);
  auto cards = set_cards(g);
  ASSERT_EQ(cards.size(), 60u);
  const auto& ripley = *cards[0];  // ALN-001
  EXPECT_EQ(ripley.name, "Warrant Officer Ripley");
  EXPECT_EQ(card_name_value(ripley, "type"), "main_character");
  EXPECT_EQ(card_name_value(ripley, "team"), "company");
  EXPECT_EQ(card_number(ripley, "cost"), std::nullopt);  // Main Characters have no cost (000:430)
  EXPECT_EQ(card_number(ripley, "atk"), 2);
  EXPECT_EQ(card_number(ripley, "def"), 5);
  EXPECT_EQ(card_number(ripley, "health"), 5);
  EXPECT_EQ(card_number(ripley, "level"), 1);
  const auto& legion = *cards[35];  // ALN-036
  EXPECT_EQ(legion.name, "Adolescent Xenomorph");
  EXPECT_EQ(card_number(legion, "limit"), 8);
  EXPECT_EQ(names_of(legion, "keyword"), (std::vector<std::string>{"creature", "swarm", "legion"}));
  const auto& hicks = *cards[21];  // ALN-022
  EXPECT_EQ(card_number(hicks, "cost"), 7);
  EXPECT_EQ(names_of(hicks, "keyword"), (std::vector<std::string>{"ranged"}));
  EXPECT_EQ(cards[37]->name, "Leaping Xenomporh");  // the data's spelling is kept
  const auto& space = *cards[59];  // ALN-060, neutral: no team
  EXPECT_EQ(card_name_value(space, "type"), "location");
  EXPECT_EQ(card_name_value(space, "team"), std::nullopt);
  EXPECT_EQ(card_name_value(*cards[51], "type"), "facehugger_pile");  // ALN-052
}

// R-KW-01 (000:342): Ranged is the data's icon trait; no card shows Flight.
// Every card against ../shared/cards/alien-battles.json, field by field.
TEST(Vs2pcg, AllCardsMatchTheJson) {
  fs::path json = fs::path(CANBEAT_SOURCE_DIR) / ".." / "shared" / "cards" / "alien-battles.json";
  if (!fs::exists(json)) GTEST_SKIP() << json << " is absent";
  auto data = JsonReader{read(json)}.cards();
  ASSERT_EQ(data.size(), 60u);
  Game g = load(kGame);
  auto cards = set_cards(g);
  ASSERT_EQ(cards.size(), 60u);
  const std::map<std::string, std::string> types = {
      {"Main Character L1", "main_character"}, {"Main Character L2", "main_character"},
      {"Supporting character", "supporting_character"}, {"Equipment", "equipment"},
      {"Special Location", "location"}, {"Location", "location"},
      {"Plot twist", "plot_twist"}, {"Facehugger Pile", "facehugger_pile"}};
  const std::map<std::string, std::string> teams = {
      {"the company", "company"}, {"xenomorph", "xenomorph"}, {"neutral", ""}};
  for (std::size_t i = 0; i < 60; ++i) {
    auto& j = data[i];
    const auto& c = *cards[i];
    SCOPED_TRACE(j["guid"]);
    EXPECT_EQ(c.id.value_or(""), j["guid"]);
    EXPECT_EQ(c.name, j["name"]);
    ASSERT_TRUE(types.count(j["type"])) << j["type"];
    EXPECT_EQ(card_name_value(c, "type"), types.at(j["type"]));
    ASSERT_TRUE(teams.count(j["faction"])) << j["faction"];
    EXPECT_EQ(card_name_value(c, "team").value_or(""), teams.at(j["faction"]));
    for (const char* k : {"cost", "atk", "def", "health", "limit"}) {
      if (j[k].empty()) EXPECT_EQ(card_number(c, k), std::nullopt) << k;
      else EXPECT_EQ(card_number(c, k), std::stol(j[k])) << k;
    }
    if (j["type"].rfind("Main Character L", 0) == 0)
      EXPECT_EQ(card_number(c, "level"), j["type"].back() - '0');
    else
      EXPECT_EQ(card_number(c, "level"), std::nullopt);
    auto kw = names_of(c, "keyword");
    bool ranged = std::find(kw.begin(), kw.end(), "ranged") != kw.end();
    EXPECT_EQ(ranged, j["traits"] == "[ranged]");
    EXPECT_TRUE(j["traits"].empty() || j["traits"] == "[ranged]") << j["traits"];
    // No card of the set shows the [flight] icon; two gain it in an ability.
    EXPECT_EQ(std::find(kw.begin(), kw.end(), "flight"), kw.end());
    EXPECT_TRUE(names_of(c, "trait").empty());
  }
}

// "Building Your First Decks" (000:573-645): each list is 60 cards; each deck
// adds its Main Character in both versions (000:159, 000:162, 000:647), and
// a deck with Ovomorphs its Facehugger Pile of four (000:525-527).
TEST(Vs2pcg, StarterDecks) {
  Game g = load(kGame);
  EXPECT_EQ(deck_size(g, "company"), 62);
  EXPECT_EQ(deck_size(g, "xenomorphs"), 66);
  EXPECT_EQ(deck_size(g, "vanilla_company"), 62);
  EXPECT_EQ(deck_size(g, "vanilla_xenomorphs"), 66);
  const DeckList* x = g.find_deck("xenomorphs");
  ASSERT_NE(x, nullptr);
  ASSERT_EQ(x->cards.size(), 26u);
  EXPECT_EQ(x->cards[0].def->id.value_or(""), "ALN-027");
  EXPECT_EQ(x->cards[1].def->id.value_or(""), "ALN-028");
  EXPECT_EQ(x->cards[2].def->name, "Adolescent Xenomorph");
  EXPECT_EQ(x->cards[2].copies, 5);
  // Not in the card data: defined by the deck with only its type (000:622).
  EXPECT_EQ(x->cards[8].def->name, "Xenomorph Lance-Tail");
  EXPECT_FALSE(x->cards[8].def->id.has_value());
  EXPECT_EQ(x->cards[8].copies, 2);
  const DeckList* c = g.find_deck("company");
  ASSERT_NE(c, nullptr);
  EXPECT_EQ(c->cards.size(), 25u);
  EXPECT_EQ(c->cards[0].def->name, "Warrant Officer Ripley");
}

// The starter decks break no deck-building rule, and every invariant is
// decided on the static data (no notes). The five Adolescent Xenomorph
// (000:618) exceed "up to four copies of any one card" (000:654) and are
// allowed only by the card's own Legion (limit 8): "Whenever a card
// contradicts a rule in this rulebook, the card is correct" (000:489).
// EX-000-10 (000:354-386), C-01 of docs/vs2pcg/rulebook-examples.md: the
// rulebook pictures Warrant Officer Ripley with "Level up (1)" (000:361; its
// own legend, 000:412, says 7) and The Perfect Organism with "level up (2)"
// (000:382); the cards print 7 and 3. Exactly these two invariants fail; the
// pictured ATK, DEF and Health match the cards.
TEST(Vs2pcg, ThePicturedLevelUpNumbersContradictTheCards) {
  Game g = load(kGame);
  std::vector<std::string> f = findings(g, true);
  ASSERT_EQ(f.size(), 2u) << ::testing::PrintToString(f);
  EXPECT_NE(f[0].find("ripley_pictured_level_up"), std::string::npos) << f[0];
  EXPECT_NE(f[0].find("c.level_up_xp is 7, expected 1"), std::string::npos) << f[0];
  EXPECT_NE(f[1].find("organism_pictured_level_up"), std::string::npos) << f[1];
  EXPECT_NE(f[1].find("c.level_up_xp is 3, expected 2"), std::string::npos) << f[1];
}

// R-DB-04 (000:656): decks of Supporting Characters, Plot Twists, Equipment
// and Locations together are legal.
TEST(Vs2pcg, StarterDecksHaveNoFindings) {
  Game g = load(kGame);
  EXPECT_EQ(findings(g), std::vector<std::string>{});
}

// Without the card's own limit, the rulebook's four decides: the same deck
// (and the vanilla deck's eight) break `copies` at ALN-036.
TEST(Vs2pcg, LegionDecidesTheFiveAdolescents) {
  Variant v("legion");
  v.edit("alien-battles.cards", "limit 8;", "limit 4;");
  Game g = load(v.dir);
  EXPECT_EQ(findings(g),
            (std::vector<std::string>{
                card_line("ALN-036") + ": finding: invariant copies (\"Deck Building Rules: You can "
                "only have up to four copies of any one card in your deck.\") fails for deck "
                "vanilla_xenomorphs, card \"Adolescent Xenomorph\": count(x in d where x == c) is 8, "
                "expected <= 4",
                card_line("ALN-036") + ": finding: invariant copies (\"Deck Building Rules: You can "
                "only have up to four copies of any one card in your deck.\") fails for deck "
                "xenomorphs, card \"Adolescent Xenomorph\": count(x in d where x == c) is 5, "
                "expected <= 4"}));
}

// R-BC-01, R-SU-01, R-DB-01, R-DB-02 (000:138, 000:159, 000:653-654): 60
// cards, one Main Character, at most four copies.
// Each rule in turn, on broken copies of the decks.
TEST(Vs2pcg, BrokenDecks) {
  Variant v("broken");
  v.edit("company.deck", "ALN-001 x1;", "");          // no Main Character
  v.edit("company.deck", "ALN-009 x2;", "ALN-009 x5;");  // 5 Newt: 63 game cards
  v.edit("xenomorphs.deck", "ALN-027 x1;", "ALN-028 x1; ALN-052 x1;");  // two Level 2, a fourth Facehugger
  v.edit("xenomorphs.deck", "ALN-036 x5;", "ALN-036 x9;");  // past Legion's eight
  Game g = load(v.dir);
  const std::string deck_size =
      "invariant deck_size (\"Deck: Your deck must include exactly 60 cards, not including your "
      "Main Character.\") fails for deck ";
  const std::string copies =
      "invariant copies (\"Deck Building Rules: You can only have up to four copies of any one "
      "card in your deck.\") fails for deck ";
  EXPECT_EQ(findings(g),
            (std::vector<std::string>{
                "company.deck:11: finding: " + deck_size +
                    "company: count(c in d where c.type != main_character and c.type != facehugger_pile) is 63, "
                    "expected 60",
                "xenomorphs.deck:16: finding: " + deck_size +
                    "xenomorphs: count(c in d where c.type != main_character and c.type != facehugger_pile) is 64, "
                    "expected 60",
                "company.deck:11: finding: invariant one_main_character (\"Setting Up the Game: "
                "Each player needs a deck that has one Main Character\") fails for deck company: "
                "count(c in d where c.type == main_character and c.level == 1) is 0, expected 1",
                "xenomorphs.deck:16: finding: invariant one_main_character (\"Setting Up the Game: "
                "Each player needs a deck that has one Main Character\") fails for deck xenomorphs: "
                "count(c in d where c.type == main_character and c.level == 1) is 0, expected 1",
                "company.deck:11: finding: invariant main_character_versions_only (\"Setting Up the "
                "Game: one Main Character, in its two versions\") fails for deck company: "
                "count(c in d where c.type == main_character) is 1, expected 2",
                card_line("ALN-009") + ": finding: " + copies +
                    "company, card \"Newt\": count(x in d where x == c) is 5, expected <= 4",
                card_line("ALN-036") + ": finding: " + copies +
                    "xenomorphs, card \"Adolescent Xenomorph\": count(x in d where x == c) is 9, "
                    "expected <= 8",
                "xenomorphs.deck:16: finding: invariant facehugger_pile (\"Facehuggers and Capturing "
                "Characters (000:527): three Facehugger tokens and one Extended Incubation\") fails for "
                "deck xenomorphs: count(c in d where c.type == facehugger_pile and c.name == \"Facehugger\") "
                "is 4, count(c in d where c.type == facehugger_pile and c.name == \"Extended Incubation\") "
                "is 1"}));
}

// R-RL-07, R-DB-03 (000:465, 000:655):
// EX-000-09 (000:463-465, 000:655): basic Locations with different names
// that make the same symbol count as the same Location; a deck can't mix
// them. The set has one basic Location per symbol, so a second one is made
// up here: "Old Earth" makes Humanity like Earth.
TEST(Vs2pcg, BasicLocationsWithDifferentNamesDoNotMix) {
  Variant v("basic");
  v.edit("company.deck", "  ALN-059 x3;   # Earth",
         "  ALN-059 x2;   # Earth\n  card \"Old Earth\" { type location; symbol humanity; }");
  Game g = load(v.dir);
  std::vector<std::string> f = findings(g);
  ASSERT_EQ(f.size(), 2u) << ::testing::PrintToString(f);  // Earth against Old Earth, and back
  EXPECT_NE(f[0].find("invariant basic_location_names"), std::string::npos) << f[0];
  EXPECT_NE(f[0].find("fails for deck company, card \"Earth\""), std::string::npos) << f[0];
  EXPECT_NE(f[1].find("card \"Old Earth\""), std::string::npos) << f[1];
  // Differently named Locations of different symbols mix freely (the
  // starter deck: The Nostromo, The Sulaco, The Auriga, Earth).
  EXPECT_EQ(findings(load(kGame)), std::vector<std::string>{});
}

// R-OK-01 (001:761):
// One of a Kind (001:761): "You may have only one of this card in your deck",
// a card's own rule over the rulebook's four copies.
TEST(Vs2pcg, OneOfAKindAllowsOneCopy) {
  Variant v("one-of-a-kind");
  v.edit("company.deck", "  ALN-059 x3;   # Earth",
         "  ALN-059 x1;   # Earth\n  card \"Unique Trick\" x2 { type plot_twist; keyword one_of_a_kind; }");
  Game g = load(v.dir);
  std::vector<std::string> f = findings(g);
  ASSERT_EQ(f.size(), 1u) << ::testing::PrintToString(f);
  EXPECT_NE(f[0].find("invariant one_of_a_kind"), std::string::npos) << f[0];
  EXPECT_NE(f[0].find("is 2, expected <= 1"), std::string::npos) << f[0];
}

// R-CT-08, R-AL-02 (000:107-130, 000:505): six Power Symbols, Humanity and
// Alien among them. R-AL-01 (000:497): two teams, The Company and the
// Xenomorphs (and the Predator Battles' two, 001:494-506). R-RL-05 (000:459): six basic Locations, one per symbol, and one
// Special Location per team, which has its team; R-CT-09 (000:132, 001:124):
// each Special Location makes four symbols.
TEST(Vs2pcg, SymbolsTeamsAndLocations) {
  Game g = load(kGame);
  std::vector<std::string> symbols, teams;
  for (const auto* d : g.all<ast::Declare>()) {
    if (d->what == "symbol") symbols.push_back(d->name);
    if (d->what == "team") teams.push_back(d->name);
  }
  EXPECT_EQ(symbols, (std::vector<std::string>{"might", "intellect", "skill", "energy", "humanity", "alien"}));
  EXPECT_EQ(teams, (std::vector<std::string>{"company", "xenomorph", "prey", "predator"}));
  std::multiset<std::string> basic;
  std::map<std::string, std::size_t> special;  // team -> symbols
  for (const auto* c : set_cards(g)) {
    if (card_name_value(*c, "type") != "location") continue;
    auto team = card_name_value(*c, "team");
    auto made = names_of(*c, "symbol");
    if (team) {
      EXPECT_EQ(special.count(*team), 0u) << c->name;
      special[*team] = made.size();
    } else {
      EXPECT_EQ(made.size(), 1u) << c->name;
      basic.insert(made.begin(), made.end());
    }
  }
  EXPECT_EQ(basic, std::multiset<std::string>(symbols.begin(), symbols.end()));
  EXPECT_EQ(special, (std::map<std::string, std::size_t>{{"company", 4}, {"xenomorph", 4}}));
}

// From the printed card text (../shared/cards/alien-battles.json), and
// R-MC-02 from the card data: R-SP-01
// (000:348): every Main Character has a Super Power, and some Supporting
// Characters do. R-LU-01 (000:410): every Level 1 has a Level Up power, and
// its number is in the card data. R-LU-04 (000:422): the Level 2 has more
// ATK, more DEF and one more Super Power than its Level 1.
TEST(Vs2pcg, MainCharactersPowersAndLevels) {
  fs::path json = fs::path(CANBEAT_SOURCE_DIR) / ".." / "shared" / "cards" / "alien-battles.json";
  if (!fs::exists(json)) GTEST_SKIP() << json << " is absent";
  auto data = JsonReader{read(json)}.cards();
  Game g = load(kGame);
  auto cards = set_cards(g);
  ASSERT_EQ(data.size(), cards.size());
  std::map<std::string, std::size_t> level1;  // name -> index
  std::size_t supporting_with_powers = 0, level2s = 0;
  std::vector<std::string> no_number;  // Level 1s without a Level Up number
  for (std::size_t i = 0; i < data.size(); ++i) {
    auto& j = data[i];
    SCOPED_TRACE(j["guid"]);
    if (j["type"] == "Supporting character" && super_powers_in(j["text"]) > 0) ++supporting_with_powers;
    if (j["type"] == "Main Character L1") {
      EXPECT_GE(super_powers_in(j["text"]), 1u);
      EXPECT_NE(j["text"].find("Level Up"), std::string::npos);
      if (!card_number(*cards[i], "level_up_xp")) no_number.push_back(j["guid"]);
      level1[j["name"]] = i;
    }
  }
  for (std::size_t i = 0; i < data.size(); ++i) {
    auto& j = data[i];
    if (j["type"] != "Main Character L2") continue;
    SCOPED_TRACE(j["guid"]);
    ++level2s;
    ASSERT_EQ(level1.count(j["name"]), 1u);
    auto& one = data[level1[j["name"]]];
    EXPECT_GT(std::stol(j["atk"]), std::stol(one["atk"]));
    EXPECT_GT(std::stol(j["def"]), std::stol(one["def"]));
    EXPECT_EQ(super_powers_in(j["text"]), super_powers_in(one["text"]) + 1);
  }
  EXPECT_EQ(level2s, level1.size());
  // Every Level 1 Main Character has its Level Up number (The Queen's,
  // ALN-029, 3, since her They're All Around Us, Man is encoded).
  EXPECT_EQ(no_number, std::vector<std::string>{});
  // R-MC-02 (000:431): only Main Characters level up: no other card has a
  // Level Up number.
  for (const auto* c : set_cards(g))
    if (card_name_value(*c, "type") != "main_character") EXPECT_FALSE(card_number(*c, "level_up_xp")) << c->name;
  EXPECT_GT(supporting_with_powers, 0u);
}

// `cards` holds each definition once (docs/dsl.md): the 60 of the set, the 29
// of predator-battles.cards and the one the Xenomorphs deck defines, not
// again for each deck line using one.
TEST(Vs2pcg, CardsHoldsEachDefinitionOnce) {
  Variant v("cards");
  std::ofstream(v.dir / "vs2pcg.rules", std::ios::app)
      << "invariant all_cards \"x\" for p in players where p == first: count(c in cards) == 0;\n"
      << "invariant first_card \"x\" for c in cards where c.name == \"Xenomorph Lance-Tail\": false;\n";
  Game g = load(v.dir);
  auto f = findings(g);
  ASSERT_EQ(f.size(), 2u) << ::testing::PrintToString(f);
  EXPECT_NE(f[0].find("count(c in cards) is 90, expected 0"), std::string::npos) << f[0];
  EXPECT_NE(f[1].find("xenomorphs.deck:27: finding: invariant first_card"), std::string::npos) << f[1];
}

}  // namespace
}  // namespace canbeat::dsl
