// The changes that move a declared position toward a finding
// (position_search.hpp): cards moved between zones or seats, marks and
// numbers stepped, a piece set beside a door. Each draws from the caller's
// generator; the engines' position checks then keep what the rules accept.
#pragma once

#include <cstddef>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "dsl/board.hpp"
#include "dsl/game.hpp"
#include "seam/observation.hpp"

namespace canbeat::analysis {

using Rng = std::mt19937_64;

// A number in [0, n).
std::size_t pick(Rng& rng, std::size_t n);
// "Name {k=v}" -> "Name".
std::string card_name(const std::string& text);

// A position's zones as card texts, so cards can move between them.
struct Zones {
  struct Zone {
    std::size_t field;
    std::string seat, name;
    std::vector<std::string> cards;
  };
  std::vector<Zone> zones;
};
Zones zones_of(const Observation& o, const std::vector<std::string>& seats, const std::set<std::string>& names);
void write_back(Observation& o, const Zones& z);

// Changes of the cards (`cards`: the names the finding is about).
bool move_named(Zones& z, const std::vector<std::string>& cards, Rng& rng);
void move_any(Zones& z, Rng& rng);
void empty_zone(Zones& z, Rng& rng);
void copy_marks(Zones& z, Rng& rng);
void step_named_mark(Zones& z, const std::vector<std::string>& cards, Rng& rng);
void cross_named(Zones& z, const std::vector<std::string>& cards, Rng& rng);
void give_named(Zones& z, const std::vector<std::string>& cards, Rng& rng);

// Changes of the numbers (`reads`: the names the finding's conditions read).
void step_number(Observation& o, Rng& rng);
void step_read_number(Observation& o, const std::set<std::string>& reads, Rng& rng);

// Changes of where pieces stand on the board.
std::vector<std::string> coordinate_marks(const dsl::Game& g);
void beside_door(Zones& z, const dsl::Board& board, const std::vector<std::string>& coords, Rng& rng);
bool reads_door(const Observation& o, const std::set<std::string>& reads);

}  // namespace canbeat::analysis
