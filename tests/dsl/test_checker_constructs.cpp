// The checker on the constructs of docs/dsl.md "Dice",
// "Functions", "Outcomes", "Moves"): what each accepts, and the error it
// gives for each way to get it wrong. Positions are shown by the golden
// files (tests/golden/dsl/bad_function_*.input).
#include <gtest/gtest.h>

#include "dsl/checker.hpp"
#include "dsl/game.hpp"
#include "tests/dsl/checker_messages.hpp"

namespace canbeat::dsl {
namespace {

const char* prelude =
    "game g { players a, b; decks d; start_zone deck; }\n"
    "type unit = \"U\";\nstat force;\n"
    "zone deck: per_player;\nzone hand: per_player;\n"
    "var n: per_player = 0;\nvar total = 0;\n"
    "procedure step() { }\n"
    "deck d { card \"X\" { type unit; force 1; } }\n";

// Messages of the errors for prelude + body, without positions.
std::vector<std::string> errors(const std::string& body) { return checker_messages(std::string(prelude) + body); }

using V = std::vector<std::string>;

TEST(Dice, ADieIsAListOfNumbers) {
  EXPECT_EQ(errors("die d6 = 1, 2, 3, 4, 5, 6;\nprocedure f() { chance \"roll\" r in d6 { set total = r; } }"), V{});
  EXPECT_EQ(errors("die odd = -1, 1, 1;\nprocedure f() { set total = count(r in odd where r > 0); }"), V{});
  EXPECT_EQ(errors("die d = 1, total;"), V{"a face of die 'd' is a number, such as 6 or -1"});
  EXPECT_EQ(errors("die d = 1, \"six\";"), V{"a face of die 'd' is a number, such as 6 or -1"});
  EXPECT_EQ(errors("die total = 1, 2;"), V{"die 'total': the name is already taken"});
  EXPECT_EQ(errors("die d = 1;\nprocedure f() { let x = d + 1; }"),
            V{"the left side of '+' must be int, not list<int>"});
  EXPECT_EQ(errors("die d = ;"), V{"parse: expected faces (numbers)"});
}

TEST(Functions, TheBodyHasTheDeclaredType) {
  EXPECT_EQ(errors("function twice(x: int): int = x * 2;\nprocedure f() { set total = twice(3); }"), V{});
  EXPECT_EQ(errors("function top_hand(p: player): list<card> \"cite\" = cards;"), V{});
  EXPECT_EQ(errors("function bad(x: int): bool = x + 1;"),
            V{"the value of function 'bad' must be bool, not int"});
  EXPECT_EQ(errors("function bad(x: int): widget = x;"), V{"unknown type 'widget' of function 'bad'"});
  EXPECT_EQ(errors("function bad(x: list<list<int>>): int = 1;"), V{"parse: expected ')'"});
}

TEST(Functions, CallsAreCheckedLikeBuiltIns) {
  EXPECT_EQ(errors("function twice(x: int): int = x * 2;\nprocedure f() { set total = twice(true); }"),
            V{"argument 1 of function 'twice' must be int, not bool"});
  EXPECT_EQ(errors("function twice(x: int): int = x * 2;\nprocedure f() { set total = twice(1, 2); }"),
            V{"function 'twice' takes 1 argument, 2 given"});
  EXPECT_EQ(errors("function twice(x: int): int = x * 2;\nprocedure f() { let c = twice(1) == a; }"),
            V{"'==' compares int with player"});
}

TEST(Functions, TheBodySeesOnlyItsParametersAndGlobals) {
  EXPECT_EQ(errors("function f(x: int): int = x + total + a.n;"), V{});
  EXPECT_EQ(errors("function f(x: int): int = y;"), V{"unknown name 'y'"});
}

TEST(Functions, NamesAreNotTakenTwice) {
  EXPECT_EQ(errors("function size(x: int): int = x;"), V{"function 'size': the name is already taken"});
  EXPECT_EQ(errors("function step(x: int): int = x;"), V{"function 'step': the name is already taken"});
  EXPECT_EQ(errors("function g(): int = 1;\nfunction g(): int = 2;"), V{"function 'g': the name is already taken"});
  EXPECT_EQ(errors("function first(): int = 1;"), V{"function 'first': the name is already taken"});
}

TEST(Functions, RecursionIsRefused) {
  EXPECT_EQ(errors("function f(x: int): int = f(x - 1);"),
            V{"function 'f' would call itself (f -> f): a function cannot recurse, so that every call ends"});
  EXPECT_EQ(errors("function f(x: int): int = g(x);\nfunction g(x: int): int = 1 + sum(c in a.deck : f(x));"),
            V{"function 'f' would call itself (f -> g -> f): a function cannot recurse, so that every call ends"});
  EXPECT_EQ(errors("function f(x: int): int = g(g(x));\nfunction g(x: int): int = x;"), V{});
}

TEST(First, GivesAnElementOfItsDomain) {
  EXPECT_EQ(errors("procedure f(p: player) { move first(c in p.hand where c.force > 0) to p.deck; }"), V{});
  EXPECT_EQ(errors("procedure f() { let q = first(p in players where p.n > 0); win q; }"), V{});
  EXPECT_EQ(errors("procedure f(p: player) { let x = first(c in p.hand : c.force); }"),
            V{"first takes no value after ':' (it gives the element itself)"});
  EXPECT_EQ(errors("procedure f(p: player) { set total = first(c in p.hand); }"),
            V{"the value set must be int, not card"});
}

TEST(First, IsNoReservedWord) {
  Diagnostics d;
  std::string text = "game g { players first, second; decks d; start_zone deck; }\nzone deck: per_player;\n"
                     "procedure f() { win first; }\ndeck d { }\n";
  auto ast = parse_text(text, "t.rules", 0, d);
  ASSERT_TRUE(ast) << d.text();
  Game g;
  g.files.push_back({"t.rules", text, *ast});
  check(g, d);
  EXPECT_FALSE(d.has_errors()) << d.text();
}

TEST(Outcomes, AllStandsAloneAfterWinOrLose) {
  EXPECT_EQ(errors("procedure f() { win all; }\nprocedure g() { lose all; }"), V{});
  EXPECT_EQ(errors("procedure f() { win all, a; }"), V{"'all' stands alone, after win or lose: `win all;` `lose all;`"});
  EXPECT_EQ(errors("procedure f() { reveal all; }"), V{"'all' stands alone, after win or lose: `win all;` `lose all;`"});
  EXPECT_EQ(errors("procedure f() { let x = all; }"), V{"parse: expected '('"});
}

TEST(Outcomes, EliminateTakesAPlayer) {
  EXPECT_EQ(errors("procedure f(p: player) { eliminate p; if p.eliminated { lose all; } }"), V{});
  EXPECT_EQ(errors("procedure f(p: player) { eliminate 3; }"), V{"argument 1 of 'eliminate' must be player, not int"});
}

// docs/dsl.md "Who sees a zone": `look p, ZONE;` or one card.
TEST(Looks, AtAZoneOrOneCard) {
  EXPECT_EQ(errors("procedure f(p: player) { look p, p.deck; }"), V{});
  EXPECT_EQ(errors("procedure f(p: player) { if not empty(p.deck) { look p, top(p.deck); } }"), V{});
  EXPECT_EQ(errors("procedure f(p: player) { look p, 3; }"), V{"argument 2 of 'look' must be zone, not int"});
}

TEST(ZoneEnds, TopAndBottomAreCards) {
  EXPECT_EQ(errors("procedure f(p: player) { if not empty(p.deck) { move top(p.deck) to bottom p.hand; } }"), V{});
  EXPECT_EQ(errors("procedure f(p: player) { move bottom(p.deck) to p.hand; }"), V{});
  EXPECT_EQ(errors("procedure f(p: player) { move all p.deck to bottom p.hand; }"), V{});
  EXPECT_EQ(errors("procedure f(p: player) { move p.deck to bottom p.hand; }"),
            V{"what `move` moves must be card, not zone"});
  EXPECT_EQ(errors("procedure f(p: player) { move top(p) to p.hand; }"),
            V{"argument 1 of 'top' must be zone, not player"});
}

TEST(ZoneEnds, BottomAloneIsAName) {
  // `move c to bottom;` moves to a zone named bottom (here a local).
  EXPECT_EQ(errors("procedure f(p: player) { let bottom = p.hand; move top(p.deck) to bottom; }"), V{});
}

// docs/dsl.md "Obligation": `must only` on an action with a card parameter.
TEST(Obligations, OnlyFollowsMustOnACardAction) {
  const std::string play = "action play(p: player, c: card) \"play\";\n";
  EXPECT_EQ(errors(play + "must only play(p, c) \"first\" when c in p.hand;"), V{});
  EXPECT_EQ(errors(play + "cant only play(p, c);"),
            V{"'only' follows 'must' (an obligation: `must only play(...)`)"});
  EXPECT_EQ(errors("action pass(p: player) \"pass\";\nmust only pass(p);"),
            V{"an obligation ranges over the action's card parameters, and 'pass' has none"});
  // `only` is no reserved word: here it is an action's name.
  EXPECT_EQ(errors("action only(p: player) \"x\";\nmust only(p);"), V{});
}

// Who looked at a card is one bit per seat: the checker bounds the seats.
TEST(Seats, AtMostKMaxSeats) {
  auto game = [](std::size_t seats) {
    std::string names = "s0";
    for (std::size_t i = 1; i < seats; ++i) names += ", s" + std::to_string(i);
    return "game g { players " + names + "; decks d; start_zone deck; }\n"
           "zone deck: per_player;\ndeck d { card \"X\" { } }\n";
  };
  EXPECT_EQ(checker_messages(game(kMaxSeats)), V{});
  EXPECT_EQ(checker_messages(game(kMaxSeats + 1)), V{"at most 32 seats (players)"});
}

}  // namespace
}  // namespace canbeat::dsl
