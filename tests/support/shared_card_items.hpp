// How often a random card set of a game whose cards compile through the
// shared card compiler (fast-engine/cards/) uses the items every such
// generator writes, classified alike for each game's property.
#pragma once

#include <rapidcheck.h>

#include <string>

namespace canbeat::testing {

inline void classify_shared_card_items(const std::string& text) {
  auto has = [&text](const char* s) { return text.find(s) != std::string::npos; };
  RC_CLASSIFY(has(" in players"), "a loop or aggregate over the players");
  RC_CLASSIFY(has("\"gen call\""), "an option binding a player");
  RC_CLASSIFY(has("printed("), "a stat read where printed says the card has it");
  RC_CLASSIFY(has("has("), "a keyword or team asked for by name (has)");
  RC_CLASSIFY(has("reveal "), "a zone revealed");
  RC_CLASSIFY(has("win ") || has("lose ") || has("tie;") || has("undecided "), "a card that ends the game");
}

}  // namespace canbeat::testing
