// Checker and parser behaviours that golden files do not show well:
// positions on nodes, each kind of error naming the node, and inputs that
// must be rejected without a crash.
#include <gtest/gtest.h>

#include "dsl/checker.hpp"
#include "dsl/game.hpp"
#include "tests/dsl/checker_messages.hpp"

namespace canbeat::dsl {
namespace {

const char* prelude =
    "game g { players a, b; decks d; start_zone deck; }\n"
    "type unit = \"U\";\nstat force;\n"
    "zone deck: per_player, unordered;\nzone hand: per_player;\n"
    "var n: per_player = 0;\n"
    "action discard(p: player, c: card);\n"
    "deck d { card \"X\" { type unit; force 1; } }\n";

// Messages of the errors for prelude + body, without positions.
std::vector<std::string> errors(const std::string& body) { return checker_messages(std::string(prelude) + body); }

using V = std::vector<std::string>;

TEST(Checker, PreludeIsClean) { EXPECT_EQ(errors(""), V{}); }

TEST(Checker, UnknownNames) {
  EXPECT_EQ(errors("procedure f() { win nobody; }"), V{"unknown name 'nobody'"});
  EXPECT_EQ(errors("procedure f(p: player) { reveal p.library; }"),
            V{"unknown member 'library' of player"});
  EXPECT_EQ(errors("turn: nophase;"), V{"unknown phase 'nophase'"});
  EXPECT_EQ(errors("procedure f() { g(); }"), V{"unknown procedure 'g'"});
  EXPECT_EQ(errors("procedure f() { dance; }"), V{"unknown verb 'dance'"});
  EXPECT_EQ(errors("can attack(c);"), V{"unknown action 'attack'"});
}

TEST(Checker, Arity) {
  EXPECT_EQ(errors("procedure f(p: player) { lose p, p; }"),
            V{"'lose' takes 1 argument, 2 given"});
  // A team wins together: `win` takes one player or more.
  EXPECT_EQ(errors("procedure f(p: player, q: player) { win p, q; }"), V{});
  EXPECT_EQ(errors("procedure f(p: player) { win p, 3; }").size(), 1u);
  EXPECT_EQ(errors("can discard(p);"), V{"action 'discard' has 2 parameters, 1 given"});
  EXPECT_EQ(errors("procedure f(p: player) { if empty(p.hand, p.deck) { tie; } }"),
            V{"'empty' takes 1 argument, 2 given"});
  EXPECT_EQ(errors("procedure f(p: player) { if legal discard(p) { tie; } }"),
            V{"action 'discard' takes 2 arguments, 1 given"});
}

TEST(Checker, Types) {
  EXPECT_EQ(errors("procedure f(p: player) { if p.n { tie; } }"),
            V{"an 'if' condition must be bool, not int"});
  EXPECT_EQ(errors("procedure f(p: player) { let x = p.n + true; }"),
            V{"the right side of '+' must be int, not bool"});
  EXPECT_EQ(errors("procedure f(p: player) { move p to p.hand; }"),
            V{"what `move` moves must be card, not player"});
  EXPECT_EQ(errors("procedure f(p: player) { for c in p.hand where c.force > 1 { move c to p.deck; } }"),
            V{});
  EXPECT_EQ(errors("procedure f(p: player) { let x = sum(c in p.hand : c.type); }"),
            V{"the value of 'sum' must be int, not type"});
}

TEST(Checker, BreakOnlyInLoops) {
  EXPECT_EQ(errors("procedure f() { break; }"), V{"'break' outside a loop"});
  EXPECT_EQ(errors("procedure f() { while true { break; } }"), V{});
}

TEST(Checker, CardProperties) {
  EXPECT_EQ(errors("deck e { card \"Y\" { type unit; cost 2; } }"),
            V{"unknown card property 'cost'"});
  EXPECT_EQ(errors("deck e { card \"Y\" { type hero; } }"), V{"unknown type 'hero'"});
  EXPECT_EQ(errors("keyword flight;\ndeck e { card \"Y\" { keyword flight; } }"), V{});
  EXPECT_EQ(errors("deck e { Z x2; \"X\" x2; }"), V{"parse: expected '}'"});
  EXPECT_EQ(errors("deck e { ALN-9 x2; \"X\" x2; }"), V{"unknown card 'ALN-9'"});
}

TEST(Parser, PositionsAreOneBased) {
  Diagnostics d;
  auto f = parse_text("\n  stat force;", "p", 3, d);
  ASSERT_TRUE(f);
  const auto& decl = boost::get<ast::Declare>(f->decls.at(0).get());
  EXPECT_EQ(decl.file, 3);
  EXPECT_EQ(decl.line, 2);
  EXPECT_EQ(decl.col, 3);
}

TEST(Parser, KeywordsAreWholeWords) {
  Diagnostics d;
  auto f = parse_text("procedure f() { format; lettuce; }", "p", 0, d);
  ASSERT_TRUE(f) << d.text();
  const auto& proc = boost::get<ast::Procedure>(f->decls.at(0).get());
  EXPECT_EQ(boost::get<ast::Verb>(proc.body.stmts.at(0).get()).verb, "format");
  EXPECT_EQ(boost::get<ast::Verb>(proc.body.stmts.at(1).get()).verb, "lettuce");
}

TEST(Parser, NeverThrows) {
  const std::string inputs[] = {std::string("\0\0\0", 3), "\xff\xfe", "card", "game {",
                                std::string(10000, '('), std::string(5000, '-'),
                                "procedure f() {" + std::string(3000, '-') + "1; }",
                                "\"", "#", "x99999999999999999999999999"};
  for (const auto& in : inputs) {
    Diagnostics d;
    EXPECT_NO_THROW(parse_text(in, "p", 0, d));
  }
}

}  // namespace
}  // namespace canbeat::dsl
