// Obligations (`must only`, docs/dsl.md "Obligation") on the reference:
// random hands of ranked cards under random can/cant statements and
// obligations, in the rulebook and on cards, against a model of the
// documented meaning written here apart from the interpreter.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "dsl/game.hpp"
#include "interpreter/interpreter.hpp"
#include "tests/interpreter/test_games.hpp"

namespace canbeat::interp {
namespace {

using Keys = std::vector<std::string>;

// What one card carries: nothing, its own can, its own cant, or an
// obligation to play it while it is in hand.
enum class Carries { nothing, can, cant, obligation };

struct Table {
  std::vector<int> ranks;          // card i is "Ci", of this rank
  std::vector<Carries> carries;    // per card
  int banned_rank = 0;             // the rulebook's cant on this rank (0: none)
  std::vector<int> required_ranks; // one rulebook obligation per rank
};

std::string rules_of(const Table& t) {
  std::string text =
      "game g { players red, blue; decks d; start_zone hand; }\n"
      "type unit = \"U\";\nstat rank;\nzone hand: per_player;\nzone field: per_player;\n"
      "action play(p: player, c: card) \"play\";\n"
      "can play(p, c) \"in hand\" when c in p.hand;\n";
  if (t.banned_rank) text += "cant play(p, c) \"banned\" when c.rank == " + std::to_string(t.banned_rank) + ";\n";
  for (int r : t.required_ranks)
    text += "must only play(p, c) \"rank first\" when c in p.hand and c.rank == " + std::to_string(r) + ";\n";
  text += "turn \"t\": main;\nphase main \"m\" {\n  choose red {\n"
          "    option \"play\" c in red.hand where legal play(red, c) { move c to red.field; }\n"
          "    option \"pass\" { }\n  }\n  tie;\n}\ndeck d {\n";
  static const char* item[] = {"", " can play(p, c) \"own can\" when c == self;",
                               " cant play(p, c) \"own cant\" when c == self;",
                               " must only play(p, c) \"own duty\" when c == self and c in p.hand;"};
  for (std::size_t i = 0; i < t.ranks.size(); ++i)
    text += "  card \"C" + std::to_string(i) + "\" { type unit; rank " + std::to_string(t.ranks[i]) + ";" +
            item[static_cast<int>(t.carries[i])] + " }\n";
  return text + "}\n";
}

// The golden rules alone: the strongest applying statement (a card's cant
// 3, a card's can 2, the rulebook's cant 1, its can 0) and whether it is a can.
struct Weighed { int strength; bool legal; };
Weighed golden(const Table& t, std::size_t i) {
  if (t.carries[i] == Carries::cant) return {3, false};
  if (t.carries[i] == Carries::can) return {2, true};
  if (t.ranks[i] == t.banned_rank) return {1, false};
  return {0, true};
}

bool required(const Table& t, std::size_t i) {
  return t.carries[i] == Carries::obligation ||
         std::count(t.required_ranks.begin(), t.required_ranks.end(), t.ranks[i]) > 0;
}

// docs/dsl.md "Obligation": an option no obligation requires is closed by
// one that holds for another card the golden rules make legal, at the
// obligation's rank (a card's 3, the rulebook's 1), when that outranks the
// statement that decided it.
Keys expected_options(const Table& t) {
  Keys out;
  for (std::size_t i = 0; i < t.ranks.size(); ++i) {
    Weighed w = golden(t, i);
    int closing = -1;
    for (std::size_t j = 0; j < t.ranks.size() && !required(t, i); ++j) {
      if (j == i || !golden(t, j).legal) continue;
      if (t.carries[j] == Carries::obligation) closing = std::max(closing, 3);
      if (std::count(t.required_ranks.begin(), t.required_ranks.end(), t.ranks[j])) closing = std::max(closing, 1);
    }
    if (w.legal && closing <= w.strength) out.push_back("play C" + std::to_string(i));
  }
  out.push_back("pass");
  return out;
}

RC_GTEST_PROP(Obligations, CloseWhatTheyDoNotRequire, ()) {
  Table t;
  const auto cards = *rc::gen::inRange<std::size_t>(2, 7);
  t.ranks = *rc::gen::container<std::vector<int>>(cards, rc::gen::inRange(1, 4));
  t.carries = *rc::gen::container<std::vector<Carries>>(
      cards, rc::gen::weightedElement<Carries>(
                 {{5, Carries::nothing}, {1, Carries::can}, {1, Carries::cant}, {2, Carries::obligation}}));
  t.banned_rank = *rc::gen::inRange(0, 4);
  t.required_ranks = *rc::gen::container<std::vector<int>>(*rc::gen::inRange<std::size_t>(0, 3), rc::gen::inRange(1, 4));
  dsl::Game g = game_of_text(rules_of(t));
  Reference r(g);
  Keys got = r.option_keys(), want = expected_options(t);
  std::sort(got.begin(), got.end());
  std::sort(want.begin(), want.end());
  RC_ASSERT(got == want);
}

TEST(Obligations, ExplainNamesTheObligationThatClosed) {
  Table t{{1, 2}, {Carries::nothing, Carries::obligation}, 0, {}};
  dsl::Game g = game_of_text(rules_of(t));
  Reference r(g);
  EXPECT_EQ(r.option_keys(), (Keys{"pass", "play C1"}));
  for (const LegalityAnswer& a : r.legality_log())
    if (a.query == "play(red, C0)") {
      EXPECT_FALSE(a.legal);
      EXPECT_NE(a.because().find("card C1 must only, own duty"), std::string::npos) << a.because();
      return;
    }
  ADD_FAILURE() << "no query of play(red, C0)";
}

}  // namespace
}  // namespace canbeat::interp
