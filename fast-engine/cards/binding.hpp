// What a game binds when its cards are compiled (compile.hpp): the names a
// card's text may use, each an id the game's own host answers at run time
// (vm.hpp). The compiler knows no game; everything a card names comes from
// this table or from the kernel's own words (self, you, instances, the
// aggregates, size, empty, top, bottom, seat_of, legal, choose).
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace canbeat::fast::cards {

// What a name or an expression stands for, as far as the compiler needs to
// know: a card instance, a seat, one seat's zone, or a plain value (a
// number, a bool, an interned name), or one of a card's powers (a value of
// type `power`: program.hpp kPowerStride), or a card as printed (an
// element of `cards`: its index among the game's definitions, read only by
// its members, ExprSet::printed).
enum class Kind : unsigned char { value, card, player, zone, power, printed };

// What a text reads of a power (docs/dsl.md "Power"): `u.name`, `u.timing`
// and `u.event` are strings (Binding::string_id), `u.used` whether it was
// activated this turn; Host::power(read, u) answers. `u.card` is the
// machine's own (program.hpp kPowerStride).
enum class PowerRead : unsigned char { name, timing, event, used };

// A card's member (`c.cost`, `c.type`, a keyword, a per-card var): read with
// Host::member(id, card), written with Host::set_member when `writable`.
// `optional`: a stat some cards do not print; reading it from one that
// prints none is the reference's rules error ("card has no member 'NAME'"),
// so the host answers Host::prints(id, card) too.
struct Member {
  std::string name;
  int id = 0;
  bool writable = false;
  bool optional = false;
};

// A game var (`field`): Host::game_var(id), Host::set_game_var.
struct GameVar {
  std::string name;
  int id = 0;
  bool writable = false;
};

// A zone every seat has (`p.hand`), or, `table`, the one zone every seat
// shares, named bare (`pile`; docs/dsl.md "table zone"). `kept`: the host
// keeps the zone, ordered or not, in the reference's order (docs/dsl.md
// "Moves": a move appends, a move to the bottom inserts first;
// Host::zone_card answers by that position), so a `for` over it walks a
// snapshot taken when the loop starts, by position, and `first` finds the
// card the reference finds, whatever the body moves. The reference walks an
// unordered zone in that order too: a `for`, `first` or `move all` over a
// zone that is not kept refuses the card (a choice's options are sorted by
// key, so a choice needs no order).
struct Zone {
  std::string name;
  bool ordered = false;
  bool kept = false;
  bool table = false;
};

// A procedure of the rules a power may call (`kill(you, x)`), answered by
// Host::perform(id, args); an action a power may ask about (`legal
// remove(you, x)`), answered by Host::legal(id, args); or a function of the
// rules a power may read (`adjacent(a, b)`), answered by
// Host::function(id, args), whose value is of kind `result`.
struct Verb {
  std::string name;
  int id = 0;
  std::vector<Kind> params;
  Kind result = Kind::value;
};

struct Binding {
  std::vector<std::string> seats;        // player constants: seat = index
  std::vector<Zone> zones;               // zone id = index
  std::vector<Member> members;           // c.NAME
  std::vector<GameVar> game_vars;        // NAME
  std::vector<GameVar> seat_vars;        // P.NAME, a per_player var: Host::seat_var(id, seat)
  std::vector<std::pair<std::string, int>> constants;  // other bare names (a card type: its id)
  std::vector<Verb> procedures;          // a statement `NAME(args);`
  std::vector<Verb> queries;             // `legal NAME(args)`
  bool moves_to_bottom = false;          // the host has move_bottom: a card's `to bottom` compiles
  bool rolls_dice = false;               // the host lists a die's faces (cards::open_faces): a `chance` over a die compiles
  // The host knows the cards' powers (Host::power_count, Host::power,
  // Host::activate): `powers(Z)` over a kept zone, a power's reads and
  // `activate u, p;` compile. The strings a power reads are interned by
  // string_id.
  bool powers = false;
  // The host answers a power's cost (Host::power_cost_size, power_cost:
  // its strings in order), so `u.cost` compiles as an aggregate's domain.
  bool power_costs = false;
  // The game lists a choice's options over powers (Option::powers: `option
  // "L" u in powers(Z)`, `chance "L" u in powers(Z)`) with their keys.
  bool power_options = false;
  // The game lists a choice's options over values known when compiled
  // (Option::elements: `option "L" t in cards`, a die's faces, the
  // declared types) with their keys.
  bool known_options = false;
  // The host takes a seat out of the game (Host::eliminate): a card's
  // `eliminate p;` compiles.
  bool eliminates = false;
  // The host answers has_named(string, card), whether a card lists the
  // fact a string names, so `has(c, s)` of a string that is not a literal
  // compiles.
  bool has_named = false;
  // The host puts every per_card var of a card back to its initial value
  // (Host::reset): a card's `reset c;` compiles.
  bool resets = false;
  // An event's id as Host::fire(id, card) knows it, -1 for one no trigger
  // answers. Empty: the game fires no card's events, and a card's
  // trigger or `fire` is refused.
  std::function<int(const std::string&)> event_id;
  std::vector<Verb> functions;           // `NAME(args)` in an expression
  // The timings a power may have, as the rules declare them; a power's is
  // Program::timing, its index here. Empty: a power's timing is a label
  // the game does not read.
  std::vector<std::string> timings;
  // A string literal's value (a card's name as Host::member reads it for
  // `c.name`); a string no card carries gets an id no member returns.
  std::function<int(const std::string&)> string_id;
  // A fact's id, as Host::has(id, card) knows it (facts.hpp: a keyword,
  // trait, team or symbol some card lists; -1 where none does). Empty: the
  // game binds no facts, and a card's `has(c, "NAME")` is refused.
  std::function<int(const std::string&)> fact_id;
};

}  // namespace canbeat::fast::cards
