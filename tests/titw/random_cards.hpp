// Random, well-typed This Time It's War cards for differential testing of
// the card compiler on titw (after tests/vs2pcg/random_cards.hpp, as
// Csmith does for C compilers): Marine and Alien cards whose powers and
// `cant` and `can` statements draw on titw's own vocabulary (its stats, per-card and
// game vars, zones, the rulebook's procedures, `legal` of its actions,
// lets, ifs, loops, choices with and without a binder, aggregates, the
// players, the verbs that end the game), dealt into the game's own decks and played in lockstep on both
// engines by random_cards_test.cpp and fuzz_titw_cards.cpp.
//
// A stream of numbers steers every choice, so RapidCheck (a vector it
// shrinks) and libFuzzer (the input's bytes) drive the same generator; past
// the stream's end every pick is the first, simplest one. Every `choose`
// has an option without a binder or is skipped when its binder has nothing
// (`if any`), so no choice is ever left empty.
#pragma once

#include <fmt/format.h>

#include <string>
#include <vector>

#include "tests/support/picks.hpp"

namespace canbeat::testing::titw_cards {

struct CardSet {
  std::string text;                 // the cards, a `set` of its own
  std::string marine, alien;        // deck lines for the game's two decks
  int cards = 0;
};

class Generator {
 public:
  explicit Generator(Picks& p) : p_(p) {}

  CardSet set() {
    CardSet s;
    // The rules' remove_from_play said as the set's own verb too
    // (`remove_from_play you, c;`: docs/dsl.md "Verbs").
    s.text = "verb remove_from_play;\n";
    s.text += "set gen_titw \"random cards for the card compiler's test\" {\n";
    const int n = 1 + int(p_.pick(8));
    for (int i = 0; i < n; ++i) {
      const bool marine = p_.pick(2) == 0;
      const std::string name = fmt::format("Gen {} {}", marine ? "Marine" : "Alien", i);
      s.text += card(name, marine);
      (marine ? s.marine : s.alien) += fmt::format("\"{}\" x3; ", name);
    }
    s.text += "}\n";
    s.cards = n;
    return s;
  }

 private:
  std::string card(const std::string& name, bool marine) {
    static const char* marine_types[] = {"oneshot", "firepower", "oneshot"};
    static const char* alien_types[] = {"oneshot", "attack", "oneshot"};
    const std::string type = marine ? p_.one(marine_types) : p_.one(alien_types);
    std::string head = fmt::format("  card \"{}\" {{ type {}; team {}; cost {};", name, type,
                                   marine ? "colonial" : "xenomorph", p_.pick(3));
    if (type != "oneshot") head += fmt::format(" power {};", 1 + p_.pick(3));
    if (type == "attack") head += " keyword alien_card;";
    std::string items;
    lets_ = 0;
    if (type == "oneshot" || p_.pick(2) == 0) items += "    power \"Gen\" played {\n" + block(3, 0) + "    }\n";
    if (p_.pick(3) == 2) items += cant();
    return head + "\n" + items + "  }\n";
  }

  std::string block(int indent, int depth) {
    return statements(p_, [&] { return stmt(indent, depth); });
  }

  std::string zone() {
    static const char* zones[] = {"marine.inplay", "alien.inplay", "marine.hand", "alien.hand",
                                  "marine.discard", "alien.discard", "marine.dead", "alien.removed"};
    return p_.one(zones);
  }

  std::string seat() { return p_.pick(2) == 0 ? "marine" : "alien"; }
  // A seat's piles, of each player in a loop or an aggregate over them.
  static constexpr const char* kPiles[] = {"hand", "inplay", "discard", "dead"};

  // A number: a literal, a game var, the card's cost, a card var, a
  // count, a sum, a size, a let. A card var rather than a stat of a card
  // the set does not know: reading a stat a card does not print is a rules
  // error (this generator found the fast engine reading 0 there; both
  // engines now meet it alike, tests/titw/unprinted/), which would end most
  // games early. Kept so, the corpus's inputs keep their cards.
  static constexpr const char* card_vars[] = {"col", "wounds", "kills", "used"};
  std::string number(const std::string& x) {
    static const char* vars[] = {"field", "space", "nuke_tokens", "marine_turns", "last"};
    switch (p_.pick(9)) {
      case 1: return p_.one(vars);
      case 2: return "self.cost";
      case 3: return (x.empty() ? "self" : x) + "." + p_.one(card_vars);
      case 4: {
        const std::string y = fmt::format("y{}", binders_++);
        return fmt::format("count({0} in {1} where {2})", y, zone(), test(y, 1));
      }
      case 5: {
        // sum, or now and then min or max (over nothing: a rules error).
        static const char* folds[] = {"sum", "sum", "sum", "sum", "sum", "sum", "min", "max"};
        const std::string y = fmt::format("y{}", binders_++);
        return fmt::format("{3}({0} in {1} : {0}.{2})", y, zone(), p_.one(card_vars), p_.one(folds));
      }
      case 6: return fmt::format("size({})", zone());
      case 7: return lets_ > 0 ? fmt::format("n{}", p_.pick(unsigned(lets_))) : "1";
      case 8: {  // over the players, in seat order
        const std::string q = fmt::format("y{}", binders_++);
        return p_.pick(2) ? fmt::format("count({0} in players where size({0}.{1}) > {2})", q, p_.one(kPiles), p_.pick(3))
                          : fmt::format("sum({0} in players : size({0}.{1}))", q, p_.one(kPiles));
      }
      default: return std::to_string(p_.pick(4));
    }
  }

  // A test of the card in `x` (none: of the game), at most `depth` deep.
  std::string test(const std::string& x, int depth) {
    static const char* ops[] = {"==", "!=", "<", "<=", ">", ">="};
    static const char* types[] = {"firepower", "attack", "oneshot", "rowblock", "character"};
    const unsigned k = p_.pick(depth > 0 ? 5 : 8);
    if (k == 1 && !x.empty()) return fmt::format("{}.type == {}", x, p_.one(types));
    if (k == 2 && !x.empty()) {
      // Now and then a stat the card may not print, read only where
      // `printed` says it does (the `and` asks no more).
      static const char* stats[] = {"power", "cost", "rating", "toughness"};
      if (p_.pick(3) == 0) {
        const char* stat = p_.one(stats);
        return fmt::format("(printed({0}, \"{1}\") and {0}.{1} >= {2})", x, stat, p_.pick(4));
      }
      // Now and then a team or keyword the card lists, as printed (a name
      // no card lists too).
      static const char* facts[] = {"colonial", "xenomorph", "red_title", "alien_card", "impervious", "synthetic"};
      if (p_.pick(3) == 0) return fmt::format("has({}, \"{}\")", x, p_.one(facts));
      return fmt::format("{}.col == field", x);
    }
    if (k == 3 && !x.empty() && !in_cant_) return fmt::format("legal remove({}, {})", seat(), x);
    if (k == 4) return fmt::format("self in {}", zone());
    if (k == 5) return fmt::format("({} and {})", test(x, depth + 1), test(x, depth + 1));
    if (k == 6) return fmt::format("not ({})", test(x, depth + 1));
    if (k == 7) {
      // Now and then whether the card is a zone's first to pass a test
      // (none: a rules error both engines must word alike).
      const std::string z = fmt::format("y{}", binders_++);
      if (p_.pick(8) == 7) return fmt::format("first({0} in {1} where {2}) == self", z, zone(), test(z, depth + 1));
      return fmt::format("any({} in {} : {})", z, zone(), test(z, depth + 1));
    }
    return fmt::format("{} {} {}", number(x), p_.one(ops), number(x));
  }

  // What a power does to a card it holds in `x`.
  std::string on_card(const std::string& x, int indent) {
    switch (p_.pick(6)) {
      case 1:
        return pad(indent) + (p_.pick(2) ? fmt::format("remove_from_play(you, {});\n", x)
                                         : fmt::format("remove_from_play you, {};\n", x));
      case 2: return pad(indent) + fmt::format("set {0}.used = {0}.used + 1;\n", x);
      case 3: return pad(indent) + fmt::format("if {0}.wounds > 0 {{ set {0}.wounds = 0; }}\n", x);
      case 4: return pad(indent) + fmt::format("if {0}.col == field {{ set {0}.kills = {0}.kills + 1; }}\n", x);
      case 5: return pad(indent) + fmt::format("if legal remove(you, {0}) {{ kill(you, {0}); }}\n", x);
      default: return pad(indent) + fmt::format("set {0}.col = {0}.col;\n", x);
    }
  }

  std::string stmt(int indent, int depth) {
    const std::string x = fmt::format("x{}", depth);
    const unsigned k = p_.pick(depth < 2 ? 18 : 5);
    switch (k) {
      case 1: return pad(indent) + "marker_forward();\n";
      case 2: return pad(indent) + "marker_back();\n";
      case 3: return pad(indent) + "if nuke_tokens < 10 { set nuke_tokens = nuke_tokens + 1; }\n";
      case 4: return pad(indent) + (p_.pick(2) ? "update_last();\n" : fmt::format("reveal {}.{};\n", seat(), p_.one(kPiles)));
      case 5: {
        if (depth > 0) return pad(indent) + "update_last();\n";  // a let only where every later statement sees it
        const std::string line = pad(indent) + fmt::format("let n{} = {};\n", lets_, number(""));
        ++lets_;
        return line;
      }
      case 6:
        return pad(indent) + "if " + test("", 0) + " {\n" + block(indent + 1, depth + 1) + pad(indent) + "} else {\n" +
               block(indent + 1, depth + 1) + pad(indent) + "}\n";
      case 7:
        return pad(indent) + fmt::format("for {} in {} where {} {{\n", x, zone(), test(x, 0)) +
               on_card(x, indent + 1) + pad(indent) + "}\n";
      case 8: {
        // A third of the choices skipped when no card passes (`if any`).
        const bool if_any = p_.pick(3) == 2;
        std::string pick = pad(indent + 1) +
                           fmt::format("option \"gen pick\" {} in {} where {} {{\n", x, zone(), test(x, 0)) +
                           on_card(x, indent + 2) + pad(indent + 1) + "}\n";
        if (p_.pick(4) == 0) {  // now and then a player picked too (its key the seat's name)
          const std::string q = fmt::format("q{}", depth);
          pick += pad(indent + 1) + fmt::format("option \"gen call\" {0} in players where size({0}.{1}) > {2} {{\n", q,
                                                p_.one(kPiles), p_.pick(3)) +
                  block(indent + 2, depth + 1) + pad(indent + 1) + "}\n";
        }
        if (if_any) return pad(indent) + "choose you if any {\n" + pick + pad(indent) + "}\n";
        return pad(indent) + (p_.pick(4) == 3 ? "choose you secret {\n" : "choose you {\n") + pick + pad(indent + 1) +
               "option \"gen pass\" {\n" + block(indent + 2, depth + 1) + pad(indent + 1) + "}\n" + pad(indent) + "}\n";
      }
      case 9: return pad(indent) + fmt::format("repeat {} {{\n", 1 + p_.pick(2)) + block(indent + 1, depth + 1) + pad(indent) + "}\n";
      case 10: return pad(indent) + fmt::format("death_tokens({});\n", p_.pick(2));
      // The first card of a zone to pass a test, by the zone's order (an
      // unordered zone's too: docs/dsl.md "Moves"), found by `first` or a
      // `for` that breaks: which card a hand's walk meets first.
      case 11: {
        const std::string y = fmt::format("y{}", binders_++), z = zone(), t = test(y, 1);
        return pad(indent) + fmt::format("if any({0} in {1} : {2}) {{\n", y, z, t) + pad(indent + 1) +
               fmt::format("let {} = first({} in {} where {});\n", x, y, z, t) + on_card(x, indent + 1) + pad(indent) +
               "}\n";
      }
      case 12:
        return pad(indent) + fmt::format("for {} in {} where {} {{\n", x, zone(), test(x, 0)) +
               on_card(x, indent + 1) + pad(indent + 1) + "break;\n" + pad(indent) + "}\n";
      // Moves within one seat's piles, which later walks of them meet: a
      // hand's card under the deck or the discard pile, then the first card
      // of that pile to pass a test acted on; a pile onto another.
      case 13: {
        const std::string s = seat(), y = fmt::format("y{}", binders_++), t = test(y, 1);
        const std::string pile = fmt::format("{}.{}", s, p_.pick(2) ? "deck" : "discard");
        return pad(indent) + fmt::format("if any({0} in {1}.hand : {2}) {{\n", y, s, t) + pad(indent + 1) +
               fmt::format("move first({0} in {1}.hand where {2}) to bottom {3};\n", y, s, t, pile) + pad(indent) +
               "}\n" + pad(indent) + fmt::format("for {} in {} where {} {{\n", x, pile, test(x, 0)) +
               on_card(x, indent + 1) + pad(indent + 1) + "break;\n" + pad(indent) + "}\n";
      }
      // A card picked by chance from a pile (the pile's seat's draw), over
      // nothing a rules error both engines word alike.
      case 15:
        return pad(indent) + fmt::format("chance \"gen draw\" {} in {} where {} {{\n", x, zone(), test(x, 0)) +
               on_card(x, indent + 1) + pad(indent) + "}\n";
      case 17: {  // now and then, the game ended by the card
        static const char* endings[] = {"win you;", "lose you;", "tie;", "win all;", "lose all;", "win marine, alien;",
                                        "undecided \"gen-stuck\", \"the card cannot say\";"};
        if (p_.pick(4)) return pad(indent) + "update_last();\n";
        return pad(indent) + "if " + test("", 1) + " { " + p_.one(endings) + " }\n";
      }
      case 16: {  // each player in seat order
        const std::string q = fmt::format("q{}", depth);
        return pad(indent) + fmt::format("for {0} in players where size({0}.{1}) > {2} {{\n", q, p_.one(kPiles), p_.pick(3)) +
               block(indent + 1, depth + 1) + pad(indent) + "}\n";
      }
      case 14: {
        const std::string s = seat();
        switch (p_.pick(3)) {
          case 0: return pad(indent) + fmt::format("move all {0}.discard to {0}.deck;\n", s);
          case 1: return pad(indent) + fmt::format("move all {0}.hand to {0}.discard;\n", s);
          default:  // under the pile, the hand's first card lowest: the pile's bottom acted on
            return pad(indent) + fmt::format("move all {0}.hand to bottom {0}.discard;\n", s) + pad(indent) +
                   fmt::format("if not empty({}.discard) {{\n", s) + pad(indent + 1) +
                   fmt::format("let {} = bottom({}.discard);\n", x, s) + on_card(x, indent + 1) + pad(indent) + "}\n";
        }
      }
      default: return pad(indent) + "set marine_power = marine_power;\n";
    }
  }

  // A `cant` of one of titw's actions, on the card itself or while it is
  // in play; or a `can`, which outranks the rulebook's cants (docs/dsl.md
  // "Permission"), of an action the fast engine weighs one of.
  std::string cant() {
    lets_ = 0;
    in_cant_ = true;  // a condition asks no legality of its own: no query inside a query
    std::string out = cant_statement();
    in_cant_ = false;
    return out;
  }
  std::string cant_statement() {
    switch (p_.pick(7)) {
      case 1:
        return fmt::format("    cant place(p, c, b) \"Gen\" when p == {} and c.used < {} and self in {};\n", seat(),
                           1 + p_.pick(3), zone());
      case 2: return fmt::format("    cant remove(p, c) \"Gen\" when c == self and {};\n", test("c", 1));
      case 3: return "    cant discard_in_play(p, c) \"Gen\" when c == self;\n";
      case 4: return fmt::format("    cant activate_airlock(p, a) \"Gen\" when self in {};\n", zone());
      case 5:
        return fmt::format("    can place(p, c, b) \"Gen\" when c == self and b.order >= {} and {};\n", 1 + p_.pick(5),
                           test("c", 1));
      case 6: return fmt::format("    can remove(p, c) \"Gen\" when c == self and {};\n", test("c", 1));
      default: return fmt::format("    cant play(p, c) \"Gen\" when c == self and {};\n", test("", 1));
    }
  }

  Picks& p_;
  int lets_ = 0;     // lets n0.. in scope
  int binders_ = 0;  // aggregate binders y0.., each its own name
  bool in_cant_ = false;
};

inline CardSet random_card_set(Picks& p) { return Generator(p).set(); }

}  // namespace canbeat::testing::titw_cards
