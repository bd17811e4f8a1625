// Which legality queries a statement's condition may come back to. An
// engine answers `legal B(...)` by reading B's statements, whose conditions
// may ask other queries, and so on: a statement of A whose condition asks
// a query that leads back to A would never end (the reference meets it as
// a rules error 64 queries deep, interpreter/legality.cpp; a fast engine's
// native answers, nested otherwise, would overflow its stack). Every
// statement of the game (the rules', standing for an engine's native
// answers, the card sets' outside any card, every dealt card's) and the
// functions their conditions call give the edges; a compiler refuses the
// card whose statement asks into a loop.
#pragma once

#include <map>
#include <set>
#include <string>

#include "dsl/game.hpp"

namespace canbeat::fast::cards {

class Asks {
 public:
  explicit Asks(const dsl::Game& game);

  // Whether a query of `action`, asked in a condition of a statement of
  // `deciding`, may lead back to `deciding`: `action` is `deciding`, or an
  // action `action`'s statements ask, on and on, is.
  bool may_come_back(const std::string& action, const std::string& deciding) const;

 private:
  std::map<std::string, std::set<std::string>> asks_;  // action -> the actions its statements ask
};

}  // namespace canbeat::fast::cards
