// Witness games are minimal ("Rules-conflict finder"): every witness
// `canbeat conflicts` shrinks (analysis/conflict_search.hpp, the code the command
// runs) replays to its finding, and removing any single choice loses it.
//
// "Removing", not "replacing with the first option": a repro file is the
// list of option keys taken, replayed in order; there is no default for a
// decision without a key, and what shrink_witness() promises is that no
// single key can be removed (harness/shrink.hpp; its first-option pass only
// makes lists canonical). The shortened list is replayed as the shrinker
// replays it, skipping a key that is not an option at its point. That is the
// stronger check: where every key applies, `canbeat replay` plays the same
// game; where one does not, that replay stops at it as a broken repro.
#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "analysis/conflict_search.hpp"
#include "cli/session.hpp"
#include "interpreter/interpreter.hpp"
#include "interpreter/runaway.hpp"

namespace canbeat::cli {
using namespace canbeat::analysis;
namespace {

// One finding with its shrunk witness; `shows` says whether a game at a
// decision (or over) shows the finding.
struct Witnessed {
  std::string name;
  std::vector<std::string> choices;
  std::function<bool(const interp::Reference&)> shows;
};

Session session_of(const std::string& dir) {
  Session s;
  s.game = load_game_or_throw(CANBEAT_SOURCE_DIR "/" + dir);
  return s;
}

// Every finding the search reached, each with the witness the command saves.
std::vector<Witnessed> witnesses(const Session& s, const ConflictSearch& r) {
  std::vector<Witnessed> out;
  for (const auto& [id, u] : r.undecided) {
    if (u.reached == 0) continue;
    std::string outcome = "undecided " + id;
    out.push_back({outcome, shrink_undecided(s, u).choices, [outcome](const interp::Reference& ref) {
                     return outcome_text(ref.outcome(), ref.seats()) == outcome;
                   }});
  }
  for (std::size_t i = 0; i < r.pairs.pairs().size(); ++i) {
    const StatementPair& pair = r.pairs.pairs()[i];
    if (pair.reached == 0) continue;
    out.push_back({pair.winner->text + " beats " + pair.loser->text, shrink_pair(s, r, i).choices,
                   [&r, i](const interp::Reference& ref) { return r.pairs.met(ref).count(i) > 0; }});
  }
  return out;
}

// As `canbeat replay` and `explain` open the file: every key must be an
// option; the finding shows once the last key is taken.
::testing::AssertionResult replays_to_finding(const Session& s, const Witnessed& w) {
  interp::Reference ref(*s.game, s.setup, interp::Keep::explanations);
  for (std::size_t k = 0; k < w.choices.size(); ++k) {
    if (ref.find_option(w.choices[k]) == Engine::npos)
      return ::testing::AssertionFailure() << "choice " << k + 1 << " '" << w.choices[k] << "' is not an option";
    ref.apply(w.choices[k]);
  }
  if (!w.shows(ref)) return ::testing::AssertionFailure() << "the finding does not show after the last choice";
  return ::testing::AssertionSuccess();
}

// The shrinker's replay: skips keys that are not options; true when the
// finding shows at any point.
bool shows_somewhere(const Session& s, const Witnessed& w, const std::vector<std::string>& keys) {
  try {
    interp::Reference ref(*s.game, s.setup, interp::Keep::explanations);
    if (w.shows(ref)) return true;
    for (const std::string& key : keys) {
      if (ref.outcome().kind != Outcome::Kind::ongoing) break;
      std::size_t o = ref.find_option(key);
      if (o == Engine::npos) continue;
      ref.apply(o);
      if (w.shows(ref)) return true;
    }
  } catch (const std::exception&) {
    // The engine failing on a shortened list is not the finding.
  }
  return false;
}

// Checks every witness of `games` games from `seed` of the game at `dir`;
// returns how many there were.
std::size_t check_witnesses(const std::string& dir, long games, std::uint64_t seed) {
  Session s = session_of(dir);
  ConflictSearch r = find_conflicts(s, games, seed);
  std::vector<Witnessed> found = witnesses(s, r);
  for (const Witnessed& w : found) {
    SCOPED_TRACE(dir + ": " + w.name);
    EXPECT_TRUE(replays_to_finding(s, w));
    for (std::size_t k = 0; k < w.choices.size(); ++k) {
      std::vector<std::string> without = w.choices;
      without.erase(without.begin() + static_cast<long>(k));
      EXPECT_FALSE(shows_somewhere(s, w, without))
          << "still shows without choice " << k + 1 << " of " << w.choices.size() << " ('" << w.choices[k] << "')";
    }
  }
  return found.size();
}

// The golden rules' overrides and collisions (all met at the first decision).
TEST(WitnessMinimal, GoldenRules) {
  EXPECT_EQ(check_witnesses("tests/interpreter/golden_rules", 3, 1), 5u);
}

// A collision between two cards, an override and an undecided situation,
// several decisions into the game. From seed 8 the first games to meet the
// pairs take 7 and 11 choices, most of them not needed: the shrinker has
// work to do.
TEST(WitnessMinimal, ConflictKinds) {
  EXPECT_EQ(check_witnesses("tests/interpreter/conflict_kinds", 50, 8), 3u);
}

// An effect that never ends shows while the last choice is applied: the
// interpreter throws instead of reaching a decision. True when `keys`,
// replayed as the shrinker replays them, run away in the lap `lap`.
bool runs_away_in(const Session& s, const std::string& lap, const std::vector<std::string>& keys) {
  try {
    interp::Reference ref(*s.game, s.setup);
    for (const std::string& key : keys) {
      if (ref.outcome().kind != Outcome::Kind::ongoing) break;
      if (std::size_t o = ref.find_option(key); o != Engine::npos) ref.apply(o);
    }
  } catch (const interp::Runaway& e) {
    return lap_text(NeverEnding{e.lap, e.periodic}) == lap;
  }
  return false;
}

// detour/: the detour is open in the third round only, so all four choices
// of the first two rounds stay in the witness, and the detour ends it.
TEST(WitnessMinimal, DetourNeverEnds) {
  Session s = session_of("tests/interpreter/detour");
  ConflictSearch r = find_conflicts(s, 5, 1);
  ASSERT_EQ(r.never_ending.size(), 1u);
  const auto& [lap, n] = *r.never_ending.begin();
  WitnessShrink shrunk = shrink_never_ending(s, n);
  std::vector<std::string> w = shrunk.choices;
  // From seed 1 the first game to take the detour has a choice too many.
  EXPECT_GT(shrunk.stats.original_length, w.size());
  EXPECT_EQ(w, (std::vector<std::string>{"march", "march", "march", "march", "detour"}));
  // Strictly, as `canbeat replay` opens it: every key an option, the last
  // one running away.
  interp::Reference ref(*s.game, s.setup);
  for (std::size_t k = 0; k + 1 < w.size(); ++k) ASSERT_NO_THROW(ref.apply(w[k])) << "choice " << k + 1;
  EXPECT_THROW(ref.apply(w.back()), interp::Runaway);
  EXPECT_TRUE(runs_away_in(s, lap, w));
  for (std::size_t k = 0; k < w.size(); ++k) {
    std::vector<std::string> without = w;
    without.erase(without.begin() + static_cast<long>(k));
    EXPECT_FALSE(runs_away_in(s, lap, without)) << "still runs away without choice " << k + 1;
  }
}

// The built-in default game (games/README.md): a whole game of some
// hundreds of choices whose findings the shrinker must cut to the few that
// matter.
TEST(WitnessMinimal, DefaultBuiltInGame) {
  EXPECT_GE(check_witnesses("games/" + dsl::default_game(), 100, 1), 1u);
}

}  // namespace
}  // namespace canbeat::cli
