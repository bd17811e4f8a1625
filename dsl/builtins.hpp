// The DSL's built-in vocabulary, shared by the checker and documented in
// docs/dsl.md: value types, functions, verbs. The engines give these their
// meaning; the checker only knows their shapes.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace canbeat::dsl {

// A value type. `list` carries its element kind; `unknown` is the type of
// anything already reported as an error, so one mistake gives one error.
struct Type {
  enum Kind { unknown, player, card, zone, int_, bool_, string_, type, deck, list, power, trigger };
  Kind kind = unknown;
  Kind elem = unknown;  // for list
  static Type of(Kind k) { return {k, unknown}; }
  static Type list_of(Kind e) { return {list, e}; }
  bool operator==(const Type&) const = default;
};

std::string type_name(Type t);
// Parameter type names: player card zone int bool string type deck power trigger.
bool parse_type_name(std::string_view s, Type& out);

struct Signature {
  std::string_view name;
  std::vector<Type::Kind> params;
  Type::Kind result;  // unknown for verbs
};

// empty(zone) -> bool, opponent(player) -> player, size(zone) -> int
const Signature* find_function(std::string_view name);

// win p; (win a, b; a team) lose p; tie; break; reveal z; undecided "key", "why";
// activate u, p; copy_effect d, p; fire "event", c; resolve t. A game's own
// verbs are procedures its rules declare `verb NAME;`.
const Signature* find_verb(std::string_view name);

}  // namespace canbeat::dsl
