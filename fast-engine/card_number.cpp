#include "fast-engine/card_number.hpp"

#include <fmt/format.h>

#include <stdexcept>

namespace canbeat::fast {

std::optional<int> card_number(const dsl::Game& game, const ast::CardDef& card, std::string_view key) {
  std::optional<long> n = dsl::card_number(card, key);
  if (!n) return std::nullopt;
  if (*n > kCardNumberLimit || *n < -kCardNumberLimit) {
    dsl::Where w = game.where(card);
    throw std::invalid_argument(fmt::format(
        "{}:{}:{}: error: card '{}': {} {} is outside the range the fast engine plays (-{} to {})", w.file, w.line,
        w.col, card.name, key, *n, kCardNumberLimit, kCardNumberLimit));
  }
  return int(*n);
}

void refuse_at(const dsl::Game& game, const ast::Pos& at, const std::string& why) {
  dsl::Where w = game.where(at);
  throw std::invalid_argument(fmt::format("{}:{}:{}: error: {}", w.file, w.line, w.col, why));
}

}  // namespace canbeat::fast
