// The canbeat DSL abstract syntax tree: plain data, nothing but what the text
// says. The parser (parser.hpp) returns it, the printer (printer.hpp) turns it
// back into canonical text, the checker (checker.hpp) validates names, types
// and arity, and both engines read it. docs/dsl.md is the language reference.
//
// Every node that can be blamed in a diagnostic derives from Pos; the parser's
// on_success handler writes the file index, line and column into it. (X3's
// position_tagged ids would need the source buffer and one position cache per
// file kept alive next to the AST; plain numbers keep the AST plain data that
// outlives its text and spans many files.) Positions never take part in
// equality, which is why parse(print(ast)) == ast can hold.
#pragma once

#include <boost/optional.hpp>
#include <boost/spirit/home/x3/support/ast/variant.hpp>
#include <string>
#include <string_view>
#include <vector>

// X3's forward_ast has no equality of its own; the AST's equality compares
// what it points to.
namespace boost::spirit::x3 {
template <class T>
bool operator==(const forward_ast<T>& a, const forward_ast<T>& b) {
  return a.get() == b.get();
}
}  // namespace boost::spirit::x3

namespace canbeat::ast {
namespace x3 = boost::spirit::x3;

// Source position. Equality ignores it on purpose (see header comment).
struct Pos {
  int file = -1;  // index into dsl::Game::files
  int line = 0;   // 1-based
  int col = 0;    // 1-based
  friend bool operator==(const Pos&, const Pos&) { return true; }
};

// ---------------------------------------------------------------- expressions
// An expression is a tree: the grammar reads `operand (op operand)*` and
// folds it by precedence once (precedence.hpp), so every reader walks
// Binary nodes instead of climbing precedence itself. Parentheses stay a node
// (Paren), so the printer gives back exactly the text that was parsed.

struct Expr;
struct Unary;
struct Binary;
struct Paren;
struct Call;
struct Legal;
struct Aggregate;

// or and == != < <= > >= in + - * / %, in that order.
enum class BinaryOp { or_, and_, eq, ne, lt, le, gt, ge, in, add, sub, mul, div, mod };
// - not
enum class UnaryOp { neg, not_ };
// How the operator is written: "or", "==", "+", "not", "-".
std::string_view spelling(BinaryOp op);
std::string_view spelling(UnaryOp op);

// A name with optional member accesses: `p`, `p.hand`, `c.force`, `north.score`.
struct Ref : Pos {
  std::string head;
  std::vector<std::string> members;
  bool operator==(const Ref&) const = default;
};

struct Node : x3::variant<long,                      // 36
                          std::string,               // "text"
                          Ref,                       // p.hand
                          x3::forward_ast<Call>,     // count(p.deck), opponent(p)
                          x3::forward_ast<Legal>,    // legal discard(p, c)
                          x3::forward_ast<Aggregate>,// sum(c in p.hand where ... : c.force)
                          x3::forward_ast<Unary>,    // -x, not x
                          x3::forward_ast<Binary>,   // a + b
                          x3::forward_ast<Paren>> {  // ( expr )
  using base_type::base_type;
  using base_type::operator=;
};
bool operator==(const Node& a, const Node& b);
// Where a node's text starts: its own position, or `fallback` for a literal
// (numbers and strings carry none) or a Binary whose left end is one.
const Pos& pos_of(const Node& n, const Pos& fallback);
// The Binary node n is, or null.
const Binary* as_binary(const Node& n);

// lhs op rhs. Its position is its left operand's (none when that is a
// literal), so that pos_of a right operand is where its text starts, as
// diagnostics about an operator blame it.
struct Binary : Pos {
  BinaryOp op{};
  Node lhs;
  Node rhs;
  bool operator==(const Binary&) const = default;
};

struct Unary : Pos {
  UnaryOp op{};
  Node operand;
  bool operator==(const Unary&) const = default;
};

// A whole expression where the grammar expects one (an argument, a
// condition, a value), or inside parentheses. Readers blame an expression's
// operators here; inside parentheses this is the '(' (see Paren).
struct Expr : Pos {
  Node root;
  bool operator==(const Expr&) const = default;
};

// ( expr ): inner is positioned at the '(' (the grammar's annotate handler).
struct Paren {
  Expr inner;
  bool operator==(const Paren&) const = default;
};

// The operands of the binary operators of n outside parentheses, in the
// order written: `a * (b + c) - d` gives a, (b + c), d; a lone operand gives
// itself.
std::vector<const Node*> chain_operands(const Node& n);
// The parts an `op` joins at the top of n: `a or b or c` gives a, b, c;
// `a and b or c` under or_ gives `a and b`, c; a node that is no `op` is its
// own one part.
std::vector<const Node*> parts_of(const Node& n, BinaryOp op);
// The index of the parameter a condition's part compares with `self`
// (`c == self` or `self == c`, bare names), or -1: a card's statement that
// speaks of its own card only.
int self_equal_param(const Node& part, const std::vector<std::string>& params);

// Built-in function call in an expression, or a procedure call as a statement.
struct Call : Pos {
  std::string name;
  std::vector<Expr> args;
  bool operator==(const Call&) const = default;
};

// `legal discard(p, c)`: the one legality query (golden rules).
struct Legal : Pos {
  std::string action;
  std::vector<Expr> args;
  bool operator==(const Legal&) const = default;
};

// `c in p.hand where c.type == weapon`: binds var to each element of domain.
struct Binder : Pos {
  std::string var;
  Expr domain;
  boost::optional<Expr> where;
  bool operator==(const Binder&) const = default;
};

// fn is one of: count sum min max any all first.   sum(c in p.hand : c.force)
// `first(x in L where C)` is the first element, in L's order, for which C
// holds (a rules error when none does).
struct Aggregate : Pos {
  std::string fn;
  Binder binder;
  boost::optional<Expr> value;  // absent for count
  bool operator==(const Aggregate&) const = default;
};

// ----------------------------------------------------------------- statements
struct Block;
struct If;
struct For;
struct Repeat;
struct While;
struct Choose;
struct Chance;

// let x = expr;
struct Let : Pos {
  std::string name;
  Expr value;
  bool operator==(const Let&) const = default;
};

// set p.discards = p.discards + 1;
struct Set : Pos {
  Ref target;
  Expr value;
  bool operator==(const Set&) const = default;
};

// move c to p.discard;   move all p.discard to p.deck;   move c to bottom p.deck;
// A zone's end is its top: a plain move puts the card there; `bottom` puts
// it before the first card instead.
struct Move : Pos {
  bool all = false;
  Expr what;
  bool bottom = false;
  Expr to;
  bool operator==(const Move&) const = default;
};

// A built-in verb with comma-separated arguments and no parentheses:
// win p;  lose p;  tie;  break;  reveal p.hand;  undecided "empty-draw", "why";
// win all;  lose all;  eliminate p;  (`all` is a Ref named "all": a reserved
// word no other expression can be, so only these verbs read it)
// and the game's own verbs, procedures its rules declare `verb NAME;`.
struct Verb : Pos {
  std::string verb;
  std::vector<Expr> args;
  bool operator==(const Verb&) const = default;
};

// procedure call as a statement: draw_card(p);
struct Perform : Pos {
  Call call;
  std::string unused;  // keeps this a two-member fusion sequence (X3 quirk)
  bool operator==(const Perform&) const = default;
};

struct Stmt : x3::variant<Let, Set, Move, Verb, Perform,
                          x3::forward_ast<If>, x3::forward_ast<For>,
                          x3::forward_ast<Repeat>, x3::forward_ast<While>,
                          x3::forward_ast<Choose>, x3::forward_ast<Chance>> {
  using base_type::base_type;
  using base_type::operator=;
};
bool operator==(const Stmt& a, const Stmt& b);

struct Block : Pos {
  std::vector<Stmt> stmts;
  std::string unused;  // two-member fusion sequence (X3 quirk)
  bool operator==(const Block&) const = default;
};

struct Branch : Pos {
  Expr cond;
  Block body;
  bool operator==(const Branch&) const = default;
};

// if a { } else if b { } else { }
struct If : Pos {
  std::vector<Branch> branches;  // at least one
  boost::optional<Block> otherwise;
  bool operator==(const If&) const = default;
};

// for p in players { }     for c in p.hand where c.type == weapon { }
struct For : Pos {
  Binder binder;
  Block body;
  bool operator==(const For&) const = default;
};

// repeat 6 { }
struct Repeat : Pos {
  Expr count;
  Block body;
  bool operator==(const Repeat&) const = default;
};

// while p.discards < 4 { }
struct While : Pos {
  Expr cond;
  Block body;
  bool operator==(const While&) const = default;
};

// One alternative of a player decision. Without a binder it is one option
// (key = label); with one, one option per distinct element (key = label + " "
// + element's key), e.g. `option "discard" c in p.hand where legal discard(p, c)`.
struct Option : Pos {
  std::string label;
  boost::optional<Binder> binder;
  Block body;
  bool operator==(const Option&) const = default;
};

// choose p { option ... option ... }: player p decides.
// Card vocabulary (desugar.hpp), rewritten into the kernel before anything
// runs: `choose p if any { ... }` is skipped when no option with a binder has
// an element; `choose p up to 2 else "stop" { ... }` and `choose p any number
// else "done" { ... }` repeat the choice among elements not chosen yet until
// the player takes the `else` option. `choose p secret { ... }`: the other
// seats see that p chose, not what (docs/dsl.md "Who sees a zone").
struct Choose : Pos {
  Expr player;
  bool secret = false;
  bool if_any = false;
  boost::optional<Expr> up_to;
  bool any_number = false;
  boost::optional<std::string> stop;
  std::vector<Option> options;
  bool operator==(const Choose&) const = default;
};

// chance "draw" c in p.deck { }: the driver picks an element, weighted by how
// many identical elements there are (a draw from a shuffled pile).
struct Chance : Pos {
  std::string label;
  Binder binder;
  Block body;
  bool operator==(const Chance&) const = default;
};

// --------------------------------------------------------------- declarations

// die d10 = 1, 2, 3, 4, 5, 6, 7, 8, 9, 10;   A named list<int> of faces; a roll
// is a `chance` over it, a repeated face weighing more.
struct Die : Pos {
  std::string name;
  std::vector<Expr> faces;
  bool operator==(const Die&) const = default;
};

// key value, value, ...;   inside game { } and card { }
// game: title "..."; source "SEED.txt"; players north, south;
//       decks north, south; start_zone deck;
// card: type combatant; force 3; team company; keyword flight;
struct Property : Pos {
  std::string key;
  std::vector<Expr> values;
  bool operator==(const Property&) const = default;
};

// game NAME { property; ... }
struct GameDecl : Pos {
  std::string name;
  std::vector<Property> props;
  bool operator==(const GameDecl&) const = default;
};

// what name [: flag, flag] [= init];
//   type combatant = "C";         stat force;
//   zone deck: per_player, unordered, hidden;
//   var discards: per_player = 0;  counter plus_one;  keyword flight;
struct Declare : Pos {
  std::string what;  // type stat zone var counter keyword trait team symbol timing verb
  std::string name;
  std::vector<std::string> flags;
  boost::optional<Expr> init;
  bool operator==(const Declare&) const = default;
};

// typed parameter: p: player
struct Param : Pos {
  std::string name;
  std::string type;  // player card zone int bool string type deck power, list<T>
  bool operator==(const Param&) const = default;
};

// action discard(p: player, c: card) "DEPLOYMENT PHASE";
// Declares an action whose legality is decided by can/cant statements.
struct ActionDecl : Pos {
  std::string name;
  std::vector<Param> params;
  boost::optional<std::string> cite;
  // `while COND` (no parameter in scope): the action is legal, and asked,
  // only while COND holds (docs/dsl.md "Actions that exist only while").
  boost::optional<Expr> guard;
  bool operator==(const ActionDecl&) const = default;
};

// can discard(p, c) "DEPLOYMENT PHASE: up to 4" when p.discards < 4;
// cant attack(c) "Passive" when ...;
// must join(p, a, b) "Angry" when ...;
// modality is "can", "cant" or "must". In a rules file it is a rulebook
// statement, inside a card it is a card statement (card beats rulebook; cant
// beats can). A `must` permits nothing: it is a requirement that the action
// be legal wherever its condition holds (docs/dsl.md "Requirements"); the
// legality query records the musts that applied, and `canbeat conflicts`
// reports each one the can/cant statements left illegal. `must only` is an
// obligation (docs/dsl.md "Obligation"): while it holds for some cards, the
// action is legal for those cards only.
struct Permission : Pos {
  std::string modality;
  std::string action;
  std::vector<std::string> params;
  boost::optional<std::string> cite;
  boost::optional<Expr> when;
  bool only = false;  // `must only`: an obligation, enforced
  bool operator==(const Permission&) const = default;
};

// invariant deck_size "DECKS: Each deck has 36 cards" for d in decks: count(c in d) == 36;
// Checked by `canbeat check` against the data; each failing binding is a finding.
struct Invariant : Pos {
  std::string name;
  std::string text;
  std::vector<Binder> binders;
  Expr check;
  bool operator==(const Invariant&) const = default;
};

// procedure draw_card(p: player) "LOGISTICS PHASE" { ... }
// A procedure named `setup` (no parameters) runs once before the first turn.
struct Procedure : Pos {
  std::string name;
  std::vector<Param> params;
  boost::optional<std::string> cite;
  Block body;
  bool operator==(const Procedure&) const = default;
};

// board hall = "hall.board";   A grid of spaces read from a file beside the
// rules (dsl/board.hpp, docs/dsl.md "Board").
struct BoardDecl : Pos {
  std::string name;
  std::string path;
  bool operator==(const BoardDecl&) const = default;
};

// function nearest(a: card): int "citation" = min(...);   A pure function:
// a value from its parameters and the state, callable in any expression.
// The checker refuses recursion, so every call ends.
struct Function : Pos {
  std::string name;
  std::vector<Param> params;
  std::string type;  // the result type: int, card, list<player>, ...
  boost::optional<std::string> cite;
  Expr body;
  bool operator==(const Function&) const = default;
};

// phase logistics "LOGISTICS PHASE" { ... }     step resource "Resource Step" { ... }
struct Phase : Pos {
  std::string kind;  // phase | step
  std::string name;
  boost::optional<std::string> cite;
  Block body;
  bool operator==(const Phase&) const = default;
};

// turn "TURN SEQUENCE": draw, play, score;
// The game repeats the turn until an outcome is decided.
struct Turn : Pos {
  boost::optional<std::string> cite;
  std::vector<std::string> phases;
  bool operator==(const Turn&) const = default;
};

// when attacks(c) "Name" where c == self { ... }   (a card's triggered
// ability): the rules `fire` the event; `where` says whether this card's
// trigger happens for it; the string names it.
struct Trigger : Pos {
  std::string event;
  std::vector<std::string> params;
  boost::optional<std::string> cite;
  boost::optional<Expr> where;
  Block body;
  bool operator==(const Trigger&) const = default;
};

// continuous leader "Leader" for c in ... where ...: c.atk += 1;
// (a card's continuous effect; op is += -= or =)
struct Continuous : Pos {
  std::string name;
  boost::optional<std::string> cite;
  Binder binder;
  Ref target;
  std::string op;
  Expr amount;
  bool operator==(const Continuous&) const = default;
};

// power "Name" main might { ready self; }   (a card's power): its name,
// its timing (when it can be used: a `timing` the rules declare), the
// symbols it costs, and what it does. In the body `self` is the card that
// carries it and `you` the player using it. A timing declared `: event`
// names the event the power answers: `power "Name" answer(played) { ... }`.
// Card vocabulary: the words before `power` name attributes the rules
// declare (`once_per_game power "I'm Sorry" main humanity { ... }`); the
// desugaring pass takes them out of the kernel.
struct Power : Pos {
  std::vector<std::string> attributes;
  std::string name;
  std::string timing;
  boost::optional<std::string> event;
  std::vector<std::string> cost;
  Block body;
  bool operator==(const Power&) const = default;
};

using CardItem = x3::variant<Property, Permission, Trigger, Continuous, Power>;
bool operator==(const CardItem& a, const CardItem& b);

// Card vocabulary (docs/dsl.md "Card vocabulary"): written by authors, read
// only by the desugaring pass (desugar.hpp), which rewrites every use into
// the kernel above; the engines never see these two.

// term in_play(c) "cite" = c in c.controller.rows;   A named game term: `x.in_play`
// anywhere reads as the body with c replaced by x (and `you`, `self` those of
// the place of use).
struct Term : Pos {
  std::string name;
  std::string param;
  boost::optional<std::string> cite;
  Expr body;
  bool operator==(const Term&) const = default;
};

// ability hide "Hide in the Shadows" { power ...; }   Card items written once;
// a card's `ability hide;` stands for them.
struct Ability : Pos {
  std::string name;
  boost::optional<std::string> cite;
  std::vector<CardItem> items;
  bool operator==(const Ability&) const = default;
};

// attribute once_per_game(u) "cite" { first { ... } items }   What a power
// attribute means, in the rules' own words: the statements of `first` run
// first in the body of each power that carries it, the items join its card;
// `u` stands for that power (u.name, u.card, u.bit).
struct Attribute : Pos {
  std::string name;
  std::string param;
  boost::optional<std::string> cite;
  boost::optional<Block> first;
  std::vector<CardItem> items;
  bool operator==(const Attribute&) const = default;
};

// card "Private" x7 { type combatant; force 2; }
// card ABC-001 "Name" { type character; cost 1; ... }
struct CardDef : Pos {
  boost::optional<std::string> id;
  std::string name;
  boost::optional<long> copies;  // xN; absent means 1
  std::vector<CardItem> items;
  bool operator==(const CardDef&) const = default;
};

// A deck line naming a card defined elsewhere: ALN-001 x4;   "Private" x7;
struct CardUse : Pos {
  std::string card;
  boost::optional<long> copies;
  bool operator==(const CardUse&) const = default;
};

using DeckEntry = x3::variant<CardDef, CardUse>;
bool operator==(const DeckEntry& a, const DeckEntry& b);

// deck north "NORTH DECK" { card ...; ABC-001 x2; }
struct Deck : Pos {
  std::string name;
  boost::optional<std::string> cite;
  boost::optional<std::string> board;  // `board NAME`: the board a table dealing it plays on
  std::vector<DeckEntry> entries;
  bool operator==(const Deck&) const = default;
};

// set alien_battles "Alien Battles" { card ...; }
struct CardSet : Pos {
  std::string name;
  boost::optional<std::string> cite;
  std::vector<CardDef> cards;
  bool operator==(const CardSet&) const = default;
};

struct Decl : x3::variant<GameDecl, Declare, ActionDecl, Permission, Invariant,
                          Procedure, Phase, Turn, Trigger, Continuous, CardSet,
                          Deck, Die, Function, BoardDecl, Term, Ability, Attribute> {
  using base_type::base_type;
  using base_type::operator=;
};
bool operator==(const Decl& a, const Decl& b);

struct File {
  std::vector<Decl> decls;
  std::string unused;  // two-member fusion sequence (X3 quirk)
  bool operator==(const File&) const = default;
};

}  // namespace canbeat::ast
