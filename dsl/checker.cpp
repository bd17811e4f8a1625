// The checker (checker.hpp): first collects what the declarations make known,
// then checks every declaration in file order against it. What is allowed
// where is listed in docs/dsl.md, "Checking".
#include "dsl/checker.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <set>

#include <boost/variant/apply_visitor.hpp>

#include "dsl/checker_env.hpp"
#include "dsl/source_text.hpp"

namespace canbeat::dsl {
namespace check_detail {

void Env::error(const ast::Pos& at, std::string message) {
  out.items.push_back(
      {Diagnostic::Kind::error, game.where(at), std::move(message), game.line_text(at)});
}

bool Env::is(const std::string& what, const std::string& name) const {
  auto it = declared.find(what);
  return it != declared.end() && it->second.count(name);
}

const ast::Declare* Env::timing(const std::string& name) const {
  auto it = timings.find(name);
  return it == timings.end() ? nullptr : it->second;
}

std::string Env::timings_list() const {
  if (timings.empty()) return "the rules declare no timing: `timing NAME;`";
  std::string out;
  std::size_t i = 0;
  for (const auto& [name, d] : timings)
    out += (i++ == 0 ? "expected " : i == timings.size() ? " or " : ", ") + name;
  return out;
}

const Type* Env::lookup(const std::string& name) const {
  for (auto s = scopes.rbegin(); s != scopes.rend(); ++s)
    if (auto it = s->find(name); it != s->end()) return &it->second;
  return nullptr;
}

namespace {

using K = Type::Kind;

// The bare name an expression is, or "" (as in `players north, south;`).
std::string bare_name(const ast::Expr& e) {
  const auto* r = boost::get<ast::Ref>(&e.root.get());
  return r && r->members.empty() ? r->head : "";
}

bool has_flag(const ast::Declare& d, const char* flag) {
  for (const auto& f : d.flags)
    if (f == flag) return true;
  return false;
}

// What a var holds: a number, or the kind its flag names.
K var_kind(const ast::Declare& d) {
  return has_flag(d, "player") ? K::player : has_flag(d, "card") ? K::card : has_flag(d, "bool") ? K::bool_ : K::int_;
}

// ------------------------------------------------------------- collecting

void note_unique(Env& env, std::set<std::string>& names, const ast::Pos& at,
                 const std::string& kind, const std::string& name) {
  if (!names.insert(name).second) env.error(at, kind + " '" + name + "' is already declared");
}

void collect(Env& env) {
  std::set<std::string> seen_actions, seen_procs;
  for (const auto* d : env.game.all<ast::Declare>()) {
    note_unique(env, env.declared[d->what], *d, d->what, d->name);
    if (d->what == "timing") env.timings.emplace(d->name, d);
    if (d->what == "zone" && has_flag(*d, "per_player")) env.per_player_zones.insert(d->name);
    if (d->what == "var")
      (has_flag(*d, "per_player") ? env.per_player_vars
       : has_flag(*d, "per_card") ? env.per_card_vars
       : has_flag(*d, "per_door") ? env.per_door_vars
                                  : env.global_vars)
          .insert(d->name);
  }
  for (const auto* a : env.game.all<ast::ActionDecl>()) {
    note_unique(env, seen_actions, *a, "action", a->name);
    env.actions.emplace(a->name, a->params);
  }
  for (const auto* p : env.game.all<ast::Procedure>()) {
    note_unique(env, seen_procs, *p, "procedure", p->name);
    env.procedures.emplace(p->name, p->params);
  }
  std::set<std::string> seen_phases, seen_decks;
  for (const auto* p : env.game.all<ast::Phase>()) note_unique(env, env.phases, *p, p->kind, p->name);
  for (const auto* d : env.game.all<ast::Deck>()) note_unique(env, env.decks, *d, "deck", d->name);

  // The global scope (docs/dsl.md, "Names").
  auto& g = env.scopes.emplace_back();
  g["players"] = Type::list_of(K::player);
  g["types"] = Type::list_of(K::type);
  g["cards"] = Type::list_of(K::card);
  g["instances"] = Type::list_of(K::card);  // every card instance of the game being played
  g["triggered"] = Type::list_of(K::trigger);  // fired card triggers not resolved yet
  g["true"] = g["false"] = Type::of(K::bool_);
  if (!env.game.all<ast::BoardDecl>().empty()) {
    g["spaces"] = Type::list_of(K::space);  // the board's, in reading order
    g["doors"] = Type::list_of(K::door);    // in the board file's order
  }
  for (const auto& t : env.declared["type"]) g[t] = Type::of(K::type);
  for (const auto* d : env.game.all<ast::Declare>()) {
    if (d->what == "zone" && !has_flag(*d, "per_player")) g[d->name] = Type::of(K::zone);
    if (d->what == "var" && !has_flag(*d, "per_player") && !has_flag(*d, "per_card") && !has_flag(*d, "per_door"))
      g[d->name] = Type::of(var_kind(*d));
  }
  for (const auto* gd : env.game.all<ast::GameDecl>())
    for (const auto& p : gd->props)
      if (p.key == "players")
        for (const auto& v : p.values)
          if (auto n = bare_name(v); !n.empty()) g[n] = Type::of(K::player);
  collect_functions(env);
}

// ---------------------------------------------------------- declarations

// `known` == nullptr: any names (seats are declared by this very list).
void check_names_property(Env& env, const ast::Property& p, const std::set<std::string>* known,
                          const std::string& kind) {
  if (p.values.empty()) env.error(p, "'" + p.key + "' needs at least one name");
  std::set<std::string> seen;
  for (const auto& v : p.values) {
    std::string n = bare_name(v);
    if (n.empty()) env.error(v, "'" + p.key + "' takes names");
    else if (known && !known->count(n)) env.error(v, "unknown " + kind + " '" + n + "'");
    else if (!seen.insert(n).second) env.error(v, "'" + n + "' is listed twice");
  }
}

void check_game_property(Env& env, const ast::Property& p) {
  if (p.key == "title" || p.key == "source") {
    if (p.values.size() != 1) env.error(p, "'" + p.key + "' takes one string");
    for (const auto& v : p.values)
      expect_type(env, v, type_of(env, v), Type::of(K::string_), "'" + p.key + "'");
  } else if (p.key == "players") {
    check_names_property(env, p, nullptr, "seat");
    // Who looked at a card is a bit per seat (interpreter/state.hpp).
    if (p.values.size() > kMaxSeats)
      env.error(p.values[kMaxSeats], "at most " + std::to_string(kMaxSeats) + " seats (players)");
  } else if (p.key == "decks") {
    check_names_property(env, p, &env.decks, "deck");
  } else if (p.key == "table_deck") {
    // Dealt once, into the start zone, which must then be the table's.
    check_names_property(env, p, &env.decks, "deck");
    std::vector<std::string> start = env.game.list_property("start_zone");
    if (!start.empty() && env.per_player_zones.count(start[0]))
      env.error(p, "a table_deck is dealt into the start_zone, and '" + start[0] +
                       "' is per_player: start in a table zone (`zone " + start[0] + ";`)");
  } else if (p.key == "table") {
    // The numbers of players, each between 1 and the number of seats.
    std::size_t seats = env.game.list_property("players").size();
    if (p.values.empty()) env.error(p, "'table' needs at least one number of players");
    for (const auto& v : p.values) {
      const long* n = boost::get<long>(&v.root.get());
      if (!n || *n < 1 || static_cast<std::size_t>(*n) > seats)
        env.error(v, "'table' takes numbers of players from 1 to " + std::to_string(seats));
    }
  } else if (p.key == "start_zone") {
    std::string n = p.values.size() == 1 ? bare_name(p.values[0]) : "";
    if (n.empty()) env.error(p, "'start_zone' takes one zone name");
    else if (!env.is("zone", n)) env.error(p.values[0], "unknown zone '" + n + "'");
  } else {
    env.error(p, "unknown game property '" + p.key + "'");
  }
}

void check_declare(Env& env, const ast::Declare& d) {
  std::set<std::string> allowed;
  if (d.what == "zone") allowed = {"per_player", "unordered", "hidden", "private", "pieces"};
  // Who sees a zone's cards (docs/dsl.md "Who sees a zone").
  if (d.what == "zone" && has_flag(d, "private") && !has_flag(d, "per_player"))
    env.error(d, "zone '" + d.name + "' is the table's: no seat holds it to see it alone (drop `private`)");
  if (d.what == "zone" && has_flag(d, "private") && has_flag(d, "hidden"))
    env.error(d, "zone '" + d.name + "': `hidden` (nobody sees it) and `private` (its seat sees it) exclude each other");
  // A flag naming a per_player var: the seats whose var is not 0 see the
  // zone too (a declared group). It must widen a zone someone cannot see.
  for (const auto& f : d.flags)
    if (d.what == "zone" && env.per_player_vars.count(f)) {
      allowed.insert(f);
      if (!has_flag(d, "hidden") && !has_flag(d, "private"))
        env.error(d, "zone '" + d.name + "' is seen by every seat: `" + f + "` (the seats whose " + f +
                         " is not 0 see it too) needs `hidden` or `private`");
    }
  // `facedown`: a card of the type shows as `?` and its marks wherever a
  // seat would see it, but to a group a flag names (docs/dsl.md "Who sees
  // a zone"): a token placed number side down.
  if (d.what == "type") allowed = {"facedown"};
  for (const auto& f : d.flags)
    if (d.what == "type" && env.per_player_vars.count(f)) {
      allowed.insert(f);
      if (!has_flag(d, "facedown"))
        env.error(d, "type '" + d.name + "' is seen by every seat: `" + f + "` (the seats whose " + f +
                         " is not 0 see it too) needs `facedown`");
    }
  // `pieces`: the zone's cards stand on the board at their vars x and y
  // (docs/dsl.md "Board"; `canbeat play --trace --map` draws them).
  if (d.what == "zone" && has_flag(d, "pieces") && !(env.per_card_vars.count("x") && env.per_card_vars.count("y")))
    env.error(d, "zone '" + d.name + "' holds pieces: declare `var x: per_card = 0;` and `var y: per_card = 0;`");
  if (d.what == "var") allowed = {"per_player", "per_card", "per_door", "player", "card", "bool"};
  // A kind other than a number is for the game's own vars (`var leader: player;`).
  bool typed = var_kind(d) != K::int_;
  if (d.what == "var" && typed && (has_flag(d, "per_player") || has_flag(d, "per_card") || has_flag(d, "per_door")))
    env.error(d, "var '" + d.name + "': only a game var (no per_player, per_card or per_door) holds a player, a card or a bool");
  if (d.what == "var" && has_flag(d, "player") + has_flag(d, "card") + has_flag(d, "bool") > 1)
    env.error(d, "var '" + d.name + "' holds one kind: player, card or bool");
  if (d.what == "timing") allowed = {"event"};
  // `verb tap;`: statements may say `tap c;` for the procedure tap(c).
  if (d.what == "verb" && find_verb(d.name))
    env.error(d, "verb '" + d.name + "' is a built-in verb");
  else if (d.what == "verb" && !env.procedures.count(d.name))
    env.error(d, "verb '" + d.name + "' names no procedure: declare `procedure " + d.name + "(...)`");
  for (const auto& f : d.flags)
    if (!allowed.count(f)) env.error(d, "unknown flag '" + f + "' for " + d.what + " '" + d.name + "'");
  if (has_flag(d, "per_player") && has_flag(d, "per_card"))
    env.error(d, "var '" + d.name + "' cannot be both per_player and per_card");
  else if (has_flag(d, "per_door") && (has_flag(d, "per_player") || has_flag(d, "per_card")))
    env.error(d, "var '" + d.name + "' is a door's (per_door), not also a player's or a card's");
  if (!d.init) return;
  if (d.what == "var")
    expect_type(env, *d.init, type_of(env, *d.init), Type::of(var_kind(d)), "a var's initial value");
  else if (d.what == "type")
    expect_type(env, *d.init, type_of(env, *d.init), Type::of(K::string_), "a type's abbreviation");
  else
    env.error(*d.init, d.what + " '" + d.name + "' takes no value");
}

void check_self_query(Env& env, const ast::Permission& p);

// `must only`: the cards it names are the only ones the action is legal
// for, so it needs a card parameter to range over (docs/dsl.md "Obligation").
void check_obligation(Env& env, const ast::Permission& p, const std::vector<Type>& types) {
  if (!p.only) return;
  if (p.modality != "must") env.error(p, "'only' follows 'must' (an obligation: `must only " + p.action + "(...)`)");
  bool cards = std::any_of(types.begin(), types.end(), [](const Type& t) { return t == Type::of(K::card); });
  if (!cards) env.error(p, "an obligation ranges over the action's card parameters, and '" + p.action + "' has none");
}

void check_permission(Env& env, const ast::Permission& p) {
  check_self_query(env, p);
  Scoped scope(env);
  auto it = env.actions.find(p.action);
  if (it == env.actions.end()) {
    env.error(p, "unknown action '" + p.action + "'");
    for (const auto& n : p.params) env.bind(n, Type::of(K::unknown));
  } else {
    if (it->second.size() != p.params.size())
      env.error(p, "action '" + p.action + "' has " + std::to_string(it->second.size()) +
                       " parameters, " + std::to_string(p.params.size()) + " given");
    auto types = param_types(it->second);
    for (std::size_t i = 0; i < p.params.size(); ++i)
      env.bind(p.params[i], i < types.size() ? types[i] : Type::of(K::unknown));
    check_obligation(env, p, types);
  }
  if (p.when)
    expect_type(env, *p.when, type_of(env, *p.when), Type::of(K::bool_), "'when'");
}

void check_invariant(Env& env, const ast::Invariant& inv) {
  Scoped scope(env);
  // The deck lists are data the invariants test; no engine plays with them
  // as values, so `decks` is a name in invariants only.
  env.bind("decks", Type::list_of(K::deck));
  for (const auto& b : inv.binders) bind_binder(env, b);
  expect_type(env, inv.check, type_of(env, inv.check), Type::of(K::bool_),
              "invariant '" + inv.name + "'");
}

void check_procedure(Env& env, const ast::Procedure& p) {
  if (p.name == "setup" && !p.params.empty()) env.error(p, "procedure 'setup' takes no parameters");
  Scoped scope(env);
  bind_params(env, p.params);
  check_block(env, p.body);
}

void check_turn(Env& env, const ast::Turn& t) {
  if (t.phases.empty()) env.error(t, "a turn needs at least one phase");
  for (const auto& p : t.phases)
    if (!env.phases.count(p)) env.error(t, "unknown phase '" + p + "'");
}

// A card trigger: `fire "event", c;` in the rules binds its one
// parameter to the card the event is about; `you` is the controller of the
// card that carries it. Events are named by the rules that fire them.
void check_trigger(Env& env, const ast::Trigger& t) {
  Scoped scope(env);
  if (t.params.size() != 1) env.error(t, "a trigger takes one parameter: the card its event is about");
  for (const auto& n : t.params) env.bind(n, Type::of(K::card));
  env.bind("you", Type::of(K::player));
  if (t.where) expect_type(env, *t.where, type_of(env, *t.where), Type::of(K::bool_), "the where of a trigger");
  check_block(env, t.body);
}

// A continuous effect changes a stat (+= or -= an int) or a keyword (= a
// bool) of each card its binder holds; `you` is its card's controller.
void check_continuous(Env& env, const ast::Continuous& c) {
  Scoped scope(env);
  env.bind("you", Type::of(K::player));
  bind_binder(env, c.binder);
  if (c.target.head != c.binder.var || c.target.members.size() != 1)
    env.error(c.target, "a continuous effect changes a member of its bound card ('" + c.binder.var + ".NAME')");
  Type target = type_of_ref(env, c.target);
  if (target == Type::of(K::bool_)) {
    if (c.op != "=") env.error(c, "a keyword is given (= true) or taken away (= false), not " + c.op);
    expect_type(env, c.amount, type_of(env, c.amount), Type::of(K::bool_), "the value of '" + c.name + "'");
    return;
  }
  expect_type(env, c.target, target, Type::of(K::int_), "the target of '" + c.name + "'");
  if (c.op == "=") env.error(c, "a stat is changed with += or -=, not =");
  expect_type(env, c.amount, type_of(env, c.amount), Type::of(K::int_), "the amount of '" + c.name + "'");
}

// ----------------------------------------------------------------- cards

// A power's timing says when it can be used; the rules declare the timings
// (`timing main;`), and those whose powers name the event they react to
// (`timing answer: event;`, used as `answer(EVENT)`). Its cost is
// declared symbols (none: the power is free), and its body sees `you`, the
// player using it, besides the card's `self`.
void check_power(Env& env, const ast::Power& p) {
  const ast::Declare* timing = env.timing(p.timing);
  if (!timing) {
    env.error(p, "unknown timing '" + p.timing + "' of power \"" + p.name + "\" (" + env.timings_list() + ")");
  } else if (has_flag(*timing, "event") && !p.event) {
    env.error(p, "the " + p.timing + " power \"" + p.name + "\" names no event: " + p.timing + "(EVENT)");
  } else if (!has_flag(*timing, "event") && p.event) {
    env.error(p, "only a timing declared `: event` names an event, not the " + p.timing + " power \"" + p.name + "\"");
  }
  for (const auto& s : p.cost)
    if (!env.is("symbol", s)) env.error(p, "unknown symbol '" + s + "' in the cost of power \"" + p.name + "\"");
  Scoped scope(env);
  env.bind("you", Type::of(K::player));
  check_block(env, p.body);
}

// Card property keys: `type`, any declared stat, keyword / trait /
// traits / team / counter naming declarations of that kind, and `outside`
// naming cards from outside the game (strings).
void check_card_property(Env& env, const ast::Property& p) {
  if (p.key == "type") {
    std::string n = p.values.size() == 1 ? bare_name(p.values[0]) : "";
    if (n.empty()) env.error(p, "'type' takes one type name");
    else if (!env.is("type", n)) env.error(p.values[0], "unknown type '" + n + "'");
  } else if (env.is("stat", p.key)) {
    if (p.values.size() != 1) env.error(p, "stat '" + p.key + "' takes one number");
    for (const auto& v : p.values)
      expect_type(env, v, type_of(env, v), Type::of(K::int_), "stat '" + p.key + "'");
  } else if (p.key == "keyword" || p.key == "trait" || p.key == "traits" || p.key == "team" ||
             p.key == "counter" || p.key == "symbol") {
    std::string kind = p.key == "traits" ? "trait" : p.key;
    if (p.values.empty()) env.error(p, "'" + p.key + "' needs at least one name");
    for (const auto& v : p.values) {
      std::string n = bare_name(v);
      if (n.empty() || !env.is(kind, n))
        env.error(v, "unknown " + kind + " '" + (n.empty() ? "?" : n) + "'");
    }
  } else if (p.key == "outside") {
    // Cards from outside the game the card uses (ALN-006): each a string
    // naming a card (by id or name) of the card sets or decks.
    if (p.values.empty()) env.error(p, "'outside' needs at least one card");
    for (const auto& v : p.values) {
      const auto* name = boost::get<std::string>(&v.root.get());
      bool known = false;
      for (const auto* s : env.game.all<ast::CardSet>())
        for (const auto& c : s->cards) known = known || (name && (c.name == *name || (c.id && *c.id == *name)));
      for (const auto* dk : env.game.all<ast::Deck>())
        for (const auto& e : dk->entries)
          if (const auto* c = boost::get<ast::CardDef>(&e.get()))
            known = known || (name && (c->name == *name || (c->id && *c->id == *name)));
      if (!known) env.error(v, "'outside' names no card: expected \"ID\" or \"Name\" of a card");
    }
  } else {
    env.error(p, "unknown card property '" + p.key + "'");
  }
}

void check_card(Env& env, const ast::CardDef& c, std::set<std::string>& ids) {
  if (c.id && !ids.insert(*c.id).second) env.error(c, "card id '" + *c.id + "' is already used");
  if (c.copies && *c.copies < 1) env.error(c, "a card needs at least 1 copy");
  check_key_text(env, c, c.name, "a card's name", true);
  std::set<std::string> keys;
  struct V {
    using result_type = void;
    Env& env;
    std::set<std::string>& keys;
    void operator()(const ast::Property& p) const {
      if (!keys.insert(p.key).second) env.error(p, "card property '" + p.key + "' given twice");
      check_card_property(env, p);
    }
    void operator()(const ast::Permission& p) const { check_permission(env, p); }
    void operator()(const ast::Trigger& t) const { check_trigger(env, t); }
    void operator()(const ast::Continuous& c) const { check_continuous(env, c); }
    void operator()(const ast::Power& p) const { check_power(env, p); }
  };
  // A card's own statements name the card instance that carries them `self`.
  Scoped scope(env);
  env.bind("self", Type::of(K::card));
  for (const auto& item : c.items) boost::apply_visitor(V{env, keys}, item.get());
}

// Deck sizes the engines can deal: a line may hold at most max_copies_per_line
// copies and a deck at most max_cards_per_deck cards (docs/dsl.md "Decks"),
// so a typo such as x99999999999 is an error, not a game that never deals.
constexpr long max_copies_per_line = 1000;
constexpr long max_cards_per_deck = 10000;

void check_copies(Env& env, const ast::Pos& at, const boost::optional<long>& copies, long& total) {
  long n = copies.value_or(1);
  if (n > max_copies_per_line)
    env.error(at, "at most " + std::to_string(max_copies_per_line) + " copies of a card in a deck line, not " +
                      std::to_string(n));
  total += std::clamp(n, 0L, max_copies_per_line + 1);
}

void check_deck(Env& env, const ast::Deck& d, std::set<std::string>& ids) {
  check_deck_board(env, d);
  std::set<std::string> known;
  for (const auto* s : env.game.all<ast::CardSet>())
    for (const auto& c : s->cards) {
      known.insert(c.name);
      if (c.id) known.insert(*c.id);
    }
  for (const auto* dk : env.game.all<ast::Deck>())
    for (const auto& e : dk->entries)
      if (const auto* c = boost::get<ast::CardDef>(&e.get())) {
        known.insert(c->name);
        if (c->id) known.insert(*c->id);
      }
  long total = 0;
  for (const auto& e : d.entries) {
    if (const auto* c = boost::get<ast::CardDef>(&e.get())) {
      check_card(env, *c, ids);  // a card needs at least 1 copy
      check_copies(env, *c, c->copies, total);
    } else {
      const auto& u = boost::get<ast::CardUse>(e.get());
      if (!known.count(u.card)) env.error(u, "unknown card '" + u.card + "'");
      if (u.copies && *u.copies < 1) env.error(u, "a card needs at least 1 copy");
      check_copies(env, u, u.copies, total);
    }
  }
  if (total > max_cards_per_deck)
    env.error(d, "deck '" + d.name + "' holds " + std::to_string(total) + " cards: at most " +
                     std::to_string(max_cards_per_deck) + " in a deck");
}

// A can/cant/must whose condition asks `legal` of its own action with its
// own parameters re-asks the very query being answered: it can never end
// (conditions change nothing). Guarded recursion over other arguments (an
// character asks `legal` of another character's attack) is
// allowed; the interpreter bounds how deep queries nest.
void legal_queries(const ast::Expr& e, std::vector<const ast::Legal*>& out);

void legal_queries(const ast::Node& o, std::vector<const ast::Legal*>& out) {
  namespace x3 = boost::spirit::x3;
  if (const auto* l = boost::get<x3::forward_ast<ast::Legal>>(&o.get())) {
    out.push_back(&l->get());
    for (const auto& a : l->get().args) legal_queries(a, out);
  } else if (const auto* c = boost::get<x3::forward_ast<ast::Call>>(&o.get())) {
    for (const auto& a : c->get().args) legal_queries(a, out);
  } else if (const auto* a = boost::get<x3::forward_ast<ast::Aggregate>>(&o.get())) {
    legal_queries(a->get().binder.domain, out);
    if (a->get().binder.where) legal_queries(*a->get().binder.where, out);
    if (a->get().value) legal_queries(*a->get().value, out);
  } else if (const auto* u = boost::get<x3::forward_ast<ast::Unary>>(&o.get())) {
    legal_queries(u->get().operand, out);
  } else if (const auto* x = boost::get<x3::forward_ast<ast::Paren>>(&o.get())) {
    legal_queries(x->get().inner, out);
  } else if (const ast::Binary* b = ast::as_binary(o)) {
    legal_queries(b->lhs, out);
    legal_queries(b->rhs, out);
  }
}

void legal_queries(const ast::Expr& e, std::vector<const ast::Legal*>& out) {
  legal_queries(e.root, out);
}

void check_self_query(Env& env, const ast::Permission& p) {
  if (!p.when) return;
  std::vector<const ast::Legal*> asked;
  legal_queries(*p.when, asked);
  for (const ast::Legal* l : asked) {
    if (l->action != p.action || l->args.size() != p.params.size()) continue;
    bool same = true;
    for (std::size_t i = 0; same && i < p.params.size(); ++i) same = bare_name(l->args[i]) == p.params[i];
    if (same)
      env.error(*l, "'legal " + l->action + "' asks the very query this statement answers: it would never end");
  }
}

struct DeclChecker {
  using result_type = void;
  Env& env;
  std::set<std::string>& card_ids;
  int& games;
  void operator()(const ast::GameDecl& g) const {
    if (++games > 1) env.error(g, "a second 'game' declaration");
    for (const auto& p : g.props) check_game_property(env, p);
    bool seats = false;
    for (const auto& p : g.props) seats = seats || (p.key == "players" && !p.values.empty());
    if (!seats) env.error(g, "game '" + g.name + "' names no players: expected `players NAME, ...;`");
  }
  void operator()(const ast::Declare& d) const { check_declare(env, d); }
  void operator()(const ast::ActionDecl& a) const {
    // The guard is read once per state, for every query alike: no parameter
    // is in its scope.
    if (a.guard) expect_type(env, *a.guard, type_of(env, *a.guard), Type::of(K::bool_), "an action's 'while'");
    Scoped scope(env);
    bind_params(env, a.params);
  }
  void operator()(const ast::Permission& p) const { check_permission(env, p); }
  void operator()(const ast::Invariant& i) const { check_invariant(env, i); }
  void operator()(const ast::Procedure& p) const { check_procedure(env, p); }
  void operator()(const ast::Phase& p) const { check_block(env, p.body); }
  void operator()(const ast::Turn& t) const { check_turn(env, t); }
  void operator()(const ast::Trigger& t) const { check_trigger(env, t); }
  void operator()(const ast::Continuous& c) const { check_continuous(env, c); }
  void operator()(const ast::CardSet& s) const {
    for (const auto& c : s.cards) check_card(env, c, card_ids);
  }
  void operator()(const ast::Deck& d) const { check_deck(env, d, card_ids); }
  void operator()(const ast::Die& d) const { check_die(env, d); }
  void operator()(const ast::Function& f) const { check_function(env, f); }
  void operator()(const ast::BoardDecl& b) const { check_board_decl(env, b); }
  // The card vocabulary is checked by the desugaring pass, which takes it
  // out of the kernel this checker reads (desugar.hpp).
  void operator()(const ast::Term&) const {}
  void operator()(const ast::Ability&) const {}
  void operator()(const ast::Attribute&) const {}
};

}  // namespace
}  // namespace check_detail

void check(const Game& game, Diagnostics& out) {
  using namespace check_detail;
  Env env(game, out);
  collect(env);
  std::set<std::string> card_ids;
  int games = 0;
  for (const auto& f : game.files)
    for (const auto& d : f.ast.decls)
      boost::apply_visitor(DeclChecker{env, card_ids, games}, d.get());
  check_recursion(env);
  if (games == 0) {
    // Reported at the start of the first rules file (files load *.rules
    // first), the one that should hold it.
    Where w;
    w.file = game.files.empty() ? game.dir : game.files.front().path;
    w.line = 1, w.col = 1;
    std::string line = game.files.empty() ? "" : line_of(game.files.front().text, 1);
    out.items.push_back({Diagnostic::Kind::error, w,
                         "no 'game' declaration (expected `game NAME { players ...; }` in a .rules file)",
                         line});
  }
}

}  // namespace canbeat::dsl
