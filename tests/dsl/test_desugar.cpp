// The card vocabulary (docs/dsl.md "Card vocabulary", dsl/desugar.hpp): the
// kernel each construct becomes, the error each misuse gives, and that the
// printer gives back what was written.
#include <gtest/gtest.h>

#include "dsl/checker.hpp"
#include "dsl/desugar.hpp"
#include "dsl/game.hpp"
#include "dsl/printer.hpp"

namespace canbeat::dsl {
namespace {

const char* prelude =
    "game g { players a, b; decks d; start_zone deck; }\n"
    "type unit = \"U\";\ntiming main;\n"
    "zone deck: per_player;\nzone front: per_player;\nzone back: per_player;\n"
    "var n: per_player = 0;\nvar marked: per_card = 0;\n"
    "var chosen: per_card, picked = 0;\nvar done: stopped = 0;\n"
    "duration turn;\nvar lit: per_card, turn = 0;\nvar once: turn = 2;\nvar seen: per_player, turn = 0;\n"
    "var mark: per_card, turn = 1;\n"
    "action play(p: player, c: card);\naction use(p: player, u: power);\nvar spent: per_card = 0;\n"
    "group rows: front, back;\n"
    "term in_play(c) \"on a row\" = c in c.controller.rows;\n"
    "term fresh(c) = c.marked == 0;\n"
    "deck d { card \"X\" { type unit; } }\n";

struct Result {
  std::string last;  // the kernel of the last declaration, printed
  std::vector<std::string> errors;
};

Result desugared(const std::string& body) {
  const std::string text = std::string(prelude) + body;
  Diagnostics d;
  auto ast = parse_text(text, "t.rules", 0, d);
  if (!ast) return {"", {"parse: " + d.items.at(0).message}};
  Game g;
  g.files.push_back({"t.rules", text, *ast, {}});
  if (desugar(g, d)) check(g, d);
  Result r;
  for (const auto& i : d.items) r.errors.push_back(i.message);
  if (!g.files[0].ast.decls.empty()) r.last = print(ast::File{{g.files[0].ast.decls.back()}, ""});
  return r;
}

using V = std::vector<std::string>;

TEST(Vocabulary, ATermReadsAsItsBody) {
  Result r = desugared("procedure f(p: player) { for c in p.deck where c.in_play and c.fresh { set c.marked = 1; } }");
  EXPECT_EQ(r.errors, V{});
  EXPECT_EQ(r.last,
            "procedure f(p: player) {\n"
            "  for c in p.deck where (c in c.controller.front or c in c.controller.back) and (c.marked == 0) {\n"
            "    set c.marked = 1;\n  }\n}\n");
}

TEST(Vocabulary, AGroupIsEachOfItsZones) {
  Result r = desugared(
      "procedure f(p: player) {\n"
      "  set p.n = count(c in p.rows where c.fresh) + size(p.rows);\n"
      "  if any(c in p.rows : c.fresh) and not empty(p.rows) { move all p.rows to p.deck; }\n"
      "  for c in p.rows { set c.marked = 1; }\n}");
  EXPECT_EQ(r.errors, V{});
  EXPECT_EQ(r.last,
            "procedure f(p: player) {\n"
            "  set p.n = (count(c in p.front where (c.marked == 0)) + count(c in p.back where (c.marked == 0))) + "
            "(size(p.front) + size(p.back));\n"
            "  if (any(c in p.front : (c.marked == 0)) or any(c in p.back : (c.marked == 0))) and not "
            "(empty(p.front) and empty(p.back)) {\n"
            "    move all p.front to p.deck;\n    move all p.back to p.deck;\n  }\n"
            "  for c in p.front {\n    set c.marked = 1;\n  }\n"
            "  for c in p.back {\n    set c.marked = 1;\n  }\n}\n");
}

TEST(Vocabulary, AChoiceIfAnyIsSkippedWhenNothingCanBeChosen) {
  Result r = desugared(
      "procedure f(p: player) { choose p if any {\n"
      "  option \"mark\" c in p.rows where c.fresh { set c.marked = 1; }\n"
      "  option \"all\" c in p.deck { }\n  option \"pass\" { } } }");
  EXPECT_EQ(r.errors, V{});
  EXPECT_EQ(r.last,
            "procedure f(p: player) {\n"
            "  if any(c in p.front : (c.marked == 0)) or any(c in p.back : (c.marked == 0)) or any(c in p.deck : true) {\n"
            "    choose p {\n"
            "      option \"mark\" c in p.front where (c.marked == 0) {\n        set c.marked = 1;\n      }\n"
            "      option \"mark\" c in p.back where (c.marked == 0) {\n        set c.marked = 1;\n      }\n"
            "      option \"all\" c in p.deck {\n      }\n"
            "      option \"pass\" {\n      }\n    }\n  }\n}\n");
}

TEST(Vocabulary, UpToAndAnyNumberPickDifferentElementsUntilStopped) {
  Result r = desugared(
      "procedure f(p: player) { choose p up to 2 else \"stop\" {\n"
      "  option \"mark\" c in p.rows where c.fresh { set c.marked = 1; } } }");
  EXPECT_EQ(r.errors, V{});
  EXPECT_EQ(r.last,
            "procedure f(p: player) {\n  repeat 2 {\n"
            "    if done == 0 and (any(c in p.front : (c.marked == 0) and c.chosen == 0) or "
            "any(c in p.back : (c.marked == 0) and c.chosen == 0)) {\n"
            "      choose p {\n"
            "        option \"mark\" c in p.front where (c.marked == 0) and c.chosen == 0 {\n"
            "          set c.marked = 1;\n          set c.chosen = 1;\n        }\n"
            "        option \"mark\" c in p.back where (c.marked == 0) and c.chosen == 0 {\n"
            "          set c.marked = 1;\n          set c.chosen = 1;\n        }\n"
            "        option \"stop\" {\n          set done = 1;\n        }\n"
            "      }\n    }\n  }\n}\n");
  r = desugared("procedure f(p: player) { choose p any number else \"done\" { option \"take\" c in p.deck { } } }");
  EXPECT_EQ(r.errors, V{});
  EXPECT_EQ(r.last,
            "procedure f(p: player) {\n  while done == 0 and any(c in p.deck : c.chosen == 0) {\n"
            "    choose p {\n      option \"take\" c in p.deck where c.chosen == 0 {\n        set c.chosen = 1;\n"
            "      }\n      option \"done\" {\n        set done = 1;\n      }\n    }\n  }\n}\n");
}

TEST(Vocabulary, ADurationsVarsExpireTogether) {
  Result r = desugared("procedure f() { expire turn; }");
  EXPECT_EQ(r.errors, V{});
  EXPECT_EQ(r.last,
            "procedure f() {\n  set once = 2;\n"
            "  for c in instances where c.lit != 0 or c.mark != 1 {\n    set c.lit = 0;\n    set c.mark = 1;\n  }\n"
            "  for p in players {\n    set p.seen = 0;\n  }\n}\n");
}

TEST(Vocabulary, AnAbilityIsWrittenOnceAndUsedByEachCard) {
  Result r = desugared(
      "ability shy \"Shy\" { cant play(p, c) \"Shy\" when c == self and c.in_play; }\n"
      "set s { card \"Y\" { type unit; ability shy; } card \"Z\" { type unit; ability shy; } }");
  EXPECT_EQ(r.errors, V{});
  const std::string item = "    cant play(p, c) \"Shy\" when c == self and (c in c.controller.front or c in c.controller.back);\n";
  EXPECT_EQ(r.last, "set s {\n  card \"Y\" {\n    type unit;\n" + item + "  }\n  card \"Z\" {\n    type unit;\n" + item +
                        "  }\n}\n");
}

const char* one_shot =
    "attribute one_shot(u) \"once a game\" {\n"
    "  first { set self.spent = self.spent + u.bit; }\n"
    "  cant use(p, x) \"one shot\" when x.card == self and x.name == u.name and self.spent / u.bit % 2 == 1;\n}\n";

TEST(Vocabulary, AnAttributeOpensItsPowerAndJoinsItsCard) {
  Result r = desugared(std::string(one_shot) +
                       "set s { card \"Y\" { type unit; one_shot power \"A\" main { set self.marked = 1; } } }");
  EXPECT_EQ(r.errors, V{});
  EXPECT_EQ(r.last,
            "set s {\n  card \"Y\" {\n    type unit;\n"
            "    power \"A\" main {\n      set self.spent = self.spent + 1;\n      set self.marked = 1;\n    }\n"
            "    cant use(p, x) \"one shot\" when x.card == self and x.name == \"A\" and self.spent / 1 % 2 == 1;\n"
            "  }\n}\n");
}

// Two once-a-game powers of one card keep their marks apart: each its bit.
TEST(Vocabulary, TwoPowersOfOneCardCarryAnAttributeApart) {
  Result r = desugared(std::string(one_shot) +
                       "set s { card \"Y\" { type unit; one_shot power \"A\" main { } power \"B\" main { }\n"
                       "  one_shot power \"C\" main { } } }");
  EXPECT_EQ(r.errors, V{});
  EXPECT_NE(r.last.find("x.name == \"A\" and self.spent / 1 % 2 == 1"), std::string::npos) << r.last;
  EXPECT_NE(r.last.find("x.name == \"C\" and self.spent / 4 % 2 == 1"), std::string::npos) << r.last;
  EXPECT_NE(r.last.find("set self.spent = self.spent + 4;"), std::string::npos) << r.last;
  EXPECT_EQ(r.last.find("x.name == \"B\""), std::string::npos) << r.last;
}

TEST(Vocabulary, AnAbilityNamesItsPowerOnACard) {
  Result r = desugared(
      "ability zap { power \"Zap\" main { set self.marked = 1; } }\n"
      "set s { card \"Y\" { type unit; ability zap \"Zapp\"; } }");
  EXPECT_EQ(r.errors, V{});
  EXPECT_EQ(r.last, "set s {\n  card \"Y\" {\n    type unit;\n    power \"Zapp\" main {\n      set self.marked = 1;\n"
                    "    }\n  }\n}\n");
}

TEST(Vocabulary, AttributeMisusesAreErrorsAtTheUse) {
  const std::string o = one_shot;
  EXPECT_EQ(desugared("set s { card \"Y\" { type unit; twice power \"A\" main { } } }").errors,
            V{"unknown attribute 'twice' (declare it: attribute NAME(u) { ... })"});
  EXPECT_EQ(desugared(o + "set s { card \"Y\" { type unit; one_shot; } }").errors,
            V{"attribute 'one_shot' is said of a power: `one_shot power \"NAME\" ...`"});
  EXPECT_EQ(desugared(o + "set s { card \"Y\" { type unit; ability one_shot; } }").errors,
            V{"'one_shot' is a power attribute: write it before a power"});
  EXPECT_EQ(desugared("attribute odd(u) { cant use(p, x) when u.cost == 1; }\n"
                      "set s { card \"Y\" { type unit; odd power \"A\" main { } } }")
                .errors,
            V{"'u' stands for a power: read u.name, u.bit or u.card"});
  EXPECT_EQ(desugared("attribute odd(u) { cant use(p, u) when true; }\n"
                      "set s { card \"Y\" { type unit; odd power \"A\" main { } } }")
                .errors,
            V{"attribute 'odd': 'u' stands for the power; name the parameter otherwise"});
  EXPECT_EQ(desugared("attribute marked(u) { }").errors, V{"attribute 'marked' has the name of another declaration"});
  EXPECT_EQ(desugared("ability zap { power \"Zap\" main { } power \"Zop\" main { } }\n"
                      "set s { card \"Y\" { type unit; ability zap \"Z\"; } }")
                .errors,
            V{"a power's name follows an ability of exactly one power"});
}

TEST(Vocabulary, MisusesAreErrorsAtTheUse) {
  EXPECT_EQ(desugared("set s { card \"Y\" { type unit; ability nope; } }").errors,
            V{"unknown ability 'nope' (declare it: ability NAME { ... })"});
  EXPECT_EQ(desugared("procedure f(p: player) { let z = p.rows; }").errors,
            V{"zone group 'rows' is not one zone: use it after `in`, in `for`, an aggregate, an option, size, empty or "
              "move all"});
  EXPECT_EQ(desugared("procedure f(p: player) { let z = min(c in p.rows : c.marked); }").errors,
            V{"'min' over a zone group: only any, all, count and sum join its zones"});
  EXPECT_EQ(desugared("procedure f(p: player) { for c in p.rows { break; } }").errors,
            V{"'break' in a for over a zone group: it would leave only one of its zones"});
  EXPECT_EQ(desugared("procedure f(p: player) { choose p if any { option \"pass\" { } } }").errors,
            V{"'choose ... if any' with no option that binds an element: it is never skipped"});
  EXPECT_EQ(desugared("procedure f(p: player) { chance \"draw\" c in p.rows { } }").errors,
            V{"a chance over a zone group: draw from one zone at a time"});
  EXPECT_EQ(desugared("procedure f(p: player) { choose p up to 2 { option \"a\" c in p.deck { } } }").errors,
            V{"an 'up to' or 'any number' choice names its option to stop: else \"LABEL\""});
  EXPECT_EQ(desugared("procedure f(p: player) { choose p up to 2 any number else \"s\" { option \"a\" c in p.deck { } } }").errors,
            V{"'up to' and 'any number' together: say one"});
  EXPECT_EQ(desugared("procedure f(p: player) { choose p any number else \"s\" { option \"a\" { } } }").errors,
            V{"an 'up to' or 'any number' choice with no option that binds an element"});
  EXPECT_EQ(desugared("group bad: front, nowhere;").errors, V{"group 'bad': unknown zone 'nowhere'"});
  EXPECT_EQ(desugared("term fresh(c) = true;").errors, V{"a second term 'fresh'"});
  EXPECT_EQ(desugared("term marked(c) = true;").errors, V{"term 'marked' has the name of another declaration"});
  EXPECT_EQ(desugared("term open(c) = any(x in c.controller.deck : true);\n"
                      "procedure f(p: player) { for x in p.deck where x.open { } }")
                .errors,
            V{"term 'open' binds 'x' itself: name the card another way here"});
  EXPECT_EQ(desugared("term loop(c) = c.loop;\nprocedure f(p: player) { for x in p.deck where x.loop { } }").errors,
            V{"term 'loop' expands into itself"});
}

TEST(Vocabulary, ThePrinterGivesBackTheVocabulary) {
  const std::string text =
      "group rows: front, back;\n\n"
      "term in_play(c) \"on a row\" = c in c.controller.rows;\n\n"
      "ability shy \"Shy\" {\n  cant play(p, c) when c == self;\n}\n\n"
      "attribute one_shot(u) \"once a game\" {\n  first {\n    set self.spent = self.spent + u.bit;\n  }\n"
      "  cant use(p, x) when x.name == u.name;\n}\n\n"
      "procedure f(p: player) {\n  choose p if any {\n    option \"mark\" c in p.rows where c.in_play {\n    }\n  }\n"
      "  choose p up to n + 1 else \"stop\" {\n  }\n  choose p any number else \"done\" {\n  }\n}\n\n"
      "set s {\n  card \"Y\" { type unit; ability shy; ability shy \"Shy\", shy; }\n"
      "  card \"Z\" {\n    one_shot power \"A\" main {\n    }\n  }\n}\n";
  Diagnostics d;
  auto ast = parse_text(text, "t.rules", 0, d);
  ASSERT_TRUE(ast) << d.text();
  EXPECT_EQ(print(*ast), text);
  auto again = parse_text(print(*ast), "t.rules", 0, d);
  ASSERT_TRUE(again);
  EXPECT_TRUE(*again == *ast);
}

}  // namespace
}  // namespace canbeat::dsl
