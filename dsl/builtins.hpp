// The DSL's built-in vocabulary, one table shared by the checker and the
// interpreter and documented in docs/dsl.md: value types, functions, verbs
// and members. Each entry has a name, a signature, a doc line and the id the
// interpreter's handler switches on (a missing handler is a compiler
// warning, -Wswitch). A game's own words are declared in its rules instead.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace canbeat::dsl {

// A value type. `list` carries its element kind; `unknown` is the type of
// anything already reported as an error, so one mistake gives one error.
struct Type {
  enum Kind { unknown, player, card, zone, int_, bool_, string_, type, deck, list, power, trigger, space, door };
  Kind kind = unknown;
  Kind elem = unknown;  // for list
  static Type of(Kind k) { return {k, unknown}; }
  static Type list_of(Kind e) { return {list, e}; }
  bool operator==(const Type&) const = default;
};

std::string type_name(Type t);
// Parameter type names: player card zone int bool string type deck power
// trigger space door, and list<T> of one of them.
bool parse_type_name(std::string_view s, Type& out);

// Every built-in, by what the interpreter runs for it: one enum per kind,
// so that each of the interpreter's switches names every case.
enum class Function {
  empty, opponent, size, player_at, seat_of, printed, powers, has, top, bottom,
  space_at, adjacent, route, toward, los, doors_between, distance, footprint, footprint_fits, covering, route_any, beside, toward_any,
};
enum class BuiltinVerb { win, lose, eliminate, tie, break_, reveal, undecided, activate, copy_effect, fire, resolve, reset, look };
enum class BuiltinMember {
  card_type, card_name, card_team, card_owner, card_controller, card_serial,
  power_card, power_name, power_timing, power_event, power_cost, power_used,
  trigger_card, trigger_name, player_eliminated, space_x, space_y, door_name, door_spaces,
};

// A function or verb: name(params) -> result (unknown for verbs).
template <class Id>
struct Signature {
  std::string_view name;
  std::vector<Type::Kind> params;
  Type result;
  Id id;
  std::string_view doc;
  // The parameters' whole types where one is a list (`params` then names
  // its kind only): empty for every other built-in.
  std::vector<Type> typed;
};
using FunctionSignature = Signature<Function>;
using VerbSignature = Signature<BuiltinVerb>;

// A member every value of a kind has (besides the game's declared stats,
// vars, zones and card facts): c.name, u.used.
struct Member {
  Type::Kind owner;
  std::string_view name;
  Type result;
  BuiltinMember id;
  std::string_view doc;
};

const FunctionSignature* find_function(std::string_view name);
// A game's own verbs are procedures its rules declare `verb NAME;`.
const VerbSignature* find_verb(std::string_view name);
const Member* find_member(Type::Kind owner, std::string_view name);

// The whole table, for documentation and tests.
const std::vector<FunctionSignature>& builtin_functions();
const std::vector<VerbSignature>& builtin_verbs();
const std::vector<Member>& builtin_members();

}  // namespace canbeat::dsl
