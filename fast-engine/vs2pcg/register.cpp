// The Vs. System 2PCG fast engine joins canbeat (fast-engine/registry.hpp):
// any table size and any decks of the game, its cards compiled once per
// table, one fault, and the deck variants of 000:647 as the game's table
// rules.
#include "fast-engine/registry.hpp"
#include "fast-engine/vs2pcg/deck_variants.hpp"
#include "fast-engine/vs2pcg/engine.hpp"

namespace canbeat::fast::vs2pcg {

namespace {

Faults faults_from(const fast::Faults& on) {
  Faults f;
  f.strict_stun = on.has("strict-stun");
  return f;
}

std::unique_ptr<canbeat::Engine> make(const dsl::Game& game, const Setup& setup, const fast::Faults& faults) {
  return std::make_unique<Engine>(load_data(game, setup), faults_from(faults));
}

std::optional<std::string> refuses(const dsl::Game& game, const ast::CardDef& card) {
  std::string why = card_refusal(game, card, Engine::kMaxPowers);
  if (why.empty()) return std::nullopt;
  return why;
}

const bool registered = add_registration({
    .game = "vs2pcg",
    .make = make,
    .refuses = refuses,
    // A strike exactly equal to the target's DEF must stun (000:234). The
    // shortest case is the set-up (chooser, first, two Main Characters, 14
    // draws, two keeps) and a few turns to one attack where ATK equals DEF,
    // about 30 choices; the shrinker, a local minimiser, gets game 1's 140
    // to 92 (keys name card instances, so a recruit needs the draw that
    // brought the card; the bound moves with the vanilla decks).
    .faults = {{"strict-stun", "Combat (000:234): a strike stuns only when ATK > DEF, not ATK >= DEF", 20, 100}},
    .table = {.build_decks = add_deck_variants, .table_dealing = table_dealing},
});

}  // namespace

}  // namespace canbeat::fast::vs2pcg
