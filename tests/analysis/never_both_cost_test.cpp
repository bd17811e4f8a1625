// A count of a power's cost (analysis/never_both_facts.hpp): in a small
// game whose powers print at most two symbols, a `cant use` for a cost of
// more than two never meets the `can use`; planted, a power of three
// symbols, or a bound of one that a two-symbol power passes, makes the
// pair met in play, and the argument must then say nothing.
#include <gtest/gtest.h>

#include "analysis/conflict_search.hpp"
#include "cli/session.hpp"
#include "tests/analysis/search_rules.hpp"

namespace canbeat::cli {
using namespace canbeat::analysis;
namespace {

// `bound`: the cant's condition; `pair_cost`: the symbols of the Pair's power.
std::string cost_rules(const std::string& bound, const std::string& pair_cost) {
  return two_seat_game("costs", "hand") +
         "type unit = \"U\";\n"
         "symbol might;\n"
         "symbol energy;\n"
         "timing main;\n"
         "zone hand: per_player;\n"
         "zone used: per_player;\n"
         "var round = 1;\n"
         "action use(p: player, u: power) \"test: which powers a player uses\";\n"
         "can use(p, u) \"test: any power in hand\";\n"
         "cant use(p, u) \"test: not a long cost\" when " + bound + ";\n"
         "turn \"one round\": act;\n"
         "phase act \"test: each uses a power of a card in hand or passes\" {\n"
         "  for p in players {\n"
         "    choose p {\n"
         "      option \"use\" u in powers(p.hand) where legal use(p, u) { move u.card to p.used; }\n" +
         round_end(4) +
         "deck red {\n"
         "  card \"Short\" x2 { type unit; power \"Zap\" main might { } }\n"
         "  card \"Pair\" x2 { type unit; power \"Zop\" main " + pair_cost + " { } }\n"
         "}\n"
         "deck blue { card \"Plain\" x3 { type unit; power \"Zip\" main { } } }\n";
}

const char* const kLongCost = "not a long cost";  // the winner's text

TEST(NeverBothCost, ACountAboveEveryPrintedCostNeverHolds) {
  for (const char* bound : {"count(s in u.cost) > 2", "3 <= count(s in u.cost)", "count(s in u.cost where s == \"might\") == 5"})
    expect_pair("costs", cost_rules(bound, "might, energy"), kLongCost, false,
                "no power of the game prints more than 2 symbols");
}

TEST(NeverBothCost, ALongerPrintedCostOrALowerBoundIsMetAndNotCalledImpossible) {
  const std::vector<std::pair<std::string, std::string>> planted = {
      {"count(s in u.cost) > 2", "might, energy, might"},
      {"1 < count(s in u.cost)", "might, energy"},
      {"count(s in u.cost where s == \"might\") < 3", "might, energy"},
  };
  for (const auto& [bound, cost] : planted) expect_pair("costs", cost_rules(bound, cost), kLongCost, true);
}

}  // namespace
}  // namespace canbeat::cli
