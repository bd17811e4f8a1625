// What every fast engine of a two-seat game with the game's own two decks
// writes alike (the small engines of a Step enum, docs/adding-a-game.md):
// reading its table, refusing another, putting its card kinds in option
// key order, and its outcome.
#pragma once

#include <algorithm>
#include <array>
#include <memory>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

#include "dsl/game.hpp"
#include "seam/engine.hpp"

namespace canbeat::fast {

// A seat: its player's name (the game's `players`) and its deck.
struct SeatDeck {
  std::string player;
  const dsl::DeckList* deck = nullptr;
};

// The game's two players and two decks, seat by seat. A game of other
// counts, or a deck it names but lacks, is refused (refuse_at, at the game
// declaration).
std::array<SeatDeck, 2> two_seat_decks(const dsl::Game& game);

// A seat's cards as an engine's data holds them: its player's name and
// its cards in deck-list order (a name listed twice adds up).
template <class Card>
struct SeatCards {
  std::string name;
  std::vector<Card> cards;
  bool operator==(const SeatCards&) const = default;
};

// Both seats' cards, each deck card read by `read(deck card)` into a Card.
template <class Card, class Read>
std::array<SeatCards<Card>, 2> two_seat_cards(const dsl::Game& game, Read&& read) {
  const std::array<SeatDeck, 2> decks = two_seat_decks(game);
  std::array<SeatCards<Card>, 2> seats;
  for (std::size_t s = 0; s < 2; ++s) {
    seats[s].name = decks[s].player;
    for (const dsl::DeckCard& dc : decks[s].deck->cards) seats[s].cards.push_back(read(dc));
  }
  return seats;
}

// An engine's tables of both seats: each seat's name, and its Tables::Seat
// filled from its cards (`fill(SeatCards)`).
template <class Tables, class Data>
std::shared_ptr<const Tables> two_seat_tables(const Data& data) {
  auto t = std::make_shared<Tables>();
  for (std::size_t s = 0; s < 2; ++s) {
    t->seat_names.push_back(data.seats[s].name);
    t->seat[s].fill(data.seats[s]);
  }
  return t;
}

// Refuses a table (`setup`) of other decks than the game's own, or of other
// than 2 players: "the fast ENGINE engine plays ...".
void own_two_seat_table(const dsl::Game& game, const Setup& setup, const std::string& engine);

// Sorts a seat's card kinds by name, each column (force, copies, ...)
// along: an engine that numbers kinds in byte order of their names lists
// its options in key order without sorting strings.
template <class... Columns>
void sort_by_name(std::vector<std::string>& names, Columns&... columns) {
  std::vector<std::size_t> order(names.size());
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return names[a] < names[b]; });
  auto permute = [&](auto& column) {
    auto old = column;
    for (std::size_t i = 0; i < order.size(); ++i) column[i] = old[order[i]];
  };
  permute(names);
  (permute(columns), ...);
}

// An ended game's outcome: `seat` wins alone; the rules decide nothing
// (`undecided "REASON"`).
inline Outcome won_by(int seat) {
  Outcome o;
  o.kind = Outcome::Kind::win;
  o.winner = seat;
  return o;
}
inline Outcome undecided(std::string reason) {
  Outcome o;
  o.kind = Outcome::Kind::undecided;
  o.reason = std::move(reason);
  return o;
}

}  // namespace canbeat::fast
