// The game loader (game.hpp): reads a folder's DSL files in a fixed order,
// parses each, runs the checker, and answers the questions both engines ask
// of the static data (decks, card properties, positions).
#include "dsl/game.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "dsl/checker.hpp"
#include "dsl/desugar.hpp"
#include "dsl/file_io.hpp"
#include "dsl/printer.hpp"
#include "dsl/source_text.hpp"

// The top-level CMakeLists defines it; a build without it still compiles and
// falls back to the working directory.
#ifndef CANBEAT_SOURCE_DIR
#define CANBEAT_SOURCE_DIR "."
#endif

namespace canbeat::dsl {
namespace fs = std::filesystem;

namespace {

// A Ref with no members: the name an expression stands for, as in
// `players north, south;`. Anything else yields "".
std::string as_name(const ast::Expr& e) {
  if (const auto* r = boost::get<ast::Ref>(&e.root.get()); r && r->members.empty())
    return r->head;
  return "";
}

// A number as written on a card: `force 2;`, and `force -1;` (the minus
// is read as an operator, as in any expression, but is part of the number).
std::optional<long> as_number(const ast::Expr& e) {
  if (const long* n = boost::get<long>(&e.root.get())) return *n;
  const auto* u = boost::get<boost::spirit::x3::forward_ast<ast::Unary>>(&e.root.get());
  if (u && u->get().op == ast::UnaryOp::neg)
    if (const long* n = boost::get<long>(&u->get().operand.get())) return -*n;
  return std::nullopt;
}

const ast::Property* find_property(const ast::CardDef& c, std::string_view key) {
  for (const auto& item : c.items)
    if (const auto* p = boost::get<ast::Property>(&item.get()); p && p->key == key) return p;
  return nullptr;
}


// The built-in games folder is the one holding its index, README.md,
// whose `default:` line default_game() reads.
bool holds_games(const fs::path& dir) {
  std::error_code ec;
  return fs::is_regular_file(dir / "README.md", ec);
}

}  // namespace

const ast::GameDecl& Game::decl() const {
  auto decls = all<ast::GameDecl>();
  if (decls.empty()) throw std::logic_error("game has no `game` declaration");
  return *decls.front();
}

std::string Game::name() const { return decl().name; }

std::vector<std::string> Game::list_property(std::string_view key) const {
  std::vector<std::string> out;
  for (const auto* g : all<ast::GameDecl>())
    for (const auto& p : g->props)
      if (p.key == key)
        for (const auto& v : p.values) out.push_back(as_name(v));
  return out;
}

std::vector<long> Game::table_sizes() const {
  std::vector<long> out;
  for (const auto* g : all<ast::GameDecl>())
    for (const auto& p : g->props)
      if (p.key == "table")
        for (const auto& v : p.values)
          if (auto n = as_number(v)) out.push_back(*n);
  if (out.empty()) out.push_back(static_cast<long>(list_property("players").size()));
  return out;
}

std::vector<std::string> Game::seats_for(std::size_t players) const {
  std::vector<long> sizes = table_sizes();
  long n = players == 0 ? sizes.front() : static_cast<long>(players);
  if (std::find(sizes.begin(), sizes.end(), n) == sizes.end())
  {
    std::string allowed;
    for (std::size_t i = 0; i < sizes.size(); ++i)
      allowed += (i ? (i + 1 == sizes.size() ? " or " : ", ") : "") + std::to_string(sizes[i]);
    throw std::invalid_argument(name() + " is played by " + allowed + " players, not " + std::to_string(n));
  }
  std::vector<std::string> seats = list_property("players");
  seats.resize(static_cast<std::size_t>(n));
  return seats;
}

std::vector<std::string> Game::decks_for(std::size_t players,
                                         const std::vector<std::string>& decks) const {
  std::size_t n = seats_for(players).size();
  if (decks.size() > n)
    throw std::invalid_argument(std::to_string(decks.size()) + " decks for " + std::to_string(n) +
                                " players");
  // Fewer decks than seats are dealt in turn: `--players 4 --decks a,b` is a,b,a,b.
  std::vector<std::string> own = decks.empty() ? list_property("decks") : decks, out;
  // A game that deals only its table_deck gives the seats none.
  if (own.empty() && !list_property("table_deck").empty()) return std::vector<std::string>(n);
  if (own.empty()) throw std::invalid_argument(name() + " names no decks");
  for (std::size_t i = 0; i < n; ++i) out.push_back(own[i % own.size()]);
  if (!decks.empty()) refuse_other_seats_deck(out);
  return out;
}

// A deck named after a seat is that seat's own (the rulebooks deal each
// side its own deck), so a table that deals it to another seat is no game
// the rules describe: it is refused here, before any engine plays it, and
// every engine refuses it alike.
void Game::refuse_other_seats_deck(const std::vector<std::string>& dealt) const {
  std::vector<std::string> seats = list_property("players");
  for (std::size_t i = 0; i < dealt.size() && i < seats.size(); ++i) {
    if (dealt[i] == seats[i] || std::find(seats.begin(), seats.end(), dealt[i]) == seats.end()) continue;
    const ast::Pos* at = &decl();
    for (const ast::Property& p : decl().props)
      if (p.key == "decks") at = &p;
    Where w = where(*at);
    throw std::invalid_argument(w.file + ":" + std::to_string(w.line) + ":" + std::to_string(w.col) +
                                ": error: deck '" + dealt[i] + "' is seat " + dealt[i] +
                                "'s own (the game names it after that seat): it is not dealt to seat " + seats[i]);
  }
}

std::vector<const ast::CardDef*> Game::card_defs() const {
  std::vector<const ast::CardDef*> defs;
  for (const auto* s : all<ast::CardSet>())
    for (const auto& c : s->cards) defs.push_back(&c);
  for (const auto* d : all<ast::Deck>())
    for (const auto& e : d->entries)
      if (const auto* c = boost::get<ast::CardDef>(&e.get())) defs.push_back(c);
  return defs;
}

// Card definitions are looked up by id first, then by name, over every card
// set and every deck, so a deck line may name a card defined anywhere.
std::vector<DeckList> Game::deck_lists() const {
  if (deck_cache_.ready) return deck_cache_.lists;
  std::vector<const ast::CardDef*> defs = card_defs();
  auto resolve = [&](const std::string& key) -> const ast::CardDef* {
    for (const auto* c : defs)
      if (c->id && *c->id == key) return c;
    for (const auto* c : defs)
      if (c->name == key) return c;
    return nullptr;
  };
  std::vector<DeckList> out;
  for (const auto* d : all<ast::Deck>()) {
    DeckList list{d->name, d, {}};
    for (const auto& e : d->entries) {
      if (const auto* c = boost::get<ast::CardDef>(&e.get())) {
        list.cards.push_back({c, c->copies.value_or(1)});
      } else if (const auto* u = boost::get<ast::CardUse>(&e.get())) {
        if (const auto* def = resolve(u->card)) list.cards.push_back({def, u->copies.value_or(1)});
      }
    }
    for (const DeckCard& dc : list.cards)
      for (const auto& item : dc.def->items) {
        const auto* p = boost::get<ast::Property>(&item.get());
        if (!p || p->key != "outside") continue;
        for (const auto& v : p->values) {
          const auto* name = boost::get<std::string>(&v.root.get());
          const ast::CardDef* def = name ? resolve(*name) : nullptr;
          bool again = false;
          for (const DeckCard& o : list.outside) again = again || o.def == def;
          if (def && !again) list.outside.push_back({def, 1});
        }
      }
    out.push_back(std::move(list));
  }
  deck_cache_.lists = out;
  deck_cache_.ready = true;
  return out;
}

long DeckList::card_count() const {
  long n = 0;
  for (const DeckCard& c : cards) n += c.copies;
  return n;
}

const DeckList* Game::find_deck(std::string_view name) const {
  deck_lists();
  for (const auto& d : deck_cache_.lists)
    if (d.name == name) return &d;
  return nullptr;
}

Where Game::where(const ast::Pos& p) const {
  Where w;
  if (p.file >= 0 && p.file < static_cast<int>(files.size()))
    w.file = files[static_cast<std::size_t>(p.file)].path;
  w.line = p.line;
  w.col = p.col;
  return w;
}

std::string Game::line_text(const ast::Pos& p) const {
  if (p.file < 0 || p.file >= static_cast<int>(files.size())) return "";
  return line_of(files[static_cast<std::size_t>(p.file)].text, p.line);
}

std::optional<long> card_number(const ast::CardDef& c, std::string_view key) {
  if (const auto* p = find_property(c, key); p && !p->values.empty())
    return as_number(p->values.front());
  return std::nullopt;
}

std::optional<std::string> card_name_value(const ast::CardDef& c, std::string_view key) {
  if (const auto* p = find_property(c, key); p && !p->values.empty()) {
    std::string n = as_name(p->values.front());
    if (!n.empty()) return n;
  }
  return std::nullopt;
}

std::vector<std::string> card_facts(const ast::CardDef& c) {
  std::vector<std::string> facts;
  for (const auto& item : c.items) {
    const auto* p = boost::get<ast::Property>(&item.get());
    if (!p || (p->key != "keyword" && p->key != "trait" && p->key != "traits" && p->key != "team" &&
               p->key != "symbol"))
      continue;
    for (const auto& v : p->values) facts.push_back(as_name(v));
  }
  return facts;
}

bool card_has(const ast::CardDef& c, std::string_view name) {
  const std::vector<std::string> facts = card_facts(c);
  return std::find(facts.begin(), facts.end(), name) != facts.end();
}

std::string content_hash(std::string_view text) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (unsigned char c : text) {
    h ^= c;
    h *= 0x100000001b3ull;
  }
  static const char* digits = "0123456789abcdef";
  std::string out(16, '0');
  for (int i = 15; i >= 0; --i, h >>= 4) out[static_cast<std::size_t>(i)] = digits[h & 0xf];
  return out;
}

std::optional<Game> load_game(const std::string& dir, Diagnostics& out, std::vector<SourceFile> extra) {
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) {
    out.items.push_back({Diagnostic::Kind::error, {dir, 0, 0}, ec ? "cannot open the game folder: " + ec.message() : "no such game folder", ""});
    return std::nullopt;
  }
  // A file that cannot be looked at (a symlink loop, a name too long) is an
  // error naming it, not an exception.
  std::vector<std::string> paths;
  fs::directory_iterator it(dir, ec), end;
  for (; !ec && it != end; it.increment(ec)) {
    auto ext = it->path().extension();
    if (ext != ".rules" && ext != ".cards" && ext != ".deck") continue;
    std::error_code entry_ec;
    bool regular = it->is_regular_file(entry_ec);
    if (entry_ec) {
      out.items.push_back({Diagnostic::Kind::error, {it->path().string(), 0, 0}, "cannot read file: " + entry_ec.message(), ""});
      return std::nullopt;
    }
    if (regular) paths.push_back(it->path().string());
  }
  if (ec) {
    out.items.push_back({Diagnostic::Kind::error, {dir, 0, 0}, "cannot list the game folder: " + ec.message(), ""});
    return std::nullopt;
  }
  if (paths.empty()) {
    out.items.push_back(
        {Diagnostic::Kind::error, {dir, 0, 0}, "no *.rules, *.cards or *.deck files", ""});
    return std::nullopt;
  }
  auto game = load_files(paths, out, std::move(extra));
  if (game) game->dir = dir;
  return game;
}

// The hashes cover the files in load order, each followed by a NUL, so that
// moving a declaration from one file to the next changes the hash.
std::optional<Game> load_files(const std::vector<std::string>& paths, Diagnostics& out,
                               std::vector<SourceFile> extra) {
  std::vector<fs::path> by_ext[3];
  const char* exts[3] = {".rules", ".cards", ".deck"};
  for (const auto& path : paths) {
    fs::path p(path);
    int kind = 0;
    while (kind < 3 && p.extension() != exts[kind]) ++kind;
    by_ext[kind < 3 ? kind : 0].push_back(p);  // any other name reads as rules
  }
  Game game;
  if (!paths.empty()) game.dir = fs::path(paths.front()).parent_path().string();
  for (int k = 0; k < 3; ++k) {
    std::sort(by_ext[k].begin(), by_ext[k].end());
    for (const auto& p : by_ext[k]) {
      SourceFile f;
      f.path = p.string();
      if (std::string why; !files::read_regular_file(f.path, f.text, why)) {
        out.items.push_back({Diagnostic::Kind::error, {f.path, 0, 0}, "cannot read file: " + why, ""});
        return std::nullopt;
      }
      game.files.push_back(std::move(f));
    }
  }
  for (SourceFile& f : extra) game.files.push_back(std::move(f));
  bool parsed = true;
  for (std::size_t i = 0; i < game.files.size(); ++i) {
    auto& f = game.files[i];
    if (auto ast = parse_text(f.text, f.path, static_cast<int>(i), out)) f.ast = std::move(*ast);
    else parsed = false;
  }
  if (!parsed || !load_boards(game, out) || !desugar(game, out)) return std::nullopt;
  // The hashes cover what the files mean, not their bytes: each file's
  // kernel printed (comments, layout and the card vocabulary's wording are
  // not in it), so editing a comment, or writing the same ability as a
  // shared one, stales no repro file.
  std::string rules_text, cards_text;
  for (const SourceFile& f : game.files) {
    fs::path ext = fs::path(f.path).extension();
    (ext == ".cards" || ext == ".deck" ? cards_text : rules_text) += print(f.ast) + '\0';
  }
  for (const Board& b : game.boards) rules_text += b.canonical() + '\0';
  game.rules_hash = content_hash(rules_text);
  game.cards_hash = content_hash(cards_text);
  std::size_t errors_before = out.count(Diagnostic::Kind::error);
  check(game, out);
  if (out.count(Diagnostic::Kind::error) > errors_before) return std::nullopt;
  return game;
}

const Board* Game::find_board(std::string_view name) const {
  for (const Board& b : boards)
    if (b.name == name) return &b;
  return nullptr;
}

const Board* Game::board_for(const std::vector<std::string>& dealt) const {
  const ast::Deck* chose = nullptr;
  for (const std::string& name : dealt) {
    const DeckList* d = find_deck(name);
    if (!d || !d->deck || !d->deck->board) continue;
    if (chose && *chose->board != *d->deck->board) {
      Where w = where(*d->deck);
      throw std::invalid_argument(w.file + ":" + std::to_string(w.line) + ":" + std::to_string(w.col) +
                                  ": error: deck '" + name + "' plays on board '" + *d->deck->board + "', deck '" +
                                  chose->name + "' on board '" + *chose->board + "': a table has one board");
    }
    chose = d->deck;
  }
  if (chose) return find_board(*chose->board);
  return boards.empty() ? nullptr : &boards.front();
}

bool load_boards(Game& game, Diagnostics& out) {
  for (const auto* d : game.all<ast::BoardDecl>()) {
    fs::path dir = d->file >= 0 && d->file < static_cast<int>(game.files.size())
                       ? fs::path(game.files[static_cast<std::size_t>(d->file)].path).parent_path()
                       : fs::path(game.dir);
    std::string why, path = files::path_inside(dir.string(), d->path, why), text;
    if (path.empty()) {
      out.items.push_back({Diagnostic::Kind::error, game.where(*d), "board '" + d->name + "': " + why, game.line_text(*d)});
      return false;
    }
    if (!files::read_regular_file(path, text, why)) {
      out.items.push_back({Diagnostic::Kind::error, game.where(*d),
                           "board '" + d->name + "': cannot read " + path + ": " + why, game.line_text(*d)});
      return false;
    }
    auto board = parse_board(text, path, out);
    if (!board) return false;
    board->name = d->name;
    game.boards.push_back(std::move(*board));
  }
  return true;
}

std::string builtin_games_dir() {
  if (const char* env = std::getenv("CANBEAT_GAMES"); env && *env) return env;
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    fs::path bin = exe.parent_path();
    if (holds_games(bin / ".." / "games")) return (bin / ".." / "games").lexically_normal().string();
    if (holds_games(bin / "games")) return (bin / "games").string();
  }
  return CANBEAT_SOURCE_DIR "/games";
}

std::string default_game() {
  std::ifstream in(fs::path(builtin_games_dir()) / "README.md");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("default:", 0) == 0) {
      std::istringstream words(line.substr(8));
      std::string name;
      words >> name;
      return name;
    }
  return "";
}

}  // namespace canbeat::dsl
