#include "fast-engine/two_seats.hpp"

#include "fast-engine/card_number.hpp"

namespace canbeat::fast {

std::array<SeatDeck, 2> two_seat_decks(const dsl::Game& game) {
  const std::vector<std::string> players = game.list_property("players");
  const std::vector<std::string> decks = game.list_property("decks");
  if (players.size() != 2 || decks.size() != 2)
    refuse_at(game, game.decl(), "the fast engine plays a game of 2 players and 2 decks");
  std::array<SeatDeck, 2> seats;
  for (std::size_t s = 0; s < 2; ++s) {
    seats[s] = {players[s], game.find_deck(decks[s])};
    if (!seats[s].deck) refuse_at(game, game.decl(), "no deck named '" + decks[s] + "'");
  }
  return seats;
}

void own_two_seat_table(const dsl::Game& game, const Setup& setup, const std::string& engine) {
  if (!setup.decks.empty() && setup.decks != game.list_property("decks"))
    refuse_at(game, game.decl(), "the fast " + engine + " engine plays the game's own decks only");
  if (setup.players != 0 && setup.players != 2)
    refuse_at(game, game.decl(), "the fast " + engine + " engine plays 2 players only");
}

}  // namespace canbeat::fast
