// Shapes of the built-in functions and verbs (builtins.hpp).
#include "dsl/builtins.hpp"

#include <array>

namespace canbeat::dsl {
namespace {

using K = Type::Kind;

const std::array<Signature, 6> functions = {{
    {"empty", {K::zone}, K::bool_},
    {"opponent", {K::player}, K::player},
    {"size", {K::zone}, K::int_},
    // Seats by number, in `players` order from 0: turn order (Vs. System).
    {"player_at", {K::int_}, K::player},
    {"seat_of", {K::player}, K::int_},
    // Whether the card prints this stat: printed(c, "cost") (Vs. System).
    {"printed", {K::card, K::string_}, K::bool_},
}};

const std::array<Signature, 13> verbs = {{
    {"win", {K::player}, K::unknown},
    {"lose", {K::player}, K::unknown},
    {"tie", {}, K::unknown},
    {"break", {}, K::unknown},
    {"reveal", {K::zone}, K::unknown},
    {"undecided", {K::string_, K::string_}, K::unknown},
    {"stun", {K::card}, K::unknown},
    {"wound", {K::card}, K::unknown},
    {"ko", {K::card}, K::unknown},
    {"recover", {K::card}, K::unknown},
    {"exhaust", {K::card}, K::unknown},
    {"ready", {K::card}, K::unknown},
    {"daze", {K::card}, K::unknown},
}};

template <class Table>
const Signature* find_in(const Table& t, std::string_view name) {
  for (const auto& s : t)
    if (s.name == name) return &s;
  return nullptr;
}

}  // namespace

std::string type_name(Type t) {
  switch (t.kind) {
    case K::unknown: return "unknown";
    case K::player: return "player";
    case K::card: return "card";
    case K::zone: return "zone";
    case K::int_: return "int";
    case K::bool_: return "bool";
    case K::string_: return "string";
    case K::type: return "type";
    case K::deck: return "deck";
    case K::list: return "list<" + type_name(Type::of(t.elem)) + ">";
  }
  return "unknown";
}

bool parse_type_name(std::string_view s, Type& out) {
  for (K k : {K::player, K::card, K::zone, K::int_, K::bool_, K::string_, K::type, K::deck})
    if (type_name(Type::of(k)) == s) {
      out = Type::of(k);
      return true;
    }
  return false;
}

const Signature* find_function(std::string_view name) { return find_in(functions, name); }
const Signature* find_verb(std::string_view name) { return find_in(verbs, name); }

}  // namespace canbeat::dsl
