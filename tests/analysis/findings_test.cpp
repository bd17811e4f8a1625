// The findings' two forms (analysis/findings.hpp): each test gives every
// field a value of its own and expects it in the exact text and JSON, so a
// field a formatter drops or swaps fails here. JSON strings carry quotes,
// backslashes and control characters, which must come out escaped.
#include "analysis/findings.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

namespace canbeat::analysis {
namespace {

const Witness witness{"out/g-1.repro", 7, 40};

TEST(Findings, ReachedPairNamesBothStatementsTheRuleTheOptionAndTheWitness) {
  PairFinding p{"a:1:2 card \"Pup\" cant attack", "b:3:4 rulebook can attack\\x", true, 3, "attack\tPup", 9, witness};
  EXPECT_EQ(fmt::format("{}", p),
            "a:1:2 card \"Pup\" cant attack beats b:3:4 rulebook can attack\\x (card beats rulebook): reached 3 times; "
            "first at option 'attack\tPup'; witness out/g-1.repro (7 choices, shrunk from 40)");
  EXPECT_EQ(fmt::format("{:j}", p),
            "{\"winner\": \"a:1:2 card \\\"Pup\\\" cant attack\", \"loser\": \"b:3:4 rulebook can attack\\\\x\", "
            "\"rule\": \"card beats rulebook\", \"status\": \"witnessed\", \"reached\": 3, \"option\": \"attack\\u0009Pup\", "
            "\"witness\": \"out/g-1.repro\"}");
}

TEST(Findings, UnreachedPairNamesTheBudget) {
  PairFinding p{"w", "l", false, 0, "", 12, std::nullopt};
  EXPECT_EQ(fmt::format("{}", p), "w beats l (can't beats can): not reached (budget 12 games)");
  EXPECT_EQ(fmt::format("{:j}", p),
            "{\"winner\": \"w\", \"loser\": \"l\", \"rule\": \"can't beats can\", \"status\": \"not-reached\", \"reached\": 0, "
            "\"tried\": []}");
  // What was searched beyond the budget's games, in the order tried.
  p.tried = {"40 games on the table a,b", "300 staged positions of up to 40 choices"};
  EXPECT_EQ(fmt::format("{}", p),
            "w beats l (can't beats can): not reached (budget 12 games; then 40 games on the table a,b; then 300 staged "
            "positions of up to 40 choices)");
  EXPECT_EQ(fmt::format("{:j}", p),
            "{\"winner\": \"w\", \"loser\": \"l\", \"rule\": \"can't beats can\", \"status\": \"not-reached\", \"reached\": 0, "
            "\"tried\": [\"40 games on the table a,b\", \"300 staged positions of up to 40 choices\"]}");
}

TEST(Findings, ImpossiblePairGivesItsArgument) {
  PairFinding p{"w", "l", false, 0, "", 12, std::nullopt, "a:1:2 `x == 1` and b:3:4 `x == 2` cannot both hold (the global x)"};
  EXPECT_EQ(fmt::format("{}", p),
            "w beats l (can't beats can): impossible: a:1:2 `x == 1` and b:3:4 `x == 2` cannot both hold (the global x)");
  EXPECT_EQ(fmt::format("{:j}", p),
            "{\"winner\": \"w\", \"loser\": \"l\", \"rule\": \"can't beats can\", \"status\": \"impossible\", "
            "\"reached\": 0, \"why\": \"a:1:2 `x == 1` and b:3:4 `x == 2` cannot both hold (the global x)\"}");
}

TEST(Findings, Undecided) {
  UndecidedFinding u{"empty\"draw", "x.rules:5", "no card\nto draw", 4, 50, 60, witness};
  EXPECT_EQ(fmt::format("{}", u), "undecided empty\"draw (x.rules:5): reached in 4 of 50 games; \"no card\nto draw\"; "
                                  "witness out/g-1.repro (7 choices, shrunk from 40)");
  EXPECT_EQ(fmt::format("{:j}", u), "{\"id\": \"empty\\\"draw\", \"where\": \"x.rules:5\", \"status\": \"witnessed\", \"why\": \"no card\\nto draw\", "
                                    "\"reached\": 4, \"witness\": \"out/g-1.repro\"}");
  u.witness.reset();
  u.reached = 0;
  EXPECT_EQ(fmt::format("{}", u), "undecided empty\"draw (x.rules:5): not reached (budget 60 games)");
  EXPECT_EQ(fmt::format("{:j}", u),
            "{\"id\": \"empty\\\"draw\", \"where\": \"x.rules:5\", \"status\": \"not-reached\", \"reached\": 0, \"tried\": []}");
}

TEST(Findings, ImpossibleUndecidedGivesItsArgument) {
  UndecidedFinding u{"empty-draw", "x.rules:5", "no card", 0, 50, 60, std::nullopt};
  u.impossible = "a seat holds 10 cards or more";
  EXPECT_STREQ(u.status(), "impossible");
  EXPECT_EQ(fmt::format("{}", u), "undecided empty-draw (x.rules:5): impossible: a seat holds 10 cards or more");
  EXPECT_EQ(fmt::format("{:j}", u),
            "{\"id\": \"empty-draw\", \"where\": \"x.rules:5\", \"status\": \"impossible\", \"why\": \"no card\", "
            "\"reached\": 0, \"argument\": \"a seat holds 10 cards or more\"}");
}

TEST(Findings, NeverEnding) {
  NeverEndingFinding n{{"r:1:2", "r:3:4"}, true, false, 2, 5, witness};
  EXPECT_EQ(fmt::format("{}", n), "lap r:1:2, r:3:4 repeats with no decision: reached in 2 of 5 games; "
                                  "witness out/g-1.repro (7 choices, shrunk from 40)");
  EXPECT_EQ(fmt::format("{:j}", n), "{\"lap\": [\"r:1:2\", \"r:3:4\"], \"status\": \"witnessed\", \"periodic\": true, \"at_start\": false, "
                                    "\"reached\": 2, \"witness\": \"out/g-1.repro\"}");
  NeverEndingFinding start{{"a", "b", "c", "d", "e", "f", "g", "h", "i"}, false, true, 1, 1, {"w.repro", 0, 0}};
  EXPECT_EQ(fmt::format("{}", start), "no lap repeats, no decision; the last steps ran a, b, c, d, e, f, g, h and 1 "
                                      "more: reached before the first decision (every game); witness w.repro (0 choices)");
  EXPECT_EQ(fmt::format("{:j}", start),
            "{\"lap\": [\"a\", \"b\", \"c\", \"d\", \"e\", \"f\", \"g\", \"h\", \"i\"], \"status\": \"witnessed\", \"periodic\": false, "
            "\"at_start\": true, \"reached\": 1, \"witness\": \"w.repro\"}");
}

TEST(Findings, TriggerOrderNamesNoGame) {
  TriggerOrderFinding t{"A/Hug, B/Burst", 14, witness};
  EXPECT_EQ(fmt::format("{}", t), "A/Hug, B/Burst: the order changes the state (a player picks it); reached 14 times; "
                                  "witness out/g-1.repro (7 choices, shrunk from 40)");
  EXPECT_EQ(fmt::format("{:j}", t), "{\"triggers\": \"A/Hug, B/Burst\", \"status\": \"witnessed\", \"reached\": 14, \"witness\": \"out/g-1.repro\"}");
}

TEST(Findings, Musts) {
  MustFinding blocked{"m:1:1 rulebook must join", "join(first, Dutch#3)", "", "", 6, 50, witness};
  EXPECT_EQ(fmt::format("{}", blocked),
            "m:1:1 rulebook must join blocked: join(first, Dutch#3) is illegal, no statement permits it (no golden "
            "rule orders a must against it); reached 6 times; first at a rule's own query; "
            "witness out/g-1.repro (7 choices, shrunk from 40)");
  blocked.decider = "c:2:2 card X cant join";
  blocked.option = "join Dutch";
  EXPECT_EQ(fmt::format("{}", blocked),
            "m:1:1 rulebook must join blocked: join(first, Dutch#3) is illegal, decided by c:2:2 card X cant join (no "
            "golden rule orders a must against it); reached 6 times; first at option 'join Dutch'; "
            "witness out/g-1.repro (7 choices, shrunk from 40)");
  EXPECT_EQ(fmt::format("{:j}", blocked),
            "{\"must\": \"m:1:1 rulebook must join\", \"status\": \"witnessed\", \"query\": \"join(first, Dutch#3)\", \"decider\": \"c:2:2 card X "
            "cant join\", \"reached\": 6, \"option\": \"join Dutch\", \"witness\": \"out/g-1.repro\"}");
  MustFinding never{"m:9:1 rulebook must play", "", "", "", 0, 50, std::nullopt};
  EXPECT_EQ(fmt::format("{}", never), "m:9:1 rulebook must play: not met blocked (budget 50 games)");
  EXPECT_EQ(fmt::format("{:j}", never), "{\"must\": \"m:9:1 rulebook must play\", \"status\": \"not-reached\", \"reached\": 0}");
}

TEST(Findings, UnfinishedGames) {
  UnfinishedGames u{2, 3, 100000, 17};
  EXPECT_EQ(fmt::format("{}", u), "2 of 3 games reached the decision limit (100000 decisions) without an outcome; the "
                                  "first: seed 17 (canbeat play --seed 17 says \"out of budget\")");
  EXPECT_EQ(fmt::format("{:j}", u), "2");
}

ConflictReport small_report() {
  ConflictReport r;
  r.game = "toy\x01";
  r.games = 5;
  r.seed = 9;
  r.contradictions = {{"deck \"blue\" breaks deck_size"}};
  r.overrides = {{"w", "l", true, 1, "", 5, witness}, {"w2", "l2", true, 0, "", 5, std::nullopt}};
  r.disjoint_pairs = 2;
  r.divergences = {{"step 3: states differ"}};
  r.trigger_orders = {{"A/X, B/Y", 1, witness}};
  r.unresolved = 2;
  return r;
}

// Sections of kinds most games never show (never-ending, musts, unfinished)
// are left out when empty; the others always print, with their counts.
TEST(Findings, ReportText) {
  EXPECT_EQ(fmt::format("{}", small_report()),
            "conflicts toy\x01: 5 games searched (seed 9)\n"
            "== contradictions in the sources: 1\n"
            "  deck \"blue\" breaks deck_size\n"
            "== card-over-rulebook overrides (1 reached, 0 impossible): 2\n"
            "  w beats l (card beats rulebook): reached 1 times; first at a rule's own query; "
            "witness out/g-1.repro (7 choices, shrunk from 40)\n"
            "  w2 beats l2 (card beats rulebook): not reached (budget 5 games)\n"
            "== can/can't collisions (0 reached, 0 impossible, decided by the golden rules): 0\n"
            "== situations the rules do not decide: 0\n"
            "== simultaneous triggers whose order changes the state (the rules give the choice to a player): 1\n"
            "  A/X, B/Y: the order changes the state (a player picks it); reached 1 times; "
            "witness out/g-1.repro (7 choices, shrunk from 40)\n"
            "== engine disagreements: 1\n"
            "  step 3: states differ\n"
            "(2 more can/can't pairs cannot meet: each statement is about its own card)\n"
            "unresolved: 2\n");
}

TEST(Findings, ReportJson) {
  ConflictReport r = small_report();
  r.unfinished = {1, 5, 100000, 4};
  EXPECT_EQ(fmt::format("{:j}", r),
            "{\"game\": \"toy\\u0001\", \"games\": 5, \"seed\": 9, \"contradictions\": [\"deck \\\"blue\\\" breaks "
            "deck_size\"], \"overrides\": [{\"winner\": \"w\", \"loser\": \"l\", \"rule\": \"card beats rulebook\", "
            "\"status\": \"witnessed\", \"reached\": 1, \"option\": \"\", \"witness\": \"out/g-1.repro\"}, {\"winner\": \"w2\", "
            "\"loser\": \"l2\", \"rule\": \"card beats rulebook\", \"status\": \"not-reached\", \"reached\": 0, \"tried\": []}], "
            "\"collisions\": [], \"disjoint_pairs\": 2, "
            "\"undecided\": [], \"errors\": [], \"divergences\": [\"step 3: states differ\"], \"never_ending\": [], "
            "\"trigger_orders\": [{\"triggers\": \"A/X, B/Y\", \"status\": \"witnessed\", \"reached\": 1, \"witness\": \"out/g-1.repro\"}], "
            "\"musts\": [], \"unenforced_musts\": [], \"unfinished\": 1, \"unresolved\": 2}");
}

// A game that ends in an error of the rules: its text, how often, the witness.
TEST(Findings, ErrorFindingTextAndJson) {
  ErrorFinding e{"EngineBug: a.rules:3:7: rules error: no option is open", 4, 10, {"out/g-error-0.repro", 4, 9}};
  EXPECT_EQ(fmt::format("{}", e),
            "EngineBug: a.rules:3:7: rules error: no option is open: in 4 of 10 games; "
            "witness out/g-error-0.repro (4 choices, shrunk from 9)");
  EXPECT_EQ(fmt::format("{:j}", e),
            "{\"error\": \"EngineBug: a.rules:3:7: rules error: no option is open\", \"status\": \"witnessed\", \"reached\": 4, "
            "\"witness\": \"out/g-error-0.repro\"}");
}

}  // namespace
}  // namespace canbeat::analysis
