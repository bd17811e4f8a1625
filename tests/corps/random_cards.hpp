// Random, well-typed corps characters for differential testing of the card
// compiler on corps (after tests/titw/random_cards.hpp): characters whose
// abilities, one or two of the four timings of abilities.rules, draw on
// corps's own vocabulary (the binding of fast-engine/corps/binding.cpp: the
// board and the endurance piles, card and game vars, the rules' procedures
// and functions of the board, lets, ifs, loops, choices with and without a
// binder, aggregates, the players and their per_player vars, `opponent`
// and `player_at`, the verbs that end the game, the board's abilities as
// values: `powers(board)`, `activate`), added to the game's roster with a
// start marker each (random_table.hpp) and played in lockstep on both
// engines by random_cards_test.cpp and fuzz_corps_cards.cpp.
//
// Only what the compiler compiles (fast-engine/cards/README.md, "Not
// compiled yet"): a `for` over an ordered
// zone (the board, the markers, the gear, the exhaust pile) only with a
// body that moves no card; a card reads a stat only of itself (a
// character prints them all) and otherwise vars, which every card has.
// A `for` over the hand may move the cards it walks (recycled under the
// deck, discarded): the order they land in an ordered pile shows the order
// the walk took, which must be the reference's (docs/dsl.md "Moves"; this
// generator found the two engines walking the hand in different orders).
// Every `choose` has an option without a binder or is skipped when its
// binder has nothing (`if any`), so no choice is ever left empty. A procedure is called only where its rule text can run: a card's
// own procedures of the endurance piles guard an empty pile as the rules'
// callers do (endurance.rules recycle_top reads the exhaust pile's top).
#pragma once

#include <fmt/format.h>

#include <string>
#include <vector>

#include "tests/support/picks.hpp"

namespace canbeat::testing::corps_cards {

struct CardSet {
  std::string text;    // the characters and their start markers, a `set` of its own
  std::string roster;  // deck lines for the `corps` deck
  int cards = 0;       // characters
};

class Generator {
 public:
  explicit Generator(Picks& p) : p_(p) {}

  // 1 to 6 characters; the roster has 6, Newt waits in the supply, and
  // every character needs a start marker (facts.rules starting_spaces).
  CardSet set() {
    // NOT FROM THE SEED: stand-in start markers on open spaces of the
    // game's board, as tests/corps/compiled/compiled.cards places its own.
    static const int starts[][2] = {{1, 5}, {4, 7}, {0, 4}, {1, 4}, {4, 6}, {3, 7}};
    CardSet s;
    // The rules' raise_aim and discard_one, said as the set's own verbs too
    // (`raise_aim c;`: docs/dsl.md "Verbs").
    s.text = "verb raise_aim;\nverb discard_one;\n";
    s.text += "set gen_corps \"random characters for the card compiler's test (stand-ins)\" {\n";
    const int n = 1 + int(p_.pick(6));
    for (int i = 0; i < n; ++i) {
      const std::string name = fmt::format("Gen Trooper {}", i);
      s.text += card(name);
      s.roster += fmt::format("\"{}\"; ", name);
    }
    for (int i = 0; i < n; ++i) {
      s.text += fmt::format("  card \"Gen Start {}\" {{ type start; sx {}; sy {}; }}\n", i, starts[i][0], starts[i][1]);
      s.roster += fmt::format("\"Gen Start {}\"; ", i);
    }
    s.text += "}\n";
    s.cards = n;
    return s;
  }

 private:
  // The cards a binder walks: its zone and the test that keeps it to one
  // kind of card, so that what is done to it is what the rules do to such
  // a card.
  enum class Domain { character, alien, hand, spawn, gear };

  std::string card(const std::string& name) {
    static const char* timings[] = {"on_activation", "during_activation", "end_of_activation", "finish_start"};
    std::string out = fmt::format(
        "  card \"{}\" {{ type character; keyword {}; rank {}; speed {}; aim {}; tech {}; defense {}; melee {};\n",
        name, p_.pick(3) == 0 ? "civilian" : "marine", p_.pick(6), 3 + p_.pick(3), 3 + p_.pick(5), 3 + p_.pick(5),
        4 + p_.pick(4), 1 + p_.pick(4));
    const int powers = 1 + int(p_.pick(2));
    for (int i = 0; i < powers; ++i) {
      lets_ = 0;
      out += fmt::format("    power \"Gen {}\" {} {{\n", i, p_.one(timings)) + block(3, 0) + "    }\n";
    }
    return out + "  }\n";
  }

  std::string block(int indent, int depth) {
    return statements(p_, [&] { return stmt(indent, depth); });
  }

  std::string binder() { return fmt::format("y{}", binders_++); }

  std::string pile() {
    static const char* piles[] = {"you.hand", "exhaust", "discard", "endurance",
                                  "under", "pool", "models", "dead"};
    return p_.one(piles);
  }

  // A number: a literal, a game var, a stat or var of the card itself, a
  // count, a sum or a size, a function of the rules, a let, a player's var,
  // an aggregate over the players or over the cards as printed.
  std::string number() {
    static const char* vars[] = {"actions", "turn_dial", "passed", "roll", "objectives"};
    static const char* stats[] = {"rank", "speed", "aim", "tech", "defense", "melee", "dial", "braced", "serial"};
    static const char* types[] = {"character", "alien", "blip", "start", "spawn", "weapon"};
    static const char* functions[] = {"weapon_count(self)", "equipment_count(self)", "tech_of(self)",
                                      "defense_of(self)", "hero_rank(you)", "seat_of(you)",
                                      "seat_of(opponent(you))", "seat_of(player_at(1))"};
    switch (p_.pick(14)) {
      case 1: return p_.one(vars);
      case 2: return std::string("self.") + p_.one(stats);
      case 3: {
        const std::string y = binder();
        return fmt::format("count({0} in board where {0}.type == {1})", y, p_.one(types));
      }
      case 10: case 11: case 12: case 13: {
        // The cards as printed: a type, a name, or a stat some definitions
        // do not print (a rules error both engines must word alike).
        static const char* printed[] = {"count({0} in cards where {0}.type == {1})",
                                        "count({0} in cards where {0}.name == self.name)",
                                        "min({0} in cards where {0}.name == self.name : {0}.aim)",
                                        "sum({0} in cards where {0}.type == character : {0}.aim) % 5",
                                        "max({0} in cards where {0}.type == {1} and {0}.speed > 1 : {0}.speed)"};
        return fmt::format(fmt::runtime(p_.one(printed)), binder(), p_.one(types));
      }
      case 4: {
        const std::string y = binder();
        return fmt::format("count({0} in board where {0}.type == alien and distance(at({0}), at(self)) <= {1})",
                           y, 1 + p_.pick(4));
      }
      case 5: {
        // sum, or now and then min or max of the aliens (over none: a
        // rules error both engines must word alike).
        static const char* folds[] = {"sum", "sum", "sum", "sum", "sum", "sum", "min", "max"};
        const std::string y = binder(), fold = p_.one(folds);
        if (fold != "sum") return fmt::format("{1}({0} in board where {0}.type == alien : {0}.tokens)", y, fold);
        return fmt::format("sum({0} in board : {0}.{1})", y, p_.pick(2) == 0 ? "tokens" : "down");
      }
      case 6: return fmt::format("size({})", pile());
      case 7: return p_.one(functions);
      case 8: return lets_ > 0 ? fmt::format("n{}", p_.pick(unsigned(lets_))) : "1";
      case 9: return p_.pick(4) ? players_number() : fmt::format("count({0} in powers(board) where {0}.used)", binder());
      default: return std::to_string(p_.pick(4));
    }
  }

  // A test of a power on the board, `{0}` the power: activating it would
  // not loop (not used this turn, of another card), now and then of a
  // timing or a name.
  std::string power_form() {
    static const char* timings[] = {"on_activation", "during_activation", "end_of_activation", "finish_start"};
    std::string form = "{0}.card != self and not {0}.used";
    if (p_.pick(3) == 0) form += fmt::format(" and {{0}}.timing == \"{}\"", p_.one(timings));
    if (p_.pick(4) == 0) form += fmt::format(" and {{0}}.name == \"Gen {}\"", p_.pick(2));
    return form;
  }

  // A number of the players: a per_player var of yours, or how many
  // players, or their hands or vars together (every seat, in seat order).
  // Now and then a seat the kernel's functions of the seats name: the
  // other of two (at 1, 3 or 4 players a rules error both engines must
  // word alike) or the seat of a number (past the last, another).
  std::string players_number() {
    static const char* seat_vars[] = {"willpower", "reacted", "hive"};
    const std::string q = binder();
    if (p_.pick(3) == 2) {
      switch (p_.pick(3)) {
        case 0: return "seat_of(opponent(you))";
        case 1: return fmt::format("count({0} in players where opponent({0}) == second)", q);
        default: return fmt::format("seat_of(player_at({}))", p_.pick(5));
      }
    }
    switch (p_.pick(4)) {
      case 0: return std::string("you.") + p_.one(seat_vars);
      case 1: return fmt::format("count({0} in players where size({0}.hand) > {1})", q, p_.pick(3));
      case 2: return fmt::format("sum({0} in players : {0}.{1})", q, p_.one(seat_vars));
      default: return fmt::format("max({0} in players where {0} != you : size({0}.hand))", q);
    }
  }

  // A test of the game, at most `depth` deep.
  std::string test(int depth) {
    static const char* ops[] = {"==", "!=", "<", "<=", ">", ">="};
    switch (p_.pick(depth > 0 ? 8 : 11)) {
      case 1: return fmt::format("empty({})", pile());
      case 2: return "deck_empty()";
      case 3: return "has_hero(you)";
      case 4: return "controller_of(self) == leader()";
      case 5: return "alien_next_to(self)";
      case 6: return "in_sight_of_characters(at(self))";
      case 7: return "threat_next_to(at(self))";
      case 8: return fmt::format("({} and {})", test(depth + 1), test(depth + 1));
      case 9: return fmt::format("not ({})", test(depth + 1));
      case 10: {
        // Now and then whether the card is the first of its kind on the
        // board (none: a rules error both engines must word alike).
        const std::string y = binder();
        if (p_.pick(8) == 7) return fmt::format("first({0} in board where {0}.type == character) == self", y);
        return fmt::format("any({0} in board : {0}.type == alien and los(at(self), at({0})))", y);
      }
      default: return fmt::format("{} {} {}", number(), p_.one(ops), number());
    }
  }

  // The cards of a domain, bound to `x`: `x in ZONE where KIND and TEST`.
  std::string domain(Domain d, const std::string& x) {
    switch (d) {
      case Domain::character: return fmt::format("{0} in board where {0}.type == character and {1}", x, card_test(d, x));
      case Domain::alien: return fmt::format("{0} in board where {0}.type == alien and {1}", x, card_test(d, x));
      case Domain::hand: return fmt::format("{0} in you.hand where {1}", x, card_test(d, x));
      case Domain::spawn: return fmt::format("{0} in markers where {0}.type == spawn and {0}.barricaded == 0", x);
      case Domain::gear: return fmt::format("{0} in gear where {0}.on == self.serial and {0}.type == weapon", x);
    }
    return "";
  }

  // A test of the card in `x`, of domain `d`.
  std::string card_test(Domain d, const std::string& x) {
    static const char* ops[] = {"==", "!=", "<", "<=", ">", ">="};
    if (d == Domain::hand) {
      static const char* types[] = {"weapon", "equipment", "event", "hazard"};
      if (p_.pick(4) == 0) {
        // A bonus some cards of the hand print, read where `printed` says
        // the card has it.
        static const char* bonuses[] = {"defense_bonus", "tech_bonus", "aim_bonus", "rerolls"};
        return fmt::format("(printed({0}, \"{1}\") and {0}.{1} > {2})", x, p_.one(bonuses), p_.pick(2));
      }
      if (p_.pick(4) == 0) {
        // A keyword the card lists, as printed (a name no card lists too).
        static const char* keywords[] = {"bulky", "close", "full_auto", "action_card", "grenade", "xenomorph"};
        return fmt::format("has({}, \"{}\")", x, p_.one(keywords));
      }
      return p_.pick(2) == 0 ? fmt::format("{}.type != {}", x, p_.one(types)) : fmt::format("{}.cost <= {}", x, p_.pick(3));
    }
    switch (p_.pick(7)) {
      case 1: return fmt::format("{} != self", x);
      case 2: return fmt::format("los(at(self), at({}))", x);
      case 3: return fmt::format("distance(at({}), at(self)) {} {}", x, p_.one(ops), p_.pick(5));
      case 4: return fmt::format("tile(at({})) == tile(at(self))", x);
      case 5: return d == Domain::alien ? fmt::format("{}.tokens == 0", x) : fmt::format("{}.down == {}", x, p_.pick(2));
      case 6: return d == Domain::alien ? fmt::format("character_next_to(at({}))", x) : fmt::format("alien_next_to({})", x);
      default: return fmt::format("{} {} {}", number(), p_.one(ops), number());
    }
  }

  // What a power does to a card of domain `d` it holds in `x`; `moving`
  // false: nothing that moves a card (the body of a `for`).
  std::string on_card(Domain d, const std::string& x, int indent, bool moving) {
    const unsigned k = p_.pick(3);
    std::string s;
    switch (d) {
      case Domain::character:
        s = k == 0 ? (p_.pick(2) ? fmt::format("raise_aim({});", x) : fmt::format("raise_aim {};", x))
            : k == 1 ? fmt::format("set {0}.down = 0;", x)
                     : fmt::format("if {0}.braced < 2 {{ set {0}.braced = {0}.braced + 1; }}", x);
        break;
      case Domain::alien:
        s = moving && k == 0 ? fmt::format("wound_alien({});", x)
            : moving && k == 1 ? fmt::format("remove_alien({});", x)
                               : fmt::format("set {0}.tokens = {0}.tokens + 1;", x);
        break;
      case Domain::hand:
        s = moving && k == 0 ? fmt::format("recycle_card({});", x)
            : moving && k == 1 ? fmt::format("move {} to discard;", x)
                               : "raise_aim(self);";
        break;
      case Domain::spawn: s = fmt::format("set {}.barricaded = 1;", x); break;
      case Domain::gear:
        s = moving && k != 2 ? fmt::format("set {0}.on = 0; move {0} to under;", x)
                             : fmt::format("set {0}.ammo = {0}.ammo + 1;", x);
        break;
    }
    return pad(indent) + s + "\n";
  }

  Domain any_domain() {
    static const Domain ds[] = {Domain::character, Domain::alien, Domain::hand, Domain::spawn, Domain::gear};
    return p_.one(ds);
  }

  // An endurance-pile procedure of the rules, guarded as its callers are.
  std::string endurance(int indent) {
    static const char* calls[] = {"exhaust_one();", "draw_card(self);", "discard_one(you);", "pay(1);",
                                  "reshuffle();", "if not empty(exhaust) { recycle_top(); }",
                                  "if not empty(exhaust) { move bottom(exhaust) to discard; }",
                                  "if not empty(exhaust) { move top(exhaust) to under; }",
                                  "if not empty(exhaust) { move top(exhaust) to bottom discard; }",
                                  "move all exhaust to under;", "move all discard to bottom exhaust;"};
    return pad(indent) + p_.one(calls) + "\n";
  }

  std::string stmt(int indent, int depth) {
    const std::string x = fmt::format("x{}", depth);
    switch (p_.pick(depth < 2 ? 21 : 5)) {
      case 1: return pad(indent) + "if self.braced < 3 { set self.braced = self.braced + 1; }\n";
      case 2: return endurance(indent);
      case 3: return pad(indent) + "set actions = actions + 1;\n";
      case 4: return pad(indent) + fmt::format("if self.dial > {} {{ set self.dial = self.dial - 1; }}\n", p_.pick(4));
      case 5: {
        if (depth > 0) return pad(indent) + "raise_aim(self);\n";  // a let only where every later statement sees it
        const std::string line = pad(indent) + fmt::format("let n{} = {};\n", lets_, number());
        ++lets_;
        return line;
      }
      case 6:
        return pad(indent) + "if " + test(0) + " {\n" + block(indent + 1, depth + 1) + pad(indent) + "} else {\n" +
               block(indent + 1, depth + 1) + pad(indent) + "}\n";
      case 7: {
        const Domain d = any_domain();
        return pad(indent) + "for " + domain(d, x) + " {\n" + on_card(d, x, indent + 1, d == Domain::hand) +
               pad(indent) + "}\n";
      }
      case 8: {
        // A third of the choices skipped when no card passes (`if any`).
        const Domain d = any_domain();
        const bool if_any = p_.pick(3) == 2;
        std::string pick = pad(indent + 1) + "option \"gen pick\" " + domain(d, x) + " {\n" +
                           on_card(d, x, indent + 2, true) + pad(indent + 1) + "}\n";
        if (p_.pick(4) == 0) {  // now and then a player picked too (its key the seat's name)
          const std::string q = fmt::format("q{}", depth);
          pick += pad(indent + 1) + fmt::format("option \"gen call\" {0} in players where size({0}.hand) > {1} {{\n", q, p_.pick(3)) +
                  pad(indent + 2) + fmt::format("if size({}.hand) > 1 {{ discard_one({}); }}\n", q, q) + pad(indent + 1) + "}\n";
        }
        if (if_any) return pad(indent) + "choose you if any {\n" + pick + pad(indent) + "}\n";
        const char* choose = p_.pick(4) == 3 ? "choose you secret {\n" : "choose you {\n";
        return pad(indent) + choose + pick + pad(indent + 1) + "option \"gen pass\" {\n" +
               block(indent + 2, depth + 1) + pad(indent + 1) + "}\n" + pad(indent) + "}\n";
      }
      case 9:
        return pad(indent) + fmt::format("repeat {} {{\n", 1 + p_.pick(2)) + pad(indent + 1) + "if " + test(1) +
               " { break; }\n" + block(indent + 1, depth + 1) + pad(indent) + "}\n";
      case 10:
        return pad(indent) + "tech_test(self);\n" + pad(indent) + "if passed == 1 {\n" + block(indent + 1, depth + 1) +
               pad(indent) + "}\n";
      case 13: {  // the rules' blips and motion tracker cards
        static const char* calls[] = {"spot();", "every_blip_moves();", "draw_tracker();"};
        return pad(indent) + p_.one(calls) + "\n";
      }
      case 12:  // spawn point 4 is the Tunnel Marker, on the board only once a TUNNEL card placed it
        return pad(indent) + fmt::format("spawn_blip({});\n", 1 + p_.pick(4));
      // A card picked by chance (the pile's seat's draw, none for a table
      // zone); over nothing a rules error both engines word alike.
      case 14: {
        const Domain d = any_domain();
        return pad(indent) + "chance \"gen draw\" " + domain(d, x) + " {\n" + on_card(d, x, indent + 1, true) +
               pad(indent) + "}\n";
      }
      // A die rolled, its faces filtered (all of them out: the rules error
      // "chance over nothing"), the face read by the body.
      case 15: {
        static const char* ops[] = {"<=", ">=", "!="};
        const char* die = p_.pick(2) ? "alien_die" : "marine_die";
        const char* op = p_.one(ops);
        const unsigned face = p_.pick(12), at_least = 1 + p_.pick(10);
        std::string out = pad(indent) + fmt::format("chance \"gen roll\" {0} in {1} where {0} {2} {3} {{\n", x, die, op, face);
        out += pad(indent + 1) + fmt::format("if {} >= {} {{\n", x, at_least);
        return out + block(indent + 2, depth + 1) + pad(indent + 1) + "}\n" + pad(indent) + "}\n";
      }
      case 18: {  // now and then, the game ended by the card
        static const char* endings[] = {"win you;", "lose you;", "tie;", "win all;", "lose all;", "win you, you;",
                                        "undecided \"gen-stuck\", \"the card cannot say\";"};
        if (p_.pick(4)) return pad(indent) + "raise_aim(self);\n";
        return pad(indent) + "if " + test(1) + " { " + p_.one(endings) + " }\n";
      }
      // Each player in seat order, some stopping for a decision of their
      // own (a discard), or a per_player dial of yours set.
      case 16: {
        const std::string q = fmt::format("q{}", depth);
        static const char* bodies[] = {"if size({0}.hand) > {1} {{ discard_one({0}); }}",
                                       "if size({0}.hand) > {1} {{ reveal {0}.hand; discard_one {0}; }}",
                                       "if {0} != you and {0}.willpower < {1} {{ set {0}.willpower = {0}.willpower + 1; }}",
                                       "if {0}.reacted == 0 and size({0}.hand) >= {1} {{ raise_aim(self); }}"};
        return pad(indent) + fmt::format("for {} in players{} {{\n", q, p_.pick(2) ? "" : " where " + q + " != you") +
               pad(indent + 1) + fmt::format(fmt::runtime(p_.one(bodies)), q, p_.pick(3)) + "\n" + pad(indent) + "}\n";
      }
      case 17:
        if (p_.pick(3) == 0) {
          // The first other player in seat order holding a card discards
          // one (none: a rules error both engines must word alike).
          const std::string q = fmt::format("q{}", depth);
          return pad(indent) + fmt::format("discard_one(first({0} in players where {0} != you and size({0}.hand) > 0));\n", q);
        }
        return pad(indent) + fmt::format("set you.{0} = you.{0} + {1};\n", p_.pick(2) ? "willpower" : "reacted", p_.pick(3));
      // Another card's ability not used this turn activated for you (a
      // power as a value; abilities.rules' activate), or a loop over the
      // board's abilities.
      case 19: {
        const std::string y = binder(), z = binder(), form = power_form();
        return pad(indent) + fmt::format("if any({0} in powers(board) : {1}) {{ activate first({2} in powers(board) where {3}), you; }}\n",
                                         y, fmt::format(fmt::runtime(form), y), z, fmt::format(fmt::runtime(form), z));
      }
      case 20:
        return pad(indent) + fmt::format("for {0} in powers(board) where {0}.card == self or {0}.used {{ raise_aim({0}.card); }}\n", x);
      case 11:
        return pad(indent) + "if actions > 0 {\n" + pad(indent + 1) + "set actions = actions - 1;\n" +
               block(indent + 1, depth + 1) + pad(indent) + "}\n";
      default: return pad(indent) + "raise_aim(self);\n";
    }
  }

  Picks& p_;
  int lets_ = 0;     // lets n0.. in scope
  int binders_ = 0;  // aggregate binders y0.., each its own name
};

inline CardSet random_card_set(Picks& p) { return Generator(p).set(); }

}  // namespace canbeat::testing::corps_cards
