// Shapes of the built-in functions and verbs (builtins.hpp).
#include "dsl/builtins.hpp"

#include <array>

namespace canbeat::dsl {
namespace {

using K = Type::Kind;

const std::array<Signature, 8> functions = {{
    {"empty", {K::zone}, K::bool_},
    // The other seat of a two-seat game (a rules error at other tables).
    {"opponent", {K::player}, K::player},
    {"size", {K::zone}, K::int_},
    // Seats by number, in `players` order from 0: turn order.
    {"player_at", {K::int_}, K::player},
    {"seat_of", {K::player}, K::int_},
    // Whether the card prints this stat: printed(c, "cost").
    {"printed", {K::card, K::string_}, K::bool_},
    // Powers on cards: the powers of the cards in a zone (a list of power),
    // and whether a card lists a keyword, team, trait or symbol named by a
    // string: has(l, s) for a symbol s of a cost.
    {"powers", {K::zone}, K::list},
    {"has", {K::card, K::string_}, K::bool_},
}};

// A game's own verbs are its procedures, declared `verb NAME;` in its rules
// (docs/dsl.md "Verbs"); these are the language's.
const std::array<Signature, 10> verbs = {{
    {"win", {K::player}, K::unknown},
    {"lose", {K::player}, K::unknown},
    {"tie", {}, K::unknown},
    {"break", {}, K::unknown},
    {"reveal", {K::zone}, K::unknown},
    {"undecided", {K::string_, K::string_}, K::unknown},
    // activate u, p: player p uses power u: its body runs with `self` its
    // card and `you` p; u.used is true for the rest of the turn.
    {"activate", {K::power, K::player}, K::unknown},
    // copy_effect d, p: the effect (first power) of d, a card of `cards` as
    // printed, runs for p as the running card's own.
    {"copy_effect", {K::card, K::player}, K::unknown},
    // Card triggers: fire "event", c; adds the card triggers
    // `when event(x) where ...` that hold for x = c to `triggered`;
    // resolve t; runs one of them (its body, `self` its card, `you` that
    // card's controller) and takes it off the list.
    {"fire", {K::string_, K::card}, K::unknown},
    {"resolve", {K::trigger}, K::unknown},
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
    case K::power: return "power";
    case K::trigger: return "trigger";
  }
  return "unknown";
}

bool parse_type_name(std::string_view s, Type& out) {
  for (K k : {K::player, K::card, K::zone, K::int_, K::bool_, K::string_, K::type, K::deck, K::power, K::trigger})
    if (type_name(Type::of(k)) == s) {
      out = Type::of(k);
      return true;
    }
  return false;
}

const Signature* find_function(std::string_view name) { return find_in(functions, name); }
const Signature* find_verb(std::string_view name) { return find_in(verbs, name); }

}  // namespace canbeat::dsl
