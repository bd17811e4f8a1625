// Reserved words of the DSL: they cannot be identifiers (names of variables,
// declarations, procedures, verbs), because an expression or a statement
// would become ambiguous. Words that only open a declaration (type, zone,
// deck, card, set, game, ...) stay usable as names: `zone deck`, `c.type`;
// member names and property keys may be any word.
#pragma once

#include <algorithm>
#include <array>
#include <string_view>

namespace canbeat::dsl {

inline constexpr std::array<std::string_view, 31> reserved_words = {
    "and",    "or",     "not",        "in",        "where",     "legal",  "count",  "sum",
    "min",    "max",    "any",        "all",       "let",       "set",    "move",   "if",
    "else",   "for",    "repeat",     "while",     "choose",    "option", "chance", "can",
    "cant",   "must",   "when",   "continuous", "invariant", "procedure", "action"};

inline bool is_reserved(std::string_view w) {
  return std::find(reserved_words.begin(), reserved_words.end(), w) != reserved_words.end();
}

}  // namespace canbeat::dsl
