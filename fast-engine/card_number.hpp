#pragma once
// A card's number as a fast engine stores it (32 bits), or bad input.
#include <optional>
#include <string>
#include <string_view>

#include "dsl/game.hpp"

namespace canbeat::fast {

// The fast engines keep card numbers (force, cost, ATK, ...) in `int` and
// add them up without overflow checks, so a number beyond this bound is
// refused rather than truncated: 20,000 cards (two decks at
// the checker's limit of 10,000) of this size still sum within 32 bits.
inline constexpr long kCardNumberLimit = 100'000;

// The card's `key` (dsl::card_number), nullopt when it has none; throws
// std::invalid_argument "FILE:LINE:COL: error: ..." when it lies outside
// +-kCardNumberLimit.
std::optional<int> card_number(const dsl::Game& game, const ast::CardDef& card, std::string_view key);

// A fast engine's refusal of what the declaration `at` (a card, a var, the
// game's own) declares: throws std::invalid_argument "FILE:LINE:COL: error:
// WHY", so that the user finds the line the engine cannot play.
[[noreturn]] void refuse_at(const dsl::Game& game, const ast::Pos& at, const std::string& why);

}  // namespace canbeat::fast
