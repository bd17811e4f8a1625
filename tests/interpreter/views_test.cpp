// Who sees a zone (docs/dsl.md "Who sees a zone") on the reference: random
// tables of zones, each seen by every seat, by nobody or by its own seat,
// some widened to a declared group (a flag naming a per_player var), with
// one card in each (of a `facedown` type or not, some carrying a mark),
// against a model of the documented meaning written here apart from the
// interpreter.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <string>
#include <vector>

#include "dsl/game.hpp"
#include "interpreter/interpreter.hpp"
#include "tests/interpreter/test_games.hpp"

namespace canbeat::interp {
namespace {

const std::vector<std::string> kSeats = {"north", "east", "south", "west"};

enum class Seen { all, nobody, holder };

struct ZoneSpec {
  bool table = false;
  Seen seen = Seen::all;
  bool group = false;  // also seen by the seats whose `trusted` is not 0
};

// One card: of the `facedown` type `token` or not, and its mark (0: none).
struct CardSpec {
  bool facedown = false;
  int mark = 0;
};

struct Table {
  std::size_t seats = 2;
  std::vector<ZoneSpec> zones;
  std::vector<bool> trusted;  // per seat
  bool token_group = false;   // `token` is seen by the trusted seats too
  std::vector<CardSpec> cards;  // in zone then row order
};

std::string flags_of(const ZoneSpec& z) {
  std::string f = "unordered";
  if (!z.table) f += ", per_player";
  if (z.seen == Seen::nobody) f += ", hidden";
  if (z.seen == Seen::holder) f += ", private";
  if (z.group) f += ", trusted";
  return f;
}

// The rows a zone has: every seat's, or the table's one (-1).
std::vector<int> rows_of(const Table& t, const ZoneSpec& z) {
  if (z.table) return {-1};
  std::vector<int> rows;
  for (std::size_t s = 0; s < t.seats; ++s) rows.push_back(static_cast<int>(s));
  return rows;
}

std::string zone_path(int row, std::size_t z) {
  return (row < 0 ? std::string("table") : kSeats[static_cast<std::size_t>(row)]) + ".z" + std::to_string(z);
}

// One card per zone row, "C0", "C1", ... in zone then row order.
std::string rules_of(const Table& t) {
  std::string text = "game g { players";
  for (std::size_t s = 0; s < t.seats; ++s) text += (s ? ", " : " ") + kSeats[s];
  text += "; table_deck court; start_zone pile; }\ntype unit = \"U\";\nzone pile: unordered, hidden;\n";
  text += "var trusted: per_player = 0;\nvar mark: per_card = 0;\n";
  text += std::string("type token: facedown") + (t.token_group ? ", trusted" : "") + " = \"T\";\n";
  for (std::size_t z = 0; z < t.zones.size(); ++z)
    text += "zone z" + std::to_string(z) + ": " + flags_of(t.zones[z]) + ";\n";
  text += "procedure setup() \"deal\" {\n";
  int card = 0;
  for (std::size_t z = 0; z < t.zones.size(); ++z)
    for (int row : rows_of(t, t.zones[z])) {
      std::string to = row < 0 ? "z" + std::to_string(z) : zone_path(row, z);
      const CardSpec& spec = t.cards[static_cast<std::size_t>(card)];
      text += "  for c in pile where c.name == \"C" + std::to_string(card++) + "\" { move c to " + to + "; ";
      text += spec.mark ? "set c.mark = " + std::to_string(spec.mark) + "; }\n" : "}\n";
    }
  for (std::size_t s = 0; s < t.seats; ++s)
    if (t.trusted[s]) text += "  set " + kSeats[s] + ".trusted = 1;\n";
  text += "}\nturn \"t\": main;\nphase main \"m\" {\n  choose north { option \"pass\" { } }\n  tie;\n}\n";
  text += "deck court {\n";
  for (int c = 0; c < card; ++c)
    text += "  card \"C" + std::to_string(c) + "\" { type " + (t.cards[static_cast<std::size_t>(c)].facedown ? "token" : "unit") + "; }\n";
  return text + "}\n";
}

bool model_sees(const Table& t, const ZoneSpec& z, int row, std::size_t viewer) {
  return z.seen == Seen::all || (z.seen == Seen::holder && row == static_cast<int>(viewer)) ||
         (z.group && t.trusted[viewer]);
}

// A card in a zone the viewer sees: its name, or "?" face down, then its mark.
std::string model_card(const Table& t, int card, std::size_t viewer) {
  const CardSpec& c = t.cards[static_cast<std::size_t>(card)];
  bool face_down = c.facedown && !(t.token_group && t.trusted[viewer]);
  std::string text = face_down ? "?" : "C" + std::to_string(card);
  return c.mark ? text + " {mark=" + std::to_string(c.mark) + "}" : text;
}

RC_GTEST_PROP(Views, ShowEachZoneToWhomTheRulesSay, ()) {
  Table t;
  t.seats = *rc::gen::inRange<std::size_t>(2, 5);
  t.trusted = *rc::gen::container<std::vector<bool>>(t.seats, rc::gen::arbitrary<bool>());
  const auto zones = *rc::gen::inRange<std::size_t>(1, 5);
  for (std::size_t z = 0; z < zones; ++z) {
    ZoneSpec spec;
    spec.table = *rc::gen::arbitrary<bool>();
    spec.seen = spec.table ? *rc::gen::element(Seen::all, Seen::nobody)
                           : *rc::gen::element(Seen::all, Seen::nobody, Seen::holder);
    spec.group = spec.seen != Seen::all && *rc::gen::arbitrary<bool>();
    t.zones.push_back(spec);
    for (std::size_t r = 0; r < rows_of(t, spec).size(); ++r)
      t.cards.push_back({*rc::gen::arbitrary<bool>(), *rc::gen::inRange(0, 3)});
  }
  t.token_group = *rc::gen::arbitrary<bool>();
  dsl::Game g = game_of_text(rules_of(t));
  Reference r(g, {{}, t.seats});
  for (std::size_t viewer = 0; viewer < t.seats; ++viewer) {
    std::optional<Observation> v = r.view(static_cast<int>(viewer));
    RC_ASSERT(v.has_value());
    int card = 0;
    for (std::size_t z = 0; z < t.zones.size(); ++z)
      for (int row : rows_of(t, t.zones[z])) {
        std::string want = model_sees(t, t.zones[z], row, viewer) ? "[" + model_card(t, card, viewer) + "]" : "[?]";
        ++card;
        const std::string* got = v->find(zone_path(row, z));
        RC_ASSERT(got != nullptr);
        RC_ASSERT(*got == want);
      }
  }
}

// A group only widens what someone cannot see: a zone `hidden` or
// `private`, a `facedown` type's cards. A flag naming no per_player var is
// still unknown. Each line below is declared into the same small game.
struct GroupCase {
  std::string accepted, refused, why, not_a_var;
};

TEST(Views, CheckerRefusesAGroupOnWhatEverySeatSees) {
  const std::string head = "game g { players a, b; decks d; start_zone hand; }\n"
                           "var trusted: per_player = 0;\nvar total = 0;\n";
  const std::string tail = "turn \"t\": main;\nphase main \"m\" { tie; }\ndeck d { card \"C\" { type unit; } }\n";
  const GroupCase cases[] = {
      {"type unit = \"U\";\nzone hand: per_player, private, trusted;\n", "type unit = \"U\";\nzone hand: per_player, trusted;\n",
       "t.rules:5:1: error: zone 'hand' is seen by every seat", "type unit = \"U\";\nzone hand: per_player, hidden, total;\n"},
      {"zone hand: per_player;\ntype unit: facedown, trusted = \"U\";\n", "zone hand: per_player;\ntype unit: trusted = \"U\";\n",
       "t.rules:5:1: error: type 'unit' is seen by every seat", "zone hand: per_player;\ntype unit: facedown, total = \"U\";\n"},
  };
  for (const GroupCase& c : cases) {
    EXPECT_NO_THROW(game_of_text(head + c.accepted + tail));
    try {
      game_of_text(head + c.refused + tail);
      ADD_FAILURE() << "accepted, though: " << c.why;
    } catch (const std::runtime_error& e) {
      EXPECT_NE(std::string(e.what()).find(c.why), std::string::npos) << e.what();
    }
    EXPECT_THROW(game_of_text(head + c.not_a_var + tail), std::runtime_error);
  }
}

}  // namespace
}  // namespace canbeat::interp
