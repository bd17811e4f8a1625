// The condition reader both counting arguments of never_undecided_capacity
// (never_undecided_capacity.hpp) share: the parts an `and` joins, through
// parentheses and the rules' functions; the zones a name stands for; the
// part `not any(m in Z : m.x == v.x and m.y == v.y)`; and the `undecided`
// statements of an id with the `if` branch each opens.
#pragma once

#include <deque>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "dsl/game.hpp"

namespace canbeat::analysis::capacity {

const ast::Node& bare(const ast::Node& n);

// What a name stands for where a condition is read: an element an `any`
// binds, or a function's argument (its expression, read where it was).
struct Scope;
struct Binding {
  const ast::Binder* binder = nullptr;
  const ast::Node* node = nullptr;
  const Scope* scope = nullptr;
};
struct Scope {
  std::map<std::string, Binding> names;
};

struct Reader {
  const dsl::Game& g;
  std::map<std::string, const ast::Function*> functions;
  std::set<std::string> global_zones, seat_zones;
  std::vector<std::string> seats;
  std::deque<Scope> scopes;       // stable addresses
  std::set<std::string> because;  // "file:line:col `text`"
  std::set<std::string> zones;    // zone keys a space's card comes from
  bool distance = false;          // a part read `distance(..) >= 0`
  // A card of `zone` that may stand on several spaces (a large piece,
  // docs/dsl.md "Board"): on at most `spaces`, if the printed facts
  // `filters` (of its binder `var`) may hold for it.
  struct Cover {
    std::string zone;
    long spaces = 1;
    std::string var;
    std::vector<const ast::Node*> filters;
    std::set<long> xs, ys;  // it stands on (x + kx, y + ky) for these offsets
  };
  std::vector<Cover> covers;
};

// A reader of game `g`'s conditions: its functions, zones and seats.
Reader reader_of(const dsl::Game& g);

std::string located(const Reader& r, const ast::Pos& at, const std::string& text);

using Parts = std::vector<std::pair<const ast::Node*, const Scope*>>;
// The parts an `and` joins, through parentheses and function calls.
void conjuncts(Reader& r, const ast::Node& n, const Scope& scope, Parts& out);

// The zone keys expression `n` names (a global zone, or a seat's), or
// nullopt when it names no zone.
std::optional<std::vector<std::string>> zone_keys(const Reader& r, const ast::Node& n, const Scope& scope);

// Whether part `n` says no card of a zone stands where element `v` is
// (`not any(m in Z : m.x == v.x and m.y == v.y)`); the zones go to r.zones.
bool empty_part(Reader& r, const ast::Node& n, const Scope& scope, const ast::Binder* v);

// Whether part `n` says no card of a zone covers element `v`: `not any(m in
// Z where F : X and Y)`, or that `any` joined by `and` to other parts under
// the `not` (a guard: the space is held only where the `any` holds), X and
// Y each a disjunction of `m.x + k == v.x` (and of `m.y + k == v.y`) for
// a few offsets k, each one with any other conjuncts; F the printed facts
// that pick the cards. A card then stands on at most as many spaces as the
// offsets make (r.covers).
bool cover_part(Reader& r, const ast::Node& n, const Scope& scope, const ast::Binder* v);

// A statement's place: the `if` whose branch (or `else`: -1) it opens.
struct Place {
  const ast::If* in = nullptr;
  int branch = -1;
  bool first = false;  // the first statement of that branch
};

// Every `undecided "ID"` statement of the game, each with its place.
std::vector<Place> places_of(const dsl::Game& g, const std::string& id);

}  // namespace canbeat::analysis::capacity
