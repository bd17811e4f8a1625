// What `canbeat coverage` counts ("Card abilities": the seed corpus
// should reach every card's ability), apart from its printing, so tests
// check the same tallies the command prints. An ability is one item of a
// card definition: a `power` (a Super Power, or a Plot Twist's effect),
// reached when the reference interpreter activates it, a trigger (`when`),
// reached when it resolves, a continuous effect, reached when it applies to
// a value read, or a `can`/`cant` statement, reached when it decides a legality answer (the golden rules:
// it applied and nothing stronger did).
#pragma once

#include <string>
#include <vector>

#include "dsl/game.hpp"
#include "harness/repro.hpp"

namespace canbeat::interp {
class Reference;
}

namespace canbeat::analysis {

struct Ability {
  const ast::CardDef* card = nullptr;
  const ast::Power* power = nullptr;            // a power item, or
  const ast::Permission* statement = nullptr;   // a can/cant statement, or
  const ast::Trigger* trigger = nullptr;        // a trigger, or
  const ast::Continuous* continuous = nullptr;  // a continuous effect
  long times = 0;                  // activations, resolutions, or legality answers it decided
  std::vector<std::string> games;  // the repro files that reached it, in replay order
};

struct Coverage {
  std::vector<Ability> abilities;  // the game's cards in `cards` order, each card's items in order
  std::vector<std::string> files;  // the repro files replayed

  std::size_t reached() const;
};

// Every ability of the game's cards: the card sets' cards first, then the
// cards decks define themselves, each definition once (docs/dsl.md `cards`).
Coverage card_abilities(const dsl::Game& g);

// Replays a repro of game `g` (fresh: open_repro's checks come first) on the
// reference interpreter and adds what it reaches. A choice that is not an
// option, or one after the game ended, throws ReproError naming its
// path:line:col; the rules running away or breaking stop the replay with the
// engine's exception. Either way what the choices before reached is counted.
void add_game(Coverage& c, const dsl::Game& g, const Repro& r, const std::string& path);

// Whether the reference's logs show `a` reached since its last choice (or
// since the start, before the first one).
bool reached_now(const interp::Reference& ref, const Ability& a);

// Where the ability is written, and its AST node.
const ast::Pos& ability_pos(const Ability& a);
// "power", "trigger", "can" or "cant"; and its name (a statement's
// statement_text).
std::string ability_kind(const Ability& a);
std::string ability_name(const Ability& a);

// A statement as written, without its condition:
// `cant target(a, d) "Camouflage (ALN-037): ..."`.
std::string statement_text(const ast::Permission& s);
// `ALN-031 "The Dragon" power "Nobody Can Stop It"`, or the card and its
// statement_text.
std::string ability_text(const Ability& a);

// Each card definition of the game once, as its sets and decks list them
// (a deck line that uses a set's card adds nothing).
std::vector<const ast::CardDef*> card_definitions(const dsl::Game& g);

}  // namespace canbeat::analysis
