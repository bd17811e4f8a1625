// Finding a game for each card ability a corpus does not reach (the aim:
// "the seed corpus includes games that reach every card's ability"), apart
// from `canbeat coverage --fill`'s printing and saving, so tests run the same
// search. Seeded random games (the RandomAgent of `canbeat play` and `diff`)
// on the reference interpreter, at the tables that deal the ability's card,
// each game cut right after the choice that first reaches the ability and
// shrunk (harness/shrink.hpp) while it still reaches it there.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "analysis/coverage.hpp"
#include "seam/engine.hpp"

namespace canbeat::analysis {

// The tables a search plays: `base`, then, for each card with an ability
// that `base` does not deal, the table the game's table rules give for it
// (engines/registry.hpp table_dealing), in card order, each once. The decks
// are named, not built: build_decks() makes them.
std::vector<Setup> search_tables(const dsl::Game& g, const Setup& base);

// "company,xenomorphs": a table's decks, every seat's.
std::string table_text(const dsl::Game& g, const Setup& table);

struct SearchOptions {
  std::size_t games_per_table = 100;  // seeds first_seed, first_seed + 1, ...
  std::uint64_t first_seed = 1;
  std::size_t max_steps = 100000;      // a game longer than that is left unfinished
  std::size_t shrink_replays = 300;    // 0: keep the cut game as it is
  int jobs = 1;                        // threads; the search is the same for any number
};

struct AbilityGame {
  std::size_t ability = 0;  // its index in Coverage::abilities
  Setup table;
  std::uint64_t seed = 0;
  std::size_t cut = 0;               // choices up to the first that reaches it
  std::vector<std::string> choices;  // shrunk; the last one reaches it
};

struct AbilitySearch {
  std::vector<AbilityGame> found;    // in the order of Coverage::abilities
  std::vector<std::size_t> missed;   // abilities not reached in any game played
  std::vector<std::size_t> games;    // games played at each table (tables' order)
  std::vector<std::size_t> dealing;  // per ability: games played at tables dealing its card
};

// Searches for every ability of `c` not reached (times 0), table by table:
// a table's games stop when every ability it deals is found. Deterministic.
// The tables' decks must be in `g` (build_decks).
AbilitySearch search_abilities(const dsl::Game& g, const Coverage& c, const std::vector<Setup>& tables,
                               const SearchOptions& options);

// A repro of a found game, with comments saying what it reaches and how it
// was found.
Repro ability_repro(const dsl::Game& g, const Coverage& c, const AbilityGame& found);

// `ability-ALN-014-2`, the stem of save_repro's GAME-STEM.repro: the card's
// id (its name when it has none) and the ability's number among the card's.
std::string ability_stem(const Coverage& c, std::size_t ability);

}  // namespace canbeat::analysis
