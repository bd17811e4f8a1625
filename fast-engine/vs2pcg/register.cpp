// The Vs. System 2PCG fast engine joins canbeat (fast-engine/registry.hpp):
// any table size and any decks of the game, its cards compiled once per
// table, one fault, and the deck variants of 000:647 and 000:653-659
// (fast-engine/deck_variants.hpp) in the game's words as its table rules.
#include "fast-engine/deck_variants.hpp"
#include "fast-engine/registry.hpp"
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
    // The deck variants of ../shared/seeds/000_03a9bc82aad99cdb.txt:
    // BASE@ID, "You can use any of a team's Main Characters with those
    // decks" (000:647); BASE+ID, "You can put any Supporting Characters,
    // Plot Twists, Equipment, and Locations in your deck" (000:656-659), of
    // any team, still 60 cards, at most four of one (000:653-656).
    .table = deck_variants({
        .type_member = "type",
        .swapped_type = "main_character",  // "any of a team's Main Characters" (000:647)
        .kept_member = "team",             // "a team's" (000:647)
        .version_member = "level",         // one card, a Level 1 and a Level 2 version (000:53)
        .swapped_title = "Main Character",
        .version_title = "Level",
    }),
});

}  // namespace

}  // namespace canbeat::fast::vs2pcg
