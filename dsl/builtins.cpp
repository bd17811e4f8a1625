// Shapes of the built-in functions and verbs (builtins.hpp).
#include "dsl/builtins.hpp"


namespace canbeat::dsl {
namespace {

using K = Type::Kind;

using F = Function;
using V = BuiltinVerb;
using M = BuiltinMember;
Type of(K k) { return Type::of(k); }

const std::vector<FunctionSignature> functions = {
    {"empty", {K::zone}, of(K::bool_), F::empty, "whether the zone holds no card"},
    {"opponent", {K::player}, of(K::player), F::opponent,
     "the other seat of a two-seat game (a rules error at other tables)"},
    {"size", {K::zone}, of(K::int_), F::size, "how many cards the zone holds"},
    {"player_at", {K::int_}, of(K::player), F::player_at, "the seat by number, in `players` order from 0"},
    {"seat_of", {K::player}, of(K::int_), F::seat_of, "the seat's number, in `players` order from 0"},
    {"printed", {K::card, K::string_}, of(K::bool_), F::printed, "whether the card prints this stat"},
    {"powers", {K::zone}, Type::list_of(K::power), F::powers, "the powers of the cards in a zone"},
    {"has", {K::card, K::string_}, of(K::bool_), F::has,
     "whether the card lists a keyword, team, trait or symbol named by the string"},
    {"top", {K::zone}, of(K::card), F::top,
     "the zone's top card, the last one moved there (a rules error on an empty zone)"},
    {"bottom", {K::zone}, of(K::card), F::bottom,
     "the zone's bottom card, its first (a rules error on an empty zone)"},
    {"space_at", {K::int_, K::int_}, of(K::space), F::space_at,
     "the board's space at column x, row y (a rules error where there is none)"},
    {"adjacent", {K::space, K::space}, of(K::bool_), F::adjacent,
     "whether two spaces are side by side with no wall between them"},
    {"route", {K::card, K::space, K::space}, of(K::int_), F::route,
     "the fewest steps from a to b for piece m, each step one the rules allow (legal pass(m, s, t)); -1 when none"},
    {"toward", {K::card, K::space, K::space}, Type::list_of(K::space), F::toward,
     "the first steps of every shortest route from a to b for piece m, in board order"},
    {"doors_between", {K::space, K::space}, Type::list_of(K::door), F::doors_between,
     "the door on the edge between two spaces, as a list: empty where there is none"},
    {"los", {K::space, K::space}, of(K::bool_), F::los,
     "line of sight: the straight line from a to b meets no wall, no missing space, no space between that legal blocks(s) "
     "and no door that legal closed(d)"},
    {"distance", {K::space, K::space}, of(K::int_), F::distance,
     "the fewest steps from a to b between adjacent spaces, whatever stands on them; -1 when none"},
    {"footprint", {K::space, K::int_, K::int_}, Type::list_of(K::space), F::footprint,
     "the spaces a piece w by h covers with its top left at s: those of the rectangle on the board, in board order"},
    {"covering", {K::space, K::int_, K::int_}, Type::list_of(K::space), F::covering,
     "the top left spaces from which a piece w by h covers s: those on the board, in board order"},
    {"route_any", {K::card, K::space, K::list}, of(K::int_), F::route_any,
     "the fewest steps from a to the nearest of the spaces for piece m (route to each, the least, in one search); -1 "
     "when none can be reached",
     {of(K::card), of(K::space), Type::list_of(K::space)}},
    {"toward_any", {K::card, K::space, K::list}, Type::list_of(K::space), F::toward_any,
     "the first steps of every shortest route from a to the nearest of the spaces for piece m, in board order",
     {of(K::card), of(K::space), Type::list_of(K::space)}},
    {"beside", {K::space, K::int_, K::int_, K::int_, K::int_}, Type::list_of(K::space), F::beside,
     "the top left spaces from which a pw by ph piece is next to the w by h rectangle whose top left is s and not on "
     "it: those on the board, in board order"},
    {"footprint_fits", {K::space, K::int_, K::int_}, of(K::bool_), F::footprint_fits,
     "whether a piece w by h fits with its top left at s: every space of the rectangle on the board, no wall or "
     "barrier between two side by side"},
};

const std::vector<VerbSignature> verbs = {
    {"win", {K::player}, of(K::unknown), V::win,
     "the player wins; `win a, b;`: a team wins together; `win all;`: every seat"},
    {"lose", {K::player}, of(K::unknown), V::lose,
     "every other seat still in wins, together (none: `lose all`); `lose all;`: every seat loses together"},
    {"eliminate", {K::player}, of(K::unknown), V::eliminate,
     "the seat is out while the game goes on: it decides nothing more, p.eliminated is true"},
    {"tie", {}, of(K::unknown), V::tie, "the game ends in a tie"},
    {"reset", {K::card}, of(K::unknown), V::reset,
     "every `per_card` var of the card, wherever it is declared (rules or a card set), back to its initial value"},
    {"break", {}, of(K::unknown), V::break_, "leaves the innermost loop"},
    {"reveal", {K::zone}, of(K::unknown), V::reveal, "shows the zone's cards (an event of the trace)"},
    {"look", {K::player, K::zone}, of(K::unknown), V::look,
     "player p sees the zone's cards, each until it next moves (the event names only the zone); "
     "`look p, c;`: the one card c"},
    {"undecided", {K::string_, K::string_}, of(K::unknown), V::undecided,
     "the rules do not decide this situation: the game ends, the finding named by the key"},
    {"activate", {K::power, K::player}, of(K::unknown), V::activate,
     "player p uses power u: its body runs with `self` its card and `you` p; u.used is true for the rest of the turn"},
    {"copy_effect", {K::card, K::player}, of(K::unknown), V::copy_effect,
     "the effect (first power) of d, a card of `cards` as printed, runs for p as the running card's own"},
    {"fire", {K::string_, K::card}, of(K::unknown), V::fire,
     "adds the card triggers `when event(x) where ...` that hold for x = c to `triggered`"},
    {"resolve", {K::trigger}, of(K::unknown), V::resolve,
     "runs a fired trigger (`self` its card, `you` that card's controller) and takes it off `triggered`"},
};

const std::vector<Member> members = {
    {K::card, "type", of(K::type), M::card_type, "its printed type"},
    {K::card, "name", of(K::string_), M::card_name, "its printed name"},
    {K::card, "team", of(K::string_), M::card_team, "its printed team, \"\" when it has none"},
    {K::card, "owner", of(K::player), M::card_owner, "whose deck it started in"},
    {K::card, "controller", of(K::player), M::card_controller, "whose zone holds it"},
    {K::card, "serial", of(K::int_), M::card_serial, "the instance's number, from 1"},
    {K::power, "card", of(K::card), M::power_card, "the card that carries it"},
    {K::power, "name", of(K::string_), M::power_name, "its printed name"},
    {K::power, "timing", of(K::string_), M::power_timing, "its timing"},
    {K::power, "event", of(K::string_), M::power_event, "the event it answers, \"\" for none"},
    {K::power, "cost", Type::list_of(K::string_), M::power_cost, "its symbols, in printed order"},
    {K::power, "used", of(K::bool_), M::power_used, "activated this turn"},
    {K::trigger, "card", of(K::card), M::trigger_card, "the card that carries it"},
    {K::trigger, "name", of(K::string_), M::trigger_name, "its name"},
    {K::player, "eliminated", of(K::bool_), M::player_eliminated, "out of the game (`eliminate p;`)"},
    {K::space, "x", of(K::int_), M::space_x, "its column on the board, from 0 at the left"},
    {K::space, "y", of(K::int_), M::space_y, "its row on the board, from 0 at the top"},
    {K::door, "name", of(K::string_), M::door_name, "its name in the board file"},
    {K::door, "spaces", Type::list_of(K::space), M::door_spaces, "the two spaces either side of it, in board order"},
};

template <class Table>
const typename Table::value_type* find_in(const Table& t, std::string_view name) {
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
    case K::space: return "space";
    case K::door: return "door";
  }
  return "unknown";
}

bool parse_type_name(std::string_view s, Type& out) {
  constexpr std::string_view list = "list<";
  if (s.starts_with(list) && s.ends_with(">")) {
    Type elem;
    if (!parse_type_name(s.substr(list.size(), s.size() - list.size() - 1), elem) || elem.kind == K::list)
      return false;
    out = Type::list_of(elem.kind);
    return true;
  }
  for (K k : {K::player, K::card, K::zone, K::int_, K::bool_, K::string_, K::type, K::deck, K::power, K::trigger, K::space, K::door})
    if (type_name(Type::of(k)) == s) {
      out = Type::of(k);
      return true;
    }
  return false;
}

const FunctionSignature* find_function(std::string_view name) { return find_in(functions, name); }
const VerbSignature* find_verb(std::string_view name) { return find_in(verbs, name); }

const Member* find_member(Type::Kind owner, std::string_view name) {
  for (const Member& m : members)
    if (m.owner == owner && m.name == name) return &m;
  return nullptr;
}

const std::vector<FunctionSignature>& builtin_functions() { return functions; }
const std::vector<VerbSignature>& builtin_verbs() { return verbs; }
const std::vector<Member>& builtin_members() { return members; }

}  // namespace canbeat::dsl
