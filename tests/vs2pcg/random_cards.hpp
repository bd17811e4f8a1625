// Random, well-typed Vs. System card sets for differential testing of the
// fast engine's card compiler (as Csmith does for C compilers):
// supporting characters whose abilities draw on the card language (powers
// with timings and symbol costs, triggers on the rules' events, continuous
// effects on stats and keywords, can and can't statements, choices, loops,
// lets, the verbs that end the game, reset and fire (of the set's own event),
// legality queries in powers and triggers, counts, sums and first,
// opponent(), loops inside loops reading each other's cards, moves under a
// row, a card set's own per-card var, functions and procedure), in two
// decks, played in lockstep on both engines by random_cards_test.cpp and
// fuzz_cards.cpp.
//
// A stream of numbers steers every choice, so RapidCheck (a vector it
// shrinks) and libFuzzer (the input's bytes) drive the same generator, and
// a shorter stream is a smaller card set: past its end every pick is the
// first, simplest choice (no ability, the literal 0, `self`).
#pragma once

#include <fmt/format.h>

#include <cctype>
#include <string>
#include <vector>

#include "tests/support/picks.hpp"

namespace canbeat::testing {

namespace random_cards_detail {

// What a statement may name: the cards bound by the enclosing fors and
// options (`x0` the outermost, `x1` inside it, ...), a let `n` in scope.
struct Scope {
  std::vector<std::string> bound;
  bool has_let = false;
  bool asks_legal = false;  // a power's or trigger's body or an effect's condition: it may ask `legal ...`
  // A power's or trigger's body: a rules error there is met at the same
  // step on both engines (in a condition the engines ask at other steps,
  // an effect's or a statement's, it is not: a known limit).
  bool may_err = false;
  bool in_procedure = false;  // the set's procedure's body: it calls no procedure
  int depth = 0;
};

// A card the code may name: self, or one of the bound cards (1 in `odds`
// self, when any is bound).
inline std::string someone(Picks& p, const Scope& s, unsigned odds) {
  if (s.bound.empty() || p.pick(odds) == 0) return "self";
  return s.bound[p.pick(static_cast<unsigned>(s.bound.size()))];
}

// A scope inside a binder: its card named after its depth.
inline Scope binding(const Scope& s, std::string& var) {
  Scope inner = s;
  var = "x" + std::to_string(s.bound.size());
  inner.bound.push_back(var);
  ++inner.depth;
  return inner;
}

// A binder over a row of the card's side or the enemy's: `v in ROW where
// COND` (an enemy row is read through its cards: the language reads no
// member of a call's result).
inline std::string in_row(Picks& p, const std::string& v, const std::string& cond) {
  const char* row = p.pick(2) ? "front_row" : "back_row";
  std::string where = cond.empty() ? "" : " where " + cond;
  if (p.pick(2)) return fmt::format("{} in self.controller.{}{}", v, row, where);
  return fmt::format("{0} in instances where {0}.controller != self.controller and {0} in {0}.controller.{1}{2}", v, row,
                     cond.empty() ? "" : " and " + cond);
}
inline const char* const kStats[] = {"atk", "def", "health", "cost"};
inline const char* const kKeywords[] = {"flight", "ranged", "ferocious", "lethal", "stealth", "no_autographs"};
// The facts an effect may give or take besides keywords: the set's own
// trait and the rules' teams.
inline const char* const kTeams[] = {"company", "xenomorph", "prey", ""};
inline const char* const kFacts[] = {"gen_drilled", "company", "xenomorph"};
inline const char* const kSymbols[] = {"might", "intellect", "skill", "energy", "humanity", "alien"};
// The rules' events (games/vs2pcg/triggers.rules), the set's own event
// gen_signal (only a card's `fire` fires it), and the timings a supporting
// character's power may have (powers.rules).
inline const char* const kEvents[] = {"gen_signal", "appears", "attacks", "attacked", "stunned", "kod", "survives",
                                      "turn_start", "recovered", "build_start", "main_start", "turn_end"};
inline const char* const kTimings[] = {"main", "build", "combat", "any_combat"};

// An int expression: small, so loops and sums stay short.
inline std::string int_expr(Picks& p, const Scope& s, int depth = 0) {
  std::string who = someone(p, s, 2);
  if (p.pick(12) == 0) {
    // Stats beyond the five (docs/dsl.md `stat`): the set's own, which
    // only some cards print (so read where printed), and the deck limit,
    // which every card of these decks prints.
    if (p.pick(3) == 0) return who + ".limit";
    return fmt::format("sum({} : y.gen_mass)", in_row(p, "y", "printed(y, \"gen_mass\")"));
  }
  // A die's faces (docs/dsl.md "Die"): summed or counted.
  if (p.pick(16) == 0)
    return p.pick(2) ? fmt::format("sum(gen_f in gen_die where gen_f > {}.gen_charge : gen_f)", who)
                     : fmt::format("count(gen_f in gen_die where gen_f == {})", p.pick(3));
  if (p.pick(10) == 0) {
    // The cards as printed (docs/dsl.md "Names"): by their printed text,
    // or by the game too (read at each card); maybe through a let's name
    // (gen_pool, let in statements()).
    const std::string cards = s.has_let && p.pick(2) ? "gen_pool" : "cards";
    switch (p.pick(6)) {
      case 5:
        // A card of `cards` inside another's term: both read as printed
        // (The Dragon's cards paired by name and type, or by name and a
        // stat read as the game goes).
        return p.pick(2) ? fmt::format("sum(t9 in {} where t9.name == \"The Dragon\" : count(u9 in cards where u9.name "
                                       "== t9.name and u9.type == t9.type))",
                                       cards)
                         : fmt::format("sum(t9 in {} where t9.team == \"company\" and t9.type == main_character : "
                                       "count(u9 in cards where u9.name == t9.name and u9.atk > {}.atk))",
                                       cards, who);
      case 4: {
        // The declared types (maybe through a let's name, gen_kinds): how
        // many of them who's controller has in a row, or how many cards of
        // the hand are of the first type with fewer than k in the Front Row
        // (a Plot Twist never is: first finds one).
        const std::string types = s.has_let && p.pick(2) ? "gen_kinds" : "types";
        if (p.pick(2))
          return fmt::format("count(ty9 in {} where any(y in {}.controller.{} : y.type == ty9))", types, who,
                             p.pick(2) ? "front_row" : "hand");
        return fmt::format("count(y in {1}.controller.hand where y.type == first(ty9 in {0} where count(y8 in "
                           "{1}.controller.front_row where y8.type == ty9) < {2}))",
                           types, who, 1 + p.pick(2));
      }
      case 3:
        // The cheapest or dearest Company Supporting Character within
        // reach (none within reach: the rules error, on both engines).
        return fmt::format("{}(t9 in {} where t9.type == supporting_character and t9.team == \"company\" and t9.cost <= "
                           "{}.gen_charge + {} : t9.atk + t9.cost)",
                           p.pick(2) ? "min" : "max", cards, who, p.pick(4) == 0 ? 1 : 9);
      case 0:
        // By the printed text alone: a name, or a stat against a number.
        return p.pick(2) ? fmt::format("count(t9 in {} where t9.name == \"The Dragon\")", cards)
                         : fmt::format("count(t9 in {} where t9.type == supporting_character and t9.cost {} {})", cards,
                                       p.pick(2) ? "<=" : ">", p.pick(4));
      case 1: return fmt::format("sum(t9 in {} where t9.type == main_character and t9.team == \"xenomorph\" : t9.level)", cards);
      default:
        return fmt::format("count(t9 in {} where t9.type == supporting_character and t9.team == \"company\" and t9.cost <= "
                           "{}.gen_charge + {})",
                           cards, who, p.pick(3));
    }
  }
  switch (p.pick(depth < 2 ? 11 : 8)) {
    case 0: return std::to_string(p.pick(4));
    case 1: return who + "." + (p.pick(2) ? "atk" : "def");
    case 2: return who + ".gen_charge";
    case 3: return fmt::format("count({})", in_row(p, "y", ""));
    case 4: return s.has_let ? "n" : "1";
    case 5: return fmt::format("{}.wounds", who);
    case 6:
      // A list<card> parameter: `instances`, or a let of it.
      if (p.pick(2) == 0) return "gen_marked(instances)";
      return fmt::format("gen_weight({})", who);
    case 7: {
      // The cards out of play a player keeps aside (vs2pcg.rules zones).
      constexpr const char* kAside[] = {"set_aside", "removed", "facehuggers", "captives", "ko_pile"};
      if (p.pick(2)) return fmt::format("count(y in {}.controller.{})", who, p.one(kAside));
      return "count(y in instances where y.controller == opponent(self.controller) and y.exhausted == 0)";
    }
    case 8: return fmt::format("({} + {})", int_expr(p, s, depth + 1), int_expr(p, s, depth + 1));
    case 9: return fmt::format("({} - {})", int_expr(p, s, depth + 1), int_expr(p, s, depth + 1));
    default: return fmt::format("sum({} : y.atk)", in_row(p, "y", ""));
  }
}

// A legality query about `who`, as the rules' options ask it (the actions
// the fast engine answers: attack.rules, build.rules, combat.rules,
// actions.rules).
inline std::string legal_query(Picks& p, const Scope& s, const std::string& who) {
  const std::string other = someone(p, s, 2);
  switch (p.pick(18)) {
    case 17: return fmt::format("legal gen_quota(self.controller, {})", int_expr(p, s));
    case 16: return fmt::format("legal gen_favoured({}, self.controller)", who);
    case 12: return fmt::format("legal pay_recruit_points(self.controller, {})", who);
    // Team Affiliation (vs2pcg.rules): a card's team, a declared team by
    // name (prey: declared, on no generated card) and "" (no team).
    case 13: return fmt::format("legal affiliated({}, {}.team)", who, other);
    case 14: return fmt::format("legal affiliated({}, \"{}\")", who, kTeams[p.pick(4)]);
    case 15: return p.pick(2) ? fmt::format("legal good_team({}.team)", who)
                              : fmt::format("legal good_team(\"{}\")", kTeams[p.pick(4)]);
    case 8: return fmt::format("legal join(self.controller, {}, {})", who, other);
    case 9: return fmt::format("legal reach(self.controller, {})", who);
    case 10:
      // The other seat by its number (player_at; past the last seat a rules error on both engines).
      if (s.may_err && p.pick(3) == 0)
        return fmt::format("legal change_side({}, player_at({} - seat_of(self.controller)))", who, p.pick(8) ? 1 : 2);
      return fmt::format("legal change_side({}, opponent(self.controller))", who);
    case 11: return fmt::format("legal play_equipment(self.controller, {}, {})", who, other);
    case 0: return fmt::format("legal attack(self.controller, {})", who);
    case 1: return fmt::format("legal target({}, {})", who, other);
    case 2: return fmt::format("legal change_row(self.controller, {})", who);
    case 3: return fmt::format("legal strike_back({})", who);
    case 4: return fmt::format("legal strike_back_at({}, {})", who, other);
    case 5: return fmt::format("legal power_up(self.controller, {}, {})", who, other);
    case 6: return fmt::format("legal recruit(self.controller, {})", who);
    default: return fmt::format("legal team_attack({}, {})", who, other);
  }
}

// The powers of one of the zones of `who`'s controller.
inline std::string powers_of(Picks& p, const std::string& who) {
  constexpr const char* kZones[] = {"front_row", "back_row", "hand", "resource_row"};
  return fmt::format("powers({}.controller.{})", who, p.one(kZones));
}

// A test of the power `u` (docs/dsl.md "Power"): its members, and in a
// power's or trigger's body the legality of using, paying or playing it.
// Its card is read through a per-card var, which every card has (a stat
// would be a rules error for a Location in hand).
inline std::string power_test(Picks& p, const Scope& s, const std::string& u) {
  switch (p.pick(s.asks_legal ? 14 : 10)) {
    case 0: return u + ".used";
    // Another power's name, timing or event against this one's.
    case 9:
      return fmt::format("any(v in {2} : v.{1} == {0}.{1} and v.name != {0}.name)", u,
                         p.pick(3) == 0 ? "event" : "timing", powers_of(p, "self"));
    // Its first symbol (printed first), or, in a power's or trigger's body,
    // the first other than one (none: the rules error on both engines
    // alike; in a condition the engines ask at other steps, an effect's
    // or a statement's, an error is met at different steps, so not there).
    case 8:
      if (!s.may_err || p.pick(2)) return fmt::format("(count(s in {0}.cost) == 0 or first(s in {0}.cost) == \"{1}\")", u, p.one(kSymbols));
      return fmt::format("first(s in {}.cost where s != \"{}\") == \"{}\"", u, p.one(kSymbols), p.one(kSymbols));
    // Its cost, symbol by symbol (in a body also the legality of paying one).
    case 6: return fmt::format("count(s in {}.cost) {} {}", u, p.pick(2) ? ">=" : "<", p.pick(3));
    case 7:
      return fmt::format("{}(s in {}.cost : s == \"{}\" or any(l in self.controller.resource_row : has(l, s)))",
                         p.pick(2) ? "any" : "all", u, p.one(kSymbols));
    case 12:
      return fmt::format("any(s in {0}.cost : any(l in self.controller.hand : legal pay_symbol(self.controller, {0}, l, s)))", u);
    case 1: return fmt::format("{}.timing == \"{}\"", u, p.pick(4) ? p.one(kTimings) : "reaction");
    case 2: return fmt::format("{}.name == \"Gen Power {}-{}\"", u, 1 + p.pick(8), 1 + p.pick(3));
    case 3: return fmt::format("{}.event {} \"{}\"", u, p.pick(2) ? "==" : "!=", p.pick(2) ? "" : "enemy_plays_twist");
    case 4: return fmt::format("{}.card.exhausted == 0", u);
    case 5: return fmt::format("gen_fresh({})", u);
    case 10: return fmt::format("legal use_power(self.controller, {})", u);
    case 11: return fmt::format("legal {}(self.controller, {})", p.pick(2) ? "payable" : "play_twist", u);
    default:
      return fmt::format("any(l in self.controller.resource_row : legal pay_symbol(self.controller, {}, l, \"{}\"))", u,
                         p.one(kSymbols));
  }
}

// A condition about `who` (a card bound by a binder) or self; it may
// compare `who` with an enclosing binder's card.
inline std::string condition(Picks& p, const Scope& s, const std::string& who, int depth = 0) {
  if (s.asks_legal && p.pick(6) == 0) return legal_query(p, s, who);
  if (p.pick(8) == 0) {
    // The powers of a zone: any, count, or the powers of `who` itself.
    const std::string test = power_test(p, s, "u");
    switch (p.pick(3)) {
      case 0: return fmt::format("any(u in {} : {})", powers_of(p, who), test);
      case 1: return fmt::format("count(u in {} where {}) >= {}", powers_of(p, who), test, 1 + p.pick(2));
      default: return fmt::format("any(u in {} : u.card == {} and {})", powers_of(p, who), who, test);
    }
  }
  if (p.pick(12) == 0) return fmt::format("printed({0}, \"gen_mass\") and {0}.gen_mass > {1}", who, p.pick(3));
  if (p.pick(16) == 0) {
    // The cards as printed: a Company Supporting Character (each prints
    // a cost) of who's name or of a cost the game gives, or all Main
    // Characters of a level.
    if (p.pick(3) == 0) return fmt::format("all(t9 in cards where t9.type == main_character : t9.level <= {})", 1 + p.pick(2));
    return fmt::format("any(t9 in cards where t9.type == supporting_character and t9.team == \"company\" and t9.cost <= "
                       "{0}.gen_charge + {1} : t9.name == {0}.name)",
                       who, p.pick(3));
  }
  switch (p.pick(depth < 1 ? 10 : 8)) {
    case 0: return who + ".exhausted == 0";
    case 1: return who + ".face_down == 0";
    case 2: return fmt::format("{}.{} <= {}", who, p.pick(2) ? "atk" : "def", int_expr(p, s));
    case 3: return fmt::format("printed({0}, \"cost\") and {0}.cost <= {1}", who, p.pick(5));
    case 4:
      // has(c, NAME): as printed (dsl/game.cpp card_has), effects not applied.
      if (p.pick(4) == 0) {
        const unsigned kind = p.pick(3);
        return fmt::format("has({}, \"{}\")", who,
                           kind == 0 ? p.one(kKeywords) : kind == 1 ? p.one(kFacts) : p.one(kSymbols));
      }
      // Its member: as the effects make it (a keyword, a fact, a symbol).
      return fmt::format("{}.{}", who, p.pick(4) == 0 ? p.one(kSymbols) : p.pick(3) ? p.one(kKeywords) : p.one(kFacts));
    case 5: return who == "self" ? "self.gen_charge > 0" : who + " != " + someone(p, s, 2);
    case 6: return fmt::format("{}.gen_charge < {}", who, 1 + p.pick(3));
    case 7:
      // A string from a function (a literal result) or a literal.
      if (p.pick(2)) return fmt::format("gen_named({}, {})", who, p.pick(3) == 0 ? "gen_fav()" : p.pick(2) ? "\"company\"" : "\"Gen 1\"");
      return fmt::format("gen_heavier({}, self)", who);
    case 8: return fmt::format("({} and {})", condition(p, s, who, depth + 1), condition(p, s, who, depth + 1));
    default: return fmt::format("not ({})", condition(p, s, who, depth + 1));
  }
}

inline std::string statements(Picks& p, Scope s, int count);

// A zone kept in a let (its player now, its cards when read), walked,
// passed to the set's function or procedure of a zone, or one a function
// returns.
inline std::string zone_let(Picks& p, const Scope& s, const std::string& who) {
  const std::string z = "z" + std::to_string(s.depth);
  const std::string zone = p.pick(3) ? fmt::format("{}.controller.{}", who, p.pick(2) ? "front_row" : "back_row")
                                     : std::string("gen_home(self.controller)");
  std::string x;
  const Scope each = binding(s, x);
  switch (p.pick(3)) {
    case 0:
      return fmt::format("let {0} = {1}; for {2} in {0} where {3} {{ {4} }}", z, zone, x, condition(p, s, x),
                         statements(p, each, 1));
    case 1:
      return fmt::format("let {0} = {1}; if gen_busy({0}) > {2} {{ {3} }}", z, zone, p.pick(3), statements(p, s, 1));
    default: return fmt::format("let {0} = {1}; gen_rotate({0});", z, zone);
  }
}

// One statement; the cards the enclosing fors and options bound, if any,
// are in `s.bound`.
inline std::string statement(Picks& p, Scope s) {
  std::string who = someone(p, s, 3);
  int kinds = s.depth < 2 ? 15 : 10;
  switch (p.pick(kinds)) {
    case 0:
      // reset: every per-card var back (the rules' and the set's own).
      if (p.pick(10) == 0) return fmt::format("reset {};", who);
      return fmt::format("exhaust {};", who);
    case 1:
      // send_away (actions.rules): to an enemy's Back Row, or (may) it stays.
      if (!s.in_procedure && p.pick(4) == 0) return fmt::format("send_away(you, {}, {});", who, p.pick(2) ? "true" : "false");
      return fmt::format("ready {};", who);
    case 2:
      // reveal_top (actions.rules) with a computed count; the revealed
      // cards go to the hand or under the deck.
      // For you, or for each enemy player (a deck procedure for another).
      if (!s.in_procedure && p.pick(5) == 0) {
        const bool yours = p.pick(2);
        const char* q = yours ? "you" : "gen_q";
        const std::string after =
            p.pick(2) ? fmt::format("move all {0}.revealed to {0}.hand;", q) : fmt::format("bottom_in_order({});", q);
        const std::string body = fmt::format("reveal_top({}, {}); {}", q, int_expr(p, s), after);
        if (yours) return body;
        // `players` as a value too: a let, a function's result (list<player>).
        const char* seats = p.pick(3) == 0 ? "gen_seats()" : p.pick(2) ? "gen_q_seats" : "players";
        const std::string walk = fmt::format("for gen_q in {} where gen_q.side != self.controller.side {{ {} }}",
                                             seats, body);
        return seats == std::string("gen_q_seats") ? "let gen_q_seats = players; " + walk : walk;
      }
      return fmt::format("stun {};", who);
    case 3:
      // fire: the set's own event (gen_signal), or one the rules fire.
      if (p.pick(6) == 0) return fmt::format("fire \"{}\", {};", p.pick(2) ? "gen_signal" : p.one(kEvents), who);
      return fmt::format("wound {};", who);
    case 4:
      // Every card of one row to the other (a loop on the fast engine).
      if (p.pick(6) == 0)
        return fmt::format("move all {0}.controller.{1} to {2}{0}.controller.{3};", who,
                           p.pick(2) ? "back_row" : "front_row", p.pick(2) ? "" : "bottom ",
                           p.pick(2) ? "front_row" : "back_row");
      return fmt::format("gain_plus({});", who);
    case 5:
      // A rules procedure the fast engine compiles in place (no op of its
      // own): Durable's effect stun, Hide, an Equipment KO'd, Uniqueness
      // as a card enters play or changes sides.
      if (p.pick(6) == 0) {
        constexpr const char* kInPlace[] = {"effect_stun({0});", "hide({0});", "ko_equipment({0});",
                                            "to_back_row_of({0}, {0}.controller);"};
        return fmt::format(fmt::runtime(p.one(kInPlace)), who);
      }
      if (p.pick(8) == 0)
        return "for x9 in self.controller.hand where x9.type == supporting_character { "
               "enter_play(self.controller, x9, self.controller." + std::string(p.pick(2) ? "front_row" : "back_row") +
               "); break; }";
      return fmt::format("gain_minus({});", who);
    case 6:
      // The verbs that end the game (rarely: most games should go on), and
      // reveal (nothing the state keeps).
      if (p.pick(20) == 0) {
        constexpr const char* kEndings[] = {"win {0}.controller;", "lose {0}.controller;", "win all;", "lose all;",
                                            "undecided \"gen-open\", \"no rule decides\";",
                                            "eliminate opponent({0}.controller); lose {0}.controller;",
                                            "eliminate {0}.controller;"};
        return fmt::format("if {0}.gen_charge > 1 {{ ", who) + fmt::format(fmt::runtime(p.one(kEndings)), who) + " }";
      }
      if (p.pick(10) == 0) return fmt::format("reveal {}.controller.hand;", who);
      // A player's Recruit Points, the attacks made this turn (a player's
      // and a game var a power sets).
      // (the checker sets a var of a name only: the player bound first).
      if (p.pick(8) == 0)
        return fmt::format("for q9 in players where q9 == {0}.controller {{ set q9.rp = q9.rp + {1}; }}", who,
                           int_expr(p, s));
      if (p.pick(12) == 0) return "set attacks = attacks + 1;";
      return fmt::format("set {0}.gen_charge = {0}.gen_charge + 1;", who);
    case 7:
      if (!s.in_procedure && p.pick(2)) return fmt::format("gen_drill({});", who);
      return "draw_card(self.controller);";
    case 8:
      // Under the row's cards: a later walk of the row meets it first.
      if (who != "self" && p.pick(2)) return fmt::format("move {0} to bottom {0}.controller.{1};", who, p.pick(2) ? "front_row" : "back_row");
      return fmt::format("recover {};", who);
    // The first of a row in arrival order (nothing there: a rules error on
    // both engines alike).
    case 9: return fmt::format("exhaust first({});", in_row(p, "y", p.pick(2) ? "" : condition(p, s, "y")));
    case 10: {
      if (p.pick(5) == 0) {
        // A loop over powers (not nested in another: its name is u): each
        // one's card acted on, or the power activated (not used this
        // turn), maybe a break.
        const std::string body = p.pick(3) == 0 ? "if not u.used { activate u, self.controller; }"
                                 : p.pick(2)    ? "gain_plus(u.card);"
                                                : "exhaust u.card;";
        return fmt::format("for u in {} where {} {{ {}{} }}", powers_of(p, "self"), power_test(p, s, "u"), body,
                           p.pick(4) == 0 ? " break;" : "");
      }
      if (p.pick(4) == 0) {
        Scope inner = s;
        ++inner.depth;
        return zone_let(p, inner, who);
      }
      if (p.pick(6) == 0) {
        // The die's faces in a loop, maybe kept in a let first.
        const bool kept = p.pick(2);
        const std::string loop =
            fmt::format("for gen_f in {0} where gen_f > 0 {{ set {1}.gen_charge = {1}.gen_charge + gen_f;{2} }}",
                        kept ? "gen_dice" : "gen_die", who, p.pick(3) == 0 ? " break;" : "");
        return kept ? "if true { let gen_dice = gen_die; " + loop + " }" : loop;
      }
      std::string x;
      Scope inner = binding(s, x);
      std::string body = statements(p, inner, 1 + static_cast<int>(p.pick(2)));
      return fmt::format("for {} {{ {}{} }}", in_row(p, x, condition(p, s, x)), body,
                         p.pick(3) == 0 ? " break;" : "");
    }
    case 11: {
      if (p.pick(6) == 0) {
        // A roll of the set's die (docs/dsl.md "Die": a face per option,
        // weighted by its copies); the where leaves at least two faces.
        return fmt::format("chance \"gen roll\" gen_f in gen_die where gen_f != {0}.gen_charge {{ if gen_f in gen_die "
                           "and gen_f > 0 {{ set {0}.gen_charge = {0}.gen_charge + gen_f; }} else {{ exhaust {0}; }} }}",
                           who);
      }
      if (p.pick(6) == 0) {
        // A chance (the driver decides): over powers, a zone of the
        // controller's or the instances; over nothing it is the rules
        // error on both engines alike.
        if (p.pick(2))
          return fmt::format("chance \"gen luck\" u in {} where {} {{ gain_plus(u.card); }}", powers_of(p, "self"),
                             power_test(p, s, "u"));
        std::string x;
        Scope inner = binding(s, x);
        return fmt::format("chance \"gen luck\" {} {{ {} }}", in_row(p, x, condition(p, s, x)),
                           statements(p, inner, 1));
      }
      if ((!s.in_procedure || p.pick(4) == 0) && p.pick(3) == 0) {
        // The effect of a card as printed (copy_effect), copied in a for or
        // an option over `cards`: The Dragon's (it readies the copying
        // card), or Gen Gift's (a choice and Recruit Points of `you`) for
        // the copying card's controller or the other player. Rarely in the
        // set's procedure, where a call hides the card's text: the rules
        // error "copy_effect outside a card's text" on both engines (seed
        // 3812 found the fast engine copying there).
        const bool gift = p.pick(2);
        const std::string card = gift ? "Gen Gift" : "The Dragon";
        // A procedure has no `you` (its self becomes its parameter c).
        const std::string player = gift && p.pick(2)             ? "opponent(self.controller)"
                                   : s.in_procedure || p.pick(2) ? "self.controller"
                                                                 : "you";
        if (p.pick(4) == 0) {
          // Through a let of first over `cards`, its where decided by the
          // printed text or reading the game (The Dragon's ATK 3, 6, 7 in
          // `cards` order: none above a charge of 7, the rules error).
          const unsigned kind = p.pick(3);
          const std::string where = kind == 0 ? "" : kind == 1 ? " and t9.atk >= 1" : " and t9.atk > " + who + ".gen_charge";
          return fmt::format("if true {{ let t = first(t9 in cards where t9.name == \"{}\"{}); copy_effect t, {}; }}", card,
                             where, player);
        }
        return p.pick(2) ? fmt::format("for t in cards where t.name == \"{}\" {{ copy_effect t, {}; }}", card, player)
                         : fmt::format("choose self.controller {{ option \"gen copy\" t in cards where t.name == "
                                       "\"{}\" {{ copy_effect t, {}; gain_plus({}); }} option \"gen pass\" {{ }} }}",
                                       card, player, who);
      }
      if (p.pick(8) == 0) {
        // A name among the cards as printed, its where reading the game
        // too: the option binds the first card of the name it holds for
        // ("The Dragon": a Main Character of ATK 3, then 6, then a
        // Supporting Character of ATK 7, in `cards` order).
        const std::string where =
            p.pick(2) ? fmt::format("t9.name == \"The Dragon\" and (t9.type == supporting_character or {}.gen_charge > {})",
                                    who, p.pick(3))
                      : fmt::format("t9.type == supporting_character and t9.team == \"company\" and t9.cost <= {}.gen_charge + {}",
                                    who, p.pick(3));
        if (p.pick(4) == 0)
          // The first card it holds for, in `cards` order (none: the
          // rules error at the let).
          return fmt::format("if true {{ let t = first(t9 in cards where {}); set {}.gen_charge = t.atk; }}", where, who);
        if (p.pick(3) == 0)
          // By chance, weighted by the cards of each name its where holds
          // for: one the printed text decides, or the where above (read
          // when the chance comes).
          return fmt::format("chance \"gen omen\" t9 in cards where {} or t9.name == \"Gen 1\" "
                             "{{ set {}.gen_charge = t9.atk; }}",
                             p.pick(2) ? "t9.name == \"The Dragon\"" : "(" + where + ")", who);
        return fmt::format("choose self.controller {{ option \"gen name\" t9 in cards where {1} {{ set {0}.gen_charge = t9.atk; }} "
                           "option \"gen pass\" {{ }} }}",
                           who, where);
      }
      if (p.pick(8) == 0)
        // A player's pick of a face of the set's die (each face once).
        return fmt::format("choose self.controller {{ option \"gen bet\" gen_f in gen_die where gen_f >= {0}.gen_charge "
                           "{{ set {0}.gen_charge = {0}.gen_charge + gen_f; }} option \"gen pass\" {{ }} }}",
                           who);
      if (p.pick(5) == 0) {
        // A choice among powers: the chosen one activated (if not used this
        // turn) or its card acted on.
        const std::string body = p.pick(2) ? "if not u.used { activate u, self.controller; }" : "gain_plus(u.card);";
        return fmt::format("choose self.controller {{ option \"gen power\" u in {} where {} {{ {} }} option \"gen pass\" {{ }} }}",
                           powers_of(p, "self"), power_test(p, s, "u"), body);
      }
      std::string x;
      Scope inner = binding(s, x);
      return fmt::format("choose self.controller {{ option \"gen pick\" {} {{ {} }} option \"gen pass\" {{ }} }}",
                         in_row(p, x, condition(p, s, x)), statements(p, inner, 1));
    }
    case 12: {
      Scope inner = s;
      ++inner.depth;
      return fmt::format("if {} {{ {} }}", condition(p, s, who), statements(p, inner, 1));
    }
    case 13: {
      Scope inner = s;
      ++inner.depth;
      return fmt::format("repeat {} {{ {} }}", 1 + p.pick(2), statements(p, inner, 1));
    }
    default: {
      Scope inner = s;
      ++inner.depth;
      const unsigned kind = p.pick(4);
      if (kind == 0) {
        // A power in a let: the first of a row's that passes a test, its
        // card acted on, or the power activated (one not used this turn:
        // activate marks it, so a chain of activations ends) (none there:
        // the if keeps the first from failing).
        const std::string zone = fmt::format("powers(self.controller.{})", p.pick(2) ? "front_row" : "back_row");
        const unsigned act = p.pick(3);
        const std::string test = (act == 0 ? "not u.used and " : "") + power_test(p, s, "u");
        const std::string d = "d" + std::to_string(s.depth);
        const std::string then =
            act == 0   ? fmt::format("activate {0}, self.controller;", d)
            : act == 1 ? fmt::format("if {0}.used {{ gain_plus({0}.card); }} else {{ exhaust {0}.card; }}", d)
                       : fmt::format("ready {0}.card;", d);
        return fmt::format("if any(u in {0} : {1}) {{ let {2} = first(u in {0} where {1}); {3} }}", zone, test, d, then);
      }
      if (kind == 1) return zone_let(p, inner, who);
      if (kind == 2) {
        // A card's name or team kept, compared with self's and with text
        // (a name on no card of the table, or none of the game).
        const bool name = p.pick(2);
        const std::string text = name ? (p.pick(2) ? fmt::format("Gen {}", 1 + p.pick(8)) : "Earth") : kTeams[p.pick(4)];
        return fmt::format("let k{0} = {1}.{2}; if k{0} == self.{2} or k{0} {3} \"{4}\" {{ {5} }}", s.depth, who,
                           name ? "name" : "team", p.pick(2) ? "==" : "!=", text, statements(p, inner, 1));
      }
      inner.has_let = true;  // n, gen_pool (`cards`) and gen_kinds (`types`), read by int_expr
      return fmt::format("let n = {}; let gen_pool = cards; let gen_kinds = types; {}", int_expr(p, s),
                         statements(p, inner, 1));
    }
  }
}

inline std::string statements(Picks& p, Scope s, int count) {
  std::string out;
  for (int i = 0; i < count; ++i) out += (i ? " " : "") + statement(p, s);
  return out;
}

// A card's ability, named after the card (`n`) and its place (`i`).
inline std::string ability(Picks& p, int n, int i) {
  Scope s;
  Scope body;  // a power's or trigger's: it may ask legality
  body.asks_legal = true;
  // A continuous effect's condition may ask legality too: the answer reads
  // printed stats and keywords (effects don't see each other).
  const Scope effect = body;
  body.may_err = true;
  switch (p.pick(4)) {
    case 0: {
      std::string cost;
      for (unsigned k = p.pick(4); k > 0; --k) cost += std::string(" ") + p.one(kSymbols) + (k > 1 ? "," : "");
      return fmt::format("    power \"Gen Power {}-{}\" {}{} {{ {} }}\n", n, i, p.one(kTimings), cost,
                         statements(p, body, 1 + static_cast<int>(p.pick(2))));
    }
    case 1:
      return fmt::format("    when {}(c) \"Gen Trigger {}-{}\" where c == self {{ {} }}\n", p.one(kEvents), n, i,
                         statements(p, body, 1 + static_cast<int>(p.pick(2))));
    case 2:
      if (p.pick(6) == 0)
        // The Level Up number of its side's Main Character (000:412),
        // which the Level Up rule reads (triggers.rules gain_xp).
        return fmt::format("    continuous gen_{}_{} \"Gen Effect\" for c in instances where self.in_play and "
                           "c.type == main_character and c.controller == self.controller and {}: c.level_up_xp {} {};\n",
                           n, i, condition(p, effect, "self"), p.pick(3) ? "-=" : "+=", 1 + p.pick(6));
      if (p.pick(2))
        return fmt::format("    continuous gen_{}_{} \"Gen Effect\" for c in instances where c == self and {}: c.{} {} {};\n",
                           n, i, condition(p, effect, "self"), p.pick(5) == 0 ? "gen_mass" : p.pick(2) ? "atk" : "def",
                           p.pick(2) ? "+=" : "-=", int_expr(p, s));
      return fmt::format("    continuous gen_{}_{} \"Gen Effect\" for c in instances where c == self and {}: c.{} = {};\n",
                         n, i, condition(p, effect, "self"),
                         p.pick(4) == 0 ? p.one(kSymbols) : p.pick(3) ? p.one(kKeywords) : p.one(kFacts),
                         p.pick(3) ? "true" : "false");
    default:
      switch (p.pick(21)) {
        case 19:
          // The set's own action of a number: a card's cant of one amount.
          return fmt::format("    cant gen_quota(q, k) \"Gen Rule {}-{}\" when q == self.controller and k {} {} and {};\n",
                             n, i, p.pick(2) ? "==" : ">=", p.pick(4), condition(p, s, "self"));
        case 18:
          // The set's own action: a card's can or cant beats its rulebook.
          return fmt::format("    {} gen_favoured(c, q) \"Gen Rule {}-{}\" when c == self and {};\n",
                             p.pick(2) ? "can" : "cant", n, i, condition(p, s, "self"));
        case 16:
          // Payable (powers.rules; 000:406): a can makes an unpayable
          // power usable (paying it may dead-end: the rules error alike).
          return fmt::format("    {} payable(q, u) \"Gen Rule {}-{}\" when u.card == self and {} and {};\n",
                             p.pick(3) ? "cant" : "can", n, i, power_test(p, s, "u"), condition(p, s, "self"));
        case 17:
          return fmt::format("    {} leaves_payer(q, u, l, x) \"Gen Rule {}-{}\" when u.card == self and {} and {};\n",
                             p.pick(2) ? "cant" : "can", n, i, p.pick(2) ? "l.exhausted == 0" : "q == self.controller",
                             condition(p, s, "self"));
        case 14: {
          // Team Affiliation (vs2pcg.rules): the card on a named team or
          // off it, maybe off every Good one (as Edwin, 001:518).
          const std::string team = p.pick(3) ? fmt::format("t {} \"{}\"", p.pick(3) ? "==" : "!=", kTeams[p.pick(4)])
                                             : std::string("legal good_team(t)");
          return fmt::format("    {} affiliated(c, t) \"Gen Rule {}-{}\" when c == self and {} and {};\n",
                             p.pick(2) ? "can" : "cant", n, i, team, condition(p, s, "self"));
        }
        case 15:
          // Good and Evil (000:499-501): a team made Good, or not.
          return fmt::format("    {} good_team(t) \"Gen Rule {}-{}\" when t == \"{}\" and {};\n", p.pick(2) ? "can" : "cant",
                             n, i, kTeams[p.pick(4)], condition(p, s, "self"));
        case 13:
          // A statement of use_power reading its power (000:489).
          return fmt::format("    {} use_power(q, u) \"Gen Rule {}-{}\" when u.card == self and {} and {};\n",
                             p.pick(3) ? "cant" : "can", n, i, power_test(p, s, "u"), condition(p, s, "self"));
        case 0:
          // Maybe asking another action's legality (change_row's answer
          // never asks attack's: no loop of queries).
          return fmt::format("    cant attack(q, a) \"Gen Rule {}-{}\" when a == self and {}{};\n", n, i,
                             condition(p, s, "self"), p.pick(4) == 0 ? " and not legal change_row(q, a)" : "");
        case 1: return fmt::format("    cant change_row(q, c) \"Gen Rule {}-{}\" when c == self and {};\n", n, i, condition(p, s, "self"));
        case 2: return fmt::format("    cant recruit(q, c) \"Gen Rule {}-{}\" when c == self and {};\n", n, i, condition(p, s, "self"));
        case 3: return fmt::format("    cant strike_back_at(d, x) \"Gen Rule {}-{}\" when x == self and {};\n", n, i, condition(p, s, "self"));
        case 4: return fmt::format("    cant team_attack(a, b) \"Gen Rule {}-{}\" when a == self and {};\n", n, i, condition(p, s, "self"));
        case 5: return fmt::format("    cant join(q, a, b) \"Gen Rule {}-{}\" when b == self and {};\n", n, i, condition(p, s, "self"));
        case 6: return fmt::format("    cant reach(q, a) \"Gen Rule {}-{}\" when a == self and {};\n", n, i, condition(p, s, "self"));
        case 7: return fmt::format("    cant change_side(c, q) \"Gen Rule {}-{}\" when c == self and {};\n", n, i, condition(p, s, "self"));
        case 8:
          return fmt::format("    cant play_twist(q, u) \"Gen Rule {}-{}\" when q == self.controller and {};\n", n, i,
                             condition(p, s, "self"));
        case 9:
          return fmt::format("    cant combat_power(q, r, u) \"Gen Rule {}-{}\" when u.card == self and {};\n", n, i,
                             condition(p, s, "self"));
        case 10:
          return fmt::format("    cant combat_twist(q, r, u) \"Gen Rule {}-{}\" when q == self.controller and {};\n", n,
                             i, condition(p, s, "self"));
        case 11:
          // A can recruits without the Recruit Points (they go below 0).
          return fmt::format("    {} pay_recruit_points(q, c) \"Gen Rule {}-{}\" when c == self and {};\n",
                             p.pick(2) ? "can" : "cant", n, i, condition(p, s, "self"));
        case 12:
          // A can makes any of the card's powers a Reaction to an enemy's
          // Plot Twist (plot_twists.rules, 001:397).
          return fmt::format("    {} reaction(q, r, e) \"Gen Rule {}-{}\" when r.card == self and {};\n",
                             p.pick(2) ? "can" : "cant", n, i, condition(p, s, "self"));
        default:
          return fmt::format("    cant strike_back(d) \"Gen Rule {}-{}\" when d == self and {}{};\n", n, i,
                             condition(p, s, "self"), p.pick(4) == 0 ? " and legal attack(d.controller, d)" : "");
      }
  }
}

// The set's own functions (docs/dsl.md "Function"), which its cards call:
// a weight of a card, with a body drawn at random, and a comparison that
// calls it. A body never reads a stat a card does not print: a continuous
// effect's condition may call it, and a rules error there is met when the
// interpreter computes the effects (every step) but only when the fast
// engine reads what the effect changes (a known difference, the
// compiler notes: note), so the game would end at different steps.
inline std::string functions(Picks& p) {
  constexpr const char* kBodies[] = {
      "c.atk + c.gen_charge", "c.def - c.wounds", "c.atk * 2 - c.plus",
      "count(y in instances where y.controller == c.controller and printed(y, \"atk\") and y.atk > c.atk)",
      "sum(y in c.controller.front_row : y.gen_charge) + c.atk"};
  return fmt::format("function gen_weight(c: card): int \"generated\" = {};\n"
                     "function gen_heavier(a: card, b: card): bool \"generated\" = gen_weight(a) > gen_weight(b);\n"
                     "function gen_named(c: card, n: string): bool \"generated\" = c.name == n or c.team == n;\n"
                     "function gen_fav(): string \"generated\" = \"xenomorph\";\n"
                     // Lists as values: a result, a parameter.
                     "function gen_seats(): list<player> \"generated\" = players;\n"
                     "function gen_marked(cs: list<card>): int \"generated\" = count(c in cs where c.gen_charge > 0 and c in instances);\n"
                     "function gen_fresh(u: power): bool \"generated\" = not u.used and u.card.face_down == 0;\n"
                     // Zones as values: a parameter, a result.
                     "function gen_busy(z: zone): int \"generated\" = count(c in z where c.gen_charge > 0 or c.exhausted == 1);\n"
                     "function gen_home(p: player): zone \"generated\" = p.back_row;\n"
                     "procedure gen_rotate(z: zone) \"generated\" {{ if not empty(z) {{ move top(z) to bottom z; }} }}\n"
                     // The set's own action (docs/dsl.md "Permission"): the
                     // rulebook's can and cant here, the cards' in the cards.
                     "action gen_favoured(c: card, p: player) \"generated\";\n"
                     "can gen_favoured(c, p) \"generated\" when c.gen_charge > 0 and c.controller == p;\n"
                     "cant gen_favoured(c, p) \"generated\" when c.exhausted == 1;\n"
                     // Its own action of a number (an amount a side may spend).
                     "action gen_quota(p: player, n: int) \"generated\";\n"
                     "can gen_quota(p, n) \"generated\" when n <= count(c in p.front_row where c.gen_charge > 0) + 1;\n",
                     p.one(kBodies));
}

// The set's own procedure (docs/dsl.md "Procedure"), which its cards call:
// a body drawn at random about its card `c` (written about `self`, then
// renamed: a procedure sees its parameters, not the caller's card).
inline std::string procedure(Picks& p) {
  Scope s;
  s.asks_legal = true;
  s.may_err = true;
  s.in_procedure = true;
  s.depth = 1;
  std::string body = statements(p, s, 1 + static_cast<int>(p.pick(2)));
  std::string out;
  for (std::size_t i = 0; i < body.size();) {
    const bool word_start = i == 0 || !(std::isalnum(static_cast<unsigned char>(body[i - 1])) || body[i - 1] == '_');
    if (word_start && body.compare(i, 4, "self") == 0 &&
        (i + 4 == body.size() || !(std::isalnum(static_cast<unsigned char>(body[i + 4])) || body[i + 4] == '_'))) {
      out += "c";
      i += 4;
    } else {
      out += body[i++];
    }
  }
  return "procedure gen_drill(c: card) \"generated\" { " + out + " }\n";
}

// The set's own rule statements of the rules' actions, outside any card
// (docs/dsl.md "The golden rules"): cants that edit the rulebook's answer,
// which the cards' cans beat, and cans that beat the rulebook's silence
// but lose to its cants (a Back Row melee attack, a second use of a
// power, a Power-Up on a stunned character). Their conditions read what
// every card has (a per_card var, a seat's turns): a rules error in a
// statement's condition is met at different steps on the two engines
// (the compiler notes it). A can of target names a card in the rows: the
// engine offers only those as defenders (README "Still refused").
inline std::string house_rules(Picks& p) {
  constexpr const char* kRules[] = {
      "cant attack(q, a) \"Gen House\" when a.gen_charge > {};\n",
      "cant recruit(q, c) \"Gen House\" when q.turns == {} and c.gen_charge == 0;\n",
      "cant change_row(q, c) \"Gen House\" when c.gen_charge > {};\n",
      "cant strike_back(d) \"Gen House\" when d.gen_charge > {};\n",
      "cant use_power(q, u) \"Gen House\" when u.card.gen_charge > {};\n",
      "cant target(a, d) \"Gen House\" when d.gen_charge > {};\n",
      "cant join(q, a, b) \"Gen House\" when b.gen_charge > {};\n",
      "cant play_twist(q, u) \"Gen House\" when q.turns == {};\n",
      "cant power_up(q, h, c) \"Gen House\" when c.gen_charge > {};\n",
      "cant team_attack(a, b) \"Gen House\" when a.gen_charge + b.gen_charge > {};\n",
      "can attack(q, a) \"Gen House\" when a in q.back_row and a.gen_charge >= {};\n",
      "can strike_back(d) \"Gen House\" when d.gen_charge >= {};\n",
      "can use_power(q, u) \"Gen House\" when u.used and u.card.gen_charge >= {};\n",
      "can power_up(q, h, c) \"Gen House\" when h in q.hand and c.gen_charge >= {};\n",
      "can change_row(q, c) \"Gen House\" when c.gen_charge >= {};\n",
      "can strike_back_at(d, x) \"Gen House\" when x.gen_charge >= {};\n",
      "can play_twist(q, u) \"Gen House\" when q.turns >= {};\n",
      "can target(a, d) \"Gen House\" when (d in d.controller.front_row or d in d.controller.back_row) and "
      "d.gen_charge >= {};\n"};
  std::string out;
  // One or two in a third of the sets (none where the picks have run out).
  for (unsigned i = p.pick(6); i >= 4; --i) out += fmt::format(fmt::runtime(p.one(kRules)), p.pick(3));
  return out;
}

}  // namespace random_cards_detail

struct RandomCardSet {
  std::string text;   // a card set, its var and two decks: gen_company, gen_xenomorphs
  int cards = 0;      // generated cards, split between the decks
};

// One to eight supporting characters, each with up to three abilities, four
// copies each in one of two decks built on the vanilla decks' Main
// Characters and Locations, with two Plot Twists each (so that statements
// of play_twist are asked).
inline RandomCardSet random_card_set(Picks& p) {
  using namespace random_cards_detail;
  RandomCardSet out;
  const std::string house = house_rules(p);
  out.cards = 1 + static_cast<int>(p.pick(8));
  std::string set = "set generated \"random cards (tests/vs2pcg/random_cards.hpp)\" {\n";
  // Dealt to no deck: only copied (copy_effect), its `you` the player the
  // copy names.
  set += "  card GEN-000 \"Gen Gift\" { type supporting_character; team company; cost 1; atk 1; def 1; health 1;\n"
         "    power \"Gen Gift\" main { choose you { option \"gen gift\" x in you.front_row where x.exhausted == 1 "
         "{ ready x; } option \"gen pass\" { } } set you.rp = you.rp + 1; } }\n";
  std::string company, xenomorphs;
  for (int n = 1; n <= out.cards; ++n) {
    bool xeno = n % 2 == 0;
    std::string id = fmt::format("GEN-{:03}", n);
    set += fmt::format("  card {} \"Gen {}\" {{ type supporting_character; team {}; cost {}; atk {}; def {}; health {}; limit 4;{}{}{}\n",
                       id, n, xeno ? "xenomorph" : "company", 1 + p.pick(4), p.pick(6), 1 + p.pick(6), 1 + p.pick(2),
                       p.pick(2) ? fmt::format(" gen_mass {};", p.pick(4)) : std::string(),
                       p.pick(3) == 0 ? std::string(" keyword ") + p.one(kKeywords) + ";" : "",
                       p.pick(3) == 0 ? " trait gen_drilled;" : "");
    for (unsigned i = p.pick(4); i > 0; --i) set += ability(p, n, static_cast<int>(i));
    set += "  }\n";
    (xeno ? xenomorphs : company) += fmt::format(" {} x4;", id);
  }
  set += "}\n";
  out.text = "var gen_charge: per_card = 0;\ntrait gen_drilled;\nstat gen_mass;\ndie gen_die = 0, 1, 1, 2;\n" + functions(p) + procedure(p) + house + set +
             "deck gen_company \"generated, Company\" { ALN-001 x1; ALN-002 x1; ALN-059 x4; ALN-009 x4; ALN-010 x4; ALN-054 x2;" +
             company + " }\n" +
             "deck gen_xenomorphs \"generated, Xenomorphs\" { ALN-029 x1; ALN-030 x1; ALN-060 x4; ALN-037 x4; ALN-039 x4; ALN-049 x2;" +
             xenomorphs + " }\n";
  return out;
}

}  // namespace canbeat::testing
