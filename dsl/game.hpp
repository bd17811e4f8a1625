// A game as loaded from its DSL sources: every *.rules, *.cards and *.deck
// file of one folder, parsed and checked, with the positions and content
// hashes the harness needs. Both engines read a Game; neither parses text.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dsl/ast.hpp"
#include "dsl/board.hpp"
#include "dsl/diagnostics.hpp"

namespace canbeat::dsl {

// The most seats a game may declare: the reference keeps who looked at a
// card as one bit per seat (`look`, docs/dsl.md "Who sees a zone").
inline constexpr std::size_t kMaxSeats = 32;

struct SourceFile {
  std::string path;  // as given (relative to the working directory or absolute)
  std::string text;
  ast::File ast;      // the kernel the checker and the engines read (desugar.hpp)
  ast::File written;  // as parsed, the card vocabulary kept: what the printer prints
};

// One card of a deck list, with its definition and number of copies.
struct DeckCard {
  const ast::CardDef* def = nullptr;
  long copies = 1;
};

struct DeckList {
  std::string name;
  const ast::Deck* deck = nullptr;
  std::vector<DeckCard> cards;  // in the order the deck lists them
  // Cards from outside the game (not among the deck's cards): one of each
  // card that a card of the deck names with its `outside` property, in the
  // order they are named (ALN-006's Sacrifice and Resurrection brings
  // ALN-008). The engines create them after the deck's cards.
  std::vector<DeckCard> outside;

  long card_count() const;  // every copy counted
};

struct Game {
  std::string dir;
  std::vector<SourceFile> files;  // *.rules first, then *.cards, *.deck; sorted by name within each
  std::string rules_hash;         // FNV-1a 64, 16 hex digits, over the *.rules files printed (dsl/printer.hpp)
  std::string cards_hash;         // same over *.cards and *.deck files: comments and layout do not count
  // The boards the rules declare (`board NAME = "FILE";`), read by
  // load_boards; the rules hash covers them.
  std::vector<Board> boards;
  const Board* find_board(std::string_view name) const;  // nullptr if none
  // The board a table plays on (docs/dsl.md "Board"): the one its decks
  // name (`deck NAME board BOARD`), else the first the rules declare;
  // nullptr for a game without one. Throws std::invalid_argument
  // "FILE:LINE:COL: error: ..." at a deck when two of the table's decks
  // name different boards.
  const Board* board_for(const std::vector<std::string>& dealt) const;

  const ast::GameDecl& decl() const;  // the one `game` declaration
  std::string name() const;           // decl().name

  // Values of a game property as names: players -> {"north","south"}.
  std::vector<std::string> list_property(std::string_view key) const;
  // The numbers of players the game can be played with (`table 2, 3, 4;`,
  // the first is the default); without `table`, exactly its seats.
  std::vector<long> table_sizes() const;
  // The seats of a game of `players` players (0: the default number): the
  // first ones of `players`. The decks: `decks` when given, else the game's
  // `decks`, dealt in turn, seat by seat (`a,b` for four seats is a,b,a,b).
  // Throw std::invalid_argument for a number of players the game does not
  // allow, more decks than seats, or a seat dealt the deck named after
  // another seat (refuse_other_seats_deck).
  std::vector<std::string> seats_for(std::size_t players) const;
  std::vector<std::string> decks_for(std::size_t players, const std::vector<std::string>& decks) const;

  // Every declaration of one alternative type across all files, in file order.
  template <class T>
  std::vector<const T*> all() const;

  // Every card the game defines, its card sets' then its decks' own, in
  // file order.
  std::vector<const ast::CardDef*> card_defs() const;
  // All decks, `CardUse` entries resolved against the card sets.
  std::vector<DeckList> deck_lists() const;
  const DeckList* find_deck(std::string_view name) const;  // nullptr if none

  Where where(const ast::Pos& p) const;
  // Throws std::invalid_argument "FILE:LINE:COL: error: ..." (at the game's
  // `decks`) when `dealt` (decks_for) gives a seat the deck named after
  // another seat.
  void refuse_other_seats_deck(const std::vector<std::string>& dealt) const;
  std::string line_text(const ast::Pos& p) const;

 private:
  // DeckLists point into this Game's ASTs: a copy of the Game must build its
  // own (copying resets the cache), a move keeps the ASTs where they are.
  struct DeckCache {
    std::vector<DeckList> lists;
    bool ready = false;
    DeckCache() = default;
    DeckCache(const DeckCache&) {}
    DeckCache(DeckCache&&) = default;
    DeckCache& operator=(const DeckCache&) {
      lists.clear();
      ready = false;
      return *this;
    }
    DeckCache& operator=(DeckCache&&) = default;
  };
  mutable DeckCache deck_cache_;  // not thread-safe: fill it before sharing a Game
};

// A card property's first value as an integer (force, cost, atk) or as a
// name (type, team); nullopt when the card does not have it.
std::optional<long> card_number(const ast::CardDef& c, std::string_view key);
std::optional<std::string> card_name_value(const ast::CardDef& c, std::string_view key);
// The names the card lists under a `keyword`, `trait`, `traits`, `team` or
// `symbol` property, in printed order; whether it lists `name` there
// (`c.ranged`, `c.company`, `c.might` in the language).
std::vector<std::string> card_facts(const ast::CardDef& c);
bool card_has(const ast::CardDef& c, std::string_view name);

// Parses one text; on error returns nullopt and adds diagnostics.
std::optional<ast::File> parse_text(std::string_view text, const std::string& path,
                                    int file_index, Diagnostics& out);

// Reads the file of every `board` declaration, relative to the folder of
// the file that declares it, into game.boards. Returns false, with a
// diagnostic at the declaration or in the board file, when one cannot be read.
bool load_boards(Game& game, Diagnostics& out);

// Loads and checks a game folder. On any error returns nullopt, diagnostics
// say why. Invariant findings are NOT produced here (see invariants.hpp).
// `extra`: more sources given as text (a scenario file's test cards and
// decks, docs/scenarios.md), read after the folder's files; each path names
// it in diagnostics.
std::optional<Game> load_game(const std::string& dir, Diagnostics& out, std::vector<SourceFile> extra = {});

// The same for a list of files (`canbeat check a.rules b.cards`): *.rules
// first, then *.cards and *.deck, each group sorted by path.
std::optional<Game> load_files(const std::vector<std::string>& paths, Diagnostics& out,
                               std::vector<SourceFile> extra = {});

// Where the built-in games live: $CANBEAT_GAMES, else next to the executable
// (../games, ./games), else the source tree's games/ (compiled-in path).
std::string builtin_games_dir();

// The built-in game a command plays when none is named: the word after
// `default:` in builtin_games_dir()/README.md.
std::string default_game();

// FNV-1a 64 as 16 lowercase hex digits.
std::string content_hash(std::string_view text);

template <class T>
std::vector<const T*> Game::all() const {
  std::vector<const T*> out;
  for (const auto& f : files)
    for (const auto& d : f.ast.decls)
      if (const T* p = boost::get<T>(&d.var)) out.push_back(p);
  return out;
}

}  // namespace canbeat::dsl
